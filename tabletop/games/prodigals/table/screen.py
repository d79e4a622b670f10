"""The Prodigals Club's table for the one table program: its pure layout, words and scores, drawn from the data it
is handed."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from tabletop.engine.message import msgc
from tabletop.engine.screen import TableScreen
from tabletop.games.prodigals.rules.view import ProdigalsView
from tabletop.games.prodigals.table import buttons, dress, layout, pictures, present

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec


def screen(spec: ProdigalsSpec) -> TableScreen[ProdigalsView]:
    """The Prodigals Club's TableScreen, its pieces laid out, drawn and explained from the loaded data ``spec`` (the
    registry hands it down: the data the rules were loaded from). Its layout reads the offered actions beside the
    view (where a tile may go, which chip moves which token)."""
    return TableScreen(
        layout=partial(layout.layout, spec),
        target_of=layout.target_of,
        button_label=layout.button_label,
        intent_of=partial(layout.intent_of, spec),  # a card in hand goes on the board or is played, by its colour
        turn_buttons=layout.TURN_BUTTONS,
        button_kinds=layout.BUTTON_KINDS,
        turn_kind="turn",
        peek_label=msgc("button", "Show my hand"),
        panel_width=layout.panel_width,
        top_bar=layout.TOP_BAR,
        bottom_bar=layout.BOTTOM_BAR,
        panel=present.panel,
        counters=present.counters,
        scoring_rows=present.scoring_rows,
        banner=present.banner,
        sample=partial(pictures.sample, spec),
        button_tip=buttons.button_tip,
        layout_reads_offered=True,
        ahead=partial(dress.ahead, spec),
    )
