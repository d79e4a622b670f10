"""The invariant checks catch what they promise: each test plants one fault in Capo's rules and expects
the matching check of tabletop/engine/invariants.py to fail, naming it. (The playouts in
test_playouts.py are only worth something if these checks can fail.)
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine import Action, Decision, Match
from tabletop.engine.events import Moved
from tabletop.engine.invariants import (
    Config,
    InvariantError,
    check_actions_apply,
    check_decision,
    check_events,
    check_save_roundtrip,
    check_undo,
    check_views,
    clone,
    copy_state,
    find_leaks,
    first_difference,
    play_checked,
)
from tabletop.engine.view import plain
from tabletop.games.capo.rules import secrets
from tabletop.games.capo.rules.rules import CapoRules
from tabletop.games.capo.rules.state import side
from tabletop.games.registry import load_rules

RULES = load_rules("capo")
FULL = Config(every=1, undo_every=1, save_every=25)


def play(rules: CapoRules, seed: int = 1, config: Config = FULL, games: int = 1):
    """Checked random playouts of ``rules``; return the last Playout."""
    played = None
    for n in range(games):
        match = Match(rules, ["Anna", "Bruno"], seed=seed + n)
        played = play_checked(match, RandomBot(seed + n).choose, config, secrets, random.Random(n))
    return played


def match_with_committed_bribe(seed: int = 2) -> Match:
    """A seeded match where some seat has a face-down bribe committed on a card (found by playing on)."""
    match = Match(RULES, ["Anna", "Bruno"], seed=seed)
    bot = RandomBot(seed)
    while not match.is_over():
        if any(match.state.hidden_bribes(s, c) for s in (0, 1) for c in match.state.cards):
            return match
        match.apply(bot.choose(match))
    raise AssertionError("no committed bribe in this game")


def test_sound_rules_pass_every_check_and_every_check_runs():
    played = play(RULES, seed=3, games=3)
    assert played.outcome is not None and played.steps > 20
    assert played.checked["steps"] == played.steps
    assert played.checked["views"] == played.steps and played.checked["disguised views"] == played.steps
    assert played.checked["actions"] >= played.steps  # every legal action of every decision was tried
    assert played.checked["undo"] > 0 and played.checked["saves"] >= 2
    assert played.verbs["roll"] > 0 and sum(played.verbs.values()) == played.steps


# ----- (d) leaks ------------------------------------------------------------------------------------
class ShowsEveryBribe(CapoRules):
    """The view forgets to hide bribes from the opponent."""

    def view(self, state, seat):
        view = plain(super().view(state, seat))  # the checks read views as plain data
        for zone, items in view["zones"].items():
            view["zones"][zone] = [
                (t, str(state.bribe_value[t])) if t in state.bribe_value else (t, f) for t, f in items
            ]
        return view


class HintsAtBribes(CapoRules):
    """The view shows no hidden value, but an opponent's total bribe strength leaks through a sum."""

    def view(self, state, seat):
        view = plain(super().view(state, seat))
        view["strength"] = [
            sum(state.bribe_value[t] for c in state.cards for t in state.zones[side(c, s)] if t in state.bribe_value)
            for s in (0, 1)
        ]
        return view


def test_a_view_showing_a_hidden_bribe_is_caught():
    with pytest.raises(InvariantError, match=r"\[views\].*shows hidden facts.*supply:bribes"):
        play(ShowsEveryBribe(RULES.spec))


def test_a_view_depending_on_a_hidden_bribe_is_caught_by_disguising_it():
    match = match_with_committed_bribe()
    match.rules = HintsAtBribes(RULES.spec)
    with pytest.raises(InvariantError, match=r"\[views\].*changes when facts hidden from it change: \['strength'\]"):
        check_views(match, secrets)
    check_views(match, secrets, thorough=False)  # the direct scan alone cannot see a sum


