"""Mascarade's table for the one table program: its pure layout, words and scores, drawn from the data it is given."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from tabletop.engine.screen import TableScreen
from tabletop.games.mascarade.table import layout, pictures, present

if TYPE_CHECKING:
    from tabletop.games.mascarade.rules.data import MascaradeSpec
    from tabletop.games.mascarade.rules.view import MascaradeView


def screen(spec: MascaradeSpec) -> TableScreen[MascaradeView]:
    """Mascarade's TableScreen, its pieces drawn and explained from the loaded data ``spec`` (the registry hands it
    down: the data the rules were loaded from)."""
    return TableScreen.from_modules(
        layout,
        present,
        layout=partial(layout.mascarade_layout, spec),
        turn_kind="turn",
        peek_label="Show",
        sample=partial(pictures.sample, spec),
    )
