"""Shared helpers for The Prodigals Club's rules tests: the rules over the real data, and fresh matches."""

from __future__ import annotations

import functools

from tabletop.engine.match import Match
from tabletop.games.prodigals.data import load_prodigals
from tabletop.games.prodigals.rules import ProdigalsRules
from tabletop.paths import data_dir


@functools.lru_cache(maxsize=1)
def rules() -> ProdigalsRules:
    """The rules over data/prodigals.yaml (loaded once)."""
    return ProdigalsRules(load_prodigals(data_dir() / "prodigals.yaml"))


def match(players: int = 2, seed: int = 1, first: int = 0, contests: str = "election+society") -> Match:
    """A fresh match of ``contests`` with seat ``first`` first in turn order."""
    options = {"first": first, "contests": contests}
    return Match(rules(), [f"P{i + 1}" for i in range(players)], options=options, seed=seed)


def act(m: Match, text: str) -> None:
    """Apply a legal action by its text form."""
    m.apply(m.decision().find(text))


def set_flow(m: Match, *steps) -> None:
    """Make ``steps`` the whole flow (the first runs first), run the automatic ones, and refresh the decision."""
    from tabletop.engine.flow import Flow

    m.state.flow = Flow(steps)
    m.rules.settle(m.state, m.rng)
    m.changed()


def tokens(*squares: str) -> dict:
    """Tokens on the named squares: ladies first two, gentlemen the rest unless named with a suffix ♀/♂."""
    from tabletop.games.prodigals.state import parse_square

    found = {}
    for i, text in enumerate(squares):
        gender = "lady" if i in (0, 3) else "gentleman"
        found[parse_square(text)] = gender
    return found


def legal(m: Match) -> set[str]:
    """The legal actions' text forms."""
    return {str(a) for a in m.legal_actions()}
