"""A Match owns one game's state: it checks, applies and logs actions, undoes, saves and replays."""

from __future__ import annotations

import random
from collections.abc import KeysView
from typing import Any, NamedTuple

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision, Outcome
from tabletop.engine.errors import IllegalActionError, SaveError, SetupError
from tabletop.engine.events import Event, Revealed
from tabletop.engine.gamedef import check_options
from tabletop.engine.message import Name, Words, as_msg, msg
from tabletop.engine.rng import Rng, SeededRng
from tabletop.engine.rules import Rules
from tabletop.engine.saves import SAVE_FORMAT, check_fields
from tabletop.engine.sightings import Sightings

HiddenSets = tuple[KeysView[str], ...]  # per viewpoint (the public, then each seat), the components hidden from it


class LogEntry(NamedTuple):
    """One applied action: its text, who took it, and whether it drew no chance and emitted no Revealed event (a
    named tuple: one is made for every move of every playout and search)."""

    action: str
    seat: int | None
    undoable: bool  # no chance, no Revealed event; undo also asks that no hidden fact came into sight


def _offered(action: Action, actions: tuple[Action, ...]) -> bool:
    """Whether ``action`` is among ``actions``: by identity first, as a bot or the table passes one of them back
    (comparing frozen values one by one is most of the cost of a long list)."""
    for offered in actions:
        if offered is action:
            return True
    return action in actions


