"""Capo dei Capi's table for the one table program: its pure layout, words and scores."""

from __future__ import annotations

from tabletop.engine.screen import TableScreen
from tabletop.games.capo import layout, present, samples


def screen() -> TableScreen:
    """Capo's TableScreen (its peek label from the data's presentation block)."""
    return TableScreen.from_modules(
        layout,
        present,
        layout=layout.capo_layout,
        turn_kind="turn",
        peek_label=layout.tips.capo_spec().presentation.labels.peek,
        sample=samples.sample,
    )
