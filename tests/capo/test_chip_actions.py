"""Edge cases of the chip actions, the arrest causes, the chip economy, the end triggers, scoring
tie-breaks, the double-6 cube and the hidden bribe values (shared/rules/capo.md §2-§4)."""

from __future__ import annotations

import copy

import pytest

from tabletop.engine.errors import IllegalActionError
from tabletop.engine.message import say
from tabletop.games.capo.rules.state import (
    BOX,
    BRIBE_SUPPLY,
    CHIP_SUPPLY,
    CUBE_SUPPLY,
    HITMAN_SUPPLY,
    MAYOR_CUBES,
    PENDING_CHIPS,
    CardScore,
    card_cubes,
    hand,
    hitman,
    influence_supply,
    pending,
    side,
    won,
)

from .builder import (
    RULES,
    acts,
    after_first_roll,
    chips,
    commit,
    conserved,
    cubes,
    leave_in_supply,
    new_match,
    pend_bribe,
    pend_influence,
    put,
    take_hitman,
)

AREA = ("W1", "W2", "W3", "K1", "K2", "K3")


def fill_all_pending(state):
    for n, card in enumerate(AREA):
        pend_influence(state, card, 1 + n % 3)


def arrested(state, seat=0):
    """The turn of ``seat`` ended in an arrest: nothing pending, level 0, dice passed."""
    return (
        state.active == 1 - seat
        and state.ext == 0
        and not state.zones[PENDING_CHIPS]
        and all(not state.zones[pending(c)] for c in AREA)
        and state.zones[HITMAN_SUPPLY] == ["hitman"]
    )


# ----- Deceive ------------------------------------------------------------------------------------
def test_deceive_moves_a_pending_marker_beside_a_free_card():
    m, _ = new_match()
    s = m.state
    token = pend_influence(s, "W1", 2)
    pend_influence(s, "K1", 1)
    after_first_roll(s)
    m.apply("deceive")
    assert acts(m) == ["from W1", "from K1", "cancel"]
    m.apply("from W1")
    assert acts(m) == ["to W2", "to W3", "to K2", "to K3", "cancel"]
    m.apply("to K3")
    assert s.zones[pending("K3")] == [token] and s.zones[pending("W1")] == []
    assert s.chips(0) == 3 and s.count(CHIP_SUPPLY) == 7
    assert s.stage == "decide" and "stop" not in acts(m)


def test_deceive_is_offered_only_with_a_marker_a_free_slot_and_a_chip():
    m, _ = new_match()
    s = m.state
    assert "deceive" not in acts(m)  # nothing pending
    fill_all_pending(s)
    assert "deceive" not in acts(m)  # no free slot to move to
    assert "pocket" in acts(m)
    put(s, s.zones[pending("K3")][0], influence_supply(3))
    assert "deceive" in acts(m)
    chips(s, 0, 0)
    assert "deceive" not in acts(m) and "pocket" not in acts(m)
    with pytest.raises(IllegalActionError):
        m.apply("deceive")


def test_deceive_cancelled_costs_nothing():
    m, _ = new_match()
    s = m.state
    pend_influence(s, "W1", 2)
    after_first_roll(s)
    m.apply("deceive")
    m.apply("from W1")
    m.apply("cancel")
    assert s.chips(0) == 4 and s.stage == "decide" and s.count(pending("W1")) == 1
    assert "stop" in acts(m)


def test_a_deceived_bribe_stays_hidden_from_both():
    m, _ = new_match()
    s = m.state
    pend_bribe(s, "K2", "b12")
    m.apply("deceive")
    m.apply("from K2")
    m.apply("to W2")
    assert s.zones[pending("W2")] == ["b12"]
    for seat in (0, 1, None):
        assert m.view(seat).zones[pending("W2")] == (("b12", "?"),)


# ----- Pocket -------------------------------------------------------------------------------------
def test_pocket_commits_now_and_frees_the_slot_for_this_turn():
    m, rng = new_match()
    s = m.state
    token = pend_influence(s, "K2", 2)
    after_first_roll(s)
    m.apply("pocket")
    assert acts(m) == ["pocket K2", "cancel"]
    m.apply("pocket K2")
    assert s.zones[side("K2", 0)] == [token] and s.zones[pending("K2")] == []
    assert s.chips(0) == 3 and "stop" not in acts(m)
    rng.push(1, 2)  # white 1, black 2: K2 is free again (occupancy reading)
    m.apply("roll")
    assert s.choice["options"] == {"K2": 1, "W1": 2}


