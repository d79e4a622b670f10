"""Headless UI: set up Rialto from the menu and play it by clicking highlighted targets, curtains included."""

from __future__ import annotations

import random

import pygame

from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.gameover import GameOverScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import button, click, click_action, start_app


def _start(app, players: int, variant: str = "standard", seed: str = "11") -> None:
    click(app, button(app, "new:rialto").rect.center)
    assert isinstance(app.top, SetupScene)
    click(app, button(app, f"count:{players}").rect.center)
    if variant != "standard":
        click(app, button(app, f"variant:{variant}").rect.center)
    click(app, app.top.seed.rect.center)
    app.step(0.0, [pygame.event.Event(pygame.TEXTINPUT, text=seed)])
    click(app, button(app, "start").rect.center)


def play(players: int, until_round: int | None, variant: str = "standard", seed: int = 5):
    """Play by clicking; return the table, the clicks made, the curtains lifted and the decision kinds seen."""
    app = start_app()
    _start(app, players, variant)
    chooser = random.Random(seed)
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
        if until_round and match.state.round >= until_round:
            break
        seat = match.rules.private_viewer(match.state)
        assert table.viewer == seat, "a private choice is shown only after its curtain"
        kinds.add(match.decision().kind)
        before = len(match.log)
        click_action(app, table, chooser.choice(match.legal_actions()))
        clicks += 1
        assert len(match.log) == before + 1
        assert clicks < 6000
    return table, clicks, curtains, kinds


def test_three_players_play_a_whole_round_by_clicking():
    table, clicks, curtains, kinds = play(3, until_round=2)
    match = table.match
    assert match.state.round == 2
    assert {"start", "pick", "play"} <= kinds
    assert curtains >= 6 * 3  # every play turn of the six stages is private
    assert any(e.action.startswith("row") for e in match.log)
    assert any(e.action in ("play", "pass") for e in match.log)


def test_neutral_variant_plays_to_final_scoring_by_clicking():
    table, clicks, curtains, kinds = play(2, until_round=None, variant="neutral", seed=8)
    match = table.match
    assert match.is_over() and match.outcome().winners
    assert match.state.neutral and len(match.players) == 2
    assert table.view["final"] and len(table.view["final"]) == 6
