"""Single-observer Information-Set Monte Carlo Tree Search (Cowling, Powley and Whitehouse 2012), once for every game.

Each iteration deals one world the searching seat cannot tell from the truth (``Rules.determinize``: the hidden
components dealt afresh from the search's own RNG), walks the one tree of that seat's information sets in that
world, adds a node, plays on at random, and scores where it stops: at the end, 1 shared among the winners; after
the game's ``playout_depth`` decisions, each seat's share by the rules' ``standing`` (a softmax over the points, in
units of ``standing_spread``). Selection is UCB1 with availability counts (a child is judged against how often it
was legal, as worlds differ in what is legal).
Chance inside the search comes from a seeded RNG of the search's own; the true state is never given to the rules.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, TypeVar

from tabletop.engine.actions import Action
from tabletop.engine.rng import SeededRng
from tabletop.engine.rules import Rules
from tabletop.engine.sightings import Seen

S = TypeVar("S")  # the game's state type

EXPLORATION = 0.7  # UCB1's constant, for rewards in [0, 1]
ROLLOUT_LIMIT = 2000  # actions a random playout may take before it is scored as a draw among all seats


@dataclass
class Node:
    """One information set of the searching seat: reached by ``action`` taken by ``seat``."""

    seat: int | None = None
    visits: int = 0
    available: int = 0
    reward: float = 0.0
    children: dict[str, Node] = field(default_factory=dict)

    def ucb(self, explore: float) -> float:
        """The UCB1 score of taking this node's action, against how often it was available."""
        return self.reward / self.visits + explore * math.sqrt(math.log(max(1, self.available)) / self.visits)


@dataclass
class SearchReport:
    """What a search did: the chosen action, iterations, seconds spent, and each root action's visits."""

    action: Action
    iterations: int
    seconds: float
    visits: dict[str, int]


def search(
    rules: Rules[S, Any],
    state: S,
    seat: int,
    seconds: float,
    seed: int,
    max_iterations: int | None = None,
    seen: Seen | None = None,
    to_end: bool = False,
) -> SearchReport:
    """The action ``seat`` should take now, searched for ``seconds`` (or ``max_iterations``): ``state`` is only
    ever passed to ``rules.determinize`` (with ``seen``, what the seat remembers); every other rules call sees a
    dealt world. ``to_end``: every playout runs to the game's end, whatever the game's ``playout_depth``."""
    rng = random.Random(seed)
    depth = _depth(rules, to_end)
    start = time.perf_counter()
    deadline = start + seconds
    root = Node()
    legal: dict[str, Action] = {}
    iterations = 0
    while True:
        world = rules.determinize(state, seat, rng, seen)
        if iterations == 0:
            decision = rules.decision(world)
            legal = {str(a): a for a in decision.actions if decision.seat_of(a) == seat}
            if len(legal) == 1:  # a forced move needs no search
                break
        _iterate(rules, world, root, SeededRng(rng.randrange(2**31)), rng, deadline, depth)
        iterations += 1
        if time.perf_counter() >= deadline or (max_iterations is not None and iterations >= max_iterations):
            break
    ranked = [(node.visits, node.reward, key) for key, node in root.children.items() if key in legal]
    key = max(ranked)[2] if ranked else sorted(legal)[0]
    visits = {k: n.visits for k, n in root.children.items()}
    return SearchReport(legal[key], iterations, time.perf_counter() - start, visits)


def _iterate(
    rules: Rules[S, Any], world: S, root: Node, chance: SeededRng, rng: random.Random, deadline: float, depth: int
) -> None:
    """One iteration in one dealt world: select, expand, play out, back up."""
    path = [root]
    node = root
    while True:
        decision = rules.decision(world)
        if decision.seat is None:
            break
        options = {str(a): a for a in decision.actions}
        for key in options:
            child = node.children.get(key)
            if child is not None:
                child.available += 1
        untried = [k for k in options if k not in node.children]
        if untried:
            key = rng.choice(untried)
            action = options[key]
            child = node.children[key] = Node(seat=decision.seat_of(action), available=1)
            rules.apply(world, action, chance)
            path.append(child)
            break
        key = max(options, key=lambda k: node.children[k].ucb(EXPLORATION))
        rules.apply(world, options[key], chance)
        node = node.children[key]
        path.append(node)
    rewards = _playout(rules, world, chance, rng, deadline, depth)
    for visited in path:
        visited.visits += 1
        if visited.seat is not None:
            visited.reward += rewards[visited.seat]


def _playout(
    rules: Rules[S, Any], world: S, chance: SeededRng, rng: random.Random, deadline: float, depth: int = ROLLOUT_LIMIT
) -> list[float]:
    """Random moves to the end (or ``depth`` decisions, or the deadline), scored: at the end 1 shared among the
    winners; cut short, each seat's share by the rules' standing (a draw among all if the game has none)."""
    for step in range(depth):
        decision = rules.decision(world)
        if decision.seat is None or not decision.actions:
            break
        if step % 16 == 15 and time.perf_counter() >= deadline:
            break
        rules.apply(world, rng.choice(decision.actions), chance)
    outcome = rules.outcome(world)
    count = len(getattr(world, "players", ())) or 2
    if outcome is None:
        points = rules.standing(world)
        return shares(points, rules.standing_spread) if points is not None else [1.0 / count] * count
    if not outcome.winners:
        return [1.0 / count] * count
    share = 1.0 / len(outcome.winners)
    return [share if s in outcome.winners else 0.0 for s in range(count)]


def _depth(rules: Rules[S, Any], to_end: bool = False) -> int:
    """How many decisions a playout takes before it is judged: the game's ``playout_depth``, or to the end."""
    return ROLLOUT_LIMIT if to_end or rules.playout_depth is None else rules.playout_depth


def shares(points: tuple[float, ...], spread: float) -> list[float]:
    """Each seat's share of a win judged from its points: a softmax, ``spread`` points of lead weighing e to 1."""
    top = max(points)
    weights = [math.exp((p - top) / spread) for p in points]
    total = sum(weights)
    return [w / total for w in weights]


def interject(
    rules: Rules[S, Any], state: S, seat: int, seconds: float, seed: int, seen: Seen | None = None
) -> Action | None:
    """Whether ``seat`` should break into another seat's decision now with one of its interjections (a Backstab):
    flat Monte Carlo over each interjection and "not now" (the deciding seat then moves at random), judged by
    ``seat``'s wins in dealt worlds. None: let the other seat decide."""
    rng = random.Random(seed)
    deadline = time.perf_counter() + seconds
    totals: dict[str | None, list[float]] = {}
    options: dict[str, Action] = {}
    while time.perf_counter() < deadline:
        world = rules.determinize(state, seat, rng, seen)
        decision = rules.decision(world)
        mine = {str(a): a for a in decision.actions if decision.seat_of(a) == seat}
        others = [a for a in decision.actions if decision.seat_of(a) != seat]
        if not mine or not others:
            break
        options.update(mine)
        for key in [None, *mine]:
            totals.setdefault(key, [0.0, 0.0])
        key = min(totals, key=lambda k: (totals[k][1], str(k)))  # the least tried next
        chance = SeededRng(rng.randrange(2**31))
        rules.apply(world, options[key] if key is not None else rng.choice(others), chance)
        totals[key][0] += _playout(rules, world, chance, rng, deadline, _depth(rules))[seat]
        totals[key][1] += 1
    tried = [(v[0] / v[1], str(k), k) for k, v in totals.items() if v[1]]
    best = max(tried)[2] if tried else None
    return options[best] if best is not None else None
