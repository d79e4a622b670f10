"""How The Prodigals Club's table looks: the faces of its regions (boards printed on card stock, errand spaces,
the vote track, the players' areas and their numbers, the society grids) built from the view and the
``presentation:`` block of the data ``spec`` each function is handed; the components' faces are faces.py's, the
rules screen's pictures pictures.py's. Pure: the one renderer draws them. Every printed text is a message, measured
first (``tabletop.engine.measure``, in the language it is rendered in): a region too small for its words shows a
shorter form or its icon, and its hover tip says it all. The words of a region are built here from its key and the
view (``captions``), never read back out of its label."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop.engine import measure, seatmark
from tabletop.engine.face import Face, Sketch, seat_ink, shift
from tabletop.engine.facecache import per_language, per_spec
from tabletop.engine.layout import Region
from tabletop.engine.message import Msg, Name, Words, as_msg, msg, msgc, msgn
from tabletop.games.prodigals.rules.state import board_of, cell_of
from tabletop.games.prodigals.table import captions, faces, metrics
from tabletop.games.prodigals.table.faces import DARK, LIGHT, board_colour, glyph, look, one_line, para
from tabletop.games.prodigals.table.keys import (
    OptionSpot,
)

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec

TRACK_LEAD = 62  # the vote track's room for its name before space 0
SHORT: dict[str, tuple[Words, ...]] = {  # errand spaces' printed names, longest first (the tip has them in full)
    "ANY": (msgc("errand space", "Any set"), msgc("errand space, short", "Any"), "*"),
    "PERS": (msgc("errand space", "Personal"), msgc("errand space, short", "Pers."), msgc("errand space, letter", "P")),
    "TILE": (msgc("errand space", "Tiles"), msgc("errand space, short", "Tile"), msgc("errand space, letter", "T")),
    "HYDE": (
        msgc("errand space", "Hyde Park"),
        msgc("errand space, short", "Hyde"),
        msgc("errand space, letter", "HP"),
    ),
    "LADY": (msgc("errand space", "Old Lady"), msgc("errand space, short", "Lady"), msgc("errand space, letter", "OL")),
    "RENAISSANCE": (
        msgc("errand space", "Renaissance"),
        msgc("errand space, short", "Renaiss."),
        msgc("errand space, shorter", "Ren."),
        msgc("errand space, letter", "R"),
    ),
    "CARD": (
        msgc("errand space", "Central card"),
        msgc("errand space, short", "Central"),
        msgc("errand space, shorter", "Card"),
        msgc("errand space, letter", "C"),
    ),
    "EXSELL": (
        msgc("errand space", "Exch./sell 2"),
        msgc("errand space, short", "Ex/sell"),
        msgc("errand space, letter", "E/S"),
    ),
    "EXCH": (
        msgc("errand space", "Exchange"),
        msgc("errand space, short", "Exch."),
        msgc("errand space, letter", "Ex"),
    ),
}
NUMBERED: dict[str, tuple[Msg, Msg | None]] = {  # numbered spaces: (name, short name; None: the number alone)
    "TURN": (msgc("errand space", "Turn {n}"), None),
    "SET": (msgc("errand space", "Set {n}"), msgc("errand space, short", "S{n}")),
    "MOVE": (msgc("errand space", "Move {n}"), msgc("errand space, short", "M{n}")),
    "SELL": (msgc("errand space", "Sale {n}"), msgc("errand space, short", "S{n}")),
}
NUMBER = re.compile(r"\d+")
SPACE_ICONS = {
    "HYDE": "megaphones",
    "LADY": "old_lady",
    "RENAISSANCE": "central",
    "EXCH": "exchange",
    "EXSELL": "exchange",
    "SELL": "sell",
}


def space_names(space_id: str) -> tuple[Words, ...]:
    """A space's printed names, longest first: ("Turn 2", "2"), ("Set 3", "S3"), ("Any set", "Any", "*")..."""
    tail = board_of(space_id)[1]
    for key, names in SHORT.items():
        if tail.startswith(key):
            return names
    for key, (word, short) in NUMBERED.items():
        if tail.startswith(key) and NUMBER.fullmatch(tail[len(key) :]):
            n = int(tail[len(key) :])
            return (word.but(n=n), short.but(n=n) if short else str(n))
    return (as_msg(tail),)


def space_icon(space_id: str) -> str | None:
    """The icon role printed on a space, if any."""
    tail = board_of(space_id)[1]
    return next((role for key, role in SPACE_ICONS.items() if tail.startswith(key)), None)


