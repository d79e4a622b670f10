"""python -m tabletop and python -m tabletop.sim: a bad flag gets one line and exit status 2, never a traceback."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tabletop import sim
from tabletop.__main__ import build_app, main
from tabletop.engine.errors import DataError, Problem
from tabletop.engine.gamedef import GameDef
from tabletop.engine.message import say
from tabletop.games import registry
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.setup import SetupScene

ROOT = Path(__file__).resolve().parent.parent
OUT = "OUT"  # replaced by a .png path in the test's own folder
GAMES = ", ".join(repr(slug) for slug in registry.GAMES)  # the error names every game the app plays

# argv (OUT: a writable .png path), then what the error line must contain: the flag, the bad value, the why.
MAIN_BAD = [
    (["--screenshot", OUT, "--game", "chess"], ["--game", "'chess'", GAMES]),
    (["--screenshot", OUT, "--game", ""], ["--game", "''", GAMES]),
    (
        ["--screenshot", OUT, "--game", "rialto", "--players", "99"],
        ["--players", "Rialto is for 2, 3, 4, 5 players, not 99"],
    ),
    (["--screenshot", OUT, "--players", "3"], ["--players", "Capo dei Capi is for 2 players, not 3"]),
    (["--screenshot", OUT, "--players", "0"], ["--players", "Capo dei Capi is for 2 players, not 0"]),
    (["--screenshot", OUT, "--players", "-1"], ["--players", "must be at least 0, not -1"]),
    (["--screenshot", OUT, "--players", "abc"], ["--players", "expected a whole number, not 'abc'"]),
    (["--screenshot", OUT, "--game", "mascarade", "--players", "14"], ["--players", "2, 3, 4", "13 players, not 14"]),
    (["--screenshot", OUT, "--variant", "bogus"], ["--variant", "Capo dei Capi has the variants standard", "'bogus'"]),
    (["--screenshot", OUT, "--variant", ""], ["--variant", "not ''"]),
    (
        ["--screenshot", OUT, "--game", "rialto", "--players", "3", "--variant", "neutral"],
        ["--variant", "Rialto has the variants standard at 3 players, not 'neutral'"],
    ),
    (["--screenshot", OUT, "--seed", "abc"], ["--seed", "expected a whole number, not 'abc'"]),
    (["--screenshot", OUT, "--seed", "1.5"], ["--seed", "not '1.5'"]),
    (["--screenshot", OUT, "--seed", "-1"], ["--seed", "must be at least 0, not -1"]),
    (["--screenshot", OUT, "--moves", "-5"], ["--moves", "must be at least 0, not -5"]),
    (["--screenshot", OUT, "--moves", "ten"], ["--moves", "not 'ten'"]),
    (["--screenshot", OUT, "--size", "abc"], ["--size", "expected WIDTHxHEIGHT such as 1280x800, not 'abc'"]),
    (["--screenshot", OUT, "--size", "1280x"], ["--size", "'1280x'"]),
    (["--screenshot", OUT, "--size=-1280x800"], ["--size", "'-1280x800'"]),
    (["--screenshot", OUT, "--size", "1280 800"], ["--size", "'1280 800'"]),
    (["--screenshot", OUT, "--size", "100x800"], ["--size", "from 320 to 7680 pixels, not '100x800'"]),
    (["--screenshot", OUT, "--size", "1280x319"], ["--size", "'1280x319'"]),
    (["--screenshot", OUT, "--size", "7681x800"], ["--size", "'7681x800'"]),
    (["--screenshot", OUT, "--size", "0x0"], ["--size", "'0x0'"]),
    (["--screenshot", OUT, "--scene", "bogus"], ["--scene", "'bogus'", "'table', 'menu', 'setup'"]),
    (["--screenshot", OUT, "--hover", "7"], ["--hover", "expected X,Y such as 640,400, not '7'"]),
    (["--screenshot", OUT, "--zoom", "a,b"], ["--zoom", "not 'a,b'"]),
    (["--screenshot", "out.jpg"], ["--screenshot", "must end in .png, not 'out.jpg'"]),
    (["--screenshot", "out"], ["--screenshot", "must end in .png, not 'out'"]),
    (["--screenshot", ""], ["--screenshot", "must end in .png, not ''"]),
    (["--screenshot", "/nonexistent/dir/out.png"], ["--screenshot", "'/nonexistent/dir/out.png'", "does not exist"]),
    (["--screenshot"], ["--screenshot", "expected one argument"]),
    (["--players", "2"], ["--players needs --screenshot"]),
    (["--seed", "3"], ["--seed needs --screenshot"]),
    (["--variant", "standard"], ["--variant needs --screenshot"]),
    (["--moves", "5"], ["--moves needs --screenshot"]),
    (["--game", "capo", "--moves", "-5"], ["--moves", "not -5"]),
    (["--size", "1280x800"], ["--size needs --screenshot"]),
    (["--scene", "menu"], ["--scene needs --screenshot"]),
    (["--hover", "10,10"], ["--hover needs --screenshot"]),
    (["--zoom", "10,10"], ["--zoom needs --screenshot"]),
    (["--game", "chess"], ["--game", "'chess'", GAMES]),
    (["--game", "rialto", "--players", "3"], ["--players needs --screenshot"]),
    (["--version", "--game", "capo"], ["--game", "not allowed with argument --version"]),
    (["--self-test", "--game", "capo"], ["--game", "not allowed with argument --self-test"]),
    (["--version", "--screenshot", OUT], ["--screenshot", "not allowed with argument --version"]),
    (["--self-test", "--screenshot", OUT], ["--screenshot", "not allowed with argument --self-test"]),
    (["--version", "--moves", "5"], ["--moves needs --screenshot"]),
    (["--version=yes"], ["--version", "ignored explicit argument 'yes'"]),
    (["--bogus"], ["unrecognized arguments: --bogus"]),
]

SIM_BAD = [
    ([], ["the following arguments are required: game"]),
    (["chess"], ["game", "invalid choice: 'chess'"]),
    (["capo", "--players", "3"], ["--players", "Capo dei Capi is for 2 players, not 3"]),
    (["capo", "--players", "0"], ["--players", "not 0"]),
    (["capo", "--players", "-2"], ["--players", "not -2"]),
    (["capo", "--players", "two"], ["--players", "'two'"]),
    (["rialto", "--players", "6"], ["--players", "Rialto is for 2, 3, 4, 5 players, not 6"]),
    (["capo", "--variant", "giant"], ["--variant", "has the variants standard at 2 players, not 'giant'"]),
    (["rialto", "--players", "3", "--variant", "neutral"], ["--variant", "standard at 3 players, not 'neutral'"]),
    (["capo", "--games", "0"], ["--games must be at least 1, not 0"]),
    (["capo", "--games", "-1"], ["--games must be at least 1, not -1"]),
    (["capo", "--games", "many"], ["--games", "'many'"]),
    (["capo", "--seed", "-1"], ["--seed must be at least 0, not -1"]),
    (["capo", "--seed", "abc"], ["--seed", "'abc'"]),
    (["capo", "--first", "-1"], ["--first must be at least 0, not -1"]),
    (["capo", "--first", "1e3"], ["--first", "'1e3'"]),
    (["capo", "--every", "-1"], ["--every must be at least 0, not -1"]),
    (["capo", "--views-every", "-1"], ["--views-every must be at least 0, not -1"]),
    (["capo", "--undo-every", "-3"], ["--undo-every must be at least 0, not -3"]),
    (["capo", "--undo-every", "x"], ["--undo-every", "'x'"]),
    (["capo", "--max-actions", "0"], ["--max-actions must be at least 1, not 0"]),
    (["capo", "--max-actions", "-4"], ["--max-actions must be at least 1, not -4"]),
    (["capo", "--max-actions", "all"], ["--max-actions", "'all'"]),
    (["capo", "--max-steps", "0"], ["--max-steps must be at least 1, not 0"]),
    (["capo", "--max-failures", "0"], ["--max-failures must be at least 1, not 0"]),
    (["capo", "--jobs", "0"], ["--jobs must be at least 1, not 0"]),
    (["capo", "--jobs", "62"], ["--jobs must be at most 61, not 62"]),
    (["capo", "--jobs", "two"], ["--jobs", "'two'"]),
    (["capo", "--quiet=yes"], ["--quiet", "ignored explicit argument 'yes'"]),
    (["capo", "--bogus"], ["unrecognized arguments: --bogus"]),
]


def error_line(err: str, prog: str) -> str:
    """The one error line of a usage error (checked to be the only one, and no traceback)."""
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if line.startswith(f"{prog}: error:")]
    assert len(lines) == 1, err
    return lines[0]


def with_out(argv: list[str], tmp_path: Path) -> list[str]:
    """``argv`` with OUT replaced by a writable .png path."""
    return [str(tmp_path / "out.png") if a == OUT else a for a in argv]


@pytest.mark.parametrize(("argv", "expected"), MAIN_BAD, ids=[" ".join(argv) for argv, _ in MAIN_BAD])
def test_tabletop_bad_flags_exit_2_with_one_line(argv, expected, tmp_path, capsys):
    with pytest.raises(SystemExit) as caught:
        main(with_out(argv, tmp_path))
    assert caught.value.code == 2
    line = error_line(capsys.readouterr().err, "tabletop")
    for text in expected:
        assert text in line
    assert not (tmp_path / "out.png").exists()


@pytest.mark.parametrize(("argv", "expected"), SIM_BAD, ids=[" ".join(argv) or "(none)" for argv, _ in SIM_BAD])
def test_sim_bad_flags_exit_2_with_one_line(argv, expected, capsys):
    with pytest.raises(SystemExit) as caught:
        sim.main(argv, out=io.StringIO(), err=io.StringIO())
    assert caught.value.code == 2
    line = error_line(capsys.readouterr().err, "python -m tabletop.sim")
    for text in expected:
        assert text in line


@pytest.mark.parametrize("where", ["folder", "folder.png", "file.txt/out.png"])
def test_screenshot_into_a_folder_or_under_a_file_is_refused(where, tmp_path, capsys):
    (tmp_path / "folder").mkdir()
    (tmp_path / "folder.png").mkdir()
    (tmp_path / "file.txt").write_text("not a folder", encoding="utf-8")
    with pytest.raises(SystemExit) as caught:
        main(["--screenshot", str(tmp_path / where)])
    assert caught.value.code == 2
    line = error_line(capsys.readouterr().err, "tabletop")
    assert "--screenshot" in line and where.split("/")[0] in line


@pytest.mark.parametrize("read_only", ["folder", "file"])
def test_screenshot_into_a_read_only_place_is_refused_before_rendering(read_only, tmp_path, monkeypatch, capsys):
    folder = tmp_path / "ro"
    folder.mkdir()
    out = folder / "out.png"
    out.write_bytes(b"old")
    locked = folder if read_only == "folder" else out
    locked.chmod(0o500 if read_only == "folder" else 0o400)
    if os.access(locked, os.W_OK):  # root writes anywhere: answer as the permission bits say
        real = os.access
        monkeypatch.setattr(os, "access", lambda p, mode: real(p, mode) and not (mode & os.W_OK and Path(p) == locked))
    monkeypatch.setattr("tabletop.ui.screenshot.render", lambda *a: pytest.fail("rendered before checking"))
    try:
        with pytest.raises(SystemExit) as caught:
            main(["--screenshot", str(out)])
    finally:
        locked.chmod(0o700)
    assert caught.value.code == 2
    line = error_line(capsys.readouterr().err, "tabletop")
    assert "--screenshot" in line and str(out) in line and ("not writable" in line or "read-only" in line)
    assert out.read_bytes() == b"old"


def test_a_screenshot_that_still_cannot_be_saved_is_one_line_and_status_2(tmp_path, monkeypatch, capsys):
    def refuse(surface, path):
        raise pygame.error(f"Couldn't open {path}: No space left on device")

    monkeypatch.setattr(pygame.image, "save", refuse)
    out = str(tmp_path / "out.png")
    assert main(["--screenshot", out, "--scene", "menu"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(f"tabletop: error: argument --screenshot: cannot write {out!r}: ")
    assert "No space left on device" in err


def broken_game(monkeypatch) -> None:
    """Register a game "broken" whose data file fails to load."""

    def load():
        raise DataError([Problem("broken.yaml", 12, "dice[0].sides", "expected a whole number")])

    monkeypatch.setitem(
        registry.GAMES, "broken", GameDef("broken", "Broken", (2,), "A broken game.", "broken.yaml", load)
    )


@pytest.mark.parametrize("argv", [["--screenshot", OUT, "--game", "broken"]])
def test_a_game_whose_data_fails_to_load_is_a_usage_error_with_the_data_error(argv, tmp_path, monkeypatch, capsys):
    broken_game(monkeypatch)
    with pytest.raises(SystemExit) as caught:
        main(with_out(argv, tmp_path))
    assert caught.value.code == 2
    line = error_line(capsys.readouterr().err, "tabletop")
    assert "--game" in line and "Broken cannot be played: its data file is broken" in line
    assert "broken.yaml, line 12 at dice[0].sides: expected a whole number" in line


def test_a_game_opened_from_the_command_line_shows_its_broken_data_in_the_app(monkeypatch):
    """``--game`` alone opens the setup screen at once and loads the data there: a broken file becomes the app's
    error screen (Back: the menu), as when the game is chosen from the menu."""
    from tabletop.__main__ import build_app, parse_args
    from tabletop.ui.scenes.error import ErrorScene
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene

    broken_game(monkeypatch)
    args = parse_args(["--game", "broken"])
    app = build_app(args.game)
    assert isinstance(app.top, SetupScene)
    app.quiet()
    assert isinstance(app.top, ErrorScene)
    assert "broken.yaml, line 12 at dice[0].sides: expected a whole number" in say(app.top.message)
    app.pop()
    assert isinstance(app.top, MenuScene)


def test_sim_reports_a_game_whose_data_fails_to_load_with_status_2(monkeypatch):
    broken_game(monkeypatch)
    out, err = io.StringIO(), io.StringIO()
    assert sim.main(["broken"], out=out, err=err) == 2
    assert "cannot load broken's data" in err.getvalue() and "broken.yaml, line 12" in err.getvalue()
    assert "Traceback" not in err.getvalue() and out.getvalue() == ""


def test_a_capo_screenshot_at_1024x640_is_written(tmp_path, capsys):
    out = tmp_path / "capo.png"
    assert main(["--screenshot", str(out), "--game", "capo", "--size", "1024x640", "--seed", "0", "--moves", "0"]) == 0
    assert capsys.readouterr().out.strip() == f"wrote {out} (table, capo, seed 0, 0 moves)"
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert pygame.image.load(str(out)).get_size() == (1024, 640)


@pytest.mark.parametrize(
    "argv",
    [
        ["--game", "rialto", "--players", "2", "--variant", "neutral", "--moves", "60", "--size", "320x7680"],
        ["--game", "mascarade", "--players", "13", "--variant", "custom", "--scene", "curtain", "--size", "7680x320"],
        ["--game", "masques", "--players", "4", "--scene", "setup", "--size", "1280X800"],
        ["--scene", "gameover"],
    ],
    ids=lambda v: " ".join(v),
)
def test_good_screenshot_flags_still_work(argv, tmp_path, capsys):
    out = tmp_path / "shot.PNG"
    assert main(["--screenshot", str(out), *argv]) == 0
    assert capsys.readouterr().out.startswith(f"wrote {out} (")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_version_still_works(capsys):
    from tabletop import __version__

    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"tabletop {__version__}"


def test_good_sim_flags_still_work():
    out, err = io.StringIO(), io.StringIO()
    argv = ["rialto", "--players", "2", "--variant", "neutral", "--games", "1", "--seed", "0", "--first", "0"]
    argv += ["--every", "0", "--views-every", "0", "--undo-every", "0", "--max-actions", "1", "--jobs", "1", "--quiet"]
    assert sim.main(argv, out=out, err=err) == 0, err.getvalue()
    summary = json.loads(out.getvalue())
    assert summary["variant"] == "neutral" and summary["games"] == 1 and summary["failures"] == 0


def test_the_app_on_a_game_opens_its_setup_screen_over_the_menu():
    app = build_app("rialto")
    app.step(0.0, [])
    assert [type(s) for s in app.scenes] == [MenuScene, SetupScene]
    assert app.top.slug == "rialto" and app.top.rules is None  # drawn before the game's data is loaded
    while app.quiet():  # the quiet moments after it is up: the data, then the table's code
        pass
    assert say(app.top.rules.title) == "Rialto" and app.top.warmed
    app.top.press("back")
    assert [type(s) for s in app.scenes] == [MenuScene]
    assert [type(s) for s in build_app().scenes] == [MenuScene]


def headless_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """The environment of a headless run with its own user folder."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP_HOME=str(tmp_path / "home"))
    env.pop("TABLETOP_EXIT_AFTER_FIRST_FRAME", None)
    return env | extra


