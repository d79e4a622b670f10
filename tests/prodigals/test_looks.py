"""The Prodigals Club's faces (faces.py, looks.py, pictures.py): every card, tile and piece is drawn with icons that
exist, the symbols are icons rather than letters, a card prints its rules only where all of them fit (and never a
cut name), and every number on the table is a region of its own with a tip saying what it counts."""

from __future__ import annotations

import pytest

from tabletop.engine import measure
from tabletop.engine.face import Box, Face, Icon, Para, Shape, Text, Token
from tabletop.engine.message import say
from tabletop.games.prodigals.rules.cards import catalog
from tabletop.games.prodigals.table import faces, looks, metrics, pictures, words
from tabletop.games.prodigals.table.keys import RowSpot
from tabletop.games.prodigals.table.screen import screen
from tabletop.games.registry import load_rules
from tabletop.ui.icons import listed
from tests.prodigals.helpers import match

CARD_SIZES = [(30, 40), (37, 26), (56, 71), (64, 90), (78, 99), (120, 160), (300, 400)]


def _icons(face: Face) -> set[str]:
    return {m.name for m in face.marks if isinstance(m, Icon)}


def _texts(face: Face) -> list[str]:
    return [say(m.text) for m in face.marks if isinstance(m, Text | Para)]


def _fits(face: Face) -> None:
    """Every text of ``face`` fits its place by the fonts' metrics (``measure``): a line within its max width and
    the face, a paragraph with all its lines."""
    w, h = face.size
    for m in face.marks:
        if isinstance(m, Text) and not m.counter:
            wide = measure.width(m.text, m.size, m.bold, m.serif)
            assert not m.max_width or wide <= m.max_width, (m.text, m.max_width)
            assert wide <= w + 4 and metrics.height(m.size, m.bold, m.serif) <= h + 4, (m.text, face.size)
        if isinstance(m, Para):
            assert metrics.para_fits(m.text, m.size, m.area[2], m.area[3], serif=m.serif), (m.text, m.area)


@pytest.fixture(scope="module")
def spec():
    return load_rules("prodigals").spec


@pytest.fixture(scope="module")
def cards(spec):
    return sorted(catalog(spec))


def test_every_card_face_fits_at_every_size_and_names_listed_icons(spec, cards):
    icons = set(listed())
    for cid in cards:
        for w, h in CARD_SIZES:
            face = faces.card(spec, cid, w, h)
            _fits(face)
            assert _icons(face) <= icons, (cid, _icons(face) - icons)
        large = faces.card_large(spec, cid)
        _fits(large)
        name = say(words.card_name(spec, cid))
        assert name in " ".join(_texts(large)).replace("\n", " ") or any(name.startswith(t) for t in _texts(large))
        assert _icons(large), cid


def test_a_card_prints_all_its_rules_or_none_of_them(spec, cards):
    for cid in cards:
        text = faces.card_text(spec, cid)
        for w, h in CARD_SIZES:
            paras = [m.text for m in faces.card(spec, cid, w, h).marks if isinstance(m, Para)]
            assert paras in ([], [text]), (cid, w, h)
    assert any(isinstance(m, Para) for m in faces.card(spec, "EW04", 78, 99).marks), "a short rule fits a display card"


def test_a_card_counting_a_symbol_shows_that_symbols_icon(spec):
    look = spec.presentation
    for cid, symbol in (("EW12", "h"), ("EW13", "w"), ("EW14", "d")):
        assert look.symbols[symbol].icon in _icons(faces.card(spec, cid, 64, 90))


def test_symbols_are_icons_not_letters_on_tiles_and_squares(spec):
    look = spec.presentation
    letters = {m.letter for m in look.symbols.values()}
    for tile in spec.election.political_tiles:
        face = faces.political_tile(spec, tile.id, 0, 40, 40)
        assert not set(_texts(face)) & letters
        shown = {look.symbols[e].icon for e in tile.edge_list if e in look.symbols}
        assert shown <= _icons(face)
        stars = [m for m in face.marks if isinstance(m, Shape) and m.fill == look.edges.wild.colour]
        assert len(stars) == tile.edge_list.count("*"), tile.id  # a wild edge is a gold star
    for tid, tile in spec.possession_tiles.items():
        for size in (20, 48):
            face = faces.possession(spec, tid, False, size, size)
            assert look.symbols[tile.symbol].icon in _icons(face) and str(tile.value) in _texts(face)
            _fits(face)
    for square in spec.society.grid.symbols:
        assert _icons(looks.square(spec, square.square, 44, 28)) == {look.symbols[square.symbol].icon}


