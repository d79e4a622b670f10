"""Acceptance scenarios R1-R22 of the Rialto digest (shared/rules/rialto.md section 5), one test each.

Seats are named Red (0), Blue (1), Yellow (2), Green (3), White (4). Starting coins with Red as the start
player are 1, 2, 3 at 3 players (digest 1b step 8); the default Doge order is the seat order from the
start player (step 6).
"""

from __future__ import annotations

import pytest

from tabletop.engine.events import Gained
from tabletop.engine.flow import Flow
from tabletop.games.rialto.rules import stages
from tabletop.games.rialto.rules.common import can_activate
from tabletop.games.rialto.rules.rounds import NextRound
from tabletop.games.rialto.rules.scoring import district_ranking, district_value
from tabletop.games.rialto.rules.state import BONUS, BRIDGES, FLIPPED, GONDOLAS, hand, supply, won

from .builder import (
    BLUE,
    RED,
    SPEC,
    YELLOW,
    acts,
    choose_starts,
    continue_round,
    do,
    game,
    give,
    jump_to_phase3,
    jump_to_stage,
    new_match,
    own,
    pass_stage,
    refused,
    resume,
    set_doge,
    set_hand,
    set_round_tiles,
    stage_over,
    top_bridges,
)


def top_build_value(match) -> int:
    """The highest building value offered by a stage C decision."""
    return max(SPEC.building(a.split()[1]).value for a in acts(match) if a.startswith("build "))


def play_cards(match, card_type: str, count: int) -> None:
    """The player to act adds ``count`` cards of a type and plays (or passes when ``count`` is 0)."""
    if count == 0:
        match.apply("pass")
        return
    do(match, *[f"add {card_type}"] * count, "play")


# ----- R1 -----------------------------------------------------------------------------------------------
def test_r1_stage_a_advantage_and_doge_moves():
    m = game(3)
    s = m.state
    assert s.doge_order() == [RED, BLUE, YELLOW]
    for p, n in ((RED, 3), (BLUE, 2), (YELLOW, 1)):
        set_hand(s, p, *["doge"] * n)
    jump_to_stage(m, "A", alone=True)
    assert m.decision().seat == RED  # stage A: the first in Doge order starts
    events = []
    for p, n in ((RED, 3), (BLUE, 2), (YELLOW, 1)):
        assert m.decision().seat == p
        events += do(m, *["add doge"] * n, "play")
    assert s.advantage == RED
    assert s.doge == [1 + 3 + 1, 1 + 2, 1 + 1]
    moves = [(e.seat, e.amount) for e in events if isinstance(e, Gained) and e.resource == "doge"]
    assert moves == [(RED, 4), (BLUE, 2), (YELLOW, 1)]  # resolved in Doge order
    continue_round(m)
    assert s.stage == "B" and s.stage_start == RED and m.decision().seat == RED


# ----- R2 -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("wins_advantage", [True, False])
def test_r2_stage_b_yellow4_converts_a_card_to_two_and_a_joker_adds_one(wins_advantage):
    m = game(3)
    s = m.state
    y4 = own(s, RED, "Y4")[0]
    s.coins[RED] = 1
    set_hand(s, RED, "doge", "joker")
    set_hand(s, BLUE, *["gold"] * (4 if not wins_advantage else 0))
    jump_to_stage(m, "B", start=RED, alone=True)
    assert f"use {y4}" in acts(m)
    m.apply(f"use {y4}")
    assert acts(m) == ["convert doge", "cancel"]
    do(m, "convert doge", "add joker")
    assert "play" in acts(m)  # conv >= 1: legal without a Gold card
    m.apply("play")
    assert s.plays[RED].count == 3
    assert s.coins[RED] == 0 and y4 in s.coin_on  # the coin went onto the building
    play_cards(m, "gold", 0 if wins_advantage else 4)
    m.apply("pass")
    assert s.advantage == (RED if wins_advantage else BLUE)
    assert s.coins[RED] == (4 if wins_advantage else 3)
    # Y4 cannot be used again this round, even with coins and a card to convert.
    give(s, RED, "gold")
    s.coins[RED] = 3
    continue_round(m)
    assert s.stage == "C" and m.decision().seat == s.stage_start
    while m.decision().seat != RED:
        m.apply("pass")
    assert f"use {y4}" not in acts(m)
    assert refused(m, f"use {y4}")


