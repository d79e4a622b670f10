"""Typed pieces of what a table shows besides its components: score rows, panel lines. Pure data, no pygame."""

from __future__ import annotations

from dataclasses import dataclass


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
