"""The Prodigals Club's region keys, typed: every place of its table is one of these, read by its fields. Each key's
text (``str(key)``) is how tests and the rules' events name the place ("sq:0:M4", "pos:board"); nothing parses it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.layout import Key
from tabletop.games.prodigals.rules.state import cell_name, deck_name


@dataclass(frozen=True)
class BoardSpot(Key):
    """A board along the top: central, election, society or possessions ("board:society")."""

    KIND: ClassVar[str] = "board"
    board: str


@dataclass(frozen=True)
class SpaceSpot(Key):
    """An errand space, by its id in the data ("space:E-HYDE")."""

    KIND: ClassVar[str] = "space"
    space: str


@dataclass(frozen=True)
class DisplaySpot(Key):
    """A card display, by its id in the data ("display:E-D1")."""

    KIND: ClassVar[str] = "display"
    display: str


@dataclass(frozen=True)
class PoolSpot(Key):
    """The political tiles dealt onto an errand space ("pool:E-TILE")."""

    KIND: ClassVar[str] = "pool"
    space: str


@dataclass(frozen=True)
class DeckSpot(Key):
    """A contest's white or black deck in its board's title bar ("deck:E-white")."""

    KIND: ClassVar[str] = "deck"
    module: str
    colour: str

    def __str__(self) -> str:
        return f"{self.KIND}:{deck_name(self.module, self.colour)}"


@dataclass(frozen=True)
class LabelSpot(Key):
    """Words or a marker on a board: notice, renaissance, hyde, oldlady or borough ("label:hyde")."""

    KIND: ClassVar[str] = "label"
    what: str


@dataclass(frozen=True)
class TrackSpot(Key):
    """The vote track across the table ("track:votes")."""

    KIND: ClassVar[str] = "track"
    track: str


@dataclass(frozen=True)
class SeatSpot(Key):
    """A player's area, full or compact ("seat:0")."""

    KIND: ClassVar[str] = "seat"
    seat: int


@dataclass(frozen=True)
class HandSpot(Key):
    """The strip holding the focus seat's hand, tiles, move chips or a card's options ("hand:0")."""

    KIND: ClassVar[str] = "hand"
    seat: int


@dataclass(frozen=True)
class PlayedSpot(Key):
    """The white cards a seat played this round ("played:0")."""

    KIND: ClassVar[str] = "played"
    seat: int


@dataclass(frozen=True)
class SlotSpot(Key):
    """One of the focus seat's black-card slots, from 0 ("bslot:0:2")."""

    KIND: ClassVar[str] = "bslot"
    seat: int
    slot: int


@dataclass(frozen=True)
class NetSpot(Key):
    """A seat's political network ("net:1")."""

    KIND: ClassVar[str] = "net"
    seat: int


@dataclass(frozen=True)
class CellSpot(Key):
    """A place of the focus seat's network, a tile on it or a spot a tile may go ("cell:0:1,-1")."""

    KIND: ClassVar[str] = "cell"
    seat: int
    x: int
    y: int

    def __str__(self) -> str:
        return f"{self.KIND}:{self.seat}:{cell_name(self.x, self.y)}"


@dataclass(frozen=True)
class GridSpot(Key):
    """Another seat's society grid, small ("grid:1")."""

    KIND: ClassVar[str] = "grid"
    seat: int


@dataclass(frozen=True)
class RowSpot(Key):
    """A row value printed beside the focus seat's society grid ("row:0:-3")."""

    KIND: ClassVar[str] = "row"
    seat: int
    value: int


@dataclass(frozen=True)
class ColumnSpot(Key):
    """A column's letter above the focus seat's society grid, as the log names its squares ("col:0:L")."""

    KIND: ClassVar[str] = "col"
    seat: int
    letter: str


@dataclass(frozen=True)
class SquareSpot(Key):
    """A square of the focus seat's society grid ("sq:0:M4")."""

    KIND: ClassVar[str] = "sq"
    seat: int
    square: str


@dataclass(frozen=True)
class OwnedSpot(Key):
    """A seat's possessions strip: its cash and tiles ("pos:0")."""

    KIND: ClassVar[str] = "pos"
    seat: int


@dataclass(frozen=True)
class TilesOnBoard(Key):
    """The possession tiles on the Possessions board this round ("pos:board")."""

    KIND: ClassVar[str] = "pos"

    def __str__(self) -> str:
        return f"{self.KIND}:board"


@dataclass(frozen=True)
class StatSpot(Key):
    """One of a player's numbers: votes, society, possessions, cash, megaphones, boys, hand, turn, shields
    ("stat:0:votes")."""

    KIND: ClassVar[str] = "stat"
    seat: int
    stat: str


@dataclass(frozen=True)
class RotSpot(Key):
    """The tile being placed turned ``turn`` quarter turns anticlockwise: a click chooses that turn ("rot:1")."""

    KIND: ClassVar[str] = "rot"
    turn: int


@dataclass(frozen=True)
class MoveChip(Key):
    """A labelled chip for a token move no square chooses ("mv:M4-M3")."""

    KIND: ClassVar[str] = "mv"
    start: str
    end: str

    def __str__(self) -> str:
        return f"{self.KIND}:{self.start}-{self.end}"


@dataclass(frozen=True)
class SkipChip(Key):
    """The chip under a black card that skips its permanent effect this time ("skip:EB05")."""

    KIND: ClassVar[str] = "skip"
    card: str


@dataclass(frozen=True)
class OptionSpot(Key):
    """A card's option in words, numbered from 1 ("opt:2")."""

    KIND: ClassVar[str] = "opt"
    number: int
