"""The table's log: grouped repeats, turn and round rules, names in seat colours, the last action bright, scrolled
by the wheel and by dragging, the Latest jump; a resumed save shows its log the same way."""

from __future__ import annotations

import re

import pygame
import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.events import Gained
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.games.registry import load_rules
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.logpanel import WHEEL_ROWS, Row, RowCounts, badge_image, build_rows, row_image
from tabletop.ui.logtext import GrowingEntries, entries, plural_verb, tokens
from tabletop.ui.scenes.saves import opening_line
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.screenshot import play_random_logged
from tabletop.ui.settings import Settings
from tests.ui.helpers import click, start_app

NAMES = ("Anna", "Bruno", "Chiara", "Dario")


@pytest.fixture(autouse=True)
def _fonts():
    """Fonts need pygame started, even for rows drawn off screen."""
    pygame.init()


def _texts(log: list[str]) -> list[str]:
    return [e.text for e in entries(log, NAMES)]


def test_fines_of_several_players_are_one_line():
    log = [f"{n} pays a fine of 1 to the courthouse." for n in NAMES[:3]]
    assert _texts(log) == ["Anna, Bruno and Chiara each pay a fine of 1 to the courthouse."]
    found = entries(log, NAMES)[0]
    assert (found.first, found.last) == (0, 2)


def test_grouping_keeps_order_verbs_and_stops_at_a_different_line():
    log = ["Chiara passes.", "Dario passes.", "Anna claims it too.", "Bruno claims it too.", "Chiara passes."]
    assert _texts(log) == ["Chiara and Dario pass.", "Anna and Bruno claim it too.", "Chiara passes."]
    assert _texts(["Anna's card is the King.", "Bruno's card is the King."]) == [
        "Anna's card is the King.",
        "Bruno's card is the King.",
    ]  # no verb after the name: never merged
    assert _texts(["Anna pays 1.", "Anna pays 1.", "Anna pays 1."]) == ["Anna pays 1. (3 times)"]
    two_verbs = ["Anna has the fewest and gains a vote.", "Bruno has the fewest and gains a vote."]
    assert _texts(two_verbs) == two_verbs  # "gains" would not agree: left as they are
    assert [plural_verb(v) for v in ("pays", "passes", "carries", "has", "is", "pass", "Anna")] == [
        "pay",
        "pass",
        "carry",
        "have",
        "are",
        None,
        None,
    ]


def test_a_new_turn_or_round_opens_a_section_once():
    log = ["New game.", "Turn 2: Bruno.", "Bruno passes.", "Round 3, phase I: cards.", "Round 3: x.", "Round 4 begins."]
    assert [e.section for e in entries(log, NAMES)] == ["", "Turn 2", "", "Round 3", "", "Round 4"]
    rows = build_rows(log, NAMES, len(log), 400)
    heads = [r for r in rows if r.section]
    assert [r.section for r in heads] == ["Turn 2", "Round 3", "Round 4"]
    assert all(r.atoms for r in heads)  # a short opening line heads its own section
    narrow = build_rows(["Turn 2: " + "words " * 30], NAMES, 1, 200)
    assert narrow[0].section == "Turn 2" and not narrow[0].atoms  # too long: a rule over it


def test_names_are_whole_words_with_their_seat():
    assert tokens("Bruno's card and Annabel, Anna.", NAMES) == [
        ("Bruno", 1),
        ("'s card and Annabel, ", None),
        ("Anna", 0),
        (".", None),
    ]


def test_a_name_is_drawn_in_its_seat_colour_after_its_shape():
    row = Row((("Chiara", 2, False), ("passes.", None, True)), newest=True)
    image = row_image(row, 300)
    colour = pygame.Color(*theme.PLAYER_COLOURS[2])
    badge = badge_image(2, 10)
    assert any(badge.get_at((x, 5)) == colour for x in range(10))  # the seat's shape, filled in its colour
    name = [x for x in range(image.get_width()) for y in range(image.get_height()) if image.get_at((x, y)) == colour]
    assert name and max(name) > 20  # the name's letters too, past its badge
    older = row_image(Row(row.atoms, newest=False), 300)
    assert not any(older.get_at((x, y)) == colour for x in range(20, 80) for y in range(older.get_height()))