# main() run for real (the loop ends after its first frame), then the scene stack it ran is printed.
REPORT_SCENES = """
import sys
from tabletop.ui.app import App
run = App.run
def run_and_report(self, **kw):
    run(self, **kw)
    print("scenes:", " ".join(type(s).__name__ + ":" + getattr(s, "slug", "") for s in self.scenes))
App.run = run_and_report
from tabletop.__main__ import main
from tabletop.engine.message import say
sys.exit(main(["--game", "rialto"]))
"""


def test_main_with_a_game_starts_the_app_on_its_setup_screen(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", REPORT_SCENES],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=headless_env(tmp_path, TABLETOP_EXIT_AFTER_FIRST_FRAME="1"),
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-2:] == ["first-frame", "scenes: MenuScene: SetupScene:rialto"]


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["-m", "tabletop", "--screenshot", "out.png", "--game", "chess"], ["--game", "'chess'"]),
        (["-m", "tabletop", "--screenshot", "out.png", "--players", "99"], ["--players", "not 99"]),
        (["-m", "tabletop", "--screenshot", "/nonexistent/dir/out.png"], ["--screenshot", "/nonexistent/dir"]),
        (["-m", "tabletop", "--game", "chess"], ["--game", "'chess'"]),
        (["-m", "tabletop.sim", "capo", "--jobs", "0"], ["--jobs", "not 0"]),
    ],
    ids=lambda v: " ".join(v[1:]),
)
def test_a_real_process_prints_no_traceback(argv, expected, tmp_path):
    done = subprocess.run(
        [sys.executable, *argv], capture_output=True, text=True, timeout=120, cwd=tmp_path, env=headless_env(tmp_path)
    )
    assert done.returncode == 2 and done.stdout == ""
    prog = "python -m tabletop.sim" if argv[1] == "tabletop.sim" else "tabletop"
    line = error_line(done.stderr, prog)
    for text in expected:
        assert text in line
    assert not (tmp_path / "out.png").exists()


