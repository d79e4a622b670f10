"""Faces kept per language (engine/facecache.per_language) and a layout's own pieces marked in place."""

from __future__ import annotations

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.face import Face, Sketch
from tabletop.engine.facecache import per_language
from tabletop.engine.layout import Deferred, Key, Placement, Region, mark
from tabletop.engine.message import forget_rendered
from tabletop.engine.screen import Seating

built: list[tuple] = []


@per_language(maxsize=8)
def caption(variants: tuple[str, ...], w: int, h: int) -> Face:
    built.append((variants, w, h))
    return Sketch(w, h).text(variants[0], (0, 0), 10).face()


def test_a_face_of_words_is_built_once_per_language_and_a_list_is_kept_as_a_tuple():
    built.clear()
    first = caption(["Hand", "H"], 40, 12)
    assert caption(("Hand", "H"), 40, 12) is first  # the list and the tuple are one key
    assert built == [(("Hand", "H"), 40, 12)]
    forget_rendered()  # the language changed: its words may measure otherwise
    assert caption(["Hand", "H"], 40, 12) == first and len(built) == 2


def test_mark_sets_fields_of_a_piece_in_place_and_refuses_unknown_ones():
    piece = Placement("c1", "card", (0, 0, 10, 10))
    mark(piece, action=Action("take", ("c1",)), intent=("take", "c1"))
    assert piece.action == Action("take", ("c1",)) and piece.intent == ("take", "c1")
    with pytest.raises(TypeError, match="no field colour"):
        mark(piece, colour="red")


def test_a_deferred_field_is_worked_out_at_its_first_read_only():
    calls: list[int] = []
    tip = Deferred(lambda: calls.append(1) or "Bank")
    reg = Region(Key(), "card", (0, 0, 1, 1)).evolve(tip=tip)
    assert calls == []
    assert reg.tip == "Bank" and reg.tip == "Bank" and calls == [1]


def test_seating_verbs_are_the_offered_actions_verbs():
    seating = Seating(offered=(Action("take", ("a",)), Action("take", ("b",)), Action("pass")))
    assert seating.verbs == {"take", "pass"}
