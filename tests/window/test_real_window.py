"""In a real window under Xvfb, clicked with xdotool, the app started as a player starts it: a saved Masques game is
resumed from the menu, the first curtain lifted, and a pick that hands the screen over is double- and
triple-clicked. At every animation speed the next player's curtain must stay down until a click on purpose.
"""

from __future__ import annotations

import json
import time

import pytest

from tabletop.engine.match import Match
from tabletop.engine.saves import write_save
from tabletop.games.registry import load_rules
from tabletop.ui.app import App
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.window.curtain_probe import hands_over
from tests.window.xvfb import Display, Window, need_tools

pytestmark = pytest.mark.window
CURTAIN = (16, 18, 24)  # the curtain's fill
SPOTS = [(40, 300), (400, 650), (1100, 250), (900, 700)]  # away from its bars and words
SETTLE = {"off": 0.8, "fast": 1.5, "normal": 2.5, "slow": 4.0}


def curtain_up(window: Window) -> bool:
    """Whether the curtain covers the window (its fill at every spot)."""
    return all(window.pixel(spot) == CURTAIN for spot in SPOTS)


def plan(home, speed: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """Write the settings and a save (Masques 2p, Anna's first pick made); return where the menu's Resume button
    and the pick that hands the screen to Bruno are, worked out headless at the window's size."""
    (home / "settings.json").write_text(json.dumps({"animation": speed, "sound": "off"}))
    match = Match(load_rules("masques"), ["Anna", "Bruno"], seed=11, options={"first": 0})
    app = App((1280, 800), settings=Settings(speed, "off"), autosave=False)
    table = TableScene(app, match)
    table.set_viewer(0)
    first = next(a for a in table.targets.values() if not hands_over(table, a))
    match.apply(first)
    write_save(home / "saves" / "masques-probe.json", match.to_save())
    menu = MenuScene(app)
    resume = next(b for b in menu.buttons if b.key == "resume:0").rect.center
    table = TableScene(app, match)
    table.set_viewer(0)
    key = next(k for k, a in table.targets.items() if hands_over(table, a))
    box = table.target_rect(key)
    return resume, (box[0] + box[2] // 2, box[1] + box[3] // 2)


@pytest.mark.parametrize("speed", ["off", "fast", "normal", "slow"])
def test_double_and_triple_clicks_never_lift_the_next_curtain_in_a_real_window(tmp_path, monkeypatch, speed):
    need_tools()
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    resume, pick = plan(home, speed)
    display = Display(tmp_path)
    try:
        window = Window(display, home)
        try:
            assert window.size == (1280, 800)
            time.sleep(1.0)
            window.click(resume)
            time.sleep(1.0)
            assert curtain_up(window), "Anna's curtain is up when her game is resumed"
            window.click((640, 400))
            time.sleep(1.0)
            assert not curtain_up(window), "a click on purpose lifts it"
            window.click(pick, times=3)  # a triple click: the first picks, the others fall on what comes next
            time.sleep(SETTLE[speed])
            assert curtain_up(window), f"Bruno's curtain stays down after a triple click (animation {speed})"
            time.sleep(0.5)
            window.click((640, 400))
            time.sleep(1.0)
            assert not curtain_up(window), "a click on purpose lifts Bruno's curtain"
        finally:
            err = window.close()
        assert "Traceback" not in err, err
    finally:
        display.close()
