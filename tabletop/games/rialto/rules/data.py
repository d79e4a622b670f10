"""Rialto's components, setup, stages, scoring values and options, validated strictly from data/rialto.yaml."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar

from tabletop.engine.gamedef import Chosen, OptionDef
from tabletop.engine.message import Msg
from tabletop.games.rialto.rules.presentation import Presentation
from tabletop.games.rialto.rules.texts import Texts
from tabletop.spec import Length, Range, load_spec
from tabletop.spec.guide import Guide

T = TypeVar("T")
NO_NOTE = Msg("")  # a source note the data leaves out

Source = Literal["seed", "reconstructed"]
# Bounds are what the rules use plus room for a house rule, small enough to set up fast and to draw. Judgements:
Digit = Annotated[int, Range(0, 9)]  # an amount printed on a building, tile or card (the seed's are 0-6)
Value = Annotated[int, Range(1, 9)]  # a building value (cost and VP); the seed's run 1-4
StartCoins = Annotated[int, Range(0, 20)]  # a starting amount of coins (the seed: 1-3)
Tiles = Annotated[int, Range(1, 12)]  # bridge or gondola tiles: one per connection of the seed's board
Districts = Annotated[int, Range(1, 12)]  # a round number, at most one per district

# The effect ids the rules code implements, each with the parameter names its data must give.
EFFECTS: dict[str, tuple[str, ...]] = {
    "draw_or_take": ("take", "draw", "hand_limit"),  # take from the leftover row or draw, then keep more cards
    "hand_limit": ("hand_limit",),  # keep more cards this round
    "delay": ("coins",),  # play after everyone else in the stage and gain coins
    "convert": ("counts_as",),  # one non-joker card of another type counts as this many of the stage's type
    "joker": ("jokers",),  # counts as jokers in this stage
    "upgrade": ("step",),  # return an own building for one of the same colour, value + step
    "councillor_and_vp": ("councillors", "vp", "vp_if_none"),  # councillors general -> personal, plus VP
    "doge_by_rank": (),  # advance on the Doge track by one's rank in Doge order
    "vp": ("vp",),  # gain VP
}
STAGE_LETTERS = ("A", "B", "C", "D", "E", "F")
STAGE_ACTIONS = ("doge_steps", "coins", "build", "vp", "councillors_to_personal", "place_councillors")
ADVANTAGES = ("extra_step", "extra_coin", "value_limit", "bridge_tile", "gondola_tile", "extra_card")
NEUTRAL_ACTIONS = ("move", "none", "bridge_with_advantage", "gondola_with_advantage", "place_councillors")
# The rule readings the rules code reads, by name, each with the values it understands: a choice's names, a whole
# number's range (judgements: the readings the sources give, with a little room) or yes/no (bool). The only list of
# them in code, in the order the setup screen shows them: data/rialto.yaml ``options`` declares each of these and no
# other (refused at load otherwise), with its default, alternatives and words.
READINGS: dict[str, tuple[str, ...] | Range | type[bool]] = {
    "middle_building_order": ("power_curve", "seed_listing"),
    "joker_pair_counts": Range(1, 2),  # two jokers count as one or two cards
    "no_bridge_card_vp": Range(-5, 0),  # a penalty, or none
    "doge_arrival": ("top", "bottom"),
    "doge_track_length": Range(0, 50),  # 0: unbounded
    "vp_floor_zero": bool,
    "vp_per_coin": Range(0, 5),
    "vp_per_supply_councillor": Range(0, 5),
    "empty_connection_value": Range(0, 6),  # at most a bridge's top end
    "neutral_gondola_councillors": ("each_district", "one_total"),
    "coins_unlimited": bool,
    "new_building_usable_same_round": bool,
    "delayed_players_order": ("clockwise", "doge_order"),
    "may_return_just_taken": bool,
    "upgraded_building_coin": ("to_supply", "onto_new_building"),
    "gondola_bonus_when_general_empty": ("skip", "from_personal"),
    "duplicate_buildings_allowed": bool,
    "taking_building_optional": bool,
}


@dataclass(frozen=True)
class CardType:
    """One of the seven card types; the wild type (jokers) belongs to no stage."""

    id: str
    name: Msg
    count: Annotated[int, Range(1, 40)]  # the seed has 11 of each
    wild: bool = False


@dataclass(frozen=True)
class Cards:
    """The deck: its size and its card types."""

    total: Annotated[int, Range(7, 280)]
    types: Annotated[tuple[CardType, ...], Length(7)]  # six stage types and the jokers


@dataclass(frozen=True)
class CardRows:
    """Phase I: rows dealt (players + rows_beyond_players) of cards_per_row, blind draws and the hand limit."""

    rows_beyond_players: Annotated[int, Range(0, 3)]  # 0: the last player takes the row that is left
    cards_per_row: Annotated[int, Range(1, 10)]
    blind_cards: Annotated[int, Range(0, 5)]  # 0: no blind draws
    hand_limit: Annotated[int, Range(1, 20)]
    jokers_without_real_card: Annotated[int, Range(2, 4)]  # at least 2: one joker alone is never a play


@dataclass(frozen=True)
class Phase:
    """A phase of the round (I, II, III) and the building colour activated in it."""

    id: str
    name: Msg
    building_colour: str


@dataclass(frozen=True)
class BuildingColour:
    """A building colour and the phase its buildings are activated in."""

    id: str
    name: Msg
    phase: str


@dataclass(frozen=True)
class BuildingKind:
    """One of the 12 building kinds: colour, phase, value (cost and VP), copies and its effect id."""

    id: str
    name: Msg
    colour: str
    phase: str
    value: Value
    copies: Annotated[int, Range(1, 10)]
    effect: str
    params: Annotated[dict[str, Digit], Length(0, 3)] = field(default_factory=dict)
    source: Source = "seed"
    note: Msg = NO_NOTE


@dataclass(frozen=True)
class Buildings:
    """The building supply, the slots on a player board and the kinds."""

    total: Annotated[int, Range(3, 270)]
    copies_each: Annotated[int, Range(1, 10)]
    slots_per_player: Annotated[int, Range(1, 12)]  # the seed's board has 7 slots
    max_value: Value
    kinds: Annotated[tuple[BuildingKind, ...], Length(3, 27)]  # one per colour and value
    seed_listing_swaps: Annotated[tuple[Annotated[tuple[str, ...], Length(2)], ...], Length(0, 6)] = ()
    source: Source = "seed"
    note: Msg = NO_NOTE


@dataclass(frozen=True)
class Stage:
    """A stage of phase II: its letter, the card type it uses, its action and its advantage."""

    letter: str
    name: Msg
    card: str
    action: str
    advantage: str
    advantage_amount: Annotated[int, Range(1, 5)]  # an advantage always gives something
    source: Source = "seed"
    note: Msg = NO_NOTE


@dataclass(frozen=True)
class BuildingStage:
    """Stage C limits: the highest value of one building and how many one stage may give."""

    max_value: Value
    max_buildings: Annotated[int, Range(1, 5)]


@dataclass(frozen=True)
class Rounds:
    """Six rounds, one per district, ordered by the round tiles."""

    count: Annotated[int, Range(2, 12)]
    round_tiles: Annotated[tuple[Districts, ...], Length(2, 12)]


@dataclass(frozen=True)
class CanalSide:
    """One side of the Grand Canal."""

    id: str
    name: Msg


@dataclass(frozen=True)
class District:
    """A district of Venice and the canal side it lies on."""

    id: str
    name: Msg
    side: str


@dataclass(frozen=True)
class Connection:
    """A slot for a bridge or gondola tile between two districts."""

    id: str
    between: Annotated[tuple[str, ...], Length(2)]

    def other(self, district: str) -> str:
        """The district at the other end from ``district``."""
        a, b = self.between
        return b if district == a else a


@dataclass(frozen=True)
class Board:
    """The board graph: districts, canal sides and connections."""

    connections_per_district: Annotated[int, Range(1, 11)]
    canal_sides: Annotated[tuple[CanalSide, ...], Length(2)]  # the two sides of the Grand Canal
    districts: Annotated[tuple[District, ...], Length(2, 12)]  # the seed's board has 6
    connections: Annotated[tuple[Connection, ...], Length(1, 66)]
    source: Source = "seed"
    note: Msg = NO_NOTE


@dataclass(frozen=True)
class BridgeTile:
    """A bridge tile with the value at each of its two ends."""

    id: str
    ends: Annotated[tuple[Digit, ...], Length(2)]


@dataclass(frozen=True)
class BridgeTiles:
    """The bridge stack and the range its end values lie in."""

    count: Tiles
    end_min: Digit
    end_max: Digit
    tiles: Annotated[tuple[BridgeTile, ...], Length(1, 12)]
    source: Source = "seed"
    note: Msg = NO_NOTE


@dataclass(frozen=True)
class GondolaTiles:
    """Gondola tiles: how many and the value at both ends."""

    count: Tiles
    value: Digit


@dataclass(frozen=True)
class BonusTile:
    """A bonus tile for one side of the Grand Canal."""

    id: str
    side: str
    vp: Annotated[int, Range(0, 20)]


@dataclass(frozen=True)
class BonusTiles:
    """The two bonus tiles and the councillors needed in each district of a side."""

    councillors_per_district: Annotated[int, Range(1, 10)]
    tiles: Annotated[tuple[BonusTile, ...], Length(2)]
    source: Source = "seed"
    note: Msg = NO_NOTE


@dataclass(frozen=True)
class Councillors:
    """Councillors per colour and how many start in the personal supply."""

    colours: Annotated[int, Range(2, 8)]
    per_colour: Annotated[int, Range(1, 50)]  # the seed has 18
    personal_at_start: Annotated[int, Range(0, 50)]

    @property
    def general_at_start(self) -> int:
        """Councillors of a player's colour that start in the general supply."""
        return self.per_colour - self.personal_at_start


