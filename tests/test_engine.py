"""Match behaviour (legality, apply, undo, saves) and save files on disk (tabletop/engine/saves.py).

Capo dei Capi matches use a ScriptedRng, so dice are fixed: with ``first`` 0, Anna (seat 0) rolls
first and the setup shuffle leaves bribes b0-b4 worth 1, b5-b9 worth 2, b10-b14 worth 3. A tiny
generic game below isolates what Capo cannot: a reveal that draws on no chance.
"""

from __future__ import annotations

import json
from collections import Counter
from types import SimpleNamespace

import pytest

from tabletop.engine import Action, Decision, IllegalActionError, Match, Outcome, SaveError, ScriptedRng, SeededRng
from tabletop.engine.events import Revealed, Said
from tabletop.engine.rules import Rules
from tabletop.engine.view import plain
from tabletop.games.registry import load_rules

RULES = load_rules("capo")


def scripted(*values: int) -> Match:
    """Anna (seat 0, first) against Bruno; ``values`` are the dice and draws in order."""
    return Match(RULES, ["Anna", "Bruno"], options={"first": 0}, rng=ScriptedRng(values))


def texts(match: Match) -> list[str]:
    """The legal actions in text form."""
    return [str(a) for a in match.legal_actions()]


def seeded(seed: int = 5, moves: int = 0) -> Match:
    """A seeded match after ``moves`` first-listed legal actions (deterministic, no bot)."""
    match = Match(RULES, ["Anna", "Bruno"], seed=seed)
    for _ in range(moves):
        if match.is_over():
            break
        match.apply(match.legal_actions()[0])
    return match


# ----- a tiny generic game: seats alternate; "note" is private bookkeeping, "peek" reveals ---------
class PeekRules(Rules):
    """Two seats alternate four moves; ``peek`` reveals the hidden card without drawing on chance."""

    slug = "peek"
    title = "Peek"

    def __init__(self) -> None:
        super().__init__(SimpleNamespace(players=(2,)))

    def setup(self, players, variant, options, rng):
        return {"moves": [], "revealed": False, "turn": 0}

    def decision(self, state):
        if len(state["moves"]) >= 4:
            return Decision(None, "over", "over")
        seat = state["turn"]
        acts = (Action("note"), Action("peek"), Action("pass"))
        return Decision(seat, "move", f"seat {seat}", acts)

    def apply(self, state, action, rng):
        state["moves"].append(str(action))
        if action.verb == "note":
            return [Said("a note")]
        if action.verb == "peek":
            state["revealed"] = True
            return [Revealed("the card is a 7", component="card", face="7")]
        state["turn"] = 1 - state["turn"]
        return [Said("pass")]

    def view(self, state, seat):
        return dict(state)

    def outcome(self, state):
        return Outcome((0,), (1, 0), "done") if len(state["moves"]) >= 4 else None

    def components(self, state):
        return Counter(["card"])

    def length(self, state):
        return len(state["moves"])


class GlimpseRules(PeekRules):
    """Peek, plus ``glimpse``: the card comes into the mover's sight with no chance and no Revealed event."""

    def decision(self, state):
        decision = super().decision(state)
        if decision.seat is None:
            return decision
        return Decision(decision.seat, decision.kind, decision.prompt, (*decision.actions, Action("glimpse")))

    def apply(self, state, action, rng):
        if action.verb != "glimpse":
            return super().apply(state, action, rng)
        state["moves"].append(str(action))
        state["seen_by"] = sorted({*state.get("seen_by", ()), state["turn"]})
        return [Said("a glimpse")]

    def hidden_facts(self, state, seat):
        return {} if state["revealed"] or seat in state.get("seen_by", ()) else {"card": "7"}


# ----- legality -----------------------------------------------------------------------------------
def test_an_illegal_action_by_text_raises_naming_the_decision_and_the_action():
    match = scripted()
    with pytest.raises(IllegalActionError) as caught:
        match.apply("fly away")
    message = str(caught.value)
    assert "'fly away'" in message
    assert "turn (seat 0)" in message  # the decision's kind and seat
    assert "roll" in message  # what would have been legal
    assert caught.value.decision == match.decision()
    assert match.log == [] and match.state == scripted().state  # nothing changed


def test_an_illegal_action_value_raises_naming_the_decision():
    match = scripted()
    assert "stop" not in texts(match)  # a turn starts with at least one roll
    with pytest.raises(IllegalActionError, match=r"'stop' for decision turn \(seat 0\)"):
        match.apply(Action("stop"))
    # an interjection is legal only with its seat: Backstab is Bruno's, not Anna's
    match = scripted(1, 2)
    match.apply("roll")
    assert Action("backstab", seat=1) in match.legal_actions()
    with pytest.raises(IllegalActionError, match="influence"):
        match.apply(Action("backstab"))
    assert len(match.log) == 1


