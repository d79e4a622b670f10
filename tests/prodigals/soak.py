"""What The Prodigals Club's soak must see random play do (tests/test_soak.py reads it for every registered game)."""

from tabletop.games.prodigals.rules.rules import CONTESTS

VERBS = {"place", "take", "bonus", "at", "rotate", "none", "play", "board", "activate", "add", "go", "end"}
VERBS |= {"discard", "trigger", "skip", "option", "fix", "move", "down", "jump", "up", "row", "shield"}
VERBS |= {"done", "sell", "give", "abmt"}  # over every combination of contests


def expected_verbs(players: int) -> set[str]:
    """The universal set spaces (``set``) are on the board at 2-3 players only."""
    return VERBS | ({"set"} if players < 4 else set())


def option_sets() -> list[tuple[tuple[str, str], ...]]:
    """Every combination of contests, each a share of the soak."""
    return [(("contests", c),) for c in CONTESTS]


FAIR = True  # every seat wins a fair share of random games


def unreachable_verbs(players: int) -> set[str]:
    """None: every verb may come up."""
    return set()
