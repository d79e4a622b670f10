"""A replay in a real window under Xvfb, driven with xdotool as a player would, and timed: opened with
``tabletop --replay FILE``, Home goes to the start, Play runs the game on by itself at the pace of the animation
setting, Space pauses it, and a drag along the scrubber jumps there at once. The step is read off the scrubber's
lit track on the screen."""

from __future__ import annotations

import json
import time

import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.replay import PAUSE_AFTER_STEP, ReplayScene
from tabletop.ui.settings import Settings
from tabletop.ui.theme import ACCENT
from tests.replay.test_replay_scene import finished_match, saved
from tests.window.xvfb import Display, Window, need_tools

pytestmark = pytest.mark.window
HANDLE = 9  # the handle's radius: its lit edge lies this far beyond the step at most


def lit_to(window: Window, track) -> int:
    """How far along the scrubber's track it is lit (the handle's x), read from the screen."""
    ox, oy = window.origin
    row = window.display.grab((ox + track.x, oy + track.centery), (track.w + 12, 1))  # the file read once
    lit = [track.x + x for x in range(track.w + 12) if tuple(row.get_at((x, 0)))[:3] == ACCENT]
    return max(lit) if lit else track.x


def wait_for(check, seconds: float) -> float:
    """Poll ``check`` until it holds; return how long it took (fail after ``seconds``)."""
    start = time.monotonic()
    while not check():
        assert time.monotonic() - start < seconds, "the window did not change in time"
        time.sleep(0.02)
    return time.monotonic() - start


def test_play_pause_and_a_drag_on_the_scrubber_in_a_real_window(tmp_path, monkeypatch):
    need_tools()
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    (home / "settings.json").write_text(json.dumps({"animation": "off", "sound": "off"}))
    match = finished_match("mascarade", 6, 5)
    path = saved(match, tmp_path)
    total = len(match.log)
    from tabletop.replays import open_replay

    headless = ReplayScene(App((1280, 800), settings=Settings("off"), autosave=False), open_replay(path))
    track = headless.scrub_rect
    x_of = {step: track.x + round(track.w * step / total) for step in range(total + 1)}
    display = Display(tmp_path)
    try:
        window = Window(display, home, "--replay", str(path))
        try:
            assert window.size == (1280, 800)
            wait_for(lambda: lit_to(window, track) >= x_of[total], 10)  # opened at the end (the handle's edge)
            window.key("Home")
            took = wait_for(lambda: lit_to(window, track) <= x_of[0] + HANDLE, 2)
            assert took < 0.5, f"Home took {took:.2f} s to show"
            print(f"Home shown after {took:.3f} s")
            edge = lit_to(window, track) - x_of[0]  # the handle's lit edge beyond its centre
            window.key("space")  # Play
            started = time.monotonic()
            time.sleep(3 * PAUSE_AFTER_STEP["off"] + 0.3)
            window.key("space")  # Pause
            played = time.monotonic() - started
            time.sleep(0.3)
            reached = lit_to(window, track) - edge
            steps = min(range(total + 1), key=lambda s: abs(x_of[s] - reached))
            expected = played / PAUSE_AFTER_STEP["off"]
            assert 2 <= steps <= expected + 1.5, f"{steps} steps in {played:.2f} s"
            print(f"played {steps} steps in {played:.2f} s (a step each {PAUSE_AFTER_STEP['off']} s)")
            time.sleep(1.0)
            assert abs(lit_to(window, track) - edge - reached) <= 2, "paused: it stays where it is"
            target = x_of[total * 3 // 4]
            display.xdotool("mousemove", "--window", window.id, str(track.x + 5), str(track.centery))
            display.xdotool("mousedown", "1")
            display.xdotool("mousemove", "--window", window.id, str(target), str(track.centery))
            display.xdotool("mouseup", "1")
            took = wait_for(lambda: abs(lit_to(window, track) - edge - target) <= 4, 2)
            assert took < 0.5, f"the drag took {took:.2f} s to show"
            print(f"the drag's end shown after {took:.3f} s")
        finally:
            err = window.close()
        assert "Traceback" not in err, err
    finally:
        display.close()
