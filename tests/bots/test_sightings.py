"""A seat's memory (engine/sightings.py): sound all game long, and kept by the worlds a computer player deals.

Masques passes draft packets (the passer knows what it passed), Rialto's own discards go face down into the
owner's pile: a player with a perfect memory knows where those cards are, and so does the computer player."""

from __future__ import annotations

import random

import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.sightings import Sightings
from tabletop.games.registry import load_rules
from tests.cases import hiding_places, ids, smallest_and_largest

CASES = hiding_places(smallest_and_largest())  # the games where a seat sees what is hidden again later


def _games(slug: str, players: int, seeds: range):
    """Random games of ``slug``, yielding the match after every move."""
    rules = load_rules(slug)
    for seed in seeds:
        match = Match(rules, [f"P{i}" for i in range(players)], seed=seed)
        match.set_computers({s: "normal" for s in range(players)})  # every seat remembers what it saw
        bot = RandomBot(seed)
        while not match.is_over():
            match.apply(bot.choose(match))
            yield match


@pytest.mark.parametrize(("slug", "players"), CASES, ids=ids(CASES))
def test_every_remembered_component_is_where_the_seat_remembers_it(slug, players):
    remembered_hidden = 0
    for match in _games(slug, players, range(2)):
        zones, hidden = match.rules.places(match.state)
        where = {c: z for z, items in zones.items() for c in items}
        for seat in range(players):
            for component, places in match.sightings.of(seat).items():
                assert where.get(component) in places, f"seat {seat} remembers {component} in {sorted(places)}"
                remembered_hidden += where[component] in hidden[seat]
    assert remembered_hidden > 0  # the memory was used: cards were seen go out of sight


@pytest.mark.parametrize(("slug", "players"), CASES, ids=ids(CASES))
def test_a_dealt_world_keeps_each_card_the_seat_remembers_in_one_hidden_place(slug, players):
    """A card remembered in exactly one hidden place is dealt there; without the memory it often is not (at two
    players in Masques every guest hidden from a seat is in its opponent's hands or packet: nothing to forget)."""
    kept = forgotten = 0
    for k, match in enumerate(_games(slug, players, range(1))):
        if k % 5:
            continue
        rules = match.rules
        _zones, hidden = rules.places(match.state)
        for seat in range(players):
            pinned = {
                c: next(iter(p)) for c, p in match.sightings.of(seat).items() if len(p) == 1 and p <= hidden[seat]
            }
            if not pinned:
                continue
            world, plain = (
                rules.determinize(match.state, seat, random.Random(k), seen)
                for seen in (match.sightings.of(seat), None)
            )
            dealt = {c: z for z, items in rules.places(world)[0].items() for c in items}
            unaided = {c: z for z, items in rules.places(plain)[0].items() for c in items}
            assert all(dealt[c] == z for c, z in pinned.items())
            kept += len(pinned)
            forgotten += sum(unaided[c] != z for c, z in pinned.items())
    assert kept > 0 and (forgotten > 0 or (slug, players) == ("masques", 2))


def test_only_computer_seats_keep_a_memory():
    match = next(_games("rialto", 3, range(1)))
    plain = Match(match.rules, ["A", "B", "C"], seed=0)
    plain.set_computers({1: "easy"})
    bot = RandomBot(0)
    for _ in range(40):
        plain.apply(bot.choose(plain))
    assert plain.sightings.of(1) and not plain.sightings.of(0) and not plain.sightings.of(2)


def test_a_move_seen_only_as_a_move_widens_where_a_card_may_be():
    from tabletop.engine.events import Moved

    sightings = Sightings(2)
    zones = {"mine": ["a", "b"], "theirs": []}
    sightings.observe([], zones, {0: {"theirs"}, 1: {"mine"}})
    assert sightings.of(0) == {"a": frozenset({"mine"}), "b": frozenset({"mine"})}
    zones = {"mine": ["b"], "theirs": ["a"]}
    sightings.observe(
        [Moved("", component="a", src="mine", dst="theirs", secret_for=frozenset({1}))], zones, {0: {"theirs"}}
    )
    assert sightings.of(0) == {"a": frozenset({"theirs"}), "b": frozenset({"mine"})}  # "mine" shows b: a left it
    sightings.observe(
        [Moved("", component="a", src="theirs", dst="deck", secret_for=frozenset())],
        zones | {"deck": ["x"]},
        {0: {"theirs", "deck"}},
    )
    assert sightings.of(0)["a"] == frozenset({"theirs", "deck"})
