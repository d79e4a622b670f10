"""Masques's table for the one table program: its pure layout, words and scores, drawn from the loaded data."""

from __future__ import annotations

import functools

from tabletop.engine.message import msg
from tabletop.engine.screen import TableScreen
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.view import MasquesView
from tabletop.games.masques.table import buttons, layout, pictures, present


def screen(spec: MasquesSpec) -> TableScreen[MasquesView]:
    """Masques's TableScreen, its pieces and the rules screen's pictures drawn from ``spec`` (the data its rules
    were loaded from, handed down by the registry)."""
    return TableScreen[MasquesView](
        layout=functools.partial(layout.masques_layout, spec),
        target_of=layout.target_of,
        button_label=layout.button_label,
        intent_of=layout.intent_of,
        turn_buttons=layout.TURN_BUTTONS,
        button_kinds=layout.BUTTON_KINDS,
        turn_kind="turn",
        peek_label=msg("Show my hand"),
        panel_width=layout.panel_width,
        top_bar=layout.TOP_BAR,
        bottom_bar=layout.BOTTOM_BAR,
        panel=present.panel,
        counters=present.counters,
        scoring_rows=functools.partial(present.scoring_rows, spec),
        banner=present.banner,
        sample=functools.partial(pictures.sample, spec),
        button_tip=buttons.button_tip,
    )
