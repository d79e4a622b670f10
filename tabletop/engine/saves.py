"""Save files: JSON written atomically into the user directory, checked field by field on reading, listed
for resume, and set aside (renamed ``*.corrupt``) when damaged.

A save is: ``format`` (1), ``game`` (a slug), ``variant``, ``options`` (a mapping), ``players`` (names),
``seed``, ``log`` (the moves as text), ``over``, and, since the saves screen shows it, ``length`` (turns
or rounds so far); ``computers`` maps the seats played by the computer (seat number as text) to a strength;
``data`` pins the data the game began with (engine/pins.py); a finished game's ``winners`` are its winning seats.
The log is written last, a move a line, so a file cut short keeps everything but its last moves (engine/salvage.py).
``check_fields`` validates the shape and ranges of every field; what only the game
knows (is the game known, the variant, the player count) is a ``GameCheck`` the caller passes in, and
the log's legality is proven by replaying it (``Match.from_save``) when the game is resumed.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.engine.errors import SaveError
from tabletop.engine.message import Msg, Name, msg, msgn

SAVE_FORMAT = 1
MAX_PLAYERS = 20
MAX_NAME = 60
MAX_MOVES = 100_000
MAX_MOVE_TEXT = 200
MAX_SAVE_BYTES = 16 * 2**20

# Given a save's checked fields, raise SaveError if its game cannot take them (unknown game, variant or count).
GameCheck = Callable[[dict[str, Any]], None]


@dataclass(frozen=True)
class SaveInfo:
    """A save found on disk: its path, game, players, moves, length so far (None if unrecorded), end, time."""

    path: Path
    game: str
    players: tuple[str, ...]
    moves: int
    over: bool
    modified: float
    length: int | None = None
    winners: tuple[int, ...] = ()  # a finished game's winners (seats), when its save says


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a power cut cannot roll it back); a no-op where folders cannot be
    opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def encode_save(data: dict[str, Any]) -> str:
    """A save's JSON text: one move a line, so a file cut short keeps every whole move before the cut."""
    return json.dumps(data, ensure_ascii=False, indent=1)


def write_save(path: Path, data: dict[str, Any]) -> None:
    """Write JSON atomically: a temporary file in the same folder, fsync, rename over, fsync the folder.

    The file gets the user's usual permissions (the umask), not the temporary file's private 0600.
    Raises OSError if the disk refuses (full, read-only): the caller must say the move is not saved.
    """
    write_atomically(path, encode_save(data).encode("utf-8"))


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (see ``write_save``); raises OSError if the disk refuses."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        with contextlib.suppress(OSError):
            os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
        fsync_folder(path.parent)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_stale_temporaries(folder: Path) -> int:
    """Delete ``*.tmp`` files left by a write that was killed halfway; return how many went."""
    removed = 0
    if not folder.is_dir():
        return 0
    for tmp in folder.glob("*.json*.tmp"):
        with contextlib.suppress(OSError):
            tmp.unlink()
            removed += 1
    return removed


def _clip(value: Any, room: int) -> Name:
    """A value from the file as Python writes it, cut to ``room`` characters (a hostile file's text stays short)."""
    return Name(repr(value)[: max(0, room)])


def _kind(value: Any) -> Name:
    """The JSON type a value has, as Python names it ("NoneType", "str")."""
    return Name(type(value).__name__)


REQUIRED = (
    ("players", msg("a list of names")),
    ("seed", msg("a whole number")),
    ("log", msg("a list of moves")),
)
OPTIONAL: tuple[tuple[str, type | tuple[type, ...], Msg], ...] = (
    ("variant", str, msg("text")),
    ("options", dict, msg("a mapping")),
    ("over", bool, msg("true or false")),
    ("length", int, msg("a whole number")),
    ("computers", dict, msg("a mapping of seat numbers to strengths")),
    ("winners", list, msg("a list of seat numbers")),
)
LIMIT = 200  # the longest a reason quoting the file's own text may get


def _field_problem(data: dict[str, Any]) -> Msg | None:
    """What is wrong with a save's fields, or None."""
    if data.get("format") != SAVE_FORMAT:
        return msg("save format {found} is not {format}", found=Name(repr(data.get("format"))), format=SAVE_FORMAT)
    game = data.get("game")
    if not isinstance(game, str) or not game:
        return msg("it names no game")
    shapes = {"players": isinstance(data.get("players"), list), "seed": type(data.get("seed")) is int}
    shapes["log"] = isinstance(data.get("log"), list)
    for key, expected in REQUIRED:
        if key not in data:
            return msg("it has no {key}", key=Name(repr(key)))
        if not shapes[key]:
            return msg(
                "{key} should be {expected}, not {kind}", key=Name(repr(key)), expected=expected, kind=_kind(data[key])
            )
    return _players_problem(data["players"]) or _log_problem(data) or _optional_problem(data)


