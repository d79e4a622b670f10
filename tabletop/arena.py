"""Computer players against each other, headless: wins per seat with a 95% interval, and a JSON summary last.

    python -m tabletop.arena GAME --players N --seats ismcts,random[,...] --games K --seed S --budget T [--jobs J]

A seat is ``random`` (any legal move), ``ismcts`` (the search at ``--budget`` seconds a decision), ``ismcts@T``
(the search at T seconds), ``to-end`` or ``to-end@T`` (the same search with every playout run to the game's end, as
the search was before playouts were cut short and judged by the game's standing), or ``easy``, ``normal`` or
``strong`` (the search at that strength's budget). Seats keep
their places; who starts is drawn per game from the game's seed. ``--swap`` rotates the seats' kinds from game to
game, so a seat's place does not favour a kind; wins are also counted per kind. ``--record DIR`` writes each game
into DIR as a replay file, to watch with ``tabletop --replay FILE``.
"""

from __future__ import annotations

import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from tabletop import cli
from tabletop.bots.computer import STRENGTHS, Computer
from tabletop.bots.random_bot import RandomBot
from tabletop.engine.errors import DataError
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.engine.saves import write_save
from tabletop.games.registry import GAMES, load_rules
from tabletop.paths import folder_problem
from tabletop.runtime import pace_collector

SEARCHES = ("ismcts", "to-end")  # searches at the arena's budget (or their own, written KIND@SECONDS)
KINDS = ("random", *SEARCHES, *STRENGTHS)
MAX_GAMES = 100_000  # the most games of one arena
MAX_PLAYERS = 20


@dataclass(frozen=True)
class Game:
    """One game of the arena: which game, the seats' kinds, the seed and the search budget."""

    slug: str
    kinds: tuple[str, ...]
    seed: int
    budget: float
    variant: str = ""


def play(game: Game) -> dict:
    """Play one game; return its winners, the kinds, and the slowest decision each searching seat took."""
    rules = load_rules(game.slug)
    names = [f"{kind} {i + 1}" for i, kind in enumerate(game.kinds)]
    match = Match(rules, names, game.variant or rules.variants_for(len(names))[0], seed=game.seed)
    players: list[RandomBot | Computer] = []
    for seat, kind in enumerate(game.kinds):
        if kind == "random":
            players.append(RandomBot(game.seed * 31 + seat))
        else:
            to_end = kind.partition("@")[0] == "to-end"
            players.append(Computer(seat, kind if kind in STRENGTHS else "normal", seed=game.seed, to_end=to_end))
    match.set_computers({seat: kind for seat, kind in enumerate(game.kinds) if kind != "random"})  # their memories
    strengths = {seat: kind for seat, kind in match.computers.items() if kind in STRENGTHS}
    slowest = [0.0] * len(game.kinds)
    budgets = [budget_of(k, game.budget) for k in game.kinds]
    decisions = 0
    while not match.is_over():
        deciding = match.decision().seat
        assert deciding is not None  # the game is not over
        player = players[deciding]
        if isinstance(player, Computer):
            start = time.perf_counter()
            action = player.think(match, budgets[deciding]).action
            slowest[deciding] = max(slowest[deciding], time.perf_counter() - start)
        else:
            action = player.choose(match)
        match.apply(action)
        decisions += 1
    outcome = match.outcome()
    assert outcome is not None
    match.computers = strengths  # a save names a computer seat's strength (its name says a bare search or random)
    return {
        "winners": list(outcome.winners),
        "kinds": list(game.kinds),
        "slowest": slowest,
        "decisions": decisions,
        "save": match.to_save(),
    }


def budget_of(kind: str, default: float) -> float:
    """A seat's seconds per decision: a search the arena's budget (``KIND@T``: T seconds), a strength its own."""
    name, at, seconds = kind.partition("@")
    if at:
        return float(seconds)
    return default if name in SEARCHES else STRENGTHS.get(kind, 0.0)


def interval(wins: float, games: int) -> tuple[float, float]:
    """The Wilson 95% interval of a win rate."""
    if games == 0:
        return (0.0, 1.0)
    z, p = 1.96, wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def run(
    slug: str,
    kinds: list[str],
    games: int,
    seed: int,
    budget: float,
    jobs: int,
    swap: bool,
    variant: str = "",
    record: Path | None = None,
) -> dict:
    """Play the arena and return its summary; ``record``: write each game there as a replay file as it ends."""
    plan: list[Game] = []
    for k in range(games):
        shift = k % len(kinds) if swap else 0
        plan.append(Game(slug, tuple(kinds[shift:] + kinds[:shift]), seed + k, budget, variant))
    start = time.perf_counter()
    results: list[dict] = []
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            futures = {pool.submit(play, g): k for k, g in enumerate(plan)}
            done = {}
            for future in as_completed(futures):  # each game said as it ends: a long game shows it is long
                done[futures[future]] = future.result()
                _progress(futures[future], done[futures[future]], len(plan))
                _record(record, plan[futures[future]], futures[future], done[futures[future]])
            results = [done[k] for k in range(len(plan))]
    else:
        for k, g in enumerate(plan):
            results.append(play(g))
            _progress(k, results[-1], len(plan))
            _record(record, g, k, results[-1])
    seats = len(kinds)
    wins = [0.0] * seats
    by_kind: dict[str, list[float]] = {}
    slowest = {k: 0.0 for k in set(kinds)}
    for r in results:
        share = 1.0 / len(r["winners"])
        for seat, kind in enumerate(r["kinds"]):
            won = share if seat in r["winners"] else 0.0
            wins[seat] += won
            by_kind.setdefault(kind, [0.0, 0.0])
            by_kind[kind][0] += won
            by_kind[kind][1] += 1
            slowest[kind] = max(slowest[kind], r["slowest"][seat])
    return {
        "game": slug,
        "players": seats,
        "seats": kinds,
        "games": games,
        "seed": seed,
        "budget": budget,
        "wins_per_seat": wins,
        "wins_per_kind": {k: v[0] for k, v in by_kind.items()},
        "seat_games_per_kind": {k: v[1] for k, v in by_kind.items()},
        "slowest_decision_seconds": slowest,
        "seconds": round(time.perf_counter() - start, 1),
    }