def _table(app, slug="rialto", players=5, moves=120, seed=3) -> TableScene:
    match, log = play_random_logged(slug, players, seed, moves)
    table = TableScene(app, match, None, [opening_line(match), *log])
    app.push(table)
    table.set_viewer(None)
    table.pending_viewer = None
    app.step(0.016, [])
    return table


def _wheel(app, pos, notches: int) -> None:
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(0.016, [motion, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False)])


def test_the_wheel_over_the_log_scrolls_it_and_latest_jumps_back():
    app = start_app()
    table = _table(app)
    panel = table.logpanel
    assert panel.total > panel.room > 5 and panel.scroll == 0 and panel.latest is None
    _wheel(app, (300, 300), 2)  # over the table: nothing scrolls
    assert panel.scroll == 0
    _wheel(app, panel.view.center, 2)
    assert panel.scroll == 2 * WHEEL_ROWS and panel.latest is not None
    _wheel(app, panel.view.center, -1)
    assert panel.scroll == WHEEL_ROWS
    _wheel(app, panel.view.center, 10_000)
    assert panel.scroll == panel.most() == panel.total - panel.room  # the first lines, no further
    click(app, panel.latest.center)
    assert panel.scroll == 0 and panel.latest is None
    assert not table.message  # a click on the log is no misclick


def test_dragging_the_log_scrolls_it_row_by_row():
    app = start_app()
    table = _table(app)
    panel = table.logpanel
    x, y = panel.view.centerx, panel.view.top + 20
    step = panel.step
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)])
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + 5 * step), rel=(0, 0), buttons=(1, 0, 0))])
    assert panel.scroll == 5  # dragged down: older lines come into view
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + 2 * step), rel=(0, 0), buttons=(1, 0, 0))])
    assert panel.scroll == 2
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y + 2 * step), button=1)])
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + 9 * step), rel=(0, 0), buttons=(0, 0, 0))])
    assert panel.scroll == 2 and panel.drag is None and not table.message


def test_a_drag_survives_the_motion_that_woke_the_idle_loop_and_ends_on_a_release_elsewhere():
    app = start_app()
    table = _table(app)
    panel = table.logpanel
    x, y = panel.view.centerx, panel.view.top + 20
    step = panel.step
    still = (0, 0, 0)
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)])
    # App.run puts the event that woke it back at the end of the queue: the motion before the press comes after it
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=still)])
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + 3 * step), rel=(0, 0), buttons=(1, 0, 0))])
    assert panel.scroll == 3
    # the button let go outside the window (no release heard): the next plain motion ends the drag
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + 6 * step), rel=(0, 0), buttons=still)])
    assert panel.scroll == 3 and panel.drag is None


def test_the_last_action_is_bright_and_a_scrolled_log_stays_put_as_lines_come():
    app = start_app()
    table = _table(app, "mascarade", 6, 40)
    match = table.match
    panel = table.logpanel
    _wheel(app, panel.view.center, 1)
    before = panel.scroll
    bot = RandomBot(5)
    while True:  # an action that logs something
        count = len(table.log)
        table.apply(bot.choose(match))
        table.director.skip()
        app.step(0.016, [])
        while app.top is not table:
            app.pop()
        if len(table.log) > count:
            break
    app.dirty = True
    app.step(0.016, [])
    assert panel.scroll > before  # still showing the same lines
    rows = panel.rows(table.log, match.players, table.marks[-1], panel.view.w - 12)
    newest = [r for r in rows if r.newest]
    assert newest and all(r.newest for r in rows[rows.index(newest[0]) :])
    assert not any(r.newest for r in rows[: rows.index(newest[0])])
    _wheel(app, panel.view.center, -1000)  # back to the newest lines: the screen shows them
    seats = {seat for r in newest for _, seat, _ in r.atoms if seat is not None}
    view = panel.view
    shown = {
        tuple(app.screen.get_at((x, y)))[:3] for x in range(view.x, view.right) for y in range(view.y, view.bottom)
    }
    assert seats and all(tuple(theme.PLAYER_COLOURS[s]) in shown for s in seats)  # names in their seats' colours
    assert tuple(theme.ACCENT) in shown  # the bar beside the newest lines


