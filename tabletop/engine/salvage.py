"""Salvage: a save whose tail is damaged (a bad move at step k, or a file cut short mid-write by another program)
resumes at its last good move; the original is kept beside it for inspection."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.engine.events import Event
from tabletop.engine.match import Match, ReplayError
from tabletop.engine.rules import Rules
from tabletop.engine.safefile import read_regular
from tabletop.engine.saves import check_fields, set_aside

LOG_OPENING = '"log": ['


@dataclass(frozen=True)
class Salvaged:
    """A match rebuilt from the good part of a damaged save: how many moves were kept and how many lost."""

    match: Match
    events: list[Event]
    kept: int
    lost: int | None  # None when the file was cut short: how many moves it held is unknown


def cut_short(text: str) -> dict[str, Any] | None:
    """The fields of a save file cut short inside its log (Tabletop writes the log last, a move a line): every field
    before the log and every whole move, or None when the cut came before the log."""
    start = text.find(LOG_OPENING)
    if start < 0:
        return None
    head = text[:start].rstrip().rstrip(",") + "}"
    try:
        data = json.loads(head)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    moves: list[str] = []
    for line in text[start + len(LOG_OPENING) :].splitlines():
        item = line.strip().rstrip(",")
        if not item:
            continue
        try:
            move = json.loads(item)
        except ValueError:
            break
        if not isinstance(move, str):
            break
        moves.append(move)
    data["log"] = moves
    return data


def replay_good_part(rules: Rules[Any, Any], data: dict[str, Any], cut: bool = False) -> Salvaged:
    """Replay a save as far as its moves go; raise SaveError if not even its set-up replays."""
    check_fields(data)
    events: list[Event] = []
    try:
        match = Match.from_save(rules, data, events_out=events)
        return Salvaged(match, events, len(data["log"]), None if cut else 0)
    except ReplayError as exc:
        good = exc.good
    events = []
    match = Match.from_save(rules, {**data, "log": data["log"][:good]}, events_out=events)
    return Salvaged(match, events, good, None if cut else len(data["log"]) - good)


def keep_original(path: Path) -> Path | None:
    """Copy a damaged save beside itself (``*.damaged``, never offered as a save); return the copy's path."""
    return set_aside(path, "damaged", copy=True)


def read_text_leniently(path: Path, limit: int) -> str | None:
    """A regular file's text, undecodable bytes replaced, or None if it cannot be read as a save at all."""
    try:
        raw = read_regular(path, limit)
    except OSError:
        return None
    return raw.decode("utf-8", errors="replace")
