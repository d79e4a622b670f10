"""The log in the side panel: players' names in their seat colour after their seat's shape, a rule at each new turn
or round, the last action's lines bright and older ones dim, repeats grouped (ui/logtext.py); scrolled by the mouse
wheel or by dragging, with a "Latest" jump back to the newest lines."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tabletop.engine.face import Sketch
from tabletop.engine.message import Words, language, msg, on_language_change
from tabletop.engine.seatmark import badge
from tabletop.ui import theme
from tabletop.ui.bytecache import MIB, images_within
from tabletop.ui.fonts import clean, font, render
from tabletop.ui.logtext import Entry, GrowingEntries, entries, tokens
from tabletop.ui.paint import paint

TITLE = msg("Log")
LATEST = msg("Latest")
SIZE = 14  # the log's text size
WHEEL_ROWS = 3  # rows scrolled per wheel notch
PAGE_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)  # the keys that page through the log

Atom = tuple[str, int | None, bool]  # a word (or a name, with its seat), and whether a space comes before it


@dataclass(frozen=True)
class Row:
    """One drawn row of the log: its words, or (``section``) a rule naming the turn or round that begins."""

    atoms: tuple[Atom, ...]
    newest: bool = False  # part of the last action
    section: str = ""
    more: bool = False  # a continuation of the line above (indented)
    line: int = -1  # the index in the log of the first line this row stands for (-1: none)


def _atoms(text: str, names: Sequence[str]) -> list[Atom]:
    """``text`` as words, names kept whole with their seat ("Anna's" is the name, then "'s" with no space)."""
    out: list[Atom] = []
    spaced = False  # a space comes before the next atom
    for piece, seat in tokens(clean(text, None), names):
        parts = [piece] if seat is not None else piece.split(" ")
        for k, part in enumerate(parts):
            spaced = spaced or k > 0
            if part:
                out.append((part, seat, spaced and bool(out)))
                spaced = False
    return out


def _width(atom: Atom) -> int:
    """How wide an atom is drawn (a name with its badge)."""
    text, seat, _ = atom
    return font(SIZE).size(text)[0] + (_badge_room() if seat is not None else 0)


def _badge_size() -> int:
    """The size of a seat's badge before its name."""
    return font(SIZE).get_ascent() - 1


def _badge_room() -> int:
    """The width a seat's badge takes before its name."""
    return _badge_size() + 3


def wrap_atoms(atoms: Sequence[Atom], width: int) -> list[list[Atom]]:
    """Atoms broken into rows no wider than ``width`` (a word wider than a row gets a row of its own)."""
    space = font(SIZE).size(" ")[0]
    rows: list[list[Atom]] = [[]]
    x = 0
    for atom in atoms:
        w = _width(atom)
        gap = space if atom[2] and rows[-1] else 0
        if rows[-1] and x + gap + w > width and atom[2]:
            rows.append([])
            x, gap = 0, 0
        rows[-1].append(atom if rows[-1] else (atom[0], atom[1], False))
        x += gap + w
    return rows


