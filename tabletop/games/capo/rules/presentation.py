"""How Capo dei Capi's pieces look (table/looks.py and table/faces.py build their faces from it): the
`presentation:` block of data/capo.yaml.

Pure (no pygame): the model the validator builds and the cross-check that every die has its look, that no entry
names a die the data does not hold, that every icon role is named once, and that each text names only its
placeholders. The generic colours every game shares stay in tabletop/ui/theme.py.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Annotated, Literal

from tabletop.engine.message import Msg
from tabletop.spec import Checker, Length, Range

if TYPE_CHECKING:  # data.py imports this module
    from tabletop.games.capo.rules.data import CapoSpec

Channel = Annotated[int, Range(0, 255)]
Colour = Annotated[tuple[Channel, ...], Length(3)]  # [r, g, b]
DieLook = Literal["white", "black"]  # the two die bodies of `die_paints`
IconRole = Literal["mayor", "arrest", "bribe", "box", "hitman"]
ICON_ROLES: tuple[IconRole, ...] = ("mayor", "arrest", "bribe", "box", "hitman")


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
    """The colours of the wooden pieces and the cardboard markers."""

    influence: Colour  # an influence token's face
    bribe: Colour  # a bribe face down
    bribe_face: Colour  # a bribe face up
    cube: Colour  # a value cube (wood)
    hitman: Colour  # the hit-man pawn (wood)
    mayor_pawn: Colour  # the pawn on the Mayor's extortion scale (wood)


@dataclass(frozen=True)
class Cards:
    """The printed card stock: the area cards' paper and their bands, the Mayor card's paper and band."""

    paper: Colour  # an area card
    white_band: Colour  # the band of a card the white die names
    black_band: Colour  # the band of a card the black die names
    mayor: Colour  # the Mayor card
    mayor_band: Colour
    tile: Colour  # a supply tile (its die face says which die value fills it)
    board: Colour  # a player's side of a card and the spots beside the supplies
    strip: Colour  # a player's strip (wood)


@dataclass(frozen=True)
class IconFor:
    """A game-icons.net glyph (art/icons/<icon>.svg) for one role on the table."""

    id: IconRole
    icon: str


@dataclass(frozen=True)
class Labels:
    """Words the table shows; each may name only its own {placeholders}."""

    peek: Msg  # the top bar's button that lifts the curtain on the viewer's own bribes
    has_dice: Msg  # before a turn's first roll: {player}
    last_roll: Msg  # under the dice of the previous turn's last roll: {player}
    first_roll: Msg  # the dice box before anything is rolled
    extortion: Msg  # the title of the extortion counter in the dice box
    extortion_level: Msg  # the counter itself: {level} of {top}
    to_play: Msg  # after the name of the player whose turn it is
    seat_info: Msg  # a player's strip: {chips} and {cubes}
    left: Msg  # a supply tile's count: {n}
    boxed: Msg  # how many markers the box holds: {n}
    half: Msg  # the Mayor scale's bonus level that takes half the cubes
    all: Msg  # the Mayor scale's bonus level that takes them all
    arrest: Msg  # the Mayor scale's row above the top level


LABEL_FIELDS = {
    "peek": (),
    "has_dice": ("player",),
    "last_roll": ("player",),
    "first_roll": (),
    "extortion": (),
    "extortion_level": ("level", "top"),
    "to_play": (),
    "seat_info": ("chips", "cubes"),
    "left": ("n",),
    "boxed": ("n",),
    "half": (),
    "all": (),
    "arrest": (),
}


@dataclass(frozen=True)
class RollEffects:
    """What the roll on the dice does, in a line or two under the dice (the dice table's rows made concrete)."""

    double_influence: Msg  # doubles of 1-3: {value}
    double_chips: Msg  # doubles of 4
    double_bribe: Msg  # doubles of 5
    double_cube: Msg  # doubles of 6
    influence: Msg  # {white}, {black}, {white_card} (named by white), {black_card}
    extort: Msg  # {value}: the other die
    bribe: Msg  # {card}
    bribe_extort: Msg  # {opponent}
    invest: Msg  # {card}
    invest_extort: Msg
    invest_bribe: Msg  # {opponent}


EFFECT_FIELDS = {
    "double_influence": ("value",),
    "double_chips": (),
    "double_bribe": (),
    "double_cube": (),
    "influence": ("white", "black", "white_card", "black_card"),
    "extort": ("value",),
    "bribe": ("card",),
    "bribe_extort": ("opponent",),
    "invest": ("card",),
    "invest_extort": (),
    "invest_bribe": ("opponent",),
}


@dataclass(frozen=True)
class Presentation:
    """Capo dei Capi's colours, die looks, icons and words."""

    dice_box: Colour  # the dice box at the top of the side panel
    dice: dict[str, DieLook]  # every die of `dice:` by id: the body it is drawn with
    die_paints: DiePaints
    tokens: Tokens
    cards: Cards
    icons: Annotated[tuple[IconFor, ...], Length(1, 20)]
    extortion_warning_at: Annotated[int, Range(0, 12)]  # the counter turns the danger colour from this level
    labels: Labels
    roll_effects: RollEffects

    def icon(self, role: str) -> str:
        """The icon drawn for ``role``."""
        return next(i.icon for i in self.icons if i.id == role)


def check_presentation(spec: CapoSpec, check: Checker) -> None:
    """Every die has a look, no look names an unknown die, every icon role has one icon, and each text names only
    its placeholders."""
    pres = spec.presentation
    dice = [d.id for d in spec.dice]
    for die in dice:
        check.require(die in pres.dice, ("presentation", "dice"), f"missing a look for die {die!r}")
    for die in pres.dice:
        check.require(die in dice, ("presentation", "dice", die), f"unknown die {die!r}; dice are {dice}")
    roles = [i.id for i in pres.icons]
    for role in ICON_ROLES:
        check.require(roles.count(role) == 1, ("presentation", "icons"), f"needs one icon for {role!r}")
    for name, allowed in LABEL_FIELDS.items():
        check.text(("presentation", "labels", name), getattr(pres.labels, name).text, allowed)
    for field in fields(RollEffects):
        text = getattr(pres.roll_effects, field.name)
        check.text(("presentation", "roll_effects", field.name), text.text, EFFECT_FIELDS[field.name])
