"""The games Tabletop plays: one explicit table of slug -> how to load its data and rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from tabletop.engine.rules import Rules
from tabletop.paths import data_dir


@dataclass(frozen=True)
class GameEntry:
    """A registered game: its slug, title, data file and the factory that builds its rules."""

    slug: str
    title: str
    data_file: str
    load: Callable[[], Rules]


def _capo() -> Rules:
    from tabletop.games.capo.data import load_capo
    from tabletop.games.capo.rules import CapoRules

    return CapoRules(load_capo(data_dir() / "capo.yaml"))


GAMES: dict[str, GameEntry] = {
    "capo": GameEntry("capo", "Capo dei Capi", "capo.yaml", _capo),
}


def load_rules(slug: str) -> Rules:
    """Load and validate one game's data and return its rules; raises DataError if the data is bad."""
    return GAMES[slug].load()