@dataclass(frozen=True)
class Coins:
    """The coin supply."""

    total: Annotated[int, Range(1, 200)]  # the seed has 30


@dataclass(frozen=True)
class Tracks:
    """Starting spaces on the VP and Doge tracks."""

    vp_start: Annotated[int, Range(0, 50)]
    doge_start_space: Annotated[int, Range(1, 20)]


@dataclass(frozen=True)
class Setup:
    """What changes with the number of players: coins clockwise from the start player, starting-building limit."""

    players: Annotated[int, Range(2, 5)]
    starting_coins: Annotated[tuple[StartCoins, ...], Length(2, 5)]
    max_same_starting_building: Annotated[int, Range(1, 10)]


@dataclass(frozen=True)
class FinalScoring:
    """District majorities (each next rank scores the previous divided by rank_divisor, rounded down) and buildings."""

    min_councillors: Annotated[int, Range(1, 20)]
    rank_divisor: Annotated[int, Range(1, 10)]
    buildings_score_value: bool
    source: Source = "seed"
    note: Msg = NO_NOTE


@dataclass(frozen=True)
class NeutralPlayer:
    """The 2-player neutral-player variant: setup, fixed card sorting, stage behaviour and its marked connection."""

    variant: str
    name: Msg
    players: Annotated[int, Range(2, 2)]  # the variant seats the neutral between two humans
    card_rows: Annotated[int, Range(2, 10)]  # at least a row for each human (the neutral draws its cards)
    human_starting_coins: Annotated[tuple[StartCoins, ...], Length(2)]
    personal_councillors: Annotated[int, Range(0, 50)]
    unlimited_councillors: bool
    scores_vp: bool
    gets_coins: bool
    builds: bool
    cards_per_round: Annotated[int, Range(1, 20)]
    sort_order: Annotated[tuple[str, ...], Length(6)]
    jokers_with: str
    stage_actions: Annotated[dict[str, str], Length(6)]
    first_mark_round_tile: Districts
    re_mark: Literal["lowest_free_district_then_lowest_neighbour"]
    bridge_lower_end_toward: Literal["lower_round_number"]
    bonus_met_first: Literal["flip_tile"]


