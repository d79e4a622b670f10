"""What each seat may see at a Mascarade table: positions and coins; a card's face only when it is
face up for everyone, or in that seat's own look or Spy's look behind the curtain."""

from __future__ import annotations

from typing import Any

from tabletop.games.mascarade.rules.data import MascaradeSpec
from tabletop.games.mascarade.rules.state import MascaradeState


def seen_privately(state: MascaradeState, seat: int | None) -> tuple[str, ...]:
    """Positions ``seat`` is looking at alone right now (its look, or the Spy's two cards)."""
    step = state.flow.top
    return () if seat is None or step is None else step.seen_by(state, seat)


def visible(state: MascaradeState, pos: str, seat: int | None) -> bool:
    """Whether ``seat`` sees the face of the card at ``pos``."""
    return state.phase == "memorise" or pos in state.face_up or pos in seen_privately(state, seat)


def mascarade_view(spec: MascaradeSpec, state: MascaradeState, seat: int | None, decider: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it (None: the public), as plain data."""
    stage = state.stage
    cards = [
        {"pos": pos, "owner": state.owner(pos), "face": state.char(pos) if visible(state, pos, seat) else "down"}
        for pos in [p for ps in state.seat_positions for p in ps] + state.centre
    ]
    return {
        "game": "mascarade",
        "players": list(state.players),
        "coins": list(state.coins),
        "courthouse": state.courthouse,
        "turn": state.turn_no,
        "current": state.current,
        "phase": state.phase,
        "stage": stage,
        "decider": decider,
        "cards": cards,
        "positions": [list(ps) for ps in state.seat_positions],
        "centre": list(state.centre),
        "in_play": list(state.in_play),
        "claims": {str(s): (pos is not None) for s, pos in state.claims.items()},
        "waiting": decider if stage == "claims" else None,
        "pending": dict(state.shown),
        "revealed_last_turn": [s for s, t in state.revealed_turn.items() if t == state.turn_no - 1],
        "winners": list(state.winners),
        "ended_by": state.ended_by,
        "swap_only": state.turn_no <= spec.swap_only_turns,
    }
