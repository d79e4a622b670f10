"""Capo dei Capi's components and setup, validated strictly from data/capo.yaml."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from tabletop.engine.message import Msg
from tabletop.games.capo.rules.dice import NAMES_A_CARD, ROLL_KINDS
from tabletop.games.capo.rules.presentation import Presentation, check_presentation
from tabletop.spec import Checker, Length, Range, load_spec
from tabletop.spec.guide import Guide

# Bounds are what the rules use plus room for a house rule, small enough to set up fast and to draw.
Level = Annotated[int, Range(0, 12)]  # judgement: an extortion level; the seed's track is 0-6
Tokens = Annotated[int, Range(1, 100)]  # judgement: one pile of one value; the seed has 5-10


@dataclass(frozen=True)
class Die:
    """One six-sided die; its colour names the area cards it points at."""

    id: str
    colour: str
    sides: Annotated[int, Range(2, 20)]  # the dice table itself reads six-sided dice (cross-checked)


@dataclass(frozen=True)
class AreaCard:
    """An area card, named by a die colour and a value 1-3."""

    id: str
    die: str
    value: Annotated[int, Range(1, 3)]
    name: Msg


@dataclass(frozen=True)
class MayorCard:
    """The Mayor card with its extortion track."""

    id: str
    name: Msg
    value: Annotated[int, Range(1, 6)]  # a die face (the seed's grey "4")
    extortion_track: Annotated[tuple[Level, ...], Length(2, 13)]
    text: Msg  # rules text of the card and its track (hover tip); {names} are filled from CapoSpec.numbers()


@dataclass(frozen=True)
class TokenCount:
    """How many tokens of one value."""

    value: Annotated[int, Range(1, 3)]
    count: Tokens  # at least 1: an empty pile at the start would end the game on its first turn


@dataclass(frozen=True)
class TokenSet:
    """A set of valued tokens with its total and where the split came from."""

    total: Annotated[int, Range(3, 300)]
    by_value: Annotated[tuple[TokenCount, ...], Length(3)]
    text: Msg  # rules text of one token, face up (hover tip)
    back: Msg | None = None  # what a face-down token's back says (bribes only): all its tip may tell
    source: Literal["seed", "reconstructed"] = "seed"
    note: Msg | None = None


@dataclass(frozen=True)
class Cubes:
    """Value cubes: how many, how many start on the Mayor card, the refill at the top bonus."""

    total: Annotated[int, Range(2, 200)]  # judgement: the seed has 21
    on_mayor_at_start: Annotated[int, Range(1, 199)]
    refill_at_top_bonus: Annotated[int, Range(0, 20)]  # 0: the Mayor card is not refilled
    text: Msg  # rules text of a cube (hover tip)


@dataclass(frozen=True)
class StartingChips:
    """Chips dealt to the first and the second player."""

    first_player: Annotated[int, Range(0, 50)]  # 0: a player may start without chips
    second_player: Annotated[int, Range(0, 50)]


@dataclass(frozen=True)
class Chips:
    """Mayor chips: the supply, the deal and the end-of-turn hand limit."""

    total: Annotated[int, Range(1, 100)]  # judgement: the seed has 15
    starting: StartingChips
    limit_at_turn_end: Annotated[int, Range(0, 100)]  # 0: every chip goes back at the end of a turn
    text: Msg  # rules text of a chip (hover tip); the chip actions add theirs


@dataclass(frozen=True)
class Executioner:
    """The hit-man pawn."""

    count: Annotated[int, Range(1, 1)]
    name: Msg
    text: Msg  # rules text of the pawn (hover tip)


@dataclass(frozen=True)
class Bonus:
    """An extortion bonus level and how many of the Mayor's cubes it takes."""

    level: Level
    take: Literal["half", "all"]
    text: Msg  # what stopping at this level does, in words


@dataclass(frozen=True)
class Extortion:
    """Extortion: arrest above this level, and the bonus levels."""

    arrest_above: Annotated[int, Range(1, 12)]
    bonus: Annotated[tuple[Bonus, ...], Length(0, 13)]  # no bonus levels is a (dull) game


@dataclass(frozen=True)
class ChipAction:
    """A mayor-chip action, its cost and its rules text."""

    id: Literal["deceive", "pocket", "payoff", "backstab", "reneg", "scandal"]
    cost: Annotated[int, Range(1, 10)]  # at least 1: a free chip action could be repeated without end
    name: Msg
    text: Msg


