"""GameDefs (what the menu shows without loading data) agree with the data; OptionDefs check every option."""

from __future__ import annotations

import pytest

from tabletop.engine import Match
from tabletop.engine.errors import SetupError
from tabletop.engine.gamedef import OptionDef, check_options, parse_options
from tabletop.engine.message import say
from tabletop.games.registry import GAMES, load_rules


@pytest.mark.parametrize("slug", list(GAMES))
def test_each_gamedef_agrees_with_its_data_and_rules(slug):
    game, rules = GAMES[slug], load_rules(slug)
    assert game.slug == rules.slug and say(game.title) == say(rules.title) == say(rules.spec.title)
    assert game.players == rules.player_counts and say(game.blurb) == say(rules.spec.blurb)
    assert game.length_unit == rules.length_unit and game.data_file == f"{slug}.yaml"
    for count in game.players:
        assert game.variants_for(count) == rules.variants_for(count)


@pytest.mark.parametrize("slug", list(GAMES))
def test_every_declared_option_default_sets_up_and_every_allowed_value_is_accepted(slug):
    rules = load_rules(slug)
    defs = rules.option_defs()
    assert len({d.key for d in defs}) == len(defs) and all(d.explain and d.title for d in defs)
    count = max(rules.player_counts)
    variant = rules.variants_for(count)[-1]
    for d in defs:
        if d.kind == "choice":
            assert d.default in d.allowed
            for value in d.allowed:
                Match(rules, [f"P{i}" for i in range(count)], variant, {d.key: value}, seed=2)
    Match(rules, [f"P{i}" for i in range(count)], variant, {d.key: d.default for d in defs}, seed=2)


def test_unknown_options_and_refused_values_are_setup_errors_naming_them():
    rules = load_rules("rialto")
    with pytest.raises(SetupError, match=r"unknown option 'colour'; known: first, middle_building_order"):
        Match(rules, ["A", "B"], options={"colour": "red"}, seed=1)
    with pytest.raises(SetupError, match=r"joker_pair_counts=3: must be one of 2, 1"):
        Match(rules, ["A", "B"], options={"joker_pair_counts": 3}, seed=1)
    with pytest.raises(SetupError, match=r"first=5: must be a seat number from 0 to 1, or random"):
        Match(rules, ["A", "B"], options={"first": 5}, seed=1)
    with pytest.raises(SetupError, match=r"vp_floor_zero='yes': must be one of true, false"):
        Match(rules, ["A", "B"], options={"vp_floor_zero": "yes"}, seed=1)


def test_a_custom_mascarade_set_is_judged_by_the_set_rules_only_where_it_applies():
    rules = load_rules("mascarade")
    with pytest.raises(SetupError, match="set: unknown dragon"):
        Match(rules, [f"P{i}" for i in range(6)], "custom", {"set": ["dragon"]}, seed=1)
    with pytest.raises(SetupError, match="6 players use"):
        Match(rules, [f"P{i}" for i in range(6)], "custom", {"set": ["judge", "king", "queen"]}, seed=1)
    # at 2 players, or in the recommended variant, the set is ignored (the fixed set is dealt)
    Match(rules, ["A", "B"], "custom", {"set": ["dragon"]}, seed=1)


def test_command_line_option_texts_are_parsed_by_their_declaration():
    defs = load_rules("rialto").option_defs()
    assert parse_options(defs, ["joker_pair_counts=1", "vp_floor_zero=false", "first=1"], 2) == {
        "joker_pair_counts": 1,
        "vp_floor_zero": False,
        "first": 1,
    }
    assert parse_options(defs, ["doge_arrival=bottom", "first=random"], 2) == {
        "doge_arrival": "bottom",
        "first": "random",
    }
    for bad, message in [
        ("joker_pair_counts", "expected KEY=VALUE"),
        ("=1", "expected KEY=VALUE"),
        ("speed=3", "unknown option 'speed'"),
        ("joker_pair_counts=7", "must be one of 2, 1"),
        ("first=9", "seat number from 0 to 1"),
    ]:
        with pytest.raises(SetupError, match=message):
            parse_options(defs, [bad], 2)
    sets = load_rules("mascarade").option_defs()
    assert parse_options(sets, ["set=judge,king,queen,bishop,witch,cheat"], 6) == {
        "set": ["judge", "king", "queen", "bishop", "witch", "cheat"]
    }


def test_check_options_names_every_problem_at_once():
    defs = (
        OptionDef("a", "A", "choice", 1, "a number", (1, 2)),
        OptionDef("b", "B", "choice", "x", "a letter", ("x",)),
    )
    with pytest.raises(SetupError) as caught:
        check_options(defs, {"a": 3, "b": "y", "c": 0}, 2, "standard")
    text = str(caught.value)
    assert "unknown option 'c'" in text and "a=3" in text and "b='y'" in text
