"""An effect in plain English (``describe``, the hover text) and back in its compact text form (``to_text``), both
generated from the tree, so the words, the text and the effect can never disagree."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from typing import Any

from tabletop.engine.message import Listed, Msg, Words, as_msg, msg, msgc, msgn
from tabletop.games.prodigals.rules.vocab import (
    COLUMN_WORDS,
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

Names = Mapping[str, Words]  # ids the data knows (spaces, displays, symbols) -> the words to show
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
# Each form has its words as a clause (lower case, no full stop) and, where it can open a sentence, as the
# sentence's start (capitalised): ``top`` chooses. A sentence is the clause that opens it and a full stop.
def describe(form: Form, names: Names | None = None) -> Msg:
    """Plain English for any effect, counter or permanent effect: one sentence, capitalised, ending in a full stop."""
    return msgc("effect sentence", "{effect}.", effect=_clause(form, names or {}, True))


def clause(form: Form, names: Names | None = None) -> Msg:
    """The words of an effect as a clause: lower case, no full stop (a log line quotes it)."""
    return _clause(form, names or {}, False)


def _clause(form: Any, names: Names, top: bool = False) -> Msg:
    """The words of one node: lower case, no full stop, unless ``top`` (it opens the sentence: capitalised)."""
    return _WORDS[type(form)](form, names, top)


def _tokens(who: str) -> Msg:
    """tokens, ladies or gentlemen."""
    return WHO[who]


def _dirs(dirs: tuple[str, ...]) -> Msg:
    """straight down or diagonally down."""
    words = [DIRECTIONS[d] if d in DIRECTIONS else as_msg(d) for d in dirs]
    said = words[0]
    for word in words[1:]:
        said = msgc("alternatives", "{first} or {second}", first=said, second=word)
    return said


def _name(names: Names, key: str) -> Msg:
    """The data's word for an id, or the id itself."""
    return as_msg(names.get(key, key))


def _symbol(names: Names, symbol: str) -> Msg:
    """horse, wine, dog (or the data's word)."""
    return as_msg(names.get(symbol, SYMBOLS.get(symbol, symbol)))


def _column(column: str) -> Msg:
    """left, middle or right."""
    return COLUMN_WORDS[column] if column in COLUMN_WORDS else as_msg(column)


def _party(party: str) -> Msg:
    """Liberal, Conservative, Both."""
    return PARTIES[party] if party in PARTIES else as_msg(party)


def _chain(clauses: list[Msg], top: bool, kind: str) -> Msg:
    """Clauses one after another: "a, then b" (kind "then") or "a; or b" (kind "or")."""
    said = clauses[0]
    for nxt in clauses[1:]:
        if kind == "then":
            said = msg("{first}, then {next}", first=said, next=nxt)
        else:
            said = msg("{first}; or {next}", first=said, next=nxt)
    return said


def _lose(e: LoseVotes, names: Names, top: bool) -> Msg:
    return msgn("Lose {n} vote", "Lose {n} votes", e.n) if top else msgn("lose {n} vote", "lose {n} votes", e.n)


def _gain(e: GainVotes, names: Names, top: bool) -> Msg:
    return msgn("Gain {n} vote", "Gain {n} votes", e.n) if top else msgn("gain {n} vote", "gain {n} votes", e.n)


def _megaphones(e: Megaphones, names: Names, top: bool) -> Msg:
    if top:
        return msgn("Gain {n} megaphone", "Gain {n} megaphones", e.n)
    return msgn("gain {n} megaphone", "gain {n} megaphones", e.n)


def _spend(e: Spend, names: Names, top: bool) -> Msg:
    return msg("Spend {n} money", n=e.n) if top else msg("spend {n} money", n=e.n)


def _take_money(e: TakeMoney, names: Names, top: bool) -> Msg:
    return msg("Take {n} money from the bank", n=e.n) if top else msg("take {n} money from the bank", n=e.n)


def _move(e: Move, names: Names, top: bool) -> Msg:
    who, dirs = _tokens(e.who), _dirs(e.dirs)
    if e.n == 1:
        if top:
            return msg("You may move one of your {who} 1 square {dirs}", who=who, dirs=dirs)
        return msg("you may move one of your {who} 1 square {dirs}", who=who, dirs=dirs)
    if top:
        return msg("Make up to {n} moves, each taking one of your {who} 1 square {dirs}", n=e.n, who=who, dirs=dirs)
    return msg("make up to {n} moves, each taking one of your {who} 1 square {dirs}", n=e.n, who=who, dirs=dirs)


