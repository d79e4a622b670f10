"""Text measured with the bundled fonts' own metrics, with no pygame: how wide a line is, where it wraps, the
largest size at which it fits. One service for every game's pure layout and faces (the renderer draws with the same
fonts, so what fits here fits on screen), in whatever language the text is rendered in.

The widths are the fonts' advance widths (``hmtx``) read straight from the TrueType/OpenType files in ``art/``,
each rounded to the pixel as the renderer does. The renderer's hinting makes a line at the smallest sizes up to ~8%
wider than that; so the app, which has the renderer, installs it here (``use_ruler``) and every layout then measures
exactly what will be drawn. Without a display (the rules, the command-line tools) the fonts' metrics stand alone.
"""

from __future__ import annotations

import functools
import struct
import sys
from collections.abc import Callable
from pathlib import Path

from tabletop.engine.message import Words, forget_rendered, say

FILES = {  # (bold, serif) -> file in art/ (the same table as the renderer's, ui/fonts.py)
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "LinLibertine_R.otf",
    (True, True): "LinLibertine_RB.otf",
}


def art_dir() -> Path:
    """The folder of the bundled fonts (the bundle's when frozen, else the checkout's)."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) / "art" if bundle else Path(__file__).resolve().parents[2] / "art"


class FontMetrics:
    """One font file's advance widths per character, in units of its em."""

    def __init__(self, data: bytes):
        tables = _tables(data)
        self.units: int = struct.unpack_from(">H", data, tables[b"head"] + 18)[0]
        metrics = struct.unpack_from(">H", data, tables[b"hhea"] + 34)[0]
        hmtx = tables[b"hmtx"]
        self.advances: list[int] = [struct.unpack_from(">H", data, hmtx + 4 * k)[0] for k in range(metrics)]
        self.glyphs = _cmap(data, tables[b"cmap"])
        self.fallback: int = self.advances[0] if self.advances else self.units // 2

    def advance(self, char: str) -> int:
        """How far ``char`` advances the pen, in font units (a missing glyph: the missing-glyph box)."""
        glyph = self.glyphs.get(ord(char))
        if glyph is None:
            return self.fallback
        return self.advances[min(glyph, len(self.advances) - 1)]

    def has(self, char: str) -> bool:
        """Whether the font draws ``char``."""
        return ord(char) in self.glyphs


def _tables(data: bytes) -> dict[bytes, int]:
    count = struct.unpack_from(">H", data, 4)[0]
    out = {}
    for k in range(count):
        tag, _checksum, offset, _length = struct.unpack_from(">4sIII", data, 12 + 16 * k)
        out[tag] = offset
    return out


def _cmap(data: bytes, cmap: int) -> dict[int, int]:
    """The character -> glyph map from the best Unicode subtable (format 12 when present, else 4)."""
    count = struct.unpack_from(">H", data, cmap + 2)[0]
    best: tuple[int, int] | None = None  # (format, offset)
    for k in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * k)
        if (platform, encoding) in ((3, 10), (0, 4), (0, 6), (3, 1), (0, 3)):
            fmt = struct.unpack_from(">H", data, cmap + offset)[0]
            if fmt in (4, 12) and (best is None or fmt > best[0]):
                best = (fmt, cmap + offset)
    if best is None:
        return {}
    return _format12(data, best[1]) if best[0] == 12 else _format4(data, best[1])


def _format4(data: bytes, at: int) -> dict[int, int]:
    segments = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segments}H", data, at + 14)
    starts = struct.unpack_from(f">{segments}H", data, at + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", data, at + 16 + 4 * segments)
    ranges_at = at + 16 + 6 * segments
    offsets = struct.unpack_from(f">{segments}H", data, ranges_at)
    out = {}
    for k in range(segments):
        for code in range(starts[k], ends[k] + 1):
            if code == 0xFFFF:
                continue
            if offsets[k] == 0:
                glyph = (code + deltas[k]) & 0xFFFF
            else:
                where = ranges_at + 2 * k + offsets[k] + 2 * (code - starts[k])
                glyph = struct.unpack_from(">H", data, where)[0]
                glyph = (glyph + deltas[k]) & 0xFFFF if glyph else 0
            if glyph:
                out[code] = glyph
    return out


def _format12(data: bytes, at: int) -> dict[int, int]:
    groups = struct.unpack_from(">I", data, at + 12)[0]
    out = {}
    for k in range(groups):
        start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * k)
        for code in range(start, min(end, start + 0x10000) + 1):
            out[code] = glyph + code - start
    return out