def test_pocket_onto_a_full_card_applies_the_five_marker_limit():
    m, _ = new_match()
    s = m.state
    old = commit(s, "W1", 0, 1, 1, 1, 1, 1)
    new = pend_influence(s, "W1", 3)
    m.apply("pocket")
    m.apply("pocket W1")
    assert s.stage == "limit"
    assert acts(m) == [f"drop {t}" for t in old + [new]]
    m.apply(f"drop {old[2]}")
    assert s.zones[BOX] == [old[2]]
    assert s.zones[side("W1", 0)] == old[:2] + old[3:] + [new]
    assert s.zones[pending("W1")] == []
    assert s.chips(0) == 3 and s.stage == "decide" and s.must_roll and "stop" not in acts(m)
    assert conserved(s)


def test_pocket_dropping_the_new_marker_boxes_it():
    m, _ = new_match()
    s = m.state
    old = commit(s, "K3", 0, "b0", 2, 2, 3, 3)
    pend_bribe(s, "K3", "b14")
    m.apply("pocket")
    m.apply("pocket K3")
    m.apply("drop b14")
    assert s.zones[BOX] == ["b14"] and s.zones[side("K3", 0)] == old and s.zones[pending("K3")] == []


def test_stop_applies_the_limit_card_by_card():
    m, _ = new_match()
    s = m.state
    w1 = commit(s, "W1", 0, 1, 1, 1, 1, 1)
    k3 = commit(s, "K3", 0, 2, 2, 2, 2, 2)
    new_w1 = pend_influence(s, "W1", 3)
    new_w2 = pend_influence(s, "W2", 3)
    new_k3 = pend_influence(s, "K3", 3)
    after_first_roll(s)
    m.apply("stop")
    assert s.stage == "limit" and s.choice["card"] == "W1"
    m.apply(f"drop {new_w1}")
    assert s.stage == "limit" and s.choice["card"] == "K3"
    assert s.zones[side("W2", 0)] == [new_w2]
    m.apply(f"drop {k3[0]}")
    assert s.zones[BOX] == [new_w1, k3[0]]
    assert s.zones[side("W1", 0)] == w1 and s.zones[side("K3", 0)] == k3[1:] + [new_k3]
    assert s.active == 1 and conserved(s)


def test_a_pocketed_bribe_is_seen_by_its_owner_only():
    m, _ = new_match()
    s = m.state
    pend_bribe(s, "W3", "b7")
    assert m.view(0).zones[pending("W3")] == (("b7", "?"),)
    m.apply("pocket")
    m.apply("pocket W3")
    assert m.view(0).zones[side("W3", 0)] == (("b7", "2"),)
    assert m.view(1).zones[side("W3", 0)] == (("b7", "?"),)
    assert m.view(None).zones[side("W3", 0)] == (("b7", "?"),)


# ----- Payoff -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("roll", "choose"), [((1, 1), "place K1"), ((5, 5), "place K1"), ((4, 4), None), ((6, 6), "skip")]
)
def test_payoff_is_offered_right_after_any_doubles(roll, choose):
    m, _ = new_match(*roll, 0)
    s = m.state
    m.apply("roll")
    if choose:
        m.apply(choose)
    assert s.zones[hitman(0)] == ["hitman"] and "payoff" in acts(m)
    m.apply("payoff")
    assert s.zones[HITMAN_SUPPLY] == ["hitman"] and s.chips(0) == (4 if roll == (4, 4) else 3)
    assert "stop" not in acts(m)


def test_payoff_is_not_offered_without_doubles_later_or_without_chips():
    m, rng = new_match(1, 2)
    m.apply("roll")
    m.apply("place K2")
    assert "payoff" not in acts(m)  # no doubles
    rng.push(3, 3)
    m.apply("roll")
    m.apply("place K3")
    assert "payoff" in acts(m)
    rng.push(4, 1)
    m.apply("roll")
    assert "payoff" not in acts(m)  # only right after the doubles
    assert m.state.zones[hitman(0)] == ["hitman"]

    m, _ = new_match(2, 2)
    chips(m.state, 0, 0)
    m.apply("roll")
    m.apply("place W3")
    assert m.state.zones[hitman(0)] == ["hitman"] and "payoff" not in acts(m)


def test_payoff_after_another_chip_action_is_gone():
    m, _ = new_match(1, 1)
    s = m.state
    m.apply("roll")
    m.apply("place K1")
    m.apply("scandal")
    m.apply("scandal 1")
    assert "payoff" not in acts(m) and s.zones[hitman(0)] == ["hitman"]


# ----- Backstab -----------------------------------------------------------------------------------
def table(state):
    """Everything a roll can change, without the chip zones a Backstab pays into."""
    zones = {z: list(v) for z, v in state.zones.items() if z not in (hand(1), CHIP_SUPPLY)}
    return {
        "zones": zones,
        "ext": state.ext,
        "revealed": set(state.revealed),
        "stage": state.stage,
        "dice": state.dice,
        "ending": state.ending,
        "active": state.active,
        "turn": state.turn,
        "choice": dict(state.choice),
    }


