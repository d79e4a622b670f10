"""What each seat may see of a Capo dei Capi table: everything but the bribes it has no right to know."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple

from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.rules.effects import face
from tabletop.games.capo.rules.state import CapoState, Scoring, place_of, side

HIDDEN = "?"

# What the current step shows (CapoState.choice): "options" (card -> influence value), "double" (its value),
# "from" and "card" (a card); only the keys the step has.
ChoiceValue = int | str | Mapping[str, int]


class Piece(NamedTuple):
    """A component in a zone as the seat sees it: its id and its face (``HIDDEN`` for a bribe it may not know)."""

    token: str
    face: str


@dataclass(frozen=True)
class CapoView:
    """The table as one seat sees it (None: the public), already redacted: plain data the table lays out."""

    game: str
    players: tuple[str, ...]
    active: int
    first: int
    turn: int
    stage: str
    ext: int
    ext_max: int
    dice: tuple[int, int] | None
    last_roll: tuple[int, int, int] | None  # white, black, and the seat that rolled
    must_roll: bool
    ending: bool
    over: bool
    cards: tuple[str, ...]
    chips: tuple[int, int]
    committed: Mapping[str, tuple[int, int]]  # card -> how many markers each seat banked on it
    choice: Mapping[str, ChoiceValue]
    zones: Mapping[str, tuple[Piece, ...]]  # every zone of the rules (state.py's names) -> what lies in it
    result: Scoring | None


def bribe_visible(state: CapoState, token: str, zone: str, seat: int | None, everything: bool = False) -> bool:
    """A bribe shows its value once revealed or scored, and to its owner once committed (``everything``: a replay's
    open table, every bribe shown).

    Final scoring reveals every bribe on the cards; the bribe supply and the box stay unknown to all.
    """
    if token in state.revealed or everything:
        return True
    if seat is None:
        return False
    place = place_of(zone)
    return place.kind == "side" and place.seat == seat


def capo_view(spec: CapoSpec, state: CapoState, seat: int | None, everything: bool = False) -> CapoView:
    """The table as ``seat`` sees it (None: the public; ``everything``: every bribe's face), as plain data."""
    zones = {
        zone: tuple(
            Piece(token, HIDDEN)
            if token in state.bribe_value and not bribe_visible(state, token, zone, seat, everything)
            else Piece(token, face(state, token))
            for token in items
        )
        for zone, items in state.zones.items()
    }
    choice = {k: v for k, v in state.choice.items() if k in ("from", "card", "options", "double")}
    return CapoView(
        game="capo",
        players=tuple(state.players),
        active=state.active,
        first=state.first,
        turn=state.turn,
        stage=state.stage,
        ext=state.ext,
        ext_max=spec.extortion.arrest_above,
        dice=state.dice,
        last_roll=state.last_roll,
        must_roll=state.must_roll,
        ending=state.ending,
        over=state.over,
        cards=tuple(state.cards),
        chips=(state.chips(0), state.chips(1)),
        committed={c: (state.count(side(c, 0)), state.count(side(c, 1))) for c in state.cards},
        choice=choice,
        zones=zones,
        result=state.result,
    )
