"""Masques (2-4 players): guest draft, corridor placement, six agent powers, guild favor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.gamedef import GameDef
from tabletop.engine.message import msg

if TYPE_CHECKING:
    from pathlib import Path

    from tabletop.engine.screen import TableScreen
    from tabletop.games.masques.rules.data import MasquesSpec
    from tabletop.games.masques.rules.rules import MasquesRules
    from tabletop.games.masques.rules.view import MasquesView


def load(path: Path | None = None) -> MasquesRules:
    """Read and validate data/masques.yaml (or the data file at ``path``) and return the game's rules."""
    from tabletop.games.masques.rules.data import load_masques
    from tabletop.games.masques.rules.rules import MasquesRules
    from tabletop.paths import data_dir

    return MasquesRules(load_masques(path or data_dir() / "masques.yaml"))


def screen(spec: MasquesSpec) -> TableScreen[MasquesView]:
    """Masques's table screen (its pure layout and words), built from its loaded data ``spec``."""
    from tabletop.games.masques.table.screen import screen as build

    return build(spec)


GAME = GameDef(
    slug="masques",
    title=msg("Masques"),
    players=(2, 3, 4),
    blurb=msg("Venice's masked ball - draft guests, hire agents and win the guilds' favor."),
    data_file="masques.yaml",
    load=load,
    screen=screen,
    secrets="tabletop.games.masques.rules.secrets",
    length_unit="rounds",
)
