"""The Prodigals Club's match state for Election + Society (digest §1-§2), with an explicit ``copy()``.

Society squares are (column index, row value): column 0 left, 1 middle, 2 right; row values run from the grid's top
row (8) to its bottom row (-3). A political circle network maps (x, y) (y grows southwards) to (tile id, rotation),
the rotation counting quarter turns anticlockwise.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.flow import Flow, Step

LETTERS = "LMR"


def square_name(square: tuple[int, int]) -> str:
    """A square's written name, e.g. (0, 6) -> L6."""
    return f"{LETTERS[square[0]]}{square[1]}"


def parse_square(text: str) -> tuple[int, int]:
    """The square named by a text such as L6 or M-2."""
    return LETTERS.index(text[0]), int(text[1:])


# The names the rules give things, each written by one function here and read back by one (the table reads these,
# never splits the text itself).
BOARDS = {"C": "central", "E": "election", "S": "society", "P": "possessions"}  # a place id's first letter


def board_of(place: str) -> tuple[str, str]:
    """The board a place id of the data is printed on, and the place's own name: "E-D1" -> ("election", "D1"),
    "C-TURN2" -> ("central", "TURN2")."""
    letter, _, name = place.partition("-")
    return BOARDS[letter], name


def deck_name(module: str, colour: str) -> str:
    """A contest's deck of white or black cards: ("election", "white") -> "E-white"."""
    return f"{module[0].upper()}-{colour}"


def cell_name(x: int, y: int) -> str:
    """A place of a political network in a view: (1, -2) -> "1,-2"."""
    return f"{x},{y}"


def cell_of(name: str) -> tuple[int, int]:
    """The (x, y) of a network place named by ``cell_name``."""
    x, _, y = name.partition(",")
    return int(x), int(y)


def token_id(seat: int, square: str) -> str:
    """The component id of ``seat``'s society token on ``square`` (a move names it): "tok:0:M4"."""
    return f"tok:{seat}:{square}"


def token_of(pid: str) -> tuple[int, str] | None:
    """The seat and square of a society token's id (``token_id``); None for any other component's id."""
    kind, _, rest = pid.partition(":")
    if kind != "tok":
        return None
    seat, _, square = rest.partition(":")
    return int(seat), square


@dataclass(frozen=True)
class ProdigalsStep(Step["ProdigalsState"]):
    """The base of every step of the Prodigals Club's flow (rounds, errands, turns, politics, resolve, possessions,
    relocate); each is a frozen value with its own data."""


@dataclass
class Seat:
    """One player's own things."""

    votes: int
    tokens: dict[tuple[int, int], str]  # square -> lady | gentleman
    hand: list[str] = field(default_factory=list)
    board: list[str] = field(default_factory=list)  # black cards, at most 6
    activated: set[str] = field(default_factory=set)
    played: list[str] = field(default_factory=list)  # white cards played this round, in order
    played_last: list[str] = field(default_factory=list)  # white cards played last round
    network: dict[tuple[int, int], tuple[str, int]] = field(default_factory=dict)
    connections: list[str] = field(default_factory=list)  # symbols from matched political connections
    megaphones: int = 0
    boys: int = 0  # unplaced errand boys
    personal_used: set[str] = field(default_factory=set)
    reserved: int | None = None  # next round's turn-order position
    bonus_tiles: list[str] = field(default_factory=list)
    shields: int = 0  # tokens the Old Lady skips this round
    central_waiting: bool = False  # placed 2 boys on the central card; one comes back at the end of errands
    held: list[str] = field(default_factory=list)  # political tiles gained and not yet attached or discarded
    resolving: list[str] = field(default_factory=list)  # white cards played whose effect is not finished yet
    home: int = 0  # errand boys not in play this round (before the preparation, sent back unplaced, cleaned up)
    cash: int = 0  # Possessions: money (below 0 only once no possession tile is left)
    possessions: list[str] = field(default_factory=list)  # Possessions: owned possession tiles

    def copy(self) -> Seat:
        """An independent copy."""
        return Seat(
            self.votes,
            dict(self.tokens),
            list(self.hand),
            list(self.board),
            set(self.activated),
            list(self.played),
            list(self.played_last),
            dict(self.network),
            list(self.connections),
            self.megaphones,
            self.boys,
            set(self.personal_used),
            self.reserved,
            list(self.bonus_tiles),
            self.shields,
            self.central_waiting,
            list(self.held),
            list(self.resolving),
            self.home,
            self.cash,
            list(self.possessions),
        )


@dataclass
class ProdigalsState:
    """The whole match."""

    flow: Flow[ProdigalsStep]
    players: tuple[str, ...]
    modules: tuple[str, ...]
    side: str  # module-board side: 2-3 or 4-5
    order: list[int]  # turn order, seats
    seats: list[Seat]
    round: int = 1
    decks: dict[str, list[str]] = field(default_factory=dict)  # E-white, E-black, S-white, S-black, central
    displays: dict[str, list[str]] = field(default_factory=dict)  # display id -> cards
    display_tiles: dict[str, list[str]] = field(default_factory=dict)  # display or space id -> political tiles
    display_effects: dict[str, str] = field(default_factory=dict)  # display id -> effect taken with the set
    tile_supply: list[str] = field(default_factory=list)
    old_lady_stack: list[str] = field(default_factory=list)
    old_lady: str | None = None
    central_card: str | None = None
    bonus_supply: list[str] = field(default_factory=list)
    renaissance: int | None = None  # the seat holding the Renaissance Man
    renaissance_fixed: list[str] = field(default_factory=list)  # its symbols fixed so far this round
    spaces: dict[str, list[int]] = field(default_factory=dict)  # space id -> seats with a boy there
    discard: list[str] = field(default_factory=list)  # cards, tiles: out of play
    phase: str = "setup"
    ended: bool = False
    possession_supply: list[str] = field(default_factory=list)  # the board's possession tiles still to come
    possession_board: list[str] = field(default_factory=list)  # this round's possession tiles on the board
    borough: str | None = None  # the borough under the marker (Possessions)

    def copy(self) -> ProdigalsState:
        """An explicit independent copy (steps are frozen and shared)."""
        return ProdigalsState(
            self.flow.copy(),
            self.players,
            self.modules,
            self.side,
            list(self.order),
            [s.copy() for s in self.seats],
            self.round,
            {k: list(v) for k, v in self.decks.items()},
            {k: list(v) for k, v in self.displays.items()},
            {k: list(v) for k, v in self.display_tiles.items()},
            dict(self.display_effects),
            list(self.tile_supply),
            list(self.old_lady_stack),
            self.old_lady,
            self.central_card,
            list(self.bonus_supply),
            self.renaissance,
            list(self.renaissance_fixed),
            {k: list(v) for k, v in self.spaces.items()},
            list(self.discard),
            self.phase,
            self.ended,
            list(self.possession_supply),
            list(self.possession_board),
            self.borough,
        )

    def boy_on(self, seat: int, space: str) -> bool:
        """Whether ``seat`` has an errand boy on ``space``."""
        return seat in self.spaces.get(space, ())

    def society(self, seat: int) -> int:
        """The seat's Society score: the sum of its tokens' row values."""
        return sum(row for _, row in self.seats[seat].tokens)
