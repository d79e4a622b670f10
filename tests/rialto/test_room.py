"""Rialto's room has the two halves of every game: ``rules/`` (pure, never the table's) and ``table/`` (what the one
table program draws), with the file names every game shares; the spec is handed down, so no module of the game
loads it through the registry."""

from __future__ import annotations

import ast
from pathlib import Path

from tabletop.games.registry import load_rules, table_screen
from tabletop.games.rialto import GAME

ROOM = Path(__file__).resolve().parents[2] / "tabletop" / "games" / "rialto"


def imports(path: Path) -> set[str]:
    """Every module ``path`` imports, wherever the import stands."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


def test_the_room_has_the_shared_file_names():
    rules = {p.name for p in (ROOM / "rules").glob("*.py")}
    table = {p.name for p in (ROOM / "table").glob("*.py")}
    assert {"__init__.py", "data.py", "state.py", "rules.py", "view.py", "whynot.py", "secrets.py"} <= rules
    assert {"__init__.py", "layout.py", "looks.py", "tips.py", "present.py", "pictures.py", "screen.py"} <= table
    assert sorted(p.name for p in ROOM.glob("*.py")) == ["__init__.py"]
    assert GAME.secrets == "tabletop.games.rialto.rules.secrets"


def test_the_rules_never_import_the_table_the_ui_or_the_registry():
    for path in sorted(ROOM.rglob("*.py")):
        found = imports(path)
        assert "tabletop.games.registry" not in found, path
        assert not {m for m in found if m.split(".")[0] in ("pygame", "pygame_ce") or m.startswith("tabletop.ui")}
        if path.parent.name == "rules":
            assert not {m for m in found if m.startswith("tabletop.games.rialto.table")}, path


def test_the_screen_is_drawn_from_the_spec_it_is_handed():
    rules = load_rules("rialto")
    screen = table_screen(rules)
    assert screen is table_screen("rialto")  # one screen per rules object
    assert screen.layout.args == (rules.spec,) and screen.sample.args == (rules.spec,)
    assert screen.button_label.args == (rules.spec,)
