"""Every game room has the same shape: its rules half (pure) apart from its table half, the same file names in every
game, the spec handed down (no game module looks itself up in the registry), and its data parsed once a process.

The games come from the registry, so a sixth game is held to the same shape without editing this file.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.layout import Key
from tabletop.engine.match import Match
from tabletop.games.registry import GAMES, load_rules, table_screen
from tests.test_architecture import imported_modules

ROOT = Path(__file__).resolve().parent.parent
# The agreed file names (README, "Adding a game"): each game has at least these, in these halves.
RULES_FILES = ("__init__.py", "data.py", "state.py", "rules.py", "view.py", "whynot.py", "secrets.py")
TABLE_FILES = ("__init__.py", "keys.py", "layout.py", "looks.py", "tips.py", "present.py", "pictures.py", "screen.py")


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


@pytest.mark.parametrize("slug", GAMES)
def test_views_are_frozen_dataclasses_and_regions_have_typed_keys(slug):
    """Typed at the seams: each seat's view is a frozen dataclass (nothing the table adds rides in it), every region
    is addressed by a ``Key`` whose text is unique on the table, and no table module splits a key's text."""
    rules = load_rules(slug)
    screen = table_screen(rules)
    count = max(rules.player_counts)
    match = Match(rules, [f"P{i}" for i in range(count)], seed=4)
    bot = RandomBot(4)
    for _ in range(12):
        for seat in (None, *range(count)):
            view = match.view(seat)
            assert is_dataclass(view) and view.__dataclass_params__.frozen, f"{slug}: {type(view).__name__}"
            assert not {"computers", "offered"} & {f.name for f in fields(view)}
            decision = match.decision()
            layout = screen.show(view, decision.actions if seat == decision.seat else (), 1280, 800).layout
            assert all(isinstance(key, Key) for key in layout.regions), f"{slug}: a region keyed by text"
            names = [str(key) for key in layout.regions]
            assert len(names) == len(set(names)), f"{slug}: two regions read the same"
        if match.is_over():
            break
        match.apply(bot.choose(match))
    splitting = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in modules(folder(slug) / "table")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"""\.(r?split|r?partition)\(\s*["']:""", line)
    ]
    assert not splitting, "table code decodes a key's text:\n" + "\n".join(splitting)
