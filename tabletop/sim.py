"""Headless random playouts with invariant checks: ``python -m tabletop.sim GAME --players N --games K --seed S``.

Each game is played by RandomBot from a seed derived from ``--seed`` and the game's index, and the
invariants of ``tabletop.engine.invariants`` are checked after every step. Prints one JSON line per game
(unless ``--quiet``) and a JSON summary line; a broken invariant prints the failing game's seed, the
command that replays it and its save up to the failing step (a save is a replay), and exits with 1.
``--jobs`` spreads the games over processes; the output is the same, in the same order.
No pygame: runs anywhere, with no display.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import random
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, TextIO

from tabletop import cli, i18n
from tabletop.bots.random_bot import RandomBot
from tabletop.engine.errors import DataError, SetupError
from tabletop.engine.gamedef import parse_options
from tabletop.engine.invariants import Config, InvariantError, Secrets, play_checked
from tabletop.engine.match import Match
from tabletop.engine.message import Words, say
from tabletop.engine.rules import Rules
from tabletop.games.registry import GAMES, load_rules
from tabletop.runtime import pace_collector


@dataclass(frozen=True)
class Run:
    """What to play: game, player count, variant (None: the default), the run's seed, the checks, the options."""

    slug: str
    players: int
    variant: str | None = None
    seed: int = 1
    config: Config = Config()
    options: tuple[tuple[str, Any], ...] = ()  # the match options, as (key, value) pairs
    fast: bool = False  # bare playouts: no checks and no replay, for speed figures


@dataclass(frozen=True)
class GameResult:
    """One game of a run: its index and match seed, then its record, or the failure and the save up to it."""

    index: int
    seed: int
    record: dict[str, Any] | None = None
    failure: str = ""
    save: dict[str, Any] | None = None
    verbs: dict[str, int] | None = None
    checked: dict[str, int] | None = None
    cpu: float = 0.0  # CPU seconds the game's moves took (start-up and set-up excluded)
    said: Words = ""  # how the game ended, in words (rendered in the run's language when printed)


def game_seed(seed: int, index: int) -> int:
    """The match seed of game ``index`` in a run seeded with ``seed`` (stable across runs and machines)."""
    return random.Random(f"tabletop.sim/{seed}/{index}").randrange(2**31)


def bot_seed(match_seed: int) -> int:
    """The RandomBot seed that goes with a match seed (a separate stream from the match's dice)."""
    return random.Random(f"tabletop.sim.bot/{match_seed}").randrange(2**31)


def secrets_for(slug: str) -> Secrets | None:
    """The game's hidden-information hook, as named in the registry, or None if the game has none."""
    entry = GAMES.get(slug)
    return importlib.import_module(entry.secrets) if entry and entry.secrets else None


def player_names(count: int) -> list[str]:
    """Seat names for a headless match: P1, P2, ..."""
    return [f"P{n + 1}" for n in range(count)]


def play_game(rules: Rules, run: Run, index: int, secrets: Secrets | None) -> GameResult:
    """Play game ``index`` of a run with every check (or none, if ``run.fast``); a broken invariant becomes the
    result's failure."""
    seed = game_seed(run.seed, index)
    try:
        match = Match(rules, player_names(run.players), run.variant, dict(run.options), seed=seed)
    except Exception as exc:
        return GameResult(index, seed, failure=f"[setup]: {exc!r}")
    bot = RandomBot(bot_seed(seed))
    if run.fast:
        return play_fast(rules, run, index, match, bot)
    try:
        played = play_checked(match, bot.choose, run.config, secrets, random.Random(seed))
    except InvariantError as exc:
        cause = exc.__cause__
        text = str(exc) + (
            f" (caused by {cause!r})" if cause is not None and not isinstance(cause, InvariantError) else ""
        )
        return GameResult(index, seed, failure=text, save=replay_until(rules, run, seed, exc.step))
    except Exception as exc:  # a bug in a check's hook, or in the bot: still one failed game, not a crashed run
        return GameResult(index, seed, failure=f"[crash]: {exc!r}", save=replay_until(rules, run, seed, len(match.log)))
    record = {
        "game": index,
        "seed": seed,
        "winners": list(played.outcome.winners),
        "scores": list(played.outcome.scores),
        "decisions": played.steps,
        rules.length_unit: played.length,
    }
    said = played.outcome.summary
    return GameResult(index, seed, record, verbs=dict(played.verbs), checked=dict(played.checked), said=said)


