"""One vocabulary: the names printed on the components are the names in prompts and the log (Capo's Black 1, not
K1; the Prodigals society grid's columns lettered as the log names its squares), articles agree with their nouns,
and the rules screens agree with the rules (Masques families are dealt face up)."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.games.prodigals.rules.state import LETTERS, square_name
from tabletop.games.prodigals.table.keys import ColumnSpot, RowSpot, SquareSpot
from tabletop.games.registry import GAMES, load_rules, table_screen

WRONG_ARTICLE = re.compile(r"\b[Aa] [aeiouAEIOU]\w")  # "a assassin"


def _texts(slug: str, players: int, seed: int, moves: int = 3000) -> tuple[list[str], list[str]]:
    """The prompts and the public log lines of one seeded random game."""
    rules = load_rules(slug)
    match = Match(rules, [f"P{i + 1}" for i in range(players)], rules.variants_for(players)[0], seed=seed)
    bot = RandomBot(seed)
    prompts, log = [], []
    for _ in range(moves):
        if match.is_over():
            break
        prompts.append(say(match.decision().prompt))
        log += [say(e.for_seat(None).text) for e in match.apply(bot.choose(match)) if e.for_seat(None).text]
    return prompts, log


@pytest.mark.parametrize("seed", [1, 2, 6])
def test_capo_names_area_cards_as_they_are_printed(seed):
    """Capo's prompts and log say "Black 1" (the card's printed name), never its id "K1"."""
    spec = load_rules("capo").spec
    ids = re.compile(r"\b(" + "|".join(c.id for c in spec.area_cards) + r")\b")
    prompts, log = _texts("capo", 2, seed)
    for text in prompts + log:
        assert not ids.search(text), text
    names = [say(c.name) for c in spec.area_cards]
    assert any(name in line for line in log for name in names), "the log names the cards"
    assert any(name in p for p in prompts for name in names), "the prompts name the cards"


@pytest.mark.parametrize(("slug", "players"), [(s, load_rules(s).player_counts[-1]) for s in GAMES])
def test_articles_agree_with_their_nouns(slug, players):
    """No "a assassin" in any game's prompts or log."""
    prompts, log = _texts(slug, players, 3, moves=600)
    for text in prompts + log:
        assert not WRONG_ARTICLE.search(text), text


def test_masques_logs_an_assassin():
    _, log = _texts("masques", 4, 1)
    hires = [line for line in log if " hires " in line]
    assert any(" hires an assassin " in line for line in hires), hires


def test_masques_rules_screen_deals_families_face_up():
    """The rulebook deals each player a family card face up in front of them: the rules screen says so."""
    guide = load_rules("masques").spec.guide
    assert guide is not None
    goal = say(guide.goal)
    assert "secret" not in goal.lower() and "face up" in goal, goal


def test_prodigals_grid_columns_are_lettered_as_the_log_names_squares():
    """Above the focus seat's society grid each column carries the letter the log writes (L6, M-2): every square
    lies under its column's letter and beside its row's value."""
    pygame.init()
    rules = load_rules("prodigals")
    spec = rules.spec
    match = Match(rules, ["A", "B", "C", "D", "E"], seed=1)
    ui = table_screen(rules)
    lay = ui.show(match.view(0), (), 1280, 800, False, frozenset()).layout
    letters = {k.letter: r for k, r in lay.regions.items() if isinstance(k, ColumnSpot) and k.seat == 0}
    assert "".join(letters) == LETTERS == "".join(c.letter for c in spec.society.grid.columns)
    rows = {k.value: r for k, r in lay.regions.items() if isinstance(k, RowSpot) and k.seat == 0}
    squares = [(k, r) for k, r in lay.regions.items() if isinstance(k, SquareSpot) and k.seat == 0]
    assert len(squares) == len(LETTERS) * len(spec.society.grid.rows)
    for key, reg in squares:
        x, y, w, h = reg.rect
        head = letters[key.square[0]]
        assert head.rect[0] == x and head.rect[2] == w and head.rect[1] + head.rect[3] <= y, key
        assert say(head.label) == key.square[0] and say(head.tip).startswith(f"Column {key.square[0]}"), head.tip
        row = rows[int(key.square[1:])]
        assert row.rect[1] == y and key.square == square_name((LETTERS.index(key.square[0]), int(say(row.label))))
