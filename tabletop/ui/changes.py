"""What changed, at a glance: the pieces changed since the seat at the table last acted keep an outline in the
mover's seat colour with the seat's shape, and after a curtain the panel lists the others' public moves since then.

Leak-safe by construction: a change is found by comparing two layouts of the same viewer's view (the rules' view is
already redacted for that viewer), step by step, so a highlight says nothing the viewer's own table did not show;
the panel lists only the public log lines (each event as the public sees it)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.events import Event, Shuffled
from tabletop.engine.face import Face, Sketch
from tabletop.engine.layout import Key, Layout, PieceId, Placement, Region
from tabletop.engine.match import Match
from tabletop.engine.message import Words, msg, msgn
from tabletop.engine.screen import Seating
from tabletop.engine.seatmark import badge
from tabletop.ui import theme
from tabletop.ui.fonts import font
from tabletop.ui.logpanel import SIZE, Row, build_rows, row_image
from tabletop.ui.paint import paint
from tabletop.ui.silhouette import Drawn, Silhouette, changed, holds, sharing, silhouette
from tabletop.ui.widgets import draw_text

if TYPE_CHECKING:
    from tabletop.ui.scenes.table import TableScene

SINCE_TITLE = msg("Since your last turn")  # the panel's heading over the others' moves (player-facing words)
KEPT_STEPS = 80  # actions remembered (who acted, their lines): older changes are no longer outlined
SWEEP = 30  # an action changing more pieces than this laid out a new round: the panel says it, no outlines
SHARED_SLACK = 2000  # shapes the kept tables' shared table may gain before it is built afresh (at a quiet moment)
DIFF_STEPS = 24  # at most this many recent actions are compared step by step (each costs a layout or two)

Viewpoint = int | None  # a seat, or None for the public table
Mover = int | None  # the seat whose action changed a piece (None: no seat's, the game's own step)


@dataclass(frozen=True)
class Step:
    """One applied action as the tracker keeps it: who acted, the position after it (a copy of the state, or None
    once no outline can ask for it), its public lines."""

    seat: int | None
    state: Any
    lines: tuple[Words, ...]
    places: tuple[str, ...] = ()  # components shuffled under the table or not (the same either way): outlined too


def after(match: Match, seat: int | None, events: list[Event]) -> Step:
    """The step ``seat``'s action that produced ``events`` made, ``match`` now at the position after it."""
    return Step(seat, match.rules.copy_state(match.state), public_lines(events), shuffled(events))


def public_lines(events: list[Event]) -> tuple[Words, ...]:
    """The log lines of ``events`` as the public sees them (what anyone at the table may read)."""
    return tuple(text for text in (e.for_seat(None).text for e in events) if text)


def shuffled(events: list[Event]) -> tuple[str, ...]:
    """The components of ``events`` exchanged under the table, or not (a swap-or-not looks the same either way)."""
    return tuple(p for e in events if isinstance(e, Shuffled) for p in e.for_seat(None).places)


