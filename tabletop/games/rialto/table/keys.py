"""How Rialto's table addresses its pieces: a typed key per kind of region (engine/layout.Key), read by its fields,
never split. A key's text is the name the rules' events and the tests give the place ("supply:G1", "deck",
"hand:0"): the rules name their zones the same way. The table's own pieces that are not components of the rules
(track markers, councillor cubes) are named by ``Marker`` and ``Chip``, and found again by ``table_pieces``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.layout import Key
from tabletop.engine.view import for_last_view
from tabletop.games.rialto.rules.view import RialtoView


@dataclass(frozen=True)
class BoardSpot(Key):
    """A participant's board ("pboard:1")."""

    KIND: ClassVar[str] = "pboard"
    seat: int


@dataclass(frozen=True)
class HandSpot(Key):
    """Where a participant's hand lies on its board, the place its cards come and go ("hand:1")."""

    KIND: ClassVar[str] = "hand"
    seat: int


@dataclass(frozen=True)
class PileSpot(Key):
    """Where a participant's face-down discard pile lies on its board ("pile:1")."""

    KIND: ClassVar[str] = "pile"
    seat: int


@dataclass(frozen=True)
class PlayedSpot(Key):
    """Where a participant's cards played this stage lie on its board ("played:1")."""

    KIND: ClassVar[str] = "played"
    seat: int


@dataclass(frozen=True)
class StatSpot(Key):
    """One figure on a board's top line: "coins", "vp", "councillors" or "hand" ("stat:1:coins")."""

    KIND: ClassVar[str] = "stat"
    seat: int
    figure: str


@dataclass(frozen=True)
class StageSpot(Key):
    """A stage of phase II by its letter ("stage:D")."""

    KIND: ClassVar[str] = "stage"
    letter: str


@dataclass(frozen=True)
class TrackSpot(Key):
    """The Doge track or the VP track: ``track`` is "doge" or "vp" ("doge_track")."""

    KIND: ClassVar[str] = "track"
    track: str

    def __str__(self) -> str:
        return f"{self.track}_track"


@dataclass(frozen=True)
class ConnSpot(Key):
    """A connection between two districts, where a bridge or gondola lies ("conn:CN-SM")."""

    KIND: ClassVar[str] = "conn"
    connection: str


@dataclass(frozen=True)
class DistrictSpot(Key):
    """A district of Venice ("district:CN")."""

    KIND: ClassVar[str] = "district"
    district: str


@dataclass(frozen=True)
class SupplySpot(Key):
    """A building kind's stack in the supply ("supply:G1")."""

    KIND: ClassVar[str] = "supply"
    kind: str


@dataclass(frozen=True)
class StackSpot(Key):
    """A stack beside the supply, named as the rules name its zone: "bridges", "gondolas", "deck" or "discard"."""

    KIND: ClassVar[str] = "stack"
    stack: str

    def __str__(self) -> str:
        return self.stack


@dataclass(frozen=True)
class BonusSpot(Key):
    """The bonus tile of a canal side ("bonus:north")."""

    KIND: ClassVar[str] = "bonus"
    side: str


@dataclass(frozen=True)
class RowSpot(Key):
    """A card row of phase I by its index ("row:0")."""

    KIND: ClassVar[str] = "row"
    row: int


@dataclass(frozen=True)
class GroupSpot(Key):
    """The cards of one type in the viewer's hand ("hand:bridge")."""

    KIND: ClassVar[str] = "hand"
    card_type: str


@dataclass(frozen=True)
class VeniceSpot(Key):
    """The board of Venice as a whole ("venice")."""

    KIND: ClassVar[str] = "venice"


@dataclass(frozen=True)
class ChosenSpot(Key):
    """The frame round a choice already made: the building to upgrade or return, the bridge's connection."""

    KIND: ClassVar[str] = "chosen"


@dataclass(frozen=True)
class SupplyLabelSpot(Key):
    """The building supply's caption ("supply_label")."""

    KIND: ClassVar[str] = "supply_label"


@dataclass(frozen=True)
class RowsLabelSpot(Key):
    """The card rows' caption ("rows_label")."""

    KIND: ClassVar[str] = "rows_label"


@dataclass(frozen=True)
class HelpSpot(Key):
    """The table's empty corner, saying what is going on ("help")."""

    KIND: ClassVar[str] = "help"


@dataclass(frozen=True)
class HandAreaSpot(Key):
    """The strip holding the viewer's hand ("handarea")."""

    KIND: ClassVar[str] = "handarea"


@dataclass(frozen=True)
class PendingSpot(Key):
    """The play being put together on a play turn ("pending")."""

    KIND: ClassVar[str] = "pending"


@dataclass(frozen=True)
class Marker:
    """A participant's marker on the Doge or the VP track (``track``: "doge" or "vp"), a piece of the table only."""

    track: str
    seat: int

    @property
    def id(self) -> str:
        """Its placement's id ("doge:1")."""
        return f"{self.track}:{self.seat}"


@dataclass(frozen=True)
class Chip:
    """A participant's councillors in a district, drawn as one cube showing the count (a piece of the table only)."""

    district: str
    seat: int

    @property
    def id(self) -> str:
        """Its placement's id ("cncl:CN:1")."""
        return f"cncl:{self.district}:{self.seat}"


@for_last_view
def table_pieces(view: RialtoView) -> dict[str, Marker | Chip]:
    """Every marker and cube ``view`` may draw, by its placement's id: how a placement id is read back (worked out
    once for the view being laid out: every component's intent asks)."""
    seats = range(len(view.participants))
    pieces: list[Marker | Chip] = [Marker(track, p) for track in ("doge", "vp") for p in seats]
    pieces += [Chip(d.id, p) for d in view.districts for p in seats]
    return {piece.id: piece for piece in pieces}
