"""What Mascarade's soak must see random play do (tests/test_soak.py reads it for every registered game)."""

# The verbs every player count reaches (others, such as a Witch's ``skip``, depend on the set in play).
VERBS = {"ready", "swap", "keep", "peek", "done", "announce", "claim", "pass", "continue", "with"}


def expected_verbs(players: int) -> set[str]:
    """Above 2 players a power takes from a player (``from``)."""
    return VERBS | ({"from"} if players > 2 else set())


def option_sets() -> list[tuple[tuple[str, str], ...]]:
    """The match options the soak plays through: the defaults."""
    return [()]


FAIR = False  # its random games are dominated by the winning-by-13-coins races


def unreachable_verbs(players: int) -> set[str]:
    """None: every verb may come up."""
    return set()
