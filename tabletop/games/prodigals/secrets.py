"""What each seat may not know at a Prodigals table: the other players' hands and the order of face-down piles."""

from __future__ import annotations

import copy

from tabletop.engine.hidden import rotate_hidden
from tabletop.games.prodigals.state import ProdigalsState


def _zones(state: ProdigalsState) -> dict[str, list[str]]:
    zones = {f"hand{s}": list(me.hand) for s, me in enumerate(state.seats)}
    zones.update({f"deck:{k}": list(v) for k, v in state.decks.items()})
    zones["tiles"] = list(state.tile_supply)
    zones["old_lady"] = list(state.old_lady_stack)
    return zones


def _hidden(state: ProdigalsState, seat: int | None) -> list[str]:
    hands = [f"hand{s}" for s in range(len(state.seats)) if s != seat]
    return hands + [f"deck:{k}" for k in state.decks] + ["tiles", "old_lady"]


def hidden_facts(state: ProdigalsState, seat: int | None) -> dict[str, str]:
    """Every card or tile ``seat`` may not see now, mapped to itself (its id is its identity)."""
    zones = _zones(state)
    return {c: c for z in _hidden(state, seat) for c in zones[z]}


def disguise(state: ProdigalsState, seat: int | None) -> ProdigalsState:
    """A copy where the hidden components trade places (same counts); its view must not change."""
    twin = copy.copy(state)
    twin.seats = [me.copy() for me in state.seats]
    zones = rotate_hidden(_zones(state), _hidden(state, seat))
    for s, me in enumerate(twin.seats):
        me.hand = zones[f"hand{s}"]
    twin.decks = {k: zones[f"deck:{k}"] for k in state.decks}
    twin.tile_supply = zones["tiles"]
    twin.old_lady_stack = zones["old_lady"]
    return twin
