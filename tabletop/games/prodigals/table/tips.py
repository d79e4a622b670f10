"""What every piece of a Prodigals Club table says when hovered (and which cards zoom on a right-click).

Pure: reads only the view (what its viewer may see), the actions offered beside it and the validated data ``spec``
it is handed (words.py puts its effect texts in words). A tip is a message: its first line is the piece's name,
then its rules text, one paragraph a line, each line a message of its own (``joined``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.layout import Placement, Region
from tabletop.engine.message import Msg, Name, Words, as_msg, joined, msg, msgn
from tabletop.engine.screen import NOBODY, Seating
from tabletop.engine.view import for_last_view
from tabletop.games.prodigals.rules.view import ProdigalsView
from tabletop.games.prodigals.table import words
from tabletop.games.prodigals.table.keys import (
    BoardSpot,
    CellSpot,
    ColumnSpot,
    DeckSpot,
    DisplaySpot,
    GridSpot,
    HandSpot,
    LabelSpot,
    MoveChip,
    NetSpot,
    OptionSpot,
    OwnedSpot,
    PlayedSpot,
    PoolSpot,
    RotSpot,
    RowSpot,
    SeatSpot,
    SkipChip,
    SlotSpot,
    SpaceSpot,
    SquareSpot,
    StatSpot,
    TilesOnBoard,
    TrackSpot,
)
from tabletop.games.prodigals.table.seattips import SeatTips

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec

GRID_VERBS = ("move", "down", "jump")  # token moves from one square to another
EXPAND = msg("Click to see this player's area in full (until the next move).")


def grid_moves(offered: tuple[Action, ...]) -> dict[Action, str]:
    """The square that chooses each offered token move: its destination when no other move goes there (the
    others are chosen by their own labelled chips, ``mv:FROM-TO``)."""
    moves = [a for a in offered if a.verb in GRID_VERBS and len(a.args) == 2]
    ends = [a.args[1] for a in moves]
    return {a: a.args[1] for a in moves if ends.count(a.args[1]) == 1}


def chip_moves(offered: tuple[Action, ...]) -> list[Action]:
    """The offered token moves no square chooses (several go to the same square)."""
    squares = grid_moves(offered)
    return [a for a in offered if a.verb in GRID_VERBS and len(a.args) == 2 and a not in squares]


@for_last_view
def places(view: ProdigalsView) -> dict[str, tuple[str, int | None]]:
    """Where each component the view shows lies: id -> (place, seat or None); worked out once for the view a table
    is laying out (every component's tip and intent asks)."""
    found: dict[str, tuple[str, int | None]] = {}
    for cards in view.displays.values():
        found.update({c: ("display", None) for c in cards})
    for tiles in view.display_tiles.values():
        found.update({t: ("tile", None) for t in tiles})
    found.update({t: ("bonus", None) for t in view.bonus_supply})
    found.update({t: ("board_tile", None) for t in view.possession_board})
    if view.central_card:
        found[view.central_card] = ("central", None)
    for s, info in enumerate(view.seats):
        found.update({c: ("hand", s) for c in (*(info.hand or ()), *info.resolving)})
        found.update({c: ("board", s) for c in info.board})
        found.update({c: ("played", s) for c in info.played})
        found.update({t: ("bonus", s) for t in info.bonus_tiles})
        found.update({t: ("tile", s) for t in info.held_tiles})
        found.update({t: ("owned", s) for t in info.possessions})
    return found


class Tips(SeatTips):
    """Builds the tips of one view's pieces from the words of the data ``spec`` (a player's area: seattips.py)."""

    def __init__(self, spec: ProdigalsSpec, view: ProdigalsView, seating: Seating = NOBODY):
        super().__init__(spec, view, grid_moves(seating.offered))
        self.where = places(view)

    def placement(self, p: Placement) -> Words:
        """A component's tip: a card's rules, a tile's effect; where it lies."""
        place, seat = self.where.get(p.id, ("", None))
        if p.kind == "token":
            return self._token(p.id)
        if p.kind == "possession":
            return self._possession(p.id, seat)
        if p.kind == "marker":  # a seat's vote marker (``votes:SEAT``): its owner is the seat
            owner = p.owner or 0
            return joined(
                [
                    msg("{seat}'s vote marker", seat=self.seat(owner)),
                    msgn(
                        "{n} votes: the Election score (lower is better).",
                        "{n} votes: the Election score (lower is better).",
                        self.view.seats[owner].votes,
                    ),
                ]
            )
        if p.kind == "card":
            tip = words.card_tip(self.spec, p.id)
            where = self._card_place(p.id, place, seat)
            return joined([tip, where]) if where else tip
        tile = words.tile_tip(self.spec, p.id)
        if seat is not None:
            return joined([tile, msg("Held by {seat}.", seat=self.seat(seat))])
        return tile

    def _card_place(self, cid: str, place: str, seat: int | None) -> Msg | None:
        """Where a card lies, in words (None: nowhere to say)."""
        if place == "display":
            return msg("In a display: taken with its whole set.")
        if place == "central":
            return msg("This round's central card: the Central card errand space takes it.")
        if seat is None:
            return None
        who = self.seat(seat)
        if place == "board":
            if cid in self._activated(seat):
                return msg("On {seat}'s board of black cards: activated this round.", seat=who)
            return msg("On {seat}'s board of black cards.", seat=who)
        if place == "played":
            return msg("Played by {seat} this round.", seat=who)
        if place == "hand":
            return msg("In {seat}'s hand.", seat=who)
        return None

    def _possession(self, tid: str, seat: int | None) -> Msg:
        tile = self.spec.possession_tiles[tid]
        boroughs = {b.id: b.name for b in self.spec.possessions.boroughs}
        symbol = words.symbol_name(self.spec, tile.symbol)
        borough = boroughs.get(tile.borough) or as_msg(tile.borough)
        if tile.borough == self.view.borough:
            text = msg(
                "Value {value}, {symbol}, {borough}. The borough marker is here: it sells for {discount} less.",
                value=tile.value,
                symbol=symbol,
                borough=borough,
                discount=self.spec.numbers.borough_discount.value,
            )
        else:
            text = msg("Value {value}, {symbol}, {borough}.", value=tile.value, symbol=symbol, borough=borough)
        if seat is not None:
            where = msg("Owned by {seat}: its symbol counts for them.", seat=self.seat(seat))
        else:
            where = msg("On the board.")
        return joined([msg("Possession {tile}", tile=Name(tid)), text, where])

    def _tiles_on_board(self) -> Msg:
        return joined(
            [
                msg("Possession tiles on the board"),
                msgn(
                    "An exchange gives one of yours for one of these; a tile given stays here for later exchanges "
                    "this round. {n} more to come.",
                    "An exchange gives one of yours for one of these; a tile given stays here for later exchanges "
                    "this round. {n} more to come.",
                    self.view.possession_supply,
                ),
            ]
        )

    def region(self, r: Region) -> Words:  # noqa: C901 - a case per kind of place
        """A region's tip: what a space does and who is on it, a board, the track, a player's numbers."""
        match r.key:
            case SpaceSpot(space=sid):
                return self._space(sid)
            case DisplaySpot(display=did):
                return self._display(did)
            case PoolSpot():
                return self._pool()
            case BoardSpot(board=which):
                return self._board(which)
            case TrackSpot():
                return self._track()
            case LabelSpot(what=what):
                return self._label(r, what)
            case SeatSpot(seat=seat):
                return joined([self._seat(seat), EXPAND]) if r.detail == "compact" else self._seat(seat)
            case HandSpot(seat=seat):
                return self._hand(seat)
            case SlotSpot():
                return joined(
                    [
                        msg("Black card slot"),
                        msg("Black cards lie here (six at most); each may be activated once a round."),
                    ]
                )
            case PlayedSpot():
                return joined([msg("White cards played"), msg("The white cards played this round.")])
            case SquareSpot(seat=seat, square=name):
                return self._sq(seat, name)
            case GridSpot(seat=seat):
                return self._grid(seat)
            case RowSpot(value=value):
                return self._row(value)
            case ColumnSpot(letter=letter):
                return self._column(r, letter)
            case DeckSpot(module=module, colour=colour):
                return self._deck(r, module, colour)
            case StatSpot(seat=seat, stat=stat):
                return self._stat(r, seat, stat)
            case NetSpot(seat=seat):
                return self._net(seat)
            case RotSpot(turn=turn):
                return self._rot(r, turn)
            case MoveChip(start=start, end=end):
                at, to = Name(start), Name(end)
                return joined(
                    [
                        msg("Move {start} to {end}", start=at, end=to),
                        msg("A click moves your token on {start} to {end}.", start=at, end=to),
                    ]
                )
            case SkipChip(card=cid):
                return self._skip(cid)
            case OptionSpot(number=k):
                return joined(
                    [
                        msg("Option {n}", n=k),
                        as_msg(r.label),
                        msg("A click chooses it; the card's effect then goes on."),
                    ]
                )
            case CellSpot(seat=seat, x=x, y=y):
                return self._cell(seat, x, y)
            case OwnedSpot(seat=seat):
                return self._owned(seat)
            case TilesOnBoard():
                return self._tiles_on_board()
        return ""

    def _space(self, sid: str) -> Msg:
        space = words.space_of(self.spec, sid)
        boys = self.view.spaces.get(sid, ())
        here = (
            msg("Errand boys here: {seats}.", seats=joined([self.seat(s).name for s in boys], ", "))
            if boys
            else msg("No errand boy here yet.")
        )
        return joined([space.name, words.space_words(self.spec, sid, self.view.round), here])

    def _display(self, did: str) -> Msg:
        display = next(
            d
            for b in (self.spec.election.board, self.spec.society.board, self.spec.possessions.board)
            for d in b.displays
            if d.id == did
        )
        shown = self.view.displays.get(did, ())
        if shown:
            now = msg(
                "A set space takes everything in it. Now: {cards}.",
                cards=joined([words.card_name(self.spec, c) for c in shown], ", "),
            )
        else:
            now = msg("A set space takes everything in it. Now: nothing.")
        return joined([display.name, now])

    def _pool(self) -> Msg:
        return joined(
            [
                msg("Political circle tiles"),
                msgn(
                    "The Political circle tiles space lets its boy take one of these tiles ({n} more in the supply).",
                    "The Political circle tiles space lets its boy take one of these tiles ({n} more in the supply).",
                    self.view.tiles_left,
                ),
            ]
        )

    BOARDS = {
        "central": (
            msg("Central board"),
            msg("Turn order spaces, the Renaissance Man and the central card."),
        ),
        "election": (
            msg("Election board"),
            msg("Lose votes: the Election competition. Its errand spaces and displays."),
        ),
        "society": (
            msg("Society board"),
            msg("Move your tokens down the society grid: the Society competition."),
        ),
        "possessions": (
            msg("Possessions board"),
            msg(
                "Sell, exchange and spend: the Possessions competition (your cash, plus every tile's value, plus 1 "
                "per tile still owned)."
            ),
        ),
    }
    DECKS_LEFT = {
        "election": msg("Election (white + black cards left in its decks)."),
        "society": msg("Society (white + black cards left in its decks)."),
        "possessions": msg("Possessions (white + black cards left in its decks)."),
    }

    def _board(self, which: str) -> Msg:
        lines: list[Words] = [*self.BOARDS[which]]
        if which in self.DECKS_LEFT:
            lines.append(self.DECKS_LEFT[which])
        bonus = next((b for b in self.spec.election.inner_circle.bonuses if b.module == which), None)
        if bonus is not None:
            lines.append(
                msg(
                    "Inner circle bonus (a click chooses it when one is due): {effect}",
                    effect=words.say(self.spec, bonus.effect),
                )
            )
        return joined(lines)

    def _track(self) -> Msg:
        top = self.spec.numbers.vote_track_maximum.value
        votes = joined(
            [msg("{seat} {n}", seat=self.seat(s), n=info.votes) for s, info in enumerate(self.view.seats)], ", "
        )
        return joined(
            [
                msg("Vote track (0 to {top})", top=top),
                msg("Votes are an Election score: lower is better. Now: {votes}.", votes=votes),
            ]
        )

    def _label(self, r: Region, what: str) -> Words:
        if what == "notice":
            return joined([msg("Reconstructed components"), self.spec.notice])
        if what == "hyde":
            rounds = joined(
                [
                    msg("round {round}: {losses}", round=h.round, losses=Name("/".join(str(v) for v in h.rank_losses)))
                    for h in self.spec.election.hyde_park.rounds
                ],
                ", ",
            )
            return joined(
                [
                    msg("Hyde Park"),
                    msg(
                        "Players tied for the fewest megaphones gain 1 vote; the others, ranked by megaphones, lose "
                        "the votes of their rank (ranks 1/2/3). {rounds}.",
                        rounds=rounds,
                    ),
                ]
            )
        if what == "renaissance":
            symbols = joined([s.name for s in self.spec.symbols], ", ")
            fixed = self.spec.central_board.renaissance_man_symbols
            return joined(
                [
                    msg("Renaissance Man"),
                    msgn(
                        "He counts as a symbol of his holder's choice ({symbols}); up to {n} symbols are fixed on "
                        "first use.",
                        "He counts as a symbol of his holder's choice ({symbols}); up to {n} symbols are fixed on "
                        "first use.",
                        fixed,
                        symbols=symbols,
                    ),
                    msg("{label}.", label=as_msg(r.label)),
                ]
            )
        if what == "oldlady":
            return joined(
                [
                    msg("Old Lady tiles to come"),
                    msgn(
                        "{n} face down; one is turned up each round, the one beside this stack is this round's.",
                        "{n} face down; one is turned up each round, the one beside this stack is this round's.",
                        self.view.old_lady_left,
                    ),
                ]
            )
        if what == "borough":
            names = joined([b.name for b in self.spec.possessions.boroughs], " > ")
            return joined(
                [
                    msg("Borough marker: {borough}", borough=as_msg(r.label)),
                    msg(
                        "A tile from the marked borough sells for {discount} less (never below 0). The marker turns "
                        "one borough clockwise each round: {boroughs}.",
                        discount=self.spec.numbers.borough_discount.value,
                        boroughs=names,
                    ),
                ]
            )
        return r.label

    DECKS = {  # (contest, colour) -> the deck's name line and what it deals
        ("election", "white"): msgn("Election white deck: {n} cards left", "Election white deck: {n} cards left", 0),
        ("election", "black"): msgn("Election black deck: {n} cards left", "Election black deck: {n} cards left", 0),
        ("society", "white"): msgn("Society white deck: {n} cards left", "Society white deck: {n} cards left", 0),
        ("society", "black"): msgn("Society black deck: {n} cards left", "Society black deck: {n} cards left", 0),
        ("possessions", "white"): msgn(
            "Possessions white deck: {n} cards left", "Possessions white deck: {n} cards left", 0
        ),
        ("possessions", "black"): msgn(
            "Possessions black deck: {n} cards left", "Possessions black deck: {n} cards left", 0
        ),
    }
    DEALS = {
        "white": msg("Each round deals new white cards (played once) from it onto the board's displays."),
        "black": msg("Each round deals new black cards (go on a player's board) from it onto the board's displays."),
    }

    def _deck(self, r: Region, module: str, colour: str) -> Msg:
        name = self.DECKS.get((module, colour))
        title = (
            name.but(n=r.count)
            if name
            else msg("{deck} deck: {n} cards left", deck=Name(f"{module.capitalize()} {colour}"), n=r.count)
        )
        return joined([title, self.DEALS.get(colour) or as_msg("")])

    def _rot(self, r: Region, turn: int) -> Msg:
        tid = self.view.seats[r.owner or 0].held_tiles[0]  # the tile being placed: the focus seat's first held
        return joined(
            [
                msg("Turn the tile {degrees} degrees anticlockwise", degrees=turn * 90),
                words.tile_tip(self.spec, tid, turn),
            ]
        )

    def _skip(self, cid: str) -> Msg:
        return joined(
            [
                msg("Skip {card}", card=words.card_name(self.spec, cid)),
                msg("Do not use its permanent effect this time (a click on the card uses it)."),
            ]
        )