class Changes:
    """The actions of a match since the table opened, with the position after each (a state copied, far cheaper
    than every viewpoint's view; a view is built only when an outline asks for it): from them, for the viewer on
    screen, which pieces changed since a seat last acted and whose action changed each."""

    def __init__(self, match: Match) -> None:
        self.restart(match)

    def restart(self, match: Match) -> None:
        """Keep the last ``DIFF_STEPS`` actions of ``match`` (a table opened on a resumed game), replayed from its
        seed as a save is; counted from the match as it is now if its moves do not replay so."""
        self.rules = match.rules
        self.first = len(match.log)  # the number of the first position kept (actions applied before it)
        self.base: Any = match.rules.copy_state(match.state)
        self.steps: list[Step] = []
        self._views: dict[tuple[Viewpoint, int], Any] = {}
        self._let_go = 0  # positions before this one have had their states let go
        self._layouts: dict[tuple[Viewpoint, int, Hashable], Silhouette | Layout] = {}  # whole until cut down
        self._token: Hashable = None  # the window and seating the kept layouts were laid out for
        self._shared: dict[Drawn, Drawn] = {}  # the shapes the kept tables share (see ``silhouette``)
        self._shared_rebuilt = 0  # how many it held when last built afresh from the kept tables
        self._diffs: dict[tuple[Viewpoint, int, Hashable], tuple[frozenset[PieceId], bool]] = {}
        self._found: tuple[Hashable, dict[PieceId, Mover]] | None = None
        if match.log:
            try:
                self._replay(match)
            except Exception:  # a match not from a seed (a test's scripted dice): count from now
                self.first, self.base, self.steps = len(match.log), match.rules.copy_state(match.state), []

    def _replay(self, match: Match) -> None:
        """Replay ``match``'s moves from its seed, keeping the position after each of the last ``DIFF_STEPS``."""
        twin = Match(match.rules, match.players, match.variant, match.options, seed=match.seed)
        keep = max(0, len(match.log) - DIFF_STEPS)
        for number, entry in enumerate(match.log):
            if number == keep:
                self.first, self.base = number, twin.rules.copy_state(twin.state)
            events = twin.apply(entry.action)
            if number >= keep:
                self.steps.append(after(twin, entry.seat, events))
        if twin.state != match.state:
            raise ValueError("the replay does not reach the match's position")

    # ----- keeping the history ---------------------------------------------------------------------
    def record(self, match: Match, events: list[Event]) -> None:
        """After ``match`` applied an action that produced ``events``: remember who acted and what each saw."""
        seat = match.log[-1].seat if match.log else None
        self.steps.append(after(match, seat, events))
        self._forget(self.last)
        if len(self.steps) > KEPT_STEPS:
            self.base = self.steps.pop(0).state
            self.first += 1
        self._drop_unneeded()

    def _drop_unneeded(self) -> None:
        """Forget the layouts and differences no viewer's outlines can ask for any more: those before the actions
        compared one by one, except where a seat's last turn ended (each viewer's and each seat's are kept, so a
        curtain passing the mouse round the table never lays the same table out twice)."""
        recent = self.last - DIFF_STEPS - 1
        starts = {self.since(seat) for seat in {step.seat for step in self.steps}}
        self._layouts = {k: v for k, v in self._layouts.items() if k[1] >= recent or k[1] in starts}
        self._diffs = {k: v for k, v in self._diffs.items() if k[1] >= recent}
        self._views = {k: v for k, v in self._views.items() if k[1] >= recent}
        for position in range(max(self.first + 1, self._let_go), recent):  # positions no outline compares go
            step = self.steps[position - self.first - 1]
            if step.state is not None and position not in starts:
                self.steps[position - self.first - 1] = Step(step.seat, None, step.lines, step.places)
        self._let_go = min(starts | {recent})  # before it every position is let go (a seat's start only moves on)

    def undone(self, match: Match) -> None:
        """After an undo: forget the action taken back (a table reopened after it starts afresh)."""
        if self.steps:
            self._forget(self.last)
            self.steps.pop()
        else:
            self.restart(match)  # nothing kept to take back: count from here

    def keep(self, viewer: Viewpoint, layout: Layout, token: Hashable) -> None:
        """Remember ``layout``, the table laid out by ``token`` for ``viewer`` at the current position (the table
        lays it out anyway; the pieces changed are then worked out without laying it out again). It is cut down to
        its silhouette when first compared or at a quiet moment (``warm``), not in the click that laid it out."""
        self._layouts[(viewer, self.last, token)] = layout

    def _forget(self, position: int) -> None:
        """Drop what was worked out for ``position`` (a new action replaced it)."""
        self._layouts = {k: v for k, v in self._layouts.items() if k[1] < position}
        self._diffs = {k: v for k, v in self._diffs.items() if k[1] < position}
        self._views = {k: v for k, v in self._views.items() if k[1] < position}
        self._found = None

    @property
    def last(self) -> int:
        """The number of the current position (actions applied so far)."""
        return self.first + len(self.steps)

    def view_at(self, viewer: Viewpoint, position: int) -> Any:
        """``viewer``'s view at a kept position (built from its state when first asked, then kept while needed)."""
        found = self._views.get((viewer, position))
        if found is None:
            state = self._state(position)
            if state is None:
                raise LookupError(f"position {position} is no longer kept")
            found = self._views[(viewer, position)] = self.rules.view(state, viewer)
        return found

    def since(self, seat: int | None) -> int:
        """The position right after ``seat``'s last turn kept: its last action that another seat's action followed
        (the actions of the turn it is playing now are its own); the first position kept if none."""
        for k in range(len(self.steps) - 2, -1, -1):
            if self.steps[k].seat == seat != self.steps[k + 1].seat:
                return self.first + k + 1
        return self.first

    def _has(self, position: int) -> bool:
        """Whether the state at ``position`` is kept."""
        return position == self.first or (self.first < position <= self.last and self._state(position) is not None)

    def _state(self, position: int) -> Any:
        """The state kept at ``position`` (None once let go)."""
        return self.base if position == self.first else self.steps[position - self.first - 1].state

    def _kept(self, position: int) -> int:
        """``position``, or the first after it whose state is still kept (an undo can bring back a seat's older
        turn whose position was already let go)."""
        while position < self.last and not self._has(position):
            position += 1
        return position

    # ----- what to show ----------------------------------------------------------------------------
    def pieces(
        self, viewer: Viewpoint, seat: int | None, lay: Callable[[Any], Layout], token: Hashable = None
    ) -> dict[PieceId, Mover]:
        """The pieces of ``viewer``'s table changed since ``seat`` last acted, each with the seat whose action
        changed it last; ``lay`` lays out a view (the same window and seating throughout; ``token`` names them, so
        layouts are reused while it stays the same).

        Which pieces changed comes from ``viewer``'s own tables then and now. Whose action changed each comes from
        the public table step by step (shared by every viewer, so a curtain lifting costs two layouts, not one per
        action since); a piece only ``viewer`` sees (a hand) is traced back through ``viewer``'s own tables."""
        if seat is None:
            return {}
        key = (viewer, seat, self.last, id(self.steps[-1]) if self.steps else 0, token)
        if self._found is not None and self._found[0] == key:
            return self._found[1]
        start, end = self._kept(self.since(seat)), self.last
        found: dict[PieceId, Mover] = {}
        if end > start:
            first = max(start, end - DIFF_STEPS)
            overall = changed(self._layout(viewer, start, lay, token), self._layout(viewer, end, lay, token))
            movers = self._movers(None, range(first + 1, end + 1), overall, lay, token)
            unseen = overall - set(movers)
            if unseen and viewer is not None:  # changed where the public table shows no difference: this seat's own
                movers.update(self._movers(viewer, range(end, first, -1), unseen, lay, token))
            for pid, (_, mover, swept) in sorted(movers.items(), key=lambda item: item[1][0]):
                if not swept and mover != seat:
                    found[pid] = mover  # the latest mover wins (and is drawn last, on top)
            if first > start:  # changed before the actions compared one by one: the earliest of those movers
                early = self.steps[first - self.first - 1].seat
                found.update({pid: early for pid in overall - set(movers) if early != seat})
            found = self._inner(found, self._layout(viewer, end, lay, token))
        self._found = (key, found)
        return found

    def warm(self, viewer: Viewpoint, seat: int | None, lay: Callable[[Any], Layout], token: Hashable = None) -> bool:
        """Lay out one of the views ``pieces`` will need for ``viewer`` and ``seat`` and has not yet; whether one was
        laid out (a frame with time to spare, or a quiet moment, calls it: the outlines then cost no frame)."""
        whole = next((k for k, v in self._layouts.items() if isinstance(v, Layout)), None)
        if whole is not None:  # a table kept whole from a click: cut it down now
            self._layouts[whole] = silhouette(self._layouts[whole], self._shared)
            return True
        if len(self._shared) > 2 * self._shared_rebuilt + SHARED_SLACK:  # shapes of tables let go: let them go too
            self._shared = sharing([v for v in self._layouts.values() if isinstance(v, Silhouette)])
            self._shared_rebuilt = len(self._shared)
            return True
        for who, position in self._wanted(viewer, seat):
            if (who, position, token) not in self._layouts:
                self._layout(who, position, lay, token)
                return True
        return False

    def ready(self, viewer: Viewpoint, seat: int | None, token: Hashable = None) -> bool:
        """Whether every view ``pieces`` needs for ``viewer`` and ``seat`` is laid out (so the outlines cost no
        layout in the frame that draws them)."""
        return all((who, position, token) in self._layouts for who, position in self._wanted(viewer, seat))

    def _wanted(self, viewer: Viewpoint, seat: int | None) -> list[tuple[Viewpoint, int]]:
        """The (viewer, position) tables ``pieces`` compares for ``viewer`` and ``seat``."""
        if seat is None:
            return []
        start, end = self._kept(self.since(seat)), self.last
        if end <= start:
            return []
        first = max(start, end - DIFF_STEPS)
        wanted: list[tuple[Viewpoint, int]] = [(viewer, start), (viewer, end)]
        wanted += [(None, p) for p in range(first, end + 1)]
        if viewer is not None:  # what only this viewer sees changed is traced back through its own tables
            wanted += [(viewer, p) for p in range(end, first - 1, -1)]
        return wanted

    def _movers(
        self, viewer: Viewpoint, positions: range, wanted: set[PieceId], lay: Callable[[Any], Layout], token: Hashable
    ) -> dict[PieceId, tuple[int, Mover, bool]]:
        """The pieces of ``wanted`` that changed on ``viewer``'s table at one of ``positions`` (an action's result),
        each with the last such position, its mover and whether it was a sweeping change (a new round laid out).
        Positions are walked in the order given, a backward walk stopping once every wanted piece is placed."""
        movers: dict[PieceId, tuple[int, Mover, bool]] = {}
        backward = positions.step < 0
        for position in positions:
            step = self.steps[position - self.first - 1]
            touched, swept = self._step_changes(viewer, position, lay, token)
            touched &= wanted
            for pid in sorted(touched, key=str):
                if not (backward and pid in movers):
                    movers[pid] = (position, step.seat, swept)
            if backward and len(movers) == len(wanted):
                break
        return movers

    @staticmethod
    def _inner(found: dict[PieceId, Mover], layout: Silhouette) -> dict[PieceId, Mover]:
        """``found`` without the regions holding a changed component (the component's own outline says it)."""
        boxes = [p.rect for pid, p in layout.placements.items() if pid in found]
        kept: dict[PieceId, Mover] = {}
        for pid, mover in found.items():
            region = layout.regions.get(pid) if isinstance(pid, Key) and pid not in layout.placements else None
            if not (region is not None and any(holds(region.rect, box) for box in boxes)):
                kept[pid] = mover
        return kept

    def _step_changes(
        self, viewer: Viewpoint, position: int, lay: Callable[[Any], Layout], token: Hashable
    ) -> tuple[frozenset[PieceId], bool]:
        """The pieces of ``viewer``'s table the action reaching ``position`` changed (with the components it
        shuffled), and whether that was a sweeping change (a new round laid out); kept like the layouts."""
        key = (viewer, position, token)
        found = self._diffs.get(key)
        if found is None:
            new = self._layout(viewer, position, lay, token)
            old = self._layout(viewer, position - 1, lay, token)
            touched = frozenset() if old is new else frozenset(changed(old, new))
            places = self.steps[position - self.first - 1].places
            found = (touched | {p for p in places if p in new.placements}, len(touched) > SWEEP)
            self._diffs[key] = found
        return found

    def _layout(self, viewer: Viewpoint, position: int, lay: Callable[[Any], Layout], token: Hashable) -> Silhouette:
        """``viewer``'s table at a kept position as the outlines compare it (cached per window and seating)."""
        key = (viewer, position, token)
        found = self._layouts.get(key)
        if isinstance(found, Layout):
            found = self._layouts[key] = silhouette(found, self._shared)
        if found is None:
            if token != self._token:  # another window size or seating: the tables laid out for the old are of no use
                self._token = token
                self._layouts = {k: v for k, v in self._layouts.items() if k[2] == token}
                self._diffs = {k: v for k, v in self._diffs.items() if k[2] == token}
            view = self.view_at(viewer, position)
            if self._has(position - 1) and self.view_at(viewer, position - 1) == view:  # the same view: the same table
                found = self._layout(viewer, position - 1, lay, token)
            else:
                found = silhouette(lay(view), self._shared)
            self._layouts[key] = found
        return found

    def lines_since(self, seat: int | None) -> list[tuple[Mover, Words]]:
        """The public log lines of the other seats' actions since ``seat`` last acted, oldest first, each with
        the seat that acted."""
        if seat is None:
            return []
        start = self.since(seat)
        return [(s.seat, line) for s in self.steps[start - self.first :] if s.seat != seat for line in s.lines]


