"""The Prodigals Club on the real table program, headless: the game is registered for the test only (monkeypatch;
the registry file is not changed until its golden games are recorded). Whole games are played by clicking the
highlighted piece or the button of a random legal action, and every window size keeps buttons readable."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.message import say
from tabletop.games import registry
from tabletop.games.prodigals import GAME
from tabletop.ui.scenes.table import TableScene
from tests.prodigals.helpers import match
from tests.ui.helpers import play_by_clicking, start_app


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    """The game in the registry for this test only."""
    monkeypatch.setitem(registry.GAMES, "prodigals", GAME)


def _table(players: int, seed: int, size):
    app = start_app(size)
    table = TableScene(app, match(players, seed))
    app.reset(table)
    app.step(0.0, [])
    return app


@pytest.mark.parametrize(("players", "size"), [(2, (1280, 800)), (5, (1024, 640)), (4, (1920, 1080))])
def test_a_game_plays_to_its_end_by_clicking(players, size):
    app = _table(players, players + 3, size)
    checked = []

    def stop(m):
        table = app.top
        w, h = app.size
        for b in table.buttons:
            assert b.rect.right <= w and b.rect.bottom <= h and b.rect.w >= 36, (b.key, b.rect)
        checked.append(len(table.buttons))
        return False

    table, clicks, curtains, kinds = play_by_clicking(app, random.Random(players), stop, max_clicks=3000)
    assert table.match.is_over()
    assert {"place", "turn"} <= kinds and curtains > 0 and clicks > 50


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(800, 600), (1024, 640), (1920, 1080)], ids=["scaled", "small", "large"])
def test_table_fits_as_the_shared_layout_test_checks(players, size):
    """The check tests/ui/test_layouts.py makes of every registered game, after 30 random moves (seed 3)."""
    from tabletop.engine.layout import REGION_KINDS
    from tabletop.ui.screenshot import play_random
    from tests.prodigals.test_table import SOLID, _nested, _overlap

    app = start_app(size)
    table = TableScene(app, play_random("prodigals", players, 3, 30))
    app.reset(table)
    app.step(0.0, [])
    w, h = app.size
    assert {r.kind for r in table.layout.regions.values()} <= set(REGION_KINDS)
    for r in table.layout.regions.values():
        x, y, rw, rh = r.rect
        assert x >= 0 and y >= 0 and x + rw <= w and y + rh <= h, f"{r.key} leaves the window: {r.rect}"
    solid = [r for r in table.layout.regions.values() if r.kind in SOLID]
    for i, a in enumerate(solid):
        for b in solid[i + 1 :]:
            assert not _overlap(a.rect, b.rect) or _nested(a, b), f"{a.key} overlaps {b.key}"
    for b in table.buttons:
        assert b.rect.right <= w and b.rect.bottom <= h


def test_a_click_on_a_compact_seat_shows_it_in_full_until_the_next_move():
    from tabletop.games.prodigals.table.keys import SeatSpot
    from tests.ui.helpers import click

    app = _table(4, 5, (1024, 640))
    while not isinstance(app.top, TableScene):  # the first player's curtain: lifted
        app.pop()
    table = app.top
    table.set_viewer(table.match.rules.private_viewer(table.match.state))
    app.step(0.0, [])
    full = [r.owner for r in table.layout.regions.values() if isinstance(r.key, SeatSpot) and r.detail != "compact"]
    other = next(r for r in table.layout.regions.values() if r.detail == "compact")
    assert other.owner not in full and "in full" in say(other.tip)
    click(app, pygame.Rect(other.rect).center)
    assert table.expanded == other.owner and not table.message
    now_full = [r.owner for r in table.layout.regions.values() if isinstance(r.key, SeatSpot) and r.detail != "compact"]
    assert now_full == [other.owner]
    table.apply(table.match.legal_actions()[0])
    assert table.expanded is None


def test_a_quiet_moment_builds_the_faces_of_cards_still_in_their_decks():
    """While the player thinks, the table builds the face of every card of the contests in play at each size its
    cards are laid out at, so the click that deals or buys a card builds none (each built once, then kept)."""
    from tabletop.games.prodigals.rules.cards import catalog
    from tabletop.games.prodigals.table import faces

    app = start_app((1280, 800))
    game = match(5, 3, contests="election+society+possessions")
    table = TableScene(app, game)
    app.reset(table)
    shown = {p.id for p in table.layout.placements.values()}
    sizes = {(p.rect[2], p.rect[3]) for p in table.layout.placements.values() if p.kind == "card"}
    in_play = game.rules.components(game.state)  # every component of this game, wherever it lies
    unseen = [cid for cid in catalog(game.rules.spec) if cid in in_play and cid not in shown]
    assert sizes and unseen
    worked = 0
    while table.quiet():
        worked += 1
    assert worked >= 2  # in slices of a few milliseconds, input handled between
    before = faces.card.cache_info()
    for w, h in sizes:
        for cid in unseen:
            faces.card(game.rules.spec, cid, w, h, used=False)
    after = faces.card.cache_info()
    assert after.misses == before.misses and after.hits == before.hits + len(sizes) * len(unseen)
