"""Hostile command lines (issue 24): every flag of every entry point is checked before any work starts. A bad
value gets exactly one line on stderr, ``PROG: error: ...``, and exit status 2: never a traceback, never a run
that cannot end, never a misleading report. Also: the computer players' search process leaves quietly when the
app dies under it.

The corpus is the table BAD: add a row (module, argv, texts the error line must hold) for each new hostile flag.
"""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
OUT = "OUT"  # placeholders, made real in the test's own folder: a writable .png path,
FIFO = "FIFO"  # a named pipe called x.png (writing it would wait for a reader for ever),
LONG = "LONG"  # a 100,000-character file name,
FOLDER = "FOLDER"  # and a folder called d.png
PROGS = {"tabletop": "tabletop", "tabletop.sim": "python -m tabletop.sim", "tabletop.arena": "python -m tabletop.arena"}

ARENA, SIM, MAIN = "tabletop.arena", "tabletop.sim", "tabletop"
SHOT = ["--screenshot", OUT]

BAD = [
    # python -m tabletop.arena
    (ARENA, ["capo", "--games", "0"], ["--games", "at least 1", "not 0"]),
    (ARENA, ["capo", "--games", "-3"], ["--games", "not -3"]),
    (ARENA, ["capo", "--games", "99999999999999999999999"], ["--games", "at most 100000"]),
    (ARENA, ["capo", "--games", "many"], ["--games", "'many'"]),
    (ARENA, ["capo", "--variant", "nosuch"], ["--variant", "standard", "'nosuch'"]),
    (ARENA, ["rialto", "--players", "3", "--seats", "random", "--variant", "neutral"], ["--variant", "'neutral'"]),
    (ARENA, ["capo", "--budget", "nan"], ["--budget", "'nan'"]),
    (ARENA, ["capo", "--budget", "inf"], ["--budget", "'inf'"]),
    (ARENA, ["capo", "--budget", "1e308"], ["--budget", "at most 600", "'1e308'"]),
    (ARENA, ["capo", "--budget", "-1"], ["--budget", "more than 0", "'-1'"]),
    (ARENA, ["capo", "--budget", "0"], ["--budget", "'0'"]),
    (ARENA, ["capo", "--budget", "soon"], ["--budget", "'soon'"]),
    (ARENA, ["capo", "--seats", "ismcts@inf,random"], ["--seats", "'ismcts@inf'"]),
    (ARENA, ["capo", "--seats", "ismcts@nan,random"], ["--seats", "'ismcts@nan'"]),
    (ARENA, ["capo", "--seats", "random,ismcts@1e308"], ["--seats", "'ismcts@1e308'"]),
    (ARENA, ["capo", "--seats", "ismcts@-2,random"], ["--seats", "'ismcts@-2'"]),
    (ARENA, ["capo", "--seats", "ismcts@,random"], ["--seats", "'ismcts@'"]),
    (ARENA, ["capo", "--seats", "genius,random"], ["--seats", "'genius'"]),
    (ARENA, ["capo", "--seats", ","], ["--seats", "','"]),
    (ARENA, ["capo", "--seats", "random,random,random"], ["--seats needs 2 kinds"]),
    (ARENA, ["capo", "--jobs", "-5"], ["--jobs", "at least 1", "not -5"]),
    (ARENA, ["capo", "--jobs", "0"], ["--jobs", "not 0"]),
    (ARENA, ["capo", "--jobs", "1000"], ["--jobs", "at most 61", "not 1000"]),
    (ARENA, ["capo", "--players", "3"], ["--players", "Capo dei Capi is for 2 players, not 3"]),
    (ARENA, ["capo", "--players", "-1"], ["--players", "not -1"]),
    (ARENA, ["capo", "--players", "two"], ["--players", "'two'"]),
    (ARENA, ["capo", "--seed", "-1"], ["--seed", "not -1"]),
    (ARENA, ["capo", "--seed", "1.5"], ["--seed", "'1.5'"]),
    (ARENA, ["capo", "--seed", "99999999999999999999999"], ["--seed", "at most"]),
    (ARENA, ["chess"], ["'chess'"]),
    (ARENA, [], ["required: game"]),
    (ARENA, ["capo", "--bogus"], ["unrecognized arguments: --bogus"]),
    # python -m tabletop.sim
    (SIM, ["capo", "--games", "100000000"], ["--games", "at most 1000000"]),
    (SIM, ["capo", "--games", "0"], ["--games", "not 0"]),
    (SIM, ["capo", "--jobs", "-5"], ["--jobs", "not -5"]),
    (SIM, ["capo", "--max-steps", "1000000000000"], ["--max-steps", "at most"]),
    (SIM, ["capo", "--every", "99999999999"], ["--every", "at most"]),
    (SIM, ["capo", "--seed", "9223372036854775808"], ["--seed", "at most 9223372036854775807"]),
    (SIM, ["capo", "--seed", "\u00b2"], ["--seed", "expected a whole number"]),
    (SIM, ["capo", "--first", "\u0663"], ["--first", "expected a whole number"]),
    (SIM, ["capo", "--players", "1" * 5000], ["--players", "at most"]),
    (SIM, ["capo", "--variant", "x\x1b[31m\ny"], ["--variant", "\\x1b[31m"]),
    (SIM, ["capo", "--option", "colour=red"], ["--option", "unknown option 'colour'"]),
    (SIM, ["rialto", "--option", "joker_pair_counts=99"], ["--option", "must be one of"]),
    (SIM, ["capo", "--option", "first"], ["--option", "KEY=VALUE"]),
    (SIM, ["capo", "--option", "first=99999999999999999999"], ["--option", "seat number"]),
    # python -m tabletop
    (MAIN, ["--screenshot", FIFO], ["--screenshot", "x.png", "not a plain file"]),
    (MAIN, ["--screenshot", LONG], ["--screenshot", "too long"]),
    (MAIN, ["--screenshot", FOLDER], ["--screenshot", "d.png", "is a folder"]),
    (MAIN, ["--screenshot", "a\x1b[31m.png"], ["--screenshot", "control characters"]),
    (MAIN, ["--screenshot", "\udcff.png"], ["--screenshot", "not text"]),
    (MAIN, ["--screenshot", "/nonexistent/dir/x.png"], ["--screenshot", "does not exist"]),
    (MAIN, [*SHOT, "--moves", "100001"], ["--moves", "at most 100000"]),
    (MAIN, [*SHOT, "--moves", "-1"], ["--moves", "not -1"]),
    (MAIN, [*SHOT, "--seed", "9223372036854775808"], ["--seed", "at most"]),
    (MAIN, [*SHOT, "--players", "1" * 5000], ["--players", "at most"]),
    (MAIN, [*SHOT, "--players", "4"], ["--players", "not 4"]),
    (MAIN, [*SHOT, "--hover", "2000,10"], ["--hover", "2000,10 is outside the 1280x800 window"]),
    (MAIN, [*SHOT, "--zoom", "10,800"], ["--zoom", "outside"]),
    (MAIN, [*SHOT, "--size", "640x480", "--hover", "700,10"], ["--hover", "outside the 640x480 window"]),
    (MAIN, [*SHOT, "--hover", "99999999999,1"], ["--hover", "X,Y"]),
    (MAIN, [*SHOT, "--zoom=-1,5"], ["--zoom", "'-1,5'"]),
    (MAIN, [*SHOT, "--zoom", "-1,5"], ["--zoom", "expected one argument"]),
    (MAIN, [*SHOT, "--size", "99999999999x800"], ["--size", "'99999999999x800'"]),
    (MAIN, [*SHOT, "--size", "\u0661\u0662\u0668\u0660x800"], ["--size", "WIDTHxHEIGHT"]),
    (MAIN, [*SHOT, "--scene", "nowhere"], ["--scene", "'nowhere'"]),
    (MAIN, [*SHOT, "--game", "chess"], ["--game", "'chess'"]),
    (MAIN, [*SHOT, "--variant", "nosuch\x00"], ["--variant", "\\x00"]),
    (MAIN, [*SHOT, "--option", "nosuch=1"], ["--option", "unknown option"]),
    (MAIN, [*SHOT, "--option", "="], ["--option", "KEY=VALUE"]),
    (MAIN, [*SHOT, "--option", "first=-1"], ["--option", "seat number"]),
]


