"""Events: what happened, in a shared physical vocabulary the UI animates and the log prints."""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields, replace
from typing import Self, TypeVar

from tabletop.engine.message import Words

E = TypeVar("E", bound="Event")


def _filled_in_place(kind: type[E]) -> type[E]:
    """Give an event class an ``__init__`` that puts its fields straight into the instance's dict, with the same
    parameters and defaults as the dataclass's own. The rules make two or three events on every move, also in
    playouts and searches; a frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, which
    took a third of an event's making (the instance stays frozen: it is only made faster)."""
    made = [f for f in fields(kind) if f.init]
    if any(f.default is MISSING for f in made):
        raise TypeError(f"{kind.__name__}: every field of an event has a default")
    parameters = ["self", *(f"{f.name}=_{f.name}" for f in made if not f.kw_only)]
    keywords = [f"{f.name}=_{f.name}" for f in made if f.kw_only]
    parameters += ["*", *keywords] if keywords else []
    fills = "".join(f"    d[{f.name!r}] = {f.name}\n" for f in made)
    source = f"def __init__({', '.join(parameters)}):\n    d = self.__dict__\n{fills}"
    namespace: dict[str, object] = {f"_{f.name}": f.default for f in made}
    exec(source, namespace)  # the source is built above from the class's own field names
    init = namespace["__init__"]
    init.__qualname__ = f"{kind.__qualname__}.__init__"  # type: ignore[attr-defined]
    kind.__init__ = init  # type: ignore[assignment, method-assign]
    return kind


@_filled_in_place
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


@_filled_in_place
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


@_filled_in_place
@dataclass(frozen=True)
class Flipped(Event):
    """A component turned over to show ``face``."""

    component: str = ""
    face: str = ""

    def redacted(self) -> Self:
        """Hide the face."""
        return replace(self, text=self.public_text, face="")


@_filled_in_place
@dataclass(frozen=True)
class Rolled(Event):
    """Dice were rolled; ``dice`` names them, ``values`` are the faces."""

    dice: tuple[str, ...] = ()
    values: tuple[int, ...] = ()


@_filled_in_place
@dataclass(frozen=True)
class Gained(Event):
    """A seat's resource changed by ``amount`` (negative for a loss)."""

    seat: int = 0
    resource: str = ""
    amount: int = 0


@_filled_in_place
@dataclass(frozen=True)
class Revealed(Event):
    """Hidden information became public (undo never crosses this)."""

    component: str = ""
    face: str = ""


@_filled_in_place
@dataclass(frozen=True)
class Scored(Event):
    """Points were scored by ``seat``."""

    seat: int = 0
    points: int = 0
    reason: Words = ""


@_filled_in_place
@dataclass(frozen=True)
class PhaseBegan(Event):
    """A new phase, turn or step began."""

    phase: str = ""
    seat: int | None = None


@_filled_in_place
@dataclass(frozen=True)
class Highlighted(Event):
    """Table places lit up for a moment (the two corridors and the palace card being resolved)."""

    places: tuple[str, ...] = ()
    focus: str = ""  # the place that wins, if any


@_filled_in_place
@dataclass(frozen=True)
class Shuffled(Event):
    """Two places' cards were exchanged under the table, or not: the same event either way."""

    places: tuple[str, ...] = ()


@_filled_in_place
@dataclass(frozen=True)
class Said(Event):
    """A plain message for the log."""
