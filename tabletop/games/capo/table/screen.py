"""Capo dei Capi's table for the one table program: its pure layout, words and scores, drawn from the loaded spec
handed down to ``GAME.screen(spec)`` (no module of the table loads the data itself)."""

from __future__ import annotations

from functools import partial

from tabletop.engine.screen import TableScreen, no_panel
from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.rules.view import CapoView
from tabletop.games.capo.table import buttons, layout, pictures, present


def screen(spec: CapoSpec) -> TableScreen[CapoView]:
    """Capo's TableScreen for the data ``spec`` (its faces, tips, button words, scores and peek label come from it)."""
    return TableScreen[CapoView](
        layout=partial(layout.capo_layout, spec),
        target_of=layout.target_of,
        button_label=partial(layout.button_label, spec),
        intent_of=layout.intent_of,
        turn_buttons=layout.TURN_BUTTONS,
        button_kinds=layout.BUTTON_KINDS,
        turn_kind="turn",
        peek_label=spec.presentation.labels.peek,
        panel_width=layout.panel_width,
        top_bar=layout.TOP_BAR,
        bottom_bar=layout.BOTTOM_BAR,
        panel=no_panel,  # the layout puts the dice box in the side panel, above the log
        counters=present.counters,
        scoring_rows=partial(present.scoring_rows, spec),
        banner=present.banner,
        sample=partial(pictures.sample, spec),
        button_tip=partial(buttons.button_tip, spec),
    )