def ids(row) -> str:
    module, argv, _ = row
    return f"{module} " + " ".join(a if len(a) < 30 else a[:27] + "..." for a in argv)


def real(argv: list[str], tmp_path: Path) -> list[str]:
    """``argv`` with its placeholders made real in ``tmp_path``."""
    made = []
    for a in argv:
        if a == OUT:
            a = str(tmp_path / "out.png")
        elif a == FIFO:
            if not hasattr(os, "mkfifo"):
                pytest.skip("no named pipes here")
            os.mkfifo(tmp_path / "x.png")
            a = str(tmp_path / "x.png")
        elif a == LONG:
            a = str(tmp_path / ("a" * 100_000 + ".png"))
        elif a == FOLDER:
            (tmp_path / "d.png").mkdir()
            a = str(tmp_path / "d.png")
        made.append(a)
    return made


def refuse_work(monkeypatch) -> None:
    """Make every entry point's real work fail at once: a flag must be refused before any of it starts (and a
    flag that slips through fails the test instead of running for ever)."""

    def ran(*args, **kwargs):
        raise AssertionError("the work started with a bad flag")

    monkeypatch.setattr("tabletop.arena.run", ran)
    monkeypatch.setattr("tabletop.sim.run_games", ran)
    monkeypatch.setattr("tabletop.ui.screenshot.render", ran)


