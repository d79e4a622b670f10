"""The 12 Rialto buildings' edge cases (digest section 3), the stage C building rules, and the setup facts.

Seats are Red (0), Blue (1), Yellow (2), ...; at 3 players with Red starting, the starting buildings are
chosen Yellow, Blue, Red (``game(3, (yellow's, blue's, red's))``) and the coins are 1, 2, 3.
"""

from __future__ import annotations

import pytest

from tabletop.engine.errors import SetupError
from tabletop.games.rialto.rules.common import can_activate
from tabletop.games.rialto.rules.state import hand, supply

from .builder import (
    BLUE,
    RED,
    SPEC,
    YELLOW,
    acts,
    choose_starts,
    do,
    game,
    jump_to_phase3,
    jump_to_stage,
    new_match,
    own,
    pass_stage,
    refused,
    sell_out,
    set_doge,
    set_hand,
    stack_deck,
    stage_over,
)


def kinds(state, p: int) -> list[str]:
    """The sorted kinds of a player's buildings."""
    return sorted(state.building_kind[b] for b in state.buildings(p))


def build_values(match) -> list[int]:
    """The values offered by a stage C decision, sorted."""
    return sorted({SPEC.building(a.split()[1]).value for a in acts(match) if a.startswith("build ")})


def to_red_cards_step(match) -> None:
    """Round 1 phase I: everyone takes a row (Doge order Red, Blue, Yellow): Red's private step is next."""
    do(match, "row 0", "row 1", "row 2")
    assert match.decision().kind == "cards" and match.decision().seat == RED


# ===== activation ======================================================================================
def test_activation_needs_a_coin_in_every_phase():
    m = game(3, ("B1", "Y1", "G1"))  # Red: G1, Blue: Y1, Yellow: B1
    s = m.state
    s.coins[RED] = 0
    to_red_cards_step(m)
    assert not any(a.startswith("use") for a in acts(m))  # no coin for the Green 1

    m = game(3, ("G1", "B1", "Y1"))  # Red: Y1
    s = m.state
    y2, y3 = own(s, RED, "Y2", "Y3")
    s.coins[RED] = 0
    set_hand(s, RED, "doge", "joker", "joker")
    jump_to_stage(m, "B", start=RED)
    assert acts(m) == ["add joker", "pass"]  # no delay, no convert, no joker building without a coin
    refused(m, f"use {y2}")
    refused(m, f"delay {s.buildings(RED)[0]}")

    m = game(3, ("G1", "Y1", "B1"))  # Red: B1
    s = m.state
    own(s, RED, "B4")
    s.coins[RED] = 0
    jump_to_phase3(m)
    assert s.round == 2  # Red's phase III turn was skipped: nothing could be activated


def test_a_building_works_once_per_round_and_its_coin_goes_to_the_supply_at_round_end():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    b4 = own(s, RED, "B4")[0]
    s.coins[RED] = 3
    jump_to_phase3(m)
    m.apply(f"use {b4}")
    assert s.vp[RED] == 3 + 3 and s.coins[RED] == 2 and b4 in s.coin_on
    assert f"use {b4}" not in acts(m)  # once per round, though Red still has coins
    supply_before = s.coin_supply(SPEC.coins.total)
    m.apply("done")
    assert s.round == 2 and not s.coin_on
    assert s.coins[RED] == 2  # the coin is not given back to its owner ...
    assert s.coin_supply(SPEC.coins.total) == supply_before + 1  # ... it returns to the supply
    assert can_activate(s, RED, b4)


def test_a_building_taken_in_stage_c_works_in_phase_three_of_the_same_round():
    for usable in (True, False):
        m = game(3, ("G1", "Y1", "B1"), new_building_usable_same_round=usable)
        s = m.state
        set_hand(s, RED, *["building"] * 3)
        s.coins[RED] = 2
        jump_to_stage(m, "C", start=RED)
        do(m, "add building", "add building", "add building", "play")
        pass_stage(m)
        m.apply("build B4")
        pass_stage(m)  # D
        while m.decision().kind in ("bridge", "play"):
            m.apply(acts(m)[0] if m.decision().kind == "bridge" else "pass")
        new = next(b for b in s.buildings(RED) if s.building_kind[b] == "B4")
        assert m.decision().kind == "blue" and m.decision().seat == RED
        assert (f"use {new}" in acts(m)) == usable
        assert f"use {s.buildings(RED)[0]}" in acts(m)  # the Blue 1 is offered either way