def play_fast(rules: Rules, run: Run, index: int, match: Match, bot: RandomBot) -> GameResult:
    """A bare playout: the bot's moves applied until the game ends, timed in CPU seconds, nothing checked."""
    started = time.process_time()
    try:
        while not match.is_over():
            if len(match.log) >= run.config.max_steps:
                failure = f"[length]: no end after {run.config.max_steps} moves"
                return GameResult(index, match.seed, failure=failure, save=match.to_save())
            match.apply(bot.choose(match))
    except Exception as exc:  # a rules bug: one failed game, with the save up to it
        return GameResult(index, match.seed, failure=f"[crash]: {exc!r}", save=match.to_save())
    cpu = time.process_time() - started
    outcome = match.outcome()
    assert outcome is not None
    record = {
        "game": index,
        "seed": match.seed,
        "winners": list(outcome.winners),
        "scores": list(outcome.scores),
        "decisions": len(match.log),
        rules.length_unit: rules.length(match.state),
    }
    return GameResult(index, match.seed, record, cpu=cpu, said=outcome.summary)


def replay_until(rules: Rules, run: Run, seed: int, steps: int | None) -> dict[str, Any] | None:
    """Replay a game's random moves without checks up to ``steps`` moves and return its save, for a bug report."""
    bot = RandomBot(bot_seed(seed))
    try:
        match = Match(rules, player_names(run.players), run.variant, dict(run.options), seed=seed)
    except Exception:
        return None
    try:
        while not match.is_over() and len(match.log) < (steps if steps is not None else run.config.max_steps):
            match.apply(bot.choose(match))
    except Exception:  # the crash being reported; the save holds every move before it
        pass
    return match.to_save()


_worker: dict[str, Any] = {}


def _start_worker(rules: Rules, run: Run) -> None:
    """Give a worker process the rules and the run (once, not once per game)."""
    pace_collector()
    _worker.update(rules=rules, run=run, secrets=secrets_for(run.slug))


def _play_in_worker(index: int) -> GameResult:
    """Play one game in a worker process."""
    return play_game(_worker["rules"], _worker["run"], index, _worker["secrets"])


