"""The Prodigals Club's table for the one table program: its pure layout, words and scores."""

from __future__ import annotations

from tabletop.engine.screen import TableScreen
from tabletop.games.prodigals import layout, looks, present


def screen() -> TableScreen:
    """The Prodigals Club's TableScreen; its layout reads the legal actions (where a tile may go, which chip moves
    which token), so the screen offers them in the view."""
    return TableScreen.from_modules(
        layout,
        present,
        layout=layout.layout,
        turn_kind="turn",
        peek_label="Show my hand",
        offers_actions=True,
        sample=looks.sample,
    )
