"""Replay scrubbing: how long a jump to a random step takes in every game at its largest count, on a game played to
its end by random moves. Two figures per game: the engine's jump (the match moved to the step from the nearest kept
position, and the public view built) and the screen's (the same, then the table laid out again at 1280x800 by the
replay scene, as a click on the scrubber does). Target: the screen's p99 under 100 ms in every game."""

from __future__ import annotations

import os
import random
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.replay import Replay
from tabletop.games.registry import GAMES, load_rules
from tabletop.runtime import pace_collector

JUMPS = 200
TARGET_MS = 100.0


def finished_save(slug: str, seed: int = 7) -> dict:
    """A random game of ``slug`` at its largest count, played to its end, as its save."""
    rules = load_rules(slug)
    players = rules.player_counts[-1]
    match = Match(rules, [f"P{k + 1}" for k in range(players)], rules.variants_for(players)[0], seed=seed)
    bot = RandomBot(seed)
    while not match.is_over():
        match.apply(bot.choose(match))
    return match.to_save()


def p99(samples: list[float]) -> float:
    """The 99th percentile of ``samples``."""
    return statistics.quantiles(samples, n=100)[98]


def measure(slug: str) -> tuple[int, int, float, float, float, float]:
    """Players, actions, and the engine's and the screen's jump times (median and p99, in ms)."""
    from tabletop.ui.app import App
    from tabletop.ui.scenes.replay import ReplayScene
    from tabletop.ui.settings import Settings

    save = finished_save(slug)
    replay = Replay(load_rules(slug), save)
    steps = random.Random(1)
    engine = []
    for _ in range(JUMPS):
        step = steps.randint(0, replay.total)
        start = time.perf_counter()
        replay.go(step)
        replay.view(None)
        engine.append((time.perf_counter() - start) * 1000)
    app = App((1280, 800), settings=Settings("off"), autosave=False)
    scene = ReplayScene(app, replay, 0)
    app.push(scene)
    screen = []
    for _ in range(JUMPS):
        step = steps.randint(0, replay.total)
        start = time.perf_counter()
        scene.go(step)
        screen.append((time.perf_counter() - start) * 1000)
    players = len(save["players"])
    return players, replay.total, statistics.median(engine), p99(engine), statistics.median(screen), p99(screen)


def main() -> None:
    """Print each game's figures and whether the target is met."""
    pace_collector()
    print(f"replay jumps: {JUMPS} random jumps per game at its largest count (ms; target: screen p99 < {TARGET_MS:g})")
    worst = 0.0
    for slug in GAMES:
        players, actions, e50, e99, s50, s99 = measure(slug)
        worst = max(worst, s99)
        print(
            f"  {slug:10s} {players:2d}p {actions:4d} actions: engine median {e50:5.1f} p99 {e99:5.1f}; "
            f"screen median {s50:5.1f} p99 {s99:5.1f}"
        )
    print(f"replay jumps: worst screen p99 {worst:.1f} ms ({'meets' if worst < TARGET_MS else 'MISSES'} the target)")


if __name__ == "__main__":
    main()