def _players_problem(players: list[Any]) -> Msg | None:
    """What is wrong with a save's player names, or None."""
    if not 1 <= len(players) <= MAX_PLAYERS:
        return msgn("it has {n} player", "it has {n} players", len(players))
    if not all(
        isinstance(p, str)
        and 0 < len(p.strip()) <= MAX_NAME
        and p.isprintable()  # no NUL, escape or line break: no name holds one
        and not any(0xD800 <= ord(c) <= 0xDFFF for c in p)  # nor a lone surrogate, which cannot be drawn
        for p in players
    ):
        room = LIMIT - len(f"its player names should be text of 1 to {MAX_NAME} characters, no control characters: ")
        return msg(
            "its player names should be text of 1 to {most} characters, no control characters: {names}",
            most=MAX_NAME,
            names=_clip(players, room),
        )
    if len(set(players)) != len(players):
        return msg("two players have the same name")
    return None


def _log_problem(data: dict[str, Any]) -> Msg | None:
    """What is wrong with a save's seed or log, or None."""
    log = data["log"]
    if not 0 <= data["seed"] < 2**63:
        return msg("its seed {seed} is out of range", seed=Name(str(data["seed"])))
    if len(log) > MAX_MOVES:
        return msgn("its log holds {n} move", "its log holds {n} moves", len(log))
    bad = next((n for n, m in enumerate(log, 1) if not isinstance(m, str) or not 0 < len(m) <= MAX_MOVE_TEXT), None)
    if bad is not None:
        room = LIMIT - len(f"move {bad} of the log is not a move: ")
        return msg("move {number} of the log is not a move: {move}", number=bad, move=_clip(log[bad - 1], room))
    return None


