"""The six agent powers as steps: what each may target right after its agent is placed, and what it does.

Each step holds the seat that hired the agent, the agent and its corridor (``at``). The first step of a power
(``Assassin``, ``Guard``, ``Gondolier``, ``Bandit``, ``Merchant``, ``Courtesan``) may be skipped; the Guard,
Gondolier, Merchant and Courtesan then need a second choice (``GuardTo``, ``GondolierWith``, ``MerchantWith``,
``CourtesanName``: the first choice in ``first`` or ``call``), from which Back (``cancel``) returns to the first
step. A power with no complete legal use is not offered (``begin``): the player's action ends, and the log says
so. A power's last choice pops its step, leaving the ``AfterAction`` below it (turns.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.events import Event, Flipped, Said
from tabletop.engine.message import Msg, Seat, msg
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.masques.rules.state import (
    MasquesState,
    MasquesStep,
    corridor,
    describe,
    describe_up,
    family_name,
    guest_name,
    hand,
    marker_name,
    move,
    name_parts,
    palace,
)
from tabletop.games.masques.rules.words import agent_word

if TYPE_CHECKING:
    from tabletop.games.masques.rules.rules import MasquesRules


def _guests_near(state: MasquesState, at: int) -> list[int]:
    return [j for j in state.nearby(at) if state.at(corridor(j)) in state.guest]


def _markers_near(state: MasquesState, at: int) -> list[int]:
    return [p for p in state.adjacent_palace(at) if state.zones[palace(p)]]


def _corridor_guests(state: MasquesState) -> list[int]:
    return [j for j in range(state.n) if state.at(corridor(j)) in state.guest]


def _marked(state: MasquesState) -> list[int]:
    return [p for p in range(state.n) if state.zones[palace(p)]]


def names_not_in_corridors(state: MasquesState) -> list[str]:
    """Every guest identity (family-value) with at least one card not in a corridor."""
    placed = {state.at(corridor(j)) for j in range(state.n)}
    return sorted({guest_name(f, v) for gid, (f, v) in state.guest.items() if gid not in placed})


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Power(MasquesStep):
    """A step of the power of the agent ``agent`` that ``seat`` just placed in corridor ``at``."""

    seat: int
    agent: str
    at: int

    kind: ClassVar[str] = ""  # the agent type
    verb: ClassVar[str] = "target"  # the verb choosing a target
    prompt: ClassVar[Msg] = Msg("")
    follow_up: ClassVar[bool] = False  # a second choice: Back (cancel) is offered instead of skip

    def pending(self) -> dict[str, Any]:
        """The agent, its corridor and its type."""
        return {"agent": self.agent, "at": self.at, "type": self.kind}

    def targets(self, state: MasquesState) -> Sequence[int | str]:
        """The legal targets of this step (corridors, palace cards or guest names)."""
        return _guests_near(state, self.at)

    def usable(self, state: MasquesState) -> bool:
        """Whether the power has any complete legal use (asked of a power's first step)."""
        return bool(self.targets(state))

    def decide(self, game: MasquesRules, state: MasquesState) -> Decision:
        """Every target, then skip (a first step) or Back (a second one)."""
        acts = [Action(self.verb, (str(t),)) for t in self.targets(state)]
        acts.append(Action("cancel" if self.follow_up else "skip"))
        return Decision(
            self.seat,
            self.stage,
            msg("{seat}: {prompt}", seat=Seat(self.seat, state.players[self.seat]), prompt=self.prompt),
            tuple(acts),
        )

    def resolve(self, game: MasquesRules, state: MasquesState, action: Action, rng: Rng) -> list[Event]:
        """Skip the power, go Back to its first step, or take the target."""
        if action.verb == "skip":
            state.flow.pop()
            return [
                Said(
                    msg(
                        "{seat} does not use the {agent}'s power.",
                        seat=Seat(self.seat, state.players[self.seat]),
                        agent=agent_word(self.kind),
                    )
                )
            ]
        if action.verb == "cancel":
            state.flow.replace(FIRST_STEPS[self.kind](self.seat, self.agent, self.at))
            return []
        return self.effect(state, action.args[0])

    def effect(self, state: MasquesState, arg: str) -> list[Event]:
        """What choosing target ``arg`` does (each power says)."""
        raise IllegalActionError(arg, self.stage, "this power step has no effect")


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Assassin(Power):
    """Assassin: turn a nearby guest face down (it counts 0)."""

    kind = stage = "assassin"
    prompt = msg("Assassin - turn a nearby guest face down (it counts 0)?")

    def effect(self, state: MasquesState, arg: str) -> list[Event]:
        """Turn the guest face down."""
        guest = state.held(corridor(int(arg)))
        state.down_guests.add(guest)
        state.flow.pop()
        text = msg("The assassin turns {guest} in corridor {i} face down.", guest=describe_up(state, guest), i=int(arg))
        return [Flipped(text, component=guest, face="down")]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Guard(Power):
    """Guard: choose a nearby guest to move to an empty corridor."""

    kind = stage = "guard"
    prompt = msg("Guard - move a nearby guest to an empty corridor?")

    def usable(self, state: MasquesState) -> bool:
        """A nearby guest and an empty corridor."""
        return bool(_guests_near(state, self.at)) and bool(state.empty_corridors())

    def effect(self, state: MasquesState, arg: str) -> list[Event]:
        """Remember the guest; ask where to."""
        state.flow.replace(GuardTo(self.seat, self.agent, self.at, int(arg)))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Second(Power):
    """The second choice of a power, after the first target ``first`` (a corridor or a palace card)."""

    first: int

    follow_up = True

    def pending(self) -> dict[str, Any]:
        """The agent, its corridor, its type and the first target."""
        return {"agent": self.agent, "at": self.at, "type": self.kind, "first": self.first}


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class GuardTo(Second):
    """Guard: move the guest in corridor ``first`` to an empty corridor."""

    kind, stage, verb = "guard", "guard_to", "to"
    prompt = msg("Guard - move it to which empty corridor?")

    def targets(self, state: MasquesState) -> list[int]:
        """Every empty corridor."""
        return state.empty_corridors()

    def effect(self, state: MasquesState, arg: str) -> list[Event]:
        """Move the guest."""
        src = self.first
        guest = state.held(corridor(src))
        state.flow.pop()
        text = msg(
            "The guard moves {guest} from corridor {src} to corridor {dst}.",
            guest=describe(state, guest),
            src=src,
            dst=int(arg),
        )
        return [move(state, guest, corridor(src), corridor(int(arg)), text)]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Gondolier(Power):
    """Gondolier: choose a nearby guest to swap with another guest."""

    kind = stage = "gondolier"
    prompt = msg("Gondolier - swap a nearby guest with another guest?")

    def usable(self, state: MasquesState) -> bool:
        """A nearby guest and another guest in a corridor."""
        return bool(_guests_near(state, self.at)) and len(_corridor_guests(state)) >= 2

    def effect(self, state: MasquesState, arg: str) -> list[Event]:
        """Remember the guest; ask which to swap it with."""
        state.flow.replace(GondolierWith(self.seat, self.agent, self.at, int(arg)))
        return []


def _swap(state: MasquesState, a: str, b: str, text: Msg) -> list[Event]:
    """Swap the single components of zones a and b."""
    x, y = state.held(a), state.held(b)
    return [move(state, x, a, b, text), move(state, y, b, a)]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class GondolierWith(Second):
    """Gondolier: swap the guest in corridor ``first`` with another guest in a corridor."""

    kind, stage, verb = "gondolier", "gondolier_with", "with"
    prompt = msg("Gondolier - swap it with which guest?")

    def targets(self, state: MasquesState) -> list[int]:
        """Every other corridor holding a guest."""
        return [j for j in _corridor_guests(state) if j != self.first]

    def effect(self, state: MasquesState, arg: str) -> list[Event]:
        """Swap the two guests."""
        a, b = corridor(self.first), corridor(int(arg))
        state.flow.pop()
        text = msg(
            "The gondolier swaps {a} and {b}.", a=describe(state, state.held(a)), b=describe(state, state.held(b))
        )
        return _swap(state, a, b, text)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Bandit(Power):
    """Bandit: turn the marker of an adjacent palace card face down."""

    kind = stage = "bandit"
    verb = "marker"
    prompt = msg("Bandit - turn the marker of an adjacent palace card face down?")

    def targets(self, state: MasquesState) -> list[int]:
        """The adjacent palace cards holding a marker."""
        return _markers_near(state, self.at)

    def effect(self, state: MasquesState, arg: str) -> list[Event]:
        """Turn the marker face down."""
        marker = state.held(palace(int(arg)))
        state.down_markers.add(marker)
        state.flow.pop()
        text = msg(
            "The bandit turns {marker} on palace card {i} face down.", marker=marker_name(state, marker), i=int(arg)
        )
        return [Flipped(text, component=marker, face="down")]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Merchant(Power):
    """Merchant: choose the marker of an adjacent palace card to swap with another marker."""

    kind = stage = "merchant"
    verb = "marker"
    prompt = msg("Merchant - swap the marker of an adjacent palace card with another?")

    def targets(self, state: MasquesState) -> list[int]:
        """The adjacent palace cards holding a marker."""
        return _markers_near(state, self.at)

    def usable(self, state: MasquesState) -> bool:
        """An adjacent marker and another marker on the palace."""
        return bool(_markers_near(state, self.at)) and len(_marked(state)) >= 2

    def effect(self, state: MasquesState, arg: str) -> list[Event]:
        """Remember the marker; ask which to swap it with."""
        state.flow.replace(MerchantWith(self.seat, self.agent, self.at, int(arg)))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class MerchantWith(Second):
    """Merchant: swap the marker on palace card ``first`` with another marker."""

    kind, stage, verb = "merchant", "merchant_with", "with"
    prompt = msg("Merchant - swap it with which marker?")

    def targets(self, state: MasquesState) -> list[int]:
        """Every other palace card holding a marker."""
        return [p for p in _marked(state) if p != self.first]

    def effect(self, state: MasquesState, arg: str) -> list[Event]:
        """Swap the two markers."""
        a, b = palace(self.first), palace(int(arg))
        state.flow.pop()
        text = msg(
            "The merchant swaps {a} and {b}.", a=marker_name(state, state.held(a)), b=marker_name(state, state.held(b))
        )
        return _swap(state, a, b, text)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Courtesan(Power):
    """Courtesan: choose an empty nearby corridor to call a guest into."""

    kind = stage = "courtesan"
    verb = "call"
    prompt = msg("Courtesan - call a guest into which empty nearby corridor?")

    def targets(self, state: MasquesState) -> list[int]:
        """The empty corridors next to the courtesan."""
        return [j for j in state.nearby(self.at) if not state.zones[corridor(j)]]

    def usable(self, state: MasquesState) -> bool:
        """An empty nearby corridor and a guest that is not in a corridor."""
        return bool(self.targets(state)) and bool(names_not_in_corridors(state))

    def effect(self, state: MasquesState, arg: str) -> list[Event]:
        """Remember the corridor; ask for the name."""
        state.flow.replace(CourtesanName(self.seat, self.agent, self.at, int(arg)))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class CourtesanName(Power):
    """Courtesan: name the guest (family and value) who must come into corridor ``call``."""

    call: int

    kind, stage, verb = "courtesan", "courtesan_name", "name"
    prompt = msg("Courtesan - name the guest (family and value) who must come.")
    follow_up = True

    def pending(self) -> dict[str, Any]:
        """The agent, its corridor, its type and the corridor called into."""
        return {"agent": self.agent, "at": self.at, "type": self.kind, "call": self.call}

    def targets(self, state: MasquesState) -> list[str]:
        """Every guest identity with a card not in a corridor."""
        return names_not_in_corridors(state)

    def effect(self, state: MasquesState, arg: str) -> list[Event]:
        """Whoever holds the named guest (from the courtesan's owner on) places it face up at once."""
        family, value = name_parts(arg)
        target = self.call
        events: list[Event] = [
            Said(
                msg(
                    "{seat}'s courtesan calls {family} {value} into corridor {i}.",
                    seat=Seat(self.seat, state.players[self.seat]),
                    family=family_name(state, family),
                    value=value,
                    i=target,
                )
            )
        ]
        state.flow.pop()
        count = len(state.players)
        for k in range(count):
            seat = (self.seat + k) % count
            held = sorted(c for c in state.zones[hand(seat)] if state.guest[c] == (family, value))
            if held:
                text = msg(
                    "{seat} held it and places it in corridor {i}.", seat=Seat(seat, state.players[seat]), i=target
                )
                events.append(move(state, held[0], hand(seat), corridor(target), text))
                return events
        events.append(Said(msg("Nobody holds that guest: the corridor stays empty.")))
        return events


FIRST_STEPS: dict[str, type[Power]] = {
    step.kind: step for step in (Assassin, Guard, Gondolier, Bandit, Merchant, Courtesan)
}


def begin(state: MasquesState, seat: int, agent: str, at: int, kind: str) -> Power | None:
    """The first step of the power of the agent just placed, or None when it has no complete legal use."""
    step = FIRST_STEPS[kind](seat, agent, at)
    return step if step.usable(state) else None
