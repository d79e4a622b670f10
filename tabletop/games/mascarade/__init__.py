"""Mascarade (2-13 players): hidden roles that even their holders forget, swaps, claims and challenges."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.gamedef import GameDef
from tabletop.engine.message import msg, msgc

if TYPE_CHECKING:  # only named here: the menu imports this module without loading any game's data or table
    from pathlib import Path

    from tabletop.engine.screen import TableScreen
    from tabletop.games.mascarade.rules.data import MascaradeSpec
    from tabletop.games.mascarade.rules.rules import MascaradeRules
    from tabletop.games.mascarade.rules.view import MascaradeView


def load(path: Path | None = None) -> MascaradeRules:
    """Read and validate data/mascarade.yaml (or the data file at ``path``) and return the game's rules."""
    from tabletop.games.mascarade.rules.data import load_mascarade
    from tabletop.games.mascarade.rules.rules import MascaradeRules
    from tabletop.paths import data_dir

    return MascaradeRules(load_mascarade(path or data_dir() / "mascarade.yaml"))


def screen(spec: MascaradeSpec) -> TableScreen[MascaradeView]:
    """Mascarade's table screen (its pure layout and words), built from its loaded data ``spec``."""
    from tabletop.games.mascarade.table.screen import screen as build

    return build(spec)


GAME = GameDef(
    slug="mascarade",
    title=msg("Mascarade"),
    players=tuple(range(2, 14)),
    blurb=msg("Secret roles that even their holders forget - swap, bluff, claim and challenge."),
    data_file="mascarade.yaml",
    load=load,
    screen=screen,
    secrets="tabletop.games.mascarade.rules.secrets",
    variants=("recommended", "custom"),
    length_unit="turns",
    length_words=msgc("a turn of Mascarade (its Greek rulebook says γύρος, not σειρά)", "turn {n}"),
)
