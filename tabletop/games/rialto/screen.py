"""Rialto's table for the one table program: its pure layout, words and scores."""

from __future__ import annotations

from tabletop.engine.screen import TableScreen
from tabletop.games.rialto import layout, present, samples

PEEK_LABEL = "Show my hand"


def screen() -> TableScreen:
    """Rialto's TableScreen (a play turn is a player's turn; the peek button shows the hand)."""
    return TableScreen.from_modules(
        layout,
        present,
        layout=layout.rialto_layout,
        turn_kind="play",
        peek_label=PEEK_LABEL,
        sample=samples.sample,
    )