# ----- R3 -----------------------------------------------------------------------------------------------
def test_r3_tie_in_stage_c_goes_to_doge_order_for_the_value_limit():
    m = game(3)
    s = m.state
    set_doge(s, [BLUE, RED, YELLOW])
    set_hand(s, RED, "building", "building")
    set_hand(s, BLUE, "building", "building")
    jump_to_stage(m, "C", start=RED)
    play_cards(m, "building", 2)  # Red plays first (clockwise) ...
    play_cards(m, "building", 2)  # ... Blue ties and is higher on the Doge track
    m.apply("pass")
    assert s.advantage == BLUE
    assert m.decision().kind == "build" and m.decision().seat == BLUE  # resolution in Doge order
    assert top_build_value(m) == 3
    m.apply("skip")
    assert m.decision().seat == RED and top_build_value(m) == 2


# ----- R4 -----------------------------------------------------------------------------------------------
def test_r4_empty_stage_gives_no_advantage_and_keeps_the_start_player():
    m = game(3)
    s = m.state
    set_hand(s, RED, "councillor")
    jump_to_stage(m, "E", start=BLUE)
    assert m.decision().seat == BLUE
    pass_stage(m)
    assert s.advantage is None
    assert len(s.zones[GONDOLAS]) == SPEC.gondola_tiles.count and not s.filled()
    assert s.stage == "F" and s.stage_start == BLUE and m.decision().seat == BLUE


# ----- R5 -----------------------------------------------------------------------------------------------
def test_r5_allowance_six_builds_a_four_then_one_up_to_two():
    m = game(3)
    s = m.state
    set_hand(s, RED, *["building"] * 5)
    jump_to_stage(m, "C", start=RED)
    play_cards(m, "building", 5)
    pass_stage(m)
    assert s.advantage == RED  # 5 + 1 = 6
    assert top_build_value(m) == 4
    m.apply("build B4")
    assert m.decision().kind == "build" and m.decision().seat == RED
    assert top_build_value(m) == 2
    assert refused(m, "build G3")
    m.apply("build G2")
    assert sorted(s.building_kind[b] for b in s.buildings(RED)) == ["B1", "B4", "G2"]  # B1: the starting one


# ----- R6 -----------------------------------------------------------------------------------------------
def test_r6_eighth_building_returns_one_and_scores_its_value():
    m = game(3)
    s = m.state
    owned = own(s, RED, "G2", "Y2", "Y3", "B2", "G3", "B4")
    assert len(s.buildings(RED)) == 7
    set_hand(s, RED, "building")
    jump_to_stage(m, "C", start=RED)
    play_cards(m, "building", 1)
    pass_stage(m)
    m.apply("build G2")
    new = s.buildings(RED)[-1]
    assert m.decision().kind == "build" and all(a.startswith("return ") for a in acts(m))
    assert f"return {new}" not in acts(m)
    assert s.vp[RED] == 3
    m.apply(f"return {owned[2]}")  # the Yellow 3
    assert s.vp[RED] == 6
    assert len(s.buildings(RED)) == 7 and owned[2] in s.zones[supply("Y3")]


# ----- R7 -----------------------------------------------------------------------------------------------
def test_r7_district_scoring_halves_by_rank_with_doge_breaking_ties():
    m = game(3)
    s = m.state
    a, b, c = RED, BLUE, YELLOW
    set_doge(s, [a, c, b])
    # San Marco: bridges 5-6 and 4-6 with the 6 toward it, 3-4 with the 4, a gondola: 6 + 6 + 4 + 1 = 17.
    top_bridges(s, "bridge-5-6", "bridge-4-6", "bridge-3-4")
    for conn in ("CN-SM", "SM-CS", "SM-SP"):
        stages.place_tile(SPEC, s, a, "bridge", conn, "SM")
    stages.place_tile(SPEC, s, a, "gondola", "SM-DD", "SM")
    assert district_value(SPEC, s, "SM") == 17
    for p, n in ((a, 5), (b, 3), (c, 3)):
        s.councillors["SM"][p] = n
        s.personal[p] = s.coins[p] = 0
    assert district_ranking(SPEC, s, "SM") == [(a, 5, 17), (c, 3, 8), (b, 3, 4)]
    # The same through final scoring: 3 VP start + district + the starting building (value 1).
    s.round, s.flow = SPEC.rounds.count, Flow([NextRound()])
    resume(m)
    assert s.over
    assert (s.vp[a], s.vp[b], s.vp[c]) == (3 + 17 + 1, 3 + 4 + 1, 3 + 8 + 1)


