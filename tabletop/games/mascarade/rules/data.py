"""Mascarade's characters, coins, sets and setups, validated strictly from data/mascarade.yaml."""

from __future__ import annotations

import dataclasses
import functools
import math
import re
import string
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Annotated, Any, Literal

from tabletop.engine.message import FIELD, Arg, Msg, Name, msg, msgn, say
from tabletop.spec import Checker, Length, Range, load_spec
from tabletop.spec.guide import Guide

# Bounds are what the rules use plus room for a house rule; coin amounts stay small so a game still ends.
Coins = Annotated[int, Range(1, 10)]  # judgement: a power's gain, take or fine; the seed's are 1-4
Players = Annotated[int, Range(2, 13)]
Cards = Annotated[tuple[str, ...], Length(6, 15)]  # a set: a card per player and up to two in the centre

POWERS = (
    "judge",
    "bishop",
    "king",
    "fool",
    "queen",
    "thief",
    "witch",
    "spy",
    "peasant",
    "cheat",
    "inquisitor",
    "widow",
)


@dataclass(frozen=True)
class Character:
    """A character card: copies, whether it is a money source, the fewest players it needs."""

    id: Literal[
        "judge", "bishop", "king", "fool", "queen", "thief", "witch", "spy", "peasant", "cheat", "inquisitor", "widow"
    ]
    name: Msg
    copies: Annotated[int, Range(1, 2)]  # judgement: only the Peasants come twice
    money: bool
    min_players: Annotated[int, Range(0, 13)]  # 0: no minimum
    text: Msg  # the power in one line, printed on the card; {field} as in ``power``
    power: Msg  # the power in full (hover text); {field} names a number of the file, see MascaradeSpec.filled


@dataclass(frozen=True)
class RecommendedSets:
    """The first-game set for each player count 4-13."""

    sets: Annotated[dict[Annotated[int, Range(4, 13)], Cards], Length(10)]
    source: Literal["seed", "reconstructed"] = "seed"
    note: str = ""


@dataclass(frozen=True)
class SmallGame:
    """Card positions per player in the 2- and 3-player games ("" when none is protected)."""

    positions: Annotated[tuple[str, ...], Length(2, 3)]
    protected: str


@dataclass(frozen=True)
class SmallGames:
    """The fixed set and the positions of the 2- and 3-player games."""

    set: Annotated[tuple[str, ...], Length(6)]
    three_players: SmallGame
    two_players: SmallGame


@dataclass(frozen=True)
class CustomSets:
    """Constraints on a set chosen by the players."""

    required: Annotated[tuple[str, ...], Length(0, 12)]
    money_fraction: Annotated[int, Range(1, 13)]  # 1 in this many cards is a money source
    pairs: Annotated[tuple[str, ...], Length(0, 12)]
    extra_centre_cards_above: Annotated[int, Range(4, 13)]  # a player count
    max_extra_centre_cards: Annotated[int, Range(0, 2)]  # the variant adds 1 or 2 (0: no extra cards)


@dataclass(frozen=True)
class Note:
    """A piece of the table other than a character card: its name and what it is for (its hover text)."""

    name: Msg
    text: Msg


@dataclass(frozen=True)
class ChosenNotes:
    """The names of the frames round cards already chosen in a chain of choices, by the choice they hold."""

    mine: Msg  # the swapping player's own card
    to: Msg
    first: Msg
    second: Msg
    target: Msg
    text: Msg


@dataclass(frozen=True)
class Notes:
    """The hover texts of the table's pieces besides the characters; numbers are ``{field}`` (MascaradeSpec.say)."""

    card_back: Note
    centre_card: Note
    protected: Note
    coins: Note
    courthouse: Note
    bank: Note
    turn: Note
    announcement: Note
    chosen: ChosenNotes
    player: Msg
    face_up: Msg
    memorise: Msg
    private: Msg
    money: Msg
    pair: Msg
    required: Msg
    revealed_last_turn: Msg


Colour = Annotated[tuple[Annotated[int, Range(0, 255)], ...], Length(3)]  # [r, g, b]


