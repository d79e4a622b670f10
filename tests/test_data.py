"""Game data: data/capo.yaml validates, every game sets up at every player count and variant, and broken
files give the promised error: the file, the line, the key path and what was expected.

The broken files in tests/fixtures/broken/ are copies of data/capo.yaml with one fault each (named in
their first line). Expected lines are found by looking the faulty text up, so editing data/capo.yaml and
regenerating a fixture does not break the test for the wrong reason.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tabletop.engine import DataError, Match, SeededRng
from tabletop.engine.errors import SetupError
from tabletop.engine.message import say
from tabletop.engine.view import plain
from tabletop.games.capo.rules.data import CapoSpec, load_capo
from tabletop.games.registry import GAMES, load_rules
from tabletop.paths import data_dir
from tabletop.spec import Checker, build, load_yaml
from tests.data_helpers import assert_one_problem, data_error, line_of

ROOT = Path(__file__).resolve().parent.parent
BROKEN = Path(__file__).resolve().parent / "fixtures" / "broken"


def load_error(name: str) -> DataError:
    """Load a broken fixture with load_capo and return the DataError it must raise."""
    return data_error(load_capo, BROKEN / name)


# ----- the real data --------------------------------------------------------------------------------
def test_capo_data_validates_into_the_rulebook_components():
    spec = load_capo(data_dir() / "capo.yaml")
    assert isinstance(spec, CapoSpec)
    assert spec.players == (2,)
    assert [d.id for d in spec.dice] == ["white", "black"]
    assert sorted(c.id for c in spec.area_cards) == ["K1", "K2", "K3", "W1", "W2", "W3"]
    assert all(spec.card(c.die, c.value) == c.id for c in spec.area_cards)
    assert spec.influence_tokens.total == sum(t.count for t in spec.influence_tokens.by_value) == 30
    assert spec.bribe_tokens.total == sum(t.count for t in spec.bribe_tokens.by_value) == 15
    assert (spec.value_cubes.total, spec.mayor_chips.total, spec.executioner.count) == (21, 15, 1)
    assert spec.extortion.arrest_above == spec.mayor_card.extortion_track[-1] == 6
    assert {a.id: a.cost for a in spec.chip_actions} == {
        "deceive": 1,
        "pocket": 1,
        "payoff": 1,
        "backstab": 1,
        "reneg": 2,
        "scandal": 2,
    }
    assert spec.influence_tokens.source == "reconstructed" and spec.influence_tokens.note  # provenance kept
    with pytest.raises(dataclasses.FrozenInstanceError):
        spec.title = "x"  # type: ignore[misc]


def test_every_registered_game_has_its_data_file_and_loads():
    assert "capo" in GAMES
    for slug, entry in GAMES.items():
        assert entry.slug == slug
        assert (data_dir() / entry.data_file).is_file()
        rules = load_rules(slug)
        assert rules.slug == slug and say(rules.title) == say(entry.title)
        assert rules.player_counts and rules.variants


CASES = [
    (slug, n, v)
    for slug in GAMES
    for rules in [load_rules(slug)]
    for n in rules.player_counts
    for v in rules.variants_for(n)
]


@pytest.mark.parametrize(("slug", "players", "variant"), CASES, ids=[f"{s}-{n}p-{v}" for s, n, v in CASES])
def test_every_game_sets_up_at_every_player_count_and_variant(slug, players, variant):
    rules = load_rules(slug)
    for seed in range(5):
        match = Match(rules, [f"P{i + 1}" for i in range(players)], variant, seed=seed)
        decision = match.decision()
        assert decision.seat in range(players) and decision.actions
        assert not match.is_over()
        components = rules.components(match.state)
        assert components and set(components.values()) == {1}
        for seat in [None, *range(players)]:
            assert isinstance(plain(match.view(seat)), dict)  # a frozen dataclass of plain data
    with pytest.raises(SetupError, match="cannot be played by"):
        Match(rules, ["Solo"] * (max(rules.player_counts) + 1), variant)
    with pytest.raises(SetupError, match="no-such-variant"):
        Match(rules, ["P1", "P2"][: min(rules.player_counts)] or ["P1"], "no-such-variant")


def test_capo_setup_matches_the_rulebook():
    rules = load_rules("capo")
    for first in (0, 1):
        match = Match(rules, ["Anna", "Bruno"], options={"first": first}, rng=SeededRng(4))
        state = match.state
        assert state.active == first and match.decision().seat == first
        assert (state.chips(first), state.chips(1 - first)) == (4, 5)
        assert state.count("cubes:M") == 2 and state.count("supply:cubes") == 19
        assert sorted(state.bribe_value.values()) == [1] * 5 + [2] * 5 + [3] * 5
        assert [str(a) for a in match.legal_actions()][0] == "roll"


# ----- broken files ---------------------------------------------------------------------------------
def test_bad_yaml_syntax():
    error = load_error("bad_syntax.yaml")
    [problem] = error.problems
    assert problem.file == "bad_syntax.yaml"
    opened = line_of(BROKEN / "bad_syntax.yaml", "{id: W3")
    assert problem.line == opened + 1  # the parser notices on the next line, and names where the mapping began
    assert problem.path == "area_cards[2].name"
    message = str(error)
    assert message.startswith(f"bad_syntax.yaml, line {opened + 1} at area_cards[2].name: not valid YAML")
    assert "expected ',' or '}'" in message and f"flow mapping from line {opened}" in message


def test_unknown_key():
    assert_one_problem(
        load_capo,
        BROKEN,
        "unknown_key.yaml",
        "pips: round",
        "dice[0].pips",
        "unknown key 'pips'; expected one of: id, colour, sides",
    )


def test_wrong_type():
    assert_one_problem(
        load_capo,
        BROKEN,
        "wrong_type.yaml",
        "total: twenty-one",
        "value_cubes.total",
        "expected a whole number, got str 'twenty-one'",
    )


def test_missing_key():
    assert_one_problem(
        load_capo,
        BROKEN,
        "missing_key.yaml",
        "value_cubes:",
        "value_cubes",
        "missing key 'refill_at_top_bonus' (a whole number)",
    )


def test_dangling_reference():
    assert_one_problem(
        load_capo,
        BROKEN,
        "dangling_reference.yaml",
        "die: blue",
        "area_cards[4].die",
        "unknown die 'blue'; dice are ['black', 'white']",
    )


def test_counts_that_do_not_add_up():
    assert_one_problem(
        load_capo,
        BROKEN,
        "counts_mismatch.yaml",
        "by_value:",
        "influence_tokens.by_value",
        "counts add up to 29, but total is 30",
        occurrence=1,
    )  # the influence tokens' split


def test_duplicate_key():
    assert_one_problem(
        load_capo, BROKEN, "duplicate_key.yaml", "value: 5", "mayor_card.value", "duplicate key 'value'"
    )  # the second 'value' of the Mayor card


def test_each_fixture_differs_from_the_real_data_in_one_place():
    real = (ROOT / "data" / "capo.yaml").read_text(encoding="utf-8").splitlines()
    for path in sorted(BROKEN.glob("*.yaml")):
        broken = path.read_text(encoding="utf-8").splitlines()
        assert broken[0].startswith("# Broken on purpose"), path.name
        body = broken[1:]
        changed = [i for i, (a, b) in enumerate(zip(real, body)) if a != b]
        assert len(body) != len(real) or len(changed) == 1, f"{path.name} changes {len(changed)} lines"
        assert abs(len(body) - len(real)) <= 1, path.name
    assert len(list(BROKEN.glob("*.yaml"))) == 7


# ----- more of the loader's promises ---------------------------------------------------------------
def test_every_problem_is_reported_at_once(tmp_path: Path):
    text = (BROKEN / "unknown_key.yaml").read_text(encoding="utf-8")
    text = text.replace("  total: 21\n", "  total: lots\n").replace("die: black, value: 2", "die: blue, value: 2")
    path = tmp_path / "two_faults.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_capo(path)
    paths = [p.path for p in caught.value.problems]
    assert paths == ["dice[0].pips", "value_cubes.total"]  # structure first; references are checked once it is sound
    assert len(str(caught.value).splitlines()) == 2


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("0x1F", 31),
        ("1_000", 1000),
        ("017", 15),
        ("1:30", 90),
        (".inf", float("inf")),
        ("yes", True),
        ("Off", False),
        ("~", None),
    ],
)
def test_scalars_read_as_yaml_safe_load_reads_them(tmp_path: Path, value, expected):
    path = tmp_path / "scalar.yaml"
    path.write_text(f"a: {value}\n", encoding="utf-8")
    data, source = load_yaml(path)
    assert data == {"a": expected}
    assert source.line(("a",)) == 1


def test_a_malformed_scalar_is_a_data_error_not_a_crash(tmp_path: Path):
    path = tmp_path / "scalar.yaml"
    path.write_text("game: capo\nsides: !!int six\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"scalar\.yaml, line 2 at sides: cannot read 'six' as int"):
        load_yaml(path)


def test_a_float_where_a_whole_number_is_expected(tmp_path: Path):
    path = tmp_path / "cubes.yaml"
    text = (ROOT / "data" / "capo.yaml").read_text(encoding="utf-8").replace("  total: 21\n", "  total: .inf\n")
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=r"at value_cubes\.total: expected a whole number, got float inf"):
        load_capo(path)


def test_an_empty_or_missing_file(tmp_path: Path):
    empty = tmp_path / "empty.yaml"
    empty.write_text("# nothing\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"empty\.yaml: the file is empty"):
        load_capo(empty)
    with pytest.raises(DataError, match=r"gone\.yaml: cannot read the file"):
        load_capo(tmp_path / "gone.yaml")


def test_the_validator_describes_what_it_expected(tmp_path: Path):
    path = tmp_path / "first.yaml"
    path.write_text("chip_actions:\n  - {id: bribe, cost: 1, name: B, text: t}\n", encoding="utf-8")
    data, source = load_yaml(path)
    check = Checker(source)
    assert build(CapoSpec, data, check) is None
    messages = [str(p) for p in check.problems]
    assert (
        "first.yaml, line 2 at chip_actions[0].id: expected one of "
        "'deceive', 'pocket', 'payoff', 'backstab', 'reneg', 'scandal', got 'bribe'" in messages
    )
    assert any(m.startswith("first.yaml, line 1: missing key 'game' (text)") for m in messages)
