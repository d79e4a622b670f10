"""A roll of Capo dei Capi and its resolution on the flow, mixed into CapoRules (the steps reach it as ``game``).

A roll puts a fresh ``Turn`` on top, keeps a snapshot of the state (the response window the rulebook places
before resolution) and is resolved at once, by the kind of roll (``classify``): either its effect is done and
``conclude`` settles it, or a step of choices.py takes the Turn's place until its player chooses. ``conclude``
puts next on the flow what the roll leads to: the end trigger wins over everything (``FaceEnd`` while the roll
may still be cancelled, else ``Commit``), then an arrest (``FaceArrest`` while Reneg is possible, else
``Arrested``), else a fresh ``Turn``. Backstab and Reneg restore the snapshot (its flow included): the roll
never happened; Reneg rolls again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.events import Event, Rolled, Said
from tabletop.engine.message import msg
from tabletop.engine.rng import Rng
from tabletop.games.capo.rules import effects as fx
from tabletop.games.capo.rules.choices import (
    DoubleBribe,
    DoubleInfluence,
    FaceArrest,
    FaceEnd,
    InvestAny,
    MoveFrom,
    PlaceCube,
    PlaceInfluence,
    Reveal,
    frozen,
)
from tabletop.games.capo.rules.dice import RollMeaning, classify
from tabletop.games.capo.rules.state import (
    HITMAN_SUPPLY,
    MAYOR_CUBES,
    PENDING_CHIPS,
    CapoState,
    card_cubes,
    hand,
    hitman,
    pending,
)
from tabletop.games.capo.rules.steps import Arrested, Commit, Turn

if TYPE_CHECKING:
    from tabletop.engine.actions import Action
    from tabletop.games.capo.rules.data import CapoSpec


class Rolling:
    """Rolling, resolving and cancelling a roll (CapoRules provides the legality helpers it uses: ``cost``,
    ``blocked``, ``free``, ``occupied``, ``can_backstab``, ``can_reneg``, ``responses``, ``reveal_targets``)."""

    spec: CapoSpec

    if TYPE_CHECKING:  # the legality helpers CapoRules (rules.py) defines

        def cost(self, name: str) -> int: ...
        def blocked(self, state: CapoState, card: str) -> bool: ...
        def free(self, state: CapoState) -> list[str]: ...
        def occupied(self, state: CapoState) -> list[str]: ...
        def can_backstab(self, state: CapoState) -> bool: ...
        def can_reneg(self, state: CapoState) -> bool: ...
        def responses(self, state: CapoState) -> list[Action]: ...
        def reveal_targets(self, state: CapoState) -> list[str]: ...

    def roll(self, state: CapoState, rng: Rng) -> list[Event]:
        """Roll both dice, keep the snapshot, and resolve the roll."""
        white, black = rng.randint(1, 6), rng.randint(1, 6)
        state.dice = (white, black)
        state.last_roll = (white, black, state.active)
        state.must_roll = False
        state.flow.replace(Turn())
        meaning = classify(white, black)
        events: list[Event] = [
            Rolled(
                msg(
                    "{seat} rolls white {white}, black {black}: {meaning}.",
                    seat=state.me,
                    white=white,
                    black=black,
                    meaning=meaning.describe(),
                ),
                dice=("white", "black"),
                values=(white, black),
            )
        ]
        state.take_snapshot()
        return events + getattr(self, f"_on_{meaning.kind}")(state, meaning, rng)

    # ----- the kinds of roll ----------------------------------------------------------------------
    def _on_double(self, state: CapoState, m: RollMeaning, rng: Rng) -> list[Event]:
        if state.zones[hitman(state.active)]:
            return [Said(msg("Second doubles while holding the hit-man."))] + self.conclude(state, arrest=True)
        prior = {"double": m.amount}
        if m.amount in (1, 2, 3, 5):
            if not self.free(state):
                return [Said(msg("No free card for the doubles."))] + self.conclude(state, arrest=True, prior=prior)
            state.flow.replace(DoubleInfluence(m.amount) if m.amount <= 3 else DoubleBribe(m.amount))
            return []
        if m.amount == 4:
            events = fx.chip_from_supply(
                state, hand(state.active), msg("{seat} takes a chip into hand.", seat=state.me)
            )
            events += fx.chip_from_supply(state, PENDING_CHIPS, "")
            events += self.take_hitman(state)
            return events + self.extort(state, 1, chip=False, payoff=True, prior=prior)
        state.flow.replace(MoveFrom() if any(state.zones[card_cubes(c)] for c in state.cards) else PlaceCube())
        return []

    def _on_influence(self, state: CapoState, m: RollMeaning, rng: Rng) -> list[Event]:
        assert state.dice is not None  # roll() has just set them
        white, black = state.dice
        named = ((self.spec.named_card("black", black), white), (self.spec.named_card("white", white), black))
        options = {c: v for c, v in named if not self.blocked(state, c)}
        if not options:
            return [Said(msg("Both cards the roll names already have a pending marker."))] + self.conclude(
                state, arrest=True
            )
        if len(options) == 1:
            card, value = next(iter(options.items()))
            return fx.take_influence(state, value, card) + self.conclude(state, auto=True)
        state.flow.replace(PlaceInfluence(tuple(options.items())))
        return []

    def _on_extort(self, state: CapoState, m: RollMeaning, rng: Rng) -> list[Event]:
        return self.extort(state, m.amount)

    def _on_bribe(self, state: CapoState, m: RollMeaning, rng: Rng) -> list[Event]:
        named = self.named_card(m)
        if self.blocked(state, named):
            if state.zones[pending(named)]:
                why = msg("{card} already has a pending marker.", card=state.name(named))
            else:
                why = msg("{card} had its marker this turn.", card=state.name(named))
            return [Said(why)] + self.conclude(state, arrest=True)
        return fx.take_bribe(state, named, rng) + self.conclude(state, auto=True)

    def _on_bribe_extort(self, state: CapoState, m: RollMeaning, rng: Rng) -> list[Event]:
        if self.reveal_targets(state):
            state.flow.replace(Reveal())
            return []
        said = Said(msg("{seat} has no face-down bribe: extortion +2.", seat=state.them))
        return [said] + self.extort(state, 2)

    def _on_invest(self, state: CapoState, m: RollMeaning, rng: Rng) -> list[Event]:
        named = self.named_card(m)
        events = fx.take_cube(state, card_cubes(named), msg("A cube goes onto {card}.", card=state.name(named)))
        return events + self.conclude(state, auto=True)

    def _on_invest_extort(self, state: CapoState, m: RollMeaning, rng: Rng) -> list[Event]:
        events = fx.take_cube(state, MAYOR_CUBES, msg("A cube goes onto the Mayor card."))
        if fx.supply_exhausted(state):
            return events + self.conclude(state, auto=True)
        return events + self.extort(state, state.count(MAYOR_CUBES))

    def _on_invest_bribe(self, state: CapoState, m: RollMeaning, rng: Rng) -> list[Event]:
        state.flow.replace(InvestAny())
        return []

    # ----- what rolls share -----------------------------------------------------------------------
    def named_card(self, m: RollMeaning) -> str:
        """The area card a roll of bribe or invest names by its die of 1-3 (``classify`` always gives one)."""
        if m.named is None:
            raise ValueError(f"a roll of {m.kind} names no area card")
        return self.spec.named_card(*m.named)

    def extort(
        self,
        state: CapoState,
        amount: int,
        chip: bool = True,
        auto: bool = True,
        payoff: bool = False,
        prior: dict[str, Any] | None = None,
    ) -> list[Event]:
        """Raise extortion (above the track: arrest); a chip goes beside the Mayor; the roll is settled."""
        state.ext += amount
        events: list[Event] = [Said(msg("Extortion rises by {amount} to {level}.", amount=amount, level=state.ext))]
        if state.ext > self.spec.extortion.arrest_above:
            return events + self.conclude(state, arrest=True, prior=prior)
        if chip:
            events += fx.chip_from_supply(state, PENDING_CHIPS, msg("A chip goes beside the Mayor."))
        return events + self.conclude(state, auto=auto, payoff=payoff, prior=prior)

    def take_hitman(self, state: CapoState) -> list[Event]:
        """The player takes the hit-man (doubles)."""
        text = msg("{seat} takes the hit-man.", seat=state.me)
        return [fx.move(state, "hitman", HITMAN_SUPPLY, hitman(state.active), text)]

    def hitman_and_conclude(self, state: CapoState, prior: dict[str, Any]) -> list[Event]:
        """Doubles that placed something: the hit-man (none once a pile is empty), and the roll is settled."""
        if fx.supply_exhausted(state):
            return self.conclude(state, prior=prior)
        return self.take_hitman(state) + self.conclude(state, payoff=True, prior=prior)

    def conclude(
        self,
        state: CapoState,
        arrest: bool = False,
        auto: bool = False,
        payoff: bool = False,
        prior: dict[str, Any] | None = None,
    ) -> list[Event]:
        """Settle a roll in place of the current step: the end trigger wins over everything, then an arrest, else
        a fresh Turn (``auto``: settled without a choice, so it may still be cancelled there; ``payoff``: the
        hit-man was taken; ``prior``: the roll's data the view keeps showing while an arrest or end waits)."""
        flow = state.flow
        if fx.supply_exhausted(state):
            state.ending, state.ended_by = True, state.active
            events: list[Event] = [Said(msg("A supply pile is empty: the game ends after this turn."))]
            if self.can_backstab(state) or self.can_reneg(state):
                flow.replace(FaceEnd(frozen(prior or {})))
            else:
                flow.replace(Commit.of(self, state))
            return events
        if arrest:
            if self.can_reneg(state):
                flow.replace(FaceArrest(frozen(prior or {})))
                return [Said(msg("{seat} faces arrest (Reneg can still cancel the roll).", seat=state.me))]
            flow.replace(Arrested())
            return []
        flow.replace(Turn(revert=auto and bool(self.responses(state)), payoff=payoff))
        return []

    # ----- cancelling a roll ----------------------------------------------------------------------
    def backstab(self, state: CapoState) -> list[Event]:
        """The opponent pays: the roll is void (the snapshot comes back) and the roller must roll again."""
        state.restore_snapshot()
        o = state.opponent
        events = fx.pay(state, o, self.cost("backstab"), self.spec.action("backstab").name)
        said = msg("{seat} backstabs: the roll is void and {roller} must roll again.", seat=state.them, roller=state.me)
        events.insert(0, Said(said))
        state.dice, state.last_roll, state.must_roll = None, None, True
        state.flow.replace(Turn())
        return events

    def reneg(self, state: CapoState, rng: Rng) -> list[Event]:
        """The roller pays: the roll is void (the snapshot comes back) and rolled again."""
        state.restore_snapshot()
        events: list[Event] = [Said(msg("{seat} reneges: the roll is void and rolled again.", seat=state.me))]
        events += fx.pay(state, state.active, self.cost("reneg"), self.spec.action("reneg").name)
        return events + self.roll(state, rng)
