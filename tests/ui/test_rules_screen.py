"""The rules screen: a game's guide drawn as a scrolling page, each component beside its picture from the game's
table, reached from the setup screen and the in-game menu."""

from __future__ import annotations

import dataclasses

import pygame

from tabletop.engine.face import Sketch
from tabletop.games.registry import table_screen
from tabletop.spec.guide import Guide, GuidePiece
from tabletop.ui.scenes.rules import RulesScene
from tests.ui.helpers import start_app

MARK = (201, 17, 93)


def _guide(pieces: int = 20) -> Guide:
    items = tuple(GuidePiece(f"Piece {k}", "What it is for, in a sentence or two. " * 3, "red") for k in range(pieces))
    return Guide("Win by being first to do the thing.", ("Roll.", "Move.", "Score."), items, ("A reading.",))


def _screen():
    sample = lambda name: Sketch(40, 60).box((0, 0, 40, 60), MARK).face() if name == "red" else None  # noqa: E731
    return dataclasses.replace(table_screen("capo"), sample=sample)


def test_the_page_draws_every_piece_beside_its_picture_and_scrolls():
    app = start_app()
    scene = RulesScene(app, "A Game", _guide(), _screen())
    app.push(scene)
    app.step(0.0, [])
    app.draw()
    top = app.screen.copy()
    assert any(top.get_at((x, y))[:3] == MARK for x in range(60, 160, 2) for y in range(80, 720, 2))
    assert scene.height > app.size[1]  # twenty pieces need scrolling
    app.step(0.0, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-200, flipped=False)])
    assert scene.scroll == scene.height - (app.size[1] - 170)  # clamped at the end of the page
    app.draw()
    assert _marked_rows(app.screen) != _marked_rows(top)  # the pictures moved up with the page
    app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.top is not scene


def _marked_rows(surface) -> list[int]:
    return [y for y in range(80, 720, 2) if any(surface.get_at((x, y))[:3] == MARK for x in range(60, 160, 4))]


def test_a_short_guide_does_not_scroll():
    app = start_app()
    scene = RulesScene(app, "A Game", _guide(2), _screen())
    app.push(scene)
    app.step(0.0, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False)])
    assert scene.scroll == 0
