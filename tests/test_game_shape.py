"""Every game room has the same shape: its rules half (pure) apart from its table half, the same file names in every
game, the spec handed down (no game module looks itself up in the registry), and its data parsed once a process.

The games come from the registry, so a sixth game is held to the same shape without editing this file.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.games.registry import GAMES
from tests.test_architecture import imported_modules

ROOT = Path(__file__).resolve().parent.parent
# The agreed file names (README, "Adding a game"): each game has at least these, in these halves.
RULES_FILES = ("__init__.py", "data.py", "state.py", "rules.py", "view.py", "whynot.py", "secrets.py")
TABLE_FILES = ("__init__.py", "layout.py", "looks.py", "tips.py", "present.py", "pictures.py", "screen.py")


def folder(slug: str) -> Path:
    """A game's folder."""
    return ROOT / "tabletop" / "games" / slug


def modules(path: Path) -> list[Path]:
    """The Python files under ``path``."""
    return sorted(path.rglob("*.py"))


@pytest.mark.parametrize("slug", GAMES)
def test_every_game_has_the_agreed_halves_and_file_names(slug):
    game = folder(slug)
    assert sorted(p.name for p in game.glob("*.py")) == ["__init__.py"], "only the GameDef beside the two halves"
    assert sorted(p.name for p in game.iterdir() if p.is_dir() and p.name != "__pycache__") == ["rules", "table"]
    for half, names in (("rules", RULES_FILES), ("table", TABLE_FILES)):
        present = {p.name for p in (game / half).glob("*.py")}
        assert set(names) <= present, f"{slug}/{half} lacks {sorted(set(names) - present)}"


@pytest.mark.parametrize("slug", GAMES)
def test_the_rules_half_never_imports_the_table_half_nor_the_ui(slug):
    table = f"tabletop.games.{slug}.table"
    for path in modules(folder(slug) / "rules"):
        for line, module in imported_modules(path):
            assert not module.startswith((table, "tabletop.ui", "pygame")), f"{path}:{line} imports {module}"


def test_no_game_module_imports_the_registry():
    offending = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in modules(ROOT / "tabletop" / "games")
        if path.name != "registry.py"
        for line, module in imported_modules(path)
        if module == "tabletop.games.registry"
        or (module == "tabletop.games" and "registry" in path.read_text(encoding="utf-8").splitlines()[line - 1])
    ]
    assert not offending, "\n".join(offending)


COUNT_PARSES = """
import collections, json, sys
from tabletop.spec import loader
parsed = collections.Counter()
real = loader.load_yaml
def counting(path, *args, **kwargs):
    parsed[str(getattr(path, "name", path))] += 1
    return real(path, *args, **kwargs)
loader.load_yaml = counting
for module in list(sys.modules.values()):  # modules that imported load_yaml by name see the counting one too
    if getattr(module, "load_yaml", None) is real:
        module.load_yaml = counting
from tabletop.games.registry import GAMES, load_rules, table_screen
from tabletop.engine.match import Match
for slug, game in GAMES.items():
    rules = load_rules(slug)
    screen = table_screen(rules)
    match = Match(rules, [f"P{i}" for i in range(min(game.players))], seed=1)
    shown = screen.show(match.view(None), tuple(match.legal_actions()), 1280, 800, False)
    for piece in shown.layout.placements.values():
        piece.tip
    screen.sample
print(json.dumps(parsed))
"""


def test_every_game_parses_its_data_once_a_process():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-c", COUNT_PARSES], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-3000:]
    import json

    parsed = json.loads(done.stdout.strip().splitlines()[-1])
    assert parsed == {game.data_file: 1 for game in GAMES.values()}
