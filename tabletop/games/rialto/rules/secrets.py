"""What each seat may not know at a Rialto table: the hook the leak checks of playouts use.

A card's id names no type, so a hidden card's fact is its type: the deck, the general discard, every
face-down discard pile (its owner's too: the app keeps no memory aid) and the other players' hands.
"""

from __future__ import annotations

import copy
import random

from tabletop.engine.hidden import redeal, rotate_hidden
from tabletop.engine.sightings import Seen
from tabletop.games.rialto.rules.state import DECK, DISCARD, RialtoState, hand, pile


def hidden_zones(state: RialtoState, seat: int | None) -> list[str]:
    """The zones ``seat`` cannot see: the deck, every discard pile and the other players' hands."""
    zones = [DECK, DISCARD] + [pile(p) for p in state.participants]
    return zones + [hand(p) for p in state.seats if p != seat]


def hidden_facts(state: RialtoState, seat: int | None) -> dict[str, str]:
    """Each card hidden from ``seat`` mapped to its type."""
    return {c: state.card_type[c] for zone in hidden_zones(state, seat) for c in state.zones[zone]}


def disguise(state: RialtoState, seat: int | None) -> RialtoState:
    """A copy where the cards hidden from ``seat`` trade places (same counts); its view must not change."""
    twin = copy.copy(state)
    twin.zones = rotate_hidden(state.zones, hidden_zones(state, seat))
    return twin


def determinize(state: RialtoState, seat: int | None, rng: random.Random, seen: Seen | None = None) -> RialtoState:
    """A copy where every card hidden from ``seat`` is dealt afresh at random into the hidden places (same
    counts): one world consistent with what ``seat`` sees, for a computer player's search; ``seen``, what it
    remembers (engine/sightings.py), keeps each card it saw go out of sight where it may be."""
    twin = state.copy()
    twin.zones = redeal(state.zones, hidden_zones(state, seat), rng, seen=seen)
    return twin
