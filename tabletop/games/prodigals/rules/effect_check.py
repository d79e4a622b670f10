"""Validating an effect tree against the rules of the vocabulary (components §3): ranges, value lists, nesting
and where each form may stand. Works on any tree, parsed or built by hand; returns every problem in words."""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.games.prodigals.rules.vocab import (
    COLUMNS,
    DIRECTIONS,
    MODIFIER_KINDS,
    PARTY_FILTERS,
    PHASES,
    SYMBOLS,
    TILE_SOURCES,
    WHO,
    WINDOWS,
    All,
    AtPhase,
    Choose,
    Combinator,
    Counter,
    Effect,
    Exchange,
    Form,
    GainVotes,
    JumpDown,
    LoseVotes,
    LoseVotesByCount,
    Megaphones,
    Modify,
    Move,
    MoveUp,
    OnPlayWhite,
    Per,
    Permanent,
    PlayedWhite,
    ReserveTurnOrder,
    Sell,
    ShieldTokens,
    SpaceAction,
    Spend,
    StraightDown,
    SymbolCount,
    TakeMoney,
    TakePoliticalTile,
    Times,
    TokensInColumn,
    TokensOnValue,
    Trade,
    Trigger,
    TriggerMegaphones,
)

MAX_DEPTH = 3  # combinators nest at most 3 deep (a trigger's condition not counted)
WHERE = ("card", "space", "tile")  # a card's play or activation; a board space; a bonus tile or inner-circle bonus

# Parameters are small integers (§3). Judgements: what the component set uses, with room for a transcription.
RANGES: dict[tuple[type, str], tuple[int, int]] = {
    (LoseVotes, "n"): (1, 9),
    (GainVotes, "n"): (1, 9),
    (Megaphones, "n"): (1, 9),
    (Spend, "n"): (1, 9),
    (TakeMoney, "n"): (1, 9),
    (Move, "n"): (1, 9),
    (MoveUp, "n"): (1, 9),
    (StraightDown, "k"): (1, 9),
    (JumpDown, "k"): (1, 5),
    (Sell, "k"): (1, 6),  # a player owns at most 6 tiles
    (Sell, "discount"): (0, 9),
    (Sell, "borough_discount"): (0, 9),
    (Exchange, "limit"): (0, 9),
    (ShieldTokens, "n"): (1, 4),  # a player has 4 tokens
    (Times, "n"): (2, 9),  # times(1, ...) is choose(...)
    (TokensOnValue, "value"): (-20, 20),
    (Modify, "n"): (1, 9),
    (ReserveTurnOrder, "k"): (1, 5),  # at most 5 players
}
CHOICES: dict[tuple[type, str], Collection[str]] = {
    (Move, "who"): WHO,
    (StraightDown, "who"): WHO,
    (StraightDown, "column"): COLUMNS,
    (JumpDown, "who"): WHO,
    (PlayedWhite, "party"): PARTY_FILTERS,
    (PlayedWhite, "window"): WINDOWS,
    (TokensInColumn, "column"): COLUMNS,
    (TokensInColumn, "who"): WHO,
    (OnPlayWhite, "party"): PARTY_FILTERS,
    (AtPhase, "phase"): PHASES,
    (Modify, "kind"): MODIFIER_KINDS,
    (TakePoliticalTile, "source"): TILE_SOURCES,
}
TRADE_COSTS = (TakeMoney, GainVotes, MoveUp)  # the worsening steps a trade may ask for (§3.4, 19)
COST_ONLY = (TakeMoney, GainVotes)  # used only as a trade cost (§3.1, 2 and 5)


@dataclass(frozen=True)
class _Where:
    """Where a node stands while walking the tree."""

    place: str  # one of WHERE, or "permanent"
    chain: tuple[str, ...] = ()  # the combinators above it, outermost first
    top: bool = True  # the whole effect of its card, space or tile
    cost: bool = False  # a trade's cost
    trigger: str = ""  # the word of the trigger above, if any
    hyde_park: bool = False  # inside at_phase{hyde_park}


def validate(effect: Effect | Permanent, where: str = "card", symbols: Collection[str] = tuple(SYMBOLS)) -> list[str]:
    """Every problem of an effect (``where``: card, space or tile) or a permanent effect, in words; [] if none."""
    problems: list[str] = []
    if isinstance(effect, Permanent):
        _permanent(effect, symbols, problems)
    elif isinstance(effect, Effect):
        _effect(effect, _Where(where), symbols, problems)
    else:
        problems.append(f"{type(effect).__name__} is not an effect of the vocabulary")
    return problems


def _permanent(permanent: Permanent, symbols: Collection[str], problems: list[str]) -> None:
    """A trigger's filter and effect, or a modifier's kind and amount."""
    _fields(permanent, symbols, problems)
    if isinstance(permanent, Trigger):
        hyde_park = isinstance(permanent, AtPhase) and permanent.phase == "hyde_park"
        where = _Where("permanent", trigger=permanent.WORD, hyde_park=hyde_park)
        _effect(permanent.effect, where, symbols, problems)


def _effect(effect: Any, where: _Where, symbols: Collection[str], problems: list[str]) -> None:
    """One node and everything below it."""
    if isinstance(effect, Counter):
        problems.append(f"the counter {effect.WORD} may stand only as the first argument of per(counter, effect)")
        return
    if isinstance(effect, Permanent):
        problems.append(f"{effect.WORD} is a trigger or modifier: it belongs in a black card's permanent list")
        return
    if not isinstance(effect, Effect):
        problems.append(f"{type(effect).__name__} is not an effect of the vocabulary")
        return
    _fields(effect, symbols, problems)
    if _placement(effect, where, problems) and isinstance(effect, Combinator):
        _children(effect, where, symbols, problems)


