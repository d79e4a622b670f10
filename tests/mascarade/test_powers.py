"""Every power's edge cases, the turn restrictions, claims, end checks, the 2- and 3-player games,
the custom-set constraints and what each seat's view may show (digest sections 3, 4, 5 and 7)."""

from __future__ import annotations

import random

import pytest

from tabletop.engine import IllegalActionError, Match
from tabletop.engine.errors import SetupError
from tabletop.engine.events import Flipped, Shuffled
from tabletop.engine.message import say
from tabletop.engine.rng import SeededRng
from tabletop.engine.view import plain

from .builder import (
    ASPASIA,
    ELENI,
    IOANNA,
    KATERINA,
    MICHALIS,
    NIKOS,
    RULES,
    SPEC,
    ZACHARIAS,
    acts,
    announce,
    at_turn,
    conserved,
    faces,
    gains,
    mark_revealed,
    new_match,
    place,
    play,
    public_form,
    revealed,
    set_coins,
    table,
)

# 8 players: SET_A/SET_B/SET_C; SET_9 adds a ninth card, which lies in the centre (extra centre card).
SET_A = ["judge", "king", "queen", "thief", "spy", "inquisitor", "peasant", "peasant"]
SET_B = ["judge", "bishop", "witch", "spy", "king", "queen", "peasant", "peasant"]
SET_C = ["judge", "cheat", "queen", "king", "widow", "witch", "peasant", "peasant"]
SET_9 = ["judge", "fool", "king", "queen", "inquisitor", "spy", "peasant", "peasant", "widow"]
# 4 and 5 players: 6 cards, 2 and 1 of them in the centre.
SET_4 = ["judge", "fool", "king", "queen", "bishop", "thief"]
SET_5 = ["judge", "spy", "king", "queen", "bishop", "witch"]


# ===== Judge =====================================================================================
def test_judge_with_an_empty_courthouse_gains_nothing():
    m = table(SET_A, {"p:0": "judge"}, courthouse=0)
    events = announce(m, "judge")
    assert gains(events) == [(ASPASIA, 0)]
    assert m.state.coins[ASPASIA] == 6 and m.state.courthouse == 0
    assert m.decision().seat == NIKOS


def test_judge_unchallenged_takes_the_whole_courthouse():
    m = table(SET_A, {"p:3": "judge"}, courthouse=5)
    announce(m, "judge")
    assert m.state.coins[ASPASIA] == 11 and m.state.courthouse == 0  # a bluff works when nobody claims


def test_judge_misses_the_fines_of_his_own_resolution():
    m = table(SET_A, {"p:0": "judge", "p:3": "king", "p:5": "spy"}, courthouse=0)
    s = m.state
    events = announce(m, "judge", claimants=(MICHALIS, ZACHARIAS))
    assert gains(events) == [(ASPASIA, 0), (MICHALIS, -1), (ZACHARIAS, -1)]
    assert s.coins[ASPASIA] == 6 and s.courthouse == 2


# ===== Bishop ====================================================================================
def test_bishop_takes_two_from_the_single_richest_other_player_without_a_choice():
    m = table(SET_B, {"p:0": "bishop"}, {ASPASIA: 12, IOANNA: 8})
    events = announce(m, "bishop")
    assert gains(events) == [(ASPASIA, 2)]
    assert m.state.coins[ASPASIA] == 14 and m.state.coins[IOANNA] == 6
    assert m.is_over() and m.outcome().winners == (ASPASIA,)


def test_bishop_tie_choices_exclude_the_bishop_even_when_he_is_tied():
    m = table(SET_B, {"p:2": "bishop"}, {ASPASIA: 9, KATERINA: 9, ELENI: 9})
    play(m, "announce", "announce bishop")
    while m.decision().kind == "claims":
        m.apply("claim" if m.decision().seat == KATERINA else "pass")
    # Katerina, the true Bishop, uses the power outside her turn and chooses
    assert m.decision().kind == "bishop" and m.decision().seat == KATERINA
    assert acts(m) == ["from 7", "from 0"]  # clockwise from the Bishop's left
    m.apply("from 0")
    assert m.state.coins[KATERINA] == 11 and m.state.coins[ASPASIA] == 7 - 1  # then Aspasia's fine
    assert m.state.courthouse == 1


def test_bishop_takes_only_what_the_richest_has():
    m = table(SET_4, {"p:0": "bishop"}, {NIKOS: 1, KATERINA: 1, MICHALIS: 1}, players=4)
    announce(m, "bishop")
    assert acts(m) == ["from 1", "from 2", "from 3"]
    events = m.apply("from 3")
    assert gains(events)[0] == (ASPASIA, 1)
    assert m.state.coins == [7, 1, 1, 0]
    assert m.is_over() and m.outcome().winners == (ASPASIA,)


# ===== King and Queen ============================================================================
@pytest.mark.parametrize("char, gain", [("king", 3), ("queen", 2)])
def test_king_and_queen_take_from_the_bank(char, gain):
    m = table(SET_A, {"p:0": char})
    announce(m, char)
    assert m.state.coins[ASPASIA] == 6 + gain and sum(m.state.coins) == 48 + gain


