"""A game's rules screen, as data: the goal, a turn in steps, every component explained beside its picture, and
notes (readings, reconstructed values). Each game's YAML holds one under ``guide:``, in our own words from its
rulebook; the rules screen (ui/scenes/rules.py) draws it with the table's own faces (``TableScreen.sample``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from tabletop.engine.message import Msg
from tabletop.spec import Length


@dataclass(frozen=True)
class GuidePiece:
    """One component: its name, what it is for, and which piece to draw beside it (a name the game's
    ``sample`` understands; empty: no picture)."""

    name: Msg
    text: Msg
    sample: str = ""


@dataclass(frozen=True)
class Guide:
    """What a newcomer reads before playing."""

    goal: Msg
    turn: Annotated[tuple[Msg, ...], Length(1, 16)]
    pieces: Annotated[tuple[GuidePiece, ...], Length(1, 40)]
    notes: Annotated[tuple[Msg, ...], Length(0, 20)] = ()
