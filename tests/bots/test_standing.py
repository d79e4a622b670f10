"""A search's playout stops after the game's ``playout_depth`` decisions and judges the table by the rules'
``standing``: each game's standing is the points its own scoring would give now, and the shares follow them."""

from __future__ import annotations

import math
import random

import pytest

from tabletop.bots.ismcts import _playout, search, shares
from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.rng import SeededRng
from tabletop.games.capo.rules.effects import final_scoring as capo_final_scoring
from tabletop.games.masques.rules.rounds import progress
from tabletop.games.registry import load_rules
from tabletop.games.rialto.rules.scoring import final_scoring as rialto_final_scoring
from tests.cases import ids, smallest_and_largest

CASES = smallest_and_largest()


def states_along(slug: str, players: int, seed: int, every: int = 9):
    """The state every ``every`` decisions of a seeded random game, up to its last decision (each a copy)."""
    rules = load_rules(slug)
    match = Match(rules, [f"P{i}" for i in range(players)], seed=seed)
    bot = RandomBot(seed)
    step = 0
    while not match.is_over():
        if step % every == 0:
            yield rules.copy_state(match.state)
        match.apply(bot.choose(match))
        step += 1


def test_a_win_share_follows_the_points():
    found = shares((3.0, 1.0, 1.0), 2.0)
    assert math.isclose(sum(found), 1.0)
    assert found[0] > found[1] == found[2]
    assert math.isclose(found[0] / found[1], math.e)  # a lead of one spread weighs e to 1
    assert shares((5.0, 5.0), 1.0) == [0.5, 0.5]
    assert shares((1e6, 0.0), 1.0) == [1.0, 0.0]  # no overflow however far ahead


@pytest.mark.parametrize(("slug", "players"), CASES, ids=ids(CASES))
def test_every_game_judges_a_table_with_one_finite_number_per_seat(slug, players):
    rules = load_rules(slug)
    assert rules.playout_depth is not None and rules.playout_depth > 0 and rules.standing_spread > 0
    judged = 0
    for state in states_along(slug, players, seed=3):
        points = rules.standing(state)
        assert points is not None and len(points) == players
        assert all(math.isfinite(p) for p in points)
        judged += 1
    assert judged >= 5


def test_capo_standing_is_the_final_scoring_done_now():
    rules = load_rules("capo")
    for seed in range(3):
        for state in states_along("capo", 2, seed, every=5):
            points = rules.standing(state)
            scored = rules.copy_state(state)
            capo_final_scoring(scored)
            assert scored.result is not None
            chips = (state.chips(0) / 10, state.chips(1) / 10)
            assert [p - c for p, c in zip(points, chips)] == pytest.approx(list(scored.result.vp))


@pytest.mark.parametrize("players", [2, 5])
def test_rialto_standing_is_the_final_scoring_done_now(players):
    rules = load_rules("rialto")
    for state in states_along("rialto", players, seed=4, every=31):
        points = rules.standing(state)
        scored = rules.copy_state(state)
        rialto_final_scoring(rules.spec, scored)
        assert list(points) == pytest.approx([float(v) for v in scored.vp[:players]])


def test_masques_standing_is_whole_for_the_winner_only():
    rules = load_rules("masques")
    for seed in range(4):
        match = Match(rules, [f"P{i}" for i in range(4)], seed=seed)
        bot = RandomBot(seed)
        while not match.is_over():
            match.apply(bot.choose(match))
        winner = match.state.winner
        assert progress(rules.spec, match.state, winner) == 1.0
        others = [progress(rules.spec, match.state, s) for s in range(4) if s != winner]
        assert all(0.0 <= p < 1.0 for p in others)


def test_prodigals_standing_ranks_the_seats_as_the_outcome_would():
    rules = load_rules("prodigals")
    compared = 0
    for state in states_along("prodigals", 5, seed=5, every=23):
        points = rules.standing(state)
        keys = [rules.ranking_key(state, s) for s in range(5)]
        for s in range(5):
            for t in range(5):
                if keys[s][:2] < keys[t][:2]:  # s ahead by its highest score, or by its next
                    assert points[s] > points[t]
                    compared += 1
    assert compared > 20


def test_a_playout_cut_short_is_judged_by_the_standing():
    rules = load_rules("rialto")
    state = next(s for k, s in enumerate(states_along("rialto", 5, seed=6, every=40)) if k == 2)
    rewards = _playout(rules, state, SeededRng(1), random.Random(1), deadline=math.inf, depth=5)
    assert rules.outcome(state) is None  # five decisions do not end the game
    assert rewards == pytest.approx(shares(rules.standing(state), rules.standing_spread))
    assert len(set(rewards)) > 1


def test_the_search_cut_short_or_to_the_end_chooses_a_legal_action():
    rules = load_rules("capo")
    match = Match(rules, ["A", "B"], seed=8)
    decision = match.decision()
    for to_end in (False, True):
        report = search(rules, match.state, decision.seat, 5.0, seed=1, max_iterations=30, to_end=to_end)
        assert report.action in decision.actions and report.iterations == 30


def test_masques_counts_the_palace_cards_as_their_full_corridors_stand():
    from tabletop.games.masques.rules.rounds import favor_as_it_stands
    from tabletop.games.masques.rules.state import corridor, palace

    rules = load_rules("masques")
    counted = 0
    for state in states_along("masques", 4, seed=7, every=3):
        now = favor_as_it_stands(state)
        gains = [sum(now[s].values()) - sum(state.favor[s].values()) for s in range(4)]
        assert all(g >= 0 for g in gains)
        decidable = [
            i
            for i in range(state.n)
            if state.at(corridor((i - 1) % state.n)) and state.at(corridor(i)) and state.at(palace(i))
        ]
        assert sum(gains) <= len(decidable)  # one favor at most for each card both of whose corridors are filled
        counted += sum(gains)
        points = rules.standing(state)
        assert points == tuple(5 * progress(rules.spec, state, s, now[s]) for s in range(4))
    assert counted > 0
