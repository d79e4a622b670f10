"""Two windows on one saves folder lose nothing: a game open in one is not opened in the other (whose table would
overwrite it), a window killed with -9 frees its game, and new games started at the same second get two files.
Every case uses a second real process."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from tabletop.engine import locks
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.engine.saves import write_save
from tabletop.games.registry import load_rules
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.saves import resume_save, saves_dir
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import start_app

ROOT = Path(__file__).resolve().parents[2]

OTHER_WINDOW = textwrap.dedent(
    """
    import sys
    from tabletop.ui.app import App
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.saves import resume_save
    from tabletop.ui.settings import Settings
    app = App((1280, 800), settings=Settings("off", "off"))
    app.push(MenuScene(app))
    resume_save(app, sys.argv[1])
    print(type(app.top).__name__, flush=True)
    sys.stdin.read()  # hold the game until the test closes our input (or kills us)
    """
)

NEW_GAMES = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from tabletop.engine.locks import create_save
    folder, who, start = Path(sys.argv[1]), sys.argv[2], float(sys.argv[3])
    while time.time() < start:
        time.sleep(0.001)
    for n in range(15):
        print(create_save(folder, "capo", f'{{"who": "{who}", "n": {n}}}'), flush=True)
    """
)


def env() -> dict[str, str]:
    """The environment of a second window: headless, the same user folder."""
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")


def a_save() -> Path:
    """A Capo game with a few moves, saved."""
    match = Match(load_rules("capo"), ["Anna", "Bruno"], seed=9)
    for _ in range(6):
        match.apply(match.legal_actions()[0])
    path = saves_dir() / "capo-shared.json"
    write_save(path, match.to_save())
    return path


def other_window(path: Path, shows: str = "TableScene") -> subprocess.Popen:
    """A second app process that tried to resume ``path``; returns once it says what it shows (``shows``)."""
    window = subprocess.Popen(
        [sys.executable, "-c", OTHER_WINDOW, str(path)],
        cwd=ROOT,
        env=env(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert window.stdout is not None
    assert window.stdout.readline().strip() == shows
    return window


def test_a_game_open_in_another_window_is_not_opened_again_until_that_window_dies():
    path = a_save()
    window = other_window(path)
    try:
        app = start_app()
        resume_save(app, path)
        assert isinstance(app.top, MenuScene)
        assert any("open in another Tabletop window" in say(note) for note in app.top.notices)
        assert locks.held_elsewhere(path)
        before = path.read_bytes()
        stray = TableScene(app, Match.from_save(load_rules("capo"), json.loads(before)), path, [])
        assert not stray.autosave() and "open in another Tabletop window" in say(stray.save_problem)
        assert path.read_bytes() == before  # this window wrote nothing over the other's game
    finally:
        window.send_signal(signal.SIGKILL)  # kill -9: the OS frees its lock
        window.wait(10)
    assert not locks.held_elsewhere(path)
    resume_save(app, path)
    assert isinstance(app.top, TableScene) and app.top.save_path == path


def test_closing_a_game_lets_the_other_window_open_it():
    path = a_save()
    app = start_app()
    resume_save(app, path)
    assert isinstance(app.top, TableScene)
    window = other_window(path, shows="MenuScene")  # this window holds it: the other shows its menu
    window.kill()
    window.wait(10)
    app.reset(MenuScene(app))  # this window puts its table away
    window = other_window(path)
    window.kill()
    window.wait(10)


def test_new_games_started_in_the_same_second_in_two_windows_get_their_own_files(tmp_path):
    start = time.time() + 1.5
    runs = [
        subprocess.Popen(
            [sys.executable, "-c", NEW_GAMES, str(tmp_path), who, str(start)],
            cwd=ROOT,
            env=env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for who in ("first", "second")
    ]
    outputs = [run.communicate(timeout=60) for run in runs]
    assert all(run.returncode == 0 for run in runs), [err for _, err in outputs]
    made = [(who, Path(line)) for who, (out, _) in zip(("first", "second"), outputs) for line in out.split()]
    assert len(made) == 30 and len({path for _, path in made}) == 30
    for who, path in made:
        assert json.loads(path.read_text(encoding="utf-8"))["who"] == who  # each file holds its own game