@pytest.mark.parametrize(
    "script",
    [
        (4, 3),  # extort
        (5, 3, 4),  # bribe
        (2, 6),  # invest
        (4, 4),  # double 4: a chip into hand, a chip pending, the hit-man
        (6, 4),  # invest + extort
        (1, 1),  # doubles with a choice of card
        (5, 4),  # bribe + extort with a reveal to choose
        (6, 6),  # double 6
        (6, 5),  # invest + bribe
    ],
    ids=str,
)
@pytest.mark.parametrize("earlier_roll", [False, True])
def test_backstab_cancels_the_roll_exactly(script, earlier_roll):
    m, _ = new_match(*script)
    s = m.state
    commit(s, "W2", 1, "b13")
    pend_influence(s, "K1", 2)
    cubes(s, card_cubes("W3"), 1)
    s.ext = 2
    if earlier_roll:
        after_first_roll(s)
    before = copy.deepcopy(table(s))
    chips_before = (s.chips(0), s.chips(1), s.count(CHIP_SUPPLY))
    m.apply("roll")
    assert m.decision().seat_of(m.decision().find("backstab")) == 1
    m.apply("backstab")
    assert table(s) == before
    assert (s.chips(0), s.chips(1), s.count(CHIP_SUPPLY)) == (chips_before[0], chips_before[1] - 1, chips_before[2] + 1)
    assert s.must_roll and "stop" not in acts(m) and s.snapshot is None
    assert conserved(s)


def test_backstab_is_not_offered_when_the_opponent_has_no_chip():
    for script in [(4, 3), (1, 2), (6, 5)]:
        m, _ = new_match(*script)
        chips(m.state, 1, 0)
        m.apply("roll")
        assert "backstab" not in acts(m) and "reneg" in acts(m)
    m, _ = new_match(3, 3)  # an arrest Anna could Reneg: still no Backstab
    s = m.state
    chips(s, 1, 0)
    take_hitman(s, 0)
    m.apply("roll")
    assert acts(m) == ["accept", "reneg"]


def test_backstab_window_closes_when_the_roller_acts_again():
    m, rng = new_match(4, 3)
    s = m.state
    m.apply("roll")
    assert "backstab" in acts(m)
    m.apply("scandal")
    m.apply("scandal 1")
    assert "backstab" not in acts(m) and "reneg" not in acts(m)  # the roll stands
    assert s.ext == 4
    rng.push(6, 1)
    m.apply("roll")
    m.apply("backstab")  # cancels only the second roll
    assert s.ext == 4 and s.count(card_cubes("K1")) == 0 and s.count(PENDING_CHIPS) == 1


def test_backstab_after_a_choice_is_gone_the_roll_is_resolved():
    m, _ = new_match(1, 2)
    m.apply("roll")
    assert "backstab" in acts(m)
    m.apply("place W1")
    assert "backstab" not in acts(m) and "reneg" not in acts(m)


# ----- Reneg --------------------------------------------------------------------------------------
def test_reneg_avoids_a_blocked_influence_arrest():
    m, rng = new_match(3, 2)
    s = m.state
    pend_influence(s, "W3", 1)
    pend_influence(s, "K2", 1)
    m.apply("roll")
    assert s.stage == "arrest"
    rng.push(4, 1)
    m.apply("reneg")
    assert s.active == 0 and s.ext == 1 and s.count(pending("W3")) == s.count(pending("K2")) == 1
    assert s.chips(0) == 2 and s.count(PENDING_CHIPS) == 1


def test_reneg_needs_two_chips_else_the_arrest_is_immediate():
    m, _ = new_match(3, 2)
    s = m.state
    chips(s, 0, 1)
    pend_influence(s, "W3", 1)
    pend_influence(s, "K2", 1)
    m.apply("roll")
    assert arrested(s) and s.chips(0) == 1

    m, _ = new_match(4, 3)
    chips(m.state, 0, 1)
    m.apply("roll")
    assert "reneg" not in acts(m) and "backstab" in acts(m)


def test_reneg_counts_the_chips_held_before_the_roll():
    # Double 4 puts a chip into hand, but a Reneg would undo that chip: 1 chip is still too few.
    m, _ = new_match(4, 3, 4, 3, 4, 4)
    s = m.state
    chips(s, 0, 1)
    m.apply("roll")
    m.apply("roll")
    assert s.ext == 6
    m.apply("roll")
    assert arrested(s)
    assert s.chips(0) == 2  # the hand chip from the double 4 is kept


def test_reneg_repeats_while_chips_last():
    m, rng = new_match(4, 3)
    s = m.state
    m.apply("roll")
    rng.push(4, 2)
    m.apply("reneg")
    assert s.ext == 2 and s.chips(0) == 2 and s.count(PENDING_CHIPS) == 1
    rng.push(4, 1)
    m.apply("reneg")
    assert s.ext == 1 and s.chips(0) == 0 and s.count(PENDING_CHIPS) == 1
    assert "reneg" not in acts(m) and "stop" in acts(m)
    assert s.count(CHIP_SUPPLY) == 15 - 0 - 5 - 1