@pytest.mark.skipif(not os.access("/proc", os.W_OK), reason="needs a /proc that looks writable but refuses files")
def test_a_real_process_that_cannot_save_prints_one_line(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "tabletop", "--screenshot", "/proc/tabletop-test.png", "--scene", "menu"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env=headless_env(tmp_path),
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith("tabletop: error: argument --screenshot: cannot write '/proc/tabletop-test.png'")
    assert done.stderr.count("\n") == 1


def test_screenshot_options_are_checked_against_the_games_declarations(tmp_path, capsys):
    out = str(tmp_path / "rialto.png")
    assert main(["--screenshot", out, "--game", "rialto", "--option", "joker_pair_counts=1", "--moves", "5"]) == 0
    assert Path(out).is_file()
    for option, message in [("joker=1", "unknown option 'joker'"), ("first=7", "seat number from 0 to 1")]:
        with pytest.raises(SystemExit) as caught:
            main(["--screenshot", out, "--game", "rialto", "--option", option])
        assert caught.value.code == 2 and message in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--option", "first=0"])
    assert "--option needs --screenshot" in capsys.readouterr().err


def test_screenshot_hover_and_zoom_change_the_picture(tmp_path, capsys):
    """--hover draws the tooltip of the piece under the point, --zoom shows it large (the Capo card W1)."""
    from tabletop.engine.match import Match
    from tabletop.games.capo.table.layout import capo_layout
    from tabletop.games.registry import load_rules

    view = Match(load_rules("capo"), ["Anna", "Bruno"], seed=0).view(None)
    x, y, w, h = capo_layout(load_rules("capo").spec, view, 1280, 800).region("card:W1").rect
    point = f"{x + w // 2},{y + h // 2}"
    shots = {}
    for flag in ("", "--hover", "--zoom"):
        out = tmp_path / f"shot{flag}.png"
        argv = ["--screenshot", str(out), "--seed", "0", "--moves", "0", *([flag, point] if flag else [])]
        assert main(argv) == 0
        shots[flag] = pygame.image.load(str(out))
    plain, hovered, zoomed = shots[""], shots["--hover"], shots["--zoom"]
    tip = (x + w // 2 + 30, y + h // 2 + 30)  # inside the tooltip box, right of and below the mouse
    assert hovered.get_at(tip) != plain.get_at(tip)
    corner = (5, 60)  # the whole table is dimmed behind a zoomed piece
    assert sum(zoomed.get_at(corner)[:3]) < sum(plain.get_at(corner)[:3])
