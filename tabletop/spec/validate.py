"""Strict validation of loaded YAML into frozen dataclasses: unknown keys, wrong types and missing keys are errors.

Supported field types: str, int, float, bool, Literal[...], Optional[T], tuple[T, ...], dict[K, T] and
nested dataclasses, each optionally ``Annotated`` with constraints: ``Annotated[int, Range(1, 200)]`` bounds a
number, ``Annotated[tuple[int, ...], Length(3)]`` the items of a list (or the entries of a mapping). Every
problem is collected, with file, line and key path, before DataError is raised.
"""

from __future__ import annotations

import abc
import dataclasses
import functools
import string
import types
import typing
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

from tabletop.engine.errors import DataError, Problem
from tabletop.engine.message import Arg, Msg, Name, Words, as_msg, data_text, joined, msg, msgc, msgn
from tabletop.spec.loader import Path_, SourceMap, load_yaml

T = TypeVar("T")
_MISSING = object()


def _number(n: float) -> Arg:
    """A bound as the data file would write it: 3, not 3.0."""
    return int(n) if float(n).is_integer() else Name(str(n))


class Constraint(abc.ABC):
    """A rule about a value beyond its type, attached to a field with ``Annotated[type, constraint]``."""

    @abc.abstractmethod
    def problem(self, value: Any, kind: Words) -> Words | None:
        """Why ``value`` (described as ``kind``) breaks the rule, or None if it keeps it."""


def _bounds(low: float | None, high: float | None) -> tuple[Msg, bool]:
    """Bounds in words: "from 1 to 200", "equal to 6", "at least 1", "at most 20"; and whether they are a single
    bound ("at least", "at most": "expected a number of at least 1")."""
    if low is not None and high is not None:
        if low == high:
            return msg("equal to {n}", n=_number(low)), False
        return msg("from {low} to {high}", low=_number(low), high=_number(high)), False
    if low is not None:
        return msg("at least {n}", n=_number(low)), True
    return (msg("at most {n}", n=_number(high)), True) if high is not None else (msg("any value"), False)


@dataclasses.dataclass(frozen=True)
class Range(Constraint):
    """Inclusive bounds of a number, ``Annotated[int, Range(1, 200)]``; either bound may be None (open)."""

    low: float | None = None
    high: float | None = None

    def problem(self, value: Any, kind: Words) -> Words | None:
        """Why ``value`` lies outside the bounds, or None if it lies within them."""
        if (self.low is None or value >= self.low) and (self.high is None or value <= self.high):
            return None
        bounds, single = _bounds(self.low, self.high)
        what, got = as_msg(kind), Name(repr(value))
        if single:
            return msg("expected {kind} of {bounds}, got {value}", kind=what, bounds=bounds, value=got)
        return msg("expected {kind} {bounds}, got {value}", kind=what, bounds=bounds, value=got)


@dataclasses.dataclass(frozen=True, init=False)
class Length(Constraint):
    """How many items a list or mapping has: ``Length(3)`` exactly, ``Length(1, 20)``, or ``Length(1, None)``."""

    low: int | None
    high: int | None

    def __init__(self, low: int | None = None, high: int | None | types.EllipsisType = ...):
        object.__setattr__(self, "low", low)
        object.__setattr__(self, "high", low if high is ... else high)

    def problem(self, value: Any, kind: Words) -> Words | None:
        """Why ``value`` has a wrong number of items, or None if it has a right number."""
        n, low, high = len(value), self.low, self.high
        if (low is None or n >= low) and (high is None or n <= high):
            return None
        if low is not None and high is not None and low != high:
            return msg("expected {low} to {high} items, got {got}", low=low, high=high, got=n)
        if low is not None and high is not None:
            return msgn("expected {n} item, got {got}", "expected {n} items, got {got}", low, got=n)
        if low is not None:
            return msgn("expected at least {n} item, got {got}", "expected at least {n} items, got {got}", low, got=n)
        assert high is not None  # with no bounds at all, every length keeps them
        return msgn("expected at most {n} item, got {got}", "expected at most {n} items, got {got}", high, got=n)


