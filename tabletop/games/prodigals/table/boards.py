"""The boards along the top of a Prodigals Club table: the central board, then one board per contest in play
(Election, Society, Possessions), each with its errand spaces, card displays and its own things (Hyde Park and the
political tiles; the Old Lady; the possession tiles and the borough marker), as the data ``spec`` they are handed
prints them. Pure: regions and placements only; looks.py gives their faces and tips.py their words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.layout import Box, Layout, Placement, Region
from tabletop.engine.message import Words, msg, msgc
from tabletop.games.prodigals.rules.state import deck_name
from tabletop.games.prodigals.rules.view import ProdigalsView
from tabletop.games.prodigals.table import captions
from tabletop.games.prodigals.table.keys import (
    BoardSpot,
    DeckSpot,
    DisplaySpot,
    LabelSpot,
    PoolSpot,
    SpaceSpot,
    TilesOnBoard,
)

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec

TITLES = {
    "central": msg("Central board"),
    "election": msgc("board", "Election"),
    "society": msgc("board", "Society"),
    "possessions": msgc("board", "Possessions"),
}


def row(box: Box, n: int, gap: int = 4) -> list[Box]:
    """``n`` equal boxes side by side filling ``box``."""
    x, y, w, h = box
    each = (w - gap * (n - 1)) / max(1, n)
    return [(int(x + k * (each + gap)), y, int(each), h) for k in range(n)]


def column(box: Box, n: int, gap: int = 3) -> list[Box]:
    """``n`` equal boxes one above another filling ``box``."""
    x, y, w, h = box
    each = (h - gap * (n - 1)) / max(1, n)
    return [(x, int(y + k * (each + gap)), w, int(each)) for k in range(n)]


def boards(spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, box: Box) -> None:
    """The central board, then each contest's board in play, side by side."""
    x, y, w, h = box
    modules = view.modules
    cw = int(w * (0.26 if len(modules) == 2 else 0.2))
    central(spec, lay, view, (x, y, cw, h))
    for module, b in zip(modules, row((x + cw + 4, y, w - cw - 4, h), len(modules), 4)):
        board(spec, lay, view, module, b)


def central(spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, box: Box) -> None:
    """Turn-order spaces, the Renaissance Man, the central card and the bonus tiles."""
    x, y, w, h = box
    lay.add_region(Region(BoardSpot("central"), "board", box, TITLES["central"]))
    n = len(view.seats)
    turns = spec.per_player_count.turn_order_spaces.by_players[n]
    ix, iy, iw, ih = x + 4, y + 20, w - 8, h - 24
    sh = int(min(44, ih * 0.24))
    for k, b in enumerate(row((ix, iy, iw, sh), turns, 3)):
        lay.add_region(Region(SpaceSpot(f"C-TURN{k + 1}"), "space", b))
    row2 = iy + sh + 4
    ch = int(ih * 0.36)
    thirds = row((ix, row2, iw, ch), 3, 4)
    lay.add_region(Region(SpaceSpot("C-RENAISSANCE"), "space", (*thirds[0][:3], sh)))
    lay.add_region(Region(SpaceSpot("C-CARD"), "space", (*thirds[1][:3], sh)))
    if view.central_card:
        lay.place(Placement(view.central_card, "card", thirds[2], zoom=True))
    rx, ry, rw, _ = thirds[0]
    words = captions.renaissance(spec, view)
    lay.add_region(Region(LabelSpot("renaissance"), "label", (rx, ry + sh + 2, rw * 2 + 4, 16), words))
    row3 = row2 + ch + 4
    bh = int(min(46, iy + ih - row3 - 20))
    supply = view.bonus_supply
    for tid, b in zip(supply, row((ix, row3, iw, bh), max(4, len(supply)), 3)):
        lay.place(Placement(tid, "tile", b))
    lay.add_region(Region(LabelSpot("notice"), "label", (ix, iy + ih - 16, iw, 16), captions.NOTICE[0]))


