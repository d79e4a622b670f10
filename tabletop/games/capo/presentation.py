"""How Capo dei Capi's pieces look (looks.py builds their faces from it): the `presentation:` block of data/capo.yaml.

Pure (no pygame): the model the validator builds and the cross-check that every die has its look and that no
entry names a die the data does not hold. The generic colours every game shares stay in tabletop/ui/theme.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Literal

from tabletop.spec import Checker, Length, Range

if TYPE_CHECKING:  # data.py imports this module
    from tabletop.games.capo.data import CapoSpec

Channel = Annotated[int, Range(0, 255)]
Colour = Annotated[tuple[Channel, ...], Length(3)]  # [r, g, b]
DieLook = Literal["white", "black"]  # the two die bodies of `die_paints`


@dataclass(frozen=True)
class DiePaint:
    """A die's body, pips and edge."""

    body: Colour
    pips: Colour
    edge: Colour


@dataclass(frozen=True)
class DiePaints:
    """The paint of each die body."""

    white: DiePaint
    black: DiePaint


@dataclass(frozen=True)
class Tokens:
    """The colours of the markers and the hit-man."""

    influence: Colour
    bribe: Colour  # a bribe face down
    bribe_face: Colour  # a bribe face up
    cube: Colour
    cube_edge: Colour
    chip_edge: Colour
    hitman: Colour


@dataclass(frozen=True)
class Labels:
    """Words the side panel and the top bar show; each may name only its own {placeholders}."""

    peek: str  # the top bar's button that lifts the curtain on the viewer's own bribes
    has_dice: str  # before a turn's first roll: {player}
    last_roll: str  # under the dice of the previous turn's last roll: {player}
    extortion: str  # the extortion counter: {level} of {top}
    to_play: str  # after the name of the player whose turn it is
    seat_info: str  # a player's strip: {chips} and {cubes}


LABEL_FIELDS = {
    "peek": (),
    "has_dice": ("player",),
    "last_roll": ("player",),
    "extortion": ("level", "top"),
    "to_play": (),
    "seat_info": ("chips", "cubes"),
}


@dataclass(frozen=True)
class Presentation:
    """Capo dei Capi's colours, die looks and labels."""

    dice_box: Colour  # the dice box at the top of the side panel
    dice: dict[str, DieLook]  # every die of `dice:` by id: the body it is drawn with
    die_paints: DiePaints
    tokens: Tokens
    mayor: Colour  # the Mayor card
    mayor_pawn: Colour  # the pawn on the Mayor's extortion scale
    extortion_warning_at: Annotated[int, Range(0, 12)]  # the counter turns the danger colour from this level
    labels: Labels


def check_presentation(spec: CapoSpec, check: Checker) -> None:
    """Every die has a look, no look names an unknown die, and each label names only its placeholders."""
    pres = spec.presentation
    dice = [d.id for d in spec.dice]
    for die in dice:
        check.require(die in pres.dice, ("presentation", "dice"), f"missing a look for die {die!r}")
    for die in pres.dice:
        check.require(die in dice, ("presentation", "dice", die), f"unknown die {die!r}; dice are {dice}")
    for name, allowed in LABEL_FIELDS.items():
        check.text(("presentation", "labels", name), getattr(pres.labels, name), allowed)