def test_starting_buildings_work_in_round_one_even_when_new_buildings_must_wait():
    # Under new_building_usable_same_round=false only buildings gained during a round wait for the next one;
    # the starting buildings are chosen before round 1.
    m = game(3, ("B1", "Y1", "G1"), new_building_usable_same_round=False)  # Red: G1
    s = m.state
    g1 = s.buildings(RED)[0]
    assert not s.blocked
    to_red_cards_step(m)
    assert f"use {g1}" in acts(m)


# ===== green ===========================================================================================
@pytest.mark.parametrize("kind, limit", [("G1", 7), ("G3", 8), ("G4", 9)])
@pytest.mark.parametrize("choice", ["take", "draw"])
def test_green_take_or_draw_then_the_raised_hand_limit(kind, limit, choice):
    m = game(3, ("G1", "Y1", "B1"))  # Red: B1, so Red's only green is the one under test
    s = m.state
    g = own(s, RED, kind)[0]
    to_red_cards_step(m)
    assert len(s.zones[hand(RED)]) == 8
    m.apply(f"use {g}")
    assert s.limit[RED] == limit
    leftover = list(s.zones["row:3"])
    assert sorted(acts(m)) == sorted([f"take {c}" for c in leftover] + ["draw"])
    if choice == "take":
        m.apply(f"take {leftover[2]}")
        assert leftover[2] in s.zones[hand(RED)] and leftover[2] not in s.zones["row:3"]
        held = 9
    else:
        top3 = stack_deck(s, "gondola", "bridge", "doge")
        m.apply("draw")
        assert set(top3) <= set(s.zones[hand(RED)]) and s.zones["row:3"] == leftover
        held = 11
    assert len(s.zones[hand(RED)]) == held
    discards = 0
    while m.decision().seat == RED:
        assert "done" not in acts(m) and f"use {g}" not in acts(m)
        m.apply(next(a for a in acts(m) if a.startswith("discard ")))
        discards += 1
    assert discards == max(0, held - limit) and len(s.zones[hand(RED)]) == min(held, limit)


def test_green4_take_keeps_nine_without_discarding():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    g4 = own(s, RED, "G4")[0]
    to_red_cards_step(m)
    m.apply(f"use {g4}")
    m.apply(acts(m)[0])  # take a leftover card
    assert len(s.zones[hand(RED)]) == 9 and s.limit[RED] == 9
    assert m.decision().seat != RED  # nothing left to do: the step ended


def test_green2_raises_the_limit_by_one_and_takes_no_card():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    g2 = own(s, RED, "G2")[0]
    to_red_cards_step(m)
    m.apply(f"use {g2}")
    assert s.limit[RED] == 8 and len(s.zones[hand(RED)]) == 8
    assert m.decision().seat != RED  # no take/draw choice, no discard needed


def test_green_bonuses_add_up_and_reset_next_round():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    g2, g4 = own(s, RED, "G2", "G4")
    s.coins[RED] = 2
    to_red_cards_step(m)
    m.apply(f"use {g2}")
    m.apply(f"use {g4}")
    m.apply("draw")
    assert s.limit[RED] == 7 + 1 + 2 and len(s.zones[hand(RED)]) == 11
    m.apply(next(a for a in acts(m) if a.startswith("discard ")))
    assert m.decision().seat != RED and len(s.zones[hand(RED)]) == 10
    jump_to_phase3(m)
    assert s.round == 2 and s.limit[RED] == 7


def test_green_is_offered_only_in_the_private_step_after_every_pick():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    g1 = own(s, RED, "G1")[0]
    assert acts(m) == ["row 0", "row 1", "row 2", "row 3"]  # picking: no building
    to_red_cards_step(m)
    assert f"use {g1}" in acts(m)