# ----- R8 -----------------------------------------------------------------------------------------------
def test_r8_neutral_marker_goes_to_the_lowest_adjacent_district():
    for seed in range(200):
        m = new_match(2, "neutral", seed=seed)
        s = m.state
        by_number = {k: d for d, k in s.number.items()}
        if SPEC.connection_between(by_number[1], by_number[2]) is None:
            break
    else:
        pytest.fail("no seed puts round tiles 1 and 2 on non-adjacent districts")
    expected = SPEC.connection_between(by_number[1], by_number[3])
    assert expected is not None  # each district misses exactly one other: 1 misses 2, so it touches 3
    assert s.marked == expected.id


# ----- R9 -----------------------------------------------------------------------------------------------
def test_r9_neutral_marker_moves_on_when_district_one_is_full():
    m = game(2, ("G1", "Y1"), variant="neutral")
    s = m.state
    np = s.np
    set_round_tiles(s, "CN", "SM", "CS", "SC", "SP", "DD")
    assert s.marked == "CN-SM"
    for conn in ("CN-CS", "CN-SC", "CN-SP"):
        stages.place_tile(SPEC, s, RED, "gondola", conn, "CN")
        assert s.marked == "CN-SM"  # unchanged while the marked connection is free
    # Red wins stage D and puts the bridge on the marked connection (a real decision).
    set_hand(s, RED, "bridge")
    jump_to_stage(m, "D", start=np)
    play_cards(m, "bridge", 1)
    m.apply("pass")
    assert s.advantage == RED and m.decision().kind == "bridge"
    do(m, "connection CN-SM", "face SM")
    assert not [c.id for c in SPEC.connections_of("CN") if c.id not in s.filled()]
    assert s.marked == "SM-CS"  # district 2 = San Marco; its lowest free neighbour is 3 = Castello


# ----- R10 ----------------------------------------------------------------------------------------------
def test_r10_neutral_bridge_lower_end_toward_the_lower_round_number():
    m = game(2, ("G1", "Y1"), variant="neutral")
    s = m.state
    np = s.np
    set_round_tiles(s, "CN", "DD", "SM", "CS", "SC", "SP")  # 1 and 2 not adjacent: the marker is on 1-3
    assert s.marked == "CN-SM"
    top_bridges(s, "bridge-4-6")
    set_hand(s, np, "bridge", "bridge")
    set_hand(s, RED, "bridge")
    jump_to_stage(m, "D", start=np, alone=True)  # the neutral player plays its 2 at once
    assert s.plays[np].count == 2
    play_cards(m, "bridge", 1)
    m.apply("pass")
    assert s.advantage == np
    assert s.tile_on("CN-SM") == "bridge-4-6"
    assert s.facing["CN-SM"] == {"CN": 4, "SM": 6}
    assert s.marked == "CN-CS"  # district 1 still has free connections: CS (4) < SC (5) < SP (6)
    assert s.vp[np] == 0 and s.vp[RED] == 3 + 1 and s.vp[BLUE] == 3 - 1
    assert m.view(BLUE).next_bridge == tuple(s.tile_ends[s.zones[BRIDGES][0]])


# ----- R11 ----------------------------------------------------------------------------------------------
def test_r11_five_player_setup_coins_vp_councillors():
    m = new_match(5, first=2)
    s = m.state
    clockwise = [2, 3, 4, 0, 1]
    assert [s.coins[p] for p in clockwise] == [1, 2, 2, 2, 3]
    assert s.vp == [3] * 5
    assert s.personal == [5] * 5 and s.general == [13] * 5


# ----- R12 ----------------------------------------------------------------------------------------------
def test_r12_starting_building_limits():
    m = new_match(3, first=0)
    assert m.decision().seat == YELLOW  # right of the start player chooses first
    choose_starts(m, "G1")
    assert m.decision().seat == BLUE
    choose_starts(m, "Y1")
    assert m.decision().seat == RED and acts(m) == ["take B1"]
    assert refused(m, "take G1") and refused(m, "take Y1")

    m = new_match(4, first=0)
    choose_starts(m, "Y1", "Y1")
    assert m.decision().seat == 1
    assert "take G1" in acts(m) and "take B1" in acts(m)
    assert refused(m, "take Y1")


