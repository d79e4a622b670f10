"""What a game declares about itself: a ``GameDef`` (read by the menu without loading any data) and its
``OptionDef``s (every setting a player may choose at setup, rules readings included), checked in one place.

Option kinds:
- ``choice``: one of ``allowed`` (text, numbers or true/false).
- ``seat_or_random``: "random" or a seat number 0..players-1 (who starts).
- ``multiset``: a list of names from ``allowed`` (repeats allowed), judged by the option's ``validator``
  (Mascarade's custom set of characters).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from tabletop.engine.errors import SetupError
from tabletop.engine.message import Msg, Words, msg, say

OptionKind = Literal["choice", "seat_or_random", "multiset"]
T = TypeVar("T")


@dataclass(frozen=True)
class OptionDef:
    """One setting chosen at setup: its key, kind, default, allowed values, where it applies, and why."""

    key: str
    title: Words
    kind: OptionKind
    default: Any
    explain: Words
    allowed: tuple[Any, ...] = ()
    counts: tuple[int, ...] | None = None  # the player counts it applies to; None: every count
    variants: tuple[str, ...] | None = None  # the variants it applies to; None: every variant
    advanced: bool = False  # a rules reading, shown under "Advanced: rule readings"
    validator: Callable[[Any, int], list[Words]] | None = field(default=None, compare=False)
    labels: tuple[Words, ...] = ()  # names to show for ``allowed`` (a multiset's characters), same order
    limits: tuple[int, ...] = ()  # how many of each of ``allowed`` a multiset may hold, same order
    default_for: Callable[[int], Any] | None = field(default=None, compare=False)  # a default by player count

    def default_at(self, count: int) -> Any:
        """The default at ``count`` players."""
        return self.default_for(count) if self.default_for else self.default

    def label(self, value: Any) -> Words:
        """How a value is shown on screen."""
        if self.labels and value in self.allowed:
            return self.labels[self.allowed.index(value)]
        return _text(value)

    def applies(self, count: int, variant: str) -> bool:
        """Whether the option means anything at this player count and variant."""
        return (self.counts is None or count in self.counts) and (self.variants is None or variant in self.variants)

    def problems(self, value: Any, count: int) -> list[Words]:
        """What is wrong with ``value`` for this option at ``count`` players (empty when it is allowed)."""
        if self.kind == "seat_or_random":
            if value == "random" or (type(value) is int and 0 <= value < count):
                return []
            return [f"{self.key}={value!r}: must be a seat number from 0 to {count - 1}, or random"]
        if self.kind == "multiset":
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                return [f"{self.key}={value!r}: must be a list of names"]
            unknown = sorted({v for v in value if v not in self.allowed})
            if unknown:
                return [f"{self.key}: unknown {', '.join(unknown)}; known: {', '.join(map(str, self.allowed))}"]
            return self.validator(value, count) if self.validator else []
        if any(value == a and type(value) is type(a) for a in self.allowed):
            return []
        return [f"{self.key}={value!r}: must be one of {', '.join(map(_text, self.allowed))}"]

    def parse(self, text: str, count: int) -> Any:
        """The value a command line's ``KEY=TEXT`` means; raise SetupError if it is not allowed."""
        if self.kind == "multiset":
            value: Any = [v.strip() for v in text.split(",") if v.strip()]
        elif self.kind == "seat_or_random":
            value = "random" if text == "random" else _number(text)
        else:
            value = next((a for a in self.allowed if _text(a) == text), text)
        problems = self.problems(value, count)
        if problems:
            raise SetupError("; ".join(say(p) for p in problems))
        return value


