"""The app and Python's cyclic collector: a move's two busiest frames run without it, and a curtain lifted at every
turn does not hand the whole heap back to it (tabletop/runtime.py)."""

from __future__ import annotations

import gc

from tabletop.engine.match import Match
from tabletop.games.registry import load_rules
from tabletop.ui.app import App
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings

FRAME = 1 / 60


def _table() -> tuple[App, TableScene]:
    app = App((1280, 800), settings=Settings("normal"), autosave=False)
    table = TableScene(app, Match(load_rules("capo"), ["Anna", "Ben"], seed=1))
    app.reset(table)
    app.step(FRAME, [])
    while app.quiet():
        app.step(FRAME, [])
    return app, table


def test_a_move_holds_the_collector_until_its_frame_and_its_backdrops_are_drawn():
    app, table = _table()
    assert gc.isenabled()
    table.apply(table.match.legal_actions()[0])
    assert table.director.busy()  # it animates: the frame after paints the backdrop
    assert not gc.isenabled()
    app.step(FRAME, [])  # the action's own frame
    assert not gc.isenabled()
    app.step(FRAME, [])  # its backdrop's
    assert gc.isenabled()


def test_a_move_that_does_not_animate_lets_the_collector_run_at_the_next_quiet_moment():
    app, table = _table()
    app.settings.animation = "off"
    table.apply(table.match.legal_actions()[0])
    assert not table.director.busy() and not gc.isenabled()
    app.step(FRAME, [])
    while app.quiet():
        app.step(FRAME, [])
    assert gc.isenabled()


def test_lifting_a_curtain_keeps_the_heap_set_aside_but_putting_a_table_away_gives_it_back():
    app, table = _table()
    settled = gc.get_freeze_count()
    assert settled > 0  # the quiet moment set the heap aside
    app.push(CurtainScene(app, "Ben", lambda: None))
    app.pop()
    assert gc.get_freeze_count() == settled  # the next quiet moment walks only what is new, not the whole heap
    app.pop()  # the table
    assert gc.get_freeze_count() == 0


def test_moves_made_back_to_back_never_hold_the_collector_for_more_than_two_frames():
    """Computers playing with animation off: each move draws one frame and the next follows at once."""
    app, table = _table()
    app.settings.animation = "off"
    held = []
    for _ in range(6):
        if table.match.is_over():
            break
        table.apply(table.match.legal_actions()[0])
        app.dirty = True
        app.step(FRAME, [])
        held.append(not gc.isenabled())
    assert held[:2] == [True, False] or held[:3] == [True, True, False]
    assert not all(held)
