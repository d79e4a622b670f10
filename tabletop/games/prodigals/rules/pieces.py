"""The pieces of The Prodigals Club's data model: boards with their spaces and displays, tables, tiles, the
society grid and the cards (the top-level model and its look-ups are ``data``)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Annotated, Literal

from tabletop.engine.message import Msg, data_text
from tabletop.spec import Length, Range

Provenance = Literal["certain", "derived", "reconstructed"]
ModuleId = Literal["election", "society", "possessions"]
Part = Literal["I", "II"]  # the one-symbol back (rounds 1-2) and the two-symbol back (rounds 3-5)
Colour = Literal["white", "black"]
# Bounds are what the rules use plus room for a transcription; counts and rounds are cross-checked.
Players = Annotated[int, Range(2, 5)]
Round = Annotated[int, Range(1, 9)]
Count = Annotated[int, Range(0, 200)]  # a count of the box inventory
Small = Annotated[int, Range(0, 9)]  # cards on a display, tiles on a space, a handicap's amount
SQUARE = re.compile(r"^([A-Z])(-?\d+)$")  # a society square: column letter + row value (L6, M-2)


@dataclass(frozen=True)
class Number:
    """One global number with its provenance."""

    value: Annotated[int, Range(0, 99)]
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class Space:
    """An errand space: exclusive (one boy a round) or personal (one boy per player a round)."""

    id: str
    name: Msg
    kind: Literal["exclusive", "personal"]
    provenance: Provenance
    effect: str | None = None
    by_round: Annotated[tuple[str, ...], Length(0, 9)] = ()  # printed per round (Hyde Park), instead of effect
    sides: Annotated[tuple[str, ...], Length(0, 2)] = ()  # the board sides it is printed on; () both
    closed_at: Annotated[tuple[Players, ...], Length(0, 4)] = ()  # player counts at which it is closed
    political_tiles: Small = 0  # political circle tiles dealt onto it each round
    note: str = ""

    def effect_text(self, round_: int) -> str | None:
        """The effect text this space has in a round (1-based)."""
        return self.by_round[round_ - 1] if self.by_round else self.effect


@dataclass(frozen=True)
class CentralSide:
    """A side of the central board: how many modules, what the central card costs, how many bonus tiles."""

    id: str
    modules: Annotated[int, Range(2, 3)]
    central_card_boys: Annotated[int, Range(1, 3)]
    bonus_tiles: Small


@dataclass(frozen=True)
class CentralBoard:
    """The central board (components §5): turn order, Renaissance Man, central card; both sides."""

    sides: Annotated[tuple[CentralSide, ...], Length(2)]
    spaces: Annotated[tuple[Space, ...], Length(1, 12)]
    central_card_by_round: Annotated[tuple[Colour, ...], Length(1, 9)]
    renaissance_man_symbols: Annotated[int, Range(1, 4)]
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class BonusTile:
    """A bonus action tile, taken with a turn-order reservation."""

    id: str
    module: ModuleId
    name: Msg
    use: Literal["action_turn", "old_lady_phase"]
    effect: str
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class Contents:
    """What a display holds in one round: cards, a political circle tile, an effect taken with the set."""

    white: Small = 0
    black: Small = 0
    political_tile: bool = False
    effect: str | None = None


@dataclass(frozen=True)
class DisplayFace:
    """A display on one board side: its usual contents, and the rounds in which they differ."""

    white: Small = 0
    black: Small = 0
    political_tile: bool = False
    effect: str | None = None
    rounds: Annotated[dict[Round, Contents], Length(0, 9)] = field(default_factory=dict)

    def contents(self, round_: int) -> Contents:
        """What this display holds in a round."""
        usual = Contents(self.white, self.black, self.political_tile, self.effect)
        return self.rounds.get(round_, usual)


@dataclass(frozen=True)
class Display:
    """A card display of a module board, by side (``faces``: side id -> what it shows there)."""

    id: str
    name: Msg
    faces: Annotated[dict[str, DisplayFace], Length(1, 2)]
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class BoardSide:
    """A side of a module board and the player counts that use it."""

    id: str
    players: Annotated[tuple[Players, ...], Length(1, 4)]


@dataclass(frozen=True)
class ModuleBoard:
    """A module board, both sides: its displays and its errand spaces."""

    sides: Annotated[tuple[BoardSide, ...], Length(2)]
    displays: Annotated[tuple[Display, ...], Length(1, 8)]
    spaces: Annotated[tuple[Space, ...], Length(1, 30)]
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class HydeParkRound:
    """The votes ranks 1, 2, 3, ... lose in Hyde Park in one round."""

    round: Round
    rank_losses: Annotated[tuple[Small, ...], Length(1, 4)]


@dataclass(frozen=True)
class HydePark:
    """The Hyde Park table by round (the megaphones of the Hyde Park space are that space's ``by_round``)."""

    rounds: Annotated[tuple[HydeParkRound, ...], Length(1, 9)]
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class CircleBonus:
    """A bonus a new inner circle may give (offered only when its module is in play)."""

    module: ModuleId
    effect: str
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class InnerCircle:
    """A new 2x2 block of political circle tiles: how many bonuses, chosen from which."""

    bonuses_per_circle: Number
    bonuses: Annotated[tuple[CircleBonus, ...], Length(1, 9)]


@dataclass(frozen=True)
class PoliticalTile:
    """A political circle tile: its part and its four edges N E S W (symbol, * wild or - blank)."""

    id: str
    part: Literal["start", "I", "II"]
    edges: str  # "h w * -"
    provenance: Provenance
    note: str = ""

    @property
    def edge_list(self) -> tuple[str, ...]:
        """The four edges, north first, clockwise."""
        return tuple(self.edges.split())


@dataclass(frozen=True)
class WhiteCard:
    """A white (one-shot) card: its effect, or ``abmt`` for A Bit More Time; ``group_play`` copies at once."""

    id: str
    name: Msg
    part: Part
    provenance: Provenance
    play: str | None = None
    party: Literal["L", "C", "B"] | None = None
    group_play: Annotated[int, Range(2, 9)] | None = None
    abmt: bool = False
    note: str = ""


@dataclass(frozen=True)
class CardVariant:
    """A black card's extra effect under a named variant."""

    variant: str
    provenance: Provenance
    activation: str | None = None
    note: str = ""


@dataclass(frozen=True)
class BlackCard:
    """A black (board) card: an activation once a round and/or permanent triggers and modifiers."""

    id: str
    name: Msg
    part: Part
    provenance: Provenance
    activation: str | None = None
    permanent: Annotated[tuple[str, ...], Length(0, 3)] = ()
    variants: Annotated[tuple[CardVariant, ...], Length(0, 3)] = ()
    note: str = ""


@dataclass(frozen=True)
class Election:
    """The Election module (components §6)."""

    board: ModuleBoard
    hyde_park: HydePark
    inner_circle: InnerCircle
    political_tiles: Annotated[tuple[PoliticalTile, ...], Length(1, 60)]
    white_cards: Annotated[tuple[WhiteCard, ...], Length(1, 60)]
    black_cards: Annotated[tuple[BlackCard, ...], Length(1, 60)]


@dataclass(frozen=True)
class GridColumn:
    """A column of the society grid and the letter squares are written with."""

    id: str
    letter: str
    name: Msg


@dataclass(frozen=True)
class SymbolSquare:
    """A society square showing a symbol."""

    square: str
    symbol: str


@dataclass(frozen=True)
class StartSquare:
    """Where an influence token starts."""

    square: str
    token: Literal["lady", "gentleman"]


@dataclass(frozen=True)
class Grid:
    """The society grid: columns, row values top to bottom (every square of a row has its value), symbols, starts."""

    columns: Annotated[tuple[GridColumn, ...], Length(3)]
    rows: Annotated[tuple[Annotated[int, Range(-20, 20)], ...], Length(2, 20)]
    symbols: Annotated[tuple[SymbolSquare, ...], Length(0, 60)]
    start: Annotated[tuple[StartSquare, ...], Length(1, 8)]
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class OldLadyTile:
    """An Old Lady tile: which tokens move up (columns with one crossed out, a row range, crowded rows, clusters)."""

    id: str
    name: Msg
    kind: Literal["columns", "rows", "crowded_row", "clusters"]
    provenance: Provenance
    crossed_out: str | None = None  # columns: the column not affected
    top_row: Annotated[int, Range(-20, 20)] | None = None  # rows: the range by row value, top first
    bottom_row: Annotated[int, Range(-20, 20)] | None = None
    note: str = ""


@dataclass(frozen=True)
class Society:
    """The Society module (components §7)."""

    board: ModuleBoard
    grid: Grid
    old_lady_tiles: Annotated[tuple[OldLadyTile, ...], Length(1, 12)]
    white_cards: Annotated[tuple[WhiteCard, ...], Length(1, 60)]
    black_cards: Annotated[tuple[BlackCard, ...], Length(1, 60)]


@dataclass(frozen=True)
class CentralCard:
    """A central card of one combination's deck."""

    id: str
    name: Msg
    combination: str
    colour: Colour
    provenance: Provenance
    play: str | None = None
    activation: str | None = None
    permanent: Annotated[tuple[str, ...], Length(0, 3)] = ()
    note: str = ""


@dataclass(frozen=True)
class Borough:
    """A borough of London (Possessions): where a possession tile lies; the marker turns through them in order."""

    id: str
    name: Msg
    provenance: Provenance
    note: str = ""
    # Its initials on a possession tile: the id as the data writes it ("MF"), a text of its own in the catalog
    # (beside its name's) so another language may print its own initials.
    initials: Msg = field(default=Msg(""), init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "initials", data_text(f"prodigals:boroughs.{self.id}.initials", self.id))


@dataclass(frozen=True)
class PossessionTile:
    """A possession tile: its value, its general symbol, its borough; ``set`` in a player set, else its part."""

    id: str
    value: Small
    symbol: str
    borough: str
    provenance: Provenance
    part: Literal["set", "I", "II"] = "set"
    note: str = ""


@dataclass(frozen=True)
class PossessionSet:
    """A player's starting set of possession tiles (A-E), dealt at random."""

    id: str
    tiles: Annotated[tuple[PossessionTile, ...], Length(1, 8)]
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class Possessions:
    """The Possessions module (components §8): the board, the boroughs in the marker's clockwise order, the
    player sets, the board's supply in two parts and how many of it a round deals, and the decks."""

    board: ModuleBoard
    boroughs: Annotated[tuple[Borough, ...], Length(2, 9)]
    sets: Annotated[tuple[PossessionSet, ...], Length(1, 9)]
    supply: Annotated[tuple[PossessionTile, ...], Length(1, 60)]
    tiles_per_round: Number
    white_cards: Annotated[tuple[WhiteCard, ...], Length(1, 60)]
    black_cards: Annotated[tuple[BlackCard, ...], Length(1, 60)]
