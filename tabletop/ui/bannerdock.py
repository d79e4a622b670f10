"""Where a banner goes (an arrest, a phase, the winner): docked at the top of the side panel, below whatever the
layout puts there, so it never covers a piece of the play area; the panel's lines and the log follow below it."""

from __future__ import annotations

import pygame

from tabletop.engine.message import Words
from tabletop.ui import theme
from tabletop.ui.fonts import font, wrap
from tabletop.ui.widgets import draw_text

MARGIN = 10  # from the panel's sides
GAP = 8  # above and below the banner
PAD = 8  # inside the band, above and below the words
SIZES = (20, 18, 16)  # the largest size at which the banner takes at most two lines, else the last
SHADE = (150, 40, 36)  # the band's red (brighter than a misclick's explanation)


def _lines(text: Words, width: int) -> tuple[int, list[str]]:
    """The size and the lines of ``text`` in a band ``width`` wide (two lines at most where any size allows)."""
    for size in SIZES:
        lines = wrap(text, font(size, True), width)
        if len(lines) <= 2:
            return size, lines
    return SIZES[-1], wrap(text, font(SIZES[-1], True), width)


def banner_box(panel: pygame.Rect, top: int, text: Words) -> pygame.Rect:
    """The banner's box in the side panel ``panel``, starting below ``top`` (the bottom of what the panel holds)."""
    inner = panel.w - 2 * MARGIN
    size, lines = _lines(text, inner - 2 * PAD)
    height = len(lines) * font(size, True).get_linesize() + 2 * PAD
    return pygame.Rect(panel.x + MARGIN, top + GAP, inner, height)


def dock_banner(surface: pygame.Surface, panel: pygame.Rect, top: int, text: Words | None) -> int:
    """Draw the banner ``text`` (if any) docked in ``panel`` below ``top``; return where the panel's lines go on."""
    if not text:
        return top
    box = banner_box(panel, top, text)
    size, lines = _lines(text, box.w - 2 * PAD)
    pygame.draw.rect(surface, SHADE, box, border_radius=6)
    pygame.draw.rect(surface, theme.TEXT, box, 2, border_radius=6)
    step = font(size, True).get_linesize()
    for k, line in enumerate(lines):
        centre = (box.centerx, box.y + PAD + k * step + step // 2)
        draw_text(surface, line, centre, size, theme.TEXT, bold=True, anchor="center", max_width=box.w - 2 * PAD)
    return box.bottom + GAP
