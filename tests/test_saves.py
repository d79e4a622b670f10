"""Save files on disk: atomic writes, field checks on reading, the folder scan, setting aside, and a fuzz of
every field (missing, every wrong type, out of range), truncated files and random bytes: the scan never
raises and every bad file is set aside by the menu."""

from __future__ import annotations

import contextlib
import json
import os
import stat
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.engine import Match, SaveError
from tabletop.engine.message import say
from tabletop.engine.saves import (
    check_fields,
    delete_save,
    new_save_path,
    read_save,
    remove_stale_temporaries,
    scan_saves,
    set_aside,
    write_save,
)
from tabletop.games.registry import check_save_game, load_rules
from tests.cases import largest

RULES = load_rules("capo")


def seeded(seed: int = 5, moves: int = 0) -> Match:
    """A seeded Capo match after ``moves`` first-listed legal actions."""
    match = Match(RULES, ["Anna", "Bruno"], seed=seed)
    for _ in range(moves):
        if match.is_over():
            break
        match.apply(match.legal_actions()[0])
    return match


SOUND = seeded(moves=6).to_save()


# ----- writing ---------------------------------------------------------------------------------------
def test_write_save_writes_json_and_leaves_no_temporary_file(tmp_path: Path):
    path = tmp_path / "saves" / "capo-1.json"  # the folder is created
    write_save(path, SOUND)
    assert json.loads(path.read_text(encoding="utf-8")) == SOUND
    assert read_save(path) == SOUND
    assert [p.name for p in path.parent.iterdir()] == ["capo-1.json"]


def test_a_save_records_how_far_the_game_got_in_its_own_unit():
    assert SOUND["length"] == seeded(moves=6).state.turn
    rialto = Match(load_rules("rialto"), ["A", "B"], seed=1).to_save()
    assert rialto["length"] == 0  # Rialto's starting buildings come before round 1


def test_write_save_syncs_the_file_then_renames_then_syncs_the_folder(tmp_path: Path, monkeypatch):
    path = tmp_path / "game.json"
    calls: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(
        os,
        "replace",
        lambda a, b: (calls.append(f"replace {Path(a).parent == path.parent} {Path(b).name}"), real_replace(a, b))[1],
    )
    write_save(path, SOUND)
    # a temporary file in the same folder, synced, renamed over, then the folder synced so the rename lasts
    assert calls == ["fsync", "replace True game.json", "fsync"]


def test_write_save_gives_the_file_the_users_usual_permissions(tmp_path: Path):
    old = os.umask(0o022)
    try:
        write_save(tmp_path / "a.json", SOUND)
        os.umask(0o077)
        write_save(tmp_path / "b.json", SOUND)
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "a.json").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "b.json").stat().st_mode) == 0o600


def test_write_save_keeps_the_old_save_when_writing_fails(tmp_path: Path, monkeypatch):
    path = tmp_path / "game.json"
    write_save(path, SOUND)
    with pytest.raises(TypeError):
        write_save(path, dict(SOUND, log=[object()]))  # not JSON: fails halfway through writing
    assert read_save(path) == SOUND
    monkeypatch.setattr(os, "replace", lambda a, b: (_ for _ in ()).throw(OSError("disk full")))
    with pytest.raises(OSError, match="disk full"):
        write_save(path, seeded(moves=9).to_save())
    assert read_save(path) == SOUND
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no temporary file left behind


def test_stale_temporary_files_of_a_killed_write_are_removed(tmp_path: Path):
    write_save(tmp_path / "capo-1.json", SOUND)
    (tmp_path / "capo-1.jsonab12cd.tmp").write_text('{"half', encoding="utf-8")
    (tmp_path / "notes.tmp").write_text("not ours", encoding="utf-8")
    assert remove_stale_temporaries(tmp_path) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["capo-1.json", "notes.tmp"]
    assert remove_stale_temporaries(tmp_path / "nowhere") == 0


