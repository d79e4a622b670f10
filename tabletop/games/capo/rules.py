"""Capo dei Capi's rules controller: who decides, what is legal, and what each action does.

The turn follows the digest's state machine (shared/rules/capo.md §2). A roll is resolved at once
and a snapshot kept, so the opponent's Backstab and the roller's Reneg (the response window the
rulebook places before resolution) can cancel it exactly. They are offered inside the next decision
the roller faces anyway, so nobody clicks extra on rolls where nobody responds; only an arrest the
roller could Reneg, or an end of game either player could cancel, gets a decision of its own.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision, Outcome
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.events import Event, PhaseBegan, Rolled, Said
from tabletop.engine.gamedef import OptionDef, first_player_option
from tabletop.engine.rng import Rng
from tabletop.engine.rules import Rules, first_seat
from tabletop.games.capo import effects as fx
from tabletop.games.capo import reasons
from tabletop.games.capo.data import CapoSpec
from tabletop.games.capo.dice import RollMeaning, classify
from tabletop.games.capo.state import (
    HITMAN_SUPPLY,
    MAYOR_CUBES,
    PENDING_CHIPS,
    CapoState,
    card_cubes,
    hand,
    hitman,
    new_state,
    pending,
    side,
)
from tabletop.games.capo.view import capo_view

CHOICE_STAGES = {"influence", "double_influence", "double_bribe", "reveal", "invest_any", "move_from", "place_cube"}


class CapoRules(Rules):
    """Capo dei Capi for two players, every rule of the rulebook."""

    slug = "capo"
    title = "Capo dei Capi"
    spec: CapoSpec

    # ----- setup, view, outcome -------------------------------------------------------------
    def setup(self, players: tuple[str, ...], variant: str, options: dict, rng: Rng) -> CapoState:
        """Lay out the table; option ``first`` is a seat number or "random"."""
        first = first_seat(options, len(players), rng)
        state = new_state(self.spec, players, first, rng)
        state.one_placement_per_card = options.get("pocket_reading", "occupancy") == "count"
        state.scandal_places_chip = bool(options.get("scandal_chip", False))
        return state

    def option_defs(self) -> tuple[OptionDef, ...]:
        """Who starts, and the reading of Pocket the seed leaves open (digest 6.2)."""
        pocket = OptionDef(
            "pocket_reading",
            "Pocket and the card's slot",
            "choice",
            "occupancy",
            "After Pocket banks a pending marker, may the same card take another this turn? occupancy: yes, its "
            "slot is free again (recommended); count: no, a card gets one placement per turn",
            ("occupancy", "count"),
            advanced=True,
        )
        scandal = OptionDef(
            "scandal_chip",
            "Scandal and the Mayor's chips",
            "choice",
            False,
            "Does a rise by Scandal put a chip beside the Mayor, as a rise by a roll does? no: the seed says so only "
            "for the dice's extort (recommended); yes: every rise does",
            (False, True),
            advanced=True,
        )
        return (first_player_option(), pocket, scandal)

    def view(self, state: CapoState, seat: int | None) -> dict:
        """What ``seat`` sees: public table plus that seat's own committed bribes."""
        return capo_view(self.spec, state, seat)

    def length(self, state: CapoState) -> int:
        """The turn being played (the last one, once the game is over)."""
        return state.turn

    def outcome(self, state: CapoState) -> Outcome | None:
        """Winner and points once the final scoring is done."""
        if not state.over or state.result is None:
            return None
        r = state.result
        names = state.players
        w = r["winner"]
        how = "" if r["decided_by"] == "points" else f", tie broken by {r['decided_by']}"
        return Outcome((w,), tuple(r["vp"]), f"{names[w]} wins {r['vp'][w]} to {r['vp'][1 - w]}{how}.")

    def curtain_task(self, state: CapoState, seat: int) -> str:
        """Capo's only private view: the player's own committed bribes."""
        return "look at your bribes"

    def why_not(self, state: CapoState, seat: int | None, verb: str, arg: str | None = None) -> str:
        """Why ``verb`` (on ``arg``) is not legal for ``seat`` now, in the rules' words (see reasons.py)."""
        return reasons.why_not(self, state, seat, verb, arg)

    def copy_state(self, state: CapoState) -> CapoState:
        """An explicit, cheap copy (see CapoState.copy)."""
        return state.copy()

    def components(self, state: CapoState) -> Counter:
        """Every component by id; each must appear exactly once."""
        return Counter(c for zone in state.zones.values() for c in zone)

    # ----- legality --------------------------------------------------------------------------
    def _cost(self, name: str) -> int:
        return self.spec.cost(name)

    def _blocked(self, state: CapoState, card: str) -> bool:
        """Whether a marker may not go beside ``card`` now: one is pending there, or (the count reading of
        Pocket) one was pocketed from there this turn."""
        return bool(state.zones[pending(card)]) or (state.one_placement_per_card and card in state.pocketed)

    def _free(self, state: CapoState) -> list[str]:
        return [c for c in state.cards if not self._blocked(state, c)]

    def _occupied(self, state: CapoState) -> list[str]:
        return [c for c in state.cards if state.zones[pending(c)]]

    def _can_backstab(self, state: CapoState) -> bool:
        return state.snapshot is not None and state.chips(state.opponent) >= self._cost("backstab")

    def _can_reneg(self, state: CapoState) -> bool:
        return state.snapshot is not None and state.snapshot.chips(state.active) >= self._cost("reneg")

    def _responses(self, state: CapoState) -> list[Action]:
        acts = []
        if self._can_backstab(state):
            acts.append(Action("backstab", seat=state.opponent))
        if self._can_reneg(state):
            acts.append(Action("reneg"))
        return acts

    def _reveal_targets(self, state: CapoState) -> list[str]:
        return [c for c in state.cards if state.hidden_bribes(state.opponent, c)]

    def decision(self, state: CapoState) -> Decision:
        """The current decision; every option is one click on one thing or one named button."""
        if state.over:
            return Decision(None, "over", "The game is over.")
        a, who, stage = state.active, state.players[state.active], state.stage
        acts: list[Action] = []
        if stage == "decide":
            acts.append(Action("roll"))
            if not state.must_roll:
                acts.append(Action("stop"))
            chips = state.chips(a)
            if state.payoff_open and chips >= self._cost("payoff"):
                acts.append(Action("payoff"))
            if chips >= self._cost("deceive") and self._occupied(state) and self._free(state):
                acts.append(Action("deceive"))
            if chips >= self._cost("pocket") and self._occupied(state):
                acts.append(Action("pocket"))
            if chips >= self._cost("scandal") and state.ext + 1 <= self.spec.extortion.arrest_above:
                acts.append(Action("scandal"))
            if state.revert_open:
                acts += self._responses(state)
            prompt = f"{who}: roll" + ("" if state.must_roll else ", stop and bank") + ", or use a chip."
            return Decision(a, "turn", prompt, tuple(acts))
        if stage in CHOICE_STAGES:
            verb, targets, prompt = self._choice_targets(state)
            acts = [Action(verb, (t,)) for t in targets]
            if stage == "place_cube":
                acts.append(Action("skip"))
            return Decision(a, stage, f"{who}: {prompt}", tuple(acts + self._responses(state)))
        if stage == "move_to":
            acts = [Action("to", (c,)) for c in state.cards if c != state.choice["from"]] + [Action("cancel")]
            return Decision(a, stage, f"{who}: move the cube from {state.choice['from']} to which card?", tuple(acts))
        if stage in ("arrest", "end"):
            what = "accept the arrest" if stage == "arrest" else "the game ends after this turn"
            return Decision(
                a,
                stage,
                f"{who}: {what}, unless the roll is cancelled.",
                tuple([Action("accept")] + self._responses(state)),
            )
        if stage == "deceive_from":
            acts = [Action("from", (c,)) for c in self._occupied(state)] + [Action("cancel")]
            return Decision(a, stage, f"{who}: Deceive - which pending marker moves?", tuple(acts))
        if stage == "deceive_to":
            acts = [Action("to", (c,)) for c in self._free(state)] + [Action("cancel")]
            return Decision(a, stage, f"{who}: Deceive - move it beside which card?", tuple(acts))
        if stage == "pocket":
            acts = [Action("pocket", (c,)) for c in self._occupied(state)] + [Action("cancel")]
            return Decision(a, stage, f"{who}: Pocket - bank which pending marker now?", tuple(acts))
        if stage == "scandal":
            top = self.spec.extortion.arrest_above
            acts = [Action("scandal", (str(n),)) for n in (1, 2) if state.ext + n <= top] + [Action("cancel")]
            return Decision(a, stage, f"{who}: Scandal - raise extortion by how much?", tuple(acts))
        if stage == "limit":
            card = state.choice["card"]
            acts = [Action("drop", (t,)) for t in state.zones[side(card, a)] + state.zones[pending(card)]]
            return Decision(
                a,
                stage,
                f"{who}: {card} holds {self.spec.marker_limit_per_card} of your markers - "
                "remove one (or the new one) from the game.",
                tuple(acts),
            )
        raise IllegalActionError(stage, "capo", "unknown stage")  # pragma: no cover - a state bug

    def _choice_targets(self, state: CapoState) -> tuple[str, list[str], str]:
        stage = state.stage
        if stage == "influence":
            opts = state.choice["options"]
            return (
                "place",
                list(opts),
                "place influence " + " or ".join(f"{v} beside {c}" for c, v in opts.items()) + ".",
            )
        if stage == "double_influence":
            return (
                "place",
                self._free(state),
                f"doubles - place influence {state.choice['double']} beside any free card.",
            )
        if stage == "double_bribe":
            return "place", self._free(state), "doubles - place a face-down bribe beside any free card."
        if stage == "reveal":
            return (
                "reveal",
                self._reveal_targets(state),
                f"reveal one of {state.players[state.opponent]}'s face-down bribes - on which card?",
            )
        if stage == "invest_any":
            return "cube", list(state.cards), "invest - put a cube on any area card."
        if stage == "move_from":
            return (
                "from",
                [c for c in state.cards if state.zones[card_cubes(c)]],
                "doubles - move a cube from which card?",
            )
        return "cube", list(state.cards), "doubles - you may put a cube from the supply on any area card."

    # ----- applying ---------------------------------------------------------------------------
    def apply(self, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """Apply a legal action (Match has checked legality against ``decision``)."""
        verb, stage = action.verb, state.stage
        if verb == "backstab":
            return self._backstab(state)
        if verb == "reneg":
            return self._reneg(state, rng)
        if stage == "decide":
            return self._decide(state, verb, rng)
        arg = action.args[0] if action.args else ""
        if stage in CHOICE_STAGES or stage == "move_to":
            return self._choose(state, verb, arg, rng)
        if stage == "arrest":
            return self._arrest(state)
        if stage == "end":
            return self._commit(state)
        if verb == "cancel":
            state.stage, state.choice = "decide", {}
            return []
        if stage == "deceive_from":
            state.choice, state.stage = {"from": arg}, "deceive_to"
            return []
        if stage == "deceive_to":
            events = fx.pay(state, state.active, self._cost("deceive"), "Deceive")
            token = state.zones[pending(state.choice["from"])][0]
            hidden = token in state.bribe_value
            events.append(
                fx.move(
                    state,
                    token,
                    pending(state.choice["from"]),
                    pending(arg),
                    f"{state.players[state.active]} moves the marker beside {state.choice['from']} to {arg}.",
                    show=not hidden,
                )
            )
            return events + self._after_chip(state)
        if stage == "pocket":
            state.pocketed.append(arg)
            events = fx.pay(state, state.active, self._cost("pocket"), "Pocket") + [
                Said(f"{state.players[state.active]} pockets the marker beside {arg}.")
            ]
            return events + self._bank_one(state, arg, after="decide") + self._after_chip(state)
        if stage == "scandal":
            events = fx.pay(state, state.active, self._cost("scandal"), "Scandal")
            state.ext += int(arg)
            events.append(Said(f"Scandal: extortion rises to {state.ext}."))
            if state.scandal_places_chip:  # the other reading of "whenever the level rises, place a chip"
                events += fx.chip_from_supply(state, PENDING_CHIPS, "A chip goes beside the Mayor.")
            return events + self._after_chip(state)
        if stage == "limit":
            return self._drop(state, arg)
        raise IllegalActionError(action, stage, "no handler")  # pragma: no cover

    def _after_chip(self, state: CapoState) -> list[Event]:
        """After any chip action the player must roll at least once more."""
        state.must_roll = True
        state.revert_open = state.payoff_open = False
        if state.stage != "limit":
            state.stage, state.choice = "decide", {}
        return []

    def _decide(self, state: CapoState, verb: str, rng: Rng) -> list[Event]:
        if verb == "roll":
            return self._roll(state, rng)
        if verb == "stop":
            state.revert_open = state.payoff_open = False
            return [Said(f"{state.players[state.active]} stops and banks.")] + self._commit(state)
        if verb == "payoff":
            events = fx.pay(state, state.active, self._cost("payoff"), "Payoff")
            events.append(
                fx.move(state, "hitman", hitman(state.active), HITMAN_SUPPLY, "The hit-man is paid off and goes back.")
            )
            return events + self._after_chip(state)
        # Opening a chip action's menu keeps the roll's Backstab/Reneg/Payoff windows: "cancel" must
        # give the same decision back; completing the action closes them (_after_chip).
        state.stage = {"deceive": "deceive_from", "pocket": "pocket", "scandal": "scandal"}[verb]
        return []

    def _roll(self, state: CapoState, rng: Rng) -> list[Event]:
        white, black = rng.randint(1, 6), rng.randint(1, 6)
        state.dice = (white, black)
        state.last_roll = (white, black, state.active)
        state.must_roll = False
        state.revert_open = state.payoff_open = False
        meaning = classify(white, black)
        events: list[Event] = [
            Rolled(
                f"{state.players[state.active]} rolls white {white}, black {black}: {meaning.describe()}.",
                dice=("white", "black"),
                values=(white, black),
            )
        ]
        state.take_snapshot()
        return events + self._resolve(state, meaning, rng)

    def _resolve(self, state: CapoState, m: RollMeaning, rng: Rng) -> list[Event]:
        white, black = state.dice or (0, 0)
        named = self.spec.card(*m.named) if m.named else None
        if m.kind == "double":
            if state.zones[hitman(state.active)]:
                return [Said("Second doubles while holding the hit-man.")] + self._settle(state, "arrest")
            state.choice = {"double": m.amount}
            if m.amount in (1, 2, 3, 5):
                if not self._free(state):
                    return [Said("No free card for the doubles.")] + self._settle(state, "arrest")
                state.stage = "double_influence" if m.amount <= 3 else "double_bribe"
                return []
            if m.amount == 4:
                who = state.players[state.active]
                events = fx.chip_from_supply(state, hand(state.active), f"{who} takes a chip into hand.")
                events += fx.chip_from_supply(state, PENDING_CHIPS, "")
                events += self._take_hitman(state)
                return events + self._extort(state, 1, chip=False)
            state.stage = "move_from" if any(state.zones[card_cubes(c)] for c in state.cards) else "place_cube"
            return []
        if m.kind == "influence":
            options = {
                c: v
                for c, v in ((self.spec.card("black", black), white), (self.spec.card("white", white), black))
                if not self._blocked(state, c)
            }
            if not options:
                return [Said("Both cards the roll names already have a pending marker.")] + self._settle(
                    state, "arrest"
                )
            if len(options) == 1:
                card, value = next(iter(options.items()))
                return fx.take_influence(state, value, card) + self._settle(state, "ok", auto=True)
            state.stage, state.choice = "influence", {"options": options}
            return []
        if m.kind == "extort":
            return self._extort(state, m.amount)
        if m.kind == "bribe":
            assert named is not None
            if self._blocked(state, named):
                why = "already has a pending marker" if state.zones[pending(named)] else "had its marker this turn"
                return [Said(f"{named} {why}.")] + self._settle(state, "arrest")
            return fx.take_bribe(state, named, rng) + self._settle(state, "ok", auto=True)
        if m.kind == "bribe_extort":
            if self._reveal_targets(state):
                state.stage = "reveal"
                return []
            return [Said(f"{state.players[state.opponent]} has no face-down bribe: extortion +2.")] + self._extort(
                state, 2
            )
        if m.kind == "invest":
            assert named is not None
            return fx.take_cube(state, card_cubes(named), f"A cube goes onto {named}.") + self._settle(
                state, "ok", auto=True
            )
        if m.kind == "invest_extort":
            events = fx.take_cube(state, MAYOR_CUBES, "A cube goes onto the Mayor card.")
            if fx.supply_exhausted(state):
                return events + self._settle(state, "ok", auto=True)
            return events + self._extort(state, state.count(MAYOR_CUBES))
        state.stage = "invest_any"
        return []

    def _extort(self, state: CapoState, amount: int, chip: bool = True, auto: bool = True) -> list[Event]:
        state.ext += amount
        events: list[Event] = [Said(f"Extortion rises by {amount} to {state.ext}.")]
        if state.ext > self.spec.extortion.arrest_above:
            return events + self._settle(state, "arrest")
        if chip:
            events += fx.chip_from_supply(state, PENDING_CHIPS, "A chip goes beside the Mayor.")
        return events + self._settle(state, "ok", auto=auto)

    def _take_hitman(self, state: CapoState) -> list[Event]:
        state.payoff_open = True
        return [
            fx.move(
                state,
                "hitman",
                HITMAN_SUPPLY,
                hitman(state.active),
                f"{state.players[state.active]} takes the hit-man.",
            )
        ]

    def _choose(self, state: CapoState, verb: str, card: str, rng: Rng) -> list[Event]:
        stage, who = state.stage, state.players[state.active]
        if stage == "influence":
            return fx.take_influence(state, state.choice["options"][card], card) + self._settle(state, "ok")
        if stage == "double_influence":
            events = fx.take_influence(state, state.choice["double"], card)
            return (
                events
                + (self._take_hitman(state) if not fx.supply_exhausted(state) else [])
                + self._settle(state, "ok")
            )
        if stage == "double_bribe":
            events = fx.take_bribe(state, card, rng)
            return (
                events
                + (self._take_hitman(state) if not fx.supply_exhausted(state) else [])
                + self._settle(state, "ok")
            )
        if stage == "reveal":
            token = rng.choice(state.hidden_bribes(state.opponent, card))
            events = fx.reveal(state, token, f"{who} exposes a bribe of {state.players[state.opponent]} on {card}")
            state.stage = "decide"
            state.snapshot = None  # the reveal is public and stays: the roll can no longer be cancelled
            return events + self._extort(state, state.bribe_value[token], auto=False)
        if stage == "invest_any":
            events = fx.take_cube(state, card_cubes(card), f"{who} invests a cube on {card}.")
            if not fx.supply_exhausted(state) and state.hidden_bribes(state.opponent, card):
                token = rng.choice(state.hidden_bribes(state.opponent, card))
                events += fx.reveal(state, token, f"{who} exposes a bribe of {state.players[state.opponent]} on {card}")
            return events + self._settle(state, "ok")
        if stage == "move_from":
            state.choice["from"], state.stage = card, "move_to"
            return []
        if stage == "move_to":
            if verb == "cancel":
                state.stage = "move_from"
                return []
            src = card_cubes(state.choice["from"])
            events = [
                fx.move(
                    state,
                    state.zones[src][-1],
                    src,
                    card_cubes(card),
                    f"{who} moves a cube from {state.choice['from']} to {card}.",
                )
            ]
            return events + self._take_hitman(state) + self._settle(state, "ok")
        if verb == "skip":  # place_cube, declined
            return [Said(f"{who} places no cube.")] + self._take_hitman(state) + self._settle(state, "ok")
        events = fx.take_cube(state, card_cubes(card), f"{who} puts a cube from the supply on {card}.")
        return events + (self._take_hitman(state) if not fx.supply_exhausted(state) else []) + self._settle(state, "ok")

    def _settle(self, state: CapoState, result: str, auto: bool = False) -> list[Event]:
        """Finish a roll's resolution: the end trigger wins over everything, then arrest, else play on."""
        if fx.supply_exhausted(state):
            state.ending, state.ended_by = True, state.active
            events: list[Event] = [Said("A supply pile is empty: the game ends after this turn.")]
            state.payoff_open = False
            if self._can_backstab(state) or self._can_reneg(state):
                state.stage = "end"
                return events
            return events + self._commit(state)
        if result == "arrest":
            if self._can_reneg(state):
                state.stage = "arrest"
                return [Said(f"{state.players[state.active]} faces arrest (Reneg can still cancel the roll).")]
            return self._arrest(state)
        state.stage, state.choice = "decide", {}
        state.revert_open = auto and bool(self._responses(state))
        return []

    def _backstab(self, state: CapoState) -> list[Event]:
        state.restore_snapshot()
        o = state.opponent
        events = fx.pay(state, o, self._cost("backstab"), "Backstab")
        events.insert(
            0,
            Said(f"{state.players[o]} backstabs: the roll is void and {state.players[state.active]} must roll again."),
        )
        state.dice, state.last_roll, state.must_roll, state.stage, state.choice = None, None, True, "decide", {}
        state.revert_open = state.payoff_open = False
        return events

    def _reneg(self, state: CapoState, rng: Rng) -> list[Event]:
        state.restore_snapshot()
        events: list[Event] = [Said(f"{state.players[state.active]} reneges: the roll is void and rolled again.")]
        events += fx.pay(state, state.active, self._cost("reneg"), "Reneg")
        return events + self._roll(state, rng)

    def _arrest(self, state: CapoState) -> list[Event]:
        events: list[Event] = [
            PhaseBegan(
                f"{state.players[state.active]} is arrested! Pending markers and chips go back.",
                phase="arrest",
                seat=state.active,
            )
        ]
        events += fx.return_pending(state)
        return events + fx.cleanup(self.spec, state)

    def _commit(self, state: CapoState) -> list[Event]:
        state.stage = "commit"
        state.limit_queue = self._occupied(state)
        state.after_limit = "commit"
        return self._continue_commit(state)

    def _continue_commit(self, state: CapoState) -> list[Event]:
        events: list[Event] = []
        while state.limit_queue:
            card = state.limit_queue[0]
            if state.count(side(card, state.active)) >= self.spec.marker_limit_per_card:
                state.stage, state.choice = "limit", {"card": card}
                return events
            state.limit_queue.pop(0)
            events += fx.commit_marker(state, card)
        events += fx.bank_chips_and_bonus(self.spec, state)
        return events + fx.cleanup(self.spec, state)

    def _bank_one(self, state: CapoState, card: str, after: str) -> list[Event]:
        if state.count(side(card, state.active)) >= self.spec.marker_limit_per_card:
            state.stage, state.choice, state.after_limit = "limit", {"card": card}, after
            return []
        return fx.commit_marker(state, card)

    def _drop(self, state: CapoState, token: str) -> list[Event]:
        card = state.choice["card"]
        src = pending(card) if token in state.zones[pending(card)] else side(card, state.active)
        events = fx.drop_to_box(state, token, src)
        if state.zones[pending(card)]:
            events += fx.commit_marker(state, card)
        if state.after_limit == "commit":
            state.limit_queue.pop(0)
            return events + self._continue_commit(state)
        state.stage, state.choice = "decide", {}
        return events