@per_spec(maxsize=64)
def board(spec: ProdigalsSpec, title: Words, module: str, w: int, h: int) -> Face:
    """One of the boards: card stock in its colour with a darker frame, its icon and name in the serif."""
    colour = board_colour(spec, module)
    s = Sketch(w, h).grain((0, 0, w, h), "paper", colour, 8).box((0, 0, w, h), None, "card_edge", width=2, radius=8)
    s.icon(glyph(spec, module), (6, 3, 14, 14), LIGHT)
    one_line(s, [title], (24, 1, w - 30, 18), LIGHT, range(11, 15), bold=True, serif=True)
    return s.face()


@per_spec(maxsize=512)
def space(spec: ProdigalsSpec, space_id: str, seats: tuple[int, ...], module: str, w: int, h: int) -> Face:
    """An errand space printed on its board: a darker panel with its name (the longest form that fits) and its
    icon, and a wooden errand boy for each boy on it."""
    s = Sketch(w, h).box((0, 0, w, h), _shade(board_colour(spec, module), 0.62), (236, 226, 200), radius=4)
    role = space_icon(space_id)
    boys = min(h * 0.55, 22) if seats else 0
    line = (3, 1, w - 6, max(10, h - boys - 3 if seats else h - 2))
    if not seats and role and h >= 30:  # an empty space: its icon under its name
        side: float = min(h - 16, 18, w - 6)
        s.icon(glyph(spec, role), ((w - side) / 2, h - side - 3, side, side), (236, 226, 200))
        line = (3, 1, w - 6, 14)
    if not one_line(s, list(space_names(space_id)), line, LIGHT, range(9, 13), anchor="center") and role:
        side = min(line[3], w - 6, 14)
        s.icon(glyph(spec, role), ((w - side) / 2, line[1] + (line[3] - side) / 2, side, side), LIGHT)
    if seats:
        side = max(6, min(boys, (w - 4) / len(seats) - 1))
        for k, seat in enumerate(seats):
            x = w / 2 + (k - (len(seats) - 1) / 2) * (side + 1) - side / 2
            faces.errand_boy(s, seat, (x, h - side - 2, side, side))
    return s.face()


def _shade(rgb, k: float) -> tuple[int, ...]:
    return tuple(int(v * k) for v in rgb)


@per_language(maxsize=256)
def display(label: Words, w: int, h: int) -> Face:
    """A display (a set of cards and tiles to take): a frame printed on the board, with its number."""
    s = Sketch(w, h).box((0, 0, w, h), (0, 0, 0, 40), (236, 226, 200), radius=4)
    one_line(s, [label], (3, 1, w - 6, 10), (236, 226, 200), range(9, 10))
    return s.face()


@per_spec(maxsize=64)
def deck(spec: ProdigalsSpec, colour: str, count: int, w: int, h: int) -> Face:
    """A deck: a small stack of card backs (cream or black) with the cards left printed on it."""
    paper = look(spec).stock[colour]
    s = Sketch(w, h)
    for k in (2, 1, 0):
        s.box((k, k, w - 3, h - 3), paper, "card_edge", radius=2)
    one_line(
        s,
        [str(count)],
        (0, 0, w - 3, h - 3),
        DARK if colour == "white" else LIGHT,
        range(9, 12),
        bold=True,
        anchor="center",
    )
    return s.face()


@per_language(maxsize=256)
def label(variants: Sequence[Words], w: int, h: int, colour=LIGHT, sizes=range(9, 13)) -> Face:
    """Words from the left middle: the first wording that fits whole."""
    s = Sketch(w, h)
    one_line(s, variants, (2, 0, w - 4, h), colour, sizes)
    return s.face()


@per_spec(maxsize=16)
def track(spec: ProdigalsSpec, w: int, h: int) -> Face:
    """The vote track 0..max on card stock in the Election colour: its spaces and every fifth number (the seats'
    markers are pieces on it)."""
    top = spec.numbers.vote_track_maximum.value
    s = Sketch(w, h).grain((0, 0, w, h), "paper", board_colour(spec, "election"), 4)
    s.box((0, 0, w, h), None, "card_edge", radius=4)
    s.icon(glyph(spec, "votes"), (3, (h - 14) / 2, 14, 14), LIGHT)
    one_line(s, [msgc("vote track", "Votes"), ""], (19, 0, TRACK_LEAD - 20, h), LIGHT, range(9, 11), bold=True)
    step = (w - TRACK_LEAD - 4) / (top + 1)
    for v in range(top + 1):
        x = TRACK_LEAD + v * step
        s.line(((x, 2), (x, h - 2)), _shade(board_colour(spec, "election"), 0.6))
        if v % 5 == 0 and h >= 18:
            s.text(str(v), (x + 2, 1), 9, (214, 222, 236))
    return s.face()