@dataclass(frozen=True)
class IntOption:
    """A numeric value the sources leave open: the default and the alternative readings."""

    default: Annotated[int, Range(-10, 50)]  # each reading's own range is cross-checked (READINGS)
    alternatives: Annotated[tuple[Annotated[int, Range(-10, 50)], ...], Length(0, 5)]
    title: Msg  # the reading's name on the rule readings screen
    labels: Annotated[tuple[Msg, ...], Length(1, 6)]  # a name for the default, then each alternative
    ref: str
    note: Msg
    source: Source = "reconstructed"

    @property
    def values(self) -> tuple[int, ...]:
        """The default, then each alternative."""
        return (self.default, *self.alternatives)


@dataclass(frozen=True)
class BoolOption:
    """A yes/no reading the sources leave open: the default and the alternative."""

    default: bool
    alternatives: Annotated[tuple[bool, ...], Length(0, 1)]
    title: Msg
    labels: Annotated[tuple[Msg, ...], Length(1, 6)]
    ref: str
    note: Msg
    source: Source = "reconstructed"

    @property
    def values(self) -> tuple[bool, ...]:
        """The default, then each alternative."""
        return (self.default, *self.alternatives)


@dataclass(frozen=True)
class ChoiceOption:
    """A named reading the sources leave open: the default and the alternative names."""

    default: str
    alternatives: Annotated[tuple[str, ...], Length(0, 5)]
    title: Msg
    labels: Annotated[tuple[Msg, ...], Length(1, 6)]
    ref: str
    note: Msg
    source: Source = "reconstructed"

    @property
    def values(self) -> tuple[str, ...]:
        """The default, then each alternative."""
        return (self.default, *self.alternatives)


