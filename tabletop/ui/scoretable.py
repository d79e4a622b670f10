"""The final scoring table of the game-over screen: one column per seat (each headed by its shape badge and name),
the winners' columns lit in their seat colour under a "Wins" tag, and the row that decided marked, with the winner's
number in it boxed. With many players the table turns: one row per seat, one column per scoring line."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.engine import seatmark
from tabletop.engine.face import Sketch
from tabletop.engine.message import Words, as_msg, msg, say
from tabletop.engine.view import ScoreRow
from tabletop.ui import theme
from tabletop.ui.fonts import clean, font, wrap
from tabletop.ui.paint import paint
from tabletop.ui.widgets import draw_text

WINS = msg("Wins")  # the tag over (or beside) each winner
DECIDED = msg("decided")  # the tag on the column that decided the game (a turned table)
DECIDED_NOTE = msg("decided the game")  # said beside the row that decided
TURN_AT = 5  # more seats than this: one row per seat
LABEL_X = 60
NOTE_ROOM = 260  # the width kept for the notes right of the columns
ROW_GAP = 34


@dataclass(frozen=True)
class Grid:
    """Where the table's parts go at one window size: the first row's top, the row height, the x of each column's
    centre and its width, and the x of the notes."""

    top: int
    row_h: int
    columns: tuple[int, ...]
    col_w: int
    first_col: int
    note_x: int
    right: int  # the table's right edge
    turned: bool  # one row per seat


class ScoreTable:
    """A game's score rows as one table, with its winners (seats) highlighted and its deciding rows marked."""

    def __init__(self, names: Sequence[str], rows: Sequence[ScoreRow], winners: Sequence[int]) -> None:
        self.names = tuple(names)
        self.rows = tuple(rows)
        self.winners = tuple(winners)
        self.deciding = tuple(i for i, r in enumerate(self.rows) if r.decides)  # the rows that decided, by index

    @property
    def turned(self) -> bool:
        """Whether the table is turned: one row per seat (many players)."""
        return len(self.names) > TURN_AT

    def grid(self, w: int, h: int, top: int) -> Grid:
        """The table's geometry in a ``w`` x ``h`` window, starting at ``top`` (room for the tags and headers)."""
        count = len(self.rows) if self.turned else len(self.names)
        lines = len(self.names) if self.turned else len(self.rows)
        labels = [f"{name}    " for name in self.names] if self.turned else [say(r.label) for r in self.rows]  # + badge
        widest = max((font(17, True).size(label)[0] for label in labels), default=0)
        first_col = max(int(w * 0.22), min(int(w * 0.30), LABEL_X + widest + 24))  # the labels' width, no more
        room = max(w * 0.36, w - first_col - 40 - NOTE_ROOM)  # the columns' share, the notes' kept
        col_w = int(min(140, room / max(1, count)))
        columns = tuple(first_col + col_w * k + col_w // 2 for k in range(count))
        body = top + 22 + ROW_GAP
        row_h = max(18, min(34, (h - body - 100) // max(1, lines)))
        return Grid(body, row_h, columns, col_w, first_col, first_col + col_w * count + 20, w - 40, self.turned)

    def winner_box(self, grid: Grid, seat: int) -> pygame.Rect:
        """The lit band of a winning seat: its column (header to last row), or its row when the table is turned."""
        if grid.turned:
            y = grid.top + seat * grid.row_h - 4
            return pygame.Rect(40, y, grid.right - 40, grid.row_h)
        x = grid.columns[seat] - grid.col_w // 2 + 3
        bottom = grid.top + len(self.rows) * grid.row_h + 2
        top = grid.top - ROW_GAP - 24
        return pygame.Rect(x, top, grid.col_w - 6, bottom - top)

    def cell(self, grid: Grid, row: int, seat: int) -> pygame.Rect:
        """The box around one number: scoring line ``row`` of ``seat``."""
        k, line = (row, seat) if grid.turned else (seat, row)
        y = grid.top + line * grid.row_h
        return pygame.Rect(grid.columns[k] - grid.col_w // 2 + 8, y - 3, grid.col_w - 16, min(26, grid.row_h - 2))

    def draw(self, surface: pygame.Surface, grid: Grid, shown: int, count: Callable[[str, int], str]) -> None:
        """Draw the table with its first ``shown`` lines; ``count(cell, line)`` is a number as it counts up."""
        w = surface.get_width()
        lines = self._lines()
        for i in range(min(shown, len(lines))):  # the stripes under every other line, then the winners' bands
            if i % 2 == 0:
                pygame.draw.rect(surface, (36, 48, 42), (40, grid.top + i * grid.row_h - 4, w - 80, grid.row_h), 0, 4)
        for won in self.winners:
            self._winner_band(surface, grid, won)
        headers = [r.label for r in self.rows] if grid.turned else list(self.names)
        top = grid.top - ROW_GAP
        heading_room = grid.first_col - LABEL_X - 6  # the heading stands over the labels, clear of the first column
        draw_text(surface, msg("Final scoring"), (LABEL_X, top), 18, theme.ACCENT, bold=True, max_width=heading_room)
        for k, (x, name) in enumerate(zip(grid.columns, headers)):
            marked = grid.turned and k in self.deciding
            colour = theme.ACCENT if marked else theme.TEXT
            if grid.turned:
                draw_text(surface, name, (x, top), 16, colour, bold=True, anchor="midtop", max_width=grid.col_w - 8)
            else:
                self._seat_header(surface, k, name, (x, top), grid.col_w)
            if marked:
                draw_text(surface, DECIDED, (x, top - 18), 13, theme.ACCENT, bold=True, anchor="midtop")
        for i, (label, cells, note, seat) in enumerate(lines[:shown]):
            y = grid.top + i * grid.row_h
            band = pygame.Rect(40, y - 4, w - 80, grid.row_h)
            deciding = not grid.turned and i in self.deciding
            if deciding:
                pygame.draw.rect(surface, theme.ACCENT, band, 2, border_radius=4)
                tip = (band.x + 8, band.centery)
                pygame.draw.polygon(
                    surface, theme.ACCENT, [(tip[0], tip[1] - 6), (tip[0] + 9, tip[1]), (tip[0], tip[1] + 6)]
                )
            x0 = LABEL_X
            if seat is not None:  # a turned table: the seat's badge before its name
                self.badge(surface, seat, pygame.Rect(LABEL_X, y, 18, 18))
                x0 += 24
            bold = deciding or seat in self.winners
            draw_text(
                surface,
                label,
                (x0, y),
                17,
                theme.ACCENT if deciding else theme.TEXT,
                bold=bold,
                max_width=grid.first_col - x0 - 10,
            )
            for k, (x, cell) in enumerate(zip(grid.columns, cells)):
                decisive = (
                    (seat in self.winners and k in self.deciding) if grid.turned else (deciding and k in self.winners)
                )
                text_colour = theme.TEXT
                if decisive:  # the deciding number: boxed in light, edged in the accent colour
                    box = self.cell(grid, k, i) if grid.turned else self.cell(grid, i, k)
                    pygame.draw.rect(surface, theme.TEXT, box, border_radius=6)
                    pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=6)
                    text_colour = theme.TEXT_DARK
                draw_cell(surface, count(say(cell), i), (x, y), text_colour, bold or decisive, grid.col_w - 18)
            if seat in self.winners:
                self._wins_tag(surface, (grid.note_x + 30, y + 9), seat)
            elif deciding:  # what decided, said in words beside the mark
                said = msg("decided the game ({note})", note=as_msg(note)) if note else DECIDED_NOTE
                if font(15).size(say(said))[0] > w - grid.note_x - 50:  # too long: what decided, without the note
                    said = DECIDED_NOTE
                draw_text(surface, said, (grid.note_x, y), 15, theme.ACCENT, max_width=w - grid.note_x - 50)
            else:
                draw_text(surface, note, (grid.note_x, y), 15, theme.TEXT_DIM, max_width=w - grid.note_x - 50)

    def _lines(self) -> list[tuple[Words, tuple[Words, ...], Words, int | None]]:
        """The table's lines: (label, cells, note, the seat of a turned table's line)."""
        if not self.turned:
            return [(r.label, r.cells, r.note, None) for r in self.rows]
        return [(name, tuple(r.cells[s] for r in self.rows), "", s) for s, name in enumerate(self.names)]

    def _winner_band(self, surface: pygame.Surface, grid: Grid, seat: int) -> None:
        """A winner's column (or row) tinted and edged in its seat colour, under its "Wins" tag."""
        colour = seat_colour(seat)
        box = self.winner_box(grid, seat)
        tint = tuple(int(c * 0.3 + b * 0.7) for c, b in zip(colour, theme.BG))
        pygame.draw.rect(surface, tint, box, border_radius=8)
        pygame.draw.rect(surface, colour, box, 3, border_radius=8)
        if not grid.turned:
            self._wins_tag(surface, (box.centerx, box.y + 12), seat)

    def _wins_tag(self, surface: pygame.Surface, centre: tuple[int, int], seat: int) -> None:
        """The "Wins" pill in the seat's colour."""
        tag = pygame.Rect(0, 0, max(64, font(15, True).size(say(WINS))[0] + 16), 22)  # as wide as its word needs
        tag.midleft = (centre[0] - 32, centre[1])
        pygame.draw.rect(surface, seat_colour(seat), tag, border_radius=11)
        pygame.draw.rect(surface, theme.TEXT, tag, 1, border_radius=11)
        draw_text(surface, WINS, tag.center, 15, ink_on(seat_colour(seat)), bold=True, anchor="center")

    def _seat_header(self, surface: pygame.Surface, seat: int, name: Words, at: tuple[int, int], col_w: int) -> None:
        """A column's head: the seat's shape badge, then its name."""
        x, y = at
        room = col_w - 30
        wide = min(room, font(18, True).size(say(name))[0])
        left = x - (wide + 24) // 2  # the badge and the name centred together
        self.badge(surface, seat, pygame.Rect(left, y + 1, 18, 18))
        draw_text(surface, name, (left + 24, y), 18, theme.TEXT, bold=True, max_width=room)

    @staticmethod
    def badge(surface: pygame.Surface, seat: int, box: pygame.Rect) -> None:
        """The seat's mark (colour and shape)."""
        sketch = seatmark.badge(Sketch(box.w, box.h), seat, (1, 1, box.w - 2, box.h - 2))
        paint(surface, sketch.face(), box)


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark text on a light colour, light text on a dark one."""
    r, g, b = colour
    return theme.TEXT_DARK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else theme.TEXT


def seat_colour(seat: int) -> tuple[int, int, int]:
    """A seat's colour on the theme's palette."""
    r, g, b = theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)]
    return (r, g, b)


def draw_cell(surface: pygame.Surface, text: str, at: tuple[int, int], colour, bold: bool, room: int) -> None:
    """A cell's value centred below ``at``; too wide for ``room`` even at the floor (a player's three final
    cards), on two lines."""
    small = font(0, bold)
    if small.size(clean(text))[0] <= room:
        draw_text(surface, text, at, 17, colour, bold=bold, anchor="midtop", max_width=room)
        return
    step = small.get_linesize()
    for k, part in enumerate(wrap(text, small, room)[:2]):
        draw_text(surface, part, (at[0], at[1] - step // 2 + k * step), 0, colour, bold, "midtop", room)
