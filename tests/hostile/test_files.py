"""Hostile files (issue 24): saves, settings and data are read only from regular files of a bounded size, never
blocking; JSON and YAML nesting is bounded; settings never stop the app and say when they were not used or not
saved; YAML anchors and aliases are refused before anything expands; a bad byte is named by line and column; an
unusable saves folder is said on the menu, with where it is.

Whatever could hang or eat memory without these guards (a FIFO, a link to /dev/zero, an alias bomb) runs in a
child process with a timeout and a memory limit, so a regression fails here rather than blocking the run.
"""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.engine.errors import DataError, SaveError
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.engine.saves import read_save, scan_saves, write_save
from tabletop.games.capo.rules.data import load_capo
from tabletop.games.registry import check_save_game, load_rules
from tabletop.paths import data_dir, user_dir
from tabletop.spec.loader import load_yaml
from tabletop.ui import settings as settings_module
from tabletop.ui.app import App
from tabletop.ui.scenes.ingame import InGameMenu
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.saves import saves_dir
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.ui.helpers import button, click, start_app

ROOT = Path(__file__).resolve().parents[2]
POSIX_ONLY = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and /dev/zero are POSIX things")
CHILD_MEMORY = 1536 * 2**20  # a child reading /dev/zero or expanding a bomb stops here with MemoryError
CHILD_TIMEOUT = 40  # seconds: a child that blocks (a FIFO) is killed and the test fails

START_APP = """
import json
from tabletop.engine.message import say
from tabletop.ui.app import App
from tabletop.ui.scenes.menu import MenuScene

app = App((1024, 640))  # loads the settings, as a real start does
app.push(MenuScene(app))  # scans the saves, as a real start does
app.step(0.0, [])
notices = [say(n) for n in app.top.notices]
print(json.dumps({"notices": notices, "animation": app.settings.animation, "sound": app.settings.sound}))
"""


def _limit_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (CHILD_MEMORY, CHILD_MEMORY))


def run_child(args: list[str], home: Path, timeout: float = CHILD_TIMEOUT) -> subprocess.CompletedProcess:
    """``python *args`` headless in the checkout with TABLETOP_HOME=home and limited memory; a hang fails."""
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "TABLETOP_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    try:
        return subprocess.run(
            [sys.executable, *args],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            preexec_fn=_limit_memory,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"python {' '.join(args)[:80]} did not finish in {timeout} s: it hangs")


def child_app(home: Path) -> dict:
    """Start the app (settings, menu, saves scan) in a child; what its menu says and which settings it uses."""
    done = run_child(["-c", START_APP], home)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def capo_match(moves: int = 3) -> Match:
    """A seeded two-player Capo match after a few first-listed moves."""
    match = Match(load_rules("capo"), ["Anna", "Bruno"], seed=1)
    for _ in range(moves):
        match.apply(match.legal_actions()[0])
    return match


def guarded_click(app: App, pos) -> None:
    """A click as the real loop runs it: an exception goes to the crash guard (back to the menu), not the test."""
    try:
        click(app, pos)
    except Exception:
        app.recover()


# ----- 1. only regular files, size checked on the open file, never blocking ------------------------------------
def test_the_shared_reader_reads_regular_files_and_refuses_every_other_kind(tmp_path: Path):
    from tabletop.engine.safefile import RefusedFile, read_regular

    regular = tmp_path / "x.json"
    regular.write_bytes(b"12345")
    assert read_regular(regular, 5) == b"12345"
    with pytest.raises(RefusedFile, match=r"^too large \(5 bytes; at most 4 are read\)$"):
        read_regular(regular, 4)
    with pytest.raises(RefusedFile, match=r"^not a regular file: it is a folder$"):
        read_regular(tmp_path, 100)
    with pytest.raises(FileNotFoundError):
        read_regular(tmp_path / "gone.json", 100)
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "fifo.json")
        with pytest.raises(RefusedFile, match=r"^not a regular file: it is a named pipe \(FIFO\)$"):
            read_regular(tmp_path / "fifo.json", 100)  # no writer: a blocking open would never return
    if Path("/dev/zero").exists():
        (tmp_path / "zero.json").symlink_to("/dev/zero")
        with pytest.raises(RefusedFile, match=r"^not a regular file: it is a character device$"):
            read_regular(tmp_path / "zero.json", 100)
    if Path("/proc/self/status").is_file():  # a regular file whose size (0) says nothing: the read is bounded
        with pytest.raises(RefusedFile, match=r"^too large \(more than 10 bytes\)$"):
            read_regular("/proc/self/status", 10)


