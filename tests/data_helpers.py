"""Helpers shared by the data-file tests: find a line in a fixture, catch the error a loader raises."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

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
