"""Acceptance scenarios M-1..M-10 of the digest (shared/rules/masques.md §6), one test each.

Agent and guest numbers are reconstructed placeholders: every test reads them from the state, and
positions are built so that the expected outcome holds whatever they are.
"""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalActionError
from tabletop.engine.events import Moved, PhaseBegan
from tabletop.games.masques.rules.state import BOX, POOL, SUPPLY, corridor, hand, palace, purse, stack, won

from .builder import (
    action_phase,
    acts,
    any_marker,
    conserved,
    cost,
    ducat_on,
    ducats,
    fill,
    give,
    guest,
    guests_of,
    hire,
    mark,
    marker,
    markers_on_palace,
    name,
    new_match,
    play,
    said,
    seat_agent,
    seat_guest,
    set_ducats,
    top,
    turn_to,
    value,
    where,
)

FOUR = (("venier",), ("dandolo",), ("contarini",), ("morosini",))


def resolved(events) -> bool:
    return any(isinstance(e, PhaseBegan) and e.phase == "resolution" for e in events)


def test_m1_two_military_markers_make_military_two_and_go_back_to_the_pool():
    m = new_match()
    s = action_phase(m, families=FOUR)  # seat 0 plays Venier
    v1, v2, v3 = guests_of(s, "venier")
    m1 = mark(s, 2, marker(s, "military"))
    m2 = mark(s, 6, marker(s, "military", taken=(m1,)))
    seat_guest(s, v1, 1)  # P2 = C1 (Venier) vs C2 (face-down filler)
    seat_guest(s, v2, 5)  # P6 = C5 (Venier) vs C6 (face-down filler)
    give(s, 0, v3)
    fill(s, leave=(0,), keep=(v3,))
    assert s.favor[0] == {g.id: 0 for g in m.rules.spec.guilds}

    events = play(m, v3, 0)  # the last corridor: resolution, cleanup, next preparation

    assert resolved(events)
    assert s.favor[0]["military"] == 2
    assert all(n == 0 for g, n in s.favor[0].items() if g != "military")
    assert all(sum(f.values()) == 0 for f in s.favor[1:])
    assert s.winner is None and m.outcome() is None and s.round == 2
    back = {e.component for e in events if isinstance(e, Moved) and e.dst == POOL}
    assert back == {m1, m2}
    for mk in (m1, m2):  # in the pool, or redrawn face up by the next preparation
        assert mk not in s.down_markers
        assert where(s, mk) == POOL or where(s, mk).startswith("palace:")
    assert conserved(s)


