"""Seeded random playouts at 2-5 players: every legal action applies, views leak nothing, games end with a winner."""

from __future__ import annotations

import random

import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.invariants import Config, play_checked
from tabletop.engine.match import Match
from tabletop.games.prodigals.rules import secrets
from tabletop.games.prodigals.rules.rules import CONTESTS
from tests.prodigals.helpers import rules

COMBINATIONS = CONTESTS  # any two contests, or all three


@pytest.mark.parametrize(
    "players", [2, pytest.param(3, marks=pytest.mark.soak), pytest.param(4, marks=pytest.mark.soak), 5]
)
@pytest.mark.parametrize(("contests", "seed"), [(c, k + 1) for k, c in enumerate(COMBINATIONS)])
def test_checked_playout(contests: str, players: int, seed: int) -> None:
    """A fully checked playout (every legal action tried, views disguised, undo and saves) reaches the end, in
    every combination of contests."""
    options = {"contests": contests}
    m = Match(rules(), [f"P{i}" for i in range(players)], options=options, seed=seed * 10 + players)
    config = Config(every=1, views_every=1, undo_every=5, save_every=25)
    result = play_checked(m, RandomBot(seed).choose, config, secrets)
    assert result.outcome.winners
    assert 1 <= result.length <= 5
    scored = set(rules().scores(m.state, 0))
    assert scored == set(contests.split("+"))  # only the contests in play count


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("contests", COMBINATIONS)
def test_many_fast_playouts(contests: str, players: int) -> None:
    """Unchecked playouts per count end, each with a winner and every round in 1..5."""
    for seed in range(12):
        m = Match(rules(), [f"P{i}" for i in range(players)], options={"contests": contests}, seed=seed)
        bot = RandomBot(seed)
        while not m.is_over():
            m.apply(bot.choose(m))
        assert m.outcome().winners and 1 <= m.state.round <= 5


class EagerBot:
    """A seeded bot that mostly plays on (cards, moves, triggers) rather than stopping: games end early."""

    def __init__(self, seed: int):
        self.random = random.Random(seed)

    def choose(self, match: Match):
        """Any legal action, avoiding end, done and skip nine times in ten."""
        actions = match.legal_actions()
        eager = [a for a in actions if a.verb not in ("end", "done", "skip", "cancel", "none", "discard")]
        if eager and self.random.random() < 0.9:
            return self.random.choice(eager)
        return self.random.choice(actions)


def test_eager_playouts_hit_the_end_trigger() -> None:
    """Eager checked playouts end after round 5 or on a score at or below 0; some end early that way."""
    early = 0
    for players in (2, 3, 4, 5):
        for seed in range(4):
            options = {"contests": COMBINATIONS[(players + seed) % len(COMBINATIONS)]}
            m = Match(rules(), [f"P{i}" for i in range(players)], options=options, seed=100 + seed)
            result = play_checked(m, EagerBot(seed).choose, Config(every=5, undo_every=9, save_every=60), secrets)
            scores = [rules().scores(m.state, s) for s in range(players)]
            assert result.length == 5 or any(v <= 0 for sc in scores for v in sc.values())
            early += result.length < 5
    assert early > 0