class Checker:
    """Collects problems for one file; semantic checks add theirs with ``require``."""

    def __init__(self, source: SourceMap):
        self.source = source
        self.problems: list[Problem] = []
        self.ids: dict[Path_, str] = {}  # a list item's own id, where it has one (a text's context names it)
        self.file_id = Path(source.file).stem

    def context(self, path: Path_) -> str:
        """The catalog context of the text at ``path``: the file and the path's keys, a list item by its own id
        (``capo:dice.red.faces.3``), so a translation follows its text when the list is reordered."""
        parts = [self.ids.get(path[: k + 1], str(part)) for k, part in enumerate(path)]
        return f"{self.file_id}:{'.'.join(parts)}"

    def fail(self, path: Path_, message: Words) -> None:
        """Record a problem at ``path``."""
        self.problems.append(self.source.problem(path, message))

    def require(self, ok: bool, path: Path_, message: Words) -> bool:
        """Record ``message`` at ``path`` unless ``ok``; return ``ok``."""
        if not ok:
            self.fail(path, message)
        return ok

    def text(self, path: Path_, text: str, known: Iterable[str]) -> bool:
        """Record a problem unless ``text`` has words and names in braces only placeholders from ``known``."""
        if not self.require(bool(text.strip()), path, msg("must not be empty")):
            return False
        try:
            used = {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}
        except ValueError as exc:
            self.fail(path, msg("bad {braces}: {error}", braces=Name("{placeholder}"), error=Name(str(exc))))
            return False
        allowed = list(known)
        unknown = sorted(used - set(allowed))
        problem = msg(
            "unknown placeholder {unknown}; known: {known}", unknown=Name(str(unknown)), known=Name(str(allowed))
        )
        return self.require(not unknown, path, problem)

    def raise_if_any(self) -> None:
        """Raise DataError with every problem found so far."""
        if self.problems:
            raise DataError(self.problems)


def _describe(tp: Any) -> Msg:
    """What a field of type ``tp`` expects, in words (constraints are named only when one is broken)."""
    origin = get_origin(tp)
    if origin is Annotated:
        return _describe(get_args(tp)[0])
    if tp is str or tp is Msg:
        return msg("text")
    if tp is int:
        return msg("a whole number")
    if tp is float:
        return msg("a number")
    if tp is bool:
        return msg("true or false")
    if origin is Literal:
        return msg("one of {values}", values=Name(", ".join(repr(a) for a in get_args(tp))))
    if origin is tuple:
        return msg("a list of {kind}", kind=_describe(get_args(tp)[0]))
    if origin is dict:
        return msg("a mapping of names to {kind}", kind=_describe(get_args(tp)[1]))
    if dataclasses.is_dataclass(tp):
        return msg("a mapping with keys {keys}", keys=Name(", ".join(f.name for f in dataclasses.fields(tp))))
    if origin in (Union, types.UnionType):
        return joined([_describe(a) for a in get_args(tp)], msgc("alternatives", " or "))
    return as_msg(str(tp))


def _constrained(tp: Any, value: Any, path: Path_, check: Checker, what: Words = "") -> Any:
    """Convert ``value`` to the base of ``Annotated`` type ``tp``, then check its constraints."""
    base, *constraints = get_args(tp)
    value = _convert(base, value, path, check)
    if value is _MISSING:
        return value
    for constraint in constraints:
        plain = value.text if isinstance(value, Msg) else value
        problem = constraint.problem(plain, what or _describe(base)) if isinstance(constraint, Constraint) else None
        if problem:
            check.fail(path, problem)
            return _MISSING
    return value


def _convert(tp: Any, value: Any, path: Path_, check: Checker) -> Any:
    origin = get_origin(tp)
    if origin is Annotated:
        return _constrained(tp, value, path, check)
    if origin in (Union, types.UnionType):
        return _convert_union(tp, value, path, check)
    if origin is Literal:
        if value in get_args(tp):
            return value
        check.fail(path, msg("expected {kind}, got {value}", kind=_describe(tp), value=Name(repr(value))))
        return _MISSING
    converted = _convert_plain(tp, origin, value, path, check)
    if converted is _WRONG:
        check.fail(
            path,
            msg(
                "expected {kind}, got {type} {value}",
                kind=_describe(tp),
                type=Name(type(value).__name__),
                value=Name(repr(value)),
            ),
        )
        return _MISSING
    return converted