# ----- Scandal ------------------------------------------------------------------------------------
def test_scandal_raises_the_level_places_no_chip_and_forces_a_roll():
    m, _ = new_match()
    s = m.state
    assert "scandal" in acts(m)  # also before the first roll
    m.apply("scandal")
    assert acts(m) == ["scandal 1", "scandal 2", "cancel"]
    m.apply("scandal 2")
    assert s.ext == 2 and s.chips(0) == 2 and s.count(PENDING_CHIPS) == 0 and s.count(CHIP_SUPPLY) == 8
    assert acts(m) == ["roll", "scandal"]


def test_scandal_never_goes_above_six():
    m, _ = new_match()
    s = m.state
    s.ext = 5
    m.apply("scandal")
    assert acts(m) == ["scandal 1", "cancel"]
    m.apply("scandal 1")
    assert s.ext == 6
    assert "scandal" not in acts(m)
    chips(s, 0, 1)
    s.ext = 0
    assert "scandal" not in acts(m)


# ----- Roll again after any chip action -------------------------------------------------------------
@pytest.mark.parametrize(
    ("action", "steps"),
    [
        ("deceive", ["deceive", "from W3", "to K2"]),
        ("pocket", ["pocket", "pocket W3"]),
        ("scandal", ["scandal", "scandal 1"]),
        ("payoff", ["payoff"]),
        ("backstab", ["backstab"]),
    ],
)
def test_the_roller_must_roll_again_after_any_chip_action(action, steps):
    # Anna has rolled 1/1 this turn and placed the token, so she could stop ...
    m, rng = new_match(1, 1)
    s = m.state
    pend_influence(s, "W3", 3)
    m.apply("roll")
    m.apply("place K1")
    assert "stop" in acts(m)
    if action == "backstab":  # ... then rolls 4/3, which Bruno backstabs
        rng.push(4, 3)
        m.apply("roll")
        assert "stop" in acts(m)
    chips_before = s.chips(0) + s.chips(1)
    for step in steps:
        m.apply(step)
    assert s.chips(0) + s.chips(1) < chips_before  # the action was paid for
    assert s.stage == "decide" and s.must_roll
    assert "stop" not in acts(m) and "roll" in acts(m)


# ----- Arrest causes ------------------------------------------------------------------------------
def test_second_doubles_arrests_before_the_effect():
    m, _ = new_match(4, 4)
    s = m.state
    take_hitman(s, 0)
    chips(s, 0, 1)  # cannot Reneg
    m.apply("roll")
    assert arrested(s)
    assert s.chips(0) == 1  # no double-4 hand chip


def test_influence_with_one_option_blocked_places_on_the_other():
    m, _ = new_match(3, 2)
    s = m.state
    pend_influence(s, "K2", 1)
    m.apply("roll")
    assert s.stage == "decide" and s.active == 0
    assert s.zones[pending("W3")] and s.influence_value[s.zones[pending("W3")][0]] == 2


def test_influence_with_both_options_blocked_arrests_even_with_free_cards():
    m, _ = new_match(1, 3)  # options K3 (value 1) and W1 (value 3)
    s = m.state
    chips(s, 0, 0)
    pend_influence(s, "K3", 2)
    pend_bribe(s, "W1", "b3")
    m.apply("roll")
    assert arrested(s) and s.count(BRIBE_SUPPLY) == 15


def test_blocked_bribe_arrests_even_when_other_cards_are_free():
    m, _ = new_match(5, 1)  # white 5, black 1: bribe beside K1
    s = m.state
    chips(s, 0, 1)
    pend_influence(s, "K1", 2)
    m.apply("roll")
    assert arrested(s) and s.count(influence_supply(2)) == 10


def test_extort_above_six_arrests_and_exactly_six_is_safe():
    m, _ = new_match(4, 3, 4, 3, 1, 4)
    s = m.state
    m.apply("roll")
    m.apply("roll")
    assert s.ext == 6 and s.stage == "decide" and s.count(PENDING_CHIPS) == 2
    m.apply("roll")
    assert s.stage == "arrest"
    m.apply("accept")
    assert arrested(s) and s.chips(0) == 4 and s.count(CHIP_SUPPLY) == 6


def test_bribe_extort_plus_two_above_six_arrests():
    m, _ = new_match(5, 4)
    s = m.state
    s.ext = 5
    chips(s, 0, 1)
    m.apply("roll")
    assert arrested(s)


