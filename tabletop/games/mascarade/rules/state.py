"""Mascarade's match state: which character card lies at each position, coins, and the flow of the turn.

Positions are ``p:S`` for seat S (``p:S:L``, ``p:S:R``, ``p:S:P`` in the 2- and 3-player games) and
``c:K`` for centre cards. A card's identity is its character, so views speak only of positions.

The game's progress is ``flow``, a stack of typed steps (turn.py and powers.py); every step is a
``MascaradeStep``, which names the stage and the phase the view shows for it. The flow begins with the
memorise step and is empty once the game is over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar

from tabletop.engine.errors import SetupError
from tabletop.engine.flow import Flow, Step
from tabletop.engine.message import Msg, Seat, joined, msg, msgn
from tabletop.engine.rng import Rng
from tabletop.games.mascarade.rules.data import MascaradeSpec

CHEAT_WIN = "the Cheat with 10 coins or more"  # how the state keeps a Cheat's win (a key: ``ending`` words it)


@dataclass(frozen=True)
class Place:
    """A position read back: the seat holding it (None: the centre), its slot's mark in the 2- and 3-player games
    ("L", "R", "P"; "" otherwise) and a centre card's index (0 for a seat's card)."""

    seat: int | None
    slot: str = ""
    index: int = 0


@lru_cache(maxsize=256)
def place_of(pos: str) -> Place:
    """The one reader of a position's text (``p:S``, ``p:S:L``, ``c:K``), as ``new_state`` writes them."""
    kind, _, rest = pos.partition(":")
    if kind == "c":
        return Place(None, index=int(rest))
    seat, _, slot = rest.partition(":")
    return Place(int(seat), slot)


@dataclass(frozen=True)
class MascaradeStep(Step["MascaradeState"]):
    """A step of Mascarade's flow, with the stage and phase the view names it by ("" for a turn's first choice)."""

    stage: ClassVar[str] = ""
    phase: ClassVar[str] = "turn"
    looks: ClassVar[bool] = False  # whether a seat looks at cards alone in this step (``seen_by`` names them)

    def seen_by(self, state: MascaradeState, seat: int | None) -> tuple[str, ...]:
        """The positions ``seat`` is looking at alone in this step (a look, the Spy's two cards)."""
        return ()


@dataclass
class MascaradeState:
    """The table and the turn in progress. Mutated only by the steps of its flow."""

    players: tuple[str, ...]
    cards: dict[str, str]
    seat_positions: list[list[str]]
    centre: list[str]
    protected: str
    in_play: tuple[str, ...]
    coins: list[int]
    current: int
    flow: Flow[MascaradeStep] = field(default_factory=Flow)
    courthouse: int = 0
    turn_no: int = 1
    shown: dict[str, Any] = field(default_factory=dict)  # the turn's public choices (the view's "pending")
    face_up: set[str] = field(default_factory=set)
    revealed_turn: dict[int, int] = field(default_factory=dict)
    claims: dict[int, str | None] = field(default_factory=dict)
    winners: tuple[int, ...] = ()
    ended_by: str = ""
    fool_takes_centre: bool = False  # the rule reading (option fool_centre): may the Fool pick centre cards?
    # What each seat remembers, as a player with a perfect memory would: position -> the character it last saw
    # there, forgotten when that card takes part in a swap-or-not it could not follow. Never in any view (the
    # table gives people no memory aid); a computer player's determinization keeps these cards as remembered.
    memory: list[dict[str, str]] = field(default_factory=list)
    count: int = field(init=False)

    def __post_init__(self) -> None:
        self.count = len(self.players)

    @property
    def phase(self) -> str:
        """ "memorise", "turn" or "over" (an empty flow), as the view names it."""
        step = self.flow.top
        return "over" if step is None else step.phase

    @property
    def stage(self) -> str:
        """The current step's stage, as the view names it ("" at a turn's start and once the game is over)."""
        step = self.flow.top
        if step is None:  # the Cheat's win ends the game with its power unfinished: the old "power_done" stage
            return "power_done" if self.ended_by == CHEAT_WIN else ""
        return step.stage

    def copy(self) -> MascaradeState:
        """An independent copy: the containers the steps change are copied, the rest (and the steps) shared."""
        return MascaradeState(
            players=self.players,
            cards=dict(self.cards),
            seat_positions=self.seat_positions,
            centre=self.centre,
            protected=self.protected,
            in_play=self.in_play,
            coins=list(self.coins),
            current=self.current,
            flow=self.flow.copy(),
            courthouse=self.courthouse,
            turn_no=self.turn_no,
            shown=dict(self.shown),
            face_up=set(self.face_up),
            revealed_turn=dict(self.revealed_turn),
            claims=dict(self.claims),
            winners=self.winners,
            ended_by=self.ended_by,
            fool_takes_centre=self.fool_takes_centre,
            memory=[dict(m) for m in self.memory],
        )

    def memories(self) -> list[dict[str, str]]:
        """Every seat's memory, made empty for the seats that have none yet (a state built by hand starts with
        none)."""
        while len(self.memory) < self.count:
            self.memory.append({})
        return self.memory

    def remember(self, seat: int, visible: set[str] | None) -> None:
        """``seat`` notes the cards it sees now: those at the positions ``visible`` (None: every card)."""
        if visible is not None and not visible:
            return
        seen = self.memories()[seat]
        for pos in self.cards:  # in the table's order, whatever order they were seen in
            if visible is None or pos in visible:
                seen[pos] = self.char(pos)

    def swapped_unseen(self, actor: int, x: str, y: str, swapped: bool) -> None:
        """The cards at ``x`` and ``y`` were swapped or not, in secret: the actor knows which; every other seat
        forgets both cards unless it knew them to be the same character."""
        for seat, seen in enumerate(self.memory):
            if seat == actor:
                if swapped:
                    a, b = seen.pop(x, None), seen.pop(y, None)
                    seen.update({k: v for k, v in ((y, a), (x, b)) if v is not None})
            elif seen.get(x) is None or seen.get(x) != seen.get(y):
                seen.pop(x, None)
                seen.pop(y, None)

    def char(self, pos: str) -> str:
        """The character of the card at a position (card ids are the character, numbered when doubled)."""
        return self.cards[pos].rstrip("0123456789")

    def owner(self, pos: str) -> int | None:
        """The seat owning a position (None for a centre card)."""
        return place_of(pos).seat

    def others(self, seat: int) -> list[int]:
        """The other seats, clockwise from the left neighbour."""
        count = self.count
        return [(seat + k) % count for k in range(1, count)]

    def opponent_positions(self, seat: int, protected_too: bool = True) -> list[str]:
        """Positions of the other players' cards (optionally without protected ones)."""
        positions = self.seat_positions
        if protected_too or not self.protected:
            return [p for s in self.others(seat) for p in positions[s]]
        return [p for s in self.others(seat) for p in positions[s] if place_of(p).slot != self.protected]

    def swap_partners(self, pos: str) -> list[str]:
        """Positions a card at ``pos`` may swap with (the rulebook's rules for 4-13, 3 and 2 players)."""
        seat = self.owner(pos)
        assert seat is not None
        if self.count >= 4:
            return self.opponent_positions(seat) + self.centre
        own = [p for p in self.seat_positions[seat] if p != pos]
        if self.count == 3:
            return own + self.opponent_positions(seat)
        return own + self.opponent_positions(seat, protected_too=False)


