"""Headless UI: set up Capo from the menu and play a whole game by clicking highlighted targets."""

from __future__ import annotations

import json
import random

import pygame

from tabletop.engine.message import say
from tabletop.ui.scenes.gameover import GameOverScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import button, click, click_action, start_app


def _start_capo(app, seed="7"):
    click(app, button(app, "new:capo").rect.center)
    assert isinstance(app.top, SetupScene)
    setup = app.top
    click(app, setup.seed.rect.center)
    app.step(0.0, [pygame.event.Event(pygame.TEXTINPUT, text=seed)])
    click(app, button(app, "first").rect.center)  # Random -> the first player
    click(app, button(app, "start").rect.center)
    assert isinstance(app.top, TableScene)
    return app.top


def test_play_whole_game_by_clicking():
    app = start_app()
    table = _start_capo(app)
    assert table.match.seed == 7 and table.match.state.first == 0
    chooser = random.Random(3)
    clicks = 0
    while not isinstance(app.top, GameOverScene):
        assert isinstance(app.top, TableScene), f"unexpected scene {type(app.top).__name__}"
        table = app.top
        before = len(table.match.log)
        action = chooser.choice(table.match.legal_actions())
        click_action(app, table, action)
        clicks += 1
        assert len(table.match.log) == before + 1, f"click on {action} did not apply"
        assert clicks < 5000
    over = app.top
    assert over.outcome is not None and over.outcome.winners
    saved = json.loads(table.save_path.read_text())
    assert saved["over"] is True and len(saved["log"]) == clicks
    click(app, button(app, "menu").rect.center)
    assert type(app.top).__name__ == "MenuScene"


def test_click_on_nothing_explains_and_changes_nothing():
    app = start_app()
    table = _start_capo(app)
    log = list(table.match.log)
    click(app, (5, app.size[1] // 2))
    assert say(table.message).startswith("Not a legal choice now.")
    assert table.match.log == log
    click(app, button(app, "act:stop").rect.center)
    assert "must roll" in say(table.message)
    assert table.match.log == log


def test_disabled_buttons_and_highlights_follow_the_decision():
    app = start_app()
    table = _start_capo(app)
    legal = {a.verb for a in table.match.legal_actions()}
    for b in table.buttons:
        if b.key.startswith("act:"):
            assert b.enabled == (b.key[4:] in legal)
    assert not table.targets  # before the first roll nothing on the table is clickable


def test_in_game_menu_undo_and_quit_keeps_save():
    app = start_app()
    _start_capo(app)
    click(app, button(app, "act:roll").rect.center)
    click(app, button(app, "menu").rect.center)
    undo = button(app, "undo")
    assert not undo.enabled  # a roll cannot be undone
    click(app, button(app, "quit").rect.center)
    assert type(app.top).__name__ == "MenuScene"
    resume = [b for b in app.top.buttons if b.key.startswith("resume:")]
    assert resume, "the unfinished game is offered for resume"
    click(app, resume[0].rect.center)
    assert isinstance(app.top, TableScene)
    assert app.top.match.log and app.top.match.log[0].action == "roll"