Reading = IntOption | BoolOption | ChoiceOption  # an inferred value or alternative reading of the digest


def reading_model(name: str) -> type[Reading]:
    """The model of a reading the rules read, by the kind of its values (READINGS)."""
    values = READINGS[name]
    return BoolOption if values is bool else IntOption if isinstance(values, Range) else ChoiceOption


class ReadingDefs(Mapping[str, Reading]):
    """The rule readings data/rialto.yaml declares, by name, in the order of READINGS (the setup screen's)."""

    def __getitem__(self, name: str) -> Reading:
        if name not in READINGS:
            raise KeyError(name)
        found: Reading = getattr(self, name)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(READINGS)

    def __len__(self) -> int:
        return len(READINGS)


# The model of the ``options`` section: a field per reading the rules read, of its kind's model, made from READINGS
# so that no reading is written out twice in code. The validator refuses a name the rules do not read and reports a
# missing one, at load. Type checkers see the mapping it is.
if TYPE_CHECKING:
    Options = ReadingDefs
else:
    Options = dataclasses.make_dataclass(
        "Options",
        [(name, reading_model(name)) for name in READINGS],
        bases=(ReadingDefs,),
        namespace={"__module__": __name__, "__doc__": "Every inferred value and alternative reading, by name."},
        frozen=True,
    )


