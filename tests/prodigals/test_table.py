"""The Prodigals Club's table through TableScreen.show at 2-5 players and three window sizes: closed region kinds,
everything inside the window, no solid regions overlapping, every legal action on one piece or a labelled button,
every piece's intent agreeing with its action, and a tip on every drawn piece."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.layout import REGION_KINDS
from tabletop.engine.message import say
from tabletop.games.prodigals.rules.rules import CONTESTS
from tabletop.games.prodigals.table.layout import BUTTON_KINDS, TOP_BAR, panel_width
from tabletop.games.prodigals.table.screen import screen as build
from tests.prodigals.helpers import match, rules

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
# As tests/ui/test_layouts.py: regions that stand side by side and must never overlap (a slot or hand may lie whole
# inside another region).
SOLID = {"card", "pile", "board", "track", "node", "edge", "slot", "hand"}


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _holds(a, b) -> bool:
    return a[0] <= b[0] and a[1] <= b[1] and b[0] + b[2] <= a[0] + a[2] and b[1] + b[3] <= a[1] + a[3]


def _nested(a, b) -> bool:
    placed = "slot" in (a.kind, b.kind) or "hand" in (a.kind, b.kind)
    return placed and (_holds(a.rect, b.rect) or _holds(b.rect, a.rect))


def screen():
    """The table screen, built from the spec the rules were loaded from (as the registry hands it down)."""
    return build(rules().spec)


def positions(players: int, seed: int, every: int = 7, contests: str = "election+society"):
    """(view, actions) of the deciding seat at every ``every``-th decision of a random game, and at its end."""
    m = match(players, seed, contests=contests)
    rnd = random.Random(seed)
    k = 0
    while not m.is_over():
        d = m.decision()
        if k % every == 0:
            yield m.view(d.seat), d.actions
        m.apply(rnd.choice(d.actions))
        k += 1
    yield m.view(None), ()


def check(view, actions, width, height) -> None:
    shown = screen().show(view, actions, width, height, over=not actions)
    lay = shown.layout
    assert {r.kind for r in lay.regions.values()} <= set(REGION_KINDS)
    table_w = width - panel_width(width)
    for r in lay.regions.values():
        x, y, w, h = r.rect
        assert w > 0 and h > 0, f"{r.key} is empty: {r.rect}"
        assert x >= 0 and y >= TOP_BAR and x + w <= table_w and y + h <= height, f"{r.key} leaves the table {r.rect}"
    for p in lay.placements.values():
        x, y, w, h = p.rect
        assert x >= 0 and y >= 0 and x + w <= table_w and y + h <= height, f"{p.id} leaves the table {p.rect}"
        assert p.tip and p.look is not None, f"{p.id} has no tip or look"
    solid = [r for r in lay.regions.values() if r.kind in SOLID]
    for i, a in enumerate(solid):
        for b in solid[i + 1 :]:
            assert not _overlap(a.rect, b.rect) or _nested(a, b), f"{a.key} {a.rect} overlaps {b.key} {b.rect}"
    for r in lay.regions.values():
        assert r.tip or r.look is None, f"{r.key} is drawn without a tip"
    carried = [p.action for p in (*lay.regions.values(), *lay.placements.values()) if p.action is not None]
    assert len(carried) == len(set(carried)), "an action is carried by two pieces"
    pieces = {**lay.regions, **lay.placements}
    for piece in pieces.values():
        if piece.action is not None:
            assert piece.intent is not None and piece.intent[0] == piece.action.verb, (piece, piece.intent)
            if len(piece.action.args) == 1:
                assert piece.intent[1] == piece.action.args[0]
    for action in actions:
        if action not in carried:
            label = shown.labels[action]
            assert say(label) and say(label) != str(action) or action.verb in BUTTON_KINDS, (
                f"{action} has no button words"
            )


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES, ids=["small", "medium", "large"])
def test_table_fits_and_carries_every_action(players, size):
    for view, actions in positions(players, seed=players * 11 + 1, every=9 if size[0] == 1280 else 23):
        check(view, actions, *size)


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("contests", CONTESTS[1:])
def test_every_combination_fits_and_carries_every_action(contests, players):
    """The boards of the contests in play, each seat's cash and tiles: inside the window, nothing overlapping, every
    action on a piece or a labelled button, at the smallest and the usual window."""
    for view, actions in positions(players, seed=players * 7 + len(contests), every=13, contests=contests):
        check(view, actions, 1024, 640)
        check(view, actions, 1280, 800)


@pytest.mark.parametrize("seed", [2, 3])
def test_more_seeds_at_five_players(seed):
    for view, actions in positions(5, seed, every=13):
        check(view, actions, 1024, 640)


def test_every_errand_space_and_card_is_a_piece():
    m = match(4, 5)
    view, actions = m.view(m.decision().seat), m.decision().actions
    lay = screen().show(view, actions, 1280, 800).layout
    carried = {p.action for p in (*lay.regions.values(), *lay.placements.values())}
    assert all(a in carried for a in actions), "every errand space is clicked on the board"
    assert lay.has_region("track:votes") and lay.has_region("label:notice")
    for cards in view.displays.values():
        assert all(c in lay.placements for c in cards)
    assert "Reconstructed" in say(lay.region("label:notice").tip)


def test_tips_name_the_piece_and_say_its_rules():
    m = match(3, 1)
    lay = screen().show(m.view(0), m.decision().actions, 1280, 800).layout
    assert say(lay.region("space:S-MOVE1").tip).startswith("Society movement 1\n")
    card = next(iter(m.view(0).displays["E-D1"]))
    assert "Play:" in say(lay.placements[card].tip) or "Activate" in say(lay.placements[card].tip)
    assert say(lay.region("sq:0:M4").tip).startswith("Society square M4")


def _until(players: int, seed: int, found):
    """The first match played at random from ``seed`` (or the next seeds) that reaches ``found(match)``."""
    for k in range(seed, seed + 20):
        m = match(players, k)
        rnd = random.Random(k)
        while not m.is_over() and not found(m):
            m.apply(rnd.choice(m.decision().actions))
        if found(m):
            return m
    raise AssertionError("no game of 20 reached the position")


def test_a_cards_options_are_choices_in_words():
    m = _until(3, 5, lambda m: m.decision().kind == "option")
    d = m.decision()
    view = m.view(d.seat)
    lay = screen().show(view, d.actions, 1280, 800).layout
    for action in d.actions:
        region = lay.region(f"opt:{action.args[0]}")
        assert region.action == action
        label = say(region.label)
        assert label == say(view.options[int(action.args[0]) - 1]) and label.endswith(".")
        assert label in say(region.tip)


def test_society_tokens_are_pieces_on_their_squares():
    m = match(4, 2)
    view = m.view(0)
    lay = screen().show(view, m.decision().actions, 1280, 800).layout
    for seat, info in enumerate(view.seats):
        for square, gender in info.tokens.items():
            token = lay.placements[f"tok:{seat}:{square}"]
            assert token.kind == "token" and say(token.tip).startswith(f"{info.name}'s {gender} on {square}")
            if seat == 0:  # the focus seat's squares are regions: the token sits inside its square
                assert _holds(lay.region(f"sq:0:{square}").rect, token.rect)


def test_an_activated_black_card_says_so():
    m = _until(3, 5, lambda m: any(s.activated for s in m.state.seats))
    seat = next(s for s, me in enumerate(m.state.seats) if me.activated)
    cid = next(iter(m.state.seats[seat].activated))
    lay = screen().show(m.view(seat), m.decision().actions, 1280, 800).layout
    marks = lay.placements[cid].look.marks
    assert any(getattr(mark, "fill", None) == "accent" for mark in marks), "the gold strip along its foot"
    words = [say(mark.text) for mark in marks if hasattr(mark, "text")]
    assert {"activated", "used"} & set(words) or lay.placements[cid].rect[3] < 40  # the word where it fits
    assert "activated this round" in say(lay.placements[cid].tip)


def test_a_turned_political_tile_is_drawn_as_the_rules_turn_it():
    """The picture of a tile at each rotation shows the edges the rules match (circles.edges)."""
    from tabletop.games.prodigals.rules import circles
    from tabletop.games.prodigals.table import words

    spec = rules().spec
    for tile in spec.election.political_tiles:
        for turn in range(4):
            assert tuple(words.edges_of(spec, tile.id, turn)) == circles.edges(spec, tile.id, turn)


def _every_face_cache():
    """The cache_clear of every face function the Prodigals table keeps (per spec or per language)."""
    from tabletop.games.prodigals.table import faces, looks

    return [f.cache_clear for m in (faces, looks) for f in vars(m).values() if hasattr(f, "cache_clear")]


def test_kept_looks_are_the_looks_drawn_afresh_and_no_piece_is_shared():
    """A look kept from an earlier layout (a seat's name plate by its name, a network by its tiles, a caption by its
    words) is the look the view would be drawn with afresh; and the table marks pieces in place only because no
    piece of a layout is shared with another."""
    ui = screen()
    before = None
    for view, actions in positions(5, seed=4, every=11, contests="election+society+possessions"):
        kept = ui.show(view, actions, 1280, 800).layout
        for clear in _every_face_cache():
            clear()
        fresh = ui.show(view, actions, 1280, 800).layout
        assert kept.own and fresh.own
        assert {k: r.look for k, r in kept.regions.items()} == {k: r.look for k, r in fresh.regions.items()}
        assert {k: p.look for k, p in kept.placements.items()} == {k: p.look for k, p in fresh.placements.items()}
        assert {k: (r.action, r.intent) for k, r in kept.regions.items()} == {
            k: (r.action, r.intent) for k, r in fresh.regions.items()
        }
        if before is not None:
            shared = {id(p) for p in (*before.regions.values(), *before.placements.values())}
            assert not shared & {id(p) for p in (*kept.regions.values(), *kept.placements.values())}
        before = kept


def test_a_cards_large_face_is_built_at_its_first_zoom():
    from tabletop.engine.layout import Deferred
    from tabletop.games.prodigals.table import faces

    m = match(3, 1)
    lay = screen().show(m.view(0), m.decision().actions, 1280, 800).layout
    card = next(p for p in lay.placements.values() if p.kind == "card")
    assert isinstance(card.__dict__["large"], Deferred)  # not built with the layout
    assert card.large == faces.card_large(rules().spec, card.id)
    assert card.__dict__["large"] is card.large  # built once, then kept
