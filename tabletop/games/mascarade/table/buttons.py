"""Mascarade's button tips: each button's name, what it does and what it costs, in the rules' words (the fine from
the data)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.message import Msg, joined, msg
from tabletop.games.mascarade.rules.data import MascaradeSpec, coins
from tabletop.games.mascarade.rules.view import MascaradeView
from tabletop.games.mascarade.table.layout import button_label

SECRET = ("swap_secret", "fool_secret", "spy_secret")  # the stages deciding a swap behind a curtain


def _words(spec: MascaradeSpec, view: MascaradeView, verb: str) -> Msg:
    """What the button of ``verb`` does and costs now."""
    if verb == "swap" and view.stage in SECRET:
        return msg("Exchange the two cards under the table. Nobody sees which you chose. Free.")
    if verb == "announce":
        return msg(
            "Say which character your card is (click a character tile next). The others answer in turn: a claim "
            "reveals every card involved; whoever holds it uses its power, the others pay {fine} to the courthouse. "
            "Unchallenged, you use the power without showing your card.",
            fine=coins(spec.fine),
        )
    if verb == "claim":
        return msg(
            "Say you are that character too. Every claimant's card and the announcer's are revealed: whoever holds "
            "it uses its power, each who does not pays {fine} to the courthouse.",
            fine=coins(spec.fine),
        )
    return WORDS.get(verb) or msg("Choose this.")


WORDS = {  # what each button does and costs, where that names no number
    "swap": msg(
        "Take one of your cards and another player's (or a centre card) under the table and, behind a curtain, swap "
        "them or not: the table sees the same shuffle either way. Free."
    ),
    "peek": msg("Look at your own card, behind a curtain, so only you see it. Free."),
    "keep": msg("Put the two cards back as they were; nobody can tell. Free."),
    "pass": msg("Let the announcement go: your card stays face down and you pay nothing."),
    "skip": msg("Do not use the Witch's power: fortunes stay as they are."),
    "done": msg("Turn your card face down again, so the screen can be passed on."),
    "continue": msg("Turn the revealed cards face down again and go on with the game."),
    "ready": msg("Everyone has memorised the cards: turn them face down and begin."),
    "cancel": msg("Take back the choice to announce: nothing has been said yet, and you choose again. Free."),
}


def button_tip(spec: MascaradeSpec, view: MascaradeView, action: Action) -> Msg:
    """A button's hover text: its label, then what it does and what it costs."""
    return joined([button_label(view, action), _words(spec, view, action.verb)])
