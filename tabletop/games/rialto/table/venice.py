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
from tabletop.games.rialto.table.looks import fits, fitting, palette, symbol, write

NAME_SIZE = 15  # the largest a district's name is printed


def venice(spec: RialtoSpec, w: int, h: int) -> Face:
    """The lagoon with the Grand Canal winding across it, named."""
    pal = palette(spec)
    s = Sketch(w, h).grain((0, 0, w, h), "water", pal.water, radius=10)
    canal = [(w * k / 24, h / 2 + math.sin(k / 24 * math.pi * 3) * h * 0.03) for k in range(25)]
    s.line(canal, pal.canal, max(6, h // 20))
    s.line(canal, pal.canal_light, max(1, h // 120))
    label = spec.presentation.labels.canal
    size = fitting(label, 13, w * 0.3, 10, serif=True)
    if size:  # below the canal, clear of the berths at the board's left edge
        write(s, label, (w * 0.11, h / 2 + h * 0.035), size, pal.canal_label, anchor="topleft", serif=True)
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
    room = sw - tw - 8
    size = fitting(name, min(NAME_SIZE, int(sh * 0.8)), room, 10, bold=True, serif=True)
    bold = bool(size)
    size = size or fitting(name, min(NAME_SIZE, int(sh * 0.8)), room, 10, serif=True)
    if size:
        write(s, name, (tx + tw + 4, sy + sh / 2), size, "text_dark", bold=bold, anchor="midleft", serif=True)
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
