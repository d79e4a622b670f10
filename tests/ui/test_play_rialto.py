"""Headless UI: set up Rialto from the menu and play it by clicking highlighted targets, curtains included."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ui.scenes.setup import SetupScene
from tests.ui.helpers import button, click, play_by_clicking, start_app


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
    stop = (lambda match: match.state.round >= until_round) if until_round else None
    return play_by_clicking(app, random.Random(seed), stop)


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
    assert table.view.final and len(table.view.final) == 6


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_player_count_plays_to_final_scoring_by_clicking(players):
    table, clicks, curtains, kinds = play(players, until_round=None, seed=20 + players)
    match = table.match
    assert match.is_over() and match.state.round == 6 and len(table.view.final) == 6
    assert {"start", "pick", "play"} <= kinds
    assert curtains >= 6 * 6  # at least one private play turn per stage and round
