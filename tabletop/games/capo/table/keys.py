"""The addresses of the regions of a Capo dei Capi table, typed (engine/layout.Key): the table reads ``key.card`` and
``key.seat``, never a split string. Each key's text is the name tests and the rules' events give the place."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.layout import Key
from tabletop.games.capo.rules.state import influence_supply


@dataclass(frozen=True)
class CardSpot(Key):
    """An area card, or the Mayor card (its card is the Mayor's id): "card:W1", "card:M"."""

    KIND: ClassVar[str] = "card"
    card: str


@dataclass(frozen=True)
class SideSpot(Key):
    """A seat's side of an area card, where its banked markers lie: "side:W1:0"."""

    KIND: ClassVar[str] = "side"
    card: str
    seat: int


@dataclass(frozen=True)
class PendingSpot(Key):
    """A seat's pending slot beside an area card (the active seat's holds the pending marker): "pending:W1:0"."""

    KIND: ClassVar[str] = "pending"
    card: str
    seat: int


@dataclass(frozen=True)
class ChipSpot(Key):
    """A seat's place beside the Mayor card for the chips it has yet to bank: "pendingchips:0"."""

    KIND: ClassVar[str] = "pendingchips"
    seat: int


@dataclass(frozen=True)
class StripSpot(Key):
    """A seat's strip: its name, chips in hand, cubes won and the hit-man it holds: "strip:0"."""

    KIND: ClassVar[str] = "strip"
    seat: int


@dataclass(frozen=True)
class InfluencePile(Key):
    """The supply tile of the influence tokens of one value: "supply:i2", the rules' zone of that pile."""

    KIND: ClassVar[str] = "supply"
    value: int

    @property
    def zone(self) -> str:
        """The rules' zone the pile shows."""
        return influence_supply(self.value)

    def __str__(self) -> str:
        return self.zone


@dataclass(frozen=True)
class SupplySpot(Key):
    """A tile or spot showing one zone of the rules, named as that zone: "supply:bribes", "supply:hitman", "box"."""

    KIND: ClassVar[str] = "supply"
    zone: str

    def __str__(self) -> str:
        return self.zone


@dataclass(frozen=True)
class DiceSpot(Key):
    """The dice box at the top of the side panel: "dice"."""

    KIND: ClassVar[str] = "dice"


Pile = InfluencePile | SupplySpot  # a supply tile: what ``tips.pile_tip`` explains
