"""Rialto's components, setup, stages, scoring values and options, validated strictly from data/rialto.yaml."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from tabletop.spec import Checker, load_spec

Source = Literal["seed", "reconstructed"]

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
# The values a choice option may take (what the rules code understands).
CHOICES: dict[str, tuple[str, ...]] = {
    "middle_building_order": ("power_curve", "seed_listing"),
    "doge_arrival": ("top", "bottom"),
    "neutral_gondola_councillors": ("each_district", "one_total"),
    "delayed_players_order": ("clockwise", "doge_order"),
    "upgraded_building_coin": ("to_supply", "onto_new_building"),
    "gondola_bonus_when_general_empty": ("skip", "from_personal"),
}


@dataclass(frozen=True)
class CardType:
    """One of the seven card types; the wild type (jokers) belongs to no stage."""

    id: str
    name: str
    count: int
    wild: bool = False


@dataclass(frozen=True)
class Cards:
    """The deck: its size and its card types."""

    total: int
    types: tuple[CardType, ...]


@dataclass(frozen=True)
class CardRows:
    """Phase I: rows dealt (players + rows_beyond_players) of cards_per_row, blind draws and the hand limit."""

    rows_beyond_players: int
    cards_per_row: int
    blind_cards: int
    hand_limit: int
    jokers_without_real_card: int


@dataclass(frozen=True)
class Phase:
    """A phase of the round (I, II, III) and the building colour activated in it."""

    id: str
    name: str
    building_colour: str


@dataclass(frozen=True)
class BuildingColour:
    """A building colour and the phase its buildings are activated in."""

    id: str
    name: str
    phase: str


@dataclass(frozen=True)
class BuildingKind:
    """One of the 12 building kinds: colour, phase, value (cost and VP), copies and its effect id."""

    id: str
    name: str
    colour: str
    phase: str
    value: int
    copies: int
    effect: str
    params: dict[str, int] = field(default_factory=dict)
    source: Source = "seed"
    note: str = ""


@dataclass(frozen=True)
class Buildings:
    """The building supply, the slots on a player board and the kinds."""

    total: int
    copies_each: int
    slots_per_player: int
    max_value: int
    kinds: tuple[BuildingKind, ...]
    seed_listing_swaps: tuple[tuple[str, ...], ...] = ()
    source: Source = "seed"
    note: str = ""


@dataclass(frozen=True)
class Stage:
    """A stage of phase II: its letter, the card type it uses, its action and its advantage."""

    letter: str
    name: str
    card: str
    action: str
    advantage: str
    advantage_amount: int
    source: Source = "seed"
    note: str = ""


@dataclass(frozen=True)
class BuildingStage:
    """Stage C limits: the highest value of one building and how many one stage may give."""

    max_value: int
    max_buildings: int


@dataclass(frozen=True)
class Rounds:
    """Six rounds, one per district, ordered by the round tiles."""

    count: int
    round_tiles: tuple[int, ...]


@dataclass(frozen=True)
class CanalSide:
    """One side of the Grand Canal."""

    id: str
    name: str


@dataclass(frozen=True)
class District:
    """A district of Venice and the canal side it lies on."""

    id: str
    name: str
    side: str


@dataclass(frozen=True)
class Connection:
    """A slot for a bridge or gondola tile between two districts."""

    id: str
    between: tuple[str, ...]

    def other(self, district: str) -> str:
        """The district at the other end from ``district``."""
        a, b = self.between
        return b if district == a else a


@dataclass(frozen=True)
class Board:
    """The board graph: districts, canal sides and connections."""

    connections_per_district: int
    canal_sides: tuple[CanalSide, ...]
    districts: tuple[District, ...]
    connections: tuple[Connection, ...]
    source: Source = "seed"
    note: str = ""


@dataclass(frozen=True)
class BridgeTile:
    """A bridge tile with the value at each of its two ends."""

    id: str
    ends: tuple[int, ...]


@dataclass(frozen=True)
class BridgeTiles:
    """The bridge stack and the range its end values lie in."""

    count: int
    end_min: int
    end_max: int
    tiles: tuple[BridgeTile, ...]
    source: Source = "seed"
    note: str = ""


@dataclass(frozen=True)
class GondolaTiles:
    """Gondola tiles: how many and the value at both ends."""

    count: int
    value: int


@dataclass(frozen=True)
class BonusTile:
    """A bonus tile for one side of the Grand Canal."""

    id: str
    side: str
    vp: int


@dataclass(frozen=True)
class BonusTiles:
    """The two bonus tiles and the councillors needed in each district of a side."""

    councillors_per_district: int
    tiles: tuple[BonusTile, ...]
    source: Source = "seed"
    note: str = ""


@dataclass(frozen=True)
class Councillors:
    """Councillors per colour and how many start in the personal supply."""

    colours: int
    per_colour: int
    personal_at_start: int

    @property
    def general_at_start(self) -> int:
        """Councillors of a player's colour that start in the general supply."""
        return self.per_colour - self.personal_at_start


