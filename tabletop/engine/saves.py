"""Save files: JSON written atomically into the user directory, listed for resume, corrupt ones set aside."""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.engine.errors import SaveError


@dataclass(frozen=True)
class SaveInfo:
    """A save found on disk: its path, game, players, when it was written, and how far it got."""

    path: Path
    game: str
    players: tuple[str, ...]
    moves: int
    over: bool
    modified: float


def write_save(path: Path, data: dict[str, Any]) -> None:
    """Write JSON atomically: a temporary file in the same folder, fsync, then rename over."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_save(path: Path) -> dict[str, Any]:
    """Read a save's JSON; raise SaveError with the reason if it cannot be read or parsed."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{Path(path).name}: cannot be read ({exc})") from exc
    except json.JSONDecodeError as exc:
        raise SaveError(f"{Path(path).name}: not valid JSON (line {exc.lineno}: {exc.msg})") from exc
    if not isinstance(data, dict) or not isinstance(data.get("game"), str) or not isinstance(data.get("log"), list):
        raise SaveError(f"{Path(path).name}: not a Tabletop save (no game or move log)")
    return data


def set_aside(path: Path) -> Path:
    """Rename a bad save to ``*.corrupt`` so it is kept for inspection but never offered again."""
    target = path.with_name(f"{path.name}.{int(time.time())}.corrupt")
    os.replace(path, target)
    return target


def new_save_path(folder: Path, game: str) -> Path:
    """A fresh, unique save file name for a new match."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 0
    while True:
        path = folder / f"{game}-{stamp}{'-' + str(n) if n else ''}.json"
        if not path.exists():
            return path
        n += 1


def scan_saves(folder: Path) -> tuple[list[SaveInfo], list[tuple[Path, str]]]:
    """Every readable save in ``folder`` (newest first) and every unreadable one with its reason."""
    good: list[SaveInfo] = []
    bad: list[tuple[Path, str]] = []
    if not folder.is_dir():
        return good, bad
    for path in folder.glob("*.json"):
        try:
            data = read_save(path)
            players = tuple(str(p) for p in data.get("players", []))
            good.append(
                SaveInfo(path, data["game"], players, len(data["log"]), bool(data.get("over")), path.stat().st_mtime)
            )
        except SaveError as exc:
            bad.append((path, str(exc)))
    good.sort(key=lambda s: s.modified, reverse=True)
    return good, bad
