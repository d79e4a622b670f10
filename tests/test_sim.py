"""The playout tool, python -m tabletop.sim: its output, its seeds, its arguments and its failures."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import sim
from tabletop.engine import Match
from tabletop.engine.invariants import Config
from tabletop.engine.view import plain
from tabletop.games.capo.rules import secrets
from tabletop.games.capo.rules.rules import CapoRules
from tabletop.games.registry import load_rules
from tabletop.i18n.pseudo import marked

ROOT = Path(__file__).resolve().parent.parent
RULES = load_rules("capo")


def run_main(*argv: str) -> tuple[int, list[dict], str]:
    """Run the command line in-process: exit status, JSON lines printed, and the error text."""
    out, err = io.StringIO(), io.StringIO()
    code = sim.main(list(argv), out=out, err=err)
    return code, [json.loads(line) for line in out.getvalue().splitlines()], err.getvalue()


def test_prints_a_json_line_per_game_then_a_summary():
    code, lines, err = run_main("capo", "--players", "2", "--games", "4", "--seed", "3", "--every", "3")
    assert code == 0 and err == ""
    games, summary = lines[:-1], lines[-1]
    assert [g["game"] for g in games] == [0, 1, 2, 3]
    for g in games:
        assert set(g) == {"game", "seed", "winners", "scores", "decisions", "turns", "said"}
        assert g["seed"] == sim.game_seed(3, g["game"])
        assert len(g["scores"]) == 2 and g["decisions"] >= g["turns"] >= 1
    assert summary["summary"] == "capo" and summary["games"] == 4 and summary["failures"] == 0
    assert summary["decisions"] == sum(g["decisions"] for g in games)
    assert summary["decisions_per_second"] > 0 and summary["variant"] == "standard"
    assert sum(summary["wins_per_seat"]) == sum(len(g["winners"]) for g in games)


@pytest.mark.parametrize(
    ("slug", "players", "unit", "most"),
    [("masques", 3, "rounds", 20), ("rialto", 2, "rounds", 6), ("mascarade", 4, "turns", 500)],
)
def test_each_game_reports_its_length_in_the_unit_its_players_count(slug, players, unit, most):
    code, lines, _ = run_main(
        slug, "--players", str(players), "--games", "3", "--seed", "2", "--every", "0", "--undo-every", "0"
    )
    assert code == 0
    lengths = [g[unit] for g in lines[:-1]]
    assert all(1 <= n <= most for n in lengths) and all(("turns" in g) == (unit == "turns") for g in lines[:-1])
    if slug == "rialto":
        assert lengths == [6, 6, 6]  # Rialto always lasts its six rounds
    assert len(set(lengths)) > 1 or slug == "rialto"  # counted per game, not a constant


def test_quiet_prints_only_the_summary_and_the_seed_decides_everything():
    code, lines, _ = run_main("capo", "--games", "3", "--seed", "8", "--quiet")
    assert code == 0 and len(lines) == 1 and lines[0]["games"] == 3
    _, again, _ = run_main("capo", "--games", "3", "--seed", "8", "--every", "0", "--undo-every", "0")
    _, other, _ = run_main("capo", "--games", "3", "--seed", "9", "--every", "0")
    assert again[-1]["decisions"] == lines[0]["decisions"]  # the checks never change the game
    assert [g["seed"] for g in again[:-1]] != [g["seed"] for g in other[:-1]]


def test_first_replays_one_game_of_a_run():
    _, lines, _ = run_main("capo", "--games", "3", "--seed", "5", "--every", "0")
    _, one, _ = run_main("capo", "--games", "1", "--seed", "5", "--first", "2", "--every", "0")
    assert one[0] == lines[2]


def test_jobs_give_the_same_games_in_the_same_order():
    _, single, _ = run_main("capo", "--games", "6", "--seed", "4", "--every", "4")
    _, double, _ = run_main("capo", "--games", "6", "--seed", "4", "--every", "4", "--jobs", "2")
    assert single[:-1] == double[:-1] and double[-1]["jobs"] == 2


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["capo", "--players", "3"], "Capo dei Capi is for 2 players, not 3"),
        (["capo", "--variant", "giant"], "has the variants standard at 2 players, not 'giant'"),
        (["rialto", "--players", "3", "--variant", "neutral"], "has the variants standard at 3 players, not 'neutral'"),
        (["capo", "--games", "0"], "--games must be at least 1"),
        (["chess"], "invalid choice: 'chess'"),
    ],
)
def test_bad_arguments_exit_with_status_2_and_say_why(argv, message, capsys):
    with pytest.raises(SystemExit) as caught:
        sim.main(argv)
    assert caught.value.code == 2
    assert message in capsys.readouterr().err


class PeeksAtBribes(CapoRules):
    """A view that shows every bribe to everybody."""

    def view(self, state, seat):
        view = plain(super().view(state, seat))  # the checks read views as plain data
        view["bribes"] = dict(sorted((t, str(v)) for t, v in state.bribe_value.items()))
        return view


def test_a_broken_invariant_exits_with_1_naming_the_game_the_check_the_replay_and_the_save(monkeypatch):
    monkeypatch.setattr(sim, "load_rules", lambda slug: PeeksAtBribes(RULES.spec))
    code, lines, err = run_main("capo", "--games", "3", "--seed", "2", "--max-failures", "2")
    assert code == 1
    summary = lines[-1]
    assert summary["failures"] == 2 and summary["failed_games"] == [0, 1] and summary["games"] == 2
    assert "INVARIANT FAILED in game 0 (match seed" in err
    assert "[views] after step 0: view of seat None shows hidden facts" in err
    assert "replay: python -m tabletop.sim capo --players 2 --seed 2 --first 0 --games 1" in err
    assert "2 of 2 games broke an invariant" in err
    save = json.loads(err.split("save up to the failing step (0 moves): ")[1].splitlines()[0])
    assert Match.from_save(RULES, save).log == []


def test_a_crash_in_the_rules_is_reported_with_the_save_up_to_it():
    class CrashesOnStop(CapoRules):
        def apply(self, state, action, rng):
            if action.verb == "stop":
                raise RuntimeError("bug in stop")
            return super().apply(state, action, rng)

    rules = CrashesOnStop(RULES.spec)
    run = sim.Run("capo", 2, None, 1, Config(every=0, undo_every=0))
    [result] = sim.play_games(run, range(1), rules=rules)
    assert result.record is None
    assert (
        "[apply]" in result.failure and "'stop'" in result.failure and "RuntimeError('bug in stop')" in result.failure
    )
    replayed = Match.from_save(RULES, result.save)  # the sound rules replay every move before the crash
    assert "stop" in [str(a) for a in replayed.legal_actions()]


def test_every_game_hook_is_found_or_absent():
    assert sim.secrets_for("capo") is secrets
    assert sim.secrets_for("no_such_game") is None


def test_python_dash_m_runs_the_tool():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "tabletop.sim", "capo", "--players", "2", "--games", "2", "--seed", "1"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(lines) == 3 and lines[-1]["games"] == 2 and lines[-1]["failures"] == 0


def test_declared_options_are_taken_checked_and_recorded():
    code, lines, _ = run_main(
        "rialto",
        "--players",
        "2",
        "--games",
        "1",
        "--every",
        "0",
        "--undo-every",
        "0",
        "--option",
        "joker_pair_counts=1",
        "--option",
        "vp_floor_zero=false",
    )
    assert code == 0 and lines[-1]["options"] == {"joker_pair_counts": 1, "vp_floor_zero": False}
    run = sim.Run("rialto", 2, None, 1, options=(("joker_pair_counts", 1), ("vp_floor_zero", False)))
    assert sim.replay_command(run, 0).endswith("--option joker_pair_counts=1 --option vp_floor_zero=false")


@pytest.mark.parametrize(
    ("option", "message"),
    [("colour=red", "unknown option 'colour'"), ("joker_pair_counts=5", "must be one of 2, 1"), ("first", "KEY=VALUE")],
)
def test_a_bad_option_is_a_usage_error(option, message, capsys):
    with pytest.raises(SystemExit) as caught:
        sim.main(["rialto", "--option", option])
    assert caught.value.code == 2 and message in capsys.readouterr().err


def test_fast_playouts_check_nothing_and_report_cpu_speed_with_the_same_games():
    code, lines, err = run_main("capo", "--games", "6", "--seed", "4", "--fast")
    assert code == 0 and not err
    *games, summary = lines
    assert summary["checks"] == "none (--fast)" and summary["games"] == 6
    assert summary["cpu_seconds"] > 0 and summary["decisions_per_cpu_second"] > 0
    _, checked_lines, _ = run_main("capo", "--games", "6", "--seed", "4")
    checked = checked_lines[:-1]
    assert [(g["seed"], g["decisions"], g["winners"]) for g in games] == [
        (g["seed"], g["decisions"], g["winners"]) for g in checked
    ]  # the same games, only unchecked


def test_a_fast_game_that_does_not_end_is_a_failure_with_its_save():
    code, lines, err = run_main("capo", "--games", "1", "--fast", "--max-steps", "3")
    assert code == 1 and lines[-1]["failures"] == 1
    assert "no end after 3 moves" in err and '"log"' in err


def test_the_result_lines_speak_the_language_asked_for():
    code, lines, _ = run_main("mascarade", "--players", "4", "--games", "2", "--seed", "5", "--lang", "xx")
    assert code == 0
    for g in lines[:-1]:
        assert marked(re.sub(r"P[1-4]", "", g["said"])), g["said"]
    code, lines, _ = run_main("mascarade", "--players", "4", "--games", "2", "--seed", "5")
    assert "wins" in lines[0]["said"] or "richest" in lines[0]["said"]