@dataclass(frozen=True)
class Coins:
    """The coin supply."""

    total: int


@dataclass(frozen=True)
class Tracks:
    """Starting spaces on the VP and Doge tracks."""

    vp_start: int
    doge_start_space: int


@dataclass(frozen=True)
class Setup:
    """What changes with the number of players: coins clockwise from the start player, starting-building limit."""

    players: int
    starting_coins: tuple[int, ...]
    max_same_starting_building: int


@dataclass(frozen=True)
class FinalScoring:
    """District majorities (each next rank scores the previous divided by rank_divisor, rounded down) and buildings."""

    min_councillors: int
    rank_divisor: int
    buildings_score_value: bool
    source: Source = "seed"
    note: str = ""


@dataclass(frozen=True)
class NeutralPlayer:
    """The 2-player neutral-player variant: setup, fixed card sorting, stage behaviour and its marked connection."""

    variant: str
    name: str
    players: int
    card_rows: int
    human_starting_coins: tuple[int, ...]
    personal_councillors: int
    unlimited_councillors: bool
    scores_vp: bool
    gets_coins: bool
    builds: bool
    cards_per_round: int
    sort_order: tuple[str, ...]
    jokers_with: str
    stage_actions: dict[str, str]
    first_mark_round_tile: int
    re_mark: Literal["lowest_free_district_then_lowest_neighbour"]
    bridge_lower_end_toward: Literal["lower_round_number"]
    bonus_met_first: Literal["flip_tile"]


@dataclass(frozen=True)
class IntOption:
    """A numeric value the sources leave open: the default and the alternative readings."""

    default: int
    alternatives: tuple[int, ...]
    ref: str
    note: str
    source: Source = "reconstructed"


@dataclass(frozen=True)
class BoolOption:
    """A yes/no reading the sources leave open: the default and the alternative."""

    default: bool
    alternatives: tuple[bool, ...]
    ref: str
    note: str
    source: Source = "reconstructed"


@dataclass(frozen=True)
class ChoiceOption:
    """A named reading the sources leave open: the default and the alternative names."""

    default: str
    alternatives: tuple[str, ...]
    ref: str
    note: str
    source: Source = "reconstructed"


@dataclass(frozen=True)
class Options:
    """Every inferred value and alternative reading of the digest, by name."""

    middle_building_order: ChoiceOption
    joker_pair_counts: IntOption
    no_bridge_card_vp: IntOption
    doge_arrival: ChoiceOption
    doge_track_length: IntOption
    vp_floor_zero: BoolOption
    vp_per_coin: IntOption
    vp_per_supply_councillor: IntOption
    empty_connection_value: IntOption
    neutral_gondola_councillors: ChoiceOption
    coins_unlimited: BoolOption
    new_building_usable_same_round: BoolOption
    delayed_players_order: ChoiceOption
    may_return_just_taken: BoolOption
    upgraded_building_coin: ChoiceOption
    gondola_bonus_when_general_empty: ChoiceOption
    duplicate_buildings_allowed: BoolOption
    taking_building_optional: BoolOption