# ===== Fool ======================================================================================
def test_fool_gains_one_and_offers_only_other_players_cards_never_centre_cards():
    m = table(SET_9, {"p:0": "fool"})
    s = m.state
    assert s.centre == ["c:0"]
    announce(m, "fool")
    assert s.coins[ASPASIA] == 7
    assert m.decision().kind == "fool_a" and m.decision().seat == ASPASIA
    assert acts(m) == [f"card p:{k}" for k in range(1, 8)]
    m.apply("card p:3")
    assert acts(m) == [f"card p:{k}" for k in range(1, 8) if k != 3]
    m.apply("card p:6")
    assert m.decision().kind == "fool_secret"
    assert RULES.decision_is_secret(s) and RULES.private_viewer(s) == ASPASIA
    assert all(f == "down" for f in faces(m, ASPASIA).values())  # the Fool sees no card


def test_fool_at_four_players_never_offers_the_centre_cards():
    m = table(SET_4, {"p:1": "fool"}, current=NIKOS, players=4)
    announce(m, "fool")
    assert acts(m) == ["card p:2", "card p:3", "card p:0"]


def _fool_run(choice: str):
    m = table(SET_9, {"p:0": "fool", "p:3": "king", "p:6": "queen"})
    events = announce(m, "fool") + play(m, "card p:3", "card p:6", choice)
    return m, events


def test_fool_swap_or_not_changes_the_cards_but_not_the_events_or_the_views():
    swapped, ev_swap = _fool_run("swap")
    kept, ev_keep = _fool_run("keep")
    assert (swapped.state.char("p:3"), swapped.state.char("p:6")) == ("queen", "king")
    assert (kept.state.char("p:3"), kept.state.char("p:6")) == ("king", "queen")
    assert public_form(ev_swap) == public_form(ev_keep)
    assert [e.places for e in ev_swap if isinstance(e, Shuffled)] == [("p:3", "p:6")]
    for seat in (None, *range(8)):
        assert swapped.view(seat) == kept.view(seat)
    assert swapped.decision().seat == NIKOS and swapped.state.coins[ASPASIA] == 7


def test_a_claiming_fool_turns_the_revealed_cards_down_before_swapping_and_may_pick_the_announcers_card():
    m = table(SET_9, {"p:0": "king", "p:1": "fool"})
    s = m.state
    events = announce(m, "fool", claimants=(NIKOS,))
    assert revealed(events) == {"p:0": "king", "p:1": "fool"}
    assert {e.component for e in events if isinstance(e, Flipped)} == {"p:0", "p:1"}
    assert not s.face_up
    assert m.decision().kind == "fool_a" and m.decision().seat == NIKOS
    assert "card p:0" in acts(m) and "card p:1" not in acts(m)
    assert s.coins[NIKOS] == 7 and s.coins[ASPASIA] == 6  # the fine waits for the power
    play(m, "card p:0", "card p:2", "swap")
    assert s.char("p:2") == "king"
    assert s.coins[ASPASIA] == 5 and s.courthouse == 1
    # nothing stays face up, so the turn ends at once; Nikos was revealed on the previous turn
    assert m.decision().seat == NIKOS and acts(m) == ["swap"]


# ===== Thief =====================================================================================
def test_thief_takes_one_from_each_neighbour_never_from_the_centre():
    m = table(SET_4, {"p:0": "thief"}, players=4)
    events = announce(m, "thief")
    assert gains(events) == [(ASPASIA, 1), (ASPASIA, 1)]
    assert m.state.coins == [8, 5, 6, 5]


def test_thief_at_a_one_coin_neighbour_still_takes_from_the_other_then_the_game_ends():
    m = table(SET_4, {"p:0": "thief"}, {NIKOS: 1, MICHALIS: 4, KATERINA: 9}, players=4)
    announce(m, "thief")
    assert m.state.coins == [8, 0, 9, 3]  # the power is atomic
    assert m.is_over() and m.outcome().winners == (KATERINA,)


def test_thief_takes_nothing_from_a_neighbour_with_no_coin():
    m = table(SET_4, {"p:2": "thief"}, {MICHALIS: 0}, current=KATERINA, players=4)
    events = announce(m, "thief")
    assert sorted(gains(events)) == [(KATERINA, 0), (KATERINA, 1)]
    assert m.state.coins == [6, 5, 7, 0]
    assert m.is_over() and m.outcome().winners == (KATERINA,)


def test_thief_reaching_thirteen_wins_alone_even_when_a_neighbour_goes_bankrupt():
    m = table(SET_4, {"p:0": "thief"}, {ASPASIA: 11, NIKOS: 1}, players=4)
    announce(m, "thief")
    assert m.state.coins[ASPASIA] == 13 and m.state.coins[NIKOS] == 0
    assert m.outcome().winners == (ASPASIA,)


