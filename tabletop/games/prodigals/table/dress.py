"""How The Prodigals Club's table is dressed: every region of a layout given its kind from the closed set and its
look (looks.py's faces, chosen by its key and kind), every component its face (faces.py's), each with its hover text
(tips.py's, worked out when first read)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING

from tabletop.engine.face import Face
from tabletop.engine.layout import Deferred, Layout, Region
from tabletop.engine.message import as_msg
from tabletop.engine.screen import NOBODY, Seating
from tabletop.games.prodigals.rules.cards import catalog
from tabletop.games.prodigals.rules.pieces import CentralCard
from tabletop.games.prodigals.rules.state import board_of, cell_name, token_of
from tabletop.games.prodigals.rules.view import ProdigalsView
from tabletop.games.prodigals.table import captions, faces, words
from tabletop.games.prodigals.table.keys import (
    BoardSpot,
    CellSpot,
    DeckSpot,
    DisplaySpot,
    HandSpot,
    LabelSpot,
    PlayedSpot,
    PoolSpot,
    RotSpot,
    SlotSpot,
    SpaceSpot,
    SquareSpot,
    StatSpot,
    TilesOnBoard,
)
from tabletop.games.prodigals.table.looks import (
    board,
    borough_marker,
    cell,
    choice,
    column_head,
    deck,
    display,
    frame,
    hand,
    label,
    mini_grid,
    network,
    old_lady_stack,
    owned,
    renaissance,
    seat_board,
    slot,
    space,
    square,
    stat,
    track,
)

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec
    from tabletop.games.prodigals.table.tips import Tips

KINDS = {  # the layout's own names -> the table's closed set of region kinds
    "board": "board",
    "space": "slot",
    "display": "slot",
    "pool": "slot",
    "track": "track",
    "seat": "board",
    "hand": "hand",
    "bslot": "slot",
    "played": "slot",
    "square": "slot",
    "grid": "slot",
    "net": "slot",
    "cell": "slot",
    "row": "label",
    "colhead": "label",
    "rot": "slot",
    "chip": "slot",
    "option": "slot",
    "owned": "slot",
    "label": "label",
    "deck": "label",
    "stat": "label",
}


def _region_look(  # noqa: C901 - a branch per kind
    spec: ProdigalsSpec, reg: Region, view: ProdigalsView, seating: Seating
) -> Face | None:
    _, _, w, h = reg.rect
    kind, key = reg.kind, reg.key
    seat = reg.owner if reg.owner is not None else 0
    if isinstance(key, BoardSpot):
        return board(spec, reg.label, key.board, w, h)
    if isinstance(key, SpaceSpot):
        module = board_of(key.space)[0]
        return space(spec, key.space, view.spaces.get(key.space, ()), module, w, h)
    if isinstance(key, DisplaySpot):
        return display(captions.display(key.display), w, h)
    if isinstance(key, PoolSpot | TilesOnBoard):
        return frame(captions.pool(view, key), w, h)
    if kind == "track":
        return track(spec, w, h)
    if kind == "seat":
        return seat_board(view.seats[seat].name, seat, reg.detail == "full", seat in seating.computers, w, h)
    if isinstance(key, HandSpot):
        return hand(captions.hand(view, key.seat, seating.offered), w, h)
    if isinstance(key, SlotSpot | PlayedSpot):
        return slot(captions.slot(view, key), w, h)
    if isinstance(key, SquareSpot):
        return square(spec, key.square, w, h)
    if kind == "grid":
        return mini_grid(spec, w, h)
    if kind == "net":
        if reg.detail == "mini":
            return network(spec, tuple(view.seats[seat].network.items()), w, h)
        return frame(captions.network(), w, h)
    if kind in ("chip", "option"):
        return choice(spec, reg, w, h)
    if kind == "owned":
        return owned(w, h)
    if isinstance(key, RotSpot):  # the tile being placed: the focus seat's first tile held
        return faces.political_tile(spec, view.seats[seat].held_tiles[0], key.turn, w, h)
    if isinstance(key, CellSpot):
        tid, rot = view.seats[seat].network.get(cell_name(key.x, key.y), (None, 0))
        return cell(spec, tid, rot, w, h)
    if isinstance(key, DeckSpot):
        return deck(spec, key.colour, reg.count, w, h)
    if isinstance(key, StatSpot):
        return stat(spec, key.stat, reg.count, seat, reg.detail == "wordy", w, h)
    return _words_look(spec, reg, view)


def _words_look(spec: ProdigalsSpec, reg: Region, view: ProdigalsView) -> Face:
    """A label region: the Renaissance Man, the borough marker, the Old Lady's stack, a grid row's value, or the
    first wording that fits."""
    _, _, w, h = reg.rect
    if reg.key == LabelSpot("borough"):
        marked = next((b for b in spec.possessions.boroughs if b.id == view.borough), None)
        return borough_marker(reg.label, marked.initials if marked else as_msg(view.borough or ""), w, h)
    if reg.key == LabelSpot("renaissance"):
        return renaissance(spec, view.renaissance, tuple(view.renaissance_fixed), w, h)
    if reg.key == LabelSpot("oldlady"):
        return old_lady_stack(spec, view.old_lady_left, w, h)
    if reg.kind == "row":
        return label([reg.label], w, h, "text_dim", range(9, 12))
    if reg.kind == "colhead":  # a column's letter above the focus seat's grid, centred on its squares
        return column_head(reg.label, w, h)
    if isinstance(reg.key, LabelSpot):
        return label(captions.label(spec, view, reg.key.what), w, h)
    return label([reg.label], w, h)


def _piece(
    spec: ProdigalsSpec, view: ProdigalsView, kind: str, pid: str, owner: int | None, w: int, h: int
) -> Face | None:
    if kind == "token":
        token = token_of(pid)
        return faces.society_token(spec, view.seats[token[0]].tokens[token[1]], w, h) if token else None
    if kind == "marker":  # a seat's vote marker: its owner is the seat
        return faces.vote_marker(owner or 0, w, h)
    if kind == "possession":
        return faces.possession(spec, pid, spec.possession_tiles[pid].borough == view.borough, w, h)
    if kind == "card":
        return faces.card(spec, pid, w, h, used=owner is not None and pid in view.seats[owner].activated)
    if kind == "ptile":
        return faces.political_tile(spec, pid, 0, w, h)
    if kind == "tile":
        return faces.tile(spec, pid, w, h, owner)
    return None


def dress(spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, tips: Tips, seating: Seating = NOBODY) -> None:
    """Give every region its kind from the closed set and its look, and every component its face (a card also
    its large face for a right-click), each with its hover text from ``tips`` (worked out when first read);
    ``seating`` marks the computer seats' name plates."""
    for key, reg in lay.regions.items():
        look = _region_look(spec, reg, view, seating)
        lay.regions[key] = reg.evolve(kind=KINDS[reg.kind], look=look, tip=Deferred(partial(tips.region, reg)))
    for pid, p in lay.placements.items():
        _, _, w, h = p.rect
        large = Deferred(partial(faces.card_large, spec, p.id)) if p.kind == "card" else None
        look = _piece(spec, view, p.kind, p.id, p.owner, w, h)
        lay.placements[pid] = p.evolve(look=look, large=large, tip=Deferred(partial(tips.placement, p)))
    lay.own = True  # every piece above is a copy made here: the table marks what a click on each means in place


def ahead(spec: ProdigalsSpec, view: ProdigalsView, lay: Layout) -> Iterator[Callable[[], object]]:
    """The card faces the table may soon show: every card of the contests in play, at each size the table's cards
    are laid out at now (the commonest first), each built at a quiet moment, so the click that deals a round or
    buys a card builds none."""
    sizes = Counter((p.rect[2], p.rect[3]) for p in lay.placements.values() if p.kind == "card")
    cards = _cards_in_play(spec, set(view.modules))
    black = [cid for cid in cards if words.colour_of(spec, cid) == "black"]  # marked once activated this round
    for (w, h), _ in sizes.most_common():
        for cid in cards:
            yield partial(faces.card, spec, cid, w, h, used=False)  # as dress asks: the same cache key
        for cid in black:
            yield partial(faces.card, spec, cid, w, h, used=True)


def _cards_in_play(spec: ProdigalsSpec, playing: set[str]) -> list[str]:
    """Every card a game of the contests ``playing`` may show: their modules' cards, and the central cards of their
    one combination."""
    return [
        cid
        for cid, card in catalog(spec).items()
        if (
            set(card.combination.split("+")) == playing
            if isinstance(card, CentralCard)
            else faces.MODULES[cid[0]] in playing
        )
    ]
