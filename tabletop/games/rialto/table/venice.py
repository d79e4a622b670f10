"""How Rialto's Venice looks: the lagoon with the Grand Canal, the connections between districts (empty berths or
the neutral player's mark), and each district as a paved plate with its name, round tile and value. Pure faces
from the `presentation:` block of data/rialto.yaml; layout.py places the bridges, gondolas and councillor cubes
on them (``district_parts`` says where a plate's pieces go)."""

from __future__ import annotations

import math

from tabletop.engine.face import Face, Sketch
from tabletop.engine.layout import Box
from tabletop.engine.message import Words
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.table.looks import FLOOR, fits, fitting, palette, symbol, write

NAME_SIZE = 15  # the largest a district's name is printed
CANAL_ROOM = 0.25  # the Grand Canal's name: the part of the lagoon's width it has, clear of the inner berths


def venice(spec: RialtoSpec, w: int, h: int) -> Face:
    """The lagoon with the Grand Canal winding across it, named."""
    pal = palette(spec)
    s = Sketch(w, h).grain((0, 0, w, h), "water", pal.water, radius=10)
    canal = [(w * k / 24, h / 2 + math.sin(k / 24 * math.pi * 3) * h * 0.03) for k in range(25)]
    s.line(canal, pal.canal, max(6, h // 20))
    s.line(canal, pal.canal_light, max(1, h // 120))
    label = spec.presentation.labels.canal
    # below the canal, clear of the berths at the board's left edge and of those inside the hexagon (no room for a
    # second line above the districts: a longer language prints it smaller, down to the floor)
    size = fitting(label, 13, w * CANAL_ROOM, FLOOR, serif=True) or FLOOR
    at = (w * 0.11, h / 2 + h * 0.035)
    write(s, label, at, size, pal.canal_label, anchor="topleft", serif=True, max_width=int(w * CANAL_ROOM))
    return s.face()


def connection(
    spec: RialtoSpec, rect: Box, ends: tuple[float, float, float, float, float, float], marked: bool
) -> Face:
    """A connection's berth, with faint lines from one district through it to the other (``ends``: ax, ay, mx, my,
    bx, by on the table, drawn outside the berth's own box) and the neutral player's disc when it is marked."""
    x, y, w, h = rect
    ax, ay, mx, my, bx, by = ends
    pal = palette(spec)
    s = Sketch(w, h)
    s.line([(ax - x, ay - y), (mx - x, my - y)], pal.connection_line, 2)
    s.line([(mx - x, my - y), (bx - x, by - y)], pal.connection_line, 2)
    s.box((0, 0, w, h), pal.connection, pal.connection_edge, radius=4)
    if marked:
        side = min(w, h) * 0.8
        s.token(((w - side) / 2, (h - side) / 2, side, side), pal.neutral, "disc")
    return s.face()


def district_parts(w: float, h: float) -> dict[str, tuple[float, float, float, float]]:
    """Where a district plate's parts go, in its own pixels: the name strip across the top ("strip", the round
    tile at its left: "tile"), the value at the bottom left ("value") and the councillor cubes right of it
    ("cubes")."""
    strip = max(14, round(h * 0.36))
    tile = strip - 4
    low = strip + 5
    row = h - low - 3
    pill = min(row, 20)
    value_w = pill * 1.8
    return {
        "strip": (3, 3, w - 6, strip),
        "tile": (5, 5, tile, tile),
        "value": (4, h - 4 - pill, value_w, pill),
        "cubes": (8 + value_w, low, w - value_w - 12, row),
    }


def name_room(w: float, h: float) -> float:
    """The width a district's name has on a plate ``w`` x ``h``: its strip right of the round tile."""
    _, _, sw, _ = district_parts(w, h)["strip"]
    _, _, tw, _ = district_parts(w, h)["tile"]
    return sw - tw - 8


def name_style(name: Words, w: float, h: float) -> tuple[int, bool]:
    """The (size, bold) of a district's name on a plate ``w`` x ``h``: bold down to 10, else regular down to the
    floor (9); the floor when it does not fit even so (plate_width widens the plates first)."""
    room, largest = name_room(w, h), min(NAME_SIZE, int(district_parts(w, h)["strip"][3] * 0.8))
    size = fitting(name, largest, room, 10, bold=True, serif=True)
    if size:
        return size, True
    return fitting(name, largest, room, FLOOR, serif=True) or FLOOR, False


def plate_width(names: list[Words], w: float, h: float) -> int:
    """The width of the district plates in Venice ``w`` x ``h``: 0.31 of it, widened up to 0.335 (clear of the
    berths) while a name would not fit it even at the floor (a longer language)."""
    dh = int(h * 0.17)
    for dw in range(int(w * 0.31), int(w * 0.335)):
        if all(fits(n, name_style(n, dw, dh)[0], name_room(dw, dh), serif=True) for n in names):
            return dw
    return int(w * 0.335)


def district(spec: RialtoSpec, name: Words, number: str, value: str, current: bool, w: int, h: int) -> Face:
    """A district: a paved plate with its name in serif on a paper strip, its round tile's number at the strip's
    left, and its value so far beside a bridge at the bottom left; framed while it is the round's district."""
    pal = palette(spec)
    parts = district_parts(w, h)
    s = Sketch(w, h).grain((0, 0, w, h), "stone", pal.district, radius=7)
    sx, sy, sw, sh = parts["strip"]
    s.grain(parts["strip"], "paper", pal.district_label, radius=4)
    tx, ty, tw, th = parts["tile"]
    s.box(parts["tile"], pal.district_number, radius=3)
    s.text(number, (tx + tw / 2, ty + th / 2), max(9, int(th * 0.72)), "text", bold=True, anchor="center")
    size, bold = name_style(name, w, h)
    write(s, name, (tx + tw + 4, sy + sh / 2), size, "text_dark", bold=bold, anchor="midleft", serif=True,
          max_width=int(name_room(w, h)))  # fmt: skip
    vx, vy, vw, vh = parts["value"]
    s.box(parts["value"], pal.district_value, radius=4)
    icon = vh * 0.8
    s.icon(symbol(spec, "value"), (vx + 2, vy + (vh - icon) / 2, icon, icon), pal.district_label)
    vsize = max(9, min(14, int(vh * 0.7)))
    if not fits(value, vsize, vw - icon - 4, bold=True):
        vsize = 9
    s.text(value, (vx + vw - 3, vy + vh / 2), vsize, "text", bold=True, anchor="midright")
    s.box((0, 0, w, h), None, "accent" if current else pal.district_edge, width=3 if current else 1, radius=7)
    return s.face()
