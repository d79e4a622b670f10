"""Rialto (2-5 players): card rows, six stages A-F, buildings, bridges and gondolas, district majorities."""

from __future__ import annotations

from tabletop.engine.gamedef import GameDef
from tabletop.engine.message import msg


def load(path=None):
    """Read and validate data/rialto.yaml (or the data file at ``path``) and return the game's rules."""
    from tabletop.games.rialto.rules.data import load_rialto
    from tabletop.games.rialto.rules.rules import RialtoRules
    from tabletop.paths import data_dir

    return RialtoRules(load_rialto(path or data_dir() / "rialto.yaml"))


def screen(spec):
    """Rialto's table screen (its pure layout and words), built from its loaded data ``spec``."""
    from tabletop.games.rialto.table.screen import screen as build

    return build(spec)


GAME = GameDef(
    slug="rialto",
    title=msg("Rialto"),
    players=(2, 3, 4, 5),
    blurb=msg("Play cards in six stages to build bridges, buildings and influence in the districts of Venice."),
    data_file="rialto.yaml",
    load=load,
    screen=screen,
    secrets="tabletop.games.rialto.rules.secrets",
    variants=("standard", "neutral"),
    variant_players=(("neutral", (2,)),),
    length_unit="rounds",
)
