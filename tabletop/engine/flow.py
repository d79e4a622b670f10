"""One flow for every game: the game's progress is a stack of typed steps, and each kind of step says, side by side,
who decides in it and what they may do (``decide``) and what a choice does (``resolve``); an automatic step (one
that waits for nobody) does its work in ``run``. ``FlowRules`` turns this into the engine's ``decision`` and ``apply``.

- A step is a frozen value (a dataclass) that holds its own data: ``Place(card="K2")``, not a stage string.
- The flow is a stack: the top step is the current one. A step's effect pops itself and pushes what comes next
  (``flow.then(...)``, first given runs first); a round or a phase is a step that pushes its turns.
- Automatic steps (``automatic = True``) run at once, after setup and after every action, until a step that
  waits for a player is on top, or the flow is empty (the game is over).
- An interjection window: a step's ``interjections`` are actions of other seats offered inside the current
  decision (``Action(..., seat=other)``), such as a Backstab after a roll; ``interject`` resolves one.
- A private step (``secret = True``): its choice must not be seen by the others (a secret swap).
- Chance comes only from the ``rng`` passed to ``resolve`` and ``run``; a match replays exactly from its seed.
- ``Flow.copy()`` is explicit and cheap (steps are frozen and shared), for undo, snapshots and search.

A whole game on it (tic-tac-toe, the speed reference of ``bench/playouts.py``)::

    from dataclasses import dataclass
    from tabletop.engine.actions import Action
    from tabletop.engine.decisions import Decision, Outcome
    from tabletop.engine.events import Said
    from tabletop.engine.flow import Flow, FlowRules, Step

    LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]

    @dataclass
    class Board:
        flow: Flow
        cells: list
        winner: int | None = None

    @dataclass(frozen=True)
    class Mark(Step):
        seat: int
        def decide(self, game, state):
            free = [Action("mark", (str(i),)) for i, c in enumerate(state.cells) if c is None]
            return Decision(self.seat, "mark", f"Player {self.seat + 1}: mark a cell.", tuple(free))
        def resolve(self, game, state, action, rng):
            state.cells[int(action.args[0])] = self.seat
            state.flow.pop()
            if any(all(state.cells[i] == self.seat for i in line) for line in LINES):
                state.winner = self.seat
            elif None in state.cells:
                state.flow.then(Mark(1 - self.seat))
            return [Said(f"Player {self.seat + 1} marks cell {action.args[0]}.")]

    class TicTacToe(FlowRules):
        slug, title = "tictactoe", "Tic-tac-toe"
        player_counts = (2,)
        def setup(self, players, variant, options, rng):
            return self.start(Board(Flow([Mark(0)]), [None] * 9), rng)
        def outcome(self, state):
            if state.flow:
                return None
            winners = (state.winner,) if state.winner is not None else (0, 1)
            return Outcome(winners, tuple(int(w == state.winner) for w in (0, 1)), "Game over.")
        def view(self, state, seat):
            return {"cells": list(state.cells)}
        def components(self, state):
            return {f"mark{i}": 1 for i, c in enumerate(state.cells) if c is not None}
        def length(self, state):
            return 1 + sum(c is not None for c in state.cells)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.events import Event
from tabletop.engine.rng import Rng
from tabletop.engine.rules import Rules

MAX_AUTOMATIC = 10_000  # automatic steps in a row before the flow is judged to loop

S = TypeVar("S")  # a game's state type: ``class CapoStep(Step[CapoState])`` (a bare ``Step`` is ``Step[Any]``)


@dataclass(frozen=True)
class Step(Generic[S]):
    """One typed step of a game's flow, over states of type ``S``. Subclasses are frozen dataclasses holding the
    step's own data. ``game`` is the game's own rules object (typed ``Any`` here so that a game's steps may name
    their rules class, ``game: CapoRules``, and call its helpers)."""

    automatic: ClassVar[bool] = False  # waits for nobody: ``run`` does its work
    secret: ClassVar[bool] = False  # whether the choice made in this step is private to the seat making it

    def decide(self, game: Any, state: S) -> Decision:
        """Who decides in this step and the legal actions."""
        raise IllegalActionError("decide", str(self), "an automatic step is waiting to run")

    def resolve(self, game: Any, state: S, action: Action, rng: Rng) -> list[Event]:
        """What a legal action of ``decide`` does (it pops or replaces this step)."""
        raise IllegalActionError(str(action), str(self), "this step takes no actions")

    def run(self, game: Any, state: S, rng: Rng) -> list[Event]:
        """What an automatic step does (it pops or replaces itself)."""
        raise IllegalActionError("run", str(self), "this step waits for a player")

    def interjections(self, game: Any, state: S) -> Sequence[Action]:
        """Other seats' actions offered inside this step's decision (each with its ``seat``)."""
        return ()

    def interject(self, game: Any, state: S, action: Action, rng: Rng) -> list[Event]:
        """What another seat's interjection does."""
        raise IllegalActionError(str(action), str(self), "no interjection is open")


