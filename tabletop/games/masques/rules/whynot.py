"""Why an action a Masques player reached for is not legal now, in the rules' words and numbers.

Speaks to one seat and says only what that seat may see: its own hand, the public table, and whose turn it
is (never another player's hand, packet, or the guest they are about to place).
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.powers import names_not_in_corridors
from tabletop.games.masques.rules.state import (
    MasquesState,
    corridor,
    describe,
    hand,
    packet,
    palace,
    picked,
    purse,
    stack,
)

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


def _a(name: str) -> str:
    """A name with its article: 'an Assassin', 'a Guard'."""
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def _ducats(n: int) -> str:
    return f"{n} ducat{'' if n == 1 else 's'}"


def _guests(n: int) -> str:
    return f"{n} guest{'' if n == 1 else 's'}"


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

    def agent(self, kind: str) -> str:
        """An agent type's name from the data."""
        return next((a.name for a in self.spec.agents.types if a.id == kind), kind.capitalize())

    def card(self, card: str) -> str:
        """A public corridor card in words: 'Dandolo 3', 'a face-down Venier 2', 'an Assassin'."""
        text = describe(self.state, card)
        return _a(text) if card in self.state.agent or text.startswith("face-down") else text

    def why(self, verb: str, arg: str | None) -> str:
        """The reason, or a note that the action is legal after all."""
        state = self.state
        if self.seat != self.decider:
            return self.whose()
        if Action(verb, (arg,) if arg is not None else ()) in self.decision.actions:
            return "That is a legal choice now."
        if state.phase == "draft":
            return self.draft(verb, arg)
        if state.stage == "":
            return self.turn(verb, arg)
        if state.stage == "place":
            return self.place(verb, arg)
        return self.power(verb, arg)

    def whose(self) -> str:
        """Another player decides: say who, and what kind of choice (never which hidden card)."""
        state = self.state
        name = state.players[self.decider]
        if state.phase == "draft":
            return f"It is {name}'s pick in the draft (pick {state.draft_step} of 4); wait for your own."
        if state.stage == "":
            return f"It is {name}'s turn: wait for yours."
        if state.stage == "place":
            hired = state.pending.get("hire")
            what = _a(self.agent(hired)) if hired else "a guest"
            return f"{name} is placing {what}: wait for your turn."
        return f"{name} is using the {self.agent(state.pending['type'])}'s power: wait for your turn."

    # ----- the draft -----------------------------------------------------------------------------
    def draft(self, verb: str, arg: str | None) -> str:
        """Only picks from one's own packet are legal in the draft."""
        state, seat = self.state, self.seat
        step = f"pick {state.draft_step} of 4"
        if verb == "pick":
            if arg in state.zones[picked(seat)]:
                return f"You already kept {describe(state, arg)}: pick one of the guests in your packet ({step})."
            return f"Pick one of the {_guests(len(state.zones[packet(seat)]))} in your own packet ({step})."
        if verb == "pass":
            return f"Nobody passes in the draft: keep one guest from your packet ({step})."
        return f"First the draft: keep one guest from your packet ({step}); the action phase comes after."

    # ----- a turn --------------------------------------------------------------------------------
    def turn(self, verb: str, arg: str | None) -> str:
        """The start of a turn: play a guest, hire an agent, or (with an empty hand) pass."""
        state, seat = self.state, self.seat
        held = len(state.zones[hand(seat)])
        first = (
            "First choose a guest from your hand or an agent stack, then an empty corridor."
            if held
            else "Your hand is empty: choose an agent stack to hire from, or pass."
        )
        if verb == "pass":
            return f"You may pass only with an empty hand: you still hold {_guests(held)}. Play one, or hire an agent."
        if verb == "play":
            return "That guest is not in your hand." if held else "Your hand is empty: hire an agent, or pass."
        if verb == "hire":
            return self.hire(arg or "")
        if verb in ("marker", "with") and arg is not None:
            return f"Markers are chosen only by a bandit's or a merchant's power, right after it is hired. {first}"
        if verb in ("skip", "cancel"):
            return f"There is no power to skip and nothing to take back: it is the start of your turn. {first}"
        return first

    def hire(self, kind: str) -> str:
        """Why an agent stack cannot be hired from: none left, not in this game, or too dear."""
        state, seat = self.state, self.seat
        name = self.agent(kind)
        cards = state.zones.get(stack(kind))
        players = len(state.players)
        if kind in self.spec.setup_for(players).remove_agent_types:
            return f"The {name}s are not used at {players} players."
        if not cards:
            total = next((len(a.cards) for a in self.spec.agents.types if a.id == kind), 0)
            return f"No {name} is left: all {total} have been hired this game, and hired agents leave at cleanup."
        cost, have = state.agent[cards[0]][2], len(state.zones[purse(seat)])
        return f"Hiring {_a(name)} costs {_ducats(cost)}: you have {'none' if have == 0 else have}."

    # ----- placing -------------------------------------------------------------------------------
    def placing(self) -> str:
        """What the seat is placing (its own choice, so it may be named)."""
        pending = self.state.pending
        return self.card(pending["card"]) if "card" in pending else _a(self.agent(pending["hire"]))

    def place(self, verb: str, arg: str | None) -> str:
        """After choosing a guest or an agent: only an empty corridor, or Back."""
        state, what = self.state, self.placing()
        i = _int(arg)
        card = state.at(corridor(i)) if i is not None and 0 <= i < state.n else None
        if verb == "corridor" and card is not None:  # an empty corridor is legal ("03" for 3 gets the last answer)
            return f"Corridor {i} is taken by {self.card(card)}: put {what} in an empty corridor."
        if verb == "pass":
            return (
                f"You have chosen {what}: put it in an empty corridor, or go Back. "
                "You may pass only with an empty hand."
            )
        if verb == "skip":
            return f"There is no power to skip yet: first put {what} in an empty corridor."
        return f"You are placing {what}: click an empty corridor, or go Back to choose again."

    # ----- powers --------------------------------------------------------------------------------
    def power(self, verb: str, arg: str | None) -> str:
        """A step of an agent's power: only its own kind of target, on the cards it reaches."""
        stage = self.state.stage
        name = self.agent(self.state.pending["type"]).lower()  # the power's agent type (its step's ``kind``)
        first = stage in FIRST_STEPS
        out = "or skip the power" if first else "or go Back"
        if verb == "skip":
            return f"Go Back first: the {name}'s power can be skipped only before its first choice."
        if verb == "cancel":
            return f"The {name} is hired and placed: you may use its power or skip it, but not take the hire back."
        if verb == VERBS[stage] and arg is not None:
            reason = self.target(stage, name, arg)
            if reason:
                return reason
        return f"The {name}'s power now needs {self.wants(stage)}, {out}."

    def wants(self, stage: str) -> str:
        """What the current power step needs, in words."""
        state = self.state
        at = state.pending["at"]
        a, b = state.nearby(at)
        p, q = state.adjacent_palace(at)
        return {
            "assassin": f"a guest in corridor {a} or {b} to turn face down",
            "guard": f"a guest in corridor {a} or {b} to move",
            "guard_to": "an empty corridor to move the guest into",
            "gondolier": f"a guest in corridor {a} or {b} to swap",
            "gondolier_with": "another guest in a corridor to swap with",
            "bandit": f"the marker on palace card {p} or {q} to turn face down",
            "merchant": f"the marker on palace card {p} or {q} to swap",
            "merchant_with": "another marker on the palace to swap with",
            "courtesan": f"an empty corridor next to it ({a} or {b}) to call a guest into",
            "courtesan_name": "the name of a guest who is not in a corridor",
        }[stage]

    def target(self, stage: str, name: str, arg: str) -> str:
        """Why this target of the power's own kind is not legal (empty when no specific reason applies)."""
        state = self.state
        at, first = state.pending["at"], state.pending.get("first")
        if stage == "courtesan_name":
            if arg not in names_not_in_corridors(state):
                return f"{arg.replace('-', ' ').title()} is already in a corridor: name a guest who is not."
            return ""
        j = _int(arg)
        if j is None or not 0 <= j < state.n:
            return ""
        if stage in ("bandit", "merchant", "merchant_with"):
            p, q = state.adjacent_palace(at)
            if stage != "merchant_with" and j not in (p, q):
                return f"The {name} reaches only the markers on the palace cards beside it: {p} and {q}."
            if j == first:
                return "That is the marker you chose first: choose another marker to swap it with."
            if not state.zones[palace(j)]:
                does = "turns" if stage == "bandit" else "swaps"
                return f"Palace card {j} holds no marker: the {name} {does} markers only."
            return ""
        card = state.at(corridor(j))
        a, b = state.nearby(at)
        if stage in ("assassin", "guard", "gondolier", "courtesan") and j not in (a, b):
            return f"The {name} reaches only the corridors next to it: {a} and {b}."
        if stage in ("guard_to", "courtesan"):
            if card is not None:
                return f"Corridor {j} is taken by {self.card(card)}: the {name} needs an empty corridor."
            return ""
        if j == first:
            return "That is the guest you chose first: choose another guest to swap it with."
        if card is None:
            return f"Corridor {j} is empty: the {name}'s power needs a guest there."
        if card in state.agent:
            agent = self.agent(state.agent[card][0])
            return f"Corridor {j} holds {_a(agent)}: the {name}'s power works on guests, not agents."
        if stage == "guard" and not state.empty_corridors():
            return "No corridor is empty: the guard has nowhere to move a guest."
        return ""


def why_not(
    spec: MasquesSpec, state: MasquesState, decision: Decision, seat: int | None, verb: str, arg: str | None
) -> str:
    """Why ``verb`` (on ``arg``) is not legal for ``seat`` (by default the deciding seat) now, in the rules' words."""
    if state.phase == "over" or decision.seat is None:
        winner = state.players[state.winner] if state.winner is not None else "nobody"
        return f"The game is over: {winner} has won the favor of the guilds."
    return Reasons(spec, state, decision, decision.seat, decision.seat if seat is None else seat).why(verb, arg)
