"""Replaying every golden game gives the same events, views and outcome as when it was recorded
(tests/golden/record.py): the rules may be rewritten inside, but play must not change."""

from __future__ import annotations

import pytest

from tabletop.games.registry import GAMES
from tests.golden.record import GAMES_PER_GAME, cases, load, replay

CHUNKS = 3  # each game's golden games in a few tests, so the workers share them
# The quick tier replays a third of every game's golden games (every count and variant is in each third); the soak
# tier replays the rest.
CHUNK_PARAMS = [pytest.param(chunk, marks=() if chunk == 0 else pytest.mark.soak) for chunk in range(CHUNKS)]


def first_difference(recorded: dict, replayed: dict) -> str:
    """Where a replay first departs from its recording, in words."""
    if recorded["start"] != replayed["start"]:
        return "the views before the first action differ"
    for step in range(0, len(recorded["events"]), 8):
        if recorded["events"][step : step + 8] != replayed["events"][step : step + 8]:
            index = step // 8
            return f"action {index + 1} ({recorded['log'][index]!r}) gives other events"
    if recorded["outcome"] != replayed["outcome"]:
        return f"the outcome is {replayed['outcome']}, recorded {recorded['outcome']}"
    return "the final views differ"


@pytest.mark.parametrize("chunk", CHUNK_PARAMS)
@pytest.mark.parametrize("slug", list(GAMES))
def test_golden_games_replay_the_same(slug: str, chunk: int):
    games, every = load(slug), set(cases(slug))
    assert len(games) == GAMES_PER_GAME
    mine = [index for index in range(len(games)) if index // len(every) % CHUNKS == chunk]  # rounds of the cases
    assert {(games[i]["players"], games[i]["variant"]) for i in mine} == every  # every count and variant
    for index in mine:
        game = games[index]
        replayed = replay(slug, game)
        assert replayed == game, (
            f"{slug} golden game {index} ({game['players']}p {game['variant']}, seed {game['seed']}): "
            f"{first_difference(game, replayed)}"
        )


def test_a_changed_event_is_caught_and_located():
    game = load("capo")[0]
    tampered = {**game, "events": game["events"][:8] + "00000000" + game["events"][16:]}
    assert replay("capo", game) == game
    assert first_difference(tampered, replay("capo", game)) == f"action 2 ({game['log'][1]!r}) gives other events"
