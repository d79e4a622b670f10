"""The addresses of the regions of a Mascarade table, typed: the layout builds every region key from these, and the
table reads their fields (a seat, a position, a character) instead of splitting text. Each key's text is the name the
tests and the rules' events use for the place ("seat:2", "slot:p:0", "char:king", "centre")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.layout import Key


@dataclass(frozen=True)
class SeatSpot(Key):
    """A player's seat (its board: name, purse, cards)."""

    KIND: ClassVar[str] = "seat"
    seat: int


@dataclass(frozen=True)
class PurseSpot(Key):
    """The coin and count in a player's seat (a hover spot, drawn by the seat)."""

    KIND: ClassVar[str] = "coins"
    seat: int


@dataclass(frozen=True)
class CardSlot(Key):
    """The place of the card at a position (``p:S``, ``p:S:L``, ``c:K``), drawn by its card."""

    KIND: ClassVar[str] = "slot"
    pos: str


@dataclass(frozen=True)
class ChosenFrame(Key):
    """The frame round a card chosen earlier this turn, by the name of the choice ("from", "first", "target")."""

    KIND: ClassVar[str] = "chosen"
    choice: str


@dataclass(frozen=True)
class TableTop(Key):
    """The middle of the table, which says what is happening."""

    KIND: ClassVar[str] = "centre"


@dataclass(frozen=True)
class Courthouse(Key):
    """The courthouse's plaque (the fines it holds)."""

    KIND: ClassVar[str] = "courthouse"


@dataclass(frozen=True)
class Bank(Key):
    """The bank's plaque."""

    KIND: ClassVar[str] = "bank"


@dataclass(frozen=True)
class CharacterTile(Key):
    """A character in play, as a token in the middle of the table."""

    KIND: ClassVar[str] = "char"
    char: str