@dataclass(frozen=True)
class CharacterLook:
    """How a character is painted: the colour of its card's band and of its tile, the letter (a card too small for
    its icon), and its icon (a name in art/icons.txt, game-icons.net)."""

    colour: Colour
    letter: str  # one character
    icon: str = ""


@dataclass(frozen=True)
class CardBack:
    """A face-down card: its fill, the trim of its rim and oval, and the motif in the oval (an icon name)."""

    body: Colour
    trim: Colour
    icon: str = ""


@dataclass(frozen=True)
class Place:
    """A place in the middle of the table (the courthouse, the bank): its name, a line under it where it has no
    count to show, and its icon."""

    label: Msg
    icon: str = ""
    note: Msg | None = None


@dataclass(frozen=True)
class Presentation:
    """The table's colours, letters and labels (what the screen paints; the rules never read it).

    The characters' names come from ``characters``; the shared colours (text, card face, chips) from the theme.
    """

    characters: dict[str, CharacterLook]  # every character id
    card_back: CardBack
    card_rim: Colour  # the rim of a face-up card
    seat: Colour  # a seat's board (wood of this tint)
    seat_rim: Colour  # the rim of a seat whose turn it is not
    centre: Colour  # the table top in the middle (wood of this tint)
    positions: dict[str, Msg]  # the label over each card slot of the 2- and 3-player games, by position
    courthouse: Place
    bank: Place


def coins(n: int) -> Msg:
    """An amount of coins in words: "1 coin", "3 coins"."""
    return msgn("{n} coin", "{n} coins", n)


# A number of the data file in a text as the YAML writes it today: ``{fine}``, ``{fine:coins}`` ("1 coin"),
# ``{peasant_gains[1]}``. Loading turns each into a plain placeholder (``{fine}``, ``{fine_coins}``,
# ``{peasant_gains_1}``) that a message fills in (MascaradeSpec.amounts).
NUMBERED = re.compile(r"\{(\w+)(?:\[(\d+)\])?(?::(coins))?\}")


def plain_placeholders(text: str) -> str:
    """``text`` with its numbers' placeholders in the form messages fill in (see NUMBERED)."""
    return NUMBERED.sub(
        lambda m: "{" + m.group(1) + (f"_{m.group(2)}" if m.group(2) else "") + ("_coins" if m.group(3) else "") + "}",
        text,
    )


