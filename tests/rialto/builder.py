"""A small table builder for Rialto rules tests.

It starts a real Match, plays the real starting-building decisions, then arranges the table by moving
existing components between zones (cards from the deck into hands, buildings from the supply onto
boards) and by setting counts (coins, councillors, Doge spaces). It never creates a component.
To reach a stage or phase III it sets the flow of steps the way the round's ``NextRound`` would have queued
it and lets the rules run its automatic steps (``settle``) to open the stage, so every decision a test then
takes goes through ``Match.apply`` and the decision's legal actions.

Arrange hands before jumping to a stage in the neutral variant: the neutral player plays the moment the
stage reaches it, inside the jump.
"""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalActionError, Match
from tabletop.engine.events import Event
from tabletop.engine.flow import Flow
from tabletop.games.registry import load_rules
from tabletop.games.rialto.rules.buildings import EndRound, Phase3
from tabletop.games.rialto.rules.play import BeginStage
from tabletop.games.rialto.rules.rounds import NextRound
from tabletop.games.rialto.rules.state import BRIDGES, DECK, DISCARD, RialtoState, board, hand, played, row, supply
from tabletop.games.rialto.rules.steps import RialtoStep

RULES = load_rules("rialto")
SPEC = RULES.spec
NAMES = ("Red", "Blue", "Yellow", "Green", "White")
STAGES = tuple(s.letter for s in SPEC.stages)
BOX = "box"  # a zone only tests use: components set aside, still counted


def new_match(players: int = 3, variant: str = "standard", seed: int = 7, first: int = 0, **options) -> Match:
    """A fresh match of ``players`` seats named Red, Blue, ...; ``first`` is the start player (neutral: left of it)."""
    return Match(RULES, NAMES[:players], variant, {"first": first, **options}, seed=seed)


def acts(match: Match) -> list[str]:
    """The legal actions of the current decision, in text form (worked out afresh: these tests change the state
    by hand between moves)."""
    match.changed()
    return [str(a) for a in match.decision().actions]


def do(match: Match, *actions: str) -> list[Event]:
    """Apply actions in turn through the match's legality check; return all their events."""
    events: list[Event] = []
    match.changed()  # the state may have been changed by hand since the last move
    for text in actions:
        events += match.apply(text)
    return events


def choose_starts(match: Match, *kinds: str) -> None:
    """Play the starting-building decisions: ``kinds`` in choosing order (right of the start player first)."""
    for kind in kinds:
        assert match.decision().kind == "start", match.decision()
        match.apply(f"take {kind}")


def game(
    players: int = 3, starts: tuple[str, ...] = (), variant: str = "standard", seed: int = 7, first: int = 0, **options
) -> Match:
    """A match past its starting buildings (``starts`` in choosing order, default G1 Y1 B1 G1 Y1) at round 1's picks."""
    match = new_match(players, variant, seed, first, **options)
    humans = players
    choose_starts(match, *(starts or ("G1", "Y1", "B1", "G1", "Y1")[:humans]))
    assert match.decision().kind == "pick", match.decision()
    return match


def resume(match: Match) -> list[Event]:
    """Run the automatic steps on top of the flow (after the table was rearranged by hand)."""
    match.changed()
    return RULES.settle(match.state, match.rng)


# ----- cards --------------------------------------------------------------------------------------
def where(state: RialtoState, component: str) -> str:
    """The zone holding ``component``."""
    found = [z for z, items in state.zones.items() if component in items]
    assert len(found) == 1, f"{component} is in {found}"
    return found[0]


def tidy_rows(state: RialtoState) -> None:
    """Put every card of the phase I rows back at the bottom of the deck."""
    for z in list(state.zones):
        if z.startswith("row:"):
            for c in list(state.zones[z]):
                state.move(c, z, DECK)
    state.taken_rows = {}


def _spare(state: RialtoState, card_type: str) -> str:
    """A card of a type lying in the deck (else a row, the general discard or any pile), not in a hand."""
    zones = (
        [DECK]
        + sorted(z for z in state.zones if z.startswith("row:"))
        + [DISCARD]
        + sorted(z for z in state.zones if z.startswith("pile:"))
    )
    for z in zones:
        for c in state.zones[z]:
            if state.card_type[c] == card_type:
                return c
    raise AssertionError(f"no spare {card_type} card")


def give(state: RialtoState, p: int, *types: str) -> list[str]:
    """Move one card of each type in ``types`` (deck first) into participant ``p``'s hand; return their ids."""
    ids = []
    for t in types:
        c = _spare(state, t)
        state.move(c, where(state, c), hand(p))
        ids.append(c)
    return ids


def empty_hand(state: RialtoState, p: int) -> None:
    """Put participant ``p``'s hand back at the bottom of the deck."""
    for c in list(state.zones[hand(p)]):
        state.move(c, hand(p), DECK)


def set_hand(state: RialtoState, p: int, *types: str) -> list[str]:
    """Participant ``p`` holds exactly one card of each type in ``types``; return their ids."""
    empty_hand(state, p)
    return give(state, p, *types)


def stack_deck(state: RialtoState, *types: str) -> list[str]:
    """Put cards of ``types`` on top of the deck in that order (the first is drawn first); return their ids."""
    ids = [_spare(state, t) for t in types]
    for c in ids:
        state.zones[where(state, c)].remove(c)
    state.zones[DECK][0:0] = ids
    return ids


