"""Mascarade's rules: swap-or-not, look, announce with claims and challenges, thirteen powers, on the shared flow.

The state's flow begins with ``Memorise``; each turn is a chain of single choices (turn.py), the powers of the
true holders follow the claims (powers.py), and the flow empties when the game ends. Secret choices (swap or
not, the Fool's and the Spy's exchanges) are private steps, made behind the curtain, with the same events
either way. Revealed cards stay face up until someone clicks on, then turn face down. Readings are listed in
data/mascarade.yaml.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Outcome
from tabletop.engine.events import Event
from tabletop.engine.flow import Flow, FlowRules
from tabletop.engine.gamedef import OptionDef, first_player_option
from tabletop.engine.message import Listed, Msg, Seat, Words, msg, msgc, msgn
from tabletop.engine.rng import Rng
from tabletop.engine.rules import first_seat
from tabletop.engine.sightings import Seen
from tabletop.games.mascarade.rules import whynot
from tabletop.games.mascarade.rules.data import MascaradeSpec
from tabletop.games.mascarade.rules.state import CHEAT_WIN, MascaradeState, ending, new_state
from tabletop.games.mascarade.rules.turn import Memorise
from tabletop.games.mascarade.rules.view import MascaradeView, mascarade_view

SECRET_STAGES = ("swap_secret", "fool_secret", "spy_secret")
PRIVATE_STAGES = SECRET_STAGES + ("peek",)


class MascaradeRules(FlowRules[MascaradeState, MascaradeView]):
    """Mascarade for 2 to 13 players."""

    slug = "mascarade"
    spec: MascaradeSpec

    def __init__(self, spec: MascaradeSpec):
        super().__init__(spec)
        self.title = spec.title
        # each character's name by id, for the steps' words (keyed by the ids actions carry)
        self.names: dict[str, Msg] = {c.id: c.name for c in spec.characters}

    @property
    def variants(self) -> tuple[str, ...]:
        """The recommended set, or a set the players choose (option ``set``)."""
        return ("recommended", "custom")

    def variant_title(self, variant: str) -> Words:
        """The variants' names on screen."""
        if variant == "recommended":
            return msgc("variant", "Recommended")
        return msgc("variant", "Custom") if variant == "custom" else super().variant_title(variant)

    def option_defs(self) -> tuple[OptionDef, ...]:
        """Who starts, and (custom variant, 4+ players) the characters in play, checked against the set rules."""
        characters = tuple(c.id for c in self.spec.characters)
        counts = tuple(n for n in self.spec.players if n >= 4)

        def check(cards: list[str], count: int) -> list[Words]:
            return list(self.spec.set_problems(tuple(cards), count)) if cards else []

        chosen = OptionDef(
            "set",
            msg("Characters"),
            "multiset",
            (),
            msg("The characters in a custom game (empty: the recommended set for the player count)"),
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
            msg("Fool and centre cards"),
            "choice",
            False,
            msg(
                "May the Fool pick centre cards to swap? Players' cards: the rulebook says two other players' cards "
                "(recommended). Centre too: some editions allow any two cards."
            ),
            (False, True),
            advanced=True,
            labels=(msgc("option value", "Players' cards"), msgc("option value", "Centre too")),
        )
        return (first_player_option(), chosen, fool)

    def setup(self, players: tuple[str, ...], variant: str, options: dict[str, Any], rng: Rng) -> MascaradeState:
        """Deal the set; option ``set`` lists the characters of a custom game (default: the recommended set)."""
        count = len(players)
        first = first_seat(options, count, rng)
        chosen = self.chosen(options, count)
        custom = chosen.names("set") if variant == "custom" else ()
        if count <= 3:
            cards = self.spec.small_games.set
        elif custom:
            cards = custom
        else:
            cards = self.spec.recommended_sets.sets[count]
        state = new_state(self.spec, players, first, tuple(cards), rng)
        state.fool_takes_centre = chosen.flag("fool_centre")
        state.flow = Flow([Memorise()])
        return self.start(state, rng)

    def apply(self, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Apply ``action`` on the flow, then let every seat note the cards it now sees (its memory)."""
        events = super().apply(state, action, rng)
        step = state.flow.top
        state.memories()
        if step is None or step.phase == "memorise":  # every card shown to everyone
            for seat in range(state.count):
                state.remember(seat, None)
        elif state.face_up or step.looks:  # else the cards face up, and the seat's private look (most turns: none)
            for seat in range(state.count):
                state.remember(seat, {*state.face_up, *step.seen_by(state, seat)})
        return events

    def copy_state(self, state: MascaradeState) -> MascaradeState:
        """An explicit, cheap copy (MascaradeState.copy)."""
        return state.copy()

    def determinize(
        self, state: MascaradeState, seat: int, rng: random.Random, seen: Seen | None = None
    ) -> MascaradeState:
        """Everything ``seat`` may not know dealt afresh at random (secrets.determinize: what the seat remembers of
        the cards it looked at lives in the state, ``state.memory``, so ``seen`` adds nothing)."""
        from tabletop.games.mascarade.rules import secrets

        return secrets.determinize(state, seat, rng)

    def hidden_facts(self, state: MascaradeState, seat: int | None) -> dict[str, str]:
        """Each component whose face ``seat`` may not know now, mapped to that face (secrets.hidden_facts)."""
        from tabletop.games.mascarade.rules import secrets

        return secrets.hidden_facts(state, seat)

    def view(self, state: MascaradeState, seat: int | None) -> MascaradeView:
        """The table as ``seat`` sees it."""
        return mascarade_view(self.spec, state, seat, self.decision(state).seat)

    def open_view(self, state: MascaradeState) -> MascaradeView:
        """The public table with every card face up."""
        return mascarade_view(self.spec, state, None, self.decision(state).seat, everything=True)

    playout_depth = 40  # about six turns
    standing_spread = 2.0

    def standing(self, state: MascaradeState) -> tuple[float, ...]:
        """Coins: the game is won by reaching the goal, or by being richest when someone goes bankrupt."""
        return tuple(float(c) for c in state.coins)

    def length(self, state: MascaradeState) -> int:
        """The turn being played (the last one, once the game is over)."""
        return state.turn_no

    def outcome(self, state: MascaradeState) -> Outcome | None:
        """The winners once the game has ended."""
        if state.flow:
            return None
        return Outcome(state.winners, tuple(state.coins), self._verdict(state))

    def _verdict(self, state: MascaradeState) -> Msg:
        """How the game ended and why these players won: coins reached, or a bankruptcy and the richest."""
        won, coins, players = state.winners, state.coins, state.players
        names = Listed(tuple(msg("{seat} ({coins} coins)", seat=Seat(w, players[w]), coins=coins[w]) for w in won))
        if state.ended_by == CHEAT_WIN:
            first = won[0]
            return msgn(
                "{seat} wins as the Cheat with {n} coin ({least} or more).",
                "{seat} wins as the Cheat with {n} coins ({least} or more).",
                coins[first],
                seat=Seat(first, players[first]),
                least=self.spec.cheat_coins,
            )
        if state.ended_by.endswith("coins or more"):
            return msgn(
                "{names} reaches {amount} and wins.",
                "{names} reach {amount} and share the win.",
                len(won),
                names=names,
                amount=ending(self.spec, state.ended_by),
            )
        broke = Listed(tuple(Seat(s, players[s]) for s in range(state.count) if coins[s] == 0))
        rest = sorted((c for s, c in enumerate(coins) if s not in won), reverse=True)
        if rest:
            return msgn(
                "{broke} went bankrupt, so the richest wins: {names}; the next richest has {next}.",
                "{broke} went bankrupt, so the richest share the win: {names}; the next richest has {next}.",
                len(won),
                broke=broke,
                names=names,
                next=rest[0],
            )
        return msgn(
            "{broke} went bankrupt, so the richest wins: {names}.",
            "{broke} went bankrupt, so the richest share the win: {names}.",
            len(won),
            broke=broke,
            names=names,
        )

    def components(self, state: MascaradeState) -> Counter[str]:
        """Every character card by id."""
        return Counter(state.cards.values())

    def private_viewer(self, state: MascaradeState) -> int | None:
        """Who must be alone with the screen: a look, or a secret choice."""
        if state.phase == "turn" and state.stage in PRIVATE_STAGES:
            return self.decision(state).seat
        return None

    def curtain_task(self, state: MascaradeState, seat: int) -> Msg:
        """What the player does alone with the screen: look at a card, or swap-or-not in secret."""
        if state.stage == "peek":
            return msg("look at your card")
        if state.stage in SECRET_STAGES:
            return msg("swap the two cards, or not, in secret")
        return msg("look at your private view")

    # ----- legality (decision and apply come from the flow: FlowRules) ------------------------------------------
    def why_not(self, state: MascaradeState, seat: int | None, verb: str, arg: str | None = None) -> Msg:
        """Why ``verb`` (on ``arg``) is not legal for ``seat`` now, in the game's words (whynot.py); nothing hidden."""
        return whynot.why_not(self.spec, state, self.decision(state), seat, verb, arg)

    def may_act_freely(self, state: MascaradeState) -> bool:
        """Past the first turns, and not revealed during the previous player's turn."""
        return state.turn_no > self.spec.swap_only_turns and state.revealed_turn.get(state.current) != state.turn_no - 1
