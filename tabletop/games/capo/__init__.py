"""Capo dei Capi (2 players): push-your-luck dice, pending markers, hidden bribes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.gamedef import GameDef
from tabletop.engine.message import msg

if TYPE_CHECKING:  # imported lazily below, so the menu loads no game's data
    from pathlib import Path

    from tabletop.engine.screen import TableScreen
    from tabletop.games.capo.rules.data import CapoSpec
    from tabletop.games.capo.rules.rules import CapoRules
    from tabletop.games.capo.rules.view import CapoView


def load(path: Path | None = None) -> CapoRules:
    """Read and validate data/capo.yaml (or the data file at ``path``) and return the game's rules."""
    from tabletop.games.capo.rules.data import load_capo
    from tabletop.games.capo.rules.rules import CapoRules
    from tabletop.paths import data_dir

    return CapoRules(load_capo(path or data_dir() / "capo.yaml"))


def screen(spec: CapoSpec) -> TableScreen[CapoView]:
    """Capo's table screen (its pure layout and words), built from its loaded data ``spec``."""
    from tabletop.games.capo.table.screen import screen as build

    return build(spec)


GAME = GameDef(
    slug="capo",
    title=msg("Capo dei Capi"),
    players=(2,),
    blurb=msg("Push-your-luck dice in Prohibition-era New York; bank influence before the law catches you."),
    data_file="capo.yaml",
    load=load,
    screen=screen,
    secrets="tabletop.games.capo.rules.secrets",
    length_unit="turns",
)
