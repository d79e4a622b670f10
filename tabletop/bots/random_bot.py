"""A bot that picks uniformly among the legal actions, from its own seeded RNG."""

from __future__ import annotations

import random

from tabletop.engine.actions import Action
from tabletop.engine.match import Match


class RandomBot:
    """Chooses any legal action; used by playouts, the screenshot tool and benches."""

    def __init__(self, seed: int):
        self.random = random.Random(seed)

    def choose(self, match: Match) -> Action:
        """One legal action of the current decision."""
        return self.random.choice(match.legal_actions())
