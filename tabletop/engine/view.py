"""What a table shows, typed: the ``TableView`` a game's screen makes of one viewer's (already redacted) view,
with its score rows and panel lines. Pure data, no pygame."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, is_dataclass
from typing import Any, TypeVar

from tabletop.engine.actions import Action
from tabletop.engine.layout import Layout
from tabletop.engine.message import Msg, Renderer, Words

V = TypeVar("V")  # a game's view
R = TypeVar("R")


def for_last_view(work: Callable[[V], R]) -> Callable[[V], R]:
    """``work`` of a view, kept for the last view it was asked of (by identity): laying out one view, every piece's
    tip and intent asks the same question of it."""
    last: list[tuple[V, R]] = []

    @functools.wraps(work)
    def kept(view: V) -> R:
        if last and last[0][0] is view:
            return last[0][1]
        found = work(view)
        last[:] = [(view, found)]
        return found

    return kept


@dataclass(frozen=True)
class ScoreRow:
    """One line of a game's final scoring table: what is counted, one cell per seat, and a note; ``decides``: this
    row is what decided the winner (the total, or the tie-break that settled a tie on it), by the rules' ranking."""

    label: Words
    cells: tuple[Words, ...]
    note: Words = ""
    decides: bool = False


@dataclass(frozen=True)
class PanelLine:
    """A line of the side panel's header box: ``title`` lines stand out, ``warn`` ones are in the warning colour."""

    text: Words
    style: str = "text"  # "title", "text" or "warn"


@dataclass(frozen=True)
class TableView:
    """Everything the one table program shows of a view: the pieces laid out (each with its face, the legal action
    it takes and what a click on it would mean), the banner, the side panel's lines, the counters the animation
    counts, the words on the buttons, and once the game is over its score rows."""

    layout: Layout
    banner: Words | None
    panel: tuple[PanelLine, ...]
    counters: Mapping[str, float]
    labels: Mapping[Action, Words]  # each offered action's button, and each button kind's own (for its fixed slot)
    scores: tuple[ScoreRow, ...] = ()


def plain(view: Any) -> Any:
    """A seat's view (a game's frozen dataclass) as plain data: dicts (a record's field names are its keys), lists
    (every tuple, named or not), text and numbers. For JSON, leak scans and digests, so neither depends on a view's
    Python types. (``dataclasses.asdict`` would keep named tuples, which a scan must see as plain sequences, and
    costs several times as much.)"""
    kind = type(view)
    if kind in _ATOMS:
        return view
    if kind is Msg:  # words: as the English templates say them (a view's data, not how a language shows it)
        spelt = _SPELT.get(view)
        if spelt is None:  # a view says the same words again and again (a building's effect, a stage's help)
            if len(_SPELT) >= _SPELT_KEPT:
                _SPELT.clear()
            spelt = _SPELT[view] = _ENGLISH.spell(view)
        return spelt
    if kind is dict:
        return {key: value if type(value) in _ATOMS else plain(value) for key, value in view.items()}
    if isinstance(view, (list, tuple)):
        return [value if type(value) in _ATOMS else plain(value) for value in view]
    names = _FIELDS.get(kind)
    if names is None:
        if not is_dataclass(view) or isinstance(view, type):
            return view
        names = _FIELDS[kind] = tuple(f.name for f in fields(view))
    record = {name: getattr(view, name) for name in names}
    return {name: value if type(value) in _ATOMS else plain(value) for name, value in record.items()}


_ENGLISH = Renderer()
_SPELT: dict[Msg, str] = {}  # words already spelt in English
_SPELT_KEPT = 20_000
_ATOMS = frozenset({str, int, float, bool, type(None)})
_FIELDS: dict[type, tuple[str, ...]] = {}  # each record type's field names, looked up once
