"""A small position builder for Masques rules tests.

It only moves existing components between zones (it never creates any), so every position it builds
holds exactly the components of a fresh setup (see ``conserved``). Agent and guest numbers in
data/masques.yaml are reconstructed placeholders, so helpers look cards up by identity and tests read
values from the state instead of hard-coding them.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine import Match
from tabletop.engine.events import Event, Said
from tabletop.engine.flow import Flow
from tabletop.engine.message import say
from tabletop.games.masques.rules.rounds import Cleanup, Resolution, Round
from tabletop.games.masques.rules.state import (
    ASIDE,
    BOX,
    DECK,
    POOL,
    SUPPLY,
    MasquesState,
    corridor,
    hand,
    packet,
    palace,
    picked,
    purse,
    stack,
)
from tabletop.games.masques.rules.turns import Turn
from tabletop.games.registry import load_rules

RULES = load_rules("masques")
SPEC = RULES.spec
NAMES = ("Anna", "Bruno", "Carla", "Dario")


def new_match(players: int = 4, first: int = 0, seed: int = 1) -> Match:
    """A fresh match (in the round-1 draft, or the action phase at 2 players)."""
    return Match(RULES, NAMES[:players], options={"first": first}, seed=seed)


def acts(match: Match) -> list[str]:
    """The legal actions of the current decision, in text form (worked out afresh: these tests change the state
    by hand between moves)."""
    match.changed()
    return [str(a) for a in match.decision().actions]


def said(events: list[Event]) -> list[str]:
    """The log lines of the Said events."""
    return [say(e.text) for e in events if isinstance(e, Said)]


def conserved(state: MasquesState) -> bool:
    """Every component of the game lies in exactly one zone (one of each, none invented)."""
    expected = Counter([*state.guest, *state.agent, *state.marker_guild, *(f"d{k}" for k in range(SPEC.ducats))])
    return RULES.components(state) == expected


def where(state: MasquesState, component: str) -> str:
    """The zone holding ``component``."""
    found = [z for z, items in state.zones.items() if component in items]
    assert len(found) == 1, f"{component} is in {found}"
    return found[0]


def put(state: MasquesState, component: str, zone: str) -> None:
    """Move an existing component, wherever it lies, into ``zone``."""
    state.move(component, where(state, component), zone)


def value(state: MasquesState, guest_id: str) -> int:
    """A guest's printed value (from the data file)."""
    return state.guest[guest_id][1]


def guests_of(state: MasquesState, family: str) -> list[str]:
    """The ids of a family's guests in play (not in the box), lowest value first."""
    ids = [g for g, (f, _) in state.guest.items() if f == family and g not in state.zones[BOX]]
    return sorted(ids, key=lambda g: (state.guest[g][1], g))


def guest(state: MasquesState, family: str, value_: int | None = None, *, taken: tuple[str, ...] = ()) -> str:
    """A guest of that identity in play (the first such card not in ``taken``); any value if None."""
    for g in guests_of(state, family):
        if g not in taken and (value_ is None or state.guest[g][1] == value_):
            return g
    raise AssertionError(f"no {family} {value_} guest in play")


def name(state: MasquesState, guest_id: str) -> str:
    """A guest identity as the courtesan names it: 'contarini-4'."""
    family, v = state.guest[guest_id]
    return f"{family}-{v}"


def marker(state: MasquesState, guild: str, *, taken: tuple[str, ...] = ()) -> str:
    """A favor marker of ``guild`` that is still in the pool."""
    for m in sorted(state.zones[POOL]):
        if state.marker_guild[m] == guild and m not in taken:
            return m
    raise AssertionError(f"no {guild} marker in the pool")


def any_marker(state: MasquesState) -> str:
    """Some favor marker from the pool."""
    return sorted(state.zones[POOL])[0]


def top(state: MasquesState, agent_type: str) -> str:
    """The top card of an agent stack."""
    return state.zones[stack(agent_type)][0]


def cost(state: MasquesState, agent_type: str) -> int:
    """The cost of the top card of an agent stack."""
    return state.agent[top(state, agent_type)][2]


def seat_of(state: MasquesState, family: str) -> int:
    """The seat controlling ``family``."""
    return next(s for s in state.seats if family in state.families[s])


def ducats(state: MasquesState, seat: int) -> int:
    """How many ducats a seat has."""
    return len(state.zones[purse(seat)])


def set_ducats(state: MasquesState, seat: int, n: int) -> None:
    """Give or take ducats (to and from the supply) until ``seat`` has ``n``."""
    while ducats(state, seat) < n:
        state.move(state.zones[SUPPLY][-1], SUPPLY, purse(seat))
    while ducats(state, seat) > n:
        state.move(state.zones[purse(seat)][-1], purse(seat), SUPPLY)


