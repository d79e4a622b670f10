"""Why a misclick is not legal now, in the rules' words (the common cases of each phase)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.decisions import Decision
from tabletop.engine.message import Msg, msg
from tabletop.engine.message import Seat as Who
from tabletop.games.prodigals.rules.errands import board_spaces, closed_reason
from tabletop.games.prodigals.rules.state import ProdigalsState, Seat

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.rules import ProdigalsRules


def why_not(rules: ProdigalsRules, state: ProdigalsState, seat: int | None, verb: str, arg: str | None = None) -> Msg:
    """A sentence saying why ``verb`` (on ``arg``) is not legal for ``seat`` now."""
    decision = rules.decision(state)
    if decision.seat is None:
        return msg("The game is over.")
    if seat is None or seat != decision.seat:
        return msg("It is {seat}'s turn.", seat=Who(decision.seat, state.players[decision.seat]))
    me = state.seats[seat]
    if verb == "place":
        if decision.kind != "place":
            return msg("Errand boys are placed only in the errand phase, one per turn.")
        space = next((s for s in board_spaces(rules, state) if s.id == arg), None)
        if space is None:
            return msg("That space is not in play at this player count.")
        return closed_reason(rules, state, seat, space) or msg("That space is open.")
    if verb == "activate":
        if arg in me.activated:
            return msg("Each black card can be activated only once per round.")
        if arg not in me.board:
            return msg("Only cards on your board can be activated.")
    if verb in ("play", "board") and decision.kind != "turn":
        return msg("Cards are played in your action turn (finish the current effect first).")
    if verb == "move" and decision.kind != "move":
        return msg("Tokens move only as an effect allows.")
    return _possessions_reason(state, me, decision, verb) or msg("That is not a legal choice now.")


def _possessions_reason(state: ProdigalsState, me: Seat, decision: Decision, verb: str) -> Msg | None:
    """The Possessions misclicks: a tile clicked when nothing sells or exchanges, a card that needs a tile."""
    if verb in ("sell", "give") and decision.kind not in ("sell", "exchange"):
        return msg("Possession tiles are sold or exchanged only by a space, a card or a bonus tile that says so.")
    if verb == "take" and decision.kind == "exchange":
        return msg("First click the tile of yours you give, then the board's tile you take.")
    if verb in ("play", "activate", "bonus") and not me.possessions and "possessions" in state.modules:
        return msg("You own no possession tile: cards and tiles that sell or exchange cannot be used.")
    return None
