"""Rialto's button tips: each button's name, what it does and what it costs, in the rules' words (a building's
effect worded from the data by rules/words.py)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.message import Msg, Words, joined, msg
from tabletop.games.rialto.rules import words
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.view import RialtoView
from tabletop.games.rialto.table.clicks import button_label
from tabletop.games.rialto.table.tips import building_order

ACTIVATE = msg("Using a building costs one of your coins, put on it.")
WORDS = {
    "play": msg(
        "Put the cards you chose face up: they are your play in this stage (its text is in the free corner of "
        "the table). The coins for the yellow buildings used are paid onto them."
    ),
    "pass": msg("Play nothing in this stage: you keep your cards, and take no part in its advantage. Free."),
    "clear": msg("Take back the cards and buildings chosen for this play: they go back to your hand. Free."),
    "cancel": msg("Go back: the building is not used. Free."),
    "done": msg("Finish this step: go on with the cards you hold now. Free."),
    "skip": msg("Take no building in this stage. Free."),
}
DRAW = msg("Draw the cards unseen from the deck instead of taking one from the leftover row. Free.")
ANY = msg("Choose this.")


def _effect(spec: RialtoSpec, view: RialtoView, effect: str) -> Words:
    """The rules' words for the first building kind whose effect is ``effect`` (under the readings in force)."""
    order = building_order(spec, view)
    kind = next(
        (spec.building(k.id, order) for k in spec.buildings.kinds if spec.building(k.id, order).effect == effect), None
    )
    return words.effect(spec, kind) if kind is not None else ""


def button_tip(spec: RialtoSpec, view: RialtoView, action: Action) -> Msg:
    """A button's hover text: its label, then what it does and what it costs."""
    verb, label = action.verb, button_label(spec, view, action)
    if verb == "delay":
        return joined([label, _effect(spec, view, "delay"), ACTIVATE])
    if verb == "draw":
        return joined([label, DRAW])
    return joined([label, WORDS.get(verb, ANY)])