def test_new_save_path_never_reuses_a_name(tmp_path: Path):
    first = new_save_path(tmp_path, "capo")
    first.write_text("{}", encoding="utf-8")
    second = new_save_path(tmp_path, "capo")
    assert first != second and not second.exists()
    assert first.name.startswith("capo-") and second.suffix == ".json"


def test_delete_save_removes_the_file(tmp_path: Path):
    path = tmp_path / "a.json"
    write_save(path, SOUND)
    delete_save(path)
    assert not path.exists()


# ----- reading -----------------------------------------------------------------------------------------
def test_read_save_raises_save_error_for_corrupt_json(tmp_path: Path):
    path = tmp_path / "broken.json"
    path.write_text('{"game": "capo", "log": ["roll",', encoding="utf-8")
    with pytest.raises(SaveError, match=r"broken\.json: not valid JSON \(line 1"):
        read_save(path)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(players=None), r"'players' should be a list of names, not NoneType"),
        (lambda d: d.update(players=3), r"'players' should be a list of names, not int"),
        (lambda d: d.update(players=[]), r"it has 0 players"),
        (lambda d: d.update(players=["A", 7]), r"player names should be text"),
        (lambda d: d.update(players=["A", "A"]), r"two players have the same name"),
        (lambda d: d.update(players=["A", "x" * 61]), r"player names should be text of 1 to 60"),
        (lambda d: d.update(seed=-1), r"seed -1 is out of range"),
        (lambda d: d.update(seed=True), r"'seed' should be a whole number, not bool"),
        (lambda d: d.update(log=["roll", ""]), r"move 2 of the log is not a move"),
        (lambda d: d.update(over="no"), r"'over' should be true or false, not str"),
        (lambda d: d.update(length=-3), r"length -3 is out of range"),
        (lambda d: d.update(game=None), r"it names no game"),
        (lambda d: d.update(variant=4), r"'variant' should be text, not int"),
    ],
)
def test_every_field_is_checked_on_reading(tmp_path: Path, change, message):
    data = json.loads(json.dumps(SOUND))
    change(data)
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match=message):
        read_save(path)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(game="chess"), r"a game Tabletop does not know: 'chess'"),
        (lambda d: d.update(players=["A", "B", "C"]), r"Capo dei Capi is not played by 3 players"),
        (lambda d: d.update(variant="giant"), r"no variant 'giant' at 2 players"),
    ],
)
def test_the_game_count_and_variant_must_be_known(tmp_path: Path, change, message):
    data = json.loads(json.dumps(SOUND))
    change(data)
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match=message):
        read_save(path, check_save_game)


def test_the_reported_crash_a_save_whose_players_is_null_is_now_set_aside(tmp_path: Path):
    (tmp_path / "bad.json").write_text(
        '{"format":1,"game":"capo","players":null,"seed":7,"log":["roll"]}', encoding="utf-8"
    )
    scan = scan_saves(tmp_path, check_save_game)
    assert scan.good == [] and [p.name for p, _ in scan.bad] == ["bad.json"]
    assert "'players' should be a list of names, not NoneType" in say(scan.bad[0][1])


