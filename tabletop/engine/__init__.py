"""The game-independent core: decisions, actions, events, matches, chance, saves. Never imports pygame."""

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision, Outcome
from tabletop.engine.errors import DataError, IllegalActionError, SaveError, TabletopError
from tabletop.engine.events import Event
from tabletop.engine.match import Match
from tabletop.engine.rng import Rng, ScriptedRng, SeededRng

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
