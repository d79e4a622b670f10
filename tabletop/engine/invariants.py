"""Invariants every game keeps after every step, checked by random playouts (tests and ``tabletop.sim``).

After each step of a match:

(a) every legal action of the current decision applies without error (tried on a clone: copies of
    the state and the RNG) and leaves a sound position (b, c); undo returns exactly to the position
    before the step. Costly, so sampled: every ``Config.every``-th and ``Config.undo_every``-th step.
(b) components are conserved: ``rules.components(state)`` equals its count at setup, each id once.
(c) the game is not stuck: a decision with a seat offers at least one action, each with a distinct
    text form that reads back to itself (saves store actions as text); no seat means the game is over.
(d) views leak nothing, through the game's ``Secrets`` hook (``hidden_facts``, ``disguise``): no view
    (every ``Config.views_every``-th step) and no event (every step) shows a seat a fact hidden from
    it; and every ``Config.every``-th step, a view stays the same when every fact hidden from its seat
    is changed, so it cannot depend on one even indirectly (a sum, a count by value).
(e) the game ends within ``Config.max_steps`` steps, and at its end (and every ``Config.save_every``-th
    step) a save round-trip (to_save, JSON text, from_save) reproduces the state.

Game-independent: nothing here knows any game, and nothing imports pygame. The match must be seeded
(a SeededRng), since saves replay from the seed.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any, Protocol

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision, Outcome
from tabletop.engine.errors import TabletopError
from tabletop.engine.events import Event
from tabletop.engine.leaks import find_leaks
from tabletop.engine.match import Match
from tabletop.engine.view import plain


class InvariantError(TabletopError):
    """A game broke an invariant: which check, after which step, and what was seen."""

    def __init__(self, check: str, message: str, step: int | None = None):
        self.check = check
        self.step = step
        where = f" after step {step}" if step is not None else ""
        super().__init__(f"[{check}]{where}: {message}")


class Secrets(Protocol):
    """A game's hidden-information hook (by convention the module ``tabletop.games.<slug>.secrets``)."""

    def hidden_facts(self, state: Any, seat: int | None) -> dict[str, str]:
        """Each component whose face ``seat`` may not know now, mapped to that face."""

    def disguise(self, state: Any, seat: int | None) -> Any:
        """A copy of ``state`` in which every fact hidden from ``seat`` is different."""


@dataclass(frozen=True)
class Config:
    """How thorough a checked playout is; (b), (c) and the event scan run after every step whatever it says."""

    every: int = 1  # (a, d) try the legal actions and disguise the views every Nth step; 0: never
    views_every: int = 1  # (d) scan every seat's view for hidden facts every Nth step; 0: never
    max_actions: int | None = None  # (a) try at most this many legal actions (a random sample); None: all
    undo_every: int = 1  # (a) check undo every Nth step where it is allowed (undo replays the log); 0: never
    max_steps: int = 10_000  # (e) a game longer than this does not terminate
    save_every: int = 0  # (e) also round-trip a save every Nth step; 0: only at the end


@dataclass(frozen=True)
class Playout:
    """What a checked playout did: steps (decisions taken), its length in the game's unit, outcome, verbs, checks."""

    steps: int
    length: int  # in rules.length_unit: turns (Capo, Mascarade) or rounds (Masques, Rialto)
    outcome: Outcome
    verbs: Counter[str] = field(default_factory=Counter)
    checked: Counter[str] = field(default_factory=Counter)


def seats_of(match: Match) -> list[int | None]:
    """Every viewpoint of a match: the public (None) and each seat."""
    return [None, *range(len(match.players))]


def clone(match: Match) -> Match:
    """An independent copy of a match (state, RNG and log) to try actions on without touching it."""
    twin = copy.copy(match)
    twin.state = copy_state(match.state, match.rules)
    twin.rng = copy_rng(match.rng)
    twin.log = list(match.log)
    return twin


def copy_state(state: Any, rules: Any = None) -> Any:
    """An independent copy of a game state: the rules' own explicit copy when given, else a deep copy."""
    return rules.copy_state(state) if rules is not None else copy.deepcopy(state)


def copy_rng(rng: Any) -> Any:
    """An independent copy of an RNG in its current state (a Mersenne Twister by its state: 5x faster)."""
    twin = copy.copy(rng)
    for name, value in vars(rng).items():
        if isinstance(value, random.Random):
            inner = random.Random()
            inner.setstate(value.getstate())
            setattr(twin, name, inner)
        elif not isinstance(value, (int, float, str, bytes, tuple, frozenset, type(None))):
            setattr(twin, name, copy.deepcopy(value))
    return twin


