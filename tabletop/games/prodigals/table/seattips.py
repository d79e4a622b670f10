"""What the pieces of a player's area of a Prodigals Club table say when hovered: their numbers, hand, society grid
and tokens, political network and possessions (tips.py's ``Tips`` builds on these for the boards and the cards).

Pure, as tips.py: reads only the view, the token moves offered beside it and the validated data ``spec``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.layout import Region
from tabletop.engine.message import Msg, Name, Seat, Words, as_msg, joined, msg, msgc, msgn
from tabletop.games.prodigals.rules.state import cell_name, token_of
from tabletop.games.prodigals.rules.view import ProdigalsView
from tabletop.games.prodigals.table import words

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec


CONTEST_NAMES = {  # a contest in a seat's scores
    "election": msgc("contest", "election"),
    "society": msgc("contest", "society"),
    "possessions": msgc("contest", "possessions"),
}


class SeatTips:
    """The tips of the pieces of each player's area in one view, from the words of the data ``spec``; ``moves``: the
    token moves offered, by the square each ends on."""

    def __init__(self, spec: ProdigalsSpec, view: ProdigalsView, moves: dict[Action, str]):
        self.spec = spec
        self.view = view
        self.moves = moves

    def seat(self, seat: int) -> Seat:
        """A seat as a message's argument (its player's name)."""
        return Seat(seat, self.view.seats[seat].name)

    def _owned(self, seat: int) -> Msg:
        info = self.view.seats[seat]
        score, penalty = info.scores.get("possessions", 0), self.spec.numbers.tile_penalty.value
        return joined(
            [
                msg("{seat}'s possessions", seat=self.seat(seat)),
                msgn(
                    "Cash {cash}; {n} tiles. Possessions score {score} = cash + tile values + {penalty} per tile. "
                    "Cash never goes below 0 while a tile is owned.",
                    "Cash {cash}; {n} tiles. Possessions score {score} = cash + tile values + {penalty} per tile. "
                    "Cash never goes below 0 while a tile is owned.",
                    len(info.possessions),
                    cash=info.cash,
                    score=score,
                    penalty=penalty,
                ),
            ]
        )

    def _activated(self, seat: int) -> tuple[str, ...]:
        return self.view.seats[seat].activated

    def _gender(self, gender: str) -> Msg:
        """A society token's gender in words."""
        if gender == "lady":
            return msgc("society token", "lady")
        if gender == "gentleman":
            return msgc("society token", "gentleman")
        return as_msg(gender)

    def _token(self, pid: str) -> Words:
        token = token_of(pid)
        if token is None:
            return ""
        seat, name = token
        gender = self._gender(self.view.seats[seat].tokens[name])
        return joined(
            [
                msg("{seat}'s {token} on {square}", seat=self.seat(seat), token=gender, square=Name(name)),
                self._square_words(seat, name),
            ]
        )

    def _seat(self, seat: int) -> Msg:
        info = self.view.seats[seat]
        scores = joined(
            [msg("{contest} {n}", contest=CONTEST_NAMES.get(c) or as_msg(c), n=v) for c, v in info.scores.items()], ", "
        )
        if info.reserved:
            rules = msgn(
                "Scores: {scores} (lower is better; the worst of them is your score). Megaphones {megaphones}, "
                "errand boys left {boys}, {n} cards in hand. Reserved turn order place {place}.",
                "Scores: {scores} (lower is better; the worst of them is your score). Megaphones {megaphones}, "
                "errand boys left {boys}, {n} cards in hand. Reserved turn order place {place}.",
                info.hand_size,
                scores=scores,
                megaphones=info.megaphones,
                boys=info.boys,
                place=info.reserved,
            )
        else:
            rules = msgn(
                "Scores: {scores} (lower is better; the worst of them is your score). Megaphones {megaphones}, "
                "errand boys left {boys}, {n} cards in hand.",
                "Scores: {scores} (lower is better; the worst of them is your score). Megaphones {megaphones}, "
                "errand boys left {boys}, {n} cards in hand.",
                info.hand_size,
                scores=scores,
                megaphones=info.megaphones,
                boys=info.boys,
            )
        return joined([self.seat(seat).name, rules])

    def _hand(self, seat: int) -> Msg:
        info = self.view.seats[seat]
        return joined(
            [
                msg("{seat}'s hand", seat=self.seat(seat)),
                msgn(
                    "{n} cards; hand limit {limit}.",
                    "{n} cards; hand limit {limit}.",
                    info.hand_size,
                    limit=self.spec.numbers.hand_limit.value,
                ),
            ]
        )

    def _sq(self, seat: int, name: str) -> Msg:
        return joined([msg("Society square {square}", square=Name(name)), self._square_words(seat, name)])

    def _square_words(self, seat: int, name: str) -> Msg:
        """What a square of ``seat``'s grid is worth, its symbol, the token on it and the move a click makes."""
        symbol = {sq.square: sq.symbol for sq in self.spec.society.grid.symbols}.get(name)
        token = self.view.seats[seat].tokens.get(name)
        value = self.spec.grid_value(name)
        if symbol:
            worth = msgn(
                "Worth {n} society points for a token here. Symbol: {symbol}.",
                "Worth {n} society points for a token here. Symbol: {symbol}.",
                value,
                symbol=words.symbol_name(self.spec, symbol),
            )
        else:
            worth = msgn(
                "Worth {n} society points for a token here.", "Worth {n} society points for a token here.", value
            )
        lines: list[Words] = [worth]
        if token:
            lines.append(msg("{seat}'s {token} token is here.", seat=self.seat(seat), token=self._gender(token)))
        for action, at in self.moves.items():
            if at == name:
                lines.append(msg("A click moves your token from {square} here.", square=Name(action.args[0])))
        return joined(lines)

    def _grid(self, seat: int) -> Msg:
        info = self.view.seats[seat]
        tokens = joined(
            [msg("{token} on {square}", token=self._gender(g), square=Name(sq)) for sq, g in info.tokens.items()],
            ", ",
        )
        grid = self.spec.society.grid
        letters = joined([msg("{letter} ({column})", letter=Name(c.letter), column=c.name) for c in grid.columns], ", ")
        return joined(
            [
                msg("{seat}'s society grid", seat=self.seat(seat)),
                msg("Society score {score}. Tokens: {tokens}.", score=info.society, tokens=tokens),
                msg(
                    "Columns {columns}, left to right; rows {top} at the top to {foot} at the foot.",
                    columns=letters,
                    top=grid.rows[0],
                    foot=grid.rows[-1],
                ),
            ]
        )

    def _column(self, r: Region, letter: str) -> Msg:
        rows = self.spec.society.grid.rows
        at = Name(letter)
        return joined(
            [
                msg("Column {letter} ({column} column)", letter=at, column=as_msg(r.detail)),
                msg(
                    "Its squares are {letter}{top} at the top to {letter}{foot} at the foot: the log and the cards "
                    "name a square by its column letter and its row's value.",
                    letter=at,
                    top=rows[0],
                    foot=rows[-1],
                ),
            ]
        )

    def _row(self, value: int) -> Msg:
        return joined(
            [
                msg("Row value {value}", value=value),
                msgn(
                    "Each square of this row is worth {n} society points: a token on it adds {n} to your Society "
                    "score (lower is better).",
                    "Each square of this row is worth {n} society points: a token on it adds {n} to your Society "
                    "score (lower is better).",
                    value,
                ),
            ]
        )

    def _stat(self, r: Region, seat: int, key: str) -> Words:
        who, n = self.seat(seat), r.count
        penalty, limit = self.spec.numbers.tile_penalty.value, self.spec.numbers.hand_limit.value
        found = {
            "votes": (
                msg("{seat}'s votes: {n}", seat=who, n=n),
                msg("The Election score (lower is better); the vote marker on the track."),
            ),
            "society": (
                msg("{seat}'s Society score: {n}", seat=who, n=n),
                msg("The sum of the row values of the squares their four tokens stand on (lower is better)."),
            ),
            "possessions": (
                msg("{seat}'s Possessions score: {n}", seat=who, n=n),
                msg(
                    "Cash + the values of their possession tiles + {penalty} per tile still owned (lower is better).",
                    penalty=penalty,
                ),
            ),
            "cash": (
                msg("{seat}'s cash: {n}", seat=who, n=n),
                msg("Money in hand; it counts in the Possessions score. While a tile is owned, spending stops at 0."),
            ),
            "megaphones": (
                msg("{seat}'s megaphones: {n}", seat=who, n=n),
                msg("Counted in Hyde Park this round: the most megaphones lose the most votes."),
            ),
            "boys": (
                msgn("{seat}'s errand boys: {n} left", "{seat}'s errand boys: {n} left", n, seat=who),
                msg("Errand boys still to place this round; all come home at the end of the round."),
            ),
            "hand": (
                msgn("{seat}'s hand: {n} cards", "{seat}'s hand: {n} cards", n, seat=who),
                msg("Hand limit {limit} at the end of the round.", limit=limit),
            ),
            "turn": (
                msg("{seat} reserved turn order place {n}", seat=who, n=n),
                msg("Their place in next round's turn order."),
            ),
            "shields": (
                msg("{seat}'s Old Lady shields: {n}", seat=who, n=n),
                msg("Tokens this round's Old Lady tile leaves alone."),
            ),
        }.get(key)
        return joined(found) if found else r.label

    def _net(self, seat: int) -> Msg:
        info = self.view.seats[seat]
        if info.connections:
            links = joined([words.symbol_name(self.spec, c) for c in info.connections], ", ")
            line = msg("Tiles joined edge to edge; connected symbols: {symbols}.", symbols=links)
        else:
            line = msg("Tiles joined edge to edge; connected symbols: none yet.")
        return joined([msg("{seat}'s political network", seat=self.seat(seat)), line])

    def _cell(self, seat: int, x: int, y: int) -> Msg:
        at = cell_name(x, y)
        tile = self.view.seats[seat].network.get(at)
        if tile:
            return words.tile_tip(self.spec, *tile)
        return joined([msg("Place {place} of the political network", place=Name(at)), msg("A tile may go here now.")])
