"""The curtain lifts only on purpose: double and triple clicks on a pick that hands the screen over, in the app's
real loop (``App.run`` and the real clock, events arriving at real times), at every animation speed.

Each case runs tests/window/curtain_probe.py in its own process (the loop ends with ``pygame.quit()``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.probes import run_probe

ROOT = Path(__file__).resolve().parents[2]
QUICK = [("off", 3)]  # the quick tier: a triple click, unanimated (the window tier: every speed, double and triple)
SPEEDS = ("off", "fast", "normal", "slow")
EVERY = [(speed, clicks) for speed in SPEEDS for clicks in (2, 3) if (speed, clicks) not in QUICK]


def probe(speed: str, clicks: int) -> dict:
    """Run the probe; return what it saw."""
    return run_probe("tests.window.curtain_probe", speed, str(clicks))


def check(seen: dict) -> None:
    """The burst made one move, the next player's curtain stayed down over it, and a later click lifted it."""
    assert seen["lifted"]["viewer"] == 0  # the first curtain lifted for Anna on a deliberate click
    before, after = seen["before"], seen["after"]
    assert after["moves"] == before["moves"] + 1  # the extra clicks neither moved again nor lifted anything
    assert after["curtain"] == "Bruno" and after["viewer"] is None and after["deciding"] == 1
    assert seen["on_purpose"]["curtain"] is None and seen["on_purpose"]["viewer"] == 1


@pytest.mark.parametrize(("speed", "clicks"), QUICK)
def test_a_quick_double_or_triple_click_never_lifts_the_next_curtain(speed, clicks):
    check(probe(speed, clicks))


@pytest.mark.window
@pytest.mark.parametrize(("speed", "clicks"), EVERY)
def test_the_curtain_holds_at_every_speed(speed, clicks):
    check(probe(speed, clicks))