# ===== yellow ==========================================================================================
def test_yellow1_several_delayers_play_last_clockwise_each_for_a_coin():
    m = game(3, ("G1", "B1", "Y1"))  # Red: Y1
    s = m.state
    y1b = own(s, BLUE, "Y1")[0]
    y1r = s.buildings(RED)[0]
    set_hand(s, RED, "gold")
    set_hand(s, BLUE, "gold", "gold")
    set_hand(s, YELLOW, "gold", "gold")
    jump_to_stage(m, "B", start=RED, alone=True)
    m.apply(f"delay {y1r}")
    assert m.decision().seat == BLUE
    m.apply(f"delay {y1b}")
    assert s.coins[RED] == 1 and s.coins[BLUE] == 2  # each paid 1 and took 1
    assert s.order == [YELLOW, RED, BLUE]  # the delayers after everyone else, clockwise among themselves
    do(m, "add gold", "add gold", "play")  # Yellow
    assert m.decision().seat == RED
    do(m, "add gold", "play")
    assert m.decision().seat == BLUE
    do(m, "add gold", "add gold", "play")
    assert stage_over(m)
    # Blue and Yellow tie at 2: the delay does not matter, Doge order (Blue above Yellow) does.
    assert s.advantage == BLUE
    assert s.coins == [1 + 1, 2 + 2 + 1, 3 + 2]


def test_yellow1_delayers_by_doge_order_under_the_alternative_reading():
    m = game(3, ("G1", "B1", "Y1"), delayed_players_order="doge_order")
    s = m.state
    y1b = own(s, BLUE, "Y1")[0]
    y1r = s.buildings(RED)[0]
    set_doge(s, [BLUE, YELLOW, RED])
    jump_to_stage(m, "B", start=RED)
    do(m, f"delay {y1r}", f"delay {y1b}")
    assert s.order == [YELLOW, BLUE, RED]


def test_yellow2_and_yellow4_in_the_same_stage_on_two_cards():
    m = game(3)
    s = m.state
    y2, y4 = own(s, RED, "Y2", "Y4")
    s.coins[RED] = 2
    set_hand(s, RED, "gold", "doge", "bridge", "joker")
    jump_to_stage(m, "B", start=RED, alone=True)
    do(m, "add gold", f"use {y2}")
    assert acts(m) == ["convert bridge", "convert doge", "cancel"]  # not the stage's type, not a joker
    m.apply("convert doge")
    assert f"use {y4}" in acts(m) and f"use {y2}" not in acts(m)
    do(m, f"use {y4}", "convert bridge", "add joker", "play")
    assert s.plays[RED].count == 1 + 1 + 2 + 1
    assert s.coins[RED] == 0 and {y2, y4} <= s.coin_on
    pass_stage(m)
    assert s.coins[RED] == 5 + 1  # the advantage's coin


def test_yellow_conversions_need_a_coin_each_and_another_non_joker_card():
    m = game(3)
    s = m.state
    y2, y4 = own(s, RED, "Y2", "Y4")
    s.coins[RED] = 1
    set_hand(s, RED, "doge", "bridge")
    jump_to_stage(m, "B", start=RED)
    do(m, f"use {y2}", "convert doge")
    refused(m, f"use {y4}")  # the one coin is spoken for
    m.apply("play")
    assert s.plays[RED].count == 1 and s.coins[RED] == 0

    m = game(3)
    s = m.state
    y2 = own(s, RED, "Y2")[0]
    s.coins[RED] = 1
    set_hand(s, RED, "gold", "joker", "joker")  # nothing of another type to convert
    jump_to_stage(m, "B", start=RED)
    refused(m, f"use {y2}")


