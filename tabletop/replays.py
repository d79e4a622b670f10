"""Replay files: a save (any saved game, finished or not) opened to be watched again, from the saves folder or from
anywhere on disk, and a finished game's save exported to a folder the player names. Opening never changes the file;
a damaged or foreign file is refused with its reason."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.engine.errors import DataError, SaveError
from tabletop.engine.match import ReplayError
from tabletop.engine.message import Name, as_msg, msg
from tabletop.engine.pins import Pin, snapshot_if_sound
from tabletop.engine.replay import Replay
from tabletop.engine.rules import Rules
from tabletop.engine.saves import read_save, write_save
from tabletop.games.registry import GAMES, check_save_game, current_pin, load_rules, load_rules_from
from tabletop.paths import folder_problem, user_dir

EXPORT_SUFFIX = ".tabletop.json"  # an exported replay's name ends so: a save, named for what it is


def rules_for(data: dict[str, Any]) -> Rules:
    """The rules a save was played on: today's data, or the copy kept beside the saves when the data file changed
    since the game began; raise SaveError when neither loads."""
    slug = data["game"]
    began = Pin.from_save(data)
    now = current_pin(slug)
    try:
        if began is not None and now is not None and began.sha256 != now.sha256:
            kept = snapshot_if_sound(user_dir() / "saves", slug, began)
            if kept is not None:
                return load_rules_from(slug, kept)
        return load_rules(slug)
    except DataError as exc:
        raise SaveError(
            msg(
                "{game} cannot be loaded: its data file is broken: {problems}",
                game=as_msg(GAMES[slug].title),
                problems=exc.said,
            )
        ) from exc


def open_replay(path: Path) -> Replay:
    """The replay of the save at ``path``; raise SaveError saying why it cannot be watched (not a save, a game
    Tabletop does not know, a move that does not replay)."""
    path = Path(path)
    data = read_save(path, check_save_game)
    rules = rules_for(data)
    try:
        return Replay(rules, data)
    except ReplayError as exc:
        raise SaveError(msg("{file}: {problem}", file=Name(path.name), problem=exc.said)) from exc


def export_replay(source: Path, folder: Path) -> Path:
    """Copy a save into ``folder`` as a replay file (checked first: only a sound save goes out); return its path.
    Raise SaveError with the reason when the save is not sound or the folder cannot take it."""
    data = read_save(Path(source), check_save_game)
    folder = Path(folder).expanduser()
    problem = folder_problem(folder)
    if problem is not None:
        raise SaveError(
            msg("cannot export into {folder}: {problem}", folder=Name(str(folder)), problem=as_msg(problem))
        )
    stem = Path(source).name.removesuffix(".json")
    target = folder / f"{stem}{EXPORT_SUFFIX}"
    number = 1
    while target.exists():
        number += 1
        target = folder / f"{stem}-{number}{EXPORT_SUFFIX}"
    try:
        write_save(target, data)
    except OSError as exc:
        raise SaveError(
            msg("cannot export into {folder}: {error}", folder=Name(str(folder)), error=Name(exc.strerror or str(exc)))
        ) from exc
    return target