@dataclass(frozen=True)
class MascaradeSpec:
    """Everything Mascarade's rules read from data."""

    game: str
    title: Msg
    players: Annotated[tuple[Players, ...], Length(1, 12)]
    blurb: Msg
    characters: Annotated[tuple[Character, ...], Length(12)]
    starting_coins: Annotated[int, Range(1, 20)]  # at least 1: a player with 0 coins ends the game
    win_coins: Annotated[int, Range(2, 50)]  # judgement: the seed's 13; the Cheat's and Widow's likewise
    cheat_coins: Annotated[int, Range(1, 50)]
    widow_target: Annotated[int, Range(1, 50)]
    bishop_takes: Coins
    king_gains: Coins
    queen_gains: Coins
    fool_gains: Coins
    peasant_gains: Annotated[tuple[Coins, ...], Length(2)]  # one and two true Peasants
    thief_takes: Coins
    inquisitor_fine: Coins
    fine: Coins
    swap_only_turns: Annotated[int, Range(0, 10)]  # 0: announcing is allowed from the first turn
    centre_cards: Annotated[dict[Annotated[int, Range(4, 13)], Annotated[int, Range(1, 2)]], Length(0, 10)]
    recommended_sets: RecommendedSets
    small_games: SmallGames
    custom_sets: CustomSets
    notes: Notes
    presentation: Presentation
    readings: tuple[str, ...] = ()
    guide: Guide | None = None  # the rules screen (spec/guide.py)

    def character(self, cid: str) -> Character:
        """A character by id."""
        return next(c for c in self.characters if c.id == cid)

    @functools.cached_property
    def amounts(self) -> dict[str, Arg]:
        """Every number a text of the file may name, by placeholder: ``{king_gains}`` is 3, ``{king_gains_coins}``
        "3 coins", ``{peasant_gains_1}`` the second of a list."""
        out: dict[str, Arg] = {}
        for record in (self, self.custom_sets):
            for f in fields(record):
                value = getattr(record, f.name)
                if isinstance(value, int) and not isinstance(value, bool):
                    out[f.name], out[f"{f.name}_coins"] = value, coins(value)
                elif isinstance(value, tuple) and value and all(isinstance(v, int) for v in value):
                    for k, v in enumerate(value):
                        out[f"{f.name}_{k}"], out[f"{f.name}_{k}_coins"] = v, coins(v)
        return out

    def filled(self, text: Msg) -> Msg:
        """A text of the file with the numbers it names: ``{king_gains_coins}`` becomes "3 coins"."""
        wanted = {k: self.amounts[k] for k in FIELD.findall(text.text) if k in self.amounts}
        return text.but(**wanted) if wanted else text

    def set_problems(self, cards: tuple[str, ...], players: int) -> list[Msg]:
        """Why a set of cards cannot be played by this many players (empty when it can)."""
        problems: list[Msg] = []
        known = {c.id for c in self.characters}
        unknown = [c for c in cards if c not in known]
        if unknown:
            return [msg("unknown characters {ids}", ids=Name(str(unknown)))]
        rules = self.custom_sets
        for req in rules.required:
            if req not in cards:
                problems.append(msg("the {character} must be in every game", character=self.character(req).name))
        money = sum(1 for c in cards if self.character(c).money)
        need = math.ceil(len(cards) / rules.money_fraction)
        if money < need:
            problems.append(
                msgn(
                    "needs at least {n} money source (King, Queen, Fool, Widow, Peasants), has {has}",
                    "needs at least {n} money sources (King, Queen, Fool, Widow, Peasants), has {has}",
                    need,
                    has=money,
                )
            )
        for pair in rules.pairs:
            if cards.count(pair) not in (0, self.character(pair).copies):
                problems.append(msg("{character}s come in pairs: both or neither", character=self.character(pair).name))
        for c in set(cards):
            ch = self.character(c)
            if cards.count(c) > ch.copies:
                problems.append(
                    msgn(
                        "only {n} {character} card exist",
                        "only {n} {character} cards exist",
                        ch.copies,
                        character=ch.name,
                    )
                )
            if players < ch.min_players:
                problems.append(
                    msgn(
                        "the {character} needs at least {n} player",
                        "the {character} needs at least {n} players",
                        ch.min_players,
                        character=ch.name,
                    )
                )
        base = self.centre_cards.get(players, 0) + players
        extra = len(cards) - base
        if players >= 4 and not (
            extra == 0 or (players > rules.extra_centre_cards_above and 0 < extra <= rules.max_extra_centre_cards)
        ):
            if players > rules.extra_centre_cards_above:
                problems.append(
                    msgn(
                        "{n} player uses {base} cards (or up to {more} more in the centre)",
                        "{n} players use {base} cards (or up to {more} more in the centre)",
                        players,
                        base=base,
                        more=rules.max_extra_centre_cards,
                    )
                )
            else:
                problems.append(
                    msgn("{n} player uses {base} cards", "{n} players use {base} cards", players, base=base)
                )
        return problems