def test_m2_action_and_resolution_from_the_door():
    m = new_match()
    s = action_phase(m, families=FOUR, first=0)  # turn order Venier, Dandolo, Contarini, Morosini
    d3, c2 = guest(s, "dandolo", 3), guest(s, "contarini", 2)
    v2, d2, f3 = guest(s, "venier", 2), guest(s, "dandolo", 2), guest(s, "foscari", 3)
    # C8 and C10 hold Foscari guests so that Dandolo 2 in C9 wins nothing (every guest is worth 2+).
    fa, fb = [g for g in guests_of(s, "foscari") if g != f3][:2]
    assert value(s, fa) >= value(s, d2) and value(s, fb) >= value(s, d2)
    down = guest(s, "morosini", None)
    seat_guest(s, down, 15, down=True)
    seat_guest(s, d3, 2)
    seat_guest(s, c2, 3)
    seat_guest(s, fa, 8)
    seat_guest(s, fb, 10)
    for i, t in zip((5, 6, 7, 11, 12), ("assassin", "guard", "gondolier", "merchant", "courtesan")):
        seat_agent(s, t, i)
    give(s, 0, f3)
    give(s, 1, d2)
    give(s, 2, v2)
    fill(s, leave=(0, 1, 4, 9), keep=(f3, d2, v2))  # C13, C14 get face-down guests
    rest = sorted(g for g in s.zones["deck"])
    for k, g in enumerate(rest):  # the other guests stay in hands
        give(s, k % 4, g)
    merchants = mark(s, 0, marker(s, "merchants"))
    ducat1 = ducat_on(s, 1)
    mark(s, 2, marker(s, "clergy"))
    ducat3 = ducat_on(s, 3)
    military = mark(s, 4, marker(s, "military"))
    for i in range(5, 16):
        ducat_on(s, i) if i % 2 else mark(s, i, any_marker(s))
    set_ducats(s, 3, cost(s, "bandit"))
    bandit, price = top(s, "bandit"), cost(s, "bandit")
    supply = len(s.zones[SUPPLY])
    assert s.empty_corridors() == [0, 1, 4, 9] and conserved(s)

    play(m, f3, 1)  # Venier player
    play(m, d2, 9)  # Dandolo player
    play(m, v2, 0)  # Contarini player plays a Venier guest
    assert s.active == 3 and "hire bandit" in acts(m)
    hire(m, "bandit", 4)  # Morosini player; the last corridor is full but the power comes first
    assert s.phase == "action" and s.stage == "bandit"
    assert sorted(acts(m)) == ["marker 4", "marker 5", "skip"]
    before = markers_on_palace(s)
    events = m.apply("marker 4")

    assert resolved(events)
    assert s.favor[0]["merchants"] == 1 and sum(s.favor[0].values()) == 1  # Venier's guest, not its player
    assert sum(s.favor[2].values()) == 0 and sum(s.favor[1].values()) == 0 and sum(s.favor[3].values()) == 0
    assert ducat1 in s.zones[palace(1)]  # Foscari 3 highest
    assert before[2] in s.zones[palace(2)]  # 3 vs 3
    assert ducat3 in s.zones[purse(1)]  # Dandolo 3 beats Contarini 2
    assert s.at(palace(4)) == military and military not in s.down_markers  # stayed face down, now face up
    assert bandit in s.zones[BOX] and top(s, "bandit") != bandit
    assert ducats(s, 3) == 0 and len(s.zones[SUPPLY]) == supply + price - 1  # one refills P3
    after = markers_on_palace(s)
    assert all(after[i] == before[i] for i in range(16) if i not in (0, 3))
    assert after[0] is not None and after[0] in s.marker_guild and after[3] not in (None, ducat3)
    assert any(isinstance(e, Moved) and e.component == merchants and e.dst == POOL for e in events)
    assert s.round == 2 and s.first == 1 and s.phase == "draft"
    assert all(not s.zones[corridor(i)] for i in range(16))
    assert conserved(s)


def test_m3_gondolier_then_merchant():
    m = new_match()
    s = action_phase(m, families=(("dandolo",), ("venier",), ("contarini",), ("morosini",)))
    mo3, d4 = guest(s, "morosini", 3), guest(s, "dandolo", 4)
    other = guest(s, "contarini", None)
    seat_guest(s, mo3, 5)
    seat_guest(s, d4, 11)
    seat_guest(s, other, 9)
    ducat = ducat_on(s, 13)
    scribes = mark(s, 6, marker(s, "scribes"))
    set_ducats(s, 0, cost(s, "gondolier"))
    set_ducats(s, 1, cost(s, "merchant"))
    gondolier, g_price = top(s, "gondolier"), cost(s, "gondolier")
    nxt = s.zones[stack("gondolier")][1]
    supply = len(s.zones[SUPPLY])

    hire(m, "gondolier", 6)
    assert sorted(acts(m)) == ["skip", "target 5"]  # C7 is empty; C9 is not near C6
    with pytest.raises(IllegalActionError):
        m.apply("target 9")
    m.apply("target 5")
    assert sorted(acts(m)) == ["cancel", "with 11", "with 9"]
    m.apply("with 11")

    assert s.at(corridor(5)) == d4 and s.at(corridor(11)) == mo3 and s.at(corridor(6)) == gondolier
    assert ducats(s, 0) == 0 and len(s.zones[SUPPLY]) == supply + g_price
    assert top(s, "gondolier") == nxt
    assert s.active == 1

    hire(m, "merchant", 12)
    assert sorted(acts(m)) == ["marker 13", "skip"]  # P12 holds nothing
    m.apply("marker 13")
    assert acts(m) == ["with 6", "cancel"]
    m.apply("with 6")
    assert s.at(palace(13)) == scribes and scribes not in s.down_markers
    assert s.at(palace(6)) == ducat
    assert ducats(s, 1) == 0 and s.active == 2
    assert conserved(s)


