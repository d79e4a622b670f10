"""Where things go on a Prodigals Club table: the boards side by side along the top (boards.py: central, then one
per contest in play); the vote track across the table (with Election); then the players' areas (seats.py): the
viewer's (the deciding player's) in full on the left, every other player's compact on the right.

Pure: maps (view, size, seating) to regions and placements, each with its hover tip (tips.py) and its look
(looks.py), from the data ``spec`` it is handed (screen.py binds the one the rules were loaded from). The seating
beside the view (``Seating``) says which seats a computer plays and which actions are offered, so the layout can
show the places a tile may go and tell a move's destination.
``target_of`` says which piece chooses a legal action (None: a button), ``button_label`` the words on a button,
``intent_of`` what a click on any piece would mean now (for the rules' why_not); ``target_of`` and ``intent_of`` read
the offered actions too (screen.py hands them the seating).
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.layout import Box, Intent, Key, Layout, PieceId, Placement, Region
from tabletop.engine.message import Name, Words, as_msg, msg, msgc
from tabletop.engine.screen import NOBODY, Seating
from tabletop.games.prodigals.rules.state import token_of
from tabletop.games.prodigals.rules.view import ProdigalsView
from tabletop.games.prodigals.table import looks
from tabletop.games.prodigals.table.boards import boards
from tabletop.games.prodigals.table.dress import dress
from tabletop.games.prodigals.table.keys import (
    BoardSpot,
    CellSpot,
    DisplaySpot,
    MoveChip,
    OptionSpot,
    RotSpot,
    RowSpot,
    SkipChip,
    SpaceSpot,
    SquareSpot,
    TrackSpot,
)
from tabletop.games.prodigals.table.seats import focus_seat, seats
from tabletop.games.prodigals.table.tips import GRID_VERBS, Tips, grid_moves, places
from tabletop.games.prodigals.table.words import colour_of

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec

TOP_BAR, BOTTOM_BAR = 44, 58
TURN_BUTTONS = ("end",)
# Every verb that can be a button, in its fixed slot (a card's options, token moves and most skips are chosen on
# the table, so they keep no slot).
BUTTON_KINDS = ("end", "done", "go", "none", "skip", "discard", "cancel", "fix", "abmt")
BUTTON_WORDS = {  # a kind's words also size its slot: kinds offered several at once get a wide slot to share
    "end": msgc("button", "End turn"),
    "done": msgc("button", "Done"),
    "go": msgc("button", "Play group"),
    "none": msgc("button", "No tile"),
    "skip": msgc("button", "Skip"),
    "discard": msgc("button", "Discard tile"),
    "cancel": msgc("button", "Back"),
    "fix": msgc("button", "Renaissance Man: fix"),
    "abmt": msgc("button", "Play 1 / Play 2 / None"),  # several share the slot: its width is measured from these
    "option": msgc("button", "Choose an option here"),
    "move": msgc("button", "Move"),
    "down": msgc("button", "Down"),
    "jump": msgc("button", "Jump"),
}

CONTESTS = ("election", "society", "possessions")
ON_PIECE = ("bonus", "play", "board", "activate", "trigger", "add", "take", "sell", "give", "discard")  # by its id


def panel_width(width: int) -> int:
    """Width of the right-hand panel (the log)."""
    return int(max(210, min(300, width * 0.2)))


def layout(spec: ProdigalsSpec, view: ProdigalsView, width: int, height: int, seating: Seating = NOBODY) -> Layout:
    """Lay out the table for ``view`` in a window of ``width`` x ``height``, with the actions ``seating`` offers
    shown where they are chosen and its computer seats' name plates marked."""
    lay = Layout(width, height)
    tw = width - panel_width(width)
    top, bottom = TOP_BAR + 4, height - BOTTOM_BAR - 4
    x0, w = 6, tw - 12
    avail = bottom - top
    hb = int(avail * 0.42)
    boards(spec, lay, view, (x0, top, w, hb))
    py = top + hb + 4
    if "election" in view.modules:
        th = int(max(20, min(28, avail * 0.045)))
        lay.add_region(Region(TrackSpot("votes"), "track", (x0, py, w, th), msg("Vote track")))
        _vote_markers(spec, lay, view, (x0, py, w, th))
        py += th + 4
    seats(spec, lay, view, seating.offered, (x0, py, w, bottom - py), seating.focus)
    dress(spec, lay, view, Tips(spec, view, seating), seating)
    return lay


def _vote_markers(spec: ProdigalsSpec, lay: Layout, view: ProdigalsView, box: Box) -> None:
    """Each seat's marker on the vote track, side by side (smaller) when tied; named like the seat's votes counter
    (``votes:SEAT``), so it slides while the count steps."""
    x, y, w, h = box
    top = spec.numbers.vote_track_maximum.value
    step = (w - looks.TRACK_LEAD - 4) / (top + 1)
    spaces = {s: max(0, min(top, info.votes)) for s, info in enumerate(view.seats)}
    for seat, v in spaces.items():
        here = [s for s, u in spaces.items() if u == v]
        r = max(4.5, min(step / 2 - 1, h / 4, (step - 2) / (2 * len(here))))  # a seat's shape reads from 8 px
        cx = x + looks.TRACK_LEAD + v * step + step / 2 + (here.index(seat) - (len(here) - 1) / 2) * 2 * r
        cy = y + h - r - 3
        lay.place(Placement(f"votes:{seat}", "marker", (int(cx - r), int(cy - r), int(2 * r), int(2 * r)), owner=seat))


