"""Acceptance scenarios T-1..T-12 of the digest (shared/rules/mascarade.md section 6).

Seating, clockwise: Aspasia(0), Nikos(1), Katerina(2), Michalis(3), Ioanna(4), Zacharias(5), Giannis(6),
Eleni(7). Every test uses a custom 8-player set holding the characters it needs; unnamed players have 6
coins; the turn number is past the four swap-only turns unless stated.
"""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalActionError
from tabletop.engine.events import Flipped, Shuffled
from tabletop.engine.message import say

from .builder import (
    ASPASIA,
    ELENI,
    GIANNIS,
    IOANNA,
    KATERINA,
    MICHALIS,
    NIKOS,
    RULES,
    SPEC,
    ZACHARIAS,
    acts,
    announce,
    conserved,
    faces,
    gains,
    new_match,
    play,
    public_form,
    revealed,
    table,
)

# Three 8-player sets (each holds the Judge, a third of money sources, both Peasants or neither).
SET_A = ["judge", "king", "queen", "thief", "spy", "inquisitor", "peasant", "peasant"]
SET_B = ["judge", "bishop", "witch", "spy", "king", "queen", "peasant", "peasant"]
SET_C = ["judge", "cheat", "queen", "king", "widow", "witch", "peasant", "peasant"]


@pytest.mark.parametrize("cards", [SET_A, SET_B, SET_C])
def test_the_scenario_sets_are_legal_eight_player_sets(cards):
    assert SPEC.set_problems(tuple(cards), 8) == []
    match = new_match(cards=cards)
    assert sorted(match.state.cards) == [f"p:{s}" for s in range(8)]  # 8 cards, none in the centre
    assert conserved(match)


# ----- T-1 ------------------------------------------------------------------------------------
@pytest.mark.parametrize("choice", ["swap", "keep"])
def test_t1_swap_or_not_moves_no_coin_reveals_nothing_and_logs_the_same(choice):
    m = table(SET_A, {"p:0": "queen", "p:1": "king"})
    s = m.state
    events = play(m, "swap", "with p:1")
    assert m.decision().kind == "swap_secret" and m.decision().seat == ASPASIA
    assert RULES.decision_is_secret(s) and RULES.private_viewer(s) == ASPASIA
    assert all(f == "down" for f in faces(m, ASPASIA).values())  # the actor sees no card either
    events += m.apply(choice)
    if choice == "swap":
        assert (s.char("p:0"), s.char("p:1")) == ("king", "queen")
    else:
        assert (s.char("p:0"), s.char("p:1")) == ("queen", "king")
    assert s.coins == [6] * 8 and s.courthouse == 0
    assert not revealed(events) and not s.face_up
    assert [e for e in events if isinstance(e, Shuffled)][0].places == ("p:0", "p:1")
    assert all(choice not in say(e.text).split() for e in events)  # no swap flag in the log
    assert m.decision().seat == NIKOS and s.turn_no == 6


def test_t1_the_public_log_is_identical_whether_or_not_the_cards_were_exchanged():
    logs = []
    for choice in ("swap", "keep"):
        m = table(SET_A, {"p:0": "queen", "p:1": "king"})
        logs.append(public_form(play(m, "swap", "with p:1", choice)))
        views = [m.view(seat) for seat in (None, *range(8))]
        logs.append(views)
    assert logs[0] == logs[2]
    assert logs[1] == logs[3]


# ----- T-2 ------------------------------------------------------------------------------------
def test_t2_king_unchallenged_is_used_without_a_reveal():
    m = table(SET_A, {"p:1": "thief", "p:4": "king"}, current=NIKOS)
    s = m.state
    events = announce(m, "king")
    assert s.coins[NIKOS] == 9
    assert gains(events) == [(NIKOS, 3)]
    assert not revealed(events) and not s.face_up
    assert s.revealed_turn == {}
    assert s.courthouse == 0
    assert m.decision().seat == KATERINA and acts(m) == ["swap", "peek", "announce"]


