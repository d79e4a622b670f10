"""Mascarade's rules controller: swap-or-not, look, announce with claims and challenges, thirteen powers.

Every compound move is a chain of single choices. Secret choices (swap or not, the Fool's and the
Spy's exchanges) are made behind the curtain and produce the same events either way. Revealed cards
stay face up until someone clicks on, then turn face down. Readings are listed in data/mascarade.yaml.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision, Outcome
from tabletop.engine.events import Event, Flipped, PhaseBegan
from tabletop.engine.gamedef import OptionDef, first_player_option
from tabletop.engine.rng import Rng
from tabletop.engine.rules import Rules, first_seat
from tabletop.games.mascarade import powers, whynot
from tabletop.games.mascarade.data import MascaradeSpec
from tabletop.games.mascarade.state import MascaradeState, new_state
from tabletop.games.mascarade.view import mascarade_view

SECRET_STAGES = ("swap_secret", "fool_secret", "spy_secret")
PRIVATE_STAGES = SECRET_STAGES + ("peek",)


class MascaradeRules(Rules):
    """Mascarade for 2 to 13 players."""

    slug = "mascarade"
    title = "Mascarade"
    spec: MascaradeSpec

    @property
    def variants(self) -> tuple[str, ...]:
        """The recommended set, or a set the players choose (option ``set``)."""
        return ("recommended", "custom")

    def option_defs(self) -> tuple[OptionDef, ...]:
        """Who starts, and (custom variant, 4+ players) the characters in play, checked against the set rules."""
        characters = tuple(c.id for c in self.spec.characters)
        counts = tuple(n for n in self.spec.players if n >= 4)

        def check(cards: list[str], count: int) -> list[str]:
            return self.spec.set_problems(tuple(cards), count) if cards else []

        chosen = OptionDef(
            "set",
            "Characters",
            "multiset",
            (),
            "The characters in a custom game (empty: the recommended set for the player count)",
            characters,
            counts=counts,
            variants=("custom",),
            validator=check,
            labels=tuple(c.name for c in self.spec.characters),
            limits=tuple(c.copies for c in self.spec.characters),
            default_for=lambda count: tuple(self.spec.recommended_sets.sets.get(count, ())),
        )
        fool = OptionDef(
            "fool_centre",
            "Fool and centre cards",
            "choice",
            False,
            "Whether the Fool may pick centre cards to swap: the seed says two other players' cards (no); "
            "some editions allow any two cards (yes)",
            (False, True),
            advanced=True,
        )
        return (first_player_option(), chosen, fool)

    def setup(self, players: tuple[str, ...], variant: str, options: dict, rng: Rng) -> MascaradeState:
        """Deal the set; option ``set`` lists the characters of a custom game (default: the recommended set)."""
        count = len(players)
        first = first_seat(options, count, rng)
        if count <= 3:
            cards = self.spec.small_games.set
        elif variant == "custom" and options.get("set"):
            cards = tuple(options["set"])
        else:
            cards = self.spec.recommended_sets.sets[count]
        state = new_state(self.spec, players, first, tuple(cards), rng)
        state.fool_takes_centre = bool(options.get("fool_centre", False))
        return state

    def view(self, state: MascaradeState, seat: int | None) -> dict:
        """The table as ``seat`` sees it."""
        return mascarade_view(self.spec, state, seat, self.decision(state).seat)

    def length(self, state: MascaradeState) -> int:
        """The turn being played (the last one, once the game is over)."""
        return state.turn_no

    def outcome(self, state: MascaradeState) -> Outcome | None:
        """The winners once the game has ended."""
        if state.phase != "over":
            return None
        names = " and ".join(state.players[w] for w in state.winners)
        return Outcome(
            state.winners, tuple(state.coins), f"{names} win{'s' * (len(state.winners) == 1)} ({state.ended_by})."
        )

    def components(self, state: MascaradeState) -> Counter:
        """Every character card by id."""
        return Counter(state.cards.values())

    def private_viewer(self, state: MascaradeState) -> int | None:
        """Who must be alone with the screen: a look, or a secret choice."""
        if state.phase == "turn" and state.stage in PRIVATE_STAGES:
            return self.decision(state).seat
        return None

    def curtain_task(self, state: MascaradeState, seat: int) -> str:
        """What the player does alone with the screen: look at a card, or swap-or-not in secret."""
        if state.stage == "peek":
            return "look at your card"
        if state.stage in SECRET_STAGES:
            return "swap the two cards, or not, in secret"
        return "look at your private view"

    def decision_is_secret(self, state: MascaradeState) -> bool:
        """Swap-or-not choices are secret even though they show nothing."""
        return state.phase == "turn" and state.stage in SECRET_STAGES

    # ----- legality --------------------------------------------------------------------------
    def decision(self, state: MascaradeState) -> Decision:
        """The current decision."""
        if state.phase == "over":
            return Decision(None, "over", "The game is over.")
        seat, who = state.current, state.players[state.current]
        if state.phase == "memorise":
            return Decision(
                seat, "memorise", "Everyone: memorise the cards, then turn them face down.", (Action("ready"),)
            )
        stage = state.stage
        if stage == "":
            acts = [Action("swap")]
            if self.may_act_freely(state):
                acts += [Action("peek"), Action("announce")]
            why = (
                ""
                if len(acts) > 1
                else (
                    " (the first turns are swaps only)"
                    if state.turn_no <= self.spec.swap_only_turns
                    else " (your card was revealed last turn: you must swap)"
                )
            )
            return Decision(
                seat, "turn", f"{who}: swap-or-not, look at your card, or announce a character{why}.", tuple(acts)
            )
        return powers.decision(self.spec, state)

    def why_not(self, state: MascaradeState, seat: int | None, verb: str, arg: str | None = None) -> str:
        """Why ``verb`` (on ``arg``) is not legal for ``seat`` now, in the game's words (whynot.py); nothing hidden."""
        return whynot.why_not(self.spec, state, self.decision(state), seat, verb, arg)

    def may_act_freely(self, state: MascaradeState) -> bool:
        """Past the first turns, and not revealed during the previous player's turn."""
        return state.turn_no > self.spec.swap_only_turns and state.revealed_turn.get(state.current) != state.turn_no - 1

    # ----- applying -------------------------------------------------------------------------
    def apply(self, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Apply a legal action."""
        if state.phase == "memorise":
            state.phase = "turn"
            events: list[Event] = [Flipped("", component=p, face="") for p in state.cards]
            events.insert(
                0,
                PhaseBegan(
                    f"The cards turn face down. {state.players[state.current]} begins.",
                    phase="turn",
                    seat=state.current,
                ),
            )
            return events
        events = powers.apply(self.spec, state, action)
        if state.stage == "end_turn":
            events += self.end_turn(state)
        return events

    def end_turn(self, state: MascaradeState) -> list[Event]:
        """End check, then the left neighbour's turn."""
        events = powers.end_check(self.spec, state)
        if state.phase == "over":
            return events
        state.turn_no += 1
        state.current = (state.current + 1) % state.count
        state.stage, state.pending, state.claims, state.claim_queue, state.power_queue, state.fined = (
            "",
            {},
            {},
            [],
            [],
            [],
        )
        events.append(
            PhaseBegan(f"Turn {state.turn_no}: {state.players[state.current]}.", phase="turn", seat=state.current)
        )
        return events