def test_yellow3_with_one_jester_plays_without_a_stage_card_but_not_alone():
    m = game(3)
    s = m.state
    y3 = own(s, RED, "Y3")[0]
    s.coins[RED] = 1
    set_hand(s, RED, "doge", "bridge")
    jump_to_stage(m, "B", start=RED)
    # The Yellow 3 is one joker: alone it can never become a play, so it is not even offered.
    assert f"use {y3}" not in acts(m) and acts(m) == ["pass"]
    refused(m, f"use {y3}")

    m = game(3)
    s = m.state
    set_hand(s, RED, "joker", "doge")
    jump_to_stage(m, "B", start=RED)
    assert "add joker" not in acts(m)  # a single jester alone
    refused(m, "add joker")

    m = game(3)
    s = m.state
    y3 = own(s, RED, "Y3")[0]
    s.coins[RED] = 1
    set_hand(s, RED, "joker", "doge")
    jump_to_stage(m, "B", start=RED)
    do(m, "add joker")  # with the Yellow 3 the jester has a partner
    refused(m, "play")  # ... but not yet
    do(m, f"use {y3}", "play")
    assert s.plays[RED].count == 2 and s.coins[RED] == 0


@pytest.mark.parametrize("pair, expected", [(2, 2), (1, 1)])
def test_two_jokers_without_a_stage_card_count_by_option(pair, expected):
    m = game(3, joker_pair_counts=pair)
    s = m.state
    set_hand(s, RED, "joker", "joker")
    jump_to_stage(m, "B", start=RED)
    do(m, "add joker", "add joker", "play")
    assert s.plays[RED].count == expected

    m = game(3, joker_pair_counts=pair)
    s = m.state
    y3 = own(s, RED, "Y3")[0]
    s.coins[RED] = 1
    set_hand(s, RED, "joker")
    jump_to_stage(m, "B", start=RED)
    do(m, f"use {y3}", "add joker", "play")
    assert s.plays[RED].count == expected

    # With a real card each joker counts one, whatever the option.
    m = game(3, joker_pair_counts=pair)
    s = m.state
    set_hand(s, RED, "gold", "joker", "joker")
    jump_to_stage(m, "B", start=RED)
    do(m, "add gold", "add joker", "add joker", "play")
    assert s.plays[RED].count == 3


def test_joker_pair_option_rejects_other_values():
    with pytest.raises(SetupError):
        new_match(3, joker_pair_counts=3)


# ===== blue ============================================================================================
def test_blue1_cannot_upgrade_a_four_or_a_kind_whose_next_copy_is_sold_out():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    b1 = s.buildings(RED)[0]
    g2, g4, y1 = own(s, RED, "G2", "G4", "Y1")
    sell_out(s, "G3", "B2")
    jump_to_phase3(m)
    m.apply(f"use {b1}")
    # G2 -> G3 sold out, G4 has no next value, B1 -> B2 sold out: only Y1 -> Y2 is left.
    assert acts(m) == [f"upgrade {y1}", "cancel"]
    refused(m, f"upgrade {g2}")
    m.apply("cancel")
    assert s.coins[RED] == 1 and b1 not in s.coin_on  # cancelling paid nothing
    refused(m, f"upgrade {g4}")


def test_blue1_without_any_target_is_not_offered():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    own(s, RED, "Y4", "B4")
    sell_out(s, "B2")
    jump_to_phase3(m)
    assert m.decision().seat == RED
    assert [a for a in acts(m) if a.startswith("use")] == [f"use {s.buildings(RED)[2]}"]  # only the Blue 4


def test_blue1_may_upgrade_itself_and_the_new_building_waits_for_next_round():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    b1 = s.buildings(RED)[0]
    own(s, RED, "B4")
    s.coins[RED] = 3
    jump_to_phase3(m)
    do(m, f"use {b1}", f"upgrade {b1}")
    b2 = next(b for b in s.buildings(RED) if s.building_kind[b] == "B2")
    assert kinds(s, RED) == ["B2", "B4"] and b1 in s.zones[supply("B1")]
    assert s.coins[RED] == 2 and b1 not in s.coin_on  # the coin went to the supply with the Blue 1
    assert f"use {b2}" not in acts(m)  # blocked for the rest of the round
    m.apply("done")
    assert s.round == 2 and can_activate(s, RED, b2)


def test_blue1_upgrade_coin_alternative_moves_it_onto_the_new_building():
    m = game(3, ("G1", "Y1", "B1"), upgraded_building_coin="onto_new_building")
    s = m.state
    b1 = s.buildings(RED)[0]
    own(s, RED, "B4")  # with a coin to spare it keeps Red's phase III turn open
    s.coins[RED] = 2
    jump_to_phase3(m)
    do(m, f"use {b1}", f"upgrade {b1}")
    b2 = next(b for b in s.buildings(RED) if s.building_kind[b] == "B2")
    assert m.decision().seat == RED
    assert b2 in s.coin_on and b1 not in s.coin_on and s.coins[RED] == 1


