"""Plays a table's computer seats: each decision is searched in the search process (tabletop/bots/worker.py), so
the table keeps drawing and the menu stays usable; the chosen action comes back as text and the table applies it
like a click. A computer also weighs its interjections (a Backstab) in a person's turn."""

from __future__ import annotations

import itertools

from tabletop.bots.worker import WORKER, SearchProcess
from tabletop.engine.actions import Action
from tabletop.engine.match import Match

_ids = itertools.count(1)
POLL_SECONDS = 0.05  # while a search runs, the idle loop looks for its answer this often


class Autopilot:
    """The computer seats of one match (``match.computers``: seat -> strength)."""

    def __init__(self, match: Match, worker: SearchProcess = WORKER, budget: float | None = None):
        self.match = match
        self.worker = worker
        self.budget = budget  # seconds per decision if not the strength's (tests)
        self.generation = 0  # counts the table's changes (moves, undo): a search answers one generation only
        self.position = -1  # the generation the last request was made at
        self.request = 0  # its id
        self.finished = False
        self.result: str | None = None
        self.problem = ""  # why the last search failed, if it did

    def moved(self) -> None:
        """The match changed (a move or an undo): any search under way now answers a past position."""
        self.generation += 1

    def is_computer(self, seat: int | None) -> bool:
        """Whether ``seat`` is played by the computer."""
        return seat is not None and seat in self.match.computers

    def thinking(self) -> int | None:
        """The computer seat deciding now (None when a person decides or the game is over)."""
        seat = self.match.decision().seat
        return seat if self.is_computer(seat) and not self.match.is_over() else None

    @property
    def wait(self) -> float | None:
        """Seconds until the search's answer should be looked for again (None: no search under way)."""
        return POLL_SECONDS if self.position == self.generation and not self.finished else None

    def poll(self) -> Action | None:
        """Ask for a search when a computer is due at a new position; return its action once the answer has come
        (and is legal here: answers to past positions are dropped)."""
        while (found := self.worker.poll()) is not None:
            ident, text, problem = found
            if ident == self.request:
                self.finished, self.result, self.problem = True, text, problem
        if self.position != self.generation:
            self._ask()
            return None
        if not self.finished or self.result is None:
            if self.finished and self.problem and self.thinking() is not None:
                self.position = -1  # the search failed: ask again at the next frame
            return None
        text, self.result = self.result, None
        return next((a for a in self.match.legal_actions() if str(a) == text), None)

    def _ask(self) -> None:
        """Send this position's request: the computer's own decision, or its interjection in a person's."""
        self.position, self.finished, self.result = self.generation, False, None
        seat = self.thinking()
        kind = "decide"
        if seat is None:
            seats = self._interjectors()
            if not seats:
                self.finished = True
                return
            seat, kind = seats[0], "interject"
        self.request = next(_ids)
        strength = self.match.computers[seat]
        request = {"id": self.request, "save": self.match.to_save(), "seat": seat, "strength": strength, "kind": kind}
        request["budget"] = self.budget
        self.worker.ask(request)

    def _interjectors(self) -> list[int]:
        """The computer seats that may break into a person's decision now."""
        decision = self.match.decision()
        seats = {decision.seat_of(a) for a in decision.actions} - {decision.seat}
        return sorted(s for s in seats if s is not None and self.is_computer(s))
