"""A table in the app's real loop (``App.run``, the real clock): a second thread rests the mouse on a card and the
frames presented are watched for the tooltip's pixels; the wall time from the mouse's arrival to the first frame
showing the tooltip is the hover delay a player sees.

Run as ``python -m tests.window.tooltip_probe GAME``; prints one JSON line: the card, the
delay in seconds (None if the tooltip never showed) and the frames drawn while waiting. Used by
tests/window/test_tooltip_delay.py with the dummy video driver (events posted into SDL's queue from the thread).
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

from tabletop.engine.layout import Placement, Region
from tabletop.engine.match import Match
from tabletop.games.registry import GAMES, load_rules
from tabletop.ui.app import App
from tabletop.ui.inspect import draw_tooltip
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings

SIZE = (1280, 800)
TIP_FILL = (250, 246, 232)  # the tooltip box's fill (ui/inspect.py)
PLAYERS = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
CARDS = {"card", "mcard", "rcard"}  # the kinds of component, or of region, that are cards
WAIT = 2.0  # seconds the tooltip is given before the probe gives up


def tip_box(tip: str, at: tuple[int, int]) -> pygame.Rect:
    """Where the tooltip of ``tip`` shows for the mouse at ``at`` (drawn on a scratch surface)."""
    return draw_tooltip(pygame.Surface(SIZE), tip, at)


def fill_spots(box: pygame.Rect) -> list[tuple[int, int]]:
    """Points of the box's fill (between its border and its first line of text)."""
    return [(x, box.y + 3) for x in range(box.x + 10, box.right - 10, 6)]


def rank(piece: Placement | Region) -> int:
    """Which pieces to rest on first: cards (a card component or a card's place), other components, the rest."""
    if (piece.kind if isinstance(piece, Placement) else piece.key.KIND) in CARDS:
        return 0
    return 1 if isinstance(piece, Placement) else 2


def card_to_rest_on(table: TableScene) -> tuple[str, tuple[int, int], pygame.Rect]:
    """A piece with a tip whose tooltip would cover table pixels not already of the tooltip's fill: its id, the
    point the mouse rests on (its centre) and the tooltip's box there. Cards first, then other components."""
    shown = pygame.Surface(SIZE)
    table.draw(shown)
    pieces: list[Placement | Region] = [p for p in table.layout.placements.values() if p.tip]
    pieces += [r for r in table.layout.regions.values() if r.tip]
    for piece in sorted(pieces, key=rank):
        x, y, w, h = piece.rect
        at = (x + w // 2, y + h // 2)
        box = tip_box(piece.tip, at)
        if any(shown.get_at(spot)[:3] != TIP_FILL for spot in fill_spots(box)):
            return str(piece.id if isinstance(piece, Placement) else piece.key), at, box
    raise AssertionError("no piece with a tip")


def main(slug: str) -> dict:
    """Rest the mouse on a card of ``slug``'s table in the real loop; return the measured delay."""
    game = GAMES[slug]
    app = App(SIZE, settings=Settings("off", "off"), autosave=False)
    match = Match(load_rules(slug), PLAYERS[: game.players[0]], seed=3)
    table = TableScene(app, match)
    table.set_viewer(table.person_viewer())
    table.pending_viewer = None  # the curtain was lifted: this probe is about the table
    app.push(table)
    card, at, box = card_to_rest_on(table)
    spots = fill_spots(box)
    out: dict = {"game": slug, "card": card, "at": at}
    shown = threading.Event()
    flip = pygame.display.flip

    def presented() -> None:
        """Present a frame; note when the first frame with the tooltip on it was presented."""
        flip()
        if "arrived" in out and not shown.is_set():
            out["frames"] = out.get("frames", 0) + 1
            if all(app.screen.get_at(spot)[:3] == TIP_FILL for spot in spots):
                out["delay"] = time.monotonic() - out["arrived"]
                shown.set()

    def person() -> None:
        """Move the mouse onto the card after the table has settled, then wait for the tooltip."""
        time.sleep(0.6)
        out["arrived"] = time.monotonic()
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
        shown.wait(WAIT)
        time.sleep(0.1)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    pygame.display.flip = presented  # the loop presents through this name
    try:
        thread = threading.Thread(target=person, daemon=True)
        thread.start()
        app.run()
        thread.join(5)
    finally:
        pygame.display.flip = flip  # put back
    out.setdefault("delay", None)
    out.pop("arrived", None)
    return out


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1])), flush=True)  # one game a process: the loop ends with pygame.quit()
