"""What Capo dei Capi's soak must see random play do (tests/test_soak.py reads it for every registered game)."""

VERBS = {"roll", "stop", "place", "reveal", "cube", "from", "to", "accept", "deceive", "pocket", "scandal"}
VERBS |= {"payoff", "backstab", "reneg", "cancel", "drop"}


def expected_verbs(players: int) -> set[str]:
    """The verbs random play reaches at every count."""
    return set(VERBS)


def option_sets() -> list[tuple[tuple[str, str], ...]]:
    """The match options the soak plays through: the defaults."""
    return [()]


FAIR = True  # every seat wins a fair share of random games


def unreachable_verbs(players: int) -> set[str]:
    """None: every verb may come up."""
    return set()
