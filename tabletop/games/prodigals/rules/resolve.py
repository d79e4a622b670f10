"""The effect interpreter: each primitive of the vocabulary, once, as steps on the flow.

``Do(seat, effect, ctx)`` is the entry: an automatic step that performs a score step at once, or pushes the choice
steps of a move, a combinator or a counter. Optional steps offer ``done``; mandatory ones (``move_up``, a choice
of ``choose``/``times``) do not. Counters are read once, when their ``per`` starts (reading 18). The Possessions
steps (possessions.py), the space-only actions (errands.py) and relocation (relocate.py) register their handlers
here; ``Do`` refuses a form with no handler rather than guess.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.events import Event, Moved, Said
from tabletop.engine.message import Msg, Name, as_msg, msg, msgn, seats_of
from tabletop.engine.message import Seat as Who
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.prodigals.rules import grid
from tabletop.games.prodigals.rules.effect_words import clause
from tabletop.games.prodigals.rules.state import ProdigalsState, ProdigalsStep, parse_square, square_name, token_id
from tabletop.games.prodigals.rules.vocab import (
    All,
    Choose,
    Counter,
    Effect,
    GainVotes,
    JumpDown,
    LoseVotes,
    LoseVotesByCount,
    Megaphones,
    Move,
    MoveUp,
    Per,
    PlayedWhite,
    ShieldTokens,
    StraightDown,
    SymbolCount,
    TakeMoney,
    TilesInBorough,
    Times,
    TokensInColumn,
    TokensOnValue,
    Trade,
    TriggerMegaphones,
)

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.rules import ProdigalsRules

DONE = Action("done")
F = TypeVar("F", bound=Effect)
Handler = Callable[["ProdigalsRules", ProdigalsState, "Do"], list[Event]]  # performs or expands one form of effect


@dataclass(frozen=True)
class Ctx:
    """Where an effect comes from: its card or space, the triggering card's megaphones, the action phase or not."""

    source: str = ""
    trigger_megaphones: int = 0
    action_phase: bool = False


def who(state: ProdigalsState, seat: int) -> Who:
    """A seat's player, for a message (rendered as their name)."""
    return seats_of(state.players)[seat]


def payable(game: ProdigalsRules, state: ProdigalsState, seat: int, effect: Effect) -> bool:
    """Whether an option can be chosen now: a trade only if its cost can be paid in full (reading 13)."""
    if not isinstance(effect, Trade):
        return True
    cost, me = effect.cost, state.seats[seat]
    if isinstance(cost, GainVotes):
        return me.votes + cost.n <= game.spec.numbers.vote_track_maximum.value
    if isinstance(cost, MoveUp):
        return grid.up_moves_possible(game.spec, me.tokens, cost.n)
    return isinstance(cost, TakeMoney)  # the bank always pays


def count(game: ProdigalsRules, state: ProdigalsState, seat: int, counter: Counter, ctx: Ctx) -> int:
    """A counter's value now."""
    me = state.seats[seat]
    if isinstance(counter, SymbolCount):
        return grid.standing_symbols(game.spec, state, seat, counter.symbol, ctx.action_phase)
    if isinstance(counter, PlayedWhite):
        from tabletop.games.prodigals.rules.cards import card, party

        pool = me.played + (me.played_last if counter.window == "this_and_last_round" else [])
        if counter.name is not None:
            return sum(card(game.spec, c).name.text == counter.name for c in pool)  # the data's name is the key
        want = counter.party
        return sum((party(game.spec, c) is not None) if want == "any" else party(game.spec, c) == want for c in pool)
    if isinstance(counter, TokensOnValue):
        return sum(row == counter.value for _, row in me.tokens)
    if isinstance(counter, TokensInColumn):
        col = ("left", "middle", "right").index(counter.column)
        return sum(sq[0] == col and grid.matches(g, counter.who) for sq, g in me.tokens.items())
    if isinstance(counter, TriggerMegaphones):
        return ctx.trigger_megaphones
    if isinstance(counter, TilesInBorough):
        return sum(game.spec.possession_tiles[t].borough == counter.borough for t in me.possessions)
    raise IllegalActionError("per", str(counter), "this counter is read by its own step (A Bit More Time)")


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Do(ProdigalsStep):
    """Resolve one effect for ``seat`` (automatic: score steps at once, choices pushed as steps)."""

    seat: int
    effect: Effect
    ctx: Ctx = Ctx()
    automatic = True

    def run(self, game: ProdigalsRules, state: ProdigalsState, rng: Rng) -> list[Event]:
        """Perform or expand the effect."""
        state.flow.pop()
        handler = _HANDLERS.get(type(self.effect))
        if handler is None:
            raise IllegalActionError("resolve", str(self.effect), "this primitive is not implemented")
        return handler(game, state, self)


