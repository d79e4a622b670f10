"""Shared helpers for The Prodigals Club's rules tests: the rules over the real data, and fresh matches."""

from __future__ import annotations

from typing import cast

from tabletop.engine.match import Match
from tabletop.games.prodigals.rules.rules import ProdigalsRules
from tabletop.games.registry import load_rules


def rules() -> ProdigalsRules:
    """The rules over data/prodigals.yaml, as the app loads them (once per process, by the registry)."""
    return cast(ProdigalsRules, load_rules("prodigals"))


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
    from tabletop.games.prodigals.rules.state import parse_square

    found = {}
    for i, text in enumerate(squares):
        gender = "lady" if i in (0, 3) else "gentleman"
        found[parse_square(text)] = gender
    return found


def legal(m: Match) -> set[str]:
    """The legal actions' text forms."""
    return {str(a) for a in m.legal_actions()}
