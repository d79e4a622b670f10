"""Headless UI: curtain on peeking, corrupt saves, broken data files, layout fit at the smallest size."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine.errors import DataError, Problem
from tabletop.engine.gamedef import GameDef
from tabletop.engine.message import say
from tabletop.games import registry
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.error import ErrorScene
from tabletop.ui.scenes.menu import MenuScene, saves_dir
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.screenshot import play_random
from tests.ui.helpers import button, click, start_app


def _match_with_private_bribes():
    for seed in range(1, 200):
        match = play_random("capo", 2, seed, 60)
        seat = match.decision().seat
        if seat is not None and match.view(seat) != match.view(None):
            return match
    raise AssertionError("no position with a committed bribe found")


def test_peek_raises_curtain_then_shows_private_view_and_hides():
    app = start_app()
    match = _match_with_private_bribes()
    table = TableScene(app, match)
    app.reset(table)
    app.step(0.0, [])
    seat = match.decision().seat
    public = table.view
    assert all(
        face == "?"
        for zone, items in public.zones.items()
        if zone.startswith("side:")
        for cid, face in items
        if cid.startswith("b") and cid not in match.state.revealed
    )
    click(app, button(app, "peek").rect.center)
    assert isinstance(app.top, CurtainScene) and app.top.name == match.players[seat]
    click(app, (app.size[0] // 2, app.size[1] // 2))
    assert app.top is table and table.viewer == seat
    assert table.view == match.view(seat) != public
    click(app, button(app, "hide").rect.center)
    assert table.viewer is None and table.view == public


def test_peek_ends_when_an_action_is_applied():
    app = start_app()
    match = _match_with_private_bribes()
    table = TableScene(app, match)
    app.reset(table)
    table.set_viewer(match.decision().seat)
    table.apply(match.legal_actions()[0])
    assert table.viewer is None


def test_corrupt_save_is_reported_and_set_aside():
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    bad = folder / "capo-broken.json"
    bad.write_text("{ this is not json", encoding="utf-8")
    app = start_app()
    assert isinstance(app.top, MenuScene)
    assert any("damaged save was set aside" in say(n) for n in app.top.notices)
    assert not bad.exists()
    assert list(folder.glob("capo-broken.json.*.corrupt"))


def test_save_whose_first_move_does_not_replay_resumes_at_its_start_and_keeps_the_original():
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "capo-zz-bad-moves.json"
    path.write_text(
        '{"format": 1, "game": "capo", "variant": "standard", "options": {"first": 0}, '
        '"players": ["A", "B"], "seed": 1, "log": ["stop"], "over": false}',
        encoding="utf-8",
    )
    app = start_app()
    index = next(i for i, s in enumerate(app.top.saves) if s.path == path)
    click(app, button(app, f"resume:{index}").rect.center)
    assert isinstance(app.top, TableScene) and not app.top.match.log
    assert "0 moves kept, 1 lost" in say(app.top.message)
    assert path.exists() and len(list(folder.glob("capo-zz-bad-moves.json.*.damaged"))) == 1


def test_a_broken_data_file_is_shown_when_its_game_is_chosen_and_other_games_stay(monkeypatch):
    def broken():
        raise DataError([Problem("fake.yaml", 3, "cards[0].value", "expected a whole number")])

    entries = dict(registry.GAMES)
    entries["fake"] = GameDef("fake", "Fake Game", (2,), "A game whose data is broken.", "fake.yaml", broken)
    monkeypatch.setattr(registry, "GAMES", entries)
    monkeypatch.setattr("tabletop.ui.scenes.menu.GAMES", entries)
    app = start_app()
    assert button(app, "new:capo").enabled
    click(app, button(app, "new:fake").rect.center)  # data loads once its setup screen is up, not for the menu
    app.quiet()  # (loaded at the setup's first input or quiet moment: the error replaces it)
    assert isinstance(app.top, ErrorScene)
    assert "fake.yaml, line 3 at cards[0].value: expected a whole number" in say(app.top.message)
    app.pop()
    assert isinstance(app.top, MenuScene)  # back to the menu, not to a setup screen that cannot be used


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_table_layout_fits_window(size):
    app = start_app(size)
    match = play_random("capo", 2, 5, 80)
    table = TableScene(app, match)
    app.reset(table)
    app.step(0.0, [])
    w, h = size
    for region in table.layout.regions.values():
        x, y, rw, rh = region.rect
        assert x >= 0 and x + rw <= w and y >= 0 and y + rh <= h, region
    for b in table.buttons:
        assert b.rect.right <= w and b.rect.bottom <= h and b.rect.w > 40, b
    cards = [r.rect for r in table.layout.regions.values() if r.kind in ("card", "mayor")]
    for i, a in enumerate(cards):
        for b in cards[i + 1 :]:
            assert a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0], "cards overlap"


def test_bundled_font_has_greek_and_czech_glyphs():
    import pygame.freetype

    from tabletop.paths import art_dir

    pygame.freetype.init()
    face = pygame.freetype.Font(str(Path(art_dir()) / "DejaVuSans.ttf"), 16)
    metrics = face.get_metrics("Κάρτα Δημάρχου Klub ztroskotanců žluťoučký")
    assert all(m is not None for m in metrics)
