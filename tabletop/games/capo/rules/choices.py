"""The steps in which a roll waits for its player's choice, on the shared flow (see steps.py for the turn).

A roll that needs a choice puts one of these in the Turn's place (roll.py); the choice settles the roll
(``CapoRules.conclude``), which puts a fresh Turn back, or ``FaceEnd`` / ``FaceArrest`` while a Backstab or a
Reneg could still cancel an end of the game or an arrest, or the turn's automatic end (``Commit``,
``Arrested``). Every step here but ``MoveTo`` is a ``Window``: the roll may still be cancelled there.

- ``PlaceInfluence(options)`` ("influence"): the two cards the dice name are free: which one takes its value.
- ``DoubleInfluence(value)`` ("double_influence"), ``DoubleBribe(value)`` ("double_bribe"): doubles of 1-3
  or 5 place influence or a face-down bribe beside any free card, and give the hit-man.
- ``Reveal()`` ("reveal"): bribe + extort exposes one of the opponent's face-down bribes; extortion rises by
  its value. The reveal is public, so the roll can no longer be cancelled.
- ``InvestAny()`` ("invest_any"): invest + bribe puts a cube on any area card (exposing a bribe of the
  opponent's there).
- ``MoveFrom(moved_from)`` ("move_from") then ``MoveTo(src)`` ("move_to"): doubles of 6 move a cube between
  area cards ("cancel" at MoveTo goes back), or ``PlaceCube()`` ("place_cube") when no card has a cube.
- ``FaceArrest(prior)`` ("arrest"), ``FaceEnd(prior)`` ("end"): accept, unless the roll is cancelled.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Said
from tabletop.engine.message import Listed, Msg, msg
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.capo.rules import effects as fx
from tabletop.games.capo.rules.state import CapoState, card_cubes
from tabletop.games.capo.rules.steps import Arrested, CapoStep, Commit, Window

if TYPE_CHECKING:
    from tabletop.games.capo.rules.rules import CapoRules

CUBE_DOUBLE = 6  # the doubles that move or place a cube
ACCEPT, SKIP, CANCEL = Action("accept"), Action("skip"), Action("cancel")


def frozen(choice: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """A view's "choice" as a frozen value (a dict in it as its items)."""
    return tuple((k, tuple(v.items()) if isinstance(v, dict) else v) for k, v in choice.items())


