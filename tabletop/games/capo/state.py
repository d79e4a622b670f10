"""Capo dei Capi's match state: every component by id in named zones, plus the turn's bookkeeping."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.rng import Rng
from tabletop.games.capo.data import CapoSpec

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
    revealed: set[str] = field(default_factory=set)
    turn: int = 1
    ext: int = 0
    must_roll: bool = True
    dice: tuple[int, int] | None = None
    last_roll: tuple[int, int, int] | None = None  # white, black, seat: stays visible after the turn ends
    stage: str = "decide"
    choice: dict[str, Any] = field(default_factory=dict)
    revert_open: bool = False
    payoff_open: bool = False
    snapshot: CapoState | None = None
    limit_queue: list[str] = field(default_factory=list)
    after_limit: str = ""
    ending: bool = False
    ended_by: int | None = None
    over: bool = False
    pocketed: list[str] = field(default_factory=list)  # cards whose marker was pocketed this turn
    one_placement_per_card: bool = False  # option pocket_reading=count: a pocketed card takes no second marker
    scandal_places_chip: bool = False  # option scandal_chip: a Scandal rise puts a chip beside the Mayor too
    result: dict[str, Any] | None = None

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
        """Move one component between zones (it must be in ``src``)."""
        self.zones[src].remove(component)
        self.zones.setdefault(dst, []).append(component)

    def hidden_bribes(self, seat: int, card: str) -> list[str]:
        """Face-down bribes that ``seat`` has committed on ``card``."""
        return [c for c in self.zones[side(card, seat)] if c in self.bribe_value and c not in self.revealed]

    def copy(self) -> CapoState:
        """An independent copy: every container the rules change is copied; the values dealt at setup
        (bribe and influence values), tuples and the snapshot (never changed in place) are shared."""
        twin = copy.copy(self)
        twin.zones = {zone: list(items) for zone, items in self.zones.items()}
        twin.revealed = set(self.revealed)
        twin.choice = {k: (dict(v) if isinstance(v, dict) else v) for k, v in self.choice.items()}
        twin.limit_queue = list(self.limit_queue)
        twin.pocketed = list(self.pocketed)
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


def new_state(spec: CapoSpec, players: tuple[str, ...], first: int, rng: Rng) -> CapoState:
    """Lay out the table as in the rulebook's setup, with bribe values dealt face down at random."""
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
    )
