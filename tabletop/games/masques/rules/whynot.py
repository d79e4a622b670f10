"""Why an action a Masques player reached for is not legal now, in the rules' words and numbers.

Speaks to one seat and says only what that seat may see: its own hand, the public table, and whose turn it
is (never another player's hand, packet, or the guest they are about to place).
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.message import Msg, Seat, joined, msg, msgn
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.powers import names_not_in_corridors
from tabletop.games.masques.rules.state import (
    MasquesState,
    corridor,
    describe,
    family_name,
    hand,
    name_parts,
    packet,
    palace,
    picked,
    purse,
    stack,
)
from tabletop.games.masques.rules.words import agent, agent_word, agents, an_agent

# What each step of a power needs next, and the verb that chooses it.
FIRST_STEPS = ("assassin", "guard", "gondolier", "bandit", "merchant", "courtesan")
VERBS = {
    "assassin": "target",
    "guard": "target",
    "gondolier": "target",
    "guard_to": "to",
    "gondolier_with": "with",
    "bandit": "marker",
    "merchant": "marker",
    "merchant_with": "with",
    "courtesan": "call",
    "courtesan_name": "name",
}


def _int(arg: str | None) -> int | None:
    try:
        return int(arg) if arg is not None else None
    except ValueError:
        return None


class Reasons:
    """The reasons for one state of a game under way, spoken to ``seat`` while ``decider`` decides."""

    def __init__(self, spec: MasquesSpec, state: MasquesState, decision: Decision, decider: int, seat: int):
        self.spec, self.state, self.decision = spec, state, decision
        self.decider, self.seat = decider, seat

    def card(self, card: str) -> Msg:
        """A public corridor card in words: 'Dandolo 3', 'a face-down Venier 2', 'an Assassin'."""
        state = self.state
        if card in state.agent:
            return an_agent(state.agent[card][0])
        if card in state.down_guests:
            family, value = state.guest[card]
            return msg("a face-down {family} {value}", family=family_name(state, family), value=value)
        return describe(state, card)

    def why(self, verb: str, arg: str | None) -> Msg:
        """The reason, or a note that the action is legal after all."""
        state = self.state
        if self.seat != self.decider:
            return self.whose()
        if Action(verb, (arg,) if arg is not None else ()) in self.decision.actions:
            return msg("That is a legal choice now.")
        if state.phase == "draft":
            return self.draft(verb, arg)
        if state.stage == "":
            return self.turn(verb, arg)
        if state.stage == "place":
            return self.place(verb, arg)
        return self.power(verb, arg)

    def whose(self) -> Msg:
        """Another player decides: say who, and what kind of choice (never which hidden card)."""
        state = self.state
        name = Seat(self.decider, state.players[self.decider])
        if state.phase == "draft":
            return msg(
                "It is {seat}'s pick in the draft (pick {pick} of 4); wait for your own.",
                seat=name,
                pick=state.draft_step,
            )
        if state.stage == "":
            return msg("It is {seat}'s turn: wait for yours.", seat=name)
        if state.stage == "place":
            hired = state.pending.get("hire")
            what = an_agent(hired) if hired else msg("a guest")
            return msg("{seat} is placing {what}: wait for your turn.", seat=name, what=what)
        return msg(
            "{seat} is using the {agent}'s power: wait for your turn.", seat=name, agent=agent(state.pending["type"])
        )

    # ----- the draft -----------------------------------------------------------------------------
    def draft(self, verb: str, arg: str | None) -> Msg:
        """Only picks from one's own packet are legal in the draft."""
        state, seat = self.state, self.seat
        step = msg("pick {pick} of 4", pick=state.draft_step)
        if verb == "pick":
            if arg in state.zones[picked(seat)]:
                return msg(
                    "You already kept {guest}: pick one of the guests in your packet ({step}).",
                    guest=describe(state, arg),
                    step=step,
                )
            return msgn(
                "Pick one of the {n} guest in your own packet ({step}).",
                "Pick one of the {n} guests in your own packet ({step}).",
                len(state.zones[packet(seat)]),
                step=step,
            )
        if verb == "pass":
            return msg("Nobody passes in the draft: keep one guest from your packet ({step}).", step=step)
        return msg(
            "First the draft: keep one guest from your packet ({step}); the action phase comes after.", step=step
        )

    # ----- a turn --------------------------------------------------------------------------------
    def turn(self, verb: str, arg: str | None) -> Msg:
        """The start of a turn: play a guest, hire an agent, or (with an empty hand) pass."""
        state, seat = self.state, self.seat
        held = len(state.zones[hand(seat)])
        first = (
            msg("First choose a guest from your hand or an agent stack, then an empty corridor.")
            if held
            else msg("Your hand is empty: choose an agent stack to hire from, or pass.")
        )
        if verb == "pass":
            return msgn(
                "You may pass only with an empty hand: you still hold {n} guest. Play one, or hire an agent.",
                "You may pass only with an empty hand: you still hold {n} guests. Play one, or hire an agent.",
                held,
            )
        if verb == "play":
            return (
                msg("That guest is not in your hand.") if held else msg("Your hand is empty: hire an agent, or pass.")
            )
        if verb == "hire":
            return self.hire(arg or "")
        if verb in ("marker", "with") and arg is not None:
            return joined(
                [msg("Markers are chosen only by a bandit's or a merchant's power, right after it is hired."), first],
                " ",
            )
        if verb in ("skip", "cancel"):
            return joined(
                [msg("There is no power to skip and nothing to take back: it is the start of your turn."), first], " "
            )
        return first

    def hire(self, kind: str) -> Msg:
        """Why an agent stack cannot be hired from: none left, not in this game, or too dear."""
        state, seat = self.state, self.seat
        cards = state.zones.get(stack(kind))
        players = len(state.players)
        if kind in self.spec.setup_for(players).remove_agent_types:
            return msg("The {agents} are not used at {players} players.", agents=agents(kind), players=players)
        if not cards:
            total = next((len(a.cards) for a in self.spec.agents.types if a.id == kind), 0)
            return msg(
                "No {agent} is left: all {total} have been hired this game, and hired agents leave at cleanup.",
                agent=agent(kind),
                total=total,
            )
        cost, have = state.agent[cards[0]][2], len(state.zones[purse(seat)])
        costs = msgn("Hiring {agent} costs {n} ducat", "Hiring {agent} costs {n} ducats", cost, agent=an_agent(kind))
        if have == 0:
            return msg("{costs}: you have none.", costs=costs)
        return msg("{costs}: you have {have}.", costs=costs, have=have)

    # ----- placing -------------------------------------------------------------------------------
    def placing(self) -> Msg:
        """What the seat is placing (its own choice, so it may be named)."""
        pending = self.state.pending
        return self.card(pending["card"]) if "card" in pending else an_agent(pending["hire"])

    def place(self, verb: str, arg: str | None) -> Msg:
        """After choosing a guest or an agent: only an empty corridor, or Back."""
        state, what = self.state, self.placing()
        i = _int(arg)
        card = state.at(corridor(i)) if i is not None and 0 <= i < state.n else None
        if (
            verb == "corridor" and card is not None and i is not None
        ):  # an empty corridor is legal ("03" for 3 gets the last answer)
            return msg(
                "Corridor {i} is taken by {card}: put {what} in an empty corridor.",
                i=i,
                card=self.card(card),
                what=what,
            )
        if verb == "pass":
            return msg(
                "You have chosen {what}: put it in an empty corridor, or go Back. "
                "You may pass only with an empty hand.",
                what=what,
            )
        if verb == "skip":
            return msg("There is no power to skip yet: first put {what} in an empty corridor.", what=what)
        return msg("You are placing {what}: click an empty corridor, or go Back to choose again.", what=what)

    # ----- powers --------------------------------------------------------------------------------
    def power(self, verb: str, arg: str | None) -> Msg:
        """A step of an agent's power: only its own kind of target, on the cards it reaches."""
        stage = self.state.stage
        name = agent_word(self.state.pending["type"])  # the power's agent type (its step's ``kind``)
        if verb == "skip":
            return msg("Go Back first: the {agent}'s power can be skipped only before its first choice.", agent=name)
        if verb == "cancel":
            return msg(
                "The {agent} is hired and placed: you may use its power or skip it, but not take the hire back.",
                agent=name,
            )
        if verb == VERBS[stage] and arg is not None:
            reason = self.target(stage, name, arg)
            if reason is not None:
                return reason
        if stage in FIRST_STEPS:
            return msg("The {agent}'s power now needs {wants}, or skip the power.", agent=name, wants=self.wants(stage))
        return msg("The {agent}'s power now needs {wants}, or go Back.", agent=name, wants=self.wants(stage))

    def wants(self, stage: str) -> Msg:
        """What the current power step needs, in words."""
        state = self.state
        at = state.pending["at"]
        a, b = state.nearby(at)
        p, q = state.adjacent_palace(at)
        return {
            "assassin": lambda: msg("a guest in corridor {a} or {b} to turn face down", a=a, b=b),
            "guard": lambda: msg("a guest in corridor {a} or {b} to move", a=a, b=b),
            "guard_to": lambda: msg("an empty corridor to move the guest into"),
            "gondolier": lambda: msg("a guest in corridor {a} or {b} to swap", a=a, b=b),
            "gondolier_with": lambda: msg("another guest in a corridor to swap with"),
            "bandit": lambda: msg("the marker on palace card {p} or {q} to turn face down", p=p, q=q),
            "merchant": lambda: msg("the marker on palace card {p} or {q} to swap", p=p, q=q),
            "merchant_with": lambda: msg("another marker on the palace to swap with"),
            "courtesan": lambda: msg("an empty corridor next to it ({a} or {b}) to call a guest into", a=a, b=b),
            "courtesan_name": lambda: msg("the name of a guest who is not in a corridor"),
        }[stage]()

    def target(self, stage: str, name: Msg, arg: str) -> Msg | None:
        """Why this target of the power's own kind is not legal (None when no specific reason applies)."""
        state = self.state
        at, first = state.pending["at"], state.pending.get("first")
        if stage == "courtesan_name":
            if arg not in names_not_in_corridors(state):
                try:
                    family, value = name_parts(arg)
                except ValueError:
                    return None
                return msg(
                    "{family} {value} is already in a corridor: name a guest who is not.",
                    family=family_name(state, family),
                    value=value,
                )
            return None
        j = _int(arg)
        if j is None or not 0 <= j < state.n:
            return None
        if stage in ("bandit", "merchant", "merchant_with"):
            return self.target_marker(stage, name, j)
        card = state.at(corridor(j))
        a, b = state.nearby(at)
        if stage in ("assassin", "guard", "gondolier", "courtesan") and j not in (a, b):
            return msg("The {agent} reaches only the corridors next to it: {a} and {b}.", agent=name, a=a, b=b)
        if stage in ("guard_to", "courtesan"):
            if card is not None:
                return msg(
                    "Corridor {i} is taken by {card}: the {agent} needs an empty corridor.",
                    i=j,
                    card=self.card(card),
                    agent=name,
                )
            return None
        if j == first:
            return msg("That is the guest you chose first: choose another guest to swap it with.")
        if card is None:
            return msg("Corridor {i} is empty: the {agent}'s power needs a guest there.", i=j, agent=name)
        if card in state.agent:
            return msg(
                "Corridor {i} holds {card}: the {agent}'s power works on guests, not agents.",
                i=j,
                card=an_agent(state.agent[card][0]),
                agent=name,
            )
        if stage == "guard" and not state.empty_corridors():
            return msg("No corridor is empty: the guard has nowhere to move a guest.")
        return None

    def target_marker(self, stage: str, name: Msg, j: int) -> Msg | None:
        """Why palace card ``j`` is not a legal target of a bandit's or a merchant's step."""
        state = self.state
        at, first = state.pending["at"], state.pending.get("first")
        p, q = state.adjacent_palace(at)
        if stage != "merchant_with" and j not in (p, q):
            return msg(
                "The {agent} reaches only the markers on the palace cards beside it: {p} and {q}.",
                agent=name,
                p=p,
                q=q,
            )
        if j == first:
            return msg("That is the marker you chose first: choose another marker to swap it with.")
        if not state.zones[palace(j)]:
            if stage == "bandit":
                return msg("Palace card {i} holds no marker: the {agent} turns markers only.", i=j, agent=name)
            return msg("Palace card {i} holds no marker: the {agent} swaps markers only.", i=j, agent=name)
        return None


def why_not(
    spec: MasquesSpec, state: MasquesState, decision: Decision, seat: int | None, verb: str, arg: str | None
) -> Msg:
    """Why ``verb`` (on ``arg``) is not legal for ``seat`` (by default the deciding seat) now, in the rules' words."""
    if state.phase == "over" or decision.seat is None:
        if state.winner is None:
            return msg("The game is over: nobody has won the favor of the guilds.")
        winner = Seat(state.winner, state.players[state.winner])
        return msg("The game is over: {seat} has won the favor of the guilds.", seat=winner)
    return Reasons(spec, state, decision, decision.seat, decision.seat if seat is None else seat).why(verb, arg)