def board(spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, module: str, box: Box) -> None:
    """A contest's board: its spaces in two rows, its displays, and its own things along the foot."""
    x, y, w, h = box
    lay.add_region(Region(BoardSpot(module), "board", box, TITLES[module]))
    _decks(lay, view, module, (x + w - 64, y + 2, 58, 16))
    n = len(view.seats)
    ix, iy, iw, ih = x + 4, y + 20, w - 8, h - 24
    spaces = [s.id for s in spec.spaces_on(module, n)]
    cols = (len(spaces) + 1) // 2
    sh = int(min(38, ih * 0.2))
    for k, sid in enumerate(spaces):
        r, c = divmod(k, cols)
        b = row((ix, iy + r * (sh + 3), iw, sh), cols, 3)[c]
        lay.add_region(Region(SpaceSpot(sid), "space", b))
    dy = iy + 2 * (sh + 3) + 2
    fh = int(max(20, min(40, ih * 0.17)))
    if module == "possessions":
        fh = int(max(24, min(50, ih * 0.22)))
    dh = iy + ih - fh - 4 - dy
    displays = [d.id for d in spec.displays_on(module, spec.side_for(n))]
    for did, b in zip(displays, row((ix, dy, iw, dh), len(displays), 4)):
        _display(lay, view, did, b)
    foot = (ix, iy + ih - fh, iw, fh)
    {"election": _election_foot, "society": _society_foot, "possessions": _possessions_foot}[module](
        spec, lay, view, foot
    )


def _decks(lay: Layout, view: ProdigalsView, module: str, box: Box) -> None:
    """A contest's two decks in its board's title bar, white then black, each showing the cards left
    (``deck:E-white``...)."""
    x, y, w, h = box
    for k, colour in enumerate(("white", "black")):
        count = view.deck_sizes.get(deck_name(module, colour), 0)
        place = (x + k * (w // 2 + 2), y, w // 2 - 2, h)
        lay.add_region(Region(DeckSpot(module, colour), "deck", place, str(count), count=count))


def _election_foot(spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, box: Box) -> None:
    half = row(box, 2, 4)
    lay.add_region(Region(LabelSpot("hyde"), "label", half[0], captions.label(spec, view, "hyde")[0]))
    _pool(lay, view, half[1])


def _society_foot(spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, box: Box) -> None:
    x, y, w, h = box
    if view.old_lady:
        lay.place(Placement(view.old_lady, "tile", (x, y, int(w * 0.62), h)))
    lay.add_region(Region(LabelSpot("oldlady"), "label", (x + int(w * 0.62) + 4, y, w - int(w * 0.62) - 4, h)))


def _possessions_foot(spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, box: Box) -> None:
    """The possession tiles on the board this round (``pos:board``) and the borough marker."""
    x, y, w, h = box
    names = {b.id: b.name for b in spec.possessions.boroughs}
    marker: Words = names.get(view.borough or "", "")
    lw = min(int(w * 0.3), 90)
    lay.add_region(Region(LabelSpot("borough"), "label", (x, y, lw, h), marker))
    area = (x + lw + 4, y, w - lw - 4, h)
    lay.add_region(Region(TilesOnBoard(), "pool", area, captions.pool(view, TilesOnBoard())[0]))
    tiles = view.possession_board
    size = int(max(10, min(h - 12, (area[2] - 4) / max(1, len(tiles)) - 3)))
    for k, tid in enumerate(tiles):
        lay.place(Placement(tid, "possession", (area[0] + 2 + k * (size + 3), y + h - size - 1, size, size)))


def _pool(lay: Layout, view: ProdigalsView, box: Box) -> None:
    lay.add_region(Region(PoolSpot("E-TILE"), "pool", box, captions.pool(view, PoolSpot("E-TILE"))[0]))
    tiles = view.display_tiles.get("E-TILE", ())
    x, y, w, h = box
    size = max(8, min(h - 12, (w - 4) // max(1, len(tiles)) - 2))
    for k, tid in enumerate(tiles):
        lay.place(Placement(tid, "ptile", (x + 2 + k * (size + 2), y + h - size - 1, size, size)))


def _display(lay: Layout, view: ProdigalsView, did: str, box: Box) -> None:
    lay.add_region(Region(DisplaySpot(did), "display", box, captions.display(did)))
    x, y, w, h = box
    cards, tiles = view.displays.get(did, ()), view.display_tiles.get(did, ())
    n = len(cards) + (1 if tiles else 0)
    if not n:
        return
    for k, b in enumerate(column((x + 2, y + 12, w - 4, h - 14), n, 2)):
        if k < len(cards):
            lay.place(Placement(cards[k], "card", b, zoom=True))
        else:
            size = min(b[2], b[3])
            for j, tid in enumerate(tiles):
                lay.place(Placement(tid, "ptile", (b[0] + j * (size + 2), b[1], size, size)))
