"""Computer seats on the table: they play when due (searching away from the table's thread), never raise a
curtain, offer nothing to click, are saved and resumed, and are chosen on the setup screen."""

from __future__ import annotations

import random

import pytest

from tabletop.bots.worker import SearchProcess, answer
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.games.registry import load_rules
from tabletop.ui.autopilot import Autopilot
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.gameover import GameOverScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tests.cases import every_game
from tests.ui.helpers import click, click_action, start_app


class InlineSearch(SearchProcess):
    """The search process's work done at once, in the test's own thread (the same ``answer``)."""

    def ask(self, request):
        self.answers.append((request["id"], answer(request, self.cache), ""))


def _table(app, match, budget=0.02) -> TableScene:
    table = TableScene(app, match)
    table.autopilot = Autopilot(match, InlineSearch(), budget=budget)
    table.refresh()
    app.reset(table)
    return table


def _play(app, table, person_moves, limit=4000):
    """Step the app; a person's decision is clicked by ``person_moves``; return the curtains' names."""
    curtains = []
    for _ in range(limit):
        if isinstance(app.top, GameOverScene):
            return curtains
        if isinstance(app.top, CurtainScene):
            curtains.append(app.top.name)
            click(app, (640, 400))
            continue
        match = table.match
        if not match.is_over() and not table.autopilot.is_computer(match.decision().seat):
            click_action(app, table, person_moves(table))
        app.step(0.05, [])
    raise AssertionError("the game did not end")


def test_computers_alone_play_a_whole_game():
    app = start_app()
    match = Match(load_rules("capo"), ["Ada", "Babbage"], seed=5)
    match.computers = {0: "easy", 1: "normal"}
    table = _table(app, match, budget=0.003)
    assert "is thinking" in say(table.bar_texts()[1])
    assert not [b for b in table.buttons if b.enabled and b.key.startswith("act:")] and not table.targets
    assert _play(app, table, person_moves=None) == []
    assert match.is_over() and len(match.log) > 20


def test_a_person_against_computers_sees_only_their_own_curtains():
    app = start_app()
    match = Match(load_rules("mascarade"), ["Anna", "Church", "Dijkstra"], seed=2)
    match.computers = {1: "easy", 2: "strong"}
    table = _table(app, match)
    pick = random.Random(1)

    def person(table):
        decision = table.match.decision()
        return pick.choice([a for a in decision.actions if decision.seat_of(a) == 0])

    curtains = _play(app, table, person)
    assert set(curtains) <= {"Anna"}
    assert all(b.key != "peek" for b in table.buttons)


def test_computer_seats_are_saved_and_a_resumed_game_goes_on_with_them():
    rules = load_rules("rialto")
    match = Match(rules, ["Anna", "Babbage"], seed=4)
    match.computers = {1: "strong"}
    for _ in range(15):
        match.apply(match.legal_actions()[0])
    save = match.to_save()
    assert save["computers"] == {"1": "strong"}
    resumed = Match.from_save(rules, save)
    assert resumed.computers == {1: "strong"} and resumed.state.__dict__.keys() == match.state.__dict__.keys()
    app = start_app()
    table = _table(app, resumed)
    moves = len(resumed.log)
    for _ in range(200):
        if resumed.decision().seat == 1:
            break
        click_action(app, table, resumed.legal_actions()[0])
        app.step(0.05, [])
    for _ in range(50):
        app.step(0.05, [])
        if resumed.decision().seat != 1:
            break
    assert len(resumed.log) > moves and resumed.decision().seat != 1


def test_the_setup_screen_makes_seats_computers():
    app = start_app()
    setup = SetupScene(app, "masques", load_rules("masques"))
    app.push(setup)
    setup.press("count:3")
    setup.press("seat:1")
    setup.press("seat:2")
    setup.press("seat:2")
    labels = {b.key: say(b.label) for b in setup.buttons}
    assert labels["seat:0"] == "Person" and labels["seat:1"] == "Computer: Easy"
    assert labels["seat:2"] == "Computer: Normal"
    assert [f.value for f in setup.fields] == ["Anna", "Babbage", "Church"]
    setup.start()
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.computers == {1: "easy", 2: "normal"} and table.match.to_save()["computers"] == {
        "1": "easy",
        "2": "normal",
    }


def test_watch_computers_play_seats_a_computer_everywhere_and_back():
    app = start_app()
    setup = SetupScene(app, "rialto", load_rules("rialto"))
    app.push(setup)
    setup.press("count:4")
    setup.press("seat:2")  # one computer already: Easy
    setup.press("demo")
    labels = {b.key: say(b.label) for b in setup.buttons}
    assert [labels[f"seat:{i}"] for i in range(4)] == ["Computer: Normal"] * 4
    assert labels["demo"] == "Seat people again"
    assert [f.value for f in setup.fields] == ["Ada", "Babbage", "Church", "Dijkstra"]
    setup.press("demo")
    assert [say(b.label) for b in setup.buttons if b.key.startswith("seat:")] == ["Person"] * 4
    setup.press("demo")
    setup.start()
    table = app.top
    assert isinstance(table, TableScene) and table.match.computers == {i: "normal" for i in range(4)}
    assert "is thinking" in say(table.bar_texts()[1]) and not table.targets  # a demo: nothing to click


def _every_count():
    for slug in every_game():
        rules = load_rules(slug)
        for count in rules.player_counts:
            for variant in rules.variants_for(count):
                yield slug, count, variant


@pytest.mark.soak
@pytest.mark.parametrize(("slug", "count", "variant"), list(_every_count()))
def test_soak_a_demo_plays_to_the_end_at_every_player_count(slug, count, variant):
    """Every seat a computer (the setup screen's demo), through the table: the game ends, nothing to click."""
    app = start_app()
    match = Match(load_rules(slug), [f"C{i}" for i in range(count)], variant, seed=count)
    match.set_computers({seat: "easy" for seat in range(count)})
    table = _table(app, match, budget=0.002)
    assert _play(app, table, person_moves=None, limit=20_000) == []
    assert match.is_over()
