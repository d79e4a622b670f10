"""Driving the app headless: start it, click things, find highlighted targets."""

from __future__ import annotations

import pygame

from tabletop.engine.layout import Layout
from tabletop.ui.app import App
from tabletop.ui.settings import Settings


def start_app(size=(1280, 800)) -> App:
    """An app with animation off, showing the main menu."""
    from tabletop.ui.scenes.menu import MenuScene

    app = App(size, settings=Settings("off"))
    app.push(MenuScene(app))
    app.step(0.0, [])
    return app


def click(app: App, pos) -> None:
    """A left click at ``pos`` (motion first, as a real mouse)."""
    pos = (int(pos[0]), int(pos[1]))
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def button(app: App, key: str):
    """The button with ``key`` on the top scene."""
    return next(b for b in app.top.buttons if b.key == key)


def centre(layout: Layout, key: str) -> tuple[int, int]:
    """The centre of a region or component of a layout."""
    box = layout.placements[key].rect if key in layout.placements else layout.regions[key].rect
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
