"""The game-over screen: the winners' columns lit in their seat colour, the row that decided marked (as each game's
rules ranked the players), Mascarade's final characters revealed, and Rematch (same seats, options and computers,
a new seed) and Menu."""

from __future__ import annotations

import pygame
import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.games.registry import GAMES, load_rules, table_screen
from tabletop.ui.rematch import rematch
from tabletop.ui.scenes.gameover import GameOverScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.saves import saves_dir
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.scoretable import seat_colour
from tests.ui.helpers import button, click, start_app

CASES = [(slug, min(max(game.players), max(3, min(game.players)))) for slug, game in GAMES.items()]


def finished(slug: str, players: int, seed: int = 5, options: dict | None = None) -> Match:
    """A match of ``slug`` played to its end by a random bot."""
    match = Match(load_rules(slug), [f"P{i + 1}" for i in range(players)], options=options, seed=seed)
    bot = RandomBot(seed)
    while not match.is_over():
        match.apply(bot.choose(match))
    return match


def over_screen(match: Match, size=(1280, 800)):
    """The app showing ``match``'s game-over screen (over its table), every row shown."""
    app = start_app(size)
    table = TableScene(app, match, None, [])
    app.push(table)
    app.step(0.0, [])  # the table sees the game is over and raises the game-over screen
    assert isinstance(app.top, GameOverScene)
    app.top.clock = 1e9
    app.step(0.0, [])
    return app, table, app.top


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_some_row_decides_and_the_winners_column_is_lit_in_their_seat_colour(slug, players):
    match = finished(slug, players)
    app, _table, scene = over_screen(match)
    winners = match.outcome().winners
    assert scene.winners == winners and winners
    assert scene.table_of_scores.deciding, f"{slug}: no score row says it decided the game"
    surface = pygame.display.get_surface()
    app.draw()
    grid = scene.grid()
    for seat in range(players):
        box = scene.table_of_scores.winner_box(grid, seat)
        edge = surface.get_at((box.x + 1, box.centery))[:3]  # on the band's left edge, clear of any text
        if seat in winners:
            assert edge == seat_colour(seat), f"{slug}: seat {seat} won but its column is not edged in its colour"
        else:
            assert edge != seat_colour(seat), f"{slug}: seat {seat} lost but its column is lit"
    for row in scene.table_of_scores.deciding:  # the winner's number in the deciding row is boxed in light
        box = scene.table_of_scores.cell(grid, row, winners[0])
        assert surface.get_at((box.x + 3, box.centery))[:3] != surface.get_at((box.x - 12, box.centery))[:3]


def test_capo_marks_the_row_its_rules_decided_by():
    for seed in range(1, 40):
        match = finished("capo", 2, seed)
        result = match.state.result
        rows = table_screen("capo").scoring_rows(match.view(None))
        marked = [say(r.label) for r in rows if r.decides]
        expected = {
            "points": "Victory points",
            "mayor chips": "Mayor chips",
            "area cards won": "Area cards won",
            "ending the game": "Ended the game",
        }[result.decided_by]
        assert marked == [expected]


def test_a_tie_on_the_total_marks_the_tie_break_instead():
    """Prodigals: a tie on the worst contest marks the winner's row (the next contest broke it), else the score."""
    for seed in range(1, 30):
        match = finished("prodigals", 3, seed)
        rows = {say(r.label): r for r in table_screen("prodigals").scoring_rows(match.view(None))}
        worst = [int(say(c)) for c in rows["Worst contest"].cells]
        tie = worst.count(min(worst)) > len(match.outcome().winners)
        assert rows["Worst contest"].decides is not tie and rows["Winner"].decides is tie


