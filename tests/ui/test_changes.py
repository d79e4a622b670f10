"""What changed, at a glance (ui/changes.py): the pieces changed since a seat last acted are outlined in the mover's
colour and shape, the panel lists the others' public moves after a curtain, and no outline tells a seat anything its
own table did not show (checked over seeded random games of every game, hidden facts disguised)."""

from __future__ import annotations

import importlib
import random
from typing import Any

import pytest

from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.engine.screen import NOBODY
from tabletop.games.registry import GAMES, load_rules, table_screen
from tabletop.ui import changes, theme
from tabletop.ui.changes import Changes, Step, public_lines, seat_colour, shuffled
from tabletop.ui.scenes.curtain import CurtainScene
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import button, click, play_by_clicking, start_app


def _played(slug: str, players: int, seed: int, moves: int) -> tuple[Match, Changes]:
    """A seeded match after random moves, its changes recorded move by move."""
    match = Match(load_rules(slug), [f"P{k}" for k in range(players)], seed=seed)
    kept = Changes(match)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over():
            break
        kept.record(match, match.apply(rng.choice(match.legal_actions())))
    return match, kept


def _lay(slug: str):
    """A plain layout function of ``slug``'s views at 1280x800."""
    ui = table_screen(load_rules(slug))
    return lambda view: ui.layout(view, 1280, 800, NOBODY)


def test_a_move_by_another_seat_is_outlined_in_its_colour_until_the_seat_acts():
    match, kept = _played("masques", 4, 5, 26)  # seat 2 to play; seats 3, 0 and 1 placed a guest since
    assert match.decision().seat == 2
    found = kept.pieces(2, 2, _lay("masques"))
    log = match.log
    played = [(a.action.split()[-1], a.seat) for a, b in zip(log, log[1:]) if b.action.startswith("corridor ")]
    played = [(guest, seat) for guest, seat in played if seat != 2][-3:]
    assert {seat for _, seat in played} == {0, 1, 3}
    for guest, seat in played:
        assert found[guest] == seat  # the guest it placed, in its colour
    assert all(mover != 2 for mover in found.values())  # a seat's own moves are never outlined for it
    lines = kept.lines_since(2)
    assert lines and all(seat != 2 for seat, _ in lines)
    assert "plays" in say(lines[-1][1])


def test_the_turn_being_played_keeps_the_outlines_and_the_next_turn_clears_them():
    match, kept = _played("masques", 4, 5, 26)
    seat = match.decision().seat
    before = kept.pieces(seat, seat, _lay("masques"))
    assert before
    kept.record(match, match.apply(match.legal_actions()[0]))  # the seat's first choice of its turn
    assert match.decision().seat == seat and kept.pieces(seat, seat, _lay("masques"))
    rng = random.Random(1)
    while match.decision().seat == seat:  # the seat's turn ends
        kept.record(match, match.apply(rng.choice(match.legal_actions())))
    while match.decision().seat != seat:
        kept.record(match, match.apply(rng.choice(match.legal_actions())))
    again = kept.pieces(seat, seat, _lay("masques"))
    assert again and all(mover != seat for mover in again.values())
    assert kept.since(seat) > kept.first + 26  # counted from the end of its last turn, not its first choice


def test_a_table_opened_on_a_resumed_game_replays_its_recent_moves():
    match, kept = _played("rialto", 3, 4, 40)
    reopened = Changes(match)  # as a table opened on a save
    seat = match.decision().seat
    lay = _lay("rialto")
    assert reopened.steps and reopened.pieces(seat, seat, lay) == kept.pieces(seat, seat, lay)
    assert reopened.lines_since(seat)[-3:] == kept.lines_since(seat)[-3:]


def test_undo_forgets_the_move_taken_back():
    match, kept = _played("capo", 2, 3, 12)
    count = len(kept.steps)
    kept.undone(match)
    assert len(kept.steps) == count - 1 and kept.last == count - 1


