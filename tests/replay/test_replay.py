"""Replays (engine/replay.py, tabletop/replays.py): every golden game replays to its recorded outcome; any step reached
either way, from any kept position, is the position a replay from the start reaches (state and every viewpoint's
view); a seat's viewpoint is exactly what that seat's view allowed then, with nothing hidden from it; the open
viewpoint shows what was hidden; a damaged or foreign file is refused with its reason and left as it was."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tabletop.engine.errors import SaveError
from tabletop.engine.invariants import find_leaks
from tabletop.engine.match import Match
from tabletop.engine.replay import OPEN, Replay, parse_viewpoint, viewpoint_text
from tabletop.engine.saves import write_save
from tabletop.engine.view import plain
from tabletop.games.registry import GAMES, load_rules
from tabletop.replays import export_replay, open_replay
from tests.golden.record import cases, english, load, view_digest


def golden_save(slug: str, game: dict) -> dict:
    """A recorded golden game as the save it would have been."""
    names = [f"P{i + 1}" for i in range(game["players"])]
    return {
        "format": 1,
        "game": slug,
        "variant": game["variant"],
        "players": names,
        "seed": game["seed"],
        "log": game["log"],
        "over": True,
    }


def games_of(slug: str, soak: bool) -> list[dict]:
    """The quick tier: the shortest of the game's first golden games at its largest count (every viewpoint is
    checked at every step); the soak: one game of each count and variant."""
    games, every = load(slug), cases(slug)
    if soak:
        return games[: len(every)]
    largest = max(n for n, _ in every)
    return [min((g for g in games[:40] if g["players"] == largest), key=lambda g: len(g["log"]))]


def viewpoints(match: Match) -> list:
    """Every viewpoint of a match: the public table, each seat, everything open."""
    return [None, *range(len(match.players)), OPEN]


def fingerprints(rules, match: Match) -> dict:
    """What every viewpoint sees now, as plain data."""
    return {
        viewpoint_text(v): plain(rules.open_view(match.state) if v == OPEN else match.view(v))
        for v in viewpoints(match)
    }


def check_game(slug: str, game: dict, every: int = 1) -> None:
    """Replay ``game``: opened at its recorded end; then every step back, its state as from the start and (at every
    ``every``-th step) every viewpoint's view, each seat's with no leak; then random jumps."""
    rules = load_rules(slug)
    replay = Replay(rules, golden_save(slug, game))
    assert replay.total == len(game["log"])
    assert repr(english(replay.match.outcome())) == game["outcome"]  # opened at the end
    assert view_digest(replay.match) == game["end"]
    twin = Match(rules, [f"P{i + 1}" for i in range(game["players"])], game["variant"], seed=game["seed"])
    forward = [fingerprints(rules, twin)]
    states = [rules.copy_state(twin.state)]
    for number, text in enumerate(game["log"], 1):
        twin.apply(text)
        forward.append(fingerprints(rules, twin) if number % every == 0 else {})
        states.append(rules.copy_state(twin.state))
    for step in range(replay.total, -1, -1):  # every step back, one at a time
        replay.go(step)
        assert replay.match.state == states[step], f"{slug} seed {game['seed']}: step {step} back"
        if step % every:
            continue
        assert fingerprints(rules, replay.match) == forward[step], f"{slug} seed {game['seed']}: views at {step}"
        for seat in range(game["players"]):  # a seat's chair shows nothing hidden from that seat then
            leaks = find_leaks(plain(replay.view(seat)), rules.hidden_facts(replay.match.state, seat))
            assert not leaks, f"{slug} seed {game['seed']} step {step} seat {seat}: {leaks[:3]}"
    jumps = random.Random(game["seed"])
    for _ in range(40):  # jumps anywhere, either way
        step = jumps.randint(0, replay.total // every) * every
        replay.go(step)
        assert fingerprints(rules, replay.match) == forward[step], f"{slug} seed {game['seed']}: jump to {step}"
    assert view_digest(replay.match) != "" and replay.view(None) == replay.match.view(None)


@pytest.mark.parametrize("slug", list(GAMES))
def test_every_step_either_way_is_the_position_a_replay_from_the_start_reaches(slug):
    for game in games_of(slug, soak=False):
        check_game(slug, game, every=4)  # the state at every step; the views at every 4th (all of them: the soak)


@pytest.mark.soak
@pytest.mark.parametrize("slug", list(GAMES))
def test_more_golden_games_replay_step_by_step(slug):
    for game in games_of(slug, soak=True):
        check_game(slug, game)


def test_the_log_and_the_marks_follow_the_step():
    slug, game = "mascarade", load("mascarade")[0]
    replay = Replay(load_rules(slug), golden_save(slug, game))
    everything = replay.lines(None)
    assert everything and all(1 <= number <= replay.total for number, _ in everything)
    replay.go(10)
    assert replay.lines(None) == [line for line in everything if line[0] <= 10]
    marks = replay.marks()
    assert marks and all(replay.lengths[m] != replay.lengths[m - 1] for m in marks)


def test_the_open_viewpoint_shows_every_hidden_face():
    for slug, hidden_face in (("mascarade", "down"), ("capo", "?")):
        game = next(g for g in load(slug) if len(g["log"]) > 30)
        replay = Replay(load_rules(slug), golden_save(slug, game))
        seen_hidden = False
        for step in range(0, replay.total, 3):
            replay.go(step)
            public, opened = json.dumps(plain(replay.view(None))), json.dumps(plain(replay.view(OPEN)))
            seen_hidden = seen_hidden or f'"{hidden_face}"' in public
            assert f'"face": "{hidden_face}"' not in opened, f"{slug} step {step}: a face stays hidden when open"
        assert seen_hidden, f"{slug}: no step of the game hid anything from the public"


def test_viewpoints_are_read_and_written_alike():
    for text in ("public", "open", "seat:0", "seat:4"):
        assert viewpoint_text(parse_viewpoint(text, 5)) == text
    for bad in ("seat:5", "seat:-1", "seat:", "everyone", "", "seat:1x"):
        with pytest.raises(ValueError, match="viewpoint"):
            parse_viewpoint(bad, 5)


def _saved(tmp_path: Path, name: str = "game.json") -> Path:
    game = load("capo")[0]
    path = tmp_path / name
    write_save(path, golden_save("capo", game))
    return path


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda text: text[: len(text) // 2], "not valid JSON"),
        (lambda text: "[1, 2, 3]", "not a Tabletop save"),
        (lambda text: text.replace('"capo"', '"chess"'), "does not know"),
        (lambda text: text.replace('"seed": ', '"seed": 1'), "does not replay"),
        (lambda text: b"\xff\xfe\x00" * 40, "cannot be read"),
    ],
    ids=["cut", "foreign", "unknown-game", "other-seed", "binary"],
)
def test_a_damaged_or_foreign_file_is_refused_with_its_reason_and_left_as_it_was(tmp_path, damage, reason):
    from tabletop.engine.message import say

    path = _saved(tmp_path)
    text = path.read_text(encoding="utf-8")
    damaged = damage(text)
    path.write_bytes(damaged.encode("utf-8", "surrogateescape") if isinstance(damaged, str) else damaged)
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    with pytest.raises(SaveError) as caught:
        open_replay(path)
    assert reason in say(caught.value.said)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_an_exported_replay_opens_from_anywhere_and_names_never_collide(tmp_path):
    source = _saved(tmp_path / "saves")
    out = tmp_path / "a folder with spaces and ünïcödé"
    first, second = export_replay(source, out), export_replay(source, out)
    assert first != second and first.parent == second.parent == out
    assert open_replay(second).total == len(load("capo")[0]["log"])
    (tmp_path / "file").write_text("x")
    with pytest.raises(SaveError, match="cannot export"):
        export_replay(source, tmp_path / "file")


@pytest.mark.parametrize(
    ("seats", "computers"), [("random", {}), pytest.param("easy,random", {0: "easy"}, marks=pytest.mark.soak)]
)
def test_an_arena_records_each_game_as_a_replay_of_its_outcome(tmp_path, capsys, seats, computers):
    import json as jsonlib

    from tabletop import arena

    out = tmp_path / "arena games"
    assert arena.main(["capo", "--seats", seats, "--games", "2", "--record", str(out)]) == 0
    summary = jsonlib.loads(capsys.readouterr().out.splitlines()[-1])
    files = sorted(out.iterdir())
    assert len(files) == 2
    wins = [0.0, 0.0]
    for path in files:
        replay = open_replay(path)
        assert replay.computers == computers
        outcome = replay.match.outcome()
        assert outcome is not None and replay.step == replay.total
        for seat in outcome.winners:
            wins[seat] += 1 / len(outcome.winners)
    assert wins == summary["wins_per_seat"]
    (tmp_path / "a file").write_text("x")
    assert arena.main(["capo", "--games", "1", "--record", str(tmp_path / "a file")]) == 2
    assert "--record" in capsys.readouterr().err
