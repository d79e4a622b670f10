"""How tall the table's text is, beside ``tabletop.engine.measure`` (which says how wide): a line of a paragraph and
one drawn line at a font size, with the same allowance ``measure.largest_wrapped`` makes (1.2 times the size, a
little more than the bundled fonts' own line step), so a face that fits by these numbers fits on screen. Widths,
wrapping and the largest size that fits are ``measure``'s, in the language the words are rendered in. No pygame."""

from __future__ import annotations

import math

from tabletop.engine import measure
from tabletop.engine.message import Words

LEADING = 1.2  # a line's height as a multiple of the font size (measure.largest_wrapped's)
SLACK = 2  # pixels a paragraph keeps spare: a measure is within a pixel or two of the drawn width


def step(size: int, bold: bool = False, serif: bool = False) -> int:
    """The height of one line of a paragraph."""
    return math.ceil(size * LEADING)


def height(size: int, bold: bool = False, serif: bool = False) -> int:
    """The height of one drawn line of text (a Text mark's image)."""
    return math.ceil(size * LEADING)


def wrap(text: Words, w: float, size: int, bold: bool = False, serif: bool = False) -> list[str]:
    """``text`` in the lines a paragraph ``w`` wide takes (at least as many as the renderer breaks it into)."""
    return measure.wrap(text, w - SLACK, size, bold, serif)


def para_fits(text: Words, size: int, w: float, h: float, bold: bool = False, serif: bool = False) -> bool:
    """Whether ``text`` wrapped to a ``w`` x ``h`` paragraph keeps every line and every word whole."""
    lines = wrap(text, w, size, bold, serif)
    room = w - SLACK
    return len(lines) * step(size, bold, serif) <= h and all(measure.fits(x, room, size, bold, serif) for x in lines)


def largest(text: Words, w: float, h: float, sizes: range, bold: bool = False, serif: bool = False) -> int:
    """The largest of ``sizes`` at which ``text`` fits a ``w`` x ``h`` paragraph whole; 0 if none does."""
    return next((s for s in reversed(sizes) if para_fits(text, s, w, h, bold, serif)), 0)
