"""Where the app's data, art and user files live, in a checkout and in a frozen bundle alike."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tabletop.engine.message import Msg, Name, as_msg, msg


def resource_root() -> Path:
    """The folder holding data/ and art/: the bundle's root when frozen, else the checkout."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    """The folder of game data YAML files."""
    return resource_root() / "data"


def art_dir() -> Path:
    """The folder of fonts and images."""
    return resource_root() / "art"


def user_dir() -> Path:
    """Where saves and settings go (override with TABLETOP_HOME, as tests do); created when missing.

    Never raises: when the folder cannot be created (a file in the way, a read-only disk) its path is returned
    all the same, so reading there finds nothing, a write there fails with its reason, and the menu says so
    (``folder_problem``).
    """
    override = os.environ.get("TABLETOP_HOME")
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("tabletop", appauthor=False))
    folder_problem(path)
    return path


def folder_problem(path: Path) -> Msg | None:
    """Why ``path`` cannot hold Tabletop's files (it is created when missing), in words; None when it can."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        try:
            if path.is_symlink() and not path.exists():
                return msg("it is a link to {target}, which does not exist", target=Name(os.readlink(path)))
            if path.exists() and not path.is_dir():
                return msg("it is a file, not a folder")
        except OSError:
            pass
        return as_msg(exc.strerror or str(exc))
    if not os.access(path, os.W_OK | os.X_OK):
        return msg("it cannot be written to")
    return None
