"""Headless UI: set up a 3-player Prodigals Club game from the menu (Election + Society, or all three contests) and
play its first round by clicking, curtains included, through Hyde Park and the Old Lady."""

from __future__ import annotations

import random

import pygame

from tabletop.engine.message import say
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import button, click, play_by_clicking, start_app


def _start(app, players: int, seed: str = "11", contests: int = 0) -> None:
    click(app, button(app, "new:prodigals").rect.center)
    assert isinstance(app.top, SetupScene)
    click(app, button(app, f"count:{players}").rect.center)
    if contests:  # the contests row: 0 Election + Society ... 3 all three
        click(app, button(app, f"opt:contests:{contests}").rect.center)
    click(app, app.top.seed.rect.center)
    app.step(0.0, [pygame.event.Event(pygame.TEXTINPUT, text=seed)])
    click(app, button(app, "start").rect.center)


def play(players: int, until_round: int | None, seed: int = 5, contests: int = 0) -> TableScene:
    """Play by clicking until round ``until_round`` begins (or to the end)."""
    app = start_app()
    _start(app, players, contests=contests)
    stop = (lambda match: match.state.round >= until_round) if until_round else None
    table, clicks, curtains, kinds = play_by_clicking(app, random.Random(seed), stop, max_clicks=6000)
    return table


def test_three_players_play_a_round_through_hyde_park_and_the_old_lady_by_clicking():
    table = play(3, until_round=2)
    log = [e.action for e in table.match.log]
    assert table.match.state.round == 2
    assert any(a.startswith("place") for a in log) and "end" in log  # errands, then action turns
    texts = " ".join(say(line) for line in table.log)
    assert "Hyde Park" in texts and "Old Lady" in texts


def test_two_players_play_to_a_winner_by_clicking():
    table = play(2, until_round=None, seed=8)
    assert table.match.is_over() and table.match.outcome().winners


def test_three_players_play_a_three_contest_round_by_clicking():
    table = play(3, until_round=2, seed=7, contests=3)
    state = table.match.state
    assert state.modules == ("election", "society", "possessions") and state.round == 2
    assert set(table.match.rules.scores(state, 0)) == {"election", "society", "possessions"}
    texts = " ".join(say(line) for line in table.log)
    assert "Hyde Park" in texts and "Old Lady" in texts
    assert state.possession_board and all(len(s.possessions) <= 6 for s in state.seats)
    assert table.layout.has_region("board:possessions") and any(
        p.kind == "possession" for p in table.layout.placements.values()
    )


def test_the_setup_screen_offers_every_combination_of_contests():
    app = start_app()
    click(app, button(app, "new:prodigals").rect.center)
    labels = [say(button(app, f"opt:contests:{i}").label) for i in range(4)]
    assert labels == ["Election + Society", "Election + Possessions", "Society + Possessions", "All three"]
    click(app, button(app, "opt:contests:2").rect.center)
    assert app.top.value("contests") == "society+possessions" and button(app, "opt:contests:2").selected


def test_two_players_play_election_and_possessions_to_a_winner_by_clicking():
    table = play(2, until_round=None, seed=4, contests=1)
    state = table.match.state
    assert state.modules == ("election", "possessions") and table.match.is_over()
    assert table.match.outcome().winners and "Possessions" in " ".join(say(r.label) for r in table.shown.scores)
