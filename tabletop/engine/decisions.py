"""Who decides now and what they may do; and how a finished game ended."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.message import Words
from tabletop.engine.values import filled_in_place


@filled_in_place  # one is made on every move: see values.py
@dataclass(frozen=True)
class Decision:
    """The single source of legality: the seat to act, what kind of choice, and the legal actions."""

    seat: int | None
    kind: str
    prompt: Words
    actions: tuple[Action, ...] = ()

    def __str__(self) -> str:
        return f"{self.kind} (seat {self.seat})"

    def find(self, text: str) -> Action:
        """Return the legal action with this text form, or raise IllegalActionError naming this decision."""
        for action in self.actions:
            if str(action) == text:
                return action
        legal = ", ".join(str(a) for a in self.actions) or "none"
        raise IllegalActionError(text, self, f"not among the legal actions ({legal})")

    def seat_of(self, action: Action) -> int | None:
        """The seat that takes ``action``: its own seat when it is an interjection."""
        return self.seat if action.seat is None else action.seat


@dataclass(frozen=True)
class Outcome:
    """The end of a game: winners (seats), per-seat scores and a one-line summary."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    summary: Words
    details: tuple[Words, ...] = field(default=())
