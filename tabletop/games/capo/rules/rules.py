"""Capo dei Capi's rules on the shared flow of typed steps: who decides, what is legal, what each action does.

The turn follows the digest's state machine (shared/rules/capo.md §2) as steps on ``state.flow``: steps.py
holds the turn (``Turn``, the chip actions' menus, ``Limit``, the automatic ``Commit`` and ``Arrested``),
choices.py the steps in which a roll waits for a choice, and roll.py (mixed in here) rolls and resolves. A roll
is resolved at once and a snapshot kept, so the opponent's Backstab and the roller's Reneg (the response window
the rulebook places before resolution) can cancel it exactly. They are offered inside the next decision the
roller faces anyway (the ``Window`` steps: Backstab is the flow's interjection), so nobody clicks extra on
rolls where nobody responds; only an arrest the roller could Reneg, or an end of game either player could
cancel, gets a decision of its own. ``FlowRules`` gives ``decision`` and ``apply``.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Outcome
from tabletop.engine.flow import Flow, FlowRules
from tabletop.engine.gamedef import OptionDef, first_player_option
from tabletop.engine.message import Msg, msg
from tabletop.engine.rng import Rng
from tabletop.engine.rules import first_seat
from tabletop.engine.sightings import Seen
from tabletop.games.capo.rules import whynot
from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.rules.effects import provisional_points, tie_break
from tabletop.games.capo.rules.roll import Rolling
from tabletop.games.capo.rules.state import CapoState, new_state, pending
from tabletop.games.capo.rules.steps import Turn
from tabletop.games.capo.rules.view import CapoView, capo_view


class CapoRules(Rolling, FlowRules[CapoState, CapoView]):
    """Capo dei Capi for two players, every rule of the rulebook."""

    slug = "capo"
    title = msg("Capo dei Capi")
    spec: CapoSpec

    # ----- setup, view, outcome -------------------------------------------------------------
    def setup(self, players: tuple[str, ...], variant: str, options: dict[str, Any], rng: Rng) -> CapoState:
        """Lay out the table; option ``first`` is a seat number or "random", the others are read as declared."""
        first = first_seat(options, len(players), rng)
        chosen = self.chosen(options, len(players))
        state = new_state(self.spec, players, first, rng, Flow([Turn()]))
        state.one_placement_per_card = chosen.text("pocket_reading") == "count"
        state.scandal_places_chip = chosen.flag("scandal_chip")
        return self.start(state, rng)

    def option_defs(self) -> tuple[OptionDef, ...]:
        """Who starts, and the reading of Pocket the seed leaves open (digest 6.2)."""
        pocket = OptionDef(
            "pocket_reading",
            msg("Pocket and the card's slot"),
            "choice",
            "occupancy",
            msg(
                "After Pocket banks a pending marker, may the same card take another marker this turn? Slot free "
                "again: yes, its slot is empty once more (recommended). One per turn: no, a card takes one placement "
                "a turn."
            ),
            ("occupancy", "count"),
            advanced=True,
            labels=(msg("Slot free again"), msg("One per turn")),
        )
        scandal = OptionDef(
            "scandal_chip",
            msg("Scandal and the Mayor's chips"),
            "choice",
            False,
            msg(
                "Does a rise by Scandal put a chip beside the Mayor, as a rise by a roll does? No chip: the rulebook "
                "says so only of the dice's extortion (recommended). A chip: every rise places one."
            ),
            (False, True),
            advanced=True,
            labels=(msg("No chip"), msg("A chip")),
        )
        return (first_player_option(), pocket, scandal)

    def view(self, state: CapoState, seat: int | None) -> CapoView:
        """What ``seat`` sees: public table plus that seat's own committed bribes."""
        return capo_view(self.spec, state, seat)

    def open_view(self, state: CapoState) -> CapoView:
        """The public table with every bribe's value shown, committed or in the supply."""
        return capo_view(self.spec, state, None, everything=True)

    playout_depth = 24  # about five turns
    standing_spread = 2.0

    def standing(self, state: CapoState) -> tuple[float, ...]:
        """VP as if the game were scored now (see effects.provisional_points)."""
        return provisional_points(state)

    def length(self, state: CapoState) -> int:
        """The turn being played (the last one, once the game is over)."""
        return state.turn

    def outcome(self, state: CapoState) -> Outcome | None:
        """Winner and points once the final scoring is done."""
        if not state.over or state.result is None:
            return None
        r = state.result
        w = r.winner
        who, vp, other = state.seat(w), r.vp[w], r.vp[1 - w]
        if r.decided_by == "points":
            return Outcome((w,), r.vp, msg("{seat} wins {vp} to {other}.", seat=who, vp=vp, other=other))
        how = tie_break(r.decided_by)
        summary = msg(
            "{seat} wins {vp} to {other}, tie broken by {tie_break}.", seat=who, vp=vp, other=other, tie_break=how
        )
        return Outcome((w,), r.vp, summary)

    def curtain_task(self, state: CapoState, seat: int) -> Msg:
        """Capo's only private view: the player's own committed bribes."""
        return msg("look at your bribes")

    def why_not(self, state: CapoState, seat: int | None, verb: str, arg: str | None = None) -> Msg:
        """Why ``verb`` (on ``arg``) is not legal for ``seat`` now, in the rules' words (see whynot.py)."""
        return whynot.why_not(self, state, seat, verb, arg)

    def copy_state(self, state: CapoState) -> CapoState:
        """An explicit, cheap copy (see CapoState.copy)."""
        return state.copy()

    def determinize(self, state: CapoState, seat: int, rng: random.Random, seen: Seen | None = None) -> CapoState:
        """Everything ``seat`` may not know dealt afresh at random (secrets.determinize; a bribe it committed stays
        face up to it on its side, so ``seen`` adds nothing)."""
        from tabletop.games.capo.rules import secrets

        return secrets.determinize(state, seat, rng)

    def hidden_facts(self, state: CapoState, seat: int | None) -> dict[str, str]:
        """Each component whose face ``seat`` may not know now, mapped to that face (secrets.hidden_facts)."""
        from tabletop.games.capo.rules import secrets

        return secrets.hidden_facts(state, seat)

    def components(self, state: CapoState) -> Counter[str]:
        """Every component by id; each must appear exactly once."""
        return Counter(c for zone in state.zones.values() for c in zone)

    # ----- legality (read by the steps) -------------------------------------------------------
    def cost(self, name: str) -> int:
        """A chip action's cost in chips."""
        return self.spec.cost_table[name]

    def blocked(self, state: CapoState, card: str) -> bool:
        """Whether a marker may not go beside ``card`` now: one is pending there, or (the count reading of
        Pocket) one was pocketed from there this turn."""
        return bool(state.zones[pending(card)]) or (state.one_placement_per_card and card in state.pocketed)

    def free(self, state: CapoState) -> list[str]:
        """The cards a marker may go beside now."""
        return [c for c in state.cards if not self.blocked(state, c)]

    def occupied(self, state: CapoState) -> list[str]:
        """The cards with a pending marker."""
        zones = state.zones
        return [c for c in state.cards if zones[pending(c)]]

    def can_backstab(self, state: CapoState) -> bool:
        """Whether the opponent may cancel the last roll now (and can pay)."""
        return state.snapshot is not None and state.chips(state.opponent) >= self.cost("backstab")

    def can_reneg(self, state: CapoState) -> bool:
        """Whether the roller may cancel the last roll, paying with the chips held when it was rolled."""
        return state.snapshot is not None and state.snapshot.chips(state.active) >= self.cost("reneg")

    def responses(self, state: CapoState) -> list[Action]:
        """The response window: the opponent's Backstab (an interjection), then the roller's own Reneg."""
        acts: list[Action] = []
        if self.can_backstab(state):
            acts.append(Action("backstab", seat=state.opponent))
        if self.can_reneg(state):
            acts.append(Action("reneg"))
        return acts

    def reveal_targets(self, state: CapoState) -> list[str]:
        """The cards where the opponent has a face-down bribe."""
        return [c for c in state.cards if state.hidden_bribes(state.opponent, c)]
