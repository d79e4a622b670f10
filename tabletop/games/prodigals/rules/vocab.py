"""The closed effect vocabulary of the components document (§3) as frozen dataclasses, one class per form.

Every class names its word in the text form (``WORD``), how its parameters are written (``BRACKET`` and
``PARAMS``, read by the parser and by ``to_text``) and nothing else: what an effect does is the rules engine's
business, what it says is ``effect_words``. The grammar is in ``effects``' docstring.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.message import Msg, msg, msgc

# ----- the closed value lists (components §0 and §3) --------------------------------------------------
SYMBOLS: dict[str, Msg] = {  # the general symbols (reading 3: only three)
    "h": msgc("symbol", "horse"),
    "w": msgc("symbol", "wine"),
    "d": msgc("symbol", "dog"),
}
DIRECTIONS: dict[str, Msg] = {
    "down": msgc("direction", "straight down"),
    "diag": msgc("direction", "diagonally down"),
    "side": msgc("direction", "sideways"),
}
WHO: dict[str, Msg] = {"any": msg("tokens"), "lady": msg("ladies"), "gentleman": msg("gentlemen")}
COLUMNS: tuple[str, ...] = ("left", "middle", "right")
COLUMN_WORDS: dict[str, Msg] = {  # a column of the society grid in words
    "left": msgc("column", "left"),
    "middle": msgc("column", "middle"),
    "right": msgc("column", "right"),
}
CONTESTS: dict[str, Msg] = {  # a contest (module) in running text, lower case
    "central": msgc("contest", "central"),
    "election": msgc("contest", "election"),
    "society": msgc("contest", "society"),
    "possessions": msgc("contest", "possessions"),
}
PARTIES: dict[str, Msg] = {  # the icons on white Election cards
    "L": msgc("party", "Liberal"),
    "C": msgc("party", "Conservative"),
    "B": msgc("party", "Both"),
}
PARTY_FILTERS: tuple[str, ...] = ("L", "C", "B", "any")  # any = a card with one of the three icons
WINDOWS: tuple[str, ...] = ("this_round", "this_and_last_round")
PHASES: tuple[str, ...] = ("hyde_park", "old_lady")
MODIFIER_KINDS: tuple[str, ...] = ("inner_circle_bonuses", "abmt_spend_bonus", "sale_discount")
TILE_SOURCES: tuple[str, ...] = ("set", "choice")
ANY_DISPLAY = "any"  # take_set(any): the universal set spaces of the 2-3 side

# How a parameter is written: "pos" positionally (required, in order), "kw" as ``key: value`` (optional when the
# field has a default), "flag" as a bare word that sets it, "rest" all remaining positional effects.
# Kinds: int, optint (a whole number or none), name (one word), names (a list of words), text (words, may hold
# spaces), effect, effects (a list of effects), counter, scope (row or column:<c>), table (int-keyed pairs).
Param = tuple[str, str, str]  # (field, kind, style)


class Form:
    """What every vocabulary class declares: its word, its brackets and its parameters."""

    WORD: ClassVar[str]
    BRACKET: ClassVar[str] = "("  # "(" arguments, "{" a record, ":" a tag (symbol:h), "" a bare word
    PARAMS: ClassVar[tuple[Param, ...]] = ()


class Effect(Form):
    """An effect: a step, a combinator or a space-only action (never a counter, trigger or modifier)."""


class Step(Effect):
    """One of the 14 steps (components §3.1-§3.3)."""


class Combinator(Effect):
    """One of the 5 combinators (§3.4); they nest at most 3 deep."""


class SpaceAction(Effect):
    """One of the 6 space-only actions (§3.7), never printed on cards."""


class Counter(Form):
    """One of the 7 counters (§3.4), read once when its ``per`` starts; only the first argument of ``per``."""


class Permanent(Form):
    """A black card's bottom effect: a trigger or a modifier (§3.5)."""


