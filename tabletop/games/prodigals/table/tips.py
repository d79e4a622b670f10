"""What every piece of a Prodigals Club table says when hovered (and which cards zoom on a right-click).

Pure: reads only the view (what its viewer may see), the actions offered beside it and the validated data ``spec``
it is handed (words.py puts its effect texts in plain English). A tip's first line is the piece's name, then its
rules text, one paragraph a line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.layout import Layout, Placement, Region
from tabletop.engine.screen import NOBODY, Seating
from tabletop.games.prodigals.rules.state import cell_name, token_of
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

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec

GRID_VERBS = ("move", "down", "jump")  # token moves from one square to another
EXPAND = "\nClick to see this player's area in full (until the next move)."


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


def places(view: ProdigalsView) -> dict[str, tuple[str, int | None]]:
    """Where each component the view shows lies: id -> (place, seat or None)."""
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


def apply_tips(spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, seating: Seating = NOBODY) -> None:
    """Give every region and placement of ``lay`` its tip from the data ``spec``."""
    tips = Tips(spec, view, seating)
    for key, region in list(lay.regions.items()):
        lay.regions[key] = region.evolve(tip=tips.region(region))
    for pid, placement in list(lay.placements.items()):
        lay.placements[pid] = placement.evolve(tip=tips.placement(placement))


class Tips:
    """Builds the tips of one view's pieces from the words of the data ``spec``."""

    def __init__(self, spec: ProdigalsSpec, view: ProdigalsView, seating: Seating = NOBODY):
        self.spec = spec
        self.view = view
        self.where = places(view)
        self.moves = grid_moves(seating.offered)

    def name(self, seat: int | None) -> str:
        """A seat's player name."""
        return self.view.seats[seat].name if seat is not None else ""

    def placement(self, p: Placement) -> str:
        """A component's tip: a card's rules, a tile's effect; where it lies."""
        place, seat = self.where.get(p.id, ("", None))
        if p.kind == "token":
            return self._token(p.id)
        if p.kind == "possession":
            return self._possession(p.id, seat)
        if p.kind == "marker":  # a seat's vote marker (``votes:SEAT``): its owner is the seat
            info = self.view.seats[p.owner or 0]
            return f"{info.name}'s vote marker\n{info.votes} votes: the Election score (lower is better)."
        if p.kind == "card":
            tip = words.card_tip(self.spec, p.id)
            where = {
                "display": "In a display: taken with its whole set.",
                "central": "This round's central card: the Central card errand space takes it.",
                "board": f"On {self.name(seat)}'s board of black cards"
                + (": activated this round." if seat is not None and p.id in self._activated(seat) else "."),
                "played": f"Played by {self.name(seat)} this round.",
                "hand": f"In {self.name(seat)}'s hand.",
            }.get(place, "")
            return f"{tip}\n{where}" if where else tip
        tip = words.tile_tip(self.spec, p.id)
        if seat is not None:
            tip += f"\nHeld by {self.name(seat)}."
        return tip

    def _possession(self, tid: str, seat: int | None) -> str:
        tile = self.spec.possession_tiles[tid]
        boroughs = {b.id: b.name for b in self.spec.possessions.boroughs}
        symbol = words.symbol_name(self.spec, tile.symbol)
        text = f"Possession {tid}\nValue {tile.value}, {symbol}, {boroughs[tile.borough]}."
        if tile.borough == self.view.borough:
            text += f" The borough marker is here: it sells for {self.spec.numbers.borough_discount.value} less."
        where = f"Owned by {self.name(seat)}: its symbol counts for them." if seat is not None else "On the board."
        return f"{text}\n{where}"

    def _tiles_on_board(self) -> str:
        return (
            "Possession tiles on the board\nAn exchange gives one of yours for one of these; a tile given stays "
            f"here for later exchanges this round. {self.view.possession_supply} more to come."
        )

    def _owned(self, seat: int) -> str:
        info = self.view.seats[seat]
        score, penalty = info.scores.get("possessions", 0), self.spec.numbers.tile_penalty.value
        return (
            f"{info.name}'s possessions\nCash {info.cash}; {len(info.possessions)} tiles. Possessions score "
            f"{score} = cash + tile values + {penalty} per tile. Cash never goes below 0 while a tile is owned."
        )

    def _activated(self, seat: int) -> tuple[str, ...]:
        return self.view.seats[seat].activated

    def _token(self, pid: str) -> str:
        token = token_of(pid)
        if token is None:
            return ""
        seat, name = token
        gender = self.view.seats[seat].tokens[name]
        return f"{self.name(seat)}'s {gender} on {name}\n{self._square_words(seat, name)}"

    def region(self, r: Region) -> str:  # noqa: C901 - a case per kind of place
        """A region's tip: what a space does and who is on it, a board, the track, a player's numbers."""
        match r.key:
            case SpaceSpot(space=sid):
                return self._space(sid)
            case DisplaySpot(display=did):
                return self._display(did)
            case PoolSpot():
                return self._pool()
            case BoardSpot(board=which):
                return self._board(r, which)
            case TrackSpot():
                return self._track()
            case LabelSpot(what=what):
                return self._label(r, what)
            case SeatSpot(seat=seat):
                return self._seat(seat) + (EXPAND if r.detail == "compact" else "")
            case HandSpot(seat=seat):
                return self._hand(seat)
            case SlotSpot():
                return "Black card slot\nBlack cards lie here (six at most); each may be activated once a round."
            case PlayedSpot():
                return "White cards played\nThe white cards played this round."
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
                return f"Move {start} to {end}\nA click moves your token on {start} to {end}."
            case SkipChip(card=cid):
                return self._skip(cid)
            case OptionSpot(number=k):
                return f"Option {k}\n{r.label}\nA click chooses it; the card's effect then goes on."
            case CellSpot(seat=seat, x=x, y=y):
                return self._cell(seat, x, y)
            case OwnedSpot(seat=seat):
                return self._owned(seat)
            case TilesOnBoard():
                return self._tiles_on_board()
        return ""

    def _space(self, sid: str) -> str:
        space = words.space_of(self.spec, sid)
        boys = self.view.spaces.get(sid, ())
        who = ", ".join(self.name(s) for s in boys)
        text = f"{space.name}\n{words.space_words(self.spec, sid, self.view.round)}"
        return text + (f"\nErrand boys here: {who}." if who else "\nNo errand boy here yet.")

    def _display(self, did: str) -> str:
        display = next(
            d
            for b in (self.spec.election.board, self.spec.society.board, self.spec.possessions.board)
            for d in b.displays
            if d.id == did
        )
        cards = ", ".join(words.card_name(self.spec, c) for c in self.view.displays.get(did, ())) or "nothing"
        return f"{display.name}\nA set space takes everything in it. Now: {cards}."

    def _pool(self) -> str:
        return (
            "Political circle tiles\nThe Political circle tiles space lets its boy take one of these tiles "
            f"({self.view.tiles_left} more in the supply)."
        )

    def _board(self, r: Region, which: str) -> str:
        text = {
            "central": "Central board\nTurn order spaces, the Renaissance Man and the central card.",
            "election": "Election board\nLose votes: the Election competition. Its errand spaces and displays.",
            "society": "Society board\nMove your tokens down the society grid: the Society competition.",
            "possessions": "Possessions board\nSell, exchange and spend: the Possessions competition (your cash, "
            "plus every tile's value, plus 1 per tile still owned).",
        }[which]
        if which != "central":
            text += f"\n{r.label} (white + black cards left in its decks)."
        bonus = next((b for b in self.spec.election.inner_circle.bonuses if b.module == which), None)
        if bonus is not None:
            text += f"\nInner circle bonus (a click chooses it when one is due): {words.say(self.spec, bonus.effect)}"
        return text

    def _track(self) -> str:
        top = self.spec.numbers.vote_track_maximum.value
        votes = ", ".join(f"{s.name} {s.votes}" for s in self.view.seats)
        return f"Vote track (0 to {top})\nVotes are an Election score: lower is better. Now: {votes}."

    def _label(self, r: Region, what: str) -> str:
        if what == "notice":
            return f"Reconstructed components\n{self.spec.notice}"
        if what == "hyde":
            rounds = ", ".join(
                f"round {h.round}: " + "/".join(str(v) for v in h.rank_losses)
                for h in self.spec.election.hyde_park.rounds
            )
            return (
                "Hyde Park\nPlayers tied for the fewest megaphones gain 1 vote; the others, ranked by megaphones, "
                f"lose the votes of their rank (ranks 1/2/3). {rounds}."
            )
        if what == "renaissance":
            symbols = ", ".join(s.name for s in self.spec.symbols)
            fixed = self.spec.central_board.renaissance_man_symbols
            return (
                f"Renaissance Man\nHe counts as a symbol of his holder's choice ({symbols}); up to {fixed} "
                f"symbols are fixed on first use.\n{r.label}."
            )
        if what == "oldlady":
            return (
                f"Old Lady tiles to come\n{self.view.old_lady_left} face down; one is turned up each round, the one "
                "beside this stack is this round's."
            )
        if what == "borough":
            names = " > ".join(b.name for b in self.spec.possessions.boroughs)
            discount = self.spec.numbers.borough_discount.value
            return (
                f"Borough marker: {r.label}\nA tile from the marked borough sells for {discount} less (never below 0). "
                f"The marker turns one borough clockwise each round: {names}."
            )
        return r.label

    def _seat(self, seat: int) -> str:
        info = self.view.seats[seat]
        scores = ", ".join(f"{c} {v}" for c, v in info.scores.items())
        return (
            f"{info.name}\nScores: {scores} (lower is better; the worst of them is your score). "
            f"Megaphones {info.megaphones}, errand boys left {info.boys}, {info.hand_size} cards in hand."
            + (f" Reserved turn order place {info.reserved}." if info.reserved else "")
        )

    def _hand(self, seat: int) -> str:
        info = self.view.seats[seat]
        return f"{info.name}'s hand\n{info.hand_size} cards; hand limit {self.spec.numbers.hand_limit.value}."

    def _sq(self, seat: int, name: str) -> str:
        return f"Society square {name}\n{self._square_words(seat, name)}"

    def _square_words(self, seat: int, name: str) -> str:
        """What a square of ``seat``'s grid is worth, its symbol, the token on it and the move a click makes."""
        symbol = {sq.square: sq.symbol for sq in self.spec.society.grid.symbols}.get(name)
        token = self.view.seats[seat].tokens.get(name)
        text = f"Worth {self.spec.grid_value(name)} society points for a token here."
        if symbol:
            text += f" Symbol: {words.symbol_name(self.spec, symbol)}."
        if token:
            text += f"\n{self.name(seat)}'s {token} token is here."
        for action, at in self.moves.items():
            if at == name:
                text += f"\nA click moves your token from {action.args[0]} here."
        return text

    def _grid(self, seat: int) -> str:
        info = self.view.seats[seat]
        tokens = ", ".join(f"{g} on {sq}" for sq, g in info.tokens.items())
        grid = self.spec.society.grid
        letters = ", ".join(f"{c.letter} ({c.name})" for c in grid.columns)
        return (
            f"{info.name}'s society grid\nSociety score {info.society}. Tokens: {tokens}.\nColumns {letters}, left to "
            f"right; rows {grid.rows[0]} at the top to {grid.rows[-1]} at the foot."
        )

    def _column(self, r: Region, letter: str) -> str:
        rows = self.spec.society.grid.rows
        return (
            f"Column {letter} ({r.detail} column)\nIts squares are {letter}{rows[0]} at the top to {letter}{rows[-1]} "
            "at the foot: the log and the cards name a square by its column letter and its row's value."
        )

    def _row(self, value: int) -> str:
        return (
            f"Row value {value}\nEach square of this row is worth {value} society points: a token on it adds "
            f"{value} to your Society score (lower is better)."
        )

    def _deck(self, r: Region, module: str, colour: str) -> str:
        kind = "played once" if colour == "white" else "go on a player's board"
        return (
            f"{module.capitalize()} {colour} deck: {r.label} cards left\nEach round deals new {colour} cards ({kind}) "
            "from it onto the board's displays."
        )

    def _stat(self, r: Region, seat: int, key: str) -> str:
        info = self.view.seats[seat]
        name, n = info.name, r.label
        penalty, limit = self.spec.numbers.tile_penalty.value, self.spec.numbers.hand_limit.value
        return {
            "votes": f"{name}'s votes: {n}\nThe Election score (lower is better); the vote marker on the track.",
            "society": f"{name}'s Society score: {n}\nThe sum of the row values of the squares their four tokens "
            "stand on (lower is better).",
            "possessions": f"{name}'s Possessions score: {n}\nCash + the values of their possession tiles + "
            f"{penalty} per tile still owned (lower is better).",
            "cash": f"{name}'s cash: {n}\nMoney in hand; it counts in the Possessions score. While a tile is "
            "owned, spending stops at 0.",
            "megaphones": f"{name}'s megaphones: {n}\nCounted in Hyde Park this round: the most megaphones lose "
            "the most votes.",
            "boys": f"{name}'s errand boys: {n} left\nErrand boys still to place this round; all come home at the "
            "end of the round.",
            "hand": f"{name}'s hand: {n} cards\nHand limit {limit} at the end of the round.",
            "turn": f"{name} reserved turn order place {n}\nTheir place in next round's turn order.",
            "shields": f"{name}'s Old Lady shields: {n}\nTokens this round's Old Lady tile leaves alone.",
        }.get(key, r.label)

    def _net(self, seat: int) -> str:
        info = self.view.seats[seat]
        links = ", ".join(words.symbol_name(self.spec, c) for c in info.connections) or "none yet"
        return f"{info.name}'s political network\nTiles joined edge to edge; connected symbols: {links}."

    def _rot(self, r: Region, turn: int) -> str:
        tid = self.view.seats[r.owner or 0].held_tiles[0]  # the tile being placed: the focus seat's first held
        return f"Turn the tile {turn * 90} degrees anticlockwise\n{words.tile_tip(self.spec, tid, turn)}"

    def _skip(self, cid: str) -> str:
        name = words.card_name(self.spec, cid)
        return f"Skip {name}\nDo not use its permanent effect this time (a click on the card uses it)."

    def _cell(self, seat: int, x: int, y: int) -> str:
        at = cell_name(x, y)
        tile = self.view.seats[seat].network.get(at)
        if tile:
            return words.tile_tip(self.spec, *tile)
        return f"Place {at} of the political network\nA tile may go here now."