# ----- on the table ------------------------------------------------------------------------------------
def perspective(table: TableScene) -> int | None:
    """The seat the table speaks to now: the private viewer on screen, else the seat deciding."""
    return table.viewer if table.viewer is not None else table.decision.seat


def table_token(table: TableScene) -> Hashable:
    """What the table's layouts are laid out by (window size, computer seats): layouts alike share it."""
    w, h = table.app.size
    return (w, h, frozenset(table.match.computers))


def keep_table(table: TableScene, offered: tuple[object, ...]) -> None:
    """Hand the layout the table has just made to its tracker (unless its offered actions changed its looks)."""
    if not offered or not table.ui.layout_reads_offered:
        table.changes.keep(table.viewer, table.layout, table_token(table))


def on_table(table: TableScene) -> dict[PieceId, Mover]:
    """The pieces of the table on screen changed since the seat it speaks to last acted, with their movers."""
    return table.changes.pieces(table.viewer, perspective(table), table_lay(table), table_token(table))


def table_lay(table: TableScene) -> Callable[[Any], Layout]:
    """How the table lays out a view (its window, its computer seats): what the outlines compare."""
    w, h = table.app.size
    seating = Seating(frozenset(table.match.computers))

    def lay(view: Any) -> Layout:
        return table.ui.layout(view, w, h, seating)

    return lay