@pytest.mark.parametrize("players", [2, 3])
def test_the_thief_is_not_in_the_two_and_three_player_set_so_cannot_be_announced(players):
    m = new_match(players)
    at_turn(m.state, 0)
    play(m, "announce", "using p:0:L")
    assert "announce thief" not in acts(m)
    with pytest.raises(IllegalActionError):
        m.apply("announce thief")


# ===== Witch =====================================================================================
def test_witch_swaps_fortunes_with_any_other_player():
    m = table(SET_B, {"p:0": "witch"}, {ASPASIA: 2, ELENI: 11})
    announce(m, "witch")
    assert m.decision().kind == "witch"
    assert acts(m) == [f"with {k}" for k in range(1, 8)] + ["skip"]
    m.apply("with 7")
    assert m.state.coins[ASPASIA] == 11 and m.state.coins[ELENI] == 2
    assert sum(m.state.coins) == 2 + 11 + 6 * 6


def test_witch_may_skip():
    m = table(SET_B, {"p:0": "witch"}, {ASPASIA: 2, ELENI: 11})
    announce(m, "witch")
    m.apply("skip")
    assert m.state.coins[ASPASIA] == 2 and m.state.coins[ELENI] == 11
    assert m.decision().seat == NIKOS


def test_a_claiming_witch_swaps_first_then_the_announcers_fine_bankrupts_him():
    m = table(SET_B, {"p:0": "king", "p:4": "witch"}, {ASPASIA: 1, NIKOS: 12})
    s = m.state
    announce(m, "witch", claimants=(IOANNA,))
    assert m.decision().kind == "witch" and m.decision().seat == IOANNA
    assert acts(m) == [f"with {k}" for k in (5, 6, 7, 0, 1, 2, 3)] + ["skip"]
    m.apply("with 1")
    assert s.coins[IOANNA] == 12 and s.coins[NIKOS] == 6
    assert s.coins[ASPASIA] == 0 and s.courthouse == 1
    assert m.outcome().winners == (IOANNA,)


# ===== Spy =======================================================================================
def test_spy_may_look_at_a_centre_card_and_swap_with_it():
    m = table(SET_5, {"p:0": "spy"}, players=5)
    s = m.state
    assert s.centre == ["c:0"]
    centre = s.char("c:0")
    announce(m, "spy")
    assert acts(m) == ["card p:1", "card p:2", "card p:3", "card p:4", "card c:0"]
    m.apply("card c:0")
    assert faces(m, ASPASIA) == {
        "p:0": "spy",
        "p:1": "down",
        "p:2": "down",
        "p:3": "down",
        "p:4": "down",
        "c:0": centre,
    }
    for seat in (None, 1, 2, 3, 4):
        assert all(f == "down" for f in faces(m, seat).values())
    m.apply("swap")
    assert s.char("c:0") == "spy" and s.char("p:0") == centre
    assert all(f == "down" for f in faces(m, ASPASIA).values())


def _spy_run(choice: str):
    m = table(SET_A, {"p:0": "spy", "p:5": "queen"})
    return m, announce(m, "spy") + play(m, "card p:5", choice)


def test_spy_swap_or_not_gives_identical_events_and_views():
    swapped, ev_swap = _spy_run("swap")
    kept, ev_keep = _spy_run("keep")
    assert swapped.state.char("p:0") == "queen" and kept.state.char("p:0") == "spy"
    assert public_form(ev_swap) == public_form(ev_keep)
    for seat in (None, *range(8)):
        assert swapped.view(seat) == kept.view(seat)


def test_a_claiming_spy_looks_at_her_own_card_outside_her_turn_after_the_reveals_turn_down():
    m = table(SET_A, {"p:0": "king", "p:2": "spy", "p:6": "queen"})
    s = m.state
    events = announce(m, "spy", claimants=(KATERINA,))
    assert revealed(events) == {"p:0": "king", "p:2": "spy"}
    assert not s.face_up
    assert m.decision().kind == "spy_target" and m.decision().seat == KATERINA
    assert "card p:0" in acts(m) and "card p:2" not in acts(m)
    m.apply("card p:6")
    assert RULES.private_viewer(s) == KATERINA
    assert faces(m, KATERINA)["p:2"] == "spy" and faces(m, KATERINA)["p:6"] == "queen"
    assert all(f == "down" for f in faces(m, ASPASIA).values())
    m.apply("keep")
    assert s.coins[ASPASIA] == 5 and s.courthouse == 1


# ===== Peasants ==================================================================================
def test_peasant_unchallenged_gains_one_even_as_a_bluff():
    m = table(SET_A, {"p:0": "king"})
    events = announce(m, "peasant")
    assert gains(events) == [(ASPASIA, 1)] and not revealed(events)


def test_one_true_peasant_revealed_gains_one():
    m = table(SET_A, {"p:0": "king", "p:3": "peasant"})
    events = announce(m, "peasant", claimants=(MICHALIS,))
    assert gains(events) == [(MICHALIS, 1), (ASPASIA, -1)]
    assert m.state.coins[MICHALIS] == 7 and m.state.coins[ASPASIA] == 5


