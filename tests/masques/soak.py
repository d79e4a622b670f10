"""What Masques' soak must see random play do (tests/test_soak.py reads it for every registered game)."""

VERBS = {"play", "hire", "corridor", "target", "to", "with", "marker", "skip", "cancel"}


def expected_verbs(players: int) -> set[str]:
    """At 2 players a hand never empties before the corridors fill and there is no courtesan, so nobody passes,
    calls or names; at 3-4 the courtesan makes it happen."""
    return VERBS | ({"pick", "call", "name", "pass"} if players > 2 else set())


def option_sets() -> list[tuple[tuple[str, str], ...]]:
    """The match options the soak plays through: the defaults."""
    return [()]


FAIR = True  # every seat wins a fair share of random games


def unreachable_verbs(players: int) -> set[str]:
    """At 2 players there are no courtesans, so nobody calls."""
    return {"call"} if players == 2 else set()
