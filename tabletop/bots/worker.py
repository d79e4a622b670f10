"""The computer players' search process: searches run there, so the table's thread never waits for them (a thread
would share Python's lock with the drawing and stall frames).

The table sends a request as plain data: the match as its save (game, players, seed, log: the same JSON a save
holds, so nothing but text crosses), the seat, its strength and whether it is its own decision or an
interjection; the process replays the match (only the new moves when the log grew), searches, and answers with
the action's text and the request's id. It imports no pygame.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from tabletop.engine.match import Match

if TYPE_CHECKING:  # multiprocessing itself is imported only once a computer plays
    from multiprocessing.connection import Connection
    from multiprocessing.context import SpawnProcess

Request = dict[str, Any]  # the match as its save, the seat, its strength, the kind of search and the request's id
Answer = tuple[int, str | None, str]  # (request id, action text or None, error text)


def answer(request: Request, cache: dict[str, Any]) -> str | None:
    """The chosen action's text for one request (None: no interjection), replaying the match into ``cache``."""
    from tabletop.bots.computer import Computer
    from tabletop.bots.ismcts import interject
    from tabletop.games.registry import load_rules

    save = request["save"]
    match: Match | None = cache.get("match")
    known = cache.get("log", [])
    same = all(cache.get(k) == save.get(k) for k in ("game", "players", "seed", "options"))
    if match is not None and same and save["log"][: len(known)] == known:
        for text in save["log"][len(known) :]:
            match.apply(text)
    else:
        match = Match.from_save(load_rules(save["game"]), save)
    cache.update(match=match, log=list(save["log"]), **{k: save.get(k) for k in ("game", "players", "seed", "options")})
    computer = Computer(request["seat"], request["strength"], seed=save["seed"])
    budget = request.get("budget") or computer.budget  # a test may ask for less than the strength's budget
    if request["kind"] == "interject":
        seen = match.sightings.of(computer.seat)
        found = interject(match.rules, match.state, computer.seat, budget / 2, len(save["log"]), seen)
        return None if found is None else str(found)
    return str(computer.think(match, budget).action)


def serve(conn: Connection[Answer, Request]) -> None:
    """The search process's loop: answer each request until the pipe closes.

    When the app is gone (it quit or died, between searches or in the middle of one), the pipe is closed or
    broken: the process leaves quietly, as nobody waits for its answer (no BrokenPipeError traceback)."""
    from tabletop.runtime import pace_collector

    pace_collector()
    cache: dict[str, Any] = {}
    try:
        while True:
            request = conn.recv()
            try:
                found: Answer = (request["id"], answer(request, cache), "")
            except Exception as exc:  # a failed search must not leave the table waiting: it says why
                cache.clear()
                found = (request["id"], None, repr(exc))
            conn.send(found)
    except (EOFError, OSError, KeyboardInterrupt):  # BrokenPipeError is an OSError; Ctrl-C stops the app too
        return


class SearchProcess:
    """One search process, started on first use; requests are answered in order. If a process cannot be
    started (a locked-down system), the same searches run in a thread of this process instead."""

    def __init__(self) -> None:
        self.conn: Connection[Request, Answer] | None = None
        self.process: SpawnProcess | None = None
        self.answers: list[Answer] = []
        self.cache: dict[str, Any] = {}
        self.lock = threading.Lock()
        self.pending: dict[int, Request] = {}  # sent to the process, not yet answered
        self.in_threads = 0  # searches that ran in this process's threads (no search process, or it died)

    def ask(self, request: Request) -> None:
        """Send a request (its ``id`` comes back with the answer)."""
        if self.conn is None:
            self._start()
        if self.conn is not None:
            try:
                self.conn.send(request)
                self.pending[request["id"]] = request
                return
            except OSError:
                self.conn = None
        threading.Thread(target=self._in_thread, args=(request,), daemon=True).start()

    def _in_thread(self, request: Request) -> None:
        self.in_threads += 1
        try:
            found: Answer = (request["id"], answer(request, self.cache), "")
        except Exception as exc:
            found = (request["id"], None, repr(exc))
        with self.lock:
            self.answers.append(found)

    def _start(self) -> None:
        import multiprocessing  # only once a computer plays: the app starts faster without it

        try:
            context = multiprocessing.get_context("spawn")  # a fresh interpreter: no copy of the window
            self.conn, child = context.Pipe()
            self.process = context.Process(target=serve, args=(child,), name="tabletop-search", daemon=True)
            self.process.start()
        except (OSError, RuntimeError):
            self.conn = self.process = None

    def poll(self) -> Answer | None:
        """The next answer if one has come: (request id, action text or None, error text)."""
        with self.lock:
            if self.answers:
                return self.answers.pop(0)
        if self.conn is not None:
            try:
                if self.conn.poll():
                    found = self.conn.recv()
                    self.pending.pop(found[0], None)
                    return found
                if self.process is not None and not self.process.is_alive():
                    raise EOFError("the search process ended")
            except (EOFError, OSError):  # it died: its unanswered requests are searched here instead
                self.conn = self.process = None
                lost, self.pending = list(self.pending.values()), {}
                for request in lost:
                    threading.Thread(target=self._in_thread, args=(request,), daemon=True).start()
        return None

    def close(self) -> None:
        """Stop the process."""
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        if self.process is not None:
            self.process.join(timeout=1)
            if self.process.is_alive():
                self.process.terminate()
            self.process = None


WORKER = SearchProcess()  # the app's one search process
