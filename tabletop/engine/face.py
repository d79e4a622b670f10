"""How a piece looks, as pure data: a ``Face`` is a size and a list of marks (shapes, text, dice, icons) in the
piece's own pixel space. Each game builds faces from its view and the ``presentation:`` block of its data; the one
renderer in ``tabletop/ui/paint.py`` draws any face at any size (zoomed, flipped, in a sprite). No pygame here.

Colours are RGB tuples from the data, or the name of one of the table's inks (``INKS``: the theme's text and
felt colours), or ``"seat:N"`` for seat N's colour, so a game never needs the UI's palette.
Text is in the sans font unless it asks for ``serif`` (the display face, for titles and names). An ``Icon`` is a
game-icons.net glyph from art/icons/ by name (art/icons.txt lists those vendored), tinted to its colour.
Marks that move with the animation: a ``Text`` with a ``counter`` shows the director's running value of that
counter (coins counting up); a ``Die`` with a ``roll`` index tumbles while the dice roll; a ``Slide`` shifts its
marks along with a counter (the Mayor's pawn); ``still`` marks wait until the animation has ended.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TypedDict, Unpack

from tabletop.engine.message import Words

RGB = tuple[int, ...]
Colour = RGB | str
Point = tuple[float, float]
Area = tuple[float, float, float, float]  # x, y, width, height in the face's own pixels

INKS = (
    "text",
    "text_dim",
    "text_dark",
    "accent",
    "danger",
    "ok",
    "card",
    "card_edge",
    "chip",
    "felt",
    "felt_dark",
    "panel",
    "highlight",
)
ANCHORS = ("topleft", "midtop", "topright", "midleft", "center", "midright", "bottomleft", "midbottom", "bottomright")


def seat_ink(seat: int | None) -> Colour:
    """The colour name of a seat (the card edge for nobody)."""
    return f"seat:{seat}" if seat is not None else "card_edge"


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle, filled and/or outlined; ``radius`` rounds its corners (``top_only``: the top ones only)."""

    area: Area
    fill: Colour | None = None
    edge: Colour | None = None
    width: int = 1
    radius: int = 0
    top_only: bool = False


@dataclass(frozen=True, slots=True)
class Oval:
    """An ellipse (a circle in a square ``area``), filled and/or outlined."""

    area: Area
    fill: Colour | None = None
    edge: Colour | None = None
    width: int = 1


@dataclass(frozen=True, slots=True)
class Line:
    """A line through ``points``."""

    points: tuple[Point, ...]
    colour: Colour
    width: int = 1


@dataclass(frozen=True, slots=True)
class Shape:
    """A filled polygon."""

    points: tuple[Point, ...]
    fill: Colour


@dataclass(frozen=True, slots=True)
class Text:
    """One line of text at ``at``, shrunk to ``max_width`` if given. With a ``counter``, it shows ``template``
    filled with that counter's running value while the animation counts it (``{n}``)."""

    text: Words
    at: Point
    size: int
    colour: Colour = "text"
    bold: bool = False
    anchor: str = "topleft"
    max_width: int = 0
    counter: str = ""
    template: Words = "{n}"
    still: bool = False  # shown only once the animation has ended (a roll's meaning after the dice settle)
    serif: bool = False  # in the serif display font (titles, names) rather than the sans text font


@dataclass(frozen=True, slots=True)
class Para:
    """Text wrapped to ``area``: from its top, or ending at its bottom (``bottom``); the first line of each
    paragraph in ``head`` colour if given; at most ``max_lines`` lines (0: as many as fit)."""

    text: Words
    area: Area
    size: int
    colour: Colour = "text"
    head: Colour | None = None
    bottom: bool = False
    max_lines: int = 0
    serif: bool = False


@dataclass(frozen=True, slots=True)
class Die:
    """A die showing ``value`` pips; with ``roll`` >= 0 it shows that die of the roll being animated, tumbling."""

    area: Area
    value: int
    body: Colour
    pips: Colour
    edge: Colour
    roll: int = -1


