"""Chance: one seeded RNG per match, and a scripted one that lets tests fix dice and draws."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from tabletop.engine.errors import TabletopError

T = TypeVar("T")


class Shuffler(Protocol):
    """Anything that shuffles a list in place: a match's ``Rng``, or the ``random.Random`` a search deals with."""

    def shuffle(self, items: list[Any], /) -> None: ...


class Rng(ABC):
    """The interface rules use for chance; ``draws`` counts every use so undo can refuse to cross it."""

    draws: int = 0

    @abstractmethod
    def randint(self, low: int, high: int) -> int:
        """A whole number from low to high inclusive."""

    def choice(self, items: Sequence[T]) -> T:
        """One item of a non-empty sequence."""
        return items[self.randint(0, len(items) - 1)]

    @abstractmethod
    def shuffle(self, items: list[Any]) -> None:
        """Shuffle a list in place."""

    @abstractmethod
    def fresh(self) -> Rng:
        """A new RNG in this one's starting state, for replays."""


class SeededRng(Rng):
    """Python's Mersenne Twister from a fixed seed: the same seed and log give the same game."""

    def __init__(self, seed: int):
        self.seed = seed
        self._random = random.Random(seed)
        self.draws = 0

    def randint(self, low: int, high: int) -> int:
        """A whole number from low to high inclusive."""
        self.draws += 1
        return self._random.randint(low, high)

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle a list in place."""
        self.draws += 1
        self._random.shuffle(items)

    def fresh(self) -> SeededRng:
        """A new RNG from the same seed."""
        return SeededRng(self.seed)


class ScriptedRng(Rng):
    """Returns scripted numbers in order (for tests); shuffles leave lists as they are.

    ``randint`` pops the next number and checks it lies in range; ``choice`` pops an index.
    """

    def __init__(self, values: Sequence[int] = ()):
        self.values = tuple(values)
        self._next = 0
        self.draws = 0
        self.seed = 0

    def push(self, *values: int) -> None:
        """Append more scripted numbers."""
        self.values = self.values + tuple(values)

    def randint(self, low: int, high: int) -> int:
        """The next scripted number, which must lie from low to high."""
        if self._next >= len(self.values):
            raise TabletopError(f"scripted RNG ran out (wanted a number from {low} to {high})")
        value = self.values[self._next]
        if not low <= value <= high:
            raise TabletopError(f"scripted value {value} is outside {low}..{high}")
        self._next += 1
        self.draws += 1
        return value

    def shuffle(self, items: list[Any]) -> None:
        """Leave the list in its order (scenarios set the order they want)."""
        self.draws += 1

    def fresh(self) -> ScriptedRng:
        """A new RNG with the same script, from its start."""
        return ScriptedRng(self.values)