def test_m4_pass_only_with_an_empty_hand_and_hire_after_passing():
    m = new_match()
    s = action_phase(m)
    g = guest(s, "foscari", None)
    give(s, 0, g)
    set_ducats(s, 0, max(cost(s, t.id) for t in m.rules.spec.agents.types))
    assert "pass" not in acts(m)
    with pytest.raises(IllegalActionError):
        m.apply("pass")
    s.move(g, hand(0), "deck")
    legal = acts(m)
    assert "pass" in legal and all(f"hire {t.id}" in legal for t in m.rules.spec.agents.types)

    m.apply("pass")
    assert s.active == 1
    for seat in (1, 2, 3):
        h = guest(s, ("venier", "dandolo", "contarini")[seat - 1], None)
        give(s, seat, h)
        play(m, h, seat)
    assert s.active == 0 and "hire guard" in acts(m)
    before = ducats(s, 0)
    guard = top(s, "guard")
    hire(m, "guard", 10)
    assert s.at(corridor(10)) == guard and ducats(s, 0) == before - s.agent[guard][2]


def test_m5_guard_filling_the_last_corridor_has_no_destination_and_resolution_runs():
    m = new_match()
    s = action_phase(m)
    seat_guest(s, guest(s, "dandolo", None), 6)
    fill(s, leave=(7,))
    set_ducats(s, 0, cost(s, "guard"))
    guard = top(s, "guard")

    events = hire(m, "guard", 7)

    assert any("no legal target" in line for line in said(events))
    assert resolved(events)
    assert guard in s.zones[BOX] and s.round == 2 and s.phase == "draft"
    assert conserved(s)


def test_m6a_courtesan_calls_a_held_guest_into_the_corridor():
    m = new_match()
    s = action_phase(m)
    c4 = guests_of(s, "contarini")[-1]
    give(s, 2, c4, guest(s, "venier", None))
    set_ducats(s, 0, cost(s, "courtesan"))
    seat_guest(s, guest(s, "dandolo", None), 3)  # C3 taken, C5 empty
    hire(m, "courtesan", 4)
    assert acts(m) == ["call 5", "skip"]
    m.apply("call 5")
    assert name(s, c4) in [a.split()[1] for a in acts(m) if a.startswith("name")]
    events = m.apply(f"name {name(s, c4)}")
    assert s.at(corridor(5)) == c4 and c4 not in s.down_guests
    assert len(s.zones[hand(2)]) == 1
    assert any(isinstance(e, Moved) and e.component == c4 and e.secret_for is None for e in events)
    assert s.phase == "action" and s.active == 1


def test_m6b_courtesan_naming_a_guest_of_the_removed_family_places_nothing():
    m = new_match(players=3)
    s = action_phase(m)
    removed = next(f.id for f in m.rules.spec.families if not any(f.id in fs for fs in s.families))
    gone = [g for g, (f, _) in s.guest.items() if f == removed]
    assert gone and all(g in s.zones[BOX] for g in gone)
    for seat in s.seats:
        give(s, seat, *guests_of(s, s.families[seat][0]))
    hands = {seat: list(s.zones[hand(seat)]) for seat in s.seats}
    set_ducats(s, 0, cost(s, "courtesan"))
    hire(m, "courtesan", 0)
    m.apply("call 1")
    events = m.apply(f"name {name(s, gone[0])}")
    assert s.zones[corridor(1)] == []
    assert {seat: list(s.zones[hand(seat)]) for seat in s.seats} == hands
    assert any("Nobody holds" in line for line in said(events))
    assert s.phase == "action" and s.active == 1
    assert conserved(s)


def test_m6c_naming_a_guest_already_in_a_corridor_is_rejected():
    m = new_match()
    s = action_phase(m)
    placed = guest(s, "morosini", None)
    seat_guest(s, placed, 7)
    set_ducats(s, 0, cost(s, "courtesan"))
    hire(m, "courtesan", 4)
    m.apply("call 5")
    assert f"name {name(s, placed)}" not in acts(m)
    with pytest.raises(IllegalActionError):
        m.apply(f"name {name(s, placed)}")
    assert s.stage == "courtesan_name"


def test_m7_two_player_tie_between_ones_own_families_keeps_the_marker():
    m = new_match(players=2)
    s = action_phase(m, families=(("dandolo", "venier"), ("contarini", "morosini")))
    common = sorted(
        {v for _, v in map(s.guest.get, guests_of(s, "dandolo"))}
        & {v for _, v in map(s.guest.get, guests_of(s, "venier"))}
    )
    v = 3 if 3 in common else common[0]
    d, ve = guest(s, "dandolo", v), guest(s, "venier", v)
    seat_guest(s, d, 1)
    seat_guest(s, ve, 2)
    mk = mark(s, 2, any_marker(s))
    last = guest(s, "contarini", None)
    give(s, 1, last)
    fill(s, leave=(5,), keep=(last,))
    turn_to(s, 1)

    events = play(m, last, 5)

    assert resolved(events)
    assert s.at(palace(2)) == mk
    assert sum(s.favor[0].values()) == 0 and sum(s.favor[1].values()) == 0