def test_wooden_pieces_are_tokens(spec):
    lady, gent = faces.society_token(spec, "lady", 24, 24), faces.society_token(spec, "gentleman", 24, 24)
    assert _icons(lady) == {faces.glyph(spec, "lady")} and _icons(gent) == {faces.glyph(spec, "gentleman")}
    for face in (lady, gent):
        assert any(isinstance(m, Token) and m.shape == "disc" for m in face.marks)
    # a seat's own pieces read without colour: a vote marker is cut in its seat's shape (seat 1: a square), an
    # errand boy is a pawn with the shape on his base, or the shape alone where a pawn would be too small
    assert any(isinstance(m, Shape) and m.fill == "seat:1" for m in faces.vote_marker(1, 16, 16).marks)
    boy = faces.errand_boy(looks.Sketch(20, 20), 2, (0, 0, 20, 20)).face()
    assert any(isinstance(m, Token) and m.shape == "pawn" and m.fill == "seat:2" for m in boy.marks)
    assert any(isinstance(m, Shape) and m.fill == "seat:2" for m in boy.marks)
    small = faces.errand_boy(looks.Sketch(10, 10), 2, (0, 0, 10, 10)).face()
    assert not any(isinstance(m, Token) for m in small.marks)
    assert any(isinstance(m, Shape) and m.fill == "seat:2" for m in small.marks)


def test_tiles_fit_and_show_their_icon(spec):
    for t in spec.bonus_tiles:
        for w, h in ((20, 14), (60, 46), (96, 64)):
            face = faces.bonus_tile(spec, t.id, w, h)
            _fits(face)
            assert _icons(face) or say(t.name) in _texts(face)
    for t in spec.society.old_lady_tiles:
        for w, h in ((80, 20), (136, 36), (96, 44)):
            face = faces.old_lady_tile(spec, t.id, w, h)
            _fits(face)
            assert faces.glyph(spec, "old_lady") in _icons(face)


def test_every_rules_picture_fits_the_rules_screen_box(spec):
    for name in (
        *pictures.SAMPLES,
        "card:EW01",
        "card:PB03",
        "tile:BT-E1",
        "tile:OL4",
        "ptile:PT14",
        "possession:A1",
        "space:E-HYDE",
    ):
        face = pictures.sample(spec, name)
        assert face is not None and max(face.size) <= pictures.SIDE, name
        _fits(face)


@pytest.mark.parametrize("contests", ["election+society", "election+society+possessions"])
def test_every_number_on_a_seat_is_a_region_with_a_tip(spec, contests):
    m = match(4, 3, contests=contests)
    view = m.view(m.decision().seat)
    for size in ((1024, 640), (1280, 800)):
        lay = screen(spec).show(view, m.decision().actions, *size).layout
        for seat, info in enumerate(view.seats):
            keys = {k for k, _ in screen_stats(view, seat)}
            for key in keys:
                region = lay.region(f"stat:{seat}:{key}")
                tip = say(region.tip)
                assert tip.startswith(f"{info.name}'") and say(region.label) in tip.split("\n")[0]
        for module in view.modules:
            for colour in ("white", "black"):
                letter = module[0].upper()
                deck = lay.region(f"deck:{letter}-{colour}")
                assert deck.label == str(view.deck_sizes.get(f"{letter}-{colour}", 0))
                assert "cards left" in say(deck.tip)
        for region in lay.regions.values():
            if isinstance(region.key, RowSpot):
                assert "society points" in say(region.tip)


def screen_stats(view, seat):
    from tabletop.games.prodigals.table.seats import stats_of

    return stats_of(view, seat)


def test_an_activated_card_has_its_strip_at_every_size(spec):
    for w, h in CARD_SIZES:
        face = faces.card(spec, "SB01", w, h, used=True)
        assert any(isinstance(m, Box) and m.fill == "accent" for m in face.marks)
        _fits(face)


def test_a_caption_too_long_for_its_place_leaves_the_three_dot_mark_not_a_blank():
    from tabletop import i18n
    from tabletop.games.prodigals.table import captions
    from tabletop.games.prodigals.table.keys import SlotSpot

    variants = captions.slot(None, SlotSpot(0, 0))  # type: ignore[arg-type]  # a black-card slot reads no view
    assert _texts(looks.slot(variants, 36, 36)) == ["black"]  # English fits as before
    i18n.use(i18n.PSEUDO)
    try:
        for face in (looks.slot(variants, 32, 36), looks.frame(captions.network(), 20, 40)):
            assert _texts(face) == [captions.DOTS], _texts(face)
            _fits(face)
    finally:
        i18n.use("en")
