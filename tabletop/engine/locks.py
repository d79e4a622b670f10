"""One writer per game: a window that plays a save holds an OS lock on it (released by the OS if the app dies, so a
crash or a kill never leaves a game locked), and new save names are created exclusively, so two windows on one
saves folder never write one file.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import time
from pathlib import Path

from tabletop.engine.saves import fsync_folder

LOCKS = ".locks"  # the folder beside the saves holding one lock file per save (never deleted: see release)

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:  # POSIX
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True


_held: dict[Path, int] = {}  # save path -> the open lock file this process holds


def lock_path(save: Path) -> Path:
    """The lock file of a save."""
    return save.parent / LOCKS / f"{save.name}.lock"


def acquire(save: Path) -> bool:
    """Hold ``save`` for this process; False if another process (another window) holds it. Held already: True.

    A folder where no lock can be made (read-only) is not a reason to refuse a game: True, unguarded."""
    save = Path(save).resolve()
    if save in _held:
        return True
    path = lock_path(save)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
    except OSError:
        return True
    if not _try_lock(fd):
        os.close(fd)
        return False
    _held[save] = fd
    return True


def release(save: Path) -> None:
    """Let another window open ``save``. The lock file stays: deleting it could let two windows lock two files."""
    fd = _held.pop(Path(save).resolve(), None)
    if fd is not None:
        with contextlib.suppress(OSError):
            os.close(fd)


def held_elsewhere(save: Path) -> bool:
    """Whether another process holds ``save`` now (this process's own holds do not count)."""
    save = Path(save).resolve()
    if save in _held:
        return False
    try:
        fd = os.open(lock_path(save), os.O_RDWR)
    except OSError:
        return False
    try:
        free = _try_lock(fd)
    finally:
        os.close(fd)  # closing drops a lock this probe took
    return not free


def create_save(folder: Path, game: str, text: str) -> Path:
    """Write a new save under a name no other save has or ever gets at the same time (created exclusively: two
    windows starting a game in the same second get two files), lock it for this process and return its path."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    fd, tmp = tempfile.mkstemp(prefix=f"{game}-new", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        for n in range(10_000):
            path = folder / f"{game}-{stamp}{'-' + str(n) if n else ''}.json"
            if not acquire(path):  # another window holds this name: it is taken
                continue
            try:
                os.link(tmp, path)  # fails if the name exists: atomic and exclusive, with the content in place
            except FileExistsError:
                release(path)
                continue
            except OSError:  # a file system without hard links: exclusive create, then the content
                try:
                    with open(path, "x", encoding="utf-8") as f:
                        f.write(text)
                        f.flush()
                        os.fsync(f.fileno())
                except FileExistsError:
                    release(path)
                    continue
            fsync_folder(folder)
            return path
        raise OSError(f"no free save name in {folder}")
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
