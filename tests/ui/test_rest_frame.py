"""The table at rest after an animation (put together from the animation's backdrop, the pieces that moved and
the regions that counted, or from the table at rest before it, painted again where the two differ) is exactly the
table drawn afresh: no piece lost, none out of its place in the pile. So is an animation's backdrop."""

from __future__ import annotations

import pygame
import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.games.registry import load_rules
from tabletop.ui import paint
from tabletop.ui.app import App
from tabletop.ui.scenes import table as table_scene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tabletop.ui.tablecanvas import TableCanvas
from tests.cases import ids, largest, middle

CASES = middle()


def _frame(app: App) -> bytes:
    app.dirty = True
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.mark.parametrize(("slug", "players"), CASES, ids=ids(CASES))
def test_the_table_at_rest_after_an_animation_is_the_table_drawn_afresh(slug, players, monkeypatch):
    app = App((1024, 640), settings=Settings("normal"), autosave=False)
    in_parts = []
    found = TableCanvas._dirty_since_still

    def spy(canvas, *args, whole):
        dirty = found(canvas, *args, whole=whole)
        if whole:
            in_parts.append(dirty is not None)
        return dirty

    monkeypatch.setattr(TableCanvas, "_dirty_since_still", spy)
    match = Match(load_rules(slug), [f"P{i}" for i in range(players)], seed=2)
    table = TableScene(app, match)
    app.reset(table)
    bot = RandomBot(2)
    animated = 0
    for _ in range(30):
        if match.is_over():
            break
        table.apply(bot.choose(match))
        animated += table.director.busy()
        app.step(1 / 60, [])  # the action's own frame: the table as it was
        table.director.skip()
        app.step(1 / 60, [])  # the animation has ended
        while app.top is not table:
            app.pop()
            table.set_viewer(match.rules.private_viewer(match.state))
        table.mouse = (-100, -100)  # nothing hovered
        after = _frame(app)
        table.canvas.forget()  # the table drawn afresh
        assert _frame(app) == after, f"after {match.log[-1].action!r} the table at rest differs from a fresh drawing"
    assert animated > 10
    assert sum(in_parts) > 5, f"only {sum(in_parts)} of {len(in_parts)} tables at rest were painted in parts"


@pytest.mark.parametrize(("slug", "players"), largest(), ids=ids(largest()))
def test_an_animations_backdrop_painted_in_parts_is_the_backdrop_painted_whole(slug, players, monkeypatch):
    app = App((1280, 800), settings=Settings("normal"), autosave=False)
    match = Match(load_rules(slug), [f"P{i}" for i in range(players)], seed=5)
    table = TableScene(app, match)
    app.reset(table)
    bot = RandomBot(5)
    in_parts = []
    found = TableCanvas._dirty_since_still

    def spy(canvas, *args, whole):
        dirty = found(canvas, *args, whole=whole)
        if not whole:
            in_parts.append(dirty is not None)
        return dirty

    monkeypatch.setattr(TableCanvas, "_dirty_since_still", spy)
    for _ in range(40):
        if match.is_over():
            break
        table.apply(bot.choose(match))
        app.step(1 / 60, [])  # the action's own frame: the table as it was
        app.step(1 / 60, [])  # the frame after: new sprites painted, then the animation's backdrop
        while table.director.busy() and table.unprepared is not None:  # many new sprites: a slice per frame
            app.step(1 / 60, [])
        if table.director.busy():
            size, table_w = app.canvas.get_size(), app.canvas.get_width() - table.ui.panel_width(app.canvas.get_width())
            whole = TableCanvas(table.canvas.felt)._backdrop_for(size, table.layout, table.director, 0, table_w)
            assert table.canvas.backdrop is not None
            assert pygame.image.tobytes(table.canvas.backdrop, "RGB") == pygame.image.tobytes(whole, "RGB"), (
                f"after {match.log[-1].action!r} the backdrop painted in parts differs from one painted whole"
            )
        table.director.skip()
        app.step(1 / 60, [])  # the animation ends: the table at rest is drawn (the next backdrop starts from it)
        while app.top is not table:
            app.pop()
            table.set_viewer(match.rules.private_viewer(match.state))
        table.mouse = (-100, -100)  # nothing hovered
        after = _frame(app)
        table.canvas.forget()
        assert _frame(app) == after, f"after {match.log[-1].action!r} the table at rest differs from a fresh drawing"
    assert sum(in_parts) > 10, f"only {sum(in_parts)} of {len(in_parts)} backdrops were painted in parts"