def where(state: MascaradeState, pos: str) -> Msg:
    """A position in words: "Anna's card", "Anna's left card", "centre card 1"."""
    return position_words(state.players, pos)


def position_words(players: tuple[str, ...] | list[str], pos: str, first: bool = False) -> Msg:
    """A position in words, given the players' names (the log's and the tooltips' one wording); ``first``: it
    starts a line ("Centre card 1")."""
    if not pos:
        return msg("a card")
    place = place_of(pos)
    if place.seat is None:
        number = place.index + 1
        return msg("Centre card {number}", number=number) if first else msg("centre card {number}", number=number)
    seat = Seat(place.seat, players[place.seat])
    if place.slot == "L":
        return msg("{seat}'s left card", seat=seat)
    if place.slot == "R":
        return msg("{seat}'s right card", seat=seat)
    if place.slot == "P":
        return msg("{seat}'s protected card", seat=seat)
    return msg("{seat}'s card", seat=seat)


def ending(spec: MascaradeSpec, ended_by: str) -> Msg:
    """How the game ended (``ended_by``, as the state keeps it, once it has ended), in words."""
    if ended_by == CHEAT_WIN:
        return msgn("the Cheat with {n} coin or more", "the Cheat with {n} coins or more", spec.cheat_coins)
    if ended_by.endswith("coins or more"):
        return msgn("{n} coin or more", "{n} coins or more", spec.win_coins)
    return msg("a player went bankrupt; the richest win")


def new_state(
    spec: MascaradeSpec, players: tuple[str, ...], first: int, cards: tuple[str, ...], rng: Rng
) -> MascaradeState:
    """Deal the set face up: one card each (two or three at 3 and 2 players), the rest to the centre.

    The flow is left empty: the rules put the memorise step on it."""
    count = len(players)
    problems = (
        spec.set_problems(cards, count)
        if count >= 4
        else ([] if sorted(cards) == sorted(spec.small_games.set) else [msg("2 and 3 players use the fixed set")])
    )
    if problems:
        raise SetupError(msg("this set cannot be played: {problems}", problems=joined(problems, "; ")))
    small = spec.small_games.two_players if count == 2 else spec.small_games.three_players
    if count >= 4:
        seat_positions = [[f"p:{s}"] for s in range(count)]
        protected = ""
    else:
        seat_positions = [[f"p:{s}:{slot}" for slot in small.positions] for s in range(count)]
        protected = small.protected
    ids: list[str] = []
    seen: dict[str, int] = {}
    for c in sorted(cards):
        seen[c] = seen.get(c, 0) + 1
        ids.append(c if cards.count(c) == 1 else f"{c}{seen[c]}")
    rng.shuffle(ids)
    order = [p for ps in seat_positions for p in ps]
    centre = [f"c:{k}" for k in range(len(ids) - len(order))]
    placed = dict(zip(order + centre, ids))
    return MascaradeState(
        players=players,
        cards=placed,
        seat_positions=seat_positions,
        centre=centre,
        protected=protected,
        in_play=tuple(sorted(set(cards))),
        coins=[spec.starting_coins] * count,
        current=first,
    )