@POSIX_ONLY
def test_a_fifo_named_like_a_save_is_set_aside_and_the_app_starts(tmp_path: Path):
    saves = tmp_path / "saves"
    saves.mkdir()
    os.mkfifo(saves / "x.json")
    shown = child_app(tmp_path)
    [notice] = [n for n in shown["notices"] if "x.json" in n]
    assert notice.startswith("A damaged save was set aside as x.json.")
    assert notice.endswith("x.json: cannot be read as a save: not a regular file: it is a named pipe (FIFO)")
    assert not (saves / "x.json").exists()  # renamed *.corrupt: never offered again


@POSIX_ONLY
def test_a_fifo_as_the_settings_file_gives_the_defaults_and_the_app_starts(tmp_path: Path):
    os.mkfifo(tmp_path / "settings.json")
    shown = child_app(tmp_path)
    assert (shown["animation"], shown["sound"]) == ("normal", "on")
    assert shown["notices"] == [
        f"Settings in {tmp_path / 'settings.json'} could not be used: cannot be read: not a regular file: "
        "it is a named pipe (FIFO). The defaults are used."
    ]


@POSIX_ONLY
@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_links_to_dev_zero_are_refused_as_devices_not_read_until_memory_runs_out(tmp_path: Path):
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "zero.json").symlink_to("/dev/zero")
    (tmp_path / "settings.json").symlink_to("/dev/zero")
    (tmp_path / "capo.yaml").symlink_to("/dev/zero")
    code = """
import json, os
from pathlib import Path
from tabletop.engine.errors import DataError
from tabletop.engine.message import say
from tabletop.engine.saves import scan_saves
from tabletop.spec.loader import load_yaml
from tabletop.ui.settings import Settings

home = Path(os.environ["TABLETOP_HOME"])
scan = scan_saves(home / "saves")
try:
    load_yaml(home / "capo.yaml")
    data = "loaded"
except DataError as exc:
    data = str(exc)
settings = Settings.load()
bad = [say(r) for _, r in scan.bad]
said = {"saves": bad, "data": data, "settings": [settings == Settings(), say(settings.notice)]}
print(json.dumps(said))
"""
    done = run_child(["-c", code], tmp_path)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    said = json.loads(done.stdout.splitlines()[-1])
    device = "not a regular file: it is a character device"
    assert said["saves"] == [f"zero.json: cannot be read as a save: {device}"]
    assert said["data"] == f"capo.yaml: cannot read the file as data: {device}"
    notice = (
        f"Settings in {tmp_path / 'settings.json'} could not be used: cannot be read: {device}. The defaults are used."
    )
    assert said["settings"] == [True, notice]


def test_a_50_mb_data_file_is_refused_by_its_size_before_it_is_read(tmp_path: Path):
    big = tmp_path / "capo.yaml"
    with big.open("wb") as f:
        f.truncate(50 * 2**20)  # sparse: the size says 50 MB, the disk holds nothing
    start = time.perf_counter()
    with pytest.raises(DataError) as caught:
        load_capo(big)
    assert time.perf_counter() - start < 0.5
    assert (
        str(caught.value)
        == f"capo.yaml: cannot read the file as data: too large ({50 * 2**20} bytes; at most {4 * 2**20} are read)"
    )


# ----- 2. nesting bounded --------------------------------------------------------------------------------------
def test_a_save_nested_deeper_than_any_save_is_refused_before_it_is_parsed(tmp_path: Path):
    brackets = tmp_path / "brackets.json"
    brackets.write_text("[" * 100_000, encoding="utf-8")
    with pytest.raises(SaveError, match=r"^brackets\.json: not valid JSON \(nested more than 64 deep\)$"):
        read_save(brackets)
    nested: dict = {}
    for _ in range(500):  # under the recursion limit, so json.loads would take it: refused by the bound
        nested = {"x": nested}
    write_save(tmp_path / "options.json", dict(capo_match().to_save(), options=nested))
    scan = scan_saves(tmp_path, check_save_game)
    assert scan.good == []
    assert sorted(say(reason) for _, reason in scan.bad) == [
        "brackets.json: not valid JSON (nested more than 64 deep)",
        "options.json: not valid JSON (nested more than 64 deep)",
    ]


# ----- 3. settings never stop the app, and say when they were not used -----------------------------------------
SETTINGS_CASES = {
    "a folder": (None, "cannot be read: not a regular file: it is a folder. The defaults are used."),
    "bad JSON": ('{"animation": "fast",', "not valid JSON (Expecting property name enclosed in double quotes: "),
    "not an object": ("[1, 2]", "not a JSON object but list. The defaults are used."),
    "100,000 [": ("[" * 100_000, "not valid JSON (nested more than 64 deep). The defaults are used."),
    "bad bytes": (b"\xff\xfe{}", "cannot be read: 'utf-8' codec can't decode byte 0xff in position 0"),
    "wrong types": ('{"animation": 5, "sound": ["on"]}', None),
}