# ----- R13 ----------------------------------------------------------------------------------------------
def test_r13_one_joker_alone_is_no_play_but_with_yellow3_it_counts_two():
    m = game(3)
    s = m.state
    set_hand(s, RED, "joker")
    jump_to_stage(m, "B", start=RED)
    assert acts(m) == ["pass"]  # the digest: only "pass" is legal (the jester is not even offered)
    assert refused(m, "add joker") and refused(m, "play")

    m = game(3)
    s = m.state
    y3 = own(s, RED, "Y3")[0]
    s.coins[RED] = 1
    set_hand(s, RED, "joker")
    jump_to_stage(m, "B", start=RED, alone=True)
    do(m, f"use {y3}", "add joker", "play")
    assert s.plays[RED].count == 2
    pass_stage(m)
    assert stage_over(m) and s.advantage == RED
    assert s.coins[RED] == 1 - 1 + 2 + 1  # paid the Yellow 3, 2 gold, 1 for the advantage


# ----- R14 ----------------------------------------------------------------------------------------------
def test_r14_blue3_advances_by_rank():
    m = game(3, ("G1", "Y1", "B1"))  # Yellow G1, Blue Y1, Red B1
    s = m.state
    b3 = own(s, RED, "B3")[0]
    set_doge(s, [BLUE, YELLOW, RED], [4, 2, 1])
    assert s.doge_rank(RED) == 3
    jump_to_phase3(m)
    assert m.decision().kind == "blue" and m.decision().seat == RED  # the others have no blue building
    m.apply(f"use {b3}")
    assert s.doge[RED] == 1 + 3
    assert s.doge_order()[0] == RED  # it arrived on top of Blue


# ----- R15 ----------------------------------------------------------------------------------------------
def test_r15_blue2_with_empty_general_supply_gives_two_vp():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    b2 = own(s, RED, "B2")[0]
    s.general[RED] = 0
    jump_to_phase3(m)
    m.apply(f"use {b2}")
    assert s.vp[RED] == 3 + 2
    assert s.personal[RED] == 5 and s.general[RED] == 0


# ----- R16 ----------------------------------------------------------------------------------------------
def test_r16_green3_takes_a_leftover_card_and_keeps_eight():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    g3 = own(s, RED, "G3")[0]
    do(m, "row 0", "row 1", "row 2")  # Doge order Red, Blue, Yellow; row 3 is left over
    assert len(s.zones[hand(RED)]) == 8
    assert m.decision().kind == "cards" and m.decision().seat == RED
    m.apply(f"use {g3}")
    leftover = list(s.zones["row:3"])
    assert sorted(acts(m)) == sorted([f"take {c}" for c in leftover] + ["draw"])
    m.apply(f"take {leftover[0]}")
    assert leftover[0] in s.zones[hand(RED)] and s.limit[RED] == 8
    assert len(s.zones[hand(RED)]) == 9
    assert "done" not in acts(m) and f"use {g3}" not in acts(m)
    discard = next(a for a in acts(m) if a.startswith("discard"))
    m.apply(discard)
    # At the limit with nothing left to activate, Red's private step ends by itself.
    assert m.decision().seat != RED
    assert len(s.zones[hand(RED)]) == 8


# ----- R17 ----------------------------------------------------------------------------------------------
def test_r17_bonus_tile_to_the_first_in_doge_order_only():
    m = game(3)
    s = m.state
    set_round_tiles(s, "CS", "CN", "SM", "SC", "SP", "DD")  # round 1 plays Castello
    p, q = BLUE, RED
    set_doge(s, [p, q, YELLOW])
    for who in (p, q):
        s.councillors["CN"][who] = s.councillors["SM"][who] = 1
        set_hand(s, who, "councillor")
    jump_to_stage(m, "F", start=q, alone=True)
    assert s.district == "CS"
    play_cards(m, "councillor", 1)  # Red plays first ...
    play_cards(m, "councillor", 1)  # ... but Blue resolves first (Doge order)
    m.apply("pass")
    assert stage_over(m) and s.advantage == p
    assert s.councillors["CS"][p] == 2 and s.councillors["CS"][q] == 1
    assert s.zones[won(p)] == ["bonus-north"] and s.vp[p] == 3 + 5
    assert s.zones[won(q)] == [] and s.vp[q] == 3
    assert "bonus-north" not in s.zones[BONUS] and "bonus-south" in s.zones[BONUS]


