"""Masques's action phase: turns, placing a card, and the end of each action.

``StartAction`` (automatic) gives the first player a ``Turn``. In a ``Turn`` the player chooses a guest in hand
or an agent stack to hire from (or passes, with an empty hand); the ``Turn`` becomes a ``Place`` holding that
choice, which takes an empty corridor (or Back: the ``Turn`` again). A guest placed or a pass ends the action at
once; a hired agent's power (powers.py) goes on top of an ``AfterAction`` that ends the action once the power is
used or skipped (a power with no legal target is skipped for the player). Ending an action gives the next seat
its ``Turn``, or, when no corridor is empty, leaves the round's ``Resolution`` (rounds.py) on top.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Said
from tabletop.engine.message import Seat, msg, msgn
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.masques.rules.powers import begin
from tabletop.games.masques.rules.state import (
    MAX_PALACE,
    SUPPLY,
    MasquesState,
    MasquesStep,
    corridor,
    describe,
    hand,
    move,
    purse,
    stack,
)
from tabletop.games.masques.rules.words import agent, agent_word, an_agent_word

if TYPE_CHECKING:
    from tabletop.games.masques.rules.rules import MasquesRules

CORRIDOR_ACTIONS = tuple(Action("corridor", (str(i),)) for i in range(MAX_PALACE))  # made once: actions are values
CANCEL = Action("cancel")


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class StartAction(MasquesStep):
    """The action phase begins with the first player."""

    automatic = True

    def run(self, game: MasquesRules, state: MasquesState, rng: Rng) -> list[Event]:
        """The first player takes the first turn."""
        state.active = state.first
        state.flow.replace(Turn(state.first))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Turn(MasquesStep):
    """A player's turn: play a guest, hire an agent, or (hand empty) pass."""

    seat: int

    def decide(self, game: MasquesRules, state: MasquesState) -> Decision:
        """Every guest in hand, every affordable agent stack, and a pass when the hand is empty."""
        seat = self.seat
        held = state.zones[hand(seat)]
        acts = [Action("play", (c,)) for c in sorted(held)]
        ducats = len(state.zones[purse(seat)])
        for a in game.spec.agents.types:
            top = state.zones[stack(a.id)]
            if top and state.agent[top[0]][2] <= ducats:
                acts.append(Action("hire", (a.id,)))
        if not held:
            acts.append(Action("pass"))
        who = Seat(seat, state.players[seat])
        if held:
            prompt = msg("{seat}: play a guest or hire an agent.", seat=who)
        else:
            prompt = msg("{seat}: play a guest or hire an agent, or pass.", seat=who)
        return Decision(seat, "turn", prompt, tuple(acts))

    def resolve(self, game: MasquesRules, state: MasquesState, action: Action, rng: Rng) -> list[Event]:
        """A pass ends the action; a guest or an agent stack is then placed."""
        if action.verb == "pass":
            state.flow.pop()
            return [Said(msg("{seat} passes.", seat=Seat(self.seat, state.players[self.seat])))] + end_action(
                state, self.seat
            )
        arg = action.args[0]
        state.flow.replace(Place(self.seat, card=arg) if action.verb == "play" else Place(self.seat, hire=arg))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Place(MasquesStep):
    """Place the guest ``card`` from hand, or the top agent of the ``hire`` stack, in an empty corridor."""

    seat: int
    card: str = ""
    hire: str = ""

    stage = "place"

    def pending(self) -> dict[str, Any]:
        """The guest or the agent type chosen."""
        return {"card": self.card} if self.card else {"hire": self.hire}

    def decide(self, game: MasquesRules, state: MasquesState) -> Decision:
        """Every empty corridor, or Back."""
        acts = [CORRIDOR_ACTIONS[i] for i in state.empty_corridors()]
        acts.append(CANCEL)
        what = describe(state, self.card) if self.card else agent(self.hire)
        who = Seat(self.seat, state.players[self.seat])
        return Decision(
            self.seat, "place", msg("{seat}: place {what} in which corridor?", seat=who, what=what), tuple(acts)
        )

    def resolve(self, game: MasquesRules, state: MasquesState, action: Action, rng: Rng) -> list[Event]:
        """Back to the turn, or place the card (a hired agent then offers its power)."""
        if action.verb == "cancel":
            state.flow.replace(Turn(self.seat))
            return []
        i = int(action.args[0])
        state.flow.pop()
        if not self.card:
            return self.hire_into(state, i)
        seat, card = self.seat, self.card
        text = msg(
            "{seat} plays {card} into corridor {i}.",
            seat=Seat(seat, state.players[seat]),
            card=describe(state, card),
            i=i,
        )
        return [move(state, card, hand(seat), corridor(i), text)] + end_action(state, seat)

    def hire_into(self, state: MasquesState, i: int) -> list[Event]:
        """Pay for the top agent, place it in corridor i, and offer its power (or skip a power with no target)."""
        seat, kind = self.seat, self.hire
        agent = state.zones[stack(kind)][0]
        cost = state.agent[agent][2]
        hires = msgn(
            "{seat} hires {agent} for {n} ducat into corridor {i}.",
            "{seat} hires {agent} for {n} ducats into corridor {i}.",
            cost,
            seat=Seat(seat, state.players[seat]),
            agent=an_agent_word(kind),
            i=i,
        )
        events: list[Event] = [Said(hires)]
        if cost:
            events += [move(state, d, purse(seat), SUPPLY) for d in state.zones[purse(seat)][-cost:]]
        events.append(move(state, agent, stack(kind), corridor(i)))
        power = begin(state, seat, agent, i, kind)
        if power is None:
            events.append(Said(msg("The {agent}'s power has no legal target here.", agent=agent_word(kind))))
            return events + end_action(state, seat)
        state.flow.then(power, AfterAction(seat))
        return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class AfterAction(MasquesStep):
    """The hired agent's power is over: the action ends."""

    seat: int

    automatic = True

    def run(self, game: MasquesRules, state: MasquesState, rng: Rng) -> list[Event]:
        """End the action of ``seat``."""
        state.flow.pop()
        return end_action(state, self.seat)


def end_action(state: MasquesState, seat: int) -> list[Event]:
    """After ``seat``'s completed action (its step popped): the next seat's turn, unless every corridor is full
    (then the round's resolution, below, comes next)."""
    if state.empty_corridors():
        state.active = (seat + 1) % len(state.players)
        state.flow.then(Turn(state.active))
    return []
