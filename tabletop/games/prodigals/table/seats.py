"""The players' areas of a Prodigals Club table, below the boards: the focus seat's (the viewer's, or the first in
turn order) in full on the left, every other seat's compact on the right. Pure: regions and placements only, from
the view and the actions offered beside it (where a tile may go, which chip moves which token); looks.py gives
their faces and tips.py their words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.layout import Box, Layout, Placement, Region
from tabletop.engine.message import as_msg, msg, msgc
from tabletop.games.prodigals.rules.state import token_id
from tabletop.games.prodigals.rules.view import ProdigalsView
from tabletop.games.prodigals.table import captions, looks
from tabletop.games.prodigals.table.boards import column, row
from tabletop.games.prodigals.table.keys import (
    CellSpot,
    ColumnSpot,
    GridSpot,
    HandSpot,
    MoveChip,
    NetSpot,
    OptionSpot,
    OwnedSpot,
    PlayedSpot,
    RotSpot,
    RowSpot,
    SeatSpot,
    SkipChip,
    SlotSpot,
    SquareSpot,
    StatSpot,
)
from tabletop.games.prodigals.table.tips import chip_moves

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec


def focus_seat(view: ProdigalsView, asked: int | None = None) -> int:
    """The seat shown in full: the one the player ``asked`` to see (a click on its compact area), else the viewer
    (who sees a hand), else the first in turn order."""
    if asked is not None and 0 <= asked < len(view.seats):
        return asked
    return next((s for s, info in enumerate(view.seats) if info.hand is not None), view.order[0])


def seats(
    spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, offered: tuple[Action, ...], box: Box, asked: int | None
) -> None:
    """The focus seat's area in full (``asked``: the seat the player asked to see), then the others' compact ones
    in one or two columns."""
    x, y, w, h = box
    focus = focus_seat(view, asked)
    others = [s for s in range(len(view.seats)) if s != focus]
    fw = int(w * 0.58)
    _full_seat(spec, lay, view, offered, focus, (x, y, fw, h))
    ox, ow = x + fw + 6, w - fw - 6
    cols = 1 if len(others) <= 2 else 2
    rows = (len(others) + cols - 1) // cols
    for k, seat in enumerate(others):
        r, c = divmod(k, cols)
        cell_box = row((ox, y, ow, h), cols, 4)[c]
        _compact_seat(spec, lay, view, seat, column(cell_box, rows, 4)[r])


def _grid(spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, seat: int, box: Box) -> int:
    """The focus seat's society grid as one square per region, row values on the left and column letters on top
    (the names the log gives its squares: L6, M-2); returns its width."""
    x, y, _, h = box
    grid = spec.society.grid
    head = int(min(16, max(12, (h - 2) / (len(grid.rows) + 1))))  # room for a 9-11 px letter
    ch = int(min(30, (h - 2 - head) / len(grid.rows)))
    cw = int(min(44, ch * 1.6))
    for c, col in enumerate(grid.columns):
        place = (x + 18 + c * cw, y, cw, head)
        letter = as_msg(col.letter)  # the grid's notation (squares are named L6, M-2): shown as the data writes it
        lay.add_region(Region(ColumnSpot(seat, col.letter), "colhead", place, letter, col.name, owner=seat))
    y += head
    for r, value in enumerate(grid.rows):
        ry = y + r * ch
        lay.add_region(Region(RowSpot(seat, value), "row", (x, ry, 18, ch), str(value), owner=seat))
        for c, col in enumerate(grid.columns):
            name = f"{col.letter}{value}"
            lay.add_region(Region(SquareSpot(seat, name), "square", (x + 18 + c * cw, ry, cw, ch), name, owner=seat))
    _tokens(spec, lay, view, seat, (x + 18, y, cw, ch), right=True)
    return 18 + 3 * cw


def _tokens(
    spec: ProdigalsSpec,
    lay: Layout,
    view: ProdigalsView,
    seat: int,
    cell: tuple[float, float, float, float],
    right: bool = False,
) -> None:
    """A seat's society tokens as pieces (so a move slides them), each on its square of a grid whose top left
    square is ``cell``: centred, or at its ``right`` (clear of the symbol printed at its left); ids
    ``tok:SEAT:SQUARE`` (``token_id``)."""
    x, y, cw, ch = cell
    grid = spec.society.grid
    top, letters = max(grid.rows), [c.letter for c in grid.columns]
    size = max(4, int(min(cw, ch * 0.82 if right else ch)) - 2)
    for name in view.seats[seat].tokens:
        c, r = letters.index(name[0]), top - int(name[1:])
        bx = x + c * cw + (cw - size - 1 if right else (cw - size) / 2)
        by = y + r * ch + (ch - size) / 2
        lay.place(Placement(token_id(seat, name), "token", (int(bx), int(by), size, size), owner=seat))


def _full_seat(
    spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, offered: tuple[Action, ...], seat: int, box: Box
) -> None:
    """The viewer's area: society grid (with Society) on the left, political network (with Election) on the
    right, and between them the black-card slots, the white cards played, the possessions (with Possessions) and
    the hand."""
    x, y, w, h = box
    info, modules = view.seats[seat], view.modules
    lay.add_region(Region(SeatSpot(seat), "seat", box, info.name, "full", owner=seat))
    below = _stats(lay, view, seat, box, wordy=True)
    ix, iy, iw, ih = x + 5, below + 2, w - 10, y + h - below - 6
    gw = _grid(spec, lay, view, seat, (ix, iy, iw, ih)) + 6 if "society" in modules else 0
    nw = int(min(ih, (iw - gw) * 0.34)) if "election" in modules else 0
    if nw:
        _network(lay, view, offered, seat, (ix + iw - nw, iy, nw, min(ih, nw)))
    mx, mw = ix + gw, iw - gw - (nw + 6 if nw else 0)
    bh = int(min(mw / 6 * 1.1, ih * 0.3))
    board = info.board
    skips = {a.args[0] for a in offered if a.verb == "skip" and a.args}
    for k, b in enumerate(row((mx, iy, mw, bh), spec.numbers.black_card_slots.value, 3)):
        lay.add_region(Region(SlotSpot(seat, k), "bslot", b, captions.slot(view, SlotSpot(seat, k))[0], owner=seat))
        if k < len(board) and board[k] in skips:  # a permanent effect offered: the card uses it, a chip skips it
            lay.place(Placement(board[k], "card", (b[0], b[1], b[2], b[3] - 17), owner=seat, zoom=True))
            chip = (b[0], b[1] + b[3] - 15, b[2], 15)
            lay.add_region(Region(SkipChip(board[k]), "chip", chip, captions.chip(SkipChip(board[k]))[0], owner=seat))
        elif k < len(board):
            lay.place(Placement(board[k], "card", b, owner=seat, zoom=True))
    py = iy + bh + 4
    rotations = [a.args[0] for a in offered if a.verb == "rotate"]
    ph = int(bh if rotations else min(bh * 0.7, ih * 0.2))
    pw = mw
    if rotations and info.held_tiles:
        _rotations(lay, info.held_tiles[0], rotations, seat, (mx + mw // 2, py, mw - mw // 2, ph))
        pw = mw // 2 - 4
    _played(lay, view, seat, (mx, py, pw, ph))
    hy = py + ph + 4
    if "possessions" in modules:
        oh = int(min(52, ih * 0.2))
        _owned(lay, view, seat, (mx, hy, mw, oh))
        hy += oh + 4
    _hand(lay, view, offered, seat, (mx, hy, mw, iy + ih - hy))


def _owned(lay: Layout, view: ProdigalsView, seat: int, box: Box) -> None:
    """A seat's money and possession tiles (``pos:SEAT``); the tiles are pieces, so sales and exchanges slide.
    The tiles take as many rows as makes them largest."""
    x, y, w, h = box
    info = view.seats[seat]
    lay.add_region(
        Region(OwnedSpot(seat), "owned", box, msgc("possessions strip", "Cash {n}", n=info.cash), owner=seat)
    )
    stacked = h >= 36  # room for the cash above the tiles, so the tiles get the whole width
    chip = min(16, h - 4)
    wide = looks.stat_width("cash", info.cash, chip, stacked)
    lay.add_region(
        Region(
            StatSpot(seat, "cash"),
            "stat",
            (x + 4, y + 2, wide, chip),
            str(info.cash),
            "wordy" if stacked else "",
            owner=seat,
            count=info.cash,
        )
    )
    tiles = info.possessions
    if not tiles:
        return
    lead = 4 if stacked else wide + 8
    top = chip + 4 if stacked else 2
    room = (w - lead - 4, h - top - 2)
    best = max(range(1, len(tiles) + 1), key=lambda r: min(room[1] / r, room[0] / -(-len(tiles) // r)))
    cols = -(-len(tiles) // best)
    size = int(max(8, min(room[1] / best, room[0] / cols) - 3))
    for k, tid in enumerate(tiles):
        r, c = divmod(k, cols)
        b = (x + lead + c * (size + 3), y + top + r * (size + 3), size, size)
        lay.place(Placement(tid, "possession", b, owner=seat))


def _played(lay: Layout, view: ProdigalsView, seat: int, box: Box) -> None:
    played = view.seats[seat].played
    words = captions.slot(view, PlayedSpot(seat))
    lay.add_region(Region(PlayedSpot(seat), "played", box, words[0] if words else "", owner=seat))
    x, y, w, h = box
    if played:
        each = min(int(h * 1.6), (w - 4) // len(played) - 2)
        for k, cid in enumerate(played):
            lay.place(Placement(cid, "card", (x + 2 + k * (each + 2), y + 2, each, h - 4), owner=seat, zoom=True))


def _rotations(lay: Layout, tid: str, rotations: list[str], seat: int, box: Box) -> None:
    """The tile being placed in each way it may be turned: a click chooses that turn."""
    x, y, w, h = box
    size = int(min(h - 2, (w - 4) / 4 - 4))
    for k, turn in enumerate(rotations):
        b = (x + 2 + k * (size + 4), y + 1, size, size)
        lay.add_region(Region(RotSpot(int(turn)), "rot", b, owner=seat))


def _hand(lay: Layout, view: ProdigalsView, offered: tuple[Action, ...], seat: int, box: Box) -> None:
    info = view.seats[seat]
    cards = [*(info.hand or ()), *info.resolving]
    tiles = [*info.bonus_tiles, *info.held_tiles]
    chips = chip_moves(offered)
    title = captions.hand(view, seat, offered)[0]
    lay.add_region(Region(HandSpot(seat), "hand", box, title, owner=seat))
    if chips:  # a token move several ways lead to: the hand makes room for one chip per move
        _chips(lay, chips, seat, box)
        return
    if view.options:  # a card's "choose one": the hand makes room for each option in words
        _options(lay, view, offered, seat, box)
        return
    x, y, w, h = box
    ch = h - 20
    items = cards + tiles
    if not items or ch < 12:
        return
    cols = max(1, min(len(items), (w - 8) // 64))
    rows = -(-len(items) // cols)
    each = int(min((w - 8) / cols - 4, ch * 0.8))
    card_h = int(min(each * 1.4, (ch - 4 * (rows - 1)) / rows))
    for k, pid in enumerate(items):
        r, c = divmod(k, cols)
        b = (x + 4 + c * (each + 4), y + 17 + r * (card_h + 4), each, card_h)
        if k < len(cards):
            lay.place(Placement(pid, "card", b, owner=seat, zoom=True))
        else:
            kind = "ptile" if pid.startswith("PT") else "tile"
            lay.place(Placement(pid, kind, (b[0], b[1], each, min(card_h, each)), owner=seat))


def _chips(lay: Layout, chips: list[Action], seat: int, box: Box) -> None:
    """A labelled chip per token move ("M4 > M3") in the hand's place."""
    x, y, w, h = box
    cols = max(1, (w - 8) // 64)
    step = int(min(30, (h - 20) / -(-len(chips) // cols)))
    for k, a in enumerate(chips):
        r, c = divmod(k, cols)
        b = (x + 4 + c * 64, y + 18 + r * step, 60, step - 4)
        start, end = a.args
        lay.add_region(Region(MoveChip(start, end), "chip", b, captions.chip(MoveChip(start, end))[0], owner=seat))


def _options(lay: Layout, view: ProdigalsView, offered: tuple[Action, ...], seat: int, box: Box) -> None:
    """The options of the card being resolved, one wide choice each (``opt:K``), the unpayable ones dimmed."""
    x, y, w, h = box
    payable = {int(a.args[0]) for a in offered if a.verb == "option"}
    step = int(min(44, (h - 22) / max(1, len(view.options))))
    for k, text in enumerate(view.options, start=1):
        label = text if k in payable else msg("{option} (cannot be paid now)", option=as_msg(text))
        lay.add_region(
            Region(OptionSpot(k), "option", (x + 6, y + 20 + (k - 1) * step, w - 12, step - 6), label, owner=seat)
        )


def _network(lay: Layout, view: ProdigalsView, offered: tuple[Action, ...], seat: int, box: Box) -> None:
    """The focus seat's political network: a place per tile and per spot a tile may go now."""
    lay.add_region(Region(NetSpot(seat), "net", box, captions.network()[0], "full", owner=seat))
    spots = set(view.seats[seat].cells())
    spots |= {(int(a.args[0]), int(a.args[1])) for a in offered if a.verb == "at"}
    if not spots:
        return
    xs, ys = [p[0] for p in spots], [p[1] for p in spots]
    n = max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1, 3)
    x, y, w, h = box
    size = int(min((w - 4) / n, (h - 14) / n))
    for sx, sy in spots:
        b = (x + 2 + (sx - min(xs)) * size, y + 12 + (sy - min(ys)) * size, size, size)
        lay.add_region(Region(CellSpot(seat, sx, sy), "cell", b, owner=seat))


def _compact_seat(spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, seat: int, box: Box) -> None:
    """Another player's area, small: grid, black cards, tiles held, possessions, network."""
    x, y, w, h = box
    info, modules = view.seats[seat], view.modules
    lay.add_region(Region(SeatSpot(seat), "seat", box, info.name, "compact", owner=seat))
    top = _stats(lay, view, seat, box, wordy=False) + 3
    ih = y + h - top - 4
    gw = 0
    if "society" in modules:
        gw = int(min(w * 0.22, ih * 0.5))
        lay.add_region(Region(GridSpot(seat), "grid", (x + 4, top, gw, ih), owner=seat))
        grid = spec.society.grid
        _tokens(spec, lay, view, seat, (x + 4, top, gw / len(grid.columns), ih / len(grid.rows)))
    nw = int(min(ih, w * 0.26)) if "election" in modules else 0
    if nw:
        net = (x + w - nw - 4, top, nw, nw)
        lay.add_region(Region(NetSpot(seat), "net", net, captions.network()[0], "mini", seat))
    mx = x + gw + 10 if gw else x + 6
    mw = x + w - (nw + 10 if nw else 6) - mx
    board = info.board
    slots = spec.numbers.black_card_slots.value
    tiles = [*info.bonus_tiles, *info.held_tiles]
    oh = int(min(48, max(14, ih * 0.3))) if "possessions" in modules else 0  # the cash and tiles strip, at the foot
    lines = 2 + (1 if tiles else 0)
    cw = (mw - 2 * 2) // 3
    chh = int(max(6, min((ih - oh - 2 * lines - (2 if oh else 0)) / lines, cw * 0.7)))
    for k in range(min(slots, len(board))):
        r, c = divmod(k, 3)
        lay.place(Placement(board[k], "card", (mx + c * (cw + 2), top + r * (chh + 2), cw, chh), owner=seat))
    ty = top + 2 * (chh + 2)
    size = int(max(6, min(chh, mw // 4)))
    for k, tid in enumerate(tiles):
        kind = "ptile" if tid.startswith("PT") else "tile"
        lay.place(Placement(tid, kind, (mx + k * (size + 2), ty, size, size), owner=seat))
    if oh:
        _owned(lay, view, seat, (mx, y + h - 4 - oh, mw, oh))


def stats_of(view: ProdigalsView, seat: int) -> list[tuple[str, int]]:
    """A player's numbers in the order the table shows them: the contests in play, megaphones (with Election),
    errand boys left, cards in hand, then a reserved turn-order place and Old Lady shields when there are any."""
    info = view.seats[seat]
    contests = [c for c in ("election", "society", "possessions") if c in info.scores]
    found = [("votes", info.votes) if c == "election" else (c, info.scores[c]) for c in contests]
    if "election" in info.scores:
        found.append(("megaphones", info.megaphones))
    found += [("boys", info.boys), ("hand", info.hand_size)]
    if info.reserved:
        found.append(("turn", info.reserved))
    if info.shields:
        found.append(("shields", info.shields))
    return found


def _stats(lay: Layout, view: ProdigalsView, seat: int, box: Box, wordy: bool) -> int:
    """A player's numbers as chips (``stat:SEAT:KEY``, each with its tip) after the name on the area's top line,
    flowing onto more lines as needed (in words where ``wordy`` and they all fit one line); returns the bottom."""
    x, y, w, _ = box
    start, right, chip = x + 26 + looks.name_width(view.seats[seat].name, w), x + w - 6, 15
    stats = stats_of(view, seat)
    if wordy:
        total = sum(looks.stat_width(k, v, chip, True) + 8 for k, v in stats)
        wordy = start + total <= right
    cx, cy = start, y + 2
    for key, value in stats:
        wide = looks.stat_width(key, value, chip, wordy)
        if cx + wide > right and cx > x + 8:
            cx, cy = x + 8, cy + chip + 2
        detail = "wordy" if wordy else ""
        place = (cx, cy, wide, chip)
        lay.add_region(Region(StatSpot(seat, key), "stat", place, str(value), detail, owner=seat, count=value))
        cx += wide + (8 if wordy else 6)
    return cy + chip + 2
