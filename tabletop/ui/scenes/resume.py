"""Resuming a save: one window per game, the data it began with, and the good part of a damaged one.

- A game open in another window is not opened again (the other window holds it: engine/locks.py).
- A save whose game data changed since it began is never set aside nor replayed on the new data: the player is
  told which values changed and may resume it on the data it began with (kept beside the saves) or keep it for
  later; putting the data file back as it was resumes it as before.
- A save whose tail is damaged (a move that no longer replays, a file cut short) resumes at its last good move,
  saying how many moves were kept and lost; the original is kept beside it (``*.damaged``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.engine import locks
from tabletop.engine.errors import DataError, SaveError
from tabletop.engine.message import Msg, Name, Words, as_msg, joined, msg, msgc, msgn
from tabletop.engine.pins import Pin, changed_values, snapshot_if_sound
from tabletop.engine.rules import Rules
from tabletop.engine.salvage import Salvaged, cut_short, keep_original, read_text_leniently, replay_good_part
from tabletop.engine.saves import MAX_SAVE_BYTES, check_fields, read_save, set_aside, write_save
from tabletop.games.registry import GAMES, check_save_game, current_pin, load_rules, load_rules_from
from tabletop.ui.scenes.saves import names


def saves_folder() -> Path:
    """The folder of autosaves (as the saves screen names it)."""
    from tabletop.ui.scenes.saves import saves_dir

    return saves_dir()


def to_menu(app, notice: Words) -> None:
    """Back to the menu, saying ``notice``."""
    from tabletop.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app, [notice]))


def resume_save(app, path: Path) -> None:
    """Open a save on the table, or say why not (and keep it whenever it may yet be resumed)."""
    path = Path(path)
    if not locks.acquire(path):
        game = which_game(path)
        return to_menu(
            app, msg("{game} is open in another Tabletop window: play it there, or close it there.", game=game)
        )
    data, cut = read_or_salvage(path)
    if isinstance(data, Msg):
        locks.release(path)
        return to_menu(app, not_resumed(path, data))
    slug = data["game"]
    began = Pin.from_save(data)
    now = current_pin(slug)
    if began is not None and now is not None and began.sha256 != now.sha256:
        return ask_about_changed_data(app, path, data, began)
    try:
        rules = load_rules(slug)
    except DataError as exc:  # the save is sound: keep it for when the data file is fixed
        locks.release(path)
        return to_menu(app, data_broken(slug, exc))
    open_on_table(app, path, rules, data, cut)


def not_resumed(path: Path, reason: Msg) -> Msg:
    """Set a save that cannot be resumed aside, and say so (and why)."""
    moved = set_aside(path)
    if moved:
        return msg(
            "A save could not be resumed and was set aside as {file}: {reason}", file=Name(moved.name), reason=reason
        )
    return msg("A save could not be resumed: {reason}", reason=reason)


def data_broken(slug: str, exc: DataError) -> Msg:
    """Why a sound save waits: its game's data file is broken."""
    return msg(
        "{game} cannot be resumed until its data file is fixed: {problems}",
        game=as_msg(GAMES[slug].title),
        problems=exc.said,
    )


def which_game(path: Path) -> Msg:
    """A save's game and players in words ("<title> with Anna, Bruno"), or its file name if it cannot be read."""
    try:
        data = read_save(path, check_save_game)
    except SaveError:
        return as_msg(path.name)
    return msg("{game} with {players}", game=as_msg(GAMES[data["game"]].title), players=names(data["players"]))


def read_or_salvage(path: Path) -> tuple[dict[str, Any] | Msg, bool]:
    """The save's fields (and whether they come from a file cut short), or the reason it cannot be used at all."""
    try:
        return read_save(path, check_save_game), False
    except SaveError as exc:
        reason = exc.said
    data = cut_short_save(path)
    return (reason, False) if data is None else (data, True)


def cut_short_save(path: Path) -> dict[str, Any] | None:
    """The sound fields and whole moves of a Tabletop save cut short inside its log, or None if it is not one."""
    text = read_text_leniently(path, MAX_SAVE_BYTES)
    data = cut_short(text) if text is not None else None
    if data is None:
        return None
    try:
        check_fields(data, path.name)
        check_save_game(data)
    except SaveError:
        return None
    return data


def open_on_table(app, path: Path, rules: Rules, data: dict[str, Any], cut: bool = False) -> None:
    """Replay the save (its good part) and put it on the table; a save whose set-up fails is set aside."""
    from tabletop.ui.scenes.saves import opening_line
    from tabletop.ui.scenes.table import TableScene

    try:
        found = replay_good_part(rules, data, cut)
    except SaveError as exc:
        locks.release(path)
        return to_menu(app, not_resumed(path, exc.said))
    notice: Words = salvage_notice(path, found) if (cut or found.lost) else ""
    match = found.match
    log: list[Words] = [opening_line(match)]
    log += [e.for_seat(None).text for e in found.events if e.for_seat(None).text]
    table = TableScene(app, match, path, log)
    if notice:
        table.message = notice
    app.reset(table)