def test_an_event_showing_a_hidden_bribe_is_caught():
    match = match_with_committed_bribe()
    hidden = secrets.hidden_facts(match.state, None)
    token = sorted(hidden)[0]
    leak = Moved("a bribe moves", component=token, src="a", dst="b", face=hidden[token])
    with pytest.raises(InvariantError, match=rf"\[events\].*hidden face of {token}"):
        check_events(match, [leak], secrets)
    check_events(match, [Moved("a bribe moves", component=token, face="")], secrets)


def test_find_leaks_sees_the_usual_shapes_of_a_view():
    hidden = {"b3": "2"}
    assert find_leaks({"zones": {"z": [("b3", "2")]}}, hidden) == ["['zones']['z'][0] = ['b3', '2']"]
    assert find_leaks({"faces": {"b3": 2}}, hidden) == ["['faces']['b3'] = 2"]
    assert find_leaks([{"id": "b3", "face": "2"}], hidden) == ["[0]['face'] = '2' for ['b3']"]
    assert find_leaks({"zones": {"z": [("b3", "?"), ("b4", "2")]}, "b3": "?"}, hidden) == []


@pytest.mark.parametrize("slug", ["capo", "masques", "mascarade", "rialto", "prodigals"])
def test_find_leaks_reads_a_typed_view_as_its_plain_copy(slug):
    """The soak scans views as the games make them (records, named tuples, words), without the plain copy: every
    fact planted in a view (each text named as a secret, and each record's id beside its face) is found the same."""
    rules = load_rules(slug)
    players = max(rules.player_counts)
    match = Match(rules, [f"P{n}" for n in range(players)], rules.variants_for(players)[0], seed=7)
    bot, found = RandomBot(7), 0
    for step in range(40):
        if match.is_over():
            break
        match.apply(bot.choose(match))
        view = match.view(step % players)
        flat = plain(view)
        texts = sorted(text for text in _texts(flat) if len(text) < 40)
        planted = {text: text for text in texts[step::7]} | dict(_faces(flat))
        leaks = find_leaks(view, planted)
        assert leaks == find_leaks(flat, planted)
        found += len(leaks)
    assert found > 40


def _texts(node):
    """Every text of a plain view, as a value or a key."""
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from _texts(key)
            yield from _texts(value)
    elif isinstance(node, list):
        for item in node:
            yield from _texts(item)


def _faces(node):
    """Each record's (id, face) of a plain view, as a leak would pair them."""
    if isinstance(node, dict):
        if isinstance(node.get("id"), str):
            face = next((node[k] for k in ("face", "value", "shown") if isinstance(node.get(k), (str, int))), None)
            if face is not None and not isinstance(face, bool):
                yield node["id"], str(face)
        for value in node.values():
            yield from _faces(value)
    elif isinstance(node, list):
        for item in node:
            yield from _faces(item)


def test_the_capo_secrets_hook_follows_the_rule():
    match = match_with_committed_bribe()
    state = match.state
    owner, card = next((s, c) for s in (0, 1) for c in state.cards if state.hidden_bribes(s, c))
    token = state.hidden_bribes(owner, card)[0]
    assert token not in secrets.hidden_facts(state, owner)  # the owner may look at it
    assert secrets.hidden_facts(state, 1 - owner)[token] == str(state.bribe_value[token])
    assert token in secrets.hidden_facts(state, None)
    assert set(secrets.hidden_facts(state, None)) >= set(state.zones["supply:bribes"])
    disguised = secrets.disguise(state, 1 - owner)
    assert disguised.bribe_value[token] != state.bribe_value[token]
    assert state.bribe_value[token] == match.state.bribe_value[token]  # the original is untouched
    state.revealed.add(token)
    assert token not in secrets.hidden_facts(state, 1 - owner)


# ----- (b) components -------------------------------------------------------------------------------
class LosesACube(CapoRules):
    """Stopping drops a cube on the floor."""

    def apply(self, state, action, rng):
        events = super().apply(state, action, rng)
        if action.verb == "stop" and state.zones["supply:cubes"]:
            state.zones["supply:cubes"].pop()
        return events


