"""Each seat's shape mark: with its colour (the theme's colour-blind-safe palette, ``seat:N``) a seat is told apart
by shape too, so 13 Mascarade seats or 5 Rialto seats need no colour vision. Pure: shapes as points in a unit box,
drawn by ``badge`` into any Sketch."""

from __future__ import annotations

import math

from tabletop.engine.face import Sketch, seat_ink

Point = tuple[float, float]


def _polygon(n: int, turn: float = -90.0, inner: float | None = None) -> tuple[Point, ...]:
    """A regular polygon (or a star when ``inner`` is the inner radius) in the unit box, first corner at ``turn``."""
    points = []
    steps = n * (2 if inner else 1)
    for k in range(steps):
        r = 0.5 if inner is None or k % 2 == 0 else inner
        a = math.radians(turn + 360 * k / steps)
        points.append((0.5 + r * math.cos(a), 0.5 + r * math.sin(a)))
    return tuple(points)


def _plus(thin: float = 0.18) -> tuple[Point, ...]:
    a, b = 0.5 - thin, 0.5 + thin
    return ((a, 0), (b, 0), (b, a), (1, a), (1, b), (b, b), (b, 1), (a, 1), (a, b), (0, b), (0, a), (a, a))


def _rotated(points: tuple[Point, ...], degrees: float) -> tuple[Point, ...]:
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    return tuple((0.5 + (x - 0.5) * c - (y - 0.5) * s, 0.5 + (x - 0.5) * s + (y - 0.5) * c) for x, y in points)


# One shape per seat, all different (13 seats at most, Mascarade's largest game); None is a circle.
SHAPES: tuple[tuple[str, tuple[Point, ...] | None], ...] = (
    ("circle", None),
    ("square", ((0.08, 0.08), (0.92, 0.08), (0.92, 0.92), (0.08, 0.92))),
    ("triangle", _polygon(3)),
    ("diamond", _polygon(4)),
    ("pentagon", _polygon(5)),
    ("hexagon", _polygon(6, 0.0)),
    ("star", _polygon(5, inner=0.22)),
    ("plus", _plus()),
    ("triangle down", _polygon(3, 90.0)),
    ("cross", _rotated(_plus(0.15), 45.0)),
    ("four-point star", _polygon(4, inner=0.2)),
    (
        "half disc",
        tuple(
            (0.5 + 0.5 * math.cos(math.radians(a)), 0.25 + 0.5 * math.sin(math.radians(a))) for a in range(0, 181, 15)
        ),
    ),
    ("hourglass", ((0.1, 0.08), (0.9, 0.08), (0.55, 0.5), (0.9, 0.92), (0.1, 0.92), (0.45, 0.5))),
)


def shape_name(seat: int) -> str:
    """The seat's shape, in words (for tips and tests)."""
    return SHAPES[seat % len(SHAPES)][0]


COMPUTER_ICON = "robot-golem"  # the mark of a seat the computer plays


def plate_badge(
    sketch: Sketch, seat: int, area: tuple[float, float, float, float], computer: bool, edge: str = "text"
) -> Sketch:
    """``seat``'s mark on its name plate, stamped with a robot when the computer plays it (``computer``: the
    table's ``Seating.computers`` holds it)."""
    badge(sketch, seat, area, edge)
    if computer:  # a robot stamped on the shape, in dark ink
        x, y, w, h = area
        k = min(w, h) * 0.62
        sketch.icon(COMPUTER_ICON, (x + (w - k) / 2, y + (h - k) / 2 + min(w, h) * 0.06, k, k), "text_dark")
    return sketch


def badge(sketch: Sketch, seat: int, area: tuple[float, float, float, float], edge: str = "text") -> Sketch:
    """Draw ``seat``'s mark: its shape in its colour, with a thin light edge, filling ``area`` (x, y, w, h)."""
    x, y, w, h = area
    size = min(w, h)
    ox, oy = x + (w - size) / 2, y + (h - size) / 2
    _, points = SHAPES[seat % len(SHAPES)]
    if points is None:
        return sketch.circle((ox + size / 2, oy + size / 2), size / 2, seat_ink(seat), edge, 1)
    grow = 1.0 + 2.0 / max(1.0, size)  # the edge drawn under the fill, one pixel larger all round
    under = tuple(
        (ox + (px - 0.5) * size * grow + size / 2, oy + (py - 0.5) * size * grow + size / 2) for px, py in points
    )
    sketch.shape(under, edge)
    return sketch.shape(tuple((ox + px * size, oy + py * size) for px, py in points), seat_ink(seat))


def outline(seat: int, area: tuple[float, float, float, float]) -> tuple[Point, ...] | None:
    """``seat``'s shape as corner points filling the square centred in ``area`` (None for the circle seat)."""
    x, y, w, h = area
    size = min(w, h)
    ox, oy = x + (w - size) / 2, y + (h - size) / 2
    points = SHAPES[seat % len(SHAPES)][1]
    return None if points is None else tuple((ox + px * size, oy + py * size) for px, py in points)


def ring(sketch: Sketch, seat: int, area: tuple[float, float, float, float], width: int = 1) -> Sketch:
    """``seat``'s shape drawn as an outline in its colour (a printed spot or a token's rim), filling ``area``."""
    points = outline(seat, area)
    if points is None:
        x, y, w, h = area
        size = min(w, h)
        return sketch.oval((x + (w - size) / 2, y + (h - size) / 2, size, size), None, seat_ink(seat), width)
    return sketch.line((*points, points[0]), seat_ink(seat), width)


def marker(sketch: Sketch, seat: int, area: tuple[float, float, float, float], edge: str = "text") -> Sketch:
    """``seat``'s own piece on a shared track or board: cut in the seat's shape, in its colour, with a light edge
    and a dark shadow below right, so it reads in greyscale (the shape fills ``area`` less the shadow)."""
    x, y, w, h = area
    size = min(w, h)
    drop = max(1.0, round(size * 0.08))
    ox, oy = x + (w - size) / 2, y + (h - size) / 2
    shadow = outline(seat, (ox + drop, oy + drop, size - drop, size - drop))
    if shadow is None:
        sketch.oval((ox + drop, oy + drop, size - drop, size - drop), "text_dark")
    else:
        sketch.shape(shadow, "text_dark")
    return badge(sketch, seat, (ox, oy, size - drop, size - drop), edge)
