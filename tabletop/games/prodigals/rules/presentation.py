"""How The Prodigals Club's pieces look, validated from data/prodigals.yaml ``presentation``: the colours of the
boards, the two token genders, the three grid columns, the symbols (and their icons), the party icons, the
political tiles' wild and blank edges, the card stock, and the game-icons.net glyph of each thing the table marks
with an icon (``ICONS``). Player colours are the app's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated

from tabletop.engine.message import Msg
from tabletop.games.prodigals.rules.vocab import COLUMNS, PARTIES
from tabletop.spec import Length, Range

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec
    from tabletop.spec import Checker

Channel = Annotated[int, Range(0, 255)]
Colour = Annotated[tuple[Channel, ...], Length(3)]  # [r, g, b]
MAX_LETTER = 2  # characters: a symbol's or party's letter fits a small icon
BOARDS = ("central", "election", "society", "possessions")
GENDERS = ("lady", "gentleman")
STOCK = ("white", "black", "tile")  # the card stock of white and black cards, and of the tiles
ICONS = (  # what the table marks with a glyph: the contests, the tokens, the numbers and the effects on cards
    "central",
    "election",
    "society",
    "possessions",
    "lady",
    "gentleman",
    "votes",
    "megaphones",
    "money",
    "sell",
    "exchange",
    "errand",
    "poster",
    "time",
    "old_lady",
    "shield",
)


@dataclass(frozen=True)
class Mark:
    """The colour an icon is painted in and the letter printed on it (colour-blind safe: never colour alone)."""

    colour: Colour
    letter: Msg
    icon: str = ""  # a game-icons.net glyph (art/icons.txt), drawn instead of the letter where there is room


@dataclass(frozen=True)
class Glyph:
    """A game-icons.net glyph by name (art/icons.txt lists those vendored; the self-test checks each)."""

    icon: str


@dataclass(frozen=True)
class Edges:
    """The two political tile edges that are not symbols."""

    wild: Mark
    blank: Mark


@dataclass(frozen=True)
class Presentation:
    """Everything the Prodigals table paints with."""

    boards: dict[str, Colour]  # central, election, society, possessions
    genders: dict[str, Colour]  # lady (rose), gentleman (slate): components §2
    columns: dict[str, Colour]  # left (teal), middle (ochre), right (plum): components §2
    symbols: dict[str, Mark]  # by symbol id
    parties: dict[str, Mark]  # L, C, B
    edges: Edges
    stock: dict[str, Colour]  # white, black, tile: the printed surfaces
    icons: dict[str, Glyph]  # by ICONS


def _keys(check: Checker, given: dict, known: list[str] | tuple[str, ...], key: str, what: str) -> None:
    """Every known id has an entry and no entry names an unknown one."""
    where = ("presentation", key)
    missing = [k for k in known if k not in given]
    check.require(not missing, where, f"no colour for {what} {', '.join(missing)}")
    for name in given:
        check.require(name in known, where + (name,), f"unknown {what} {name!r}; {what}s are {list(known)}")


def _letters(check: Checker, marks: dict[str, Mark], key: str) -> None:
    """Every letter is short and not empty."""
    for name, mark in marks.items():
        check.require(
            0 < len(mark.letter.text) <= MAX_LETTER,
            ("presentation", key, name, "letter"),
            f"a letter is 1 to {MAX_LETTER} characters, got {mark.letter.text!r}",
        )


def check_presentation(spec: ProdigalsSpec, check: Checker) -> None:
    """Every board, gender, column, symbol and party the table paints has its colour (and letter)."""
    look = spec.presentation
    _keys(check, look.boards, BOARDS, "boards", "board")
    _keys(check, look.genders, GENDERS, "genders", "gender")
    _keys(check, look.columns, COLUMNS, "columns", "column")
    _keys(check, look.symbols, spec.symbol_ids, "symbols", "symbol")
    _keys(check, look.parties, tuple(PARTIES), "parties", "party")
    _keys(check, look.stock, STOCK, "stock", "stock")
    _keys(check, look.icons, ICONS, "icons", "icon")
    _letters(check, look.symbols, "symbols")
    for name, mark in look.symbols.items():
        check.require(bool(mark.icon), ("presentation", "symbols", name, "icon"), "a symbol needs its icon")
    _letters(check, look.parties, "parties")
    check.require(
        bool(look.edges.wild.letter.text.strip()),
        ("presentation", "edges", "wild", "letter"),
        "the wild edge needs a letter",
    )