@dataclass(frozen=True)
class RialtoSpec:
    """Everything Rialto's rules read from data."""

    game: str
    title: Msg
    players: Annotated[tuple[Annotated[int, Range(2, 5)], ...], Length(1, 4)]
    blurb: Msg
    cards: Cards
    card_rows: CardRows
    phases: Annotated[tuple[Phase, ...], Length(3)]
    building_colours: Annotated[tuple[BuildingColour, ...], Length(3)]
    buildings: Buildings
    stages: Annotated[tuple[Stage, ...], Length(6)]
    building_stage: BuildingStage
    rounds: Rounds
    board: Board
    bridge_tiles: BridgeTiles
    gondola_tiles: GondolaTiles
    bonus_tiles: BonusTiles
    councillors: Councillors
    coins: Coins
    tracks: Tracks
    starting_building_value: Value
    setups: Annotated[tuple[Setup, ...], Length(1, 4)]
    final_scoring: FinalScoring
    neutral_player: NeutralPlayer
    options: Options
    texts: Texts
    presentation: Presentation
    readings: tuple[str, ...] = ()
    guide: Guide | None = None  # the rules screen (spec/guide.py)

    # ----- cards and stages
    # Look-ups are tables built at first use: the data is frozen, so they hold for the whole load.
    @functools.cached_property
    def _card_types(self) -> dict[str, CardType]:
        return {t.id: t for t in self.cards.types}

    @functools.cached_property
    def _stages(self) -> dict[str, Stage]:
        return {s.letter: s for s in self.stages}

    @functools.cached_property
    def _stages_by_card(self) -> dict[str, Stage]:
        return {s.card: s for s in reversed(self.stages)}  # the first stage of a card type wins, as a scan would

    @functools.cached_property
    def _buildings(self) -> dict[tuple[str, str], BuildingKind]:
        return {}  # (kind id, effect order) -> the kind with that order's effect, filled as asked

    def card_type(self, type_id: str) -> CardType:
        """A card type by id."""
        return self._card_types[type_id]

    @functools.cached_property
    def wild_card(self) -> str:
        """The id of the wild card type (the jokers)."""
        return next(t.id for t in self.cards.types if t.wild)

    def stage(self, letter: str) -> Stage:
        """A stage of phase II by letter (A-F)."""
        return self._stages[letter]

    def stage_of_card(self, type_id: str) -> Stage:
        """The stage that uses a card type."""
        return self._stages_by_card[type_id]

    def rows_for(self, players: int, neutral: bool = False) -> int:
        """How many card rows are dealt each round."""
        return self.neutral_player.card_rows if neutral else players + self.card_rows.rows_beyond_players

    # ----- buildings
    def building(self, kind_id: str, order: str | None = None) -> BuildingKind:
        """A building kind by id; ``order`` (default: the option's default) may swap the middle kinds' effects."""
        key = (kind_id, order or str(self.option("middle_building_order")))
        found = self._buildings.get(key)
        if found is None:
            found = self._buildings[key] = self._building_in_order(*key)
        return found

    def _building_in_order(self, kind_id: str, order: str) -> BuildingKind:
        kind = next(k for k in self.buildings.kinds if k.id == kind_id)
        if order != "seed_listing":
            return kind
        for pair in self.buildings.seed_listing_swaps:
            if kind_id in pair:
                partner = next(k for k in self.buildings.kinds if k.id == pair[1 - pair.index(kind_id)])
                return dataclasses.replace(kind, effect=partner.effect, params=dict(partner.params))
        return kind

    def buildings_of(self, colour: str) -> tuple[BuildingKind, ...]:
        """The building kinds of one colour, by value."""
        return tuple(sorted((k for k in self.buildings.kinds if k.colour == colour), key=lambda k: k.value))

    # ----- board
    def district(self, district_id: str) -> District:
        """A district by id."""
        return next(d for d in self.board.districts if d.id == district_id)

    def districts_on(self, side: str) -> tuple[str, ...]:
        """The ids of the districts on one side of the Grand Canal."""
        return tuple(d.id for d in self.board.districts if d.side == side)

    def connection(self, connection_id: str) -> Connection:
        """A connection by id."""
        return next(c for c in self.board.connections if c.id == connection_id)

    def connections_of(self, district_id: str) -> tuple[Connection, ...]:
        """The connections touching a district."""
        return tuple(c for c in self.board.connections if district_id in c.between)

    def neighbours(self, district_id: str) -> tuple[str, ...]:
        """The districts connected to a district, in the board's district order."""
        others = {c.other(district_id) for c in self.connections_of(district_id)}
        return tuple(d.id for d in self.board.districts if d.id in others)

    def connection_between(self, a: str, b: str) -> Connection | None:
        """The connection between two districts, or None if they are not adjacent."""
        return next((c for c in self.board.connections if set(c.between) == {a, b}), None)

    def neutral_mark(
        self, numbers: dict[str, int], filled: frozenset[str] | set[str] = frozenset()
    ) -> Connection | None:
        """The neutral player's marked connection.

        The lowest-numbered district with a free connection, toward its lowest-numbered free neighbour.
        """
        for district in sorted(numbers, key=numbers.__getitem__):
            free = [c for c in self.connections_of(district) if c.id not in filled]
            if free:
                return min(free, key=lambda c: numbers[c.other(district)])
        return None

    # ----- setup and options
    def setup_for(self, players: int) -> Setup:
        """The setup row for a player count."""
        return next(s for s in self.setups if s.players == players)

    def option(self, name: str) -> int | bool | str:
        """The default of a named option."""
        return self.options[name].default

    @functools.cached_property
    def reading_defs(self) -> tuple[OptionDef, ...]:
        """Every rule reading as the OptionDef a match may set (in the order of READINGS), from the data alone."""
        return tuple(
            OptionDef(name, r.title, "choice", r.default, r.note, r.values, advanced=True, labels=r.labels)
            for name, r in self.options.items()
        )

    def in_force(self, values: Mapping[str, Any]) -> Chosen:
        """The readings in force where ``values`` (a match's or a view's options) sets some, the others at their
        defaults, read by kind (``flag``, ``number``, ``text``)."""
        return Chosen(self.reading_defs, values, 0)


def load_rialto(path: Path) -> RialtoSpec:
    """Load and validate Rialto's data file; raise DataError naming every problem."""
    from tabletop.games.rialto.rules.checks import cross_checks

    return load_spec(path, RialtoSpec, cross_checks)
