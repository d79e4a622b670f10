"""The layout part of an action's frame, apart from drawing: ``TableScreen.show`` (the view laid out, dressed, each
piece given its action and intent) at every third decision of random games, each game at its largest count,
1280x800, the deciding seat's view. Each position is laid out three times and the best is kept, so the figure is
the steady cost (faces already kept), with less of the machine's noise than the frames bench. No target of its own:
it says how much of ``bench/frames.py``'s action frame is layout."""

from __future__ import annotations

import gc
import os
import statistics
import time
from functools import partial

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from tabletop.bots.random_bot import RandomBot
from tabletop.engine import measure
from tabletop.engine.match import Match
from tabletop.games.registry import GAMES, load_rules, table_screen
from tabletop.ui import fonts

OPTIONS = {"prodigals": {"contests": "election+society+possessions"}}  # every game's largest table


def layout_times(slug: str, players: int, games: int = 2, repeats: int = 3) -> list[float]:
    """The best of ``repeats`` layouts of every third position of ``games`` seeded random games, in seconds."""
    rules = load_rules(slug)
    screen = table_screen(rules)
    times: list[float] = []
    for seed in range(games):
        match = Match(rules, [f"P{i + 1}" for i in range(players)], options=OPTIONS.get(slug), seed=seed)
        bot = RandomBot(seed)
        while not match.is_over():
            decision = match.decision()
            if len(match.log) % 3 == 0:
                view = match.view(decision.seat)
                gc.disable()  # a collection is the frames bench's business, not the layout's
                show = partial(screen.show, view, decision.actions, 1280, 800)
                best = min(_timed(show) for _ in range(repeats))
                gc.enable()
                times.append(best)
            match.apply(bot.choose(match))
    return sorted(times)


def _timed(work) -> float:
    """Seconds ``work`` takes."""
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def main() -> None:
    """Print each game's layout time at its largest count: mean, median and p99."""
    pygame.init()
    pygame.display.set_mode((1280, 800))
    measure.use_ruler(fonts.ruler)  # as the app measures text
    for slug in GAMES:
        players = max(load_rules(slug).player_counts)
        times = layout_times(slug, players)
        print(
            f"layout {slug} {players}p (1280x800, best of 3, {len(times)} positions): "
            f"mean {statistics.mean(times) * 1000:.2f} ms, median {statistics.median(times) * 1000:.2f} ms, "
            f"p99 {times[int(len(times) * 0.99)] * 1000:.2f} ms",
            flush=True,
        )


if __name__ == "__main__":
    main()