RollKind = Literal["double", "influence", "extort", "bribe", "bribe_extort", "invest", "invest_extort", "invest_bribe"]


@dataclass(frozen=True)
class Roll:
    """One line of the dice table in words (the table itself is code: dice.classify)."""

    id: RollKind
    name: Msg
    roll: Msg  # which dice make it, in short
    text: Msg  # what it does
    here: Msg | None = None  # what it does to the area card it names (only the kinds that name a card)


@dataclass(frozen=True)
class Places:
    """Rules text of the table's places that are no component (hover tips)."""

    area_card: Msg
    side: Msg
    pending: Msg
    pending_chips: Msg
    box: Msg
    player: Msg
    supply_end: Msg  # a pile whose last piece ends the game
    supply_chips: Msg
    dice: Msg


@dataclass(frozen=True)
class CapoSpec:
    """Everything Capo dei Capi's rules read from data."""

    game: str
    title: Msg
    players: Annotated[tuple[Annotated[int, Range(2, 2)], ...], Length(1)]
    blurb: Msg
    dice: Annotated[tuple[Die, ...], Length(2)]
    area_cards: Annotated[tuple[AreaCard, ...], Length(6)]
    mayor_card: MayorCard
    influence_tokens: TokenSet
    bribe_tokens: TokenSet
    value_cubes: Cubes
    mayor_chips: Chips
    executioner: Executioner
    marker_limit_per_card: Annotated[int, Range(1, 20)]  # judgement: the seed's 5 circles; a card side draws 20
    extortion: Extortion
    chip_actions: Annotated[tuple[ChipAction, ...], Length(6)]
    rolls: Annotated[tuple[Roll, ...], Length(8)]
    places: Places
    presentation: Presentation  # how the screen glue paints the table (presentation.py)
    readings: tuple[Msg, ...] = ()
    guide: Guide | None = None  # the rules screen (spec/guide.py)

    def cost(self, action_id: str) -> int:
        """The chip cost of a chip action."""
        return self.cost_table[action_id]

    @functools.cached_property
    def cost_table(self) -> dict[str, int]:
        """Chip action costs by id (built once per load)."""
        return {a.id: a.cost for a in self.chip_actions}

    def card(self, die: str, value: int) -> str | None:
        """The id of the area card named by a die colour and value, if any."""
        return next((c.id for c in self.area_cards if c.die == die and c.value == value), None)

    def named_card(self, die: str, value: int) -> str:
        """The id of the area card a die of 1-3 names (the data's checks give each die and value 1-3 one)."""
        card = self.card(die, value)
        if card is None:
            raise ValueError(f"no area card is named by the {die} die's {value}")
        return card

    def action(self, action_id: str) -> ChipAction:
        """A chip action by id."""
        return next(a for a in self.chip_actions if a.id == action_id)

    def roll(self, kind: str) -> Roll:
        """The dice table's line for a kind of roll."""
        return next(r for r in self.rolls if r.id == kind)

    def numbers(self) -> dict[str, int]:
        """The numbers a rules text may name as {placeholders}, so no text repeats a value the data holds."""
        return {
            "limit": self.marker_limit_per_card,
            "arrest_above": self.extortion.arrest_above,
            "chip_limit": self.mayor_chips.limit_at_turn_end,
            "refill": self.value_cubes.refill_at_top_bonus,
        }

    def say(self, text: Msg) -> Msg:
        """A rules text with its {placeholders} filled from the data."""
        return text.but(**self.numbers())


def rules_texts(spec: CapoSpec) -> Iterator[tuple[tuple[str | int, ...], Msg | None]]:
    """Every rules text of the data with its key path."""
    yield ("mayor_card", "text"), spec.mayor_card.text
    yield ("influence_tokens", "text"), spec.influence_tokens.text
    yield ("bribe_tokens", "text"), spec.bribe_tokens.text
    yield ("bribe_tokens", "back"), spec.bribe_tokens.back
    yield ("value_cubes", "text"), spec.value_cubes.text
    yield ("mayor_chips", "text"), spec.mayor_chips.text
    yield ("executioner", "text"), spec.executioner.text
    for i, action in enumerate(spec.chip_actions):
        yield ("chip_actions", i, "text"), action.text
    for i, bonus in enumerate(spec.extortion.bonus):
        yield ("extortion", "bonus", i, "text"), bonus.text
    for i, roll in enumerate(spec.rolls):
        yield ("rolls", i, "text"), roll.text
        if roll.here:
            yield ("rolls", i, "here"), roll.here
    for place in dataclasses.fields(Places):
        yield ("places", place.name), getattr(spec.places, place.name)


