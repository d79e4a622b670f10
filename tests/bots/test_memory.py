"""A Mascarade seat's memory (what a computer player keeps in mind) is never wrong, and keeps a looked-at card."""

from __future__ import annotations

import random
from collections.abc import Iterator

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.games.mascarade.rules.secrets import determinize
from tabletop.games.mascarade.rules.state import MascaradeState
from tabletop.games.mascarade.rules.view import visible
from tabletop.games.registry import load_rules


def after_each_move(largest: int) -> Iterator[tuple[int, MascaradeState]]:
    """(seed, state) after every move of 30 random games of 2 to ``largest`` players."""
    rules = load_rules("mascarade")
    for seed in range(30):
        players = 2 + seed % (largest - 1)
        match = Match(rules, [f"P{i}" for i in range(players)], seed=seed)
        bot = RandomBot(seed)
        while not match.is_over():
            match.apply(bot.choose(match))
            yield seed, match.state


def test_every_remembered_card_is_where_it_was_remembered():
    checked = 0
    for seed, state in after_each_move(9):
        for seat, seen in enumerate(state.memory):
            for pos, char in seen.items():
                assert state.char(pos) == char, f"seed {seed}: seat {seat} misremembers {pos}"
                checked += 1
    assert checked > 1000


def test_every_card_a_seat_sees_after_a_move_is_in_its_memory():
    """The rules note only the cards face up and the private looks after a move (most moves: none), not every
    position for every seat: nothing a seat sees may be missed."""
    noted = 0
    for seed, state in after_each_move(13):
        for seat in range(state.count):
            seen = [pos for pos in state.cards if visible(state, pos, seat)]
            assert all(state.memory[seat].get(pos) == state.char(pos) for pos in seen), (seed, seat)
            noted += len(seen) if state.phase == "turn" else 0
    assert noted > 500  # cards face up or looked at during turns, not only the memorising at the start


def test_a_card_seen_alone_stays_known_until_a_swap_it_could_not_follow():
    rules = load_rules("mascarade")
    for seed in range(40):
        match = Match(rules, ["A", "B", "C", "D", "E"], seed=seed)
        bot = RandomBot(seed)
        while not match.is_over():
            state = match.state
            seen_alone = [(s, p) for s in range(state.count) for p in state.cards if visible(state, p, s)]
            match.apply(bot.choose(match))
            if state.phase == "turn" and seen_alone and not state.face_up:
                seat, pos = seen_alone[0]
                if pos in match.state.memory[seat] and not visible(match.state, pos, seat):
                    world = determinize(match.state, seat, random.Random(1))
                    assert world.char(pos) == match.state.memory[seat][pos] == match.state.char(pos)
                    return
    raise AssertionError("no private look followed by a hidden card in 40 games")
