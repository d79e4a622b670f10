"""A computer player: a seat filled by a search of a chosen strength (its time budget per decision)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from tabletop.bots.ismcts import SearchReport, search
from tabletop.engine.actions import Action
from tabletop.engine.match import Match
from tabletop.engine.rules import Rules
from tabletop.engine.sightings import Seen

S = TypeVar("S")  # the game's state type

STRENGTHS = {"easy": 0.1, "normal": 0.5, "strong": 2.0}  # seconds of search per decision
STRENGTH_TITLES = {"easy": "Easy", "normal": "Normal", "strong": "Strong"}


@dataclass
class Computer:
    """Chooses for ``seat`` by ISMCTS with ``strength``'s budget; ``seed`` makes its choices reproducible."""

    seat: int
    strength: str = "normal"
    seed: int = 0
    to_end: bool = False  # every playout to the game's end (the search before playouts were cut short)

    @property
    def budget(self) -> float:
        """Seconds of search per decision."""
        return STRENGTHS[self.strength]

    def think(self, match: Match, budget: float | None = None) -> SearchReport:
        """Search the current decision (the seat's own) and report the choice; the match is not changed."""
        return self.think_on(match.rules, match.state, len(match.log), budget, match.sightings.of(self.seat))

    def think_on(
        self, rules: Rules[S, Any], state: S, position: int, budget: float | None = None, seen: Seen | None = None
    ) -> SearchReport:
        """Search ``state`` (the ``position``-th decision of the match) for the seat's choice, remembering
        ``seen``."""
        seed = (self.seed * 1_000_003 + self.seat * 10_007 + position) & 0x7FFFFFFF
        seconds = self.budget if budget is None else budget
        return search(rules, state, self.seat, seconds, seed=seed, seen=seen, to_end=self.to_end)

    def choose(self, match: Match) -> Action:
        """The action to take now."""
        return self.think(match).action