def run_main(module: str, argv: list[str], capsys) -> tuple[object, str, str]:
    """Call an entry point's main in this process: its exit status (returned or raised), stdout and stderr."""
    main = importlib.import_module("tabletop.__main__" if module == MAIN else module).main
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def the_error_line(err: str, prog: str) -> str:
    """The one line a usage error prints (it must be the only line on stderr, with no traceback)."""
    assert "Traceback" not in err, err[:2000]
    lines = err.splitlines()
    assert len(lines) == 1, err[:2000]
    assert lines[0].startswith(f"{prog}: error: "), lines[0][:500]
    return lines[0]


@pytest.mark.parametrize(("module", "argv", "expected"), BAD, ids=[ids(row) for row in BAD])
def test_a_bad_flag_is_one_line_and_status_2_before_any_work(module, argv, expected, tmp_path, monkeypatch, capsys):
    refuse_work(monkeypatch)
    code, out, err = run_main(module, real(argv, tmp_path), capsys)
    assert code == 2, (code, err[:2000])
    line = the_error_line(err, PROGS[module])
    for text in expected:
        assert text in line, line[:500]
    assert out == ""
    assert sorted(p.name for p in tmp_path.iterdir() if len(p.name) < 100) in ([], ["x.png"], ["d.png"])


# Real processes, with a timeout: a hang fails the test instead of stopping the suite.
REAL = [
    ["-m", ARENA, "capo", "--games", "0"],
    ["-m", ARENA, "capo", "--budget", "nan", "--games", "1"],
    ["-m", ARENA, "capo", "--seats", "ismcts@inf,random", "--games", "1"],
    ["-m", MAIN, "--screenshot", FIFO],
    ["-m", MAIN, "--screenshot", LONG],
]


@pytest.mark.parametrize("argv", REAL, ids=[" ".join(a[1:]) for a in REAL])
def test_a_real_process_with_a_bad_flag_ends_at_once_with_one_line(argv, tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TABLETOP_HOME=str(tmp_path / "home"))
    try:
        done = subprocess.run(
            [sys.executable, *real(argv, tmp_path)], capture_output=True, text=True, timeout=60, cwd=ROOT, env=env
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"{' '.join(argv[:4])}... did not end")
    assert done.returncode == 2, done.stderr[:2000]
    the_error_line(done.stderr, PROGS[argv[1]])
    assert done.stdout == ""


def test_a_screenshot_reports_the_moves_actually_made(tmp_path, capsys):
    from tabletop.__main__ import main
    from tabletop.ui.screenshot import play_random_logged

    out = tmp_path / "end.png"
    made = len(play_random_logged("capo", 2, 1, 100_000)[0].log)
    assert made < 100_000  # the game ends long before
    assert main(["--screenshot", str(out), "--game", "capo", "--seed", "1", "--moves", "100000"]) == 0
    assert capsys.readouterr().out.strip() == f"wrote {out} (table, capo, seed 1, {made} moves)"
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_good_arena_flags_still_run(capsys):
    from tabletop import arena

    argv = ["capo", "--seats", "random", "--games", "2", "--seed", "0", "--budget", "600", "--jobs", "1"]
    assert arena.main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "capo 2p, 2 games, budget 600.0 s" and '"games": 2' in out[-1]


# ----- the search process: when the app dies under it, it leaves quietly --------------------------------------


class DeadApp:
    """The search process's end of a pipe whose other end (the app) died: one request, then every send breaks."""

    def __init__(self) -> None:
        self.requests = [{"id": 1}]

    def recv(self):
        if not self.requests:
            raise EOFError
        return self.requests.pop()

    def send(self, message) -> None:
        raise BrokenPipeError(32, "Broken pipe")


@pytest.mark.parametrize("search", ["answers", "fails"])
def test_the_search_process_leaves_quietly_when_the_app_is_gone(search, monkeypatch):
    from tabletop.bots import worker

    def answer(request, cache):
        if search == "fails":
            raise RuntimeError("no such game")
        return "pass"

    monkeypatch.setattr(worker, "answer", answer)
    assert worker.serve(DeadApp()) is None  # returns: no BrokenPipeError


DIES_MID_SEARCH = """
import os, time
from tabletop.bots.worker import SearchProcess
from tabletop.engine.match import Match
from tabletop.games.registry import load_rules

if __name__ == "__main__":
    match = Match(load_rules("capo"), ["A", "B"], seed=1)
    worker = SearchProcess()
    seat = match.decision().seat
    worker.ask({"id": 1, "save": match.to_save(), "seat": seat, "strength": "easy", "kind": "decide", "budget": 0.3})
    time.sleep(0.2)
    print("app dies", flush=True)
    os._exit(0)  # the app dies mid-search: no clean-up, its end of the pipe simply closes
"""


def test_a_search_process_whose_app_died_mid_search_prints_no_traceback(tmp_path):
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path / "home"))
    done = subprocess.run(  # the search process inherits stderr: the run ends when it has ended too
        [sys.executable, "-c", DIES_MID_SEARCH], capture_output=True, text=True, timeout=120, cwd=ROOT, env=env
    )
    assert done.stdout.strip() == "app dies", done.stderr
    assert "Traceback" not in done.stderr and "BrokenPipeError" not in done.stderr, done.stderr
