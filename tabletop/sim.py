"""Headless random playouts with invariant checks: ``python -m tabletop.sim GAME --players N --games K --seed S``.

Each game is played by RandomBot from a seed derived from ``--seed`` and the game's index, and every
invariant of ``tabletop.engine.invariants`` is checked after every step. Prints one JSON line per game
(unless ``--quiet``) and a JSON summary line; a broken invariant prints the failing game's seed, the
command that replays it and its save (a save is a replay), and the exit status is 1.
No pygame: runs anywhere, with no display.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time
from typing import Any, TextIO

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.errors import DataError
from tabletop.engine.invariants import Config, InvariantError, Secrets, play_checked
from tabletop.engine.match import Match
from tabletop.engine.rules import Rules
from tabletop.games.registry import GAMES, load_rules


def game_seed(seed: int, index: int) -> int:
    """The match seed of game ``index`` in a run seeded with ``seed`` (stable across runs and machines)."""
    return random.Random(f"tabletop.sim/{seed}/{index}").randrange(2**31)


def bot_seed(match_seed: int) -> int:
    """The RandomBot seed that goes with a match seed (a separate stream from the match's dice)."""
    return random.Random(f"tabletop.sim.bot/{match_seed}").randrange(2**31)


def secrets_for(slug: str) -> Secrets | None:
    """The game's hidden-information hook, the module ``tabletop.games.<slug>.secrets``, or None if it has none."""
    name = f"tabletop.games.{slug}.secrets"
    try:
        return importlib.import_module(name)  # type: ignore[return-value]
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None


def player_names(count: int) -> list[str]:
    """Seat names for a headless match: P1, P2, ..."""
    return [f"P{n + 1}" for n in range(count)]


def play_one(rules: Rules, players: int, variant: str | None, seed: int, config: Config, secrets: Secrets | None) -> dict[str, Any]:
    """Play one seeded random game with every check and return its record; raise InvariantError if one fails."""
    match = Match(rules, player_names(players), variant, seed=seed)
    bot = RandomBot(bot_seed(seed))
    played = play_checked(match, bot.choose, config, secrets, random.Random(seed))
    return {
        "seed": seed,
        "winners": list(played.outcome.winners),
        "scores": list(played.outcome.scores),
        "decisions": played.steps,
        "turns": played.turns,
    }


def failed_save(rules: Rules, players: int, variant: str | None, seed: int, steps: int | None) -> dict[str, Any] | None:
    """Replay a failed game without checks up to the step where it broke and return its save, for the bug report."""
    try:
        match = Match(rules, player_names(players), variant, seed=seed)
    except Exception:
        return None
    bot = RandomBot(bot_seed(seed))
    try:
        while not match.is_over() and (steps is None or len(match.log) < steps):
            match.apply(bot.choose(match))
    except Exception:
        pass
    return match.to_save()


def run(
    slug: str,
    players: int,
    games: int,
    seed: int,
    variant: str | None = None,
    config: Config = Config(),
    first: int = 0,
    max_failures: int = 10,
    quiet: bool = False,
    out: TextIO = sys.stdout,
    err: TextIO = sys.stderr,
    rules: Rules | None = None,
) -> dict[str, Any]:
    """Play ``games`` checked random games and return the summary (also printed, as the last JSON line)."""
    rules = rules or load_rules(slug)
    secrets = secrets_for(slug)
    wins = [0] * players
    decisions = failures = played = 0
    started = time.perf_counter()
    for index in range(first, first + games):
        match_seed = game_seed(seed, index)
        played += 1
        try:
            record = play_one(rules, players, variant, match_seed, config, secrets)
        except InvariantError as exc:
            failures += 1
            save = failed_save(rules, players, variant, match_seed, exc.step)
            report_failure(err, slug, players, variant, seed, index, match_seed, exc, save)
            if failures >= max_failures:
                break
            continue
        decisions += record["decisions"]
        for seat in record["winners"]:
            wins[seat] += 1
        if not quiet:
            print(json.dumps({"game": index, **record}), file=out)
    seconds = time.perf_counter() - started
    summary = {
        "summary": slug,
        "players": players,
        "variant": variant or rules.variants[0],
        "seed": seed,
        "games": played,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "decisions_per_second": round(decisions / seconds) if seconds else None,
        "wins_per_seat": wins,
        "failures": failures,
        "check_every": config.every,
    }
    print(json.dumps(summary), file=out)
    return summary


def report_failure(err: TextIO, slug: str, players: int, variant: str | None, run_seed: int, index: int, seed: int, exc: InvariantError, save: dict | None) -> None:
    """Print a broken invariant clearly: which game, how to replay it, and its save."""
    replay = f"python -m tabletop.sim {slug} --players {players} --seed {run_seed} --first {index} --games 1"
    if variant:
        replay += f" --variant {variant}"
    print(f"INVARIANT FAILED in game {index} (match seed {seed}): {exc}", file=err)
    cause = exc.__cause__
    if cause is not None and not isinstance(cause, InvariantError):
        print(f"  caused by {cause!r}", file=err)
    print(f"  replay: {replay}", file=err)
    if save is not None:
        print(f"  save up to the failing step ({len(save['log'])} moves): {json.dumps(save)}", file=err)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tabletop.sim", description="Headless random playouts with invariant checks.")
    parser.add_argument("game", choices=sorted(GAMES), help="the game's slug")
    parser.add_argument("--players", type=int, help="number of players (default: the game's smallest)")
    parser.add_argument("--games", type=int, default=100, help="how many games to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the run; game i is seeded from it and i (default 1)")
    parser.add_argument("--variant", help="setup variant (default: the game's first)")
    parser.add_argument("--first", type=int, default=0, help="index of the first game, to replay one game of a run (default 0)")
    parser.add_argument("--every", type=int, default=1, help="try every legal action, undo and disguised views after every Nth step; 0: never (default 1)")
    parser.add_argument("--max-actions", type=int, default=None, help="try at most this many legal actions per check (default: all)")
    parser.add_argument("--max-steps", type=int, default=10_000, help="a game longer than this does not terminate (default 10000)")
    parser.add_argument("--max-failures", type=int, default=10, help="stop after this many failed games (default 10)")
    parser.add_argument("--quiet", action="store_true", help="print only the summary line")
    return parser


def main(argv: list[str] | None = None, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Run the command line; return 0 when every invariant held, 1 when one failed, 2 for bad arguments or data."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        rules = load_rules(args.game)
    except DataError as exc:
        print(f"cannot load {args.game}'s data:\n{exc}", file=err)
        return 2
    players = args.players if args.players is not None else min(rules.player_counts)
    if players not in rules.player_counts:
        parser.error(f"{rules.title} is for {', '.join(map(str, rules.player_counts))} players, not {players}")
    if args.variant is not None and args.variant not in rules.variants:
        parser.error(f"{rules.title} has variants {', '.join(rules.variants)}, not {args.variant!r}")
    for name in ("games", "every", "max_steps", "max_failures", "first"):
        if getattr(args, name) < (1 if name in ("games", "max_steps", "max_failures") else 0):
            parser.error(f"--{name.replace('_', '-')} is too small: {getattr(args, name)}")
    if args.max_actions is not None and args.max_actions < 1:
        parser.error("--max-actions must be at least 1")
    config = Config(every=args.every, max_actions=args.max_actions, max_steps=args.max_steps)
    summary = run(args.game, players, args.games, args.seed, args.variant, config, args.first, args.max_failures, args.quiet, out, err, rules)
    if summary["failures"]:
        print(f"{summary['failures']} of {summary['games']} games broke an invariant (see above).", file=err)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
