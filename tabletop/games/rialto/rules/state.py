"""Rialto's match state: cards, buildings and tiles by id in zones; coins, councillors and tracks as counts.

The match's progress is ``flow``, a stack of typed steps (see rules.py for the steps and how they chain); the
table data the steps read and change (the stage being played, its order of play turns, the plays) lives here.

Participants are the seats (0..n-1) and, in the neutral variant, the neutral player as participant n,
which never decides. Councillors and coins are counts, not components: the neutral player's supply is
unlimited and coins may run short (options), so neither is conserved one by one.
"""

from __future__ import annotations

import copy
import functools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.engine.flow import Flow
from tabletop.engine.gamedef import Chosen
from tabletop.engine.message import Msg, Seat, Words, msgc, seats_of
from tabletop.games.rialto.rules.steps import RialtoStep

if TYPE_CHECKING:
    from tabletop.games.rialto.rules.data import BuildingKind

DECK, DISCARD, BRIDGES, GONDOLAS, BONUS, FLIPPED = "deck", "discard", "bridges", "gondolas", "bonus", "flipped"
ROUND_TILES = "round_tiles"
NEUTRAL = msgc("participant", "Neutral")  # the neutral player's name on the table


def hand(p: int) -> str:
    """A participant's hand (the neutral player's cards lie face up)."""
    return f"hand:{p}"


def pile(p: int) -> str:
    """A participant's face-down discard pile."""
    return f"pile:{p}"


def played(p: int) -> str:
    """The cards a participant played in the current stage (face up)."""
    return f"played:{p}"


def row(i: int) -> str:
    """Card row i of phase I."""
    return f"row:{i}"


def board(p: int) -> str:
    """A player's building slots."""
    return f"board:{p}"


def supply(kind: str) -> str:
    """The building supply of one kind."""
    return f"supply:{kind}"


def slot(connection: str) -> str:
    """The tile (bridge or gondola) on a connection, if any."""
    return f"conn:{connection}"


def won(p: int) -> str:
    """The bonus tiles a player took."""
    return f"won:{p}"


def tile_kind(tile: str) -> str:
    """What a tile on a connection is, told by its id (setup deals the gondolas as "gondola-<k>"): "gondola" or
    "bridge"."""
    return "gondola" if tile.startswith("gondola") else "bridge"


@dataclass
class Play:
    """What a participant is putting down in the current stage (private until played)."""

    cards: list[str] = field(default_factory=list)  # card ids of the stage type or jokers
    converted: list[tuple[str, str]] = field(default_factory=list)  # (yellow building, card id of another type)
    joker_buildings: list[str] = field(default_factory=list)  # the Y3-type buildings used (each counts as jesters)
    done: bool = False
    delayed: bool = False
    count: int = 0

    def copy(self) -> Play:
        """An independent copy."""
        cards, converted, jokers = list(self.cards), list(self.converted), list(self.joker_buildings)
        return Play(cards, converted, jokers, self.done, self.delayed, self.count)

    def buildings(self) -> list[str]:
        """The yellow buildings this play activates."""
        return [b for b, _ in self.converted] + self.joker_buildings

    def all_cards(self) -> list[str]:
        """Every card of the play."""
        return self.cards + [c for _, c in self.converted]


