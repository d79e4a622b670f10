"""What each seat may see of a Masques table: everything but other players' hands, packets and picks."""

from __future__ import annotations

from typing import Any

from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.powers import names_not_in_corridors
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
    won,
)


def card_info(state: MasquesState, card: str) -> dict[str, Any]:
    """A visible card as plain data."""
    if card in state.guest:
        family, value = state.guest[card]
        return {"id": card, "kind": "guest", "family": family, "value": value, "down": card in state.down_guests}
    kind, influence, cost = state.agent[card]
    return {"id": card, "kind": "agent", "type": kind, "influence": influence, "cost": cost}


def marker_info(state: MasquesState, marker: str) -> dict[str, Any]:
    """A palace marker as plain data (markers on the palace are public, face up or not)."""
    guild = state.marker_guild.get(marker)
    return {"id": marker, "kind": "favor" if guild else "ducat", "guild": guild, "down": marker in state.down_markers}


def masques_view(spec: MasquesSpec, state: MasquesState, seat: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it (None: the public), as plain data the UI lays out."""
    stacks = {}
    for a in spec.agents.types:
        cards = state.zones[stack(a.id)]
        top = state.agent[cards[0]] if cards else None
        stacks[a.id] = {
            "count": len(cards),
            "top": cards[0] if cards else None,
            "cost": top[2] if top else None,
            "influence": top[1] if top else None,
        }
    own = seat if seat is not None and seat in state.seats else None
    pending = {k: v for k, v in state.pending.items() if k in ("at", "type", "first", "call", "hire")}
    if own is not None and own == state.active and "card" in state.pending:
        pending["card"] = state.pending["card"]
    return {
        "game": "masques",
        "players": list(state.players),
        "families": [list(f) for f in state.families],
        "n": state.n,
        "round": state.round,
        "phase": state.phase,
        "stage": state.stage,
        "active": state.active,
        "first": state.first,
        "draft_step": state.draft_step,
        "drafting": state.draft_order[0] if state.phase == "draft" and state.draft_order else None,
        "palace": [
            {"i": i, "icon": state.icon(i), "marker": marker_info(state, m) if (m := state.at(palace(i))) else None}
            for i in range(state.n)
        ],
        "corridors": [
            {"i": i, "card": card_info(state, c) if (c := state.at(corridor(i))) else None} for i in range(state.n)
        ],
        "stacks": stacks,
        "supply": len(state.zones[SUPPLY]),
        "supply_ids": list(state.zones[SUPPLY]),
        "pool": len(state.zones[POOL]),
        "deck": len(state.zones[DECK]),
        "aside": len(state.zones[ASIDE]),
        "box": len(state.zones[BOX]),
        "seats": [
            {
                "ducats": len(state.zones[purse(s)]),
                "won": list(state.zones[won(s)]),
                "purse": list(state.zones[purse(s)]),
                "favor": dict(state.favor[s]),
                "hand": len(state.zones[hand(s)]),
                "packet": len(state.zones[packet(s)]),
                "picked": len(state.zones[picked(s)]),
            }
            for s in state.seats
        ],
        "hand": [card_info(state, c) for c in sorted(state.zones[hand(own)])] if own is not None else [],
        "packet": [card_info(state, c) for c in sorted(state.zones[packet(own)])] if own is not None else [],
        "picked": [card_info(state, c) for c in sorted(state.zones[picked(own)])] if own is not None else [],
        "pending": pending,
        "winner": state.winner,
        "guilds": [g.id for g in spec.guilds],
        "names": names_not_in_corridors(state) if state.stage == "courtesan_name" else [],
    }
