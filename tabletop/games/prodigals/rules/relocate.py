"""relocate_errand_boy() (components §3.3, primitive 14; Change of Plans): move one of your placed errand boys to
any still-free space you could occupy by a normal placement, on any board, and resolve it at once. The old space
becomes free; what it gave is not undone; a personal space used this round stays used."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Said
from tabletop.engine.message import msg
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.prodigals.rules import resolve
from tabletop.games.prodigals.rules.errands import board_spaces, legal_spaces, space_effect
from tabletop.games.prodigals.rules.resolve import DONE, Ctx, Do, who
from tabletop.games.prodigals.rules.state import ProdigalsState, ProdigalsStep
from tabletop.games.prodigals.rules.vocab import RelocateErrandBoy, ReserveTurnOrder

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.rules import ProdigalsRules


def placed_on(state: ProdigalsState, seat: int) -> list[str]:
    """The spaces where ``seat`` has an errand boy."""
    return sorted(sid for sid, seats in state.spaces.items() if seat in seats)


def targets(game: ProdigalsRules, state: ProdigalsState, seat: int) -> list[str]:
    """The free spaces a normal placement of one more boy could take now."""
    me = state.seats[seat]
    me.boys += 1  # the boy being moved counts as in hand while the spaces are judged
    try:
        return legal_spaces(game, state, seat)
    finally:
        me.boys -= 1


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class RelocateFrom(ProdigalsStep):
    """Which boy moves (``from SPACE``), or none (``done``)."""

    seat: int

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """Each space with one of the seat's boys."""
        acts = tuple(Action("from", (sid,)) for sid in placed_on(state, self.seat))
        return Decision(
            self.seat, "relocate", msg("Change of plans: pick the errand boy to move, or keep them all."), (*acts, DONE)
        )

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Go on to where he goes."""
        state.flow.pop()
        if action.verb == "done":
            return [Said(msg("{seat} moves no errand boy.", seat=who(state, self.seat)))]
        state.flow.then(RelocateTo(self.seat, action.args[0]))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class RelocateTo(ProdigalsStep):
    """Where the boy from ``src`` goes (``place SPACE``); it is resolved at once."""

    seat: int
    src: str

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """The free spaces he may take."""
        acts = tuple(Action("place", (sid,)) for sid in targets(game, state, self.seat))
        return Decision(self.seat, "relocate_to", msg("Send the errand boy to a free space."), acts)

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Move him and resolve the new space."""
        state.flow.pop()
        sid = action.args[0]
        space = next(s for s in board_spaces(game, state) if s.id == sid)
        state.spaces[self.src].remove(self.seat)
        if not state.spaces[self.src]:
            del state.spaces[self.src]
        old = next(s for s in board_spaces(game, state) if s.id == self.src)
        if isinstance(space_effect(game, state, old), ReserveTurnOrder):
            state.seats[self.seat].reserved = None  # the reservation follows the boy (reading R, §3.3); tile kept
        state.spaces.setdefault(sid, []).append(self.seat)
        if space.kind == "personal":
            state.seats[self.seat].personal_used.add(sid)
        effect = space_effect(game, state, space)
        if effect is not None:  # a space with no effect text is only a place for the boy
            state.flow.then(Do(self.seat, effect, Ctx(sid, 0, True)))
        return [
            Said(
                msg(
                    "{seat} moves an errand boy from {old} to {new}.",
                    seat=who(state, self.seat),
                    old=old.name,
                    new=space.name,
                )
            )
        ]


def _relocate(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    if placed_on(state, do.seat) and targets(game, state, do.seat):
        state.flow.then(RelocateFrom(do.seat))
    return []


resolve.register(RelocateErrandBoy, _relocate)
