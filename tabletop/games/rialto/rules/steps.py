"""The base of every step of Rialto's flow, and ``Offer``, the gate that skips a player's step with no real choice.

Each step is a frozen value with its own data (``Build(seat=1, allowance=5, nth=1)``); ``task`` is the name the
view shows for it ("pick", "turns", "build", ...), ``pending`` the half-made choice it holds (a chosen connection,
a yellow building waiting for the card it converts), ``who`` the participant it belongs to. The steps themselves
live beside the rules they play (phase1.py, play.py, stages.py, buildings.py, rounds.py); rules.py lists them all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.events import Event
from tabletop.engine.flow import Step
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place

if TYPE_CHECKING:
    from tabletop.games.rialto.rules.rules import RialtoRules
    from tabletop.games.rialto.rules.state import RialtoState


@dataclass(frozen=True)
class RialtoStep(Step["RialtoState"]):
    """A step of Rialto's flow."""

    @property
    def task(self) -> str:
        """The step's name in the view (the round's old task names): each kind of step names its own."""
        return ""

    def who(self, state: RialtoState) -> int | None:
        """The participant this step belongs to (None: nobody in particular)."""
        return getattr(self, "seat", None)

    def pending(self) -> dict[str, str]:
        """The half-made choice this step holds, by the view's names ("connection", "convert", ...)."""
        return {}

    def needed(self, game: RialtoRules, state: RialtoState) -> bool:
        """Whether the player has a real choice here (a step without one is skipped)."""
        return True


def carry_on(game: RialtoRules, state: RialtoState, step: RialtoStep) -> None:
    """Put ``step`` (the same player's step, as it now stands) in place of the current one, or end it when it holds
    no real choice any more."""
    if step.needed(game, state):
        state.flow.replace(step)
    else:
        state.flow.pop()


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Offer(RialtoStep):
    """Automatic: when its turn comes, ``step`` is played if it holds a real choice, else skipped (green buildings
    and discards of phase I, blue buildings of phase III)."""

    step: RialtoStep
    automatic = True

    @property
    def task(self) -> str:
        """The offered step's name."""
        return self.step.task

    def who(self, state: RialtoState) -> int | None:
        """The offered step's participant."""
        return self.step.who(state)

    def run(self, game: RialtoRules, state: RialtoState, rng: Rng) -> list[Event]:
        """Play the step or skip it; nothing happens on the table."""
        carry_on(game, state, self.step)
        return []
