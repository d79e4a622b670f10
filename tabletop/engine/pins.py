"""Saves pin their data: a save records which data file (by its SHA-256) and which rules version it was played with,
and the data itself is kept once, content-addressed, beside the saves. A save whose data has changed since is
never replayed on the new data by surprise: it resumes on the data it began with, or waits until it is back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.engine.message import Msg, Name, msg
from tabletop.engine.saves import write_atomically

SNAPSHOTS = "data"  # the folder beside the saves holding the data files saves began with


@dataclass(frozen=True)
class Pin:
    """Which data a match is played with: the game's data file name, the SHA-256 of its bytes, the rules' version."""

    file: str
    sha256: str
    rules: int
    data: bytes = field(default=b"", compare=False, repr=False)  # the file's bytes, when loaded from them

    def to_save(self) -> dict[str, Any]:
        """As JSON-ready data (the save's ``data`` field)."""
        return {"file": self.file, "sha256": self.sha256, "rules": self.rules}

    @classmethod
    def of(cls, file: str, data: bytes, rules: int) -> Pin:
        """The pin of a data file's bytes."""
        return cls(file, sha256(data), rules, data)

    @classmethod
    def from_save(cls, data: dict[str, Any]) -> Pin | None:
        """A save's pin, or None for a save written before saves were pinned."""
        pin = data.get("data")
        if not isinstance(pin, dict):
            return None
        return cls(str(pin["file"]), str(pin["sha256"]), int(pin["rules"]))

    def snapshot_name(self, game: str) -> str:
        """The name the data is kept under beside the saves."""
        return f"{game}-{self.sha256[:20]}.yaml"


def snapshot_path(saves: Path, game: str, pin: Pin) -> Path:
    """Where the data a save began with is kept."""
    return saves / SNAPSHOTS / pin.snapshot_name(game)


def keep_snapshot(saves: Path, game: str, pin: Pin, data: bytes) -> Path:
    """Keep ``data`` (whose pin is ``pin``) beside the saves, once: written atomically, never changed afterwards.
    Raises OSError when the disk refuses (the game can still be saved; only resuming after a data edit needs it)."""
    path = snapshot_path(saves, game, pin)
    if path.is_file() and sha256(path.read_bytes()) == pin.sha256:
        return path
    if sha256(data) != pin.sha256:
        raise ValueError(f"the data given is not the data of {pin.snapshot_name(game)}")
    write_atomically(path, data)
    return path


def snapshot_if_sound(saves: Path, game: str, pin: Pin) -> Path | None:
    """The kept data of ``pin`` if it is there and still matches its hash, else None."""
    path = snapshot_path(saves, game, pin)
    try:
        if path.is_file() and sha256(path.read_bytes()) == pin.sha256:
            return path
    except OSError:
        return None
    return None


def changed_values(old: Any, new: Any, path: str = "", limit: int = 8) -> list[Msg]:
    """Where two loaded data trees differ, in words a player can check against the file ("setup.coins: 6 -> 7"),
    at most ``limit`` of them."""
    found: list[Msg] = []
    _diff(old, new, path, found, limit)
    return found


def _diff(old: Any, new: Any, path: str, found: list[Msg], limit: int) -> None:
    if len(found) >= limit:
        return
    if isinstance(old, dict) and isinstance(new, dict):
        for key in list(old) + [k for k in new if k not in old]:
            where = f"{path}.{key}" if path else str(key)
            if key not in new:
                found.append(msg("{where}: removed", where=Name(where)))
            elif key not in old:
                found.append(msg("{where}: added", where=Name(where)))
            else:
                _diff(old[key], new[key], where, found, limit)
            if len(found) >= limit:
                return
    elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for i, (a, b) in enumerate(zip(old, new)):
            _diff(a, b, f"{path}[{i}]", found, limit)
    elif old != new:
        found.append(msg("{where}: {old} -> {new}", where=Name(path), old=Name(_short(old)), new=Name(_short(new))))


def _short(value: Any) -> str:
    text = repr(value) if not isinstance(value, (dict, list)) else f"{type(value).__name__} of {len(value)}"
    return text if len(text) <= 40 else text[:37] + "..."


def sha256(data: bytes) -> str:
    """The SHA-256 of ``data`` in hex."""
    return str(_sha256_maker()(data).hexdigest())


def _sha256_maker() -> Any:
    """CPython's own SHA-256 (as ``random`` uses its own SHA-512): ``hashlib`` would map OpenSSL's libcrypto into
    the app, 3.3 MiB of resident memory for a few hashes of data files, and ~5 ms before the first frame. Python
    3.12 renamed the module (``_sha2``): there, and in a Python built without it, ``hashlib``'s."""
    try:
        from _sha256 import sha256  # type: ignore[import-not-found]

        return sha256
    except ImportError:
        from hashlib import sha256 as openssl

        return openssl