@dataclass(frozen=True)
class RialtoSpec:
    """Everything Rialto's rules read from data."""

    game: str
    title: str
    players: tuple[int, ...]
    blurb: str
    cards: Cards
    card_rows: CardRows
    phases: tuple[Phase, ...]
    building_colours: tuple[BuildingColour, ...]
    buildings: Buildings
    stages: tuple[Stage, ...]
    building_stage: BuildingStage
    rounds: Rounds
    board: Board
    bridge_tiles: BridgeTiles
    gondola_tiles: GondolaTiles
    bonus_tiles: BonusTiles
    councillors: Councillors
    coins: Coins
    tracks: Tracks
    starting_building_value: int
    setups: tuple[Setup, ...]
    final_scoring: FinalScoring
    neutral_player: NeutralPlayer
    options: Options
    readings: tuple[str, ...] = ()

    # ----- cards and stages
    def card_type(self, type_id: str) -> CardType:
        """A card type by id."""
        return next(t for t in self.cards.types if t.id == type_id)

    @property
    def wild_card(self) -> str:
        """The id of the wild card type (the jokers)."""
        return next(t.id for t in self.cards.types if t.wild)

    def stage(self, letter: str) -> Stage:
        """A stage of phase II by letter (A-F)."""
        return next(s for s in self.stages if s.letter == letter)

    def stage_of_card(self, type_id: str) -> Stage:
        """The stage that uses a card type."""
        return next(s for s in self.stages if s.card == type_id)

    def rows_for(self, players: int, neutral: bool = False) -> int:
        """How many card rows are dealt each round."""
        return self.neutral_player.card_rows if neutral else players + self.card_rows.rows_beyond_players

    # ----- buildings
    def building(self, kind_id: str, order: str | None = None) -> BuildingKind:
        """A building kind by id; ``order`` (default: the option's default) may swap the middle kinds' effects."""
        kind = next(k for k in self.buildings.kinds if k.id == kind_id)
        if (order or self.option("middle_building_order")) != "seed_listing":
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

    def neutral_mark(self, numbers: dict[str, int], filled: frozenset[str] | set[str] = frozenset()) -> Connection | None:
        """The neutral player's marked connection: the lowest-numbered district with a free connection, toward its lowest-numbered free neighbour."""
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
        return getattr(self.options, name).default


def _unique(check: Checker, ids: list[str], path: tuple, what: str) -> None:
    """Require every id in ``ids`` to be different."""
    doubles = sorted({i for i in ids if ids.count(i) > 1})
    check.require(not doubles, path, f"{what} ids must be unique; repeated: {doubles}")


def _check_cards(spec: RialtoSpec, check: Checker) -> None:
    """Card types add up to the deck, one wild type, and the rows fit in the deck."""
    types = spec.cards.types
    _unique(check, [t.id for t in types], ("cards", "types"), "card type")
    counted = sum(t.count for t in types)
    check.require(counted == spec.cards.total, ("cards", "types"), f"card counts add up to {counted}, but total is {spec.cards.total}")
    check.require(sum(t.wild for t in types) == 1, ("cards", "types"), "exactly one card type must be wild (the jokers)")
    rows = spec.card_rows
    most = max(spec.players, default=0)
    needed = (most + rows.rows_beyond_players) * rows.cards_per_row + most * rows.blind_cards
    check.require(needed <= spec.cards.total, ("card_rows",), f"{most} players need {needed} cards for rows and blind draws, but the deck has {spec.cards.total}")


