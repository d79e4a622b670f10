"""The game-independent core: decisions, actions, events, matches, chance, saves. Never imports pygame.

Its names are imported when first used (PEP 562): importing one engine module (its errors, its messages) does not
import the whole engine, which the app's first frame would wait for."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop.engine.actions import Action
    from tabletop.engine.decisions import Decision, Outcome
    from tabletop.engine.errors import DataError, IllegalActionError, SaveError, TabletopError
    from tabletop.engine.events import Event
    from tabletop.engine.match import Match
    from tabletop.engine.rng import Rng, ScriptedRng, SeededRng

_HOMES = {
    "Action": "actions",
    "Decision": "decisions",
    "Outcome": "decisions",
    "Event": "events",
    "Match": "match",
    "Rng": "rng",
    "SeededRng": "rng",
    "ScriptedRng": "rng",
    "TabletopError": "errors",
    "DataError": "errors",
    "IllegalActionError": "errors",
    "SaveError": "errors",
}
__all__ = [
    "Action",
    "Decision",
    "Outcome",
    "Event",
    "Match",
    "Rng",
    "SeededRng",
    "ScriptedRng",
    "TabletopError",
    "DataError",
    "IllegalActionError",
    "SaveError",
]


def __getattr__(name: str) -> Any:
    """One of the engine's names, from its module (imported now)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"tabletop.engine.{home}"), name)
