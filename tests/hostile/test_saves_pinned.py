"""Saves pin their data: editing a data file never sets a save aside nor replays it silently on the new values; the
player is told what changed and may resume it on the data it began with, or keep it; reverting the file brings
it back as it was."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from tabletop import paths
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.engine.pins import Pin, changed_values, snapshot_path
from tabletop.games import registry
from tabletop.ui.scenes.confirm import ConfirmScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.saves import resume_save, saves_dir
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import start_app

DATA = Path(paths.data_dir())


@pytest.fixture
def data_copy(tmp_path, monkeypatch):
    """The game data in a folder the test may edit, loaded afresh."""
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    monkeypatch.setattr(paths, "data_dir", lambda: folder)
    registry.load_rules.cache_clear()
    yield folder
    registry.load_rules.cache_clear()


def edit(folder: Path, old: str, new: str) -> None:
    """Change one line of Mascarade's data."""
    path = folder / "mascarade.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    registry.load_rules.cache_clear()


def saved_game(app, moves: int = 12) -> tuple[Path, Match]:
    """A Mascarade game of 4 played a few random moves, autosaved as a table saves it."""
    rules = registry.load_rules("mascarade")
    match = Match(rules, ["Anna", "Bruno", "Chiara", "Dario"], seed=5)
    pick = random.Random(1)
    for _ in range(moves):
        match.apply(pick.choice(match.legal_actions()))
    path = saves_dir() / "mascarade-pinned.json"
    table = TableScene(app, match, path, [])
    assert table.autosave()
    table.left()
    return path, match


def test_a_save_records_its_data_and_keeps_it_beside_the_saves(data_copy):
    app = start_app()
    path, match = saved_game(app)
    data = json.loads(path.read_text(encoding="utf-8"))
    pin = Pin.from_save(data)
    assert pin is not None and pin.file == "mascarade.yaml" and pin.rules == 1
    assert pin == Pin.of("mascarade.yaml", (data_copy / "mascarade.yaml").read_bytes(), 1)
    kept = snapshot_path(saves_dir(), "mascarade", pin)
    assert kept.read_bytes() == (data_copy / "mascarade.yaml").read_bytes()
    assert list(data)[-1] == "log"  # the log last: a file cut short keeps every other field


def test_an_edited_data_file_asks_says_what_changed_and_resumes_on_the_old_data(data_copy):
    app = start_app()
    path, match = saved_game(app)
    before = path.read_bytes()
    edit(data_copy, "starting_coins: 6", "starting_coins: 7")
    app.reset(MenuScene(app))
    assert path.exists() and not list(path.parent.glob("*.corrupt"))  # never set aside
    assert [s.path for s in app.top.saves] == [path]
    resume_save(app, path)
    ask = app.top
    assert isinstance(ask, ConfirmScene)
    assert "starting_coins: 6 -> 7" in say(ask.detail)
    ask.answer(False)  # keep it for later
    assert isinstance(app.top, MenuScene) and path.read_bytes() == before
    resume_save(app, path)
    app.top.answer(True)  # resume with its own data
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.state == match.state  # the same game, on the values it began with
    assert json.loads(path.read_text(encoding="utf-8"))["data"] == json.loads(before)["data"]


def test_putting_the_data_back_resumes_the_game_as_it_was(data_copy):
    app = start_app()
    path, match = saved_game(app)
    edit(data_copy, "starting_coins: 6", "starting_coins: 7")
    resume_save(app, path)
    app.top.answer(False)
    edit(data_copy, "starting_coins: 7", "starting_coins: 6")
    resume_save(app, path)
    assert isinstance(app.top, TableScene) and app.top.match.state == match.state


def test_without_its_kept_data_a_changed_save_waits_and_says_so(data_copy):
    app = start_app()
    path, _ = saved_game(app)
    shutil.rmtree(saves_dir() / "data")
    edit(data_copy, "starting_coins: 6", "starting_coins: 7")
    resume_save(app, path)
    assert isinstance(app.top, MenuScene)
    assert any("put data/mascarade.yaml back as it was" in say(note) for note in app.top.notices)
    assert path.exists()


def test_changed_values_names_each_path():
    old = {"a": 1, "b": {"c": [1, 2], "d": "x"}, "gone": 1}
    new = {"a": 1, "b": {"c": [1, 3], "d": "y"}, "new": 2}
    assert [say(change) for change in changed_values(old, new)] == [
        "b.c[1]: 2 -> 3",
        "b.d: 'x' -> 'y'",
        "gone: removed",
        "new: added",
    ]


def test_a_data_file_whose_comments_alone_changed_resumes_without_asking(data_copy):
    app = start_app()
    path, match = saved_game(app)
    edit(data_copy, "starting_coins: 6", "starting_coins: 6  # as printed")
    resume_save(app, path)
    assert isinstance(app.top, TableScene) and app.top.match.state == match.state
