"""A save whose tail is damaged resumes at its last good move, saying how many moves were kept and lost; the
original stays beside it. The crash guard never drops a table with moves it could not save."""

from __future__ import annotations

import json
import random
from pathlib import Path

from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.engine.saves import write_save
from tabletop.games.registry import load_rules
from tabletop.ui import autosaver
from tabletop.ui.scenes.error import ErrorScene
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.saves import resume_save, saves_dir
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import start_app


def capo_save(moves: int = 30) -> tuple[Path, Match]:
    """A Capo game of ``moves`` random moves, saved."""
    match = Match(load_rules("capo"), ["Anna", "Bruno"], seed=4)
    pick = random.Random(2)
    while len(match.log) < moves and not match.is_over():
        match.apply(pick.choice(match.legal_actions()))
    path = saves_dir() / "capo-damaged.json"
    write_save(path, match.to_save())
    return path, match


def test_a_bad_move_in_the_log_keeps_the_moves_before_it():
    app = start_app()
    path, match = capo_save(30)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["log"][19] = "nonsense 9"
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    resume_save(app, path)
    table = app.top
    assert isinstance(table, TableScene)
    assert len(table.match.log) == 19
    assert "19 moves kept, 11 lost" in say(table.message) and "kept beside it as a .damaged file" in say(table.message)
    kept = list(path.parent.glob("capo-damaged.json.*.damaged"))
    assert len(kept) == 1 and json.loads(kept[0].read_text(encoding="utf-8"))["log"][19] == "nonsense 9"
    assert json.loads(path.read_text(encoding="utf-8"))["log"] == data["log"][:19]  # the good part, saved


def test_a_file_cut_short_mid_write_keeps_its_whole_moves():
    app = start_app()
    path, match = capo_save(30)
    text = path.read_text(encoding="utf-8")
    cut = text.index(json.dumps(match.log[24].action))  # mid-way through the 25th move's line
    path.write_text(text[: cut + 4], encoding="utf-8")
    menu = MenuScene(app)
    assert any("cut short was repaired: its 24 whole moves are kept" in say(note) for note in menu.notices)
    assert [s.path for s in menu.saves] == [path] and not list(path.parent.glob("*.corrupt"))
    resume_save(app, path)
    table = app.top
    assert isinstance(table, TableScene) and [e.action for e in table.match.log] == [e.action for e in match.log[:24]]


def test_a_save_damaged_before_its_log_is_still_set_aside():
    app = start_app()
    path, _ = capo_save(5)
    path.write_text('{"format": 1, "game": "ca', encoding="utf-8")
    menu = MenuScene(app)
    assert any("set aside" in say(note) for note in menu.notices) and not path.exists()


def crash_with(app) -> None:
    """Make the app's crash guard run, as an exception in a frame would."""
    try:
        raise RuntimeError("a bug")
    except RuntimeError:
        app.recover()


def test_the_crash_guard_saves_elsewhere_and_says_where(monkeypatch):
    app = start_app()
    path, match = capo_save(10)
    table = TableScene(app, match, path, [])
    app.reset(table)
    real = autosaver.write_save

    def refuse_own_place(place, data):
        if place == path:
            raise OSError(28, "No space left on device")
        real(place, data)

    monkeypatch.setattr(autosaver, "write_save", refuse_own_place)
    match.apply(match.legal_actions()[0])  # a move not yet saved
    crash_with(app)
    error = app.top
    assert isinstance(error, ErrorScene)
    rescued = autosaver.rescue_dir() / path.name
    assert str(rescued) in say(error.message) and "after your last move" not in say(error.message)
    assert json.loads(rescued.read_text(encoding="utf-8"))["log"] == [e.action for e in match.log]


def test_the_crash_guard_keeps_a_table_it_cannot_save(monkeypatch):
    app = start_app()
    path, match = capo_save(10)
    table = TableScene(app, match, path, [])
    app.reset(table)
    monkeypatch.setattr(autosaver, "write_save", lambda place, data: (_ for _ in ()).throw(OSError(30, "Read-only")))
    crash_with(app)
    assert isinstance(app.top, ErrorScene) and "could NOT be saved" in say(app.top.message)
    assert table in app.scenes  # not dropped: Back returns to it
    app.pop()
    assert app.top is table


def test_a_saves_folder_that_is_a_file_is_named_on_the_table(tmp_path):
    app = start_app()
    blocker = tmp_path / "saves"
    blocker.write_text("not a folder", encoding="utf-8")
    table = TableScene(app, Match(load_rules("capo"), ["Anna", "Bruno"], seed=1), blocker / "capo-x.json", [])
    assert not table.autosave()
    assert f"the saves folder {blocker} is unusable (it is a file, not a folder)" in say(table.save_problem)
