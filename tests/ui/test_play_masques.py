"""Headless UI: set up a 3-player Masques game from the menu and play it by clicking, curtains included."""

from __future__ import annotations

import random

import pygame

from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import button, click, click_action, play_by_clicking, start_app


def _start(app, players: int, seed: str = "11") -> None:
    click(app, button(app, "new:masques").rect.center)
    assert isinstance(app.top, SetupScene)
    click(app, button(app, f"count:{players}").rect.center)
    click(app, app.top.seed.rect.center)
    app.step(0.0, [pygame.event.Event(pygame.TEXTINPUT, text=seed)])
    click(app, button(app, "first").rect.center)  # Random -> the first player
    click(app, button(app, "start").rect.center)


def play(players: int, until_round: int | None, seed: int = 5) -> tuple[TableScene, int, int]:
    """Play by clicking; return the table, clicks made and curtains lifted."""
    app = start_app()
    _start(app, players)
    stop = (lambda match: match.state.round >= until_round) if until_round else None
    table, clicks, curtains, _ = play_by_clicking(app, random.Random(seed), stop, max_clicks=4000)
    return table, clicks, curtains


def test_three_players_play_a_full_round_by_clicking():
    table, clicks, curtains = play(3, until_round=2)
    match = table.match
    assert match.state.round == 2 and match.log[0].action.startswith("pick")
    assert curtains >= 12  # at least every draft pick of round 1 was behind a curtain
    assert any(e.action.startswith("corridor") for e in match.log)


def test_two_players_play_to_a_winner_by_clicking():
    table, clicks, curtains = play(2, until_round=None, seed=8)
    assert table.match.is_over() and table.match.outcome().winners


def test_public_screen_offers_nothing_before_the_curtain():
    app = start_app()
    _start(app, 4)
    assert isinstance(app.top, CurtainScene)
    table = app.scenes[-2]
    assert isinstance(table, TableScene) and table.viewer is None
    assert not table.targets and all(not b.key.startswith("act:") for b in table.buttons)
    assert table.view.hand == () and table.view.packet == ()


def test_hiding_a_needed_hand_brings_the_curtain_back():
    app = start_app()
    _start(app, 3)
    click(app, (app.size[0] // 2, app.size[1] // 2))  # lift the first curtain
    table = app.top
    assert isinstance(table, TableScene) and table.viewer is not None
    click(app, button(app, "hide").rect.center)
    assert isinstance(app.top, CurtainScene)
    click(app, (app.size[0] // 2, app.size[1] // 2))
    assert app.top is table and table.viewer == table.match.rules.private_viewer(table.match.state)
    assert table.targets  # the packet is clickable again


def test_undo_in_a_private_choice_keeps_the_same_players_view():
    from tabletop.ui.scenes.ingame import InGameMenu

    app = start_app()
    _start(app, 3)
    click(app, (app.size[0] // 2, app.size[1] // 2))
    table = app.top
    while table.match.state.phase != "action":  # play the draft through its curtains
        if isinstance(app.top, CurtainScene):
            click(app, (app.size[0] // 2, app.size[1] // 2))
            continue
        click_action(app, table, table.match.legal_actions()[0])
    while isinstance(app.top, CurtainScene):
        click(app, (app.size[0] // 2, app.size[1] // 2))
    play = next(a for a in table.match.legal_actions() if a.verb == "play")
    click_action(app, table, play)
    assert table.match.state.stage == "place"
    click(app, button(app, "menu").rect.center)
    assert isinstance(app.top, InGameMenu)
    click(app, button(app, "undo").rect.center)
    assert table.match.state.stage == ""
    app.step(0.0, [])
    assert app.top is table and table.viewer == table.match.decision().seat
    assert any(a.verb == "play" for a in table.targets.values())