def _convert_union(tp: Any, value: Any, path: Path_, check: Checker) -> Any:
    """An optional value (``X | None``); other unions are not used by the models."""
    options = get_args(tp)
    if value is None and type(None) in options:
        return None
    inner = [o for o in options if o is not type(None)]
    if len(inner) == 1:
        return _convert(inner[0], value, path, check)
    check.fail(path, msg("expected {kind}", kind=_describe(tp)))
    return _MISSING


_WRONG = object()  # a value of another shape than its type (reported by _convert)
_SCALARS: dict[type, Callable[[Any], Any]] = {
    bool: lambda v: v if isinstance(v, bool) else _WRONG,
    int: lambda v: v if isinstance(v, int) and not isinstance(v, bool) else _WRONG,
    float: lambda v: float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else _WRONG,
    str: lambda v: v if isinstance(v, str) else _WRONG,
}


def _convert_plain(tp: Any, origin: Any, value: Any, path: Path_, check: Checker) -> Any:
    """A scalar, tuple, dict or dataclass value; _WRONG when the value has another shape."""
    if tp in _SCALARS:
        return _SCALARS[tp](value)
    if tp is Msg:  # a player's words: their text, named for the catalog by where they stand
        return data_text(check.context(path), value) if isinstance(value, str) else _WRONG
    if origin is tuple:
        if not isinstance(value, list):
            return _WRONG
        item_type = get_args(tp)[0]
        for i, item in enumerate(value):
            own = item.get("id", item.get("key")) if isinstance(item, dict) else None
            if isinstance(own, (str, int)) and not isinstance(own, bool):
                check.ids[path + (i,)] = str(own)
        return tuple(_convert(item_type, item, path + (i,), check) for i, item in enumerate(value))
    if origin is dict:
        return _convert_dict(tp, value, path, check) if isinstance(value, dict) else _WRONG
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _build_dataclass(tp, value, path, check) if isinstance(value, dict) else _WRONG
    raise TypeError(f"unsupported field type {tp!r}")  # pragma: no cover - a programming error in a model


def _convert_dict(tp: Any, value: dict, path: Path_, check: Checker) -> dict:
    key_type, item_type = get_args(tp)
    annotated = get_origin(key_type) is Annotated
    base = get_args(key_type)[0] if annotated else key_type
    out = {}
    for key, item in value.items():
        if not isinstance(key, base) or isinstance(key, bool):
            check.fail(path + (key,), msg("key {key} should be {kind}", key=Name(repr(key)), kind=_describe(base)))
        elif annotated:
            _constrained(key_type, key, path + (key,), check, msg("a key that is {kind}", kind=_describe(base)))
        out[key] = _convert(item_type, item, path + (key,), check)
    return out


@functools.cache
def _hints(cls: type) -> tuple[dict[str, Any], dict[str, dataclasses.Field]]:
    """A model's field types (constraints kept) and fields, worked out once per class."""
    return get_type_hints(cls, include_extras=True), {f.name: f for f in dataclasses.fields(cls)}


def _build_dataclass(cls: type, data: dict, path: Path_, check: Checker) -> Any:
    hints, fields = _hints(cls)
    for key in data:
        if key not in fields:
            expected = Name(", ".join(fields))
            check.fail(
                path + (key,), msg("unknown key {key}; expected one of: {keys}", key=Name(repr(key)), keys=expected)
            )
    values = {}
    broken = False
    for name, field in fields.items():
        if name in data:
            value = _convert(hints[name], data[name], path + (name,), check)
            broken = broken or value is _MISSING
            values[name] = value
        elif field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING:
            check.fail(path, msg("missing key {key} ({kind})", key=Name(repr(name)), kind=_describe(hints[name])))
            broken = True
    return _MISSING if broken else cls(**values)


def build(cls: type[T], data: Any, check: Checker) -> T | None:
    """Validate ``data`` into ``cls``; problems go to ``check`` and the result is None if any were found."""
    result = _convert(cls, data, (), check)
    return None if result is _MISSING or check.problems else typing.cast(T, result)


def load_spec(path: Path, cls: type[T], cross_checks: Callable[[T, Checker], None]) -> T:
    """Load a data file, validate it into ``cls``, run the game's ``cross_checks``; DataError names every problem."""
    data, source = load_yaml(path)
    check = Checker(source)
    spec = build(cls, data, check)
    if spec is not None:
        cross_checks(spec, check)
    check.raise_if_any()
    assert spec is not None
    return spec
