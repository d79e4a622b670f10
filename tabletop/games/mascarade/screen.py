"""Mascarade's table for the one table program: its pure layout, words and scores."""

from __future__ import annotations

from tabletop.engine.screen import TableScreen
from tabletop.games.mascarade import layout, pictures, present


def screen() -> TableScreen:
    """Mascarade's TableScreen."""
    return TableScreen.from_modules(
        layout,
        present,
        layout=layout.mascarade_layout,
        turn_kind="turn",
        peek_label="Show",
        sample=pictures.sample,
    )
