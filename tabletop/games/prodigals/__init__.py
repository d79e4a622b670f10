"""The Prodigals Club (Vladimír Suchý, CGE 2015), Election + Society: 2-5 players lose votes and reputation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.gamedef import GameDef
from tabletop.engine.message import msg

if TYPE_CHECKING:  # imported when called, so the menu loads no game's code or data
    from pathlib import Path

    from tabletop.engine.screen import TableScreen
    from tabletop.games.prodigals.rules.data import ProdigalsSpec
    from tabletop.games.prodigals.rules.rules import ProdigalsRules


def load(path: Path | None = None) -> ProdigalsRules:
    """Read and validate data/prodigals.yaml (or the data file at ``path``) and return the game's rules."""
    from tabletop.games.prodigals.rules.data import load_prodigals
    from tabletop.games.prodigals.rules.rules import ProdigalsRules
    from tabletop.paths import data_dir

    return ProdigalsRules(load_prodigals(path or data_dir() / "prodigals.yaml"))


def screen(spec: ProdigalsSpec) -> TableScreen:
    """The Prodigals Club's table screen (its pure layout and words), built from its loaded data ``spec``."""
    from tabletop.games.prodigals.table.screen import screen as build

    return build(spec)


GAME = GameDef(
    slug="prodigals",
    title=msg("The Prodigals Club"),
    players=(2, 3, 4, 5),
    blurb=msg(
        "Gentlemen racing to ruin: lose the election and your standing in society. Your worst contest is your"
        " score, and the lowest score wins."
    ),
    data_file="prodigals.yaml",
    load=load,
    screen=screen,
    secrets="tabletop.games.prodigals.rules.secrets",
    length_unit="rounds",
)