def _placement(effect: Effect, where: _Where, problems: list[str]) -> bool:
    """Where this form may stand: space actions on spaces, cost-only steps in trades, and so on.

    False when a combinator stands too deep (what lies below it is then not walked: one problem, not one per level).
    """
    word = effect.WORD
    if isinstance(effect, SpaceAction) and where.place != "space":
        problems.append(f"{word} is a space-only action: it may stand only on a board space")
    if isinstance(effect, COST_ONLY) and not where.cost:
        problems.append(f"{word} may stand only as the cost of a trade(cost, gain)")
    if isinstance(effect, LoseVotesByCount) and not (where.top and where.place == "card"):
        problems.append(f"{word} must be a white card's whole effect (a card with group_play)")
    if isinstance(effect, Megaphones) and where.hyde_park:
        problems.append("megaphones cannot be gained during the Hyde Park phase (at_phase{hyde_park})")
    if isinstance(effect, Combinator) and len(where.chain) >= MAX_DEPTH:
        chain = " > ".join((*where.chain, word))
        problems.append(f"combinators nest {len(where.chain) + 1} deep here ({chain}); at most {MAX_DEPTH} are allowed")
        return False
    return True


def _children(effect: Combinator, where: _Where, symbols: Collection[str], problems: list[str]) -> None:
    """Walk a combinator's effects (and check a per's counter and a trade's cost)."""
    inner = dataclasses.replace(where, chain=(*where.chain, effect.WORD), top=False, cost=False)
    if isinstance(effect, (All, Choose)):
        count = len(effect.effects)
        if not 2 <= count <= 9:
            problems.append(f"{effect.WORD} needs 2 to 9 effects, got {count}")
        children = list(effect.effects)
    elif isinstance(effect, Times):
        if not 1 <= len(effect.options) <= 9:
            problems.append(f"times needs 1 to 9 options, got {len(effect.options)}")
        children = list(effect.options)
    elif isinstance(effect, Per):
        _counter(effect.counter, where, symbols, problems)
        children = [effect.effect]
    else:
        assert isinstance(effect, Trade)
        if not isinstance(effect.cost, TRADE_COSTS):
            words = ", ".join(c.WORD for c in TRADE_COSTS)
            problems.append(f"a trade's cost must be one step among {words}, got {_word(effect.cost)}")
        _effect(effect.cost, dataclasses.replace(inner, cost=True), symbols, problems)
        children = [effect.gain]
    for child in children:
        _effect(child, inner, symbols, problems)


def _counter(counter: Any, where: _Where, symbols: Collection[str], problems: list[str]) -> None:
    """A per's counter: a counter of the list, and trigger_megaphones only inside on_play_white."""
    if not isinstance(counter, Counter):
        problems.append(f"per's first argument must be a counter, got {_word(counter)}")
        return
    _fields(counter, symbols, problems)
    if isinstance(counter, TriggerMegaphones) and where.trigger != OnPlayWhite.WORD:
        problems.append("the counter trigger_megaphones may stand only inside an on_play_white trigger")
    if isinstance(counter, PlayedWhite) and (counter.party is None) == (counter.name is None):
        problems.append("played_white needs exactly one of party or name")


def _fields(form: Form, symbols: Collection[str], problems: list[str]) -> None:
    """Ranges and value lists of one form's own parameters."""
    cls = type(form)
    # Form is the plain base of the vocabulary dataclasses: mypy cannot tell a node is one
    for field in dataclasses.fields(form):  # type: ignore[arg-type]
        value = getattr(form, field.name)
        bounds = RANGES.get((cls, field.name))
        if bounds and value is not None:
            low, high = bounds
            if not (isinstance(value, int) and low <= value <= high):
                problems.append(f"{cls.WORD}: {field.name} must be from {low} to {high}, got {value!r}")
        allowed = symbols if (cls, field.name) == (SymbolCount, "symbol") else CHOICES.get((cls, field.name))
        if allowed is not None and value is not None and value not in allowed:
            problems.append(f"{cls.WORD}: {field.name} must be one of {_listed(allowed)}, got {value!r}")
    _own_rules(form, problems)


def _own_rules(form: Form, problems: list[str]) -> None:
    """The rules of a single form beyond ranges: directions, the count table, a borough discount's borough."""
    if isinstance(form, Move):
        unknown = [d for d in form.dirs if d not in DIRECTIONS]
        if unknown or not form.dirs or len(set(form.dirs)) != len(form.dirs):
            problems.append(
                f"move: dirs must be different directions among {_listed(DIRECTIONS)}, got [{', '.join(form.dirs)}]"
            )
    elif isinstance(form, LoseVotesByCount):
        if not 1 <= len(form.losses) <= 9 or any(not 0 <= n <= 30 for n in form.losses):
            problems.append(f"lose_votes_by_count needs 1 to 9 entries of 0 to 30 votes, got {list(form.losses)}")
    elif isinstance(form, Sell) and (form.borough is None) != (form.borough_discount == 0):
        problems.append("sell: borough and borough_discount go together (the extra discount for that borough)")


def _word(thing: Any) -> str:
    """A node's word, for messages."""
    return getattr(thing, "WORD", type(thing).__name__)


def _listed(values: Collection[str] | Mapping[str, str]) -> str:
    """Allowed values in words."""
    return ", ".join(values)
