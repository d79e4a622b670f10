"""Layering: nothing below the UI imports pygame, so rules, bots, replays and tools run with no display."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.engine.message import say

ROOT = Path(__file__).resolve().parent.parent
PURE = ["tabletop/engine", "tabletop/spec", "tabletop/games", "tabletop/bots"]
PURE_FILES = ["tabletop/sim.py", "tabletop/paths.py", "tabletop/__init__.py"]


def python_files() -> list[Path]:
    """Every module of the layers that must stay free of pygame."""
    files = [p for folder in PURE for p in sorted((ROOT / folder).rglob("*.py"))]
    return files + [ROOT / f for f in PURE_FILES]


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, module) of every import statement in a file, wherever it stands (also inside functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", getattr(node.func, "id", "")) in ("import_module", "__import__")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append((node.lineno, node.args[0].value))
    return found


def test_the_scan_finds_the_modules_and_their_imports():
    files = python_files()
    names = {p.relative_to(ROOT).as_posix() for p in files}
    assert {
        "tabletop/engine/match.py",
        "tabletop/spec/loader.py",
        "tabletop/games/capo/rules/rules.py",
        "tabletop/bots/random_bot.py",
        "tabletop/sim.py",
    } <= names
    assert (ROOT / "tabletop/engine/invariants.py") in files
    assert any(module == "yaml" for _, module in imported_modules(ROOT / "tabletop/spec/loader.py"))


def test_the_scan_would_catch_every_form_of_pygame_import(tmp_path: Path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import os, pygame.freetype\nfrom pygame import Rect\n"
        "def f():\n    import pygame\n    return __import__('pygame')\n",
        encoding="utf-8",
    )
    pygame_lines = [line for line, module in imported_modules(sample) if module.split(".")[0] == "pygame"]
    assert pygame_lines == [1, 2, 4, 5]


@pytest.mark.parametrize("path", python_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_pure_module_imports_pygame(path: Path):
    offending = [
        (line, module) for line, module in imported_modules(path) if module.split(".")[0] in ("pygame", "pygame_ce")
    ]
    assert not offending, f"{path.relative_to(ROOT)} imports pygame at {offending}"


def test_pure_layers_do_not_import_the_ui():
    offending = [
        (p.relative_to(ROOT).as_posix(), line, module)
        for p in python_files()
        for line, module in imported_modules(p)
        if module.startswith("tabletop.ui") or module == "tabletop.__main__"
    ]
    assert not offending


def test_the_engine_imports_only_itself_and_the_standard_library():
    allowed = set(sys.stdlib_module_names) | {"tabletop"}
    offending = [
        (p.relative_to(ROOT).as_posix(), line, module)
        for p in sorted((ROOT / "tabletop/engine").rglob("*.py"))
        for line, module in imported_modules(p)
        if module.split(".")[0] not in allowed
        or module.startswith(("tabletop.games", "tabletop.spec", "tabletop.bots", "tabletop.ui"))
    ]
    assert not offending


def test_importing_every_pure_module_and_running_the_sim_leaves_pygame_unloaded():
    modules = sorted(
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__") for p in python_files()
    )
    script = (
        "import importlib, json, sys\n"
        f"modules = {modules!r}\n"
        "for name in modules:\n"
        "    importlib.import_module(name)\n"
        "from tabletop.sim import main\n"
        "import io\n"
        "code = main(['capo', '--games', '2', '--quiet', '--every', '5'], out=io.StringIO(), err=sys.stderr)\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'tabletop'))\n"
        "print(json.dumps({'code': code, 'loaded': loaded}))\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["code"] == 0
    assert not [m for m in result["loaded"] if m.split(".")[0] == "pygame"]
    assert set(modules) <= set(result["loaded"])  # they really were imported


def test_python_importtime_of_the_sim_shows_no_pygame():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import tabletop.sim"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    imported = [line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")]
    assert "tabletop.sim" in imported and "tabletop.engine.invariants" in imported
    assert not [m for m in imported if m.split(".")[0] == "pygame"]


UI = ROOT / "tabletop/ui"


def test_no_ui_module_imports_a_game_package():
    """The table is one program for every game: the UI reaches games only through the registry."""
    offending = [
        (p.relative_to(ROOT).as_posix(), line, module)
        for p in sorted(UI.rglob("*.py"))
        for line, module in imported_modules(p)
        if module.startswith("tabletop.games") and module != "tabletop.games.registry"
    ]
    assert not offending


def test_no_ui_module_names_a_game():
    """Not in code, strings or comments: a game's slug or title appears nowhere under tabletop/ui/."""
    from tabletop.games.registry import GAMES

    words = {slug for slug in GAMES} | {say(game.title) for game in GAMES.values()}
    pattern = re.compile(r"\b(" + "|".join(re.escape(w) for w in sorted(words)) + r")\b", re.IGNORECASE)
    offending = [
        f"{p.relative_to(ROOT).as_posix()}:{number}: {line.strip()}"
        for p in sorted(UI.rglob("*.py"))
        for number, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1)
        if pattern.search(line)
    ]
    assert not offending, "\n".join(offending)


def test_every_entry_point_paces_the_garbage_collector(monkeypatch):
    import contextlib
    import gc

    from tabletop import __main__ as app_main
    from tabletop import arena, sim
    from tabletop.runtime import THRESHOLDS, pace_collector

    for main, argv in (
        (sim.main, ["capo", "--games", "1", "--quiet"]),
        (arena.main, ["capo", "--games", "0"]),
    ):
        gc.set_threshold(700, 10, 10)
        with contextlib.suppress(SystemExit):  # a command line refused still paced the collector first
            main(argv)
        assert gc.get_threshold() == THRESHOLDS, main.__module__
    gc.set_threshold(700, 10, 10)
    app_main.main(["--version"])  # the app keeps Python's small young generations: it settles when quiet instead
    assert gc.get_threshold() == (700, 10, 10)
    pace_collector()


def test_the_app_settles_its_heap_when_quiet_and_gives_it_back_when_a_scene_goes():
    import gc

    from tabletop.ui.app import App
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.settings import Settings

    app = App((1024, 640), settings=Settings("off"), autosave=False)
    app.push(MenuScene(app))
    app.push(MenuScene(app))
    made = [[k] for k in range(1000)]  # new objects for the collector to see
    app.quiet()
    assert gc.get_freeze_count() > len(made)  # set aside: the next collections do not walk them
    app.pop()
    assert gc.get_freeze_count() == 0
    app.quiet()  # however little was made since: what was given back is set aside again at once
    assert gc.get_freeze_count() > len(made)  # (else every full collection until then walked the whole heap)
    gc.unfreeze()
