"""Driving the app headless: start it, click things, find highlighted targets."""

from __future__ import annotations

import pygame

from tabletop.engine.layout import Layout, PieceId
from tabletop.ui.app import App
from tabletop.ui.buttontips import DOUBLE_CLICK
from tabletop.ui.settings import Settings


def start_app(size=(1280, 800)) -> App:
    """An app with animation off, showing the main menu."""
    from tabletop.ui.scenes.menu import MenuScene

    app = App(size, settings=Settings("off"))
    app.push(MenuScene(app))
    app.step(0.0, [])
    return app


def click(app: App, pos) -> None:
    """A left click at ``pos`` (motion first, as a real mouse); on a curtain, once its guard has passed."""
    from tabletop.ui.scenes.curtain import GUARD_SECONDS, CurtainScene

    if isinstance(app.top, CurtainScene) and not app.top.armed():
        app.step(0.0, [], idle=GUARD_SECONDS)  # a person looks before clicking: the guard passes
    pos = (int(pos[0]), int(pos[1]))
    app.step(
        0.016,
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        ],
        idle=DOUBLE_CLICK,  # a person's clicks, one at a time: never the second half of a double click
    )
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def button(app: App, key: str):
    """The button with ``key`` on the top scene."""
    return next(b for b in app.top.buttons if b.key == key)


def centre(layout: Layout, key: PieceId) -> tuple[int, int]:
    """The centre of a region or component of a layout: a component's id, a region's Key, or the Key's text."""
    piece = layout.piece(key)
    box = piece.rect if piece is not None else layout.region(str(key)).rect
    return box[0] + box[2] // 2, box[1] + box[3] // 2


def click_action(app: App, table, action) -> None:
    """Click the highlighted target of ``action`` (checking nothing covers it), or else its button."""
    for key, act in table.targets.items():
        if act == action:
            pos = centre(table.layout, key)
            assert table.target_at(pos) == key, f"target {key} is covered by another"
            return click(app, pos)
    for b in table.buttons:
        if b.key in (f"act:{action}", f"act:{action.verb}") and b.enabled:
            return click(app, b.rect.center)
    raise AssertionError(f"nothing to click for {action} in {table.decision}")


def play_by_clicking(app: App, chooser, stop=None, max_clicks: int = 6000):
    """Play the table on top by clicking a random legal action's target (lifting each curtain as its player)
    until the game-over screen or ``stop(match)``; return (table, clicks, curtains, decision kinds seen)."""
    from tabletop.ui.scenes.curtain import CurtainScene
    from tabletop.ui.scenes.gameover import GameOverScene
    from tabletop.ui.scenes.table import TableScene

    clicks = curtains = 0
    kinds: set[str] = set()
    table = None
    while not isinstance(app.top, GameOverScene):
        if isinstance(app.top, CurtainScene):
            table = app.scenes[-2]
            seat = table.match.rules.private_viewer(table.match.state)
            assert seat is not None and app.top.name == table.match.players[seat]
            click(app, (app.size[0] // 2, app.size[1] // 2))
            curtains += 1
            continue
        table = app.top
        assert isinstance(table, TableScene)
        match = table.match
        if stop is not None and stop(match):
            break
        assert table.viewer == match.rules.private_viewer(match.state), (
            "a private choice is shown only after its curtain"
        )
        kinds.add(match.decision().kind)
        before = len(match.log)
        click_action(app, table, chooser.choice(match.legal_actions()))
        clicks += 1
        assert len(match.log) == before + 1
        assert clicks < max_clicks
    return table, clicks, curtains, kinds
