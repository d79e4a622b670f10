"""What each seat may not know at a Masques table: the hook the leak checks of playouts use.

A guest card's identity is its id, so a hidden card is hidden whole: the cards in other players'
hands, draft packets and face-down picks, and (at 2 players) the eight guests set aside for the even
round. Everything in the palace, the stacks and the supplies is public.
"""

from __future__ import annotations

import copy

from tabletop.engine.hidden import redeal, rotate_hidden
from tabletop.engine.rng import Shuffler
from tabletop.engine.sightings import Seen
from tabletop.games.masques.rules.state import ASIDE, MasquesState, hand, packet, picked


def hidden_zones(state: MasquesState, seat: int | None) -> list[str]:
    """The zones ``seat`` cannot see: the guests set aside and the other players' hands, packets and picks."""
    zones = [ASIDE]
    for s in state.seats:
        if s != seat:
            zones += [hand(s), packet(s), picked(s)]
    return zones


def hidden_facts(state: MasquesState, seat: int | None) -> dict[str, str]:
    """Every guest ``seat`` may not see now, mapped to itself (its id is its identity)."""
    return {c: c for zone in hidden_zones(state, seat) for c in state.zones[zone]}


def disguise(state: MasquesState, seat: int | None) -> MasquesState:
    """A copy where the cards hidden from ``seat`` trade places (same counts); its view must not change."""
    twin = copy.copy(state)
    twin.zones = rotate_hidden(state.zones, hidden_zones(state, seat))
    return twin


def determinize(state: MasquesState, seat: int | None, rng: Shuffler, seen: Seen | None = None) -> MasquesState:
    """A copy where every guest hidden from ``seat`` is dealt afresh at random into the hidden places (same
    counts): one world consistent with what ``seat`` sees, for a computer player's search; ``seen``, what it
    remembers (engine/sightings.py), keeps each card it saw go out of sight where it may be."""
    twin = state.copy()
    twin.zones = redeal(state.zones, hidden_zones(state, seat), rng, seen=seen)
    return twin
