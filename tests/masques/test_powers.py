"""Masques rules in detail: the six agent powers and their edge cases (digest §4), hiring and passing,
the end of the action phase, resolution, cleanup, the draft and setup per player count.

Agent and guest numbers are reconstructed placeholders: tests read them from the spec or the state.
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from tabletop.engine import IllegalActionError, Match
from tabletop.engine.events import Flipped, Moved, PhaseBegan
from tabletop.engine.view import plain
from tabletop.games.masques.rules.rules import MasquesRules
from tabletop.games.masques.rules.state import (
    ASIDE,
    BOX,
    DECK,
    POOL,
    SUPPLY,
    corridor,
    hand,
    packet,
    palace,
    picked,
    purse,
    stack,
    won,
)

from .builder import (
    RULES,
    SPEC,
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
    name,
    new_match,
    play,
    said,
    seat_agent,
    seat_guest,
    set_ducats,
    top,
    value,
)

TYPES = tuple(a.id for a in SPEC.agents.types)
FOUR = (("venier",), ("dandolo",), ("contarini",), ("morosini",))


def resolved(events) -> bool:
    return any(isinstance(e, PhaseBegan) and e.phase == "resolution" for e in events)


def ready(players: int = 4, **kw):
    """A match in an empty round-1 action phase (see builder.action_phase)."""
    m = new_match(players=players)
    if players != 3 and "families" not in kw:
        kw["families"] = FOUR if players == 4 else (("venier", "dandolo"), ("contarini", "morosini"))
    return m, action_phase(m, **kw)


def hired(m, agent_type: str, i: int):
    """The active player, given just enough ducats, hires ``agent_type`` into corridor i."""
    s = m.state
    set_ducats(s, s.active, cost(s, agent_type))
    return hire(m, agent_type, i)


def finish(m, leave: int, keep: tuple[str, ...] = ()):
    """Fill every corridor but ``leave`` with face-down guests and have the active player play into it."""
    s = m.state
    last = next(g for g in sorted(s.zones[DECK]) if g not in keep)
    give(s, s.active, last)
    fill(s, leave=(leave,), keep=(last, *keep))
    return play(m, last, leave)


# ----- powers with nothing to target ----------------------------------------------------------


@pytest.mark.parametrize("agent_type", TYPES)
def test_a_power_with_no_legal_target_is_skipped_with_a_log_line(agent_type):
    m, s = ready()  # an empty palace and empty corridors: no guest, no marker to target
    if agent_type == "courtesan":  # the courtesan targets an empty nearby corridor: take both
        seat_guest(s, guest(s, "dandolo", None), 3)
        seat_guest(s, guest(s, "contarini", None), 5)
    before = {z: list(c) for z, c in s.zones.items() if z.startswith(("corridor:", "palace:"))}
    events = hired(m, agent_type, 4)
    assert any(f"{agent_type}'s power has no legal target" in line for line in said(events))
    assert s.stage == "" and s.active == 1 and s.phase == "action"
    after = {z: list(c) for z, c in s.zones.items() if z.startswith(("corridor:", "palace:"))}
    assert {z: c for z, c in after.items() if z != corridor(4)} == {z: c for z, c in before.items() if z != corridor(4)}
    assert s.at(corridor(4)) in s.agent and not s.down_guests and not s.down_markers


def test_an_agent_next_to_the_hired_one_is_not_a_guest_target():
    m, s = ready()
    seat_agent(s, "guard", 3)
    seat_guest(s, guest(s, "dandolo", None), 5)
    hired(m, "assassin", 4)
    assert sorted(acts(m)) == ["skip", "target 5"]


# ----- assassin ---------------------------------------------------------------------------------


def test_assassin_may_target_an_already_face_down_guest_which_stays_face_down():
    m, s = ready()
    g = guest(s, "dandolo", None)
    seat_guest(s, g, 5, down=True)
    hired(m, "assassin", 4)
    assert "target 5" in acts(m)
    m.apply("target 5")
    assert g in s.down_guests and s.at(corridor(5)) == g and s.influence(g) == 0
    assert s.stage == "" and s.active == 1


def test_assassin_may_target_its_own_familys_guest():
    m, s = ready()  # seat 0 plays Venier
    own = guest(s, "venier", None)
    seat_guest(s, own, 3)
    hired(m, "assassin", 4)
    assert "target 3" in acts(m)
    events = m.apply("target 3")
    assert own in s.down_guests and s.at(corridor(3)) == own and s.guest[own][0] == "venier"
    assert any(isinstance(e, Flipped) and e.component == own and e.face == "down" for e in events)


def test_assassin_targets_only_the_two_nearest_corridors_and_wraps_round_the_ring():
    m, s = ready()
    near_a, near_b, far = guest(s, "dandolo", None), guest(s, "contarini", None), guest(s, "morosini", None)
    seat_guest(s, near_a, 15)
    seat_guest(s, near_b, 1)
    seat_guest(s, far, 2)
    hired(m, "assassin", 0)
    assert sorted(acts(m)) == ["skip", "target 1", "target 15"]


# ----- guard ------------------------------------------------------------------------------------


def test_guard_moves_a_face_down_guest_anywhere_empty_keeping_it_face_down():
    m, s = ready()
    g = guest(s, "dandolo", None)
    seat_guest(s, g, 3, down=True)
    hired(m, "guard", 4)
    assert sorted(acts(m)) == ["skip", "target 3"]
    m.apply("target 3")
    assert sorted(acts(m)) == sorted([f"to {i}" for i in s.empty_corridors()] + ["cancel"])
    assert "to 3" not in acts(m) and "to 4" not in acts(m) and "to 12" in acts(m)
    m.apply("to 12")
    assert s.at(corridor(12)) == g and s.zones[corridor(3)] == [] and g in s.down_guests
    assert s.stage == "" and s.active == 1


def test_guard_without_a_nearby_guest_is_skipped_even_with_empty_corridors():
    m, s = ready()
    seat_guest(s, guest(s, "dandolo", None), 8)
    events = hired(m, "guard", 4)
    assert any("no legal target" in line for line in said(events)) and s.active == 1


def test_guard_freeing_a_corridor_keeps_the_action_phase_going():
    m, s = ready()
    g = guest(s, "dandolo", None)
    seat_guest(s, g, 6)
    fill(s, leave=(7, 12))
    hired(m, "guard", 7)
    m.apply("target 6")
    assert acts(m) == ["to 12", "cancel"]
    events = m.apply("to 12")
    assert not resolved(events)
    assert s.phase == "action" and s.empty_corridors() == [6] and s.active == 1


def test_guard_cancel_goes_back_to_the_target_then_skip_moves_nothing():
    m, s = ready()
    g = guest(s, "dandolo", None)
    seat_guest(s, g, 5)
    hired(m, "guard", 4)
    m.apply("target 5")
    assert "skip" not in acts(m) and "cancel" in acts(m)
    m.apply("cancel")
    assert s.stage == "guard" and "first" not in s.pending
    assert sorted(acts(m)) == ["skip", "target 5"]
    events = m.apply("skip")
    assert s.at(corridor(5)) == g and s.stage == "" and s.active == 1
    assert any("does not use" in line for line in said(events))


# ----- gondolier --------------------------------------------------------------------------------


def test_gondolier_with_a_single_guest_in_the_corridors_is_skipped():
    m, s = ready()
    g = guest(s, "dandolo", None)
    seat_guest(s, g, 5)
    seat_agent(s, "guard", 9)
    events = hired(m, "gondolier", 4)
    assert any("gondolier's power has no legal target" in line for line in said(events))
    assert s.at(corridor(5)) == g and s.active == 1


def test_gondolier_swaps_keeping_face_states_and_never_offers_agents():
    m, s = ready()
    near, far, other = guest(s, "dandolo", None), guest(s, "contarini", None), guest(s, "morosini", None)
    seat_guest(s, near, 3, down=True)
    seat_guest(s, far, 10)
    seat_guest(s, other, 5)
    seat_agent(s, "guard", 12)
    hired(m, "gondolier", 4)
    assert sorted(acts(m)) == ["skip", "target 3", "target 5"]
    m.apply("target 3")
    assert sorted(acts(m)) == ["cancel", "with 10", "with 5"]  # agents are not guests
    m.apply("cancel")
    assert s.stage == "gondolier" and "first" not in s.pending
    m.apply("target 3")
    m.apply("with 10")
    assert s.at(corridor(10)) == near and s.at(corridor(3)) == far
    assert near in s.down_guests and far not in s.down_guests
    assert s.active == 1 and conserved(s)


def test_gondolier_skip_leaves_the_guests():
    m, s = ready()
    a, b = guest(s, "dandolo", None), guest(s, "contarini", None)
    seat_guest(s, a, 3)
    seat_guest(s, b, 9)
    hired(m, "gondolier", 4)
    m.apply("skip")
    assert s.at(corridor(3)) == a and s.at(corridor(9)) == b and s.active == 1


# ----- bandit -----------------------------------------------------------------------------------


def test_bandit_targets_the_markers_of_the_two_adjacent_palace_cards_only():
    m, s = ready()
    d = ducat_on(s, 5)
    f = mark(s, 4, marker(s, "clergy"))
    mark(s, 6, marker(s, "scribes"))
    ducat_on(s, 3)
    hired(m, "bandit", 4)  # adjacent palace cards 4 and 5
    assert sorted(acts(m)) == ["marker 4", "marker 5", "skip"]
    events = m.apply("marker 5")
    assert d in s.down_markers and f not in s.down_markers and s.at(palace(5)) == d
    assert any(isinstance(e, Flipped) and e.component == d for e in events)


def test_bandit_may_target_a_face_down_marker_which_stays_face_down():
    m, s = ready()
    f = mark(s, 4, marker(s, "clergy"), down=True)
    hired(m, "bandit", 4)
    assert sorted(acts(m)) == ["marker 4", "skip"]
    m.apply("marker 4")
    assert f in s.down_markers and s.at(palace(4)) == f and s.active == 1


def test_bandit_skip_leaves_the_marker_face_up():
    m, s = ready()
    f = mark(s, 4, marker(s, "clergy"))
    hired(m, "bandit", 3)
    m.apply("skip")
    assert f not in s.down_markers and s.active == 1


# ----- merchant ---------------------------------------------------------------------------------


def test_merchant_with_a_single_marker_on_the_palace_is_skipped():
    m, s = ready()
    f = mark(s, 4, marker(s, "clergy"))
    events = hired(m, "merchant", 4)
    assert any("merchant's power has no legal target" in line for line in said(events))
    assert s.at(palace(4)) == f and s.active == 1


def test_merchant_swaps_keeping_face_states_whatever_the_icons():
    m, s = ready()
    f = mark(s, 4, marker(s, "clergy"), down=True)  # favor icon, face down
    d = ducat_on(s, 11)  # ducat icon
    other = mark(s, 8, marker(s, "military"))
    hired(m, "merchant", 4)
    assert sorted(acts(m)) == ["marker 4", "skip"]  # palace card 5 is empty
    m.apply("marker 4")
    assert sorted(acts(m)) == ["cancel", "with 11", "with 8"]  # never an empty card
    m.apply("cancel")
    assert s.stage == "merchant" and "first" not in s.pending
    m.apply("marker 4")
    m.apply("with 11")
    assert s.at(palace(4)) == d and s.at(palace(11)) == f and s.at(palace(8)) == other
    assert f in s.down_markers and d not in s.down_markers
    assert s.active == 1 and conserved(s)


# ----- courtesan --------------------------------------------------------------------------------


def test_courtesan_calls_a_card_from_the_hiring_players_own_hand():
    m, s = ready()
    mine, spare = guest(s, "venier", None), guest(s, "dandolo", None)
    give(s, 0, mine, spare)
    hired(m, "courtesan", 4)
    assert sorted(acts(m)) == ["call 3", "call 5", "skip"]
    m.apply("call 3")
    assert f"name {name(s, mine)}" in acts(m) and "cancel" in acts(m)
    m.apply(f"name {name(s, mine)}")
    assert s.at(corridor(3)) == mine and mine not in s.down_guests
    assert s.zones[hand(0)] == [spare] and s.active == 1


def test_courtesan_naming_offers_every_identity_not_in_a_corridor():
    m, s = ready(players=3)
    for seat in s.seats:
        give(s, seat, *guests_of(s, s.families[seat][0]))
    give(s, 0, *guests_of(s, "foscari")[:1])
    placed = [g for g in guests_of(s, "foscari") if g in s.zones[DECK]][0]
    seat_guest(s, placed, 9)
    hired(m, "courtesan", 4)
    m.apply("call 5")
    offered = sorted(a.split()[1] for a in acts(m) if a.startswith("name "))
    in_corridors = {s.at(corridor(i)) for i in range(s.n)}
    expected = sorted({name(s, g) for g in s.guest if g not in in_corridors})
    assert offered == expected
    removed = next(f.id for f in SPEC.families if not any(f.id in fs for fs in s.families))
    assert all(f"{removed}-{v}" in offered for _, v in (s.guest[g] for g in s.guest if s.guest[g][0] == removed))


def twins(s):
    """Two guest cards sharing one identity: the data's own pair (its Foscari 3s) if it has one, else
    two guests of one family made twins in this position (so the test runs whatever the data holds)."""
    by = {}
    for g in sorted(s.guest):
        by.setdefault(s.guest[g], []).append(g)
    pair = next((ids[:2] for ids in by.values() if len(ids) >= 2), None)
    if pair is None:
        first = sorted(s.guest)[0]
        second = next(g for g in sorted(s.guest) if g != first and s.guest[g][0] == s.guest[first][0])
        s.guest[second] = s.guest[first]
        pair = [first, second]
    return pair


@pytest.mark.parametrize("holders,placer", [((0, 1), 0), ((3, 1), 1), ((2, 3), 2)])
def test_courtesan_identical_cards_come_from_the_first_holder_clockwise(holders, placer):
    m, s = ready()
    a, b = twins(s)
    give(s, holders[0], a)
    give(s, holders[1], b)
    hired(m, "courtesan", 4)
    m.apply("call 5")
    m.apply(f"name {name(s, a)}")
    assert s.at(corridor(5)) in (a, b)
    assert s.zones[hand(placer)] == [] and len(s.zones[hand(sum(holders) - placer)]) == 1


def test_courtesan_with_no_empty_nearby_corridor_has_no_power():
    m, s = ready()
    seat_guest(s, guest(s, "dandolo", None), 3)
    seat_guest(s, guest(s, "contarini", None), 5)
    give(s, 1, guest(s, "morosini", None))
    events = hired(m, "courtesan", 4)
    assert any("courtesan's power has no legal target" in line for line in said(events))
    assert s.active == 1 and len(s.zones[hand(1)]) == 1


def test_courtesan_cancel_goes_back_to_the_corridor_choice():
    m, s = ready()
    hired(m, "courtesan", 4)
    m.apply("call 5")
    assert s.stage == "courtesan_name" and "skip" not in acts(m)
    m.apply("cancel")
    assert s.stage == "courtesan" and "call" not in s.pending
    assert sorted(acts(m)) == ["call 3", "call 5", "skip"]
    m.apply("skip")
    assert s.zones[corridor(3)] == [] and s.zones[corridor(5)] == [] and s.active == 1


def test_courtesan_call_into_the_last_corridor_ends_the_phase_after_the_call():
    m, s = ready()
    called = guest(s, "morosini", None)
    give(s, 2, called)
    fill(s, leave=(4, 5), keep=(called,))
    events = hired(m, "courtesan", 4)
    assert not resolved(events) and s.stage == "courtesan"
    m.apply("call 5")
    events = m.apply(f"name {name(s, called)}")
    assert any(isinstance(e, Moved) and e.component == called and e.dst == corridor(5) for e in events)
    assert resolved(events) and s.round == 2


def test_two_players_have_no_courtesan():
    m = new_match(players=2)
    s = m.state
    assert s.zones[stack("courtesan")] == []
    assert sorted(a for a in s.agent if s.agent[a][0] == "courtesan") == sorted(a for a in s.zones[BOX] if a in s.agent)
    set_ducats(s, s.active, 20)
    assert "hire courtesan" not in acts(m)
    assert all(f"hire {t}" in acts(m) for t in TYPES if t != "courtesan")
    assert m.view(None).stacks["courtesan"].count == 0


# ----- skip at the first step of every power -----------------------------------------------------


@pytest.mark.parametrize("agent_type", TYPES)
def test_every_power_offers_skip_first_and_skip_changes_nothing(agent_type):
    m, s = ready()
    a, b = guest(s, "dandolo", None), guest(s, "contarini", None)
    seat_guest(s, a, 3)
    seat_guest(s, b, 10)
    f, d = mark(s, 4, marker(s, "clergy")), ducat_on(s, 9)
    hired(m, agent_type, 4)  # nearby C3, C5; adjacent P4, P5
    assert s.stage == agent_type and "skip" in acts(m) and "cancel" not in acts(m)
    m.apply("skip")
    assert s.at(corridor(3)) == a and s.at(corridor(10)) == b and s.at(palace(4)) == f and s.at(palace(9)) == d
    assert s.zones[corridor(5)] == [] and not s.down_guests and not s.down_markers
    assert s.stage == "" and s.active == 1


# ----- hiring, playing, passing -------------------------------------------------------------------


@pytest.mark.parametrize("agent_type", TYPES)
def test_hiring_pays_the_top_cost_to_the_supply_and_uncovers_the_next_card(agent_type):
    m, s = ready()
    cards = list(s.zones[stack(agent_type)])
    price = s.agent[cards[0]][2]
    assert price == SPEC.agent(agent_type).cards[0].cost
    set_ducats(s, 0, price + 1)
    supply = len(s.zones[SUPPLY])
    hire(m, agent_type, 8)
    if s.stage == agent_type:
        m.apply("skip")
    assert s.at(corridor(8)) == cards[0]
    assert ducats(s, 0) == 1 and len(s.zones[SUPPLY]) == supply + price
    assert s.zones[stack(agent_type)] == cards[1:]
    top = m.view(None).stacks[agent_type]
    assert top.top == cards[1] and top.cost == SPEC.agent(agent_type).cards[1].cost
    assert top.count == 2 and conserved(s)


@pytest.mark.parametrize("agent_type", TYPES)
def test_cannot_hire_without_enough_ducats(agent_type):
    m, s = ready()
    price = cost(s, agent_type)
    if price == 0:  # a free agent in the data: give its top card a price in this position
        kind, influence, _ = s.agent[top(s, agent_type)]
        s.agent[top(s, agent_type)] = (kind, influence, 2)
        price = 2
    set_ducats(s, 0, price - 1)
    legal = acts(m)
    assert f"hire {agent_type}" not in legal
    assert all(f"hire {t}" in legal for t in TYPES if cost(s, t) <= price - 1)
    with pytest.raises(IllegalActionError):
        m.apply(f"hire {agent_type}")


def test_an_emptied_stack_cannot_be_hired_any_more():
    m, s = ready()
    for card in list(s.zones[stack("bandit")]):
        s.move(card, stack("bandit"), BOX)
    set_ducats(s, 0, 20)
    assert "hire bandit" not in acts(m) and "hire guard" in acts(m)


def test_cancel_a_hire_or_a_play_before_the_corridor_changes_nothing():
    m, s = ready()
    g = guest(s, "venier", None)
    give(s, 0, g)
    set_ducats(s, 0, cost(s, "guard"))
    bank, tops = ducats(s, 0), top(s, "guard")
    m.apply("hire guard")
    assert acts(m) == [f"corridor {i}" for i in range(16)] + ["cancel"]
    m.apply("cancel")
    assert ducats(s, 0) == bank and top(s, "guard") == tops and s.stage == "" and s.active == 0
    m.apply(f"play {g}")
    m.apply("cancel")
    assert s.zones[hand(0)] == [g] and s.stage == "" and s.active == 0


def test_pass_only_with_an_empty_hand_and_is_the_only_move_when_broke():
    m, s = ready()
    g = guest(s, "venier", None)
    give(s, 0, g)
    set_ducats(s, 0, 0)
    assert acts(m) == [f"play {g}"]
    s.move(g, hand(0), DECK)
    assert acts(m) == ["pass"]
    events = m.apply("pass")
    assert s.active == 1 and any("passes" in line for line in said(events))


def test_a_played_guest_goes_face_up_where_chosen_and_the_turn_passes_left():
    m, s = ready(first=3)
    g = guest(s, "morosini", None)
    give(s, 3, g)
    seat_guest(s, guest(s, "dandolo", None), 2)
    assert s.active == 3 and f"play {g}" in acts(m) and "pass" not in acts(m)
    m.apply(f"play {g}")
    assert acts(m) == [f"corridor {i}" for i in range(16) if i != 2] + ["cancel"]  # only empty corridors
    m.apply("corridor 11")
    assert s.at(corridor(11)) == g and g not in s.down_guests and s.zones[hand(3)] == [] and s.active == 0


# ----- the end of the action phase ------------------------------------------------------------------


@pytest.mark.parametrize("agent_type,target", [("assassin", "target 3"), ("bandit", "marker 4")])
def test_the_phase_ends_when_the_last_corridor_fills_after_the_power(agent_type, target):
    m, s = ready()
    g = guest(s, "dandolo", None)
    seat_guest(s, g, 3)
    mk = mark(s, 4, marker(s, "clergy"))
    fill(s, leave=(4,))
    events = hired(m, agent_type, 4)
    assert not resolved(events) and s.phase == "action" and s.stage == agent_type and not s.empty_corridors()
    events = m.apply(target)
    assert resolved(events) and s.round == 2 and s.phase == "draft"
    assert s.at(palace(4)) == mk  # flipped (or its winner assassinated): it stayed, now face up
    assert sum(sum(f.values()) for f in s.favor) == 0


def test_playing_a_guest_into_the_last_corridor_ends_the_phase_at_once():
    m, s = ready()
    events = finish(m, leave=9)
    assert resolved(events) and s.round == 2 and s.phase == "draft" and conserved(s)


# ----- resolution ----------------------------------------------------------------------------------


def test_an_agent_can_block_but_never_win_a_marker():
    m, s = ready()
    strongest = max(TYPES, key=lambda t: s.agent[s.zones[stack(t)][-1]][1])
    agent = seat_agent(s, strongest, 3)
    fd = guest(s, "venier", None)
    seat_guest(s, fd, 4, down=True)  # P4: agent vs face-down guest
    mk4 = mark(s, 4, marker(s, "clergy"))
    fam = guest(s, "dandolo", None)
    seat_guest(s, fam, 2)  # P3: Dandolo guest vs the agent
    d3 = ducat_on(s, 3)
    events = finish(m, leave=12, keep=(fd,))
    assert resolved(events)
    assert s.at(palace(4)) == mk4 and sum(s.favor[0].values()) == 0
    gains = value(s, fam) > s.agent[agent][1]
    assert (d3 in s.zones[purse(1)]) == gains and (s.at(palace(3)) == d3) == (not gains)


def test_foscari_highest_keeps_the_marker():
    m, s = ready()
    fo = guests_of(s, "foscari")[-1]
    seat_guest(s, fo, 5)  # P6: Foscari vs face-down filler
    mk = mark(s, 6, marker(s, "military"))
    finish(m, leave=12)
    assert s.at(palace(6)) == mk and all(sum(f.values()) == 0 for f in s.favor)


def test_two_face_down_guests_tie_and_a_face_down_guest_never_wins():
    m, s = ready()
    a, b = guests_of(s, "venier")[-1], guests_of(s, "dandolo")[0]
    seat_guest(s, a, 5, down=True)
    seat_guest(s, b, 6, down=True)
    mk = mark(s, 6, marker(s, "military"))
    finish(m, leave=12)
    assert s.at(palace(6)) == mk and all(sum(f.values()) == 0 for f in s.favor)


def test_a_tie_between_two_players_keeps_the_marker():
    m, s = ready()
    common = sorted(
        {v for _, v in map(s.guest.get, guests_of(s, "venier"))}
        & {v for _, v in map(s.guest.get, guests_of(s, "dandolo"))}
    )
    seat_guest(s, guest(s, "venier", common[0]), 5)
    seat_guest(s, guest(s, "dandolo", common[0]), 6)
    mk = mark(s, 6, marker(s, "military"))
    finish(m, leave=12)
    assert s.at(palace(6)) == mk and all(sum(f.values()) == 0 for f in s.favor)


def test_a_face_down_marker_stays_even_with_a_strict_winner():
    m, s = ready()
    seat_guest(s, guest(s, "venier", None), 5)
    mk = mark(s, 6, marker(s, "military"), down=True)
    d = ducat_on(s, 5, down=True)
    finish(m, leave=12)
    assert s.at(palace(6)) == mk and s.at(palace(5)) == d
    assert not s.down_markers and sum(s.favor[0].values()) == 0 and ducats(s, 0) == SPEC.starting_ducats


def test_the_controller_takes_ducats_and_favor_and_won_markers_return_to_the_pool():
    m, s = ready()
    v = guest(s, "venier", None)
    seat_guest(s, v, 5)  # P5 (ducat) and P6 (favor) against face-down fillers
    d = ducat_on(s, 5)
    mk = mark(s, 6, marker(s, "winemakers"))
    events = finish(m, leave=12)
    assert d in s.zones[purse(0)] and s.favor[0]["winemakers"] == 1
    assert [e.dst for e in events if isinstance(e, Moved) and e.component == mk][:2] == [won(0), POOL]
    assert s.zones[won(0)] == []


def test_resolution_runs_from_the_door_clockwise():
    m, s = ready()
    seat_guest(s, guest(s, "venier", None), 15)  # P15 and P0
    seat_guest(s, guest(s, "dandolo", None), 7)  # P7 and P8
    mark(s, 0, marker(s, "clergy"))
    ducat_on(s, 15)
    mark(s, 8, marker(s, "military"))
    ducat_on(s, 7)
    events = finish(m, leave=12)
    cards = [int(e.src.split(":")[1]) for e in events if isinstance(e, Moved) and e.src.startswith("palace:")]
    assert cards == [0, 7, 8, 15]


def test_preparation_fills_ducat_cards_from_the_door_until_the_supply_runs_out():
    m, s = ready()
    for i in range(0, 16, 2):  # favor cards all hold markers; ducat cards are empty
        mark(s, i, any_marker(s))
    while len(s.zones[SUPPLY]) > 2:
        s.move(s.zones[SUPPLY][-1], SUPPLY, purse(3))
    finish(m, leave=12)
    assert s.round == 2
    assert [i for i in range(1, 16, 2) if s.zones[palace(i)]] == [1, 3] and s.zones[SUPPLY] == []
    assert conserved(s)


# ----- cleanup ------------------------------------------------------------------------------------


def test_cleanup_boxes_agents_turns_markers_up_and_collects_every_guest():
    m, s = ready()
    agents = [seat_agent(s, "guard", 2), seat_agent(s, "merchant", 9)]
    held = guest(s, "morosini", None)
    give(s, 3, held)
    down = mark(s, 6, marker(s, "scribes"), down=True)
    ghost = guest(s, "contarini", None)
    seat_guest(s, ghost, 4, down=True)
    events = finish(m, leave=12, keep=(held,))
    assert resolved(events) and s.round == 2
    assert all(a in s.zones[BOX] for a in agents)
    assert all(len(s.zones[stack(t)]) == (2 if t in ("guard", "merchant") else 3) for t in TYPES)
    assert s.at(palace(6)) == down and not s.down_markers and not s.down_guests
    assert all(s.zones[corridor(i)] == [] for i in range(16)) and s.zones[hand(3)] == []
    dealt = [g for seat in s.seats for g in s.zones[packet(seat)]]  # collected and dealt again
    assert sorted(dealt) == sorted(s.guest) and s.zones[DECK] == []
    assert s.first == 1 and conserved(s)


@pytest.mark.parametrize("players,first", [(4, 3), (3, 2), (3, 0)])
def test_the_first_player_card_passes_left_every_round_at_three_and_four(players, first):
    m, s = ready(players=players, first=first)
    finish(m, leave=0)
    assert s.first == (first + 1) % players and s.round == 2
    order = list(s.draft_order)
    assert order == [(first + 1 + k) % players for k in range(players)]


def test_two_players_pass_the_first_player_card_only_after_even_rounds():
    m = new_match(players=2, first=1, seed=7)
    s = m.state
    firsts = []
    for _ in range(4):
        start = s.round
        while s.round == start:
            for f in s.favor:  # nobody may win early: favor is not what this test is about
                f.update({g: 0 for g in f})
            play(m, sorted(s.zones[hand(s.active)])[0], s.empty_corridors()[0])
        assert s.winner is None
        firsts.append((s.round, s.first, s.active))
        assert s.phase == "action" and all(len(s.zones[hand(p)]) == 4 for p in (0, 1))
        assert len(s.zones[ASIDE]) == (8 if s.round % 2 else 0)
    assert firsts == [(2, 1, 1), (3, 0, 0), (4, 0, 0), (5, 1, 1)]


# ----- the draft ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players,first", [(4, 0), (4, 2), (3, 1)])
def test_the_draft_is_four_picks_with_packets_passing_left(players, first):
    m = new_match(players=players, first=first, seed=3)
    s = m.state
    assert s.phase == "draft" and all(len(s.zones[packet(p)]) == 4 for p in s.seats)
    kept = {p: [] for p in s.seats}
    for step in range(1, 5):
        assert s.draft_step == step
        packets = {p: sorted(s.zones[packet(p)]) for p in s.seats}
        assert all(len(c) == 5 - step for c in packets.values())
        seen = []
        for _ in s.seats:
            d = m.decision()
            seen.append(d.seat)
            assert sorted(a.args[0] for a in d.actions) == packets[d.seat]
            assert m.rules.private_viewer(s) == d.seat
            choice = packets[d.seat][-1]
            kept[d.seat].append(choice)
            m.apply(f"pick {choice}")
        assert seen == [(first + k) % players for k in range(players)]
        if step < 4:
            for p in s.seats:
                assert sorted(s.zones[packet((p + 1) % players)]) == [c for c in packets[p] if c not in kept[p]]
    assert s.phase == "action" and s.active == first and s.stage == ""
    for p in s.seats:
        assert sorted(s.zones[hand(p)]) == sorted(kept[p])
        assert s.zones[packet(p)] == [] and s.zones[picked(p)] == []
    assert conserved(s)


def test_each_seat_sees_only_its_own_packet_and_picks():
    m = new_match(seed=5)
    s = m.state
    m.apply(f"pick {sorted(s.zones[packet(0)])[0]}")
    for seat in (None, *s.seats):
        view = m.view(seat)
        text = json.dumps(plain(view))
        hidden = [c for p in s.seats if p != seat for z in (packet(p), picked(p), hand(p)) for c in s.zones[z]]
        assert hidden and not any(c in text for c in hidden)
        if seat is not None:
            assert [c.id for c in view.packet] == sorted(s.zones[packet(seat)])
            assert [c.id for c in view.picked] == sorted(s.zones[picked(seat)])
        assert [x.packet for x in view.seats] == [len(s.zones[packet(p)]) for p in s.seats]


def test_hands_are_private_but_their_sizes_are_public():
    m, s = ready()
    give(s, 0, guest(s, "venier", None))
    give(s, 2, guest(s, "dandolo", None), guest(s, "contarini", None))
    for seat in (None, 0, 1, 2, 3):
        view = m.view(seat)
        assert [x.hand for x in view.seats] == [1, 0, 2, 0]
        assert [c.id for c in view.hand] == (sorted(s.zones[hand(seat)]) if seat is not None else [])
        others = [c for p in s.seats if p != seat for c in s.zones[hand(p)]]
        assert not any(c in json.dumps(plain(view)) for c in others)


# ----- setup per player count ----------------------------------------------------------------------


@pytest.mark.parametrize("players", [4, 3, 2])
def test_setup_per_player_count(players):
    m = new_match(players=players, seed=11)
    s = m.state
    row = SPEC.setup_for(players)
    n = {4: 16, 3: 12, 2: 8}[players]
    assert s.n == row.palace_cards == n
    assert sorted(int(z.split(":")[1]) for z in s.zones if z.startswith("palace:")) == list(range(n))
    assert sorted(int(z.split(":")[1]) for z in s.zones if z.startswith("corridor:")) == list(range(n))
    # the first preparation: a favor marker on every favor card, a ducat on every ducat card
    for i in range(n):
        mk = s.at(palace(i))
        assert mk is not None and (mk in s.marker_guild) == (i % 2 == 0)
    assert all(ducats(s, p) == SPEC.starting_ducats for p in s.seats)
    assert len(s.zones[SUPPLY]) == SPEC.ducats - players * SPEC.starting_ducats - n // 2
    assert all(len(s.families[p]) == (2 if players == 2 else 1) for p in s.seats)
    assert len({f for fs in s.families for f in fs}) == (4 if players != 3 else 3)
    assert all(s.favor[p] == {g.id: 0 for g in SPEC.guilds} for p in s.seats)
    for t in TYPES:  # stacks cheapest first
        costs = [s.agent[a][2] for a in s.zones[stack(t)]]
        assert costs == sorted(costs)
    boxed_guests = sorted(c for c in s.zones[BOX] if c in s.guest)
    boxed_agents = sorted(c for c in s.zones[BOX] if c in s.agent)
    boxed_markers = sorted(c for c in s.zones[BOX] if c in s.marker_guild)
    in_play = [g for g in s.guest if g not in s.zones[BOX]]
    if players == 4:
        assert s.zones[BOX] == []
        assert s.phase == "draft" and all(len(s.zones[packet(p)]) == 4 for p in s.seats)
        assert len(in_play) == 16
    elif players == 3:
        removed = [f.id for f in SPEC.families if not any(f.id in fs for fs in s.families)]
        assert len(removed) == 1
        fam = sorted(g for g in s.guest if s.guest[g][0] == removed[0])
        foscari3 = [g for g in s.guest if s.guest[g] == ("foscari", 3)]
        assert len(boxed_guests) == 4 and set(fam) < set(boxed_guests)
        assert [g for g in boxed_guests if g not in fam][0] in foscari3
        assert boxed_agents == [] and boxed_markers == []
        assert len(in_play) == 12 and s.phase == "draft"
        assert sorted(c for p in s.seats for c in s.zones[packet(p)]) == sorted(in_play)
    else:
        assert boxed_guests == []
        assert boxed_agents == sorted(a for a in s.agent if s.agent[a][0] == "courtesan")
        assert sorted(s.marker_guild[mk] for mk in boxed_markers) == sorted(g.id for g in SPEC.guilds)
        assert len(s.zones[POOL]) + n // 2 == 10
        assert s.phase == "action" and s.active == s.first
        assert all(len(s.zones[hand(p)]) == 4 for p in s.seats) and len(s.zones[ASIDE]) == 8
    markers_in_play = [mk for mk in s.marker_guild if mk not in s.zones[BOX]]
    assert len(markers_in_play) == (10 if players == 2 else 15)
    assert len([a for a in s.agent if a not in s.zones[BOX]]) == (15 if players == 2 else 18)
    assert conserved(s)


def test_every_component_is_counted_once():
    s = new_match().state
    assert len(s.guest) == 16 and len(s.agent) == 18 and len(s.marker_guild) == 15
    assert all(v == 1 for v in RULES.components(s).values())
    assert sum(1 for c in RULES.components(s) if c.startswith("d") and c[1:].isdigit()) == SPEC.ducats


def test_the_first_option_sets_the_first_player():
    for first in range(4):
        s = new_match(first=first).state
        assert s.first == first and s.draft_order[0] == first


# ----- setup regressions and winning --------------------------------------------------------------


def test_removing_an_agent_type_keeps_what_the_box_already_holds():
    # Regression: setup used to replace the box with the removed agents, losing the 3-player box guests.
    rows = tuple(
        dataclasses.replace(r, remove_agent_types=("courtesan",)) if r.players == 3 else r for r in SPEC.setups
    )
    rules = MasquesRules(dataclasses.replace(SPEC, setups=rows))
    s = Match(rules, ["Anna", "Bruno", "Carla"], options={"first": 0}, seed=2).state
    assert conserved(s)
    assert len([c for c in s.zones[BOX] if c in s.guest]) == 4
    assert sorted(c for c in s.zones[BOX] if c in s.agent) == [f"a-courtesan-{k}" for k in range(3)]
    assert s.zones[stack("courtesan")] == []


def test_four_favor_in_one_guild_wins_at_once():
    m, s = ready()
    s.favor[1]["military"] = SPEC.win.in_one_guild - 1
    seat_guest(s, guest(s, "dandolo", None), 5)  # seat 1 wins P6
    mark(s, 6, marker(s, "military"))
    seat_guest(s, guest(s, "venier", None), 8)  # seat 0 would win P8 and P9 later
    p8 = mark(s, 8, marker(s, "clergy"))
    finish(m, leave=12)
    assert s.winner == 1 and m.outcome().winners == (1,) and s.favor[1]["military"] == SPEC.win.in_one_guild
    assert s.at(palace(8)) == p8 and sum(s.favor[0].values()) == 0 and s.round == 1


def test_three_in_one_guild_and_four_guilds_at_one_do_not_win():
    m, s = ready()
    s.favor[1].update({"military": SPEC.win.in_one_guild - 2, "clergy": 1, "scribes": 1, "winemakers": 1})
    seat_guest(s, guest(s, "dandolo", None), 5)
    mark(s, 6, marker(s, "military"))
    finish(m, leave=12)
    assert s.winner is None and s.round == 2
    assert s.favor[1]["military"] == SPEC.win.in_one_guild - 1 and s.favor[1]["merchants"] == 0
