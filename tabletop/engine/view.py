"""What a table shows, typed: the ``TableView`` a game's screen makes of one viewer's (already redacted) view,
with its score rows and panel lines. Pure data, no pygame."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, is_dataclass
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.layout import Layout


@dataclass(frozen=True)
class ScoreRow:
    """One line of a game's final scoring table: what is counted, one cell per seat, and a note."""

    label: str
    cells: tuple[str, ...]
    note: str = ""


@dataclass(frozen=True)
class PanelLine:
    """A line of the side panel's header box: ``title`` lines stand out, ``warn`` ones are in the warning colour."""

    text: str
    style: str = "text"  # "title", "text" or "warn"


@dataclass(frozen=True)
class TableView:
    """Everything the one table program shows of a view: the pieces laid out (each with its face, the legal action
    it takes and what a click on it would mean), the banner, the side panel's lines, the counters the animation
    counts, the words on the buttons, and once the game is over its score rows."""

    layout: Layout
    banner: str | None
    panel: tuple[PanelLine, ...]
    counters: Mapping[str, float]
    labels: Mapping[Action, str]  # each offered action's button, and each button kind's own (for its fixed slot)
    scores: tuple[ScoreRow, ...] = ()


def plain(view: Any) -> Any:
    """A seat's view (a game's frozen dataclass) as plain data (dicts, lists, text, numbers): for JSON, leak scans
    and digests. Field names are the keys, so a view's digest does not depend on its Python type."""
    return asdict(view) if is_dataclass(view) and not isinstance(view, type) else view
