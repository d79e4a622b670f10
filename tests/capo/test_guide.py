"""Capo dei Capi's rules screen: data/capo.yaml holds a guide, every piece it lists has a picture drawn by the
table's own faces (pictures.sample, passed through the TableScreen), and it names every kind of component, roll and
chip action the data declares, with the data's own numbers."""

from __future__ import annotations

import pytest

from tabletop.engine.face import Face
from tabletop.engine.message import say
from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.table import pictures
from tabletop.games.registry import load_rules, table_screen
from tabletop.spec.guide import Guide


@pytest.fixture(scope="module")
def spec() -> CapoSpec:
    """The real data."""
    return load_rules("capo").spec


@pytest.fixture(scope="module")
def guide(spec: CapoSpec) -> Guide:
    """The real data's guide."""
    assert spec.guide is not None
    return spec.guide


def piece(guide: Guide, name: str):
    """The guide's piece called ``name``."""
    found = [p for p in guide.pieces if say(p.name) == name]
    assert len(found) == 1, f"the guide has {len(found)} pieces called {name!r}"
    return found[0]


def test_the_data_loads_with_a_guide(guide: Guide):
    assert say(guide.goal).strip()
    assert 4 <= len(guide.turn) <= 10 and all(say(step).strip() for step in guide.turn)
    assert 8 <= len(guide.pieces) <= 30
    assert all(say(p.name).strip() and say(p.text).strip() for p in guide.pieces)
    names = [say(p.name) for p in guide.pieces]
    assert len(set(names)) == len(names), "each piece once"
    assert guide.notes and all(say(note).strip() for note in guide.notes)


def test_every_piece_has_a_picture(guide: Guide):
    screen = table_screen("capo")
    for p in guide.pieces:
        assert p.sample, f"{p.name} has no picture"
        face = screen.sample(p.sample)
        assert isinstance(face, Face), p.sample
        assert face.size[0] > 0 and face.size[1] > 0 and face.marks, p.sample


def test_every_area_card_and_roll_can_be_drawn(spec: CapoSpec):
    for card in spec.area_cards:
        assert isinstance(pictures.sample(spec, f"card:{card.id}"), Face), card.id
    for white in range(1, 7):
        for black in range(1, 7):
            assert isinstance(pictures.sample(spec, f"roll:{white}-{black}"), Face)
    for value in (1, 2, 3):
        assert isinstance(pictures.sample(spec, f"influence:{value}"), Face)


@pytest.mark.parametrize("name", ["nonsense", "", "card:Z9", "roll:7-1", "roll:12", "chips:9", "influence:4"])
def test_an_unknown_sample_is_none(spec: CapoSpec, name: str):
    assert pictures.sample(spec, name) is None
    assert table_screen("capo").sample(name) is None


def test_the_guide_names_every_kind_of_component(spec: CapoSpec, guide: Guide):
    names = {say(p.name) for p in guide.pieces}
    everything = " ".join(
        [say(guide.goal), *map(say, guide.turn), *(f"{say(p.name)} {say(p.text)}" for p in guide.pieces)]
    )
    for card in spec.area_cards:
        assert say(card.name) in everything, card.name
    assert f"{say(spec.mayor_card.name)} card" in names
    assert say(spec.executioner.name) in names
    for kind in ("Influence tokens", "Bribe tokens", "Value cubes", "Mayor chips", "Dice", "Pending slots"):
        assert kind in names
    dice = say(piece(guide, "Dice").text).lower()
    for die in spec.dice:
        assert die.colour in dice, die.colour
    for roll in spec.rolls:
        rolled = say(roll.name)
        assert any(n.startswith(f"Roll: {rolled} (") or n == f"Roll: {rolled}" for n in names), roll.name
    for action in spec.chip_actions:
        assert f"{say(action.name)} ({action.cost} chip{'s' if action.cost > 1 else ''})" in names, action.name


def test_the_guide_quotes_the_datas_numbers(spec: CapoSpec, guide: Guide):
    assert f"({spec.influence_tokens.total} in all" in say(piece(guide, "Influence tokens").text)
    assert f"({spec.bribe_tokens.total} in all" in say(piece(guide, "Bribe tokens").text)
    assert f"({spec.value_cubes.total} in all" in say(piece(guide, "Value cubes").text)
    chips = say(piece(guide, "Mayor chips").text)
    start = spec.mayor_chips.starting
    assert f"starts with {start.first_player}, the other with {start.second_player}" in chips
    assert f"at most {spec.mayor_chips.limit_at_turn_end}" in chips
    assert f"at most {spec.mayor_chips.limit_at_turn_end} chips" in say(guide.turn[-1])
    top = spec.extortion.arrest_above
    mayor = say(piece(guide, "Mayor card").text)
    assert f"from 0 to {top}; above {top}" in mayor
    assert f"It starts with {spec.value_cubes.on_mayor_at_start} cubes" in mayor
    assert f"then {spec.value_cubes.refill_at_top_bonus} new cubes" in mayor
    for bonus in spec.extortion.bonus:
        assert f"at {bonus.level} to take" in mayor
    assert f"At most {spec.marker_limit_per_card} per card" in say(piece(guide, "Your side of a card").text)
    for p in guide.pieces:
        if say(p.name).startswith("Roll:") and "extortion rises" in say(p.text).lower():
            assert f"bove {top}" in say(p.text), p.name