T = TypeVar("T", bound=Step[Any])  # the steps a flow holds: ``flow: Flow[CapoStep]`` (a bare ``Flow`` is ``Flow[Any]``)
K = TypeVar("K", bound=Step[Any])  # a kind of step looked for in a flow


class Flow(Generic[T]):
    """The stack of steps of one match; the last is the current step. Lives in the game's state, typed by the
    steps it holds (a game whose steps share a base class with its own fields: ``Flow[CapoStep]``)."""

    __slots__ = ("steps",)

    def __init__(self, steps: Iterable[T] = ()):
        self.steps: list[T] = list(reversed(list(steps)))  # given in the order they run

    def __bool__(self) -> bool:
        return bool(self.steps)

    def __len__(self) -> int:
        return len(self.steps)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Flow) and other.steps == self.steps

    def __repr__(self) -> str:
        return f"Flow({list(reversed(self.steps))!r})"

    @property
    def top(self) -> T | None:
        """The current step (None when the flow is empty: the game is over)."""
        return self.steps[-1] if self.steps else None

    def then(self, *steps: T) -> None:
        """Push steps to run next, the first given first."""
        self.steps.extend(reversed(steps))

    def pop(self) -> T:
        """Remove and return the current step."""
        return self.steps.pop()

    def replace(self, step: T) -> None:
        """Put ``step`` in place of the current step."""
        self.steps[-1] = step

    def clear(self) -> None:
        """End the flow (the game is over)."""
        self.steps.clear()

    def upcoming(self) -> list[T]:
        """Every step, the current one first."""
        return list(reversed(self.steps))

    def find(self, kind: type[K]) -> K | None:
        """The nearest step of ``kind``, from the current one down."""
        return next((s for s in reversed(self.steps) if isinstance(s, kind)), None)

    def copy(self) -> Flow[T]:
        """An independent flow with the same (frozen, shared) steps."""
        twin: Flow[T] = Flow()
        twin.steps = list(self.steps)
        return twin


class HasFlow(Protocol):
    """A state keeping its flow in ``flow``: what ``FlowRules`` plays (any state class with a ``flow: Flow`` field)."""

    @property
    def flow(self) -> Flow[Any]: ...


FS = TypeVar("FS", bound=HasFlow)  # the state type of ``FlowRules``: ``FlowRules[CapoState, CapoView]``
FV = TypeVar("FV")  # the view type of ``FlowRules``: the frozen dataclass one seat sees


class FlowRules(Rules[FS, FV]):
    """Rules whose ``decision`` and ``apply`` come from the flow of steps in ``state.flow``."""

    def __init__(self, spec: Any = None):
        super().__init__(spec)

    def flow(self, state: FS) -> Flow[Step[FS]]:
        """The flow of a state (``state.flow``)."""
        return state.flow

    def start(self, state: FS, rng: Rng) -> FS:
        """Run the automatic steps a fresh state begins with, and return it (call at the end of ``setup``)."""
        self.settle(state, rng)
        return state

    def decision(self, state: FS) -> Decision:
        """The current step's decision, with the interjections other seats may make inside it."""
        step = self.flow(state).top
        if step is None:
            return Decision(None, "over", "The game is over.")
        found = step.decide(self, state)
        extra = tuple(step.interjections(self, state))
        return Decision(found.seat, found.kind, found.prompt, found.actions + extra) if extra else found

    def apply(self, state: FS, action: Action, rng: Rng) -> list[Event]:
        """Resolve ``action`` in the current step (or as an interjection), then run the automatic steps."""
        step = self.flow(state).top
        if step is None:
            raise IllegalActionError(str(action), "over", "the game is over")
        if action.seat is not None:
            events = step.interject(self, state, action, rng)
        else:
            events = step.resolve(self, state, action, rng)
        return events + self.settle(state, rng)

    def settle(self, state: FS, rng: Rng) -> list[Event]:
        """Run automatic steps until one waits for a player or the flow ends."""
        flow = self.flow(state)
        events: list[Event] = []
        for _ in range(MAX_AUTOMATIC):
            step = flow.top
            if step is None or not step.automatic:
                return events
            events += step.run(self, state, rng)
        raise IllegalActionError("run", str(flow.top), f"more than {MAX_AUTOMATIC} automatic steps in a row")

    def decision_is_secret(self, state: FS) -> bool:
        """Whether the current step's choice is private to the seat making it."""
        step = self.flow(state).top
        return bool(step is not None and step.secret)
