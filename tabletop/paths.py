"""Where the app's data, art and user files live, in a checkout and in a frozen bundle alike."""

from __future__ import annotations

import os
import sys
from pathlib import Path


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
    """Where saves and settings go (override with TABLETOP_HOME, as tests do)."""
    override = os.environ.get("TABLETOP_HOME")
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("tabletop", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path
