"""The bundled fonts, loaded by path so Greek and Czech names render alike on every OS: DejaVu Sans for ordinary
text (small print, the log, buttons) and Linux Libertine, a serif, for display text (titles, card names) where a
face asks for ``serif``. Both cover Greek and Czech (the self-test and tests/ui/test_art.py check it)."""

from __future__ import annotations

import math
import unicodedata
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager

import pygame

from tabletop.engine import measure
from tabletop.engine.message import Words, language, say
from tabletop.i18n import verbatim_free
from tabletop.i18n.pseudo import marked
from tabletop.paths import art_dir
from tabletop.ui.bytecache import MIB, ImageCache

FILES = {  # (bold, serif) -> file in art/
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "LinLibertine_R.otf",
    (True, True): "LinLibertine_RB.otf",
}

# The fonts open now, the least recently used first. An open font takes ~230-280 KiB (FreeType's and HarfBuzz's
# copies of its tables), and a session's layouts ask for some fifty sizes and styles: beyond the budget the least
# recently used is closed (opening one again takes ~1 ms).
_cache: OrderedDict[tuple[int, bool, bool], pygame.font.Font] = OrderedDict()
FONT_BYTES = 256 * 1024  # what one open font takes, measured (DejaVu Sans 227 KiB, Linux Libertine 278 KiB)
FONTS_BUDGET = 6 * MIB  # so at most 24 fonts are open
_images = ImageCache(4 * MIB)  # rendered lines, the least recently used going first
DRAWN: list[str] | None = None  # while the self-test counts them: every drawn text
SCAN: list[str] | None = None  # while scanning the pseudo-language: every drawn text that did not come through it
CUTS: list[str] | None = None  # while auditing (``audit()``): every text that had to be cut or overflowed
FLOOR = 9  # no text is drawn smaller than this, in window pixels (a smaller window's canvas is shrunk onto it)
_scale = 1.0  # the window's scale of the canvas (below 1 when a small window shows a larger canvas shrunk)
_sizes: dict[int, int] = {}  # id(font) -> its size in canvas pixels


def set_window_scale(scale: float) -> None:
    """The window now shows the canvas at ``scale``: texts are drawn at least ``FLOOR`` window pixels tall."""
    global _scale
    if scale != _scale:
        _scale = scale
        _images.clear()
        if measure.ruling() is ruler:  # what the layouts measured at the old floor is measured again
            measure.use_ruler(ruler)


def smallest() -> int:
    """The smallest text size on the canvas that the window shows at least ``FLOOR`` pixels tall."""
    return math.ceil(FLOOR / _scale - 1e-6)


MAX_CHARS = 1000  # a drawn line is cut to this many characters (no window shows more)


def clean(text: Words, limit: int | None = MAX_CHARS) -> str:
    """``text`` made safe to measure and draw as one line, whatever it holds (a save, a typed name): a tab is a
    space, every other control character (line breaks too) and every surrogate is U+FFFD, and it is cut to
    ``limit`` characters. Right-to-left text, combining marks and emoji are kept as they are."""
    text = (text if isinstance(text, str) else say(text))[:limit]
    if text.isprintable():
        return text
    return "".join(" " if c == "\t" else "\ufffd" if unicodedata.category(c) in ("Cc", "Cs") else c for c in text)


def font(size: int, bold: bool = False, serif: bool = False, floored: bool = True) -> pygame.font.Font:
    """The bundled font at ``size`` pixels, sans (DejaVu) or ``serif`` (Libertine), raised to the ``smallest`` the
    window shows at the floor (``floored=False``: exactly ``size``, to measure the font itself); cached, and
    opened from its file, which FreeType reads as it needs (the four files' 2.4 MiB are not held in memory)."""
    key = (max(smallest() if floored else 1, int(size)), bool(bold), bool(serif))
    found = _cache.get(key)
    if found is not None:
        _cache.move_to_end(key)
        return found
    found = _cache[key] = pygame.font.Font(str(art_dir() / FILES[key[1:]]), key[0])
    _sizes[id(found)] = key[0]
    while len(_cache) * FONT_BYTES > FONTS_BUDGET and len(_cache) > 1:
        _, closed = _cache.popitem(last=False)
        _sizes.pop(id(closed), None)
    return found


def ruler(text: str, size: int, bold: bool, serif: bool) -> int:
    """How wide ``text`` is drawn at ``size``: the pure layouts' measure in the app. A size below the floor is
    drawn at the floor, so it is measured there too, and a layout never plans a text the window cannot show."""
    return font(size, bold, serif).size(clean(text))[0] if text else 0


