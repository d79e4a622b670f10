"""Random-playout speed: decisions per second of every registered game, with no display and no checks."""

from __future__ import annotations

import time

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.games.registry import GAMES, load_rules


def bench(slug: str, players: int, games: int) -> str:
    """Play ``games`` random games of ``slug`` and describe the speed."""
    rules = load_rules(slug)
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        match = Match(rules, [f"P{i}" for i in range(players)], seed=seed)
        bot = RandomBot(seed)
        while not match.is_over():
            match.apply(bot.choose(match))
            decisions += 1
    elapsed = time.perf_counter() - start
    return (
        f"random playouts ({slug}, {players}p): {games} games, {decisions} decisions in {elapsed:.2f} s = "
        f"{decisions / elapsed:,.0f} decisions/s, {games / elapsed:.1f} games/s"
    )


def main(games: int = 200) -> None:
    """Print the speed of each game at its smallest and largest player count."""
    for slug in GAMES:
        counts = load_rules(slug).player_counts
        for players in sorted({counts[0], counts[-1]}):
            print(bench(slug, players, games))


if __name__ == "__main__":
    main()
