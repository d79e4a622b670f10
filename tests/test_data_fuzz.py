"""Data files refuse negative, zero or huge counts, out-of-range numbers and wrong-length lists, naming the key.

The four real data files are mutated (every number set to -1, 0 and 10**9; every list cut by one, lengthened by
one and emptied; and, with hypothesis, random numbers at random numbers' places). Each mutated file either fails
to load with a DataError naming the mutated key (exactly there, with the constraint's message, when the value
breaks its field's declared Range or Length), or loads, sets up at every player count and variant and plays 30
random legal moves raising nothing but a clean TabletopError (see tests/fuzz_data.py for the property).
"""

from __future__ import annotations

import dataclasses
import types
from pathlib import Path
from typing import Annotated, Any, Union, get_args, get_origin, get_type_hints

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine import DataError
from tabletop.engine.message import Msg
from tabletop.games.capo.rules.data import load_capo
from tabletop.games.masques.rules.data import load_masques
from tabletop.games.rialto.rules.data import load_rialto
from tabletop.paths import data_dir
from tabletop.spec import Checker, Length, Range, SourceMap, build, load_yaml
from tabletop.spec.loader import format_path
from tests.data_helpers import line_of
from tests.fuzz_data import GAMES, check, declared, get, leaves, mutated, mutations, real_data

