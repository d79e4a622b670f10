"""Each game's pure presentation (games/<slug>/present.py): panel lines, banner, scoring rows and counters,
checked headless against the rules' own outcome."""

from __future__ import annotations

import importlib

import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.view import PanelLine, ScoreRow
from tabletop.games.registry import GAMES, load_rules

CASES = [("capo", 2), ("masques", 3), ("mascarade", 6), ("rialto", 3)]


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_presentation_follows_the_game_and_names_the_rules_winner(slug, players):
    present = importlib.import_module(f"tabletop.games.{slug}.present")
    match = Match(load_rules(slug), [f"P{i + 1}" for i in range(players)], seed=5)
    bot = RandomBot(5)
    while not match.is_over():
        view = match.view(None)
        if hasattr(present, "panel"):
            lines = present.panel(view)
            assert lines and all(isinstance(x, PanelLine) and x.text for x in lines)
        assert all(isinstance(v, float) for v in present.counters(view).values())
        match.apply(bot.choose(match))
    view = match.view(None)
    outcome = match.outcome()
    rows = present.scoring_rows(view)
    assert rows and all(isinstance(r, ScoreRow) and len(r.cells) == players for r in rows)
    banner = present.banner(view)
    if slug != "capo":  # Capo's result is the scoring table; its banners are for the arrest and the last turn
        assert banner is not None and all(match.players[w] in banner for w in outcome.winners)
    assert GAMES[slug].title == match.rules.title
