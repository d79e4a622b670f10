"""Headless UI: a damaged save never stops the app, the saves screen, quitting asks first, a failed autosave
is said plainly and retried, an unexpected error becomes an error screen, and a small window scales."""

from __future__ import annotations

import json

import pygame
import pytest

from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.engine.saves import write_save
from tabletop.games.registry import load_rules
from tabletop.ui import autosaver as table_module
from tabletop.ui.app import App, canvas_size, first_window_size
from tabletop.ui.scenes.confirm import ConfirmScene
from tabletop.ui.scenes.error import ErrorScene
from tabletop.ui.scenes.ingame import InGameMenu
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.saves import SavesScene, saves_dir
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.ui.helpers import button, click, start_app


def key(app: App, k: int) -> None:
    """Press a key."""
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def saved_match(slug: str = "capo", count: int = 2, moves: int = 4, seed: int = 1) -> Match:
    """A seeded match after a few first-listed moves."""
    names = ["Anna", "Bruno", "Chiara", "Dario", "Elena"][:count]
    match = Match(load_rules(slug), names, seed=seed)
    for _ in range(moves):
        match.apply(match.legal_actions()[0])
    return match


def test_the_reported_save_with_null_players_opens_the_menu_with_a_notice():
    folder = saves_dir()
    folder.mkdir(parents=True)
    bad = folder / "capo-null.json"
    bad.write_text('{"format":1,"game":"capo","players":null,"seed":7,"log":["roll"]}', encoding="utf-8")
    unknown = folder / "chess-1.json"
    unknown.write_text(json.dumps(dict(saved_match().to_save(), game="chess")), encoding="utf-8")
    (folder / "capo-1.json.x1y2.tmp").write_text("{half", encoding="utf-8")
    app = start_app()
    assert isinstance(app.top, MenuScene)
    notices = " ".join(say(n) for n in app.top.notices)
    assert "'players' should be a list of names, not NoneType" in notices
    assert "a game Tabletop does not know: 'chess'" in notices
    assert not bad.exists() and not unknown.exists() and len(list(folder.glob("*.corrupt"))) == 2
    assert not list(folder.glob("*.tmp"))  # the killed write's leftover is gone
    assert isinstance(start_app().top, MenuScene)  # and the next launch is clean


def test_the_saves_screen_lists_every_game_scrolls_deletes_after_asking_and_resumes():
    for seed in range(12):
        match = saved_match("masques" if seed % 2 else "capo", 3 if seed % 2 else 2, moves=3, seed=seed)
        write_save(saves_dir() / f"game-{seed:02}.json", match.to_save())
    app = start_app()
    menu = app.top
    assert len(menu.saves) == 12
    label = say(button(app, "resume:0").label)
    assert "turn 1" in label or "round 1" in label
    click(app, button(app, "saves").rect.center)
    screen = app.top
    assert isinstance(screen, SavesScene) and len(screen.saves) == 12
    shown = [b.key for b in screen.buttons if b.key.startswith("resume:")]
    assert 0 < len(shown) < 12  # the rest is below: the list scrolls
    app.step(0.016, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-20, flipped=False)])
    assert screen.scroll == 12 - screen.visible_rows()
    last = screen.saves[-1]
    click(app, button(app, "delete:11").rect.center)
    assert isinstance(app.top, ConfirmScene) and "Delete this saved game?" in say(app.top.question)
    click(app, button(app, "no").rect.center)
    assert app.top is screen and last.path.exists()
    click(app, button(app, "delete:11").rect.center)
    click(app, button(app, "yes").rect.center)
    assert app.top is screen and not last.path.exists() and len(screen.saves) == 11
    click(app, button(app, "folder").rect.center)
    assert str(saves_dir()) in say(screen.note)
    key(app, pygame.K_HOME)
    screen.scroll_by(-100)
    first = screen.saves[0]
    click(app, button(app, "resume:0").rect.center)
    table = app.scenes[0]  # a private choice may be next, behind its curtain
    assert isinstance(table, TableScene) and table.save_path == first.path
    opening = say(table.log[0])
    assert opening.startswith(f"New game of {say(table.match.rules.title)}: ") and "Seed" in opening


def test_escape_on_the_menu_asks_before_quitting():
    app = start_app()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and app.running
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and app.running
    key(app, pygame.K_ESCAPE)
    click(app, button(app, "yes").rect.center)
    assert not app.running


def test_a_failed_autosave_is_said_plainly_retried_and_never_claimed(monkeypatch):
    app = start_app()
    table = TableScene(app, saved_match(), saves_dir() / "capo-x.json", [])
    app.reset(table)
    real = table_module.write_save
    monkeypatch.setattr(
        table_module, "write_save", lambda path, data: (_ for _ in ()).throw(OSError(28, "No space left on device"))
    )
    table.apply(table.match.legal_actions()[0])
    assert "Your last move is NOT saved (No space left on device)" in say(table.save_problem)
    app.push(InGameMenu(app, table))
    click(app, button(app, "quit").rect.center)
    assert isinstance(app.top, InGameMenu) and "could not be saved" in say(app.top.note)  # still on the table
    app.pop()
    monkeypatch.setattr(table_module, "write_save", real)
    app.step(1.0, [])
    assert table.save_problem  # tried again only every few seconds
    app.step(2.5, [])
    assert table.save_problem == ""
    assert json.loads(table.save_path.read_text(encoding="utf-8"))["log"] == [e.action for e in table.match.log]


def test_an_error_while_building_the_menu_becomes_an_error_screen(monkeypatch):
    app = App((1024, 640), settings=Settings("off"))

    def broken(*_):
        raise RuntimeError("menu exploded")

    monkeypatch.setattr(MenuScene, "__init__", broken)
    try:
        raise ValueError("the first error")
    except ValueError:
        app.recover()
    assert isinstance(app.top, ErrorScene) and len(app.scenes) == 1
    crash = (saves_dir().parent / "crash.log").read_text(encoding="utf-8")
    assert "menu exploded" in crash or "the first error" in crash
    click(app, app.top.back.rect.center)
    assert not app.running  # Back with nothing beneath closes the app instead of looping


def test_the_window_fits_the_desktop_and_a_small_window_scales_the_whole_table():
    assert first_window_size((800, 600)) == (720, 540)
    assert first_window_size((1366, 768)) == (1229, 691)
    assert first_window_size((2560, 1440)) == (1280, 800)
    assert canvas_size((1280, 800)) == ((1280, 800), 1.0)
    (cw, ch), scale = canvas_size((800, 600))
    assert cw == 1024 and ch == 768 and scale == pytest.approx(800 / 1024)
    app = start_app((800, 600))
    assert app.size == (1024, 768) and app.screen.get_size() == (800, 600)
    target = button(app, "new:capo").rect.center
    click(app, (target[0] * scale, target[1] * scale))  # a click in the window lands on the scaled button
    assert type(app.top).__name__ == "SetupScene"
