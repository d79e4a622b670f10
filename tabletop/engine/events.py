"""Events: what happened, in a shared physical vocabulary the UI animates and the log prints."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Self

from tabletop.engine.message import Words
from tabletop.engine.values import filled_in_place  # events are made on every move: see values.py


@filled_in_place
@dataclass(frozen=True)
class Event:
    """Something that happened. ``secret_for`` None means everyone sees every detail.

    Otherwise only the seats in ``secret_for`` see the details; others get ``redacted()``.
    ``text`` is the log line; ``public_text`` replaces it for those who may not see details.
    """

    text: Words = ""
    secret_for: frozenset[int] | None = field(default=None, kw_only=True)
    public_text: Words = field(default="", kw_only=True)

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` (None = the public) sees this event's details."""
        return self.secret_for is None or (seat is not None and seat in self.secret_for)

    def for_seat(self, seat: int | None) -> Self:
        """This event as ``seat`` may see it."""
        return self if self.visible_to(seat) else self.redacted()

    def redacted(self) -> Self:
        """A copy with hidden details removed."""
        return replace(self, text=self.public_text)


@filled_in_place
@dataclass(frozen=True)
class Moved(Event):
    """A component went from one zone to another; ``face`` is what it shows on arrival."""

    component: str = ""
    src: str = ""
    dst: str = ""
    face: str = ""

    def redacted(self) -> Self:
        """Hide the face, and which component moved (a card into a hand is itself the secret)."""
        return replace(self, text=self.public_text, face="", component="")


@filled_in_place
@dataclass(frozen=True)
class Flipped(Event):
    """A component turned over to show ``face``."""

    component: str = ""
    face: str = ""

    def redacted(self) -> Self:
        """Hide the face."""
        return replace(self, text=self.public_text, face="")


@filled_in_place
@dataclass(frozen=True)
class Rolled(Event):
    """Dice were rolled; ``dice`` names them, ``values`` are the faces."""

    dice: tuple[str, ...] = ()
    values: tuple[int, ...] = ()


@filled_in_place
@dataclass(frozen=True)
class Gained(Event):
    """A seat's resource changed by ``amount`` (negative for a loss)."""

    seat: int = 0
    resource: str = ""
    amount: int = 0


@filled_in_place
@dataclass(frozen=True)
class Revealed(Event):
    """Hidden information became public (undo never crosses this)."""

    component: str = ""
    face: str = ""


@filled_in_place
@dataclass(frozen=True)
class Scored(Event):
    """Points were scored by ``seat``."""

    seat: int = 0
    points: int = 0
    reason: Words = ""


@filled_in_place
@dataclass(frozen=True)
class PhaseBegan(Event):
    """A new phase, turn or step began."""

    phase: str = ""
    seat: int | None = None


@filled_in_place
@dataclass(frozen=True)
class Highlighted(Event):
    """Table places lit up for a moment (the two corridors and the palace card being resolved)."""

    places: tuple[str, ...] = ()
    focus: str = ""  # the place that wins, if any


@filled_in_place
@dataclass(frozen=True)
class Shuffled(Event):
    """Two places' cards were exchanged under the table, or not: the same event either way."""

    places: tuple[str, ...] = ()


@filled_in_place
@dataclass(frozen=True)
class Said(Event):
    """A plain message for the log."""