def _check_buildings(spec: RialtoSpec, check: Checker) -> None:
    """Colours and phases resolve, every kind has its copies and a known effect, values 1..max per colour."""
    phases = {p.id: p for p in spec.phases}
    colours = {c.id: c for c in spec.building_colours}
    _unique(check, [p.id for p in spec.phases], ("phases",), "phase")
    _unique(check, [c.id for c in spec.building_colours], ("building_colours",), "building colour")
    for i, colour in enumerate(spec.building_colours):
        check.require(colour.phase in phases, ("building_colours", i, "phase"), f"unknown phase {colour.phase!r}; phases are {sorted(phases)}")
    for i, phase in enumerate(spec.phases):
        colour = colours.get(phase.building_colour)
        if check.require(colour is not None, ("phases", i, "building_colour"), f"unknown colour {phase.building_colour!r}; colours are {sorted(colours)}"):
            check.require(colour.phase == phase.id, ("phases", i, "building_colour"), f"{colour.id} buildings belong to phase {colour.phase}, not {phase.id}")
    b = spec.buildings
    kinds = b.kinds
    _unique(check, [k.id for k in kinds], ("buildings", "kinds"), "building")
    for i, kind in enumerate(kinds):
        where = ("buildings", "kinds", i)
        colour = colours.get(kind.colour)
        check.require(colour is not None, where + ("colour",), f"unknown colour {kind.colour!r}; colours are {sorted(colours)}")
        if check.require(kind.phase in phases, where + ("phase",), f"unknown phase {kind.phase!r}; phases are {sorted(phases)}") and colour:
            check.require(kind.phase == colour.phase, where + ("phase",), f"{colour.id} buildings belong to phase {colour.phase}")
        check.require(1 <= kind.value <= b.max_value, where + ("value",), f"values run from 1 to {b.max_value}")
        check.require(kind.copies == b.copies_each, where + ("copies",), f"every building kind has {b.copies_each} copies, {kind.id} has {kind.copies}")
        if check.require(kind.effect in EFFECTS, where + ("effect",), f"unknown effect {kind.effect!r}; effects are {sorted(EFFECTS)}"):
            wanted = EFFECTS[kind.effect]
            check.require(sorted(kind.params) == sorted(wanted), where + ("params",), f"effect {kind.effect} takes params {list(wanted)}, got {list(kind.params)}")
    counted = sum(k.copies for k in kinds)
    check.require(counted == b.total, ("buildings", "kinds"), f"copies add up to {counted}, but total is {b.total}")
    for colour in colours:
        values = sorted(k.value for k in kinds if k.colour == colour)
        check.require(values == list(range(1, b.max_value + 1)), ("buildings", "kinds"), f"{colour} needs one kind of each value 1-{b.max_value}, has {values}")
    by_id = {k.id: k for k in kinds}
    for i, pair in enumerate(b.seed_listing_swaps):
        ok = len(pair) == 2 and all(p in by_id for p in pair)
        if check.require(ok, ("buildings", "seed_listing_swaps", i), f"needs two known building ids, got {list(pair)}"):
            check.require(by_id[pair[0]].colour == by_id[pair[1]].colour, ("buildings", "seed_listing_swaps", i), "swaps stay within one colour")
    check.require(1 <= b.slots_per_player, ("buildings", "slots_per_player"), "must be at least 1")
    starting = [k for k in kinds if k.value == spec.starting_building_value]
    check.require(bool(starting), ("starting_building_value",), f"no building kind has value {spec.starting_building_value}")


def _check_stages(spec: RialtoSpec, check: Checker) -> None:
    """Stages A-F in order, each on a known, non-wild card type used once, with known action and advantage ids."""
    types = {t.id: t for t in spec.cards.types}
    letters = tuple(s.letter for s in spec.stages)
    check.require(letters == STAGE_LETTERS, ("stages",), f"stages must be {', '.join(STAGE_LETTERS)} in that order, got {', '.join(letters)}")
    for i, stage in enumerate(spec.stages):
        where = ("stages", i)
        if check.require(stage.card in types, where + ("card",), f"unknown card type {stage.card!r}; card types are {sorted(types)}"):
            check.require(not types[stage.card].wild, where + ("card",), f"{stage.card} is the wild type and belongs to no stage")
        check.require(stage.action in STAGE_ACTIONS, where + ("action",), f"unknown action {stage.action!r}; actions are {sorted(STAGE_ACTIONS)}")
        check.require(stage.advantage in ADVANTAGES, where + ("advantage",), f"unknown advantage {stage.advantage!r}; advantages are {sorted(ADVANTAGES)}")
    used = [s.card for s in spec.stages]
    plain = sorted(t.id for t in spec.cards.types if not t.wild)
    check.require(sorted(used) == plain, ("stages",), f"every non-wild card type needs exactly one stage: {plain}")
    limit = spec.building_stage
    check.require(1 <= limit.max_value <= spec.buildings.max_value, ("building_stage", "max_value"), f"must be 1 to {spec.buildings.max_value}")
    check.require(limit.max_buildings >= 1, ("building_stage", "max_buildings"), "must be at least 1")