def _optional_problem(data: dict[str, Any]) -> Msg | None:
    """What is wrong with a save's optional fields, or None."""
    for key, kind, expected in OPTIONAL:
        value = data.get(key)
        if value is not None and (not isinstance(value, kind) or (kind is int and isinstance(value, bool))):
            return msg(
                "{key} should be {expected}, not {kind}", key=Name(repr(key)), expected=expected, kind=_kind(value)
            )
    if data.get("length") is not None and not 0 <= data["length"] <= MAX_MOVES:
        return msg("its length {length} is out of range", length=Name(str(data["length"])))
    winners = data.get("winners") or []
    if not all(type(seat) is int and 0 <= seat < len(data["players"]) for seat in winners):
        return msg("'winners' names no seats of its players: {winners}", winners=_clip(winners, LIMIT // 2))
    return None


def pin_problem(data: dict[str, Any]) -> Msg | None:
    """What is wrong with a save's ``data`` field (absent is fine: an older save), or None."""
    pin = data.get("data")
    if pin is None:
        return None
    if not isinstance(pin, dict) or set(pin) != {"file", "sha256", "rules"}:
        return msg("'data' should name the data file, its sha256 and the rules version")
    if not isinstance(pin["file"], str) or not pin["file"].endswith(".yaml") or "/" in pin["file"]:
        room = LIMIT - len("'data' names no data file: ")
        return msg("'data' names no data file: {file}", file=_clip(pin["file"], room))
    digest = pin["sha256"]
    if not isinstance(digest, str) or len(digest) != 64 or any(c not in "0123456789abcdef" for c in digest):
        return msg("'data' has no sha256 of 64 hex digits")
    if type(pin["rules"]) is not int or not 0 < pin["rules"] < 10_000:
        room = LIMIT - len("'data' has no rules version: ")
        return msg("'data' has no rules version: {rules}", rules=_clip(pin["rules"], room))
    return None


COMPUTER_STRENGTHS = ("easy", "normal", "strong")


def _computers_problem(data: dict[str, Any]) -> Msg | None:
    """What is wrong with a save's computer seats (seat number as text -> strength), or None."""
    computers, count = data.get("computers") or {}, len(data["players"])
    for seat, strength in computers.items():
        if not (isinstance(seat, str) and seat.isdigit() and int(seat) < count):
            return msgn(
                "'computers' names seat {seat}, which is not a seat of its {n} player",
                "'computers' names seat {seat}, which is not a seat of its {n} players",
                count,
                seat=Name(repr(seat)),
            )
        if strength not in COMPUTER_STRENGTHS:
            return msg(
                "computer seat {seat} has strength {strength}, not one of {strengths}",
                seat=Name(seat),
                strength=Name(repr(strength)),
                strengths=Name(", ".join(COMPUTER_STRENGTHS)),
            )
    return None


def check_fields(data: Any, name: str = "save") -> dict[str, Any]:
    """Every field of a save's JSON checked for type and range; return it, or raise SaveError saying what is wrong
    (``name``: the file's name; without one, the save is called a save)."""
    file = Name(name)
    if not isinstance(data, dict):
        if name == "save":
            raise SaveError(msg("save: not a Tabletop save (not a JSON object)"))
        raise SaveError(msg("{file}: not a Tabletop save (not a JSON object)", file=file))
    problem = _field_problem(data) or _computers_problem(data) or pin_problem(data)
    if problem:
        if name == "save":
            raise SaveError(msg("save: not a sound Tabletop save: {problem}", problem=problem))
        raise SaveError(msg("{file}: not a sound Tabletop save: {problem}", file=file, problem=problem))
    return data


def read_save(path: Path, game_check: GameCheck | None = None) -> dict[str, Any]:
    """Read and check a save; raise SaveError with the reason if it cannot be read, parsed or used.

    Only a regular file of at most MAX_SAVE_BYTES is read, without ever blocking (a FIFO, a link to a device, a
    folder are refused: ``safefile.read_regular``); JSON nested deeper than any save is refused before parsing.
    """
    from tabletop.engine.safefile import RefusedFile, json_depth_problem, read_regular

    path = Path(path)
    file = Name(path.name)
    try:
        text = read_regular(path, MAX_SAVE_BYTES).decode("utf-8")
        too_deep = json_depth_problem(text)
        if too_deep:
            raise SaveError(msg("{file}: not valid JSON ({problem})", file=file, problem=too_deep))
        data = json.loads(text)
    except RefusedFile as exc:
        raise SaveError(msg("{file}: cannot be read as a save: {reason}", file=file, reason=exc.words)) from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(msg("{file}: cannot be read ({error})", file=file, error=Name(str(exc)))) from exc
    except json.JSONDecodeError as exc:
        raise SaveError(
            msg("{file}: not valid JSON (line {line}: {error})", file=file, line=exc.lineno, error=Name(exc.msg))
        ) from exc
    except RecursionError as exc:
        raise SaveError(msg("{file}: not valid JSON (nested too deeply)", file=file)) from exc
    save = check_fields(data, path.name)
    if game_check is not None:
        try:
            game_check(save)
        except SaveError as exc:
            raise SaveError(msg("{file}: {problem}", file=file, problem=exc.said)) from exc
    return save


def set_aside(path: Path, kind: str = "corrupt", copy: bool = False) -> Path | None:
    """Rename a bad save to ``*.corrupt`` so it is kept for inspection but never offered again (with ``copy``, keep
    a copy ``*.<kind>`` beside it instead, the save staying where it is).

    Returns the new path, or None if the file could not be renamed or copied (it is then left where it was)."""
    target = path.with_name(f"{path.name}.{int(time.time())}.{kind}")
    try:
        if copy:
            shutil.copy2(path, target)
        else:
            os.replace(path, target)
    except OSError:
        return None
    fsync_folder(path.parent)
    return target


def delete_save(path: Path) -> None:
    """Delete a save the player no longer wants."""
    Path(path).unlink(missing_ok=True)
    fsync_folder(Path(path).parent)


def new_save_path(folder: Path, game: str) -> Path:
    """A fresh, unique save file name for a new match."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    n = 0
    while True:
        path = folder / f"{game}-{stamp}{'-' + str(n) if n else ''}.json"
        if not path.exists():
            return path
        n += 1


@dataclass(frozen=True)
class Scan:
    """What a look at the saves folder found: sound saves (newest first) and damaged ones with their reason."""

    good: list[SaveInfo]
    bad: list[tuple[Path, Msg]]


def scan_saves(folder: Path, game_check: GameCheck | None = None) -> Scan:
    """Check every save in ``folder``; never raises or blocks for anything a file can hold or be (a FIFO, a
    device, a folder named ``*.json`` is a bad save with its reason, read by ``read_save``)."""
    good: list[SaveInfo] = []
    bad: list[tuple[Path, Msg]] = []
    if not folder.is_dir():
        return Scan(good, bad)
    for path in sorted(folder.glob("*.json")):
        try:
            data = read_save(path, game_check)
            modified = path.stat().st_mtime
        except SaveError as exc:
            bad.append((path, exc.said))
            continue
        except OSError as exc:
            bad.append((path, msg("{file}: cannot be read ({error})", file=Name(path.name), error=Name(str(exc)))))
            continue
        info = SaveInfo(
            path,
            data["game"],
            tuple(data["players"]),
            len(data["log"]),
            bool(data.get("over")),
            modified,
            data.get("length"),
            tuple(data.get("winners") or ()),
        )
        good.append(info)
    good.sort(key=lambda s: s.modified, reverse=True)
    return Scan(good, bad)