def action_phase(
    match: Match, *, first: int = 0, active: int | None = None, families: tuple[tuple[str, ...], ...] | None = None
) -> MasquesState:
    """Clear the table into an empty action phase of round 1.

    Every guest goes to the deck (hands, packets, picks and the 2-player aside pile empty), every
    palace marker goes back (ducats to the supply, favor markers face up into the pool), nothing is
    face down, and ``active`` (default: ``first``) is to act. ``families`` reassigns the families
    (at 2 and 4 players only: at 3 the box depends on the families dealt).
    """
    state = match.state
    if families is not None:
        assert len(state.players) != 3, "the 3-player box depends on the dealt families"
        assert sorted(f for fs in families for f in fs) == sorted(f for fs in state.families for f in fs)
        state.families = tuple(tuple(fs) for fs in families)
    for s in state.seats:
        for zone in (hand(s), packet(s), picked(s)):
            for card in list(state.zones[zone]):
                state.move(card, zone, DECK)
    for card in list(state.zones[ASIDE]):
        state.move(card, ASIDE, DECK)
    for i in range(state.n):
        for m in list(state.zones[palace(i)]):
            state.move(m, palace(i), POOL if m in state.marker_guild else SUPPLY)
    state.down_guests.clear()
    state.down_markers.clear()
    state.first = first
    state.winner = None
    turn_to(state, first if active is None else active)
    return state


def turn_to(state: MasquesState, seat: int) -> None:
    """Make it ``seat``'s turn in this round's action phase (resolution and cleanup follow it)."""
    state.active = seat
    state.flow = Flow([Turn(seat), Resolution(), Cleanup(), Round()])


def end_game(state: MasquesState, winner: int) -> None:
    """End the game with ``winner`` having won (the flow is empty)."""
    state.winner = winner
    state.flow.clear()


def give(state: MasquesState, seat: int, *guest_ids: str) -> None:
    """Put guests into ``seat``'s hand."""
    for g in guest_ids:
        put(state, g, hand(seat))


def seat_guest(state: MasquesState, guest_id: str, i: int, *, down: bool = False) -> None:
    """Put a guest in corridor i (face down if ``down``) as if it had been played earlier."""
    assert not state.zones[corridor(i)], f"corridor {i} is taken"
    put(state, guest_id, corridor(i))
    if down:
        state.down_guests.add(guest_id)


def seat_agent(state: MasquesState, agent_type: str, i: int) -> str:
    """Put an agent of ``agent_type`` in corridor i, taken from the bottom of its stack (the top stays)."""
    assert not state.zones[corridor(i)], f"corridor {i} is taken"
    cards = state.zones[stack(agent_type)]
    assert len(cards) >= 2, f"the {agent_type} stack would lose its top card"
    agent = cards[-1]
    state.move(agent, stack(agent_type), corridor(i))
    return agent


def mark(state: MasquesState, i: int, component: str, *, down: bool = False) -> str:
    """Put a marker (a favor marker id, or a ducat id) on palace card i."""
    assert not state.zones[palace(i)], f"palace card {i} already holds a marker"
    put(state, component, palace(i))
    if down:
        state.down_markers.add(component)
    return component


def ducat_on(state: MasquesState, i: int, *, down: bool = False) -> str:
    """Put a ducat from the supply on palace card i."""
    return mark(state, i, state.zones[SUPPLY][-1], down=down)


def fillers(state: MasquesState, keep: tuple[str, ...] = ()) -> list[str]:
    """The deck's guests, minus ``keep`` (candidates for face-down corridor fillers)."""
    return sorted(g for g in state.zones[DECK] if g not in keep)


def fill(
    state: MasquesState, *, leave: tuple[int, ...] = (), keep: tuple[str, ...] = (), agent_types: tuple[str, ...] = ()
) -> None:
    """Fill every empty corridor except ``leave``: face-down guests from the deck (never those in
    ``keep``), then agents from the bottom of the ``agent_types`` stacks.

    A face-down guest counts 0 and never wins; an agent never wins: so fillers never claim a marker,
    and a face-up family guest beside a face-down filler always beats it.
    """
    guests = fillers(state, keep)
    agents = [a for t in agent_types for a in state.zones[stack(t)][1:][::-1]]
    for i in range(state.n):
        if i in leave or state.zones[corridor(i)]:
            continue
        if guests:
            seat_guest(state, guests.pop(0), i, down=True)
        else:
            agent = agents.pop(0)
            state.move(agent, where(state, agent), corridor(i))


def play(match: Match, guest_id: str, i: int) -> list[Event]:
    """The active player plays a guest from hand into corridor i."""
    match.changed()  # the state may have been changed by hand since the last move
    return match.apply(f"play {guest_id}") + match.apply(f"corridor {i}")


def hire(match: Match, agent_type: str, i: int) -> list[Event]:
    """The active player hires the top agent of a stack into corridor i."""
    match.changed()  # the state may have been changed by hand since the last move
    return match.apply(f"hire {agent_type}") + match.apply(f"corridor {i}")


def markers_on_palace(state: MasquesState) -> dict[int, str | None]:
    """Palace card -> its marker (or None)."""
    return {i: state.at(palace(i)) for i in range(state.n)}
