"""A Masques player's board: one plan of where its parts lie (``plan``), which both its face (``board``) and the
table's layout (the hover spots over it, the purse's coins, the markers won this round) read."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tabletop.engine import seatmark
from tabletop.engine.face import Face, Sketch, seat_ink, shift
from tabletop.engine.facecache import per_spec
from tabletop.engine.message import Words
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.view import MasquesView
from tabletop.games.masques.table.looks import Area, card_back, crest, first_card, fit_size, guild_disc


@dataclass(frozen=True)
class Plan:
    """Where a w x h board's parts lie, in its own pixels."""

    name_room: int  # how wide the name may be
    first: Area  # the first-player card
    crests: tuple[Area, ...]  # per family: the row holding its crest and name
    heads: tuple[Area, ...]  # per guild: the disc atop its favor column
    pips: tuple[tuple[Area, ...], ...]  # per guild: its four pips, from the bottom up
    hand: Area  # the small card back before the count of guests held
    hand_count: Area  # where that count is written
    purse: Area  # the coin after the count of ducats
    purse_count: Area  # where that count is written


@dataclass(frozen=True)
class Status:
    """What a player's board shows: whether they decide now, whether they hold the first-player card, their
    families, favor by guild, ducats, guests held, and whether the computer plays them."""

    active: bool
    first: bool
    families: tuple[str, ...]
    favor: Mapping[str, int]
    ducats: int
    hand: int
    computer: bool = False


def plan(w: int, h: int, families: int) -> Plan:
    """The plan of a w x h board whose player holds ``families`` families: the name along the top; below it
    the five favor columns on the left, the crests and then the counts on the right."""
    top = 31
    col = min(30.0, max(16.0, (w - 16) * 0.5 / 5))
    avail = h - top - 5
    head = min(col - 2, max(12.0, avail * 0.3))
    pip = max(4.0, min(12.0, (avail - head - 3) / 4 - 2))
    heads, pips = [], []
    for k in range(5):
        x = 8 + k * col
        heads.append((x + (col - head) / 2, top, head, head))
        base = top + head + 3
        pips.append(tuple((x + (col - pip) / 2, base + (3 - level) * (pip + 2), pip, pip) for level in range(4)))
    right = 8 + 5 * col + 10  # where the crests and the counts begin
    counts = h - 30  # the row of the guests held and the ducats
    row = max(14.0, min(26.0, (counts - top - 2) / max(1, families)))
    crests = tuple((right, top + k * row, w - 8 - right, row - 3) for k in range(families))
    return Plan(
        name_room=w - 36 - 30,
        first=(w - 26, 5, 19, 24),
        crests=crests,
        heads=tuple(heads),
        pips=tuple(pips),
        hand=(w - 92, counts + 1, 16, 21),
        hand_count=(w - 112, counts, 18, 22),
        purse=(w - 30, counts, 22, 22),
        purse_count=(w - 62, counts, 28, 22),
    )


def board(spec: MasquesSpec, name: Words, seat: int, status: Status, w: int, h: int) -> Face:
    """A player's board on wood: badge and name (framed in the seat's colour while deciding), the first-player
    card if they hold it, their families' crests, a favor column per guild (its disc, then four pips filled from
    the bottom), the guests they hold and their ducats (``status`` from ``seat_status``)."""
    look = spec.presentation
    colours = look.colours
    colour, active = seat_ink(seat), status.active
    p = plan(w, h, len(status.families))
    s = Sketch(w, h).grain((0, 0, w, h), "wood", colours.board, radius=8)
    s.box((0, 0, w, h), None, colour if active else colours.board_edge, width=3 if active else 1, radius=8)
    seatmark.plate_badge(s, seat, (6, 5, 22, 22), status.computer)  # the seat's colour and shape (a computer's mark)
    s.text(name, (34, 16), 15, "text", bold=active, anchor="midleft", max_width=p.name_room)
    if status.first:
        card = first_card(spec, int(p.first[2]), int(p.first[3]))
        s.add(*shift(card.marks, p.first[0], p.first[1]))
    for family, (x, y, rw, rh) in zip(status.families, p.crests):
        crest(spec, s, (x, y, rh * 5 / 6, rh), family)
        name_at, words = x + rh * 5 / 6 + 5, spec.family(family).name
        size = fit_size(words, max(10, min(15, int(rh * 0.7))), x + rw - name_at)
        if size:
            s.text(words, (name_at, y + rh / 2), size, "text", serif=True, bold=True, anchor="midleft")
    favor = status.favor
    for guild, head, pips in zip(favor, p.heads, p.pips):
        guild_disc(spec, s, head, guild)
        for level, area in enumerate(pips):
            if level < favor[guild]:
                s.token(area, look.guilds[guild].colour)
            else:
                s.oval(area, colours.pip_empty)
    if status.hand:
        card_back(spec, s, p.hand)
        x, y, cw, ch = p.hand_count
        s.text(str(status.hand), (x + cw, y + ch / 2), 15, "text", bold=True, anchor="midright")
    s.coin(p.purse)
    x, y, cw, ch = p.purse_count
    s.text(str(status.ducats), (x + cw, y + ch / 2), 15, "text", bold=True, anchor="midright")
    return s.face()


def seat_status(view: MasquesView, seat: int, computer: bool = False) -> Status:
    """What a player's board shows of the view: whether they decide now (the drafter in the draft), whether
    they are the first player, their families, favor by guild, ducats and cards held (hand, packet and picks);
    ``computer``: the computer plays the seat (the table's ``Seating`` says so, beside the view)."""
    info = view.seats[seat]
    deciding = view.drafting if view.phase == "draft" else view.active
    return Status(
        active=seat == deciding and view.phase != "over",
        first=seat == view.first,
        families=view.families[seat],
        favor=info.favor,
        ducats=info.ducats,
        hand=info.hand + info.packet + info.picked,
        computer=computer,
    )


def kept_board(spec: MasquesSpec, name: Words, seat: int, status: Status, w: int, h: int) -> Face:
    """``board``, kept by what it shows (a table lays every board out at every click; most have not changed)."""
    favor = tuple(sorted(status.favor.items()))
    fields = (status.active, status.first, status.families, favor, status.ducats, status.hand, status.computer)
    return _kept_board(spec, name, seat, fields, w, h)


@per_spec(maxsize=64)
def _kept_board(spec: MasquesSpec, name: Words, seat: int, fields: tuple, w: int, h: int) -> Face:
    active, first, families, favor, ducats, hand, computer = fields
    return board(spec, name, seat, Status(active, first, families, dict(favor), ducats, hand, computer), w, h)