def effect_as(do: Do, form: type[F]) -> F:
    """``do``'s effect as the form its handler is registered for (``Do.run`` picks the handler by the effect's
    type, so this only names it for the handler; another form is refused rather than guessed at)."""
    effect = do.effect
    if not isinstance(effect, form):
        raise IllegalActionError("resolve", str(effect), f"the handler of {form.WORD} was given another effect")
    return effect


def _lose(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    e = effect_as(do, LoseVotes)
    state.seats[do.seat].votes -= e.n
    return [Said(msgn("{seat} loses {n} vote.", "{seat} loses {n} votes.", e.n, seat=who(state, do.seat)))]


def _gain(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    e, me = effect_as(do, GainVotes), state.seats[do.seat]
    me.votes = min(game.spec.numbers.vote_track_maximum.value, me.votes + e.n)
    return [Said(msgn("{seat} gains {n} vote.", "{seat} gains {n} votes.", e.n, seat=who(state, do.seat)))]


def _megaphones(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    e = effect_as(do, Megaphones)
    state.seats[do.seat].megaphones += e.n
    return [Said(msgn("{seat} gains {n} megaphone.", "{seat} gains {n} megaphones.", e.n, seat=who(state, do.seat)))]


def _shield(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    e = effect_as(do, ShieldTokens)
    state.seats[do.seat].shields += e.n
    return [
        Said(
            msgn(
                "{seat} may shield {n} token from the Old Lady.",
                "{seat} may shield {n} tokens from the Old Lady.",
                e.n,
                seat=who(state, do.seat),
            )
        )
    ]


def offer(game: ProdigalsRules, state: ProdigalsState, step: MoveChoice | StraightChoice | JumpChoice) -> None:
    """Push an optional move step only when it has a move to offer (no step that could only say done)."""
    if step._moves(game, state):
        state.flow.then(step)


def _move(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    e = effect_as(do, Move)
    offer(game, state, MoveChoice(do.seat, e.n, e.dirs, e.who))
    return []


def _move_up(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    state.flow.then(*up_steps(game, state, do.seat, effect_as(do, MoveUp).n))
    return []


def _straight(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    e = effect_as(do, StraightDown)
    if e.column is None:
        state.flow.then(PickRow(do.seat, e.k, e.who))
    else:
        col = ("left", "middle", "right").index(e.column)
        mine = state.seats[do.seat].tokens
        scope = tuple(sorted(sq for sq, g in mine.items() if sq[0] == col and grid.matches(g, e.who)))
        offer(game, state, StraightChoice(do.seat, e.k, scope))
    return []


def _jump(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    e = effect_as(do, JumpDown)
    offer(game, state, JumpChoice(do.seat, e.k, e.who))
    return []


def _all(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    state.flow.then(*(Do(do.seat, e, do.ctx) for e in effect_as(do, All).effects))
    return []


def pick_steps(
    game: ProdigalsRules, state: ProdigalsState, seat: int, options: tuple[Effect, ...], left: int, ctx: Ctx
) -> list[ProdigalsStep]:
    """A PickOption step, unless no pick is left or no option can be chosen."""
    if left > 0 and any(payable(game, state, seat, e) for e in options):
        return [PickOption(seat, options, left, ctx)]
    return []


def _choose(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    state.flow.then(*pick_steps(game, state, do.seat, effect_as(do, Choose).effects, 1, do.ctx))
    return []


def _times(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    e = effect_as(do, Times)
    state.flow.then(*pick_steps(game, state, do.seat, e.options, e.n, do.ctx))
    return []


def _per(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    e = effect_as(do, Per)
    if (
        isinstance(e.counter, SymbolCount)
        and do.ctx.action_phase
        and state.renaissance == do.seat
        and len(state.renaissance_fixed) < game.spec.central_board.renaissance_man_symbols
    ):
        state.flow.then(FixRenaissance(do.seat, e.counter.symbol, e, do.ctx))
        return []
    own_step = _COUNTED_BY_STEP.get(type(e.counter))
    if own_step is not None:  # A Bit More Time: the player says how many cards go with the action
        return own_step(game, state, do)
    n = count(game, state, do.seat, e.counter, do.ctx)
    state.flow.then(*(Do(do.seat, e.effect, do.ctx) for _ in range(n)))
    return [Said(msg("{seat} counts {n}.", seat=who(state, do.seat), n=n))]


def _trade(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    e = effect_as(do, Trade)
    if payable(game, state, do.seat, e):
        state.flow.then(Do(do.seat, e.cost, do.ctx), Do(do.seat, e.gain, do.ctx))
    return []


def _by_count(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    raise IllegalActionError("resolve", str(do.effect), "lose_votes_by_count is resolved by playing the copies")


_HANDLERS: dict[type[Effect], Handler] = {
    LoseVotes: _lose,
    GainVotes: _gain,
    Megaphones: _megaphones,
    ShieldTokens: _shield,
    Move: _move,
    MoveUp: _move_up,
    StraightDown: _straight,
    JumpDown: _jump,
    All: _all,
    Choose: _choose,
    Times: _times,
    Per: _per,
    Trade: _trade,
    LoseVotesByCount: _by_count,
}


def shift_token(state: ProdigalsState, seat: int, src: grid.Square, dst: grid.Square, verb: str = "moves") -> Moved:
    """Move one of ``seat``'s society tokens from square ``src`` to ``dst``; the event slides it on the table."""
    tokens = state.seats[seat].tokens
    gender = tokens[dst] = tokens.pop(src)
    a, b = square_name(src), square_name(dst)
    text = _moved(who(state, seat), verb, gender, a, b) if verb else ""
    return Moved(text, component=token_id(seat, b), src=token_id(seat, a), dst=f"sq:{seat}:{b}")


def _moved(seat: Who, verb: str, gender: str, a: str, b: str) -> Msg:
    """The log line of a token moved (``verb`` "moves" or "jumps") from square ``a`` to ``b``."""
    src, dst = Name(a), Name(b)  # a square's name: a letter and a number, no words
    if verb == "jumps":
        if gender == "lady":
            return msg("{seat} jumps a lady from {src} to {dst}.", seat=seat, src=src, dst=dst)
        return msg("{seat} jumps a gentleman from {src} to {dst}.", seat=seat, src=src, dst=dst)
    if gender == "lady":
        return msg("{seat} moves a lady from {src} to {dst}.", seat=seat, src=src, dst=dst)
    return msg("{seat} moves a gentleman from {src} to {dst}.", seat=seat, src=src, dst=dst)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class MoveChoice(ProdigalsStep):
    """move(n, dirs, who): up to ``left`` optional single moves; ``move A B`` or ``done``."""

    seat: int
    left: int
    dirs: tuple[str, ...]
    who: str = "any"

    def _moves(self, game: ProdigalsRules, state: ProdigalsState) -> list[tuple[grid.Square, grid.Square]]:
        return grid.single_moves(game.spec, state.seats[self.seat].tokens, self.dirs, self.who)

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """The legal single moves, and done."""
        acts = tuple(Action("move", (square_name(a), square_name(b))) for a, b in self._moves(game, state))
        return Decision(
            self.seat,
            "move",
            msgn("Move a token ({n} move left) or stop.", "Move a token ({n} moves left) or stop.", self.left),
            (*acts, DONE),
        )

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Make one move, or stop."""
        state.flow.pop()
        if action.verb == "done":
            return []
        src, dst = parse_square(action.args[0]), parse_square(action.args[1])
        moved = shift_token(state, self.seat, src, dst)
        if self.left > 1:
            offer(game, state, MoveChoice(self.seat, self.left - 1, self.dirs, self.who))
        return [moved]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class UpChoice(ProdigalsStep):
    """move_up(n) and Old Lady substitutes: mandatory single moves straight up while any token can."""

    seat: int
    left: int

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """The tokens that can move up (no done: it is mandatory)."""
        movable = grid.can_move_up(game.spec, state.seats[self.seat].tokens)
        acts = tuple(Action("up", (square_name(sq),)) for sq in movable)
        return Decision(self.seat, "move_up", msg("Move a token straight up ({n} left).", n=self.left), acts)

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Move the token up; continue while moves are left and possible."""
        state.flow.pop()
        src = parse_square(action.args[0])
        moved = shift_token(state, self.seat, src, (src[0], src[1] + 1))
        if self.left > 1 and grid.can_move_up(game.spec, state.seats[self.seat].tokens):
            state.flow.then(UpChoice(self.seat, self.left - 1))
        return [moved]


def up_steps(game: ProdigalsRules, state: ProdigalsState, seat: int, n: int) -> list[ProdigalsStep]:
    """The mandatory up-move step for ``n`` moves, or nothing when no token can move up."""
    if n > 0 and grid.can_move_up(game.spec, state.seats[seat].tokens):
        return [UpChoice(seat, n)]
    return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class PickRow(ProdigalsStep):
    """straight_down(k, row): first name a row holding a matching token (``row R``)."""

    seat: int
    k: int
    who: str

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """Rows with a matching token."""
        rows = sorted({sq[1] for sq, g in state.seats[self.seat].tokens.items() if grid.matches(g, self.who)})
        acts = tuple(Action("row", (str(r),)) for r in rows)
        return Decision(self.seat, "row", msg("Name a row."), (*acts, DONE))

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Fix the scope to that row's matching tokens."""
        state.flow.pop()
        if action.verb == "done":
            return []
        row = int(action.args[0])
        mine = state.seats[self.seat].tokens
        scope = tuple(sorted(sq for sq, g in mine.items() if sq[1] == row and grid.matches(g, self.who)))
        offer(game, state, StraightChoice(self.seat, self.k, scope))
        return [Said(msg("{seat} names row {row}.", seat=who(state, self.seat), row=row))]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class StraightChoice(ProdigalsStep):
    """Each token of ``scope`` may move 0..k straight down, not passing occupied squares: ``down A B`` or done."""

    seat: int
    k: int
    scope: tuple[tuple[int, int], ...]

    def _moves(self, game: ProdigalsRules, state: ProdigalsState) -> list[tuple[grid.Square, grid.Square]]:
        tokens = state.seats[self.seat].tokens
        return [(sq, t) for sq in self.scope for t in grid.straight_down_targets(game.spec, tokens, sq, self.k)]

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """Each scoped token's reachable squares, and done."""
        acts = tuple(Action("down", (square_name(a), square_name(b))) for a, b in self._moves(game, state))
        return Decision(self.seat, "straight_down", msg("Move a token straight down, or stop."), (*acts, DONE))

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Move one token; it leaves the scope."""
        state.flow.pop()
        if action.verb == "done":
            return []
        src, dst = parse_square(action.args[0]), parse_square(action.args[1])
        moved = shift_token(state, self.seat, src, dst)
        rest = tuple(sq for sq in self.scope if sq != src)
        if rest:
            offer(game, state, StraightChoice(self.seat, self.k, rest))
        return [moved]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class JumpChoice(ProdigalsStep):
    """jump_down(k, who): one token makes 1..k jumps (``jump A B``); after the first, only that token."""

    seat: int
    left: int
    who: str
    token: tuple[int, int] | None = None

    def _moves(self, game: ProdigalsRules, state: ProdigalsState) -> list[tuple[grid.Square, grid.Square]]:
        tokens = state.seats[self.seat].tokens
        pool = [self.token] if self.token else [sq for sq, g in tokens.items() if grid.matches(g, self.who)]
        found = [(sq, grid.jump_target(game.spec, tokens, sq)) for sq in sorted(pool)]
        return [(a, b) for a, b in found if b is not None]

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """The legal jumps, and done."""
        acts = tuple(Action("jump", (square_name(a), square_name(b))) for a, b in self._moves(game, state))
        prompt = msgn(
            "Jump a token down ({n} jump left), or stop.", "Jump a token down ({n} jumps left), or stop.", self.left
        )
        return Decision(self.seat, "jump", prompt, (*acts, DONE))

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Make the jump."""
        state.flow.pop()
        if action.verb == "done":
            return []
        src, dst = parse_square(action.args[0]), parse_square(action.args[1])
        moved = shift_token(state, self.seat, src, dst, "jumps")
        if self.left > 1:
            offer(game, state, JumpChoice(self.seat, self.left - 1, self.who, dst))
        return [moved]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class PickOption(ProdigalsStep):
    """choose (``left`` 1) and times (``left`` n): pick an option (``option i``), each resolved fully."""

    seat: int
    options: tuple[Effect, ...]
    left: int
    ctx: Ctx

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """The options that can be chosen now (a trade only if payable); no done."""
        acts = tuple(
            Action("option", (str(i + 1),)) for i, e in enumerate(self.options) if payable(game, state, self.seat, e)
        )
        return Decision(self.seat, "option", msg("Choose an option."), acts)

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Resolve the option, then pick again while picks are left."""
        state.flow.pop()
        chosen = self.options[int(action.args[0]) - 1]
        later = pick_steps(game, state, self.seat, self.options, self.left - 1, self.ctx)
        state.flow.then(Do(self.seat, chosen, self.ctx), *later)
        text = msg(
            "{seat} chooses option {n}: {effect}.",
            seat=who(state, self.seat),
            n=int(action.args[0]),
            effect=clause(chosen, game.spec.names),
        )
        return [Said(text)]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class FixRenaissance(ProdigalsStep):
    """The Renaissance Man's unfixed symbols: fix ``fix k`` of them as this count's symbol, then count."""

    seat: int
    symbol: str
    per: Per
    ctx: Ctx

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """How many unfixed symbols to fix now (0..unfixed)."""
        free = game.spec.central_board.renaissance_man_symbols - len(state.renaissance_fixed)
        acts = tuple(Action("fix", (str(k),)) for k in range(free + 1))
        name = as_msg(game.spec.names.get(self.symbol, self.symbol))
        prompt = msg("Renaissance Man: how many of his symbols become {symbol}?", symbol=name)
        return Decision(self.seat, "renaissance", prompt, acts)

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Fix the symbols, then read the counter."""
        state.flow.pop()
        k = int(action.args[0])
        state.renaissance_fixed.extend([self.symbol] * k)
        n = count(game, state, self.seat, self.per.counter, self.ctx)
        state.flow.then(*(Do(self.seat, self.per.effect, self.ctx) for _ in range(n)))
        name = as_msg(game.spec.names.get(self.symbol, self.symbol))
        text = msgn(
            "{seat} fixes {n} Renaissance Man symbol as {symbol}; counts {count}.",
            "{seat} fixes {n} Renaissance Man symbols as {symbol}; counts {count}.",
            k,
            seat=who(state, self.seat),
            symbol=name,
            count=n,
        )
        return [Said(text)]


def register(form: type[Effect], handler: Handler) -> None:
    """Add the handler of a primitive or space-only action kept in its own module (errands, possessions)."""
    _HANDLERS[form] = handler


_COUNTED_BY_STEP: dict[type[Counter], Handler] = {}  # counter type -> handler of a per() whose count is a choice


def register_counter_step(counter: type[Counter], handler: Handler) -> None:
    """A ``per`` counter the player chooses by a step of its own (A Bit More Time cards played with an action)."""
    _COUNTED_BY_STEP[counter] = handler
