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
from tabletop.engine.pins import Pin, changed_values, snapshot_if_sound
from tabletop.engine.rules import Rules
from tabletop.engine.salvage import Salvaged, cut_short, keep_original, read_text_leniently, replay_good_part
from tabletop.engine.saves import MAX_SAVE_BYTES, check_fields, read_save, set_aside, write_save
from tabletop.games.registry import GAMES, check_save_game, current_pin, load_rules, load_rules_from


def saves_folder() -> Path:
    """The folder of autosaves (as the saves screen names it)."""
    from tabletop.ui.scenes.saves import saves_dir

    return saves_dir()


def to_menu(app, notice: str) -> None:
    """Back to the menu, saying ``notice``."""
    from tabletop.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app, [notice]))


def resume_save(app, path: Path) -> None:
    """Open a save on the table, or say why not (and keep it whenever it may yet be resumed)."""
    path = Path(path)
    if not locks.acquire(path):
        return to_menu(app, f"{which_game(path)} is open in another Tabletop window: play it there, or close it there.")
    data, cut = read_or_salvage(path)
    if isinstance(data, str):
        locks.release(path)
        moved = set_aside(path)
        where = f" and was set aside as {moved.name}" if moved else ""
        return to_menu(app, f"A save could not be resumed{where}: {data}")
    slug = data["game"]
    began = Pin.from_save(data)
    now = current_pin(slug)
    if began is not None and now is not None and began.sha256 != now.sha256:
        return ask_about_changed_data(app, path, data, began)
    try:
        rules = load_rules(slug)
    except DataError as exc:  # the save is sound: keep it for when the data file is fixed
        locks.release(path)
        return to_menu(app, f"{GAMES[slug].title} cannot be resumed until its data file is fixed: {exc}")
    open_on_table(app, path, rules, data, cut)


def which_game(path: Path) -> str:
    """A save's game and players in words ("<title> with Anna, Bruno"), or its file name if it cannot be read."""
    try:
        data = read_save(path, check_save_game)
    except SaveError:
        return path.name
    return f"{GAMES[data['game']].title} with {', '.join(data['players'])}"


def read_or_salvage(path: Path) -> tuple[dict[str, Any] | str, bool]:
    """The save's fields (and whether they come from a file cut short), or the reason it cannot be used at all."""
    try:
        return read_save(path, check_save_game), False
    except SaveError as exc:
        reason = str(exc)
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
        moved = set_aside(path)
        where = f" and was set aside as {moved.name}" if moved else ""
        return to_menu(app, f"A save could not be resumed{where}: {exc}")
    notice = salvage_notice(path, found) if (cut or found.lost) else ""
    match = found.match
    log = [opening_line(match)] + [e.for_seat(None).text for e in found.events if e.for_seat(None).text]
    table = TableScene(app, match, path, log)
    if notice:
        table.message = notice
    app.reset(table)


def salvage_notice(path: Path, found: Salvaged) -> str:
    """Keep the damaged original beside the save, write the good part in its place, and say what happened."""
    copy = keep_original(path)
    kept = f"{found.kept} move{'s' * (found.kept != 1)} kept"
    lost = "the moves after them were cut off" if found.lost is None else f"{found.lost} lost"
    where = "the original is kept beside it as a .damaged file" if copy else "the original could not be copied"
    try:
        write_save(path, found.match.to_save())
    except OSError as exc:
        return f"This save was damaged: resumed at its last good move ({kept}, {lost}); {where}; NOT saved ({exc})."
    return f"This save was damaged: resumed at its last good move ({kept}, {lost}); {where}."


def ask_about_changed_data(app, path: Path, data: dict[str, Any], began: Pin) -> None:
    """The game's data changed since this save began: say what changed; resume on its own data, or keep it."""
    from tabletop.ui.scenes.confirm import ConfirmScene

    slug = data["game"]
    title = GAMES[slug].title
    kept = snapshot_if_sound(saves_folder(), slug, began)
    changes = describe_changes(slug, kept)
    if kept is not None and changes == SAME_VALUES:  # comments or layout only: the game is the same game
        try:
            rules = load_rules(slug)
        except DataError as exc:
            locks.release(path)
            return to_menu(app, f"{title} cannot be resumed until its data file is fixed: {exc}")
        return open_on_table(app, path, rules, data)
    if kept is None:
        locks.release(path)
        return to_menu(
            app,
            f"{title}: its data file changed since this game began ({changes}) and the data it began with was not "
            f"kept, so it waits: put data/{began.file} back as it was to resume it.",
        )

    def resume_on_its_own_data() -> None:
        try:
            rules = load_rules_from(slug, kept)
        except DataError as exc:
            locks.release(path)
            return to_menu(app, f"{title} cannot be resumed: the data it began with does not load: {exc}")
        open_on_table(app, path, rules, data)

    def keep_for_later() -> None:
        locks.release(path)

    detail = (
        f"Changed: {changes}. It can go on with the data it began with (kept beside the saves), or wait: put "
        f"data/{began.file} back as it was and it resumes as before."
    )
    app.push(
        ConfirmScene(
            app,
            f"{title}: the game's data changed since this game began",
            detail,
            resume_on_its_own_data,
            yes="Resume with its own data",
            no="Keep it for later",
            on_no=keep_for_later,
        )
    )


SAME_VALUES = "only its layout or comments"  # what describe_changes says when every value is the same


def describe_changes(slug: str, kept: Path | None) -> str:
    """Which values differ between the data a save began with and the data file now (first few)."""
    from tabletop.paths import data_dir
    from tabletop.spec.loader import load_yaml

    if kept is None:
        return "the values it began with are unknown"
    try:
        old, _ = load_yaml(kept)
        new, _ = load_yaml(data_dir() / GAMES[slug].data_file)
    except DataError:
        return "the file no longer loads"
    found = changed_values(old, new, limit=4)
    shown = "; ".join(found[:3]) + ("; and more" if len(found) > 3 else "")
    return shown if found else SAME_VALUES


def repair_cut_short(path: Path) -> str | None:
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
    moves = len(data["log"])
    return (
        f"A save cut short was repaired: its {moves} whole move{'s' * (moves != 1)} are kept "
        f"(the original is kept as {copy.name})."
    )
