"""The Prodigals Club's components and setup (Election, Society and Possessions), validated strictly from
data/prodigals.yaml.

Every entry carries its provenance (components document §0): ``certain`` (K, stated), ``derived`` (K derived, or
PK: pattern attested, a name or number chosen, said in the note) or ``reconstructed`` (R, designed). Effects are
texts in the closed vocabulary (``effects``), parsed and checked when the file loads. The Last Will central cards
(components §9) are the one part of the box not modelled: the inventory reserves them.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from tabletop.engine.message import Msg
from tabletop.games.prodigals.rules.effect_words import describe
from tabletop.games.prodigals.rules.effects import parse, parse_permanent
from tabletop.games.prodigals.rules.pieces import (
    SQUARE,
    BonusTile,
    CentralBoard,
    CentralCard,
    Count,
    Display,
    Election,
    ModuleBoard,
    ModuleId,
    Number,
    Players,
    Possessions,
    PossessionTile,
    Provenance,
    Society,
    Space,
)
from tabletop.games.prodigals.rules.presentation import Presentation
from tabletop.games.prodigals.rules.vocab import Effect, Permanent
from tabletop.spec import Length, Range, load_spec
from tabletop.spec.guide import Guide


@dataclass(frozen=True)
class CardCounts:
    """White and black cards."""

    white: Count
    black: Count


@dataclass(frozen=True)
class TileCounts:
    """Political circle tiles: the blank-backed starting tiles and the two parts of the supply."""

    start: Count
    part_one: Count
    part_two: Count


@dataclass(frozen=True)
class PossessionTileCounts:
    """Possession tiles (components §11): the player sets and the two parts of the board's supply."""

    total: Count
    sets: Annotated[int, Range(1, 9)]
    per_set: Annotated[int, Range(1, 8)]
    part_one: Count
    part_two: Count


@dataclass(frozen=True)
class TokenCounts:
    """Influence tokens per player by gender."""

    ladies: Annotated[int, Range(0, 4)]
    gentlemen: Annotated[int, Range(0, 4)]


@dataclass(frozen=True)
class Inventory:
    """The box (components §11, count check): what the data must add up to."""

    cards: Count
    central_cards: Count
    central_cards_reserved: Count  # the Last Will central cards, not modelled (CLW1-CLW6)
    combinations: Annotated[int, Range(1, 9)]
    central_cards_per_combination: CardCounts
    modules: Annotated[int, Range(1, 9)]
    module_deck: CardCounts
    module_deck_part_one: CardCounts
    political_circle_tiles: TileCounts
    possession_tiles: PossessionTileCounts
    old_lady_tiles: Count
    bonus_tiles_per_module: Count
    errand_boys_per_colour: Count
    colours: Annotated[int, Range(2, 9)]
    influence_tokens: TokenCounts
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class Numbers:
    """Global numbers (components §4)."""

    rounds: Number
    hand_limit: Number
    vote_track_maximum: Number
    black_card_slots: Number
    borough_discount: Number  # a sold tile from the marked borough brings this much less
    tile_penalty: Number  # Possessions end score: each tile still owned counts this much more than its value


@dataclass(frozen=True)
class IntByPlayers:
    """A number per player count."""

    by_players: Annotated[dict[Players, Annotated[int, Range(0, 99)]], Length(1, 4)]
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class SideByPlayers:
    """The module-board side per player count."""

    by_players: Annotated[dict[Players, str], Length(1, 4)]
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class PerPlayerCount:
    """What changes with the number of players (components §4)."""

    board_side: SideByPlayers
    turn_order_spaces: IntByPlayers
    errand_boys_two_modules: IntByPlayers
    errand_boys_three_modules: IntByPlayers
    starting_votes: IntByPlayers
    starting_money: IntByPlayers
    possession_tiles: IntByPlayers  # tiles kept of the dealt set (fewer: value-5 tiles discarded at random)


@dataclass(frozen=True)
class Handicap:
    """One entry of the handicap list: extra money, votes, or a token of a column moved up."""

    module: ModuleId
    kind: Literal["money", "votes", "token_up"]
    amount: Annotated[int, Range(1, 9)]
    provenance: Provenance
    column: str | None = None  # token_up: the column whose token moves
    note: str = ""


@dataclass(frozen=True)
class Handicaps:
    """Player k of N gets N - k handicaps, dealt down ``order`` (restarting for each player, skipping modules)."""

    order: Annotated[tuple[Handicap, ...], Length(1, 9)]
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class Symbol:
    """A general symbol."""

    id: str
    name: Msg
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class Module:
    """A competition module."""

    id: ModuleId
    name: Msg
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class Combination:
    """A choice of modules, its central-board side and its central deck (the cards naming it)."""

    id: str
    name: Msg
    modules: Annotated[tuple[ModuleId, ...], Length(2, 3)]
    central_side: str
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class Variant:
    """A named optional variant of the data (off unless chosen)."""

    id: str
    name: Msg
    default: bool
    provenance: Provenance
    note: str = ""


