"""Every game's table fits every window at every player count: inside the window, no overlaps; below the
natural minimum (800x600) the whole table is scaled down."""

from __future__ import annotations

import pytest

from tabletop.engine.layout import REGION_KINDS
from tabletop.games.registry import GAMES, load_rules
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.screenshot import play_random
from tests.ui.helpers import start_app

CASES = [(slug, n) for slug in GAMES for n in load_rules(slug).player_counts]
# Regions that stand side by side on the table and must never overlap one another (of the closed set of kinds;
# a slot or hand may hold or lie whole inside another: a chosen card's frame, a group of cards in a hand).
SOLID = {"card", "pile", "board", "track", "node", "edge", "slot", "hand"}


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _holds(a, b) -> bool:
    """Whether box ``a`` holds box ``b`` whole."""
    return a[0] <= b[0] and a[1] <= b[1] and b[0] + b[2] <= a[0] + a[2] and b[1] + b[3] <= a[1] + a[3]


def _nested(a, b) -> bool:
    """One region holds the other whole, and one of them is a slot or a hand: a frame on a card, a group of cards
    in a hand, a card's place on a seat's board."""
    placed = "slot" in (a.kind, b.kind) or "hand" in (a.kind, b.kind)
    return placed and (_holds(a.rect, b.rect) or _holds(b.rect, a.rect))


@pytest.mark.parametrize(("slug", "players"), CASES, ids=[f"{s}-{n}p" for s, n in CASES])
@pytest.mark.parametrize("size", [(800, 600), (1024, 640), (1920, 1080)], ids=["scaled", "small", "large"])
def test_table_fits_without_overlaps(slug, players, size):
    """At 800x600 the table is laid out on a canvas of the natural minimum (1024 wide) and shrunk onto the
    window, so the same checks apply to the canvas, and the window shows all of it."""
    app = start_app(size)
    match = play_random(slug, players, 3, 30)
    table = TableScene(app, match)
    app.reset(table)
    app.step(0.0, [])
    assert app.screen.get_size() == size
    w, h = app.size
    assert w >= 1024 and h >= 640 and (size == app.size or abs(w / h - size[0] / size[1]) < 0.01)
    assert {r.kind for r in table.layout.regions.values()} <= set(REGION_KINDS)
    regions = [r for r in table.layout.regions.values() if r.kind in SOLID]
    for r in table.layout.regions.values():
        x, y, rw, rh = r.rect
        assert x >= 0 and y >= 0 and x + rw <= w and y + rh <= h, f"{r.key} leaves the window: {r.rect}"
    for i, a in enumerate(regions):
        for b in regions[i + 1 :]:
            assert not _overlap(a.rect, b.rect) or _nested(a, b), f"{a.key} overlaps {b.key}"
    for b in table.buttons:
        assert b.rect.right <= w and b.rect.bottom <= h
