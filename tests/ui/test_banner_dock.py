"""Banners (an arrest, a phase, the winner) dock in the side panel: over seeded random play of every game, the
banner's box lies in the panel and meets no solid region or piece of the layout, and the table draws it there."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.games.registry import GAMES, load_rules
from tabletop.ui import bannerdock
from tabletop.ui.scenes.setup import DEFAULT_NAMES
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import start_app

SOLID = {"card", "pile", "slot", "board", "track", "hand", "node"}
LONG = "A supply pile is empty: the game ends after this turn, and every seat scores"  # a banner of three lines
# (game, players, seed, moves): seeds whose random play reaches the games' banners (Capo's arrest at move 139,
# the Old Lady at 52, Hyde Park at 322 and each game's winner)
CASES = [("capo", 2, 6, 400), ("masques", 4, 1, 400), ("mascarade", 13, 1, 400), ("rialto", 5, 1, 900)]
CASES += [("prodigals", 5, 1, 400)]
CHECK_EVERY = 8  # the long banner is checked against every eighth table between the banners


def _meets(a: pygame.Rect, box: tuple[int, int, int, int]) -> bool:
    return a.colliderect(pygame.Rect(box))


def _check(table: TableScene, text: str) -> pygame.Rect:
    """The banner's box for ``text`` on ``table``, checked against the layout; returned."""
    w, h = table.app.size
    table_w = w - table.ui.panel_width(w)
    panel = pygame.Rect(table_w, 0, w - table_w, h)
    box = bannerdock.banner_box(panel, table.panel_top, text)
    assert panel.contains(box), f"{text!r}: {box} leaves the panel {panel}"
    assert box.bottom <= h - table.ui.bottom_bar - 40, f"{text!r}: {box} leaves no room for the log"
    for reg in table.layout.regions.values():
        assert reg.kind not in SOLID or not _meets(box, reg.rect), f"{text!r} covers {reg.key}"
    for p in table.layout.placements.values():
        assert p.in_pile or not _meets(box, p.rect), f"{text!r} covers {p.id}"
    return box


@pytest.mark.parametrize(("slug", "players", "seed", "moves"), CASES, ids=[c[0] for c in CASES])
@pytest.mark.parametrize(  # the quick tier the small window (the tighter panel), the soak tier the large
    "size", [(1024, 640), pytest.param((1280, 800), marks=pytest.mark.soak)], ids=["small", "large"]
)
def test_banners_dock_in_the_panel_and_cover_nothing(slug, players, seed, moves, size):
    assert {c[0] for c in CASES} == set(GAMES)
    app = start_app(size)
    rules = load_rules(slug)
    match = Match(rules, DEFAULT_NAMES[:players], rules.variants_for(players)[0], None, seed=seed)
    table = TableScene(app, match)
    app.reset(table)
    bot = RandomBot(seed)
    seen: set[str] = set()
    for move in range(moves):
        banner = table.ui.banner(match.view(table.viewer))
        if banner or move % CHECK_EVERY == 0 or match.is_over():  # laid out again only when something is checked
            table.refresh()
            if banner:
                seen.add(banner)
                _check(table, banner)
            _check(table, LONG)
        if match.is_over():
            break
        match.apply(bot.choose(match))
    assert seen, f"no banner in {moves} moves of {slug}"
    table.shown = dataclasses.replace(table.shown, banner=table.shown.banner or LONG)  # Capo names no winner
    box = _check(table, table.shown.banner or "")
    surface = pygame.Surface(app.size)
    table.draw(surface)  # the table draws it where it was checked: the band's red inside the box
    assert surface.get_at((box.x + 4, box.centery))[:3] == bannerdock.SHADE
    assert surface.get_at((box.x - 4, box.centery))[:3] != bannerdock.SHADE
