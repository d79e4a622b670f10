"""What the data-file fuzz tests share: every registered game's loader, the mutations of its file, and the property.

The property: a mutated data file either fails to load with a DataError that names the mutated key path, or loads
and then sets up at every player count and variant and plays random legal moves with nothing raised but a clean
TabletopError. A value or list that breaks its field's declared constraint (``Range``, ``Length``) must be refused
at exactly that key with that constraint's message; one that keeps it but breaks a relation between fields may be
refused at the related key (``RELATED``) or at an ancestor that holds them both.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import functools
import random
import re
import signal
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any, Union, get_args, get_origin, get_type_hints

import yaml

from tabletop.engine import DataError, Match, TabletopError
from tabletop.engine.message import say
from tabletop.engine.screen import NOBODY
from tabletop.games.registry import GAMES as REGISTERED
from tabletop.games.registry import load_rules
from tabletop.paths import data_dir
from tabletop.spec import Length
from tabletop.spec.loader import format_path
from tabletop.spec.validate import Constraint

Path_ = tuple[str | int, ...]


@dataclasses.dataclass(frozen=True)
class Game:
    """One game under test, from the registry: its model, loader, rules and table, each given the spec under test."""

    slug: str

    @property
    def spec(self) -> type:
        """The data model's class (the type of the spec its real file loads into)."""
        return type(load_rules(self.slug).spec)

    def load(self, path: Path) -> Any:
        """The spec a data file loads into (the game's own loader: DataError when it is refused)."""
        return REGISTERED[self.slug].load(path).spec

    def rules(self, spec: Any) -> Any:
        """The game's rules over ``spec``."""
        return type(load_rules(self.slug))(spec)

    def layout(self, spec: Any, view: Any, width: int, height: int) -> Any:
        """The table laid out for ``view``, drawn from ``spec`` (the data under test, not the real file)."""
        build = REGISTERED[self.slug].screen
        assert build is not None
        return build(spec).layout(view, width, height, NOBODY)


GAMES = {slug: Game(slug) for slug in REGISTERED}  # every game the app plays: a new game is fuzzed too
NUMBER_MUTATIONS = {"negative": -1, "zero": 0, "huge": 10**9}
LIST_MUTATIONS = ("shorter", "longer", "empty")
MOVES = 30


class DUMPER(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):  # libyaml's emitter is ~10x faster, where present
    """Writes a repeated item (a "longer" list) out again, as a person would: Tabletop refuses YAML aliases."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@functools.cache
def real_data(slug: str) -> Any:
    """The game's real data file as ``yaml.safe_load`` reads it (shared: never change it, mutate a copy)."""
    return yaml.load((data_dir() / f"{slug}.yaml").read_text(encoding="utf-8"), Loader=LOADER)