def _check_texts(spec: CapoSpec, check: Checker) -> None:
    """Rules texts are not empty and name only numbers the data holds."""
    known = sorted(spec.numbers())
    for path, text in rules_texts(spec):
        check.text(path, text.text if text is not None else "", known)
    kinds = [r.id for r in spec.rolls]
    check.require(sorted(kinds) == sorted(ROLL_KINDS), ("rolls",), f"needs each kind of roll once: {list(ROLL_KINDS)}")
    for i, roll in enumerate(spec.rolls):
        if roll.id in NAMES_A_CARD:
            check.require(bool(roll.here), ("rolls", i, "here"), "must say what the roll does to the card it names")
        else:
            check.require(not roll.here, ("rolls", i, "here"), f"only {', '.join(NAMES_A_CARD)} name a card")


def _check(spec: CapoSpec, check: Checker) -> None:
    """Cross-field checks: references resolve, counts add up, values fit the dice."""
    if spec.players != (2,):
        check.fail(("players",), "Capo dei Capi is for exactly 2 players: [2]")
    dice = {d.id: d for d in spec.dice}
    check.require(len(dice) == 2, ("dice",), "needs exactly two dice with different ids")
    for i, die in enumerate(spec.dice):
        check.require(die.sides == 6, ("dice", i, "sides"), "the dice table reads six-sided dice: 6")
    ids = [c.id for c in spec.area_cards]
    check.require(len(set(ids)) == len(ids), ("area_cards",), "area card ids must be unique")
    for i, card in enumerate(spec.area_cards):
        if check.require(
            card.die in dice, ("area_cards", i, "die"), f"unknown die {card.die!r}; dice are {sorted(dice)}"
        ):
            check.require(1 <= card.value <= 3, ("area_cards", i, "value"), "area cards are valued 1 to 3")
    pairs = {(c.die, c.value) for c in spec.area_cards}
    check.require(
        len(pairs) == 6 and len(spec.area_cards) == 6, ("area_cards",), "needs six area cards, 1-3 of each die"
    )
    for name in ("influence_tokens", "bribe_tokens"):
        tokens = getattr(spec, name)
        counted = sum(t.count for t in tokens.by_value)
        check.require(
            counted == tokens.total, (name, "by_value"), f"counts add up to {counted}, but total is {tokens.total}"
        )
        check.require({t.value for t in tokens.by_value} == {1, 2, 3}, (name, "by_value"), "needs values 1, 2 and 3")
    cubes = spec.value_cubes
    check.require(
        0 < cubes.on_mayor_at_start < cubes.total,
        ("value_cubes", "on_mayor_at_start"),
        "must be fewer than the total and at least 1",
    )
    chips = spec.mayor_chips
    dealt = chips.starting.first_player + chips.starting.second_player
    check.require(
        dealt <= chips.total, ("mayor_chips", "starting"), f"deals {dealt} chips but only {chips.total} exist"
    )
    check.require(spec.executioner.count == 1, ("executioner", "count"), "there is one hit-man")
    check.require(spec.marker_limit_per_card >= 1, ("marker_limit_per_card",), "must be at least 1")
    track = spec.mayor_card.extortion_track
    check.require(track == tuple(range(len(track))), ("mayor_card", "extortion_track"), "must count up from 0")
    check.require(
        spec.extortion.arrest_above == track[-1] if track else False,
        ("extortion", "arrest_above"),
        "must be the track's top level",
    )
    for i, bonus in enumerate(spec.extortion.bonus):
        check.require(bonus.level in track, ("extortion", "bonus", i, "level"), "must be a level on the track")
    present = {a.id for a in spec.chip_actions}
    missing = {"deceive", "pocket", "payoff", "backstab", "reneg", "scandal"} - present
    check.require(not missing, ("chip_actions",), f"missing chip actions: {sorted(missing)}")
    check.require(not spec.influence_tokens.back, ("influence_tokens", "back"), "influence tokens are face up: no back")
    _check_texts(spec, check)
    check_presentation(spec, check)


def load_capo(path: Path) -> CapoSpec:
    """Load and validate Capo dei Capi's data file; raise DataError naming every problem."""
    return load_spec(path, CapoSpec, _check)
