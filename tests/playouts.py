"""What the playout tests share: how many processes to use, and how to judge a run's games."""

from __future__ import annotations

import os

from tabletop.games.registry import GAMES, load_rules
from tabletop.sim import GameResult, Run, replay_command

# Under pytest-xdist each worker already has a core of its own: a pool inside it would only fight the others.
JOBS = 1 if os.environ.get("PYTEST_XDIST_WORKER") else max(1, min(2, os.cpu_count() or 1))

# Every game x player count x variant.
CASES = [
    (slug, n, v)
    for slug in GAMES
    for rules in [load_rules(slug)]
    for n in rules.player_counts
    for v in rules.variants_for(n)
]
CASE_IDS = [f"{s}-{n}p-{v}" for s, n, v in CASES]


def failures(run: Run, results: list[GameResult]) -> str:
    """Every failed game, with how to replay it."""
    return "\n".join(
        f"game {r.index}: {r.failure}\n  replay: {replay_command(run, r.index)}\n  save: {r.save}"
        for r in results
        if r.record is None
    )


def check_records(run: Run, results: list[GameResult], indices: range) -> None:
    """Every game of ``indices`` ended soundly, each with its own seed and a sensible record."""
    assert not failures(run, results), failures(run, results)
    assert [r.index for r in results] == list(indices)
    assert len({r.seed for r in results}) == len(results)
    unit = load_rules(run.slug).length_unit
    for r in results:
        record = r.record
        assert record is not None and record["game"] == r.index and record["seed"] == r.seed
        assert record["winners"] and set(record["winners"]) <= set(range(run.players))
        assert len(record["scores"]) == run.players and all(isinstance(s, int) for s in record["scores"])
        assert 1 <= record[unit] <= record["decisions"] <= run.config.max_steps
        assert r.checked["steps"] == record["decisions"] and r.checked["saves"] >= 1