def leaves(data: Any, path: Path_ = ()) -> Iterator[tuple[Path_, Any]]:
    """Every (path, value) of ``data`` that is a number or a list, depth first."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from leaves(value, path + (key,))
    elif isinstance(data, list):
        yield path, data
        for i, value in enumerate(data):
            yield from leaves(value, path + (i,))
    elif isinstance(data, (int, float)) and not isinstance(data, bool):
        yield path, data


def mutations(slug: str) -> list[tuple[str, Path_, str]]:
    """Every (game, path, mutation) of the real file: numbers set to -1, 0, 10**9; lists cut, lengthened, emptied.

    A list is lengthened by repeating its last item; an empty list has nothing to mutate.
    """
    out = []
    for path, value in leaves(real_data(slug)):
        if not isinstance(value, list):
            out.extend((slug, path, kind) for kind in NUMBER_MUTATIONS)
        elif value:
            out.extend((slug, path, kind) for kind in LIST_MUTATIONS)
    return out


def get(data: Any, path: Path_) -> Any:
    """The value at ``path``."""
    for part in path:
        data = data[part]
    return data


def mutated(data: Any, path: Path_, kind: Any) -> Any:
    """A copy of ``data`` with the value at ``path`` mutated (``kind``: a mutation's name, or the value to set)."""
    data = copy.deepcopy(data)
    parent, key = get(data, path[:-1]), path[-1]
    value = parent[key]
    if not isinstance(kind, str):
        parent[key] = kind
    elif kind in NUMBER_MUTATIONS:
        parent[key] = NUMBER_MUTATIONS[kind]
    elif kind == "shorter":
        parent[key] = value[:-1]
    elif kind == "longer":
        parent[key] = value + value[-1:]
    else:
        parent[key] = []
    return data


def declared(cls: type, path: Path_) -> list[Constraint]:
    """The constraints the model declares on the field at ``path`` (empty if none, or if ``path`` is no field)."""
    tp: Any = cls
    for part in (*path, None):
        constraints: list[Constraint] = []
        options = [t for t in get_args(tp) if t is not type(None)] if get_origin(tp) in (Union, types.UnionType) else []
        if len(options) == 1:  # an optional field or section (a game's guide): its constraints are its type's
            tp = options[0]
        while get_origin(tp) is Annotated:
            tp, *meta = get_args(tp)
            constraints += [m for m in meta if isinstance(m, Constraint)]
        if part is None:
            return constraints
        options = [t for t in get_args(tp) if t is not type(None)] if get_origin(tp) in (Union, types.UnionType) else []
        if len(options) == 1:
            tp = options[0]
        if dataclasses.is_dataclass(tp):
            tp = get_type_hints(tp, include_extras=True).get(str(part))
        elif get_origin(tp) in (tuple, dict):
            tp = get_args(tp)[-1] if get_origin(tp) is dict else get_args(tp)[0]
        else:
            return []
    return []  # pragma: no cover - the loop always returns


def broken_constraint(cls: type, path: Path_, value: Any) -> str | None:
    """The message of the declared constraint ``value`` breaks at ``path`` (``KIND`` for what it names), if any."""
    for constraint in declared(cls, path):
        fits = isinstance(value, (list, dict)) if isinstance(constraint, Length) else type(value) is int
        problem = constraint.problem(value, "KIND") if fits else None  # a value of the wrong type fails before
        if problem:
            return say(problem)  # its English: the pattern the error's rendered problem must match
    return None


# Relations between sections of a file: a value that keeps its own declared range may be refused at a related key
# elsewhere. Per game: (regex of the mutated key path, regex of a key path that may name it).
RELATED: dict[str, list[tuple[str, str]]] = {
    "capo": [(r"mayor_card\.extortion_track.*", r"extortion\..*")],  # the track's top is the arrest level
    "masques": [
        (r"players.*|guests\.cards.*", r"setups.*"),  # a setup per player count; guests fill the palace
        (r"ducats", r"starting_ducats"),
        (r"favor_markers_per_guild", r"setups\[\d+\]\.remove_favor_markers_per_guild"),
    ],
    "mascarade": [(r"characters.*|centre_cards.*|custom_sets\..*", r"recommended_sets\.sets.*")],
    "rialto": [
        (r"board\..*", r"board\..*|rounds.*"),  # districts, connections and round tiles
        (r"coins\.total", r"setups\[\d+\]\.starting_coins"),
        (r"councillors\.per_colour", r"neutral_player\.personal_councillors"),
        (r"buildings\.max_value", r"building_stage\.max_value|starting_building_value"),
    ],
    "prodigals": [
        (r"inventory\..*", r".*"),  # the counts every deck, tile set and supply must match
        (r"players|numbers\..*|symbols.*|variants.*", r".*"),  # counts, rounds, symbols, variants every section names
        (r"combinations.*|central_cards.*", r"central_cards.*|combinations.*"),  # a card names its combination
        (  # a contest's values are checked against its section, the central board and the counts per player
            r"(election|society|possessions)\..*",
            r"(election|society|possessions|central_board|central_cards|per_player_count)(\..*|\[.*)?",
        ),
    ],
}


def _within(path: str, root: str) -> bool:
    """Whether key path ``path`` is ``root`` or lies under it."""
    return path == root or path.startswith(root + ".") or path.startswith(root + "[")


def names_the_path(slug: str, error: DataError, path: Path_) -> bool:
    """Whether some problem of ``error`` is at ``path``, an ancestor of it, under its record, or at a related key.

    "Under its record": a field relates to the other fields of the mapping or list that holds it (a total and its
    parts), so a problem anywhere under the mutated key's parent names it, unless that parent is the whole file.
    """
    text, record = format_path(path), format_path(path[:-1])
    for problem in error.problems:
        p = problem.path
        if _within(p, text) or (p and _within(text, p)) or (record and _within(p, record)):
            return True
        if any(re.fullmatch(mutated, text) and re.fullmatch(named, p) for mutated, named in RELATED.get(slug, [])):
            return True
    return False


@contextlib.contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    """Raise TimeoutError if the block runs longer than ``seconds`` (a hang is a failure, not a wait)."""

    def expire(signum: int, frame: Any) -> None:
        raise TimeoutError(f"took more than {seconds} s")

    if not hasattr(signal, "SIGALRM"):  # pragma: no cover - Windows: no alarm, so no limit
        yield
        return
    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def play_everything(slug: str, spec: Any, moves: int = MOVES, seed: int = 1) -> int:
    """Set up every player count and variant and play ``moves`` random legal moves, laying out every view.

    A clean TabletopError ends a case; any other exception propagates. Returns the number of moves played.
    """
    game = GAMES[slug]
    rules = game.rules(spec)
    played = 0
    for players in rules.player_counts:
        for variant in rules.variants_for(players):
            pick = random.Random(f"{seed}-{players}-{variant}")
            with contextlib.suppress(TabletopError):
                match = Match(rules, [f"P{i + 1}" for i in range(players)], variant, seed=seed)
                for _ in range(moves):
                    if match.is_over():
                        break
                    actions = match.legal_actions()
                    assert actions, f"{slug} {players}p {variant}: nobody can move, but the game is not over"
                    match.apply(pick.choice(actions))
                    played += 1
                for seat in (None, *range(players)):
                    game.layout(spec, match.view(seat), 1280, 800)
    return played


def _short(value: Any) -> str:
    """A value's repr, cut to fit in a line."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def check(slug: str, data: Any, path: Path_, folder: Path, moves: int = MOVES) -> str:
    """The property for one mutated file; returns what happened ("refused", "loaded")."""
    file = folder / f"{slug}.yaml"
    file.write_text(yaml.dump(data, Dumper=DUMPER, sort_keys=False, allow_unicode=True), encoding="utf-8")
    game = GAMES[slug]
    value = get(data, path)
    with time_limit(60):
        try:
            spec = game.load(file)
        except DataError as error:
            assert all(p.file == file.name and p.line for p in error.problems), str(error)
            broken = broken_constraint(game.spec, path, value)
            if broken is not None:
                pattern = re.escape(broken).replace("KIND", ".+")
                at = [p for p in error.problems if p.path == format_path(path) and re.fullmatch(pattern, p.message)]
                assert at, f"{format_path(path)} = {_short(value)} should be refused there: {broken}\n{error}"
            assert names_the_path(slug, error, path), f"{format_path(path)} = {_short(value)}:\n{error}"
            return "refused"
        assert broken_constraint(game.spec, path, value) is None, f"{format_path(path)} = {_short(value)} loaded"
        if path and path[0] == "presentation":  # colours and letters never reach the rules: loading is the property
            return "loaded"
        play_everything(slug, spec, moves)
    return "loaded"