def test_scan_saves_separates_good_saves_from_bad_ones(tmp_path: Path):
    older, newer = tmp_path / "a.json", tmp_path / "b.json"
    write_save(older, seeded(moves=3).to_save())
    write_save(newer, seeded(seed=6, moves=7).to_save())
    os.utime(older, (1_000_000, 1_000_000))
    (tmp_path / "corrupt.json").write_text("{nope", encoding="utf-8")
    (tmp_path / "other.json").write_text('{"hello": 1}', encoding="utf-8")
    (tmp_path / "unknown.json").write_text(json.dumps(dict(SOUND, game="chess")), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a save", encoding="utf-8")
    scan = scan_saves(tmp_path, check_save_game)
    assert [(s.path.name, s.game, s.players, s.moves, s.over) for s in scan.good] == [
        ("b.json", "capo", ("Anna", "Bruno"), 7, False),
        ("a.json", "capo", ("Anna", "Bruno"), 3, False),
    ]
    assert sorted(p.name for p, _ in scan.bad) == ["corrupt.json", "other.json", "unknown.json"]
    assert scan_saves(tmp_path / "nowhere") == scan_saves(tmp_path / "nowhere2")
    assert scan_saves(tmp_path / "nowhere").good == []


def test_set_aside_renames_a_bad_save_so_it_is_kept_but_not_offered_again(tmp_path: Path):
    path = tmp_path / "corrupt.json"
    path.write_text("{nope", encoding="utf-8")
    target = set_aside(path)
    assert target is not None and not path.exists()
    assert target.parent == tmp_path and target.name.startswith("corrupt.json.") and target.suffix == ".corrupt"
    assert target.read_text(encoding="utf-8") == "{nope"
    assert scan_saves(tmp_path).good == scan_saves(tmp_path).bad == []


# ----- fuzz ---------------------------------------------------------------------------------------------
FIELDS = ["format", "game", "variant", "options", "players", "seed", "log", "over", "length"]
ODD_VALUES = [
    None,
    True,
    False,
    0,
    -1,
    1,
    2**70,
    -(2**70),
    1.5,
    float("inf"),
    "",
    "x",
    "capo",
    [],
    [None],
    ["roll"],
    {},
    {"a": 1},
    "\u0000",
    "x" * 5000,
    [1] * 3,
    ["A", "B"],
]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def judge(folder: Path) -> None:
    """The menu's scan never raises; every file it calls bad can be set aside, and then nothing bad is left."""
    scan = scan_saves(folder, check_save_game)
    for path, reason in scan.bad:
        assert reason
        assert set_aside(path) is not None
    again = scan_saves(folder, check_save_game)
    assert again.bad == [] and len(again.good) == len(scan.good)
    for info in again.good:  # what passes the checks is a sound save: it replays, or fails as a SaveError
        with contextlib.suppress(SaveError):
            Match.from_save(load_rules(info.game), read_save(info.path, check_save_game))


@pytest.mark.parametrize("field", FIELDS)
def test_every_field_missing_or_of_every_wrong_type_is_caught(tmp_path: Path, field):
    data = dict(SOUND)
    del data[field]
    (tmp_path / "missing.json").write_text(json.dumps(data), encoding="utf-8")
    for n, value in enumerate(ODD_VALUES):
        (tmp_path / f"odd-{n}.json").write_text(json.dumps(dict(SOUND, **{field: value})), encoding="utf-8")
    judge(tmp_path)


def fuzz_one(folder: Path, data: dict, cut: int | None, noise: bytes) -> None:
    """Write a mutated save (whole, truncated at ``cut``, or followed by random bytes) and judge the folder."""
    for old in folder.iterdir():
        old.unlink()
    text = json.dumps(data).encode()
    (folder / "whole.json").write_bytes(text)
    if cut is not None:
        (folder / "cut.json").write_bytes(text[: cut % (len(text) + 1)])
    (folder / "noise.json").write_bytes(noise)
    judge(folder)


save_mutation = st.fixed_dictionaries({}).flatmap(
    lambda _: st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=3).map(
        lambda changes: {**SOUND, **changes}
    )
)
# The quick tier's share of fuzzed saves; the soak's test below tries 5,000 more.
FUZZ = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(data=save_mutation, cut=st.none() | st.integers(0, 10_000), noise=st.binary(max_size=200))
def test_fuzzed_saves_never_crash_the_scan(tmp_path_factory, data, cut, noise):
    fuzz_one(tmp_path_factory.mktemp("fuzz"), data, cut, noise)


@pytest.mark.soak
@settings(max_examples=2_500, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=save_mutation, cut=st.none() | st.integers(0, 10_000), noise=st.binary(max_size=400))
def test_many_more_fuzzed_saves_never_crash_the_scan(tmp_path_factory, data, cut, noise):
    fuzz_one(tmp_path_factory.mktemp("fuzz"), data, cut, noise)


def test_check_fields_accepts_every_sound_save_of_every_game():
    for slug, count in largest():
        match = Match(load_rules(slug), [f"P{i}" for i in range(count)], seed=3)
        assert check_fields(json.loads(json.dumps(match.to_save()))) is not None