@pytest.mark.parametrize("case", SETTINGS_CASES)
def test_a_bad_settings_file_gives_the_defaults_and_the_menu_says_so_once(case: str):
    content, expected = SETTINGS_CASES[case]
    path = user_dir() / "settings.json"
    if content is None:
        path.mkdir()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    app = App((1024, 640))  # loads the settings as a real start does
    assert app.settings == Settings()
    app.push(MenuScene(app))
    app.step(0.0, [])
    said = [n for n in map(say, app.top.notices) if "settings.json" in n]
    if case == "wrong types":
        expected = (
            f"Settings in {path}: animation 5 is not one of off, fast, normal, slow; "
            "sound ['on'] is not one of on, off: the default is used instead."
        )
        assert said == [expected]
    else:
        assert len(said) == 1 and said[0].startswith(f"Settings in {path} could not be used: ")
        assert expected in said[0]
    assert said[0] in map(say, app.top.notices[-3:])  # among the notices the menu draws
    app.reset(MenuScene(app))
    assert not [n for n in map(say, app.top.notices) if "settings.json" in n]  # said once


def test_settings_with_a_utf8_bom_are_read_and_a_bad_value_keeps_the_good_one():
    path = user_dir() / "settings.json"
    path.write_text('\ufeff{"animation": "fast", "sound": "off"}', encoding="utf-8")
    assert Settings.load() == Settings("fast", "off") and Settings.load().notice == ""
    path.write_text('{"animation": "slow", "sound": "loud"}', encoding="utf-8")
    loaded = Settings.load()
    assert loaded == Settings("slow", "on")
    assert say(loaded.notice) == f"Settings in {path}: sound 'loud' is not one of on, off: the default is used instead."


# ----- 4. a settings write that fails never costs the table ----------------------------------------------------
def open_in_game_menu(app: App) -> TableScene:
    """A Capo table (a move made and autosaved) with its in-game menu open; return the table."""
    table = TableScene(app, capo_match(), saves_dir() / "capo-x.json", [])
    app.reset(table)
    table.apply(table.match.legal_actions()[0])
    app.push(InGameMenu(app, table))
    app.step(0.0, [])
    return table


def test_settings_on_a_full_disk_say_not_saved_and_the_table_and_the_change_stay(monkeypatch):
    def full(*_):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(settings_module, "write_save", full)
    assert Settings().save() == os.strerror(errno.ENOSPC)
    app = start_app()
    table = open_in_game_menu(app)
    moves = len(table.match.log)
    guarded_click(app, button(app, "speed").rect.center)
    assert isinstance(app.top, InGameMenu) and app.scenes[0] is table and len(table.match.log) == moves
    assert (
        say(app.top.note)
        == f"Settings not saved ({os.strerror(errno.ENOSPC)}); the change holds until Tabletop closes."
    )
    assert app.settings.animation == "fast" and say(button(app, "speed").label) == "Animation: fast"
    guarded_click(app, button(app, "sound").rect.center)
    assert isinstance(app.top, InGameMenu) and app.settings.sound == "off" and "Settings not saved" in say(app.top.note)
    guarded_click(app, button(app, "resume").rect.center)
    assert app.top is table
    table.apply(table.match.legal_actions()[0])
    assert table.director.speed == "fast" and table.save_problem == ""  # the change holds; the game is saved


def test_a_user_folder_under_a_file_never_stops_the_app_and_each_write_says_why(tmp_path: Path, monkeypatch):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should be", encoding="utf-8")
    monkeypatch.setenv("TABLETOP_HOME", str(blocker / "home"))
    assert user_dir() == blocker / "home"  # returned, not raised
    assert Settings.load() == Settings()
    app = start_app()
    folder = blocker / "home" / "saves"
    unusable = f"Games cannot be saved: the saves folder {folder} is unusable ({os.strerror(errno.ENOTDIR)})."
    assert any(say(n).startswith(unusable) for n in app.top.notices[-3:])
    open_in_game_menu(app)
    guarded_click(app, button(app, "sound").rect.center)
    assert isinstance(app.top, InGameMenu) and app.settings.sound == "off"  # switched, though not saved
    assert say(app.top.note).startswith(f"Settings not saved ({os.strerror(errno.ENOTDIR)})")


