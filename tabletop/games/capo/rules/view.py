"""What each seat may see of a Capo dei Capi table: everything but the bribes it has no right to know."""

from __future__ import annotations

from typing import Any

from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.rules.effects import face
from tabletop.games.capo.rules.state import CapoState, side

HIDDEN = "?"


def bribe_visible(state: CapoState, token: str, zone: str, seat: int | None) -> bool:
    """A bribe shows its value once revealed or scored, and to its owner once committed.

    Final scoring reveals every bribe on the cards; the bribe supply and the box stay unknown to all.
    """
    if token in state.revealed:
        return True
    return seat is not None and zone.startswith("side:") and zone.endswith(f":{seat}")


def capo_view(spec: CapoSpec, state: CapoState, seat: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it (None: the public), as plain data the UI lays out."""
    zones = {}
    for zone, items in state.zones.items():
        shown = []
        for token in items:
            if token in state.bribe_value and not bribe_visible(state, token, zone, seat):
                shown.append((token, HIDDEN))
            else:
                shown.append((token, face(state, token)))
        zones[zone] = shown
    choice = {k: v for k, v in state.choice.items() if k in ("from", "card", "options", "double")}
    return {
        "game": "capo",
        "players": list(state.players),
        "active": state.active,
        "first": state.first,
        "turn": state.turn,
        "stage": state.stage,
        "ext": state.ext,
        "ext_max": spec.extortion.arrest_above,
        "dice": list(state.dice) if state.dice else None,
        "last_roll": list(state.last_roll) if state.last_roll else None,
        "must_roll": state.must_roll,
        "ending": state.ending,
        "over": state.over,
        "cards": list(state.cards),
        "chips": [state.chips(0), state.chips(1)],
        "committed": {c: [state.count(side(c, 0)), state.count(side(c, 1))] for c in state.cards},
        "choice": choice,
        "zones": zones,
        "result": state.result,
    }