def first_difference(a: Any, b: Any, path: str = "") -> str | None:
    """The path of the first place where two plain-data values (or dataclass states) differ, else None."""
    if is_dataclass(a) and is_dataclass(b) and type(a) is type(b):
        for f in fields(a):
            if not f.compare:  # as the dataclass's own equality does: a field kept for speed alone is not compared
                continue
            found = first_difference(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")
            if found:
                return found
        return None
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=repr):
            if key not in a or key not in b:
                return f"{path}[{key!r}] (only on one side)"
            found = first_difference(a[key], b[key], f"{path}[{key!r}]")
            if found:
                return found
        return None
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        if len(a) != len(b):
            return f"{path} (length {len(a)} != {len(b)})"
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None
    return None if a == b else f"{path or '<root>'}: {a!r} != {b!r}"


# ----- (b) components ---------------------------------------------------------------------------
def check_components(match: Match, baseline: Counter[str] | None = None) -> Counter[str]:
    """Every component is present exactly once and, given a baseline, none was lost or created."""
    now = Counter(match.rules.components(match.state))
    step = len(match.log)
    twice = sorted(c for c, n in now.items() if n != 1)
    if twice:
        raise InvariantError("components", f"components counted more than once: {twice[:10]}", step)
    if baseline is not None and now != baseline:
        lost, new = sorted(baseline - now), sorted(now - baseline)
        raise InvariantError("components", f"lost {lost[:10]}, appeared {new[:10]}", step)
    return now


# ----- (c) decisions ----------------------------------------------------------------------------
def check_decision(match: Match) -> Decision:
    """The game is not stuck and the current decision is well formed; return it."""
    decision = match.decision()
    outcome = match.outcome()
    step = len(match.log)
    seats = range(len(match.players))
    if decision.seat is None:
        if outcome is None:
            raise InvariantError("stuck", f"decision {decision} has no seat but the game is not over", step)
        if decision.actions:
            raise InvariantError(
                "stuck", f"the game is over but {decision} offers {len(decision.actions)} actions", step
            )
        if not set(outcome.winners) <= set(seats) or len(outcome.scores) != len(match.players):
            raise InvariantError(
                "outcome",
                f"winners {outcome.winners} / scores {outcome.scores} do not fit {len(match.players)} seats",
                step,
            )
        return decision
    if outcome is not None:
        raise InvariantError("stuck", f"the game is over but {decision} still has a seat", step)
    if decision.seat not in seats:
        raise InvariantError("decision", f"{decision} names no seat of this match", step)
    if not decision.actions:
        raise InvariantError("stuck", f"{decision} offers no action", step)
    texts = [str(a) for a in decision.actions]
    if len(set(texts)) != len(texts):
        twice = sorted({t for t in texts if texts.count(t) > 1})
        raise InvariantError("decision", f"{decision} offers two actions with the same text {twice}", step)
    for action in decision.actions:
        if not isinstance(action, Action) or Action.of(str(action), action.seat) != action:
            raise InvariantError("decision", f"action {action!r} of {decision} does not read back from its text", step)
        if action.seat is not None and action.seat not in seats:
            raise InvariantError("decision", f"action {action!r} of {decision} names no seat of this match", step)
    return decision


# ----- (a) every legal action applies -------------------------------------------------------------
def check_actions_apply(
    match: Match, baseline: Counter[str], max_actions: int | None = None, sample: random.Random | None = None
) -> int:
    """Every legal action (or a sample of ``max_actions``) applies on a clone and leaves a sound position.

    Returns how many were tried.
    """
    actions = list(match.legal_actions())
    if max_actions is not None and len(actions) > max_actions:
        actions = (sample or random.Random(len(match.log))).sample(actions, max_actions)
    step = len(match.log)
    for action in actions:
        twin = clone(match)
        try:
            twin.apply(action)
        except Exception as exc:
            raise InvariantError(
                "actions", f"legal action {str(action)!r} of {match.decision()} raised {exc!r}", step
            ) from exc
        try:
            check_components(twin, baseline)
            check_decision(twin)
        except InvariantError as exc:
            raise InvariantError(exc.check, f"after trying {str(action)!r}: {exc}", step) from exc
    return len(actions)


def check_undo(match: Match, before: Any) -> bool:
    """If the last step may be undone, undo on a clone returns exactly to ``before``; return whether it was checked."""
    match.last_move_kept_secrets(before)  # judged from the position kept: no replay of the log to rebuild it
    if not match.can_undo():
        return False
    twin = clone(match)
    twin.undo()
    if twin.state != before:
        where = first_difference(twin.state, before)
        raise InvariantError(
            "undo", f"undoing {match.log[-1].action!r} does not restore the position: {where}", len(match.log)
        )
    return True


