"""Seats are told apart without colour: 13 different shapes, drawn on every game's name plate, and a palette of
eight colour-blind-safe colours whose first five (Rialto and Prodigals at five) are all different."""

from __future__ import annotations

from tabletop.engine import seatmark
from tabletop.engine.face import Oval, Shape, Sketch
from tabletop.ui import theme


def test_thirteen_seats_have_thirteen_shapes_and_five_seats_five_colours():
    assert len({seatmark.shape_name(s) for s in range(13)}) == 13
    assert len(set(theme.PLAYER_COLOURS[:5])) == 5 and len(set(theme.PLAYER_COLOURS)) == 8


def test_a_badge_is_its_seats_colour_in_its_shape_inside_its_box():
    for seat in range(13):
        face = seatmark.badge(Sketch(40, 40), seat, (10, 10, 20, 20)).face()
        filled = [m for m in face.marks if getattr(m, "fill", None) == f"seat:{seat}"]
        assert filled and isinstance(filled[0], Oval if seat == 0 else Shape)
        for mark in face.marks:
            if isinstance(mark, Shape):
                assert all(8 <= x <= 32 and 8 <= y <= 32 for x, y in mark.points)
