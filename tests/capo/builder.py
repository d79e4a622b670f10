"""A small state builder for Capo dei Capi rules tests.

It only moves existing components between zones (it never creates any), so every position it builds
holds exactly the components of a fresh setup. With ScriptedRng the setup shuffle is a no-op, so
bribes b0-b4 are worth 1, b5-b9 worth 2 and b10-b14 worth 3.
"""

from __future__ import annotations

from tabletop.engine import Match, ScriptedRng
from tabletop.games.capo.rules.state import (
    CHIP_SUPPLY,
    CUBE_SUPPLY,
    HITMAN_SUPPLY,
    CapoState,
    hand,
    hitman,
    influence_supply,
    pending,
    side,
)
from tabletop.games.registry import load_rules

RULES = load_rules("capo")

# Bribe ids by value under ScriptedRng (the setup shuffle leaves them in order).
BRIBES = {1: ["b0", "b1", "b2", "b3", "b4"], 2: ["b5", "b6", "b7", "b8", "b9"], 3: ["b10", "b11", "b12", "b13", "b14"]}


def new_match(*values: int, first: int = 0) -> tuple[Match, ScriptedRng]:
    """A fresh match Anna (seat 0) vs Bruno (seat 1); ``values`` are the scripted random numbers."""
    rng = ScriptedRng(values)
    match = Match(RULES, ["Anna", "Bruno"], options={"first": first}, rng=rng)
    return match, rng


def acts(match: Match) -> list[str]:
    """The legal actions of the current decision, in text form (worked out afresh: these tests change the state
    by hand between moves)."""
    match.changed()
    return [str(a) for a in match.decision().actions]


def where(state: CapoState, component: str) -> str:
    """The zone holding ``component``."""
    found = [z for z, items in state.zones.items() if component in items]
    assert len(found) == 1, f"{component} is in {found}"
    return found[0]


def put(state: CapoState, component: str, zone: str) -> None:
    """Move an existing component, wherever it lies, into ``zone``."""
    state.move(component, where(state, component), zone)


def influence(state: CapoState, value: int, zone: str) -> str:
    """Move one influence token of ``value`` from its pile into ``zone``; return its id."""
    token = state.zones[influence_supply(value)][0]
    put(state, token, zone)
    return token


def pend_influence(state: CapoState, card: str, value: int) -> str:
    """The active player has influence ``value`` pending beside ``card``."""
    return influence(state, value, pending(card))


def pend_bribe(state: CapoState, card: str, bribe: str = "b14") -> str:
    """The active player has bribe ``bribe`` pending beside ``card``."""
    put(state, bribe, pending(card))
    return bribe


def commit(state: CapoState, card: str, seat: int, *markers: int | str) -> list[str]:
    """Put committed markers on ``seat``'s side of ``card``: ints are influence values, strings bribe ids."""
    ids = []
    for m in markers:
        if isinstance(m, int):
            ids.append(influence(state, m, side(card, seat)))
        else:
            put(state, m, side(card, seat))
            ids.append(m)
    return ids


def cubes(state: CapoState, zone: str, n: int) -> None:
    """Move cubes from the supply so that ``zone`` (e.g. card_cubes("W1") or "cubes:M") holds ``n``."""
    while state.count(zone) < n:
        state.move(state.zones[CUBE_SUPPLY][0], CUBE_SUPPLY, zone)
    while state.count(zone) > n:
        state.move(state.zones[zone][-1], zone, CUBE_SUPPLY)


def leave_in_supply(state: CapoState, zone: str, n: int, dump: str = "box") -> None:
    """Leave only ``n`` components in a supply pile; the rest go to ``dump`` (default: the box)."""
    while state.count(zone) > n:
        state.move(state.zones[zone][0], zone, dump)


def chips(state: CapoState, seat: int, n: int) -> None:
    """Give ``seat`` exactly ``n`` chips, trading with the chip supply."""
    while state.chips(seat) < n:
        state.move(state.zones[CHIP_SUPPLY][0], CHIP_SUPPLY, hand(seat))
    while state.chips(seat) > n:
        state.move(state.zones[hand(seat)][-1], hand(seat), CHIP_SUPPLY)


def take_hitman(state: CapoState, seat: int) -> None:
    """``seat`` already holds the hit-man (has rolled doubles this turn)."""
    state.move("hitman", HITMAN_SUPPLY, hitman(seat))


def after_first_roll(state: CapoState) -> None:
    """The active player has already rolled this turn, so may stop."""
    state.must_roll = False


def conserved(state: CapoState) -> bool:
    """Every component of a fresh setup lies in exactly one zone."""
    counted = RULES.components(state)
    fresh = RULES.components(new_match()[0].state)
    return counted == fresh and all(n == 1 for n in counted.values())