def test_a_true_peasant_announcer_challenged_by_a_liar_gains_one():
    m = table(SET_A, {"p:0": "peasant", "p:3": "king", "p:5": "peasant"})
    events = announce(m, "peasant", claimants=(MICHALIS,))
    assert gains(events) == [(ASPASIA, 1), (MICHALIS, -1)]
    assert m.state.coins[ZACHARIAS] == 6  # the other Peasant was not revealed


def test_both_peasants_revealed_gain_two_each_as_claimants():
    m = table(SET_A, {"p:0": "king", "p:3": "peasant", "p:5": "peasant"})
    events = announce(m, "peasant", claimants=(MICHALIS, ZACHARIAS))
    assert gains(events) == [(MICHALIS, 2), (ZACHARIAS, 2), (ASPASIA, -1)]


def test_two_peasants_reaching_thirteen_together_share_the_win():
    m = table(SET_A, {"p:0": "peasant", "p:4": "peasant", "p:2": "king"}, {ASPASIA: 11, IOANNA: 11, KATERINA: 1})
    announce(m, "peasant", claimants=(KATERINA, IOANNA))
    assert m.state.coins[ASPASIA] == 13 and m.state.coins[IOANNA] == 13
    assert m.outcome().winners == (ASPASIA, IOANNA)
    assert m.state.coins[KATERINA] == 1 and m.state.courthouse == 0  # the game ended before the fines


# ===== Cheat =====================================================================================
def test_cheat_with_nine_does_nothing():
    m = table(SET_C, {"p:0": "cheat"}, {ASPASIA: 9})
    announce(m, "cheat")
    assert not m.is_over() and m.state.coins[ASPASIA] == 9
    assert m.decision().seat == NIKOS


def test_cheat_with_ten_wins():
    m = table(SET_C, {"p:0": "cheat"}, {ASPASIA: 10, NIKOS: 12})
    announce(m, "cheat")
    assert m.outcome().winners == (ASPASIA,)


def test_an_unchallenged_cheat_bluff_with_ten_or_more_wins():
    m = table(SET_C, {"p:0": "queen", "p:5": "cheat"}, {ASPASIA: 12})
    events = announce(m, "cheat")
    assert not revealed(events)
    assert m.outcome().winners == (ASPASIA,)


def test_a_cheat_win_stops_the_fines():
    m = table(SET_C, {"p:0": "queen", "p:3": "cheat", "p:5": "king"}, {MICHALIS: 11, ASPASIA: 1})
    announce(m, "cheat", claimants=(MICHALIS, ZACHARIAS))
    assert m.outcome().winners == (MICHALIS,)
    assert m.state.coins[ASPASIA] == 1 and m.state.coins[ZACHARIAS] == 6 and m.state.courthouse == 0


# ===== Inquisitor ================================================================================
def test_inquisitor_targets_only_seated_players_and_names_only_characters_in_the_set():
    m = table(SET_9, {"p:0": "inquisitor"})
    s = m.state
    announce(m, "inquisitor")
    assert acts(m) == [f"card p:{k}" for k in range(1, 8)]  # never the centre card, never herself
    m.apply("card p:4")
    assert m.decision().seat == IOANNA
    assert acts(m) == [f"guess {c}" for c in s.in_play]
    assert "guess thief" not in acts(m) and "guess cheat" not in acts(m)
    with pytest.raises(IllegalActionError):
        m.apply("guess cheat")


def test_inquisitor_wrong_guess_pays_four():
    m = table(SET_A, {"p:0": "inquisitor", "p:4": "king"})
    s = m.state
    announce(m, "inquisitor")
    events = play(m, "card p:4", "guess queen")
    assert revealed(events) == {"p:4": "king"}
    assert s.coins[ASPASIA] == 10 and s.coins[IOANNA] == 2
    assert s.face_up == {"p:4"} and s.revealed_turn[IOANNA] == 5
    assert m.decision().kind == "reveal_wait"
    m.apply("continue")
    assert not s.face_up and m.decision().seat == NIKOS


def test_inquisitor_right_guess_moves_nothing_but_still_reveals():
    m = table(SET_A, {"p:0": "inquisitor", "p:4": "king"})
    announce(m, "inquisitor")
    events = play(m, "card p:4", "guess king")
    assert revealed(events) == {"p:4": "king"}
    assert m.state.coins == [6] * 8


def test_inquisitor_takes_at_most_what_the_target_has():
    m = table(SET_A, {"p:0": "inquisitor", "p:1": "king", "p:5": "queen"}, {NIKOS: 3})
    s = m.state
    announce(m, "inquisitor", claimants=(ZACHARIAS,))
    events = play(m, "card p:1", "guess judge")
    assert gains(events) == [(ASPASIA, 3)]
    assert s.coins[NIKOS] == 0 and s.coins[ASPASIA] == 9
    assert m.outcome().winners == (ASPASIA,)
    assert s.coins[ZACHARIAS] == 6  # the game ended after the power, before the fine


