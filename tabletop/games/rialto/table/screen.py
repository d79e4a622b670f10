"""Rialto's table for the one table program: its pure layout, words and scores, built from the game's data."""

from __future__ import annotations

import functools

from tabletop.engine.message import msg
from tabletop.engine.screen import TableScreen
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.view import RialtoView
from tabletop.games.rialto.table import buttons, clicks, layout, pictures, present

PEEK_LABEL = msg("Show my hand")


def screen(spec: RialtoSpec) -> TableScreen[RialtoView]:
    """Rialto's TableScreen drawn from ``spec``, the data its rules were loaded from (a play turn is a player's
    turn; the peek button shows the hand). The layout, the button labels and the rules screen's pictures are
    handed ``spec``; nothing here loads the data again."""
    return TableScreen(
        layout=functools.partial(layout.rialto_layout, spec),
        target_of=clicks.target_of,
        button_label=functools.partial(clicks.button_label, spec),
        intent_of=clicks.intent_of,
        turn_buttons=layout.TURN_BUTTONS,
        button_kinds=layout.BUTTON_KINDS,
        turn_kind="play",
        peek_label=PEEK_LABEL,
        panel_width=layout.panel_width,
        top_bar=layout.TOP_BAR,
        bottom_bar=layout.BOTTOM_BAR,
        panel=present.panel,
        counters=present.counters,
        scoring_rows=present.scoring_rows,
        banner=present.banner,
        sample=functools.partial(pictures.sample, spec),
        button_tip=functools.partial(buttons.button_tip, spec),
    )
