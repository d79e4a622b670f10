"""The geometry of a Mascarade table, pure numbers: the inside of a seat (name, cards, purse, answer), the ring the
seats stand on, and the free middle that the table top takes. layout.py chooses the sizes with these."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from tabletop.engine import measure
from tabletop.engine.message import Words

Box = tuple[int, int, int, int]  # x, y, width, height

CARD_RATIO = 1.4  # a card's height over its width
NAME_H = 22  # the name row at the top of a seat (room for two lines of 9 px when a name is long)
CAPTION_H = 13  # the row naming each card's position (left, right, protected) in the 2- and 3-player games
TAG_H = 17  # the row under the cards: deciding, claims, passes, winner
PAD, GAP = 6, 6  # a seat's inner margin; the gap between its cards (a chosen card's 4-px frame fits in it)
BADGE = 23  # the seat's colour-and-shape badge and its margin, left of the name
ROUNDNESS = 3.0  # the ring's exponent: 2 an ellipse, higher a rectangle with rounded corners


def line_height(size: int) -> int:
    """The height of one line of text of ``size`` px in either bundled font."""
    return math.ceil(size * 1.22)


@dataclass(frozen=True)
class SeatPlan:
    """The inside of a seat in its own pixels: its size, each card's box, and the purse (a coin over its count)."""

    w: int
    h: int
    cards: tuple[Box, ...]
    purse: Box
    captions: bool  # whether the cards' positions are named over them


def coin_size(card_h: int) -> int:
    """The diameter of the coin in a seat's purse, with the seat's cards."""
    return max(16, min(26, round(card_h * 0.34)))


def seat_plan(cards: int, card_h: int, captions: bool, min_w: int = 0) -> SeatPlan:
    """A seat holding ``cards`` cards of height ``card_h`` side by side with the purse right of them, at least
    ``min_w`` wide (for the name); the cards and purse are centred across it."""
    card_w = round(card_h / CARD_RATIO)
    coin = coin_size(card_h)
    purse_w = max(coin, 24)
    row_w = cards * card_w + (cards - 1) * GAP + 10 + purse_w
    w = max(min_w, PAD + row_w + PAD)
    top = NAME_H + (CAPTION_H if captions else 0)
    h = top + card_h + TAG_H
    x0 = (w - row_w) // 2
    boxes = tuple((x0 + k * (card_w + GAP), top, card_w, card_h) for k in range(cards))
    purse_h = coin + 18  # the coin, and its count under it
    purse = (x0 + row_w - purse_w, top + (card_h - purse_h) // 2, purse_w, purse_h)
    return SeatPlan(w, h, boxes, purse, captions)


def name_width(name: Words) -> int:
    """The width a seat needs for ``name`` in bold at 11 px beside its badge."""
    return BADGE + measure.width(name, 11, bold=True) + PAD


@lru_cache(maxsize=64)
def _curve(rx: float, ry: float) -> tuple[tuple[tuple[float, float], ...], tuple[float, ...]]:
    """Points round the ring of radii ``rx``, ``ry`` from the bottom, clockwise on screen, and the length run."""
    steps = 480
    points = []
    for k in range(steps + 1):
        t = math.pi / 2 + 2 * math.pi * k / steps
        c, s = math.cos(t), math.sin(t)
        points.append(
            (rx * math.copysign(abs(c) ** (2 / ROUNDNESS), c), ry * math.copysign(abs(s) ** (2 / ROUNDNESS), s))
        )
    run = [0.0]
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        run.append(run[-1] + math.hypot(x1 - x0, y1 - y0))
    return tuple(points), tuple(run)


def ring(n: int, cx: float, cy: float, rx: float, ry: float) -> list[tuple[float, float]]:
    """``n`` seat centres spaced evenly along the ring round (cx, cy): seat 0 at the bottom, then clockwise."""
    points, run = _curve(round(rx), round(ry))
    out, j = [], 0
    for s in range(n):
        want = run[-1] * s / n
        while run[j + 1] < want:
            j += 1
        (x0, y0), (x1, y1) = points[j], points[j + 1]
        f = (want - run[j]) / max(1e-9, run[j + 1] - run[j])
        out.append((cx + x0 + (x1 - x0) * f, cy + y0 + (y1 - y0) * f))
    return out


def touch(a: Box, b: Box, margin: int = 2) -> bool:
    """Whether two boxes overlap or come within ``margin`` pixels."""
    return (
        a[0] < b[0] + b[2] + margin
        and b[0] < a[0] + a[2] + margin
        and a[1] < b[1] + b[3] + margin
        and b[1] < a[1] + a[3] + margin
    )


def free_middles(
    boxes: list[Box], cx: float, cy: float, half_w: float, half_h: float
) -> list[tuple[float, float, float]]:
    """Boxes centred on x = ``cx`` that touch no seat in ``boxes``, as (half width, half height, middle height):
    for each height and each middle near ``cy`` (up or down by up to half of ``half_h``), the widest."""
    out = []
    for shift in sorted((k * sign for k in range(0, int(half_h / 2) + 1, 12) for sign in (1, -1)), key=abs):
        y0 = cy + shift
        b = half_h - abs(shift)
        while b >= 30:
            a = half_w
            for x, y, w, h in boxes:
                if y < y0 + b + 6 and y + h > y0 - b - 6:  # beside the band: it limits the width
                    a = min(a, (x - cx if x >= cx else cx - (x + w)) - 6)
            if a >= 60:
                out.append((a, b, y0))
            b -= 4
    return out
