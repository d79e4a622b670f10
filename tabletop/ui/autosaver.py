"""A table's saving: after every move (atomic), as this window's own (one writer per game), with the game's data
kept beside the saves, retried while the disk refuses, and rescued elsewhere after a crash."""

from __future__ import annotations

import contextlib
import tempfile
from pathlib import Path

from tabletop.engine import locks
from tabletop.engine.match import Match
from tabletop.engine.message import Name, Words, as_msg, msg
from tabletop.engine.pins import keep_snapshot
from tabletop.engine.saves import write_save
from tabletop.paths import folder_problem

SAVE_RETRY_SECONDS = 3.0


def rescue_dir() -> Path:
    """Where a game goes after a crash when its own save file cannot be written."""
    from tabletop.paths import user_dir

    return user_dir() / "rescued"


class Autosaver:
    """Saves one match to ``path`` (None: never, as for screenshots); ``problem`` says why the last save failed."""

    def __init__(self, path: Path | None, enabled: bool = True):
        self.path = path if enabled else None
        self.problem: Words = ""  # why the last save failed, until one works again ("" when saved)
        self.retry = 0.0  # seconds until the next try while failing
        self.data_kept = False  # the game's data is kept beside the saves (engine/pins.py)

    def save(self, match: Match) -> bool:
        """Write the save; return whether the game is saved. A failure is kept in ``problem`` and retried by
        ``tick`` every few seconds (and after every move) until it works."""
        if self.path is None:
            return True
        if not locks.acquire(self.path):  # never two writers: the other window keeps its moves
            self.problem = msg("This game is open in another Tabletop window: moves made here are NOT saved.")
            self.retry = SAVE_RETRY_SECONDS
            return False
        try:
            write_save(self.path, match.to_save())
        except OSError as exc:
            folder = folder_problem(self.path.parent)
            where = Name(str(self.path.parent))
            if folder:  # say what is wrong with the folder, not the error a write into it met
                self.problem = msg(
                    "Your last move is NOT saved: the saves folder {folder} is unusable ({problem}).",
                    folder=where,
                    problem=as_msg(folder),
                )
            else:
                self.problem = msg(
                    "Your last move is NOT saved ({error}). Tabletop keeps trying; "
                    "free some space or check the folder {folder}.",
                    error=Name(exc.strerror or str(exc)),
                    folder=where,
                )
            self.retry = SAVE_RETRY_SECONDS
            return False
        self.problem = ""
        self.keep_data(match)
        return True

    def tick(self, dt: float, match: Match) -> bool:
        """While failing, try again every few seconds; True when a retry has just worked."""
        if not self.problem:
            return False
        self.retry -= dt
        return self.retry <= 0 and self.save(match)

    @property
    def wait(self) -> float | None:
        """Seconds until the next retry (None: the last save worked, nothing to retry)."""
        return max(0.0, self.retry) if self.problem else None

    def keep_data(self, match: Match) -> None:
        """Keep the game's data beside the saves once (a save resumes on it if the data file is edited later)."""
        pin = match.rules.pin
        if self.data_kept or pin is None or not pin.data or self.path is None:
            return
        with contextlib.suppress(OSError, ValueError):  # only resuming after a data edit needs it
            keep_snapshot(self.path.parent, match.rules.slug, pin, pin.data)
            self.data_kept = True

    def rescue(self, match: Match) -> tuple[bool, Words]:
        """After a crash: save the game (in its place, else in a rescue folder, else the temporary folder); return
        whether it is saved and a sentence saying where, for the error screen."""
        if self.path is None:
            return True, ""
        data = match.to_save()
        places = [self.path, rescue_dir() / self.path.name, Path(tempfile.gettempdir()) / self.path.name]
        reason = ""
        for place in places:
            try:
                write_save(place, data)
            except OSError as exc:
                reason = reason or (exc.strerror or str(exc))
                continue
            if place == self.path:
                return True, msg("Your game was saved after your last move and can be resumed from the menu.")
            return True, msg(
                "Your game could not be saved in its place ({error}); it was saved as {file}.",
                error=Name(reason),
                file=Name(str(place)),
            )
        return False, msg(
            "Your game could NOT be saved ({error}): it stays open. Back returns to it.", error=Name(reason)
        )

    def release(self) -> None:
        """Let another window open this game."""
        if self.path is not None:
            locks.release(self.path)