@dataclass
class RialtoState:
    """The table and the round in progress. Mutated only by RialtoRules.apply."""

    players: tuple[str, ...]
    neutral: bool
    ring: list[int]  # participants clockwise, the start player first
    start: int
    opts: Chosen  # the rule readings in force, read by kind: opts.flag("vp_floor_zero"), opts.number(...), ...
    card_type: dict[str, str]
    building_kind: dict[str, str]
    tile_ends: dict[str, tuple[int, ...]]
    zones: dict[str, list[str]]
    number: dict[str, int]  # district -> round tile
    coins: list[int]
    vp: list[int]
    doge: list[int]  # space per participant
    stamp: list[int]  # larger = higher in a stack
    personal: list[int]
    general: list[int]
    councillors: dict[str, list[int]]  # district -> count per participant
    facing: dict[str, dict[str, int]] = field(default_factory=dict)  # connection -> district -> end value
    coin_on: set[str] = field(default_factory=set)  # buildings activated this round
    blocked: set[str] = field(default_factory=set)  # buildings that may not be activated this round
    marked: str | None = None  # the neutral player's connection
    round: int = 0
    district: str = ""
    flow: Flow[RialtoStep] = field(default_factory=Flow)
    limit: list[int] = field(default_factory=list)
    stage: str = ""
    stage_start: int = 0
    order: list[int] = field(default_factory=list)  # play turns still to come this stage
    plays: dict[int, Play] = field(default_factory=dict)
    advantage: int | None = None
    taken_rows: dict[int, int] = field(default_factory=dict)  # row -> participant
    final: list[dict[str, Any]] = field(default_factory=list)  # final scoring lines
    next_stamp: int = 0
    over: bool = False
    # Each building's kind under the readings in force, looked up once (``common.kind_of``): the buildings and the
    # readings are dealt at setup and never change, so every copy of the state shares it.
    kinds: dict[str, BuildingKind] = field(default_factory=dict, repr=False, compare=False)

    # ----- participants
    @property
    def seats(self) -> range:
        """The human seats."""
        return range(len(self.players))

    @property
    def participants(self) -> list[int]:
        """Every participant: the seats, then the neutral player if any."""
        return list(range(len(self.players) + (1 if self.neutral else 0)))

    @property
    def np(self) -> int | None:
        """The neutral participant, if any."""
        return len(self.players) if self.neutral else None

    def name(self, p: int) -> Words:
        """A participant's name: a player's own, or the neutral player's in words."""
        return self.players[p] if p < len(self.players) else NEUTRAL

    def who(self, p: int) -> Seat | Msg:
        """A participant as a message argument: a player's seat, or the neutral player."""
        return self.seat_refs[p] if p < len(self.players) else NEUTRAL

    @functools.cached_property
    def seat_refs(self) -> tuple[Seat, ...]:
        """Each seat as a message's argument, kept on the state (and its copies: the players never change)."""
        return seats_of(self.players)

    def is_human(self, p: int) -> bool:
        """Whether a participant is a player (not the neutral)."""
        return p < len(self.players)

    def deciding(self) -> int | None:
        """The participant the current step belongs to, if any."""
        step = self.flow.top
        if self.over or step is None:
            return None
        return step.who(self)

    def task(self) -> str:
        """The current step's task name, as the view shows it ("pick", "turns", ...; "over" at the end)."""
        step = self.flow.top
        return step.task if step is not None and not self.over else "over"

    def pending(self) -> dict[str, str]:
        """The half-made choice of the current step ({"connection": ...}, {"convert": ...}, ...; empty if none)."""
        step = self.flow.top
        return step.pending() if step is not None else {}

    def copy(self) -> RialtoState:
        """An independent copy: every container the rules change is copied (plays one by one); the ids, kinds,
        tile ends, options and round tiles set at setup, and the flow's frozen steps, are shared."""
        twin = copy.copy(self)
        twin.zones = {zone: list(items) for zone, items in self.zones.items()}
        twin.coins, twin.vp, twin.doge, twin.stamp = list(self.coins), list(self.vp), list(self.doge), list(self.stamp)
        twin.personal, twin.general, twin.limit = list(self.personal), list(self.general), list(self.limit)
        twin.councillors = {d: list(counts) for d, counts in self.councillors.items()}
        twin.facing = {c: dict(ends) for c, ends in self.facing.items()}
        twin.coin_on, twin.blocked = set(self.coin_on), set(self.blocked)
        twin.flow, twin.order = self.flow.copy(), list(self.order)
        twin.plays = {p: play.copy() for p, play in self.plays.items()}
        twin.taken_rows, twin.final = dict(self.taken_rows), list(self.final)
        return twin

    def clockwise_from(self, p: int) -> list[int]:
        """Every participant clockwise, starting with ``p``."""
        k = self.ring.index(p)
        return self.ring[k:] + self.ring[:k]

    def doge_order(self) -> list[int]:
        """Participants by Doge track: higher space first, the top of a stack first."""
        return sorted(self.participants, key=lambda p: (-self.doge[p], -self.stamp[p]))

    def doge_rank(self, p: int) -> int:
        """1 for the first in Doge order."""
        return self.doge_order().index(p) + 1

    def move_doge(self, p: int, steps: int, on_top: bool = True, cap: int = 0) -> int:
        """Advance a Doge marker; it goes on top of (or under) any stack it enters. Returns the steps taken."""
        target = self.doge[p] + steps
        if cap:
            target = min(target, cap)
        taken = target - self.doge[p]
        if taken <= 0:
            return 0
        self.doge[p] = target
        self.next_stamp += 1
        others = [self.stamp[q] for q in self.participants if q != p and self.doge[q] == target]
        self.stamp[p] = self.next_stamp if on_top or not others else min(others) - 1
        return taken

    # ----- zones
    def move(self, component: str, src: str, dst: str) -> None:
        """Move one component between zones."""
        self.zones[src].remove(component)
        self.zones.setdefault(dst, []).append(component)

    def cards_of(self, zone: str, card_type: str) -> list[str]:
        """The cards of one type in a zone."""
        return [c for c in self.zones[zone] if self.card_type[c] == card_type]

    def buildings(self, p: int) -> list[str]:
        """A player's buildings."""
        return list(self.zones.get(board(p), []))

    def tile_on(self, connection: str) -> str | None:
        """The tile on a connection, if any."""
        items = self.zones[slot(connection)]
        return items[0] if items else None

    def filled(self) -> set[str]:
        """The connections with a tile."""
        return {z[5:] for z, items in self.zones.items() if z.startswith("conn:") and items}

    def coin_supply(self, total: int) -> int:
        """Coins left in the general supply (may be below 0 when substitutes are in use)."""
        return total - sum(self.coins) - len(self.coin_on)
