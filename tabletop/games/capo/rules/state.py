"""Capo dei Capi's match state: every component by id in named zones, the turn's bookkeeping, and the flow.

Where the turn stands is the flow of steps (steps.py, choices.py): ``stage``, ``choice`` and ``over``, which the
view, the why-not (whynot.py) and tests read, are worked out from its current step.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.engine.flow import Flow
from tabletop.engine.message import Msg, Seat, as_msg, seats_of
from tabletop.engine.rng import Rng
from tabletop.games.capo.rules.data import CapoSpec

if TYPE_CHECKING:  # steps.py imports this module
    from tabletop.games.capo.rules.steps import CapoStep

# Zone names. Every component id is in exactly one zone at all times.
BRIBE_SUPPLY = "supply:bribes"
CUBE_SUPPLY = "supply:cubes"
CHIP_SUPPLY = "supply:chips"
HITMAN_SUPPLY = "supply:hitman"
BOX = "box"
PENDING_CHIPS = "pendingchips"
MAYOR_CUBES = "cubes:M"


def influence_supply(value: int) -> str:
    """The supply pile of influence tokens of one value."""
    return f"supply:i{value}"


def pending(card: str) -> str:
    """The active player's pending slot beside an area card."""
    return f"pending:{card}"


def side(card: str, seat: int) -> str:
    """A player's committed markers on an area card."""
    return f"side:{card}:{seat}"


def card_cubes(card: str) -> str:
    """Value cubes lying on an area card."""
    return f"cubes:{card}"


def hand(seat: int) -> str:
    """A player's mayor chips."""
    return f"chips:{seat}"


def won(seat: int) -> str:
    """Cubes a player took from the Mayor card by extortion bonus."""
    return f"won:{seat}"


def hitman(seat: int) -> str:
    """The hit-man in front of a player."""
    return f"hitman:{seat}"


@dataclass(frozen=True)
class Place:
    """A zone's name read back by ``place_of``: its kind ("side", "pending", "cubes", "chips", "won", "hitman",
    "supply", "box", "pendingchips"), and the card and the seat it names, if any."""

    kind: str
    card: str = ""
    seat: int | None = None


def place_of(zone: str) -> Place:
    """What a zone's name built above says (the one reader of those names): "side:W1:0" is seat 0's side of W1,
    "pending:W1" the slot beside W1, "won:1" seat 1's cubes won; a supply, the box, or "" names no card nor seat."""
    kind, *rest = zone.split(":")
    if kind == "side":
        return Place(kind, rest[0], int(rest[1]))
    if kind in ("pending", "cubes"):
        return Place(kind, card=rest[0])
    if kind in ("chips", "won", "hitman"):
        return Place(kind, seat=int(rest[0]))
    return Place(kind)


@dataclass(frozen=True)
class CardScore:
    """One area card at the final scoring: each seat's strength on it, its cubes, and who took it (None: a tie)."""

    card: str
    strength: tuple[int, int]
    cubes: int
    winner: int | None


@dataclass(frozen=True)
class Scoring:
    """The final scoring: each card's row, victory points, the tie-breaks, the winner and what decided it."""

    cards: tuple[CardScore, ...]
    vp: tuple[int, int]
    cards_won: tuple[int, int]
    chips: tuple[int, int]
    extortion_cubes: tuple[int, int]
    winner: int
    decided_by: str  # "points", or the tie-break that decided: "mayor chips", "area cards won", "ending the game"
    ended_by: int | None


