"""Masques's rules controller: the draft, the action phase with its six agent powers, and the rounds.

Compound moves are chains of single choices: pick a guest in hand (or an agent stack), then a
corridor, then the agent's targets one by one; every power may be skipped, and a power with no legal
target is skipped for the player. Resolution and cleanup run by themselves when the last corridor
fills (after that action's power). Readings of unclear rules are listed in data/masques.yaml.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision, Outcome
from tabletop.engine.events import Event, Said
from tabletop.engine.rng import Rng
from tabletop.engine.rules import Rules, first_seat
from tabletop.games.masques import powers, reasons
from tabletop.games.masques.data import MasquesSpec
from tabletop.games.masques.rounds import describe, draft_pick, move, preparation, resolution
from tabletop.games.masques.state import SUPPLY, MasquesState, corridor, hand, new_state, packet, purse, stack
from tabletop.games.masques.view import masques_view


class MasquesRules(Rules):
    """Masques for 2, 3 or 4 players."""

    length_unit = "rounds"

    slug = "masques"
    title = "Masques"
    spec: MasquesSpec

    def setup(self, players: tuple[str, ...], variant: str, options: dict, rng: Rng) -> MasquesState:
        """Deal families, lay out the palace, and run the first preparation."""
        first = first_seat(options, len(players), rng)
        state = new_state(self.spec, players, first, rng)
        preparation(self.spec, state, rng)
        return state

    def view(self, state: MasquesState, seat: int | None) -> dict:
        """The public table plus ``seat``'s own hand, packet and picks."""
        return masques_view(self.spec, state, seat)

    def length(self, state: MasquesState) -> int:
        """The round being played (the last one, once the game is over)."""
        return state.round

    def outcome(self, state: MasquesState) -> Outcome | None:
        """The winner, once someone has the favor of the guilds."""
        if state.winner is None:
            return None
        w = state.winner
        scores = tuple(sum(f.values()) for f in state.favor)
        return Outcome((w,), scores, f"{state.players[w]} wins the favor of the guilds in round {state.round}.")

    def components(self, state: MasquesState) -> Counter:
        """Every component by id."""
        return Counter(c for zone in state.zones.values() for c in zone)

    def private_viewer(self, state: MasquesState) -> int | None:
        """The deciding player needs their own hand or packet on screen."""
        if state.phase == "over":
            return None
        return self.decision(state).seat

    def curtain_task(self, state: MasquesState, seat: int) -> str:
        """What the player is about to do behind the curtain: a draft pick, or a turn (no card named)."""
        if state.phase == "draft":
            return f"keep a guest from your packet (pick {state.draft_step} of 4)"
        if self.decision(state).seat != seat:
            return "look at your hand"
        return "play a guest from your hand, hire an agent, or pass"

    def why_not(self, state: MasquesState, seat: int | None, verb: str, arg: str | None = None) -> str:
        """Why ``verb`` (on ``arg``) is not legal for ``seat`` now, in the rules' words (see reasons.py)."""
        return reasons.why_not(self.spec, state, self.decision(state), seat, verb, arg)

    # ----- legality -----------------------------------------------------------------------
    def decision(self, state: MasquesState) -> Decision:
        """The current decision."""
        if state.phase == "over":
            return Decision(None, "over", "The game is over.")
        if state.phase == "draft":
            seat = state.draft_order[0]
            acts = tuple(Action("pick", (c,)) for c in sorted(state.zones[packet(seat)]))
            return Decision(
                seat, "draft", f"{state.players[seat]}: pick a guest to keep (pick {state.draft_step} of 4).", acts
            )
        seat, who = state.active, state.players[state.active]
        if state.stage == "":
            acts = [Action("play", (c,)) for c in sorted(state.zones[hand(seat)])]
            ducats = len(state.zones[purse(seat)])
            for a in self.spec.agents.types:
                top = state.zones[stack(a.id)]
                if top and state.agent[top[0]][2] <= ducats:
                    acts.append(Action("hire", (a.id,)))
            if not state.zones[hand(seat)]:
                acts.append(Action("pass"))
            return Decision(
                seat,
                "turn",
                f"{who}: play a guest or hire an agent" + (", or pass." if not state.zones[hand(seat)] else "."),
                tuple(acts),
            )
        if state.stage == "place":
            acts = [Action("corridor", (str(i),)) for i in state.empty_corridors()] + [Action("cancel")]
            what = (
                describe(state, state.pending["card"])
                if "card" in state.pending
                else state.pending["hire"].capitalize()
            )
            return Decision(seat, "place", f"{who}: place {what} in which corridor?", tuple(acts))
        verb, targets, prompt, extra = powers.choices(self.spec, state)
        acts = [Action(verb, (str(t),)) for t in targets] + [Action(e) for e in extra]
        return Decision(seat, state.stage, f"{who}: {prompt}", tuple(acts))

    # ----- applying ---------------------------------------------------------------------------
    def apply(self, state: MasquesState, action: Action, rng: Rng) -> list[Event]:
        """Apply a legal action."""
        verb = action.verb
        arg = action.args[0] if action.args else ""
        if state.phase == "draft":
            return draft_pick(state, state.draft_order[0], arg)
        seat = state.active
        if state.stage == "":
            if verb == "pass":
                return [Said(f"{state.players[seat]} passes.")] + self._next(state, rng)
            state.stage, state.pending = "place", ({"card": arg} if verb == "play" else {"hire": arg})
            return []
        if state.stage == "place":
            if verb == "cancel":
                state.stage, state.pending = "", {}
                return []
            return self._place(state, int(arg), rng)
        events = powers.apply(self.spec, state, verb, arg)
        if state.stage == "done":
            events += self._next(state, rng)
        return events

    def _place(self, state: MasquesState, i: int, rng: Rng) -> list[Event]:
        seat, who = state.active, state.players[state.active]
        if "card" in state.pending:
            card = state.pending["card"]
            events: list[Event] = [
                move(state, card, hand(seat), corridor(i), f"{who} plays {describe(state, card)} into corridor {i}.")
            ]
            return events + self._next(state, rng)
        kind = state.pending["hire"]
        agent = state.zones[stack(kind)][0]
        cost = state.agent[agent][2]
        events = [move(state, d, purse(seat), SUPPLY) for d in state.zones[purse(seat)][-cost:]] if cost else []
        events.insert(0, Said(f"{who} hires a {kind} for {cost} ducat{'s' * (cost != 1)} into corridor {i}."))
        events.append(move(state, agent, stack(kind), corridor(i)))
        state.pending = {"agent": agent, "at": i, "type": kind}
        state.stage = kind
        events += powers.begin(self.spec, state)
        if state.stage == "done":
            events += self._next(state, rng)
        return events

    def _next(self, state: MasquesState, rng: Rng) -> list[Event]:
        """After a completed action: resolve if every corridor is full, else the next player acts."""
        state.stage, state.pending = "", {}
        if not state.empty_corridors():
            return resolution(self.spec, state, rng)
        state.active = (state.active + 1) % len(state.players)
        return []