@dataclass(frozen=True, slots=True)
class Icon:
    """The icon ``name`` (art/icons/<name>.svg) in ``colour``, as large as fits ``area`` and centred in it."""

    name: str
    area: Area
    colour: Colour = "text"


@dataclass(frozen=True, slots=True)
class Token:
    """A wooden playing piece in ``fill`` seen from above, lit from the top left with a shadow below: a "disc",
    a "cube", a "pawn" (a disc with a head) or a "bar" (a long rounded block); ``area`` is its footprint."""

    area: Area
    fill: Colour
    shape: str = "disc"


@dataclass(frozen=True, slots=True)
class Coin:
    """A metal coin ("gold", "silver" or "copper") with a milled rim, showing ``label`` (its value) if any."""

    area: Area
    label: Words = ""
    metal: str = "gold"


@dataclass(frozen=True, slots=True)
class Grain:
    """A printed surface with texture over ``area``: "paper" (card stock), "wood" (a board's frame), "water"
    (canals and lagoon), "stone" (paving) or "cloth" (felt), tinted ``tint``; ``radius`` rounds its corners."""

    area: Area
    kind: str
    tint: Colour
    radius: int = 0


TOKEN_SHAPES = ("disc", "cube", "pawn", "bar")
METALS = ("gold", "silver", "copper")
GRAINS = ("paper", "wood", "water", "stone", "cloth")


@dataclass(frozen=True, slots=True)
class Slide:
    """Marks shifted by ``step`` per unit that ``counter`` still has to count before it reaches ``final``."""

    marks: tuple[Mark, ...]
    counter: str
    final: float
    step: Point


Mark = Box | Oval | Line | Shape | Text | Para | Die | Icon | Token | Coin | Grain | Slide


@dataclass(frozen=True)
class Face:
    """What a piece shows: marks in a ``size`` pixel space, drawn scaled to wherever the piece is drawn."""

    size: tuple[int, int]
    marks: tuple[Mark, ...]

    @cached_property
    def _hash(self) -> int:
        return hash((self.size, self.marks))

    def __hash__(self) -> int:  # computed once: a face is looked up in the sprite cache every frame
        return self._hash

    @cached_property
    def moving(self) -> bool:
        """Whether the face changes while an animation plays (so it is not drawn once and kept); computed once."""
        return any(_live(m) for m in self.marks)

    def live(self) -> bool:
        """Whether the face changes while an animation plays (so it is not drawn once and kept)."""
        return self.moving

    @cached_property
    def still_and_live(self) -> tuple[Face, Face]:
        """The marks before the first live one (drawn once, as a sprite) and the rest (painted every frame)."""
        first = next((i for i, m in enumerate(self.marks) if _live(m)), len(self.marks))
        return Face(self.size, self.marks[:first]), Face(self.size, self.marks[first:])


def _live(mark: Mark) -> bool:
    if isinstance(mark, Slide):
        return True
    if isinstance(mark, Text):
        return bool(mark.counter) or mark.still
    return isinstance(mark, Die) and mark.roll >= 0


def shift(marks: tuple[Mark, ...] | list[Mark], dx: float, dy: float) -> tuple[Mark, ...]:
    """``marks`` moved by (dx, dy): to draw one face inside another."""
    out: list[Mark] = []
    for m in marks:
        if isinstance(m, (Box, Oval, Para, Die, Icon, Token, Coin, Grain)):
            x, y, w, h = m.area
            out.append(replace(m, area=(x + dx, y + dy, w, h)))
        elif isinstance(m, (Line, Shape)):
            out.append(replace(m, points=tuple((x + dx, y + dy) for x, y in m.points)))
        elif isinstance(m, Text):
            out.append(replace(m, at=(m.at[0] + dx, m.at[1] + dy)))
        elif isinstance(m, Slide):
            out.append(replace(m, marks=shift(m.marks, dx, dy)))
    return tuple(out)


