"""Pure layout types: where each component and region of a table view is drawn. No pygame here."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar, Generic, TypeVar, cast

from tabletop.engine.actions import Action
from tabletop.engine.face import Face
from tabletop.engine.message import Words

Box = tuple[int, int, int, int]  # x, y, width, height
Intent = tuple[str, str | None]  # (verb, first argument): what a click on a piece would ask the rules for

# The closed set of region kinds every table is made of; the renderer draws each from its ``look``.
REGION_KINDS = (
    "card",  # a card or tile lying on the table (a Capo area card, a palace card, a character tile)
    "pile",  # a stack or supply: a count of like components
    "slot",  # a place a component may go (a pending spot, a corridor, a card position)
    "board",  # a seat's board or strip: name, resources, status
    "track",  # a scale of values or stages (the Mayor, Rialto's Doge track and stages)
    "hand",  # where the viewer's hand or a group of held cards lies
    "node",  # a place on a map (a Rialto district)
    "edge",  # a link between places (a Rialto connection)
    "space",  # a plain area of the table (Venice's water, Mascarade's centre, Capo's dice box)
    "label",  # words on the table (a row value, a column letter)
)


@dataclass(frozen=True)
class Key:
    """A region's address on a table, typed: each game subclasses it with its own fields (a seat, a card name) and a
    ``KIND``, so its table reads ``key.seat`` instead of splitting a string. Its text (``kind:field:...``) is how
    tests, and the rules' events (a place lit up), name the place; nothing parses it back."""

    KIND: ClassVar[str] = ""

    def __str__(self) -> str:
        text: str | None = self.__dict__.get("_text")
        if text is None:  # spelt once: tables name their regions by it every frame
            text = ":".join([self.KIND, *(str(getattr(self, f.name)) for f in fields(self))])
            object.__setattr__(self, "_text", text)
        return text


def _known(piece: Any, changes: dict[str, Any]) -> dict[str, Any]:
    """The fields of a frozen ``piece``, once ``changes`` are known to name only fields of it (else TypeError)."""
    fields: dict[str, Any] = piece.__dict__
    if not changes.keys() <= fields.keys():  # compared in place: a set of the unknown only when there are some
        unknown = changes.keys() - fields.keys()
        raise TypeError(f"{type(piece).__name__} has no field {', '.join(sorted(unknown))}")
    return fields


def _evolved(piece: Any, changes: dict[str, Any]) -> Any:
    """A copy of a frozen ``piece`` with ``changes``: the instance dict copied, not ``__init__`` run again, since
    a layout dresses every piece of every frame's table this way (``dataclasses.replace`` was a fifth of it)."""
    fields = _known(piece, changes)
    new = object.__new__(type(piece))
    copied = new.__dict__
    copied.update(fields)
    copied.update(changes)
    return new


W = TypeVar("W")


def mark(piece: Placement | Region, **changes: Any) -> None:
    """Set fields of a piece made for one layout alone (``Layout.own``), before anything else has seen it: a layout
    marks its pieces this way rather than copying each once more."""
    _known(piece, changes).update(changes)


class Deferred(Generic[W]):
    """A value worked out only when it is first read: a table has hundreds of pieces and a player hovers or zooms
    one, so the tips and large faces a layout gives are these, not finished messages and faces."""

    __slots__ = ("_work", "_value")

    def __init__(self, work: Callable[[], W]):
        self._work: Callable[[], W] | None = work
        self._value: W | None = None

    def value(self) -> W:
        """The value (worked out once)."""
        if self._work is not None:
            self._value, self._work = self._work(), None
        return cast(W, self._value)


class _DeferredField:
    """A field of a placement or region as read: a ``Deferred`` value is worked out then, and kept."""

    def __init__(self, name: str, default: Any):
        self.name, self.default = name, default

    def __get__(self, piece: Any, owner: type | None = None) -> Any:
        if piece is None:
            return self.default  # the dataclass's default
        value = piece.__dict__.get(self.name, self.default)
        if isinstance(value, Deferred):
            value = piece.__dict__[self.name] = value.value()
        return value

    def __set__(self, piece: Any, value: Any) -> None:
        piece.__dict__[self.name] = value


PieceId = Hashable  # a region's Key or a component's id: what a click, a hover or an animation follows