def test_blue2_moves_a_councillor_to_the_personal_supply_and_scores_one():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    b2 = own(s, RED, "B2")[0]
    jump_to_phase3(m)
    m.apply(f"use {b2}")
    assert s.vp[RED] == 3 + 1 and s.personal[RED] == 5 + 1 and s.general[RED] == 13 - 1


def test_blue2_with_an_empty_general_supply_scores_two():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    b2 = own(s, RED, "B2")[0]
    s.general[RED] = 0
    jump_to_phase3(m)
    m.apply(f"use {b2}")
    assert s.vp[RED] == 3 + 2 and s.personal[RED] == 5


def test_blue3_rank_is_taken_at_activation_so_order_matters():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    first, second = own(s, RED, "B3", "B3")
    s.coins[RED] = 2
    set_doge(s, [BLUE, YELLOW, RED], [3, 2, 1])
    jump_to_phase3(m)
    m.apply(f"use {first}")
    assert s.doge[RED] == 1 + 3 and s.doge_rank(RED) == 1  # 3rd: three spaces, now first
    m.apply(f"use {second}")
    assert s.doge[RED] == 4 + 1  # 1st: one space


def test_blue3_phase_three_runs_in_doge_order_and_ranks_change_between_players():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    blue_b3 = own(s, BLUE, "B3")[0]
    red_b3 = own(s, RED, "B3")[0]
    s.coins[BLUE] = s.coins[RED] = 1
    set_doge(s, [YELLOW, BLUE, RED], [5, 4, 1])
    jump_to_phase3(m)
    assert m.decision().seat == BLUE  # Yellow has no blue building
    m.apply(f"use {blue_b3}")
    assert s.doge[BLUE] == 4 + 2 and s.doge_order() == [BLUE, YELLOW, RED]
    assert m.decision().seat == RED  # Blue's turn ended by itself: nothing left to activate
    m.apply(f"use {red_b3}")
    assert s.doge[RED] == 1 + 3


def test_blue4_scores_three():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    b4 = own(s, RED, "B4")[0]
    jump_to_phase3(m)
    m.apply(f"use {b4}")
    assert s.vp[RED] == 3 + 3 and s.coins[RED] == 0


# ===== stage C: taking buildings =======================================================================
def build_stage(*, cards: int, advantage: bool = True, **options):
    """Red plays ``cards`` Building cards in stage C (Blue plays one more when Red must not win); return the match."""
    m = game(3, ("G1", "Y1", "B1"), **options)
    s = m.state
    set_hand(s, RED, *["building"] * cards)
    set_hand(s, BLUE, *["building"] * (0 if advantage else cards + 1))
    jump_to_stage(m, "C", start=RED)
    do(m, *["add building"] * cards, "play")
    if advantage:
        pass_stage(m)
    else:
        do(m, *["add building"] * (cards + 1), "play", "pass")  # Blue wins; Red still builds first (Doge order)
    assert m.decision().kind == "build" and m.decision().seat == RED
    return m


def test_stage_c_allowance_is_the_count_plus_one_with_the_advantage():
    assert build_values(build_stage(cards=2)) == [1, 2, 3]
    assert build_values(build_stage(cards=2, advantage=False)) == [1, 2]


def test_allowance_five_takes_a_four_then_a_one():
    m = build_stage(cards=4)
    m.apply("build Y4")
    assert build_values(m) == [1]
    m.apply("build G1")
    assert kinds(m.state, RED) == ["B1", "G1", "Y4"]


def test_allowance_above_four_taking_less_than_four_ends_the_build():
    m = build_stage(cards=5)
    m.apply("build G3")
    assert m.decision().kind != "build"
    assert kinds(m.state, RED) == ["B1", "G3"]


