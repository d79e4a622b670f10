"""The soak (``make check`` only): at least 100,000 checked random decisions per game.

For every game x player count x variant, RandomBot games are played until the case has its share of
the game's DECISIONS_PER_GAME, with every seat's view scanned for hidden facts after every step, every
legal action tried on a clone and the views disguised every 8th step, undo checked every 16th, and a
save round-trip at each game's end. Each case then checks what only volume shows: random play reaches every verb
of the game, and no seat wins absurdly often. About 1,700 CPU seconds in all on the 2-core machine.
"""

from __future__ import annotations

import importlib
import math
from collections import Counter

import pytest

from tabletop.engine.invariants import Config
from tabletop.sim import Run, play_games
from tests.playouts import CASE_IDS, CASES, JOBS, check_records

pytestmark = pytest.mark.soak

SEED = 4048
DECISIONS_PER_GAME = 100_000
SOAK = Config(every=8, views_every=1, undo_every=16, max_steps=5_000)  # 12,500 disguised steps a game
CHUNK = 20


def expected_verbs(slug: str, players: int) -> set[str]:
    """The verbs random play must reach in a case's soak, as the game declares them (tests/<slug>/soak.py)."""
    return set(importlib.import_module(f"tests.{slug}.soak").expected_verbs(players))


def option_sets(slug: str) -> list[tuple[tuple[str, str], ...]]:
    """The match options a case plays through, as the game declares them (tests/<slug>/soak.py)."""
    return list(importlib.import_module(f"tests.{slug}.soak").option_sets())


def cases_of(slug: str) -> int:
    """How many player-count x variant cases share a game's decisions."""
    return sum(1 for s, _, _ in CASES if s == slug)


@pytest.mark.parametrize(("slug", "players", "variant"), CASES, ids=CASE_IDS)
def test_soak_keeps_every_invariant(slug, players, variant):
    share = math.ceil(DECISIONS_PER_GAME / cases_of(slug))
    checked, verbs, wins = Counter(), Counter(), Counter()
    games = 0
    runs = [Run(slug, players, variant, SEED, SOAK, options) for options in option_sets(slug)]
    for k, run in enumerate(runs):  # the case's share, split evenly over its option sets
        while checked["steps"] < share * (k + 1) // len(runs):
            indices = range(games, games + CHUNK)
            results = list(play_games(run, indices, JOBS))
            check_records(run, results, indices)
            for r in results:
                checked.update(r.checked)
                verbs.update(r.verbs)
                wins.update(r.record["winners"])
            games += CHUNK
    print(f"{slug} {players}p {variant}: {games} games, {checked['steps']} decisions, {dict(checked)}")
    assert checked["views"] == checked["steps"]
    assert checked["disguised views"] >= checked["steps"] // SOAK.every - games
    declared = importlib.import_module(f"tests.{slug}.soak")
    assert checked["actions"] >= checked["steps"] // SOAK.every
    assert checked["undo"] > 0 or not getattr(declared, "UNDOABLE", True)  # a game where undo never applies says so
    missing = expected_verbs(slug, players) - set(verbs)
    assert not missing, f"random play never reached {sorted(missing)}"
    assert not declared.unreachable_verbs(players) & set(verbs)
    if declared.FAIR:
        assert all(wins[s] > games // (players * 4) for s in range(players)), wins