# ----- (d) views and events leak nothing -----------------------------------------------------------
def check_views(match: Match, secrets: Secrets | None, thorough: bool = True) -> None:
    """No view shows its seat a hidden fact; if ``thorough``, views are plain data, blind to hidden facts."""
    step = len(match.log)
    for seat in seats_of(match):
        seen = match.view(seat)
        if thorough:
            try:
                json.dumps(plain(seen))
            except (TypeError, ValueError) as exc:
                raise InvariantError("views", f"view of seat {seat} is not plain data: {exc}", step) from exc
        if secrets is None:
            continue
        hidden = secrets.hidden_facts(match.state, seat)
        if not hidden:
            continue
        leaks = find_leaks(seen, hidden)
        if leaks:
            raise InvariantError("views", f"view of seat {seat} shows hidden facts: {leaks[:5]}", step)
        if thorough:
            other = match.rules.view(secrets.disguise(match.state, seat), seat)
            if other != seen:
                where = first_difference(plain(seen), plain(other))
                raise InvariantError(
                    "views", f"view of seat {seat} changes when facts hidden from it change: {where}", step
                )


def check_events(match: Match, events: list[Event], secrets: Secrets | None) -> None:
    """No event, as a seat receives it, shows that seat a face still hidden from it after the step."""
    if secrets is None:
        return
    for seat in seats_of(match):
        hidden = secrets.hidden_facts(match.state, seat)
        for event in events:
            shown = event.for_seat(seat)
            component = getattr(shown, "component", None)
            face = getattr(shown, "face", "")
            if component in hidden and hidden[component] == component and _last_told(events, component, seat) is event:
                raise InvariantError(
                    "events", f"seat {seat} is told of hidden {component} in {shown!r}", len(match.log)
                )
            if (
                component in hidden
                and face != ""
                and str(face) == hidden[component]
                and _last_told(events, component, seat) is event
            ):
                raise InvariantError(
                    "events", f"seat {seat} sees the hidden face of {component} in {shown!r}", len(match.log)
                )


def _last_told(events: list[Event], component: str, seat: int | None) -> Event | None:
    """The last event of a step about ``component``; a later secret move (a shuffle and deal) or a public
    turn face down (a revealed card hidden again) makes what came before a legitimate, passing sight."""
    last = None
    for event in events:
        if getattr(event, "component", None) == component:
            last = event
    return last if last is not None and last.visible_to(seat) else None


# ----- (e) saves and termination -----------------------------------------------------------------
def check_save_roundtrip(match: Match) -> Match:
    """to_save, JSON text and back, from_save: the replayed match has the same state, log and decision; return it."""
    step = len(match.log)
    data = match.to_save()
    try:
        text = json.dumps(data)
    except (TypeError, ValueError) as exc:
        raise InvariantError("saves", f"the save is not JSON: {exc}", step) from exc
    try:
        twin = Match.from_save(match.rules, json.loads(text))
    except TabletopError as exc:
        raise InvariantError("saves", f"the save does not load: {exc}", step) from exc
    if twin.state != match.state:
        raise InvariantError("saves", f"the replayed state differs: {first_difference(twin.state, match.state)}", step)
    if twin.to_save() != data or twin.decision() != match.decision():
        raise InvariantError("saves", "the replayed match saves or decides differently", step)
    return twin


# ----- a whole playout ---------------------------------------------------------------------------
def play_checked(
    match: Match,
    choose: Callable[[Match], Action],
    config: Config = Config(),
    secrets: Secrets | None = None,
    sample: random.Random | None = None,
) -> Playout:
    """Play a seeded ``match`` to its end with ``choose``, checking every invariant (InvariantError at the first)."""
    sample = sample or random.Random(match.seed)
    checked: Counter[str] = Counter()
    verbs: Counter[str] = Counter()
    baseline = check_components(match)
    check_decision(match)
    check_views(match, secrets)
    if config.every:
        checked["actions"] += check_actions_apply(match, baseline, config.max_actions, sample)
    steps = 0
    while not match.is_over():
        if steps >= config.max_steps:
            raise InvariantError("terminates", f"no end after {steps} steps", steps)
        action = choose(match)
        deep = bool(config.every) and (steps + 1) % config.every == 0
        undo = bool(config.undo_every) and (steps + 1) % config.undo_every == 0
        before = copy_state(match.state, match.rules) if undo else None
        decision = match.decision()
        try:
            events = match.apply(action)
        except Exception as exc:
            raise InvariantError("apply", f"{str(action)!r} at {decision} raised {exc!r}", steps) from exc
        steps += 1
        verbs[action.verb] += 1
        check_components(match, baseline)
        check_decision(match)
        check_events(match, events, secrets)
        checked["steps"] += 1
        if deep or (config.views_every and steps % config.views_every == 0):
            check_views(match, secrets, thorough=deep)
            checked["views"] += 1
            checked["disguised views"] += deep and secrets is not None
        if deep:
            checked["actions"] += check_actions_apply(match, baseline, config.max_actions, sample)
        if undo:
            checked["undo"] += check_undo(match, before)
        if config.save_every and steps % config.save_every == 0:
            check_save_roundtrip(match)
            checked["saves"] += 1
    check_save_roundtrip(match)
    checked["saves"] += 1
    outcome = match.outcome()
    assert outcome is not None
    return Playout(steps, match.rules.length(match.state), outcome, verbs, checked)