@dataclass
class CapoState:
    """The whole table and the turn in progress. Mutated only by CapoRules.apply."""

    players: tuple[str, ...]
    first: int
    cards: tuple[str, ...]
    zones: dict[str, list[str]]
    bribe_value: dict[str, int]
    influence_value: dict[str, int]
    active: int
    flow: Flow[CapoStep]  # the steps of the turn; empty once the final scoring is done
    end_piles: tuple[str, ...] = ()  # the supply piles whose emptying ends the game
    revealed: set[str] = field(default_factory=set)
    turn: int = 1
    ext: int = 0
    must_roll: bool = True
    dice: tuple[int, int] | None = None
    last_roll: tuple[int, int, int] | None = None  # white, black, seat: stays visible after the turn ends
    snapshot: CapoState | None = None  # the state just after the last roll, while Backstab or Reneg may cancel it
    ending: bool = False
    ended_by: int | None = None
    pocketed: list[str] = field(default_factory=list)  # cards whose marker was pocketed this turn
    one_placement_per_card: bool = False  # option pocket_reading=count: a pocketed card takes no second marker
    scandal_places_chip: bool = False  # option scandal_chip: a Scandal rise puts a chip beside the Mayor too
    result: Scoring | None = None  # the final scoring, once done
    card_names: dict[str, Msg] = field(default_factory=dict)  # each area card's printed name (from the data)

    def name(self, card: str) -> Msg:
        """An area card as the card itself names it ("Black 1"), for prompts and the log."""
        return self.card_names.get(card) or as_msg(card)

    def seat(self, seat: int) -> Seat:
        """A seat as a message's argument (its player's name)."""
        return self.seat_refs[seat]

    @functools.cached_property
    def seat_refs(self) -> tuple[Seat, ...]:
        """Each seat as a message's argument, kept on the state (and its copies: the players never change)."""
        return seats_of(self.players)

    @property
    def me(self) -> Seat:
        """The active seat as a message's argument."""
        return self.seat(self.active)

    @property
    def them(self) -> Seat:
        """The active seat's opponent as a message's argument."""
        return self.seat(1 - self.active)

    @property
    def stage(self) -> str:
        """The current step's name in the view ("decide", "influence", ..., "over" once the game is over)."""
        step = self.flow.top
        return step.stage if step is not None else "over"

    @property
    def choice(self) -> dict[str, Any]:
        """The data of the current step the view shows ("options", "double", "from", "card")."""
        step = self.flow.top
        return step.shown() if step is not None else {}

    @property
    def over(self) -> bool:
        """Whether the final scoring is done."""
        return not self.flow

    @property
    def opponent(self) -> int:
        """The seat that is not active."""
        return 1 - self.active

    def count(self, zone: str) -> int:
        """How many components lie in a zone."""
        return len(self.zones.get(zone, ()))

    def chips(self, seat: int) -> int:
        """Mayor chips in a player's hand."""
        return self.count(hand(seat))

    def move(self, component: str, src: str, dst: str) -> None:
        """Move one component between zones (it must be in ``src``). The two zones get new lists: a zone's list is
        never changed in place, so a copy of the state (the snapshot every roll keeps) shares them."""
        zones = self.zones
        items = zones[src]
        at = items.index(component)  # ValueError when it is not there, as list.remove
        zones[src] = items[:at] + items[at + 1 :]
        zones[dst] = [*zones.get(dst, ()), component]

    def hidden_bribes(self, seat: int, card: str) -> list[str]:
        """Face-down bribes that ``seat`` has committed on ``card``."""
        return [c for c in self.zones[side(card, seat)] if c in self.bribe_value and c not in self.revealed]

    def copy(self) -> CapoState:
        """An independent copy: every container the rules change in place is copied (the flow by ``Flow.copy``);
        the values dealt at setup (bribe and influence values), tuples, the frozen steps, the snapshot and the zones'
        lists (``move`` replaces a zone's list, never changes it) are shared."""
        twin = CapoState.__new__(CapoState)
        twin.__dict__.update(self.__dict__)
        twin.zones = dict(self.zones)
        twin.revealed = set(self.revealed)
        twin.pocketed = list(self.pocketed)
        twin.flow = self.flow.copy()
        return twin

    def take_snapshot(self) -> None:
        """Remember the state just after a roll, so Backstab or Reneg can cancel its resolution."""
        self.snapshot = None
        self.snapshot = self.copy()

    def restore_snapshot(self) -> None:
        """Return to the remembered state (the roll is cancelled as if never resolved)."""
        assert self.snapshot is not None
        saved = self.snapshot.copy()
        self.__dict__.update(saved.__dict__)
        self.snapshot = None


def new_state(spec: CapoSpec, players: tuple[str, ...], first: int, rng: Rng, flow: Flow[CapoStep]) -> CapoState:
    """Lay out the table as in the rulebook's setup, with bribe values dealt face down at random; ``flow`` is
    the rules' first step."""
    zones: dict[str, list[str]] = {}
    influence_value: dict[str, int] = {}
    for group in spec.influence_tokens.by_value:
        ids = [f"i{group.value}-{n}" for n in range(group.count)]
        zones[influence_supply(group.value)] = ids
        influence_value.update({i: group.value for i in ids})
    values = [g.value for g in spec.bribe_tokens.by_value for _ in range(g.count)]
    rng.shuffle(values)
    bribe_value = {f"b{n}": v for n, v in enumerate(values)}
    zones[BRIBE_SUPPLY] = list(bribe_value)
    cubes = [f"c{n}" for n in range(spec.value_cubes.total)]
    start = spec.value_cubes.on_mayor_at_start
    zones[MAYOR_CUBES], zones[CUBE_SUPPLY] = cubes[:start], cubes[start:]
    chips = [f"m{n}" for n in range(spec.mayor_chips.total)]
    deal = {first: spec.mayor_chips.starting.first_player, 1 - first: spec.mayor_chips.starting.second_player}
    zones[hand(first)] = chips[: deal[first]]
    zones[hand(1 - first)] = chips[deal[first] : deal[first] + deal[1 - first]]
    zones[CHIP_SUPPLY] = chips[deal[first] + deal[1 - first] :]
    zones[HITMAN_SUPPLY] = ["hitman"]
    zones[BOX] = []
    zones[PENDING_CHIPS] = []
    cards = tuple(c.id for c in spec.area_cards)
    for card in cards:
        zones[pending(card)] = []
        zones[card_cubes(card)] = []
        for seat in (0, 1):
            zones[side(card, seat)] = []
    for seat in (0, 1):
        zones[won(seat)] = []
        zones[hitman(seat)] = []
    return CapoState(
        players=players,
        first=first,
        cards=cards,
        zones=zones,
        bribe_value=bribe_value,
        influence_value=influence_value,
        active=first,
        flow=flow,
        end_piles=(BRIBE_SUPPLY, CUBE_SUPPLY, *(influence_supply(g.value) for g in spec.influence_tokens.by_value)),
        card_names={c.id: c.name for c in spec.area_cards},
    )