def test_r17_neutral_meeting_the_condition_first_flips_the_tile():
    m = game(2, ("G1", "Y1"), variant="neutral")
    s = m.state
    np = s.np
    set_round_tiles(s, "CS", "CN", "SM", "SC", "SP", "DD")
    assert s.doge_order()[0] == np
    for who in (np, RED):
        s.councillors["CN"][who] = s.councillors["SM"][who] = 1
    set_hand(s, np, "councillor")
    set_hand(s, RED, "councillor", "councillor")
    jump_to_stage(m, "F", start=np, alone=True)
    play_cards(m, "councillor", 2)
    m.apply("pass")
    assert s.advantage == RED and s.councillors["CS"][RED] == 3
    assert s.councillors["CS"][np] == 1
    assert "bonus-north" in s.zones[FLIPPED] and s.zones[won(RED)] == []
    assert s.vp[RED] == 3


# ----- R18 ----------------------------------------------------------------------------------------------
def test_r18_no_bridge_card_costs_one_vp():
    m = game(3)
    s = m.state
    set_hand(s, RED, "bridge")
    jump_to_stage(m, "D", start=RED)
    play_cards(m, "bridge", 1)
    pass_stage(m)
    assert m.decision().kind == "bridge" and s.vp == [3 + 1 + 1, 3, 3]  # Red resolved first, then its bridge
    do(m, "connection CN-SM", "face SM")
    assert s.vp == [3 + 1 + 1, 3 - 1, 3 - 1]


@pytest.mark.parametrize(
    "options, yellow_after", [({}, 0), ({"vp_floor_zero": False}, -1), ({"no_bridge_card_vp": 0}, 0)]
)
def test_r18_bridge_penalty_options_and_the_vp_floor(options, yellow_after):
    m = game(3, **options)
    s = m.state
    s.vp[YELLOW] = 0
    set_hand(s, RED, "bridge")
    jump_to_stage(m, "D", start=RED)
    play_cards(m, "bridge", 1)
    pass_stage(m)
    do(m, "connection CN-SM", "face SM")  # Red's bridge comes before the others resolve (Doge order)
    assert s.vp[YELLOW] == yellow_after and s.vp[BLUE] == (3 if "no_bridge_card_vp" in options else 2)


# ----- R19 ----------------------------------------------------------------------------------------------
def test_r19_blue1_upgrades_yellow2_to_yellow3_which_is_blocked_this_round():
    m = game(3, ("G1", "Y1", "B1"))
    s = m.state
    b1 = s.buildings(RED)[0]
    y2, y4, b4 = own(s, RED, "Y2", "Y4", "B4")
    s.coins[RED] = 1 + 1  # one for the upgrade, one more so that Blue 4 keeps the phase III turn open
    jump_to_phase3(m)
    m.apply(f"use {b1}")
    targets = [a for a in acts(m) if a.startswith("upgrade ")]
    assert f"upgrade {y2}" in targets and f"upgrade {b1}" in targets
    assert refused(m, f"upgrade {y4}")  # value 4: nothing above it
    m.apply(f"upgrade {y2}")
    assert y2 in s.zones[supply("Y2")]
    y3 = next(b for b in s.buildings(RED) if s.building_kind[b] == "Y3")
    assert s.coins[RED] == 1 and b1 in s.coin_on
    assert m.decision().seat == RED and acts(m) == [f"use {b4}", "done"]
    assert y3 in s.blocked and m.view(None).participants[RED].buildings[-1].blocked
    assert not can_activate(s, RED, y3)
    m.apply("done")
    assert s.round == 2 and not s.blocked and can_activate(s, RED, y3)


# ----- R20 ----------------------------------------------------------------------------------------------
def test_r20_unplayed_cards_carry_over_into_the_hand_limit():
    m = game(3, ("G1", "B1", "Y1"))  # Red starts with Y1 (no green building)
    s = m.state
    for p in (BLUE, YELLOW):
        set_hand(s, p)
    kept = set_hand(s, RED, "doge", "gold")
    jump_to_phase3(m)
    while m.decision().kind == "blue":
        m.apply("done")
    assert s.round == 2 and m.decision().kind == "pick"
    while m.decision().kind == "pick":
        m.apply(acts(m)[0])
    assert len(s.zones[hand(RED)]) == 6 + 2 + 2 and set(kept) <= set(s.zones[hand(RED)])
    while m.decision().seat != RED:
        m.apply(next((a for a in acts(m) if a.startswith("discard ")), "done"))
    discards = 0
    while m.decision().seat == RED:  # the step ends by itself at the limit (no green building)
        assert acts(m) and all(a.startswith("discard ") for a in acts(m))
        m.apply(acts(m)[0])
        discards += 1
    assert discards == 3 and len(s.zones[hand(RED)]) == 7