def test_bribe_extort_reveal_stays_when_it_leads_to_an_arrest():
    m, rng = new_match(5, 4, 0)
    s = m.state
    commit(s, "W1", 1, "b12")  # value 3
    s.ext = 4
    m.apply("roll")
    assert set(acts(m)) == {"reveal W1", "backstab", "reneg"}  # the roll can be cancelled before the reveal
    m.apply("reveal W1")
    # 4 + 3 = 7: arrested; the reveal is public and stays, the roll can no longer be reneged
    assert s.revealed == {"b12"}
    assert arrested(s)
    assert m.view(0).zones[side("W1", 1)] == (("b12", "3"),)
    assert s.chips(0) == 4 and s.chips(1) == 5


def test_invest_extort_above_six_arrests_and_the_cube_stays_on_the_mayor():
    m, _ = new_match(4, 6)
    s = m.state
    s.ext = 4
    chips(s, 0, 0)
    m.apply("roll")
    assert arrested(s)
    assert s.count(MAYOR_CUBES) == 3 and s.count(CUBE_SUPPLY) == 18


def test_double_four_above_six_arrests():
    m, _ = new_match(4, 4)
    s = m.state
    s.ext = 6
    chips(s, 0, 0)
    m.apply("roll")
    assert arrested(s)
    assert s.chips(0) == 1  # the chip into hand survives the arrest
    assert s.count(CHIP_SUPPLY) == 15 - 1 - 5


@pytest.mark.parametrize("d", [1, 2, 3, 5])
def test_doubles_without_a_free_card_arrest(d):
    m, _ = new_match(d, d)
    s = m.state
    chips(s, 0, 0)
    fill_all_pending(s)
    m.apply("roll")
    assert arrested(s)
    assert all(s.count(influence_supply(v)) == 10 for v in (1, 2, 3)) and s.count(BRIBE_SUPPLY) == 15


def test_doubles_four_and_six_need_no_free_card():
    m, _ = new_match(4, 4)
    s = m.state
    fill_all_pending(s)
    m.apply("roll")
    assert s.active == 0 and s.stage == "decide" and s.ext == 1 and s.zones[hitman(0)] == ["hitman"]

    m, _ = new_match(6, 6)
    s = m.state
    fill_all_pending(s)
    m.apply("roll")
    assert s.active == 0 and s.stage == "place_cube"


def test_an_arrest_keeps_cubes_and_reveals_but_returns_markers_and_chips():
    m, rng = new_match(6, 5)
    s = m.state
    commit(s, "K2", 1, "b4", "b9")
    pend_bribe(s, "W1", "b0")
    pend_influence(s, "W2", 3)
    put(s, s.zones[CHIP_SUPPLY][0], PENDING_CHIPS)
    take_hitman(s, 0)
    m.apply("roll")
    rng.push(0, 2, 2)  # reveal the first of Bruno's bribes on K2, then roll 2/2
    m.apply("cube K2")
    assert s.revealed == {"b4"}
    m.apply("roll")  # 2/2 holding the hit-man
    m.apply("accept")
    assert arrested(s)
    assert s.count(card_cubes("K2")) == 1 and s.revealed == {"b4"}
    assert "b0" in s.zones[BRIBE_SUPPLY] and s.count(influence_supply(3)) == 10
    assert s.count(CHIP_SUPPLY) == 6 and conserved(s)


# ----- Chip economy ------------------------------------------------------------------------------
def test_chip_limit_applies_at_the_end_of_the_active_players_turn_only():
    m, _ = new_match(4, 3)
    s = m.state
    chips(s, 0, 8)
    chips(s, 1, 6)
    m.apply("roll")
    m.apply("stop")  # 9 in hand: 2 go back
    assert s.chips(0) == 7 and s.count(CHIP_SUPPLY) == 2

    m, _ = new_match(4, 3)
    s = m.state
    chips(s, 0, 7)
    chips(s, 1, 8)  # Bruno over the limit: not his turn, he keeps them
    m.apply("roll")  # the supply is empty: no chip
    m.apply("stop")
    assert s.chips(0) == 7 and s.chips(1) == 8 and s.count(CHIP_SUPPLY) == 0


def test_chip_limit_also_applies_after_an_arrest():
    m, _ = new_match(4, 4)
    s = m.state
    chips(s, 0, 8)
    s.ext = 6
    m.apply("roll")  # double 4: 9 in hand, ext 7
    m.apply("accept")
    assert arrested(s) and s.chips(0) == 7


def test_chips_can_run_out_and_placing_a_chip_is_skipped():
    m, rng = new_match(4, 3, 4, 4, 5, 4)
    s = m.state
    chips(s, 1, 11)  # the supply is empty
    assert s.count(CHIP_SUPPLY) == 0
    m.apply("roll")
    assert s.ext == 3 and s.count(PENDING_CHIPS) == 0 and s.stage == "decide"
    m.apply("roll")  # double 4: neither chip can be taken
    assert s.ext == 4 and s.chips(0) == 4 and s.count(PENDING_CHIPS) == 0
    m.apply("payoff")  # the paid chip goes to the supply ...
    m.apply("roll")  # ... and the next extortion can place it
    assert s.ext == 6 and s.count(PENDING_CHIPS) == 1 and s.count(CHIP_SUPPLY) == 0
    m.apply("stop")
    assert s.chips(0) == 4 and conserved(s)


