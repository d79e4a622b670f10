"""The Possessions contest's steps (digest §3.2, components §3.2-§3.6): spend, take money, sell, exchange, the
A Bit More Time cards played with an action, and the score (cash + tile values + 1 per tile still owned).

Each primitive is one handler registered with the effect interpreter (resolve.py), so a card, a space, a bonus
tile or an inner-circle bonus that names it resolves the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Gained, Moved, Said
from tabletop.engine.message import Name, Words, msg, msgn
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.prodigals.rules import resolve
from tabletop.games.prodigals.rules.cards import card, named, permanents
from tabletop.games.prodigals.rules.pieces import PossessionTile
from tabletop.games.prodigals.rules.resolve import DONE, Ctx, Do, effect_as, who
from tabletop.games.prodigals.rules.state import ProdigalsState, ProdigalsStep
from tabletop.games.prodigals.rules.vocab import AbmtCount, Exchange, Modify, OnSell, Per, Sell, Spend, TakeMoney

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.rules import ProdigalsRules


def tile_of(game: ProdigalsRules, tile_id: str) -> PossessionTile:
    """A possession tile by id."""
    return game.spec.possession_tiles[tile_id]


def possessions_score(game: ProdigalsRules, state: ProdigalsState, seat: int) -> int:
    """Cash + the value of every tile still owned + the penalty per tile (digest §3.2)."""
    me = state.seats[seat]
    penalty = game.spec.numbers.tile_penalty.value
    return me.cash + sum(tile_of(game, t).value + penalty for t in me.possessions)


def modifier(game: ProdigalsRules, state: ProdigalsState, seat: int, kind: str) -> int:
    """The sum of a seat's standing ``modify{kind, n}`` effects (its black cards)."""
    return sum(
        p.n
        for c in state.seats[seat].board
        for p in permanents(game.spec, c)
        if isinstance(p, Modify) and p.kind == kind
    )


def spend(state: ProdigalsState, seat: int, n: int) -> int:
    """Pay ``n``: never below 0 while any possession tile is owned, debt once none is left; the amount paid."""
    me = state.seats[seat]
    paid = min(n, max(0, me.cash)) if me.possessions else n
    me.cash -= paid
    return paid


def _money(state: ProdigalsState, seat: int, amount: int, text: Words) -> list[Event]:
    """A counted change of cash with its log line."""
    return [Gained(text, seat=seat, resource="cash", amount=amount)]


