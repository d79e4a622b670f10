"""Strict validation of loaded YAML into frozen dataclasses: unknown keys, wrong types and missing keys are errors.

Supported field types: str, int, float, bool, Literal[...], Optional[T], tuple[T, ...], dict[str, T] and
nested dataclasses. Every problem is collected, with file, line and key path, before DataError is raised.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

from tabletop.engine.errors import DataError, Problem
from tabletop.spec.loader import Path_, SourceMap, load_yaml

T = TypeVar("T")
_MISSING = object()


class Checker:
    """Collects problems for one file; semantic checks add theirs with ``require``."""

    def __init__(self, source: SourceMap):
        self.source = source
        self.problems: list[Problem] = []

    def fail(self, path: Path_, message: str) -> None:
        """Record a problem at ``path``."""
        self.problems.append(self.source.problem(path, message))

    def require(self, ok: bool, path: Path_, message: str) -> bool:
        """Record ``message`` at ``path`` unless ``ok``; return ``ok``."""
        if not ok:
            self.fail(path, message)
        return ok

    def raise_if_any(self) -> None:
        """Raise DataError with every problem found so far."""
        if self.problems:
            raise DataError(self.problems)


def _describe(tp: Any) -> str:
    origin = get_origin(tp)
    if tp is str:
        return "text"
    if tp is int:
        return "a whole number"
    if tp is float:
        return "a number"
    if tp is bool:
        return "true or false"
    if origin is Literal:
        return "one of " + ", ".join(repr(a) for a in get_args(tp))
    if origin is tuple:
        return f"a list of {_describe(get_args(tp)[0])}"
    if origin is dict:
        return f"a mapping of names to {_describe(get_args(tp)[1])}"
    if dataclasses.is_dataclass(tp):
        return f"a mapping with keys {', '.join(f.name for f in dataclasses.fields(tp))}"
    if origin in (Union, types.UnionType):
        return " or ".join(_describe(a) for a in get_args(tp))
    return str(tp)


def _convert(tp: Any, value: Any, path: Path_, check: Checker) -> Any:
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        options = get_args(tp)
        if value is None and type(None) in options:
            return None
        inner = [o for o in options if o is not type(None)]
        if len(inner) == 1:
            return _convert(inner[0], value, path, check)
        check.fail(path, f"expected {_describe(tp)}")
        return _MISSING
    if origin is Literal:
        if value in get_args(tp):
            return value
        check.fail(path, f"expected {_describe(tp)}, got {value!r}")
        return _MISSING
    if tp is bool:
        if isinstance(value, bool):
            return value
    elif tp is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif tp is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    elif tp is str:
        if isinstance(value, str):
            return value
    elif origin is tuple:
        if isinstance(value, list):
            item_type = get_args(tp)[0]
            return tuple(_convert(item_type, item, path + (i,), check) for i, item in enumerate(value))
    elif origin is dict:
        if isinstance(value, dict):
            key_type, item_type = get_args(tp)
            out = {}
            for key, item in value.items():
                if not isinstance(key, key_type):
                    check.fail(path + (key,), f"key {key!r} should be {_describe(key_type)}")
                out[key] = _convert(item_type, item, path + (key,), check)
            return out
    elif dataclasses.is_dataclass(tp):
        if isinstance(value, dict):
            return _build_dataclass(tp, value, path, check)
    else:  # pragma: no cover - a programming error in a model, not a data error
        raise TypeError(f"unsupported field type {tp!r}")
    check.fail(path, f"expected {_describe(tp)}, got {type(value).__name__} {value!r}")
    return _MISSING


def _build_dataclass(cls: type[T], data: dict, path: Path_, check: Checker) -> Any:
    hints = get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for key in data:
        if key not in fields:
            check.fail(path + (key,), f"unknown key {key!r}; expected one of: {', '.join(fields)}")
    values = {}
    broken = False
    for name, field in fields.items():
        if name in data:
            value = _convert(hints[name], data[name], path + (name,), check)
            broken = broken or value is _MISSING
            values[name] = value
        elif field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING:
            check.fail(path, f"missing key {name!r} ({_describe(hints[name])})")
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