def fit(
    text: Words, size: int, width: int, bold: bool = False, least: int | None = None, serif: bool = False
) -> pygame.font.Font:
    """The largest font up to ``size`` (down to ``least``, by default the floor) in which ``text`` fits ``width``."""
    text = clean(text)
    least = smallest() if least is None else least
    while size > least and font(size, bold, serif).size(text)[0] > width:
        size -= 1
    return font(size, bold, serif)


def ellipsize(text: Words, fnt: pygame.font.Font, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels in ``fnt`` (whole if it already fits); cleaned first."""
    text = clean(text)
    if fnt.size(text)[0] <= width:
        return text
    report(f"cut to {width}px: {text!r}")
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with its ellipsis
        mid = (low + high + 1) // 2
        if fnt.size(text[:mid].rstrip() + "\u2026")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "\u2026"


def wrap(text: Words, fnt: pygame.font.Font | int, width: int, bold: bool = False, serif: bool = False) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` in ``fnt`` (a font, or a size of ``font(size, bold,
    serif)``); each line is cleaned (see ``clean``)."""
    if isinstance(fnt, int):
        fnt = font(fnt, bold, serif)
    lines: list[str] = []
    for para in (text if isinstance(text, str) else say(text)).split("\n"):
        para = clean(para.removesuffix("\r"), None)
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if fnt.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def line_image(
    text: Words, size: int, colour, bold: bool = False, serif: bool = False, width: int = 0
) -> pygame.Surface:
    """``text`` rendered in one line (shrunk, then cut with an ellipsis, to fit ``width`` if given); cached, as the
    table draws the same words every frame. Any text can be drawn: it is cleaned first (see ``clean``)."""
    key = (text, language(), size, tuple(colour), bold, serif, width)
    found = _images.get(key)
    if found is None:
        text = clean(text)
        if width:
            fnt = fit(text, size, width, bold, serif=serif)
            text = ellipsize(text, fnt, width)
        else:
            fnt = font(size, bold, serif)
        found = _images.put(key, render(fnt, text, colour))
    return found


def render(fnt: pygame.font.Font, words: Words, colour) -> pygame.Surface:
    """``fnt.render`` of a line (a message is rendered in the language chosen now; every text drawn passes here, so
    an audit sees its size and the pseudo-language scan its words); a line of zero width (only zero-width
    characters), which SDL_ttf refuses, is an empty image of the font's height."""
    text = words if isinstance(words, str) else say(words)
    if SCAN is not None and not pseudo_marked(text):
        SCAN.append(text)
    if DRAWN is not None:
        DRAWN.append(text)
    if CUTS is not None and text.strip():
        shown = _sizes.get(id(fnt), FLOOR) * _scale
        if shown < FLOOR - 0.05:
            report(f"a {shown:.1f} px text (below the {FLOOR} px floor): {text[:60]!r}")
    try:
        return fnt.render(text, True, colour)
    except pygame.error:
        return pygame.Surface((1, fnt.get_height()), pygame.SRCALPHA)


def pseudo_marked(text: str) -> bool:
    """Whether a drawn ``text`` came through the pseudo-language's catalog: no plain letter is left once the names
    and other verbatim texts it was given are taken out."""
    return marked(verbatim_free(text))


def scan() -> AbstractContextManager[list[str]]:
    """Collect every drawn text that did not come through the catalog while the block draws (in ``xx``)."""
    return _collecting("SCAN")


def forget() -> None:
    """Drop every rendered line (the language changed: the same message reads otherwise)."""
    _images.clear()


def report(problem: str) -> None:
    """Note a text that does not fit, while an audit runs (the layout tests fail on any)."""
    if CUTS is not None:
        CUTS.append(problem)


def audit() -> AbstractContextManager[list[str]]:
    """Collect every text cut, overflowing or drawn below the ``FLOOR`` while the block draws (caches emptied first
    so nothing is skipped)."""
    return _collecting("CUTS")


@contextmanager
def _collecting(which: str) -> Iterator[list[str]]:
    """Point the module's ``which`` collector (CUTS or SCAN) at a fresh list while the block draws, with every
    cached line and sprite dropped first so nothing drawn escapes it."""
    from tabletop.ui import paint

    _images.clear()
    paint.forget()
    found: list[str] = []
    globals()[which] = found
    try:
        yield found
    finally:
        globals()[which] = None