def _move_up(e: MoveUp, names: Names, top: bool) -> Msg:
    if e.n == 1:
        return (
            msg("Move one of your tokens 1 square straight up")
            if top
            else msg("move one of your tokens 1 square straight up")
        )
    if top:
        return msg("Make {n} moves straight up, each taking one of your tokens 1 square", n=e.n)
    return msg("make {n} moves straight up, each taking one of your tokens 1 square", n=e.n)


def _straight_down(e: StraightDown, names: Names, top: bool) -> Msg:
    who = _tokens(e.who)
    if e.column:
        column = _column(e.column)
        if top:
            return msgn(
                "Each of your {who} in the {column} column may move up to {n} square straight down, never onto or"
                " past another token",
                "Each of your {who} in the {column} column may move up to {n} squares straight down, never onto or"
                " past another token",
                e.k,
                who=who,
                column=column,
            )
        return msgn(
            "each of your {who} in the {column} column may move up to {n} square straight down, never onto or past"
            " another token",
            "each of your {who} in the {column} column may move up to {n} squares straight down, never onto or past"
            " another token",
            e.k,
            who=who,
            column=column,
        )
    if top:
        return msgn(
            "Name a row: each of your {who} in it may move up to {n} square straight down, never onto or past"
            " another token",
            "Name a row: each of your {who} in it may move up to {n} squares straight down, never onto or past"
            " another token",
            e.k,
            who=who,
        )
    return msgn(
        "name a row: each of your {who} in it may move up to {n} square straight down, never onto or past another"
        " token",
        "name a row: each of your {who} in it may move up to {n} squares straight down, never onto or past another"
        " token",
        e.k,
        who=who,
    )


def _jump_down(e: JumpDown, names: Names, top: bool) -> Msg:
    who = _tokens(e.who)
    if e.k == 1:
        if top:
            return msg(
                "One of your {who} jumps straight down over the token just below it onto the empty square beyond",
                who=who,
            )
        return msg(
            "one of your {who} jumps straight down over the token just below it onto the empty square beyond", who=who
        )
    if top:
        return msg(
            "One of your {who} jumps straight down over the token just below it onto the empty square beyond, up"
            " to {n} times",
            who=who,
            n=e.k,
        )
    return msg(
        "one of your {who} jumps straight down over the token just below it onto the empty square beyond, up to"
        " {n} times",
        who=who,
        n=e.k,
    )


def _sell(e: Sell, names: Names, top: bool) -> Msg:
    if e.k == 1:
        text = msg("Sell 1 of your possession tiles") if top else msg("sell 1 of your possession tiles")
        if e.discount:
            text = msg("{sell} at {n} below its value", sell=text, n=e.discount)
    else:
        if top:
            text = msg("Sell 1 to {k} of your possession tiles", k=e.k)
        else:
            text = msg("sell 1 to {k} of your possession tiles", k=e.k)
        if e.discount:
            text = msg("{sell}, each at {n} below its value", sell=text, n=e.discount)
    if e.borough:
        borough = _name(names, e.borough)
        text = msg("{sell} ({n} less for a tile from {borough})", sell=text, n=e.borough_discount, borough=borough)
    return text


def _exchange(e: Exchange, names: Names, top: bool) -> Msg:
    if top:
        text = msg("Exchange one of your possession tiles for one on the Possessions board")
    else:
        text = msg("exchange one of your possession tiles for one on the Possessions board")
    if e.limit is None:
        return msg("{exchange} (no money back for any loss in value)", exchange=text)
    return msg(
        "{exchange}; if you give up more than {n} in value, take the loss above {n} from the bank",
        exchange=text,
        n=e.limit,
    )


def _by_count(e: LoseVotesByCount, names: Names, top: bool) -> Msg:
    parts = tuple(
        msg("{votes} for {copies}", votes=msgn("{n} vote", "{n} votes", v), copies=msgn("{n} copy", "{n} copies", k))
        for k, v in enumerate(e.losses, 1)
    )
    listed = Listed(parts, "or")
    if top:
        return msg("Play 1 to {n} copies at once as one action and lose {losses}", n=len(e.losses), losses=listed)
    return msg("play 1 to {n} copies at once as one action and lose {losses}", n=len(e.losses), losses=listed)


def _times_word(n: int, top: bool) -> Msg:
    """twice, three times."""
    if n == 2:
        return msgc("repeat", "Twice") if top else msgc("repeat", "twice")
    if n == 3:
        return msgc("repeat", "Three times") if top else msgc("repeat", "three times")
    return msgc("repeat", "{n} times", n=n)


