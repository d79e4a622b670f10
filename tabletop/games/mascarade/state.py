"""Mascarade's match state: which character card lies at each position, coins, and the turn in progress.

Positions are ``p:S`` for seat S (``p:S:L``, ``p:S:R``, ``p:S:P`` in the 2- and 3-player games) and
``c:K`` for centre cards. A card's identity is its character, so views speak only of positions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.errors import SetupError
from tabletop.engine.rng import Rng
from tabletop.games.mascarade.data import MascaradeSpec


@dataclass
class MascaradeState:
    """The table and the turn in progress. Mutated only by MascaradeRules.apply."""

    players: tuple[str, ...]
    cards: dict[str, str]
    seat_positions: list[list[str]]
    centre: list[str]
    protected: str
    in_play: tuple[str, ...]
    coins: list[int]
    current: int
    courthouse: int = 0
    turn_no: int = 1
    phase: str = "memorise"
    stage: str = ""
    pending: dict[str, Any] = field(default_factory=dict)
    face_up: set[str] = field(default_factory=set)
    revealed_turn: dict[int, int] = field(default_factory=dict)
    claims: dict[int, str | None] = field(default_factory=dict)
    claim_queue: list[int] = field(default_factory=list)
    power_queue: list[tuple[int, str]] = field(default_factory=list)
    fined: list[int] = field(default_factory=list)
    winners: tuple[int, ...] = ()
    ended_by: str = ""
    fool_takes_centre: bool = False  # the rule reading (option fool_centre): may the Fool pick centre cards?

    @property
    def count(self) -> int:
        """Number of players."""
        return len(self.players)

    def char(self, pos: str) -> str:
        """The character of the card at a position (card ids are the character, numbered when doubled)."""
        return self.cards[pos].rstrip("0123456789")

    def owner(self, pos: str) -> int | None:
        """The seat owning a position (None for a centre card)."""
        return int(pos.split(":")[1]) if pos.startswith("p:") else None

    def others(self, seat: int) -> list[int]:
        """The other seats, clockwise from the left neighbour."""
        return [(seat + k) % self.count for k in range(1, self.count)]

    def opponent_positions(self, seat: int, protected_too: bool = True) -> list[str]:
        """Positions of the other players' cards (optionally without protected ones)."""
        return [
            p
            for s in self.others(seat)
            for p in self.seat_positions[s]
            if protected_too or not p.endswith(":" + self.protected)
        ]

    def swap_partners(self, pos: str) -> list[str]:
        """Positions a card at ``pos`` may swap with (the rulebook's rules for 4-13, 3 and 2 players)."""
        seat = self.owner(pos)
        assert seat is not None
        own = [p for p in self.seat_positions[seat] if p != pos]
        if self.count >= 4:
            return self.opponent_positions(seat) + list(self.centre)
        if self.count == 3:
            return own + self.opponent_positions(seat)
        return own + self.opponent_positions(seat, protected_too=False)


def new_state(
    spec: MascaradeSpec, players: tuple[str, ...], first: int, cards: tuple[str, ...], rng: Rng
) -> MascaradeState:
    """Deal the set face up: one card each (two or three at 3 and 2 players), the rest to the centre."""
    count = len(players)
    problems = (
        spec.set_problems(cards, count)
        if count >= 4
        else ([] if sorted(cards) == sorted(spec.small_games.set) else ["2 and 3 players use the fixed set"])
    )
    if problems:
        raise SetupError("this set cannot be played: " + "; ".join(problems))
    small = spec.small_games.two_players if count == 2 else spec.small_games.three_players
    if count >= 4:
        seat_positions = [[f"p:{s}"] for s in range(count)]
        protected = ""
    else:
        seat_positions = [[f"p:{s}:{slot}" for slot in small.positions] for s in range(count)]
        protected = small.protected
    ids, seen = [], {}
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