def test_a_long_game_keeps_only_the_positions_its_outlines_can_ask_for():
    """The tracker keeps a state per action only where an outline can still compare it (the recent actions and
    where each seat's last turn ended), so a long game does not fill memory; the outlines still come out, after an
    undo too."""
    players = 4
    match = Match(load_rules("masques"), [f"P{k}" for k in range(players)], seed=5)
    kept, lay, rng = Changes(match), _lay("masques"), random.Random(5)
    outlined = 0
    for _ in range(150):
        if match.is_over():
            break
        kept.record(match, match.apply(rng.choice(match.legal_actions())))
        outlined += len(kept.pieces(None, match.decision().seat, lay))
        states = sum(step.state is not None for step in kept.steps)
        assert states <= changes.DIFF_STEPS + players + 2, states
        assert len(kept.steps) <= changes.KEPT_STEPS
    assert kept.last > changes.KEPT_STEPS and outlined  # long enough to let positions go, and outlined throughout
    kept.undone(match)  # a seat's earlier turn may come back: counted from the first position still kept
    assert isinstance(kept.pieces(0, 0, lay), dict)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_outlines_are_worked_out_from_each_viewers_own_views_only(slug):
    """Over a seeded random game: an outline never names a component whose identity is hidden from the viewer, and
    the outlines are the same when every view kept is the view of a position where every fact hidden from that
    viewer is different (the game's ``secrets.disguise``)."""
    rules, game = load_rules(slug), GAMES[slug]
    secrets: Any = importlib.import_module(game.secrets)
    players = min(4, max(game.players))
    match = Match(rules, [f"P{k}" for k in range(players)], seed=7)
    real, disguised = Changes(match), Changes(match)
    disguised_views = {0: {v: rules.view(secrets.disguise(match.state, v), v) for v in (None, *range(players))}}
    disguised.view_at = lambda viewer, position: disguised_views[position][viewer]  # type: ignore[method-assign]
    lay = _lay(slug)
    rng = random.Random(7)
    everyone = (None, *range(players))
    checked = 0
    for step in range(1, 37):
        if match.is_over():
            break
        events = match.apply(rng.choice(match.legal_actions()))
        real.record(match, events)
        twins = {v: rules.view(secrets.disguise(match.state, v), v) for v in everyone}
        real_views = {v: real.view_at(v, real.last) for v in everyone}
        assert twins == real_views, (slug, step)  # what each viewer is given hides every hidden fact
        disguised_views[real.last] = twins
        disguised.steps.append(Step(match.log[-1].seat, match.state, public_lines(events), shuffled(events)))
        if step % 6:
            continue
        asking = match.decision().seat
        for viewer in {None, asking, (asking or 0) + 1 if (asking or 0) + 1 < players else 0}:
            found = real.pieces(viewer, asking, lay)
            hidden = secrets.hidden_facts(match.state, viewer)
            assert not [pid for pid in found if isinstance(pid, str) and hidden.get(pid) == pid], (slug, step)
            if step % 18 == 0:  # the same outlines, worked out from the disguised positions' views
                assert disguised.pieces(viewer, asking, lay) == found, (slug, step, viewer)
            checked += len(found)
    assert checked  # some changes were outlined


def _start_masques(app, players: int) -> None:
    import pygame

    from tabletop.ui.scenes.setup import SetupScene

    click(app, button(app, "new:masques").rect.center)
    assert isinstance(app.top, SetupScene)
    click(app, button(app, f"count:{players}").rect.center)
    click(app, app.top.seed.rect.center)
    app.step(0.0, [pygame.event.Event(pygame.TEXTINPUT, text="11")])
    click(app, button(app, "first").rect.center)
    click(app, button(app, "start").rect.center)


