"""Undo is decided by information (issue 24, item 2): a move may be taken back only if no seat saw anything new.

The independent check: in seeded random playouts of every game x player count x variant of the registry, after
each move ``Match.last_move_kept_secrets()`` deems undoable by information, every viewpoint ``s`` (each seat
and the public) plays the same move, with an identical copy of the RNG, in a world that differs from the
position before it only in facts hidden from ``s`` (the game's ``secrets.disguise``; when the move is not
legal there, because it names something hidden from ``s``, a ``rules.determinize`` world for ``s`` that has
it legal), and must see the same view after it in both worlds. Then the reveals the issue named, found by
playing seeded random games until they happen, are asserted not undoable.
"""

from __future__ import annotations

import importlib
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.actions import Action
from tabletop.engine.invariants import copy_rng, first_difference
from tabletop.engine.match import Match
from tabletop.games.registry import GAMES, load_rules

CASES = [(slug, n, v) for slug, game in GAMES.items() for n in game.players for v in game.variants_for(n)]
CASE_IDS = [f"{s}-{n}p-{v}" for s, n, v in CASES]
QUICK_GAMES = 2  # per game, spread over its cases (at least one each): enough to meet every kind of move
SOAK_GAMES = 8  # per case
TRIES = 60  # determinizations tried for a viewpoint before its check is skipped
SEED = 2424


def world_for(rules: Any, secrets: Any, before: Any, seat: int | None, action: Action, tries: random.Random) -> tuple:
    """A world differing from ``before`` only in what ``seat`` may not know, ``action`` legal in it; and how made."""
    world = rules.copy_state(secrets.disguise(before, seat))
    if action in rules.decision(world).actions:
        return world, "disguised"
    for _ in range(TRIES):
        world = rules.determinize(before, seat, tries)
        if action in rules.decision(world).actions:
            return world, "determinized"
    return None, "skipped"


def check_game(slug: str, players: int, variant: str, seed: int) -> Counter:
    """Play one seeded random game, checking every move deemed undoable by information; count what was done."""
    rules, secrets = load_rules(slug), importlib.import_module(GAMES[slug].secrets)
    match = Match(rules, [f"P{i}" for i in range(players)], variant, seed=seed)
    bot, tries = RandomBot(seed), random.Random(seed)
    counts: Counter = Counter()
    while not match.is_over():
        before, rng = rules.copy_state(match.state), copy_rng(match.rng)
        action = bot.choose(match)
        match.apply(action)
        counts["moves"] += 1
        if not match.last_move_kept_secrets():
            continue
        counts["undoable"] += 1
        counts[f"verb {action.verb}"] += 1
        for seat in [None, *range(players)]:
            world, how = world_for(rules, secrets, before, seat, action, tries)
            counts[how] += 1
            if world is None:
                continue
            rules.apply(world, action, copy_rng(rng))
            seen, other = match.view(seat), rules.view(world, seat)
            assert seen == other, (
                f"{slug} {players}p {variant} seed {seed}, move {len(match.log)} {str(action)!r} is deemed undoable, "
                f"but seat {seat} learns from it a fact hidden before: {first_difference(seen, other)}"
            )
            counts["checked"] += 1
    return counts


def check_case(slug: str, players: int, variant: str, games: int) -> Counter:
    """Check ``games`` games of a case; most viewpoints of most undoable moves were checked, none skipped wholesale."""
    counts: Counter = Counter()
    for index in range(games):
        counts += check_game(slug, players, variant, SEED + 1000 * players + index)
    assert counts["moves"] > 0
    done, skipped = counts["checked"], counts["skipped"]
    assert done >= 9 * skipped, f"only {done} of {done + skipped} checks done: {counts}"
    return counts


