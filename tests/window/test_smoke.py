"""Each game, end to end in a real window under Xvfb, driven by xdotool as a player would: launch the app, choose
the game in the menu, start it from the setup, play a few moves by clicking legal targets and buttons (lifting each
curtain), rest the mouse on a card until its tooltip shows (the delay measured on the screen's own pixels), open the
in-game menu with Esc, save and quit to the menu, quit the app, launch it again and resume the game from the menu.

Where to click is worked out headless at the window's size: the menu and the setup as the app builds them, the
table from the save the window has just written (replayed, shown to the same viewer).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.engine.match import Match
from tabletop.engine.saves import read_save
from tabletop.games.registry import GAMES, load_rules
from tabletop.ui.app import App
from tabletop.ui.scenes.curtain import GUARD_SECONDS
from tabletop.ui.scenes.ingame import InGameMenu
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.scenes.setup import SetupScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.window.test_real_window import curtain_up
from tests.window.tooltip_probe import TIP_FILL, card_to_rest_on, fill_spots
from tests.window.xvfb import Display, Window, need_tools

pytestmark = pytest.mark.window
SIZE = (1280, 800)
MOVES = 3  # moves played by clicking in each game
EARLIEST, LATEST = 0.3, 0.5  # the tooltip's delay as seen on the screen (seconds)


def wait_for(what: Callable[[], bool], timeout: float, step: float = 0.02) -> bool:
    """Poll ``what`` until it holds (True) or ``timeout`` seconds pass (False)."""
    deadline = time.monotonic() + timeout
    while not what():
        if time.monotonic() > deadline:
            return False
        time.sleep(step)
    return True


def likeness(a: pygame.Surface, b: pygame.Surface, step: int = 16) -> float:
    """The share of a grid of points where two pictures of the window have the same colour."""
    points = [(x, y) for x in range(2, SIZE[0], step) for y in range(2, SIZE[1], step)]
    return sum(a.get_at(p)[:3] == b.get_at(p)[:3] for p in points) / len(points)


def showing(window: Window, *scenes, more_than: float = 0.95) -> Callable[[], bool]:
    """A check that the window looks like ``scenes`` drawn headless (``more_than`` of the points alike)."""
    expected = picture(*scenes)
    return lambda: likeness(window.grab(), expected) > more_than


def picture(*scenes) -> pygame.Surface:
    """Scenes drawn headless at the window's size, one over the other."""
    surface = pygame.Surface(SIZE)
    for scene in scenes:
        scene.draw(surface)
    return surface


def the_save(home: Path) -> Path:
    """The one save of this test's games folder."""
    saves = sorted((home / "saves").glob("*.json"))
    assert len(saves) == 1, saves
    return saves[0]


def table_now(app: App, home: Path) -> TableScene:
    """The table as the window shows it at rest: the save it wrote, replayed, seen by whoever decides next."""
    data = read_save(the_save(home))
    table = TableScene(app, Match.from_save(load_rules(data["game"]), data))
    table.set_viewer(table.person_viewer())
    return table


