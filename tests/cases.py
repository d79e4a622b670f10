"""Which games and player counts the cross-game tests run, taken from the registry: a game added to the registry is
covered by every shared test without editing any of them."""

from __future__ import annotations

from tabletop.engine.match import Match
from tabletop.games.registry import GAMES, load_rules


def every_game() -> list[str]:
    """Every registered game's slug, in the menu's order."""
    return list(GAMES)


def smallest_and_largest() -> list[tuple[str, int]]:
    """Each game at its smallest and its largest player count (once, for a game of one count)."""
    return [(slug, n) for slug in GAMES for n in sorted({_counts(slug)[0], _counts(slug)[-1]})]


def largest() -> list[tuple[str, int]]:
    """Each game at its largest table."""
    return [(slug, _counts(slug)[-1]) for slug in GAMES]


def middle() -> list[tuple[str, int]]:
    """Each game at a middling player count (the middle of its allowed counts)."""
    return [(slug, _counts(slug)[len(_counts(slug)) // 2]) for slug in GAMES]


def hiding_places(cases: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """The cases whose game hides again what a seat has seen (``Rules.places`` is not None): where memory counts."""
    found = []
    for slug, n in cases:
        rules = load_rules(slug)
        if rules.places(Match(rules, [f"P{i}" for i in range(n)], seed=0).state) is not None:
            found.append((slug, n))
    return found


def ids(cases: list[tuple[str, int]]) -> list[str]:
    """Test ids for (slug, players) cases: "rialto-5p"."""
    return [f"{slug}-{n}p" for slug, n in cases]


def _counts(slug: str) -> tuple[int, ...]:
    return tuple(sorted(load_rules(slug).player_counts))
