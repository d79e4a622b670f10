"""Each game's pure presentation (games/<slug>/table/present.py, as its TableScreen carries it): panel lines,
banner, scoring rows and counters, checked headless against the rules' own outcome."""

from __future__ import annotations

import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.engine.view import PanelLine, ScoreRow
from tabletop.games.registry import GAMES, load_rules, table_screen

CASES = [(slug, min(max(game.players), max(3, min(game.players)))) for slug, game in GAMES.items()]


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_presentation_follows_the_game_and_names_the_rules_winner(slug, players):
    present = table_screen(slug)  # the game's present module, as the table is handed it
    match = Match(load_rules(slug), [f"P{i + 1}" for i in range(players)], seed=5)
    bot = RandomBot(5)
    while not match.is_over():
        view = match.view(None)
        lines = present.panel(view)
        assert all(isinstance(x, PanelLine) and x.text for x in lines)
        assert all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in present.counters(view).values())
        match.apply(bot.choose(match))
    view = match.view(None)
    outcome = match.outcome()
    rows = present.scoring_rows(view)
    assert rows and all(isinstance(r, ScoreRow) and len(r.cells) == players for r in rows)
    banner = present.banner(view)
    if slug != "capo":  # Capo's result is the scoring table; its banners are for the arrest and the last turn
        assert banner is not None and all(match.players[w] in say(banner) for w in outcome.winners)
    assert say(GAMES[slug].title) == say(match.rules.title)


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_the_table_view_carries_every_legal_action_once_and_scores_at_the_end(slug, players):
    """TableScreen.show: each offered action is taken by one piece or has a button's words; every piece's intent
    agrees with the action it carries; score rows only once the game is over."""
    from tabletop.engine.actions import Action
    from tabletop.engine.view import TableView
    from tabletop.games.registry import table_screen

    screen = table_screen(slug)
    match = Match(load_rules(slug), [f"P{i + 1}" for i in range(players)], seed=7)
    bot = RandomBot(7)
    for _ in range(60):
        if match.is_over():  # a short game ends before the 60 steps
            break
        decision = match.decision()
        shown = screen.show(match.view(decision.seat), decision.actions, 1280, 800, match.is_over())
        assert isinstance(shown, TableView) and not shown.scores
        pieces = [*shown.layout.placements.values(), *shown.layout.regions.values()]
        carried = [p.action for p in pieces if p.action is not None]
        assert len(carried) == len(set(carried)) and set(carried) <= set(decision.actions)
        for p in pieces:
            if p.action is not None:
                # the click means that action: its verb, and one of its arguments (a destination square may stand
                # for a token move FROM-TO)
                verb, arg = p.intent
                assert verb == p.action.verb and (arg in p.action.args if p.action.args else arg is None)
        buttons = [a for a in decision.actions if a not in carried]
        assert all(shown.labels[a] for a in buttons)
        assert all(shown.labels[Action(kind)] for kind in screen.button_kinds)
        match.apply(bot.choose(match))
    while not match.is_over():
        match.apply(bot.choose(match))
    final = screen.show(match.view(None), (), 1280, 800, over=True)
    assert final.scores and all(len(row.cells) == players for row in final.scores)
