"""Every timer of the table runs on real elapsed time: the idle loop sleeps only until the next one falls due (the
hover delay, the autosave retry, the look for a computer's answer), and the time it slept counts for them.
The real loop itself is measured in tests/window/test_tooltip_delay.py and tests/window/test_smoke.py."""

from __future__ import annotations

import pygame

from tabletop.engine.match import Match
from tabletop.games.registry import load_rules
from tabletop.ui import autosaver as saving
from tabletop.ui.app import IDLE_WAIT_MS, sleep_ms
from tabletop.ui.autopilot import POLL_SECONDS
from tabletop.ui.autosaver import SAVE_RETRY_SECONDS
from tabletop.ui.inspect import HOVER_DELAY, Hover, piece_at
from tabletop.ui.scenes.base import Scene
from tabletop.ui.scenes.saves import saves_dir
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import centre, start_app


def test_the_idle_loop_sleeps_until_the_next_timer_and_no_longer():
    assert sleep_ms(None) == IDLE_WAIT_MS
    assert sleep_ms(0.1234) == 124
    assert sleep_ms(0.0) == 1 and sleep_ms(-0.5) == 1  # a timer already due: look again at once
    assert sleep_ms(9.0) == IDLE_WAIT_MS


def test_the_hover_counts_from_the_mouse_arriving_not_from_the_frame_before():
    hover = Hover()
    assert hover.wait is None
    hover.moved("c1", now=10.25)  # the loop had slept 0.25 s before the motion woke it: not part of the rest
    assert not hover.tick(10.25) and hover.wait == HOVER_DELAY
    assert not hover.tick(10.5) and not hover.due
    assert hover.tick(10.25 + HOVER_DELAY) and hover.due and hover.wait is None
    assert not hover.tick(11.0)  # due once: the screen is drawn once more, not every frame
    hover.moved("c1", now=12.0)  # still on the same card: the tooltip stays
    assert hover.due
    hover.moved("c2", now=12.0)
    assert not hover.due and hover.wait == HOVER_DELAY


def a_table():
    """A Capo table on a headless app, its save in the test's saves folder."""
    app = start_app()
    match = Match(load_rules("capo"), ["Anna", "Bruno"], seed=1)
    table = TableScene(app, match, saves_dir() / "capo-t.json", [])
    app.reset(table)
    app.step(0.0, [])
    return app, table


def test_a_scene_without_timers_sleeps_the_longest_and_the_table_wakes_for_its_tooltip():
    app, table = a_table()
    assert Scene(app).wake_in() is None
    assert table.wake_in() is None
    piece = next(p for p in table.layout.placements.values() if p.tip)
    pos = centre(table.layout, piece.id)
    assert piece_at(table.layout, pos) is piece
    app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], idle=0.2)
    assert table.wake_in() == HOVER_DELAY  # the 0.2 s slept before the mouse came is no rest on the card
    app.step(0.0, [], idle=0.1)
    assert abs(table.wake_in() - (HOVER_DELAY - 0.1)) < 1e-9
    app.step(0.0, [], idle=HOVER_DELAY)
    assert table.hover.due and table.wake_in() is None


def test_the_autosave_retry_counts_the_time_the_loop_slept(monkeypatch):
    app, table = a_table()
    real = saving.write_save
    monkeypatch.setattr(saving, "write_save", lambda path, data: (_ for _ in ()).throw(OSError(28, "No space")))
    table.apply(table.match.legal_actions()[0])
    assert table.save_problem and table.wake_in() == SAVE_RETRY_SECONDS
    monkeypatch.setattr(saving, "write_save", real)
    app.step(0.016, [], idle=1.0)  # an idle table: the loop sleeps, no frame
    assert table.save_problem and abs(table.wake_in() - (SAVE_RETRY_SECONDS - 1.016)) < 1e-9
    app.step(0.016, [], idle=SAVE_RETRY_SECONDS)
    assert table.save_problem == "" and table.wake_in() is None


def test_a_search_under_way_is_looked_for_often():
    app, table = a_table()
    pilot = table.autopilot
    assert pilot.wait is None  # nobody computes
    pilot.position, pilot.finished = pilot.generation, False  # as when a request has just been sent
    assert pilot.wait == POLL_SECONDS and table.wake_in() == POLL_SECONDS
    pilot.finished = True
    assert pilot.wait is None
