"""The table's chrome around the board: the top and bottom bars (title, prompt and their words, buttons, a save's
problem) and the side panel (the banner docked at its top, the game's header lines, a misclick's explanation, the
log). Drawn from a TableScene; never
changes it."""

from __future__ import annotations

import pygame

from tabletop.engine.message import Name, Seat, Words, as_msg, msg, msgc, say
from tabletop.games.registry import GAMES
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


STRENGTHS = {  # a computer's strength, as the top bar says it
    "easy": msgc("computer strength", "easy"),
    "normal": msgc("computer strength", "normal"),
    "strong": msgc("computer strength", "strong"),
}


def bar_texts(table) -> tuple[Words, Words]:
    """The top bar's title (the game, the turn or round) and prompt (what is asked now, of whom) at ``table``."""
    rules = table.match.rules
    length = rules.length(table.match.state)  # the turn or round being played, in the game's own unit
    game = rules.title
    own_words = GAMES[rules.slug].length_words if rules.slug in GAMES else None
    if not length:  # 0: choices before round 1
        title = msg("{game} - setup", game=as_msg(game))
    elif own_words is not None:  # the game's own word for a turn (its rulebook's)
        title = msg("{game} - {turn}", game=as_msg(game), turn=own_words.but(n=length))
    elif rules.length_unit == "rounds":
        title = msg("{game} - round {n}", game=as_msg(game), n=length)
    else:
        title = msg("{game} - turn {n}", game=as_msg(game), n=length)
    outcome = table.match.outcome()
    prompt: Words = outcome.summary if outcome is not None else table.decision.prompt
    thinking = table.autopilot.thinking()
    players = table.match.players
    if thinking is not None:  # its prompt may name its hidden cards: say only who thinks
        level = table.match.computers[thinking] or ""
        strength = STRENGTHS.get(level, Name(level))
        prompt = msg(
            "{seat} (computer, {strength}) is thinking...",
            seat=Seat(thinking, players[thinking]),
            strength=strength,
        )
    elif table.hidden:  # a private choice is next: its prompt may name hidden cards, so say only whose it is
        needed = table.match.rules.private_viewer(table.match.state)
        if needed is not None:
            prompt = msg("{seat} decides next, in private.", seat=Seat(needed, players[needed]))
    if table.viewer is not None:
        prompt = msg(
            "Private view of {seat} - {prompt}", seat=Seat(table.viewer, players[table.viewer]), prompt=as_msg(prompt)
        )
    return title, prompt


def draw_save_problem(surface: pygame.Surface, problem: Words, strip: pygame.Rect) -> None:
    """The strip under the top bar saying why the game could not be saved."""
    pygame.draw.rect(surface, theme.DANGER, strip)
    draw_text(surface, problem, (strip.x + 10, strip.centery), 15, theme.TEXT, True, "midleft", max_width=strip.w - 20)