def _times_clause(e: Times, names: Names, top: bool) -> Msg:
    times = _times_word(e.n, top)
    if len(e.options) == 1:
        return msg("{times}: {effect}", times=times, effect=_clause(e.options[0], names))
    options = _chain([_clause(o, names) for o in e.options], False, "or")
    return msg("{times}, choose one (the same again if you like): {options}", times=times, options=options)


def _per(e: Per, names: Names, top: bool) -> Msg:
    counter, effect = _clause(e.counter, names), _clause(e.effect, names)
    if top:
        return msg("For each {counter} (counted before you start), {effect}", counter=counter, effect=effect)
    return msg("for each {counter} (counted before you start), {effect}", counter=counter, effect=effect)


def _trade(e: Trade, names: Names, top: bool) -> Msg:
    cost, gain = _clause(e.cost, names), _clause(e.gain, names)
    if top:
        return msg("You may {cost}, only if you can in full, and then {gain}", cost=cost, gain=gain)
    return msg("you may {cost}, only if you can in full, and then {gain}", cost=cost, gain=gain)


def _card(name: str, names: Names) -> Msg:
    """A white card an effect names (by its English name): its name in the reader's language."""
    return as_msg(names.get(f"card:{name}", name))


def _played_white(e: PlayedWhite, names: Names, top: bool) -> Msg:
    if e.name:
        kind = msg("{card} card", card=_card(e.name, names))
    elif e.party == "any":
        kind = msg("white card with a party icon")
    else:
        kind = msg("white card with the {party} icon", party=_party(e.party or ""))
    if e.window == "this_round":
        return msg("{kind} you played before this one this round", kind=kind)
    return msg("{kind} you played before this one this round or last round", kind=kind)


def _on_play_white(e: OnPlayWhite, names: Names, top: bool) -> Msg:
    card = msg("a {card}", card=_card(e.name, names)) if e.name else msg("a white card")
    if e.party == "any":
        card = msg("{card} with a party icon", card=card)
    elif e.party:
        card = msg("{card} with the {party} icon", card=card, party=_party(e.party))
    if e.has_megaphones:
        card = msg("{card} that gains megaphones", card=card)
    effect = _clause(e.effect, names)
    if top:
        return msg("Whenever you play {card}: {effect}", card=card, effect=effect)
    return msg("whenever you play {card}: {effect}", card=card, effect=effect)


def _on_sell(e: OnSell, names: Names, top: bool) -> Msg:
    effect = _clause(e.effect, names)
    if top:
        return msg("Whenever you sell a possession tile: {effect}", effect=effect)
    return msg("whenever you sell a possession tile: {effect}", effect=effect)


def _at_phase(e: AtPhase, names: Names, top: bool) -> Msg:
    if e.phase == "hyde_park":
        when = msg("At the start of the Hyde Park phase") if top else msg("at the start of the Hyde Park phase")
    elif top:
        when = msg("At the start of the Old Lady phase, before the tile applies")
    else:
        when = msg("at the start of the Old Lady phase, before the tile applies")
    if e.if_boy_on:
        when = msg("{when}, if one of your errand boys is on {space}", when=when, space=_name(names, e.if_boy_on))
    return msg("{when}: {effect}", when=when, effect=_clause(e.effect, names))


def _modify(e: Modify, names: Names, top: bool) -> Msg:
    if e.kind == "inner_circle_bonuses":
        if top:
            return msgn(
                "Each inner circle you complete gives {n} bonus",
                "Each inner circle you complete gives {n} bonuses",
                e.n,
            )
        return msgn(
            "each inner circle you complete gives {n} bonus", "each inner circle you complete gives {n} bonuses", e.n
        )
    if e.kind == "abmt_spend_bonus":
        if top:
            return msg("Each A Bit More Time card you play with an action spends {n} more", n=e.n)
        return msg("each A Bit More Time card you play with an action spends {n} more", n=e.n)
    if top:
        return msg("Every possession tile you sell brings {n} less", n=e.n)
    return msg("every possession tile you sell brings {n} less", n=e.n)


def _take_set(e: TakeSet, names: Names, top: bool) -> Msg:
    where = msg("any display still on this board") if e.display == "any" else _name(names, e.display)
    if top:
        return msg("Take all the cards of {display}, with its political circle tile if it has one", display=where)
    return msg("take all the cards of {display}, with its political circle tile if it has one", display=where)