def warm_table(table: TableScene, viewer: int | None = None) -> bool:
    """Lay out one view the table's outlines will need (``Changes.warm``), for the viewer on screen or ``viewer``
    about to be (a seat behind its curtain); whether one was laid out."""
    if viewer is None:
        viewer, seat = table.viewer, perspective(table)
    else:
        seat = viewer
    return table.changes.warm(viewer, seat, table_lay(table), table_token(table))


def draw_table_changes(table: TableScene, surface: pygame.Surface) -> None:
    """Outline the changed pieces on the table (not while an animation plays: its pieces are on the move), once
    the views they compare are laid out: a quiet moment lays them out, a view at a time, and the table is drawn
    again (the frame of a click lays out only its own view)."""
    if table.director.busy():
        return
    if table.changes.ready(table.viewer, perspective(table), table_token(table)):
        draw_changes(surface, table.layout, on_table(table))


def draw_table_since(table: TableScene, surface: pygame.Surface, area: pygame.Rect, y: int) -> int:
    """After a curtain (a private view on screen): the others' public moves since this seat last acted, from
    ``y``; return the y below."""
    if table.viewer is None or table.director.busy():
        return y
    return draw_since(surface, table.changes.lines_since(table.viewer), table.match.players, area, y)


# ----- drawing ---------------------------------------------------------------------------------------
def seat_colour(seat: Mover) -> tuple[int, int, int]:
    """The colour a change by ``seat`` is outlined in (the accent for the game's own steps)."""
    if seat is None:
        return theme.ACCENT
    colour = theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)]
    return (colour[0], colour[1], colour[2])