# ----- R21 ----------------------------------------------------------------------------------------------
def test_r21_delay_plays_last_for_a_coin_and_ties_still_go_by_doge_order():
    m = game(3, ("G1", "B1", "Y1"))  # Red starts with Y1
    s = m.state
    y1 = s.buildings(RED)[0]
    assert s.building_kind[y1] == "Y1" and s.coins == [1, 2, 3]
    set_hand(s, RED, "gold", "gold")
    set_hand(s, BLUE, "gold", "gold")
    set_hand(s, YELLOW, "gold")
    jump_to_stage(m, "B", start=RED, alone=True)
    m.apply(f"delay {y1}")
    assert s.coins[RED] == 1  # paid 1, took 1
    assert m.decision().seat == BLUE
    play_cards(m, "gold", 2)
    assert m.decision().seat == YELLOW
    play_cards(m, "gold", 1)
    assert m.decision().seat == RED
    assert not any(a.startswith("delay") for a in acts(m))
    play_cards(m, "gold", 2)
    assert s.advantage == RED  # 2 = 2, Red is higher in Doge order
    assert s.coins == [1 + 2 + 1, 2 + 2, 3 + 1]


# ----- R22 ----------------------------------------------------------------------------------------------
def test_r22_bridge_orientation_is_the_holders_choice():
    m = game(3)
    s = m.state
    top_bridges(s, "bridge-3-6")
    following = s.zones[BRIDGES][1]
    assert m.view(None).next_bridge == (3, 6)
    set_hand(s, BLUE, "bridge")
    jump_to_stage(m, "D", start=RED)
    m.apply("pass")
    play_cards(m, "bridge", 1)
    m.apply("pass")
    assert s.advantage == BLUE and m.decision().kind == "bridge" and m.decision().seat == BLUE
    assert len(acts(m)) == 12 and "connection CN-SM" in acts(m)
    m.apply("connection CN-SM")
    assert sorted(acts(m)) == ["face CN", "face SM"]
    m.apply("face SM")
    assert s.facing["CN-SM"] == {"SM": 6, "CN": 3}
    assert district_value(SPEC, s, "SM") == 6 and district_value(SPEC, s, "CN") == 3
    for seat in (None, RED, BLUE, YELLOW):
        assert m.view(seat).next_bridge == tuple(s.tile_ends[following])
    assert s.zones[BRIDGES][0] == following and s.tile_on("CN-SM") == "bridge-3-6"


# ----- beyond the list: the neutral player's gondola and its place in the district ranking ---------------
def test_neutral_gondola_puts_one_councillor_in_each_end_district_and_moves_the_marker():
    m = game(2, ("G1", "Y1"), variant="neutral")
    s = m.state
    np = s.np
    marked = s.marked
    a, b = SPEC.connection(marked).between
    set_hand(s, np, "gondola", "gondola")
    jump_to_stage(m, "E", start=np, alone=True)
    pass_stage(m)
    assert stage_over(m) and s.advantage == np
    assert s.tile_on(marked).startswith("gondola") and s.facing[marked] == {a: 1, b: 1}
    assert s.councillors[a][np] == 1 and s.councillors[b][np] == 1
    assert s.marked not in (None, marked)


def test_neutral_player_takes_its_rank_in_a_district_but_scores_nothing():
    m = game(2, ("G1", "Y1"), variant="neutral")  # Red (seat 0) starts with Y1
    s = m.state
    np = s.np
    top_bridges(s, "bridge-5-6")
    stages.place_tile(SPEC, s, RED, "bridge", "CN-SM", "SM")
    s.councillors["SM"][np], s.councillors["SM"][RED] = 4, 2
    assert district_ranking(SPEC, s, "SM") == [(np, 4, 6), (RED, 2, 3)]
    s.personal[RED] = s.coins[RED] = 0
    s.round, s.flow = SPEC.rounds.count, Flow([NextRound()])
    resume(m)
    assert s.over and s.vp[np] == 0
    assert s.vp[RED] == 3 + 3 + 1  # half of San Marco's 6, and the Yellow 1