def _record(folder: Path | None, game: Game, k: int, result: dict) -> None:
    """Write a finished game into ``folder`` as a replay file (``tabletop --replay FILE`` watches it)."""
    if folder is not None:
        write_save(folder / f"{game.slug}-arena-{game.seed}-game{k + 1}.json", result["save"])


def _progress(k: int, result: dict, games: int) -> None:
    """One line on stderr as a game ends: who sat where, who won, how many decisions."""
    winners = ", ".join(f"seat {w + 1} ({result['kinds'][w]})" for w in result["winners"])
    print(f"game {k + 1} of {games}: {winners} won after {result['decisions']} decisions", file=sys.stderr, flush=True)


def report(summary: dict) -> str:
    """The human-readable lines, then the JSON summary as the last line."""
    games = summary["games"]
    lines = [f"{summary['game']} {summary['players']}p, {games} games, budget {summary['budget']} s"]
    for seat, (kind, wins) in enumerate(zip(summary["seats"], summary["wins_per_seat"])):
        low, high = interval(wins, games)
        lines.append(f"seat {seat + 1} ({kind}): {wins:g} wins, {wins / games:.0%} (95% {low:.0%}-{high:.0%})")
    for kind, wins in summary["wins_per_kind"].items():
        n = summary["seat_games_per_kind"][kind]
        low, high = interval(wins, int(n))
        slow = summary["slowest_decision_seconds"][kind]
        rate = f"{wins / n:.0%} (95% {low:.0%}-{high:.0%})"
        lines.append(f"{kind}: {wins:g} of {n:g} seat-games, {rate}, slowest decision {slow:.2f} s")
    lines.append(json.dumps(summary))
    return "\n".join(lines)


def _parser() -> cli.Parser:
    ap = cli.Parser(prog="python -m tabletop.arena", description=__doc__.split("\n\n")[0])
    ap.add_argument("game", choices=list(GAMES))
    ap.add_argument(
        "--players", type=cli.whole(1, MAX_PLAYERS), help="number of players (default: the game's smallest)"
    )
    ap.add_argument(
        "--seats",
        type=cli.seat_kinds(KINDS, SEARCHES),
        default=["ismcts", "random"],
        help=f"comma-separated kinds: {', '.join(KINDS)}, or ismcts@SECONDS, to-end@SECONDS; one kind fills every seat",
    )
    ap.add_argument(
        "--games", type=cli.whole(1, MAX_GAMES), default=20, help=f"how many games, at most {MAX_GAMES} (default 20)"
    )
    ap.add_argument("--seed", type=cli.whole(0, cli.MAX_SEED), default=1, help="seed of the first game (default 1)")
    ap.add_argument(
        "--budget",
        type=cli.seconds,
        default=STRENGTHS["normal"],
        help=f"seconds per decision for ismcts, more than 0 and at most {cli.MAX_SECONDS:g}",
    )
    ap.add_argument(
        "--jobs",
        type=cli.whole(1, cli.MAX_JOBS),
        default=1,
        help=f"games played at once, in worker processes, at most {cli.MAX_JOBS}",
    )
    ap.add_argument("--swap", action="store_true", help="rotate the kinds round the seats from game to game")
    ap.add_argument("--variant", default="", help="setup variant (default: the game's first)")
    ap.add_argument("--record", metavar="DIR", help="write each game into DIR as a replay file (created if missing)")
    return ap


def main(argv: list[str] | None = None) -> int:
    """The command line: every flag checked against the game before any game is played (2 and one line if bad)."""
    pace_collector()
    ap = _parser()
    args = ap.parse_args(argv)
    try:
        rules = load_rules(args.game)
    except DataError as exc:
        return cli.fail(ap.prog, f"cannot load {args.game}'s data: {exc}")
    counts = rules.player_counts
    players = args.players if args.players is not None else min(counts)
    if players not in counts:
        return cli.fail(
            ap.prog, f"--players: {say(rules.title)} is for {', '.join(map(str, counts))} players, not {players}"
        )
    kinds = list(args.seats)
    if len(kinds) == 1:
        kinds = kinds * players
    if len(kinds) != players:
        seats = ",".join(args.seats)
        return cli.fail(ap.prog, f"--seats needs {players} kinds from {', '.join(KINDS)} (got {cli.shown(seats)})")
    variants = rules.variants_for(players)
    if args.variant and args.variant not in variants:
        return cli.fail(
            ap.prog,
            f"--variant: {say(rules.title)} has the variants {', '.join(variants)} at {players} players, "
            f"not {cli.shown(args.variant)}",
        )
    record = Path(args.record).expanduser() if args.record else None
    if record is not None and (problem := folder_problem(record)) is not None:
        return cli.fail(ap.prog, f"--record: {cli.shown(str(record))} cannot hold the games: {say(problem)}")
    summary = run(args.game, kinds, args.games, args.seed, args.budget, args.jobs, args.swap, args.variant, record)
    print(report(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
