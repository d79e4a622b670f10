"""Rialto's rules screen: data/rialto.yaml's guide loads, names every kind of component the data declares, and
every picture it asks for is one the game's ``sample`` draws from the table's own faces."""

from __future__ import annotations

import pytest

from tabletop.engine.face import Face
from tabletop.engine.message import say
from tabletop.games.registry import load_rules, table_screen
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.table import pictures
from tabletop.spec.guide import Guide


@pytest.fixture(scope="module")
def spec() -> RialtoSpec:
    return load_rules("rialto").spec


@pytest.fixture(scope="module")
def guide(spec: RialtoSpec) -> Guide:
    assert spec.guide is not None
    return spec.guide


def test_the_guide_loads_with_a_goal_turn_pieces_and_notes(guide: Guide):
    assert say(guide.goal) and 4 <= len(guide.turn) <= 10
    assert 8 <= len(guide.pieces) <= 36
    assert guide.notes
    assert all(say(p.name) and say(p.text) for p in guide.pieces)
    assert len({say(p.name) for p in guide.pieces}) == len(guide.pieces)


def test_every_picture_is_drawn_and_an_unknown_one_is_not(spec: RialtoSpec, guide: Guide):
    for piece in guide.pieces:
        if piece.sample:
            face = pictures.sample(spec, piece.sample)
            assert isinstance(face, Face), piece.sample
            assert face.marks and all(0 < side <= 200 for side in face.size), piece.sample
    for name in ("nonsense", "card:nonsense", "building:Z9", "card", ""):
        assert pictures.sample(spec, name) is None


def test_the_table_screen_passes_the_pictures_on(guide: Guide):
    screen = table_screen("rialto")
    assert all(screen.sample(p.sample) is not None for p in guide.pieces if p.sample)
    assert screen.sample("nonsense") is None


def test_the_guide_names_every_card_type_and_building_kind(spec: RialtoSpec, guide: Guide):
    names = {say(p.name) for p in guide.pieces}
    for card in spec.cards.types:
        assert say(card.name) in names or f"{say(card.name)} card" in names, card.name
    for kind in spec.buildings.kinds:
        assert say(kind.name) in names, kind.name
    samples = {p.sample for p in guide.pieces}
    assert {f"card:{t.id}" for t in spec.cards.types} <= samples
    assert {f"building:{k.id}" for k in spec.buildings.kinds} <= samples


def test_the_guide_covers_the_other_components(spec: RialtoSpec, guide: Guide):
    text = " ".join(f"{say(p.name)} {say(p.text)}" for p in guide.pieces).lower()
    for word in ("bridge tile", "gondola tile", "district", "bonus", "councillor", "coin", "doge track", "vp track"):
        assert word in text, word
    assert say(spec.neutral_player.name).lower() in text  # the two-player variant's neutral player
    assert f"{spec.cards.total} cards" in text
    assert f"{spec.councillors.per_colour} in your colour" in text


def test_the_guide_s_numbers_are_the_data_s(spec: RialtoSpec, guide: Guide):
    pieces = {say(p.name): say(p.text) for p in guide.pieces}
    turn = " ".join(say(t) for t in guide.turn)
    rows = spec.card_rows
    assert f"hand limit ({rows.hand_limit} " in turn and f"{rows.blind_cards} more come unseen" in turn
    assert f"{rows.cards_per_row} cards are dealt" in pieces["Deck and card rows"]
    bridges = spec.bridge_tiles
    assert (
        f"The {len(bridges.tiles)} bridges have ends worth {bridges.end_min} to {bridges.end_max}"
        in pieces["Bridge tile"]
    )
    assert f"Worth {spec.gondola_tiles.value} at each end" in pieces["Gondola tile"]
    assert f"{spec.bonus_tiles.tiles[0].vp} VP to the first" in pieces["Bonus tiles"]
    assert f"from {spec.tracks.vp_start} at the start" in pieces["VP track"]
    c = spec.councillors
    assert f"{c.personal_at_start} start in your personal supply and {c.general_at_start} in" in pieces["Councillors"]
    assert f"up to {spec.buildings.slots_per_player} buildings" in pieces["Player board"]
    assert f"{spec.neutral_player.cards_per_round} cards face up" in pieces["Neutral player"]
    assert f"Score {spec.building('B4').params['vp']} VP" in pieces["Blue 4"]
    for stage in spec.stages:
        assert f"Played in stage {stage.letter}." in pieces[f"{say(spec.card_type(stage.card).name)} card"]
