"""What the outlines compare of a laid-out table: each component's kind, box, face and look and each region's kind,
box, look, words and count, kept without the rest of the layout (its tips, actions and intents), so the tracker of
changes keeps dozens of tables in a fraction of the memory; and which pieces differ between two of them.

A look is kept as its hash: the faces of a table are drawn afresh for every layout (a seat's board, its hand) and
weigh a few hundred kilobytes a table, while two different looks sharing a 64-bit hash would at worst leave one
change without its outline."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, cast

from tabletop.engine.layout import Box, Key, Layout, PieceId
from tabletop.engine.message import Words

NOT_CHANGES = ("board", "hand")  # region kinds never outlined: a seat's board redraws its turn marker every turn,
# a hand's groups follow the stage being played; and a component only sorted inside a hand has not changed
HANDS = ("hand",)
COUNTED = ("board",)  # ... but a board whose count (the number it stands for) changed is outlined
LARGE = 1 / 8  # regions bigger than this share of the window (a map, the table's centre) are never outlined


class Shape(NamedTuple):
    """A component as drawn: its kind, box, face and look (its hash)."""

    kind: str
    rect: Box
    face: str
    look: int


@dataclass(frozen=True, slots=True)
class Area:
    """A region as drawn: its kind, box, look (its hash), words and count."""

    kind: str
    rect: Box
    look: int
    label: Words
    detail: Words
    count: int


class Silhouette(NamedTuple):
    """A laid-out table as the outlines compare it."""

    width: int
    height: int
    placements: dict[PieceId, Shape]
    regions: dict[Key, Area]


Drawn = Shape | Area


def silhouette(layout: Layout | Silhouette, shared: dict[Drawn, Drawn] | None = None) -> Silhouette:
    """What the outlines compare of ``layout``; with ``shared``, each shape and area equal to one kept there is that
    one (most of a table is drawn the same from one action to the next: dozens of kept tables share them)."""
    if isinstance(layout, Silhouette):
        return layout
    placements = {pid: Shape(p.kind, p.rect, p.face, hash(p.look)) for pid, p in layout.placements.items()}
    regions = {key: Area(r.kind, r.rect, hash(r.look), r.label, r.detail, r.count) for key, r in layout.regions.items()}
    if shared is not None:
        placements = {pid: cast(Shape, shared.setdefault(p, p)) for pid, p in placements.items()}
        regions = {key: cast(Area, shared.setdefault(r, r)) for key, r in regions.items()}
    return Silhouette(layout.width, layout.height, placements, regions)


def sharing(kept: list[Silhouette]) -> dict[Drawn, Drawn]:
    """The shapes and areas of ``kept`` as a table ``silhouette`` shares from (built afresh when the tables it was
    kept for have gone, so it holds no shape that none of them draws)."""
    shared: dict[Drawn, Drawn] = {}
    for table in kept:
        for shape in table.placements.values():
            shared.setdefault(shape, shape)
        for area in table.regions.values():
            shared.setdefault(area, area)
    return shared


def changed(old: Layout | Silhouette, new: Layout | Silhouette) -> set[PieceId]:
    """The pieces of ``new`` that look different from ``old``: a component drawn where no component of ``old`` was
    drawn the same (it arrived, moved, or shows another face or look: like cards trading ids count as unchanged); a
    region (not a seat's board, not a large area) whose look, words or count changed."""
    old, new = silhouette(old), silhouette(new)
    drawn = set(old.placements.values())
    found: set[PieceId] = {
        pid for pid, p in new.placements.items() if p not in drawn and not _rearranged(old, new, pid)
    }
    limit = LARGE * new.width * new.height
    for key, r in new.regions.items():
        was = old.regions.get(key)
        if r.kind in COUNTED and was is not None and was.count != r.count and r.rect[2] * r.rect[3] <= limit:
            found.add(key)  # a seat's board whose number changed (its coins), though its look changes every turn
        if r.kind in NOT_CHANGES or r.rect[2] * r.rect[3] > limit:
            continue
        if was is None or (was.look, was.label, was.detail, was.count) != (r.look, r.label, r.detail, r.count):
            found.add(key)
    return found


def in_hand(layout: Layout | Silhouette, rect: Box) -> bool:
    """Whether ``rect`` lies in a hand of ``layout``."""
    return any(r.kind in HANDS and holds(r.rect, rect) for r in layout.regions.values())


def _rearranged(old: Silhouette, new: Silhouette, pid: PieceId) -> bool:
    """Whether component ``pid`` only moved or was resized inside a hand, showing the same face (a hand sorted and
    its cards for the stage being played drawn larger)."""
    was, now = old.placements.get(pid), new.placements.get(pid)
    return (
        was is not None
        and now is not None
        and was.face == now.face
        and in_hand(new, now.rect)
        and in_hand(old, was.rect)
    )


def holds(outer: Box, inner: Box) -> bool:
    """Whether box ``inner`` lies whole inside box ``outer``."""
    x, y, w, h = outer
    return x <= inner[0] and y <= inner[1] and inner[0] + inner[2] <= x + w and inner[1] + inner[3] <= y + h
