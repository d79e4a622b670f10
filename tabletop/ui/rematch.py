"""A rematch: the same game again, with the same players, computer seats, variant and options, from a new seed."""

from __future__ import annotations

import copy
import random
from typing import TYPE_CHECKING

from tabletop.engine.locks import create_save
from tabletop.engine.match import Match
from tabletop.engine.saves import encode_save, new_save_path

if TYPE_CHECKING:
    from tabletop.ui.app import App


def new_seed(old: int) -> int:
    """A fresh random seed, never the one just played."""
    chooser = random.SystemRandom()
    seed = old
    while seed == old:
        seed = chooser.randrange(2**31)
    return seed


def rematch(match: Match, seed: int | None = None) -> Match:
    """A new match like ``match``: its rules (the same data), players in their seats, variant, options (who starts
    included) and computer seats with their strengths; dealt from ``seed`` (None: a new random one)."""
    fresh = Match(
        match.rules,
        match.players,
        match.variant,
        copy.deepcopy(match.options),
        seed=new_seed(match.seed) if seed is None else seed,
    )
    fresh.set_computers(dict(match.computers))
    return fresh


def start_rematch(app: App, match: Match) -> None:
    """Open a rematch of ``match`` on a new table, saved in a file of its own (as a game started from setup)."""
    from tabletop.ui.scenes.saves import opening_line, saves_dir
    from tabletop.ui.scenes.table import TableScene

    fresh = rematch(match)
    try:  # a name no other window's game has or gets: created exclusively, with the first save in it
        path = create_save(saves_dir(), match.rules.slug, encode_save(fresh.to_save()))
    except OSError:  # the folder refuses: the table says the game is not saved, and keeps trying
        path = new_save_path(saves_dir(), match.rules.slug)
    table = TableScene(app, fresh, path, [opening_line(fresh)])
    table.autosave()
    app.reset(table)
