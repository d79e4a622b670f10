"""Every game's copy_state is explicit and independent: what is done to a copy never shows in the original, and a
copy plays on exactly as the original would (same events, same views)."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.match import Match
from tabletop.engine.rng import SeededRng
from tabletop.games.registry import GAMES, load_rules
from tests.golden.record import digest

CASES = [
    (slug, n) for slug in GAMES for n in sorted({load_rules(slug).player_counts[0], load_rules(slug).player_counts[-1]})
]


def views(rules, state, players: int) -> list:
    """What every seat and the public see."""
    return [rules.view(state, seat) for seat in [None, *range(players)]]


@pytest.mark.parametrize(("slug", "players"), CASES, ids=[f"{s}-{n}p" for s, n in CASES])
def test_a_copy_plays_on_alone_and_like_the_original(slug: str, players: int):
    rules = load_rules(slug)
    for seed in range(3):
        match = Match(rules, [f"P{i + 1}" for i in range(players)], seed=seed)
        chooser = random.Random(seed)
        step = 0
        while not match.is_over():
            if step % 7 == 0:
                before = views(rules, match.state, players)
                twin = rules.copy_state(match.state)
                action = chooser.choice(match.legal_actions())
                rng_a, rng_b = SeededRng(step), SeededRng(step)
                twin_events = rules.apply(twin, action, rng_a)
                assert views(rules, match.state, players) == before, f"{slug}: the copy shares state at step {step}"
                events = match.rules.apply(match.state, action, rng_b)
                match.changed()
                assert digest(events) == digest(twin_events)
                assert views(rules, match.state, players) == views(rules, twin, players)
            else:
                match.apply(chooser.choice(match.legal_actions()))
            step += 1