def set_row(state: RialtoState, i: int, *types: str) -> list[str]:
    """Row ``i`` of phase I shows exactly these card types (its old cards go to the deck); return their ids."""
    for c in list(state.zones[row(i)]):
        state.move(c, row(i), DECK)
    ids = []
    for t in types:
        c = _spare(state, t)
        state.move(c, where(state, c), row(i))
        ids.append(c)
    return ids


# ----- buildings, counts, tracks ------------------------------------------------------------------
def own(state: RialtoState, p: int, *kinds: str) -> list[str]:
    """Move one copy of each kind from the building supply onto player ``p``'s board; return their ids."""
    ids = []
    for kind in kinds:
        b = state.zones[supply(kind)][0]
        state.move(b, supply(kind), board(p))
        ids.append(b)
    return ids


def sell_out(state: RialtoState, *kinds: str) -> None:
    """Empty these kinds' supplies into a test-only "box" zone (as if other players had taken every copy)."""
    for kind in kinds:
        for b in list(state.zones[supply(kind)]):
            state.move(b, supply(kind), BOX)


def first_of(state: RialtoState, p: int, kind: str) -> str:
    """The id of player ``p``'s first building of a kind."""
    return next(b for b in state.buildings(p) if state.building_kind[b] == kind)


def set_doge(state: RialtoState, order: list[int], spaces: list[int] | None = None) -> None:
    """Arrange the Doge markers so that ``order`` is the Doge order (``spaces`` non-increasing; default all 1)."""
    spaces = spaces or [SPEC.tracks.doge_start_space] * len(order)
    for k, (p, space) in enumerate(zip(order, spaces)):
        state.doge[p] = space
        state.stamp[p] = len(order) - k
    state.next_stamp = len(order)
    assert state.doge_order() == list(order)


def top_bridges(state: RialtoState, *tiles: str) -> None:
    """Put these bridge tiles on top of the bridge stack, in that order (the first is taken next)."""
    for t in reversed(tiles):
        state.zones[BRIDGES].remove(t)
        state.zones[BRIDGES].insert(0, t)


def set_round_tiles(state: RialtoState, *districts: str) -> None:
    """Round tiles 1..6 lie on ``districts`` in that order; the neutral marker is laid again from district #1."""
    state.number = {d: k for k, d in enumerate(districts, 1)}
    if state.neutral:
        mark = SPEC.neutral_mark(state.number, state.filled())
        state.marked = mark.id if mark else None


# ----- jumping through the round --------------------------------------------------------------------
def _to_round(state: RialtoState, round_: int) -> None:
    tidy_rows(state)
    state.round = round_
    state.district = next(d for d, k in state.number.items() if k == round_)
    state.limit = [SPEC.card_rows.hand_limit] * len(state.participants)
    for p in state.participants:
        assert not state.zones[played(p)]


def _rest_of_round(letter: str) -> list[RialtoStep]:
    """The steps the round queues after stage ``letter``."""
    return [BeginStage(x) for x in STAGES[STAGES.index(letter) + 1 :]] + [Phase3(), EndRound(), NextRound()]


def jump_to_stage(
    match: Match, letter: str, start: int | None = None, round_: int = 1, alone: bool = False
) -> list[Event]:
    """Skip to the start of stage ``letter`` of round ``round_`` (start player: ``start``, stage A: the Doge leader).

    With ``alone`` only that stage is queued, so its result (the advantage) can be read once it is over;
    ``continue_round`` then queues the rest of the round.
    """
    state = match.state
    _to_round(state, round_)
    k = STAGES.index(letter)
    state.stage = STAGES[k - 1] if k else ""
    state.advantage = None
    if start is not None:
        state.stage_start = start
    state.flow = Flow([BeginStage(letter)] + ([] if alone else _rest_of_round(letter)))
    events = resume(match)
    if start is not None and k:
        assert state.stage_start == start
    return events


def stage_over(match: Match) -> bool:
    """Whether a stage jumped to ``alone`` has been resolved (nothing is queued any more)."""
    return not match.state.flow and not match.state.over


def continue_round(match: Match) -> list[Event]:
    """After a stage played ``alone``: queue the rest of the round and run up to the next decision."""
    assert stage_over(match)
    match.state.flow = Flow(_rest_of_round(match.state.stage))
    return resume(match)


def jump_to_phase3(match: Match, round_: int = 1) -> list[Event]:
    """Skip to phase III (blue buildings) of round ``round_``."""
    state = match.state
    _to_round(state, round_)
    state.stage, state.advantage = STAGES[-1], None
    state.flow = Flow([Phase3(), EndRound(), NextRound()])
    return resume(match)


def pass_stage(match: Match) -> list[Event]:
    """Every remaining play turn of the current stage passes."""
    events: list[Event] = []
    letter = match.state.stage
    while match.decision().kind == "play" and match.state.stage == letter and match.state.task() == "turns":
        events += match.apply("pass")
    return events


RED, BLUE, YELLOW = 0, 1, 2


def refused(match: Match, action: str) -> bool:
    """``action`` is not offered, and applying it raises."""
    assert action not in acts(match)
    with pytest.raises(IllegalActionError):
        match.apply(action)
    return True