def test_t2b_three_liars_are_revealed_and_each_pays_a_fine():
    m = table(SET_A, {"p:1": "thief", "p:0": "judge", "p:2": "spy", "p:4": "king"}, current=NIKOS)
    s = m.state
    events = announce(m, "king", claimants=(ASPASIA, KATERINA))
    assert revealed(events) == {"p:1": "thief", "p:0": "judge", "p:2": "spy"}
    assert s.face_up == {"p:0", "p:1", "p:2"}
    assert [s.coins[x] for x in (NIKOS, ASPASIA, KATERINA)] == [5, 5, 5]
    assert s.courthouse == 3
    assert s.coins[IOANNA] == 6  # the real King was not involved
    assert {x: s.revealed_turn[x] for x in s.revealed_turn} == {NIKOS: 5, ASPASIA: 5, KATERINA: 5}


def test_t2b_claims_are_asked_clockwise_from_the_announcers_left():
    m = table(SET_A, {"p:1": "thief"}, current=NIKOS)
    play(m, "announce", "announce king")
    order = []
    while m.decision().kind == "claims":
        order.append(m.decision().seat)
        assert acts(m) == ["pass", "claim"]
        m.apply("pass")
    assert order == [KATERINA, MICHALIS, IOANNA, ZACHARIAS, GIANNIS, ELENI, ASPASIA]


# ----- T-3 ------------------------------------------------------------------------------------
def test_t3_king_challenged_by_the_left_neighbour():
    m = table(SET_A, {"p:1": "thief", "p:2": "king"}, current=NIKOS)
    s = m.state
    events = announce(m, "king", claimants=(KATERINA,))
    assert revealed(events) == {"p:1": "thief", "p:2": "king"}
    assert s.coins[KATERINA] == 9 and s.coins[NIKOS] == 5 and s.courthouse == 1
    # the revealed cards stay up until the table clicks on, then turn face down
    assert m.decision().kind == "reveal_wait" and faces(m, None)["p:2"] == "king"
    events = m.apply("continue")
    assert not s.face_up
    assert {e.component for e in events if isinstance(e, Flipped)} == {"p:1", "p:2"}
    assert all(f == "down" for f in faces(m, None).values())
    # Katerina's turn: swap only
    assert m.decision().seat == KATERINA and acts(m) == ["swap"]
    for illegal in ("announce", "peek"):
        with pytest.raises(IllegalActionError):
            m.apply(illegal)
    assert set(m.view(KATERINA).revealed_last_turn) == {NIKOS, KATERINA}


# ----- T-4 ------------------------------------------------------------------------------------
def test_t4_spy_unchallenged_looks_behind_the_curtain_then_swaps_or_not():
    m = table(SET_A, {"p:0": "spy", "p:3": "king"})
    s = m.state
    events = announce(m, "spy")
    assert not revealed(events)
    assert m.decision().kind == "spy_target" and m.decision().seat == ASPASIA
    targets = acts(m)
    assert targets == [f"card p:{k}" for k in range(1, 8)]
    m.apply("card p:3")
    assert m.decision().kind == "spy_secret" and RULES.private_viewer(s) == ASPASIA and RULES.decision_is_secret(s)
    mine = faces(m, ASPASIA)
    assert mine["p:0"] == "spy" and mine["p:3"] == "king"
    assert all(f == "down" for p, f in mine.items() if p not in ("p:0", "p:3"))
    for seat in (None, *range(1, 8)):
        assert all(f == "down" for f in faces(m, seat).values())
    m.apply("swap")
    assert s.char("p:0") == "king" and s.char("p:3") == "spy"
    assert all(f == "down" for f in faces(m, ASPASIA).values())  # the look is over
    assert m.decision().seat == NIKOS and s.turn_no == 6
    assert s.coins == [6] * 8


# ----- T-5 ------------------------------------------------------------------------------------
def _t5():
    return table(SET_A, {"p:1": "inquisitor", "p:4": "queen", "p:2": "peasant"}, current=NIKOS)


def test_t5_inquisitor_wrong_guess_pays_four_before_the_fine():
    m = _t5()
    s = m.state
    events = announce(m, "inquisitor", claimants=(IOANNA,))
    assert revealed(events) == {"p:1": "inquisitor", "p:4": "queen"}
    assert s.coins[IOANNA] == 6 and s.courthouse == 0  # the fine waits for the power
    assert m.decision().kind == "inq_target" and m.decision().seat == NIKOS
    assert "card p:1" not in acts(m)
    m.apply("card p:2")
    assert m.decision().kind == "inq_guess" and m.decision().seat == KATERINA
    assert set(acts(m)) == {f"guess {c}" for c in s.in_play}
    events = m.apply("guess judge")
    assert revealed(events) == {"p:2": "peasant"}
    assert s.coins[KATERINA] == 2 and s.coins[NIKOS] == 10
    assert s.coins[IOANNA] == 5 and s.courthouse == 1
    assert gains(events) == [(NIKOS, 4), (IOANNA, -1)]  # power, then fine
    assert s.revealed_turn[KATERINA] == 5
    m.apply("continue")
    assert m.decision().seat == KATERINA and acts(m) == ["swap"]