# ----- 5. YAML anchors and aliases refused before anything expands ---------------------------------------------
def billion_laughs() -> str:
    """Nine anchors, each a list of nine aliases of the one before: 9**9 strings once expanded."""
    lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for before, name in zip("abcdefgh", "bcdefghi", strict=True):
        lines.append(f"{name}: &{name} [{', '.join([f'*{before}'] * 9)}]")
    return "\n".join(lines) + "\n"


BOMBS = {"billion laughs": billion_laughs(), "self reference": "a: &a [*a]\n"}
REFUSED = "capo.yaml, line 1 at a: &a: aliases (*name) are not allowed in Tabletop data, nor anchors (&name)"


@pytest.mark.parametrize("bomb", BOMBS)
def test_an_alias_bomb_is_refused_at_once_by_the_loader(bomb: str, tmp_path: Path):
    (tmp_path / "capo.yaml").write_text(BOMBS[bomb], encoding="utf-8")
    code = """
import sys, time
from tabletop.engine.errors import DataError
from tabletop.spec.loader import load_yaml

start = time.perf_counter()
try:
    load_yaml(sys.argv[1])
    print("loaded")
except DataError as exc:
    print(exc)
print(round(time.perf_counter() - start, 3))
"""
    done = run_child(["-c", code, str(tmp_path / "capo.yaml")], tmp_path)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    said, seconds = done.stdout.splitlines()
    assert said == REFUSED and float(seconds) < 1.0


AS_MODULE = "import runpy, sys; sys._MEIPASS = sys.argv.pop(1); runpy.run_module(sys.argv.pop(1), run_name='__main__')"


@pytest.mark.parametrize("bomb", BOMBS)
@pytest.mark.parametrize("command", ["tabletop.sim capo --games 1", "tabletop --screenshot {out} --game capo"])
def test_an_alias_bomb_in_a_data_file_is_one_clean_line_from_the_tools(command: str, bomb: str, tmp_path: Path):
    copy = tmp_path / "bundle"  # the data folder the tools read (as a bundle's): capo.yaml is the bomb
    (copy / "data").mkdir(parents=True)
    (copy / "data" / "capo.yaml").write_text(BOMBS[bomb], encoding="utf-8")
    module, *args = command.format(out=tmp_path / "out.png").split()  # (the app alone loads it on its setup screen)
    start = time.perf_counter()
    done = run_child(["-c", AS_MODULE, str(copy), module, *args], tmp_path)
    assert time.perf_counter() - start < CHILD_TIMEOUT / 2
    assert done.returncode != 0 and done.stdout == "" and "Traceback" not in done.stderr, done.stderr[-2000:]
    lines = [line for line in done.stderr.splitlines() if REFUSED in line]
    assert len(lines) == 1, done.stderr[-2000:]


# ----- 6. a bad byte is named by line and column ---------------------------------------------------------------
def test_a_byte_that_is_not_utf8_is_named_by_its_line_and_column(tmp_path: Path):
    small = tmp_path / "small.yaml"
    small.write_bytes(b'a: 1\nb: "Citt\xc3\xa0 \xff"\n')  # the column counts characters: the a-grave is one
    with pytest.raises(DataError) as caught:
        load_yaml(small)
    assert (
        str(caught.value)
        == "small.yaml, line 2: not UTF-8 text: the byte ff at column 11 cannot be read (invalid start byte)"
    )
    real = (data_dir() / "capo.yaml").read_bytes().split(b"\n")
    real[9] = real[9][:4] + b"\xc3" + real[9][4:]  # a lead byte with no continuation
    broken = tmp_path / "capo.yaml"
    broken.write_bytes(b"\n".join(real))
    with pytest.raises(DataError) as caught:
        load_capo(broken)
    assert (
        str(caught.value)
        == "capo.yaml, line 10: not UTF-8 text: the byte c3 at column 5 cannot be read (invalid continuation byte)"
    )


# ----- 7. an unusable saves folder is said on the menu, with where it is ---------------------------------------
@pytest.mark.parametrize("kind", ["a file", "a dangling link"])
def test_a_saves_path_that_is_not_a_folder_is_said_on_the_menu(kind: str):
    folder = saves_dir()
    if kind == "a file":
        folder.write_text("not a folder", encoding="utf-8")
        reason = "it is a file, not a folder"
    else:
        folder.symlink_to(folder.parent / "gone")
        reason = f"it is a link to {folder.parent / 'gone'}, which does not exist"
    app = start_app()
    notice = f"Games cannot be saved: the saves folder {folder} is unusable ({reason}). Games can still be played."
    assert notice in map(say, app.top.notices[-3:])
    app.reset(MenuScene(app))
    assert notice in map(say, app.top.notices)  # said at every visit to the menu while it lasts
