"""Acceptance scenarios C1-C22 of the digest (shared/rules/capo.md §5), one test each."""

from __future__ import annotations

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
    hitman,
    influence_supply,
    pending,
    side,
    won,
)

from .builder import (
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
    take_hitman,
)

AREA = ("W1", "W2", "W3", "K1", "K2", "K3")


def values(state, zone):
    return sorted({**state.influence_value, **state.bribe_value}[t] for t in state.zones[zone])


def no_pending(state):
    return all(not state.zones[pending(c)] for c in AREA) and not state.zones[PENDING_CHIPS]


def test_c1_influence_offers_both_cards_and_the_choice_leaves_the_other_free():
    m, _ = new_match(1, 2)  # white 1, black 2
    m.apply("roll")
    s = m.state
    assert s.stage == "influence"
    assert [a for a in acts(m) if a.startswith("place")] == ["place K2", "place W1"]
    assert s.choice["options"] == {"K2": 1, "W1": 2}
    m.apply("place K2")
    assert values(s, pending("K2")) == [1]
    assert s.zones[pending("W1")] == []
    assert s.count(influence_supply(1)) == 9 and s.count(influence_supply(2)) == 10
    assert s.stage == "decide" and "stop" in acts(m)


def test_c2_extort_raises_the_level_by_the_other_die_and_puts_a_chip_beside_the_mayor():
    m, _ = new_match(4, 3)  # white 4, black 3
    m.apply("roll")
    s = m.state
    assert s.ext == 3
    assert s.count(PENDING_CHIPS) == 1
    assert s.count(CHIP_SUPPLY) == 5
    assert s.chips(0) == 4  # the chip is pending, not in hand yet


def test_c3_bribe_goes_beside_the_card_named_by_the_other_die_hidden_from_both():
    m, _ = new_match(5, 3, 7)  # white 5, black 3; the draw picks index 7 = b7
    m.apply("roll")
    s = m.state
    assert s.zones[pending("K3")] == ["b7"]
    assert s.count(BRIBE_SUPPLY) == 14
    for seat in (0, 1, None):
        assert m.view(seat).zones[pending("K3")] == (("b7", "?"),)


def test_c4_invest_puts_a_cube_on_the_named_card():
    m, _ = new_match(2, 6)  # white 2, black 6
    assert m.state.count(CUBE_SUPPLY) == 19
    m.apply("roll")
    s = m.state
    assert s.count(card_cubes("W2")) == 1
    assert s.count(CUBE_SUPPLY) == 18
    assert all(s.count(card_cubes(c)) == 0 for c in AREA if c != "W2")


def test_c5_second_doubles_arrest_before_the_effect():
    m, _ = new_match(1, 2, 4, 3, 6, 1, 5, 5, 0, 2, 2)
    s = m.state
    m.apply("roll")  # 1/2 influence
    m.apply("place K2")
    m.apply("roll")  # 4/3 extort 3, chip pending
    m.apply("roll")  # 6/1 invest on K1
    assert s.count(card_cubes("K1")) == 1
    m.apply("roll")  # 5/5 bribe beside any free card, hit-man taken
    m.apply("place W3")
    assert s.zones[pending("W3")] == ["b0"]
    assert s.zones[hitman(0)] == ["hitman"]
    m.apply("roll")  # 2/2: second doubles
    assert s.stage == "arrest"  # Anna could still Reneg
    assert s.count(influence_supply(2)) == 10  # the doubles effect did not happen
    m.apply("accept")
    assert no_pending(s)
    assert s.count(influence_supply(1)) == 10 and s.count(BRIBE_SUPPLY) == 15
    assert s.count(CHIP_SUPPLY) == 6 and s.chips(0) == 4
    assert s.count(card_cubes("K1")) == 1  # cubes stay
    assert s.ext == 0 and s.zones[HITMAN_SUPPLY] == ["hitman"]
    assert s.active == 1 and s.turn == 2
    assert conserved(s)