MUTATIONS = [m for slug in GAMES for m in mutations(slug)]
NUMBERS = {slug: [p for p, v in leaves(real_data(slug)) if not isinstance(v, list)] for slug in GAMES}
LISTS = {slug: [p for p, v in leaves(real_data(slug)) if isinstance(v, list)] for slug in GAMES}


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder for the mutated files of this module (each check overwrites its game's file)."""
    return tmp_path_factory.mktemp("fuzz")


def edited(tmp_path: Path, name: str, *edits: tuple[str, str]) -> Path:
    """The real data file ``name`` with each (old, new) edit made once, written to ``tmp_path / name``."""
    text = (data_dir() / name).read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, f"{old!r} is not in data/{name}"
        text = text.replace(old, new, 1)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def only_problem(load: Any, path: Path) -> str:
    """Load ``path``, which must fail with exactly one problem; return the error's text."""
    with pytest.raises(DataError) as caught:
        load(path)
    assert len(caught.value.problems) == 1, str(caught.value)
    return str(caught.value)


# ----- the reported bugs --------------------------------------------------------------------------------
def test_a_negative_token_count_is_refused_even_when_the_counts_add_up(tmp_path: Path):
    path = edited(
        tmp_path,
        "capo.yaml",
        ("{value: 1, count: 10}", "{value: 1, count: -10}"),
        ("{value: 2, count: 10}", "{value: 2, count: 20}"),
        ("{value: 3, count: 10}", "{value: 3, count: 20}"),
    )
    line = line_of(path, "{value: 1, count: -10}")
    assert only_problem(load_capo, path) == (
        f"capo.yaml, line {line} at influence_tokens.by_value[0].count: expected a whole number from 1 to 100, got -10"
    )


def test_a_die_with_negative_sides_is_refused(tmp_path: Path):
    path = edited(
        tmp_path, "capo.yaml", ("{id: white, colour: white, sides: 6}", "{id: white, colour: white, sides: -6}")
    )
    line = line_of(path, "sides: -6")
    assert only_problem(load_capo, path) == (
        f"capo.yaml, line {line} at dice[0].sides: expected a whole number from 2 to 20, got -6"
    )


def test_a_colour_of_two_numbers_is_refused(tmp_path: Path):
    path = edited(tmp_path, "masques.yaml", ("dandolo: [64, 120, 200]", "dandolo: [64, 120]"))
    line = line_of(path, "dandolo: [64, 120]")
    assert only_problem(load_masques, path) == (
        f"masques.yaml, line {line} at presentation.families.dandolo: expected 3 items, got 2"
    )


def test_a_colour_channel_above_255_is_refused(tmp_path: Path):
    path = edited(tmp_path, "masques.yaml", ("foscari: [140, 140, 140]", "foscari: [140, 256, 140]"))
    line = line_of(path, "foscari: [140, 256, 140]")
    assert only_problem(load_masques, path) == (
        f"masques.yaml, line {line} at presentation.families.foscari[1]: expected a whole number from 0 to 255, got 256"
    )


def test_a_die_the_dice_table_cannot_read_is_refused(tmp_path: Path):
    path = edited(
        tmp_path, "capo.yaml", ("{id: black, colour: black, sides: 6}", "{id: black, colour: black, sides: 8}")
    )
    line = line_of(path, "sides: 8")
    assert only_problem(load_capo, path) == (
        f"capo.yaml, line {line} at dice[1].sides: the dice table reads six-sided dice: 6"
    )


@pytest.mark.parametrize(
    ("old", "new", "anchor", "expected"),
    [
        (
            "params: {counts_as: 1}",
            "params: {counts_as: 4}",
            "params: {counts_as: 4}",
            "at buildings.kinds[5].params.counts_as: expected a whole number from 1 to 3, got 4",
        ),
        (
            "  joker_pair_counts:\n    default: 2",
            "  joker_pair_counts:\n    default: 3",
            "default: 3",
            "at options.joker_pair_counts.default: expected a whole number from 1 to 2, got 3",
        ),
    ],
    ids=["effect-param", "numeric-option"],
)
def test_rialto_effect_params_and_numeric_options_have_their_own_ranges(tmp_path: Path, old, new, anchor, expected):
    path = edited(tmp_path, "rialto.yaml", (old, new))
    assert only_problem(load_rialto, path) == f"rialto.yaml, line {line_of(path, anchor)} {expected}"


# ----- the constraint mechanism -------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class _Model:
    """A model using every kind of constraint."""

    count: Annotated[int, Range(1, 200)]
    floor: Annotated[int, Range(0, None)] = 0
    ceiling: Annotated[float, Range(None, 2.5)] = 0.0
    six: Annotated[int, Range(6, 6)] = 6
    rgb: Annotated[tuple[Annotated[int, Range(0, 255)], ...], Length(3)] = (0, 0, 0)
    some: Annotated[tuple[str, ...], Length(1, 2)] = ("a",)
    many: Annotated[tuple[str, ...], Length(1, None)] = ("a",)
    few: Annotated[dict[Annotated[int, Range(4, 13)], str], Length(None, 1)] = dataclasses.field(default_factory=dict)


@pytest.mark.parametrize(
    ("yaml_text", "expected"),
    [
        ("count: -6", "line 1 at count: expected a whole number from 1 to 200, got -6"),
        ("count: 201", "line 1 at count: expected a whole number from 1 to 200, got 201"),
        ("count: 2.5", "line 1 at count: expected a whole number, got float 2.5"),
        ("count: 1\nfloor: -1", "line 2 at floor: expected a whole number of at least 0, got -1"),
        ("count: 1\nceiling: 3", "line 2 at ceiling: expected a number of at most 2.5, got 3.0"),
        ("count: 1\nsix: 8", "line 2 at six: expected a whole number equal to 6, got 8"),
        ("count: 1\nrgb: [1, 2]", "line 2 at rgb: expected 3 items, got 2"),
        ("count: 1\nrgb: [1, 2, 300]", "line 2 at rgb[2]: expected a whole number from 0 to 255, got 300"),
        ("count: 1\nsome: []", "line 2 at some: expected 1 to 2 items, got 0"),
        ("count: 1\nmany: []", "line 2 at many: expected at least 1 item, got 0"),
        ("count: 1\nfew: {4: a, 5: b}", "line 2 at few: expected at most 1 item, got 2"),
        ("count: 1\nfew: {3: a}", "line 2 at few[3]: expected a key that is a whole number from 4 to 13, got 3"),
        ("count: 1\nfew: {x: a}", "line 2 at few.x: key 'x' should be a whole number"),
        ("floor: 1", "line 1: missing key 'count' (a whole number)"),
    ],
)
def test_constraints_are_checked_and_named(tmp_path: Path, yaml_text: str, expected: str):
    path = tmp_path / "model.yaml"
    path.write_text(yaml_text + "\n", encoding="utf-8")
    data, source = load_yaml(path)
    check = Checker(source)
    assert build(_Model, data, check) is None
    assert [str(p) for p in check.problems] == [f"model.yaml, {expected}"]


def test_values_within_their_constraints_build():
    data = {"count": 200, "floor": 10**9, "ceiling": -1, "rgb": [0, 128, 255], "some": ["a", "b"], "few": {13: "x"}}
    check = Checker(SourceMap("model.yaml"))
    model = build(_Model, data, check)
    assert not check.problems and model == _Model(200, 10**9, -1.0, 6, (0, 128, 255), ("a", "b"), ("a",), {13: "x"})


def _unbounded(tp: Any, where: str, bounded: bool = False) -> list[str]:
    """Every number in type ``tp`` (at ``where``) without both bounds of a Range, recursing into models."""
    if get_origin(tp) is Annotated:
        base, *meta = get_args(tp)
        ranges = [m for m in meta if isinstance(m, Range)]
        return _unbounded(base, where, any(r.low is not None and r.high is not None for r in ranges))
    if tp in (int, float):
        return [] if bounded else [where]
    if tp is Msg:  # a text of the data (words, with no numbers of the model inside)
        return []
    if dataclasses.is_dataclass(tp):
        hints = get_type_hints(tp, include_extras=True)
        return [w for f in dataclasses.fields(tp) for w in _unbounded(hints[f.name], f"{tp.__name__}.{f.name}")]
    if get_origin(tp) in (tuple, dict, Union, types.UnionType):
        return [w for i, arg in enumerate(get_args(tp)) if arg is not ... for w in _unbounded(arg, f"{where}[{i}]")]
    return []


@pytest.mark.parametrize("slug", GAMES)
def test_every_number_in_every_model_is_bounded(slug: str):
    assert _unbounded(GAMES[slug].spec, slug) == []


@pytest.mark.parametrize("slug", GAMES)
def test_every_number_and_list_of_the_real_file_has_a_declared_constraint(slug: str):
    spec = GAMES[slug].spec
    missing = [format_path(p) for p in NUMBERS[slug] if not any(isinstance(c, Range) for c in declared(spec, p))]
    assert missing == []
    lists = [p for p in LISTS[slug] if p != ("readings",)]  # free-text notes: any number of them
    assert [format_path(p) for p in lists if not any(isinstance(c, Length) for c in declared(spec, p))] == []


# ----- the property: every mutation of every real file --------------------------------------------------
QUICK_SHARE = 24  # the quick tier checks one mutation of every eighth place (its kind rotating); the soak all


def _quick(index: int) -> bool:
    place, kind = divmod(index, 3)  # three mutations per place (NUMBER_MUTATIONS, LIST_MUTATIONS)
    return (place + kind) % QUICK_SHARE == 0


@pytest.mark.parametrize(
    ("slug", "path", "kind"),
    [pytest.param(*m, marks=() if _quick(i) else pytest.mark.soak) for i, m in enumerate(MUTATIONS)],
    ids=[f"{s}-{format_path(p)}-{k}" for s, p, k in MUTATIONS],
)
def test_a_mutated_data_file_is_refused_at_its_key_or_plays(folder: Path, slug: str, path: tuple, kind: str):
    check(slug, mutated(real_data(slug), path, kind), path, folder)


def numbers_near_bounds(slug: str, path: tuple) -> list[int]:
    """The declared bounds of the number at ``path``, and one either side of each."""
    ranges = [c for c in declared(GAMES[slug].spec, path) if isinstance(c, Range)]
    return sorted({int(b) + d for r in ranges for b in (r.low, r.high) if b is not None for d in (-1, 0, 1)})


@st.composite
def number_mutations(draw: st.DrawFn, slug: str) -> tuple[tuple, Any]:
    """A number's place in the real file and a value for it: near its bounds, small, huge, or not whole."""
    path = draw(st.sampled_from(NUMBERS[slug]))
    near = numbers_near_bounds(slug, path)
    value = draw(
        st.one_of(
            st.sampled_from(near or [0]),
            st.integers(-5, 60),
            st.integers(-(10**12), 10**12),
            st.floats(allow_nan=True, allow_infinity=True),
        )
    )
    return path, value


@st.composite
def list_mutations(draw: st.DrawFn, slug: str) -> tuple[tuple, Any]:
    """A list's place in the real file and a new length for it (items cut, or the last repeated)."""
    path = draw(st.sampled_from(LISTS[slug]))
    items = list(get(real_data(slug), path))
    size = draw(st.integers(0, len(items) + 3))
    return path, (items + items[-1:] * size)[:size]


FAST = settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("slug", GAMES)
def test_random_numbers_at_random_places_are_refused_at_their_key_or_play(folder: Path, slug: str):
    @FAST
    @given(number_mutations(slug))
    def run(mutation: tuple[tuple, Any]) -> None:
        path, value = mutation
        check(slug, mutated(real_data(slug), path, value), path, folder)

    run()


SOAK = settings(max_examples=500, deadline=None, suppress_health_check=list(HealthCheck))


@pytest.mark.soak
@pytest.mark.parametrize("slug", GAMES)
def test_soak_many_random_numbers_and_lengths_with_longer_games(folder: Path, slug: str):
    @SOAK
    @given(st.one_of(number_mutations(slug), list_mutations(slug)))
    def run(mutation: tuple[tuple, Any]) -> None:
        path, value = mutation
        check(slug, mutated(real_data(slug), path, value), path, folder, moves=100)

    run()


def bounds_cases(slug: str) -> list[tuple[tuple, int]]:
    """Every number's field at and beside each of its bounds: once per (field, value), the items of a list that
    share the field taking turns (their constraint is the field's, so its bounds are checked once; which item holds
    the value changes the games played)."""
    places: dict[tuple[tuple, int], list[tuple]] = {}
    for path in NUMBERS[slug]:
        field = tuple(None if isinstance(part, int) else part for part in path)
        for value in numbers_near_bounds(slug, path):
            places.setdefault((field, value), []).append(path)
    return [(paths[k % len(paths)], value) for k, ((_field, value), paths) in enumerate(places.items())]


@pytest.mark.soak
@pytest.mark.parametrize("slug", GAMES)
def test_soak_every_number_at_and_beside_its_bounds_with_longer_games(folder: Path, slug: str):
    for path, value in bounds_cases(slug):
        check(slug, mutated(real_data(slug), path, value), path, folder, moves=200)
