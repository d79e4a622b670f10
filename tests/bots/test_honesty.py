"""Computer players are honest: a search sees hidden facts only through the game's determinize hook, which deals
them afresh from what the seat may know; two states that differ only in such facts give the same choice."""

from __future__ import annotations

import random

import pytest

from tabletop.bots.ismcts import interject, search
from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.games.registry import GAMES, load_rules
from tests.cases import ids, smallest_and_largest

CASES = smallest_and_largest()


def positions(slug: str, players: int, seed: int, every: int = 7, limit: int = 6):
    """Matches part-way through a seeded random game (each a separate match at a later point)."""
    rules = load_rules(slug)
    for stop in range(every, every * (limit + 1), every):
        match = Match(rules, [f"P{i}" for i in range(players)], seed=seed)
        match.set_computers({s: "normal" for s in range(players)})  # every seat remembers what it saw
        bot = RandomBot(seed)
        for _ in range(stop):
            if match.is_over():
                return
            match.apply(bot.choose(match))
        if match.is_over():
            return
        yield match


def _world(rules, state, seat, seed, seen=None):
    """What every seat sees of a dealt world (its full description, as the game itself exposes it)."""
    world = rules.determinize(state, seat, random.Random(seed), seen)
    return [rules.view(world, s) for s in range(len(state.players))], rules.components(world)


@pytest.mark.parametrize(("slug", "players"), CASES, ids=ids(CASES))
def test_a_dealt_world_depends_only_on_what_the_seat_knows(slug, players):
    """Deal a world W from the truth; dealing from W or from the truth with one seed gives the same world, and a
    world never changes what the seat sees, nor the components in play."""
    rules = load_rules(slug)
    for match in positions(slug, players, seed=3):
        seat = match.decision().seat
        state, seen = match.state, dict(match.sightings.of(seat))  # what the seat remembers is no hidden fact
        twin = rules.determinize(state, seat, random.Random(99), seen)
        assert rules.view(twin, seat) == rules.view(state, seat), "a dealt world shows the seat something else"
        assert rules.components(twin) == rules.components(state)
        assert _world(rules, state, seat, 5, seen) == _world(rules, twin, seat, 5, seen)


@pytest.mark.parametrize(("slug", "players"), CASES, ids=ids(CASES))
def test_the_same_choice_whatever_the_hidden_facts(slug, players):
    """Two states differing only in facts hidden from the searching seat: the same search gives the same action."""
    rules = load_rules(slug)
    for match in positions(slug, players, seed=4, every=11, limit=3):
        seat = match.decision().seat
        seen = dict(match.sightings.of(seat))
        twin = rules.determinize(match.state, seat, random.Random(123), seen)
        first = search(rules, match.state, seat, 60.0, seed=8, max_iterations=12, seen=seen)
        second = search(rules, twin, seat, 60.0, seed=8, max_iterations=12, seen=seen)
        assert first.action == second.action and first.visits == second.visits


class Watched:
    """The rules of a game, noting every state object passed to them."""

    def __init__(self, rules):
        self.rules = rules
        self.seen: list[int] = []
        self.dealt_from: list[int] = []

    def determinize(self, state, seat, rng, seen=None):
        self.dealt_from.append(id(state))
        return self.rules.determinize(state, seat, rng, seen)

    def __getattr__(self, name):
        found = getattr(self.rules, name)
        if not callable(found):
            return found

        def call(state, *args, **kw):
            self.seen.append(id(state))
            return found(state, *args, **kw)

        return call


@pytest.mark.parametrize("slug", list(GAMES))
def test_the_search_never_gives_the_true_state_to_the_rules(slug):
    rules = load_rules(slug)
    players = 3 if 3 in rules.player_counts else rules.player_counts[0]
    for match in positions(slug, players, seed=2, every=13, limit=3):
        watched = Watched(rules)
        seat = match.decision().seat
        search(watched, match.state, seat, 60.0, seed=1, max_iterations=10)
        assert watched.dealt_from and set(watched.dealt_from) == {id(match.state)}
        assert id(match.state) not in watched.seen


def test_an_interjection_is_weighed_on_dealt_worlds_only():
    """Capo's Backstab: the opponent's flat search over backstab / not now never sees the true state."""
    rules = load_rules("capo")
    for match in positions("capo", 2, seed=6, every=1, limit=400):
        decision = match.decision()
        if any(a.seat is not None for a in decision.actions):
            break
    else:
        pytest.skip("no Backstab window in this seeded game")
    opponent = next(a.seat for a in decision.actions if a.seat is not None)
    watched = Watched(rules)
    found = interject(watched, match.state, opponent, 0.2, seed=3)
    assert found is None or found.seat == opponent
    assert id(match.state) not in watched.seen and watched.dealt_from
