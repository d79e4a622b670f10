"""A hired agent's stack is outlined while its corridor is chosen, as a chosen guest in hand is (issue 26)."""

from __future__ import annotations

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.screen import Seating
from tabletop.games.registry import load_rules, table_screen


def _hiring() -> Match:
    """A seeded 2-player match at a turn that may hire an agent."""
    rules = load_rules("masques")
    match = Match(rules, ["A", "B"], rules.variants_for(2)[0], seed=3)
    bot = RandomBot(5)
    while not any(a.verb == "hire" for a in match.decision().actions):
        match.apply(bot.choose(match))
    return match


def test_the_chosen_stack_is_framed_like_a_chosen_card():
    match = _hiring()
    hire = next(a for a in match.decision().actions if a.verb == "hire")
    screen = table_screen("masques")
    before = screen.layout(match.view(None), 1280, 800, Seating())
    assert not before.has_region("chosen")
    match.apply(hire)
    seat = match.decision().seat
    lay = screen.layout(match.view(seat), 1280, 800, Seating(offered=match.legal_actions()))
    frame, stack = lay.region("chosen").rect, lay.region(f"stack:{hire.args[0]}").rect
    assert (frame[0] + 4, frame[1] + 4, frame[2] - 8, frame[3] - 8) == stack  # 4 px round it, as round a card
    assert lay.region("chosen").look is not None  # drawn: the same green frame as a chosen guest's
    match.apply("cancel")  # Back: nothing is chosen any more
    assert not screen.layout(match.view(seat), 1280, 800, Seating()).has_region("chosen")