@functools.cache
def metrics(bold: bool = False, serif: bool = False) -> FontMetrics:
    """The metrics of the bundled font of that style (read once)."""
    return FontMetrics((art_dir() / FILES[(bool(bold), bool(serif))]).read_bytes())


Ruler = Callable[[str, int, bool, bool], int]  # (line, size, bold, serif) -> its drawn width in pixels
_ruler: list[Ruler | None] = [None]


def use_ruler(ruler: Ruler | None) -> None:
    """Measure with ``ruler`` (the renderer's own widths) from now on; None: the fonts' metrics. Caches of faces laid
    out by the old measure are told to forget (as when the language changes)."""
    _ruler[0] = ruler
    _pixels.cache_clear()
    forget_rendered()


def ruling() -> Ruler | None:
    """The ruler in use (None: the fonts' metrics)."""
    return _ruler[0]


@functools.lru_cache(maxsize=16384)
def _pixels(text: str, size: int, bold: bool, serif: bool) -> int:
    ruler = _ruler[0]
    if ruler is not None:
        return ruler(text, size, bold, serif)
    face = metrics(bold, serif)
    scale = size / face.units
    return sum(int(face.advance(c) * scale + 0.5) for c in text)  # the renderer rounds each glyph's advance


def width(text: Words, size: float, bold: bool = False, serif: bool = False) -> int:
    """How many pixels wide ``text`` (rendered in the language chosen now) is in one line at font ``size``: within
    a few per cent of the drawn width (hinting at the smallest sizes makes the difference)."""
    line = text if isinstance(text, str) else say(text)
    return _pixels(line, int(round(size)), bool(bold), bool(serif))


def fits(text: Words, room: float, size: float, bold: bool = False, serif: bool = False) -> bool:
    """Whether ``text`` fits ``room`` pixels in one line at ``size``."""
    return width(text, size, bold, serif) <= room


def largest(text: Words, room: float, size: int, smallest: int = 1, bold: bool = False, serif: bool = False) -> int:
    """The largest font size up to ``size`` (not below ``smallest``) at which ``text`` fits ``room`` in one line."""
    line = text if isinstance(text, str) else say(text)
    while size > smallest and width(line, size, bold, serif) > room:
        size -= 1
    return size


def wrap(text: Words, room: float, size: float, bold: bool = False, serif: bool = False) -> list[str]:
    """``text`` (rendered now) broken into lines no wider than ``room`` at ``size`` (a word longer than a line stands
    alone on its own); a line break in the text starts a new line."""
    lines: list[str] = []
    for para in (text if isinstance(text, str) else say(text)).split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if not line or width(trial, size, bold, serif) <= room:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def largest_wrapped(
    text: Words, area: tuple[float, float], size: int, smallest: int = 1, bold: bool = False, serif: bool = False
) -> tuple[int, list[str]]:
    """The largest size up to ``size`` at which ``text`` wraps into ``area`` (width, height; lines at 1.2x the size),
    and its lines (at ``smallest`` when nothing fits)."""
    room, height = area
    line = text if isinstance(text, str) else say(text)
    for s in range(size, smallest - 1, -1):
        lines = wrap(line, room, s, bold, serif)
        if len(lines) * s * 1.2 <= height and all(width(x, s, bold, serif) <= room for x in lines):
            return s, lines
    return smallest, wrap(line, room, smallest, bold, serif)
