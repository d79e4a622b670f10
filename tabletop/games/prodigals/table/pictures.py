"""The Prodigals Club's rules-screen pictures (``TableScreen.sample``): the table's own faces (faces.py, looks.py)
with typical arguments, drawn from the data ``spec`` they are handed. Each picture is at most 96 pixels on its longer
side, the box the rules screen draws it in, so it is drawn at its own size and its measured text fits as on the
table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.face import Face, Sketch, shift
from tabletop.engine.message import msgc
from tabletop.games.prodigals.table import captions, faces, looks, words
from tabletop.games.prodigals.table.faces import LIGHT, board_colour, look

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec
    from tabletop.games.prodigals.rules.pieces import CentralBoard, ModuleBoard

SIDE = 96  # the rules screen's picture box
SAMPLE_NETWORK: dict[tuple[int, int], tuple[str, int]] = {  # a closed circle: (x, y) -> (tile, quarter turns)
    (0, 0): ("PT01", 0),
    (1, 0): ("PT07", 1),
    (0, 1): ("PT03", 1),
    (1, 1): ("PT14", 3),
}


def _row_of(pictures: list[Face], gap: int = 6) -> Face:
    """Faces side by side, centred on one line (a picture of several pieces)."""
    w = sum(f.size[0] for f in pictures) + gap * (len(pictures) - 1)
    h = max(f.size[1] for f in pictures)
    s, x = Sketch(w, h), 0
    for f in pictures:
        s.add(*shift(f.marks, x, (h - f.size[1]) / 2))
        x += f.size[0] + gap
    return s.face()


def _stack(top: Face, bottom: Face, gap: int = 6) -> Face:
    """Two faces one above the other, centred."""
    w = max(top.size[0], bottom.size[0])
    s = Sketch(w, top.size[1] + gap + bottom.size[1]).add(*shift(top.marks, (w - top.size[0]) / 2, 0))
    return s.add(*shift(bottom.marks, (w - bottom.size[0]) / 2, top.size[1] + gap)).face()


def _grid(spec: ProdigalsSpec) -> Face:
    """The top of a society grid (rows 8 to 3) with its row values, column colours, symbols and the four tokens
    on their start squares."""
    grid = spec.society.grid
    lead, cw, ch = 14, 27, 16
    rows, top = grid.rows[:6], max(grid.rows)
    s = Sketch(lead + cw * len(grid.columns), ch * len(rows))
    for r, value in enumerate(rows):
        s.text(str(value), (lead - 3, r * ch + ch / 2), 9, "text_dim", anchor="midright")
        for c, col in enumerate(grid.columns):
            s.add(*shift(looks.square(spec, f"{col.letter}{value}", cw, ch).marks, lead + c * cw, r * ch))
    letters = [c.letter for c in grid.columns]
    for start in grid.start:
        c, r = letters.index(start.square[0]), top - int(start.square[1:])
        if r < len(rows):
            token = faces.society_token(spec, start.token, ch - 2, ch - 2)
            s.add(*shift(token.marks, lead + c * cw + cw - ch, r * ch + 1))
    return s.face()


def _votes(spec: ProdigalsSpec) -> Face:
    """A stretch of the vote track (21 to 24) under its name, with three seats' markers on it."""
    first, step, size = 21, 23, 18
    w, h = 4 * step + 4, 44
    s = (
        Sketch(w, h)
        .grain((0, 0, w, h), "paper", board_colour(spec, "election"), 4)
        .box((0, 0, w, h), None, "card_edge", radius=4)
    )
    s.icon(faces.glyph(spec, "votes"), (4, 2, 13, 13), LIGHT)
    s.text(msgc("vote track", "Votes"), (20, 2), 10, LIGHT, bold=True)
    for k in range(5):
        s.line(((2 + k * step, 17), (2 + k * step, h)), (30, 50, 80))
        if k < 4:
            s.text(str(first + k), (4 + k * step, 17), 9, (214, 222, 236))
    for seat, votes in ((0, 24), (1, 22), (2, 21)):
        x = 2 + (votes - first) * step + (step - size) / 2
        s.add(*shift(faces.vote_marker(seat, size, size).marks, x, h - size - 2))
    return s.face()


def _symbols(spec: ProdigalsSpec) -> Face:
    """The three general symbols as the table marks them: each icon on a medallion in the symbol's colour."""
    pictures = []
    for sym in spec.symbols:
        mark = look(spec).symbols[sym.id]
        s = Sketch(30, 30).circle((15, 15), 14, mark.colour, "card_edge")
        pictures.append(s.icon(mark.icon, (5, 5, 20, 20), LIGHT).face())
    return _row_of(pictures, 3)


def _slots(spec: ProdigalsSpec) -> Face:
    """A player's six black-card slots, two filled (one activated this round)."""
    w, h, gap = 30, 42, 3
    cards = [faces.card(spec, "EB05", w, h), faces.card(spec, "SB01", w, h, used=True)]
    empty = [looks.slot([], w, h) for _ in range(spec.numbers.black_card_slots.value - len(cards))]
    pictures = cards + empty
    return _stack(_row_of(pictures[:3], gap), _row_of(pictures[3:], gap), gap)