def test_t5_variant_right_guess_moves_nothing():
    m = _t5()
    s = m.state
    announce(m, "inquisitor", claimants=(IOANNA,))
    events = play(m, "card p:2", "guess peasant")
    assert revealed(events) == {"p:2": "peasant"}
    assert s.coins[KATERINA] == 6 and s.coins[NIKOS] == 6
    assert s.coins[IOANNA] == 5 and s.courthouse == 1
    assert s.revealed_turn[KATERINA] == 5


# ----- T-6 ------------------------------------------------------------------------------------
def test_t6_judge_takes_the_courthouse_before_this_turns_fines():
    m = table(SET_B, {"p:0": "witch", "p:2": "judge", "p:3": "spy"}, courthouse=3)
    s = m.state
    events = announce(m, "judge", claimants=(KATERINA, MICHALIS))
    assert revealed(events) == {"p:0": "witch", "p:2": "judge", "p:3": "spy"}
    assert gains(events) == [(KATERINA, 3), (ASPASIA, -1), (MICHALIS, -1)]
    assert s.coins[KATERINA] == 9
    assert s.coins[ASPASIA] == 5 and s.coins[MICHALIS] == 5
    assert s.courthouse == 2
    m.apply("continue")
    assert m.decision().seat == NIKOS


# ----- T-7 ------------------------------------------------------------------------------------
def test_t7a_peasant_unchallenged_gains_one():
    m = table(SET_A, {"p:0": "peasant"})
    events = announce(m, "peasant")
    assert gains(events) == [(ASPASIA, 1)] and not revealed(events)
    assert m.state.coins[ASPASIA] == 7


def test_t7b_both_peasants_revealed_gain_two_each():
    m = table(SET_A, {"p:0": "peasant", "p:4": "peasant"})
    s = m.state
    events = announce(m, "peasant", claimants=(IOANNA,))
    assert revealed(events) == {"p:0": "peasant", "p:4": "peasant"}
    assert s.coins[ASPASIA] == 8 and s.coins[IOANNA] == 8 and s.courthouse == 0


def test_t7c_two_true_peasants_and_a_lying_spy():
    m = table(SET_A, {"p:0": "peasant", "p:2": "peasant", "p:4": "spy"})
    s = m.state
    events = announce(m, "peasant", claimants=(KATERINA, IOANNA))
    assert revealed(events) == {"p:0": "peasant", "p:2": "peasant", "p:4": "spy"}
    assert gains(events) == [(ASPASIA, 2), (KATERINA, 2), (IOANNA, -1)]
    assert s.coins[ASPASIA] == 8 and s.coins[KATERINA] == 8 and s.coins[IOANNA] == 5
    assert s.courthouse == 1


# ----- T-8 ------------------------------------------------------------------------------------
def test_t8_cheat_with_ten_wins_at_once_and_no_fine_is_collected():
    m = table(SET_C, {"p:0": "queen", "p:2": "cheat"}, {ASPASIA: 11, KATERINA: 10})
    s = m.state
    events = announce(m, "cheat", claimants=(KATERINA,))
    assert revealed(events) == {"p:0": "queen", "p:2": "cheat"}
    assert m.is_over() and s.phase == "over"
    assert m.outcome().winners == (KATERINA,)
    assert s.coins[ASPASIA] == 11 and s.courthouse == 0
    assert not any(g[1] < 0 for g in gains(events))
    assert m.decision().seat is None and m.decision().actions == ()


def test_t8_variant_cheat_with_nine_does_nothing_and_the_liar_pays():
    m = table(SET_C, {"p:0": "queen", "p:2": "cheat"}, {ASPASIA: 11, KATERINA: 9})
    s = m.state
    announce(m, "cheat", claimants=(KATERINA,))
    assert not m.is_over()
    assert s.coins[KATERINA] == 9 and s.coins[ASPASIA] == 10 and s.courthouse == 1
    m.apply("continue")
    assert m.decision().seat == NIKOS