@images_within(2 * MIB)
def row_image(row: Row, width: int) -> pygame.Surface:
    """One row drawn on a clear surface (cached: the log is redrawn every frame)."""
    fnt = font(SIZE)
    step = fnt.get_linesize()
    surface = pygame.Surface((width, step), pygame.SRCALPHA)
    mid = step // 2
    if row.section and not row.atoms:  # a rule naming the turn or round, over its first line
        label = render(font(SIZE - 1, bold=True), row.section, theme.ACCENT)
        pygame.draw.line(surface, theme.PANEL_LINE, (0, mid), (8, mid), 1)
        surface.blit(label, (12, (step - label.get_height()) // 2))
        pygame.draw.line(surface, theme.PANEL_LINE, (label.get_width() + 18, mid), (width, mid), 1)
        return surface
    ink = theme.ACCENT if row.section else theme.TEXT if row.newest else theme.TEXT_DIM
    space = fnt.size(" ")[0]
    x = 12 if row.more or row.section else 0
    for text, seat, spaced in row.atoms:
        x += space if spaced else 0
        if seat is not None:
            size = _badge_size()
            surface.blit(badge_image(seat, size), (x, (step - size) // 2))
            x += _badge_room()
            colour = seat_colour(seat, row.newest)
        else:
            colour = ink
        image = render(fnt, text, colour)
        surface.blit(image, (x, 0))
        x += image.get_width()
    if row.section:  # the turn's or round's first line, as a rule across the log
        pygame.draw.line(surface, theme.PANEL_LINE, (0, mid), (8, mid), 1)
        pygame.draw.line(surface, theme.PANEL_LINE, (x + 6, mid), (width, mid), 1)
    return surface


def seat_colour(seat: int, newest: bool) -> tuple[int, int, int]:
    """A name's colour: its seat's, a little dimmed on older lines."""
    r, g, b = theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)]
    if newest:
        return (r, g, b)
    pr, pg, pb = theme.PANEL
    return ((r * 3 + pr) // 4, (g * 3 + pg) // 4, (b * 3 + pb) // 4)


@images_within(1 * MIB)
def badge_image(seat: int, size: int) -> pygame.Surface:
    """``seat``'s shape in its colour, ``size`` pixels square."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    paint(surface, badge(Sketch(size, size), seat, (0, 0, size, size)).face(), surface.get_rect())
    return surface


def build_rows(
    log: Sequence[Words], names: Sequence[str], newest_from: int, width: int, found: list[Entry] | None = None
) -> list[Row]:
    """The log's rows: grouped entries wrapped to ``width``, a section rule before each new turn or round; lines
    from index ``newest_from`` on are the last action's; ``found``: the log's entries, if worked out already."""
    rows: list[Row] = []
    named = tuple(names)
    for entry in entries(log, names) if found is None else found:
        rows.extend(_entry_rows(entry, entry.last >= newest_from, named, width))
    return rows


# The rows of the entries in sight (and of the outlines' few lines) are kept; the rest of the log keeps only how many
# rows each entry takes (``RowCounts``): a long game's whole log in rows was ~2 MiB at its end.
@functools.lru_cache(maxsize=512)
def _entry_rows(entry: Entry, newest: bool, names: tuple[str, ...], width: int) -> tuple[Row, ...]:
    """One entry's rows (cached: the log is drawn again every frame)."""
    rows: list[Row] = []
    if entry.section:
        heading = _wrapped(entry.text, names, width - 30)
        if len(heading) == 1:  # the line itself heads its turn or round
            return (Row(heading[0], newest, section=entry.section, line=entry.first),)
        rows.append(Row((), section=entry.section, line=entry.first))
    wrapped = _wrapped(entry.text, names, width - 12)
    rows.extend(Row(atoms, newest, more=k > 0, line=entry.first) for k, atoms in enumerate(wrapped))
    return tuple(rows)


@functools.lru_cache(maxsize=512)
def _wrapped(text: str, names: tuple[str, ...], width: int) -> tuple[tuple[Atom, ...], ...]:
    """A log line's words in rows (cached: its rows are built again as the last action's lines come and go)."""
    return tuple(tuple(row) for row in wrap_atoms(_atoms(text, names), width))


# Rows are measured text: forgotten with every other cache of it when the language changes or a table is put away
# (the next game's log shares none of them).
on_language_change(_entry_rows.cache_clear)
on_language_change(_wrapped.cache_clear)


class RowCounts:
    """How many rows each entry of a log takes at a width, worked out again only for the entries that changed (the
    log grows at its end): the panel builds rows only for the entries in sight."""

    def __init__(self) -> None:
        self.key: tuple = ()
        self.entries: list[Entry] = []
        self.counts: list[int] = []
        self.total = 0

    def update(self, found: list[Entry], names: tuple[str, ...], width: int) -> None:
        """Count the rows of ``found`` (the log's entries), kept for every leading entry as it was (the same object,
        or an equal one: the entries of a log worked out again after an undo)."""
        key = (language(), names, width)
        kept = 0
        if key == self.key:
            most, before = min(len(found), len(self.entries)), self.entries
            while kept < most and (found[kept] is before[kept] or found[kept] == before[kept]):
                kept += 1
        self.key, self.entries = key, list(found)
        self.counts[kept:] = [len(_entry_rows(entry, False, names, width)) for entry in found[kept:]]
        self.total = sum(self.counts)

    def window(self, end: int, room: int, newest_from: int) -> list[Row]:
        """The rows numbered from ``end - room`` up to ``end`` (the rows of the last ``update``), built for the
        entries they belong to."""
        names, width = self.key[1], self.key[2]
        first = max(0, end - room)
        pieces: list[tuple[Row, ...]] = []
        top = self.total
        for entry, count in zip(reversed(self.entries), reversed(self.counts)):
            top -= count
            if top < end and top + count > first:
                rows = _entry_rows(entry, entry.last >= newest_from, names, width)
                pieces.append(rows[max(0, first - top) : end - top])
            if top <= first:
                break
        return [row for piece in reversed(pieces) for row in piece]


class LogPanel:
    """The log's scroll position and where it was last drawn; it takes the wheel, drags and the Latest jump."""

    def __init__(self) -> None:
        self.scroll = 0  # rows scrolled back from the newest (0: following the newest)
        self.view = pygame.Rect(0, 0, 0, 0)  # where the rows were last drawn
        self.latest: pygame.Rect | None = None  # the Latest jump, when shown
        self.drag: tuple[int, int] | None = None  # (mouse y, scroll) when a drag began
        self.drag_from = (0, 0)  # where it began
        self.total = 0  # rows in the log when last drawn
        self.room = 0  # rows that fit
        self._counted: tuple = ()  # what the row counts were last worked out for
        self._entries = GrowingEntries()  # the log's entries, worked out again only where it grew
        self._counts = RowCounts()
        self.shown: list[tuple[int, Row]] = []  # the rows drawn last, each with its top

    def line_at(self, pos: tuple[int, int]) -> int | None:
        """The index in the log of the line drawn at ``pos`` (as last drawn), if any."""
        if not self.view.collidepoint(pos):
            return None
        step = self.step
        return next((row.line for top, row in self.shown if top <= pos[1] < top + step and row.line >= 0), None)

    @property
    def step(self) -> int:
        """The height of a row."""
        return font(SIZE).get_linesize()

    def most(self) -> int:
        """The farthest the log scrolls back."""
        return max(0, self.total - self.room)

    def scroll_to(self, rows: int) -> None:
        """Scroll to ``rows`` back from the newest, within the log."""
        self.scroll = max(0, min(self.most(), rows))

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        """Take a wheel turn over the log, a press on it (a drag) or on Latest; whether the event was the log's."""
        if event.type == pygame.MOUSEWHEEL and self.view.collidepoint(mouse):
            self.scroll_to(self.scroll + event.y * WHEEL_ROWS)
            return True
        if (
            event.type == pygame.KEYDOWN and event.key in PAGE_KEYS
        ):  # a page back or on; Home the oldest, End the newest
            page = max(1, self.room - 1)
            jump = {pygame.K_PAGEUP: self.scroll + page, pygame.K_PAGEDOWN: self.scroll - page}
            self.scroll_to(jump.get(event.key, self.most() if event.key == pygame.K_HOME else 0))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.latest is not None and self.latest.collidepoint(event.pos):
                self.scroll, self.drag = 0, None
                return True
            if self.view.collidepoint(event.pos):
                self.drag, self.drag_from = (event.pos[1], self.scroll), event.pos
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return self.view.collidepoint(event.pos)  # the old wheel buttons: the MOUSEWHEEL event scrolls
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            y, start = self.drag
            # No button held, away from the press: released where the log never heard of it. (The motion that woke
            # the idle loop is handled after the press that followed it, so one at the press itself is let pass.)
            if not getattr(event, "buttons", (1,))[0] and event.pos != self.drag_from:
                self.drag = None
                return False
            self.scroll_to(start + round((event.pos[1] - y) / self.step))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            self.drag = None
            return True
        return False

    def rows(self, log: Sequence[Words], names: Sequence[str], newest_from: int, width: int) -> list[Row]:
        """Every row of ``log``, built whole (the panel draws only those in sight: ``_count``)."""
        return build_rows(log, names, newest_from, width, self._entries.of(log, names))

    def _count(self, log: Sequence[Words], names: Sequence[str], width: int) -> int:
        """The rows ``log`` takes (counted again only when the log, the width or the language change; the log only
        grows, or loses its tail to an undo that then adds a line)."""
        key = (len(log), log[-1] if log else None, language(), tuple(names), width)
        if self._counted != key:
            self._counts.update(self._entries.of(log, names), tuple(names), width)
            self._counted = key
        return self._counts.total

    def draw(self, surface: pygame.Surface, table, area: pygame.Rect, y: int) -> None:
        """The log's title at ``y`` and as many rows as fit above the bottom bar, scrolled."""
        title = render(font(15, bold=True), TITLE, theme.ACCENT)
        surface.blit(title, (area.x + 14, y))
        y += 22
        shown = len(table.log)
        if table.director.busy() and table.unprepared is not None and table.marks:  # the table as it was: its log too
            shown = table.marks[-1]
        elif table.director.busy():  # the last action's lines appear as its events play
            shown -= sum(1 for _, i in table.log_events if table.director.event_time(i) > table.director.clock)
        # the lines of the last action that said something (a private pick may log nothing)
        newest_from = max((m for m in table.marks if m < shown), default=shown)
        width = area.w - 28
        total = self._count(table.log[:shown], table.match.players, width)
        step = self.step
        bottom = area.bottom - table.ui.bottom_bar - 8
        foot = bottom - (self.latest_height() + 4 if self.scroll else 0)  # a scrolled log keeps Latest off its rows
        self.view = pygame.Rect(area.x + 8, y, area.w - 16, max(0, bottom - y))
        if self.scroll and total > self.total:  # keep the lines being read in place as new ones come
            self.scroll += total - self.total
        self.total, self.room = total, max(0, (foot - y) // step)
        self.scroll_to(self.scroll)
        visible = self._counts.window(total - self.scroll, self.room, newest_from) if self.room else []
        self.shown = [(y + k * step, row) for k, row in enumerate(visible)]
        for k, row in enumerate(visible):
            top = y + k * step
            if row.newest and not row.section:
                pygame.draw.rect(surface, theme.ACCENT, (area.x + 8, top + 2, 2, step - 4))
            surface.blit(row_image(row, width), (area.x + 14, top))
        self._draw_bar(surface, area, y, step)
        self.latest = self._draw_latest(surface, area, bottom) if self.scroll else None

    def _draw_bar(self, surface: pygame.Surface, area: pygame.Rect, y: int, step: int) -> None:
        """A thin scroll bar at the panel's edge when the log is longer than its room."""
        if self.total <= self.room or not self.room:
            return
        track = pygame.Rect(area.right - 7, y, 3, self.room * step)
        pygame.draw.rect(surface, theme.PANEL_LINE, track, border_radius=2)
        h = max(12, track.h * self.room // self.total)
        top = track.bottom - h - (track.h - h) * self.scroll // max(1, self.most())
        pygame.draw.rect(surface, theme.TEXT_DIM, (track.x, top, track.w, h), border_radius=2)

    @staticmethod
    def latest_height() -> int:
        """The height of the Latest jump."""
        return font(14, bold=True).get_height() + 10

    def _draw_latest(self, surface: pygame.Surface, area: pygame.Rect, bottom: int) -> pygame.Rect:
        """The Latest jump at the foot of a scrolled log, below its rows; its box."""
        label = render(font(14, bold=True), LATEST, theme.TEXT)
        box = pygame.Rect(0, 0, label.get_width() + 36, self.latest_height())
        box.bottomright = (area.right - 14, bottom)
        pygame.draw.rect(surface, theme.BUTTON, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 1, border_radius=box.h // 2)
        surface.blit(label, (box.x + 10, box.centery - label.get_height() // 2))
        tip = (box.right - 16, box.centery + 3)  # a small arrow pointing down to the newest lines
        pygame.draw.polygon(surface, theme.TEXT, [(tip[0] - 5, tip[1] - 5), (tip[0] + 5, tip[1] - 5), tip])
        return box