def test_after_a_curtain_the_table_outlines_the_others_moves_and_lists_them():
    app = start_app()
    _start_masques(app, 4)

    def others_played(match) -> bool:
        corridors = [e.seat for e in match.log if e.action.startswith("corridor")]
        return len(corridors) >= 4 and corridors[-1] != match.decision().seat

    table, _, curtains, _ = play_by_clicking(app, random.Random(3), others_played, max_clicks=400)
    assert isinstance(table, TableScene) and curtains and table.viewer is not None
    found = changes.on_table(table)
    assert found and all(seat != table.viewer for seat in found.values())
    assert table.changes.lines_since(table.viewer)
    app.step(0.016, [])
    while app.quiet():  # the outlines' views are laid out at quiet moments, the table drawn again after each
        app.step(0.016, [])
    surface = app.canvas
    shown = []
    for pid, seat in found.items():
        piece = table.layout.piece(pid)
        if piece is not None and pid not in table.targets:
            x, y, w, h = piece.rect
            shown.append(tuple(surface.get_at((x - 1, y + h // 2)))[:3] == seat_colour(seat))
    assert shown and sum(shown) * 2 >= len(shown)  # outlined (a neighbour's outline may cross a few)
    assert not isinstance(app.top, CurtainScene)
    assert seat_colour(None) == theme.ACCENT


def test_a_swap_or_not_outlines_both_cards_whatever_was_chosen():
    match = Match(load_rules("mascarade"), [f"P{k}" for k in range(5)], seed=3)
    kept = Changes(match)
    rng = random.Random(3)
    while not kept.steps or not kept.steps[-1].places:
        kept.record(match, match.apply(rng.choice(match.legal_actions())))
    mover, places = kept.steps[-1].seat, kept.steps[-1].places
    asking = match.decision().seat
    assert asking != mover and len(places) == 2
    found = kept.pieces(None, asking, _lay("mascarade"))
    assert all(found[p] == mover for p in places)


def test_a_hand_sorted_for_the_next_stage_is_not_a_change():
    """Rialto draws the cards of the stage being played larger, first in the hand: a new stage moves them, but
    nobody played them, so they are not outlined (cards that left or came still are)."""
    from tabletop.bots.random_bot import RandomBot
    from tabletop.engine.screen import Seating
    from tabletop.games.registry import table_screen
    from tabletop.ui.silhouette import changed
    from tabletop.ui.silhouette import in_hand as _in_hand

    rules = load_rules("rialto")
    match = Match(rules, ["A", "B", "C"], seed=3)
    screen, bot = table_screen(rules), RandomBot(3)

    def lay(view):
        return screen.layout(view, 1280, 800, Seating(frozenset()))

    stages = 0
    before = lay(match.view(0))
    while stages < 5 and not match.is_over():
        stage = match.view(0).stage
        match.apply(bot.choose(match))
        after = lay(match.view(0))
        if match.view(0).stage != stage:
            stages += 1
            moved = [pid for pid in changed(before, after) if pid in after.placements]
            assert not [
                pid
                for pid in moved
                if _in_hand(after, after.placements[pid].rect)
                and pid in before.placements
                and before.placements[pid].face == after.placements[pid].face
            ], stage
        before = after
    assert stages == 5


def test_the_since_list_groups_repeats_and_says_how_many_earlier_rows_the_log_holds():
    from tabletop.ui.changes import since_rows

    start_app()  # fonts
    names = ["Anna", "Bruno", "Chiara"]
    lines = [(2, "Chiara takes row 1.")] + [(1, "Bruno discards a card.")] * 8
    earlier, rows = since_rows(lines, names, 300, 5)
    assert earlier == 0 and len(rows) == 2  # the eight discards are one row, as in the log
    assert "8 times" in " ".join(text for row in rows for text, _, _ in row.atoms)
    many = [(k % 3, f"{names[k % 3]} takes row {k}.") for k in range(12)]
    earlier, rows = since_rows(many, names, 300, 5)
    assert earlier + len(rows) == 12 and len(rows) == 4  # the newest four, a row left for the note
    assert any(seat == 2 for _, seat, _ in rows[-1].atoms)  # "Chiara" in her colour and shape
    long = [(1, "Bruno takes row 6 (Councillor, Jester, Doge, Gold, Councillor, Doge, Bridge, Building).")] * 1
    long += [(2, f"Chiara takes row {k}.") for k in range(3)] + long
    earlier, rows = since_rows(long, names, 260, 4)
    assert earlier and not rows[0].more  # it starts where a line starts, never mid-sentence


def test_a_seat_whose_coins_changed_is_outlined_though_its_board_redraws_every_turn():
    from tabletop.bots.random_bot import RandomBot
    from tabletop.engine.screen import Seating
    from tabletop.games.mascarade.table.keys import SeatSpot
    from tabletop.ui.silhouette import changed

    rules = load_rules("mascarade")
    match = Match(rules, ["A", "B", "C", "D", "E"], seed=6)
    screen, bot = table_screen(rules), RandomBot(6)
    checked = 0
    for _ in range(80):
        if match.is_over():
            break
        before_view = match.view(None)
        before = screen.layout(before_view, 1280, 800, Seating(frozenset()))
        match.apply(bot.choose(match))
        after_view = match.view(None)
        found = changed(before, screen.layout(after_view, 1280, 800, Seating(frozenset())))
        for seat, (was, now) in enumerate(zip(before_view.coins, after_view.coins)):
            assert (SeatSpot(seat) in found) == (was != now), (seat, was, now)
            checked += was != now
    assert checked


def test_kept_tables_share_their_equal_shapes_and_the_shared_table_keeps_only_theirs():
    from tabletop.engine.layout import Key as LayoutKey
    from tabletop.engine.layout import Layout, Placement, Region
    from tabletop.ui.silhouette import sharing, silhouette

    class Spot(LayoutKey):
        KIND = "spot"

    def table(face: str) -> Layout:
        lay = Layout(800, 600)
        lay.place(Placement("a", "card", (10, 10, 40, 60), face))
        lay.place(Placement("b", "card", (60, 10, 40, 60), "same"))
        lay.add_region(Region(Spot(), "slot", (0, 0, 120, 80), label="Row"))
        return lay

    shared: dict = {}
    first, second = silhouette(table("x"), shared), silhouette(table("y"), shared)
    assert second.placements["b"] is first.placements["b"]  # drawn the same: one shape kept for both tables
    assert second.regions[Spot()] is first.regions[Spot()]
    assert second.placements["a"] != first.placements["a"]  # a face changed: its own shape
    assert silhouette(table("x")) == first  # sharing changes nothing an outline compares
    assert len(shared) == 4
    rebuilt = sharing([second])  # the first table let go: its own shape goes with it
    assert len(rebuilt) == 3 and first.placements["a"] not in rebuilt


def test_the_frame_of_a_move_lays_out_no_view_for_the_outlines(monkeypatch):
    from tabletop.bots.random_bot import RandomBot
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    app = App((1280, 800), settings=Settings("normal"), autosave=False)
    match = Match(load_rules("masques"), [f"P{i}" for i in range(4)], seed=4)
    table = TableScene(app, match)
    app.reset(table)
    laid: list[int] = []
    lay = Changes._layout

    def counted(self, viewer, position, how, token):
        laid.append(position)
        return lay(self, viewer, position, how, token)

    monkeypatch.setattr(Changes, "_layout", counted)
    bot, outlined, in_frames = RandomBot(4), 0, 0
    for _ in range(60):
        while app.top is not table:
            app.pop()
            table.set_viewer(match.rules.private_viewer(match.state))
        table.apply(bot.choose(match))
        laid.clear()
        app.step(1 / 60, [])  # the move's own frame
        in_frames += len(laid)
        table.director.skip()
        app.step(1 / 60, [])
        while app.quiet():  # the outlines' views come at quiet moments
            app.step(1 / 60, [])
        outlined += bool(changes.on_table(table))
    assert in_frames == 0, f"{in_frames} views laid out for the outlines in the frames of moves"
    assert outlined > 10