class Trigger(Permanent):
    """A permanent effect that fires on an event and then resolves ``effect`` (written ``word{...} -> effect``)."""

    effect: Effect


# ----- 3.1 score steps ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class LoseVotes(Step):
    """1 lose_votes(n): votes -= n (may go below 0)."""

    n: int
    WORD = "lose_votes"
    PARAMS = (("n", "int", "pos"),)


@dataclass(frozen=True)
class GainVotes(Step):
    """2 gain_votes(n): votes += n, capped at the track maximum; only as a trade cost."""

    n: int
    WORD = "gain_votes"
    PARAMS = (("n", "int", "pos"),)


@dataclass(frozen=True)
class Megaphones(Step):
    """3 megaphones(n): this round's megaphone tally += n (not during Hyde Park)."""

    n: int
    WORD = "megaphones"
    PARAMS = (("n", "int", "pos"),)


@dataclass(frozen=True)
class Spend(Step):
    """4 spend(n): cash -= n, but never below 0 while a possession tile is owned."""

    n: int
    WORD = "spend"
    PARAMS = (("n", "int", "pos"),)


@dataclass(frozen=True)
class TakeMoney(Step):
    """5 take_money(n): cash += n; only as a trade cost."""

    n: int
    WORD = "take_money"
    PARAMS = (("n", "int", "pos"),)


@dataclass(frozen=True)
class Move(Step):
    """6 move(n, dirs, who: any): up to n optional single moves of own tokens matching ``who``."""

    n: int
    dirs: tuple[str, ...]
    who: str = "any"
    WORD = "move"
    PARAMS = (("n", "int", "pos"), ("dirs", "names", "pos"), ("who", "name", "kw"))


@dataclass(frozen=True)
class MoveUp(Step):
    """7 move_up(n): mandatory; n times one own token 1 straight up, while any can."""

    n: int
    WORD = "move_up"
    PARAMS = (("n", "int", "pos"),)


@dataclass(frozen=True)
class StraightDown(Step):
    """8 straight_down(k, scope, who: any): every own token in the scope may move 0..k straight down.

    ``column`` None is the scope ``row`` (a row you name when resolving); else ``column:<column>``.
    """

    k: int
    column: str | None
    who: str = "any"
    WORD = "straight_down"
    PARAMS = (("k", "int", "pos"), ("column", "scope", "pos"), ("who", "name", "kw"))


@dataclass(frozen=True)
class JumpDown(Step):
    """9 jump_down(k, who: any): one own token makes 1..k jumps over the occupied square below it."""

    k: int
    who: str = "any"
    WORD = "jump_down"
    PARAMS = (("k", "int", "pos"), ("who", "name", "kw"))


# ----- 3.2 possession steps ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Sell(Step):
    """10 sell(k, discount: 0, borough: -, borough_discount: 0): sell 1..k own tiles (the first is mandatory)."""

    k: int
    discount: int = 0
    borough: str | None = None
    borough_discount: int = 0
    WORD = "sell"
    PARAMS = (
        ("k", "int", "pos"),
        ("discount", "int", "kw"),
        ("borough", "name", "kw"),
        ("borough_discount", "int", "kw"),
    )


@dataclass(frozen=True)
class Exchange(Step):
    """11 exchange(limit: none): swap an own tile with one on the board; a loss over the limit is refunded."""

    limit: int | None = None
    WORD = "exchange"
    PARAMS = (("limit", "optint", "kw"),)


# ----- 3.3 other steps ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class LoseVotesByCount(Step):
    """12 lose_votes_by_count{1: a, 2: b, ...}: play 1..m copies at once; ``losses[k - 1]`` for k copies."""

    losses: tuple[int, ...]
    WORD = "lose_votes_by_count"
    BRACKET = "{"
    PARAMS = (("losses", "table", "pos"),)


@dataclass(frozen=True)
class ShieldTokens(Step):
    """13 shield_tokens(n): in this round's Old Lady phase up to n own tokens count as unaffected."""

    n: int
    WORD = "shield_tokens"
    PARAMS = (("n", "int", "pos"),)


