"""Rialto's pieces look like the physical game's and read cleanly: every card type shows its icon (the name only
where every name fits, its few words of rules when zoomed), districts, tiles, buildings and cubes print their
figures where they fit, every figure on a board explains itself, and the buttons keep one width."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop import i18n
from tabletop.engine import Action, Match, measure
from tabletop.engine.face import Coin, Face, Icon, Oval, Para, Shape, Text, Token
from tabletop.engine.message import say
from tabletop.games.rialto.rules import words
from tabletop.games.rialto.table import boards, looks, pictures, venice
from tabletop.games.rialto.table.clicks import button_label
from tabletop.games.rialto.table.keys import (
    BonusSpot,
    DistrictSpot,
    GroupSpot,
    StackSpot,
    StageSpot,
    StatSpot,
    TrackSpot,
)
from tabletop.games.rialto.table.layout import CARD_ORDER, hand_grid, rialto_layout
from tabletop.ui import fonts
from tabletop.ui.icons import icon_path, listed
from tabletop.ui.paint import sprite
from tests.rialto.builder import RULES, SPEC, game, give

CARD_SIZES = [(12, 17), (20, 28), (28, 40), (40, 57), (48, 68), (60, 86), (72, 103), (68, 96), boards.ZOOMED_CARD]


def icons_of(face: Face) -> list[str]:
    """The icon names a face draws."""
    return [m.name for m in face.marks if isinstance(m, Icon)]


def texts_of(face: Face) -> list[Text]:
    """The one-line texts a face prints."""
    return [m for m in face.marks if isinstance(m, Text)]


def cuts_drawing(*faces: Face) -> list[str]:
    """Every text the renderer had to cut or let run over its piece while drawing ``faces`` at their own size."""
    pygame.init()
    with fonts.audit() as cuts:
        for face in faces:
            sprite(face, *face.size)
        return list(cuts)


# ----- cards ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("type_id", [t.id for t in SPEC.cards.types])
def test_every_card_type_shows_its_own_vendored_icon_at_every_size(type_id):
    icon = SPEC.presentation.cards[type_id].icon
    assert icon in listed() and icon_path(icon).is_file()
    for w, h in CARD_SIZES:
        if min(w, h) * 0.78 - 2 >= 8:
            assert icon in icons_of(looks.card(SPEC, type_id, w, h)), (w, h)
    assert not texts_of(looks.card(SPEC, type_id, 20, 28)), "a small card prints no letter and no name"


def test_a_card_prints_names_only_where_every_name_fits_and_never_cuts_one():
    for w, h in CARD_SIZES:
        faces = [looks.card(SPEC, t.id, w, h) for t in SPEC.cards.types]
        named = [
            any(say(m.text) == say(t.name) and m.serif for m in texts_of(f)) for t, f in zip(SPEC.cards.types, faces)
        ]
        assert len(set(named)) == 1, f"at {w}x{h} some cards are named and some not"
        assert not cuts_drawing(*faces, looks.card_back(SPEC, w, h)), (w, h)
    assert all(looks.name_style(SPEC, w, 20) is None for w in (30, 40))  # too narrow for "Councillor"


@pytest.mark.parametrize("type_id", [t.id for t in SPEC.cards.types])
def test_a_zoomed_card_prints_all_its_words(type_id):
    face = looks.card(SPEC, type_id, *boards.ZOOMED_CARD)
    paras = [m for m in face.marks if isinstance(m, Para)]
    assert [say(p.text) for p in paras] == [say(words.card_face(SPEC, type_id))]
    assert not cuts_drawing(face)
    stage = next((s for s in SPEC.stages if s.card == type_id), None)
    assert stage is None or say(paras[0].text).startswith(f"Stage {stage.letter}:")


def test_a_full_card_shows_its_stage_letter_and_a_converted_card_a_building_badge():
    face = looks.card(SPEC, "bridge", 68, 96)
    assert "D" in [t.text for t in texts_of(face)]
    assert looks.symbol(SPEC, "building") in icons_of(looks.card(SPEC, "bridge|conv", 30, 42))
    assert "rialto-bridge" in icons_of(looks.card_back(SPEC, 40, 56))


def test_the_card_key_shows_every_card_type_as_a_small_card():
    key = pictures.sample(SPEC, "cards:small")
    assert icons_of(key) == [SPEC.presentation.cards[t.id].icon for t in SPEC.cards.types]


# ----- Venice -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(85, 48), (108, 59), (150, 80)])
def test_a_district_shows_its_name_round_and_value_without_cutting(size):
    for d in SPEC.board.districts:
        face = venice.district(SPEC, d.name, "4", "17", True, *size)
        printed = [say(t.text) for t in texts_of(face)]
        assert say(d.name) in printed and "4" in printed and "17" in printed
        assert looks.symbol(SPEC, "value") in icons_of(face)
        assert not cuts_drawing(face), (d.name, size)


def test_a_tile_lies_along_its_slot_with_each_end_toward_its_district():
    down = looks.tile(SPEC, "bridge|6|3|0|1", 16, 36)  # upright, its first district below
    y = {t.text: t.at[1] for t in texts_of(down)}
    assert y["6"] > y["3"]
    across = looks.tile(SPEC, "bridge|5|4|-1|0", 36, 16)  # lying, its first district to the left
    x = {t.text: t.at[0] for t in texts_of(across)}
    assert x["5"] < x["4"]
    gondola = looks.tile(SPEC, "gondola|1|1|1|0", 36, 16)
    assert [t.text for t in texts_of(gondola)] == ["1", "1"]
    assert not cuts_drawing(down, across, gondola, looks.tile(SPEC, "bridge|6|3|1|0", 27, 17))


def test_a_used_building_carries_its_coin_clear_of_its_value():
    face = looks.building(SPEC, "blue|3|1|0", 34, 34)
    coin = next(m for m in face.marks if isinstance(m, Coin))
    x, y, w, h = coin.area
    for t in texts_of(face):
        assert not (x <= t.at[0] <= x + w and y <= t.at[1] <= y + h), t
    assert not cuts_drawing(face)


def test_councillors_and_markers_are_cut_in_their_seats_shape_and_the_neutral_players_are_wooden():
    assert any(isinstance(m, Oval) and m.fill == "seat:0" for m in looks.chip(SPEC, "3", 0, 16, 16).marks)  # circle
    shaped = looks.marker(SPEC, "2", 1, 18, 18)  # seat 1: a square
    assert any(isinstance(m, Shape) and m.fill == "seat:1" for m in shaped.marks) and texts_of(shaped)
    assert any(isinstance(m, Token) and m.shape == "cube" for m in looks.chip(SPEC, "3", None, 16, 16).marks)
    assert any(isinstance(m, Token) and m.shape == "disc" for m in looks.marker(SPEC, "2", None, 18, 18).marks)
    assert not texts_of(looks.marker(SPEC, "2", 1, 7, 7))  # too small to read: the order left to right tells
    assert not cuts_drawing(looks.chip(SPEC, "12", 0, 10, 10), shaped)


# ----- the table ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_figure_on_a_board_has_its_own_tip(players):
    match = Match(RULES, ["Anna", "Bruno", "Chiara", "Dario", "Elena"][:players], seed=3)
    view = match.view(None)
    lay = rialto_layout(SPEC, view, 1280, 800)
    for p, info in enumerate(view.participants):
        stats = [(key, reg) for key, reg in lay.regions.items() if isinstance(key, StatSpot) and key.seat == p]
        figures = {key.figure: say(reg.tip) for key, reg in stats}
        assert set(figures) == {"coins", "vp", "councillors", "hand"}
        assert f"{info.personal} + {info.general}" in figures["councillors"]
        assert "personal supply" in figures["councillors"] and "general supply" in figures["councillors"]
        assert str(info.coins) in figures["coins"].partition("\n")[0]


def test_hand_cards_keep_a_card_s_shape_and_fit_their_group():
    match = game(3)
    give(match.state, 0, *CARD_ORDER, *CARD_ORDER)
    match.changed()
    for size in ((1024, 640), (1280, 800), (1920, 1080)):
        lay = rialto_layout(SPEC, match.view(0), *size)
        groups = {k: r.rect for k, r in lay.regions.items() if r.kind == "hand" and isinstance(k, GroupSpot)}
        for key, (gx, gy, gw, gh) in groups.items():
            cards = [p for p in lay.placements.values() if p.kind == "rcard" and gx <= p.rect[0] < gx + gw]
            cards = [p for p in cards if gy <= p.rect[1] < gy + gh]
            assert cards, key
            for card in cards:
                x, y, w, h = card.rect
                assert abs(h * 0.7 - w) <= 1 and x + w <= gx + gw and y + h <= gy + gh, (size, key, card.rect)
    assert hand_grid(600, 200)[0] in range(1, len(CARD_ORDER) + 1)


def test_a_button_s_label_is_the_same_before_and_after_its_building_is_known():
    match = game(3)
    view = match.view(0)
    assert say(button_label(SPEC, view, Action("draw"))) == "Draw 3 cards"
    assert say(button_label(SPEC, view, Action("delay"))) == "Wait (Yellow 1)"


def test_a_board_s_stage_notes_break_into_two_lines_rather_than_being_cut():
    match = game(2)
    view = match.view(None)
    first = dataclasses.replace(view.participants[0], delayed=True, count=2)
    view = dataclasses.replace(view, stage="B", advantage=0, participants=(first, *view.participants[1:]))
    face = boards.player_board(SPEC, view, 0, "Anna", 286, 100)
    notes = [say(t.text) for t in sorted(texts_of(face), key=lambda t: t.at[1]) if t.colour == "accent"]
    assert notes == ["advantage, waits", "played 2"]
    assert not cuts_drawing(face)


# ----- a longer language ----------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("players", [2, 5])
def test_in_a_longer_language_the_stages_tracks_districts_and_bonus_tiles_keep_every_word(players, size):
    """In the pseudo-language (every word longer) each stage tab, track, district and bonus tile prints all its
    words, at the floor or above, each line within its room (two lines where one would be too small)."""
    i18n.use(i18n.PSEUDO)
    try:
        lay = rialto_layout(SPEC, game(players).view(None), *size)
        sides = {c.id: c.name for c in SPEC.board.canal_sides}
        expected = {
            StageSpot: lambda key: boards.stage_tab(
                key.letter, next(s.name for s in SPEC.stages if s.letter == key.letter)
            ),
            TrackSpot: lambda key: boards.DOGE_TRACK if key.track == "doge" else boards.VP_TRACK,
            DistrictSpot: lambda key: next(d.name for d in SPEC.board.districts if d.id == key.district),
            BonusSpot: lambda key: sides[key.side],
        }
        checked = 0
        for key, reg in lay.regions.items():
            if type(key) not in expected or reg.look is None:
                continue
            texts = texts_of(reg.look)
            printed = " ".join(say(t.text) for t in texts).split(" ")
            assert set(say(expected[type(key)](key)).split(" ")) <= set(printed), (key, printed)
            for t in texts:
                assert t.size >= looks.FLOOR, (key, say(t.text))
                if t.max_width:
                    assert measure.width(t.text, t.size, t.bold, t.serif) <= t.max_width, (key, say(t.text))
            checked += 1
        assert checked >= 6 + 2 + 6 + 2
        piles = [reg for key, reg in lay.regions.items() if isinstance(key, StackSpot)]
        if size[0] >= 1280:  # wide enough for every pile's name, as in English
            assert all(reg.label for reg in piles)
    finally:
        i18n.use("en")


def test_in_english_the_stage_tabs_share_the_strip_equally_on_one_line_each():
    lay = rialto_layout(SPEC, game(5).view(None), 1024, 640)
    tabs = [reg for key, reg in lay.regions.items() if isinstance(key, StageSpot)]
    assert len({reg.rect[2] for reg in tabs}) == 1
    assert all(len(texts_of(reg.look)) == 1 for reg in tabs if reg.look is not None)
