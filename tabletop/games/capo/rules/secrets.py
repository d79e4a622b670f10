"""What each seat may not know at a Capo dei Capi table: the hook the leak checks of playouts use.

The rule is stated here on its own, apart from view.py, so a mistake in the view cannot hide itself:
a bribe's value may be known to a seat only once it is revealed (final scoring reveals every bribe on
the cards), or when the seat owns it committed on its own side of a card. Pending, supply and boxed
bribes are known to nobody, even after the game.
"""

from __future__ import annotations

import random

from tabletop.games.capo.rules.state import CapoState, side


def hidden_facts(state: CapoState, seat: int | None) -> dict[str, str]:
    """Every bribe whose value ``seat`` (None: the public) may not know now, mapped to that value as shown."""
    owned: set[str] = set()
    if seat is not None:
        for card in state.cards:
            owned.update(state.zones.get(side(card, seat), ()))
    return {t: str(v) for t, v in state.bribe_value.items() if t not in state.revealed and t not in owned}


def disguise(state: CapoState, seat: int | None) -> CapoState:
    """A copy of ``state`` where every bribe value hidden from ``seat`` is different; its view must not change."""
    return _disguised(state, set(hidden_facts(state, seat)))


def _disguised(state: CapoState, hidden: set[str]) -> CapoState:
    values = sorted(set(state.bribe_value.values()))
    shift = {v: values[(i + 1) % len(values)] for i, v in enumerate(values)}
    twin = state.copy()  # the explicit copy (the flow's too): the original is never touched
    twin.bribe_value = {t: shift[v] if t in hidden else v for t, v in state.bribe_value.items()}
    if state.snapshot is not None:
        twin.snapshot = _disguised(state.snapshot, hidden)
    return twin


def determinize(state: CapoState, seat: int | None, rng: random.Random) -> CapoState:
    """A copy where the values of the bribes hidden from ``seat`` are dealt afresh at random among those bribes:
    one world consistent with what ``seat`` sees, for a computer player's search."""
    hidden = sorted(hidden_facts(state, seat))
    values = sorted(state.bribe_value[t] for t in hidden)
    rng.shuffle(values)
    return _revalued(state, dict(zip(hidden, values)))


def _revalued(state: CapoState, values: dict[str, int]) -> CapoState:
    twin = state.copy()
    twin.bribe_value = {**state.bribe_value, **values}
    if state.snapshot is not None:
        twin.snapshot = _revalued(state.snapshot, values)
    return twin
