"""An effect in plain English (``describe``, the hover text) and back in its compact text form (``to_text``), both
generated from the tree, so the words, the text and the effect can never disagree."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from typing import Any

from tabletop.engine.wording import indefinite, plural
from tabletop.games.prodigals.rules.vocab import (
    DIRECTIONS,
    PARTIES,
    SYMBOLS,
    WHO,
    AbmtCount,
    All,
    AtPhase,
    Choose,
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
    OldLadyImmunity,
    OnPlayWhite,
    OnSell,
    Per,
    PlayedWhite,
    RelocateErrandBoy,
    ReserveTurnOrder,
    Sell,
    ShieldTokens,
    Spend,
    StraightDown,
    SymbolCount,
    TakeCentralCard,
    TakeMoney,
    TakePoliticalTile,
    TakeRenaissanceMan,
    TakeSet,
    TilesInBorough,
    Times,
    TokensInColumn,
    TokensOnValue,
    Trade,
    Trigger,
    TriggerMegaphones,
)

Names = Mapping[str, str]  # ids the data knows (spaces, displays, symbols) -> the words to show
_PLAIN = re.compile(r"[A-Za-z_][A-Za-z0-9_' -]*")


# ----- back to text ------------------------------------------------------------------------------------
def to_text(form: Form) -> str:
    """The compact text form of any vocabulary tree (the parser reads it back to an equal tree)."""
    args = []
    for name, kind, style in form.PARAMS:
        value = getattr(form, name)
        if style == "rest":
            args += [to_text(v) for v in value]
        elif style == "flag":
            args += [name] if value else []
        elif style == "kw":
            # Form is the plain base of the vocabulary dataclasses: mypy cannot tell a node is one
            default = next(f.default for f in dataclasses.fields(form) if f.name == name)  # type: ignore[arg-type]
            if value != default or default is dataclasses.MISSING:
                args.append(f"{name}: {_value_text(kind, value)}")
        else:
            args.append(_value_text(kind, value))
    if form.BRACKET == ":":
        text = f"{form.WORD}:{args[0]}"
    elif not args and (form.BRACKET in ("", "{") or not form.PARAMS):
        text = form.WORD if form.BRACKET != "(" else f"{form.WORD}()"
    else:
        close = ")" if form.BRACKET == "(" else "}"
        text = f"{form.WORD}{form.BRACKET or '('}{', '.join(args)}{close}"
    if isinstance(form, Trigger):
        text += f" -> {to_text(form.effect)}"
    return text


def _value_text(kind: str, value: Any) -> str:
    """One parameter's value in the text form."""
    if kind in ("effect", "counter"):
        return to_text(value)
    if kind == "effects":
        return "[" + ", ".join(to_text(v) for v in value) + "]"
    if kind == "names":
        return "[" + ", ".join(value) + "]"
    if kind == "table":
        return ", ".join(f"{k}:{v}" for k, v in enumerate(value, 1))
    if kind == "scope":
        return "row" if value is None else f"column:{value}"
    if kind == "optint":
        return "none" if value is None else str(value)
    if kind == "text" and not (_PLAIN.fullmatch(value) and not value.endswith(" ")):
        return f'"{value}"'
    return str(value)


# ----- in words ----------------------------------------------------------------------------------------
def describe(form: Form, names: Names | None = None) -> str:
    """Plain English for any effect, counter or permanent effect: one sentence, capitalised, ending in a full stop."""
    clause = _clause(form, names or {})
    return clause[:1].upper() + clause[1:] + ("" if clause.endswith(".") else ".")


def _clause(form: Any, names: Names) -> str:
    """The words of one node, lower case, no full stop."""
    return _WORDS[type(form)](form, names)


def _tokens(who: str) -> str:
    """tokens, ladies or gentlemen."""
    return WHO[who]


def _dirs(dirs: tuple[str, ...]) -> str:
    """straight down or diagonally down."""
    return " or ".join(DIRECTIONS.get(d, d) for d in dirs)