@functools.lru_cache(maxsize=64)
def seat_badge(seat: int) -> Face:
    """The seat's shape in its colour, as a small face (drawn at any size)."""
    return badge(Sketch(20, 20), seat, (1, 1, 18, 18)).face()


def outline(surface: pygame.Surface, rect: tuple[int, int, int, int], seat: Mover) -> None:
    """One changed piece: a ring in the mover's colour over a dark one, and the mover's shape at its top right."""
    box = pygame.Rect(rect).inflate(6, 6)
    pygame.draw.rect(surface, theme.TEXT_DARK, box, 5, border_radius=6)
    pygame.draw.rect(surface, seat_colour(seat), box.inflate(-2, -2), 3, border_radius=6)
    if seat is not None:
        size = max(10, min(16, min(box.w, box.h) // 2))
        mark = pygame.Rect(0, 0, size, size)
        mark.center = (box.right - 2, box.top + 2)
        paint(surface, seat_badge(seat), mark)


def draw_changes(surface: pygame.Surface, layout: Layout, found: Mapping[PieceId, Mover]) -> None:
    """Outline every changed piece that the table on screen shows, the latest changes on top."""
    for pid, seat in found.items():
        piece: Placement | Region | None = layout.piece(pid)
        if piece is not None and not (isinstance(piece, Placement) and piece.in_pile):
            outline(surface, piece.rect, seat)


def since_rows(lines: list[tuple[Mover, Words]], names: Sequence[str], width: int, room: int) -> tuple[int, list[Row]]:
    """The log's rows of ``lines`` (grouped, names marked) that fit ``room`` rows, the newest, with a row kept for
    the note when some do not; and how many rows did not fit."""
    rows = [row for row in build_rows([line for _, line in lines], names, len(lines), width) if row.atoms]
    if len(rows) <= room:
        return 0, rows
    start = len(rows) - room + 1
    while start < len(rows) and rows[start].more:  # never the end of a line whose start was left out
        start += 1
    while start == len(rows) or rows[start].more:  # the newest line alone is longer than the room: all of it
        start -= 1
    return start, rows[start:]


def draw_since(
    surface: pygame.Surface, lines: list[tuple[Mover, Words]], names: Sequence[str], area: pygame.Rect, y: int
) -> int:
    """The panel's "Since your last turn" list from ``y`` in ``area``: the lines as the log draws them (repeats
    grouped, every name in its seat's colour after its shape), the newest that fit in a third of the panel, and how
    many earlier lines the log holds; return the y below it (``y`` itself when there is nothing to list)."""
    if not lines:
        return y
    draw_text(surface, SINCE_TITLE, (area.x + 14, y), 15, theme.ACCENT, bold=True, max_width=area.w - 28)
    y += 22
    width = area.w - 28
    step = font(SIZE).get_linesize()
    earlier, shown = since_rows(lines, names, width, max(3, area.h // 3 // step))
    if earlier:
        note = msgn("{n} earlier row: see the log", "{n} earlier rows: see the log", earlier)
        draw_text(surface, note, (area.x + 14, y), 13, theme.TEXT_DIM, max_width=area.w - 28)
        y += step
    for row in shown:
        surface.blit(row_image(row, width), (area.x + 14, y))
        y += step
    return y + 10
