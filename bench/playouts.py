"""Random-playout speed: decisions per second of Capo with no display (bare, and with invariant checks)."""

from __future__ import annotations

import time

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.games.registry import load_rules


def main(games: int = 300) -> None:
    """Play ``games`` random games and print decisions per second."""
    rules = load_rules("capo")
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        match = Match(rules, ["Anna", "Bruno"], seed=seed)
        bot = RandomBot(seed)
        while not match.is_over():
            match.apply(bot.choose(match))
            decisions += 1
    elapsed = time.perf_counter() - start
    print(f"random playouts (capo): {games} games, {decisions} decisions in {elapsed:.2f} s = "
          f"{decisions / elapsed:,.0f} decisions/s, {games / elapsed:.1f} games/s")


if __name__ == "__main__":
    main()
