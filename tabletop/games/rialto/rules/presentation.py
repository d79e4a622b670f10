"""How Rialto's pieces look (table/looks.py, table/boards.py and table/venice.py build their faces from it),
validated from data/rialto.yaml ``presentation``: the colour and icon of each card type, the colour of each building
colour, the icons of the other pieces, the fixed colours of the board's pieces and the labels printed on it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated

from tabletop.engine.message import Msg
from tabletop.spec import Length, Range

if TYPE_CHECKING:
    from tabletop.games.rialto.rules.data import RialtoSpec
    from tabletop.spec import Checker

Channel = Annotated[int, Range(0, 255)]
Colour = Annotated[tuple[Channel, ...], Length(3)]  # [r, g, b]
ICON_NAME = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")  # as game-icons.net spells them (art/icons.txt)
SYMBOLS = ("building", "card_back", "bonus", "value")  # the pieces besides cards that carry an icon


@dataclass(frozen=True)
class CardMark:
    """A card type's colour (its band, and the whole of a small card) and its icon (art/icons/<icon>.svg)."""

    colour: Colour
    icon: str


@dataclass(frozen=True)
class Mark:
    """The colour a building colour is painted in."""

    colour: Colour


@dataclass(frozen=True)
class Symbol:
    """The icon a piece carries (art/icons/<icon>.svg)."""

    icon: str


@dataclass(frozen=True)
class Palette:
    """The fixed colours of the table's pieces (the generic theme colours stay in tabletop/ui/theme.py)."""

    neutral: Colour  # the neutral player's pieces and its disc on the marked connection
    outline: Colour  # around houses, supply stacks and tiles
    unknown_card: Colour  # a card type without a mark (never, once the data is valid)
    unknown_building: Colour  # a building colour without a mark
    card_paper: Colour  # the card stock of a card's face, and the rim and icon of a small card
    card_back: Colour
    card_back_edge: Colour  # a card back's trim and bridge
    bridge: Colour  # the wood of a bridge tile
    bridge_edge: Colour  # its railings, and the rim of a tile end's value
    gondola: Colour
    gondola_edge: Colour  # a gondola's trim
    gondola_water: Colour  # the patch of canal a gondola tile floats on
    board: Colour  # the wood of a player board
    edge: Colour  # the edge of an inactive board, a stage not current, an unowned row
    slot: Colour  # a building slot on a player board
    slot_edge: Colour
    panel: Colour  # behind stages and rows
    stage_current: Colour
    track: Colour  # the wood of the Doge and VP tracks
    track_cell: Colour
    track_tick: Colour
    water: Colour  # Venice's lagoon
    canal: Colour  # the Grand Canal
    canal_light: Colour  # the light on it
    canal_label: Colour
    connection: Colour  # an empty berth for a bridge or gondola
    connection_edge: Colour
    connection_line: Colour  # from a district through a berth to the other
    district: Colour  # a district's paving
    district_label: Colour  # the paper strip with its name
    district_edge: Colour
    district_number: Colour  # its round tile
    district_value: Colour  # behind its value
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

    canal: Msg


@dataclass(frozen=True)
class Presentation:
    """Everything Rialto's table paints with: a mark per card type and building colour, the other pieces' icons,
    a palette and labels."""

    cards: dict[str, CardMark]  # by card type id
    building_colours: dict[str, Mark]  # by building colour id
    symbols: dict[str, Symbol]  # by piece: SYMBOLS
    palette: Palette
    labels: Labels


def _check_marks(check: Checker, marks: dict, known: list[str] | tuple[str, ...], key: str, what: str) -> None:
    """Every known id has a mark, every mark names a known id, and every icon is a well-formed icon name."""
    where = ("presentation", key)
    missing = [k for k in known if k not in marks]
    check.require(not missing, where, f"no look for {what} {', '.join(missing)}")
    for name, mark in marks.items():
        if check.require(name in known, where + (name,), f"unknown {what} {name!r}; {what}s are {list(known)}"):
            icon = getattr(mark, "icon", None)
            check.require(
                icon is None or bool(ICON_NAME.fullmatch(icon)),
                where + (name, "icon"),
                f"an icon is a game-icons.net name like 'rialto-bridge', got {icon!r}",
            )


def check_presentation(spec: RialtoSpec, check: Checker) -> None:
    """Every card type, building colour and piece the table paints has a look, and no look names an unknown one."""
    look = spec.presentation
    _check_marks(check, look.cards, [t.id for t in spec.cards.types], "cards", "card type")
    colours = [c.id for c in spec.building_colours]
    _check_marks(check, look.building_colours, colours, "building_colours", "building colour")
    _check_marks(check, look.symbols, SYMBOLS, "symbols", "piece")
    check.require(bool(look.labels.canal.text.strip()), ("presentation", "labels", "canal"), "a label cannot be empty")
