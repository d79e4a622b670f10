"""Masques's table for the one table program: its pure layout, words and scores."""

from __future__ import annotations

from tabletop.engine.screen import TableScreen
from tabletop.games.masques import layout, pictures, present


def screen() -> TableScreen:
    """Masques's TableScreen."""
    return TableScreen.from_modules(
        layout,
        present,
        layout=layout.masques_layout,
        turn_kind="turn",
        peek_label="Show my hand",
        sample=pictures.sample,
    )