def test_c6_influence_with_both_options_blocked_is_an_arrest():
    m, _ = new_match(3, 2)  # white 3, black 2: options K2 (value 3) and W3 (value 2)
    s = m.state
    pend_influence(s, "W3", 1)
    pend_influence(s, "K3", 2)
    pend_bribe(s, "K2", "b9")
    m.apply("roll")
    assert s.stage == "arrest"
    assert acts(m) == ["accept", "backstab", "reneg"]
    m.apply("accept")
    assert no_pending(s)
    assert s.count(influence_supply(1)) == s.count(influence_supply(2)) == s.count(influence_supply(3)) == 10
    assert "b9" in s.zones[BRIBE_SUPPLY]
    assert s.active == 1


def test_c7_extortion_above_six_is_an_arrest():
    m, _ = new_match(4, 3, 1, 4, 3, 4)
    s = m.state
    m.apply("roll")  # ext 3
    m.apply("roll")  # white 1, black 4: ext 4
    assert s.ext == 4 and s.count(PENDING_CHIPS) == 2
    m.apply("roll")  # white 3, black 4: 4 + 3 = 7
    assert s.ext == 7 and s.stage == "arrest"
    m.apply("accept")
    assert s.ext == 0 and s.count(PENDING_CHIPS) == 0 and s.count(CHIP_SUPPLY) == 6
    assert s.chips(0) == 4 and s.active == 1


def test_c8_extortion_bonus_at_five_and_six():
    m, _ = new_match(4, 3, 4, 2)
    s = m.state
    cubes(s, MAYOR_CUBES, 5)
    m.apply("roll")
    m.apply("roll")
    assert s.ext == 5
    m.apply("stop")
    assert s.count(won(0)) == 2 and s.count(MAYOR_CUBES) == 3
    assert s.chips(0) == 6  # two pending chips banked

    m, _ = new_match(4, 3, 4, 3)
    s = m.state
    cubes(s, MAYOR_CUBES, 5)
    supply = s.count(CUBE_SUPPLY)
    m.apply("roll")
    m.apply("roll")
    assert s.ext == 6
    m.apply("stop")
    assert s.count(won(0)) == 5
    assert s.count(MAYOR_CUBES) == 2 and s.count(CUBE_SUPPLY) == supply - 2
    assert not s.ending and s.active == 1


def test_c9_bribe_extort_reveals_an_opponent_bribe_or_adds_two():
    m, rng = new_match(5, 4)
    s = m.state
    commit(s, "W1", 1, "b12")  # Bruno's face-down bribe of 3
    m.apply("roll")
    assert s.stage == "reveal"
    assert [a for a in acts(m) if a.startswith("reveal")] == ["reveal W1"]
    rng.push(0)
    m.apply("reveal W1")
    assert "b12" in s.revealed
    assert s.ext == 3 and s.count(PENDING_CHIPS) == 1
    assert m.view(0).zones[side("W1", 1)] == (("b12", "3"),)

    m, _ = new_match(5, 4)
    s = m.state
    commit(s, "W1", 0, "b12")  # Anna's own bribe does not count
    m.apply("roll")
    assert s.ext == 2 and s.count(PENDING_CHIPS) == 1
    assert not s.revealed and s.stage == "decide"


def test_c10_invest_extort_adds_a_mayor_cube_then_extorts_by_the_mayor_cubes():
    m, _ = new_match(4, 1, 6, 4)
    s = m.state
    m.apply("roll")  # white 4 / black 1: ext 1
    assert s.ext == 1 and s.count(MAYOR_CUBES) == 2
    m.apply("roll")  # 6 + 4
    assert s.count(MAYOR_CUBES) == 3
    assert s.ext == 4
    assert s.count(PENDING_CHIPS) == 2