def a_legal_click(table: TableScene) -> tuple[tuple[int, int], Action]:
    """Where to click for a legal action: a highlighted target no button covers, else an enabled action button."""
    for key, action in table.targets.items():
        x, y, w, h = table.target_rect(key)
        pos = (x + w // 2, y + h // 2)
        if table.target_at(pos) == key and not any(b.rect.collidepoint(pos) for b in table.buttons):
            return pos, action
    for b in table.buttons:
        if b.key.startswith("act:") and b.enabled:
            act = next(a for a in table.decision.actions if b.key in (f"act:{a}", f"act:{a.verb}"))
            return b.rect.center, act
    raise AssertionError(f"nothing to click in {table.decision}")


def lift_curtain(window: Window) -> bool:
    """Lift the curtain if one is up (after its guard, on purpose); return whether there was one."""
    if not curtain_up(window):
        return False
    time.sleep(GUARD_SECONDS + 0.1)
    window.click((SIZE[0] // 2, SIZE[1] // 2))
    assert wait_for(lambda: not curtain_up(window), 2.0), "a click on purpose lifts the curtain"
    return True


def moves_in(home: Path) -> int:
    """How many moves the save holds."""
    return len(read_save(the_save(home))["log"])


def rest_on_a_card(window: Window, table: TableScene) -> float:
    """Move the mouse onto a card and measure until its tooltip is on the screen; return the delay (seconds)."""
    card, at, box = card_to_rest_on(table)
    spots = fill_spots(box)
    x0, y0 = window.origin[0] + box.x, window.origin[1] + spots[0][1]

    def tooltip() -> bool:
        """Whether the tooltip's fill is on the screen (one read of the framebuffer)."""
        row = window.display.grab((x0, y0), (box.w, 1))
        return all(row.get_at((x - box.x, 0))[:3] == TIP_FILL for x, _ in spots)

    window.move((SIZE[0] - 3, SIZE[1] // 2))  # off every piece first
    time.sleep(0.3)
    assert not tooltip(), "no tooltip before the mouse rests"
    window.move(at)
    arrived = time.monotonic()
    assert wait_for(tooltip, 2.0, 0.002), f"no tooltip on {card}"
    return time.monotonic() - arrived


def play(home: Path, slug: str) -> dict:
    """The first session: new game, moves, tooltip, Esc, save and quit, quit. Return what was measured."""
    app = App(SIZE, settings=Settings("off", "off"), autosave=False)
    menu = MenuScene(app)
    new = next(b for b in menu.buttons if b.key == f"new:{slug}").rect.center
    setup = SetupScene(app, slug, load_rules(slug))
    start = next(b for b in setup.buttons if b.key == "start").rect.center
    seen: dict = {"game": slug}
    display = Display(home.parent / "fb")
    try:
        window = Window(display, home)
        try:
            assert window.size == SIZE
            assert wait_for(showing(window, menu), 5.0), "the menu is shown"
            window.click(new)
            assert wait_for(showing(window, setup, more_than=0.8), 3.0), "the setup is shown"
            window.click(start)
            assert wait_for(lambda: (home / "saves").is_dir() and any((home / "saves").glob("*.json")), 3.0)
            time.sleep(0.4)
            curtains = 0
            for n in range(MOVES):
                curtains += lift_curtain(window)
                table = table_now(app, home)
                pos, action = a_legal_click(table)
                window.click(pos)
                assert wait_for(lambda n=n: moves_in(home) > n, 3.0), f"move {n + 1} ({action}) is made and saved"
                time.sleep(0.3)
            seen["moves"], seen["curtains"] = moves_in(home), curtains
            lift_curtain(window)
            table = table_now(app, home)
            seen["alike"] = round(likeness(window.grab(), picture(table)), 3)
            assert seen["alike"] > 0.6, "the window shows the table the save holds"
            seen["tooltip"] = rest_on_a_card(window, table)
            window.key("Escape")
            ingame = InGameMenu(app, table)
            assert wait_for(showing(window, table, ingame, more_than=0.6), 2.0), "Esc opens the in-game menu"
            window.click(next(b for b in ingame.buttons if b.key == "quit").rect.center)
            menu = MenuScene(app)  # now with the game to resume
            assert any(b.key == "resume:0" for b in menu.buttons)
            assert wait_for(showing(window, menu), 3.0), "back at the menu"
            window.click(next(b for b in menu.buttons if b.key == "quit").rect.center)
            assert wait_for(lambda: window.process.poll() is not None, 5.0), "Quit closes the app"
        finally:
            err = window.close()
        assert window.process.returncode == 0 and "Traceback" not in err, err
    finally:
        display.close()
    return seen


def resume(home: Path, slug: str, moves: int) -> None:
    """The second session: the menu lists the game; resuming it shows the table where it was left."""
    app = App(SIZE, settings=Settings("off", "off"), autosave=False)
    menu = MenuScene(app)
    at = next(b for b in menu.buttons if b.key == "resume:0").rect.center
    display = Display(home.parent / "fb")
    try:
        window = Window(display, home)
        try:
            assert wait_for(showing(window, menu), 5.0), "the menu, with the save"
            window.click(at)
            on_menu = showing(window, menu, more_than=0.5)
            assert wait_for(lambda: not on_menu(), 5.0), "the menu is gone"  # ~1 s: the game's code is loaded
            time.sleep(0.2)
            lift_curtain(window)
            table = table_now(app, home)
            assert len(table.match.log) == moves
            assert likeness(window.grab(), picture(table)) > 0.6, "the game is back on the table, as it was left"
            window.key("Escape")
            ingame = InGameMenu(app, table)
            assert wait_for(showing(window, table, ingame, more_than=0.6), 2.0), "Esc opens the in-game menu"
            window.click(next(b for b in ingame.buttons if b.key == "quit").rect.center)
            assert wait_for(showing(window, menu), 3.0), "back at the menu"
            window.click(next(b for b in menu.buttons if b.key == "quit").rect.center)
            assert wait_for(lambda: window.process.poll() is not None, 5.0), "Quit closes the app"
        finally:
            err = window.close()
        assert "Traceback" not in err, err
    finally:
        display.close()


@pytest.mark.parametrize("slug", list(GAMES))
def test_a_game_is_set_up_played_inspected_saved_and_resumed_in_a_real_window(tmp_path, monkeypatch, slug):
    need_tools()
    home = tmp_path / "home"
    home.mkdir()
    (tmp_path / "fb").mkdir()
    (home / "settings.json").write_text(json.dumps({"animation": "off", "sound": "off"}))
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    seen = play(home, slug)
    print(json.dumps(seen))
    assert seen["moves"] >= MOVES
    assert EARLIEST <= seen["tooltip"] <= LATEST, f"the tooltip showed after {seen['tooltip']:.3f} s"
    resume(home, slug, seen["moves"])