def test_a_resumed_save_shows_its_log_grouped_and_coloured(tmp_path):
    from tabletop.ui.scenes.resume import open_on_table

    rules = load_rules("mascarade")
    match = Match(rules, list(NAMES), seed=4)
    bot = RandomBot(4)
    while not match.is_over() and len(match.log) < 80:
        match.apply(bot.choose(match))
    app = start_app()
    open_on_table(app, tmp_path / "m.json", rules, match.to_save())
    table = app.scenes[0]
    assert isinstance(table, TableScene) and len(table.log) > 30
    rows = table.logpanel.rows(table.log, table.match.players, len(table.log), 240)
    assert any(r.section.startswith("Turn ") for r in rows)
    assert any(seat is not None for r in rows for _, seat, _ in r.atoms)


@pytest.mark.parametrize("slug", ["capo", "masques", "mascarade", "rialto", "prodigals"])
def test_every_gain_in_the_log_says_how_much(slug):
    """Every Gained event's line, and every line saying someone gains, names the amount."""
    rules = load_rules(slug)
    count = max(rules.player_counts) if slug != "mascarade" else 8
    match = Match(rules, [f"P{i}" for i in range(count)], seed=1)
    bot = RandomBot(1)
    said = 0
    while not match.is_over() and len(match.log) < 1500:
        for event in match.apply(bot.choose(match)):
            text = say(event.for_seat(None).text)
            if text and (isinstance(event, Gained) or re.search(r"\bgains?\b", text)):
                said += 1
                n = str(abs(event.amount)) if isinstance(event, Gained) else r"\d+"
                assert re.search(rf"\b{n}\b", text) or (n in ("1", r"\d+") and re.search(r"\b(a|an|one)\b", text)), text
    assert said


def _key(app, key: int) -> None:
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])


def test_page_keys_page_through_the_log_and_latest_never_covers_a_row():
    app = start_app()
    table = _table(app)
    panel = table.logpanel
    _key(app, pygame.K_PAGEUP)
    page = panel.scroll
    assert page >= 3 and panel.latest is not None
    rows_bottom = panel.view.y + panel.room * panel.step
    assert rows_bottom <= panel.latest.top  # the jump sits below the last row shown, not over it
    step = panel.room - 1  # a page keeps one row of the last in sight (the room is smaller once Latest shows)
    _key(app, pygame.K_PAGEUP)
    assert panel.scroll == min(page + step, panel.most())
    before = panel.scroll
    _key(app, pygame.K_PAGEDOWN)
    assert panel.scroll == before - step
    _key(app, pygame.K_HOME)
    assert panel.scroll == panel.most()
    _key(app, pygame.K_END)
    assert panel.scroll == 0 and panel.latest is None
    assert not table.message


def test_a_resumed_game_shows_its_last_action_as_the_newest_lines(tmp_path):
    from tabletop.ui.scenes.resume import open_on_table

    rules = load_rules("rialto")
    match = Match(rules, list(NAMES[:3]), seed=5)
    bot = RandomBot(5)
    while len(match.log) < 40:
        match.apply(bot.choose(match))
    app = start_app()
    open_on_table(app, tmp_path / "r.json", rules, match.to_save())
    table = app.scenes[0]
    assert isinstance(table, TableScene) and table.marks
    newest = table.log[table.marks[-1] :]
    assert newest and newest == list(table.changes.steps[-1].lines)
    rows = table.logpanel.rows(table.log, table.match.players, table.marks[-1], 240)
    assert any(r.newest for r in rows) and not rows[0].newest


