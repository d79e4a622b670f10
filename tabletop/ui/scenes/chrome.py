"""The table's chrome around the board: the top and bottom bars (title, prompt, buttons) and the side panel (the
banner docked at its top, the game's header lines, a misclick's explanation, the log). Drawn from a TableScene; never
changes it."""

from __future__ import annotations

import pygame

from tabletop.engine.message import Words, say
from tabletop.ui import changes, fonts, theme
from tabletop.ui.bannerdock import dock_banner
from tabletop.ui.fonts import font, render, wrap
from tabletop.ui.widgets import draw_panel_lines, draw_text


def draw_bars(table, surface: pygame.Surface, busy: bool) -> None:
    """The top bar (title, prompt, its buttons) and the bottom bar with the action buttons."""
    w, h = surface.get_size()
    ui = table.ui
    pygame.draw.rect(surface, theme.PANEL, (0, 0, w, ui.top_bar))
    pygame.draw.rect(surface, theme.PANEL, (0, h - ui.bottom_bar, w, ui.bottom_bar))
    pygame.draw.line(surface, theme.PANEL_LINE, (0, h - ui.bottom_bar), (w, h - ui.bottom_bar), 2)
    title, prompt = table.shown_bar()
    r = draw_text(surface, title, (12, ui.top_bar // 2), 18, theme.ACCENT, bold=True, anchor="midleft")
    right = min((b.rect.x for b in table.buttons if b.key in ("menu", "peek", "hide", "leave")), default=w)
    draw_prompt(surface, prompt, pygame.Rect(r.right + 18, 2, right - r.right - 30, ui.top_bar - 4))
    for b in table.buttons:
        b.draw(surface, (not busy) and b.rect.collidepoint(table.mouse))


def draw_prompt(surface: pygame.Surface, words: Words, box: pygame.Rect) -> None:
    """The prompt in the top bar: one line if it fits (down to 14 px), else two lines at 13 px, else (a long ending's
    explanation) three at 11 px."""
    prompt = say(words)
    for size in (17, 16, 15, 14):
        if font(size).size(prompt)[0] <= box.w:
            draw_text(surface, prompt, (box.x, box.centery), size, theme.TEXT, anchor="midleft")
            return
    size, lines = 13, wrap(prompt, font(13), box.w)
    if len(lines) > 2:
        size, lines = 11, wrap(prompt, font(11), box.w)
    if len(lines) > 3:
        fonts.report(f"a prompt of {len(lines)} lines in the top bar: {prompt!r}")
    shown = lines[:3]
    step = min(font(size).get_linesize(), box.h // len(shown))
    for k, line in enumerate(shown):
        y = box.centery + (k - (len(shown) - 1) / 2) * step
        draw_text(surface, line, (box.x, y), size, theme.TEXT, anchor="midleft")


def draw_panel(table, surface: pygame.Surface, area: pygame.Rect, banner: Words | None = None) -> None:
    """The banner (docked in the panel, never over the play area), the panel's header lines below whatever regions
    the layout puts in the panel, the last misclick's explanation, and the log."""
    top = dock_banner(surface, area, table.panel_top, banner)
    lines = table.held[1] if table.held and table.director.busy() else table.shown.panel
    header = pygame.Rect(area.x, top, area.w, area.bottom - top)
    y = top + (draw_panel_lines(surface, lines, header) if lines else 0)
    fnt = font(14)
    width = area.w - 28
    if table.message:
        lines = wrap(table.message, fnt, width - 12)
        box = pygame.Rect(area.x + 10, y, area.w - 20, len(lines) * fnt.get_linesize() + 12)
        pygame.draw.rect(surface, (90, 40, 36), box, border_radius=6)
        for i, line in enumerate(lines):
            surface.blit(render(fnt, line, theme.TEXT), (box.x + 8, box.y + 6 + i * fnt.get_linesize()))
        y = box.bottom + 8
    y = changes.draw_table_since(table, surface, area, y)  # after a curtain: the others' moves since
    table.logpanel.draw(surface, table, area, y)  # ui/logpanel.py: scrolled, names in seat colours, grouped
