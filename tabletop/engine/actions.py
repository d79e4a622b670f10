"""Actions: small frozen values with a stable text form, used by logs, saves, bots and the UI."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.errors import IllegalActionError
from tabletop.engine.values import filled_in_place


@filled_in_place  # the rules offer several on every move: see values.py
@dataclass(frozen=True, order=True)
class Action:
    """One choice a player can make: a verb and its arguments, e.g. ``place K2`` or ``roll``.

    ``seat`` is who takes it when that is not the decision's seat (an interjection such as
    Capo's Backstab, offered to the opponent inside the active player's decision).
    """

    verb: str
    args: tuple[str, ...] = ()
    seat: int | None = None

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    @classmethod
    def of(cls, text: str, seat: int | None = None) -> Action:
        """Build an action from its text form."""
        verb, *args = text.split()
        return cls(verb, tuple(args), seat)


def find_action(actions: tuple[Action, ...], text: str) -> Action:
    """Return the legal action whose text form is ``text`` (like python-chess's parse_san)."""
    for action in actions:
        if str(action) == text:
            return action
    raise IllegalActionError(text, [str(a) for a in actions], "not among the legal actions")
