"""How Rialto's pieces look (looks.py and boards.py build their faces from it), validated from data/rialto.yaml
``presentation``: the colour and letter of each card type and building colour, the fixed colours of the board's
pieces and the labels printed on it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated

from tabletop.spec import Length, Range

if TYPE_CHECKING:
    from tabletop.games.rialto.data import RialtoSpec
    from tabletop.spec import Checker

Channel = Annotated[int, Range(0, 255)]
Colour = Annotated[tuple[Channel, ...], Length(3)]  # [r, g, b]
MAX_LETTER = 2  # characters: a card's or building's letter fits a small sprite ("Br", "Go")


@dataclass(frozen=True)
class Mark:
    """The colour a card type or building colour is painted in and the letter printed on it."""

    colour: Colour
    letter: str


@dataclass(frozen=True)
class Palette:
    """The fixed colours of the table's pieces (the generic theme colours stay in tabletop/ui/theme.py)."""

    neutral: Colour  # the neutral player's markers and the marked connection
    outline: Colour  # around buildings, supply stacks and the marked connection
    marker_edge: Colour  # around chips and markers
    unknown_card: Colour  # a card type without a mark (never, once the data is valid)
    unknown_building: Colour  # a building colour without a mark
    card_back: Colour
    card_back_edge: Colour
    coin_edge: Colour
    bridge: Colour
    bridge_edge: Colour
    gondola: Colour
    gondola_edge: Colour
    board: Colour  # a player board
    edge: Colour  # the edge of an inactive board, a stage not current, an unowned row
    slot: Colour  # a building slot on a player board
    slot_edge: Colour
    panel: Colour  # behind stages, tracks and rows
    stage_current: Colour
    track_cell: Colour
    track_tick: Colour
    water: Colour  # Venice's lagoon
    canal: Colour  # the Grand Canal
    canal_label: Colour
    connection: Colour
    connection_edge: Colour
    connection_line: Colour
    district: Colour
    district_edge: Colour
    district_number: Colour
    district_value: Colour
    sold_out: Colour  # an empty building supply stack
    pile_edge: Colour
    bonus: Colour
    bonus_gone: Colour
    hand_area: Colour  # the strip holding the viewer's hand
    hand_group: Colour
    pending: Colour
    help: Colour


@dataclass(frozen=True)
class Labels:
    """Words printed on the table that no other part of the data names."""

    canal: str


@dataclass(frozen=True)
class Presentation:
    """Everything Rialto's table paints with: a mark per card type and building colour, a palette and labels."""

    cards: dict[str, Mark]  # by card type id
    building_colours: dict[str, Mark]  # by building colour id
    palette: Palette
    labels: Labels


def _check_marks(check: Checker, marks: dict[str, Mark], known: list[str], key: str, what: str) -> None:
    """Every known id has a mark, every mark names a known id, and every letter is short and not empty."""
    where = ("presentation", key)
    missing = [k for k in known if k not in marks]
    check.require(not missing, where, f"no colour and letter for {what} {', '.join(missing)}")
    for name, mark in marks.items():
        if check.require(name in known, where + (name,), f"unknown {what} {name!r}; {what}s are {known}"):
            check.require(
                0 < len(mark.letter) <= MAX_LETTER,
                where + (name, "letter"),
                f"a letter is 1 to {MAX_LETTER} characters, got {mark.letter!r}",
            )


def check_presentation(spec: RialtoSpec, check: Checker) -> None:
    """Every card type and building colour the table paints has a mark, and no mark names an unknown one."""
    look = spec.presentation
    _check_marks(check, look.cards, [t.id for t in spec.cards.types], "cards", "card type")
    colours = [c.id for c in spec.building_colours]
    _check_marks(check, look.building_colours, colours, "building_colours", "building colour")
    check.require(bool(look.labels.canal.strip()), ("presentation", "labels", "canal"), "a label cannot be empty")
