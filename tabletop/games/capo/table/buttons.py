"""Capo dei Capi's button tips: each button's name, what it does and what it costs, in the rules' words (the chip
actions' text and cost from the data)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.message import Msg, Seat, joined, msg, msgn
from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.rules.view import CapoView
from tabletop.games.capo.table.layout import CHIP_ACTIONS, button_label


def _free() -> Msg:
    return msg("Free: costs no chip.")


def _words(verb: str) -> Msg:
    """What the buttons that are not chip actions do."""
    if verb == "roll":
        return msg(
            "Roll both dice and carry out what they show (the dice table on the rules screen). {free}", free=_free()
        )
    if verb == "stop":
        return msg(
            "End your turn: each pending marker goes onto its card on your side, and the chips beside the Mayor "
            "come to you. Only after a roll, never straight after a chip action. {free}",
            free=_free(),
        )
    if verb == "cancel":
        return msg("Take back the chip action being chosen: nothing is spent. {free}", free=_free())
    if verb == "skip":
        return msg("Put no cube on an area card. {free}", free=_free())
    return msg("Choose this.")


def _accept(stage: str) -> Msg:
    """What accepting an arrest or the end of the game does."""
    if stage == "arrest":
        return msg(
            "Arrested: your pending influence tokens, bribes and chips go back to their supplies and your turn "
            "ends (cubes placed and reveals stay). Reneg could still cancel the roll."
        )
    return msg(
        "A supply pile is empty: your pending markers are banked and the game ends after this turn. Reneg "
        "could still cancel the roll."
    )


def button_tip(spec: CapoSpec, view: CapoView, action: Action) -> Msg:
    """A button's hover text: its label, then what it does and what it costs."""
    verb, label = action.verb, button_label(spec, view, action)
    if verb == "scandal" and action.args:
        return joined(
            [
                label,
                msg(
                    "{scandal}: raise your extortion level by {step}.",
                    scandal=spec.action("scandal").name,
                    step=int(action.args[0]),
                ),
            ]
        )
    if verb in CHIP_ACTIONS:
        chip = spec.action(verb)
        costs = msgn(
            "Costs {n} Mayor chip, from your hand to the supply.",
            "Costs {n} Mayor chips, from your hand to the supply.",
            chip.cost,
        )
        if verb == "backstab":
            seat = 1 - view.active
            who = msg("{seat}, not on their turn: {rules}", seat=Seat(seat, view.players[seat]), rules=chip.text)
            return joined([label, who, costs])
        return joined([label, chip.text, costs])
    if verb == "cancel" and view.stage == "move_to":
        return joined(
            [label, msg("Leave the cube where it is and choose again which card it comes from. {free}", free=_free())]
        )
    if verb == "accept":
        return joined([label, _accept(view.stage)])
    return joined([label, _words(verb)])
