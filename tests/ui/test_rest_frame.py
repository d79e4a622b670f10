"""The table at rest after an animation (put together from the animation's backdrop, the pieces that moved and
the regions that counted) is exactly the table drawn afresh: no piece lost, none out of its place in the pile."""

from __future__ import annotations

import pygame
import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.games.registry import load_rules
from tabletop.ui.app import App
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.cases import ids, middle

CASES = middle()


def _frame(app: App) -> bytes:
    app.dirty = True
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.mark.parametrize(("slug", "players"), CASES, ids=ids(CASES))
def test_the_table_at_rest_after_an_animation_is_the_table_drawn_afresh(slug, players):
    app = App((1024, 640), settings=Settings("normal"), autosave=False)
    match = Match(load_rules(slug), [f"P{i}" for i in range(players)], seed=2)
    table = TableScene(app, match)
    app.reset(table)
    bot = RandomBot(2)
    animated = 0
    for _ in range(30):
        if match.is_over():
            break
        table.apply(bot.choose(match))
        animated += table.director.busy()
        app.step(1 / 60, [])  # one frame of the animation, from its backdrop
        table.director.skip()
        app.step(1 / 60, [])  # the animation has ended
        while app.top is not table:
            app.pop()
            table.set_viewer(match.rules.private_viewer(match.state))
        table.mouse = (-100, -100)  # nothing hovered
        after = _frame(app)
        table.canvas.forget()  # the table drawn afresh
        assert _frame(app) == after, f"after {match.log[-1].action!r} the table at rest differs from a fresh drawing"
    assert animated > 10
