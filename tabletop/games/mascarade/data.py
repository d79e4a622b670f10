"""Mascarade's characters, coins, sets and setups, validated strictly from data/mascarade.yaml."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from tabletop.spec import Checker, load_spec

POWERS = (
    "judge",
    "bishop",
    "king",
    "fool",
    "queen",
    "thief",
    "witch",
    "spy",
    "peasant",
    "cheat",
    "inquisitor",
    "widow",
)


@dataclass(frozen=True)
class Character:
    """A character card: copies, whether it is a money source, the fewest players it needs."""

    id: Literal[
        "judge", "bishop", "king", "fool", "queen", "thief", "witch", "spy", "peasant", "cheat", "inquisitor", "widow"
    ]
    name: str
    copies: int
    money: bool
    min_players: int
    text: str


@dataclass(frozen=True)
class RecommendedSets:
    """The first-game set for each player count 4-13."""

    sets: dict[int, tuple[str, ...]]
    source: Literal["seed", "reconstructed"] = "seed"
    note: str = ""


@dataclass(frozen=True)
class SmallGame:
    """Card positions per player in the 2- and 3-player games ("" when none is protected)."""

    positions: tuple[str, ...]
    protected: str


@dataclass(frozen=True)
class SmallGames:
    """The fixed set and the positions of the 2- and 3-player games."""

    set: tuple[str, ...]
    three_players: SmallGame
    two_players: SmallGame


@dataclass(frozen=True)
class CustomSets:
    """Constraints on a set chosen by the players."""

    required: tuple[str, ...]
    money_fraction: int
    pairs: tuple[str, ...]
    extra_centre_cards_above: int
    max_extra_centre_cards: int


@dataclass(frozen=True)
class MascaradeSpec:
    """Everything Mascarade's rules read from data."""

    game: str
    title: str
    players: tuple[int, ...]
    blurb: str
    characters: tuple[Character, ...]
    starting_coins: int
    win_coins: int
    cheat_coins: int
    widow_target: int
    bishop_takes: int
    king_gains: int
    queen_gains: int
    fool_gains: int
    peasant_gains: tuple[int, ...]
    thief_takes: int
    inquisitor_fine: int
    fine: int
    swap_only_turns: int
    centre_cards: dict[int, int]
    recommended_sets: RecommendedSets
    small_games: SmallGames
    custom_sets: CustomSets
    readings: tuple[str, ...] = ()

    def character(self, cid: str) -> Character:
        """A character by id."""
        return next(c for c in self.characters if c.id == cid)

    def set_problems(self, cards: tuple[str, ...], players: int) -> list[str]:
        """Why a set of cards cannot be played by this many players (empty when it can)."""
        problems = []
        known = {c.id for c in self.characters}
        unknown = [c for c in cards if c not in known]
        if unknown:
            return [f"unknown characters {unknown}"]
        rules = self.custom_sets
        for req in rules.required:
            if req not in cards:
                problems.append(f"the {self.character(req).name} must be in every game")
        money = sum(1 for c in cards if self.character(c).money)
        need = math.ceil(len(cards) / rules.money_fraction)
        if money < need:
            problems.append(f"needs at least {need} money sources (King, Queen, Fool, Widow, Peasants), has {money}")
        for pair in rules.pairs:
            if cards.count(pair) not in (0, self.character(pair).copies):
                problems.append(f"{self.character(pair).name}s come in pairs: both or neither")
        for c in set(cards):
            ch = self.character(c)
            if cards.count(c) > ch.copies:
                problems.append(f"only {ch.copies} {ch.name} card{'s' * (ch.copies > 1)} exist")
            if players < ch.min_players:
                problems.append(f"the {ch.name} needs at least {ch.min_players} players")
        base = self.centre_cards.get(players, 0) + players
        extra = len(cards) - base
        if players >= 4 and not (
            extra == 0 or (players > rules.extra_centre_cards_above and 0 < extra <= rules.max_extra_centre_cards)
        ):
            problems.append(
                f"{players} players use {base} cards"
                + (
                    f" (or up to {rules.max_extra_centre_cards} more in the centre)"
                    if players > rules.extra_centre_cards_above
                    else ""
                )
            )
        return problems


def _check(spec: MascaradeSpec, check: Checker) -> None:
    """Cross-field checks: every power present, sets valid for their player counts."""
    ids = [c.id for c in spec.characters]
    check.require(sorted(ids) == sorted(POWERS), ("characters",), f"needs exactly the characters {', '.join(POWERS)}")
    check.require(spec.players == tuple(range(2, 14)), ("players",), "Mascarade is for 2 to 13 players")
    for n, cards in spec.recommended_sets.sets.items():
        for problem in spec.set_problems(cards, n) if n >= 4 else ["recommended sets are for 4-13 players"]:
            check.fail(("recommended_sets", "sets", n), problem)
    check.require(
        sorted(spec.recommended_sets.sets) == list(range(4, 14)),
        ("recommended_sets", "sets"),
        "needs a set for each count 4-13",
    )
    small = spec.small_games
    check.require(
        len(small.set) == 6 and all(c in ids for c in small.set), ("small_games", "set"), "needs 6 known characters"
    )
    check.require(
        len(small.three_players.positions) * 3 == 6, ("small_games", "three_players"), "3 players x 2 cards = 6"
    )
    check.require(len(small.two_players.positions) * 2 == 6, ("small_games", "two_players"), "2 players x 3 cards = 6")
    check.require(len(spec.peasant_gains) == 2, ("peasant_gains",), "gains for one and for two true Peasants")


def load_mascarade(path: Path) -> MascaradeSpec:
    """Load and validate Mascarade's data file; raise DataError naming every problem."""
    return load_spec(path, MascaradeSpec, _check)
