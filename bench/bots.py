"""Computer players: how long a decision takes against its budget (target: never more than budget + 100 ms), and
how many search iterations each budget buys, for every game at its smallest and largest player count, beside the
iterations of the search whose playouts run to the end (as it was before they were cut short: target twice as
many). The win rates are the arena's (`python -m tabletop.arena`, seats ``normal`` against ``to-end@0.5``)."""

from __future__ import annotations

import statistics
import sys
import time

from tabletop.bots.computer import STRENGTHS, Computer
from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.games.registry import GAMES, load_rules
from tabletop.runtime import pace_collector


def measure(slug: str, players: int, strength: str, decisions: int) -> str:
    """Time ``decisions`` searches of ``strength`` at positions along a random game; at each position the same
    search with every playout run to the end (the search before playouts were cut short) is counted beside it."""
    rules = load_rules(slug)
    match = Match(rules, [f"P{i}" for i in range(players)], seed=11)
    bot = RandomBot(11)
    times: list[float] = []
    iterations: list[int] = []
    to_end: list[int] = []
    while len(times) < decisions:
        if match.is_over():
            match = Match(rules, [f"P{i}" for i in range(players)], seed=11 + len(times))
        seat, seed = match.decision().seat, len(times)
        start = time.perf_counter()
        report = Computer(seat, strength, seed=seed).think(match)
        times.append(time.perf_counter() - start)
        iterations.append(report.iterations)
        to_end.append(Computer(seat, strength, seed=seed, to_end=True).think(match).iterations)
        for _ in range(3):  # a few random moves between searches: positions from the whole game
            if not match.is_over():
                match.apply(bot.choose(match))
    budget = STRENGTHS[strength]
    over = max(times) - budget
    now, before = statistics.median(iterations), statistics.median(to_end)
    return (
        f"{slug} {players}p {strength} (budget {budget} s): median {statistics.median(times):.3f} s, "
        f"max {max(times):.3f} s ({over * 1000:+.0f} ms over the budget; target <= +100 ms), "
        f"median {now:.0f} iterations (playouts to the end: {before:.0f}; {now / max(1, before):.1f}x, target 2x)"
    )


def main() -> None:
    """Print the figures (``bench/bots.py easy`` for one strength)."""
    pace_collector()  # as the app and the command-line tools do
    strengths = sys.argv[1:] or ["easy", "normal"]
    for slug in GAMES:
        counts = load_rules(slug).player_counts
        for players in sorted({counts[0], counts[-1]}):
            for strength in strengths:
                print(measure(slug, players, strength, 12), flush=True)


if __name__ == "__main__":
    main()
