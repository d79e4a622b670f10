"""The games Tabletop plays: one explicit table of slug -> how to load its data and rules."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass

from tabletop.engine.errors import DataError, SaveError
from tabletop.engine.rules import Rules
from tabletop.engine.saves import GameUnavailable
from tabletop.paths import data_dir


@dataclass(frozen=True)
class GameEntry:
    """A registered game: slug, title, data file, the factory of its rules, and its hidden-information hook."""

    slug: str
    title: str
    data_file: str
    load: Callable[[], Rules]
    secrets: str = ""  # module with hidden_facts() and disguise() for the leak checks; "" if nothing is hidden


def _capo() -> Rules:
    from tabletop.games.capo.data import load_capo
    from tabletop.games.capo.rules import CapoRules

    return CapoRules(load_capo(data_dir() / "capo.yaml"))


def _masques() -> Rules:
    from tabletop.games.masques.data import load_masques
    from tabletop.games.masques.rules import MasquesRules

    return MasquesRules(load_masques(data_dir() / "masques.yaml"))


def _mascarade() -> Rules:
    from tabletop.games.mascarade.data import load_mascarade
    from tabletop.games.mascarade.rules import MascaradeRules

    return MascaradeRules(load_mascarade(data_dir() / "mascarade.yaml"))


def _rialto() -> Rules:
    from tabletop.games.rialto.data import load_rialto
    from tabletop.games.rialto.rules import RialtoRules

    return RialtoRules(load_rialto(data_dir() / "rialto.yaml"))


GAMES: dict[str, GameEntry] = {
    "capo": GameEntry("capo", "Capo dei Capi", "capo.yaml", _capo, "tabletop.games.capo.secrets"),
    "masques": GameEntry("masques", "Masques", "masques.yaml", _masques, "tabletop.games.masques.secrets"),
    "mascarade": GameEntry("mascarade", "Mascarade", "mascarade.yaml", _mascarade, "tabletop.games.mascarade.secrets"),
    "rialto": GameEntry("rialto", "Rialto", "rialto.yaml", _rialto, "tabletop.games.rialto.secrets"),
}


@functools.cache
def load_rules(slug: str) -> Rules:
    """Load and validate one game's data and return its rules; raises DataError if the data is bad.

    Loaded once per process (rules hold no match state, so one object serves every match); a load that
    fails is not remembered, so a fixed file loads on the next call.
    """
    return GAMES[slug].load()


def check_save_game(data: dict) -> None:
    """Raise SaveError if a save's game, player count or variant is not one Tabletop knows; GameUnavailable
    if its game is known but its data file is broken now (the save is kept for when it is fixed)."""
    game = data["game"]
    if game not in GAMES:
        raise SaveError(f"it is for a game Tabletop does not know: {game!r}")
    try:
        rules = load_rules(game)
    except DataError as exc:
        raise GameUnavailable(f"{GAMES[game].title} cannot be played until its data file is fixed") from exc
    count = len(data["players"])
    if count not in rules.player_counts:
        raise SaveError(f"{rules.title} is not played by {count} players")
    variant = data.get("variant") or rules.variants_for(count)[0]
    if variant not in rules.variants_for(count):
        raise SaveError(f"{rules.title} has no variant {variant!r} at {count} players")
