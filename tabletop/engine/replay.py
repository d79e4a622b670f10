"""A saved game watched again: every position of its log, reached quickly in either direction.

A replay is a save (seed and action log) played once through when it is opened, keeping each action's events and,
every ``SNAPSHOT_EVERY`` actions, a copy of the state and the dice: a jump to any step starts from the nearest copy
before it, so stepping back never replays from the start. Nothing here writes a file; the save is only read.
A viewpoint is the public table (None), one seat's chair (its number), or ``OPEN``: every face shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.engine.errors import IllegalActionError
from tabletop.engine.events import Event
from tabletop.engine.invariants import copy_rng
from tabletop.engine.match import LogEntry, Match, ReplayError
from tabletop.engine.message import Name, Words, msg
from tabletop.engine.rules import Rules
from tabletop.engine.saves import check_fields

SNAPSHOT_EVERY = 12  # actions between kept positions: a jump replays at most this many actions
OPEN = "open"  # the viewpoint that sees everything (the game is over: nothing is left to hide)
Viewpoint = int | str | None  # None: the public table; a seat number; OPEN


@dataclass(frozen=True)
class Snapshot:
    """A kept position: the state and the dice after ``step`` actions."""

    step: int
    state: Any
    rng: Any


def parse_viewpoint(text: str, players: int) -> Viewpoint:
    """A viewpoint from its text (``public``, ``open``, ``seat:K`` with K from 0); ValueError saying what is wrong."""
    if text == "public":
        return None
    if text == OPEN:
        return OPEN
    kind, _, number = text.partition(":")
    if kind == "seat" and number.isdigit() and int(number) < players:
        return int(number)
    raise ValueError(f"viewpoint {text!r} is not public, open or seat:K with K from 0 to {players - 1}")


def viewpoint_text(viewpoint: Viewpoint) -> str:
    """A viewpoint's text, as ``parse_viewpoint`` reads it."""
    return "public" if viewpoint is None else OPEN if viewpoint == OPEN else f"seat:{viewpoint}"


class Replay:
    """A saved game, played through once, that moves its ``match`` to any step of the log (0: before the first
    action). The match is the replay's own: nothing else may apply actions to it."""

    def __init__(self, rules: Rules[Any, Any], save: dict[str, Any], every: int = SNAPSHOT_EVERY):
        data = check_fields(save)
        self.save = data
        self.rules = rules
        self.every = max(1, every)
        self.computers = {int(seat): strength for seat, strength in (data.get("computers") or {}).items()}
        match = Match.from_save(rules, {**data, "log": [], "computers": {}})
        self.snapshots: list[Snapshot] = [self._keep(match)]
        self.events: list[list[Event]] = []  # each action's events, in order
        self.lengths: list[int] = [rules.length(match.state)]  # the turn or round at each step
        for number, text in enumerate(data["log"], 1):
            self.events.append(self._apply(match, number, text))
            self.lengths.append(rules.length(match.state))
            if number % self.every == 0:
                self.snapshots.append(self._keep(match))
        self.entries: list[LogEntry] = list(match.log)
        self.final_state = rules.copy_state(match.state)
        self.match = match
        self.step = len(self.entries)

    @staticmethod
    def _apply(match: Match, number: int, text: str) -> list[Event]:
        """Apply move ``number`` of the log; ReplayError, as resuming the save would say, if it does not replay."""
        try:
            return match.apply(text)
        except IllegalActionError as exc:
            reason = msg(
                "move {n} ({move}) does not replay: {reason}", n=number, move=Name(repr(text)), reason=exc.said
            )
            raise ReplayError(reason, number - 1) from exc
        except Exception as exc:  # a rules bug: the file cannot be watched, the app goes on
            reason = msg(
                "move {n} ({move}) fails in the rules: {error}", n=number, move=Name(repr(text)), error=Name(repr(exc))
            )
            raise ReplayError(reason, number - 1) from exc

    def _keep(self, match: Match) -> Snapshot:
        """A copy of ``match``'s position, to start jumps from."""
        return Snapshot(len(match.log), self.rules.copy_state(match.state), copy_rng(match.rng))

    @property
    def total(self) -> int:
        """How many actions the game has."""
        return len(self.entries)

    def go(self, step: int) -> None:
        """Move the match to ``step`` (clamped to the game): forward by applying the actions between, else from the
        nearest kept position before it."""
        step = max(0, min(self.total, step))
        if step == self.step:
            return
        match = self.match
        if step < self.step or step - self.step > self.every:
            snap = self.snapshots[step // self.every]
            match.state = self.rules.copy_state(snap.state)
            match.rng = copy_rng(snap.rng)
            match.log = self.entries[: snap.step]
            match.changed()
        for entry in self.entries[len(match.log) : step]:
            match.apply(entry.action)
        self.step = step

    def view(self, viewpoint: Viewpoint) -> Any:
        """What ``viewpoint`` sees at the current step: a seat exactly what its view allowed then."""
        if viewpoint == OPEN:
            return self.rules.open_view(self.match.state)
        assert viewpoint is None or isinstance(viewpoint, int)
        return self.match.view(viewpoint)

    def lines(self, viewpoint: Viewpoint, upto: int | None = None) -> list[tuple[int, Words]]:
        """The log as ``viewpoint`` read it, up to step ``upto`` (default: the current one): each line with the
        step its action reached."""
        last = self.step if upto is None else upto
        seat = None if viewpoint == OPEN else viewpoint
        found: list[tuple[int, Words]] = []
        for number, events in enumerate(self.events[:last], 1):
            for event in events:
                shown = event if viewpoint == OPEN else event.for_seat(seat if isinstance(seat, int) else None)
                if shown.text:
                    found.append((number, shown.text))
        return found

    def marks(self) -> list[int]:
        """The steps where a new turn or round begins (the scrubber's marks)."""
        return [k for k in range(1, len(self.lengths)) if self.lengths[k] != self.lengths[k - 1]]

    def outcome_words(self) -> Words:
        """How the game ended, as its end screen says it (or that it had not ended when it was saved)."""
        outcome = self.rules.outcome(self.final_state)
        return outcome.summary if outcome is not None else msg("The game was not finished.")