def _political_tile(e: TakePoliticalTile, names: Names, top: bool) -> Msg:
    if e.source == "set":
        if top:
            return msg(
                "Take the political circle tile of the set (or none) and attach it to your network at once,"
                " or discard it"
            )
        return msg(
            "take the political circle tile of the set (or none) and attach it to your network at once, or discard it"
        )
    if top:
        return msg(
            "Take 1 of the political circle tiles here (or none) and attach it to your network at once, or discard it"
        )
    return msg(
        "take 1 of the political circle tiles here (or none) and attach it to your network at once, or discard it"
    )


def _shield(e: ShieldTokens, names: Names, top: bool) -> Msg:
    if e.n == 1:
        if top:
            return msg("One of your tokens is not affected by this round's Old Lady tile")
        return msg("one of your tokens is not affected by this round's Old Lady tile")
    if top:
        return msg("Up to {n} of your tokens are not affected by this round's Old Lady tile", n=e.n)
    return msg("up to {n} of your tokens are not affected by this round's Old Lady tile", n=e.n)


def _relocate(e: RelocateErrandBoy, names: Names, top: bool) -> Msg:
    if top:
        return msg("Move one of your placed errand boys to any free space you could occupy and resolve that space")
    return msg("move one of your placed errand boys to any free space you could occupy and resolve that space")


def _all(e: All, names: Names, top: bool) -> Msg:
    return _chain([_clause(x, names, top and i == 0) for i, x in enumerate(e.effects)], top, "then")


def _choose(e: Choose, names: Names, top: bool) -> Msg:
    options = _chain([_clause(x, names) for x in e.effects], False, "or")
    return msg("Choose one: {options}", options=options) if top else msg("choose one: {options}", options=options)


def _reserve(e: ReserveTurnOrder, names: Names, top: bool) -> Msg:
    if top:
        return msg("Take place {n} in next round's turn order, and a bonus tile of your choice if any is left", n=e.k)
    return msg("take place {n} in next round's turn order, and a bonus tile of your choice if any is left", n=e.k)


def _renaissance(e: TakeRenaissanceMan, names: Names, top: bool) -> Msg:
    if top:
        return msg(
            "Take the Renaissance Man: its wild symbols count this round, for cards played or used in the action phase"
        )
    return msg(
        "take the Renaissance Man: its wild symbols count this round, for cards played or used in the action phase"
    )


def _central(e: TakeCentralCard, names: Names, top: bool) -> Msg:
    return msg("Take the central card") if top else msg("take the central card")


def _immunity(e: OldLadyImmunity, names: Names, top: bool) -> Msg:
    return (
        msg("The Old Lady does not affect you this round")
        if top
        else msg("the Old Lady does not affect you this round")
    )


def _symbol_count(e: SymbolCount, names: Names, top: bool) -> Msg:
    return msg("{symbol} symbol you have", symbol=_symbol(names, e.symbol))


def _on_value(e: TokensOnValue, names: Names, top: bool) -> Msg:
    return msg("of your tokens on a square of value {n}", n=e.value)


def _in_column(e: TokensInColumn, names: Names, top: bool) -> Msg:
    return msg("of your {who} in the {column} column", who=_tokens(e.who), column=_column(e.column))


def _in_borough(e: TilesInBorough, names: Names, top: bool) -> Msg:
    return msg("of your possession tiles from {borough}", borough=_name(names, e.borough))


_WORDS: dict[type, Callable[[Any, Names, bool], Msg]] = {
    LoseVotes: _lose,
    GainVotes: _gain,
    Megaphones: _megaphones,
    Spend: _spend,
    TakeMoney: _take_money,
    Move: _move,
    MoveUp: _move_up,
    StraightDown: _straight_down,
    JumpDown: _jump_down,
    Sell: _sell,
    Exchange: _exchange,
    LoseVotesByCount: _by_count,
    ShieldTokens: _shield,
    RelocateErrandBoy: _relocate,
    All: _all,
    Choose: _choose,
    Times: _times_clause,
    Per: _per,
    Trade: _trade,
    SymbolCount: _symbol_count,
    PlayedWhite: _played_white,
    TokensOnValue: _on_value,
    TokensInColumn: _in_column,
    TilesInBorough: _in_borough,
    AbmtCount: lambda e, _, top: msg("A Bit More Time card played with this"),
    TriggerMegaphones: lambda e, _, top: msg("megaphone that card gained"),
    OnPlayWhite: _on_play_white,
    OnSell: _on_sell,
    AtPhase: _at_phase,
    Modify: _modify,
    TakeSet: _take_set,
    TakePoliticalTile: _political_tile,
    ReserveTurnOrder: _reserve,
    TakeRenaissanceMan: _renaissance,
    TakeCentralCard: _central,
    OldLadyImmunity: _immunity,
}