def test_the_inquisitors_target_must_swap_on_the_next_turn_when_it_is_theirs():
    m = table(SET_A, {"p:0": "inquisitor", "p:1": "king"})
    announce(m, "inquisitor")
    play(m, "card p:1", "guess king", "continue")
    assert m.decision().seat == NIKOS and acts(m) == ["swap"]


# ===== Widow =====================================================================================
@pytest.mark.parametrize("before, after", [(1, 10), (9, 10), (10, 10), (12, 12)])
def test_widow_fills_up_to_ten_and_never_loses(before, after):
    m = table(SET_C, {"p:0": "widow"}, {ASPASIA: before})
    events = announce(m, "widow")
    assert m.state.coins[ASPASIA] == after
    assert gains(events) == [(ASPASIA, after - before)]


# ===== Turn restrictions =========================================================================
def test_revealed_during_the_previous_turn_must_swap_even_the_true_holder():
    m = table(SET_A, {"p:0": "king", "p:1": "queen"})
    announce(m, "king", claimants=(NIKOS,))
    m.apply("continue")
    assert m.state.coins[ASPASIA] == 9 and m.state.coins[NIKOS] == 5
    assert m.decision().seat == NIKOS and acts(m) == ["swap"]
    play(m, "swap", "with p:2", "keep")
    assert m.decision().seat == KATERINA and acts(m) == ["swap", "peek", "announce"]


def test_revealed_earlier_than_the_previous_turn_acts_freely():
    m = table(SET_A, {"p:0": "king", "p:3": "queen"})
    announce(m, "king", claimants=(MICHALIS,))
    m.apply("continue")
    for seat in (NIKOS, KATERINA):
        assert m.decision().seat == seat
        play(m, "swap", "with p:5", "keep")
    assert m.decision().seat == MICHALIS and m.state.revealed_turn[MICHALIS] == 5
    assert acts(m) == ["swap", "peek", "announce"]


def test_the_announcer_is_free_again_on_their_next_turn():
    m = table(SET_A, {"p:0": "king", "p:1": "queen"})
    announce(m, "king", claimants=(NIKOS,))
    assert m.state.revealed_turn[ASPASIA] == 5
    at_turn(m.state, ASPASIA, turn_no=13)
    assert acts(m) == ["swap", "peek", "announce"]


@pytest.mark.parametrize("revealed_on, free", [(8, False), (7, True), (1, True)])
def test_only_the_previous_turns_reveal_forces_a_swap(revealed_on, free):
    m = table(SET_A, {}, current=KATERINA, turn_no=9)
    mark_revealed(m.state, {KATERINA: revealed_on, NIKOS: 8})
    assert acts(m) == (["swap", "peek", "announce"] if free else ["swap"])


def test_only_characters_of_the_set_may_be_announced():
    m = table(SET_A, {})
    m.apply("announce")
    assert acts(m) == [f"announce {c}" for c in sorted(set(SET_A))] + ["cancel"]  # Back: nothing named yet
    for absent in ("widow", "cheat", "bishop", "witch", "fool"):
        with pytest.raises(IllegalActionError):
            m.apply(f"announce {absent}")


def test_a_peek_shows_the_card_only_to_the_peeker_and_only_during_the_look():
    m = table(SET_A, {"p:0": "queen"})
    s = m.state
    events = m.apply("peek")
    assert not events
    assert RULES.private_viewer(s) == ASPASIA and not RULES.decision_is_secret(s)
    assert faces(m, ASPASIA)["p:0"] == "queen"
    assert sum(f != "down" for f in faces(m, ASPASIA).values()) == 1
    for seat in (None, *range(1, 8)):
        assert all(f == "down" for f in faces(m, seat).values())
    events = m.apply("done")
    assert not revealed(events) and all("queen" not in say(e.text).lower() for e in events)
    assert all(f == "down" for f in faces(m, ASPASIA).values())
    assert m.decision().seat == NIKOS


@pytest.mark.parametrize("announcer", range(8))
def test_claims_are_asked_clockwise_from_the_announcers_left(announcer):
    m = table(SET_A, {}, current=announcer)
    play(m, "announce", "announce queen")
    order = []
    while m.decision().kind == "claims":
        order.append(m.decision().seat)
        m.apply("claim" if len(order) == 3 else "pass")
    assert order == [(announcer + k) % 8 for k in range(1, 8)]
    assert m.state.face_up == {f"p:{announcer}", f"p:{(announcer + 3) % 8}"}


# ===== End checks ================================================================================
def test_a_power_reaching_thirteen_ends_the_game_before_the_fines():
    m = table(SET_A, {"p:0": "queen", "p:1": "king"}, {ASPASIA: 1, NIKOS: 10})
    announce(m, "king", claimants=(NIKOS,))
    assert m.outcome().winners == (NIKOS,)
    assert m.state.coins[ASPASIA] == 1 and m.state.courthouse == 0


