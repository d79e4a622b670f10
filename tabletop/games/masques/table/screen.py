"""Masques's table for the one table program: its pure layout, words and scores, drawn from the loaded data."""

from __future__ import annotations

import functools

from tabletop.engine.screen import TableScreen
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.table import layout, pictures, present


def screen(spec: MasquesSpec) -> TableScreen:
    """Masques's TableScreen, its pieces and the rules screen's pictures drawn from ``spec`` (the data its rules
    were loaded from, handed down by the registry)."""
    return TableScreen.from_modules(
        layout,
        present,
        layout=functools.partial(layout.masques_layout, spec),
        turn_kind="turn",
        peek_label="Show my hand",
        sample=functools.partial(pictures.sample, spec),
    )