# ----- End triggers ------------------------------------------------------------------------------
def test_the_last_cube_ends_the_game():
    m, _ = new_match(2, 6)
    s = m.state
    leave_in_supply(s, CUBE_SUPPLY, 1, dump=MAYOR_CUBES)
    chips(s, 0, 1)
    chips(s, 1, 0)  # nobody can cancel: straight to commit and scoring
    pend_influence(s, "K1", 2)
    put(s, s.zones[CHIP_SUPPLY][0], PENDING_CHIPS)
    m.apply("roll")
    assert s.over and s.result.ended_by == 0
    assert s.count(side("K1", 0)) == 1 and s.chips(0) == 2  # commit ran: marker and chip banked
    assert s.result.cards[3].winner == 0
    assert m.decision().seat is None and m.decision().actions == ()


def test_the_last_bribe_ends_the_game():
    m, _ = new_match(5, 2, 0)  # white 5, black 2: bribe beside K2
    s = m.state
    leave_in_supply(s, BRIBE_SUPPLY, 1, dump=side("W1", 1))
    m.apply("roll")
    assert s.stage == "end" and s.ending
    assert acts(m) == ["accept", "backstab", "reneg"]  # no chip action any more
    m.apply("accept")
    assert s.over and s.zones[side("K2", 0)] == ["b14"]
    assert s.result.cards[4] == CardScore("K2", (3, 0), 0, 0)


def test_doubles_taking_the_last_influence_end_the_game_without_taking_the_hitman():
    m, _ = new_match(2, 2)
    s = m.state
    leave_in_supply(s, influence_supply(2), 1, dump=BOX)
    m.apply("roll")
    m.apply("place W3")
    assert s.stage == "end" and s.zones[HITMAN_SUPPLY] == ["hitman"]
    m.apply("accept")
    assert s.over and s.result.cards[2].winner == 0


def test_end_beats_arrest_and_skips_the_rest_of_the_action():
    m, _ = new_match(6, 4)
    s = m.state
    s.ext = 6
    leave_in_supply(s, CUBE_SUPPLY, 1, dump=BOX)
    m.apply("roll")
    assert s.stage == "end" and s.ext == 6 and s.count(PENDING_CHIPS) == 0
    m.apply("accept")
    assert s.over
    # the commit still paid the level-6 bonus: all 3 Mayor cubes
    assert s.count(won(0)) == 3 and s.result.vp[0] == 3


def test_invest_bribe_taking_the_last_cube_ends_without_the_reveal():
    m, _ = new_match(6, 5)
    s = m.state
    commit(s, "K1", 1, "b12")
    leave_in_supply(s, CUBE_SUPPLY, 1, dump=BOX)
    m.apply("roll")
    m.apply("cube K1")
    assert s.stage == "end" and s.revealed == set() and s.count(card_cubes("K1")) == 1
    m.apply("accept")
    assert s.over and s.result.cards[3] == CardScore("K1", (0, 3), 1, 1)


def test_backstab_or_reneg_can_avoid_the_end():
    m, rng = new_match(2, 6)
    s = m.state
    leave_in_supply(s, CUBE_SUPPLY, 1, dump=BOX)
    m.apply("roll")
    assert s.stage == "end"
    rng.push(4, 1)
    m.apply("reneg")
    assert not s.ending and s.count(CUBE_SUPPLY) == 1 and s.ext == 1 and s.chips(0) == 2


@pytest.mark.parametrize("left", [1, 2])
def test_the_level_six_refill_emptying_the_cube_supply_ends_the_game(left):
    m, _ = new_match(4, 3, 4, 3)
    s = m.state
    leave_in_supply(s, CUBE_SUPPLY, left, dump=BOX)
    m.apply("roll")
    m.apply("roll")
    m.apply("stop")
    assert s.over and s.result.ended_by == 0
    assert s.count(won(0)) == 2 and s.count(MAYOR_CUBES) == left and s.count(CUBE_SUPPLY) == 0
    assert s.result.vp == (2, 0)


def test_the_level_six_refill_with_cubes_to_spare_does_not_end():
    m, _ = new_match(4, 3, 4, 3)
    s = m.state
    leave_in_supply(s, CUBE_SUPPLY, 3, dump=BOX)
    m.apply("roll")
    m.apply("roll")
    m.apply("stop")
    assert not s.over and s.active == 1 and s.count(CUBE_SUPPLY) == 1