def test_c11_invest_bribe_reveals_one_of_the_opponent_bribes_on_the_chosen_card():
    m, rng = new_match(6, 5)
    s = m.state
    commit(s, "K1", 1, "b3", "b8")  # Bruno: two hidden bribes on K1 (values 1 and 2)
    m.apply("roll")
    assert s.stage == "invest_any"
    assert [a for a in acts(m) if a.startswith("cube")] == [f"cube {c}" for c in AREA]
    rng.push(1)
    m.apply("cube K1")
    assert s.count(card_cubes("K1")) == 1
    assert s.revealed == {"b8"}
    assert s.hidden_bribes(1, "K1") == ["b3"]
    assert m.view(0).zones[side("K1", 1)] == (("b3", "?"), ("b8", "2"))


def test_c12_double_four_at_six_is_an_arrest_but_the_hand_chip_stays():
    m, _ = new_match(4, 3, 4, 3, 4, 4)
    s = m.state
    m.apply("roll")
    m.apply("roll")
    assert s.ext == 6 and s.count(PENDING_CHIPS) == 2
    m.apply("roll")  # 4/4
    assert s.ext == 7 and s.stage == "arrest"
    assert s.chips(0) == 5
    m.apply("accept")
    assert s.chips(0) == 5  # kept the chip taken into hand
    assert s.count(PENDING_CHIPS) == 0 and s.count(CHIP_SUPPLY) == 5
    assert s.zones[HITMAN_SUPPLY] == ["hitman"] and s.active == 1


def test_c13_double_six_without_cubes_on_area_cards_places_one_from_the_supply():
    m, _ = new_match(6, 6)
    s = m.state
    m.apply("roll")
    assert s.stage == "place_cube"
    assert [a for a in acts(m) if a.startswith("cube") or a == "skip"] == [f"cube {c}" for c in AREA] + ["skip"]
    m.apply("cube W2")
    assert s.count(card_cubes("W2")) == 1 and s.count(CUBE_SUPPLY) == 18
    assert s.count(MAYOR_CUBES) == 2
    assert s.zones[hitman(0)] == ["hitman"] and s.stage == "decide"


def test_c14_five_marker_limit_on_commit_drops_the_new_bribe_or_an_old_marker_unseen():
    for drop_new in (True, False):
        m, _ = new_match(2, 5, 13)  # white 2 / black 5: bribe beside W2, draws the last of 14 = b14
        s = m.state
        old = commit(s, "W2", 0, 1, 1, 2, 3, "b0")
        m.apply("roll")
        assert s.zones[pending("W2")] == ["b14"]
        m.apply("stop")
        assert s.stage == "limit"
        assert acts(m) == [f"drop {t}" for t in old + ["b14"]]
        assert dict(m.view(0).zones[pending("W2")]) == {"b14": "?"}  # not seen before choosing
        if drop_new:
            m.apply("drop b14")
            assert s.zones[BOX] == ["b14"] and s.zones[side("W2", 0)] == old
        else:
            m.apply(f"drop {old[0]}")
            assert s.zones[BOX] == [old[0]]
            assert s.zones[side("W2", 0)] == old[1:] + ["b14"]
        assert s.count(side("W2", 0)) == 5
        assert s.active == 1 and conserved(s)


def test_c15_chips_above_seven_go_back_at_turn_end():
    m, _ = new_match(4, 3)
    s = m.state
    chips(s, 0, 8)
    m.apply("roll")
    m.apply("stop")  # banks the pending chip: 9 in hand, returns 2
    assert s.chips(0) == 7
    assert s.count(CHIP_SUPPLY) == 15 - 7 - 5
    assert s.active == 1


def test_c16_payoff_keeps_the_hitman_away_and_forces_a_roll():
    m, _ = new_match(1, 1, 2, 2)
    s = m.state
    m.apply("roll")
    m.apply("place W1")
    assert s.zones[hitman(0)] == ["hitman"]
    assert "payoff" in acts(m)
    m.apply("payoff")
    assert s.zones[HITMAN_SUPPLY] == ["hitman"] and s.zones[hitman(0)] == []
    assert s.chips(0) == 3
    assert values(s, pending("W1")) == [1]
    assert "stop" not in acts(m)
    m.apply("roll")  # 2/2: not an arrest, the hit-man was paid off
    assert s.stage == "double_influence"
    m.apply("place W2")
    assert values(s, pending("W2")) == [2]
    assert s.zones[hitman(0)] == ["hitman"] and s.active == 0


