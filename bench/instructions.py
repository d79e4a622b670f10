"""Instructions per decision of bare random playouts, counted under valgrind (callgrind): unlike decisions per second,
the count does not move with the machine's speed, so it judges a change to the rules on a noisy machine. Each game
is counted twice in child processes, the same seeds set up only and then played, and the difference is divided by
the decisions played. ``bench/instructions.py GAME:PLAYERS ...`` counts some games; by default every game at its
largest count and the tic-tac-toe reference of bench/playouts.py. Needs valgrind (Debian: apt-get install valgrind);
without it, says so and stops."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

GAMES = {"ref": 300}  # games per count (the reference's are short); the others take DEFAULT_GAMES
DEFAULT_GAMES = 6


def child(slug: str, players: int, games: int, play: bool) -> None:
    """In the child: set up ``games`` matches (and play them if ``play``), then print the decisions played."""
    from tabletop.bots.random_bot import RandomBot
    from tabletop.engine.match import Match
    from tabletop.sim import bot_seed, game_seed

    if slug == "ref":
        from playouts import reference_rules  # bench/ is the script's own directory, first on the path

        rules, names = reference_rules(), ["X", "O"]
    else:
        from tabletop.games.registry import load_rules

        rules, names = load_rules(slug), [f"P{k}" for k in range(players)]
    decisions = 0
    for index in range(games):
        seed = game_seed(1, index)
        match, bot = Match(rules, names, seed=seed), RandomBot(bot_seed(seed))
        while play and not match.is_over():
            match.apply(bot.choose(match))
        decisions += len(match.log)
    print(f"decisions {decisions}")


def counted(slug: str, players: int, games: int, play: bool) -> tuple[int, int]:
    """(instructions, decisions) of one child run under callgrind."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, __file__]
    command += ["--child", slug, str(players), str(games), "play" if play else "setup"]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    decisions = re.search(r"decisions (\d+)", done.stdout)
    if found is None or decisions is None:
        raise SystemExit(f"valgrind printed no count for {slug}: {done.stderr[-500:]}")
    return int(found.group(1)), int(decisions.group(1))


def largest() -> list[tuple[str, int]]:
    """Every registered game at its largest count."""
    from tabletop.games.registry import GAMES as REGISTERED
    from tabletop.games.registry import load_rules

    return [(slug, max(load_rules(slug).player_counts)) for slug in REGISTERED]


def main() -> None:
    """Print each game's instructions per decision."""
    if shutil.which("valgrind") is None:
        print("instructions per decision: valgrind is not installed (apt-get install valgrind); not counted")
        return
    asked = [(a.split(":")[0], int(a.split(":")[1])) for a in sys.argv[1:]] or [*largest(), ("ref", 2)]
    for slug, players in asked:
        games = GAMES.get(slug, DEFAULT_GAMES)
        setup, _ = counted(slug, players, games, play=False)
        total, decisions = counted(slug, players, games, play=True)
        name = "reference (tic-tac-toe)" if slug == "ref" else f"{slug} {players}p"
        print(
            f"instructions per decision, random playouts, {name}: {(total - setup) / decisions:,.0f} over {decisions} "
            f"decisions ({games} games)",
            flush=True,
        )


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5] == "play")
    else:
        main()
