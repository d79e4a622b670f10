"""The pictures of Rialto's rules screen (data/rialto.yaml ``guide``), drawn by the table's own builders: single
pieces (cards, buildings, tiles, cubes, coins) and small regions of the table with a few pieces on them."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from tabletop.engine import seatmark
from tabletop.engine.face import Face, Sketch, shift
from tabletop.engine.message import msgc
from tabletop.games.rialto.rules.data import BuildingKind, RialtoSpec
from tabletop.games.rialto.rules.view import effect_text
from tabletop.games.rialto.table import venice
from tabletop.games.rialto.table.boards import DOGE_TRACK, VP_TRACK, bonus, pile, supply, track, track_label
from tabletop.games.rialto.table.layout import PILES
from tabletop.games.rialto.table.looks import building, card, chip, coin, marker, palette, tile, write

SAMPLE_CARD = (68, 96)


def card_key(spec: RialtoSpec) -> Face:
    """Every card type as a small card shows it (its icon on its colour), in stage order, the Jester last."""
    types = spec.cards.types
    side, gap = 28, 6
    s = Sketch(4 * side + 3 * gap, 2 * side + gap)
    for k, t in enumerate(types):
        row, col = divmod(k, 4)
        x = col * (side + gap) + (side + gap) / 2 * (row == 1 and len(types) < 8)
        s.add(*shift(card(spec, t.id, side, side).marks, x, row * (side + gap)))
    return s.face()


def sample(spec: RialtoSpec, name: str) -> Face | None:
    """A picture for the rules screen, drawn by the table's own builders: "card:<type>" (or "card:back"),
    "cards:small" (every type as a small card), "building:<kind>", "bridge", "gondola", "councillor", "coin",
    "neutral", and the table's regions "district", "bonus", "track:doge", "track:vp", "board", "deck",
    "pile:bridges", "supply:<kind>". None for a name it does not know."""
    draw = pictures(spec).get(name)
    return draw() if draw is not None else None


def pictures(spec: RialtoSpec) -> dict[str, Callable[[], Face]]:
    """Every picture the rules screen may name, by its name (the data's card types and building kinds in theirs),
    each with what draws it: the names are looked up, never taken apart."""
    named: dict[str, Callable[[], Face]] = {
        f"card:{t.id}": partial(card, spec, t.id, *SAMPLE_CARD) for t in spec.cards.types
    }
    named["card:back"] = partial(card, spec, "", *SAMPLE_CARD)
    for kind in spec.buildings.kinds:
        named[f"building:{kind.id}"] = partial(_building_sample, spec, kind)
        named[f"supply:{kind.id}"] = partial(_supply_sample, spec, kind)
    pieces: dict[str, Callable[[], Face]] = {
        "bridge": lambda: tile(spec, "bridge|6|3|-1|0", 64, 26),
        "gondola": lambda: tile(spec, "gondola|1|1|0|0", 64, 26),
        "councillor": lambda: padded(chip(spec, "3", 0, 30, 30), 14),
        "coin": lambda: padded(coin(28, "1"), 14),
        "neutral": lambda: padded(marker(spec, "2", None, 28, 28), 14),
        "cards:small": lambda: card_key(spec),
    }
    return named | pieces | {name: partial(build, spec) for name, build in SAMPLE_REGIONS.items()}


def _building_sample(spec: RialtoSpec, kind: BuildingKind) -> Face:
    """A building of ``kind``, unused, with a margin."""
    return padded(building(spec, f"{kind.colour}|{kind.value}|0|0", 40, 40), 12)


def _supply_sample(spec: RialtoSpec, kind: BuildingKind) -> Face:
    """The supply's full stack of ``kind``."""
    return supply(spec, kind.colour, str(kind.value), effect_text(kind), kind.copies, 96, 80)


def padded(face: Face, margin: int) -> Face:
    """``face`` with an empty margin around it (a small piece drawn smaller than the picture's box)."""
    w, h = face.size
    return Face((w + 2 * margin, h + 2 * margin), shift(face.marks, margin, margin))


def _on(base: Face, *pieces: tuple[Face, float, float]) -> Face:
    """``base`` with each piece face drawn at (x, y) on it, at its own size."""
    marks = list(base.marks)
    for face, x, y in pieces:
        marks.extend(shift(face.marks, x, y))
    return Face(base.size, tuple(marks))


def _district_sample(spec: RialtoSpec) -> Face:
    """A district with two players' councillor cubes, framed as the round's district."""
    d = spec.board.districts[1]
    w, h = 104, 64
    x, y, cw, ch = venice.district_parts(w, h)["cubes"]
    side = int(min(ch, 24))  # whole already: the cube row of a 104 x 64 plate is 33 px high
    return _on(
        venice.district(spec, d.name, "2", "9", True, w, h),
        (chip(spec, "3", 0, side, side), x, y + ch - side),
        (chip(spec, "1", 1, side, side), x + side + 3, y + ch - side),
    )


def _bonus_sample(spec: RialtoSpec) -> Face:
    """A bonus tile on the board."""
    tile = spec.bonus_tiles.tiles[0]
    return bonus(spec, tile.side, tile.vp, "board", 100, 46)


def _track_sample(spec: RialtoSpec, doge: bool) -> Face:
    """Two spaces of the Doge track (seat 0 first in Doge order) or the VP track's start (both on the starting
    VP), with markers clear of the numbers along the bottom."""
    label = track_label(2 * 112)  # the track's name whole (a longer language widens the sample)
    w, h, size = 68 + label, 40, 24
    label = track_label(w)
    if doge:
        cw = (w - label) / 2
        at = [(0, "1", 1), (1, "2", 0)]  # (seat, place in Doge order, space - 1)
        markers = [(marker(spec, rank, seat, size, size), label + k * cw + 3, 3) for seat, rank, k in at]
        return _on(track(spec, DOGE_TRACK, 2, True, w, h), *markers)
    start = spec.tracks.vp_start
    markers = [(marker(spec, str(start), seat, size, size), label + 3 + seat * (size + 1), 3) for seat in (0, 1)]
    return _on(track(spec, VP_TRACK, 10, False, w, h), *markers)


def _board_sample(spec: RialtoSpec) -> Face:
    """The left end of a player board: the seat's mark and name, coins, and three buildings (one in use)."""
    pal = palette(spec)
    w, h, slot = 112, 64, 28
    s = Sketch(w, h).grain((0, 0, w, h), "wood", pal.board, radius=8)
    seatmark.badge(s, 0, (6, 4, 18, 18))
    write(s, msgc("a sample player's name", "Anna"), (30, 13), 14, "text", anchor="midleft", max_width=50)
    s.text("2", (w - 8, 13), 13, "text", bold=True, anchor="midright")
    s.coin((w - 34, 6, 14, 14))
    built = [("green", 1, 1), ("yellow", 3, 0), ("blue", 2, 0)]
    pieces = []
    for k, (colour, value, used) in enumerate(built):
        s.box((8 + k * (slot + 4), 28, slot, slot), pal.slot, pal.slot_edge, radius=4)
        pieces.append((building(spec, f"{colour}|{value}|{used}|0", slot, slot), 8 + k * (slot + 4), 28))
    return _on(s.face(), *pieces)


# Regions of the table with a few pieces on them, small enough to read in the rules screen's picture box.
SAMPLE_REGIONS: dict[str, Callable[[RialtoSpec], Face]] = {
    "district": _district_sample,
    "bonus": _bonus_sample,
    "track:doge": lambda spec: _track_sample(spec, True),
    "track:vp": lambda spec: _track_sample(spec, False),
    "board": _board_sample,
    "deck": lambda spec: pile(spec, "deck", PILES["deck"], (), spec.cards.total, 64, 64),
    "pile:bridges": lambda spec: pile(spec, "bridges", PILES["bridges"], (3, 6), len(spec.bridge_tiles.tiles), 72, 64),
}
