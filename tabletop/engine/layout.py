"""Pure layout types: where each component and region of a table view is drawn. No pygame here."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.actions import Action
from tabletop.engine.face import Face

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
    "label",  # words on the table, or where a banner goes
)


@dataclass(frozen=True)
class Placement:
    """One component drawn at ``rect`` showing ``face``; ``in_pile`` components are drawn as their pile."""

    id: str
    kind: str
    rect: Box
    face: str = ""
    owner: int | None = None
    in_pile: bool = False
    tip: str = ""  # hover text: its name on the first line, then its rules text (from the data)
    zoom: bool = False  # a right-click shows it large
    look: Face | None = None  # what it shows
    back: Face | None = None  # what the first half of a flip shows (None: a plain card back)
    large: Face | None = None  # what a zoom shows, when the look is too small to scale up (a card's letter only)
    action: Action | None = None  # the legal action a click on it takes now
    intent: Intent | None = None  # what a click on it would mean now, legal or not (for the rules' why_not)


@dataclass(frozen=True)
class Region:
    """A named area of the table (a card, a slot, a pile, a player's strip) that may be a click target."""

    key: str
    kind: str
    rect: Box
    label: str = ""
    detail: str = ""
    owner: int | None = None
    count: int = 0
    tip: str = ""  # hover text: its name on the first line, then its rules text (from the data)
    zoom: bool = False  # a right-click shows it large
    look: Face | None = None  # what it shows (None: nothing drawn, a click target or a tooltip only)
    action: Action | None = None  # the legal action a click on it takes now
    intent: Intent | None = None  # what a click on it would mean now, legal or not (for the rules' why_not)


@dataclass
class Layout:
    """Everything a renderer needs for one view at one window size."""

    width: int
    height: int
    regions: dict[str, Region] = field(default_factory=dict)
    placements: dict[str, Placement] = field(default_factory=dict)
    texts: list[tuple[str, Box, str]] = field(default_factory=list)

    def add_region(self, region: Region) -> Region:
        """Add a region and return it."""
        self.regions[region.key] = region
        return region

    def place(self, placement: Placement) -> None:
        """Add a component placement."""
        self.placements[placement.id] = placement


def inside(box: Box, x: float, y: float) -> bool:
    """Whether point (x, y) lies in ``box``."""
    bx, by, bw, bh = box
    return bx <= x < bx + bw and by <= y < by + bh