def thawed(prior: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
    """A frozen "choice" as the view shows it."""
    return {k: dict(v) if isinstance(v, tuple) else v for k, v in prior}


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Choice(Window, ABC):
    """A roll's choice of one thing by one click: ``verb`` on each of ``targets``."""

    verb: ClassVar[str] = ""

    def targets(self, game: CapoRules, state: CapoState) -> list[str]:
        """What may be chosen."""
        return list(state.cards)

    @abstractmethod
    def prompt(self, state: CapoState) -> Msg:
        """What is asked, with the player's name."""

    def extra(self) -> tuple[Action, ...]:
        """Buttons after the targets."""
        return ()

    def decide(self, game: CapoRules, state: CapoState) -> Decision:
        """One action per target, then the extra buttons (Backstab and Reneg come after, as interjections)."""
        acts = tuple(Action(self.verb, (t,)) for t in self.targets(game, state)) + self.extra()
        return Decision(state.active, self.stage, self.prompt(state), acts)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class PlaceInfluence(Choice):
    """Influence: both cards the dice name are free; ``options`` pairs each with the value it would take."""

    options: tuple[tuple[str, int], ...]
    stage = "influence"
    verb = "place"

    def shown(self) -> dict[str, Any]:
        """The cards and values on offer."""
        return {"options": dict(self.options)}

    def targets(self, game: CapoRules, state: CapoState) -> list[str]:
        """The two named cards."""
        return [c for c, _ in self.options]

    def prompt(self, state: CapoState) -> Msg:
        """Which value beside which card."""
        options = tuple(msg("{value} beside {card}", value=v, card=state.name(c)) for c, v in self.options)
        return msg("{seat}: place influence {options}.", seat=state.me, options=Listed(options, "or"))

    def choose(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """Place the card's value; the roll is settled."""
        card = action.args[0]
        events = fx.take_influence(state, dict(self.options)[card], card)
        return events + game.conclude(state, prior=self.shown())


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Doubles(Choice):
    """Doubles that put one marker beside any free card, then bring the hit-man."""

    value: int
    verb = "place"

    def shown(self) -> dict[str, Any]:
        """The doubles rolled."""
        return {"double": self.value}

    def targets(self, game: CapoRules, state: CapoState) -> list[str]:
        """Every free card."""
        return game.free(state)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class DoubleInfluence(Doubles):
    """Doubles of 1-3: influence ``value`` beside any free card, and the hit-man."""

    stage = "double_influence"

    def prompt(self, state: CapoState) -> Msg:
        """The value to place."""
        return msg("{seat}: doubles - place influence {value} beside any free card.", seat=state.me, value=self.value)

    def choose(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """Place it, take the hit-man (unless the game is ending); the roll is settled."""
        events = fx.take_influence(state, self.value, action.args[0])
        return events + game.hitman_and_conclude(state, self.shown())


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class DoubleBribe(Doubles):
    """Doubles of 5: a face-down bribe beside any free card, and the hit-man."""

    stage = "double_bribe"

    def prompt(self, state: CapoState) -> Msg:
        """A bribe, unseen."""
        return msg("{seat}: doubles - place a face-down bribe beside any free card.", seat=state.me)

    def choose(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """Place a random bribe, take the hit-man (unless the game is ending); the roll is settled."""
        events = fx.take_bribe(state, action.args[0], rng)
        return events + game.hitman_and_conclude(state, self.shown())


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Reveal(Choice):
    """Bribe + extort: on which card one of the opponent's face-down bribes is exposed."""

    stage = "reveal"
    verb = "reveal"

    def targets(self, game: CapoRules, state: CapoState) -> list[str]:
        """Cards where the opponent has a face-down bribe."""
        return game.reveal_targets(state)

    def prompt(self, state: CapoState) -> Msg:
        """Whose bribe."""
        return msg(
            "{seat}: reveal one of {opponent}'s face-down bribes - on which card?", seat=state.me, opponent=state.them
        )

    def choose(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """Expose a random one there; extortion rises by its value, and the roll can no longer be cancelled."""
        card = action.args[0]
        token = rng.choice(state.hidden_bribes(state.opponent, card))
        events = fx.reveal(state, token, card)
        state.snapshot = None  # the reveal is public and stays: the roll can no longer be cancelled
        return events + game.extort(state, state.bribe_value[token], auto=False)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class InvestAny(Choice):
    """Invest + bribe: a cube on any area card."""

    stage = "invest_any"
    verb = "cube"

    def prompt(self, state: CapoState) -> Msg:
        """Any card."""
        return msg("{seat}: invest - put a cube on any area card.", seat=state.me)

    def choose(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """The cube, and a random face-down bribe of the opponent's there exposed; the roll is settled."""
        card = action.args[0]
        text = msg("{seat} invests a cube on {card}.", seat=state.me, card=state.name(card))
        events = fx.take_cube(state, card_cubes(card), text)
        if not fx.supply_exhausted(state) and state.hidden_bribes(state.opponent, card):
            token = rng.choice(state.hidden_bribes(state.opponent, card))
            events += fx.reveal(state, token, card)
        return events + game.conclude(state)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class MoveFrom(Choice):
    """Doubles of 6: from which card a cube moves (``moved_from``: the card of a move cancelled at MoveTo)."""

    moved_from: str | None = None
    stage = "move_from"
    verb = "from"

    def shown(self) -> dict[str, Any]:
        """The doubles, and the card a cancelled move came from."""
        return {"double": CUBE_DOUBLE} if self.moved_from is None else {"double": CUBE_DOUBLE, "from": self.moved_from}

    def targets(self, game: CapoRules, state: CapoState) -> list[str]:
        """Cards with a cube."""
        return [c for c in state.cards if state.zones[card_cubes(c)]]

    def prompt(self, state: CapoState) -> Msg:
        """From where."""
        return msg("{seat}: doubles - move a cube from which card?", seat=state.me)

    def choose(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """On to where it goes."""
        state.flow.replace(MoveTo(action.args[0]))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class MoveTo(CapoStep):
    """Doubles of 6: to which card the cube from ``src`` moves, or back to MoveFrom (no Backstab or Reneg here)."""

    src: str
    stage = "move_to"

    def shown(self) -> dict[str, Any]:
        """The doubles and the card the cube comes from."""
        return {"double": CUBE_DOUBLE, "from": self.src}

    def decide(self, game: CapoRules, state: CapoState) -> Decision:
        """Every other area card, or cancel."""
        acts = tuple(Action("to", (c,)) for c in state.cards if c != self.src) + (CANCEL,)
        prompt = msg("{seat}: move the cube from {card} to which card?", seat=state.me, card=state.name(self.src))
        return Decision(state.active, self.stage, prompt, acts)

    def resolve(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """Move the top cube and take the hit-man; the roll is settled. Cancel: choose the card again."""
        if action.verb == "cancel":
            state.flow.replace(MoveFrom(self.src))
            return []
        card, src = action.args[0], card_cubes(self.src)
        text = msg(
            "{seat} moves a cube from {card} to {to}.", seat=state.me, card=state.name(self.src), to=state.name(card)
        )
        events = [fx.move(state, state.zones[src][-1], src, card_cubes(card), text)]
        return events + game.take_hitman(state) + game.conclude(state, payoff=True, prior=self.shown())


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class PlaceCube(Choice):
    """Doubles of 6 with no cube on any card: a cube from the supply on any area card, or none."""

    stage = "place_cube"
    verb = "cube"

    def shown(self) -> dict[str, Any]:
        """The doubles."""
        return {"double": CUBE_DOUBLE}

    def prompt(self, state: CapoState) -> Msg:
        """Any card, or none."""
        return msg("{seat}: doubles - you may put a cube from the supply on any area card.", seat=state.me)

    def extra(self) -> tuple[Action, ...]:
        """Declining."""
        return (SKIP,)

    def choose(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """The cube (or none), then the hit-man (unless the game is ending); the roll is settled."""
        if action.verb == "skip":
            events: list[Event] = [Said(msg("{seat} places no cube.", seat=state.me))]
            return events + game.take_hitman(state) + game.conclude(state, payoff=True, prior=self.shown())
        card = action.args[0]
        text = msg("{seat} puts a cube from the supply on {card}.", seat=state.me, card=state.name(card))
        events = fx.take_cube(state, card_cubes(card), text)
        return events + game.hitman_and_conclude(state, self.shown())


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class FaceArrest(Window):
    """The roll arrests its player, who may still Reneg (``prior``: the roll's data the view still shows)."""

    prior: tuple[tuple[str, Any], ...] = ()
    stage = "arrest"

    def shown(self) -> dict[str, Any]:
        """What the roll showed."""
        return thawed(self.prior)

    def decide(self, game: CapoRules, state: CapoState) -> Decision:
        """Accept (Backstab and Reneg come after)."""
        prompt = msg("{seat}: accept the arrest, unless the roll is cancelled.", seat=state.me)
        return Decision(state.active, self.stage, prompt, (ACCEPT,))

    def choose(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """The arrest."""
        state.flow.replace(Arrested())
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class FaceEnd(Window):
    """The roll emptied a supply pile: the game ends after this turn unless the roll is cancelled."""

    prior: tuple[tuple[str, Any], ...] = ()
    stage = "end"

    def shown(self) -> dict[str, Any]:
        """What the roll showed."""
        return thawed(self.prior)

    def decide(self, game: CapoRules, state: CapoState) -> Decision:
        """Accept (Backstab and Reneg come after)."""
        prompt = msg("{seat}: the game ends after this turn, unless the roll is cancelled.", seat=state.me)
        return Decision(state.active, self.stage, prompt, (ACCEPT,))

    def choose(self, game: CapoRules, state: CapoState, action: Action, rng: Rng) -> list[Event]:
        """The commit of this last turn."""
        state.flow.replace(Commit.of(game, state))
        return []
