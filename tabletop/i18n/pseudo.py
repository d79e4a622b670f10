"""The pseudo-language ``xx``: every catalog entry transformed mechanically (accented letters, about 40% longer,
bracketed), so a screen drawn in it shows at once any word that did not come through the catalog, and any layout
that would cut or crowd a longer language."""

from __future__ import annotations

import re

CODE = "xx"
# Every ASCII letter has a look-alike outside ASCII that both bundled fonts draw (tests/i18n checks the glyphs).
_LOWER = "áƀçđéƒĝĥíĵķĺḿñóþǫŕšţúṽŵẋýž"
_UPPER = "ÁƁÇĐÉƑĜĤÍĴĶĹḾÑÓÞǪŔŠŢÚṼŴẊÝŽ"
LETTERS = str.maketrans("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", _LOWER + _UPPER)
PAD = "·"
OPEN, CLOSE = "[", "]"
GROWTH = 0.4
_PIECES = re.compile(r"(\{\w+\})")  # placeholders stay as they are


def pseudo(text: str) -> str:
    """``text`` in the pseudo-language: letters accented (placeholders kept), padded ~40% longer, in brackets; each
    line of a text of several lines on its own."""
    if not text:
        return text
    return "\n".join(_line(line) for line in text.split("\n"))


def _line(line: str) -> str:
    if not line.strip():
        return line
    parts = _PIECES.split(line)
    shown = "".join(p if _PIECES.fullmatch(p) else _grown(p) for p in parts)
    return f"{OPEN}{shown}{CLOSE}"


def _grown(text: str) -> str:
    """Words accented, each ~40% longer (at least one mark), so a longer text still wraps between its words."""
    return " ".join(w.translate(LETTERS) + PAD * max(1, round(len(w) * GROWTH)) if w else w for w in text.split(" "))


def marked(text: str) -> bool:
    """Whether a drawn ``text`` has no plain ASCII letter (so every word in it came through the catalog)."""
    return not re.search(r"[A-Za-z]", text)
