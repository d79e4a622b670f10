"""Pure layout types: where each component and region of a table view is drawn. No pygame here."""

from __future__ import annotations

from dataclasses import dataclass, field

Box = tuple[int, int, int, int]  # x, y, width, height


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
