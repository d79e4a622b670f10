"""A finished game watched again on the one table: play and pause, a step either way, a scrubber marked at each turn
or round, the log in step (a click on a line goes there), and the viewpoint: the public table, a seat's chair as it
was then, or everything open. Nothing here writes the save; no curtain is raised."""

from __future__ import annotations

import pygame

from tabletop.engine.layout import Placement
from tabletop.engine.message import Msg, Seat, Words, as_msg, msg, msgc, say
from tabletop.engine.replay import OPEN, Replay, Viewpoint
from tabletop.games.registry import table_screen
from tabletop.ui import theme
from tabletop.ui.autopilot import Autopilot
from tabletop.ui.autosaver import Autosaver
from tabletop.ui.bytecache import MIB, ImageCache
from tabletop.ui.fonts import font
from tabletop.ui.inspect import key_of, piece_at
from tabletop.ui.render import draw_component
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.widgets import Button, draw_text

PAUSE_AFTER_STEP = {"off": 0.7, "fast": 0.25, "normal": 0.45, "slow": 0.8}  # seconds between steps while playing
SNAP = 4  # pixels: a click this close to a turn's or round's mark on the scrubber goes to that mark
HAND_ROW = 46  # the height of a seat's row of private pieces on the open table, where the window has room
SMALLEST_HAND_ROW = 28  # the least: a card in it still shows its colour and its mark
TABLE_ROOM_ABOVE_BAND = 440  # the least height every game's table fits its words in, at its largest count
BAND_SHARE = 0.25  # the most of the window's height the rows take while they fit at their full height
CONTROLS = (  # the bottom bar's buttons, left to right: key, label
    ("start", msgc("replay control", "Start")),
    ("back", msgc("replay control", "Back one")),
    ("play", msgc("replay control", "Play")),
    ("on", msgc("replay control", "On one")),
    ("end", msgc("replay control", "End")),
)
TIPS: dict[str, Words] = {
    "start": msg("Go to the start of the game (Home)."),
    "back": msg("Take back one action (Left arrow)."),
    "play": msg("Play the game on, action by action, at the animation speed (Space)."),
    "pause": msg("Stop playing (Space)."),
    "on": msg("Play one more action (Right arrow)."),
    "end": msg("Go to the end of the game (End)."),
    "viewpoint": msg(
        "Whose eyes the table shows: the public table, a player's chair (what that player could see then), or "
        "everything open. A click chooses the next one (V), a right-click the one before."
    ),
    "leave": msg("Leave the replay (Escape). The saved game is not changed."),
}


_MINIATURES = ImageCache(4 * MIB)  # (look, size, height) -> image, the least recently used going first


def miniature(piece: Placement, height: int) -> pygame.Surface:
    """``piece`` drawn at its own size (its words fit there), then scaled down to ``height`` pixels."""
    key = (piece.look or piece.id, (piece.rect[2], piece.rect[3]), height)
    found = _MINIATURES.get(key)
    if found is None:
        _, _, w, h = piece.rect
        full = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        draw_component(full, piece, box=(0, 0, w, h))
        found = _MINIATURES.put(
            key, pygame.transform.smoothscale(full, (max(1, round(w * height / max(1, h))), height))
        )
    return found


KEYS = {  # the keyboard's controls
    pygame.K_ESCAPE: "leave",
    pygame.K_LEFT: "back",
    pygame.K_RIGHT: "on",
    pygame.K_HOME: "start",
    pygame.K_END: "end",
    pygame.K_v: "viewpoint",
    pygame.K_SPACE: "play",
}


def viewpoint_words(viewpoint: Viewpoint, players: tuple[str, ...]) -> Msg | Seat:
    """A viewpoint as the chooser names it."""
    if viewpoint is None:
        return msg("the table")
    if viewpoint == OPEN:
        return msg("everything open")
    assert isinstance(viewpoint, int)
    return Seat(viewpoint, players[viewpoint])