@pytest.mark.parametrize("slug", ["mascarade", "rialto", "prodigals"])
def test_a_growing_log_is_grouped_as_the_whole_log_would_be(slug):
    rules = load_rules(slug)
    players = [f"P{i}" for i in range(rules.player_counts[-1])]
    match, bot = Match(rules, players, seed=3), RandomBot(3)
    log = []
    while not match.is_over() and len(log) < 600:
        log.extend(e.for_seat(None).text for e in match.apply(bot.choose(match)) if e.for_seat(None).text)
    log += [log[-1]] * 3 + log[:4]  # a line repeated at once, then a round opened again
    growing = GrowingEntries()
    for step, end in enumerate(range(1, len(log) + 1, 3)):
        if step % 40 == 39:  # an undo: the log loses its tail, then grows again
            assert growing.of(log[: end - 5], players) == entries(log[: end - 5], players)
        assert growing.of(log[:end], players) == entries(log[:end], players), f"after {end} lines"
    assert len(entries(log, players)) < len(log)  # lines were grouped
    assert growing.of(log, players[::-1]) == entries(log, players[::-1])  # other names


def test_until_its_animation_begins_a_move_shows_the_log_as_it_was_then_its_lines_come():
    """The frame of a move, and those that paint its animation's sprites, show the table as it was and so its log
    (no row of the move built in them); its lines come as its animation plays."""
    app = App((1280, 800), settings=Settings("normal"), autosave=False)  # animated
    table = _table(app, "rialto", 5, 60)
    match, panel = table.match, table.logpanel
    bot = RandomBot(8)
    while True:  # a move that logs something and animates
        count, rows = len(table.log), panel.total
        table.apply(bot.choose(match))
        if len(table.log) > count and table.director.busy():
            break
        table.director.skip()
        app.step(0.016, [])
        while app.top is not table:
            app.pop()
            table.set_viewer(match.rules.private_viewer(match.state))
        app.step(0.016, [])
    app.dirty = True
    app.step(0.016, [])  # the move's own frame
    assert table.unprepared is not None and panel.total == rows, "the move's lines came before its animation"
    while table.director.busy():
        app.step(0.016, [])
    app.dirty = True
    app.step(0.016, [])
    assert panel.total > rows and len(table.log) > count


def test_the_rows_in_sight_are_those_of_the_whole_log_as_it_grows():
    """The panel counts each entry's rows and builds only those in sight: the same rows, at every scroll, as the
    whole log built at once, while the log grows, loses its tail to an undo, or is shown at another width."""
    rules = load_rules("prodigals")
    players = [f"P{i}" for i in range(5)]
    match, bot = Match(rules, players, seed=6), RandomBot(6)
    log: list = []
    while not match.is_over() and len(log) < 500:
        log.extend(e.for_seat(None).text for e in match.apply(bot.choose(match)) if e.for_seat(None).text)
    growing, counts = GrowingEntries(), RowCounts()
    for step, end in enumerate(range(1, len(log) + 1, 7)):
        shown = log[: end - 4] if step % 9 == 8 else log[:end]  # now and then an undo
        width = 240 if step % 13 else 180
        newest_from = max(0, len(shown) - 3)
        counts.update(growing.of(shown, players), tuple(players), width)
        whole = build_rows(shown, players, newest_from, width)
        assert counts.total == len(whole)
        for back in {b for b in (0, 1, 5, len(whole) // 2, len(whole) - 1) if 0 <= b < len(whole)}:
            for room in (1, 12, 40):
                last = len(whole) - back
                assert counts.window(last, room, newest_from) == whole[max(0, last - room) : last], (end, back, room)