def _name(names: Names, key: str) -> str:
    """The data's word for an id, or the id itself."""
    return names.get(key, key)


def _symbol(names: Names, symbol: str) -> str:
    """horse, wine, dog (or the data's word)."""
    return names.get(symbol, SYMBOLS.get(symbol, symbol))


def _times(n: int) -> str:
    """twice, three times."""
    return {2: "twice", 3: "three times"}.get(n, f"{n} times")


def _join(clauses: list[str], last: str) -> str:
    """a, b and c."""
    return clauses[0] if len(clauses) == 1 else ", ".join(clauses[:-1]) + f" {last} " + clauses[-1]


def _move(e: Move, names: Names) -> str:
    who = _tokens(e.who)
    if e.n == 1:
        return f"you may move one of your {who} 1 square {_dirs(e.dirs)}"
    return f"make up to {e.n} moves, each taking one of your {who} 1 square {_dirs(e.dirs)}"


def _move_up(e: MoveUp, names: Names) -> str:
    if e.n == 1:
        return "move one of your tokens 1 square straight up"
    return f"make {e.n} moves straight up, each taking one of your tokens 1 square"


def _straight_down(e: StraightDown, names: Names) -> str:
    who = _tokens(e.who)
    scope = f"each of your {who} in the {e.column} column" if e.column else f"name a row: each of your {who} in it"
    return f"{scope} may move up to {plural(e.k, 'square')} straight down, never onto or past another token"


def _jump_down(e: JumpDown, names: Names) -> str:
    who = _tokens(e.who)
    jump = f"one of your {who} jumps straight down over the token just below it onto the empty square beyond"
    return jump if e.k == 1 else f"{jump}, up to {e.k} times"


def _sell(e: Sell, names: Names) -> str:
    text = "sell 1 of your possession tiles" if e.k == 1 else f"sell 1 to {e.k} of your possession tiles"
    if e.discount:
        text += f"{'' if e.k == 1 else ', each'} at {e.discount} below its value"
    if e.borough:
        text += f" ({e.borough_discount} less for a tile from {_name(names, e.borough)})"
    return text


def _exchange(e: Exchange, names: Names) -> str:
    text = "exchange one of your possession tiles for one on the Possessions board"
    if e.limit is None:
        return text + " (no money back for any loss in value)"
    return text + f"; if you give up more than {e.limit} in value, take the loss above {e.limit} from the bank"


def _by_count(e: LoseVotesByCount, names: Names) -> str:
    parts = [f"{plural(v, 'vote')} for {plural(k, 'copy', 'copies')}" for k, v in enumerate(e.losses, 1)]
    return f"play 1 to {len(e.losses)} copies at once as one action and lose {_join(parts, 'or')}"


def _times_clause(e: Times, names: Names) -> str:
    if len(e.options) == 1:
        return f"{_times(e.n)}: {_clause(e.options[0], names)}"
    options = "; or ".join(_clause(o, names) for o in e.options)
    return f"{_times(e.n)}, choose one (the same again if you like): {options}"


def _per(e: Per, names: Names) -> str:
    return f"for each {_clause(e.counter, names)} (counted before you start), {_clause(e.effect, names)}"


def _trade(e: Trade, names: Names) -> str:
    return f"you may {_clause(e.cost, names)}, only if you can in full, and then {_clause(e.gain, names)}"


def _played_white(e: PlayedWhite, names: Names) -> str:
    if e.name:
        kind = f"{e.name} card"
    elif e.party == "any":
        kind = "white card with a party icon"
    else:
        kind = f"white card with the {PARTIES.get(e.party or '', e.party)} icon"
    when = "this round" if e.window == "this_round" else "this round or last round"
    return f"{kind} you played before this one {when}"


def _on_play_white(e: OnPlayWhite, names: Names) -> str:
    card = indefinite(e.name) if e.name else "a white card"
    if e.party == "any":
        card += " with a party icon"
    elif e.party:
        card += f" with the {PARTIES.get(e.party, e.party)} icon"
    if e.has_megaphones:
        card += " that gains megaphones"
    return f"whenever you play {card}: {_clause(e.effect, names)}"