def test_fines_bankrupting_players_end_the_game_and_the_richest_share_the_win():
    m = table(SET_A, {"p:0": "queen", "p:1": "spy", "p:4": "judge"}, {ASPASIA: 1, NIKOS: 1, KATERINA: 9, ELENI: 9})
    announce(m, "king", claimants=(NIKOS, IOANNA))
    assert m.state.coins[ASPASIA] == 0 and m.state.coins[NIKOS] == 0 and m.state.coins[IOANNA] == 5
    assert m.state.courthouse == 3
    assert m.outcome().winners == (KATERINA, ELENI)
    assert m.decision().seat is None


def test_a_bluff_reaching_thirteen_wins():
    m = table(SET_B, {"p:0": "witch"}, {ASPASIA: 12, NIKOS: 12})
    announce(m, "queen")  # a bluff: Aspasia holds the Witch
    assert m.outcome().winners == (ASPASIA,)
    assert m.outcome().scores[ASPASIA] == 14


# ===== 2 and 3 players ===========================================================================
def test_three_player_positions_coins_and_set():
    m = new_match(3, ready=False)
    s = m.state
    assert sorted(s.cards) == sorted(f"p:{k}:{x}" for k in range(3) for x in "LR")
    assert s.centre == [] and s.coins == [6, 6, 6]
    assert sorted(s.cards.values()) == sorted(SPEC.small_games.set)
    assert all(f != "down" for f in faces(m, 1).values())  # the memorise step is public
    m.apply("ready")
    assert all(f == "down" for f in faces(m, 1).values())


def test_two_player_positions_and_the_fixed_set_even_for_a_custom_request():
    m = new_match(("A", "B"), cards=["judge", "cheat", "widow", "king", "queen", "thief"])
    s = m.state
    assert sorted(s.cards) == sorted(f"p:{k}:{x}" for k in range(2) for x in "LRP")
    assert s.protected == "P" and s.coins == [6, 6]
    assert sorted(s.cards.values()) == sorted(SPEC.small_games.set)


def test_first_four_turns_at_two_players_are_a_b_a_b():
    m = new_match(2)
    seen = []
    for _ in range(4):
        seen.append(m.decision().seat)
        assert acts(m) == ["swap"]
        play(m, "swap", f"mine p:{m.state.current}:L", f"with p:{m.state.current}:R", "keep")
    assert seen == [0, 1, 0, 1]
    assert m.state.turn_no == 5 and acts(m) == ["swap", "peek", "announce"]


def test_two_player_swaps_never_touch_the_opponents_protected_card():
    m = new_match(2)
    at_turn(m.state, 0)
    m.apply("swap")
    assert acts(m) == ["mine p:0:L", "mine p:0:R", "mine p:0:P"]
    m.apply("mine p:0:P")
    assert acts(m) == ["with p:0:L", "with p:0:R", "with p:1:L", "with p:1:R"]
    with pytest.raises(IllegalActionError):
        m.apply("with p:1:P")


def test_three_player_swaps_reach_the_other_own_card_and_every_opponent_card():
    m = new_match(3)
    at_turn(m.state, 1)
    play(m, "swap", "mine p:1:R")
    assert acts(m) == ["with p:1:L", "with p:2:L", "with p:2:R", "with p:0:L", "with p:0:R"]
    before = dict(m.state.cards)
    play(m, "with p:1:L", "swap")
    assert m.state.cards["p:1:L"] == before["p:1:R"] and m.state.cards["p:1:R"] == before["p:1:L"]


def test_two_player_announce_uses_left_or_right_only_and_claims_may_use_the_protected_card():
    m = new_match(2)
    s = m.state
    place(s, {"p:0:L": "queen", "p:1:P": "king", "p:1:L": "judge"})
    at_turn(s, 0)
    m.apply("announce")
    assert acts(m) == ["using p:0:L", "using p:0:R", "cancel"]
    with pytest.raises(IllegalActionError):
        m.apply("using p:0:P")
    play(m, "using p:0:L", "announce king")
    assert m.decision().seat == 1 and acts(m) == ["pass", "claim p:1:L", "claim p:1:R", "claim p:1:P"]
    events = m.apply("claim p:1:P")
    assert revealed(events) == {"p:0:L": "queen", "p:1:P": "king"}  # only the designated cards
    assert s.coins == [5, 9] and s.courthouse == 1
    m.apply("continue")
    assert m.decision().seat == 1 and acts(m) == ["swap"]  # revealed during the previous turn