def play_games(run: Run, indices: range, jobs: int = 1, rules: Rules | None = None) -> Iterator[GameResult]:
    """Play the games of ``indices`` on ``jobs`` processes and yield their results in index order."""
    rules = rules or load_rules(run.slug)
    if jobs <= 1 or len(indices) <= 1:
        secrets = secrets_for(run.slug)
        for index in indices:
            yield play_game(rules, run, index, secrets)
        return
    with ProcessPoolExecutor(jobs, initializer=_start_worker, initargs=(rules, run)) as pool:
        try:
            yield from pool.map(_play_in_worker, indices, chunksize=max(1, min(20, len(indices) // (4 * jobs))))
        finally:
            pool.shutdown(cancel_futures=True)


def replay_command(run: Run, index: int) -> str:
    """The command line that replays game ``index`` of a run on its own."""
    text = f"python -m tabletop.sim {run.slug} --players {run.players} --seed {run.seed} --first {index} --games 1"
    text += f" --variant {run.variant}" if run.variant else ""
    return text + "".join(f" --option {key}={_option_text(value)}" for key, value in run.options)


def _option_text(value: Any) -> str:
    """An option value as ``--option`` takes it."""
    if isinstance(value, bool):
        return str(value).lower()
    return ",".join(value) if isinstance(value, (list, tuple)) else str(value)


def report_failure(err: TextIO, run: Run, result: GameResult) -> None:
    """Print a broken invariant clearly: which game, what broke, how to replay it, and its save."""
    print(f"INVARIANT FAILED in game {result.index} (match seed {result.seed}): {result.failure}", file=err)
    print(f"  replay: {replay_command(run, result.index)}", file=err)
    if result.save is not None:
        print(f"  save up to the failing step ({len(result.save['log'])} moves): {json.dumps(result.save)}", file=err)


def run_games(
    run: Run,
    games: int,
    first: int = 0,
    jobs: int = 1,
    max_failures: int = 10,
    quiet: bool = False,
    out: TextIO | None = None,
    err: TextIO | None = None,
    rules: Rules | None = None,
) -> dict[str, Any]:
    """Play ``games`` checked random games, print a JSON line each (unless quiet) and the summary; return it."""
    out, err = out or sys.stdout, err or sys.stderr
    rules = rules or load_rules(run.slug)
    wins = [0] * run.players
    decisions = played = 0
    cpu = 0.0
    failed: list[int] = []
    started = time.perf_counter()
    for result in play_games(run, range(first, first + games), jobs, rules):
        played += 1
        if result.record is None:
            failed.append(result.index)
            report_failure(err, run, result)
            if len(failed) >= max_failures:
                break
            continue
        decisions += result.record["decisions"]
        cpu += result.cpu
        for seat in result.record["winners"]:
            wins[seat] += 1
        if not quiet:
            print(json.dumps({**result.record, "said": say(result.said)}, ensure_ascii=False), file=out)
    seconds = time.perf_counter() - started
    summary = {
        "summary": run.slug,
        "players": run.players,
        "variant": run.variant or rules.variants[0],
        "options": dict(run.options),
        "seed": run.seed,
        "games": played,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "decisions_per_second": round(decisions / seconds) if seconds else None,
        **(
            {"cpu_seconds": round(cpu, 3), "decisions_per_cpu_second": round(decisions / cpu) if cpu else None}
            if run.fast
            else {}
        ),
        "wins_per_seat": wins,
        "failures": len(failed),
        "failed_games": failed,
        "checks": "none (--fast)" if run.fast else dataclasses.asdict(run.config),
        "jobs": jobs,
    }
    print(json.dumps(summary), file=out)
    return summary


MAX_JOBS = cli.MAX_JOBS  # the most worker processes ProcessPoolExecutor accepts on Windows; plenty anywhere
MAX_GAMES = 1_000_000  # the most games of one run
MAX_COUNT = 1_000_000  # the largest step count or interval of a check


def _parser() -> argparse.ArgumentParser:
    parser = cli.Parser(prog="python -m tabletop.sim", description="Headless random playouts with invariant checks.")
    parser.add_argument("game", choices=sorted(GAMES), help="the game's slug")
    parser.add_argument("--players", type=cli.whole(0, 1000), help="number of players (default: the game's smallest)")
    parser.add_argument(
        "--games",
        type=cli.whole(1, MAX_GAMES),
        default=100,
        help=f"how many games to play, at most {MAX_GAMES} (default 100)",
    )
    parser.add_argument(
        "--seed",
        type=cli.whole(0, cli.MAX_SEED),
        default=1,
        help="seed of the run, 0 or more; game i is seeded from it and i (default 1)",
    )
    parser.add_argument("--variant", help="setup variant (default: the game's first)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a match option the game declares (repeatable), e.g. first=0 or joker_pair_counts=1",
    )
    parser.add_argument(
        "--first",
        type=cli.whole(0, cli.MAX_SEED),
        default=0,
        help="index of the first game, e.g. to replay one game of a run (default 0)",
    )
    parser.add_argument(
        "--every",
        type=cli.whole(0, MAX_COUNT),
        default=4,
        help="try every legal action on a copy, and disguise hidden facts from the views, after every Nth step; "
        "0: never (default 4)",
    )
    parser.add_argument(
        "--views-every",
        type=cli.whole(0, MAX_COUNT),
        default=1,
        help="scan every seat's view for hidden facts after every Nth step; 0: never (default 1)",
    )
    parser.add_argument(
        "--undo-every",
        type=cli.whole(0, MAX_COUNT),
        default=8,
        help="check undo (a replay) after every Nth step where it is allowed; 0: never (default 8)",
    )
    parser.add_argument(
        "--max-actions",
        type=cli.whole(1, MAX_COUNT),
        help="try at most this many legal actions per check (default: all)",
    )
    parser.add_argument(
        "--max-steps",
        type=cli.whole(1, MAX_COUNT),
        default=10_000,
        help="a game longer than this does not terminate (default 10000)",
    )
    parser.add_argument(
        "--max-failures",
        type=cli.whole(1, MAX_COUNT),
        default=10,
        help="stop after this many failed games (default 10)",
    )
    parser.add_argument(
        "--jobs", type=cli.whole(1, MAX_JOBS), default=1, help=f"processes to play on, at most {MAX_JOBS} (default 1)"
    )
    parser.add_argument("--quiet", action="store_true", help="print only the summary line")
    parser.add_argument(
        "--lang", type=cli.language, default="en", help="the language of each game's result line (default en)"
    )
    parser.add_argument(
        "--fast",
        action="store_true",
        help="bare playouts for speed figures: no checks and no replay; the summary adds CPU decisions per second",
    )
    return parser


def main(argv: list[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run the command line; return 0 when every invariant held, 1 when one broke, 2 for bad arguments or data."""
    out, err = out or sys.stdout, err or sys.stderr
    pace_collector()
    parser = _parser()
    args = parser.parse_args(argv)
    i18n.use(args.lang)
    try:
        rules = load_rules(args.game)
    except DataError as exc:
        return cli.fail(parser.prog, f"cannot load {args.game}'s data: {exc}", err)
    players = args.players if args.players is not None else min(rules.player_counts)
    if players not in rules.player_counts:
        counts = ", ".join(map(str, rules.player_counts))
        parser.error(f"argument --players: {say(rules.title)} is for {counts} players, not {players}")
    variants = rules.variants_for(players)
    if args.variant is not None and args.variant not in variants:
        parser.error(
            f"argument --variant: {say(rules.title)} has the variants {', '.join(variants)} at {players} players, "
            f"not {cli.shown(args.variant)}"
        )
    config = Config(args.every, args.views_every, args.max_actions, args.undo_every, args.max_steps)
    try:
        options = parse_options(rules.option_defs(), args.option, players)
    except SetupError as exc:
        parser.error(f"argument --option: {exc}")
    run = Run(args.game, players, args.variant, args.seed, config, tuple(options.items()), args.fast)
    summary = run_games(run, args.games, args.first, args.jobs, args.max_failures, args.quiet, out, err, rules)
    if summary["failures"]:
        print(f"{summary['failures']} of {summary['games']} games broke an invariant (see above).", file=err)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