def test_mascarade_reveals_every_final_character_at_the_end_but_not_before():
    match = finished("mascarade", 6, seed=4)
    for seat in [None, *range(6)]:
        assert all(card.face != "down" for card in match.view(seat).cards), "a card stays face down at the end"
    rows = {say(r.label): r for r in table_screen("mascarade").scoring_rows(match.view(None))}
    final = [say(c) for c in rows["Final character"].cells]
    assert len(final) == 6 and all(name and "?" not in name for name in final)
    spec_names = {say(c.name) for c in load_rules("mascarade").spec.characters}
    assert all(name in spec_names for cell in final for name in cell.split(", "))
    assert rows["Coins"].decides
    banner = say(table_screen("mascarade").banner(match.view(None)))
    assert banner.endswith(" wins!" if len(match.outcome().winners) == 1 else " win!")
    playing = Match(load_rules("mascarade"), [f"P{i + 1}" for i in range(6)], seed=4)
    bot = RandomBot(4)
    for _ in range(12):  # in play, cards are face down again after the memorising
        playing.apply(bot.choose(playing))
    assert any(card.face == "down" for card in playing.view(None).cards)


def test_the_table_behind_mascarades_end_screen_shows_the_final_cards_face_up():
    match = finished("mascarade", 5, seed=2)
    app, table, _scene = over_screen(match)
    click(app, button(app, "table").rect.center)
    assert app.top is table
    faces = {c.face for c in table.view.cards}
    assert "down" not in faces


def test_rematch_keeps_seats_variant_options_and_computers_with_a_new_seed():
    rules = load_rules("prodigals")
    options = {"contests": "election+possessions"}
    match = Match(rules, ["Ann", "Bo", "Cy"], options=options, seed=77)
    match.set_computers({1: "strong", 2: "easy"})
    again = rematch(match)
    assert again.players == match.players and again.variant == match.variant
    assert again.options == match.options and again.options is not match.options
    assert again.computers == {1: "strong", 2: "easy"}
    assert again.seed != match.seed and not again.log
    assert rematch(match, seed=9).seed == 9


def test_clicking_rematch_opens_a_new_table_and_menu_goes_to_the_menu():
    match = finished("masques", 3, seed=6, options={})
    match.set_computers({2: "easy"})
    app, _table, scene = over_screen(match)
    click(app, button(app, "rematch").rect.center)
    fresh = next(s for s in app.scenes if isinstance(s, TableScene))
    assert fresh.match is not match and not fresh.match.is_over()
    assert fresh.match.players == match.players and fresh.match.computers == {2: "easy"}
    assert fresh.match.options == match.options and fresh.match.seed != match.seed
    assert not any(isinstance(s, GameOverScene) for s in app.scenes)
    path = fresh.saver.path  # saved in a file of its own, like a game started from the setup screen
    assert path is not None and path.exists() and path.parent == saves_dir()
    app2, _t, _s = over_screen(finished("capo", 2, seed=3))
    click(app2, button(app2, "menu").rect.center)
    assert isinstance(app2.top, MenuScene) and len(app2.scenes) == 1


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_four_buttons_fit_the_window(size):
    _app, _table, scene = over_screen(finished("rialto", 5, seed=3), size)
    rects = [b.rect for b in scene.buttons]
    assert [b.key for b in scene.buttons] == ["table", "replay", "rematch", "menu"]
    assert all(pygame.Rect(0, 0, *size).contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_the_finished_table_leads_back_to_the_scores():
    from tabletop.bots.random_bot import RandomBot
    from tabletop.engine.match import Match
    from tabletop.games.registry import load_rules
    from tabletop.ui.scenes.gameover import GameOverScene
    from tabletop.ui.scenes.table import TableScene
    from tests.ui.helpers import button, click, start_app

    app = start_app()
    rules = load_rules("capo")
    match = Match(rules, ["Anna", "Bruno"], seed=2)
    bot = RandomBot(2)
    while not match.is_over():
        match.apply(bot.choose(match))
    table = TableScene(app, match)
    app.reset(table)
    app.step(0.0, [])
    assert isinstance(app.top, GameOverScene)
    assert table.shown.banner and say(table.shown.banner).endswith("wins!")  # Capo names its winner too
    click(app, button(app, "table").rect.center)
    assert app.top is table
    click(app, button(app, "scores").rect.center)
    assert isinstance(app.top, GameOverScene)
