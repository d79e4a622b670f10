"""Helpers shared by the data-file tests: find a line in a fixture, catch the error a loader raises."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tabletop.engine.errors import DataError


def line_of(path: Path, text: str, occurrence: int = 1) -> int:
    """The 1-based line of the ``occurrence``-th line of ``path`` containing ``text``."""
    found = [n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line]
    assert len(found) >= occurrence, f"{text!r} is not in {path.name} {occurrence} times"
    return found[occurrence - 1]


def data_error(load: Callable[[Path], Any], path: Path) -> DataError:
    """Load a broken file with ``load`` and return the DataError it must raise."""
    with pytest.raises(DataError) as caught:
        load(path)
    return caught.value


def assert_one_problem(
    load: Callable[[Path], Any], folder: Path, name: str, anchor: str, path: str, message: str, occurrence: int = 1
) -> None:
    """Loading ``folder/name`` fails with one problem: on the line of ``anchor``, at ``path``, saying ``message``."""
    error = data_error(load, folder / name)
    [problem] = error.problems
    line = line_of(folder / name, anchor, occurrence)
    assert (problem.file, problem.line, problem.path) == (name, line, path)
    assert str(error) == f"{name}, line {line} at {path}: {message}"
