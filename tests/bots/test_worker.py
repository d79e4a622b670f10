"""The search process answers a table's request with a legal move; if it dies, the search runs in a thread; the
arena prints wins per seat and a JSON summary last."""

from __future__ import annotations

import json
import time

import pytest

from tabletop import arena
from tabletop.bots.random_bot import RandomBot
from tabletop.bots.worker import SearchProcess
from tabletop.engine.match import Match
from tabletop.games.registry import load_rules


def _request(match: Match, ident: int) -> dict:
    seat = match.decision().seat
    return {"id": ident, "save": match.to_save(), "seat": seat, "strength": "easy", "kind": "decide", "budget": 0.05}


def _wait(worker: SearchProcess, seconds: float = 60.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = worker.poll()
        if found is not None:
            return found
        time.sleep(0.01)
    raise AssertionError("no answer")


def test_the_search_process_answers_with_a_legal_move_then_falls_back_to_a_thread():
    rules = load_rules("masques")
    match = Match(rules, ["A", "B", "C"], seed=3)
    bot = RandomBot(3)
    for _ in range(20):
        match.apply(bot.choose(match))
    worker = SearchProcess()
    try:
        worker.ask(_request(match, 1))
        ident, text, problem = _wait(worker)
        assert worker.process is not None and ident == 1 and not problem
        assert text in {str(a) for a in match.legal_actions()}
        worker.process.terminate()  # a crash of the search process: the table must not wait for ever
        worker.process.join(5)
        match.apply(text)
        worker.ask(_request(match, 2))
        ident, text, problem = _wait(worker)
        assert ident == 2 and not problem and text in {str(a) for a in match.legal_actions()}
    finally:
        worker.close()


def test_the_arena_prints_wins_per_seat_with_a_json_summary_last(capsys):
    assert arena.main(["capo", "--players", "2", "--seats", "ismcts,random", "--games", "2", "--budget", "0.01"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(lines[-1])
    assert summary["games"] == 2 and sum(summary["wins_per_seat"]) == 2
    assert lines[1].startswith("seat 1 (ismcts): ") and "95%" in lines[1]


def test_the_arena_refuses_a_wrong_seat_list(capsys):
    assert arena.main(["rialto", "--players", "3", "--seats", "ismcts,random"]) == 2
    assert "--seats needs 3 kinds" in capsys.readouterr().err


def test_the_arena_seats_the_search_that_plays_every_playout_to_the_end(capsys):
    seats = "to-end@0.01,ismcts"
    assert arena.main(["capo", "--players", "2", "--seats", seats, "--games", "1", "--budget", "0.01"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["seats"] == ["to-end@0.01", "ismcts"] and sum(summary["wins_per_seat"]) == 1
    with pytest.raises(SystemExit) as refused:
        arena.main(["capo", "--players", "2", "--seats", "to-end@-1,ismcts"])
    assert refused.value.code == 2
    assert "'to-end@-1'" in capsys.readouterr().err
