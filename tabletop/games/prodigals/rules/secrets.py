"""What each seat may not know at a Prodigals table: the other players' hands and the order of face-down piles."""

from __future__ import annotations

import copy

from tabletop.engine.hidden import redeal, rotate_hidden
from tabletop.engine.rng import Shuffler
from tabletop.engine.sightings import Seen
from tabletop.games.prodigals.rules.state import ProdigalsState


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
    return _dealt(copy.copy(state), rotate_hidden(_zones(state), _hidden(state, seat)))


def determinize(state: ProdigalsState, seat: int | None, rng: Shuffler, seen: Seen | None = None) -> ProdigalsState:
    """A copy where every card and tile hidden from ``seat`` is dealt afresh at random into the hidden places
    (same counts): one world consistent with what ``seat`` sees, for a computer player's search; ``seen``, what
    it remembers (engine/sightings.py: the central card it saw a player take stays in that hand)."""
    return _dealt(state.copy(), redeal(_zones(state), _hidden(state, seat), rng, kind=_kind, seen=seen))


def places(state: ProdigalsState) -> tuple[dict[str, list[str]], dict[int, set[str]]]:
    """The hands, decks and stacks, and the face-up central card; per seat the places hidden from it."""
    zones = _zones(state)
    zones["central"] = [state.central_card] if state.central_card else []
    return zones, {s: set(_hidden(state, s)) for s in range(len(state.seats))}


def _kind(component: str) -> str:
    """A card's or tile's kind, from its id's letters (EW09: an Election white card; PT24: a political tile)."""
    return component.rstrip("0123456789")


def _dealt(twin: ProdigalsState, zones: dict[str, list[str]]) -> ProdigalsState:
    """``twin`` with its hands, decks and stacks taken from ``zones``."""
    twin.seats = [me.copy() for me in twin.seats]
    for s, me in enumerate(twin.seats):
        me.hand = zones[f"hand{s}"]
    twin.decks = {k: zones[f"deck:{k}"] for k in twin.decks}
    twin.tile_supply = zones["tiles"]
    twin.old_lady_stack = zones["old_lady"]
    return twin