def _cash(spec: ProdigalsSpec) -> Face:
    """A player's possessions strip: the cash as a coin, then three possession tiles."""
    w, h, size = 96, 56, 28
    s = Sketch(w, h).add(*looks.owned(w, h).marks)
    s.add(*shift(looks.stat(spec, "cash", 3, 0, True, 60, 16).marks, 4, 3))
    for k, tid in enumerate(("A1", "A3", "A6")):
        s.add(*shift(faces.possession(spec, tid, k == 2, size, size).marks, 4 + k * (size + 2), 23))
    return s.face()


def _boys(spec: ProdigalsSpec) -> Face:
    """Five errand boys, one in each seat's colour and shape, three over two."""
    boys = [faces.errand_boy(Sketch(26, 26), seat, (0, 0, 26, 26)).face() for seat in range(5)]
    return _stack(_row_of(boys[:3], 6), _row_of(boys[3:], 6), 4)


def _network(spec: ProdigalsSpec) -> Face:
    """A closed inner circle: four political tiles, every touching pair matched."""
    s = Sketch(88, 88).box((0, 0, 88, 88), "felt_dark", "card_edge", radius=4)
    for (x, y), (tid, turn) in SAMPLE_NETWORK.items():
        s.add(*shift(faces.political_tile(spec, tid, turn, 40, 40).marks, 3 + x * 42, 3 + y * 42))
    return s.face()


def _numbers(spec: ProdigalsSpec) -> Face:
    """A player's numbers as the table shows them: votes, society, megaphones, errand boys, cards in hand."""
    rows = (("votes", 24), ("society", 22), ("megaphones", 1), ("boys", 3), ("hand", 2))
    s = Sketch(SIDE, 18 * len(rows)).box((0, 0, SIDE, 18 * len(rows)), "panel", "seat:0", radius=4)
    for k, (key, value) in enumerate(rows):
        s.add(*shift(looks.stat(spec, key, value, 0, True, SIDE - 8, 16).marks, 4, 1 + k * 18))
    return s.face()


def _decks(spec: ProdigalsSpec) -> Face:
    """A board's two decks (white and black cards left) above a display holding a card."""
    top = _row_of([looks.deck(spec, "white", 10, 24, 20), looks.deck(spec, "black", 8, 24, 20)], 4)
    display = Sketch(60, 70).add(*looks.display(captions.display("E-D1"), 60, 70).marks)
    display.add(*shift(faces.card(spec, "EW04", 56, 56).marks, 2, 12))
    return _stack(top, display.face(), 4)


def _tokens(spec: ProdigalsSpec) -> Face:
    """A lady and a gentleman."""
    return _row_of([faces.society_token(spec, "lady", 34, 34), faces.society_token(spec, "gentleman", 34, 34)], 8)


SAMPLES = {  # the pictures that are not one component, each drawn from the spec
    "boys": _boys,
    "symbols": _symbols,
    "votes": _votes,
    "network": _network,
    "grid": _grid,
    "tokens": _tokens,
    "slots": _slots,
    "cash": _cash,
    "borough": lambda spec: looks.borough_marker(
        spec.possessions.boroughs[0].name, spec.possessions.boroughs[0].initials, 96, 40
    ),
    "numbers": _numbers,
    "decks": _decks,
    "oldlady": lambda spec: faces.old_lady_tile(spec, "OL3", 96, 40),
}


PIECE_KINDS = ("card", "tile", "ptile", "possession", "space")  # a component's picture is named "KIND:ID"


def _component(spec: ProdigalsSpec, kind: str, arg: str) -> Face | None:
    """One component by id: a card, a bonus or Old Lady tile, a political tile, a possession, an errand space."""
    if kind == "card" and words.is_card(spec, arg):
        return faces.card(spec, arg, 72, SIDE)
    if kind == "tile" and arg in {t.id for t in spec.bonus_tiles}:
        return faces.bonus_tile(spec, arg, SIDE, 64)
    if kind == "tile" and arg in {t.id for t in spec.society.old_lady_tiles}:
        return faces.old_lady_tile(spec, arg, SIDE, 44)
    if kind == "ptile" and arg in {t.id for t in spec.election.political_tiles}:
        return faces.political_tile(spec, arg, 0, 60, 60)
    if kind == "possession" and arg in spec.possession_tiles:
        return faces.possession(spec, arg, False, 52, 52)
    boards: tuple[CentralBoard | ModuleBoard, ...] = (
        spec.central_board,
        spec.election.board,
        spec.society.board,
        spec.possessions.board,
    )
    for module, b in zip(("central", "election", "society", "possessions"), boards):
        if kind == "space" and arg in {s.id for s in b.spaces}:
            return looks.space(spec, arg, (0,), module, SIDE, 44)
    return None


def sample(spec: ProdigalsSpec, name: str) -> Face | None:
    """The picture of a piece on the rules screen, by name: "card:ID" (any card), "tile:ID" (a bonus or Old Lady
    tile), "ptile:ID" (a political circle tile), "possession:ID", "space:ID" (an errand space with a boy on it),
    or one of ``SAMPLES``; None for any other name."""
    if name in SAMPLES:
        return SAMPLES[name](spec)
    kind = next((k for k in PIECE_KINDS if name.startswith(f"{k}:")), None)
    return _component(spec, kind, name.removeprefix(f"{kind}:")) if kind else None
