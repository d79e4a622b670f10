"""Dresses a Masques layout: every region gets its kind from the table's closed set and its look, every component
its face, the face of its other side (a flip starts from it) and, for a card, its large face (a right-click)."""

from __future__ import annotations

from functools import partial

from tabletop.engine.face import Face
from tabletop.engine.layout import Deferred, Layout, Region
from tabletop.engine.message import Msg, msg
from tabletop.engine.screen import Seating
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.view import MasquesView
from tabletop.games.masques.table import board, looks
from tabletop.games.masques.table.keys import NameTile, PalaceSpot, PileSpot, StackCaption, StackSpot

KINDS = {  # the layout's own names for its regions -> the table's closed set of region kinds
    "palace": "card",
    "corridor": "slot",
    "stack": "pile",
    "pile": "pile",
    "player": "board",
    "name": "card",
    "handarea": "hand",
    "chosen": "slot",
    "label": "label",
    "anchor": "label",
}


def stack_caption(count: int, unused: bool) -> Msg:
    """What the words above an agent stack say: how many are left."""
    if unused:
        return msg("not used")
    return msg("{count} left", count=count) if count else msg("none left")


def _region_look(spec: MasquesSpec, lay: Layout, reg: Region, view: MasquesView, seating: Seating) -> Face | None:
    _, _, w, h = reg.rect
    kind, key = reg.kind, reg.key
    if kind == "palace":
        i = key.i if isinstance(key, PalaceSpot) else 0
        return looks.palace(spec, i, view.palace[i].icon, w, h)
    if kind == "corridor":
        return looks.corridor(spec, reg.label, w, h)
    if isinstance(key, StackSpot):
        return looks.stack(spec, key.agent, reg.count, w, h)
    if isinstance(key, StackCaption):  # "2 left" above its stack
        below = lay.regions[StackSpot(key.agent)]
        unused = key.agent in spec.setup_for(len(view.players)).remove_agent_types
        return looks.caption(stack_caption(below.count, unused), w, h)
    if isinstance(key, PileSpot):  # its picture below the tallest name in the row (as the layout placed its coin)
        piles = [r for r in lay.regions.values() if isinstance(r.key, PileSpot)]
        extra = max(looks.pile_extra(r.label, r.rect[2]) for r in piles)
        return looks.pile(spec, key.zone, reg.label, reg.count, w, h, extra)
    if kind == "player":
        seat = reg.owner or 0
        status = board.seat_status(view, seat, seat in seating.computers)
        return board.kept_board(spec, reg.label, seat, status, w, h)
    if kind == "name":
        return looks.name_tile(spec, key.name if isinstance(key, NameTile) else "", w, h)
    if kind == "handarea":
        return looks.hand_area(spec, reg.label, w, h)
    if kind == "chosen":
        return looks.chosen(w, h)
    if kind == "label":
        return looks.label(reg.label, w, h)
    return None  # an anchor: a spot that only explains itself (a crest, a favor column, the purse)


def dress(spec: MasquesSpec, lay: Layout, view: MasquesView, seating: Seating) -> None:
    """Give every region of ``lay`` its kind from the closed set and its look (a board's robot from ``seating``), and
    every component its face (a guest or a marker its other side, which a flip starts from; a card its large face)."""
    looks_of = {key: _region_look(spec, lay, reg, view, seating) for key, reg in lay.regions.items()}
    for key, reg in lay.regions.items():
        lay.regions[key] = reg.evolve(kind=KINDS[reg.kind], look=looks_of[key])
    for pid, p in lay.placements.items():
        _, _, w, h = p.rect
        turned = looks.other_side(p.kind, p.face)
        back = looks.piece(spec, p.kind, turned, w, h) if turned is not None else None
        large = Deferred(partial(looks.large, spec, p.kind, p.face))  # built at the first zoom
        lay.placements[pid] = p.evolve(look=looks.piece(spec, p.kind, p.face, w, h), back=back, large=large)