def _check(spec: MascaradeSpec, check: Checker) -> None:
    """Cross-field checks: every power present, sets valid for their player counts."""
    ids = [c.id for c in spec.characters]
    check.require(sorted(ids) == sorted(POWERS), ("characters",), f"needs exactly the characters {', '.join(POWERS)}")
    check.require(spec.players == tuple(range(2, 14)), ("players",), "Mascarade is for 2 to 13 players")
    for n, cards in spec.recommended_sets.sets.items():
        for problem in spec.set_problems(cards, n) if n >= 4 else ["recommended sets are for 4-13 players"]:
            check.fail(("recommended_sets", "sets", n), say(problem))
    check.require(
        sorted(spec.recommended_sets.sets) == list(range(4, 14)),
        ("recommended_sets", "sets"),
        "needs a set for each count 4-13",
    )
    small = spec.small_games
    check.require(
        len(small.set) == 6 and all(c in ids for c in small.set), ("small_games", "set"), "needs 6 known characters"
    )
    check.require(
        len(small.three_players.positions) * 3 == 6, ("small_games", "three_players"), "3 players x 2 cards = 6"
    )
    check.require(len(small.two_players.positions) * 2 == 6, ("small_games", "two_players"), "2 players x 3 cards = 6")
    check.require(len(spec.peasant_gains) == 2, ("peasant_gains",), "gains for one and for two true Peasants")
    texts: list[tuple[tuple, Msg]] = [(("characters", i, "power"), c.power) for i, c in enumerate(spec.characters)]
    texts += [(("characters", i, "text"), c.text) for i, c in enumerate(spec.characters)]
    for f in fields(spec.notes):
        value = getattr(spec.notes, f.name)
        parts = fields(value) if isinstance(value, (Note, ChosenNotes)) else ()
        texts += [(("notes", f.name, p.name), getattr(value, p.name)) for p in parts]
        texts += [] if parts else [(("notes", f.name), value)]
    for path, text in texts:
        _check_text(spec, check, path, text)
    _check_presentation(spec, check)


def _check_presentation(spec: MascaradeSpec, check: Checker) -> None:
    """Every character and every card position of the small games has its look, and no look names anything else."""
    look = spec.presentation
    small = spec.small_games
    positions = list(dict.fromkeys(small.three_players.positions + small.two_players.positions))
    wanted = (("characters", "character", [c.id for c in spec.characters]), ("positions", "card position", positions))
    for section, kind, names in wanted:
        entries: dict[str, Any] = getattr(look, section)
        missing = [n for n in names if n not in entries]
        check.require(not missing, ("presentation", section), f"has no entry for {kind} {', '.join(missing)}")
        for key in entries:
            check.require(key in names, ("presentation", section, key), f"unknown {kind} {key!r}; known: {names}")
    for cid, char in look.characters.items():
        check.require(len(char.letter) == 1, ("presentation", "characters", cid, "letter"), "needs a single letter")
    for key, label in look.positions.items():
        check.require(bool(label.text.strip()), ("presentation", "positions", key), "needs a text")


def _check_text(spec: MascaradeSpec, check: Checker, path: tuple, text: Msg) -> None:
    """A hover text is not empty and names only numbers the file has (as the data writes them, NUMBERED)."""
    if not check.require(bool(text.text.strip()), path, "needs a text"):
        return
    try:
        for _, field, form, _ in string.Formatter().parse(text.text):
            if field is None:
                continue
            if form not in ("", "coins"):
                raise ValueError(f"unknown form {form!r}: write {{{field}}} or {{{field}:coins}}")
            if plain_placeholders("{" + field + (":" + form if form else "") + "}")[1:-1] not in spec.amounts:
                raise KeyError(field)
    except (KeyError, ValueError) as exc:
        known = ", ".join(sorted(k for k in spec.amounts if not k.endswith("_coins")))
        check.fail(path, f"cannot fill in the numbers in braces ({exc}); it may name: {known}")


def _plain(value: Any) -> Any:
    """``value`` (loaded data) with every text's numbers in plain placeholders (plain_placeholders)."""
    if isinstance(value, Msg):
        text = plain_placeholders(value.text)
        return value if text == value.text else Msg(text, value.args, value.plural, value.context)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changed = {f.name: _plain(getattr(value, f.name)) for f in fields(value) if f.init}
        same = all(changed[k] is getattr(value, k) for k in changed)
        return value if same else dataclasses.replace(value, **changed)
    if isinstance(value, tuple):
        items = tuple(_plain(v) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def load_mascarade(path: Path) -> MascaradeSpec:
    """Load and validate Mascarade's data file; raise DataError naming every problem. Its texts' numbers are turned
    into plain placeholders (a bridge while data/mascarade.yaml still writes ``{fine:coins}``)."""
    spec: MascaradeSpec = _plain(load_spec(path, MascaradeSpec, _check))
    return spec
