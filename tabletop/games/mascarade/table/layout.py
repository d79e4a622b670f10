"""Where things go on a Mascarade table: seats round an oval (each with name, coins and card or
cards), the centre cards, bank and courthouse in the middle, and the characters in play as tiles.

Pure: maps (spec, view, size) to regions and placements, each with its hover tip (tips.py) and its look (looks.py).
Card placements are named by their position (``p:3``, ``c:0``), never by the card, so a face-down card says
nothing about itself.
``intent_of`` says what a click on a piece would mean, so a misclick gets the rules' why_not.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from tabletop.engine import measure
from tabletop.engine.actions import Action
from tabletop.engine.layout import Box, Intent, Layout, PieceId, Placement, Region
from tabletop.engine.message import Msg, Seat, as_msg, msg, msgc, say
from tabletop.engine.screen import NOBODY, Seating
from tabletop.games.mascarade.rules.view import MascaradeView
from tabletop.games.mascarade.table import looks, seating, tips
from tabletop.games.mascarade.table.keys import (
    Bank,
    CardSlot,
    CharacterTile,
    ChosenFrame,
    Courthouse,
    PurseSpot,
    SeatSpot,
    TableTop,
)
from tabletop.games.mascarade.table.seating import name_width

if TYPE_CHECKING:
    from tabletop.games.mascarade.rules.data import MascaradeSpec

TOP_BAR, BOTTOM_BAR = 44, 58
TURN_BUTTONS = ("swap", "peek", "announce")
# Every verb that can be a button, each in a fixed slot: the turn's three choices (cheap first), then the
# steps of a chain (Back: taking back a choice to announce), then the game's first click, and last the answers of
# the other players to an announcement.
BUTTON_KINDS = TURN_BUTTONS + ("keep", "done", "skip", "cancel", "continue", "ready", "pass", "claim")
# What a click on a card means in each stage that chooses a card, and on a player in each stage that chooses one.
CARD_VERBS = {
    "swap_from": "mine",
    "swap_to": "with",
    "peek_pick": "look",
    "announce_card": "using",
    "claims": "claim",
    "fool_a": "card",
    "fool_b": "card",
    "spy_target": "card",
    "inq_target": "card",
}
SEAT_VERBS = {"bishop": "from", "witch": "with"}


def panel_width(width: int) -> int:
    """Width of the right-hand panel (the log)."""
    return int(max(230, min(310, width * 0.22)))


def mascarade_layout(
    spec: MascaradeSpec, view: MascaradeView, width: int, height: int, seating: Seating = NOBODY
) -> Layout:
    """Lay out the table for ``view`` in a window of ``width`` x ``height``, its pieces drawn and explained from the
    game's data ``spec``; ``seating``: the seats a computer plays (their badges carry its mark)."""
    lay = Layout(width, height)
    table_w = width - panel_width(width)
    top, bottom = TOP_BAR + 4, height - BOTTOM_BAR - 4
    n = len(view.players)
    per_seat = max(len(ps) for ps in view.positions)
    names = max(name_width(name) for name in view.players)
    chars = view.in_play
    tile_min = _tile_min(tuple(say_all(spec.character(c).name for c in chars)))
    card_h, plan, boxes, middle = _arrange(
        n, per_seat, per_seat > 1, names, len(chars), len(view.centre), tile_min, table_w, top, bottom
    )
    faces = {c.pos: c.face for c in view.cards}
    for s, (x, y, _, _) in enumerate(boxes):
        name = as_msg(view.players[s])  # a player's name, as typed
        lay.add_region(Region(SeatSpot(s), "seat", boxes[s], name, owner=s, count=view.coins[s]))
        px, py, pw, ph = plan.purse  # drawn by the seat's look: hovering the coin or its count says what it counts
        lay.add_region(Region(PurseSpot(s), "hotspot", (x + px - 3, y + py - 2, pw + 6, ph + 4), owner=s))
        for pos, (cx, cy, cw, ch) in zip(view.positions[s], plan.cards, strict=True):
            _card(lay, pos, faces[pos], (x + cx, y + cy, cw, ch))
    for key in ("from", "to", "first", "second", "target"):
        pos = view.pending_text(key)
        slot = lay.regions.get(CardSlot(pos)) if pos else None
        if slot is not None:
            x, y, w, h = slot.rect
            lay.add_region(Region(ChosenFrame(key), "chosen", (x - 4, y - 4, w + 8, h + 8)))
    ix, iy, iw, ih = middle
    lay.add_region(Region(TableTop(), "centre", middle, _centre_text(spec, view), count=view.courthouse))
    rows = -(-len(chars) // max(1, _columns(iw, len(chars), tile_min)))
    cols = -(-len(chars) // rows)
    tile_w = int(min(136, (iw - 20) / cols - 6))
    ty = iy + ih - rows * (TILE_H + 6) - 6
    _middle_row(lay, view, faces, (ix, iy + TITLE_H, iw, ty - iy - TITLE_H - 4), card_h)
    for k, char in enumerate(chars):
        row, col = divmod(k, cols)
        in_row = min(cols, len(chars) - row * cols)
        x0 = ix + (iw - in_row * (tile_w + 6) + 6) // 2
        box = (x0 + col * (tile_w + 6), ty + row * (TILE_H + 6), tile_w, TILE_H)
        lay.add_region(Region(CharacterTile(char), "character", box, spec.character(char).name))
    tips.apply(spec, view, lay)
    looks.dress(spec, lay, view, plan, seating.computers)
    return lay


TITLE_H, TILE_H = 28, 30  # the table top's title line; a character token among the characters in play
PLAQUE = (124, 46, 140, 86)  # the courthouse's and the bank's plaques: least and most width and height
CENTRE_CARD = (44, 84)  # a centre card's least and most height


def say_all(texts: Iterable[Msg]) -> list[str]:
    """Texts rendered now, to measure them (a cached layout is keyed by what they say in the language chosen now)."""
    return [say(t) for t in texts]


def _tile_min(names: tuple[str, ...]) -> int:
    """The narrowest a character token may be: its disc and the longest name in play."""
    return TILE_H + 4 + max(measure.width(name, 12, bold=True, serif=True) for name in names) + 10


def _columns(width: float, tiles: int, tile_min: int) -> int:
    """How many character tokens fit side by side in ``width`` (at most 7)."""
    return int(min(tiles, 7, (width - 20 + 6) // (tile_min + 6)))


def _centre_card_h(card_h: int) -> int:
    """A centre card's height: smaller than a seat's card, which needs the room more."""
    return max(CENTRE_CARD[0], min(CENTRE_CARD[1], round(card_h * 0.5)))


def _centre_need(width: float, tiles: int, centre_cards: int, tile_min: int, card_h: int) -> float:
    """The height the table top needs at ``width``: title, plaques and centre cards, the tokens (inf: too narrow)."""
    cols = _columns(width, tiles, tile_min)
    ch = _centre_card_h(card_h)
    row_w = 2 * PLAQUE[0] + centre_cards * (round(ch / seating.CARD_RATIO) + 10) + 36
    if cols < 1 or row_w > width:
        return math.inf
    middle = max(PLAQUE[1], ch + 10) if centre_cards else PLAQUE[1]
    return TITLE_H + middle + 10 + -(-tiles // cols) * (TILE_H + 6) + 8


@lru_cache(maxsize=64)
def _arrange(n, per_seat, captions, names, tiles, centre_cards, tile_min, table_w, top, bottom):
    """The largest cards with which the seats stand round the table without touching and the table top in the
    middle holds its pieces: (card height, seat plan, seat boxes, table top box)."""
    cap = min(240, int((bottom - top) * (0.3 if n <= 6 else 0.22 if n <= 9 else 0.18)))  # a large window, larger cards
    need = (tiles, centre_cards, tile_min)
    found = None
    for min_w in (names, 0):  # a long name widens the seats, unless the seats then cannot fit: it wraps instead
        coarse = next(
            (h for h in range(cap, 29, -8) if _attempt(n, per_seat, captions, min_w, h, need, table_w, top, bottom)),
            None,
        )
        if coarse is not None:  # then the largest fitting size just above it
            found = next(
                (h, *_attempt(n, per_seat, captions, min_w, h, need, table_w, top, bottom))
                for h in range(min(cap, coarse + 6), coarse - 1, -2)
                if _attempt(n, per_seat, captions, min_w, h, need, table_w, top, bottom)
            )
            break
    if found is None:  # nothing fits: the smallest seats, the table top wherever it may go
        plan = seating.seat_plan(per_seat, 30, captions)
        found = (
            30,
            plan,
            _ring(n, plan, table_w, top, bottom),
            [(table_w / 4, (bottom - top) / 4, (top + bottom) / 2)],
        )
    card_h, plan, boxes, fits = found
    a, b, y = max(fits, key=_roomy)
    middle = (round(table_w / 2 - a), round(y - b), round(2 * a), round(2 * b))
    return card_h, plan, boxes, middle


def _ring(n: int, plan: seating.SeatPlan, table_w: int, top: int, bottom: int) -> list[tuple[int, int, int, int]]:
    """The seats' boxes round the table, each ``plan`` large."""
    rx, ry = table_w / 2 - plan.w / 2 - 6, (bottom - top) / 2 - plan.h / 2 - 2
    centres = seating.ring(n, table_w / 2, (top + bottom) / 2, rx, ry)
    return [(round(x - plan.w / 2), round(y - plan.h / 2), plan.w, plan.h) for x, y in centres]


@lru_cache(maxsize=512)
def _attempt(n, per_seat, captions, min_w, card_h, need, table_w, top, bottom):
    """Seats with cards ``card_h`` high round the table: (plan, boxes, the table tops that then hold their
    pieces), or None if the seats touch or no table top fits."""
    plan = seating.seat_plan(per_seat, card_h, captions, min_w)
    boxes = _ring(n, plan, table_w, top, bottom)
    if any(seating.touch(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]):
        return None
    tiles, centre_cards, tile_min = need
    fits = [
        (a, b, y)
        for a, b, y in seating.free_middles(
            boxes, table_w / 2, (top + bottom) / 2, table_w / 2 - 8, (bottom - top) / 2 - 4
        )
        if _centre_need(2 * a, tiles, centre_cards, tile_min, card_h) <= 2 * b
    ]
    return (plan, boxes, fits) if fits else None


def _roomy(middle: tuple[float, float, float]) -> float:
    """How good a table top of half sizes (a, b) is: its area, less for one taller than wide (its rows of
    tokens run short)."""
    a, b, _ = middle
    return a * b * min(1.0, a / (1.2 * b)) ** 2


def _middle_row(lay: Layout, view: MascaradeView, faces: dict[str, str], area: Box, card_h: int) -> None:
    """The courthouse's plaque on the left, the bank's on the right, the centre cards between them."""
    x, y, w, h = area
    centre = view.centre
    ch = min(_centre_card_h(card_h), h - 10)
    cw = round(ch / seating.CARD_RATIO)
    cards_w = len(centre) * (cw + 10) - 10 if centre else 0
    pw = int(max(PLAQUE[0], min(PLAQUE[2], (w - 36 - cards_w - (24 if centre else 0)) / 2)))
    ph = int(max(PLAQUE[1], min(PLAQUE[3], h)))
    gap = 24 if centre else 16
    total = 2 * pw + gap * (2 if centre else 1) + cards_w
    x0, py = x + (w - total) // 2, y + (h - ph) // 2
    lay.add_region(Region(Courthouse(), "place", (x0, py, pw, ph), count=view.courthouse))
    lay.add_region(Region(Bank(), "place", (x0 + total - pw, py, pw, ph)))
    for k, pos in enumerate(centre):
        _card(lay, pos, faces[pos], (x0 + pw + gap + k * (cw + 10), y + (h - ch) // 2, cw, ch))


def _card(lay: Layout, pos: str, face: str, box: Box) -> None:
    """The card at ``pos``: its slot (a tip and a click target) and the card itself, named by its position."""
    lay.add_region(Region(CardSlot(pos), "cardslot", box))
    lay.place(Placement(pos, "mcard", box, face))


def _centre_text(spec: MascaradeSpec, view: MascaradeView) -> Msg:
    """What the table top says: memorise, the announcement being answered, or the turn."""
    if view.phase == "memorise":
        return msg("Memorise every card!")
    if view.announced and view.stage not in ("", "announce"):
        who = Seat(view.current, view.players[view.current])
        return msg("{seat} announced the {character}", seat=who, character=spec.character(view.announced).name)
    return msg("Turn {turn} - swaps only", turn=view.turn) if view.swap_only else turn_words(view.turn)


def turn_words(turn: int) -> Msg:
    """ "Turn 5", as the table top says it."""
    return msgc("table top", "Turn {turn}", turn=turn)


def target_of(view: MascaradeView, action: Action, seating: Seating = NOBODY) -> PieceId | None:
    """The region (its key) or card (its position) an action is chosen by clicking, or None for a button."""
    if not action.args:
        return None
    verb, arg = action.verb, action.args[0]
    if verb in ("announce", "guess"):
        return CharacterTile(arg)
    if verb in ("from",) or (verb == "with" and view.stage == "witch"):
        return SeatSpot(int(arg))
    if verb in ("mine", "with", "look", "using", "claim", "card"):
        return arg
    return None


LABELS = {  # the buttons' words, by verb
    "keep": msgc("button", "Don't swap"),
    "peek": msgc("button", "Look"),
    "announce": msgc("button", "Announce"),
    "claim": msgc("button", "Claim"),
    "pass": msgc("button", "Pass"),
    "skip": msgc("button", "Skip"),
    "done": msgc("button", "Done, hide it"),
    "continue": msgc("button", "Turn cards face down"),
    "ready": msgc("button", "Memorised: start"),
    "cancel": msgc("button", "Back"),
}


def button_label(view: MascaradeView, action: Action) -> Msg:
    """The text of a button."""
    if action.verb == "swap" and view.stage in ("swap_secret", "fool_secret", "spy_secret"):
        return msgc("button", "Swap them")
    if action.verb == "swap":
        return msgc("button", "Swap-or-not")
    return LABELS.get(action.verb) or as_msg(str(action))


def intent_of(view: MascaradeView, piece: PieceId, seating: Seating = NOBODY) -> Intent | None:
    """What a click on ``piece`` (a region's key or a card's position) would mean now, as (verb, argument), as
    target_of maps actions to pieces; None where a click never means anything (the centre, the courthouse, the
    bank)."""
    stage = view.stage
    if isinstance(piece, ChosenFrame):  # the frame round a chosen card stands for the card
        piece = view.pending_text(piece.choice)
    if isinstance(piece, CardSlot):
        piece = piece.pos
    if isinstance(piece, PurseSpot):
        piece = SeatSpot(piece.seat)
    if isinstance(piece, CharacterTile):
        return ("guess" if stage == "inq_guess" else "announce", piece.char)
    if isinstance(piece, SeatSpot):
        return (SEAT_VERBS[stage], str(piece.seat)) if stage in SEAT_VERBS else None
    card = view.card(piece) if isinstance(piece, str) else None
    if card is None:
        return None
    pos = card.pos
    if stage in SEAT_VERBS:  # a player's card stands for the player
        return (SEAT_VERBS[stage], str(card.owner)) if card.owner is not None else ("card", pos)
    if stage in CARD_VERBS:
        return CARD_VERBS[stage], pos
    if view.phase == "turn" and stage == "":  # a turn's first click on a card: look at one's own, swap with another
        return ("look" if pos in view.positions[view.current] else "with"), pos
    return "card", pos
