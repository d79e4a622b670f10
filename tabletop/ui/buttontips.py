"""Every button explains itself: the hover tip of the table's buttons (what it does and what it costs, in the game's
words from its TableScreen's ``button_tip``; a disabled one adds why, in the rules' words), shown with the same
delay and drawing as a piece's tip; and the guard that ignores the second press of a double click when nothing
animates (with animation on, that press only skips the animation)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.layout import PieceId
from tabletop.engine.message import Words, as_msg, joined, msg
from tabletop.ui.widgets import Button

if TYPE_CHECKING:
    from tabletop.ui.scenes.table import TableScene

DOUBLE_CLICK = 0.3  # seconds of app time within which a second press of the same button is a double click's
TOP_TIPS = {  # the top bar's buttons, the same in every game
    "menu": msg("Take back a move (when the rules allow it), change the animation speed or the sound, save and quit."),
    "peek": msg(
        "Shows the private view of the player deciding, after a curtain so only they look. Hide it again "
        "before passing the screen on."
    ),
    "hide": msg("Hides the private view on screen, so the table may be passed on."),
    "scores": msg("Back to the final scores, with Rematch and the main menu."),
}


@dataclass(frozen=True)
class ButtonSpot:
    """The hover key of a button (beside the pieces' ids and region keys): the button's key."""

    key: str


def button_at(table: TableScene, pos: tuple[int, int]) -> ButtonSpot | None:
    """The button under ``pos``, as a hover key, if any."""
    return next((ButtonSpot(b.key) for b in table.buttons if b.rect.collidepoint(pos)), None)


def hover_tip(table: TableScene, key: PieceId) -> Words:
    """The tip of what the mouse rests on: a button's (``tip_of``), else the piece's from the layout ("": none)."""
    if isinstance(key, ButtonSpot):
        button = next((b for b in table.buttons if b.key == key.key), None)
        return tip_of(table, button) if button is not None else ""
    piece = table.layout.piece(key)
    return piece.tip if piece is not None and piece.tip else ""


def action_of(table: TableScene, button: Button) -> Action:
    """The action a table button stands for: the legal one it takes, or its bare verb when disabled."""
    found = table._button_action(button.key) if button.enabled else None
    return found if found is not None else Action(button.key[4:].split(" ")[0])


def tip_of(table: TableScene, button: Button) -> Words:
    """A button's hover text: its name, what it does and costs (the game's words), and when it is disabled why."""
    if not button.key.startswith("act:"):
        text = table.BUTTON_TIPS.get(button.key) or TOP_TIPS.get(button.key)
        return joined([button.label, text]) if text else button.label
    action = action_of(table, button)
    tip = table.ui.button_tip(table.view, action) or joined([button.label, table.decision.prompt])
    if not button.enabled:
        why = table.match.rules.why_not(table.match.state, table.viewer_or_deciding(), action.verb)
        tip = joined([tip, msg("Not now: {why}", why=as_msg(why))])
    return tip


@dataclass
class PressGuard:
    """The last button pressed and when (app time): a second press of it within ``DOUBLE_CLICK`` is ignored while
    animation is off, so a double click's second half never acts twice (a second Roll)."""

    key: str = ""
    at: float = float("-inf")

    def repeated(self, key: str, now: float, animation: str) -> bool:
        """Note a press of ``key`` at ``now``; True if it is the second half of a double click to ignore."""
        again = animation == "off" and key == self.key and now - self.at < DOUBLE_CLICK
        self.key, self.at = key, now  # a triple click is ignored after its first press too
        return again