# ----- Scoring ------------------------------------------------------------------------------------
def test_extortion_cubes_score_and_mayor_cubes_do_not():
    m, _ = new_match(6, 4, first=1)  # Bruno ends it with the last cube onto the Mayor
    s = m.state
    cubes(s, won(0), 3)
    cubes(s, MAYOR_CUBES, 6)
    commit(s, "W1", 1, 1)
    cubes(s, card_cubes("W1"), 1)
    leave_in_supply(s, CUBE_SUPPLY, 1, dump=BOX)
    m.apply("roll")
    m.apply("accept")
    assert s.result.vp == (3, 2) and s.result.extortion_cubes == (3, 0)
    assert m.outcome().winners == (0,) and s.result.decided_by == "points"


# ----- Double 6 -----------------------------------------------------------------------------------
def test_double_six_moves_a_cube_between_area_cards():
    m, _ = new_match(6, 6)
    s = m.state
    cubes(s, card_cubes("K2"), 2)
    cubes(s, MAYOR_CUBES, 4)
    m.apply("roll")
    assert s.stage == "move_from"
    assert [a for a in acts(m) if a.startswith("from")] == ["from K2"]  # the Mayor card is no source
    m.apply("from K2")
    assert acts(m) == ["to W1", "to W2", "to W3", "to K1", "to K3", "cancel"]
    m.apply("cancel")
    assert s.stage == "move_from"
    m.apply("from K2")
    m.apply("to W3")
    assert s.count(card_cubes("K2")) == 1 and s.count(card_cubes("W3")) == 1
    assert s.count(MAYOR_CUBES) == 4 and s.count(CUBE_SUPPLY) == 15
    assert s.zones[hitman(0)] == ["hitman"] and s.stage == "decide"


def test_double_six_supply_cube_is_optional():
    m, _ = new_match(6, 6)
    s = m.state
    m.apply("roll")
    m.apply("skip")
    assert all(s.count(card_cubes(c)) == 0 for c in AREA) and s.count(CUBE_SUPPLY) == 19
    assert s.zones[hitman(0)] == ["hitman"] and s.stage == "decide" and "stop" in acts(m)


# ----- Hidden bribe values ----------------------------------------------------------------------
def shown(m, seat):
    """Every (zone, token, face) of a bribe in ``seat``'s view."""
    view = m.view(seat)
    return {(z, t, f) for z, items in view.zones.items() for t, f in items if t.startswith("b")}


def visible_values(m, seat):
    return {t: f for _, t, f in shown(m, seat) if f != "?"}


def test_view_shows_each_bribe_only_to_who_may_see_it():
    m, rng = new_match(6, 5)
    s = m.state
    commit(s, "W1", 0, "b2")  # Anna's hidden bribe
    commit(s, "K1", 1, "b7", "b12")  # Bruno's hidden bribes
    pend_bribe(s, "K3", "b5")  # Anna's pending bribe
    put(s, "b6", BOX)  # a boxed bribe
    assert visible_values(m, 0) == {"b2": "1"}
    assert visible_values(m, 1) == {"b7": "2", "b12": "3"}
    assert visible_values(m, None) == {}
    m.apply("roll")
    rng.push(1)
    m.apply("cube K1")  # reveals b12
    assert visible_values(m, 0) == {"b2": "1", "b12": "3"}
    assert visible_values(m, 1) == {"b7": "2", "b12": "3"}
    assert visible_values(m, None) == {"b12": "3"}
    # the pending, supply and boxed bribes stay hidden from everyone; no other bribe face leaks
    for seat in (0, 1, None):
        view = m.view(seat)
        assert view.zones[pending("K3")] == (("b5", "?"),)
        assert view.zones[BOX] == (("b6", "?"),)
        assert all(f == "?" for _, f in view.zones[BRIBE_SUPPLY])


def view_ignores_what_seat_may_not_know(m, seat):
    """Changing every bribe value ``seat`` may not know leaves its whole view unchanged."""
    state = m.state
    mine = {t for c in state.cards for t in state.zones[side(c, seat)]} if seat is not None else set()
    twin = copy.deepcopy(state)
    shift = {1: 2, 2: 3, 3: 1}
    for token, value in state.bribe_value.items():
        if token not in state.revealed and token not in mine:
            twin.bribe_value[token] = shift[value]
    return m.rules.view(twin, seat) == m.view(seat)


def test_the_whole_view_is_blind_to_bribes_the_seat_may_not_know():
    m, rng = new_match(2, 5, 0)  # white 2 / black 5: a bribe beside W2
    s = m.state
    commit(s, "W1", 1, "b12", "b13")
    commit(s, "K2", 0, "b1")
    put(s, "b14", BOX)
    rng.push(5, 4, 0)
    steps = [
        ["roll"],  # Anna's pending bribe beside W2
        ["pocket", "pocket W2"],  # now committed: Anna may look, Bruno may not
        ["roll", "reveal W1"],  # 5+4 reveals Bruno's b12 to all
    ]
    for step in steps:
        for action in step:
            m.apply(action)
        for seat in (0, 1, None):
            assert view_ignores_what_seat_may_not_know(m, seat), (step, seat)
    # the check does bite: Anna's own committed bribe does show in her view, not in Bruno's
    twin = copy.deepcopy(s)
    twin.bribe_value["b1"] = 3
    assert m.rules.view(twin, 0) != m.view(0) and m.rules.view(twin, 1) == m.view(1)