def test_three_player_claim_with_any_own_card_and_announce_with_l_or_r():
    m = new_match(3)
    s = m.state
    place(s, {"p:0:R": "bishop", "p:2:R": "queen", "p:1:L": "king"})
    set_coins(s, {1: 9, 2: 9})
    at_turn(s, 0)
    m.apply("announce")
    assert acts(m) == ["using p:0:L", "using p:0:R", "cancel"]
    play(m, "using p:0:R", "announce bishop")
    assert acts(m) == ["pass", "claim p:1:L", "claim p:1:R"]
    m.apply("pass")
    assert m.decision().seat == 2 and acts(m) == ["pass", "claim p:2:L", "claim p:2:R"]
    events = m.apply("claim p:2:R")
    assert revealed(events) == {"p:0:R": "bishop", "p:2:R": "queen"}
    assert acts(m) == ["from 1", "from 2"]  # the Bishop chooses between the tied richest
    m.apply("from 1")
    assert s.coins == [8, 7, 8] and s.courthouse == 1


def test_two_player_bishop_takes_from_the_opponent():
    m = new_match(2)
    s = m.state
    place(s, {"p:0:R": "bishop"})
    set_coins(s, {0: 12, 1: 3})
    at_turn(s, 0)
    announce(m, "bishop", using="p:0:R")
    assert s.coins == [14, 1]
    assert m.outcome().winners == (0,)


def test_two_player_fool_swaps_the_opponents_left_and_right_cards():
    m = new_match(2)
    s = m.state
    place(s, {"p:1:R": "fool", "p:0:L": "queen", "p:0:R": "king"})
    at_turn(s, 1)
    announce(m, "fool", using="p:1:R")
    assert s.coins[1] == 7
    assert acts(m) == ["card p:0:L", "card p:0:R"]
    m.apply("card p:0:R")
    assert acts(m) == ["card p:0:L"]
    play(m, "card p:0:L", "swap")
    assert s.char("p:0:L") == "king" and s.char("p:0:R") == "queen"
    assert m.decision().seat == 0


def test_three_player_fool_swaps_any_two_opponent_cards():
    # Digest B11: "any two cards owned by opponents" - both of one opponent's cards included.
    m = new_match(3)
    s = m.state
    place(s, {"p:0:L": "fool"})
    at_turn(s, 0)
    announce(m, "fool", using="p:0:L")
    assert acts(m) == ["card p:1:L", "card p:1:R", "card p:2:L", "card p:2:R"]
    m.apply("card p:1:R")
    assert acts(m) == ["card p:1:L", "card p:2:L", "card p:2:R"]


def test_two_player_peek_may_look_at_the_protected_card_alone():
    m = new_match(2)
    s = m.state
    at_turn(s, 0)
    m.apply("peek")
    assert acts(m) == ["look p:0:L", "look p:0:R", "look p:0:P"]
    m.apply("look p:0:P")
    seen = faces(m, 0)
    assert seen["p:0:P"] == s.char("p:0:P") and sum(f != "down" for f in seen.values()) == 1
    assert all(f == "down" for f in faces(m, 1).values())
    m.apply("done")
    assert all(f == "down" for f in faces(m, 0).values())


# ===== Set constraints ===========================================================================
def test_recommended_sets_are_all_valid():
    for n, cards in SPEC.recommended_sets.sets.items():
        assert SPEC.set_problems(cards, n) == [], n


@pytest.mark.parametrize(
    "players, cards, fragment",
    [
        (6, ("bishop", "king", "queen", "witch", "cheat", "spy"), "Judge must be in every game"),
        (6, ("judge", "bishop", "king", "witch", "cheat", "spy"), "at least 2 money sources"),
        (8, ("judge", "bishop", "king", "fool", "queen", "witch", "peasant", "spy"), "both or neither"),
        (7, ("judge", "bishop", "king", "fool", "queen", "peasant", "peasant"), "Peasant needs at least 8"),
        (7, ("judge", "bishop", "king", "fool", "queen", "witch", "inquisitor"), "Inquisitor needs at least 8"),
        (4, ("judge", "bishop", "king", "queen", "thief"), "4 players use 6 cards"),
        (5, ("judge", "bishop", "king", "queen", "thief", "witch", "cheat"), "5 players use 6 cards"),
        (6, ("judge", "bishop", "king", "queen", "witch"), "6 players use 6 cards"),
        (6, ("judge", "bishop", "king", "queen", "witch", "cheat", "spy", "fool", "widow"), "or up to 2 more"),
        (6, ("judge", "bishop", "king", "queen", "witch", "king"), "only 1 King"),
        (6, ("judge", "bishop", "king", "queen", "witch", "beggar"), "unknown characters"),
    ],
)
def test_set_problems_names_each_broken_constraint(players, cards, fragment):
    problems = SPEC.set_problems(cards, players)
    assert any(fragment in say(p) for p in problems), problems
    names = tuple(("P" + str(k)) for k in range(players))
    with pytest.raises(SetupError):
        RULES.setup(names, "custom", {"first": 0, "set": list(cards)}, SeededRng(1))