class CopiesAChip(CapoRules):
    """Scandal pays, but a chip is duplicated into the supply."""

    def apply(self, state, action, rng):
        events = super().apply(state, action, rng)
        if action.verb == "scandal" and action.args:
            state.zones["supply:chips"].append(state.zones["supply:chips"][0] if state.zones["supply:chips"] else "m0")
        return events


def test_a_lost_component_is_caught():
    with pytest.raises(InvariantError, match=r"\[components\].*lost \['c\d+'\]"):
        play(LosesACube(RULES.spec))


def test_a_duplicated_component_is_caught_even_when_only_a_legal_action_not_taken_does_it():
    match = Match(CopiesAChip(RULES.spec), ["Anna", "Bruno"], seed=4)
    match.apply("scandal")
    baseline = Counter(RULES.components(match.state))
    with pytest.raises(InvariantError, match=r"\[components\].*after trying 'scandal [12]'.*more than once"):
        check_actions_apply(match, baseline)
    assert len(match.log) == 1  # trying actions never touches the match itself


# ----- (c) stuck, malformed decisions ---------------------------------------------------------------
class StuckOnStop(CapoRules):
    """After a stop the next player is offered nothing."""

    def decision(self, state):
        decision = super().decision(state)
        if state.turn > 1 and decision.kind == "turn" and state.must_roll and state.dice is None:
            return Decision(decision.seat, decision.kind, decision.prompt, ())
        return decision


class SaysRollTwice(CapoRules):
    """Two actions with the same text: a save could not tell them apart."""

    def decision(self, state):
        decision = super().decision(state)
        if decision.kind == "turn":
            return Decision(
                decision.seat, decision.kind, decision.prompt, decision.actions + (Action("roll", seat=decision.seat),)
            )
        return decision


class SpacedArgument(CapoRules):
    """An argument with a space in it does not survive its text form."""

    def decision(self, state):
        decision = super().decision(state)
        return Decision(
            decision.seat,
            decision.kind,
            decision.prompt,
            tuple(Action(a.verb, tuple(x.replace("K", "K ") for x in a.args), a.seat) for a in decision.actions),
        )


def test_a_decision_with_no_action_is_caught():
    with pytest.raises(InvariantError, match=r"\[stuck\].*turn \(seat \d\) offers no action"):
        play(StuckOnStop(RULES.spec), config=Config(every=0, undo_every=0))


def test_two_actions_with_one_text_are_caught():
    with pytest.raises(InvariantError, match=r"\[decision\].*same text \['roll'\]"):
        check_decision(Match(SaysRollTwice(RULES.spec), ["Anna", "Bruno"], seed=1))


def test_an_action_that_does_not_read_back_from_its_text_is_caught():
    with pytest.raises(InvariantError, match=r"\[decision\].*does not read back"):
        play(SpacedArgument(RULES.spec), config=Config(every=0, undo_every=0))


def test_a_game_that_does_not_end_is_caught():
    with pytest.raises(InvariantError, match=r"\[terminates\] after step 30: no end after 30 steps"):
        play(RULES, config=Config(every=0, undo_every=0, max_steps=30))


# ----- (a) every legal action applies; undo -------------------------------------------------------------
class PocketCrashes(CapoRules):
    """Pocket, rarely chosen, has a bug."""

    def apply(self, state, action, rng):
        if action.verb == "pocket" and action.args:
            raise KeyError("pending:nowhere")
        return super().apply(state, action, rng)


class ForgetfulUndo(CapoRules):
    """Every action leaves a trace that depends on how often apply ran (not on the log), so a replay differs."""

    calls = 0

    def apply(self, state, action, rng):
        events = super().apply(state, action, rng)
        ForgetfulUndo.calls += 1
        state.players = (state.players[0], f"Bruno #{ForgetfulUndo.calls}")
        return events


def test_a_crash_in_a_legal_action_the_bot_never_takes_is_caught():
    match = Match(PocketCrashes(RULES.spec), ["Anna", "Bruno"], seed=1)
    bot = RandomBot(1)
    while "pocket" not in [a.verb for a in match.legal_actions()]:
        match.apply(bot.choose(match))
    match.apply("pocket")
    with pytest.raises(
        InvariantError, match=r"\[actions\].*legal action 'pocket \w+' of pocket \(seat \d\) raised KeyError"
    ):
        check_actions_apply(match, Counter(RULES.components(match.state)))


