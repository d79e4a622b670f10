"""The typed addresses of a Masques table's regions: each reads (``str``) as the text the rules and tests name it by."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.layout import Key


@dataclass(frozen=True)
class PalaceSpot(Key):
    """Palace card ``i`` ("palace:3", as the rules name its zone)."""

    KIND: ClassVar[str] = "palace"
    i: int


@dataclass(frozen=True)
class CorridorSpot(Key):
    """Corridor ``i`` ("corridor:3", as the rules name its zone)."""

    KIND: ClassVar[str] = "corridor"
    i: int


@dataclass(frozen=True)
class ChosenFrame(Key):
    """The frame around a choice already made in a chain (the guest to move, the marker to swap): "chosen"."""

    KIND: ClassVar[str] = "chosen"


@dataclass(frozen=True)
class StackSpot(Key):
    """The stack of ``agent`` cards ("stack:guard", as the rules name its zone)."""

    KIND: ClassVar[str] = "stack"
    agent: str


@dataclass(frozen=True)
class StackCaption(Key):
    """The words above the stack of ``agent`` cards ("stacklabel:guard": how many are left)."""

    KIND: ClassVar[str] = "stacklabel"
    agent: str


@dataclass(frozen=True)
class PileSpot(Key):
    """A supply pile, named as its zone: "supply" (ducats), "pool" (favor markers) or "deck" (guests)."""

    KIND: ClassVar[str] = "pile"
    zone: str

    def __str__(self) -> str:
        return self.zone


@dataclass(frozen=True)
class PlayerBoard(Key):
    """A player's board ("player:1")."""

    KIND: ClassVar[str] = "player"
    seat: int


@dataclass(frozen=True)
class FirstCardSpot(Key):
    """The first-player card on a player's board ("first:1")."""

    KIND: ClassVar[str] = "first"
    seat: int


@dataclass(frozen=True)
class CrestSpot(Key):
    """A family's crest on its holder's board ("crest:dandolo")."""

    KIND: ClassVar[str] = "crest"
    family: str


@dataclass(frozen=True)
class FavorColumn(Key):
    """One guild's favor column on a player's board ("favor:1:clergy")."""

    KIND: ClassVar[str] = "favor"
    seat: int
    guild: str


@dataclass(frozen=True)
class PurseSpot(Key):
    """A player's ducats on their board ("purse:1")."""

    KIND: ClassVar[str] = "purse"
    seat: int


@dataclass(frozen=True)
class HandBack(Key):
    """The card back before the count of guests a player holds ("hand:1")."""

    KIND: ClassVar[str] = "hand"
    seat: int


@dataclass(frozen=True)
class HandCount(Key):
    """The count of guests a player holds ("handsize:1")."""

    KIND: ClassVar[str] = "handsize"
    seat: int


@dataclass(frozen=True)
class HandStrip(Key):
    """The strip along the bottom holding the viewer's hand, packet or the courtesan's names ("handarea")."""

    KIND: ClassVar[str] = "handarea"


@dataclass(frozen=True)
class NameTile(Key):
    """A guest identity the courtesan may name ("name:dandolo-3")."""

    KIND: ClassVar[str] = "name"
    name: str


@dataclass(frozen=True)
class PickedLabel(Key):
    """The caption over the guests kept so far in the draft ("picked")."""

    KIND: ClassVar[str] = "picked"
