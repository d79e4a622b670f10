"""Render any screen of any game after random legal moves to a PNG, headless (for humans and tests)."""

from __future__ import annotations

import pygame

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.message import Words
from tabletop.engine.replay import Replay, Viewpoint
from tabletop.games.registry import load_rules
from tabletop.ui.app import App
from tabletop.ui.scenes.setup import DEFAULT_NAMES
from tabletop.ui.settings import Settings


def play_random_logged(
    slug: str, players: int, seed: int, moves: int, variant: str = "", options: dict | None = None
) -> tuple[Match, list[Words]]:
    """A match of ``slug`` after up to ``moves`` random legal moves from ``seed``, and its public log."""
    rules = load_rules(slug)
    count = players or rules.player_counts[0]
    names = DEFAULT_NAMES[:count]
    match = Match(rules, names, variant or rules.variants_for(count)[0], options, seed=seed)
    bot = RandomBot(seed)
    log: list[Words] = []
    for _ in range(moves):
        if match.is_over():
            break
        log.extend(e.for_seat(None).text for e in match.apply(bot.choose(match)) if e.for_seat(None).text)
    return match, log


def play_random(slug: str, players: int, seed: int, moves: int) -> Match:
    """A match of ``slug`` after up to ``moves`` random legal moves from ``seed``."""
    return play_random_logged(slug, players, seed, moves)[0]


def screenshot(
    out: str,
    slug: str,
    players: int,
    seed: int,
    moves: int,
    size: tuple[int, int],
    scene: str = "table",
    variant: str = "",
    options: dict | None = None,
) -> str:
    """Write a PNG of ``scene`` and return a one-line description (pygame.error if it cannot be written)."""
    played: list[int] = []
    pygame.image.save(render(slug, players, seed, moves, size, scene, variant, options, played=played), out)
    return describe(out, slug, seed, played[0], scene)


def render_replay(
    replay: Replay,
    step: int,
    viewpoint: Viewpoint,
    size: tuple[int, int],
    hover: tuple[int, int] | None = None,
    lang: str = "en",
) -> pygame.Surface:
    """Draw ``replay`` at ``step`` from ``viewpoint`` in a headless window and return the window's surface."""
    from tabletop.ui.scenes.replay import ReplayScene

    app = App(size, settings=Settings("off"), autosave=False, lang=lang)
    app.push(ReplayScene(app, replay, step, viewpoint))
    app.step(0.0, [])
    if hover is not None:
        app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))])
        app.step(0.5, [])
    app.draw()
    return app.screen


def describe(out: str, slug: str, seed: int, moves: int, scene: str) -> str:
    """The line printed after a screenshot was written."""
    return f"wrote {out} ({scene}, {slug}, seed {seed}, {moves} moves)"


def render(
    slug: str,
    players: int,
    seed: int,
    moves: int,
    size: tuple[int, int],
    scene: str = "table",
    variant: str = "",
    options: dict | None = None,
    hover: tuple[int, int] | None = None,
    zoom: tuple[int, int] | None = None,
    played: list[int] | None = None,
    lang: str = "en",
) -> pygame.Surface:
    """Draw ``scene`` of ``slug`` after random moves in a headless window and return the window's surface;
    ``hover`` rests the mouse at a window point until its tooltip shows, ``zoom`` right-clicks a point;
    ``played``, if given, is told how many moves were made (fewer than ``moves`` when the game ended first)."""
    from tabletop.ui.scenes.gameover import GameOverScene
    from tabletop.ui.scenes.ingame import InGameMenu
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene
    from tabletop.ui.scenes.table import TableScene

    app = App(size, settings=Settings("off"), autosave=False, lang=lang)
    if scene == "menu":
        app.push(MenuScene(app))
    elif scene == "setup":
        app.push(SetupScene(app, slug, load_rules(slug)))
    elif scene == "rules":  # the rules screen, scrolled down by ``moves`` pixels
        from tabletop.ui.scenes.rules import RulesScene
        from tabletop.ui.scenes.setup import open_rules

        open_rules(app, slug, load_rules(slug))
        page = app.top
        assert isinstance(page, RulesScene)  # open_rules pushes it
        page.scroll = moves
        page.clamp()
    elif scene == "readings":  # the rule readings screen, scrolled down by ``moves`` readings
        from tabletop.ui.scenes.readings import ReadingsScene

        setup = SetupScene(app, slug, load_rules(slug))
        app.push(setup)
        setup.press("advanced")
        if isinstance(app.top, ReadingsScene):  # the game has rule readings
            app.top.scroll = moves
            app.top.resized()
    else:
        moves = 10_000 if scene == "gameover" else moves
        match, log = play_random_logged(slug, players, seed, moves, variant, options)
        moves = len(match.log)
        table = TableScene(app, match, None, log)
        app.push(table)
        private = match.rules.private_viewer(match.state)
        if scene == "table" and private is not None:  # as after the curtain was lifted
            table.pending_viewer = None
            table.set_viewer(private)
        if scene == "curtain":
            app.push(table.curtain_for(match.decision().seat or 0))
        elif scene == "peek":
            seat = next((s for s in range(len(match.players)) if match.view(s) != match.view(None)), None)
            if seat is not None:
                table.set_viewer(seat)
        elif scene == "gameover" and match.is_over():
            app.push(GameOverScene(app, table))
        elif scene == "ingame":
            app.push(InGameMenu(app, table))
    if played is not None:
        played.append(moves)
    app.step(0.0, [])
    if hover is not None:
        app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))])
        app.step(0.5, [])
    if zoom is not None:
        app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=zoom, button=3)])
    app.draw()
    return app.screen
