"""The Prodigals Club's button tips: each button's name, what it does and what it costs, in the rules' words."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.prodigals.rules.view import ProdigalsView
from tabletop.games.prodigals.table.layout import button_label

WORDS = {
    "end": "End your action turn: the next player in turn order takes theirs. Free.",
    "done": "Stop here: what is left of this step is not used. Free.",
    "go": "Play the cards chosen together, as one group. Free.",
    "none": "Take no political circle tile. Free.",
    "skip": "Do not use this: the effect is skipped. Free.",
    "discard": "Discard the tile instead of attaching it. Free.",
    "cancel": "Go back: the card is not put on your board, so nothing needs discarding. Free.",
    "option": "Carry out this option of the card.",
    "rotate": "Turn the tile before placing it.",
}


def button_tip(view: ProdigalsView, action: Action) -> str:
    """A button's hover text: its label, then what it does and what it costs."""
    verb, args, label = action.verb, action.args, button_label(view, action)
    if verb == "fix" and args:
        return f"{label}\nRenaissance Man: fix {args[0]} of his unfixed symbols as this symbol now (0: none)."
    if verb == "abmt" and args:
        more = "each does its effect once more; the cards are discarded"
        return f"{label}\nPlay {args[0]} A Bit More Time cards with this action: {more}."
    return f"{label}\n{WORDS.get(verb, 'Choose this.')}"
