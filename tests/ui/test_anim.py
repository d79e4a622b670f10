"""The animation director's timeline: dice first, slides staggered, a second leg after the first, counters
stepping with their own events, a hidden move as a card back, and nothing at all when animations are off."""

from __future__ import annotations

import pytest

from tabletop.engine.events import Gained, Moved, Rolled, Said
from tabletop.engine.layout import Layout, Placement, Region
from tabletop.ui.anim import FLIP, ROLL, SLIDE, STAGGER, Director


def layouts() -> tuple[Layout, Layout]:
    """Two cards that change places between zones a and b, and a hand region."""
    old, new = Layout(800, 600), Layout(800, 600)
    for lay, (x1, x2) in ((old, (10, 300)), (new, (300, 10))):
        lay.add_region(Region("a", "slot", (0, 0, 100, 100)))
        lay.add_region(Region("b", "slot", (290, 0, 100, 100)))
        lay.add_region(Region("hand", "hand", (0, 400, 400, 100)))
        lay.place(Placement("c1", "card", (x1, 10, 40, 60)))
        lay.place(Placement("c2", "card", (x2, 10, 40, 60)))
    return old, new


def test_dice_roll_first_then_slides_staggered_then_counters():
    old, new = layouts()
    director = Director("normal")
    events = [
        Rolled("roll", dice=("white",), values=(3,)),
        Moved("", component="c1", src="a", dst="b"),
        Moved("", component="c2", src="b", dst="a"),
        Gained("", seat=0, resource="coins", amount=2),
        Said("done"),
    ]
    director.play(events, old, new, {"coins:0": (1.0, 3.0)})
    first, second = director.tweens["c1"][0], director.tweens["c2"][0]
    assert first.start == pytest.approx(ROLL) and second.start == pytest.approx(ROLL + STAGGER)
    (a, b, start, length) = director.values["coins:0"][0]
    assert (a, b) == (1.0, 3.0) and start == pytest.approx(ROLL + STAGGER + SLIDE)
    assert director.event_time(0) == pytest.approx(ROLL)  # the roll's log line waits for the dice to settle
    assert director.busy() and director.end >= start + length
    director.tick(director.end)
    assert not director.busy() and director.value("coins:0", 3.0) == 3.0


def test_a_component_moved_twice_takes_its_second_leg_after_the_first():
    old, new = layouts()
    old.place(Placement("c3", "card", (10, 10, 40, 60)))  # shown before, then into a hand drawn as a count
    director = Director("normal")
    director.play(
        [Moved("", component="c3", src="a", dst="b"), Moved("", component="c3", src="b", dst="hand")], old, new, {}
    )
    first, second = director.tweens["c3"]
    assert second.start == pytest.approx(first.start + first.length) and second.src == first.dst
    assert second.dst[1] > first.dst[1]  # down into the hand


def test_a_hidden_move_slides_a_card_back_into_its_zone():
    old, new = layouts()
    director = Director("normal")
    director.play([Moved("", src="a", dst="hand")], old, new, {})
    (path,) = [legs for legs in director.tweens.values() if legs[0].placement.kind == "back"]
    assert path[0].appears
    x, y, w, h = path[0].dst
    assert y >= 400 and y + h <= 500  # it lands in the hand


def test_animations_off_play_nothing():
    old, new = layouts()
    director = Director("off")
    director.play([Rolled("", values=(6,)), Moved("", component="c1", src="a", dst="b")], old, new, {})
    assert not director.busy() and not director.tweens and director.flips == {} and FLIP > 0


def test_a_piece_renamed_by_its_move_slides_from_the_piece_it_was():
    old, new = layouts()
    old.place(Placement("tok:0:L5", "token", (20, 200, 10, 10)))
    new.place(Placement("tok:0:L6", "token", (20, 180, 10, 10)))
    director = Director("normal")
    director.play([Said("first"), Moved("", component="tok:0:L6", src="tok:0:L5", dst="a")], old, new, {})
    (leg,) = director.tweens["tok:0:L6"]
    assert leg.src == (20, 200, 10, 10) and leg.dst == (20, 180, 10, 10)
    assert not leg.appears and director.rect_of("tok:0:L6") == leg.src  # seen where it was until it slides


def test_a_piece_named_like_a_counter_slides_while_it_counts():
    old, new = layouts()
    old.place(Placement("votes:1", "marker", (100, 300, 10, 10)))
    new.place(Placement("votes:1", "marker", (70, 300, 10, 10)))
    director = Director("normal")
    director.play([Said("x"), Gained("", seat=1, resource="votes", amount=-3)], old, new, {"votes:1": (9.0, 6.0)})
    (leg,) = director.tweens["votes:1"]
    (a, b, start, length) = director.values["votes:1"][0]
    assert (leg.start, leg.length) == (start, length) and (leg.src[0], leg.dst[0]) == (100, 70)


def test_pieces_whose_place_was_redrawn_do_not_fly_but_a_tidied_row_slides():
    old, new = layouts()
    old.add_region(Region("area:0", "slot", (500, 300, 200, 100)))  # a player's area drawn large for its viewer...
    new.add_region(Region("area:0", "slot", (600, 500, 100, 50)))  # ...and small for the next one
    old.place(Placement("tok", "token", (510, 310, 10, 10)))
    new.place(Placement("tok", "token", (610, 510, 5, 5)))
    old.place(Placement("c9", "card", (100, 410, 40, 60)))  # a hand row closing up after a card left
    new.place(Placement("c9", "card", (60, 410, 40, 60)))
    director = Director("normal")
    director.play([Said("x")], old, new, {})
    assert "tok" not in director.tweens and "c9" in director.tweens


def test_the_top_bar_and_panel_change_when_the_animation_lands():
    from tabletop.ui.scenes.table import TableScene
    from tabletop.ui.screenshot import play_random
    from tabletop.ui.settings import Settings
    from tests.ui.helpers import start_app

    app = start_app()
    app.settings = Settings("normal")
    match = play_random("prodigals", 3, 5, 3)
    table = TableScene(app, match)
    app.push(table)
    app.step(0.0, [])
    before, panel = table.bar_texts(), table.shown.panel
    table.apply(match.legal_actions()[0])
    assert table.director.busy() and table.shown_bar() == before and table.held[1] == panel
    assert table.bar_texts() != before  # the new moment is known, and waits
    table.director.skip()
    assert table.shown_bar() == table.bar_texts()
