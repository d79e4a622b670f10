"""The Prodigals Club's table for the one table program: its pure layout, words and scores."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.actions import Action
from tabletop.engine.screen import TableScreen, View
from tabletop.engine.view import TableView
from tabletop.games.prodigals import layout, present


@dataclass(frozen=True)
class ProdigalsScreen(TableScreen):
    """A TableScreen that hands the legal actions to the layout with the view (as ``offered``): the view says
    nothing of the decision, and the table needs it to show where a tile may go and what a click would mean."""

    def show(self, view: View, actions: tuple[Action, ...], width: int, height: int, over: bool = False) -> TableView:
        """The TableView of ``view`` offering ``actions`` (see TableScreen.show)."""
        return super().show({**view, "offered": tuple(actions)}, actions, width, height, over)


def screen() -> TableScreen:
    """The Prodigals Club's TableScreen."""
    base = TableScreen.from_modules(layout, present, layout=layout.layout, turn_kind="turn", peek_label="Show my hand")
    return ProdigalsScreen(**{f: getattr(base, f) for f in base.__dataclass_fields__})
