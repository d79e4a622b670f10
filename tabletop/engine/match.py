"""A Match owns one game's state: it checks, applies and logs actions, undoes, saves and replays."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision, Outcome
from tabletop.engine.errors import IllegalActionError, SaveError, SetupError
from tabletop.engine.events import Event, Revealed
from tabletop.engine.gamedef import check_options
from tabletop.engine.rng import Rng, SeededRng
from tabletop.engine.rules import Rules
from tabletop.engine.saves import SAVE_FORMAT, check_fields
from tabletop.engine.sightings import Sightings


@dataclass(frozen=True)
class LogEntry:
    """One applied action: its text, who took it, and whether undo may take it back."""

    action: str
    seat: int | None
    undoable: bool


class Match:
    """One game in progress. Nothing else mutates its state."""

    def __init__(
        self,
        rules: Rules,
        players: tuple[str, ...] | list[str],
        variant: str | None = None,
        options: dict | None = None,
        seed: int | None = None,
        rng: Rng | None = None,
    ):
        players = tuple(players)
        if len(players) not in rules.player_counts:
            raise SetupError(
                f"{rules.title} cannot be played by {len(players)} players "
                f"(it takes {', '.join(map(str, rules.player_counts))})"
            )
        self.rules = rules
        self.players = players
        self.variant = variant or rules.variants[0]
        if self.variant not in rules.variants:
            raise SetupError(f"{rules.title} has no variant {self.variant!r}; its variants are {rules.variants}")
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

    def view(self, seat: int | None) -> dict:
        """What ``seat`` may see (None: the public table)."""
        return self.rules.view(self.state, seat)

    def apply(self, action: Action | str) -> list[Event]:
        """Apply a legal action (or its text form) and return its events; raise IllegalActionError otherwise."""
        decision = self.decision()
        if isinstance(action, str):
            action = decision.find(action)
        elif action not in decision.actions:
            raise IllegalActionError(action, decision, "not among the legal actions")
        draws = self.rng.draws
        self._decision = None
        events = self.rules.apply(self.state, action, self.rng)
        self._observe(events)
        chance = self.rng.draws != draws
        revealed = any(isinstance(e, Revealed) for e in events)
        self.log.append(LogEntry(str(action), decision.seat_of(action), not (chance or revealed)))
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

    def can_undo(self) -> bool:
        """Undo never crosses chance, a reveal, another seat's decision, or the end of the game."""
        if not self.log or self.is_over():
            return False
        last = self.log[-1]
        return last.undoable and last.seat == self.decision().seat

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
        for text in actions:
            self.apply(text)

    def to_save(self) -> dict[str, Any]:
        """The match as JSON-ready data: enough to replay it exactly."""
        return {
            "format": SAVE_FORMAT,
            "game": self.rules.slug,
            "variant": self.variant,
            "options": self.options,
            "players": list(self.players),
            "seed": self.seed,
            "log": [entry.action for entry in self.log],
            "over": self.is_over(),
            "length": self.rules.length(self.state),
            "computers": {str(seat): strength for seat, strength in sorted(self.computers.items())},
        }

    @classmethod
    def from_save(cls, rules: Rules, data: dict[str, Any], events_out: list[Event] | None = None) -> Match:
        """Rebuild a match by replaying a save (its events go to ``events_out``); raise SaveError if invalid."""
        check_fields(data)
        if data["game"] != rules.slug:
            raise SaveError(f"save is for game {data['game']!r}, not {rules.slug!r}")
        try:
            players = [str(p) for p in data["players"]]
            match = cls(rules, players, data.get("variant"), dict(data.get("options") or {}), seed=data["seed"])
        except (TypeError, ValueError, SetupError) as exc:
            raise SaveError(f"save does not set up: {exc}") from exc
        match.set_computers({int(seat): strength for seat, strength in (data.get("computers") or {}).items()})
        for number, text in enumerate(data["log"], 1):
            try:
                events = match.apply(text)
            except IllegalActionError as exc:
                raise SaveError(f"move {number} ({text!r}) does not replay: {exc}") from exc
            except Exception as exc:  # a rules bug: report it as an unreadable save, never crash the app
                raise SaveError(f"move {number} ({text!r}) fails in the rules: {exc!r}") from exc
            if events_out is not None:
                events_out.extend(events)
        return match