def test_m8_immediate_win_stops_the_resolution():
    m = new_match()
    s = action_phase(m, families=FOUR)
    for g in ("clergy", "winemakers", "merchants", "military"):
        s.favor[0][g] = 1
    mine, theirs = guest(s, "venier", None), guest(s, "dandolo", None)
    seat_guest(s, mine, 1)  # wins P1 (ducat) and P2 (scribes)
    seat_guest(s, theirs, 3)  # would win P3 (ducat) and P4 (favor)
    p1 = ducat_on(s, 1)
    scribes = mark(s, 2, marker(s, "scribes"))
    p3 = ducat_on(s, 3)
    p4 = mark(s, 4, marker(s, "clergy"))
    last = guest(s, "contarini", None)
    give(s, 0, last)
    fill(s, leave=(10,), keep=(last,))
    purse1 = ducats(s, 1)

    events = play(m, last, 10)

    assert s.winner == 0 and s.phase == "over"
    assert m.outcome().winners == (0,) and m.decision().actions == ()
    assert s.favor[0]["scribes"] == 1 and s.at(palace(2)) is None and scribes in s.zones[won(0)]
    assert p1 in s.zones[purse(0)]  # P1 resolved before P2
    assert s.at(palace(3)) == p3 and s.at(palace(4)) == p4  # never resolved
    assert ducats(s, 1) == purse1 and sum(s.favor[1].values()) == 0
    assert s.round == 1 and not s.empty_corridors()  # no cleanup
    assert not any(isinstance(e, PhaseBegan) and e.phase == "cleanup" for e in events)


@pytest.mark.parametrize("kill", [True, False])
def test_m9_assassinated_guest_counts_zero_against_foscari(kill):
    m = new_match()
    s = action_phase(m, families=FOUR)  # seat 3 plays Morosini
    mo, fo = guests_of(s, "morosini")[-1], guests_of(s, "foscari")[0]
    seat_guest(s, fo, 3)
    seat_guest(s, mo, 4)
    mk = mark(s, 4, any_marker(s))
    fill(s, leave=(5,))
    set_ducats(s, 0, cost(s, "assassin"))

    hire(m, "assassin", 5)
    assert sorted(acts(m)) == ["skip", "target 4", "target 6"]
    events = m.apply("target 4" if kill else "skip")

    assert resolved(events)
    if kill:
        assert any(isinstance(e, Moved) and e.component == mo for e in events)  # collected at cleanup
        assert s.at(palace(4)) == mk and sum(s.favor[3].values()) == 0  # Foscari highest: the marker stays
    else:  # without the assassin the printed values decide
        gained = sum(s.favor[3].values())
        assert gained == (1 if value(s, mo) > value(s, fo) else 0)


def test_m9_assassinated_guest_is_face_down_and_counts_zero():
    m = new_match()
    s = action_phase(m, families=FOUR)
    mo = guests_of(s, "morosini")[-1]
    seat_guest(s, mo, 4)
    set_ducats(s, 0, cost(s, "assassin"))
    hire(m, "assassin", 5)
    m.apply("target 4")
    assert mo in s.down_guests and s.influence(mo) == 0 and s.at(corridor(4)) == mo
    assert s.guest[mo][0] == "morosini"  # keeps its family


def test_m10_two_players_first_player_and_set_aside_hands():
    m = new_match(players=2, first=1, seed=7)
    s = m.state
    assert s.phase == "action" and s.first == 1 and s.active == 1
    assert len(s.zones["aside"]) == 8 and all(len(s.zones[hand(p)]) == 4 for p in (0, 1))
    aside = set(s.zones["aside"])

    def play_round():
        start = s.round
        while s.round == start and s.winner is None:
            card = sorted(s.zones[hand(s.active)])[0]
            play(m, card, s.empty_corridors()[0])

    play_round()
    assert s.winner is None and s.round == 2
    assert s.first == 1 and s.active == 1  # unchanged after an odd round
    assert set(s.zones[hand(0)]) | set(s.zones[hand(1)]) == aside
    assert all(len(s.zones[hand(p)]) == 4 for p in (0, 1)) and s.zones["aside"] == []
    play_round()
    assert s.winner is None and s.round == 3
    assert s.first == 0 and s.active == 0  # passes after an even round
    assert len(s.zones["aside"]) == 8
    assert conserved(s)
