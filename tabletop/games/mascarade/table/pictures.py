"""The pictures of Mascarade's rules screen (spec/guide.py): each piece the guide of data/mascarade.yaml names,
drawn by the table's own faces (looks.py) from the game's data at about the size the table uses."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from tabletop.engine.face import Face, Sketch, shift
from tabletop.engine.message import msgc
from tabletop.games.mascarade.table import looks
from tabletop.games.mascarade.table.layout import turn_words
from tabletop.games.mascarade.table.seating import seat_plan

if TYPE_CHECKING:
    from tabletop.games.mascarade.rules.data import MascaradeSpec

CARD = (70, 98)  # a character card or a card back


def sample(spec: MascaradeSpec, name: str) -> Face | None:
    """The picture of a piece named in the guide, drawn from ``spec``: ``card:<id>`` (a character's card, face up),
    ``tile:<id>`` (its token among the characters in play), ``back`` (a face-down card), ``seat`` (a player's seat
    with their card), ``protected`` (a seat of the 2-player game: left, right and protected cards), ``chosen`` (a
    card framed as chosen), ``coins`` (a purse), ``courthouse``, ``bank``, ``table`` (the table top) and
    ``centre_cards`` (two centre cards). None for any other name."""
    build = _samples(spec).get(name)
    return build() if build is not None else None


def _samples(spec: MascaradeSpec) -> dict[str, Callable[[], Face]]:
    """Every name a guide piece may give its picture, each with the drawing of it."""
    named: dict[str, Callable[[], Face]] = {}
    for cid in spec.presentation.characters:
        named[f"card:{cid}"] = partial(looks.card, spec, cid, *CARD)
        named[f"tile:{cid}"] = partial(looks.character, spec, cid, 104, 30)
    return named | {
        "back": lambda: looks.card(spec, "down", *CARD),
        "seat": lambda: _seat_sample(spec),
        "protected": lambda: _protected_sample(spec),
        "chosen": lambda: _chosen_sample(spec),
        "coins": _coins_sample,
        "courthouse": lambda: looks.courthouse(spec, 3, 112, 76),
        "bank": lambda: looks.bank(spec, 112, 76),
        "table": lambda: looks.table_top(spec, turn_words(5), 150, 96),
        "centre_cards": lambda: _centre_cards_sample(spec),
    }


def _seat_sample(spec: MascaradeSpec) -> Face:
    """A seat as the table draws it: the name and badge, the card face down, the purse beside it."""
    plan = seat_plan(1, 66, False, 112)
    s = Sketch(plan.w, plan.h).add(
        *looks.seat(spec, msgc("a sample player's name", "Anna"), 0, True, 6, None, plan.w, plan.h, plan).marks
    )
    x, y, w, h = plan.cards[0]
    return s.add(*shift(looks.card(spec, "down", w, h).marks, x, y)).face()


def _protected_sample(spec: MascaradeSpec) -> Face:
    """The protected card of the 2-player game, face down on its seat's wood, framed and named."""
    w, h, side = 60, 84, 30  # room beside the card for its caption, however long its word
    s = Sketch(w + 2 * side, h + 32).grain((0, 0, w + 2 * side, h + 32), "wood", spec.presentation.seat, radius=8)
    s.add(*shift(looks.card(spec, "down", w, h).marks, side, 20))
    mark = spec.small_games.two_players.protected
    looks.caption(s, spec.presentation.positions[mark], True, (side, 20, w, h), room=w + 2 * side - 8)
    return s.face()


def _chosen_sample(spec: MascaradeSpec) -> Face:
    """A face-down card in the green frame of a choice already made."""
    w, h = CARD
    return (
        Sketch(w + 8, h + 8)
        .add(*shift(looks.card(spec, "down", w, h).marks, 4, 4), *looks.chosen(w + 8, h + 8).marks)
        .face()
    )


def _coins_sample() -> Face:
    """A player's purse as a seat shows it: a coin over the count."""
    return Sketch(40, 48).coin((7, 2, 26, 26)).text("6", (20, 30), 15, "text", bold=True, anchor="midtop").face()


def _centre_cards_sample(spec: MascaradeSpec) -> Face:
    """Two centre cards face down on the table top (a 4-player game)."""
    w, h = 100, 74
    s = Sketch(w, h).grain((0, 0, w, h), "wood", spec.presentation.centre, radius=12)
    for k in range(2):
        s.add(*shift(looks.card(spec, "down", 38, 54).marks, 8 + k * 46, 10))
    return s.face()