def test_apply_by_text_and_by_action_do_the_same():
    by_text, by_action = scripted(1, 2), scripted(1, 2)
    events_text = by_text.apply("roll") + by_text.apply("place K2")
    events_action = by_action.apply(Action("roll")) + by_action.apply(Action("place", ("K2",)))
    assert events_text == events_action
    assert by_text.state == by_action.state
    assert by_text.log == by_action.log
    assert [e.action for e in by_text.log] == ["roll", "place K2"]
    assert by_text.state.zones["pending:K2"]  # influence 1 (the white die) lies beside K2


def test_the_log_records_who_acted_for_an_interjection():
    match = scripted(1, 2)
    match.apply("roll")
    match.apply("backstab")  # Bruno interjects inside Anna's decision
    assert [(e.action, e.seat) for e in match.log] == [("roll", 0), ("backstab", 1)]
    assert match.decision().seat == 0 and match.state.must_roll


# ----- undo ---------------------------------------------------------------------------------------
def test_undo_refuses_to_cross_a_roll():
    match = scripted(1, 2)
    match.apply("roll")
    assert match.log[-1].undoable is False
    assert not match.can_undo()
    with pytest.raises(IllegalActionError, match="undo"):
        match.undo()
    assert [e.action for e in match.log] == ["roll"]


def test_undo_takes_back_a_choice_but_stops_at_the_roll_before_it():
    match = scripted(1, 2)
    match.apply("roll")
    after_roll = json.loads(json.dumps(plain(match.view(0))))
    match.apply("place K2")
    assert match.can_undo()
    match.undo()
    assert json.loads(json.dumps(plain(match.view(0)))) == after_roll
    assert texts(match)[:2] == ["place K2", "place W1"]
    assert not match.can_undo()


def test_undo_takes_back_deceive_and_its_cancel():
    match = scripted(1, 2)
    match.apply("roll")
    match.apply("place K2")
    before = json.loads(json.dumps(plain(match.view(None))))
    match.apply("deceive")
    assert match.decision().kind == "deceive_from"
    match.apply("cancel")
    assert match.decision().kind == "turn"
    match.undo()  # the cancel
    assert match.decision().kind == "deceive_from"
    match.undo()  # choosing Deceive
    assert json.loads(json.dumps(plain(match.view(None)))) == before
    # a completed Deceive (paid with a chip) is taken back whole, step by step
    chips = match.state.chips(0)
    for text in ("deceive", "from K2", "to W3"):
        match.apply(text)
    assert match.state.chips(0) == chips - 1 and match.state.zones["pending:W3"]
    for _ in range(3):
        match.undo()
    assert json.loads(json.dumps(plain(match.view(None)))) == before
    assert match.state.chips(0) == chips


def test_undo_takes_back_a_scandal_before_the_first_roll():
    match = scripted()
    start = match.view(None)
    match.apply("scandal")
    match.apply("scandal 2")
    assert match.state.ext == 2 and match.state.chips(0) == 2
    match.undo()
    assert match.decision().kind == "scandal" and match.state.chips(0) == 4
    match.undo()
    assert match.view(None) == start and match.log == []
    assert not match.can_undo()


def test_undo_refuses_to_cross_another_seats_decision():
    match = scripted(1, 2)
    match.apply("roll")
    match.apply("place K2")
    match.apply("stop")  # no chance, no reveal, but the dice pass to Bruno
    assert match.log[-1].undoable is True
    assert match.decision().seat == 1
    assert not match.can_undo()
    with pytest.raises(IllegalActionError, match=r"seat 1"):
        match.undo()


def test_undo_refuses_to_take_back_an_interjection_from_the_seat_now_deciding():
    match = scripted(1, 2)
    match.apply("roll")
    match.apply("backstab")  # Bruno's action; Anna decides now
    assert match.log[-1].undoable is True and match.log[-1].seat == 1
    assert not match.can_undo()


def test_undo_refuses_to_cross_a_reveal_in_capo():
    # Anna: 5+1 is a bribe beside K1 (drawn: b0, worth 1), then she stops; Bruno: 5+4 reveals it.
    match = scripted(5, 1, 0, 5, 4, 0)
    for text in ("roll", "stop", "roll"):
        match.apply(text)
    assert match.decision().kind == "reveal" and texts(match)[0] == "reveal K1"
    events = match.apply("reveal K1")
    assert any(isinstance(e, Revealed) and e.component == "b0" for e in events)
    assert match.log[-1].undoable is False
    assert not match.can_undo()


def test_undo_refuses_to_cross_a_reveal_that_draws_on_no_chance():
    match = Match(PeekRules(), ["Ann", "Bob"], seed=3)
    match.apply("note")
    assert match.can_undo()  # the same seat, no chance, no reveal
    match.apply("peek")
    assert match.rng.draws == 0  # only the reveal stops undo here
    assert not match.can_undo()
    with pytest.raises(IllegalActionError):
        match.undo()
    assert [e.action for e in match.log] == ["note", "peek"]


