"""The self-test of an installation (``tabletop --self-test``), run from source: it passes on a sound checkout,
and fails with a clear one-line reason when the font or a data file is broken. The built bundle's own
self-test is tests/test_bundle.py's (the long tier)."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path / "home"))
    env.pop("DISPLAY", None)
    env.pop("SDL_VIDEODRIVER", None)  # the self-test must choose the headless driver by itself
    return env


def test_source_self_test_passes(tmp_path: Path):
    done = subprocess.run(
        [sys.executable, "-m", "tabletop", "--self-test"],
        capture_output=True,
        text=True,
        timeout=300,
        env=_env(tmp_path),
        cwd=tmp_path,
    )
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
    assert done.stdout.startswith("self-test passed:"), done.stdout


def test_self_test_fails_clearly_without_the_font(tmp_path: Path, monkeypatch, capsys):
    from tabletop import selftest
    from tabletop.__main__ import main

    monkeypatch.setattr(selftest, "art_dir", lambda: tmp_path)
    with pytest.raises(selftest.SelfTestError, match="bundled font missing"):
        selftest.run()
    assert main(["--self-test"]) == 1
    assert "self-test FAILED: bundled font missing" in capsys.readouterr().err


def test_self_test_reports_broken_data(monkeypatch, capsys):
    from tabletop.__main__ import main
    from tabletop.engine.errors import DataError, Problem
    from tabletop.games import registry

    def broken():
        raise DataError([Problem("capo.yaml", 12, "dice[0].sides", "expected a whole number")])

    monkeypatch.setitem(registry.GAMES, "capo", dataclasses.replace(registry.GAMES["capo"], load=broken))
    assert main(["--self-test"]) == 1
    assert "capo.yaml, line 12 at dice[0].sides: expected a whole number" in capsys.readouterr().err


def test_self_test_plays_every_value_of_a_games_plain_choices():
    from tabletop import selftest
    from tabletop.games.registry import load_rules

    rules = load_rules("prodigals")
    sets = selftest._option_sets(rules, 3, "standard")
    assert sets[0] == {} and [s["contests"] for s in sets[1:]] == list(rules.option_defs()[1].allowed[1:])
    assert selftest._option_sets(load_rules("capo"), 2, "standard") == [{}]