def test_an_undo_that_does_not_restore_the_position_is_caught():
    rules = ForgetfulUndo(RULES.spec)
    match = Match(rules, ["Anna", "Bruno"], seed=1)
    bot = RandomBot(1)
    while "deceive" not in [str(a) for a in match.legal_actions()]:
        match.apply(bot.choose(match))
    before = copy_state(match.state)
    match.apply("deceive")
    with pytest.raises(
        InvariantError,
        match=r"\[undo\].*'deceive' does not restore the position: .players\[1\]: 'Bruno #\d+' != 'Bruno #\d+'",
    ):
        check_undo(match, before)


def test_undo_of_a_sound_choice_passes_and_a_refused_undo_is_not_checked():
    match = Match(RULES, ["Anna", "Bruno"], seed=1)
    before = copy_state(match.state)
    match.apply("roll")
    assert check_undo(match, before) is False  # undo may not cross the roll: nothing to check
    while "deceive" not in [str(a) for a in match.legal_actions()]:
        match.apply(match.legal_actions()[0])
    before = copy_state(match.state)
    match.apply("deceive")
    assert check_undo(match, before) is True


# ----- (e) saves ------------------------------------------------------------------------------------
class UnseededChance(CapoRules):
    """Stop draws on something outside the match's seed (a process-wide count, where a global random draw could
    repeat the first game's value by chance), so a replay always gives another game."""

    outside = itertools.count(1)

    def apply(self, state, action, rng):
        events = super().apply(state, action, rng)
        if action.verb == "stop":
            state.turn += next(self.outside)
        return events


def test_a_save_that_replays_differently_is_caught():
    with pytest.raises(InvariantError, match=r"\[saves\].*the replayed state differs: .turn"):
        play(UnseededChance(RULES.spec), config=Config(every=0, undo_every=0, save_every=0))


def test_clone_and_copy_state_are_independent_of_the_match():
    match = Match(RULES, ["Anna", "Bruno"], seed=8)
    twin = clone(match)
    twin.apply("roll")
    assert match.log == [] and match.rng.draws != twin.rng.draws
    again = clone(match)
    again.apply("roll")
    assert again.state == twin.state  # the same dice: the RNG was copied in its state
    copied = copy_state(match.state)
    copied.zones["supply:cubes"].pop()
    assert copied != match.state and first_difference(copied, match.state).startswith(".zones['supply:cubes']")


def test_a_field_left_out_of_a_state_s_equality_is_left_out_of_its_difference():
    """Rialto keeps each building's kind once looked up (``kinds``, compare=False): a replayed state may have looked
    up fewer, and is still the same position."""
    from tabletop.games.registry import load_rules

    rules = load_rules("rialto")
    match = Match(rules, ["Anna", "Bruno", "Chiara"], seed=3)
    twin = copy_state(match.state)
    twin.kinds = {"nothing-looked-up": None}  # type: ignore[dict-item]
    assert twin == match.state and first_difference(twin, match.state) is None
    twin.coins[0] += 1
    assert (first_difference(twin, match.state) or "").startswith(".coins[0]")


def test_a_sound_save_round_trip_returns_the_replayed_match():
    match = Match(RULES, ["Anna", "Bruno"], seed=8)
    for _ in range(25):
        match.apply(match.legal_actions()[-1])
    twin = check_save_roundtrip(match)
    assert twin is not match and twin.state == match.state and len(twin.log) == 25


def test_a_playout_measures_its_length_as_the_game_does():
    for seed in (1, 2, 3):
        match = Match(RULES, ["Anna", "Bruno"], seed=seed)
        played = play_checked(match, RandomBot(seed).choose, Config(every=0, undo_every=0), secrets)
        assert played.length == match.state.turn and played.steps == len(match.log)
        assert played.outcome == match.outcome()
