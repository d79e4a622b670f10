"""Masques's button tips: each button's name, what it does and what it costs, in the rules' words."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.message import Msg, joined, msg
from tabletop.games.masques.rules.view import MasquesView
from tabletop.games.masques.table.layout import button_label

WORDS = {
    "pass": msg(
        "End your action without playing. Only with an empty hand; you may still hire an agent on a later "
        "turn of this phase. Free."
    ),
    "skip": msg("Leave the agent in its corridor without using its power. Free."),
    "cancel": msg("Go back to the power's first choice. Free."),
}
BACK_TO_TURN = msg(
    "Choose again: the guest stays in your hand, or the agent on its stack and its ducats in your purse."
)


def button_tip(view: MasquesView, action: Action) -> Msg:
    """A button's hover text: its label, then what it does and what it costs."""
    verb = action.verb
    words = BACK_TO_TURN if verb == "cancel" and view.stage == "place" else WORDS.get(verb, msg("Choose this."))
    return joined([button_label(view, action), words])