@dataclass(frozen=True)
class ProdigalsSpec:
    """Everything The Prodigals Club's rules read from data."""

    game: str
    title: Msg
    players: Annotated[tuple[Players, ...], Length(1, 4)]
    blurb: Msg
    notice: Msg  # the app shows it: the component set is reconstructed
    readings: tuple[str, ...]
    inventory: Inventory
    numbers: Numbers
    per_player_count: PerPlayerCount
    handicaps: Handicaps
    symbols: Annotated[tuple[Symbol, ...], Length(1, 9)]
    modules: Annotated[tuple[Module, ...], Length(2, 3)]
    combinations: Annotated[tuple[Combination, ...], Length(1, 9)]
    central_board: CentralBoard
    bonus_tiles: Annotated[tuple[BonusTile, ...], Length(1, 9)]
    election: Election
    society: Society
    possessions: Possessions
    central_cards: Annotated[tuple[CentralCard, ...], Length(1, 40)]
    variants: Annotated[tuple[Variant, ...], Length(0, 9)]
    presentation: Presentation
    guide: Guide | None = None  # the rules screen (spec/guide.py)

    # ----- look-ups (tables built at first use: the data is frozen)
    @functools.cached_property
    def symbol_ids(self) -> tuple[str, ...]:
        """The general symbols' ids."""
        return tuple(s.id for s in self.symbols)

    @functools.cached_property
    def names(self) -> dict[str, Msg]:
        """Words for the ids effects may name: symbols, spaces, displays, boroughs, and white cards by their English
        name as an effect's text writes it (``card:Pub Visit``)."""
        words = {s.id: s.name for s in self.symbols}
        boards = (self.election.board, self.society.board, self.possessions.board)
        for board in (self.central_board, *boards):
            words.update({s.id: s.name for s in board.spaces})
        for board in boards:
            words.update({d.id: d.name for d in board.displays})
        words.update({b.id: b.name for b in self.possessions.boroughs})
        for module in (self.election, self.society, self.possessions):  # a white card named in an effect's text
            words.update({f"card:{c.name.text}": c.name for c in module.white_cards})
        return words

    @functools.cached_property
    def possession_tiles(self) -> dict[str, PossessionTile]:
        """Every possession tile by id: the player sets' and the board supply's."""
        tiles = [t for s in self.possessions.sets for t in s.tiles]
        return {t.id: t for t in (*tiles, *self.possessions.supply)}

    @functools.cached_property
    def tile_edges(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Each political tile's edges N E S W after 0, 1, 2 and 3 quarter turns anticlockwise, by tile id."""
        turned = {}
        for tile in self.election.political_tiles:
            base = tile.edge_list
            turned[tile.id] = tuple(tuple(base[(i + r) % 4] for i in range(4)) for r in range(4))
        return turned

    @functools.cached_property
    def grid_rows(self) -> tuple[int, int]:
        """The society grid's bottom and top row values."""
        rows = self.society.grid.rows
        return min(rows), max(rows)

    def effect(self, text: str, where: str = "card") -> Effect:
        """The parsed effect of a text of this data (``where``: card, space or tile)."""
        return _parsed(text, where, self.symbol_ids)

    def permanent(self, text: str) -> Permanent:
        """The parsed permanent effect of a black card's text."""
        return _parsed_permanent(text, self.symbol_ids)

    def words(self, text: str, where: str = "card") -> Msg:
        """An effect text in plain English (``where`` "permanent" for a permanent effect): the hover text."""
        form = self.permanent(text) if where == "permanent" else self.effect(text, where)
        return describe(form, self.names)

    def module_board(self, module: str) -> ModuleBoard:
        """The Election, Society or Possessions board."""
        boards = {"election": self.election.board, "society": self.society.board, "possessions": self.possessions.board}
        return boards[module]

    def boys_per_player(self, players: int, modules: int) -> int:
        """Errand boys each player has at this count and number of modules."""
        table = self.per_player_count
        return (table.errand_boys_two_modules if modules == 2 else table.errand_boys_three_modules).by_players[players]

    def side_for(self, players: int) -> str:
        """The module-board side used at a player count."""
        return self.per_player_count.board_side.by_players[players]

    def spaces_on(self, module: str, players: int) -> tuple[Space, ...]:
        """The errand spaces of a module board at a player count (its side; spaces closed at that count left out)."""
        side = self.side_for(players)
        return tuple(
            s
            for s in self.module_board(module).spaces
            if (not s.sides or side in s.sides) and players not in s.closed_at
        )

    def displays_on(self, module: str, side: str) -> tuple[Display, ...]:
        """The displays printed on one side of a module board."""
        return tuple(d for d in self.module_board(module).displays if side in d.faces)

    def central_deck(self, combination: str) -> tuple[CentralCard, ...]:
        """The central cards of a combination."""
        return tuple(c for c in self.central_cards if c.combination == combination)

    def grid_value(self, square: str) -> int:
        """The value of a society square such as L6 or M-2 (every square of a row has the row's value)."""
        match = SQUARE.match(square)
        if not match:
            raise ValueError(f"not a society square: {square!r}")
        return int(match.group(2))


@functools.lru_cache(maxsize=1024)
def _parsed(text: str, where: str, symbols: tuple[str, ...]) -> Effect:
    """Parse once per text: the same data text always gives the same frozen tree."""
    return parse(text, where, symbols)


@functools.lru_cache(maxsize=256)
def _parsed_permanent(text: str, symbols: tuple[str, ...]) -> Permanent:
    """Parse a permanent effect once per text."""
    return parse_permanent(text, symbols)


def load_prodigals(path: Path) -> ProdigalsSpec:
    """Load and validate The Prodigals Club's data file; raise DataError naming every problem."""
    from tabletop.games.prodigals.rules.checks import cross_checks

    return load_spec(path, ProdigalsSpec, cross_checks)
