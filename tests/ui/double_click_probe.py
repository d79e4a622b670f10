"""A double click on Capo's Roll in the app's real loop (``App.run``, the real clock, animation off): a second thread
presses Roll twice ``gap`` seconds apart, as a mouse would, then quits. Seed 8: Roll is still offered after the first
roll, so a second press that acted would roll again.

Run as ``python -m tests.ui.double_click_probe GAP``; prints one JSON line: the rolls made and the presses seen.
Used by tests/ui/test_button_tips.py (one process a run: the loop ends with ``pygame.quit()``).
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from tabletop.engine.match import Match
from tabletop.games.registry import load_rules
from tabletop.ui.app import App
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings


def main(gap: float) -> dict:
    """Press Roll twice ``gap`` seconds apart in the real loop; return the rolls made."""
    app = App((1280, 800), settings=Settings("off", "off"), autosave=False)
    rules = load_rules("capo")
    match = Match(rules, ["Anna", "Bruno"], rules.variants_for(2)[0], {"first": 0}, seed=8)
    table = TableScene(app, match)
    app.push(table)
    roll = next(b for b in table.buttons if b.key == "act:roll").rect.center

    def press() -> None:
        """One click on Roll: down, then up a moment later."""
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=roll, button=1))
        time.sleep(0.03)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=roll, button=1))

    def person() -> None:
        """Rest on Roll, double-click it (or click twice, ``gap`` apart), then quit."""
        time.sleep(0.5)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=roll, rel=(0, 0), buttons=(0, 0, 0)))
        time.sleep(0.1)
        press()
        time.sleep(max(0.0, gap - 0.03))
        press()
        time.sleep(0.4)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    thread = threading.Thread(target=person, daemon=True)
    thread.start()
    app.run()
    thread.join(5)
    return {
        "rolls": sum(1 for e in match.log if e.action == "roll"),
        "offered": "roll" in map(str, match.legal_actions()),
    }


if __name__ == "__main__":
    print(json.dumps(main(float(sys.argv[1]))), flush=True)