def target_of(view: ProdigalsView, action: Action, seating: Seating = NOBODY) -> PieceId | None:
    """The region (its key) or component (its id) an action is chosen by clicking, or None for a button."""
    verb, args = action.verb, action.args
    if not args:
        return None
    focus = focus_seat(view, seating.focus)
    if verb in ("place", "from"):
        return SpaceSpot(args[0])
    if verb == "set":
        return DisplaySpot(args[0])
    if verb == "row":
        return RowSpot(focus, int(args[0]))
    if verb in ("up", "shield"):
        return SquareSpot(focus, args[0])
    if verb == "bonus" and args[0] in CONTESTS:  # an inner circle's bonus: its board
        return BoardSpot(args[0])
    if verb in ON_PIECE:
        return args[0]
    if verb == "at":
        return CellSpot(focus, int(args[0]), int(args[1]))
    if verb in GRID_VERBS and len(args) == 2:
        square = grid_moves(seating.offered).get(action)
        return SquareSpot(focus, square) if square else MoveChip(args[0], args[1])
    if verb == "rotate":
        return RotSpot(int(args[0]))
    if verb == "skip" and args[0] in view.seats[focus].board:
        return SkipChip(args[0])
    if verb == "option":
        return OptionSpot(int(args[0]))
    return None


def button_label(view: ProdigalsView, action: Action) -> Words:
    """The words on a button."""
    verb, args = action.verb, action.args
    if verb == "rotate" and args:
        return msgc("button", "Turn {degrees} deg left", degrees=int(args[0]) * 90)
    if verb in ("fix", "abmt") and args:  # the prompt asks how many: symbols to fix, A Bit More Time cards to play
        return msgc("button, how many", "None") if args[0] == "0" else args[0]
    if verb == "option" and args:
        texts = view.options
        k = int(args[0])
        if k <= len(texts):
            return msgc("button", "{n}: {option}", n=k, option=as_msg(texts[k - 1]))
        return msgc("button", "Option {n}", n=k)
    if verb in GRID_VERBS and len(args) == 2:
        return msgc("button", "{start}-{end}", start=Name(args[0]), end=Name(args[1]))
    if verb == "skip" and args:
        return BUTTON_WORDS["skip"]
    if verb in BUTTON_WORDS:
        return BUTTON_WORDS[verb]
    if args:  # a verb the table has no words for: its own name and arguments, as the rules spell them
        return msgc("button", "{verb} {args}", verb=Name(verb.capitalize()), args=Name(" ".join(args)))
    return as_msg(verb.capitalize())


def intent_of(spec: ProdigalsSpec, view: ProdigalsView, piece: PieceId, seating: Seating = NOBODY) -> Intent | None:
    """What a click on region ``piece`` (a key) or component ``piece`` (an id) would mean now, as (verb, arg), or
    None for nothing."""
    verbs = seating.verbs
    match piece:
        case SpaceSpot(space=sid):
            return ("from" if "from" in verbs else "place"), sid
        case BoardSpot(board=board):
            return ("bonus", board) if "bonus" in verbs and board != "central" else None
        case DisplaySpot(display=did):
            return "set", did
        case RowSpot(value=value):
            return "row", str(value)
        case MoveChip(start=start, end=end):
            return next((a.verb for a in seating.offered if a.args == (start, end)), "move"), start
        case RotSpot(turn=turn):
            return "rotate", str(turn)
        case SkipChip(card=cid):
            return "skip", cid
        case OptionSpot(number=k):
            return "option", str(k)
        case CellSpot(x=x):
            return "at", str(x)
        case SquareSpot(square=square):
            return _square_intent(verbs, square)
        case Key():
            return None
        case str():
            token = token_of(piece)
            if token is not None:  # the token on a square means what a click on its square means
                return _square_intent(verbs, token[1])
            return _piece_intent(spec, view, piece, verbs, seating.focus)
    return None


def _square_intent(verbs: AbstractSet[str], square: str) -> Intent:
    """A click on a square of the society grid, or on the token standing there."""
    return next((v for v in ("up", "shield", *GRID_VERBS) if v in verbs), "move"), square


def _piece_intent(
    spec: ProdigalsSpec, view: ProdigalsView, pid: str, verbs: AbstractSet[str], asked: int | None
) -> Intent | None:
    place, seat = places(view).get(pid, ("", None))
    if place == "bonus":
        return "bonus", pid
    if place in ("tile", "board_tile"):
        return "take", pid
    if seat != focus_seat(view, asked):
        return None
    if place == "hand":
        for verb in ("discard", "add"):
            if verb in verbs:
                return verb, pid
        return ("board" if colour_of(spec, pid) == "black" else "play"), pid
    if place == "owned":
        return ("give" if "give" in verbs else "sell"), pid
    if place == "board":
        for verb in ("discard", "trigger"):
            if verb in verbs:
                return verb, pid
        return "activate", pid
    return None
