"""Random-playout speed: decisions per CPU second of every registered game (`python -m tabletop.sim --fast`: no
checks, no replay; start-up and set-up excluded), beside a pure-Python reference measured in the same run: the
tic-tac-toe of tabletop/engine/flow.py's docstring, played on the same engine. Targets: a median of at least
50,000 decisions/s over the games, and none below 30,000."""

from __future__ import annotations

import io
import json
import statistics
import sys
import time
from typing import Any

from tabletop.bots.random_bot import RandomBot
from tabletop.engine import flow
from tabletop.engine.match import Match
from tabletop.games.registry import GAMES, load_rules
from tabletop.runtime import pace_collector
from tabletop.sim import Run, run_games

GAMES_PER_CASE = 200


def game_speed(slug: str, players: int, games: int = GAMES_PER_CASE) -> float:
    """Decisions per CPU second of ``games`` bare random playouts."""
    summary = run_games(Run(slug, players, fast=True), games, quiet=True, out=io.StringIO(), err=sys.stderr)
    if summary["failures"]:
        raise SystemExit(f"{slug} {players}p: {summary['failures']} games failed: {json.dumps(summary)}")
    return summary["decisions_per_cpu_second"]


def reference_rules() -> Any:
    """The rules of the flow docstring's tic-tac-toe, the speed reference."""
    code = flow.__doc__.split("::", 1)[1]
    namespace: dict = {}
    exec(compile("\n".join(line[4:] for line in code.splitlines()), "flow-example", "exec"), namespace)
    return namespace["TicTacToe"]()


def reference_speed(games: int = 2000) -> float:
    """Decisions per CPU second of the flow docstring's tic-tac-toe, random moves, on the same Match and bot."""
    rules = reference_rules()
    decisions, cpu = 0, 0.0
    for seed in range(games):
        match, bot = Match(rules, ["X", "O"], seed=seed), RandomBot(seed)
        started = time.process_time()
        while not match.is_over():
            match.apply(bot.choose(match))
        cpu += time.process_time() - started
        decisions += len(match.log)
    return decisions / cpu


def main() -> None:
    """Print each game's speed at its smallest and largest player count, the median at the largest counts, and
    the reference."""
    pace_collector()  # as the app and the command-line tools do
    reference = reference_speed()
    largest = []
    for slug in GAMES:
        counts = load_rules(slug).player_counts
        for players in sorted({counts[0], counts[-1]}):
            speed = game_speed(slug, players)
            if players == counts[-1]:
                largest.append(speed)
            print(
                f"random playouts {slug} {players}p: {speed:,.0f} decisions/s CPU ({speed / reference:.2f}x reference)"
            )
    median = statistics.median(largest)
    print(f"reference (tic-tac-toe on the same engine): {reference:,.0f} decisions/s CPU")
    print(
        f"median over the games at their largest counts: {median:,.0f} decisions/s CPU "
        f"({median / reference:.2f}x reference; target >= 50,000), slowest {min(largest):,.0f} (target >= 30,000)"
    )


if __name__ == "__main__":
    main()
