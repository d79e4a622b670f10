"""The games Tabletop plays: one explicit table of each game's GameDef (slug -> what the menu shows and how to
load its data and rules). Adding a game: its folder exports GAME; add it to the tuple below."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.engine.errors import SaveError
from tabletop.engine.gamedef import GameDef
from tabletop.engine.message import Name, as_msg, msg
from tabletop.engine.pins import Pin
from tabletop.games import capo, mascarade, masques, prodigals, rialto

if TYPE_CHECKING:  # the menu loads no screen: a game's table machinery is imported when it is played
    from tabletop.engine.rules import Rules
    from tabletop.engine.screen import TableScreen

GAMES: dict[str, GameDef] = {
    game.slug: game for game in (capo.GAME, masques.GAME, mascarade.GAME, rialto.GAME, prodigals.GAME)
}


def game_def(slug: str) -> GameDef:
    """A registered game's GameDef (what is known of it without loading its data); KeyError if none."""
    return GAMES[slug]


@functools.cache
def load_rules(slug: str) -> Rules:
    """Load and validate one game's data and return its rules; raises DataError if the data is bad.

    Loaded once per process (rules hold no match state, so one object serves every match); a load that
    fails is not remembered, so a fixed file loads on the next call.
    """
    game = GAMES[slug]
    from tabletop.paths import data_dir

    return pinned(game, game.load(), data_dir() / game.data_file)


def load_rules_from(slug: str, path: Path) -> Rules:
    """A game's rules from another copy of its data file (the data a save began with); raises DataError."""
    game = GAMES[slug]
    return pinned(game, game.load(path), path)


def pinned(game: GameDef, rules: Rules, path: Path) -> Rules:
    """``rules`` marked with the pin of the data file they were loaded from (saves record it)."""
    try:
        rules.pin = Pin.of(game.data_file, Path(path).read_bytes(), game.rules_version)
    except OSError:  # read a moment ago, gone now: the rules stand, their saves are simply not pinned
        rules.pin = None
    return rules


def current_pin(slug: str) -> Pin | None:
    """The pin of the game's data file as it is on disk now (None if it cannot be read)."""
    from tabletop.paths import data_dir

    game = GAMES[slug]
    try:
        return Pin.of(game.data_file, (data_dir() / game.data_file).read_bytes(), game.rules_version)
    except OSError:
        return None


def table_screen(game: Rules | str) -> TableScreen:
    """A game's TableScreen (its pure layout and words for the one table program), built from the data its rules were
    loaded from (a slug: the game's data file as loaded by ``load_rules``); built once per rules object."""
    return _screen_of(load_rules(game) if isinstance(game, str) else game)


@functools.cache
def _screen_of(rules: Rules) -> TableScreen:
    build = GAMES[rules.slug].screen
    if build is None:
        raise KeyError(f"{rules.slug} has no table screen")
    return build(rules.spec)


def check_save_game(data: dict) -> None:
    """Raise SaveError if a save's game, player count or variant is not one Tabletop knows (from the GameDefs:
    no game's data is loaded; the log's legality is proven by replaying it on resume)."""
    game = GAMES.get(data["game"])
    if game is None:
        raise SaveError(msg("it is for a game Tabletop does not know: {game}", game=Name(repr(data["game"]))))
    count = len(data["players"])
    if count not in game.players:
        raise SaveError(msg("{game} is not played by {n} players", game=as_msg(game.title), n=count))
    variant = data.get("variant") or game.variants_for(count)[0]
    if variant not in game.variants_for(count):
        raise SaveError(
            msg(
                "{game} has no variant {variant} at {n} players",
                game=as_msg(game.title),
                variant=Name(repr(variant)),
                n=count,
            )
        )
