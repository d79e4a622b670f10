"""The table's chrome around the board: the top and bottom bars (title, prompt, buttons), the result banner, and
the side panel (the game's header lines, a misclick's explanation, the log). Drawn from a TableScene; never
changes it."""

from __future__ import annotations

import functools

import pygame

from tabletop.ui import fonts, theme
from tabletop.ui.fonts import font, wrap
from tabletop.ui.widgets import draw_panel_lines, draw_text


def draw_banner(table, surface: pygame.Surface, text: str, table_w: int) -> None:
    """A result across the table (a roll's outcome), on a red band."""
    h = surface.get_height()
    anchor = table.named_regions.get("banner")  # a game may say where its banner goes
    if anchor is not None:
        box = pygame.Rect(anchor.rect)
    else:
        box = pygame.Rect(40, 0, table_w - 80, 56)
        box.centery = table.ui.top_bar + (h - table.ui.top_bar - table.ui.bottom_bar) // 2
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill((150, 40, 36, 215))
    surface.blit(shade, box)
    pygame.draw.rect(surface, theme.TEXT, box, 2, border_radius=6)
    draw_text(surface, text, box.center, 24, theme.TEXT, bold=True, anchor="center", max_width=box.w - 30)


def draw_bars(table, surface: pygame.Surface, busy: bool) -> None:
    """The top bar (title, prompt, its buttons) and the bottom bar with the action buttons."""
    w, h = surface.get_size()
    ui = table.ui
    pygame.draw.rect(surface, theme.PANEL, (0, 0, w, ui.top_bar))
    pygame.draw.rect(surface, theme.PANEL, (0, h - ui.bottom_bar, w, ui.bottom_bar))
    pygame.draw.line(surface, theme.PANEL_LINE, (0, h - ui.bottom_bar), (w, h - ui.bottom_bar), 2)
    title, prompt = table.shown_bar()
    r = draw_text(surface, title, (12, ui.top_bar // 2), 18, theme.ACCENT, bold=True, anchor="midleft")
    right = min(b.rect.x for b in table.buttons if b.key in ("menu", "peek", "hide"))
    draw_prompt(surface, prompt, pygame.Rect(r.right + 18, 2, right - r.right - 30, ui.top_bar - 4))
    for b in table.buttons:
        b.draw(surface, (not busy) and b.rect.collidepoint(table.mouse))


def draw_prompt(surface: pygame.Surface, prompt: str, box: pygame.Rect) -> None:
    """The prompt in the top bar: one line if it fits (down to 14 px), else two lines at 13 px."""
    for size in (17, 16, 15, 14):
        if font(size).size(prompt)[0] <= box.w:
            draw_text(surface, prompt, (box.x, box.centery), size, theme.TEXT, anchor="midleft")
            return
    lines = wrap(prompt, font(13), box.w)
    if len(lines) > 2:
        fonts.report(f"a prompt of {len(lines)} lines in the top bar: {prompt!r}")
    step = font(13).get_linesize()
    for k, line in enumerate(lines[:2]):
        draw_text(surface, line, (box.x, box.centery + (k - 0.5) * step), 13, theme.TEXT, anchor="midleft")


def draw_panel(table, surface: pygame.Surface, area: pygame.Rect) -> None:
    """The panel's header lines below whatever regions the layout puts in the panel, the last misclick's
    explanation, and the log."""
    top = table.panel_top
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
            surface.blit(fnt.render(line, True, theme.TEXT), (box.x + 8, box.y + 6 + i * fnt.get_linesize()))
        y = box.bottom + 8
    draw_text(surface, "Log", (area.x + 14, y), 15, theme.ACCENT, bold=True)
    y += 22
    log_lines: list[str] = []
    shown = len(table.log)
    if table.director.busy():  # the last action's lines appear as its events play
        shown -= sum(1 for _, i in table.log_events if table.director.event_time(i) > table.director.clock)
    for entry in table.log[max(0, shown - 60) : shown]:
        log_lines.extend(_log_lines(entry, width))
    room = max(0, (area.bottom - table.ui.bottom_bar - 8 - y) // fnt.get_linesize())
    for i, line in enumerate(log_lines[-room:] if room else []):
        surface.blit(_log_line_image(line), (area.x + 14, y + i * fnt.get_linesize()))


@functools.lru_cache(maxsize=1024)
def _log_lines(entry: str, width: int) -> tuple[str, ...]:
    """A log entry wrapped to ``width`` (continuation lines indented); cached, as the log is redrawn every frame."""
    wrapped = wrap(entry, font(14), width)
    return (wrapped[0], *("  " + x for x in wrapped[1:]))


@functools.lru_cache(maxsize=1024)
def _log_line_image(line: str) -> pygame.Surface:
    """One log line rendered (cached)."""
    return font(14).render(line, True, theme.TEXT_DIM)