@dataclass(frozen=True)
class RelocateErrandBoy(Step):
    """14 relocate_errand_boy(): move a placed errand boy to a free space you could occupy and resolve it."""

    WORD = "relocate_errand_boy"


# ----- 3.4 combinators ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class All(Combinator):
    """15 all(e1, ..., en): do each in order."""

    effects: tuple[Effect, ...]
    WORD = "all"
    PARAMS = (("effects", "effect", "rest"),)


@dataclass(frozen=True)
class Choose(Combinator):
    """16 choose(e1, ..., en): pick exactly one."""

    effects: tuple[Effect, ...]
    WORD = "choose"
    PARAMS = (("effects", "effect", "rest"),)


@dataclass(frozen=True)
class Times(Combinator):
    """17 times(n, [e1, ..., em]): n picks among the options, repeats allowed, each resolved fully."""

    n: int
    options: tuple[Effect, ...]
    WORD = "times"
    PARAMS = (("n", "int", "pos"), ("options", "effects", "pos"))


@dataclass(frozen=True)
class Per(Combinator):
    """18 per(counter, e): read the counter once, then do e that many times."""

    counter: Counter
    effect: Effect
    WORD = "per"
    PARAMS = (("counter", "counter", "pos"), ("effect", "effect", "pos"))


@dataclass(frozen=True)
class Trade(Combinator):
    """19 trade(cost, gain): legal only if the cost can be paid in full now; pay it, then resolve the gain."""

    cost: Effect
    gain: Effect
    WORD = "trade"
    PARAMS = (("cost", "effect", "pos"), ("gain", "effect", "pos"))


# ----- counters (only as per's first argument) ---------------------------------------------------------
@dataclass(frozen=True)
class SymbolCount(Counter):
    """symbol:<h/w/d>: your standing symbols of that type."""

    symbol: str
    WORD = "symbol"
    BRACKET = ":"
    PARAMS = (("symbol", "name", "pos"),)


@dataclass(frozen=True)
class PlayedWhite(Counter):
    """played_white{party: p | name: n, window: w}: white cards you played before this one that match."""

    window: str
    party: str | None = None
    name: str | None = None
    WORD = "played_white"
    BRACKET = "{"
    PARAMS = (("party", "name", "kw"), ("name", "text", "kw"), ("window", "name", "kw"))


@dataclass(frozen=True)
class TokensOnValue(Counter):
    """tokens_on_value:v: own tokens on squares of value v."""

    value: int
    WORD = "tokens_on_value"
    BRACKET = ":"
    PARAMS = (("value", "int", "pos"),)


@dataclass(frozen=True)
class TokensInColumn(Counter):
    """tokens_in_column{column, who}: own tokens in that column that match ``who``."""

    column: str
    who: str
    WORD = "tokens_in_column"
    BRACKET = "{"
    PARAMS = (("column", "name", "pos"), ("who", "name", "pos"))


@dataclass(frozen=True)
class TilesInBorough(Counter):
    """tiles_in_borough:b: own possession tiles from borough b."""

    borough: str
    WORD = "tiles_in_borough"
    BRACKET = ":"
    PARAMS = (("borough", "name", "pos"),)


@dataclass(frozen=True)
class AbmtCount(Counter):
    """abmt: A Bit More Time cards played together with this action."""

    WORD = "abmt"
    BRACKET = ""


@dataclass(frozen=True)
class TriggerMegaphones(Counter):
    """trigger_megaphones: the megaphones the triggering white card gained (only inside on_play_white)."""

    WORD = "trigger_megaphones"
    BRACKET = ""


# ----- 3.5 triggers and modifiers ----------------------------------------------------------------------
@dataclass(frozen=True)
class OnPlayWhite(Trigger):
    """20 on_play_white{party: p, name: n, has_megaphones} -> e: after each matching white card you play."""

    effect: Effect
    party: str | None = None
    name: str | None = None
    has_megaphones: bool = False
    WORD = "on_play_white"
    BRACKET = "{"
    PARAMS = (("party", "name", "kw"), ("name", "text", "kw"), ("has_megaphones", "flag", "flag"))