def test_allowance_nine_gives_at_most_two_buildings():
    m = build_stage(cards=8)
    m.apply("build G4")
    assert build_values(m) == [1, 2, 3, 4]
    m.apply("build B4")
    assert m.decision().kind != "build"
    assert kinds(m.state, RED) == ["B1", "B4", "G4"]


def test_sold_out_values_leave_the_lower_ones_or_nothing():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    sell_out(s, "G3", "Y3", "B3")
    set_hand(s, RED, "building", "building")
    jump_to_stage(m, "C", start=RED)
    do(m, "add building", "add building", "play")
    pass_stage(m)
    assert build_values(m) == [1, 2] and "skip" in acts(m)
    refused(m, "build Y3")


def test_eighth_building_returns_another_and_scores_its_value():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    own(s, RED, "G1", "G2", "Y1", "Y2", "B2", "G4")
    set_hand(s, RED, "building", "building", "building")
    jump_to_stage(m, "C", start=RED)
    do(m, "add building", "add building", "add building", "play")
    pass_stage(m)
    m.apply("build Y4")
    y4 = s.buildings(RED)[-1]
    returnable = [a.split()[1] for a in acts(m)]
    assert y4 not in returnable and sorted(returnable) == sorted(b for b in s.buildings(RED) if b != y4)
    g4 = next(b for b in s.buildings(RED) if s.building_kind[b] == "G4")
    m.apply(f"return {g4}")
    assert s.vp[RED] == 3 + 4  # the returned Green 4's value, not the new Yellow 4's
    assert len(s.buildings(RED)) == SPEC.buildings.slots_per_player and g4 in s.zones[supply("G4")]


def test_eighth_building_may_return_the_new_one_under_the_alternative():
    m = game(3, ("G1", "Y1", "B1"), may_return_just_taken=True)
    s = m.state
    own(s, RED, "G1", "G2", "Y1", "Y2", "B2", "G4")
    set_hand(s, RED, "building")
    jump_to_stage(m, "C", start=RED)
    do(m, "add building", "play")
    pass_stage(m)
    m.apply("build G2")
    new = s.buildings(RED)[-1]
    m.apply(f"return {new}")
    assert s.vp[RED] == 3 + 2 and new not in s.buildings(RED)


def test_eighth_building_on_the_first_of_two_builds_still_offers_the_second():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    own(s, RED, "G1", "G2", "Y1", "Y2", "B2", "G4")
    set_hand(s, RED, *["building"] * 5)
    jump_to_stage(m, "C", start=RED)
    do(m, *["add building"] * 5, "play")
    pass_stage(m)
    m.apply("build B4")  # allowance 6: a second build up to 2 follows the return
    b1 = s.buildings(RED)[0]
    m.apply(f"return {b1}")
    assert s.vp[RED] == 3 + 1
    assert m.decision().kind == "build" and build_values(m) == [1, 2]
    m.apply("build B2")
    assert m.decision().kind == "build" and all(a.startswith("return ") for a in acts(m))


# ===== middle building order option ====================================================================
def test_seed_listing_swaps_the_yellow_2_3_and_blue_2_3_effects():
    m = game(3, middle_building_order="seed_listing")
    s = m.state
    y2, y3 = own(s, RED, "Y2", "Y3")
    s.coins[RED] = 2
    set_hand(s, RED, "joker", "doge")
    jump_to_stage(m, "B", start=RED)
    m.apply(f"use {y2}")  # now the joker building
    assert not any(a.startswith("convert") for a in acts(m))
    m.apply("add joker")
    assert "play" in acts(m)
    m.apply(f"use {y3}")  # now one card as one
    assert acts(m) == ["convert doge", "cancel"]
    do(m, "convert doge", "play")
    assert s.plays[RED].count == 2 + 1

    m = game(3, ("G1", "Y1", "B1"), middle_building_order="seed_listing")
    s = m.state
    b2, b3 = own(s, RED, "B2", "B3")
    s.coins[RED] = 2
    set_doge(s, [BLUE, YELLOW, RED], [5, 5, 1])
    jump_to_phase3(m)
    m.apply(f"use {b2}")  # Doge by rank: 3rd, three spaces
    assert s.doge[RED] == 4 and s.vp[RED] == 3
    m.apply(f"use {b3}")  # councillor and a VP
    assert s.vp[RED] == 4 and s.personal[RED] == 6
    assert [SPEC.building(k).value for k in ("Y2", "Y3", "B2", "B3")] == [2, 3, 2, 3]  # values unchanged


