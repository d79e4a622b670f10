"""What each seat may not know at a Mascarade table: the hook the leak checks of playouts use.

Every face-down card's character is hidden from everyone, its holder included (no memory aid), except
the cards a seat is looking at alone right now (its look, or the Spy's two cards). Whether a secret
swap happened is hidden too; it is covered because the swapped cards are face down.
"""

from __future__ import annotations

import copy
import random

from tabletop.games.mascarade.rules.state import MascaradeState
from tabletop.games.mascarade.rules.view import sight


def hidden_facts(state: MascaradeState, seat: int | None) -> dict[str, str]:
    """Each position whose character ``seat`` may not see now, mapped to that character."""
    sees = sight(state, seat)
    return {pos: state.char(pos) for pos in state.cards if not sees(pos)}


def disguise(state: MascaradeState, seat: int | None) -> MascaradeState:
    """A copy where the hidden cards trade places; the seat's view must not change."""
    hidden = sorted(hidden_facts(state, seat))
    twin = copy.copy(state)
    twin.cards = dict(state.cards)
    ids = [state.cards[p] for p in hidden]
    for pos, card in zip(hidden, ids[1:] + ids[:1]):
        twin.cards[pos] = card
    return twin


def determinize(state: MascaradeState, seat: int | None, rng: random.Random) -> MascaradeState:
    """A copy where the cards hidden from ``seat`` are dealt afresh at random among the hidden places, except
    those it remembers (its memory: what it last saw there, unless a swap it could not follow intervened):
    one world consistent with everything ``seat`` has seen, for a computer player's search."""
    hidden = sorted(hidden_facts(state, seat))
    memory = state.memory[seat] if seat is not None and seat < len(state.memory) else {}
    pool = sorted(state.cards[p] for p in hidden)  # the hidden cards: public as a whole (in play, less the seen)
    dealt: dict[str, str] = {}
    for pos in hidden:
        char = memory.get(pos)
        card = next((c for c in pool if c.rstrip("0123456789") == char), None) if char else None
        if card is not None:
            dealt[pos] = card
            pool.remove(card)
    rng.shuffle(pool)
    dealt.update(zip([p for p in hidden if p not in dealt], pool))
    twin = state.copy()
    twin.cards = {**state.cards, **dealt}
    return twin
