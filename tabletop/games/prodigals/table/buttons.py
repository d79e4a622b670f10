"""The Prodigals Club's button tips: each button's name, what it does and what it costs, in the rules' words."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.message import Msg, joined, msg, msgn
from tabletop.games.prodigals.rules.view import ProdigalsView
from tabletop.games.prodigals.table.layout import button_label

WORDS = {
    "end": msg("End your action turn: the next player in turn order takes theirs. Free."),
    "done": msg("Stop here: what is left of this step is not used. Free."),
    "go": msg("Play the cards chosen together, as one group. Free."),
    "none": msg("Take no political circle tile. Free."),
    "skip": msg("Do not use this: the effect is skipped. Free."),
    "discard": msg("Discard the tile instead of attaching it. Free."),
    "cancel": msg("Go back: the card is not put on your board, so nothing needs discarding. Free."),
    "option": msg("Carry out this option of the card."),
    "rotate": msg("Turn the tile before placing it."),
}


def button_tip(view: ProdigalsView, action: Action) -> Msg:
    """A button's hover text: its label, then what it does and what it costs."""
    verb, args, label = action.verb, action.args, button_label(view, action)
    if verb == "fix" and args and args[0].isdigit():
        n = int(args[0])
        return joined(
            [
                label,
                msgn(
                    "Renaissance Man: fix {n} of his unfixed symbols as this symbol now (0: none).",
                    "Renaissance Man: fix {n} of his unfixed symbols as this symbol now (0: none).",
                    n,
                ),
            ]
        )
    if verb == "abmt" and args and args[0].isdigit():
        n = int(args[0])
        return joined(
            [
                label,
                msgn(
                    "Play {n} A Bit More Time cards with this action: each does its effect once more; the cards are "
                    "discarded.",
                    "Play {n} A Bit More Time cards with this action: each does its effect once more; the cards are "
                    "discarded.",
                    n,
                ),
            ]
        )
    return joined([label, WORDS.get(verb) or msg("Choose this.")])