@dataclass(frozen=True)
class Placement:
    """One component drawn at ``rect`` showing ``face``; ``in_pile`` components are drawn as their pile."""

    id: str
    kind: str
    rect: Box
    face: str = ""
    owner: int | None = None
    in_pile: bool = False
    # hover text: its name on the first line, then its rules text (from the data); not compared, so a look cached by
    # its piece never works out a deferred tip
    tip: Words = field(default="", compare=False)
    zoom: bool = False  # a right-click shows it large
    look: Face | None = None  # what it shows
    back: Face | None = None  # what the first half of a flip shows (None: a plain card back)
    # what a zoom shows, when the look is too small to scale up (a card's letter only); may be ``Deferred`` (built at
    # the first zoom) and is not compared, as it is never drawn on the table
    large: Face | None = field(default=None, compare=False)
    action: Action | None = None  # the legal action a click on it takes now
    intent: Intent | None = None  # what a click on it would mean now, legal or not (for the rules' why_not)

    def evolve(self, **changes: Any) -> Placement:
        """This placement with ``changes`` to its fields (``tip`` and ``large`` may be ``Deferred``)."""
        return cast(Placement, _evolved(self, changes))


@dataclass(frozen=True)
class Region:
    """A named area of the table (a card, a slot, a pile, a player's strip) that may be a click target."""

    key: Key
    kind: str
    rect: Box
    label: Words = ""
    detail: Words = ""
    owner: int | None = None
    count: int = 0
    # hover text: its name on the first line, then its rules text (from the data); not compared, so a look cached by
    # its piece never works out a deferred tip
    tip: Words = field(default="", compare=False)
    zoom: bool = False  # a right-click shows it large
    look: Face | None = None  # what it shows (None: nothing drawn, a click target or a tooltip only)
    action: Action | None = None  # the legal action a click on it takes now
    intent: Intent | None = None  # what a click on it would mean now, legal or not (for the rules' why_not)

    def evolve(self, **changes: Any) -> Region:
        """This region with ``changes`` to its fields (``tip`` may be ``Deferred``)."""
        return cast(Region, _evolved(self, changes))


# Set after each dataclass took the field's default: these fields may hold a ``Deferred`` value.
Placement.tip = _DeferredField("tip", "")  # type: ignore[assignment]
Placement.large = _DeferredField("large", None)  # type: ignore[assignment]
Region.tip = _DeferredField("tip", "")  # type: ignore[assignment]


@dataclass
class Layout:
    """Everything a renderer needs for one view at one window size."""

    width: int
    height: int
    regions: dict[Key, Region] = field(default_factory=dict)
    placements: dict[PieceId, Placement] = field(default_factory=dict)
    texts: list[tuple[Words, Box, str]] = field(default_factory=list)
    own: bool = False  # every piece was made for this layout alone (none is shared with another): see ``mark``
    _names: dict[str, Key] = field(default_factory=dict, init=False, repr=False, compare=False)  # by text

    def add_region(self, region: Region) -> Region:
        """Add a region and return it."""
        self.regions[region.key] = region
        return region

    def place(self, placement: Placement) -> None:
        """Add a component placement."""
        self.placements[placement.id] = placement

    def piece(self, pid: PieceId) -> Placement | Region | None:
        """The component (by id) or region (by Key) ``pid`` names, if it is laid out."""
        found = self.placements.get(pid)
        return found if found is not None else self.regions.get(pid) if isinstance(pid, Key) else None

    def named(self, name: str) -> Region | None:
        """The region whose key reads ``name``, as the rules name a place (an event's zone), if any."""
        if len(self._names) != len(self.regions):  # regions added since the names were listed
            self._names.clear()
            for key in self.regions:
                self._names.setdefault(str(key), key)
        found = self._names.get(name)
        return None if found is None else self.regions.get(found)

    def region(self, name: str) -> Region:
        """The region whose key reads ``name`` ("card:Bank"): how tests and messages name one; KeyError if none."""
        found = [r for key, r in self.regions.items() if str(key) == name]
        if len(found) != 1:
            raise KeyError(f"{len(found)} regions named {name!r}")
        return found[0]

    def has_region(self, name: str) -> bool:
        """Whether a region's key reads ``name``."""
        return any(str(key) == name for key in self.regions)


def inside(box: Box, x: float, y: float) -> bool:
    """Whether point (x, y) lies in ``box``."""
    bx, by, bw, bh = box
    return bx <= x < bx + bw and by <= y < by + bh
