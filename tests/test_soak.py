"""The soak (``make check`` only): at least 100,000 checked random decisions per game.

For every game x player count x variant, RandomBot games are played until the case has its share of
the game's DECISIONS_PER_GAME, with every seat's view scanned for hidden facts after every step, every
legal action tried on a clone and the views disguised every 4th step, undo checked every 8th, and a
save round-trip at each game's end (the defaults of ``python -m tabletop.sim``). Each case then checks
what only volume shows: random play reaches every verb of the game, and no seat wins absurdly often.
Takes about 5 minutes on the 2-core machine (``pytest -n 2``).
"""

from __future__ import annotations

import math
from collections import Counter

import pytest

from tabletop.engine.invariants import Config
from tabletop.games.prodigals.rules.rules import CONTESTS
from tabletop.sim import Run, play_games
from tests.playouts import CASE_IDS, CASES, JOBS, check_records

pytestmark = pytest.mark.soak

SEED = 4048
DECISIONS_PER_GAME = 100_000
SOAK = Config(every=4, views_every=1, undo_every=8, max_steps=5_000)
CHUNK = 20

CAPO_VERBS = {"roll", "stop", "place", "reveal", "cube", "from", "to", "accept", "deceive", "pocket", "scandal"}
CAPO_VERBS |= {"payoff", "backstab", "reneg", "cancel", "drop"}
MASQUES_VERBS = {"play", "hire", "corridor", "target", "to", "with", "marker", "skip", "cancel"}
# RandomBot never owns an eighth Rialto building, so never plays ``return`` (tests/rialto/test_playouts.py's
# builder policy does).
RIALTO_VERBS = {"take", "row", "use", "discard", "done", "draw", "add", "convert", "delay", "play", "pass", "clear"}
RIALTO_VERBS |= {"cancel", "build", "skip", "connection", "face", "councillor", "upgrade"}
PRODIGALS_VERBS = {"place", "take", "bonus", "at", "rotate", "none", "play", "board", "activate", "add", "go", "end"}
PRODIGALS_VERBS |= {"discard", "trigger", "skip", "option", "fix", "move", "down", "jump", "up", "row", "shield"}
PRODIGALS_VERBS |= {"done", "sell", "give", "abmt"}  # over every combination of contests
# The verbs every player count reaches (others, such as a Witch's ``skip``, depend on the set in play).
MASCARADE_VERBS = {"ready", "swap", "keep", "peek", "done", "announce", "claim", "pass", "continue", "with"}


def expected_verbs(slug: str, players: int) -> set[str]:
    """The verbs random play must reach in a case's soak."""
    if slug == "capo":
        return CAPO_VERBS
    if slug == "masques":
        # At 2 players a hand never empties before the corridors fill and there is no courtesan, so
        # nobody passes, calls or names; at 3-4 the courtesan makes it happen.
        return MASQUES_VERBS | ({"pick", "call", "name", "pass"} if players > 2 else set())
    if slug == "rialto":
        return RIALTO_VERBS
    if slug == "prodigals":
        return PRODIGALS_VERBS | ({"set"} if players < 4 else set())  # universal set spaces at 2-3 players
    return MASCARADE_VERBS | ({"from"} if players > 2 else set())  # a power taking from a player


def option_sets(slug: str) -> list[tuple[tuple[str, str], ...]]:
    """The match options a case plays through: The Prodigals Club's every combination of contests."""
    if slug == "prodigals":
        return [(("contests", c),) for c in CONTESTS]
    return [()]


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
    assert checked["disguised views"] >= checked["steps"] // 4 - games
    assert checked["actions"] >= checked["steps"] // 4 and checked["undo"] > 0
    missing = expected_verbs(slug, players) - set(verbs)
    assert not missing, f"random play never reached {sorted(missing)}"
    if slug == "masques" and players == 2:
        assert "call" not in verbs  # no courtesans at two players
    if slug != "mascarade":  # Mascarade's random games are dominated by its winning-by-13-coins races
        assert all(wins[s] > games // (players * 4) for s in range(players)), wins