class ReplayScene(TableScene):
    """The table of a replay: what a viewpoint saw at one step of a finished game, and the controls to move."""

    BUTTON_TIPS = TIPS
    SHOWS_CHANGES = False  # no outlines of what changed since a seat's turn: the log and the step say it

    def __init__(self, app, replay: Replay, step: int | None = None, viewpoint: Viewpoint = None):
        # Not TableScene.__init__: a replay has no autosave, no computer to play and no curtain to raise.
        self.app = app
        self.replay = replay
        self.match = replay.match
        self.viewpoint = viewpoint
        self.ui = table_screen(replay.rules)
        self.saver = Autosaver(None)
        self.autopilot = Autopilot(self.match)
        self.viewer = None  # the table's private viewer: never (a replay's viewpoint is ``viewpoint``)
        self.pending_viewer = None
        self.set_up_screen()
        self.finished_shown = True
        self.playing = False
        self.wait = 0.0  # seconds until the next step while playing
        self.dragging = False  # the scrubber's handle is held
        self.hands: list[tuple[int, list[Placement]]] = []  # on the open table: each seat's private pieces
        self.replay.go(replay.total if step is None else step)
        self.refresh()

    # ----- what is shown -------------------------------------------------------------------------
    def refresh(self) -> None:
        """The view of the current step from the viewpoint, laid out; the log up to it; the controls."""
        w, h = self.app.size
        self.version += 1
        replay = self.replay
        self.view = replay.view(self.viewpoint)
        self.decision = self.match.decision()
        over = replay.step == replay.total and self.match.is_over()
        computers = frozenset(replay.computers)
        focus = self.viewpoint if isinstance(self.viewpoint, int) else None
        self.shown = self.ui.show(self.view, (), w, h, over, computers, focus)
        self.layout = self.shown.layout
        self.hands = self._open_hands(w, h) if self.viewpoint == OPEN else []
        if self.hands and self._table_above_band():  # laid out above the band of hands, not under it
            self.shown = self.ui.show(self.view, (), w, h - self._band_height(), over, computers, focus)
            self.layout = self.shown.layout
        self.ahead = iter(self.ui.ahead(self.view, self.layout))
        held = [r.rect[1] + r.rect[3] for r in self.layout.regions.values() if r.rect[0] >= w - self.ui.panel_width(w)]
        self.panel_top = max(held) + 10 if held else self.ui.top_bar
        self.targets = {}
        self.hidden = False
        lines = replay.lines(self.viewpoint)
        self.log = [text for _, text in lines]
        self.log_steps = [number for number, _ in lines]
        self.marks = [next((k for k, n in enumerate(self.log_steps) if n == replay.step), len(self.log))]
        self.buttons = self._make_buttons([])

    def _open_hands(self, w: int, h: int) -> list[tuple[int, list[Placement]]]:
        """Each seat's pieces that only it sees (its hand), as its own table lays them out: the open table shows
        them in a row per seat."""
        shown = self.layout.placements  # the open table: what it already shows face up is not shown twice
        public = self.ui.show(self.match.view(None), (), w, h, False, frozenset()).layout.placements
        found = []
        for seat in range(len(self.match.players)):
            own = self.ui.show(self.match.view(seat), (), w, h, False, frozenset(), seat).layout
            private = [
                p
                for pid, p in own.placements.items()
                if (pid not in public or public[pid].face != p.face) and (pid not in shown or shown[pid].face != p.face)
            ]
            if private:
                found.append((seat, private))
        return found

    def _band_height(self) -> int:
        """The height of the open table's band of hands, a row per seat with private pieces."""
        return self._hand_row() * len(self.hands) + 6

    def _table_above_band(self) -> bool:
        """Whether the table keeps room enough above the band of hands for its words (on a low window the band lies
        over the table's foot instead)."""
        room = self.app.size[1] - self.ui.top_bar - self.ui.bottom_bar - self._band_height()
        return room >= TABLE_ROOM_ABOVE_BAND

    def _hand_row(self) -> int:
        """The height of a seat's row in the band: full, or less on a low window with many seats."""
        room = int(self.app.size[1] * BAND_SHARE) // max(1, len(self.hands))
        return max(SMALLEST_HAND_ROW, min(HAND_ROW, room))

    def _make_buttons(self, actions) -> list[Button]:
        """The controls in the bottom bar, the viewpoint chooser, and Leave in the top bar."""
        w, h = self.app.size
        bar = pygame.Rect(0, h - self.ui.bottom_bar, w, self.ui.bottom_bar)
        y, height = bar.y + 8, bar.h - 16
        buttons, x = [], 8
        at_start, at_end = self.replay.step == 0, self.replay.step == self.replay.total
        for key, label in CONTROLS:
            if key == "play" and self.playing:
                key, label = "pause", msgc("replay control", "Pause")
            width = 96 if key in ("play", "pause") else 84
            enabled = not ((key in ("start", "back") and at_start) or (key in ("on", "end", "play") and at_end))
            buttons.append(Button(key, label, pygame.Rect(x, y, width, height), enabled))
            x += width + 6
        chooser = msg("Seen from: {viewpoint}", viewpoint=viewpoint_words(self.viewpoint, self.match.players))
        buttons.append(Button("viewpoint", chooser, pygame.Rect(w - 258, y, 250, height), colour=theme.OK))
        self.scrub_rect = pygame.Rect(x + 14, bar.y + 10, max(60, w - 258 - x - 36), bar.h - 20)
        label = msg("Leave replay")
        width = max(80, font(16).size(say(label))[0] + 24)  # sized as the table's own top-bar buttons
        leave = Button("leave", label, pygame.Rect(w - 8 - width, 6, width, self.ui.top_bar - 12))
        return [*buttons, leave]

    def bar_texts(self) -> tuple[Words, Words]:
        """The title (the game, its turn or round) and what the step asks or, at the end, how the game ended: the bar
        is the live table's, so its words fit as they fit there."""
        title, _ = super().bar_texts()
        replay = self.replay
        # the step is counted under the scrubber, the viewpoint named on its chooser and Leave says this is a replay
        where: Words = ""
        if replay.step == replay.total:
            where = as_msg(replay.outcome_words())
        elif (asked := self.asked()) is not None:
            where = asked
        return title, where

    def asked(self) -> Msg | None:
        """What the decision at this step asks, as the viewpoint may read it: whole for the seat deciding and on the
        open table; for anyone else only whose private choice it is (its words may name hidden cards)."""
        decision, state = self.decision, self.match.state
        seat = decision.seat
        if seat is None:
            return None
        rules = self.match.rules
        private = rules.private_viewer(state) is not None or rules.decision_is_secret(state)
        if self.viewpoint in (OPEN, seat) or not private:
            return as_msg(decision.prompt)
        return msg("{seat} decides next, in private.", seat=Seat(seat, self.match.players[seat]))

    # ----- moving --------------------------------------------------------------------------------
    def go(self, step: int, animate: bool = False) -> None:
        """Show ``step``; ``animate``: one action on, played as at the table."""
        replay = self.replay
        before, old_layout, old_counts = replay.step, self.layout, self.shown.counters
        replay.go(step)
        self.refresh()
        if animate and replay.step == before + 1:
            events = replay.events[before]
            seat = self.viewpoint if isinstance(self.viewpoint, int) else None
            shown = events if self.viewpoint == OPEN else [e.for_seat(seat) for e in events]
            new_counts = self.shown.counters
            self.director.speed = self.app.settings.animation
            self.director.play(shown, old_layout, self.layout, {k: (old_counts[k], new_counts[k]) for k in new_counts})
            self.prepare_next_frame()
        else:
            self.director.skip()
        self.logpanel.scroll = 0

    def choose_viewpoint(self, by: int) -> None:
        """The next viewpoint (``by`` 1) or the one before (-1): the table, each seat, everything open."""
        order: list[Viewpoint] = [None, *range(len(self.match.players)), OPEN]
        self.viewpoint = order[(order.index(self.viewpoint) + by) % len(order)]
        self.director.skip()
        self.refresh()

    def scrub_to(self, x: int) -> None:
        """Jump to the step under ``x`` on the scrubber."""
        r, total = self.scrub_rect, max(1, self.replay.total)
        fraction = min(1.0, max(0.0, (x - r.x) / max(1, r.w)))
        step = round(fraction * self.replay.total)
        near = [m for m in self.replay.marks() if abs(r.x + r.w * m / total - x) <= SNAP]
        if near:  # a click on a turn's or round's mark goes to its start
            step = min(near, key=lambda m: abs(r.x + r.w * m / total - x))
        self.go(step)

    def press(self, key: str, right: bool = False) -> None:
        """A control's effect."""
        replay = self.replay
        if key == "leave":
            self.app.pop()
        elif key == "viewpoint":
            self.choose_viewpoint(-1 if right else 1)
        elif key in ("play", "pause"):
            self.playing = key == "play" and replay.step < replay.total
            self.wait = 0.0
            self.buttons = self._make_buttons([])
        elif key == "start":
            self.go(0)
        elif key == "back":
            self.go(replay.step - 1)
        elif key == "on":
            self.go(replay.step + 1, animate=True)
        elif key == "end":
            self.go(replay.total)

    # ----- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Controls, keys, the scrubber, a click on a log line; hover tips and right-click zooms as at the table."""
        if self.zoomed is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.zoomed = None
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
            self._log_click(event.pos)
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.mouse = event.pos
            self.scrub_to(event.pos[0])
            return
        if event.type == pygame.KEYDOWN and event.key in KEYS:  # before the log's paging keys: Home and End jump
            key = KEYS[event.key]
            self.press(("pause" if self.playing else "play") if key == "play" else key)
            return
        if self.logpanel.handle(event, self.mouse):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hovered(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self._mouse_down(event.pos, event.button)

    def _log_click(self, pos: tuple[int, int]) -> None:
        """A press and release at one place on the log (not a drag): go to the step of the line there."""
        if self.logpanel.drag is None or pos != self.logpanel.drag_from:
            return
        line = self.logpanel.line_at(pos)
        if line is not None and line < len(self.log_steps):
            self.playing = False
            self.go(self.log_steps[line])

    def _mouse_down(self, pos: tuple[int, int], button: int) -> None:
        """A press on a control, on the scrubber (a jump, and a drag begins), or a right-click zoom."""
        self.mouse = pos
        pressed = next((b for b in self.buttons if b.rect.collidepoint(pos)), None)
        if pressed is not None:
            if pressed.enabled:
                self.press(pressed.key, right=button == 3)
        elif button == 1 and self.scrub_rect.inflate(0, 12).collidepoint(pos):
            self.playing = False
            self.dragging = True
            self.scrub_to(pos[0])
        elif button == 3:
            piece = piece_at(self.layout, pos)
            if piece is not None and piece.zoom:
                self.zoomed = key_of(piece)
        elif self.director.busy():
            self.director.skip()

    def update(self, dt: float) -> bool:
        """The animation, and while playing the next step once it and a short pause are over."""
        if self.hover.tick(self.app.now):
            self.app.dirty = True
        if self.director.busy():
            self.animate(dt)
            return True
        if not self.playing:
            return False
        if self.replay.step >= self.replay.total:
            self.playing = False
            self.buttons = self._make_buttons([])
            return True
        self.wait -= dt
        if self.wait <= 0:
            self.go(self.replay.step + 1, animate=True)
            self.wait = PAUSE_AFTER_STEP.get(self.app.settings.animation, 0.45)
        return True

    def wake_in(self) -> float | None:
        """The hover delay, and the next step while playing."""
        waits = [w for w in (self.hover.wait, max(0.0, self.wait) if self.playing else None) if w is not None]
        return min(waits, default=None)

    def left(self) -> None:
        """Nothing to release: a replay holds no save open."""

    # ----- drawing -------------------------------------------------------------------------------
    def draw_over_table(self, surface: pygame.Surface) -> None:
        """The open hands and the scrubber over the bottom bar, under a tooltip or the zoom."""
        self._draw_hands(surface)
        self._draw_scrubber(surface)

    def _draw_hands(self, surface: pygame.Surface) -> None:
        """On the open table: each seat's private pieces in a row above the bottom bar, after its name, each drawn at
        the size its own table gives it and shown in miniature (its own chair's viewpoint shows it full size)."""
        if not self.hands:
            return
        w, h = surface.get_size()
        table_w = w - self.ui.panel_width(w)
        top = h - self.ui.bottom_bar - self._band_height()
        band = pygame.Surface((table_w, self._band_height()), pygame.SRCALPHA)
        band.fill((*theme.PANEL, 235))
        surface.blit(band, (0, top))
        step = self._hand_row()
        for row, (seat, pieces) in enumerate(self.hands):
            y = top + 4 + row * step
            colour = theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)]
            name = self.match.players[seat]
            draw_text(
                surface, name, (10, y + step // 2), 15 if step >= 36 else 12, colour, True, "midleft", max_width=130
            )
            x = 150
            for p in pieces:
                image = miniature(p, step - 8)
                if x + image.get_width() > table_w - 8:
                    break
                surface.blit(image, (x, y + 2))
                x += image.get_width() + 4

    def _draw_scrubber(self, surface: pygame.Surface) -> None:
        """The track of the whole game, a tick at each new turn or round, and the handle at the current step."""
        r = self.scrub_rect
        total = max(1, self.replay.total)
        mid = r.centery
        pygame.draw.line(surface, theme.PANEL_LINE, (r.x, mid), (r.right, mid), 4)
        for mark in self.replay.marks():
            x = r.x + round(r.w * mark / total)
            pygame.draw.line(surface, theme.TEXT_DIM, (x, mid - 8), (x, mid + 8), 1)
        x = r.x + round(r.w * self.replay.step / total)
        pygame.draw.line(surface, theme.ACCENT, (r.x, mid), (x, mid), 4)
        pygame.draw.circle(surface, theme.ACCENT, (x, mid), 9)
        pygame.draw.circle(surface, theme.TEXT_DARK, (x, mid), 9, 2)
        counted = msgc("replay step counter", "{n}/{total}", n=self.replay.step, total=self.replay.total)
        draw_text(surface, counted, (r.right, r.bottom + 1), 12, theme.TEXT_DIM, anchor="midright", max_width=r.w)
