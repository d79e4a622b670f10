"""What Rialto's soak must see random play do (tests/test_soak.py reads it for every registered game)."""

# RandomBot never owns an eighth building, so never plays ``return`` (tests/rialto/test_playouts.py's builder
# policy does).
VERBS = {"take", "row", "use", "discard", "done", "draw", "add", "convert", "delay", "play", "pass", "clear"}
VERBS |= {"cancel", "build", "skip", "connection", "face", "councillor", "upgrade"}


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
