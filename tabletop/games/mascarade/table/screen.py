"""Mascarade's table for the one table program: its pure layout, words and scores, drawn from the data it is given."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from tabletop.engine.message import msgc
from tabletop.engine.screen import TableScreen
from tabletop.games.mascarade.table import buttons, layout, pictures, present

if TYPE_CHECKING:
    from tabletop.games.mascarade.rules.data import MascaradeSpec
    from tabletop.games.mascarade.rules.view import MascaradeView


def screen(spec: MascaradeSpec) -> TableScreen[MascaradeView]:
    """Mascarade's TableScreen, its pieces drawn and explained from the loaded data ``spec`` (the registry hands it
    down: the data the rules were loaded from)."""
    made = TableScreen.from_modules(
        layout,
        present,
        layout=partial(layout.mascarade_layout, spec),
        turn_kind="turn",
        peek_label=msgc("button", "Show"),
        sample=partial(pictures.sample, spec),
        button_tip=partial(buttons.button_tip, spec),
    )
    return replace(made, scoring_rows=partial(present.scoring_rows, spec))  # final characters named from the data
