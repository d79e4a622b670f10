"""Headless UI: set up a 3-player Prodigals Club game (Election + Society) from the menu and play its first round by
clicking, curtains included, through Hyde Park and the Old Lady."""

from __future__ import annotations

import random

import pygame

from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import button, click, play_by_clicking, start_app


def _start(app, players: int, seed: str = "11") -> None:
    click(app, button(app, "new:prodigals").rect.center)
    assert isinstance(app.top, SetupScene)
    click(app, button(app, f"count:{players}").rect.center)
    click(app, app.top.seed.rect.center)
    app.step(0.0, [pygame.event.Event(pygame.TEXTINPUT, text=seed)])
    click(app, button(app, "start").rect.center)


def play(players: int, until_round: int | None, seed: int = 5) -> TableScene:
    """Play by clicking until round ``until_round`` begins (or to the end)."""
    app = start_app()
    _start(app, players)
    stop = (lambda match: match.state.round >= until_round) if until_round else None
    table, clicks, curtains, kinds = play_by_clicking(app, random.Random(seed), stop, max_clicks=6000)
    return table


def test_three_players_play_a_round_through_hyde_park_and_the_old_lady_by_clicking():
    table = play(3, until_round=2)
    log = [e.action for e in table.match.log]
    assert table.match.state.round == 2
    assert any(a.startswith("place") for a in log) and "end" in log  # errands, then action turns
    texts = " ".join(table.log)
    assert "Hyde Park" in texts and "Old Lady" in texts


def test_two_players_play_to_a_winner_by_clicking():
    table = play(2, until_round=None, seed=8)
    assert table.match.is_over() and table.match.outcome().winners
