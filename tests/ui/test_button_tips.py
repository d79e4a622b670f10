"""Every button explains itself (issue 26): each table button of every game has a hover tip naming it and saying what
it does (a disabled one also why not, in the rules' words), shown after the pieces' hover delay; and a double click's
second press on the same button is ignored while animation is off."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.actions import Action
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.games.registry import GAMES, load_rules
from tabletop.ui.app import App
from tabletop.ui.buttontips import DOUBLE_CLICK, ButtonSpot, action_of, tip_of
from tabletop.ui.inspect import HOVER_DELAY
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.probes import run_probe

CHECKS = 25  # views checked per game and player count (each a full table layout)
ROOT = Path(__file__).resolve().parents[2]
TIP_GROUND = (250, 246, 232)  # the tooltip's paper (ui/inspect.draw_tooltip)


def _table(slug: str, players: int, seed: int, animation: str = "off") -> tuple[App, TableScene]:
    """A table of ``slug`` on an app of its own, every seat a person."""
    app = App((1280, 800), settings=Settings(animation), autosave=False)
    rules = load_rules(slug)
    match = Match(rules, [f"Player {i + 1}" for i in range(players)], rules.variants_for(players)[0], seed=seed)
    table = TableScene(app, match)
    app.reset(table)
    app.step(0.0, [])
    return app, table


@pytest.mark.parametrize("slug", list(GAMES))
def test_every_button_names_itself_says_what_it_does_and_why_not(slug):
    rules = load_rules(slug)
    seen: set[tuple[str, bool]] = set()
    for players, seed in ((rules.player_counts[0], 1), (rules.player_counts[-1], 2)):
        app, table = _table(slug, players, seed)
        match, ui, bot, checks = table.match, table.ui, RandomBot(seed), 0
        while not match.is_over() and checks < CHECKS:
            decision = match.decision()
            if decision.kind == ui.turn_kind or any(a.verb in ui.button_kinds for a in decision.actions):
                # Shown to whoever's private view it needs, as a person lifting its curtain would.
                table.set_viewer(match.rules.private_viewer(match.state))
                checks += 1
                for button in table.buttons:
                    if button.key.startswith("act:"):
                        _check(slug, table, button)
                        seen.add((button.key.split(" ")[0], button.enabled))
            match.apply(bot.choose(match))
    assert seen, f"{slug}: no button was ever shown"


NOT_NOW = "Not now: "  # how a disabled button's tip begins its line saying why (in English)


def _check(slug: str, table: TableScene, button) -> None:
    """The button's own tip names it and says what it does; a disabled one's tip says why not."""
    own, label = say(table.ui.button_tip(table.view, action_of(table, button))), say(button.label)
    assert own.partition("\n")[0] == label, f"{slug}: the tip of {button.key} does not name it"
    assert own.partition("\n")[2].strip(), f"{slug}: {label} says nothing of what it does"
    tip = say(tip_of(table, button))
    reason = tip.partition(NOT_NOW)[2]
    if button.enabled:
        assert not reason, f"{slug}: {label} is enabled yet its tip says why not"
    else:
        assert reason.strip() and "is a legal choice" not in reason, f"{slug}: {label}: {tip!r}"


def _hover(app: App, pos: tuple[int, int], rest: float) -> None:
    """Move the mouse to ``pos`` and let it rest there ``rest`` seconds of app time (idle, as the loop sleeps)."""
    app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.step(0.0, [], idle=rest)


def test_a_button_tip_shows_after_the_hover_delay_with_why_when_disabled():
    app, table = _table("capo", 2, 8)
    stop = next(b for b in table.buttons if b.key == "act:stop")
    assert not stop.enabled  # a turn begins with a roll: Stop & bank waits for it
    at = (stop.rect.centerx, stop.rect.centery)
    _hover(app, at, HOVER_DELAY - 0.05)
    assert table.hover.key == ButtonSpot("act:stop") and not table.hover.due
    paper = (at[0] + 24, at[1] - 14)  # inside the tooltip's box, drawn above the bottom bar
    assert tuple(app.screen.get_at(paper))[:3] != TIP_GROUND
    app.step(0.0, [], idle=0.1)
    assert table.hover.due
    assert tuple(app.screen.get_at(paper))[:3] == TIP_GROUND
    tip = say(tip_of(table, stop))
    assert tip.startswith("Stop & bank\n") and NOT_NOW in tip


def _roll_twice(animation: str, gap: float) -> tuple[int, int]:
    """Capo seed 8 (a double-click on Roll rolled twice): press Roll, then again ``gap`` seconds later; the rolls
    logged after the first press and after the second."""
    app, table = _table("capo", 2, 8, animation)
    roll = next(b for b in table.buttons if b.key == "act:roll")
    pos = roll.rect.center
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)), down])
    first = sum(1 for e in table.match.log if e.action == "roll")
    if table.match.legal_actions() and Action("roll") not in table.match.legal_actions():
        pytest.skip("seed 8 no longer offers Roll after its first roll")
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], idle=gap)
    app.step(0.016, [down])
    return first, sum(1 for e in table.match.log if e.action == "roll")


def test_a_double_click_on_roll_rolls_once_with_animation_off():
    assert _roll_twice("off", 0.1) == (1, 1)


def test_two_clicks_further_apart_than_a_double_click_roll_twice():
    assert _roll_twice("off", DOUBLE_CLICK + 0.05) == (1, 2)


def test_with_animation_on_the_second_press_only_skips_the_animation():
    first, second = _roll_twice("normal", 0.1)
    assert (first, second) == (1, 1)


def _probe(gap: float) -> dict:
    """Run the real-loop double click probe (tests/ui/double_click_probe.py) with presses ``gap`` s apart."""
    return run_probe("tests.ui.double_click_probe", str(gap))


def test_in_the_real_loop_a_double_click_on_roll_rolls_once():
    seen = _probe(0.15)
    assert seen == {"rolls": 1, "offered": True}  # Roll was still offered: the second press was ignored