def test_scoring_shows_the_bribes_on_cards_but_not_the_supply_or_the_box():
    m, _ = new_match(2, 6)
    s = m.state
    commit(s, "W1", 1, "b12")
    put(s, "b13", BOX)
    leave_in_supply(s, CUBE_SUPPLY, 1, dump=BOX)
    m.apply("roll")
    m.apply("accept")
    assert s.over
    for seat in (0, 1, None):
        assert visible_values(m, seat) == {"b12": "3"}
        assert dict(m.view(seat).zones[BOX])["b13"] == "?"


# ----- Cancelling a chip action's menu ----------------------------------------------------------------
@pytest.mark.parametrize(("menu", "extra"), [("scandal", []), ("deceive", ["from W3"]), ("pocket", [])])
def test_cancelling_a_chip_menu_gives_the_same_decision_back(menu, extra):
    m, _ = new_match(4, 4)  # double 4: Payoff, Backstab and Reneg are all open
    s = m.state
    pend_influence(s, "W3", 1)
    m.apply("roll")
    before = acts(m)
    assert {"payoff", "backstab", "reneg", "stop"} <= set(before)
    m.apply(menu)
    for step in extra:
        m.apply(step)
    m.apply("cancel")
    assert acts(m) == before
    assert s.chips(0) == 5 and s.chips(1) == 5 and s.stage == "decide"
    m.apply("backstab")  # still cancels the double 4 exactly
    assert s.chips(0) == 4 and s.ext == 0 and s.zones[HITMAN_SUPPLY] == ["hitman"]


def test_pocket_under_the_count_reading_leaves_the_card_closed_for_the_rest_of_the_turn():
    """Option pocket_reading=count (digest 6.2's other reading): a card gets one placement per turn, so after
    Pocket a roll naming it again offers only the other card; a bribe roll naming it is an arrest."""
    m, rng = new_match()
    s = m.state
    s.one_placement_per_card = True  # as a match set up with options={"pocket_reading": "count"}
    pend_influence(s, "K2", 2)
    after_first_roll(s)
    m.apply("pocket")
    m.apply("pocket K2")
    rng.push(1, 2)  # white 1, black 2: K2 took its placement this turn, so only W1 is offered
    events = m.apply("roll")
    assert "K2" not in s.choice.get("options", {}) and any("White 1" in say(e.text) for e in events if e.text)
    assert s.pocketed == ["K2"]


def test_the_pocket_reading_is_a_declared_option_and_resets_each_turn():
    from tabletop.engine import Match

    counted = Match(RULES, ["Anna", "Bruno"], options={"first": 0, "pocket_reading": "count"}, seed=3)
    assert counted.state.one_placement_per_card
    assert not Match(RULES, ["Anna", "Bruno"], seed=3).state.one_placement_per_card
    option = next(d for d in RULES.option_defs() if d.key == "pocket_reading")
    assert option.advanced and option.default == "occupancy" and option.allowed == ("occupancy", "count")
    m, _ = new_match()
    m.state.pocketed = ["K2"]
    pend_influence(m.state, "W1", 1)
    after_first_roll(m.state)
    m.apply("stop")
    assert m.state.pocketed == []  # a new turn: every card may take a marker again


def test_scandal_under_the_chip_reading_also_puts_a_chip_beside_the_mayor():
    for places, pending_after in ((False, 0), (True, 1)):
        m, _ = new_match()
        s = m.state
        s.scandal_places_chip = places  # as a match set up with options={"scandal_chip": places}
        after_first_roll(s)
        before = len(s.zones[PENDING_CHIPS])
        m.apply("scandal")
        m.apply("scandal 1")
        assert s.ext == 1 and len(s.zones[PENDING_CHIPS]) - before == pending_after
        assert conserved(s)


def test_capo_plays_to_the_end_under_every_rule_reading():
    import random

    from tabletop.bots.random_bot import RandomBot
    from tabletop.engine import Match
    from tabletop.engine.invariants import Config, play_checked
    from tabletop.games.capo.rules import secrets

    for seed in range(6):
        options = {"pocket_reading": random.Random(seed).choice(["occupancy", "count"]), "scandal_chip": seed % 2 == 1}
        match = Match(RULES, ["Anna", "Bruno"], options=options, seed=seed)
        played = play_checked(match, RandomBot(seed).choose, Config(every=3, undo_every=5), secrets)
        assert played.outcome.winners