# ----- T-9 ------------------------------------------------------------------------------------
def test_t9_widow_then_the_liars_fine_bankrupts_her_and_the_richest_wins():
    m = table(SET_C, {"p:0": "queen", "p:6": "widow"}, {ASPASIA: 1, GIANNIS: 4, NIKOS: 8})
    s = m.state
    events = announce(m, "widow", claimants=(GIANNIS,))
    assert gains(events) == [(GIANNIS, 6), (ASPASIA, -1)]
    assert s.coins[GIANNIS] == 10 and s.coins[ASPASIA] == 0
    assert s.courthouse == 1  # the fine goes to the courthouse, not the bank
    assert m.is_over() and m.outcome().winners == (GIANNIS,)


def test_t9_variant_richest_players_share_the_win():
    m = table(SET_C, {"p:0": "queen", "p:6": "widow"}, {ASPASIA: 1, GIANNIS: 4, NIKOS: 10})
    announce(m, "widow", claimants=(GIANNIS,))
    assert m.is_over() and m.outcome().winners == (NIKOS, GIANNIS)


# ----- T-10 -----------------------------------------------------------------------------------
def test_t10_first_four_turns_are_swaps_with_a_centre_card_allowed_at_four_players():
    m = new_match(4, first=0, seed=3)
    s = m.state
    assert s.centre == ["c:0", "c:1"]
    for turn in range(1, 5):
        assert s.turn_no == turn and acts(m) == ["swap"]
        with pytest.raises(IllegalActionError):
            m.apply("peek")
        with pytest.raises(IllegalActionError):
            m.apply("announce")
        m.apply("swap")
        assert "with c:0" in acts(m) and "with c:1" in acts(m)
        assert f"with p:{s.current}" not in acts(m)
        play(m, "with c:0", "keep")
    assert s.turn_no == 5 and acts(m) == ["swap", "peek", "announce"]


def test_t10_first_four_turns_count_over_the_whole_table_at_eight_players():
    m = new_match(cards=SET_A, first=GIANNIS)
    s = m.state
    for _ in range(1, 5):
        assert acts(m) == ["swap"]
        play(m, "swap", f"with p:{(s.current + 3) % 8}", "swap")
    assert s.turn_no == 5 and s.current == (GIANNIS + 4) % 8
    assert acts(m) == ["swap", "peek", "announce"]


# ----- T-11 -----------------------------------------------------------------------------------
def test_t11_witch_swaps_fortunes_then_the_liar_pays_and_nobody_wins_yet():
    m = table(SET_C, {"p:0": "queen", "p:3": "witch"}, {ASPASIA: 2, MICHALIS: 8, NIKOS: 12})
    s = m.state
    announce(m, "witch", claimants=(MICHALIS,))
    assert m.decision().kind == "witch" and m.decision().seat == MICHALIS
    assert s.coins[ASPASIA] == 2  # the fine waits for the power
    events = m.apply("with 1")
    assert s.coins[MICHALIS] == 12 and s.coins[NIKOS] == 8
    assert s.coins[ASPASIA] == 1 and s.courthouse == 1
    assert gains(events) == [(ASPASIA, -1)]
    assert not m.is_over()
    m.apply("continue")
    assert m.decision().seat == NIKOS


# ----- T-12 -----------------------------------------------------------------------------------
@pytest.mark.parametrize("chosen", [NIKOS, KATERINA])
def test_t12_bishop_ignores_his_own_fortune_and_chooses_among_the_tied_richest(chosen):
    m = table(SET_B, {"p:0": "bishop"}, {ASPASIA: 10, NIKOS: 9, KATERINA: 9})
    s = m.state
    announce(m, "bishop")
    assert m.decision().kind == "bishop" and m.decision().seat == ASPASIA
    assert acts(m) == ["from 1", "from 2"]
    events = m.apply(f"from {chosen}")
    assert s.coins[chosen] == 7 and s.coins[ASPASIA] == 12
    other = KATERINA if chosen == NIKOS else NIKOS
    assert s.coins[other] == 9
    assert gains(events)[0] == (ASPASIA, 2)
    assert m.decision().seat == NIKOS and not m.is_over()


def test_scenarios_never_invent_cards():
    m = table(SET_C, {"p:0": "queen", "p:6": "widow", "p:3": "witch", "p:2": "cheat"})
    assert RULES.components(m.state) == RULES.components(new_match(cards=SET_C).state)
