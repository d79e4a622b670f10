"""How Capo dei Capi's own screen glue paints the table: the `presentation:` block of data/capo.yaml.

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
DieLook = Literal["white", "black"]  # the die bodies the shared renderer draws (tabletop/ui/render.py draw_die)


@dataclass(frozen=True)
class Labels:
    """Words the side panel and the top bar show; each may name only its own {placeholders}."""

    peek: str  # the top bar's button that lifts the curtain on the viewer's own bribes
    has_dice: str  # before a turn's first roll: {player}
    last_roll: str  # under the dice of the previous turn's last roll: {player}
    extortion: str  # the extortion counter: {level} of {top}


LABEL_FIELDS = {"peek": (), "has_dice": ("player",), "last_roll": ("player",), "extortion": ("level", "top")}


@dataclass(frozen=True)
class Presentation:
    """Capo dei Capi's colours, die looks and labels."""

    dice_box: Colour  # the dice box at the top of the side panel
    dice: dict[str, DieLook]  # every die of `dice:` by id: the body it is drawn with
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