@pytest.mark.parametrize(
    "players, cards",
    [
        (6, ("judge", "bishop", "king", "queen", "witch", "cheat", "fool")),  # one extra centre card
        (6, ("judge", "bishop", "king", "queen", "witch", "cheat", "spy", "fool")),  # two extra
        (8, tuple(SET_9)),
        (4, ("judge", "fool", "king", "queen", "bishop", "thief")),
        (5, ("judge", "spy", "king", "queen", "bishop", "witch")),
        (8, ("judge", "bishop", "king", "fool", "queen", "witch", "peasant", "peasant")),
    ],
)
def test_valid_custom_sets_deal_the_extra_cards_to_the_centre(players, cards):
    assert SPEC.set_problems(cards, players) == []
    m = new_match(players, list(cards))
    assert len(m.state.centre) == len(cards) - players
    assert sorted(m.state.cards.values()) == sorted(RULES.components(m.state))
    assert conserved(m)


def test_one_third_money_counts_the_extra_centre_cards():
    # 8 cards need 3 money sources; 9 cards still need 3; 10 cards need 4
    base = ("judge", "bishop", "witch", "spy", "cheat", "thief", "king", "queen")
    assert SPEC.set_problems(base, 8) != []
    assert SPEC.set_problems(base[:-1] + ("fool", "queen"), 8) == []
    assert any("at least 4" in say(p) for p in SPEC.set_problems(base + ("fool", "inquisitor"), 8))


def test_extra_centre_cards_are_not_allowed_at_four_or_five_players():
    assert SPEC.set_problems(("judge", "bishop", "king", "queen", "thief", "cheat", "fool"), 4)
    assert SPEC.set_problems(("judge", "bishop", "king", "queen", "witch", "cheat", "fool"), 5)
    assert SPEC.set_problems(("judge", "bishop", "king", "queen", "witch", "cheat", "fool"), 6) == []


# ===== Views: no face-down card is ever shown outside a private look =============================
def _check_views(m) -> None:
    s = m.state
    for seat in (None, *range(s.count)):
        for pos, face in faces(m, seat).items():
            if s.phase in ("memorise", "over") or pos in s.face_up:  # the end reveals every final character
                assert face == s.char(pos)
                continue
            step = s.flow.top
            own_look = s.stage == "peek" and seat == s.current and pos == step.look
            spy_look = s.stage == "spy_secret" and seat == step.user and pos in (step.pos, step.target)
            if own_look or spy_look:
                assert face == s.char(pos)
                assert RULES.private_viewer(s) == seat
            else:
                assert face == "down", (seat, pos, s.stage)


@pytest.mark.parametrize(
    "players, cards",
    [
        (2, None),
        (3, None),
        (4, SET_4),
        (5, SET_5),
        (8, SET_A),
        (8, SET_9),
        (8, SET_C),
        (10, None),
        (13, None),
    ],
)
def test_random_playouts_never_show_a_face_down_card_outside_a_private_look(players, cards):
    rnd = random.Random(players * 7 + len(cards or ()))
    looks = 0
    for game in range(12):
        m = new_match(players, cards, seed=game, ready=False)
        _check_views(m)
        for _ in range(400):
            if m.is_over():
                break
            actions = acts(m)
            # announce often, so that powers run
            text = "announce" if "announce" in actions and rnd.random() < 0.6 else rnd.choice(actions)
            m.apply(text)
            looks += m.state.stage in ("peek", "spy_secret")
            _check_views(m)
            assert conserved(m) and min(m.state.coins) >= 0
    assert looks > 0


def test_a_spy_look_ends_with_the_decision_and_leaves_no_memory_aid():
    m = table(SET_A, {"p:0": "spy", "p:2": "king"})
    announce(m, "spy")
    m.apply("card p:2")
    assert faces(m, ASPASIA)["p:2"] == "king"
    m.apply("keep")
    view = m.view(ASPASIA)
    assert all(c.face == "down" for c in view.cards)
    assert "king" not in repr({k: v for k, v in plain(view).items() if k != "in_play"})


def test_fool_with_the_centre_reading_may_also_pick_centre_cards():
    """Option fool_centre (rule reading B2): the seed's "two other players" excludes centre cards; the
    alternative reading lets the Fool choose any two cards but the user's own."""
    m = table(SET_4, {"p:1": "fool"}, current=NIKOS, players=4)
    m.state.fool_takes_centre = True  # as a match started with options={"fool_centre": True}
    announce(m, "fool")
    assert acts(m) == ["card p:2", "card p:3", "card p:0", "card c:0", "card c:1"]
    m.apply("card c:0")
    assert "card c:0" not in acts(m) and "card c:1" in acts(m)
    assert say(RULES.why_not(m.state, NIKOS, "card", "c:0")).startswith("That card is already the first one")


def test_the_fool_centre_reading_is_a_declared_option_set_at_setup():
    names = ("A", "B", "C", "D")
    on = Match(RULES, names, "custom", {"fool_centre": True, "set": list(SET_4)}, seed=2)
    assert on.state.fool_takes_centre and not new_match(names, cards=list(SET_4)).state.fool_takes_centre
    option = next(d for d in RULES.option_defs() if d.key == "fool_centre")
    assert option.advanced and option.default is False and option.allowed == (False, True)
