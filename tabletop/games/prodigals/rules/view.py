"""Per-seat views as plain dicts: everything on boards is public; a hand only to its owner (digest §2.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.games.prodigals.rules.effect_words import describe
from tabletop.games.prodigals.rules.state import ProdigalsState, square_name

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.rules import ProdigalsRules


def seat_view(rules: ProdigalsRules, state: ProdigalsState, seat: int, viewer: int | None) -> dict[str, Any]:
    """One player's public things, and the hand when the viewer owns it."""
    me = state.seats[seat]
    return {
        "name": state.players[seat],
        "votes": me.votes,
        "society": state.society(seat),
        "tokens": {square_name(sq): g for sq, g in sorted(me.tokens.items())},
        "hand": sorted(me.hand) if viewer == seat else None,
        "hand_size": len(me.hand),
        "board": list(me.board),
        "activated": sorted(me.activated),
        "played": list(me.played),
        "network": {f"{x},{y}": [t, r] for (x, y), (t, r) in sorted(me.network.items())},
        "connections": sorted(me.connections),
        "megaphones": me.megaphones,
        "boys": me.boys,
        "reserved": me.reserved,
        "bonus_tiles": sorted(me.bonus_tiles),
        "shields": me.shields,
        "held_tiles": list(me.held),
        "resolving": list(me.resolving),
        "cash": me.cash,
        "possessions": list(me.possessions),
        "scores": rules.scores(state, seat),
    }


def prodigals_view(rules: ProdigalsRules, state: ProdigalsState, seat: int | None) -> dict[str, Any]:
    """What ``seat`` (None: the public) may see."""
    return {
        "round": state.round,
        "phase": state.phase,
        "order": list(state.order),
        "seats": [seat_view(rules, state, s, seat) for s in range(len(state.players))],
        "displays": {k: list(v) for k, v in sorted(state.displays.items())},
        "display_tiles": {k: list(v) for k, v in sorted(state.display_tiles.items())},
        "spaces": {k: list(v) for k, v in sorted(state.spaces.items())},
        "old_lady": state.old_lady,
        "central_card": state.central_card,
        "bonus_supply": sorted(state.bonus_supply),
        "renaissance": state.renaissance,
        "renaissance_fixed": list(state.renaissance_fixed),
        "deck_sizes": {k: len(v) for k, v in sorted(state.decks.items())},
        "tiles_left": len(state.tile_supply),
        "old_lady_left": len(state.old_lady_stack),
        "discard": sorted(state.discard),
        "options": _options(rules, state),
        "modules": list(state.modules),
        "possession_board": list(state.possession_board),
        "possession_supply": len(state.possession_supply),
        "borough": state.borough,
    }


def _options(rules: ProdigalsRules, state: ProdigalsState) -> list[str]:
    """The options of a card being resolved now, in words (public: the card was played face up)."""
    options = getattr(state.flow.top, "options", None) if state.flow else None
    return [describe(e, rules.spec.names) for e in options or ()]
