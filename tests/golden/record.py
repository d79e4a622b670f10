"""Golden games: seeded random games of every game, player count and variant, recorded as their action logs with
a digest of every event each action produced and the outcome. Replaying a log must give the same events and the
same outcome, whatever the rules' code looks like inside (tests/golden/test_golden.py).

Record again only when a rules change is meant to change play: `python -m tests.golden.record`.
"""

from __future__ import annotations

import dataclasses
import gzip
import hashlib
import json
import sys
from pathlib import Path

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.message import Msg, Renderer
from tabletop.engine.view import plain
from tabletop.games.registry import GAMES, load_rules

ENGLISH = Renderer()
FOLDER = Path(__file__).resolve().parent
GAMES_PER_GAME = 300  # spread over the game's player counts and variants
MAX_STEPS = 20_000


def cases(slug: str) -> list[tuple[int, str]]:
    """Every (player count, variant) of a game."""
    rules = load_rules(slug)
    return [(n, v) for n in rules.player_counts for v in rules.variants_for(n)]


def english(record):
    """An event or outcome with its messages rendered as English text: what the digests were recorded from, so the
    goldens also check that every message still says, in English, exactly what the text before it said."""
    if not dataclasses.is_dataclass(record):
        return record
    changes = {}
    for f in dataclasses.fields(record):
        value = getattr(record, f.name)
        if isinstance(value, Msg):
            changes[f.name] = ENGLISH.spell(value)
        elif isinstance(value, tuple) and any(isinstance(v, Msg) for v in value):
            changes[f.name] = tuple(ENGLISH.spell(v) if isinstance(v, Msg) else v for v in value)
    return dataclasses.replace(record, **changes) if changes else record


def digest(events) -> str:
    """A short fingerprint of an action's events: their full text form (every field, hidden ones included)."""
    return hashlib.sha256("\n".join(repr(english(e)) for e in events).encode()).hexdigest()[:8]


def play(slug: str, players: int, variant: str, seed: int) -> dict:
    """One seeded random game: its set-up, its log, each action's event digest, and its outcome."""
    rules = load_rules(slug)
    names = [f"P{i + 1}" for i in range(players)]
    match = Match(rules, names, variant, seed=seed)
    bot = RandomBot(seed)
    start = view_digest(match)
    digests = []
    for _ in range(MAX_STEPS):
        if match.is_over():
            break
        digests.append(digest(match.apply(bot.choose(match))))
    return {
        "players": players,
        "variant": variant,
        "seed": seed,
        "start": start,
        "log": [entry.action for entry in match.log],
        "events": "".join(digests),  # 8 hex digits per action, in order
        "outcome": repr(english(match.outcome())),
        "end": view_digest(match),
    }


def view_digest(match: Match) -> str:
    """A fingerprint of what every seat and the public table see now."""
    views = [plain(match.view(seat)) for seat in [None, *range(len(match.players))]]
    return hashlib.sha256(json.dumps(views, sort_keys=True, default=repr).encode()).hexdigest()[:16]


def replay(slug: str, game: dict) -> dict:
    """Replay a recorded game's log and return what it produced, in the recorded form."""
    rules = load_rules(slug)
    names = [f"P{i + 1}" for i in range(game["players"])]
    match = Match(rules, names, game["variant"], seed=game["seed"])
    start = view_digest(match)
    digests = [digest(match.apply(text)) for text in game["log"]]
    events = "".join(digests)
    return {
        **game,
        "start": start,
        "events": events,
        "outcome": repr(english(match.outcome())),
        "end": view_digest(match),
    }


def path_of(slug: str) -> Path:
    """Where a game's golden games are kept."""
    return FOLDER / f"{slug}.json.gz"


def load(slug: str) -> list[dict]:
    """A game's golden games."""
    with gzip.open(path_of(slug), "rt", encoding="utf-8") as f:
        return json.load(f)


def record(slug: str) -> list[dict]:
    """Play and write a game's golden games."""
    spread = cases(slug)
    games = [play(slug, *spread[i % len(spread)], seed=1000 + i) for i in range(GAMES_PER_GAME)]
    with gzip.GzipFile(path_of(slug), "wb", mtime=0) as raw:  # mtime 0: the same games give the same bytes
        raw.write(json.dumps(games, separators=(",", ":")).encode())
    return games


def main(argv: list[str]) -> None:
    """Record the golden games of the named games (default: all)."""
    for slug in argv or list(GAMES):
        games = record(slug)
        steps = sum(len(g["log"]) for g in games)
        print(f"{slug}: {len(games)} games, {steps} actions -> {path_of(slug).name}")


if __name__ == "__main__":
    main(sys.argv[1:])
