"""Rialto's data: data/rialto.yaml validates into the digest's numbers, the helpers answer rules questions, and
broken files give the promised error naming the file, the line, the key path and what was expected.

The broken files tests/fixtures/broken/rialto-*.yaml are copies of data/rialto.yaml with one fault each (named
in their first line). Expected lines are found by looking the faulty text up, so editing data/rialto.yaml and
regenerating a fixture does not break a test for the wrong reason. The remaining cross-checks are tested on
one-line edits of the real file written to a temporary folder.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tabletop.engine import DataError
from tabletop.engine.gamedef import Chosen
from tabletop.engine.message import say
from tabletop.games.rialto.rules.data import (
    READINGS,
    BoolOption,
    ChoiceOption,
    IntOption,
    RialtoSpec,
    load_rialto,
)
from tabletop.paths import data_dir
from tabletop.spec import Range
from tests.data_helpers import assert_one_problem, data_error, line_of

ROOT = Path(__file__).resolve().parents[2]
REAL = data_dir() / "rialto.yaml"
BROKEN = ROOT / "tests" / "fixtures" / "broken-rialto"


def load_error(name: str) -> DataError:
    """Load a broken fixture with load_rialto and return the DataError it must raise."""
    return data_error(load_rialto, BROKEN / name)


@pytest.fixture(scope="module")
def spec() -> RialtoSpec:
    """The real data, loaded once."""
    return load_rialto(REAL)


# ----- the real data --------------------------------------------------------------------------------
def test_cards_rows_and_rounds_match_the_digest(spec: RialtoSpec):
    assert spec.game == "rialto" and spec.players == (2, 3, 4, 5)
    assert spec.cards.total == 77 == sum(t.count for t in spec.cards.types)
    assert {t.id: t.count for t in spec.cards.types} == dict.fromkeys(
        ["doge", "gold", "building", "bridge", "gondola", "councillor", "joker"], 11
    )
    assert spec.wild_card == "joker" and say(spec.card_type("joker").name) == "Jester"
    rows = spec.card_rows
    assert (rows.cards_per_row, rows.blind_cards, rows.hand_limit, rows.jokers_without_real_card) == (6, 2, 7, 2)
    assert [spec.rows_for(n) for n in (2, 3, 4, 5)] == [3, 4, 5, 6]
    assert spec.rows_for(2, neutral=True) == 3
    assert spec.rounds.count == 6 and spec.rounds.round_tiles == (1, 2, 3, 4, 5, 6)
    with pytest.raises(dataclasses.FrozenInstanceError):
        spec.title = "x"  # type: ignore[misc]


def test_stages_a_to_f_use_one_card_type_each_with_their_advantage(spec: RialtoSpec):
    assert [(s.letter, s.card) for s in spec.stages] == [
        ("A", "doge"),
        ("B", "gold"),
        ("C", "building"),
        ("D", "bridge"),
        ("E", "gondola"),
        ("F", "councillor"),
    ]
    assert [(s.advantage, s.advantage_amount) for s in spec.stages] == [
        ("extra_step", 1),
        ("extra_coin", 1),
        ("value_limit", 1),
        ("bridge_tile", 1),
        ("gondola_tile", 1),
        ("extra_card", 1),
    ]
    assert spec.stage("D").card == "bridge" and spec.stage_of_card("gondola").letter == "E"
    assert (spec.building_stage.max_value, spec.building_stage.max_buildings) == (4, 2)
    assert spec.stage("B").source == "seed"  # the seed's example 2 gives the extra coin
    assert all(spec.stage(x).source == "reconstructed" and say(spec.stage(x).note) for x in "ACDEF")


def test_twelve_building_kinds_with_five_copies_each(spec: RialtoSpec):
    b = spec.buildings
    assert (b.total, b.copies_each, b.slots_per_player, b.max_value) == (60, 5, 7, 4)
    assert len(b.kinds) == 12 and all(k.copies == 5 for k in b.kinds)
    assert {c.id: c.phase for c in spec.building_colours} == {"green": "I", "yellow": "II", "blue": "III"}
    assert {p.id: p.building_colour for p in spec.phases} == {"I": "green", "II": "yellow", "III": "blue"}
    effects = {k.id: (k.colour, k.phase, k.value, k.effect) for k in b.kinds}
    assert effects == {
        "G1": ("green", "I", 1, "draw_or_take"),
        "G2": ("green", "I", 2, "hand_limit"),
        "G3": ("green", "I", 3, "draw_or_take"),
        "G4": ("green", "I", 4, "draw_or_take"),
        "Y1": ("yellow", "II", 1, "delay"),
        "Y2": ("yellow", "II", 2, "convert"),
        "Y3": ("yellow", "II", 3, "joker"),
        "Y4": ("yellow", "II", 4, "convert"),
        "B1": ("blue", "III", 1, "upgrade"),
        "B2": ("blue", "III", 2, "councillor_and_vp"),
        "B3": ("blue", "III", 3, "doge_by_rank"),
        "B4": ("blue", "III", 4, "vp"),
    }
    assert [spec.building(g).params["hand_limit"] for g in ("G1", "G2", "G3", "G4")] == [0, 1, 1, 2]
    assert spec.building("G1").params == {"take": 1, "draw": 3, "hand_limit": 0}
    assert spec.building("Y2").params == {"counts_as": 1} and spec.building("Y4").params == {"counts_as": 2}
    assert spec.building("Y1").params == {"coins": 1} and spec.building("B4").params == {"vp": 3}
    assert spec.building("B2").params == {"councillors": 1, "vp": 1, "vp_if_none": 1}
    assert [k.id for k in spec.buildings_of("blue")] == ["B1", "B2", "B3", "B4"]
    assert spec.starting_building_value == 1
    reconstructed = sorted(k.id for k in b.kinds if k.source == "reconstructed")
    assert reconstructed == ["B2", "B3", "Y2", "Y3"] and all(say(spec.building(k).note) for k in reconstructed)
    assert b.source == "reconstructed" and say(b.note)  # no value is printed in the seed's text


def test_the_seed_listing_order_swaps_the_middle_yellow_and_blue_effects(spec: RialtoSpec):
    assert spec.option("middle_building_order") == "power_curve"
    assert spec.options["middle_building_order"].alternatives == ("seed_listing",)
    assert spec.building("Y2", "seed_listing").effect == "joker"
    assert spec.building("Y3", "seed_listing").effect == "convert" and spec.building("Y3", "seed_listing").params == {
        "counts_as": 1
    }
    assert spec.building("B2", "seed_listing").effect == "doge_by_rank"
    assert spec.building("B3", "seed_listing").effect == "councillor_and_vp"
    assert spec.building("B3", "seed_listing").value == 3  # the value stays, the effect moves
    assert spec.building("G1", "seed_listing") == spec.building("G1")


def test_the_board_is_six_districts_on_twelve_connections(spec: RialtoSpec):
    board = spec.board
    assert [(d.id, say(d.name)) for d in board.districts] == [
        ("CN", "Cannaregio"),
        ("SM", "San Marco"),
        ("CS", "Castello"),
        ("SC", "Santa Croce"),
        ("SP", "San Polo"),
        ("DD", "Dorsoduro"),
    ]
    assert spec.districts_on("north") == ("CN", "SM", "CS") and spec.districts_on("south") == ("SC", "SP", "DD")
    assert len(board.connections) == 12 and board.connections_per_district == 4
    for d in board.districts:
        assert len(spec.connections_of(d.id)) == 4 and len(spec.neighbours(d.id)) == 4
    not_adjacent = {
        frozenset((a.id, b.id))
        for a in board.districts
        for b in board.districts
        if a.id < b.id and not spec.connection_between(a.id, b.id)
    }
    assert not_adjacent == {frozenset(("CN", "DD")), frozenset(("SM", "SC")), frozenset(("CS", "SP"))}
    assert spec.neighbours("CN") == ("SM", "CS", "SC", "SP")
    assert spec.connection("CN-SM").other("CN") == "SM" and spec.district("DD").side == "south"
    assert board.source == "reconstructed" and "6.2" in say(board.note)


def test_tiles_supplies_and_scoring(spec: RialtoSpec):
    bridges = spec.bridge_tiles
    assert bridges.count == 6 and (bridges.end_min, bridges.end_max) == (3, 6)
    assert [t.ends for t in bridges.tiles] == [(3, 4), (3, 5), (3, 6), (4, 5), (4, 6), (5, 6)]
    assert bridges.source == "reconstructed" and "6.1" in say(bridges.note)
    assert (spec.gondola_tiles.count, spec.gondola_tiles.value) == (6, 1)
    assert [(t.side, t.vp) for t in spec.bonus_tiles.tiles] == [("north", 5), ("south", 5)]
    assert spec.bonus_tiles.councillors_per_district == 1 and spec.bonus_tiles.source == "reconstructed"
    c = spec.councillors
    assert (c.colours, c.per_colour, c.personal_at_start, c.general_at_start) == (5, 18, 5, 13)
    assert spec.coins.total == 30
    assert (spec.tracks.vp_start, spec.tracks.doge_start_space) == (3, 1)
    scoring = spec.final_scoring
    assert (scoring.min_councillors, scoring.rank_divisor, scoring.buildings_score_value) == (1, 2, True)
    assert scoring.source == "reconstructed" and say(scoring.note)


def test_starting_coins_and_building_limits_per_player_count(spec: RialtoSpec):
    assert {n: spec.setup_for(n).starting_coins for n in (2, 3, 4, 5)} == {
        2: (1, 2),
        3: (1, 2, 3),
        4: (1, 2, 2, 3),
        5: (1, 2, 2, 2, 3),
    }
    assert {n: spec.setup_for(n).max_same_starting_building for n in (2, 3, 4, 5)} == {2: 1, 3: 1, 4: 2, 5: 2}


def test_the_neutral_player_variant(spec: RialtoSpec):
    np = spec.neutral_player
    assert (np.variant, np.players, np.card_rows, np.human_starting_coins) == ("neutral", 2, 3, (1, 2))
    assert (np.personal_councillors, np.unlimited_councillors) == (18, True)
    assert (np.scores_vp, np.gets_coins, np.builds) == (False, False, False)
    assert np.cards_per_round == 7
    assert (
        np.sort_order == ("doge", "gold", "building", "bridge", "gondola", "councillor")
        and np.jokers_with == "councillor"
    )
    assert np.stage_actions == {
        "A": "move",
        "B": "none",
        "C": "none",
        "D": "bridge_with_advantage",
        "E": "gondola_with_advantage",
        "F": "place_councillors",
    }
    assert np.first_mark_round_tile == 1
    assert (np.re_mark, np.bridge_lower_end_toward, np.bonus_met_first) == (
        "lowest_free_district_then_lowest_neighbour",
        "lower_round_number",
        "flip_tile",
    )
    assert spec.option("neutral_gondola_councillors") == "each_district"
    assert spec.options["neutral_gondola_councillors"].alternatives == ("one_total",)


def test_the_neutral_marker_follows_the_seeds_examples(spec: RialtoSpec):
    # R8: districts 1 and 2 are not adjacent, 1 and 3 are: the marker starts on 1-3.
    numbers = {"CN": 1, "DD": 2, "SM": 3, "CS": 4, "SC": 5, "SP": 6}
    assert spec.neutral_mark(numbers).id == "CN-SM"
    # R9: every connection of district 1 is filled: district 2's connection to district 3.
    numbers = {"CN": 1, "SM": 2, "CS": 3, "SC": 4, "SP": 5, "DD": 6}
    filled = {c.id for c in spec.connections_of("CN")}
    assert spec.neutral_mark(numbers, filled).id == "SM-CS"
    assert spec.neutral_mark(numbers, {c.id for c in spec.board.connections}) is None


def test_every_inferred_value_is_an_option_with_its_reference(spec: RialtoSpec):
    defaults = {name: spec.option(name) for name in spec.options}
    assert defaults == {
        "middle_building_order": "power_curve",
        "joker_pair_counts": 2,
        "no_bridge_card_vp": -1,
        "doge_arrival": "top",
        "doge_track_length": 0,
        "vp_floor_zero": True,
        "vp_per_coin": 1,
        "vp_per_supply_councillor": 1,
        "empty_connection_value": 0,
        "neutral_gondola_councillors": "each_district",
        "coins_unlimited": True,
        "new_building_usable_same_round": True,
        "delayed_players_order": "clockwise",
        "may_return_just_taken": False,
        "upgraded_building_coin": "to_supply",
        "gondola_bonus_when_general_empty": "skip",
        "duplicate_buildings_allowed": True,
        "taking_building_optional": True,
    }
    assert spec.options["joker_pair_counts"].alternatives == (1,)
    assert spec.options["no_bridge_card_vp"].alternatives == (0,)
    for name, option in spec.options.items():
        kind = READINGS[name]
        model = BoolOption if kind is bool else IntOption if isinstance(kind, Range) else ChoiceOption
        assert type(option) is model, name
        assert option.ref.startswith("digest") and say(option.note) and option.source == "reconstructed", name
        if isinstance(option, ChoiceOption):
            assert isinstance(kind, tuple) and set(option.values) <= set(kind)
    for section in ("6.1", "6.2", "6.3", "6.4", "6.5", "6.6", "6.7", "6.8", "6.9", "6.10", "6.11"):
        text = REAL.read_text(encoding="utf-8")
        assert f"digest {section}" in text or f", {section}" in text, f"digest section {section} is not referenced"
    assert spec.readings


def test_the_readings_in_force_are_read_by_their_kind(spec: RialtoSpec):
    readings = spec.in_force({"vp_floor_zero": False, "first": 1})  # a reading not set is at its data default
    assert isinstance(readings, Chosen)
    assert readings.in_force() == {**{name: spec.option(name) for name in READINGS}, "vp_floor_zero": False}
    assert readings.flag("vp_floor_zero") is False and readings.flag("coins_unlimited") is True
    assert readings.number("no_bridge_card_vp") == -1 and readings.text("doge_arrival") == "top"
    with pytest.raises(TypeError, match="option 'vp_floor_zero' is False, not int"):
        readings.number("vp_floor_zero")
    with pytest.raises(TypeError, match="not bool"):
        readings.flag("joker_pair_counts")
    with pytest.raises(KeyError):
        readings.flag("first")  # who starts is an option, not a rule reading


# ----- broken files ---------------------------------------------------------------------------------
def test_bad_yaml_syntax():
    error = load_error("rialto-bad_syntax.yaml")
    [problem] = error.problems
    opened = line_of(BROKEN / "rialto-bad_syntax.yaml", "{id: SP, name: San Polo")
    assert (problem.file, problem.line, problem.path) == (
        "rialto-bad_syntax.yaml",
        opened + 1,
        "board.districts[4].side",
    )
    message = str(error)
    assert message.startswith(f"rialto-bad_syntax.yaml, line {opened + 1} at board.districts[4].side: not valid YAML")
    assert "expected ',' or '}'" in message and f"flow mapping from line {opened}" in message


def test_unknown_key():
    assert_one_problem(
        load_rialto,
        BROKEN,
        "rialto-unknown_key.yaml",
        "colour: yellow}",
        "cards.types[1].colour",
        "unknown key 'colour'; expected one of: id, name, count, wild",
    )


def test_wrong_type():
    assert_one_problem(
        load_rialto,
        BROKEN,
        "rialto-wrong_type.yaml",
        "hand_limit: seven",
        "card_rows.hand_limit",
        "expected a whole number, got str 'seven'",
    )


def test_missing_key():
    assert_one_problem(
        load_rialto,
        BROKEN,
        "rialto-missing_key.yaml",
        "card_rows:",
        "card_rows",
        "missing key 'blind_cards' (a whole number)",
    )


def test_dangling_district_reference():
    # one problem only: the degree check waits until every end names a district
    assert_one_problem(
        load_rialto,
        BROKEN,
        "rialto-dangling_district.yaml",
        "between: [SC, DO]",
        "board.connections[4].between[1]",
        "unknown district 'DO'; districts are ['CN', 'SM', 'CS', 'SC', 'SP', 'DD']",
    )


def test_card_counts_that_do_not_add_up():
    assert_one_problem(
        load_rialto,
        BROKEN,
        "rialto-counts_mismatch.yaml",
        "  types:",
        "cards.types",
        "card counts add up to 76, but total is 77",
    )


def test_a_district_with_three_connections():
    error = load_error("rialto-three_connections.yaml")
    path = BROKEN / "rialto-three_connections.yaml"
    sp, dd = line_of(path, "{id: SP, name: San Polo"), line_of(path, "{id: DD, name: Dorsoduro")
    assert [(p.file, p.line, p.path) for p in error.problems] == [
        ("rialto-three_connections.yaml", sp, "board.districts[4]"),
        ("rialto-three_connections.yaml", dd, "board.districts[5]"),
    ]
    assert str(error).splitlines() == [
        f"rialto-three_connections.yaml, line {sp} at board.districts[4]: district SP touches 3 connections; "
        "every district touches exactly 4",
        f"rialto-three_connections.yaml, line {dd} at board.districts[5]: district DD touches 3 connections; "
        "every district touches exactly 4",
    ]


def test_each_rialto_fixture_differs_from_the_real_data_in_one_place():
    real = REAL.read_text(encoding="utf-8").splitlines()
    fixtures = sorted(BROKEN.glob("rialto-*.yaml"))
    assert len(fixtures) == 7
    for path in fixtures:
        broken = path.read_text(encoding="utf-8").splitlines()
        assert broken[0].startswith("# Broken on purpose"), path.name
        body = broken[1:]
        changed = [i for i, (a, b) in enumerate(zip(real, body)) if a != b]
        assert len(body) != len(real) or len(changed) == 1, f"{path.name} changes {len(changed)} lines"
        assert abs(len(body) - len(real)) <= 1, path.name


# ----- the other cross-checks, on one-line edits of the real file ------------------------------------
EDITS = [
    pytest.param(
        '    labels: ["-1 VP", "0 VP"]',
        '    labels: ["-1 VP"]',
        "options.no_bridge_card_vp.labels",
        "needs one label per value (the default, then each alternative): 2, got 1",
        id="reading-label-missing",
    ),
    pytest.param(
        "    - {id: bridge-5-6, ends: [5, 6]}",
        "    - {id: bridge-5-6, ends: [5, 7]}",
        "bridge_tiles.tiles[5].ends[1]",
        "bridge ends must be between 3 and 6, got 7",
        id="bridge-end-out-of-range",
    ),
    pytest.param(
        "effect: hand_limit, params: {hand_limit: 1}}",
        "effect: keep_more, params: {hand_limit: 1}}",
        "buildings.kinds[1].effect",
        "unknown effect 'keep_more'; effects are [",
        id="unknown-effect",
    ),
    pytest.param(
        "effect: vp, params: {vp: 3}}",
        "effect: vp, params: {points: 3}}",
        "buildings.kinds[11].params",
        "effect vp takes params ['vp'], got ['points']",
        id="effect-params",
    ),
    pytest.param(
        "{id: G3, name: Green 3, colour: green,",
        "{id: G3, name: Green 3, colour: purple,",
        "buildings.kinds[2].colour",
        "unknown colour 'purple'; colours are ['blue', 'green', 'yellow']",
        id="unknown-colour",
    ),
    pytest.param(
        "{id: Y4, name: Yellow 4, colour: yellow, phase: II,",
        "{id: Y4, name: Yellow 4, colour: yellow, phase: IV,",
        "buildings.kinds[7].phase",
        "unknown phase 'IV'; phases are ['I', 'II', 'III']",
        id="unknown-phase",
    ),
    pytest.param(
        "{id: B4, name: Blue 4, colour: blue, phase: III,",
        "{id: B4, name: Blue 4, colour: blue, phase: I,",
        "buildings.kinds[11].phase",
        "blue buildings belong to phase III",
        id="colour-in-wrong-phase",
    ),
    pytest.param(
        "phase: I, value: 3, copies: 5",
        "phase: I, value: 3, copies: 4",
        "buildings.kinds[2].copies",
        "every building kind has 5 copies, G3 has 4",
        id="building-without-5-copies",
    ),
    pytest.param(
        "    card: gondola\n",
        "    card: boat\n",
        "stages[4].card",
        "unknown card type 'boat'; card types are [",
        id="stage-unknown-card-type",
    ),
    pytest.param(
        "    card: councillor\n",
        "    card: joker\n",
        "stages[5].card",
        "joker is the wild type and belongs to no stage",
        id="stage-on-the-wild-type",
    ),
    pytest.param(
        "  - letter: C\n",
        "  - letter: G\n",
        "stages",
        "stages must be A, B, C, D, E, F in that order, got A, B, G, D, E, F",
        id="stage-letters",
    ),
    pytest.param(
        "  - {players: 5, starting_coins: [1, 2, 2, 2, 3], max_same_starting_building: 2}\n",
        "",
        "setups",
        "needs one setup per player count; missing [5]",
        id="missing-player-count",
    ),
    pytest.param(
        "players: [2, 3, 4, 5]",
        "players: [2, 3, 4]",
        "players",
        "Rialto is for 2 to 5 players: [2, 3, 4, 5]",
        id="player-counts",
    ),
    pytest.param(
        "  - {players: 4, starting_coins: [1, 2, 2, 3],",
        "  - {players: 4, starting_coins: [1, 2, 3],",
        "setups[2].starting_coins",
        "needs one amount per player (4), got 3",
        id="coins-per-player",
    ),
    pytest.param(
        "    - {id: bonus-south, side: south, vp: 5}",
        "    - {id: bonus-south, side: west, vp: 5}",
        "bonus_tiles.tiles[1].side",
        "unknown canal side 'west'; sides are ['north', 'south']",
        id="bonus-side",
    ),
    pytest.param(
        "    - {id: CS, name: Castello, side: north}",
        "    - {id: CS, name: Castello, side: east}",
        "board.districts[2].side",
        "unknown canal side 'east'; sides are ['north', 'south']",
        id="district-side",
    ),
    pytest.param(
        "D: bridge_with_advantage,",
        "D: build_bridge,",
        "neutral_player.stage_actions.D",
        "unknown neutral action 'build_bridge'",
        id="neutral-action",
    ),
    pytest.param(
        "    alternatives: [one_total]\n",
        "    alternatives: [two_total]\n",
        "options.neutral_gondola_councillors.alternatives[0]",
        "unknown choice 'two_total'",
        id="option-choice",
    ),
    pytest.param(
        "    alternatives: [1]\n",
        "    alternatives: [2]\n",
        "options.joker_pair_counts.alternatives",
        "alternatives must differ from the default and from each other",
        id="option-alternative",
    ),
    pytest.param(
        "  taking_building_optional:\n",
        "  taking_buildings_optional:\n",
        "options.taking_buildings_optional",
        "unknown key 'taking_buildings_optional'; expected one of: middle_building_order, joker_pair_counts,",
        id="reading-unknown",
    ),
    pytest.param(
        "  taking_building_optional:\n",
        "  taking_buildings_optional:\n",
        "options",
        "missing key 'taking_building_optional' (a mapping with keys default, alternatives, title, labels,",
        id="reading-missing",
    ),
    pytest.param(
        "  vp_floor_zero:\n    default: true\n",
        "  vp_floor_zero:\n    default: 1\n",
        "options.vp_floor_zero.default",
        "expected true or false, got int 1",
        id="reading-of-another-kind",
    ),
    pytest.param(
        "  doge_track_length:\n    default: 0\n",
        "  doge_track_length:\n    default: zero\n",
        "options.doge_track_length.default",
        "expected a whole number, got str 'zero'",
        id="reading-number-as-a-word",
    ),
]


@pytest.mark.parametrize(("old", "new", "key_path", "expected"), EDITS)
def test_cross_checks_name_the_file_line_key_and_expectation(
    tmp_path: Path, old: str, new: str, key_path: str, expected: str
):
    text = REAL.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} must occur once in data/rialto.yaml"
    path = tmp_path / "edited.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_rialto(path)
    matching = [p for p in caught.value.problems if p.path == key_path]
    assert matching, f"no problem at {key_path}; got {[str(p) for p in caught.value.problems]}"
    problem = matching[0]
    assert problem.file == "edited.yaml" and problem.line is not None
    assert expected in problem.message
    assert str(problem).startswith(f"edited.yaml, line {problem.line} at {key_path}: ")
