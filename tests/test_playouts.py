"""Seeded random playouts with every invariant of tabletop/engine/invariants.py checked after every step.

The quick tier (``make test``): FULL_GAMES games of every game x player count x variant, each with
every check after every step (every legal action tried on a clone, the views scanned and disguised,
undo replayed, a save round-trip every 50 steps and at the end), plus the rarest Capo stage and
Mascarade's secret choices. The volume (at least 100,000 checked decisions per game) is the soak's,
in tests/test_soak.py, run by ``make check``. A failure names the check, the step, the command that
replays the game and its save.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.invariants import Config, clone
from tabletop.engine.match import Match
from tabletop.games.registry import load_rules
from tabletop.sim import Run, play_games
from tests.playouts import CASE_IDS, CASES, JOBS, check_records

SEED = 2024
FULL = Config(every=1, views_every=1, undo_every=1, max_steps=5_000, save_every=50)
FULL_GAMES = 1  # per case here; the soak tier (tests/test_soak.py) plays the volume


@pytest.mark.parametrize(("slug", "players", "variant"), CASES, ids=CASE_IDS)
def test_every_game_count_and_variant_keeps_every_invariant_at_every_step(slug, players, variant):
    run = Run(slug, players, variant, SEED + 1, FULL)
    indices = range(FULL_GAMES)
    results = list(play_games(run, indices, JOBS))
    check_records(run, results, indices)
    for r in results:
        assert r.checked["views"] == r.checked["disguised views"] == r.checked["steps"]
        assert r.checked["actions"] >= r.checked["steps"]


def test_the_five_marker_limit_is_reached_in_long_playouts():
    # The rarest stage: a sixth marker on one card, seen about once in 8 random games; checked on its
    # own so that it is reached in the quick tier too.
    run = Run("capo", 2, None, SEED, Config(every=0, views_every=0, undo_every=0))
    verbs = Counter()
    for r in play_games(run, range(100), JOBS):
        assert r.record is not None, r.failure
        verbs.update(r.verbs)
    assert verbs["drop"] > 0


@pytest.mark.parametrize("players", [2, 3, 4, 5, 7, 8, 10, 13])
def test_mascarade_secret_choices_look_the_same_either_way(players):
    """At every secret swap-or-not of random games, "swap" and "keep" give identical public events
    and log lines, and every view but the chooser's own is identical too."""
    rules = load_rules("mascarade")
    secret_moments = 0
    for seed in range(6):
        match = Match(rules, [f"P{i}" for i in range(players)], seed=seed)
        bot = RandomBot(seed)
        while not match.is_over():
            if rules.decision_is_secret(match.state):
                chooser = match.decision().seat
                outcomes = []
                for choice in ("swap", "keep"):
                    twin = clone(match)  # the engine's own copy (rules.copy_state), not a deepcopy
                    events = twin.apply(choice)
                    public = [json.dumps(repr(e.for_seat(None))) for e in events]
                    # A game that ends there shows every card to everyone: only the events must agree then.
                    views = [] if twin.is_over() else [twin.view(s) for s in [None, *range(players)] if s != chooser]
                    outcomes.append((public, views))
                assert outcomes[0] == outcomes[1]
                secret_moments += 1
            match.apply(bot.choose(match))
    assert secret_moments >= 6
