"""The table's chrome around the board: the felt under it, the top and bottom bars (title, prompt and their words,
the buttons and their slots, a save's problem), the side panel (the banner docked at its top, the game's header
lines, a misclick's explanation, the log), and over it all the zoomed piece or the hovered piece's tooltip. Drawn
from a TableScene; never changes what it shows."""

from __future__ import annotations

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.layout import Placement
from tabletop.engine.message import Name, Seat, Words, as_msg, msg, msgc, say
from tabletop.games.registry import GAMES
from tabletop.ui import buttontips, changes, craft, fonts, theme
from tabletop.ui.bannerdock import dock_banner
from tabletop.ui.fonts import font, render, wrap
from tabletop.ui.inspect import draw_tooltip, draw_zoom_backdrop
from tabletop.ui.paint import paint
from tabletop.ui.render import draw_component
from tabletop.ui.widgets import Button, draw_panel_lines, draw_text


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


def table_buttons(table, actions: list[Action]) -> list[Button]:
    """The buttons of ``table``'s bars: the offered ``actions`` not on the table, each kind in its own slot of the
    bottom bar, and Hide or Peek, Scores and Menu at the top right."""
    w, h = table.app.size
    by_verb = {a.verb: a for a in actions}
    placed: list[tuple[str, Button]] = []
    if table.decision.kind == table.ui.turn_kind and not table.hidden:
        for verb in table.ui.turn_buttons:  # always shown on a turn, enabled only when legal
            action = by_verb.get(verb)
            label = table.shown.labels[action or Action(verb)]
            placed.append((verb, _button(f"act:{verb}", label, action, enabled=action is not None)))
        extra = [a for a in actions if a.verb not in table.ui.turn_buttons]
    else:
        extra = actions
    for action in extra:
        placed.append((action.verb, _button(f"act:{action}", table.shown.labels[action], action)))
    # Each kind of action keeps its slot for the whole game: a second click lands on the same kind or on nothing.
    table.slots.place(placed, pygame.Rect(0, h - table.ui.bottom_bar, w, table.ui.bottom_bar))
    buttons = [b for _, b in placed]
    top = []
    seat = table.decision.seat
    computer = table.autopilot.is_computer(seat)  # nobody peeks at a computer's hand
    if table.viewer is not None:
        top.append(Button("hide", msg("Hide"), pygame.Rect(0, 0, 0, 0), colour=theme.DANGER))
    elif seat is not None and not table.match.is_over() and table.match.view(seat) != table.view and not computer:
        top.append(Button("peek", table.ui.peek_label, pygame.Rect(0, 0, 0, 0)))
    if table.match.is_over():  # back from the finished table to the scores, Rematch and Menu
        top.append(Button("scores", msg("Scores"), pygame.Rect(0, 0, 0, 0), colour=theme.OK))
    top.append(Button("menu", msg("Menu"), pygame.Rect(0, 0, 0, 0)))
    x = w - 8
    for b in reversed(top):
        width = max(80, font(16).size(say(b.label))[0] + 24)
        b.rect = pygame.Rect(x - width, 6, width, table.ui.top_bar - 12)
        x -= width + 8
    return buttons + top


def _button(key: str, label: Words, action: Action | None, enabled: bool = True) -> Button:
    button = Button(key, label, pygame.Rect(0, 0, 0, 0), enabled)
    if action is not None and action.seat is not None:  # another player's interjection, in their colour
        button.colour = theme.PLAYER_COLOURS[action.seat % len(theme.PLAYER_COLOURS)]
    return button


def draw_felt(ui, surface: pygame.Surface, table_w: int) -> None:
    """The background: the felt under the table and the panel's ground."""
    w, h = surface.get_size()
    surface.fill(theme.BG)
    felt = craft.surface("cloth", theme.FELT, table_w, h - ui.top_bar - ui.bottom_bar, 0)
    surface.blit(felt, (0, ui.top_bar))
    pygame.draw.rect(surface, theme.PANEL, (table_w, 0, w - table_w, h))  # under the regions the panel holds
    pygame.draw.line(surface, theme.PANEL_LINE, (table_w, 0), (table_w, h), 2)


def draw_inspection(table, surface: pygame.Surface) -> None:
    """The zoomed piece over a dimmed table, or the tooltip of the piece under the mouse."""
    if table.zoomed is not None:
        piece = table.layout.piece(table.zoomed)
        if piece is None:
            return
        box = draw_zoom_backdrop(surface, piece)
        if isinstance(piece, Placement) and piece.large is not None:
            paint(surface, piece.large, box)
        elif isinstance(piece, Placement):
            draw_component(surface, piece, box=box)
        elif piece.look is not None:
            paint(surface, piece.look, box)
    elif table.hover.key is not None and table.hover.due and not table.director.busy():
        tip = buttontips.hover_tip(table, table.hover.key)
        if tip:
            draw_tooltip(surface, tip, table.mouse)
