"""A Masques table in the app's real loop (``App.run``, the real clock), clicked by a second thread as a person
would: lift the first curtain, then double- or triple-click a draft pick (which brings the next player's curtain).

Run as ``python -m tests.window.curtain_probe SPEED CLICKS``; prints one JSON line: what was on top once the
clicks had played out, and after one deliberate click on the curtain. Used by tests/window/test_curtain_guard.py
with the dummy video driver (events posted into SDL's queue from the thread, at real times).
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
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings

SIZE = (1280, 800)
GAP = 0.07  # seconds between the clicks of a double or triple click (a brisk hand: 70 ms)
SETTLE = {"off": 0.8, "fast": 1.5, "normal": 2.5, "slow": 4.0}  # long enough for any animation to end


def post_click(pos: tuple[int, int]) -> None:
    """One left click at ``pos``, as the window would report it."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def seen(app: App, table: TableScene) -> dict:
    """What is on screen now: a curtain (whose) or the table (whose private view)."""
    top = app.top
    return {
        "curtain": top.name if isinstance(top, CurtainScene) else None,
        "viewer": table.viewer,
        "deciding": table.match.decision().seat,
        "moves": len(table.match.log),
    }


def hands_over(table: TableScene, action) -> bool:
    """Whether ``action`` ends this player's private choice and another's curtain comes next."""
    from tabletop.engine.invariants import clone

    twin = clone(table.match)
    twin.apply(action)
    return twin.rules.private_viewer(twin.state) not in (None, table.viewer)


def script(app: App, table: TableScene, clicks: int, settle: float, out: dict) -> None:
    """The person at the table (a thread: the loop runs on the main thread)."""
    centre = (SIZE[0] // 2, SIZE[1] // 2)
    time.sleep(0.8)
    out["start"] = seen(app, table)
    post_click(centre)  # lift the first curtain, deliberately
    time.sleep(0.8)
    out["lifted"] = seen(app, table)
    for _ in range(12):  # single deliberate clicks until a pick would hand the screen to the other player
        handing = [key for key, action in table.targets.items() if hands_over(table, action)]
        key = handing[0] if handing else next(iter(table.targets))
        box = table.target_rect(key)
        pos = (box[0] + box[2] // 2, box[1] + box[3] // 2)
        if handing:
            out["before"] = seen(app, table)
            for k in range(clicks):
                post_click(pos)
                if k + 1 < clicks:
                    time.sleep(GAP)
            break
        post_click(pos)
        time.sleep(settle)
    time.sleep(settle)
    out["after"] = seen(app, table)
    post_click(centre)  # now on purpose: the curtain lifts for its player
    time.sleep(0.8)
    out["on_purpose"] = seen(app, table)
    pygame.event.post(pygame.event.Event(pygame.QUIT))


def main(speed: str, clicks: int) -> dict:
    """Play the scene in the real loop; return what was seen at each point."""
    app = App(SIZE, settings=Settings(speed, "off"), autosave=False)
    rules = load_rules("masques")
    match = Match(rules, ["Anna", "Bruno"], seed=11, options={"first": 0})
    table = TableScene(app, match)
    app.push(table)
    out: dict = {"speed": speed, "clicks": clicks}
    person = threading.Thread(target=script, args=(app, table, clicks, SETTLE[speed], out), daemon=True)
    person.start()
    app.run()
    person.join(5)
    return out


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1], int(sys.argv[2]))), flush=True)
