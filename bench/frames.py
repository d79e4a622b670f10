"""Frame time while animating, for each game at 1280x800, normal animation speed, random moves (median and p99).

The frame of the action itself (a click or a computer's move: the rules apply it, the table lays out the new view and
draws the table as it was, the animation's first picture) and the frames after it (the sprites the animation needs
painted, a slice of a frame at a time, then its backdrop and its first frame drawn: one frame, or a few when many
sprites are new; with nothing to animate, the new table at rest) are reported apart from the animation's. Target:
both under 16.7 ms at p99."""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.games.registry import GAMES, load_rules
from tabletop.ui.app import App
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings

FRAME = 1 / 60


def measure(
    slug: str, players: int, games: int, first_seed: int = 0, options: dict | None = None, app: App | None = None
) -> str:
    """Play random games of ``slug`` (seeds from ``first_seed``, with ``options``) on the table, timing every animated
    frame (update + draw + flip); ``app``: the window to play them in (a new one if None)."""
    app = app or App((1280, 800), settings=Settings("normal"), autosave=False)
    rules = load_rules(slug)
    frames: list[float] = []
    idle: list[float] = []  # frames drawn at rest: the mouse moving over the table (hover, highlights, tooltips)
    actions = 0
    longer = 0  # moves whose new sprites took more than one frame to paint
    applying: list[float] = []  # the action's own frame: apply, lay out, draw (autosave off)
    preparing: list[float] = []  # the frames after it: new sprites painted, then the backdrop and the first frame
    for seed in range(first_seed, first_seed + games):
        match = Match(rules, [f"P{i}" for i in range(players)], options=options, seed=seed)
        table = TableScene(app, match)
        app.reset(table)
        app.step(FRAME, [])  # the table on screen before its first move
        bot = RandomBot(seed)
        while not match.is_over():
            _lift_curtain(app, table)
            action = bot.choose(match)
            start = time.perf_counter()
            table.apply(action)
            app.dirty = True
            app.step(FRAME, [])
            applying.append(time.perf_counter() - start)
            actions += 1
            before = len(preparing)
            while table.unprepared is not None and len(preparing) - before < 60:  # until the backdrop is painted (or,
                start = time.perf_counter()  # with nothing to animate, the new table at rest)
                app.step(FRAME, [])
                preparing.append(time.perf_counter() - start)
            longer += len(preparing) - before > 1
            while table.director.busy():
                start = time.perf_counter()
                app.step(FRAME, [])
                frames.append(time.perf_counter() - start)
            for k in range(4):
                pos = (80 + (actions * 97 + k * 211) % 1100, 60 + (actions * 53 + k * 131) % 680)
                motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
                start = time.perf_counter()
                app.step(FRAME, [motion])
                idle.append(time.perf_counter() - start)
            _lift_curtain(app, table)
            while app.quiet():  # the player thinks: the app waits for input, as its loop does (ui/app.py)
                app.step(FRAME, [])
    frames.sort()
    idle.sort()
    applying.sort()
    preparing.sort()
    p99 = frames[int(len(frames) * 0.99)]
    return (
        f"frame time while animating ({slug} {players}p, 1280x800, dummy driver): "
        f"median {statistics.median(frames) * 1000:.2f} ms, "
        f"p99 {p99 * 1000:.2f} ms, max {frames[-1] * 1000:.2f} ms over {len(frames)} frames, {actions} actions; "
        f"at rest (mouse moving): median {statistics.median(idle) * 1000:.2f} ms, "
        f"p99 {idle[int(len(idle) * 0.99)] * 1000:.2f} ms over {len(idle)} frames (target p99 <= 4 ms); "
        f"the action's own frame (apply + layout + drawing): median "
        f"{statistics.median(applying) * 1000:.1f} ms, p99 {applying[int(len(applying) * 0.99)] * 1000:.1f} ms; "
        f"the frames after it (new sprites, then the animation's backdrop + its first frame): median "
        f"{statistics.median(preparing) * 1000:.1f} ms, p99 {preparing[int(len(preparing) * 0.99)] * 1000:.1f} ms "
        f"({longer} of {actions} moves painted over more than one frame) "
        f"(target p99 <= 16.7 ms for both)"
    )


def _lift_curtain(app: App, table: TableScene) -> None:
    """A curtain (or the game-over screen) over the table: lift it as a player would."""
    while app.top is not table:
        while app.quiet():  # while it is down, the app waits for the player (ui/app.py)
            app.step(FRAME, [])
        app.pop()
        table.set_viewer(table.match.rules.private_viewer(table.match.state))
        app.step(FRAME, [])  # the table on screen again


def largest() -> list[tuple[str, int]]:
    """Every registered game at its largest table."""
    return [(slug, max(load_rules(slug).player_counts)) for slug in GAMES]


def main(games: int = 2) -> None:
    """Print the figures for each game (its largest table)."""
    for slug, players in largest():
        print(measure(slug, players, games))


if __name__ == "__main__":
    main()