def _check_board(spec: RialtoSpec, check: Checker) -> None:
    """Districts and sides resolve, connections join two known districts once, every district has its connections."""
    board = spec.board
    sides = [s.id for s in board.canal_sides]
    ids = [d.id for d in board.districts]
    _unique(check, sides, ("board", "canal_sides"), "canal side")
    _unique(check, ids, ("board", "districts"), "district")
    _unique(check, [c.id for c in board.connections], ("board", "connections"), "connection")
    for i, district in enumerate(board.districts):
        check.require(district.side in sides, ("board", "districts", i, "side"), f"unknown canal side {district.side!r}; sides are {sides}")
    for side in sides:
        check.require(side in {d.side for d in board.districts}, ("board", "canal_sides"), f"no district lies on side {side!r}")
    sound = True
    pairs: list[frozenset[str]] = []
    for i, conn in enumerate(board.connections):
        where = ("board", "connections", i, "between")
        if not check.require(len(conn.between) == 2 and conn.between[0] != conn.between[1], where, f"a connection joins two different districts, got {list(conn.between)}"):
            sound = False
            continue
        for j, end in enumerate(conn.between):
            sound &= check.require(end in ids, where + (j,), f"unknown district {end!r}; districts are {ids}")
        pair = frozenset(conn.between)
        check.require(pair not in pairs, where, f"{' and '.join(conn.between)} are already connected")
        pairs.append(pair)
    if sound:  # degrees only mean something once every end names a district
        want = board.connections_per_district
        for i, district in enumerate(board.districts):
            n = sum(district.id in c.between for c in board.connections)
            check.require(n == want, ("board", "districts", i), f"district {district.id} touches {n} connections; every district touches exactly {want}")
    rounds = spec.rounds
    check.require(len(rounds.round_tiles) == rounds.count == len(ids), ("rounds",), f"needs one round and one round tile per district ({len(ids)})")
    check.require(sorted(rounds.round_tiles) == list(range(1, len(rounds.round_tiles) + 1)), ("rounds", "round_tiles"), "round tiles are numbered 1, 2, 3, ...")
    bridges = spec.bridge_tiles
    check.require(len(bridges.tiles) == bridges.count, ("bridge_tiles", "tiles"), f"lists {len(bridges.tiles)} bridges, but count is {bridges.count}")
    _unique(check, [t.id for t in bridges.tiles], ("bridge_tiles", "tiles"), "bridge tile")
    for i, tile in enumerate(bridges.tiles):
        where = ("bridge_tiles", "tiles", i, "ends")
        if check.require(len(tile.ends) == 2, where, f"a bridge has two ends, got {list(tile.ends)}"):
            for j, end in enumerate(tile.ends):
                check.require(bridges.end_min <= end <= bridges.end_max, where + (j,), f"bridge ends must be between {bridges.end_min} and {bridges.end_max}, got {end}")
    check.require(spec.gondola_tiles.count >= 0 and spec.gondola_tiles.value >= 0, ("gondola_tiles",), "count and value cannot be negative")
    bonus = spec.bonus_tiles
    for i, tile in enumerate(bonus.tiles):
        check.require(tile.side in sides, ("bonus_tiles", "tiles", i, "side"), f"unknown canal side {tile.side!r}; sides are {sides}")
    check.require(sorted(t.side for t in bonus.tiles) == sorted(sides), ("bonus_tiles", "tiles"), "needs one bonus tile per canal side")