def _spend(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    asked = effect_as(do, Spend).n
    paid = spend(state, do.seat, asked)
    if paid == asked:
        text = msg("{seat} spends {n}.", seat=who(state, do.seat), n=paid)
    else:
        text = msg(
            "{seat} spends {n} (asked {asked}; cash never goes below 0 while a tile is owned).",
            seat=who(state, do.seat),
            n=paid,
            asked=asked,
        )
    return _money(state, do.seat, -paid, text)


def _take_money(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    n = effect_as(do, TakeMoney).n
    state.seats[do.seat].cash += n
    return _money(state, do.seat, n, msg("{seat} takes {n} from the bank.", seat=who(state, do.seat), n=n))


def sale_price(game: ProdigalsRules, state: ProdigalsState, seat: int, tile_id: str, sell: Sell) -> int:
    """What a tile sells for: its value less every discount that applies, never below 0 (components §3.2)."""
    tile = tile_of(game, tile_id)
    discount = sell.discount + modifier(game, state, seat, "sale_discount")
    if tile.borough == state.borough:
        discount += game.spec.numbers.borough_discount.value
    if sell.borough is not None and tile.borough == sell.borough:
        discount += sell.borough_discount
    return max(0, tile.value - discount)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class SellChoice(ProdigalsStep):
    """sell(k, ...): ``sell TILE`` up to ``left`` times; the first sale is mandatory, later ones may stop (``done``)."""

    seat: int
    sell: Sell
    left: int
    first: bool = True

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """Each owned tile; done after the first sale."""
        acts = tuple(Action("sell", (t,)) for t in sorted(state.seats[self.seat].possessions))
        if self.first:
            prompt = msgn(
                "Sell a possession tile ({n} sale left).", "Sell a possession tile ({n} sales left).", self.left
            )
        else:
            prompt = msgn(
                "Sell a possession tile ({n} sale left) or stop.",
                "Sell a possession tile ({n} sales left) or stop.",
                self.left,
            )
        return Decision(self.seat, "sell", prompt, acts if self.first else (*acts, DONE))

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Sell the tile: cash in its price; the tile leaves the game; on_sell triggers fire."""
        state.flow.pop()
        if action.verb == "done":
            return []
        me, tile_id = state.seats[self.seat], action.args[0]
        price = sale_price(game, state, self.seat, tile_id, self.sell)
        me.possessions.remove(tile_id)
        state.discard.append(tile_id)
        me.cash += price
        if self.left > 1 and me.possessions:
            state.flow.then(SellChoice(self.seat, self.sell, self.left - 1, False))
        fired = tuple(
            (c, p.effect, Ctx(c, 0, state.phase == "actions"))
            for c in me.board
            for p in permanents(game.spec, c)
            if isinstance(p, OnSell)
        )
        if fired:
            from tabletop.games.prodigals.rules.turns import TriggerOffer

            state.flow.then(TriggerOffer(self.seat, fired))
        text = msg("{seat} sells {tile} for {n}.", seat=who(state, self.seat), tile=named(game.spec, tile_id), n=price)
        return [
            Moved(text, component=tile_id, src=f"pos:{self.seat}", dst="discard"),
            *_money(state, self.seat, price, ""),
        ]


def _sell(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    sell = effect_as(do, Sell)
    if state.seats[do.seat].possessions:
        state.flow.then(SellChoice(do.seat, sell, sell.k))
    return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class ExchangeGive(ProdigalsStep):
    """exchange(limit), first half: which own tile to give (``give TILE``); mandatory while both sides have one."""

    seat: int
    limit: int | None

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """Every own tile."""
        acts = tuple(Action("give", (t,)) for t in sorted(state.seats[self.seat].possessions))
        if self.limit is None:
            prompt = msg("Exchange: choose the tile you give (no limit).")
        else:
            prompt = msg("Exchange: choose the tile you give (a loss over {n} is paid back).", n=self.limit)
        return Decision(self.seat, "exchange", prompt, acts)

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Go on to the tile taken."""
        state.flow.replace(ExchangeTake(self.seat, self.limit, action.args[0]))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class ExchangeTake(ProdigalsStep):
    """exchange(limit), second half: which board tile to take (``take TILE``) for ``give``; the bank pays back the
    loss beyond the limit; the given tile stays on the board for later exchanges this round."""

    seat: int
    limit: int | None
    give: str

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """Every tile on the Possessions board."""
        acts = tuple(Action("take", (t,)) for t in sorted(state.possession_board))
        return Decision(
            self.seat,
            "exchange_take",
            msg("Exchange: take a tile from the board for {tile}.", tile=Name(self.give)),
            acts,
        )

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Swap the tiles; refund the loss beyond the limit."""
        state.flow.pop()
        me, give, take = state.seats[self.seat], self.give, action.args[0]
        me.possessions.remove(give)
        state.possession_board.remove(take)
        me.possessions.append(take)
        state.possession_board.append(give)
        loss = tile_of(game, give).value - tile_of(game, take).value
        refund = max(0, loss - self.limit) if self.limit is not None else 0
        me.cash += refund
        seat, given, taken = who(state, self.seat), named(game.spec, give), named(game.spec, take)
        if refund:
            text = msg(
                "{seat} gives {give} for {take} and takes {n} from the bank (a loss of {loss}, limit {limit}).",
                seat=seat,
                give=given,
                take=taken,
                n=refund,
                loss=loss,
                limit=self.limit or 0,
            )
        else:
            text = msg("{seat} gives {give} for {take}.", seat=seat, give=given, take=taken)
        events = [
            Moved(text, component=give, src=f"pos:{self.seat}", dst="pos:board"),
            Moved("", component=take, src="pos:board", dst=f"pos:{self.seat}"),
        ]
        return events + (_money(state, self.seat, refund, "") if refund else [])


def _exchange(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    if state.seats[do.seat].possessions and state.possession_board:
        state.flow.then(ExchangeGive(do.seat, effect_as(do, Exchange).limit))
    return []


def abmt_cards(game: ProdigalsRules, state: ProdigalsState, seat: int) -> list[str]:
    """The A Bit More Time cards in a seat's hand."""
    return sorted(c for c in state.seats[seat].hand if getattr(card(game.spec, c), "abmt", False))


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class AbmtChoice(ProdigalsStep):
    """per(abmt, e): how many A Bit More Time cards to play with this action (``abmt K``); each does ``e`` once more
    (and spends the ``abmt_spend_bonus`` of the seat's black cards); the cards are discarded."""

    seat: int
    per: Per
    ctx: Ctx

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """0 up to the ABMT cards in hand."""
        have = len(abmt_cards(game, state, self.seat))
        acts = tuple(Action("abmt", (str(k),)) for k in range(have + 1))
        return Decision(self.seat, "abmt", msg("How many A Bit More Time cards to play with this action?"), acts)

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Discard the chosen cards and repeat the effect for each."""
        state.flow.pop()
        k, me = int(action.args[0]), state.seats[self.seat]
        played = abmt_cards(game, state, self.seat)[:k]
        for c in played:
            me.hand.remove(c)
            state.discard.append(c)
        bonus = modifier(game, state, self.seat, "abmt_spend_bonus")
        steps = [Do(self.seat, self.per.effect, self.ctx) for _ in range(k)]
        if bonus and k:
            steps.append(Do(self.seat, Spend(bonus * k), self.ctx))
        state.flow.then(*steps)
        if not k:
            return [Said(msg("{seat} plays no A Bit More Time card.", seat=who(state, self.seat)))]
        text = msgn(
            "{seat} plays {n} A Bit More Time card with the action.",
            "{seat} plays {n} A Bit More Time cards with the action.",
            k,
            seat=who(state, self.seat),
        )
        return [Moved(text if i == 0 else "", component=c, dst="discard") for i, c in enumerate(played)]


def _per_abmt(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    """per(abmt, e): ask how many ABMT cards go with the action (none in hand: nothing more happens)."""
    per = effect_as(do, Per)
    if abmt_cards(game, state, do.seat):
        state.flow.then(AbmtChoice(do.seat, per, do.ctx))
    return []


resolve.register_counter_step(AbmtCount, _per_abmt)
resolve.register(Spend, _spend)
resolve.register(TakeMoney, _take_money)
resolve.register(Sell, _sell)
resolve.register(Exchange, _exchange)
