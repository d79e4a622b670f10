"""The hover delay a player sees: in the app's real loop (``App.run`` and the real clock), the tooltip of a card the
mouse rests on is presented 0.3-0.5 s after the mouse arrives, in every game.

Each game runs tests/window/tooltip_probe.py in its own process (the loop ends with ``pygame.quit()``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.games.registry import GAMES
from tests.probes import run_probe

ROOT = Path(__file__).resolve().parents[2]
QUICK = ["capo"]  # the quick tier: one game (the window tier: every other)
EARLIEST, LATEST = 0.3, 0.5


def probe(slug: str) -> dict:
    """Run the probe on ``slug``; return what it measured."""
    return run_probe("tests.window.tooltip_probe", slug)


def check(seen: dict) -> None:
    """The tooltip showed, within the delay's window, on the first frame after the mouse's own."""
    assert seen["delay"] is not None, f"no tooltip on {seen['card']} of {seen['game']}"
    assert EARLIEST <= seen["delay"] <= LATEST, f"{seen['game']}: tooltip after {seen['delay']:.3f} s"
    assert seen["frames"] == 2, "drawn once for the mouse, once for the tooltip: no frames spent waiting"


@pytest.mark.parametrize("slug", QUICK)
def test_a_resting_mouse_brings_the_tooltip_after_the_hover_delay_in_the_real_loop(slug):
    check(probe(slug))


@pytest.mark.window
@pytest.mark.parametrize("slug", [slug for slug in GAMES if slug not in QUICK])
def test_the_hover_delay_holds_in_every_game(slug):
    check(probe(slug))