def test_undo_refuses_a_move_that_shows_a_seat_a_hidden_fact_without_chance_or_a_reveal_event():
    match = Match(GlimpseRules(), ["Ann", "Bob"], seed=3)
    match.apply("note")
    assert match.can_undo() and match.last_move_kept_secrets()
    match.apply("glimpse")  # no chance, no Revealed event, Ann decides again: only what she now sees stops undo
    assert match.log[-1].undoable and match.decision().seat == 0
    assert not match.last_move_kept_secrets()
    assert not match.can_undo()
    with pytest.raises(IllegalActionError):
        match.undo()
    # the same verdict when nothing was asked after the move before (the position before is replayed)
    again = Match(GlimpseRules(), ["Ann", "Bob"], seed=3)
    again.apply("note")
    again.apply("glimpse")
    assert not again.can_undo()


def test_undo_is_refused_once_the_game_is_over():
    match = Match(PeekRules(), ["Ann", "Bob"], seed=3)
    for text in ("note", "note", "note", "note"):
        match.apply(text)
    assert match.is_over() and match.log[-1].undoable
    assert not match.can_undo()


# ----- saves: to_save and from_save ---------------------------------------------------------------
def test_a_save_replays_to_the_same_match_and_its_events():
    match = Match(RULES, ["Anna", "Bruno"], seed=5)
    played = []
    for _ in range(60):
        played += match.apply(match.legal_actions()[0])
    data = json.loads(json.dumps(match.to_save()))
    assert data["format"] == 1 and data["game"] == "capo" and len(data["log"]) == 60
    assert data["players"] == ["Anna", "Bruno"] and data["seed"] == 5 and data["over"] is False
    events: list = []
    again = Match.from_save(RULES, data, events_out=events)
    assert again.state == match.state
    assert again.log == match.log
    assert again.decision() == match.decision()
    assert again.to_save() == match.to_save()
    assert events == played and len(events) > 60


def test_a_finished_game_saves_as_over_and_replays_to_the_same_outcome():
    match = seeded(seed=11, moves=10_000)
    assert match.is_over()
    data = json.loads(json.dumps(match.to_save()))
    assert data["over"] is True
    again = Match.from_save(RULES, data)
    assert again.outcome() == match.outcome()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format=2), r"save format 2 is not 1"),
        (lambda d: d.pop("format"), r"save format None is not 1"),
        (lambda d: d.update(game="chess"), r"save is for game 'chess', not 'capo'"),
        (lambda d: d.update(log="roll stop"), r"'log' should be a list of moves, not str"),
        (lambda d: d.pop("log"), r"it has no 'log'"),
        (lambda d: d.update(log=["roll", 7]), r"move 2 of the log is not a move: 7"),
        (lambda d: d.update(players="AB"), r"'players' should be a list of names, not str"),
        (lambda d: d.update(seed="five"), r"'seed' should be a whole number, not str"),
        (lambda d: d.update(options=[1]), r"'options' should be a mapping"),
        (lambda d: d.update(players=["A", "B", "C"]), r"save does not set up: .*3 players"),
        (lambda d: d.update(variant="giant"), r"save does not set up: .*giant"),
        (lambda d: d.update(options={"first": 7}), r"save does not set up: .*first"),
    ],
    ids=[
        "format",
        "no-format",
        "game",
        "log-text",
        "no-log",
        "log-item",
        "players",
        "seed",
        "options",
        "player-count",
        "variant",
        "option-value",
    ],
)
def test_from_save_rejects_a_bad_save_with_a_clear_message(change, message):
    data = json.loads(json.dumps(seeded(moves=5).to_save()))
    change(data)
    with pytest.raises(SaveError, match=message):
        Match.from_save(RULES, data)


def test_from_save_rejects_a_save_that_is_not_an_object():
    with pytest.raises(SaveError, match="JSON object"):
        Match.from_save(RULES, ["roll"])  # type: ignore[arg-type]


def test_from_save_rejects_an_illegal_move_naming_it_and_the_decision():
    data = seeded(moves=8).to_save()
    data["log"].insert(3, "fly away")
    with pytest.raises(SaveError) as caught:
        Match.from_save(RULES, data)
    message = str(caught.value)
    assert "move 4 ('fly away') does not replay" in message
    assert "for decision" in message and "seat" in message
    assert isinstance(caught.value.__cause__, IllegalActionError)


def test_from_save_reports_a_rules_crash_as_a_save_error():
    class Crashing(PeekRules):
        def apply(self, state, action, rng):
            if action.verb == "peek":
                raise KeyError("boom")
            return super().apply(state, action, rng)

    rules = Crashing()
    data = Match(rules, ["Ann", "Bob"], seed=1).to_save()
    data["log"] = ["note", "peek"]
    with pytest.raises(SaveError, match=r"move 2 \('peek'\) fails in the rules: KeyError\('boom'\)"):
        Match.from_save(rules, data)


def test_the_same_seed_gives_the_same_game_and_another_seed_another():
    a, b, c = (Match(RULES, ["A", "B"], seed=s, rng=None) for s in (9, 9, 10))
    for match in (a, b, c):
        for _ in range(30):
            if not match.is_over():
                match.apply(match.legal_actions()[-1])
    assert a.state == b.state and a.log == b.log
    assert a.state.bribe_value != c.state.bribe_value or a.log != c.log
    assert isinstance(a.rng, SeededRng) and a.seed == 9