# ===== starting buildings ==============================================================================
@pytest.mark.parametrize("players, most", [(2, 1), (3, 1), (4, 2), (5, 2)])
def test_starting_buildings_all_different_up_to_three_players_at_most_two_of_a_kind_beyond(players, most):
    m = new_match(players)
    for _ in range(most):
        assert "take Y1" in acts(m)
        m.apply("take Y1")
    refused(m, "take Y1")
    assert all(a.split()[1] in ("G1", "B1") for a in acts(m))


def test_neutral_variant_starting_buildings_differ_and_the_player_right_of_the_neutral_chooses_first():
    for first in (0, 1):
        m = new_match(2, "neutral", first=first)
        s = m.state
        right = 1 - first
        assert m.decision().seat == right and acts(m) == ["take G1", "take Y1", "take B1"]
        m.apply("take B1")
        assert m.decision().seat == first
        refused(m, "take B1")
        choose_starts(m, "G1")
        assert s.buildings(s.np) == [] and m.decision().kind == "pick"


# ===== setup ===========================================================================================
@pytest.mark.parametrize("players, coins", [(2, [1, 2]), (3, [1, 2, 3]), (4, [1, 2, 2, 3]), (5, [1, 2, 2, 2, 3])])
def test_setup_coins_clockwise_vp_councillors_and_doge_order(players, coins):
    for first in range(players):
        s = new_match(players, first=first).state
        clockwise = [(first + k) % players for k in range(players)]
        assert [s.coins[p] for p in clockwise] == coins
        assert s.doge_order() == clockwise  # the start player on top, then clockwise
        assert s.doge == [1] * players
        assert s.vp == [3] * players
        assert s.personal == [5] * players and s.general == [13] * players


def test_neutral_setup():
    for first in (0, 1):
        s = new_match(2, "neutral", first=first).state
        np, right = s.np, 1 - first
        assert np == 2 and s.participants == [0, 1, 2]
        assert s.doge_order() == [np, first, right]
        assert s.coins[first] == 1 and s.coins[right] == 2 and s.coins[np] == 0
        assert s.vp[np] == 0 and s.vp[first] == s.vp[right] == 3
        assert s.personal[np] == 18 and s.general[np] == 0
        assert s.personal[first] == 5 and s.general[first] == 13
        assert s.ring == [np, first, right]  # first sits left of (after) the neutral player
        # The marker: from the district of round tile 1 to its lowest-numbered neighbour.
        one = next(d for d, k in s.number.items() if k == 1)
        low = min(SPEC.neighbours(one), key=s.number.__getitem__)
        assert s.marked == SPEC.connection_between(one, low).id
        assert len([i for i in s.zones if i.startswith("row:")]) == 3


def test_neutral_variant_is_for_two_players_only():
    with pytest.raises(SetupError):
        new_match(3, "neutral")


def test_two_yellow3_buildings_are_two_jesters_in_one_stage():
    # Duplicates are allowed (option duplicate_buildings_allowed), and each building is used once a round:
    # two Yellow 3s are two jesters, a play even with no card at all.
    m = game(3)
    s = m.state
    first, second = own(s, RED, "Y3", "Y3")
    s.coins[RED] = 2
    set_hand(s, RED, "doge")
    jump_to_stage(m, "B", start=RED)
    do(m, f"use {first}")
    assert f"use {second}" in acts(m) and "play" not in acts(m)
    do(m, f"use {second}", "play")
    assert s.plays[RED].count == 2 and s.coins[RED] == 0 and {first, second} <= s.coin_on
    m2 = game(3)
    s2 = m2.state
    one, two = own(s2, RED, "Y3", "Y3")
    s2.coins[RED] = 1  # one coin: the pair can never be paid for, so neither is offered
    set_hand(s2, RED, "doge")
    jump_to_stage(m2, "B", start=RED)
    assert acts(m2) == ["pass"]
