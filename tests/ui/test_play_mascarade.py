"""Headless UI: Mascarade set up from the menu and played by clicking, with curtains for secret choices."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.engine.message import say
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.gameover import GameOverScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import button, click, click_action, start_app


def _start(app, players: int, seed: str) -> TableScene:
    click(app, button(app, "new:mascarade").rect.center)
    assert isinstance(app.top, SetupScene)
    click(app, button(app, f"count:{players}").rect.center)
    click(app, app.top.seed.rect.center)
    app.step(0.0, [pygame.event.Event(pygame.TEXTINPUT, text=seed)])
    click(app, button(app, "first").rect.center)
    click(app, button(app, "start").rect.center)
    assert isinstance(app.top, TableScene)
    return app.top


def _lift_curtains(app) -> int:
    lifted = 0
    while isinstance(app.top, CurtainScene):
        table = app.scenes[-2]
        seat = table.match.rules.private_viewer(table.match.state)
        assert seat is not None and app.top.name == table.match.players[seat]
        assert not table.targets and not any(b.key.startswith("act:") for b in table.buttons)
        click(app, (app.size[0] // 2, app.size[1] // 2))
        lifted += 1
    return lifted


def test_five_players_play_a_challenged_announcement_by_clicking():
    app = start_app()
    table = _start(app, 5, "21")
    match = table.match
    assert all(c.face != "down" for c in table.view.cards)  # the memorise step shows everything
    click_action(app, table, Action("ready"))
    chooser = random.Random(2)
    curtains = 0
    while match.state.turn_no <= 4:  # the first four turns: swap-or-not, the choice behind a curtain
        curtains += _lift_curtains(app)
        decision = match.decision()
        assert {a.verb for a in decision.actions} <= {"swap", "with", "keep"}
        click_action(app, table, chooser.choice(decision.actions))
    curtains += _lift_curtains(app)
    assert curtains == 4
    click_action(app, table, Action("announce"))
    click_action(app, table, Action("announce", ("king",)))
    first_claimant = match.decision().seat
    events_before = len(table.log)
    while match.state.stage == "claims":
        seat = match.decision().seat
        click_action(app, table, Action("claim") if seat == first_claimant else Action("pass"))
    assert any("card is the" in say(line) for line in table.log[events_before:])
    if match.state.stage == "reveal_wait":
        faces = [c.face for c in table.view.cards if c.face != "down"]
        assert len(faces) >= 2  # announcer and claimant are face up for everyone
        click_action(app, table, Action("continue"))
    assert all(c.face == "down" for c in table.view.cards) or match.is_over()


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (5, 5), (13, 6)])
def test_play_to_a_winner_by_clicking(players, seed):
    app = start_app()
    table = _start(app, players, str(seed))
    chooser = random.Random(seed)
    clicks = 0
    while not isinstance(app.top, GameOverScene):
        _lift_curtains(app)
        if isinstance(app.top, GameOverScene):
            break
        table = app.top
        assert isinstance(table, TableScene)
        match = table.match
        assert table.viewer == match.rules.private_viewer(match.state)
        click_action(app, table, chooser.choice(match.legal_actions()))
        clicks += 1
        assert clicks < 3000
    assert table.match.outcome().winners
