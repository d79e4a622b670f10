"""The animation director plays events as the view on screen may see them: a move hidden from that viewer
animates as a plain card back (never skipped, never revealing what moved)."""

from __future__ import annotations

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.events import Moved
from tabletop.engine.match import Match
from tabletop.games.registry import load_rules
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.ui.helpers import start_app


def test_a_hidden_move_animates_as_a_card_back_for_onlookers():
    app = start_app()
    app.settings = Settings("normal")
    match = Match(load_rules("rialto"), ["A", "B", "C"], seed=3)
    bot = RandomBot(3)
    table = TableScene(app, match)
    app.reset(table)
    for _ in range(300):
        table.pending_viewer = None  # stay on the public table
        events = table.apply(bot.choose(match))
        hidden = [e for e in events if isinstance(e, Moved) and e.component and not e.visible_to(table.viewer)]
        if hidden:
            break
        table.director.skip()
    else:
        raise AssertionError("no hidden move in 300 random Rialto moves")
    backs = [path[0].placement for key, path in table.director.tweens.items() if key.startswith("back:")]
    assert len(backs) == len(hidden)  # one back per hidden card, none skipped
    assert all(p.kind == "back" and p.face == "" for p in backs)
    moving = {path[0].placement.id for path in table.director.tweens.values()}
    assert not moving & {e.component for e in hidden}  # the hidden cards themselves are not named on screen