class Match:
    """One game in progress. Nothing else mutates its state."""

    def __init__(
        self,
        rules: Rules[Any, Any],
        players: tuple[str, ...] | list[str],
        variant: str | None = None,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        rng: Rng | None = None,
    ):
        players = tuple(players)
        if len(players) not in rules.player_counts:
            raise SetupError(
                msg(
                    "{game} cannot be played by {n} players (it takes {counts})",
                    game=as_msg(rules.title),
                    n=len(players),
                    counts=Name(", ".join(map(str, rules.player_counts))),
                )
            )
        self.rules = rules
        self.players = players
        self.variant = variant or rules.variants[0]
        if self.variant not in rules.variants:
            raise SetupError(
                msg(
                    "{game} has no variant {variant}; its variants are {variants}",
                    game=as_msg(rules.title),
                    variant=Name(repr(self.variant)),
                    variants=Name(str(rules.variants)),
                )
            )
        self.options = dict(options or {})
        check_options(rules.option_defs(), self.options, len(players), self.variant)
        if rng is None:
            seed = random.SystemRandom().randrange(2**31) if seed is None else seed
            rng = SeededRng(seed)
        self.seed = getattr(rng, "seed", seed or 0)
        self._start_rng = rng.fresh()
        self.rng = rng
        self.state = rules.setup(players, self.variant, self.options, self.rng)
        self.log: list[LogEntry] = []
        self._decision: Decision | None = None
        self.computers: dict[int, str] = {}  # seats played by the computer -> strength (easy, normal, strong)
        self.sightings = Sightings(len(players))  # what each computer seat has seen go out of sight

    def decision(self) -> Decision:
        """Who decides now and what they may do (worked out once per position: until the next apply or undo).
        Code that changes ``state`` by hand (a test building a position) calls ``changed()`` after."""
        if self._decision is None:
            self._decision = self.rules.decision(self.state)
        return self._decision

    def changed(self) -> None:
        """Forget the worked-out decision: the state was changed other than through ``apply``."""
        self._decision = None

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the current decision."""
        return self.decision().actions

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.rules.outcome(self.state) is not None

    def outcome(self) -> Outcome | None:
        """The result, once the game is over."""
        return self.rules.outcome(self.state)

    def view(self, seat: int | None) -> Any:
        """What ``seat`` may see (None: the public table)."""
        return self.rules.view(self.state, seat)

    def apply(self, action: Action | str) -> list[Event]:
        """Apply a legal action (or its text form) and return its events; raise IllegalActionError otherwise."""
        decision = self.decision()
        if isinstance(action, str):
            action = decision.find(action)
        elif not _offered(action, decision.actions):
            raise IllegalActionError(action, decision, "not among the legal actions")
        draws = self.rng.draws
        self._decision = None
        events = self.rules.apply(self.state, action, self.rng)
        if self.computers:  # asked here, not in _observe: this runs for every move of every playout
            self._observe(events)
        undoable = self.rng.draws == draws
        if undoable:  # a loop, not any() over a generator
            for event in events:
                if isinstance(event, Revealed):
                    undoable = False
                    break
        self.log.append(LogEntry(str(action), decision.seat_of(action), undoable))
        return events

    def set_computers(self, computers: dict[int, str]) -> None:
        """Seat the computer players (seat -> strength); from here on each remembers what its seat sees."""
        self.computers = dict(computers)
        self._observe([])

    def _observe(self, events: list[Event]) -> None:
        """Keep the computer seats' memories (a person keeps their own): set ``computers`` before the first move."""
        found = self.rules.places(self.state) if self.computers else None
        if found is not None:
            self.sightings.observe(events, *found, seats=sorted(self.computers))

    # What undo must know of hidden facts, worked out only when asked (bare playouts and searches never pay for it):
    # per position, the components hidden from each viewpoint, as (log length, the log entry ending there or None,
    # the sets); and the verdict on the last move, as (its log entry, whether it kept every secret).
    _sights: tuple[tuple[int, LogEntry | None, HiddenSets], ...] = ()
    _kept: tuple[LogEntry, bool] | None = None

    def can_undo(self) -> bool:
        """Undo never crosses chance, anything coming into any seat's sight, another seat's decision, or the end."""
        if not self.log or self.is_over():
            return False
        kept = self.last_move_kept_secrets()  # asked first: a caller asking every move keeps the sights cheap
        return kept and self.log[-1].seat == self.decision().seat

    def last_move_kept_secrets(self, before: Any = None) -> bool:
        """Whether the last move drew no chance, had no Revealed event and showed no seat a fact hidden from it."""
        if not self.log:
            return False
        last = self.log[-1]
        if self._kept is not None and self._kept[0] is last:
            return self._kept[1]
        sights = self._sights_at(len(self.log) - 1) if last.undoable else None
        if sights is None and last.undoable:  # ``before``, a caller's copy of the position before, spares a replay
            sights = self._hidden_sets(self._position_before_last() if before is None else before)
        after = self._hidden_sets(self.state)
        self._remember(len(self.log), after)
        kept = sights is not None and all(b <= a for b, a in zip(sights, after))
        self._kept = (last, kept)
        return kept

    def _hidden_sets(self, state: Any) -> HiddenSets:
        """Per viewpoint (the public, then each seat), the components hidden from it in ``state``."""
        return tuple(self.rules.hidden_facts(state, s).keys() for s in (None, *range(len(self.players))))

    def _sights_at(self, length: int) -> HiddenSets | None:
        """The hidden sets of the position after ``length`` moves of the log, if known."""
        for known, entry, sets in self._sights:
            if known == length <= len(self.log) and (entry is None if length == 0 else self.log[length - 1] is entry):
                return sets
        return None

    def _remember(self, length: int, sets: HiddenSets) -> None:
        """Keep the hidden sets after ``length`` moves (and those of the position before, still valid)."""
        entry = self.log[length - 1] if length else None
        earlier = [(n, e, s) for n, e, s in self._sights if n == length - 1 and self._sights_at(n) is s]
        self._sights = (*earlier, (length, entry, sets))

    def _position_before_last(self) -> Any:
        """The state before the last move, replayed from the seed as undo does (the match itself is untouched)."""
        rng = self._start_rng.fresh()
        state = self.rules.setup(self.players, self.variant, self.options, rng)
        for entry in self.log[:-1]:
            self.rules.apply(state, self.rules.decision(state).find(entry.action), rng)
        return state

    def undo(self) -> None:
        """Take back the last action by replaying the log without it."""
        if not self.can_undo():
            raise IllegalActionError("undo", self.decision(), "nothing that may be undone")
        self._replay([e.action for e in self.log[:-1]])

    def _replay(self, actions: list[str]) -> None:
        self.rng = self._start_rng.fresh()
        self.state = self.rules.setup(self.players, self.variant, self.options, self.rng)
        self.log = []
        self._decision = None
        self.sightings = Sightings(len(self.players))
        self._observe([])
        for number, text in enumerate(actions, 1):
            if number == len(actions):  # the position before the new last move: can_undo asks next
                self._remember(number - 1, self._hidden_sets(self.state))
            self.apply(text)

    def to_save(self) -> dict[str, Any]:
        """The match as JSON-ready data: enough to replay it exactly (the log last, so a cut file keeps the rest)."""
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "game": self.rules.slug,
            "variant": self.variant,
            "options": self.options,
            "players": list(self.players),
            "seed": self.seed,
            "over": self.is_over(),
            "length": self.rules.length(self.state),
            "computers": {str(seat): strength for seat, strength in sorted(self.computers.items())},
        }
        outcome = self.outcome()
        if outcome is not None:
            data["winners"] = list(outcome.winners)
        if self.rules.pin is not None:
            data["data"] = self.rules.pin.to_save()
        data["log"] = [entry.action for entry in self.log]
        return data

    @classmethod
    def from_save(cls, rules: Rules[Any, Any], data: dict[str, Any], events_out: list[Event] | None = None) -> Match:
        """Rebuild a match by replaying a save (its events go to ``events_out``); raise SaveError if invalid, and
        ReplayError (which says how many moves did replay) when a move of its log does not."""
        check_fields(data)
        if data["game"] != rules.slug:
            raise SaveError(
                msg("save is for game {game}, not {slug}", game=Name(repr(data["game"])), slug=Name(repr(rules.slug)))
            )
        try:
            players = [str(p) for p in data["players"]]
            match = cls(rules, players, data.get("variant"), dict(data.get("options") or {}), seed=data["seed"])
        except (TypeError, ValueError, SetupError) as exc:
            said = exc.said if isinstance(exc, SetupError) else Name(str(exc))
            raise SaveError(msg("save does not set up: {reason}", reason=said)) from exc
        match.set_computers({int(seat): strength for seat, strength in (data.get("computers") or {}).items()})
        for number, text in enumerate(data["log"], 1):
            try:
                events = match.apply(text)
            except IllegalActionError as exc:
                reason = msg(
                    "move {n} ({move}) does not replay: {reason}", n=number, move=Name(repr(text)), reason=exc.said
                )
                raise ReplayError(reason, number - 1) from exc
            except Exception as exc:  # a rules bug: report it as an unreadable save, never crash the app
                reason = msg(
                    "move {n} ({move}) fails in the rules: {error}",
                    n=number,
                    move=Name(repr(text)),
                    error=Name(repr(exc)),
                )
                raise ReplayError(reason, number - 1) from exc
            if events_out is not None:
                events_out.extend(events)
        return match


class ReplayError(SaveError):
    """A save's log stops replaying at a move: ``good`` moves before it did replay."""

    def __init__(self, message: Words, good: int):
        super().__init__(message)
        self.good = good