def salvage_notice(path: Path, found: Salvaged) -> Msg:
    """Keep the damaged original beside the save, write the good part in its place, and say what happened."""
    copy = keep_original(path)
    kept = msgn("{n} move kept", "{n} moves kept", found.kept)
    lost = msg("the moves after them were cut off") if found.lost is None else msgn("{n} lost", "{n} lost", found.lost)
    where = (
        msg("the original is kept beside it as a .damaged file") if copy else msg("the original could not be copied")
    )
    try:
        write_save(path, found.match.to_save())
    except OSError as exc:
        return msg(
            "This save was damaged: resumed at its last good move ({kept}, {lost}); {where}; NOT saved ({error}).",
            kept=kept,
            lost=lost,
            where=where,
            error=Name(str(exc)),
        )
    return msg(
        "This save was damaged: resumed at its last good move ({kept}, {lost}); {where}.",
        kept=kept,
        lost=lost,
        where=where,
    )


def ask_about_changed_data(app, path: Path, data: dict[str, Any], began: Pin) -> None:
    """The game's data changed since this save began: say what changed; resume on its own data, or keep it."""
    from tabletop.ui.scenes.confirm import ConfirmScene

    slug = data["game"]
    title = as_msg(GAMES[slug].title)
    file = Name(f"data/{began.file}")
    kept = snapshot_if_sound(saves_folder(), slug, began)
    changes = describe_changes(slug, kept)
    if kept is not None and changes == SAME_VALUES:  # comments or layout only: the game is the same game
        try:
            rules = load_rules(slug)
        except DataError as exc:
            locks.release(path)
            return to_menu(app, data_broken(slug, exc))
        return open_on_table(app, path, rules, data)
    if kept is None:
        locks.release(path)
        return to_menu(
            app,
            msg(
                "{game}: its data file changed since this game began ({changes}) and the data it began with was not "
                "kept, so it waits: put {file} back as it was to resume it.",
                game=title,
                changes=changes,
                file=file,
            ),
        )

    def resume_on_its_own_data() -> None:
        try:
            rules = load_rules_from(slug, kept)
        except DataError as exc:
            locks.release(path)
            return to_menu(
                app,
                msg(
                    "{game} cannot be resumed: the data it began with does not load: {problems}",
                    game=title,
                    problems=exc.said,
                ),
            )
        open_on_table(app, path, rules, data)

    def keep_for_later() -> None:
        locks.release(path)

    detail = msg(
        "Changed: {changes}. It can go on with the data it began with (kept beside the saves), or wait: put "
        "{file} back as it was and it resumes as before.",
        changes=changes,
        file=file,
    )
    app.push(
        ConfirmScene(
            app,
            msg("{game}: the game's data changed since this game began", game=title),
            detail,
            resume_on_its_own_data,
            yes=msg("Resume with its own data"),
            no=msg("Keep it for later"),
            on_no=keep_for_later,
        )
    )


SAME_VALUES = msg("only its layout or comments")  # what describe_changes says when every value is the same


def describe_changes(slug: str, kept: Path | None) -> Msg:
    """Which values differ between the data a save began with and the data file now (first few)."""
    from tabletop.paths import data_dir
    from tabletop.spec.loader import load_yaml

    if kept is None:
        return msg("the values it began with are unknown")
    try:
        old, _ = load_yaml(kept)
        new, _ = load_yaml(data_dir() / GAMES[slug].data_file)
    except DataError:
        return msg("the file no longer loads")
    found = changed_values(old, new, limit=4)
    if not found:
        return SAME_VALUES
    shown = joined([as_msg(change) for change in found[:3]], msgc("between changes", "; "))
    return msg("{changes}; and more", changes=shown) if len(found) > 3 else shown


def repair_cut_short(path: Path) -> Msg | None:
    """A save the menu found damaged: if it is a Tabletop save cut short, keep the original beside it, write its
    whole part in its place and return what to tell the player; None when it is not one (it is set aside)."""
    data = cut_short_save(path)
    if data is None:
        return None
    copy = keep_original(path)
    if copy is None:
        return None
    try:
        write_save(path, data)
    except OSError:
        return None
    return msgn(
        "A save cut short was repaired: its {n} whole move is kept (the original is kept as {file}).",
        "A save cut short was repaired: its {n} whole moves are kept (the original is kept as {file}).",
        len(data["log"]),
        file=Name(copy.name),
    )
