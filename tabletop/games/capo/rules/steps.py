"""The steps of a Capo dei Capi turn on the shared flow (tabletop/engine/flow.py): the free choice between
rolls, the chip actions' menus, the five-marker limit, and the two automatic ends of a turn.

The flow holds one turn-level step at a time, with menus pushed on it; when a turn ends the next player's
``Turn`` is pushed, and after the final scoring the flow is empty (the game is over). Each step's ``stage`` is
its name in the view, which the layout, the why-not (whynot.py) and tests read.

- ``Turn(revert, payoff)`` ("decide"): roll, stop and bank, Payoff, or open a chip action's menu. A roll is
  resolved at once (roll.py): a step of choices.py takes the Turn's place while the roll waits for a choice,
  and a fresh Turn comes back once it is settled (``revert``: the roll may still be cancelled; ``payoff``: it
  gave the hit-man, so Payoff is on offer). Stopping puts ``Commit`` in its place.
- Chip action menus, pushed on the Turn: ``DeceiveFrom`` then ``DeceiveTo(src)``, ``PocketMenu``,
  ``ScandalMenu``. "cancel" pops back to the Turn as it was (its windows kept); completing one puts a fresh
  Turn in its place (the roller must roll again) and Pocket may push ``Limit`` on it.
- ``Limit(card)`` ("limit"): the card already holds five of the player's markers; one of them or the new one
  leaves the game. Pushed by Pocket (over the Turn) or by ``Commit`` (over the rest of the commit).
- ``Commit(cards)`` (automatic): the pending markers are banked card by card (``Limit`` where one is full),
  then the chips and the extortion bonus, and the turn ends.
- ``Arrested()`` (automatic): the pending markers and chips go back, and the turn ends.
- ``Window``: the base of every step in which the last roll may still be cancelled (choices.py's steps, and a
  Turn with ``revert``): the opponent's Backstab is its interjection, the roller's own Reneg goes with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.events import Event, PhaseBegan, Said
from tabletop.engine.flow import Step
from tabletop.engine.message import msg, msgn
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.capo.rules import effects as fx
from tabletop.games.capo.rules.state import HITMAN_SUPPLY, PENDING_CHIPS, CapoState, hitman, pending, side

if TYPE_CHECKING:
    from tabletop.games.capo.rules.roll import Rolling
    from tabletop.games.capo.rules.rules import CapoRules

ROLL, STOP, PAYOFF, CANCEL = Action("roll"), Action("stop"), Action("payoff"), Action("cancel")
DECEIVE, POCKET, SCANDAL = Action("deceive"), Action("pocket"), Action("scandal")


@dataclass(frozen=True)
class CapoStep(Step[CapoState]):
    """A step of Capo's flow; ``stage`` is its name in the view."""

    stage: ClassVar[str] = ""

    def shown(self) -> dict[str, Any]:
        """The step's data as the view's "choice" shows it."""
        return {}


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Window(CapoStep):
    """A step in which the last roll may still be cancelled, by the opponent's Backstab (an interjection) or the
    roller's own Reneg; both are offered after the step's own actions, Backstab first."""

    def is_open(self) -> bool:
        """Whether the roll may be cancelled in this step (while a snapshot of it is kept)."""
        return True

    def interjections(self, game: CapoRules, state: CapoState) -> Sequence[Action]:
        """Backstab (the opponent's seat given), then the roller's Reneg, which comes back through ``resolve``."""
        return game.responses(state) if self.is_open() else ()

    def interject(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """Backstab: the roll is void and the roller must roll again."""
        return game.backstab(state)

    def resolve(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """Reneg, or one of the step's own actions."""
        if action.verb == "reneg":
            return game.reneg(state, rng)
        return self.choose(game, state, action, rng)

    def choose(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """What one of the step's own actions does."""
        raise IllegalActionError(str(action), self.stage, "no such action in this step")


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Turn(Window):
    """The free choice between rolls: roll, stop and bank, or use a chip."""

    revert: bool = False  # the roll just settled may still be cancelled (Backstab, Reneg)
    payoff: bool = False  # the roll just settled gave the hit-man: Payoff is on offer
    stage = "decide"

    def is_open(self) -> bool:
        """Only right after a roll that settled without a choice."""
        return self.revert

    def decide(self, game: CapoRules, state: CapoState) -> Decision:
        """Roll (always), stop (after a roll), and the chip actions the player can pay for and use now."""
        a, cost = state.active, game.cost
        acts = [ROLL] if state.must_roll else [ROLL, STOP]
        chips = state.chips(a)
        if self.payoff and chips >= cost("payoff"):
            acts.append(PAYOFF)
        occupied = chips >= min(cost("deceive"), cost("pocket")) and game.occupied(state)  # asked once, if at all
        if chips >= cost("deceive") and occupied and game.free(state):
            acts.append(DECEIVE)
        if chips >= cost("pocket") and occupied:
            acts.append(POCKET)
        if chips >= cost("scandal") and state.ext + 1 <= game.spec.extortion.arrest_above:
            acts.append(SCANDAL)
        if state.must_roll:
            prompt = msg("{seat}: roll, or use a chip.", seat=state.me)
        else:
            prompt = msg("{seat}: roll, stop and bank, or use a chip.", seat=state.me)
        return Decision(a, "turn", prompt, tuple(acts))

    def choose(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """Roll, stop, pay off the hit-man, or open a chip action's menu (which keeps this Turn under it)."""
        verb = action.verb
        if verb == "roll":
            return game.roll(state, rng)
        if verb == "stop":
            state.flow.replace(Commit.of(game, state))
            return [Said(msg("{seat} stops and banks.", seat=state.me))]
        if verb == "payoff":
            events = fx.pay(state, state.active, game.cost("payoff"), game.spec.action("payoff").name)
            text = msg("The hit-man is paid off and goes back.")
            events.append(fx.move(state, "hitman", hitman(state.active), HITMAN_SUPPLY, text))
            chip_done(state)
            return events
        state.flow.then(MENUS[verb]())
        return []


def chip_done(state: CapoState) -> None:
    """After any chip action the player must roll again, and the last roll's windows are closed."""
    state.must_roll = True
    state.flow.replace(Turn())


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Menu(CapoStep):
    """A chip action's menu on the Turn: "cancel" steps back out of it, to the Turn as it was."""

    def resolve(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """Cancel, or the menu's own choice."""
        if action.verb == "cancel":
            state.flow.pop()
            return []
        return self.pick(game, state, action.args[0])

    def pick(self, game: CapoRules, state: CapoState, arg: str) -> list[Event]:
        """What the menu's choice does."""
        raise IllegalActionError(arg, self.stage, "no such choice in this menu")


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class DeceiveFrom(Menu):
    """Deceive, first: which pending marker moves."""

    stage = "deceive_from"

    def decide(self, game: CapoRules, state: CapoState) -> Decision:
        """Any card with a pending marker."""
        acts = [Action("from", (c,)) for c in game.occupied(state)] + [CANCEL]
        prompt = msg(
            "{seat}: {deceive} - which pending marker moves?", seat=state.me, deceive=game.spec.action("deceive").name
        )
        return Decision(state.active, self.stage, prompt, tuple(acts))

    def pick(self, game: CapoRules, state: CapoState, arg: str) -> list[Event]:
        """On to where it goes (a cancel there leads back to the Turn)."""
        state.flow.replace(DeceiveTo(arg))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class DeceiveTo(Menu):
    """Deceive, then: beside which free card the marker from ``src`` goes."""

    src: str
    stage = "deceive_to"

    def shown(self) -> dict[str, Any]:
        """The card the marker comes from."""
        return {"from": self.src}

    def decide(self, game: CapoRules, state: CapoState) -> Decision:
        """Any card with a free slot."""
        acts = [Action("to", (c,)) for c in game.free(state)] + [CANCEL]
        prompt = msg(
            "{seat}: {deceive} - move it beside which card?", seat=state.me, deceive=game.spec.action("deceive").name
        )
        return Decision(state.active, self.stage, prompt, tuple(acts))

    def pick(self, game: CapoRules, state: CapoState, arg: str) -> list[Event]:
        """Pay and move the marker (a bribe's face stays out of the event)."""
        events = fx.pay(state, state.active, game.cost("deceive"), game.spec.action("deceive").name)
        token = state.zones[pending(self.src)][0]
        text = msg(
            "{seat} moves the marker beside {card} to {to}.",
            seat=state.me,
            card=state.name(self.src),
            to=state.name(arg),
        )
        events.append(fx.move(state, token, pending(self.src), pending(arg), text, show=token not in state.bribe_value))
        state.flow.pop()
        chip_done(state)
        return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class PocketMenu(Menu):
    """Pocket: which pending marker is banked now."""

    stage = "pocket"

    def decide(self, game: CapoRules, state: CapoState) -> Decision:
        """Any card with a pending marker."""
        acts = [Action("pocket", (c,)) for c in game.occupied(state)] + [CANCEL]
        prompt = msg(
            "{seat}: {pocket} - bank which pending marker now?", seat=state.me, pocket=game.spec.action("pocket").name
        )
        return Decision(state.active, self.stage, prompt, tuple(acts))

    def pick(self, game: CapoRules, state: CapoState, card: str) -> list[Event]:
        """Pay and bank the marker (the limit may ask which marker leaves)."""
        state.pocketed.append(card)
        events = fx.pay(state, state.active, game.cost("pocket"), game.spec.action("pocket").name)
        events.append(Said(msg("{seat} pockets the marker beside {card}.", seat=state.me, card=state.name(card))))
        state.flow.pop()
        chip_done(state)
        if state.count(side(card, state.active)) >= game.spec.marker_limit_per_card:
            state.flow.then(Limit(card))
            return events
        return events + fx.commit_marker(state, card)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class ScandalMenu(Menu):
    """Scandal: how far extortion rises."""

    stage = "scandal"

    def decide(self, game: CapoRules, state: CapoState) -> Decision:
        """+1 or +2, as far as the track allows."""
        top = game.spec.extortion.arrest_above
        acts = [Action("scandal", (str(n),)) for n in (1, 2) if state.ext + n <= top] + [CANCEL]
        prompt = msgn(
            "{seat}: {scandal} ({n} chip) - raise extortion from {level} by how much?",
            "{seat}: {scandal} ({n} chips) - raise extortion from {level} by how much?",
            game.cost("scandal"),
            seat=state.me,
            scandal=game.spec.action("scandal").name,
            level=state.ext,
        )
        return Decision(state.active, self.stage, prompt, tuple(acts))

    def pick(self, game: CapoRules, state: CapoState, arg: str) -> list[Event]:
        """Pay and raise extortion (with the option, a chip beside the Mayor too)."""
        scandal = game.spec.action("scandal").name
        events = fx.pay(state, state.active, game.cost("scandal"), scandal)
        state.ext += int(arg)
        events.append(Said(msg("{scandal}: extortion rises to {level}.", scandal=scandal, level=state.ext)))
        if state.scandal_places_chip:  # the other reading of "whenever the level rises, place a chip"
            events += fx.chip_from_supply(state, PENDING_CHIPS, msg("A chip goes beside the Mayor."))
        state.flow.pop()
        chip_done(state)
        return events


MENUS: dict[str, type[CapoStep]] = {"deceive": DeceiveFrom, "pocket": PocketMenu, "scandal": ScandalMenu}


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Limit(CapoStep):
    """``card`` already holds five of the player's markers: one of them, or the new one, leaves the game."""

    card: str
    stage = "limit"

    def shown(self) -> dict[str, Any]:
        """The full card."""
        return {"card": self.card}

    def decide(self, game: CapoRules, state: CapoState) -> Decision:
        """Any of the player's markers on the card, or the pending one."""
        a, card = state.active, self.card
        acts = tuple(Action("drop", (t,)) for t in state.zones[side(card, a)] + state.zones[pending(card)])
        prompt = msg(
            "{seat}: {card} holds {limit} of your markers - remove one (or the new one) from the game.",
            seat=state.me,
            card=state.name(card),
            limit=game.spec.marker_limit_per_card,
        )
        return Decision(a, self.stage, prompt, acts)

    def resolve(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """Box the marker and bank the pending one if it stayed; back to what the limit interrupted."""
        token, card = action.args[0], self.card
        src = pending(card) if token in state.zones[pending(card)] else side(card, state.active)
        events = fx.drop_to_box(state, token, src)
        if state.zones[pending(card)]:
            events += fx.commit_marker(state, card)
        state.flow.pop()
        return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Commit(CapoStep):
    """Automatic: bank the pending markers of ``cards`` in order, then the chips and the bonus; the turn ends."""

    cards: tuple[str, ...]
    automatic = True
    stage = "commit"

    @classmethod
    def of(cls, game: Rolling, state: CapoState) -> Commit:
        """The commit of every card with a pending marker now (``game``: CapoRules, or its roll.py part)."""
        return cls(tuple(game.occupied(state)))

    def run(self, game: CapoRules, state: CapoState, rng: Rng) -> list[Event]:
        """Bank card by card; a full card pushes ``Limit`` over the rest of the commit."""
        events: list[Event] = []
        limit = game.spec.marker_limit_per_card
        for i, card in enumerate(self.cards):
            if state.count(side(card, state.active)) >= limit:
                state.flow.replace(Commit(self.cards[i + 1 :]))
                state.flow.then(Limit(card))
                return events
            events += fx.commit_marker(state, card)
        events += fx.bank_chips_and_bonus(game.spec, state)
        return events + end_turn(game, state)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Arrested(CapoStep):
    """Automatic: the player is arrested; pending markers and chips go back, and the turn ends."""

    automatic = True
    stage = "arrested"

    def run(self, game: CapoRules, state: CapoState, rng: Rng) -> list[Event]:
        """Return what was pending, then the end of the turn."""
        events: list[Event] = [
            PhaseBegan(
                msg("{seat} is arrested! Pending markers and chips go back.", seat=state.me),
                phase="arrest",
                seat=state.active,
            )
        ]
        events += fx.return_pending(state)
        return events + end_turn(game, state)


def end_turn(game: CapoRules, state: CapoState) -> list[Event]:
    """Clean up; the next player's Turn follows, or nothing once the final scoring is done."""
    events = fx.cleanup(game.spec, state)
    state.flow.clear()
    if not state.ending:
        state.flow.then(Turn())
    return events
