"""Rialto's rounds: ``NextRound`` (automatic) moves the district marker and queues a whole round, or (after the last
round) does the final scoring and ends the flow.

A round queued by ``NextRound``, in order: ``Deal``, a ``Pick`` per player and a ``Cards`` per player (offered only
with a real choice) in Doge order, ``EndPhase1`` (phase1.py); a ``BeginStage`` per stage A-F (play.py, which
brings the play turns and the stage's effects); ``Phase3`` and ``EndRound`` (buildings.py); then the next
``NextRound``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.events import Event, PhaseBegan
from tabletop.engine.message import msg
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.rialto.rules.buildings import EndRound, Phase3
from tabletop.games.rialto.rules.phase1 import Cards, Deal, EndPhase1, Pick
from tabletop.games.rialto.rules.play import BeginStage
from tabletop.games.rialto.rules.scoring import final_scoring
from tabletop.games.rialto.rules.state import RialtoState
from tabletop.games.rialto.rules.steps import Offer, RialtoStep

if TYPE_CHECKING:
    from tabletop.games.rialto.rules.rules import RialtoRules


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class NextRound(RialtoStep):
    """Automatic: the next round begins (its phases queued), or after the last one the final scoring ends the game."""

    automatic = True
    task = "round"

    def run(self, game: RialtoRules, state: RialtoState, rng: Rng) -> list[Event]:
        """Begin the next round, or score the game."""
        spec, flow = game.spec, state.flow
        flow.pop()
        if state.round >= spec.rounds.count:
            flow.clear()
            return final_scoring(spec, state)
        state.round += 1
        state.district = next(d for d, k in state.number.items() if k == state.round)
        state.limit = [spec.card_rows.hand_limit] * len(state.participants)
        humans = [p for p in state.doge_order() if state.is_human(p)]
        flow.then(
            Deal(),
            *[Pick(p) for p in humans],
            *[Offer(Cards(p)) for p in humans],
            EndPhase1(),
            *[BeginStage(s.letter) for s in spec.stages],
            Phase3(),
            EndRound(),
            NextRound(),
        )
        name = spec.district(state.district).name
        text = msg("Round {n}: the district marker moves to {district}.", n=state.round, district=name)
        return [PhaseBegan(text, phase="district")]
