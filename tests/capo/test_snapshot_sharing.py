"""A roll's snapshot shares the zones' lists with the state (CapoState.copy): the rules never change a zone's list
in place, so what the snapshot holds stays what the table was just after the roll, whatever is played after it."""

from __future__ import annotations

import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.games.registry import load_rules


@pytest.mark.parametrize("seed", range(6))
def test_a_snapshot_keeps_the_zones_as_they_were_after_the_roll(seed):
    match, bot = Match(load_rules("capo"), ["Anna", "Bruno"], seed=seed), RandomBot(seed)
    held, kept = None, {}  # the snapshot being checked (held, so its id is never reused) and its zones when taken
    checked = 0
    while not match.is_over():
        match.apply(bot.choose(match))
        snapshot = match.state.snapshot
        if snapshot is None:
            continue
        if snapshot is not held:
            held, kept = snapshot, {zone: list(items) for zone, items in snapshot.zones.items()}
        assert snapshot.zones == kept  # nothing played since the roll changed it
        checked += 1
    assert checked > 20