@dataclass(frozen=True)
class OnSell(Trigger):
    """21 on_sell -> e: after each possession tile you sell, from any source."""

    effect: Effect
    WORD = "on_sell"
    BRACKET = ""


@dataclass(frozen=True)
class AtPhase(Trigger):
    """22 at_phase{phase, if_boy_on: space} -> e: at the start of Hyde Park or the Old Lady phase."""

    phase: str
    effect: Effect
    if_boy_on: str | None = None
    WORD = "at_phase"
    BRACKET = "{"
    PARAMS = (("phase", "name", "pos"), ("if_boy_on", "name", "kw"))


@dataclass(frozen=True)
class Modify(Permanent):
    """23 modify{kind, n}: a standing change to a rule (inner circle bonuses, ABMT spending, sale discount)."""

    kind: str
    n: int
    WORD = "modify"
    BRACKET = "{"
    PARAMS = (("kind", "name", "pos"), ("n", "int", "pos"))


# ----- 3.7 space-only actions --------------------------------------------------------------------------
@dataclass(frozen=True)
class TakeSet(SpaceAction):
    """24 take_set(display): take every card of a display (``any`` on a universal set space) and its tile."""

    display: str
    WORD = "take_set"
    PARAMS = (("display", "name", "pos"),)


@dataclass(frozen=True)
class TakePoliticalTile(SpaceAction):
    """25 take_political_tile(set | choice): the set's tile, or 1 of the tiles on the space (or neither)."""

    source: str
    WORD = "take_political_tile"
    PARAMS = (("source", "name", "pos"),)


@dataclass(frozen=True)
class ReserveTurnOrder(SpaceAction):
    """26 reserve_turn_order(k): next round's position k, and a bonus tile of your choice if any is left."""

    k: int
    WORD = "reserve_turn_order"
    PARAMS = (("k", "int", "pos"),)


@dataclass(frozen=True)
class TakeRenaissanceMan(SpaceAction):
    """27 take_renaissance_man: 2 wild symbols this round, with cards played or used in the action phase."""

    WORD = "take_renaissance_man"


@dataclass(frozen=True)
class TakeCentralCard(SpaceAction):
    """28 take_central_card: take the revealed central card (1 boy with three modules, 2 with two)."""

    WORD = "take_central_card"


@dataclass(frozen=True)
class OldLadyImmunity(SpaceAction):
    """29 old_lady_immunity: the Old Lady skips you this round."""

    WORD = "old_lady_immunity"


STEPS: tuple[type[Step], ...] = (
    LoseVotes,
    GainVotes,
    Megaphones,
    Spend,
    TakeMoney,
    Move,
    MoveUp,
    StraightDown,
    JumpDown,
    Sell,
    Exchange,
    LoseVotesByCount,
    ShieldTokens,
    RelocateErrandBoy,
)
COMBINATORS: tuple[type[Combinator], ...] = (All, Choose, Times, Per, Trade)
PERMANENTS: tuple[type[Permanent], ...] = (OnPlayWhite, OnSell, AtPhase, Modify)
COUNTERS: tuple[type[Counter], ...] = (
    SymbolCount,
    PlayedWhite,
    TokensOnValue,
    TokensInColumn,
    TilesInBorough,
    AbmtCount,
    TriggerMegaphones,
)
SPACE_ACTIONS: tuple[type[SpaceAction], ...] = (
    TakeSet,
    TakePoliticalTile,
    ReserveTurnOrder,
    TakeRenaissanceMan,
    TakeCentralCard,
    OldLadyImmunity,
)
FORMS: dict[str, type[Form]] = {
    cls.WORD: cls for group in (STEPS, COMBINATORS, PERMANENTS, COUNTERS, SPACE_ACTIONS) for cls in group
}
