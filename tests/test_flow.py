"""The shared flow of typed steps (tabletop/engine/flow.py): its docstring's example game plays, replays and
ends; automatic steps run; interjections and private steps; explicit copies."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from tabletop.engine import flow as flow_module
from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.events import Said
from tabletop.engine.flow import Flow, FlowRules, Step
from tabletop.engine.match import Match
from tabletop.engine.rng import SeededRng


def example_rules() -> FlowRules:
    """The tic-tac-toe of flow.py's docstring, built from the docstring itself (so the example stays true)."""
    code = flow_module.__doc__.split("::", 1)[1]
    namespace: dict = {}
    exec(compile("\n".join(line[4:] for line in code.splitlines()), "flow-example", "exec"), namespace)
    return namespace["TicTacToe"]()


def test_the_docstring_example_plays_to_the_end_and_replays():
    rules = example_rules()
    for seed in range(50):
        match = Match(rules, ["X", "O"], seed=seed)
        chooser = random.Random(seed)
        while not match.is_over():
            match.apply(chooser.choice(match.legal_actions()))
        outcome = match.outcome()
        assert outcome is not None and 5 <= len(match.log) <= 9
        again = Match.from_save(rules, match.to_save())
        assert again.state.cells == match.state.cells and again.outcome() == outcome


def test_a_won_line_ends_the_game_with_its_winner():
    match = Match(example_rules(), ["X", "O"], seed=1)
    for cell in ("0", "3", "1", "4", "2"):
        match.apply(f"mark {cell}")
    assert match.is_over() and match.outcome().winners == (0,)
    assert match.decision().kind == "over"
    with pytest.raises(IllegalActionError):
        match.apply("mark 8")


# ----- automatic steps, interjections and private steps, on a small game of their own -----------------------------
@dataclass
class Pot:
    flow: Flow
    coins: list
    rolls: int = 0


@dataclass(frozen=True)
class Deal(Step):
    """Automatic: give each seat a coin, then the first turn."""

    automatic = True

    def run(self, game, state, rng):
        state.coins = [c + 1 for c in state.coins]
        state.flow.replace(Turn(0))
        return [Said("Each seat takes a coin.")]


@dataclass(frozen=True)
class Turn(Step):
    """Seat rolls or stops; the other seat may interject with a Veto (costs a coin) while it waits."""

    seat: int

    def decide(self, game, state):
        return Decision(self.seat, "turn", "roll or stop", (Action("roll"), Action("stop")))

    def resolve(self, game, state, action, rng):
        if action.verb == "roll":
            state.rolls += rng.randint(1, 6)
            state.flow.replace(Hide(self.seat))
        else:
            state.flow.pop()
        return [Said(str(action))]

    def interjections(self, game, state):
        other = 1 - self.seat
        return [Action("veto", seat=other)] if state.coins[other] else []

    def interject(self, game, state, action, rng):
        state.coins[action.seat] -= 1
        state.flow.pop()
        return [Said("veto")]


@dataclass(frozen=True)
class Hide(Step):
    """A private choice: keep or give the roll."""

    seat: int
    secret = True

    def decide(self, game, state):
        return Decision(self.seat, "hide", "keep or give", (Action("keep"), Action("give")))

    def resolve(self, game, state, action, rng):
        state.flow.replace(Turn(1 - self.seat))
        return []


class PotRules(FlowRules):
    """The small game above."""

    slug, title = "pot", "Pot"
    player_counts = (2,)

    def setup(self, players, variant, options, rng):
        return self.start(Pot(Flow([Deal()]), [0, 0]), rng)

    def outcome(self, state):
        from tabletop.engine.decisions import Outcome

        return None if state.flow else Outcome((0, 1), (0, 0), "over")

    def view(self, state, seat):
        return {"coins": list(state.coins)}

    def components(self, state):
        return {}

    def length(self, state):
        return state.rolls


def test_automatic_steps_run_before_the_first_decision_and_interjections_join_it():
    rules = PotRules()
    state = rules.setup(("A", "B"), "standard", {}, SeededRng(3))
    assert state.coins == [1, 1] and isinstance(state.flow.top, Turn)
    decision = rules.decision(state)
    assert [str(a) for a in decision.actions] == ["roll", "stop", "veto"]
    assert decision.seat_of(decision.actions[-1]) == 1
    rules.apply(state, Action("roll"), SeededRng(3))
    assert rules.decision_is_secret(state) and rules.decision(state).kind == "hide"
    rules.apply(state, Action("keep"), SeededRng(3))
    assert rules.decision(state).seat == 1 and not rules.decision_is_secret(state)
    rules.apply(state, Action("veto", seat=0), SeededRng(3))
    assert state.coins == [0, 1] and not state.flow and rules.decision(state).kind == "over"


def test_a_flow_copy_is_independent_and_lists_its_steps_in_running_order():
    flow = Flow([Turn(0), Hide(1)])
    twin = flow.copy()
    twin.pop()
    twin.then(Hide(0), Turn(1))
    assert flow.upcoming() == [Turn(0), Hide(1)] and twin.upcoming() == [Hide(0), Turn(1), Hide(1)]
    assert flow.find(Hide) == Hide(1) and flow != twin and flow == Flow([Turn(0), Hide(1)])


def test_an_automatic_loop_is_reported_not_hung():
    @dataclass(frozen=True)
    class Forever(Step):
        automatic = True

        def run(self, game, state, rng):
            return []

    with pytest.raises(IllegalActionError, match="automatic steps in a row"):
        PotRules().settle(Pot(Flow([Forever()]), [0, 0]), SeededRng(1))
