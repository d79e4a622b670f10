"""Capo dei Capi's button tips: each button's name, what it does and what it costs, in the rules' words (the chip
actions' text and cost from the data)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.rules.view import CapoView
from tabletop.games.capo.table.layout import CHIP_ACTIONS, button_label

FREE = "Free: costs no chip."
WORDS = {  # what the buttons that are not chip actions do
    "roll": "Roll both dice and carry out what they show (the dice table on the rules screen). " + FREE,
    "stop": "End your turn: each pending marker goes onto its card on your side, and the chips beside the Mayor "
    "come to you. Only after a roll, never straight after a chip action. " + FREE,
    "cancel": "Take back the chip action being chosen: nothing is spent. " + FREE,
    "skip": "Put no cube on an area card. " + FREE,
}
ACCEPT = {
    "arrest": "Arrested: your pending influence tokens, bribes and chips go back to their supplies and your turn "
    "ends (cubes placed and reveals stay). Reneg could still cancel the roll.",
    "end": "A supply pile is empty: your pending markers are banked and the game ends after this turn. Reneg "
    "could still cancel the roll.",
}


def button_tip(spec: CapoSpec, view: CapoView, action: Action) -> str:
    """A button's hover text: its label, then what it does and what it costs."""
    verb, label = action.verb, button_label(spec, view, action)
    if verb == "scandal" and action.args:
        return f"{label}\nScandal: raise your extortion level by {action.args[0]}."
    if verb in CHIP_ACTIONS:
        chip = spec.action(verb)
        who = f"{view.players[1 - view.active]}, not on their turn: " if verb == "backstab" else ""
        plural = "chip" if chip.cost == 1 else "chips"
        return f"{label}\n{who}{chip.text}\nCosts {chip.cost} Mayor {plural}, from your hand to the supply."
    if verb == "cancel" and view.stage == "move_to":
        return f"{label}\nLeave the cube where it is and choose again which card it comes from. {FREE}"
    if verb == "accept":
        return f"{label}\n{ACCEPT['arrest' if view.stage == 'arrest' else 'end']}"
    return f"{label}\n{WORDS.get(verb, 'Choose this.')}"