def _check_setup(spec: RialtoSpec, check: Checker) -> None:
    """Player counts 2-5 each have a setup; coins, councillors and starting buildings fit the supply."""
    check.require(spec.players == (2, 3, 4, 5), ("players",), "Rialto is for 2 to 5 players: [2, 3, 4, 5]")
    counts = [s.players for s in spec.setups]
    missing = sorted(set(spec.players) - set(counts))
    check.require(not missing, ("setups",), f"needs one setup per player count; missing {missing}")
    check.require(len(set(counts)) == len(counts) and set(counts) <= set(spec.players), ("setups",), f"player counts must be different and among {list(spec.players)}, got {counts}")
    first_kinds = sum(1 for k in spec.buildings.kinds if k.value == spec.starting_building_value)
    for i, setup in enumerate(spec.setups):
        where = ("setups", i)
        check.require(len(setup.starting_coins) == setup.players, where + ("starting_coins",), f"needs one amount per player ({setup.players}), got {len(setup.starting_coins)}")
        check.require(sum(setup.starting_coins) <= spec.coins.total, where + ("starting_coins",), f"deals {sum(setup.starting_coins)} coins but only {spec.coins.total} exist")
        most = setup.max_same_starting_building
        ok = 1 <= most <= spec.buildings.copies_each and most * first_kinds >= setup.players
        check.require(ok, where + ("max_same_starting_building",), f"{setup.players} players cannot each take one of {first_kinds} kinds at most {most} times each")
    c = spec.councillors
    check.require(c.colours >= max(spec.players, default=0), ("councillors", "colours"), "needs a colour per player")
    check.require(0 <= c.personal_at_start <= c.per_colour, ("councillors", "personal_at_start"), f"must be 0 to {c.per_colour}")
    check.require(spec.final_scoring.rank_divisor >= 1, ("final_scoring", "rank_divisor"), "must be at least 1")
    np = spec.neutral_player
    if check.require(np.players in spec.players, ("neutral_player", "players"), f"must be one of the player counts {list(spec.players)}"):
        check.require(len(np.human_starting_coins) == np.players, ("neutral_player", "human_starting_coins"), f"needs one amount per human player ({np.players})")
    check.require(np.personal_councillors <= c.per_colour, ("neutral_player", "personal_councillors"), f"a colour has only {c.per_colour} councillors")
    stage_cards = [s.card for s in spec.stages]
    check.require(list(np.sort_order) == stage_cards, ("neutral_player", "sort_order"), f"sorts by stage order: {stage_cards}")
    check.require(np.jokers_with in stage_cards, ("neutral_player", "jokers_with"), f"unknown stage card type {np.jokers_with!r}; stage cards are {stage_cards}")
    check.require(sorted(np.stage_actions) == list(STAGE_LETTERS), ("neutral_player", "stage_actions"), f"needs an action for each stage {', '.join(STAGE_LETTERS)}")
    for letter, action in np.stage_actions.items():
        check.require(action in NEUTRAL_ACTIONS, ("neutral_player", "stage_actions", letter), f"unknown neutral action {action!r}; actions are {sorted(NEUTRAL_ACTIONS)}")
    check.require(np.first_mark_round_tile in spec.rounds.round_tiles, ("neutral_player", "first_mark_round_tile"), "must be a round tile number")


def _check_options(spec: RialtoSpec, check: Checker) -> None:
    """Every option's alternatives differ from its default and each other; choices are ones the rules know."""
    for f in dataclasses.fields(Options):
        option = getattr(spec.options, f.name)
        where = ("options", f.name)
        values = (option.default, *option.alternatives)
        check.require(len(set(values)) == len(values), where + ("alternatives",), "alternatives must differ from the default and from each other")
        if isinstance(option, ChoiceOption):
            known = CHOICES[f.name]
            for j, value in enumerate(values):
                path = where + (("default",) if j == 0 else ("alternatives", j - 1))
                check.require(value in known, path, f"unknown choice {value!r}; {f.name} is one of {list(known)}")


def _check(spec: RialtoSpec, check: Checker) -> None:
    """Cross-field checks: counts add up, references resolve, the board is sound, every player count is set up."""
    _check_cards(spec, check)
    _check_buildings(spec, check)
    _check_stages(spec, check)
    _check_board(spec, check)
    _check_setup(spec, check)
    _check_options(spec, check)


def load_rialto(path: Path) -> RialtoSpec:
    """Load and validate Rialto's data file; raise DataError naming every problem."""
    return load_spec(path, RialtoSpec, _check)