@per_language(maxsize=64)
def seat_board(name: str, seat: int, focus: bool, computer: bool, w: int, h: int) -> Face:
    """A player's area: a frame in the seat's colour (bold for the viewer), the seat's shape (with a robot where a
    ``computer`` plays it) and the player's ``name`` (its numbers are regions of their own, each with its tip)."""
    s = Sketch(w, h).box((0, 0, w, h), "panel", seat_ink(seat), width=3 if focus else 2, radius=6)
    seatmark.plate_badge(s, seat, (5, 3, 13, 13), computer)
    one_line(s, [name], (22, 1, name_width(name, w), 17), LIGHT, range(10, 14), bold=True)
    return s.face()


def name_width(name: str, w: int) -> int:
    """The room a seat's name takes on its board (at most a third of it)."""
    return int(min(measure.width(name, 13, bold=True) + 4, max(40, w // 3)))


STAT_WORDS = {  # a number's chip in words: the template its value (``{n}``) fills, counting as it changes
    "votes": msgc("a player's number", "votes {n}"),
    "society": msgc("a player's number", "society {n}"),
    "possessions": msgc("a player's number", "possessions {n}"),
    "megaphones": msgc("a player's number", "megaphones {n}"),
    "boys": msgc("a player's number", "boys {n}"),
    "hand": msgc("a player's number", "hand {n}"),
    "turn": msgc("a player's number", "next turn {n}"),
    "shields": msgc("a player's number", "shields {n}"),
    "cash": msgc("a player's number", "cash {n}"),
}


def stat_words(key: str) -> Msg:
    """The template of a number's chip in words."""
    return STAT_WORDS.get(key) or msgc("a player's number", "{stat} {n}", stat=Name(key))


@per_spec(maxsize=1024)
def stat(spec: ProdigalsSpec, key: str, value: int, seat: int, wordy: bool, w: int, h: int) -> Face:
    """One of a player's numbers: its icon (a coin for money, a pawn for errand boys), then the number, with its
    word where ``wordy`` and it fits; votes and cash count as they change."""
    s = Sketch(w, h)
    side = min(h, 16)
    y = (h - side) / 2
    if key == "boys":
        faces.errand_boy(s, seat, (0, y, side, side))
    elif key == "cash":
        s.coin((0, y, side, side))
    elif key == "hand":  # two cards fanned
        s.box((1, y + 2, side * 0.55, side * 0.8), "card", "card_edge", radius=1)
        s.box((side * 0.4, y + 1, side * 0.55, side * 0.8), "card", "card_edge", radius=1)
    elif key == "turn":  # a podium: the place reserved in next round's turn order
        for k, (dx, tall) in enumerate(((0, 0.5), (side / 3, 0.85), (2 * side / 3, 0.35))):
            s.box((dx, y + side * (1 - tall), side / 3 - 1, side * tall), LIGHT if k == 1 else "text_dim")
    else:
        role = {"shields": "shield"}.get(key, key)
        s.icon(glyph(spec, role), (0, y, side, side), LIGHT)
    text, counter = str(value), {"votes": f"votes:{seat}", "cash": f"cash:{seat}"}.get(key, "")
    words = stat_words(key)
    size = stat_size(h)
    room = w - side - 3
    template: Words = words if wordy and measure.fits(words.but(n=value), room, size, True) else "{n}"
    if counter:
        s.text(text, (side + 3, h / 2), size, LIGHT, bold=True, anchor="midleft", counter=counter, template=template)
    else:
        shown = template.but(n=value) if isinstance(template, Msg) else text
        s.text(shown, (side + 3, h / 2), size, LIGHT, bold=True, anchor="midleft")
    return s.face()


def stat_size(h: int) -> int:
    """The size of a player's numbers in a strip ``h`` tall."""
    return 11 if h >= 16 else 10


def stat_width(key: str, value: int, h: int, wordy: bool) -> int:
    """How wide a number's chip is (its icon, the number, its word if ``wordy``), for the layout to flow them."""
    side, size = min(h, 16), stat_size(h)
    text: Words = stat_words(key).but(n=value) if wordy else str(max(value, 10) if key == "votes" else value)
    return side + 4 + measure.width(text, size, bold=True)


@per_spec(maxsize=256)
def square(spec: ProdigalsSpec, name: str, w: int, h: int) -> Face:
    """A square of a society grid: its column's colour and, on a symbol square, the symbol's icon on a cream
    medallion at its left (the seat's token, a piece, stands on its right)."""
    col = next(c.id for c in spec.society.grid.columns if c.letter == name[0])
    s = Sketch(w, h).grain((0, 0, w, h), "paper", look(spec).columns[col], 0).box((0, 0, w, h), None, "felt_dark")
    symbol = {sq.square: sq.symbol for sq in spec.society.grid.symbols}.get(name)
    if symbol:
        side = min(h - 3, w - h * 0.82 - 1, 20)
        if side >= 6:
            mark = look(spec).symbols[symbol]
            s.circle((2 + side / 2, h / 2), side / 2, look(spec).stock["white"], mark.colour)
            s.icon(mark.icon, (2 + side * 0.15, h / 2 - side * 0.35, side * 0.7, side * 0.7), mark.colour)
    return s.face()


@per_spec(maxsize=16)
def mini_grid(spec: ProdigalsSpec, w: int, h: int) -> Face:
    """A whole society grid, small: 12 rows of 3 coloured squares (the seat's tokens are pieces on it)."""
    grid = spec.society.grid
    rows, cols = grid.rows, grid.columns
    cw, ch = w / len(cols), h / len(rows)
    s = Sketch(w, h)
    for c, column in enumerate(cols):
        s.grain((c * cw, 0, cw, h), "paper", look(spec).columns[column.id], 0)
    for r in range(1, len(rows)):
        s.line(((0, r * ch), (w, r * ch)), "felt_dark")
    return s.box((0, 0, w, h), None, "felt_dark").face()


@per_spec(maxsize=128)
def network(spec: ProdigalsSpec, tiles: tuple[tuple[str, tuple[str, int]], ...], w: int, h: int) -> Face:
    """A seat's political network, small: its ``tiles`` (place name, then tile and quarter turns) in their places
    and rotations."""
    cells = {cell_of(name): tile for name, tile in tiles}
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", "card_edge", radius=4)
    if not cells:
        one_line(
            s,
            [msg("no tiles yet"), msgc("network", "none"), captions.DOTS],
            (3, 0, w - 6, h),
            "text_dim",
            range(9, 10),
            anchor="center",
        )
        return s.face()
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    n = max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1, 3)
    size = min((w - 4) / n, (h - 4) / n)
    for (x, y), (tid, rot) in cells.items():
        face = faces.political_tile(spec, tid, rot, int(size), int(size))
        s.add(*shift(face.marks, 2 + (x - min(xs)) * size, 2 + (y - min(ys)) * size))
    return s.face()


@per_language(maxsize=256)
def frame(titles: Sequence[Words], w: int, h: int) -> Face:
    """A dim frame with the first of its titles that fits at its top left (a network's place, a tile pool)."""
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", "card_edge", radius=4)
    one_line(s, titles, (4, 1, w - 8, 11), "text_dim", range(9, 11))
    return s.face()


@per_spec(maxsize=512)
def cell(spec: ProdigalsSpec, tid: str | None, rotation: int, w: int, h: int) -> Face:
    """A place in the focus seat's network: its tile, or an empty place a tile may go."""
    if tid:
        return faces.political_tile(spec, tid, rotation, w, h)
    return Sketch(w, h).box((1, 1, w - 2, h - 2), None, "accent", radius=3).face()


@per_language(maxsize=256)
def slot(variants: Sequence[Words], w: int, h: int) -> Face:
    """An empty place for a card (a black-card slot, the played cards): a dim frame and its caption if it fits."""
    s = Sketch(w, h).box((0, 0, w, h), None, "text_dim", radius=4)
    one_line(s, variants, (2, 0, w - 4, h), "text_dim", range(9, 12), anchor="center")
    return s.face()


@per_language(maxsize=256)
def hand(variants: Sequence[Words], w: int, h: int) -> Face:
    """The strip that holds the viewer's hand, titled with the first of its titles that fits."""
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", radius=5)
    one_line(s, variants, (6, 1, w - 12, 15), "accent", range(9, 12), bold=True)
    return s.face()


@per_spec(maxsize=256)
def choice(spec: ProdigalsSpec, reg: Region, w: int, h: int) -> Face:
    """A labelled choice: a token move chip ("M4 > M3"), or a card's option (its number, then its words)."""
    s = (
        Sketch(w, h)
        .grain((0, 0, w, h), "paper", look(spec).stock["white"], 5)
        .box((0, 0, w, h), None, "card_edge", radius=5)
    )
    if reg.kind == "chip":
        one_line(
            s,
            captions.chip(reg.key),
            (2, 0, w - 4, h),
            DARK,
            range(9, 13),
            bold=True,
            anchor="center",
        )
        return s.face()
    number = reg.key.number if isinstance(reg.key, OptionSpot) else ""
    s.text(str(number), (8, h // 2), 14, DARK, bold=True, anchor="midleft")
    size = metrics.largest(reg.label, w - 28, h - 6, range(9, 13))
    if size:
        return para(s, reg.label, (24, 3, w - 28, h - 6), size, DARK).face()
    one_line(s, [captions.DOTS], (24, 0, w - 28, h), DARK, range(9, 13))  # the tip and the button have the words
    return s.face()


@per_language(maxsize=256)
def owned(w: int, h: int) -> Face:
    """A seat's possessions strip (its cash is a number of its own, its tiles are pieces)."""
    return Sketch(w, h).box((0, 0, w, h), "felt_dark", "card_edge", radius=4).face()


@per_spec(maxsize=64)
def renaissance(spec: ProdigalsSpec, holder: int | None, fixed: tuple[str, ...], w: int, h: int) -> Face:
    """The Renaissance Man: his laurels, and the seat holding him (its shape) with the symbols ``fixed`` so far."""
    s = Sketch(w, h)
    side = min(h, 16)
    s.icon(glyph(spec, "central"), (0, (h - side) / 2, side, side), (236, 226, 200))
    if holder is None:
        one_line(
            s,
            [msg("Renaissance Man free"), msgc("Renaissance Man", "free")],
            (side + 3, 0, w - side - 3, h),
            LIGHT,
            range(9, 12),
        )
        return s.face()
    seatmark.badge(s, holder, (side + 3, (h - side) / 2, side, side))
    x = 2 * side + 6
    for sym in fixed:
        mark = look(spec).symbols[sym]
        if x + side <= w:
            s.circle((x + side / 2, h / 2), side / 2, look(spec).stock["white"])
            s.icon(mark.icon, (x + 2, (h - side) / 2 + 2, side - 4, side - 4), mark.colour)
        x += side + 2
    return s.face()


@per_language(maxsize=256)
def borough_marker(name: Words, short: Words, w: int, h: int) -> Face:
    """The borough marker: a brass plaque with the marked borough's name (its initials, ``short``, as the tiles
    print them, where the name does not fit)."""
    s = Sketch(w, h).box((0, 0, w, h), "accent", "card_edge", radius=4)
    if h >= 30:
        top = [msg("Borough marker"), msgc("borough marker", "Borough")]
        one_line(s, top, (2, 1, w - 4, 11), DARK, range(9, 10), anchor="center")
        one_line(s, [name, short], (2, 12, w - 4, h - 13), DARK, range(9, 14), bold=True, anchor="center")
    else:
        one_line(s, [name, short], (2, 0, w - 4, h), DARK, range(9, 14), bold=True, anchor="center")
    return s.face()


@per_spec(maxsize=32)
def old_lady_stack(spec: ProdigalsSpec, count: int, w: int, h: int) -> Face:
    """The face-down Old Lady tiles still to come: a small stack with her lorgnette, and how many are left."""
    s = Sketch(w, h)
    side = min(h - 3, 22)
    for k in (2, 1, 0):
        s.box((k, (h - side) / 2 + k - 1, side, side), look(spec).stock["tile"], "card_edge", radius=3)
    s.icon(glyph(spec, "old_lady"), (3, (h - side) / 2 + 1, side - 4, side - 4), board_colour(spec, "society"))
    one_line(
        s,
        [
            msgn("{n} Old Lady tiles to come", "{n} Old Lady tiles to come", count),
            msgn("{n} to come", "{n} to come", count),
            str(count),
        ],
        (side + 6, 0, w - side - 6, h),
        LIGHT,
        range(9, 12),
    )
    return s.face()


@per_language(maxsize=32)
def column_head(letter: Words, w: int, h: int) -> Face:
    """A column's letter above the focus seat's society grid."""
    return (
        Sketch(w, h).text(letter, (w / 2, h / 2), 11 if h >= 13 else 9, "text_dim", bold=True, anchor="center").face()
    )
