"""The setup screen draws any game's declared options; rule readings sit behind "Advanced"; the curtain says
who and what, in the seat's colour, and Esc on it opens the menu without revealing anything."""

from __future__ import annotations

import pygame

from tabletop.engine.message import say
from tabletop.games.registry import load_rules
from tabletop.ui import theme
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.ingame import InGameMenu
from tabletop.ui.scenes.readings import ReadingsScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tests.cases import middle
from tests.ui.helpers import button, click, start_app


def setup_of(app, slug: str) -> SetupScene:
    scene = SetupScene(app, slug, load_rules(slug))
    app.push(scene)
    app.step(0.0, [])
    return scene


def test_rule_readings_are_chosen_behind_advanced_and_reach_the_match():
    app = start_app()
    setup = setup_of(app, "rialto")
    assert say(button(app, "advanced").label) == "Advanced: rule readings (0 changed)"
    click(app, button(app, "advanced").rect.center)
    readings = app.top
    assert isinstance(readings, ReadingsScene) and len(readings.readings) == 18
    click(app, button(app, "cycle:joker_pair_counts").rect.center)
    assert "(changed)" in say(button(app, "cycle:joker_pair_counts").label)
    app.step(0.016, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-30, flipped=False)])
    assert readings.scroll > 0  # 18 readings do not fit at once: the list scrolls
    click(app, button(app, "done").rect.center)
    assert app.top is setup and say(button(app, "advanced").label) == "Advanced: rule readings (1 changed)"
    click(app, button(app, "start").rect.center)
    table = app.scenes[0]
    assert isinstance(table, TableScene) and table.match.options["joker_pair_counts"] == 1
    assert table.match.options["vp_floor_zero"] is True  # the others at their defaults


def test_games_without_readings_show_no_advanced_button_and_mascarade_keeps_its_chooser():
    app = start_app()
    setup_of(app, "masques")
    assert not any(b.key == "advanced" for b in app.top.buttons)
    app.pop()
    setup = setup_of(app, "mascarade")
    click(app, button(app, "count:6").rect.center)
    click(app, button(app, "variant:custom").rect.center)
    assert setup.custom_active() and len(setup.custom) == 6 and any(b.key == "char:judge" for b in setup.buttons)


def test_the_curtain_names_the_player_in_their_colour_says_what_comes_and_esc_opens_the_menu():
    app = start_app()
    setup = setup_of(app, "masques")
    click(app, button(app, "count:3").rect.center)
    click(app, button(app, "start").rect.center)
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    table = app.scenes[0]
    seat = table.match.decision().seat
    assert curtain.name == table.match.players[seat] and curtain.colour == theme.PLAYER_COLOURS[seat]
    assert curtain.task
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.top, InGameMenu) and app.scenes[-2] is curtain and table.viewer is None
    app.pop()
    click(app, (10, 10))
    assert app.top is table and table.viewer == seat
    assert setup is not None


def test_every_game_says_what_the_player_behind_the_curtain_is_about_to_do_without_naming_a_card():
    from tabletop.bots.random_bot import RandomBot
    from tabletop.engine.match import Match
    from tabletop.games import registry

    private = set()  # the games with a choice made behind a curtain
    for slug, count in middle():
        rules = load_rules(slug)
        match = Match(rules, [f"P{i}" for i in range(count)], seed=4)
        bot, tasks = RandomBot(4), set()
        secrets = __import__(registry.GAMES[slug].secrets, fromlist=["hidden_facts"])
        for _ in range(150):
            if match.is_over():
                break
            seat = rules.private_viewer(match.state)
            if seat is not None:
                task = rules.curtain_task(match.state, seat)
                disguised = secrets.disguise(match.state, None)  # every fact hidden from onlookers changed
                assert task and rules.curtain_task(disguised, seat) == task, (slug, task)
                tasks.add(task)
            match.apply(bot.choose(match))
        assert "make your choice" not in tasks, (slug, tasks)
        private |= {slug} if tasks else set()
    assert {"masques", "mascarade", "rialto"} <= private


def test_a_game_with_a_reconstructed_component_set_says_so_before_it_starts():
    app = start_app()
    setup_of(app, "prodigals")
    app.draw()
    notice = load_rules("prodigals").notice
    assert say(notice).startswith("Reconstructed component set")
    band = app.screen.subsurface(pygame.Rect(60, app.screen.get_height() - 185, 600, 60))
    assert any(band.get_at((x, y))[:3] == theme.ACCENT for x in range(0, 600, 2) for y in range(0, 60, 2))
    assert load_rules("capo").notice == ""
