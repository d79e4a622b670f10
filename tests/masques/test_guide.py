"""Masques's rules screen: data/masques.yaml carries a guide, every piece's picture is drawn by the table's own
faces (pictures.sample), and the guide names every kind of component the data declares: each family (the neutral
one too), each agent type, each guild, the palace, corridors, ducats and favor markers."""

from __future__ import annotations

import pytest

from tabletop.engine.face import Face
from tabletop.engine.message import say
from tabletop.games.masques.table import pictures
from tabletop.games.registry import load_rules, table_screen
from tabletop.spec.guide import Guide


@pytest.fixture(scope="module")
def spec():
    return load_rules("masques").spec


@pytest.fixture(scope="module")
def guide(spec) -> Guide:
    assert spec.guide is not None
    return spec.guide


def _words(guide: Guide) -> str:
    """Everything the guide says, in lower case."""
    parts = [guide.goal, *guide.turn, *guide.notes]
    for piece in guide.pieces:
        parts += [piece.name, piece.text]
    return " ".join(say(p) for p in parts).lower()


def test_the_data_loads_with_a_guide(guide):
    assert say(guide.goal).strip()
    assert 4 <= len(guide.turn) <= 10
    assert 8 <= len(guide.pieces) <= 30
    assert len({say(p.name) for p in guide.pieces}) == len(guide.pieces)
    assert guide.notes


def test_every_piece_sample_is_a_face(spec, guide):
    for piece in guide.pieces:
        assert piece.sample, f"{piece.name} has no picture"
        face = pictures.sample(spec, piece.sample)
        assert isinstance(face, Face), f"{piece.name}: sample {piece.sample!r} draws nothing"
        assert face.marks and min(face.size) > 0
        assert max(face.size) <= 300  # modest: the rules screen scales it into 96 px


def test_the_screen_passes_the_samples_through(spec, guide):
    screen = table_screen("masques")
    assert screen.sample(guide.pieces[0].sample) == pictures.sample(spec, guide.pieces[0].sample)


def test_an_unknown_sample_is_none(spec):
    for name in ("nonsense", "guest:nobody", "agent:dragon", "marker:gold", "palace:roof", "pile:attic", ""):
        assert pictures.sample(spec, name) is None


def test_every_family_and_agent_type_has_its_own_piece_and_picture(spec, guide):
    samples = {p.sample for p in guide.pieces}
    names = " ".join(say(p.name) for p in guide.pieces).lower()
    for family in (*spec.families, spec.neutral_family):
        assert f"guest:{family.id}" in samples
        assert say(family.name).lower() in names
    for agent in spec.agents.types:
        assert f"agent:{agent.id}" in samples
        assert say(agent.name).lower() in names


def test_every_guild_is_named_with_its_icon_and_colour_beside_all_five_markers(spec, guide):
    from tabletop.engine.face import Icon

    marker = next(p for p in guide.pieces if p.sample == "guilds")
    drawn = [m.name for m in pictures.sample(spec, "guilds").marks if isinstance(m, Icon)]
    for g in spec.guilds:
        icon = spec.presentation.guilds[g.id].icon
        assert f"{say(g.name)} (" in say(marker.text) and icon in drawn
    crests = next(p for p in guide.pieces if p.sample == "crests")
    drawn = [m.name for m in pictures.sample(spec, "crests").marks if isinstance(m, Icon)]
    for f in (*spec.families, spec.neutral_family):
        assert say(f.name) in say(crests.text) and spec.presentation.crests[f.id].icon in drawn


def test_the_marks_of_the_palace_cards_and_the_first_player_are_explained(spec, guide):
    from tabletop.engine.face import Coin, Icon

    text = {p.sample: say(p.text).lower() for p in guide.pieces}
    icons = {name: [m.name for m in pictures.sample(spec, name).marks if isinstance(m, Icon)] for name in text}
    emblems = spec.presentation.emblems
    assert "wax seal" in text["palace:favor"] and emblems.favor_card.icon in icons["palace:favor"]
    ducat = pictures.sample(spec, "palace:ducat")
    assert "coin" in text["palace:ducat"] and any(isinstance(m, Coin) for m in ducat.marks)
    assert "doorway" in text["palace:door"] and emblems.door.icon in icons["palace:door"]
    assert "carnival mask" in text["board:first"] and emblems.first_player.icon in icons["board:first"]
    assert "mask" in text["marker:down"] and emblems.marker_down.icon in icons["marker:down"]


def test_the_other_components_are_explained(guide):
    samples = {p.sample for p in guide.pieces}
    wanted = {
        "marker:ducat",
        "marker:down",
        "guest:down",
        "palace:favor",
        "palace:ducat",
        "palace:door",
        "corridor",
        "stack",
        "pile:supply",
        "pile:pool",
        "pile:deck",
        "board",
        "board:first",
        "hand",
        "name",
    }
    assert wanted <= samples


def test_the_guide_numbers_agree_with_the_data(spec, guide):
    words = _words(guide)
    setup = max(spec.setups, key=lambda s: s.players)
    assert f"{spec.win.in_one_guild} favor in one guild" in words
    assert f"at least {spec.win.in_every_guild} favor in every" in words
    assert f"bank of {spec.ducats} ducats" in words
    assert f"each player starts with {spec.starting_ducats}" in words
    assert f"{setup.palace_cards} palace cards" in words
    for s in spec.setups:
        assert str(s.palace_cards) in words
    values = sorted(g.value for g in spec.guests.cards if g.family == spec.neutral_family.id)
    assert ", ".join(map(str, values[:-1])) + f" and {values[-1]}" in words


def test_the_notes_say_which_numbers_are_reconstructed(spec, guide):
    assert spec.guests.source == "reconstructed" and spec.agents.source == "reconstructed"
    assert any("reconstruct" in say(note).lower() for note in guide.notes)