def _at_phase(e: AtPhase, names: Names) -> str:
    when = (
        "at the start of the Hyde Park phase"
        if e.phase == "hyde_park"
        else "at the start of the Old Lady phase, before the tile applies"
    )
    if e.if_boy_on:
        when += f", if one of your errand boys is on {_name(names, e.if_boy_on)}"
    return f"{when}: {_clause(e.effect, names)}"


def _modify(e: Modify, names: Names) -> str:
    if e.kind == "inner_circle_bonuses":
        return f"each inner circle you complete gives {plural(e.n, 'bonus', 'bonuses')}"
    if e.kind == "abmt_spend_bonus":
        return f"each A Bit More Time card you play with an action spends {e.n} more"
    return f"every possession tile you sell brings {e.n} less"


def _take_set(e: TakeSet, names: Names) -> str:
    where = "any display still on this board" if e.display == "any" else _name(names, e.display)
    return f"take all the cards of {where}, with its political circle tile if it has one"


def _political_tile(e: TakePoliticalTile, names: Names) -> str:
    what = "the political circle tile of the set" if e.source == "set" else "1 of the political circle tiles here"
    return f"take {what} (or none) and attach it to your network at once, or discard it"


_WORDS: dict[type, Callable[[Any, Names], str]] = {
    LoseVotes: lambda e, _: f"lose {plural(e.n, 'vote')}",
    GainVotes: lambda e, _: f"gain {plural(e.n, 'vote')}",
    Megaphones: lambda e, _: f"gain {plural(e.n, 'megaphone')}",
    Spend: lambda e, _: f"spend {e.n} money",
    TakeMoney: lambda e, _: f"take {e.n} money from the bank",
    Move: _move,
    MoveUp: _move_up,
    StraightDown: _straight_down,
    JumpDown: _jump_down,
    Sell: _sell,
    Exchange: _exchange,
    LoseVotesByCount: _by_count,
    ShieldTokens: lambda e, _: (
        f"{'one of your tokens is' if e.n == 1 else f'up to {e.n} of your tokens are'} not affected by this round's "
        "Old Lady tile"
    ),
    RelocateErrandBoy: lambda e, _: (
        "move one of your placed errand boys to any free space you could occupy and resolve that space"
    ),
    All: lambda e, n: ", then ".join(_clause(x, n) for x in e.effects),
    Choose: lambda e, n: "choose one: " + "; or ".join(_clause(x, n) for x in e.effects),
    Times: _times_clause,
    Per: _per,
    Trade: _trade,
    SymbolCount: lambda e, n: f"{_symbol(n, e.symbol)} symbol you have",
    PlayedWhite: _played_white,
    TokensOnValue: lambda e, _: f"of your tokens on a square of value {e.value}",
    TokensInColumn: lambda e, _: f"of your {_tokens(e.who)} in the {e.column} column",
    TilesInBorough: lambda e, names: f"of your possession tiles from {_name(names, e.borough)}",
    AbmtCount: lambda e, _: "A Bit More Time card played with this",
    TriggerMegaphones: lambda e, _: "megaphone that card gained",
    OnPlayWhite: _on_play_white,
    OnSell: lambda e, n: f"whenever you sell a possession tile: {_clause(e.effect, n)}",
    AtPhase: _at_phase,
    Modify: _modify,
    TakeSet: _take_set,
    TakePoliticalTile: _political_tile,
    ReserveTurnOrder: lambda e, _: (
        f"take place {e.k} in next round's turn order, and a bonus tile of your choice if any is left"
    ),
    TakeRenaissanceMan: lambda e, _: (
        "take the Renaissance Man: its wild symbols count this round, for cards played or used in the action phase"
    ),
    TakeCentralCard: lambda e, _: "take the central card",
    OldLadyImmunity: lambda e, _: "the Old Lady does not affect you this round",
}