class BoxStyle(TypedDict, total=False):
    """The fields of a ``Box`` that ``Sketch.box`` takes by keyword."""

    width: int
    radius: int
    top_only: bool


class TextStyle(TypedDict, total=False):
    """The fields of a ``Text`` that ``Sketch.text`` takes by keyword."""

    bold: bool
    anchor: str
    max_width: int
    counter: str
    template: Words
    still: bool


class ParaStyle(TypedDict, total=False):
    """The fields of a ``Para`` that ``Sketch.para`` takes by keyword."""

    head: Colour | None
    bottom: bool
    max_lines: int
    serif: bool


class Sketch:
    """Builds a face mark by mark: ``Sketch(w, h).box(...).text(...).face()``."""

    def __init__(self, width: int, height: int):
        self.size = (int(width), int(height))
        self.marks: list[Mark] = []

    def add(self, *marks: Mark) -> Sketch:
        """Append marks."""
        self.marks.extend(marks)
        return self

    def box(self, area: Area, fill: Colour | None = None, edge: Colour | None = None, **kw: Unpack[BoxStyle]) -> Sketch:
        """Append a Box."""
        return self.add(Box(_area(area), fill, edge, **kw))

    def oval(self, area: Area, fill: Colour | None = None, edge: Colour | None = None, width: int = 1) -> Sketch:
        """Append an Oval."""
        return self.add(Oval(_area(area), fill, edge, width))

    def circle(
        self, centre: Point, radius: float, fill: Colour | None = None, edge: Colour | None = None, width: int = 1
    ) -> Sketch:
        """Append a circle of ``radius`` around ``centre``."""
        x, y = centre
        return self.oval((x - radius, y - radius, 2 * radius, 2 * radius), fill, edge, width)

    def line(self, points: Iterable[Point], colour: Colour, width: int = 1) -> Sketch:
        """Append a Line."""
        return self.add(Line(tuple((float(x), float(y)) for x, y in points), colour, width))

    def shape(self, points: Iterable[Point], fill: Colour) -> Sketch:
        """Append a filled polygon."""
        return self.add(Shape(tuple((float(x), float(y)) for x, y in points), fill))

    def text(
        self, text: Words, at: Point, size: int, colour: Colour = "text", serif: bool = False, **kw: Unpack[TextStyle]
    ) -> Sketch:
        """Append a Text (``serif``: in the display font)."""
        return self.add(Text(text, (float(at[0]), float(at[1])), int(size), colour, serif=serif, **kw))

    def para(self, text: Words, area: Area, size: int, colour: Colour = "text", **kw: Unpack[ParaStyle]) -> Sketch:
        """Append a Para."""
        return self.add(Para(text, _area(area), int(size), colour, **kw))

    def icon(self, name: str, area: Area, colour: Colour = "text") -> Sketch:
        """Append an Icon: art/icons/<name>.svg in ``colour``, fitted into ``area`` (x, y, w, h) and centred."""
        return self.add(Icon(str(name), _area(area), colour))

    def token(self, area: Area, fill: Colour, shape: str = "disc") -> Sketch:
        """Append a wooden Token ("disc", "cube", "pawn" or "bar") filling ``area``."""
        return self.add(Token(_area(area), fill, shape))

    def coin(self, area: Area, label: Words = "", metal: str = "gold") -> Sketch:
        """Append a Coin showing ``label``."""
        return self.add(Coin(_area(area), label, metal))

    def grain(self, area: Area, kind: str, tint: Colour, radius: int = 0) -> Sketch:
        """Append a textured surface ("paper", "wood", "water", "stone", "cloth") tinted ``tint``."""
        return self.add(Grain(_area(area), kind, tint, radius))

    def face(self) -> Face:
        """The face drawn so far."""
        return Face(self.size, tuple(self.marks))


def _area(area: Area) -> Area:
    x, y, w, h = area
    return float(x), float(y), float(w), float(h)