@pytest.mark.parametrize(("slug", "players", "variant"), CASES, ids=CASE_IDS)
def test_no_seat_learns_anything_from_a_move_that_may_be_undone(slug, players, variant):
    cases = sum(1 for case in CASES if case[0] == slug)
    check_case(slug, players, variant, -(-QUICK_GAMES // cases))


@pytest.mark.soak
@pytest.mark.parametrize(("slug", "players", "variant"), CASES, ids=CASE_IDS)
def test_no_seat_learns_anything_from_a_move_that_may_be_undone_soak(slug, players, variant):
    counts = check_case(slug, players, variant, SOAK_GAMES)
    assert counts["undoable"] > 0


# ----- the reveals of issue 24 -------------------------------------------------------------------------------
def first_move(slug: str, players: int, hit: Callable[[Any, Action, Match], bool], games: int = 40) -> Match:
    """The match after the first move of seeded games that ``hit`` and leaves the same seat deciding (once undoable)."""
    rules = load_rules(slug)
    for seed in range(games):
        match = Match(rules, [f"P{i}" for i in range(players)], seed=seed)
        bot = RandomBot(seed)
        while not match.is_over():
            before = summary(match.state)
            action = bot.choose(match)
            match.apply(action)
            if hit(before, action, match) and match.decision().seat == match.log[-1].seat:
                return match
    raise AssertionError(f"no such move in {games} games of {slug}")


def summary(state: Any) -> dict[str, Any]:
    """What the named cases compare before and after a move: Rialto's round, the Prodigals' central card, Old Lady."""
    return {
        "round": getattr(state, "round", None),
        "central": getattr(state, "central_card", None),
        "old_lady": len(getattr(state, "old_lady_stack", ())),
    }


def assert_not_undoable(match: Match) -> None:
    """Neither the rule by information nor undo lets the last move be taken back."""
    assert not match.last_move_kept_secrets(), match.log[-1]
    assert not match.can_undo(), match.log[-1]


def test_rialto_the_starting_building_take_that_deals_round_ones_rows_is_not_undoable():
    match = first_move("rialto", 2, lambda b, a, m: a.verb == "take" and b["round"] == 0 and m.state.round == 1)
    assert any(match.state.zones[z] for z in match.state.zones if z.startswith("row:"))
    assert_not_undoable(match)


def test_rialto_the_last_pass_that_deals_the_next_rounds_rows_is_not_undoable():
    def hit(before: dict, action: Action, match: Match) -> bool:
        return action.verb == "pass" and before["round"] >= 1 and match.state.round == before["round"] + 1

    match = first_move("rialto", 2, hit)
    assert match.state.round >= 2
    assert_not_undoable(match)


def test_rialto_a_card_drawn_from_the_deck_into_a_hand_is_not_undoable():
    assert_not_undoable(first_move("rialto", 2, lambda b, a, m: a.verb == "draw"))


def test_prodigals_the_end_that_shows_the_next_old_lady_tile_and_central_card_is_not_undoable():
    def hit(before: dict, action: Action, match: Match) -> bool:
        shown = match.state.central_card != before["central"] or len(match.state.old_lady_stack) < before["old_lady"]
        return action.verb == "end" and shown

    assert_not_undoable(first_move("prodigals", 3, hit))


@pytest.mark.parametrize("slug", list(GAMES))
def test_the_verdict_is_the_same_followed_move_by_move_or_worked_out_from_a_replay(slug):
    rules = load_rules(slug)
    match = Match(rules, [f"P{i}" for i in range(GAMES[slug].players[0])], seed=5)
    bot = RandomBot(5)
    verdicts = Counter()
    while not match.is_over() and len(match.log) < 80:
        match.apply(bot.choose(match))
        kept = match.last_move_kept_secrets()  # from the sights kept at the move before
        assert Match.from_save(rules, match.to_save()).last_move_kept_secrets() == kept  # by replaying the log
        verdicts[kept] += 1
    assert verdicts[True] + verdicts[False] == len(match.log)  # every move judged both ways, alike
    if GAMES[slug].secrets and any(rules.hidden_facts(match.state, s) for s in range(len(match.players))):
        assert verdicts[False], "a game with secrets revealed none in 80 moves"