def test_c17_reneg_avoids_a_second_doubles_arrest():
    m, rng = new_match(3, 3)
    s = m.state
    take_hitman(s, 0)
    after_first_roll(s)
    m.apply("roll")
    assert s.stage == "arrest"
    d = m.decision()
    backstab = d.find("backstab")
    assert d.seat_of(backstab) == 1  # offered to Bruno, who declines
    rng.push(1, 2)
    m.apply("reneg")
    assert s.dice == (1, 2) and s.stage == "influence"
    assert s.chips(0) == 2 and s.count(CHIP_SUPPLY) == 8
    assert s.zones[hitman(0)] == ["hitman"] and s.active == 0


def test_c18_backstab_voids_a_great_roll_and_the_roller_must_roll_again():
    m, _ = new_match(6, 5)
    s = m.state
    m.apply("roll")
    assert s.stage == "invest_any" and "backstab" in acts(m)
    m.apply("backstab")
    assert s.chips(1) == 4 and s.count(CHIP_SUPPLY) == 7
    assert s.count(CUBE_SUPPLY) == 19 and s.dice is None
    assert s.stage == "decide" and acts(m)[0] == "roll" and "stop" not in acts(m)
    assert m.log[-1].seat == 1


def test_c19_a_one_chip_action_cannot_save_from_an_arrest():
    m, _ = new_match(3, 2)
    s = m.state
    pend_influence(s, "W3", 1)
    pend_influence(s, "K2", 1)
    m.apply("roll")
    assert s.stage == "arrest"
    assert "deceive" not in acts(m) and "pocket" not in acts(m)
    assert set(acts(m)) == {"accept", "backstab", "reneg"}

    m, _ = new_match(3, 2)  # with one chip Anna cannot even Reneg: arrested at once
    s = m.state
    chips(s, 0, 1)
    pend_influence(s, "W3", 1)
    pend_influence(s, "K2", 1)
    m.apply("roll")
    assert s.active == 1 and no_pending(s) and s.chips(0) == 1


def test_c20_taking_the_last_influence_of_a_value_ends_the_game():
    for cancel in (False, True):
        m, _ = new_match(3, 1)  # white 3, black 1: options K1 (value 3) or W3 (value 1)
        s = m.state
        leave_in_supply(s, influence_supply(3), 5, dump=side("K3", 1))  # Bruno: five 3s on K3
        leave_in_supply(s, influence_supply(3), 1, dump=side("W2", 1))  # and four on W2
        m.apply("roll")
        m.apply("place K1")
        assert s.count(influence_supply(3)) == 0
        assert s.stage == "end" and s.ending
        assert set(acts(m)) == {"accept", "backstab", "reneg"}
        if cancel:
            m.apply("backstab")
            assert not s.ending and not s.over
            assert s.count(influence_supply(3)) == 1 and s.zones[pending("K1")] == []
            assert s.stage == "decide" and s.chips(1) == 4
            continue
        m.apply("accept")
        assert s.over and s.stage == "over"
        assert values(s, side("K1", 0)) == [3]
        r = s.result
        assert r.ended_by == 0
        assert r.cards[3].card == "K1" and r.cards[3].winner == 0
        assert r.cards[5].card == "K3" and r.cards[5].winner == 1
        assert r.cards[1].card == "W2" and r.cards[1].strength == (0, 12)
        assert r.vp == (1, 2) and r.cards_won == (1, 2)
        assert m.outcome().winners == (1,) and r.decided_by == "points"
        assert m.decision().actions == ()


