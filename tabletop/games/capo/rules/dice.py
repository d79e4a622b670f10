"""The dice table: what a roll of the white and black die means (a pure function, tested exhaustively)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from tabletop.engine.message import Msg, msg

# Every kind of roll ``classify`` returns, and the kinds whose die of 1-3 names the area card they act on.
ROLL_KINDS = ("double", "influence", "extort", "bribe", "bribe_extort", "invest", "invest_extort", "invest_bribe")
NAMES_A_CARD = ("influence", "bribe", "invest")


@dataclass(frozen=True)
class RollMeaning:
    """What a roll does. ``named`` is the (die colour, value) of the die that names a card, if any."""

    kind: str
    named: tuple[str, int] | None = None
    amount: int = 0

    @functools.cache  # noqa: B019 - 36 meanings at most (classify shares them), each kept for good anyway
    def describe(self) -> Msg:
        """The roll's meaning in words, for the log (within a sentence; worked out once per meaning: every roll
        says it)."""
        return {
            "double": lambda: msg("doubles of {value}", value=self.amount),
            "influence": lambda: msg("influence"),
            "extort": lambda: msg("extort {value}", value=self.amount),
            "bribe": lambda: msg("bribe"),
            "bribe_extort": lambda: msg("bribe + extort"),
            "invest": lambda: msg("invest"),
            "invest_extort": lambda: msg("invest + extort"),
            "invest_bribe": lambda: msg("invest + bribe"),
        }[self.kind]()

    def heading(self) -> Msg:
        """The roll's meaning as a heading (the dice box): the same words, starting with a capital."""
        return {
            "double": lambda: msg("Doubles of {value}", value=self.amount),
            "influence": lambda: msg("Influence"),
            "extort": lambda: msg("Extort {value}", value=self.amount),
            "bribe": lambda: msg("Bribe"),
            "bribe_extort": lambda: msg("Bribe + extort"),
            "invest": lambda: msg("Invest"),
            "invest_extort": lambda: msg("Invest + extort"),
            "invest_bribe": lambda: msg("Invest + bribe"),
        }[self.kind]()


@functools.cache  # 36 rolls; a meaning is a frozen value, so every roll of the same dice shares one
def classify(white: int, black: int) -> RollMeaning:
    """Classify a roll. Doubles override everything; otherwise the high die picks the action."""
    if white == black:
        return RollMeaning("double", amount=white)
    high, low = max(white, black), min(white, black)
    low_die = ("white", white) if white == low else ("black", black)
    if high <= 3:
        return RollMeaning("influence")
    if low <= 3:
        kind = {4: "extort", 5: "bribe", 6: "invest"}[high]
        return RollMeaning(kind, named=low_die, amount=low)
    return RollMeaning({(5, 4): "bribe_extort", (6, 4): "invest_extort", (6, 5): "invest_bribe"}[(high, low)])