@pytest.mark.parametrize(("slug", "players"), middle(), ids=ids(middle()))
def test_new_sprites_are_painted_a_slice_a_frame_before_the_backdrop_which_then_paints_none(slug, players, monkeypatch):
    """With a slice too short for more than one sprite, the frames after a move paint the animation's sprites one
    per frame, showing the table as it was with no backdrop yet; the backdrop then paints no sprite, and is the
    backdrop painted whole."""
    monkeypatch.setattr(table_scene, "PREPARE_SLICE", 0.0)
    painted: list[str] = []
    put = paint._sprites.put
    monkeypatch.setattr(paint._sprites, "put", lambda key, image: painted.append("sprite") or put(key, image))
    prepare = TableScene.prepare

    def backdrop(table):
        painted.append("backdrop")
        prepare(table)
        painted.append("painted")

    monkeypatch.setattr(TableScene, "prepare", backdrop)
    app = App((1280, 800), settings=Settings("normal"), autosave=False)
    match = Match(load_rules(slug), [f"P{i}" for i in range(players)], seed=7)
    table = TableScene(app, match)
    app.reset(table)
    app.step(1 / 60, [])
    bot = RandomBot(7)
    sliced = 0
    for _ in range(30):
        if match.is_over():
            break
        table.apply(bot.choose(match))
        app.step(1 / 60, [])  # the action's own frame: the table as it was
        del painted[:]
        frames = 0
        while table.director.busy() and table.unprepared is not None:
            version = table.canvas.backdrop_key[:1]
            app.step(1 / 60, [])
            frames += 1
            if table.unprepared is not None:  # the table as it was stays: sprites painted, no backdrop yet
                assert table.canvas.backdrop_key[:1] == version and "backdrop" not in painted
        if "backdrop" in painted:
            during = painted[painted.index("backdrop") : painted.index("painted")]
            assert "sprite" not in during, f"after {match.log[-1].action!r} the backdrop painted a sprite of its own"
            sliced += frames > 1
            size, table_w = app.canvas.get_size(), app.canvas.get_width() - table.ui.panel_width(app.canvas.get_width())
            whole = TableCanvas(table.canvas.felt)._backdrop_for(size, table.layout, table.director, 0, table_w)
            assert pygame.image.tobytes(table.canvas.backdrop, "RGB") == pygame.image.tobytes(whole, "RGB")
        table.director.skip()
        app.step(1 / 60, [])
        while app.top is not table:
            app.pop()
            table.set_viewer(match.rules.private_viewer(match.state))
            app.step(1 / 60, [])
    assert sliced > 3, f"only {sliced} moves painted their sprites over several frames"


def test_a_move_with_nothing_to_animate_shows_the_table_as_it_was_in_its_own_frame_then_the_new_one():
    """With animation off, a move's own frame (rules and layout) draws the table at rest kept from before; the next
    frame paints the new table, exactly as drawn afresh."""
    app = App((1280, 800), settings=Settings("off"), autosave=False)
    match = Match(load_rules("rialto"), [f"P{i}" for i in range(4)], seed=3)
    table = TableScene(app, match)
    app.reset(table)
    app.step(1 / 60, [])
    bot = RandomBot(3)
    area = pygame.Rect(0, table.ui.top_bar, 1280 - table.ui.panel_width(1280), 800 - table.ui.top_bar - 60)
    deferred = 0
    for _ in range(25):
        before = table.canvas.still.subsurface(area).copy()  # the table at rest on screen (its targets drawn over it)
        table.apply(bot.choose(match))
        assert not table.director.busy()
        app.step(1 / 60, [])  # the move's own frame
        own = app.screen.subsurface(area)
        if table.unprepared is not None:
            deferred += 1
            assert pygame.image.tobytes(own, "RGB") == pygame.image.tobytes(before, "RGB")
        app.step(1 / 60, [])  # the next frame: the new table
        while app.top is not table:
            app.pop()
            table.set_viewer(match.rules.private_viewer(match.state))
            app.step(1 / 60, [])
        assert table.unprepared is None
        table.mouse = (-100, -100)  # nothing hovered
        after = _frame(app)
        table.canvas.forget()
        assert _frame(app) == after, f"after {match.log[-1].action!r} the new table differs from a fresh drawing"
    assert deferred > 10