def _text(value: Any) -> str:
    """How a value is written on a command line: true/false in lower case, others as themselves."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _number(text: str) -> Any:
    try:
        return int(text)
    except ValueError:
        return text


def check_options(defs: tuple[OptionDef, ...], options: dict[str, Any], count: int, variant: str) -> None:
    """Raise SetupError naming every unknown key and every value its OptionDef refuses.

    An option that does not apply at this count or variant (a custom set at 2 players) is known, and ignored
    by the rules, so its value is not judged.
    """
    by_key = {d.key: d for d in defs}
    problems: list[Words] = [
        f"unknown option {k!r}; known: {', '.join(by_key) or 'none'}" for k in options if k not in by_key
    ]
    for key, value in options.items():
        if key in by_key and by_key[key].applies(count, variant):
            problems += by_key[key].problems(value, count)
    if problems:
        raise SetupError("; ".join(say(p) for p in problems))


def parse_options(defs: tuple[OptionDef, ...], pairs: list[str], count: int) -> dict[str, Any]:
    """``KEY=VALUE`` texts (a command line's ``--option``) as checked option values; SetupError if any is bad."""
    by_key = {d.key: d for d in defs}
    chosen: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key:
            raise SetupError(f"{pair!r}: expected KEY=VALUE")
        if key not in by_key:
            raise SetupError(f"unknown option {key!r}; known: {', '.join(by_key) or 'none'}")
        chosen[key] = by_key[key].parse(text, count)
    return chosen


@dataclass(frozen=True)
class Chosen:
    """A match's options read through their declarations, one typed accessor for every game: an option the match
    did not set is its declared default (at this player count), so no default is written twice. Reading a key no
    OptionDef declares, or as the wrong type, is a programming error (KeyError, TypeError)."""

    defs: tuple[OptionDef, ...]
    values: Mapping[str, Any]
    count: int

    resolved: Mapping[str, Any] = field(init=False, repr=False, compare=False)  # every declared key's value

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", dict(self.values))  # its own copy: a match's options dict may change
        resolved = {d.key: self.values[d.key] if d.key in self.values else d.default_at(self.count) for d in self.defs}
        object.__setattr__(self, "resolved", resolved)

    def in_force(self) -> dict[str, Any]:
        """Every declared option's value, by key (the defaults of those not set)."""
        return dict(self.resolved)

    def value(self, key: str) -> Any:
        """The option's value (set, or its default)."""
        try:
            return self.resolved[key]
        except KeyError:
            raise KeyError(f"no option {key!r} is declared") from None

    def flag(self, key: str) -> bool:
        """A yes/no option."""
        return self._typed(key, bool)

    def number(self, key: str) -> int:
        """A whole-number option."""
        return self._typed(key, int)

    def text(self, key: str) -> str:
        """A named option."""
        return self._typed(key, str)

    def names(self, key: str) -> tuple[str, ...]:
        """A multiset option: its names, in order."""
        value = self.value(key)
        if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
            raise TypeError(f"option {key!r} is {value!r}, not a list of names")
        return tuple(value)

    def _typed(self, key: str, kind: type[T]) -> T:
        value = self.resolved.get(key, _UNSET)
        if type(value) is kind:  # the common case, checked at the cost of a lookup (rules read readings often)
            return value
        value = self.value(key)
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise TypeError(f"option {key!r} is {value!r}, not {kind.__name__}")
        return value


_UNSET = object()  # no value: a key no option declares


def first_player_option(explain: Words | None = None) -> OptionDef:
    """The option every game has: who starts, a seat or random."""
    return OptionDef("first", msg("Who starts"), "seat_or_random", "random", explain or msg("Who takes the first turn"))


@dataclass(frozen=True)
class GameDef:
    """A registered game: what the menu shows without loading its data, and how to load it.

    ``load`` reads and validates the game's data file and returns its Rules (whose ``option_defs()`` declare
    its options); ``screen`` builds its TableScreen (what the one table program draws, from its pure layout);
    ``secrets`` names the module with its hidden-information hooks for the leak checks.
    """

    slug: str
    title: Words
    players: tuple[int, ...]
    blurb: Words
    data_file: str
    load: Callable[..., Any]  # load() reads data/<data_file>; load(path) another copy of it (a save's own data)
    screen: Callable[[Any], Any] | None = field(default=None, compare=False)  # screen(spec): its TableScreen
    secrets: str = ""
    length_unit: str = "turns"
    length_words: Msg | None = None  # "turn {n}" in the game's own word, when its rulebook's differs from the others'
    variants: tuple[str, ...] = ("standard",)  # the first is the default
    variant_players: tuple[tuple[str, tuple[int, ...]], ...] = ()  # variants played only at some counts
    rules_version: int = 1  # raise it when a rules change makes old saves replay differently (saves record it)

    def variants_for(self, count: int) -> tuple[str, ...]:
        """The variants playable with ``count`` players (the first is the default)."""
        only = dict(self.variant_players)
        return tuple(v for v in self.variants if count in only.get(v, (count,)))

    @property
    def players_text(self) -> str:
        """The player counts as the box says them: "2" or "2-5"."""
        low, high = min(self.players), max(self.players)
        return str(low) if low == high else f"{low}-{high}"