def test_c21_scoring_ties_leave_and_the_stronger_side_takes_card_and_cubes():
    m, _ = new_match(2, 6)  # white 2 / black 6: the last cube goes onto W2 and ends the game
    s = m.state
    commit(s, "W1", 0, 1, "b10")  # Anna 1 + bribe 3 = 4
    commit(s, "W1", 1, 2, "b5")  # Bruno 2 + bribe 2 = 4
    cubes(s, card_cubes("W1"), 2)
    commit(s, "K2", 0, 3, 2)  # Anna 5
    commit(s, "K2", 1, 3)  # Bruno 3
    cubes(s, card_cubes("K2"), 1)
    leave_in_supply(s, CUBE_SUPPLY, 1, dump=MAYOR_CUBES)  # cubes on the Mayor score nothing
    m.apply("roll")
    assert s.stage == "end"
    m.apply("accept")
    rows = {r.card: r for r in s.result.cards}
    assert rows["W1"] == CardScore("W1", (4, 4), 2, None)
    assert rows["K2"] == CardScore("K2", (5, 3), 1, 0)
    assert rows["W2"].strength == (0, 0) and rows["W2"].winner is None  # 0-0 with a cube
    assert s.result.vp == (2, 0) and s.result.cards_won == (1, 0)
    assert {"b10", "b5"} <= s.revealed
    assert m.outcome().winners == (0,) and m.outcome().scores == (2, 0)


def _tie_game(first, anna_chips, bruno_chips, anna_cards, bruno_cards):
    """A game that ends with a 6+4 taking the last cube onto the Mayor card (no VP change)."""
    m, _ = new_match(6, 4, first=first)
    s = m.state
    for card, seat in [(c, 0) for c in anna_cards] + [(c, 1) for c in bruno_cards]:
        if isinstance(card, tuple):
            card, n = card
            cubes(s, card_cubes(card), n)
        commit(s, card, seat, 1)
    leave_in_supply(s, CUBE_SUPPLY, 1, dump=BOX)
    chips(s, 0, anna_chips)
    chips(s, 1, bruno_chips)
    m.apply("roll")
    if s.stage == "end":
        m.apply("accept")
    assert s.over
    return m, s.result


def test_c22_tie_breaks_chips_then_cards_then_the_trigger_player():
    m, r = _tie_game(0, 3, 2, ["W1"], ["K1"])
    assert r.vp == (1, 1) and r.winner == 0 and r.decided_by == "mayor chips"
    m, r = _tie_game(0, 2, 3, ["W1"], ["K1"])
    assert r.winner == 1 and r.decided_by == "mayor chips"

    m, r = _tie_game(0, 3, 3, ["W1", "W2"], [("K1", 1)])
    assert r.vp == (2, 2) and r.cards_won == (2, 1)
    assert r.winner == 0 and r.decided_by == "area cards won"

    m, r = _tie_game(0, 3, 3, ["W1"], ["K1"])
    assert r.ended_by == 0 and r.winner == 0 and r.decided_by == "ending the game"
    m, r = _tie_game(1, 3, 3, ["W1"], ["K1"])
    assert r.ended_by == 1 and r.winner == 1 and r.decided_by == "ending the game"
    assert m.outcome().winners == (1,)


def test_setup_and_the_builder_premises():
    from .builder import BRIBES

    m, _ = new_match()
    s = m.state
    assert {b: s.bribe_value[b] for v in BRIBES for b in BRIBES[v]} == {b: v for v in BRIBES for b in BRIBES[v]}
    assert s.chips(0) == 4 and s.chips(1) == 5 and s.count(CHIP_SUPPLY) == 6
    assert s.count(MAYOR_CUBES) == 2 and s.count(CUBE_SUPPLY) == 19 and s.ext == 0
    assert [s.count(influence_supply(v)) for v in (1, 2, 3)] == [10, 10, 10] and s.count(BRIBE_SUPPLY) == 15
    assert s.active == 0 and s.stage == "decide" and s.must_roll and conserved(s)
    assert new_match(first=1)[0].state.chips(1) == 4
