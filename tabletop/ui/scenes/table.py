"""The table: draws a match's view, highlights legal targets, applies clicks, animates, autosaves."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping
from functools import partial
from pathlib import Path

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.events import Event
from tabletop.engine.layout import Key, PieceId, Placement, Region, inside
from tabletop.engine.match import Match
from tabletop.engine.message import Seat, Words, as_msg, msg
from tabletop.games.registry import table_screen
from tabletop.runtime import hold_collector
from tabletop.ui import buttontips, sound, theme
from tabletop.ui.anim import Director
from tabletop.ui.autopilot import Autopilot
from tabletop.ui.autosaver import Autosaver
from tabletop.ui.buttonrow import ButtonSlots
from tabletop.ui.bytecache import forget_drawn
from tabletop.ui.changes import Changes, draw_table_changes, keep_table, warm_table
from tabletop.ui.inspect import Hover, key_of, piece_at
from tabletop.ui.logpanel import LogPanel
from tabletop.ui.render import draw_component, draw_highlight
from tabletop.ui.scenes import chrome
from tabletop.ui.scenes.base import Scene
from tabletop.ui.tablecanvas import TableCanvas
from tabletop.ui.widgets import Button

AHEAD_SLICE = 0.004  # seconds of a quiet moment spent building faces ahead (input is handled between slices)
# Seconds of a frame spent painting an animation's new sprites before its backdrop: with many new ones, the table as it
# was stays on screen a frame longer rather than one frame running long. The backdrop and the animation's first
# picture are painted in the same frame only if the sprites took less than half of it.
PREPARE_SLICE = 0.007


class TableScene(Scene):
    """One match on the table. Input is blocked while an animation plays; a click skips it."""

    BUTTON_TIPS: Mapping[str, Words] = {}  # a kind of table's own buttons' hover texts (a replay's controls)
    SHOWS_CHANGES = True  # outline what changed since the seat on screen last acted (a replay does not)

    def __init__(self, app, match: Match, save_path: Path | None = None, log: list[Words] | None = None):
        super().__init__(app)
        self.match = match
        self.autopilot = Autopilot(match)  # plays the computer seats, thinking in a worker thread
        self.ui = table_screen(match.rules)
        self.ahead: Iterator[Callable[[], object]] = iter(())  # faces the table may soon show, left to build
        self.saver = Autosaver(save_path, app.autosave)
        self.log: list[Words] = list(log or [])
        self.marks: list[int] = []
        self.viewer: int | None = None
        self.pending_viewer: int | None = self.person_viewer()
        self.slots = ButtonSlots(self.ui.button_kinds, lambda kind: self.shown.labels.get(Action(kind), kind))
        self.set_up_screen()
        self.finished_shown = False
        self.changes = Changes(match)  # what changed since each seat last acted (ui/changes.py)
        self.marks = self.resumed_marks()
        self.refresh()

    def set_up_screen(self) -> None:
        """What a table on screen keeps between frames (a replay's table too): animation, hover, drawings."""
        self.director = Director(self.app.settings.animation)
        self.held: tuple[tuple[Words, Words], tuple] | None = None  # the bar and panel as before an animating action
        self.cues: list[tuple[float, str]] = []  # sounds still to play in this animation: (when, name)
        self.message: Words = ""
        self.hover = Hover()
        self.presses = buttontips.PressGuard()  # a double click's second press is ignored when nothing animates
        self.zoomed: PieceId | None = None  # the piece shown large after a right-click
        self.canvas = TableCanvas(partial(chrome.draw_felt, self.ui))  # the table's drawing, kept between frames
        self.unprepared: int | None = None  # the frame count when the animation began, while its backdrop waits
        self.sprites_ready = False  # while its backdrop waits: whether the sprites it needs are all painted
        self.version = 0  # counts refreshes: the cache key of the table at rest (ids of freed objects recur)
        self.mouse = (0, 0)
        self.timed_at = self.app.now  # the app time the autosave retry was last advanced to (idle sleep counts)
        self.log_events: list[tuple[int, int]] = []  # (log line, event index) of the last action
        self.logpanel = LogPanel()  # the log's scroll (wheel, drag, Latest)
        self.expanded: int | None = None  # a seat whose compact area the player clicked, in full until the next move

    # ----- derived screen state ------------------------------------------------------------------
    def refresh(self) -> None:
        """Recompute view, layout, targets and buttons from the match (after any change)."""
        w, h = self.app.size
        self.version += 1  # the cached table at rest is drawn again for this view
        self.view = self.match.view(self.viewer)
        self.decision = self.match.decision()
        needed = self.person_viewer()
        # A choice made from a private view (a hand) offers nothing until its curtain has been lifted:
        # its options would name the hidden cards. No curtain is due when that view shows nothing private.
        self.hidden = needed is not None and self.viewer != needed and self.curtain_due(needed)
        pilot = self.autopilot  # a computer's choices (its turn, its interjections) are never clickable
        persons = [a for a in self.decision.actions if not pilot.is_computer(self.decision.seat_of(a))]
        offered = () if self.hidden or pilot.thinking() is not None else tuple(persons)
        # What the table shows, typed: each piece carries the legal action it takes; banner, panel, button words.
        computers = frozenset(self.match.computers)  # name plates mark the computer seats
        self.shown = self.ui.show(self.view, offered, w, h, self.match.is_over(), computers, self.expanded)
        self.layout = self.shown.layout
        self.ahead = iter(self.ui.ahead(self.view, self.layout))
        keep_table(self, offered)
        held = [r.rect[1] + r.rect[3] for r in self.layout.regions.values() if r.rect[0] >= w - self.ui.panel_width(w)]
        self.panel_top = max(held) + 10 if held else self.ui.top_bar  # below whatever the layout puts in the panel
        pieces: list[Placement | Region] = [*self.layout.placements.values(), *self.layout.regions.values()]
        self.targets: dict[PieceId, Action] = {key_of(p): p.action for p in pieces if p.action is not None}
        on_table = set(self.targets.values())
        self.buttons = self._make_buttons([a for a in offered if a not in on_table])

    def _make_buttons(self, actions: list[Action]) -> list[Button]:
        """The bars' buttons for the offered ``actions`` not on the table (a replay has its own controls)."""
        return chrome.table_buttons(self, actions)

    def _button_action(self, key: str) -> Action | None:
        text = key[4:]
        return next((a for a in self.decision.actions if str(a) == text or a.verb == text), None)

    # ----- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Clicks apply legal options; anything else explains why not; Escape opens the menu."""
        if self.zoomed is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.zoomed = None  # the next click or key only closes the zoom
            return
        if self.logpanel.handle(event, self.mouse):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hovered(event.pos)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            piece = piece_at(self.layout, event.pos)
            if piece is not None and piece.zoom:
                self.zoomed = key_of(piece)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self.director.busy():
                self.director.skip()
                return
            self.click(event.pos)

    def hovered(self, pos: tuple[int, int]) -> None:
        """The mouse moved to ``pos``: the button or the piece with a tip under it starts its hover delay."""
        self.mouse = pos
        piece = piece_at(self.layout, pos)
        on_button = buttontips.button_at(self, pos)  # a button explains itself as a piece does
        self.hover.moved(on_button or (key_of(piece) if piece is not None and piece.tip else None), self.app.now)

    def click(self, pos: tuple[int, int]) -> None:
        """Act on a click at ``pos``."""
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                return self._press(button)
        key = self.target_at(pos)
        if key is not None:
            self.apply(self.targets[key])
            return
        compact = [r for r in self.layout.regions.values() if r.detail == "compact" and inside(r.rect, *pos)]
        if compact and compact[0].owner is not None:
            self.expanded = compact[0].owner  # a compact summary opens in full (the seat playing returns at a move)
            self.message = ""
            self.refresh()
            return
        self.message = self.explain_misclick(pos)

    def explain_misclick(self, pos: tuple[int, int]) -> Words:
        """Why a click on something that is not a legal target does nothing, in the rules' words."""
        if self.match.is_over():
            return msg("The game is over.")
        seat = self.match.rules.private_viewer(self.match.state) if self.hidden else None
        if seat is not None:  # hidden: a person's private choice comes next
            return msg(
                "{seat} decides next, in private: hand over the screen first.",
                seat=Seat(seat, self.match.players[seat]),
            )
        piece = piece_at(self.layout, pos) or self.region_at(pos)
        intent = piece.intent if piece is not None else None
        if intent is None:
            return msg("Not a legal choice now. {prompt}", prompt=as_msg(self.decision.prompt))
        verb, arg = intent
        return self.match.rules.why_not(self.match.state, self.viewer_or_deciding(), verb, arg)

    def region_at(self, pos: tuple[int, int]):
        """The smallest region under ``pos``, if any."""
        found = [r for r in self.layout.regions.values() if inside(r.rect, *pos)]
        return min(found, key=lambda r: r.rect[2] * r.rect[3]) if found else None

    def viewer_or_deciding(self) -> int | None:
        """The seat a misclick speaks to: the private viewer on screen, else the seat deciding."""
        return self.viewer if self.viewer is not None else self.decision.seat

    def _press(self, button: Button) -> None:
        if button.key == "menu":
            return self.open_menu()
        if button.key == "scores":
            from tabletop.ui.scenes.gameover import GameOverScene

            return self.app.push(GameOverScene(self.app, self))
        if button.key == "peek":
            seat = self.decision.seat
            assert seat is not None
            self.app.push(self.curtain_for(seat))
            return
        if button.key == "hide":
            self.set_viewer(None)
            # Hiding a view the current choice needs brings its curtain back, so play can go on.
            self.pending_viewer = self.person_viewer()
            return None
        if self.presses.repeated(button.key, self.app.now, self.app.settings.animation):
            return None
        action = self._button_action(button.key)
        if action is None or not button.enabled:
            verb = button.key[4:].split(" ")[0]
            self.message = self.match.rules.why_not(self.match.state, self.viewer_or_deciding(), verb)
            return
        self.apply(action)

    def target_at(self, pos: tuple[int, int]) -> PieceId | None:
        """The legal target under ``pos``, components before regions."""
        for key in self.targets:
            if key in self.layout.placements and inside(self.layout.placements[key].rect, *pos):
                return key
        for key in self.targets:
            if isinstance(key, Key) and key in self.layout.regions and inside(self.layout.regions[key].rect, *pos):
                return key
        return None

    def target_rect(self, key: PieceId) -> tuple[int, int, int, int]:
        """The box of a target key."""
        piece = self.layout.piece(key)
        if piece is None:
            raise KeyError(key)
        return piece.rect

    def curtain_due(self, seat: int) -> bool:
        """Whether handing the screen to ``seat`` needs a curtain: its view is not public, or its choice is secret."""
        return self.match.view(seat) != self.match.view(None) or self.match.rules.decision_is_secret(self.match.state)

    def curtain_for(self, seat: int):
        """The curtain before ``seat``'s private view: their name in their colour and what they are about to do."""
        from tabletop.ui.scenes.curtain import CurtainScene

        return CurtainScene(
            self.app,
            self.match.players[seat],
            lambda: self.set_viewer(seat),
            self.match.rules.curtain_task(self.match.state, seat),
            theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)],
            self.open_menu,
            seat,
        )

    def person_viewer(self) -> int | None:
        """The seat whose private view the current decision needs, if a person plays it (a computer needs no
        screen: its private steps show the public table, and no curtain)."""
        needed = self.match.rules.private_viewer(self.match.state)
        return None if self.autopilot.is_computer(needed) else needed

    def set_viewer(self, seat: int | None) -> None:
        """Show ``seat``'s private view (after a curtain) or the public table (None)."""
        self.viewer = seat
        self.refresh()

    def open_menu(self) -> None:
        """Open the in-game menu."""
        from tabletop.ui.scenes.ingame import InGameMenu

        self.app.push(InGameMenu(self.app, self))

    # ----- acting --------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action: log it, autosave, animate, and bring up a curtain if one is due."""
        hold_collector(self.app.frames + 2)  # until this action's frame and its backdrop's are drawn
        old_layout, old_counts = self.layout, self.shown.counters
        self.held = (self.bar_texts(), self.shown.panel)  # shown until the animation lands
        events = self.match.apply(action)
        self.expanded = None  # after a move the table shows the seat playing again
        self.changes.record(self.match, events)
        self.autopilot.moved()
        self.marks.append(len(self.log))
        self.log_events = [
            (len(self.log) + k, i) for k, i in enumerate(i for i, e in enumerate(events) if e.for_seat(None).text)
        ]
        self.log.extend(e.for_seat(None).text for e in events if e.for_seat(None).text)
        self.message = ""
        self.autosave()
        self.follow_viewer()
        self.refresh()
        new_counts = self.shown.counters
        self.director.speed = self.app.settings.animation
        shown = [e.for_seat(self.viewer) for e in events]  # as the view on screen may see them: a hidden draw is a back
        self.director.play(shown, old_layout, self.layout, {k: (old_counts[k], new_counts[k]) for k in new_counts})
        self.cues = sound.cues(shown, self.director.times)
        self.play_cues()
        self.prepare_next_frame()
        return events

    def play_cues(self) -> None:
        """Play the sounds whose events have begun (all of them once the animation is over or off)."""
        now = self.director.clock if self.director.busy() else float("inf")
        due = [name for t, name in self.cues if t <= now]
        self.cues = [(t, name) for t, name in self.cues if t > now]
        for name in dict.fromkeys(due):
            sound.SPEAKER.play(name, self.app.settings.sound == "on")

    def resumed_marks(self) -> list[int]:
        """Where the last action's lines begin in a log opened with a resumed game (its replay says which they are),
        so the log shows them as the newest; none when the log does not end with them."""
        lines = list(self.changes.steps[-1].lines) if self.changes.steps else []
        if lines and self.log[-len(lines) :] == lines:
            return [len(self.log) - len(lines)]
        return []

    def undo(self) -> None:
        """Take back the last action if the engine allows it."""
        if self.match.can_undo():
            self.match.undo()
            self.changes.undone(self.match)
            self.autopilot.moved()
            if self.marks:
                del self.log[self.marks.pop() :]
            self.log.append(msg("(undone)"))
            self.autosave()
            self.follow_viewer()
            self.refresh()

    def follow_viewer(self) -> None:
        """After a change: keep a private view the same player still needs, else show the public table and
        raise a curtain for whoever's private view comes next."""
        needed = self.person_viewer()
        if needed is None or needed != self.viewer:
            self.viewer = None
            self.pending_viewer = needed

    def autosave(self) -> bool:
        """Write the save after every action (ui/autosaver.py); return whether the game is saved."""
        return self.saver.save(self.match)

    @property
    def save_path(self) -> Path | None:
        """The save file of this table (None: not saved)."""
        return self.saver.path

    @property
    def save_problem(self) -> Words:
        """Why the last autosave failed, until one works again ("" when saved)."""
        return self.saver.problem

    def rescue(self) -> tuple[bool, Words]:
        """After a crash: save this game somewhere; whether it is saved, and where, for the error screen."""
        return self.saver.rescue(self.match)

    def left(self) -> None:
        """The table was put away: another window may open this game now, and what was drawn for it is let go."""
        self.saver.release()
        self.canvas.release()
        forget_drawn()

    def update(self, dt: float) -> bool:
        """Advance the animation; when it ends, raise a due curtain or the game-over screen."""
        elapsed, self.timed_at = self.app.now - self.timed_at, self.app.now
        if self.hover.tick(self.app.now):
            self.app.dirty = True
        if self.saver.tick(elapsed, self.match):  # real time, idle sleep included, as the hover's
            self.app.dirty = True
        if self.unprepared is not None and not self.director.busy():  # a move with nothing to animate (or skipped)
            if self.app.frames == self.unprepared:
                return True  # its own frame shows the table as it was; the next paints the new one
            self.unprepared = None
            self.app.dirty = True
        if self.director.busy():
            spare = self.unprepared is None  # the action's frame and its backdrop's have no time to spare
            self.animate(dt)
            self.play_cues()
            if self.SHOWS_CHANGES and spare:  # lay out one view the outlines will need at rest
                warm_table(self)
            return True
        if self.cues:
            self.play_cues()
        if self.pending_viewer is None and not self.match.is_over():
            action = self.autopilot.poll()  # a computer's move, once its search has ended
            if action is not None:
                self.apply(action)
                return True
            if self.autopilot.thinking() is not None:
                return False
        if self.pending_viewer is not None and self.pending_viewer != self.viewer:
            seat = self.pending_viewer
            self.pending_viewer = None
            if self.curtain_due(seat):
                self.app.push(self.curtain_for(seat))
        elif self.match.is_over() and not self.finished_shown:
            from tabletop.ui.scenes.gameover import GameOverScene

            self.finished_shown = True
            sound.SPEAKER.play("win", self.app.settings.sound == "on")
            self.app.push(GameOverScene(self.app, self))
        return False

    def prepare_for(self, seat: int) -> bool:
        """Before ``seat``'s curtain lifts: lay out one view its change outlines will need; whether one was."""
        return self.SHOWS_CHANGES and warm_table(self, seat)

    def quiet(self) -> bool:
        """Work that may wait for a quiet moment, a piece at a time: the views the change outlines need (drawn
        after), then the faces the table may soon show; whether there was any (the app asks once more before it
        sleeps, input handled between)."""
        if self.director.busy():
            return False
        if self.SHOWS_CHANGES and warm_table(self):
            self.app.dirty = True  # the outlines it laid out may be drawn now
            return True
        return self._build_ahead()  # nothing to draw: faces not on the table yet

    def _build_ahead(self) -> bool:
        """Build faces the table may soon show (``TableScreen.ahead``) for a slice of a frame; whether some are
        left."""
        until = time.perf_counter() + AHEAD_SLICE
        for build in self.ahead:
            build()
            if time.perf_counter() > until:
                return True
        return False

    def wake_in(self) -> float | None:
        """The next of the hover delay, the autosave retry and the look for a computer's answer."""
        waits = [w for w in (self.hover.wait, self.saver.wait, self.autopilot.wait) if w is not None]
        return min(waits, default=None)

    def resized(self) -> None:
        """Lay out again for the new window size."""
        self.refresh()

    # ----- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Draw table, components, highlights, bars and the side panel."""
        w, h = surface.get_size()
        ui, director = self.ui, self.director
        table_w = w - ui.panel_width(w)
        busy = director.busy()
        if self.unprepared is not None and (busy or self.unprepared == self.app.frames):  # the move's own frame, or
            # its animation's sprites being painted: the table as it was (the animation's start)
            self.canvas.draw_still(surface)
        else:
            self._draw_table(surface, table_w)
        banner = director.banner_text() or (None if busy else self.shown.banner)  # a result waits for its animation
        chrome.draw_panel(self, surface, pygame.Rect(table_w, 0, w - table_w, h), banner)
        chrome.draw_bars(self, surface, busy)
        self.draw_over_table(surface)
        chrome.draw_inspection(self, surface)
        if self.save_problem:
            chrome.draw_save_problem(surface, self.save_problem, pygame.Rect(0, ui.top_bar, table_w, 30))

    def draw_over_table(self, surface: pygame.Surface) -> None:
        """What a kind of table lays over the table and its bars, under the tooltip and the zoom (nothing here)."""

    def _draw_table(self, surface: pygame.Surface, table_w: int) -> None:
        """The table as the director shows it now, what lights up, the change outlines and the legal targets."""
        director = self.director
        self.canvas.draw(surface, self.layout, director, self.version, table_w)
        places, focus = director.lit()
        for place in places:  # as the rules' events name them
            lit = self.layout.named(place)
            if lit is not None:
                draw_highlight(surface, lit.rect, True, 0.0)
        focused = self.layout.named(focus) if focus else None
        if focused is not None:
            pygame.draw.rect(surface, theme.OK, pygame.Rect(focused.rect).inflate(10, 10), 5, border_radius=8)
        for p, box in director.sprites():
            draw_component(surface, p, box=box, motion=director)
        if self.SHOWS_CHANGES:  # a replay shows none: its log and step say it
            draw_table_changes(self, surface)  # the pieces changed since this seat last acted, in the movers' colours
        if not director.busy():
            hover = self.target_at(self.mouse)
            for key in self.targets:
                draw_highlight(surface, self.target_rect(key), key == hover, 0.0)

    def prepare_next_frame(self) -> None:
        """An animation begins: its backdrop is painted in the next frame, and this one (the frame of the click or
        of the computer's move) shows the table kept from before, which is what the animation shows first. Without
        such a table (a new window size) it is painted now."""
        if self.canvas.has_still(self.app.canvas.get_size()):
            self.unprepared, self.sprites_ready = self.app.frames, False
        else:
            self.prepare()

    def animate(self, dt: float) -> None:
        """One frame of the animation: from the frame after the action's, the sprites it needs are painted a slice
        at a time, then its backdrop, and it begins."""
        if self.unprepared is not None:
            if self.app.frames == self.unprepared:  # the action's own frame has not been drawn yet
                return
            if not self.sprites_ready:
                w, h = self.app.canvas.get_size()
                start = time.perf_counter()
                if not self.canvas.paint_ahead(
                    (w, h), self.layout, self.director, self.version, self._table_w(w), start + PREPARE_SLICE
                ):
                    return  # the table as it was stays on screen for one more frame
                self.sprites_ready = True
                if time.perf_counter() - start > PREPARE_SLICE / 2:
                    return  # the backdrop and the first picture in the next frame
            self.unprepared, self.sprites_ready = None, False
            self.prepare()
        self.director.tick(dt)

    def prepare(self) -> None:
        """Before an animation's first frame (in the frame of the action that starts it): paint its backdrop and
        the sprites of the pieces that will move, so every animating frame only blits."""
        w, h = self.app.canvas.get_size()
        self.canvas.prepare((w, h), self.layout, self.director, self.version, self._table_w(w))

    def _table_w(self, w: int) -> int:
        """The table's width in a window ``w`` pixels wide (the panel takes the rest)."""
        return w - self.ui.panel_width(w)

    def shown_bar(self) -> tuple[Words, Words]:
        """The top bar's texts on screen: while an action animates, still those of the moment it started from (they
        change when the change lands)."""
        return self.held[0] if self.held and self.director.busy() else self.bar_texts()

    def bar_texts(self) -> tuple[Words, Words]:
        """The top bar's title (the game, the turn or round) and prompt (what is asked now, of whom)."""
        return chrome.bar_texts(self)
