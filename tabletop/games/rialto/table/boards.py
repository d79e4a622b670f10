"""How Rialto's table looks: the player boards, the stages and tracks, the building supply, the piles, the bonus
tiles, the card rows and the hand, as faces built from the view and the `presentation:` block of data/rialto.yaml
(Venice itself is in venice.py); ``dress`` gives every region and component of a layout its look. Pure: the one
renderer draws them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from tabletop.engine import measure, seatmark
from tabletop.engine.face import Colour, Face, Para, Sketch, seat_ink, shift
from tabletop.engine.facecache import per_spec
from tabletop.engine.layout import Box, Deferred, Layout, Region
from tabletop.engine.message import Msg, Name, Words, joined, msg, msgc, msgn
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.view import ParticipantView, RialtoView
from tabletop.games.rialto.table import looks, venice
from tabletop.games.rialto.table.keys import BonusSpot, ConnSpot, DistrictSpot, StackSpot, SupplySpot, TrackSpot
from tabletop.games.rialto.table.looks import fits, fitting, laid_out, palette, stamped, symbol, write, write_lines

BOARD_SLOTS = 7  # building places on a player board
TRACK_LABEL = 44  # the least width of a track's name before its first space (see track_label)
TRACK_SIZE = 13  # the largest a track's name is printed
DOGE_TRACK = msgc("track name", "Doge")
VP_TRACK = msgc("track name", "VP")
NOTES = msgc("separator of a board's notes", ", ")  # "advantage, waits, played 2"
STAT_SIZE = 13  # the figures on a board's top line
PILE_LABEL = 10  # the size of a pile's name
EFFECT_LINES = 3  # a supply stack prints its building's effect when this many lines of it fit (the longest)


def board_geometry(box: Box) -> tuple[int, int, int]:
    """(slot size, slots' y, played cards' y) inside a player board."""
    x, y, w, h = box
    slot = int(max(18, min((w - 16) / BOARD_SLOTS - 4, (h - 30) * 0.5, 44)))
    return slot, y + 24, y + 24 + slot + 4


def participant_ink(spec: RialtoSpec, view: RialtoView, p: int) -> Colour:
    """A participant's colour (grey for the neutral player)."""
    return palette(spec).neutral if view.np == p else seat_ink(p)


# ----- player boards --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Stat:
    """A figure on a board's top line: what it is (``key``), its text, the picture before it, and where it lies
    (``left`` to ``right`` in the board's pixels, picture included)."""

    key: str
    text: str  # the figure
    icon: str  # "coin", "cube", "card" or ""
    counter: str
    template: Words  # the figure in its words ("{n} VP"), filled with the running count
    left: float
    right: float
    extra: str = ""  # a dimmer figure after the text (the councillors in the general supply)


STAT_CY = 13  # the middle of a board's top line


def board_stats(view: RialtoView, p: int, w: int) -> list[Stat]:
    """The figures on a board's top line, right-aligned: coins, VP, councillors (personal, then the general
    supply's dimmer) and cards in hand; the neutral player shows only its hand."""
    return stats_of(view.participants[p], p, w)


def stats_of(info: ParticipantView, p: int, w: int) -> list[Stat]:
    """The figures on the board of participant ``info`` (seat ``p``), ``w`` wide (``board_stats``)."""
    items: list[tuple[str, int, str, str, Words, str]] = [("hand", info.hand, "card", "", "{n}", "")]
    if info.human:
        items = [
            ("coins", info.coins, "coin", f"coins:{p}", "{n}", ""),
            ("vp", info.vp, "", f"vp:{p}", msg("{n} VP"), ""),
            ("councillors", info.personal, "cube", "", "{n}", f"+{info.general}"),
            *items,
        ]
    stats, x = [], w - 8
    for key, figure, icon, counter, template, extra in reversed(items):
        right = x
        shown = template.but(n=figure) if isinstance(template, Msg) else str(figure)
        x -= measure.width(shown, STAT_SIZE, bold=True) + extra_width(extra)
        x -= {"coin": 17, "cube": 15, "card": 13}.get(icon, 0)
        stats.append(Stat(key, str(figure), icon, counter, template, x, right, extra))
        x -= 10
    return stats[::-1]


def extra_width(extra: str) -> int:
    """The room a stat's dimmer figure takes after its main one (none without one)."""
    return measure.width(extra, 11) + 2 if extra else 0


def player_board(
    spec: RialtoSpec, view: RialtoView, p: int, name: Words, w: int, h: int, computer: bool = False
) -> Face:
    """A participant's board: its seat mark and name (with a robot when the ``computer`` plays it), then coins,
    VP, councillors (personal + general supply) and cards in hand; the building places (a human's), and what it
    did this stage. Coins and VP count with the animation."""
    staged = bool(view.stage)
    marks = (view.np == p, view.deciding == p, view.advantage == p and staged)
    return _board(spec, view.participants[p], p, marks, staged, name, w, h, computer)


@per_spec(maxsize=128)
def _board(
    spec: RialtoSpec,
    info: ParticipantView,
    p: int,
    marks: tuple[bool, bool, bool],
    staged: bool,
    name: Words,
    w: int,
    h: int,
    computer: bool,
) -> Face:
    """``player_board`` from what it shows (kept: at a click most boards have not changed); ``marks``: whether the
    participant is the neutral, decides now, holds the advantage."""
    neutral, active, advantage = marks
    pal = palette(spec)
    colour = pal.neutral if neutral else seat_ink(p)
    s = Sketch(w, h).grain((0, 0, w, h), "wood", pal.board, radius=8)
    s.box((0, 0, w, h), None, colour if active else pal.edge, width=3 if active else 1, radius=8)
    cy = STAT_CY
    if info.human:
        seatmark.plate_badge(s, p, (6, 4, 18, 18), computer)  # the seat's colour and shape (a computer's robot)
    else:
        s.token((6, 4, 18, 18), colour, "disc")
    stats = stats_of(info, p, w)
    for st in stats:
        x = st.left
        if st.icon == "coin":
            s.coin((x, cy - 7, 14, 14))
        elif st.icon == "cube":  # the councillors: cut in the seat's shape, as they stand in the districts
            seatmark.marker(s, p, (x, cy - 6, 12, 12))
        elif st.icon == "card":
            s.box((x + 1, cy - 7, 9, 13), pal.card_back, pal.card_back_edge, radius=2)
        right = st.right - extra_width(st.extra)
        write(s, st.text, (right, cy), STAT_SIZE, "text", bold=True, anchor="midright", counter=st.counter,
              template=st.template)  # fmt: skip
        if st.extra:
            s.text(st.extra, (st.right, cy + 1), 11, "text_dim", anchor="midright")
    room = (stats[0].left if stats else w) - 40
    size = fitting(name, 14, room, 10, bold=active)
    if size:
        write(s, name, (30, cy), size, "text", bold=active, anchor="midleft", max_width=int(room))
    slot, sy, _ = board_geometry((0, 0, w, h))
    if info.human:
        for k in range(BOARD_SLOTS):
            s.box((8 + k * (slot + 4), sy, slot, slot), pal.slot, pal.slot_edge, radius=4)
    notes = [msgc("board note", "advantage")] if advantage else []
    notes += [msgc("board note", "waits")] if info.delayed and staged else []
    notes += [msgc("board note", "played {n}", n=info.count)] if info.count is not None and staged else []
    lines: list[Msg] = []
    if len(notes) == 1 or (notes and fits(joined(notes, NOTES), 13, w / 2, bold=True)):
        lines = [joined(notes, NOTES) if len(notes) > 1 else notes[0]]
    elif notes:  # on two lines: all but the last, then the last
        lines = [joined(notes[:-1], NOTES) if len(notes) > 2 else notes[0], notes[-1]]
    for k, line in enumerate(reversed(lines)):  # the last note at the bottom
        write(s, line, (w - 8, h - 4 - 15 * k), 13, "accent", bold=True, anchor="bottomright", max_width=w // 2)
    return s.face()


# ----- stages and tracks ----------------------------------------------------------------------------------
def stage_tab(letter: str, name: Words) -> Msg:
    """A stage's tab: its letter and name ("A Doge")."""
    return msg("{letter} {name}", letter=Name(letter), name=as_arg(name))


def as_arg(words: Words) -> Msg | Name:
    """``words`` as a message's argument (a plain text, a name or a figure, verbatim)."""
    return words if isinstance(words, Msg) else Name(words)


def stage(spec: RialtoSpec, letter: str, current: bool, w: int, h: int) -> Face:
    """A stage of phase II, lit while it is being played: its card type's icon when there is room, its letter
    and name."""
    pal = palette(spec)
    s = Sketch(w, h).box((0, 0, w, h), pal.stage_current if current else pal.panel, radius=6)
    s.box((0, 0, w, h), None, "accent" if current else pal.edge, width=2 if current else 1, radius=6)
    ink = "text" if current else "text_dim"
    stages = spec.stages
    here = next((st for st in stages if st.letter == letter), None)
    text = stage_tab(letter, here.name if here else "")
    mark = looks.look(spec).cards.get(here.card if here else "")
    side = h - 10
    tabs = [stage_tab(st.letter, st.name) for st in stages]
    if mark and all(fits(tab, 14, w - side - 14, bold=True) for tab in tabs):  # every tab with its icon, or none
        s.icon(mark.icon, (6, 5, side, side), mark.colour if not current else "text")
        write(s, text, (side + 10 + (w - side - 14) / 2, h / 2), 14, ink, bold=current, anchor="center")
    else:  # the largest size in one line, or on two lines when one would be small (a longer language)
        size, lines = laid_out(text, w - 6, h - 2, 14, bold=current)
        write_lines(s, lines, (w / 2, h / 2), size, ink, bold=current, anchor="center", max_width=w - 6)
    return s.face()


def track_label(w: float) -> int:
    """The width of a track's name before its first space on a track ``w`` wide: ``TRACK_LABEL``, or room for
    both tracks' names at ``TRACK_SIZE`` (a longer language), up to half the track."""
    needed = max(measure.width(name, TRACK_SIZE, bold=True) for name in (DOGE_TRACK, VP_TRACK)) + 6
    return int(max(TRACK_LABEL, min(needed, w * 0.5)))


def track(spec: RialtoSpec, label: Words, spaces: int, doge: bool, w: int, h: int) -> Face:
    """The Doge track (``spaces`` numbered cells) or the VP track (a tick every 10 up to ``spaces``), on wood."""
    pal = palette(spec)
    s = Sketch(w, h).grain((0, 0, w, h), "wood", pal.track, radius=5)
    lw = track_label(w)
    size = fitting(label, TRACK_SIZE, lw - 6, looks.FLOOR, bold=True) or looks.FLOOR
    write(s, label, (6, h / 2), size, "accent", bold=True, anchor="midleft", max_width=lw - 6)
    if doge:
        cw = (w - lw) / spaces
        for k in range(spaces):
            cell = (int(lw + k * cw), 2, int(cw) - 2, h - 4)
            s.box(cell, pal.track_cell, radius=3)
            s.text(str(k + 1), (cell[0] + cell[2] - 2, cell[1] + cell[3]), 9, "text_dim", anchor="bottomright")
    else:
        for v in range(0, spaces + 1, 10):
            x = int(lw + (w - lw - h) * v / spaces + h / 2)
            s.line([(x, 3), (x, h - 3)], pal.track_tick)
            s.text(str(v), (x + 2, h - 1), 9, "text_dim", anchor="bottomleft")
    return s.face()


# ----- building supply, piles, bonus tiles ----------------------------------------------------------------
def supply(spec: RialtoSpec, colour: str, value: str, text: Words, left: int, w: int, h: int) -> Face:
    """A stack of buildings in the supply: a house of its colour with its value, the copies left (top right), and
    its effect in a few words when there is room for all of them."""
    pal = palette(spec)
    paint = looks.body(spec, colour) if left else pal.sold_out
    s = Sketch(w, h).grain((0, 0, w, h), "paper", paint, radius=5)
    s.box((0, 0, w, h), None, pal.outline, radius=5)
    side = max(16, min(h * 0.5, w * 0.45, 34))
    fx, fy, fw, fh = looks.house(spec, s, (3, 3, side, side), looks.shade(paint, 0.8))
    stamped(s, value, (fx + fw / 2, fy + fh / 2), max(9, min(16, int(fh * 0.85))))
    worded = msgn("{n} left", "{n} left", left)
    if fits(worded, 11, w - side - 10):
        write(s, worded, (w - 4, 4), 11, "text_dark", anchor="topright")
    else:
        write(s, msgc("copies", "x{n}", n=left), (w - 4, 4), 10, "text_dark", anchor="topright")
    room = h - side - 8
    # a longer language: a size smaller, a little wider, as many lines as fit
    for size, step, pad in ((10, 12, 4), (looks.FLOOR, 11, 2)):
        lines = measure.wrap(text, w - 2 * pad, size)
        most = EFFECT_LINES if size == 10 else int(room // step)
        wide = all(fits(line, size, w - 2 * pad) for line in lines)
        if len(lines) <= most and room >= EFFECT_LINES * step and wide:
            area = (float(pad), float(side + 5), w - 2.0 * pad, h - side - 8.0)
            s.add(Para(text, area, size, "text_dark", bottom=True))
            break
    return s.face()


def pile(spec: RialtoSpec, key: str, label: Words, top: tuple[int, ...], count: int, w: int, h: int) -> Face:
    """A pile: a picture of what it holds (the top bridge with its ends, a gondola, a card back), its name when
    there is room, and how many are left."""
    pal = palette(spec)
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", pal.pile_edge, radius=5)
    y = 3
    named = fitting(label, PILE_LABEL, w - 6, looks.FLOOR) if label else 0  # a longer language: down to the floor
    if named:
        write(s, label, (w / 2, 2), named, "text_dim", anchor="midtop")
        y = 15
    worded = msgn("{n} left", "{n} left", count)
    counted: Words = worded if fits(worded, 11, w - 6, bold=True) else str(count)
    bottom = h - 15
    ph = bottom - y - 2
    if key in ("bridges", "gondolas") and (count or top):
        pw = min(w - 8, ph * 2.4)
        th = min(ph, pw / 2.4)
        a, b = (top + (1, 1))[:2]
        kind = "bridge" if key == "bridges" else "gondola"
        face = looks.tile(spec, f"{kind}|{a}|{b}|-1|0", int(pw), int(th))
        s.add(*shift(face.marks, (w - pw) / 2, y + (ph - th) / 2))
    elif key in ("deck", "discard") and count:
        cw = min(ph * 0.7, w - 8)
        back = looks.card_back(spec, int(cw), int(ph))
        s.add(*shift(back.marks, (w - cw) / 2, y))
    return write(s, counted, (w / 2, h - 2), 11, "accent", bold=True, anchor="midbottom").face()


def bonus(spec: RialtoSpec, side: str, vp: int, state: str, w: int, h: int) -> Face:
    """A bonus tile of a canal side: its VP in serif over the side's name while on the board, else taken or turned
    over."""
    pal = palette(spec)
    live = state == "board"
    name: Words = next((c.name for c in spec.board.canal_sides if c.id == side), side)
    s = Sketch(w, h).grain((0, 0, w, h), "paper", pal.bonus if live else pal.bonus_gone, radius=5)
    s.box((0, 0, w, h), None, pal.outline, radius=5)
    head = msg("{n} VP", n=vp)
    if not live:
        head = msgc("bonus tile", "taken") if state == "taken" else msgc("bonus tile", "turned over")
    two = h >= 30
    icon = min(h - 6, 22) if two else h - 4
    if two and not fits(name, 10, w - icon - 12):  # the side's name matters more than the laurels
        icon = 0
    big = fitting(head, min(18, int(h * (0.45 if two else 0.7))), w - icon - 12, 10, bold=True, serif=True)
    if icon >= 10:
        s.icon(symbol(spec, "bonus"), (5, (h - icon) / 2, icon, icon), "text")
    x = icon + 8 + (w - icon - 12) / 2
    small = fitting(name, 11, w - icon - 12, 10) if two else 0
    if two and not small:  # a longer language: the VP smaller at the top, the side's name under it, wrapped
        room = w - icon - 12
        lines = measure.wrap(name, room, looks.FLOOR)
        block = len(lines) * looks.FLOOR * 1.2
        above = h - 4 - block  # the VP's room over the name
        top = fitting(head, min(18, int(above / 1.15)), room, looks.FLOOR, True, True) or looks.FLOOR
        write(s, head, (x, 2 + above / 2), top, "text", bold=True, anchor="center", serif=True, max_width=int(room))
        centre = (x, h - 2 - block / 2)
        looks.write_lines(s, list(lines), centre, looks.FLOOR, "text", anchor="center", max_width=int(room))
    elif two:
        write(
            s, head, (x, h * 0.32), big or 10, "text", bold=True, anchor="center", serif=True, max_width=w - icon - 10
        )
        write(s, name, (x, h * 0.72), small, "text", anchor="center")
    else:
        write(s, head, (x, h / 2), big or 10, "text", bold=True, anchor="center", serif=True, max_width=w - icon - 10)
    return s.face()


# ----- rows, hand, help -----------------------------------------------------------------------------------
def row(spec: RialtoSpec, label: Words, taker: int | None, w: int, h: int) -> Face:
    """A card row, framed in the colour of the player who took it."""
    pal = palette(spec)
    s = Sketch(w, h).box((0, 0, w, h), pal.panel, seat_ink(taker) if taker is not None else pal.edge, radius=4)
    room = 56 if taker is None else w - 8  # an untaken row's cards start right of its name
    if taker is not None:  # the taker's shape at the row's right end, beside the frame in its colour
        side = max(8, h - 8)
        seatmark.badge(s, taker, (w - side - 4, (h - side) / 2, side, side))
        room -= side + 4
    return write(s, label, (4, h / 2), max(10, min(12, h - 4)), "text", anchor="midleft", max_width=room).face()


def hand_area(spec: RialtoSpec, title: Words, w: int, h: int) -> Face:
    """The strip that holds the viewer's hand, titled."""
    s = Sketch(w, h).box((0, 0, w, h), palette(spec).hand_area, radius=8)
    if title:
        write(s, title, (12, 4), 15, "accent", bold=True, max_width=w - 24)
    return s.face()


def hand_group(spec: RialtoSpec, count: int, w: int, h: int) -> Face:
    """The cards of one type in the viewer's hand: their place and how many (bottom right)."""
    s = Sketch(w, h).box((0, 0, w, h), palette(spec).hand_group, radius=6)
    size = 13 if w >= 30 else 11
    return write(
        s, msgc("copies", "x{n}", n=count), (w - 3, h - 2), size, "accent", bold=True, anchor="bottomright"
    ).face()


def pending(spec: RialtoSpec, label: Words, w: int, h: int) -> Face:
    """The cards put down for the play being made, and the count they make."""
    s = Sketch(w, h).box((0, 0, w, h), palette(spec).pending, "accent", radius=6)
    return write(s, label, (6, 3), 14, "accent", bold=True, max_width=w - 10).face()


def chosen(w: int, h: int) -> Face:
    """A choice already made (the building to upgrade or return, the connection for a bridge): a green frame."""
    return Sketch(w, h).box((0, 0, w, h), None, "ok", width=4, radius=8).face()


def caption(text: Words, w: int, h: int) -> Face:
    """A small caption over a group of pieces."""
    return write(Sketch(w, h), text, (0, 0), 13, "text_dim", max_width=w).face()


@per_spec(maxsize=64)
def help_text(spec: RialtoSpec, paragraphs: tuple[Words, ...], w: int, h: int) -> Face:
    """The table's empty corner: what is going on (its first paragraph in the accent colour), as many lines as
    fit."""
    s = Sketch(w, h).box((0, 0, w, h), palette(spec).help, radius=8)
    y = 8
    for k, para in enumerate(paragraphs):
        wrapped = measure.wrap(para, w - 24, 14)
        # a paragraph on one line is the message itself, drawn in the language chosen then
        lines: list[Words] = [para] if len(wrapped) == 1 else list(wrapped)
        for line in lines:
            if y + 18 > h:
                return s.face()
            write(s, line, (12, y), 14, "accent" if k == 0 else "text", max_width=w - 24)
            y += 18
    return s.face()


# ----- dressing a layout ----------------------------------------------------------------------------------
KINDS = {  # the layout's own names for its regions -> the table's closed set of region kinds
    "pboard": "board",
    "stat": "label",
    "anchor": "label",
    "stage": "track",
    "track": "track",
    "venice": "space",
    "conn": "edge",
    "chosen": "slot",
    "district": "node",
    "label": "label",
    "supply": "pile",
    "rpile": "pile",
    "bonus": "card",
    "row": "slot",
    "handarea": "hand",
    "handgroup": "hand",
    "pending": "hand",
    "help": "label",
}


# Region kind -> its look from the region and its size (the kinds that need the view are in region_look).
REGION_LOOKS: dict[str, Callable[[RialtoSpec, Region, int, int], Face]] = {
    "stat": lambda spec, reg, w, h: Sketch(w, h).face(),  # only a tip: the figure is drawn on its board
    "track": lambda spec, reg, w, h: track(spec, reg.label, reg.count, reg.key == TrackSpot("doge"), w, h),
    "venice": lambda spec, reg, w, h: venice.venice(spec, w, h),
    "row": lambda spec, reg, w, h: row(spec, reg.label, reg.owner, w, h),
    "handarea": lambda spec, reg, w, h: hand_area(spec, reg.label, w, h),
    "handgroup": lambda spec, reg, w, h: hand_group(spec, reg.count, w, h),
    "pending": lambda spec, reg, w, h: pending(spec, reg.label, w, h),
    "chosen": lambda spec, reg, w, h: chosen(w, h),
    "label": lambda spec, reg, w, h: caption(reg.label, w, h),
}


def centre(box: Box) -> tuple[float, float]:
    """The middle of a box."""
    x, y, w, h = box
    return x + w / 2, y + h / 2


def region_look(
    spec: RialtoSpec, reg: Region, view: RialtoView, computers: frozenset[int] = frozenset(), lay: Layout | None = None
) -> Face | None:
    """What a region of the layout shows (None: nothing, or a drop target), from its own fields and the view
    (``lay``: the layout it belongs to, where a connection finds its districts); ``computers``: the seats a
    computer plays."""
    _, _, w, h = reg.rect
    key = reg.key
    if reg.kind == "pboard":
        seat = reg.owner or 0
        return player_board(spec, view, seat, reg.label, w, h, seat in computers)
    if isinstance(key, StackSpot):
        return cached_pile(
            spec, key.stack, reg.label, view.next_bridge if key.stack == "bridges" else (), reg.count, w, h
        )
    if isinstance(key, SupplySpot):
        kind = spec.building(key.kind)
        return cached_supply(spec, kind.colour, str(kind.value), reg.detail, reg.count, w, h)
    if isinstance(key, BonusSpot):
        t = next(x for x in view.bonus if x.side == key.side)
        state = "board" if t.on_board else ("flipped" if t.flipped else "taken")
        return cached_bonus(spec, key.side, t.vp, state, w, h)
    if isinstance(key, DistrictSpot):
        d = next(x for x in view.districts if x.id == key.district)
        return cached_district(spec, d.name, str(d.number), str(d.value), view.district == d.id, w, h)
    if isinstance(key, ConnSpot):
        c = next(x for x in view.connections if x.id == key.connection)
        ends = (0.0, 0.0, 0.0, 0.0)
        if lay is not None:
            (ax, ay), (bx, by) = (centre(lay.regions[DistrictSpot(d)].rect) for d in c.between)
            ends = (ax, ay, bx, by)
        return cached_connection(spec, reg.rect, ends, view.marked == c.id)
    if reg.kind == "stage":
        return stage(spec, reg.detail if isinstance(reg.detail, str) else "", view.stage == reg.detail, w, h)
    if reg.kind == "help":
        return help_text(spec, tuple(view.help), w, h)
    return fixed_look(spec, reg) if reg.kind in REGION_LOOKS else None


@per_spec(maxsize=1024)
def fixed_look(spec: RialtoSpec, reg: Region) -> Face:
    """The look of a region that its own fields say all of (kept: the table is laid out every frame)."""
    return REGION_LOOKS[reg.kind](spec, reg, reg.rect[2], reg.rect[3])


cached_pile = per_spec(maxsize=256)(pile)
cached_supply = per_spec(maxsize=256)(supply)
cached_bonus = per_spec(maxsize=64)(bonus)
cached_district = per_spec(maxsize=256)(venice.district)


@per_spec(maxsize=512)
def cached_connection(spec: RialtoSpec, rect: Box, ends: tuple[float, float, float, float], marked: bool) -> Face:
    """A connection's berth between the district centres ``ends`` (ax, ay, bx, by on the table)."""
    mx, my = centre(rect)
    ax, ay, bx, by = ends
    return venice.connection(spec, rect, (ax, ay, mx, my, bx, by), marked)


@per_spec(maxsize=2048)
def component_look(spec: RialtoSpec, kind: str, face: str, owner: int | None, w: int, h: int) -> Face | None:
    """What a component shows: a card, a building, a bridge or gondola, a councillor cube or a track marker."""
    if kind == "rcard":
        return looks.card(spec, face, w, h)
    if kind == "building":
        return looks.building(spec, face, w, h)
    if kind == "tile":
        return looks.tile(spec, face, w, h)
    if kind == "rchip":
        return looks.chip(spec, face, owner, w, h)
    if kind == "rmarker":
        return looks.marker(spec, face, owner, w, h)
    return None


ZOOMED_CARD = (120, 170)  # the size a card is drawn at before a zoom scales it up: large enough for its words
ZOOMED_TILE = (96, 40)


def dress(spec: RialtoSpec, lay: Layout, view: RialtoView, computers: frozenset[int] = frozenset()) -> None:
    """Give every region of ``lay`` its kind from the closed set and its look, and every component its face (a
    card's back for the first half of its flip); ``computers``: the seats a computer plays."""
    for key, reg in lay.regions.items():
        lay.regions[key] = reg.evolve(kind=KINDS[reg.kind], look=region_look(spec, reg, view, computers, lay))
    for pid, p in lay.placements.items():
        w, h = p.rect[2], p.rect[3]
        back = looks.card_back(spec, w, h) if p.kind == "rcard" else None
        large = None  # a piece too small to read: zoomed, it is drawn again at a readable size (built then)
        if p.kind == "rcard" and p.zoom:  # (kept like the pieces' own looks: a hand is laid out at every click)
            large = Deferred(partial(component_look, spec, "rcard", p.face, None, *ZOOMED_CARD))
        elif p.kind == "tile" and p.zoom and w < ZOOMED_TILE[0] and h < ZOOMED_TILE[0]:
            tw, th = ZOOMED_TILE if w >= h else ZOOMED_TILE[::-1]
            large = Deferred(partial(component_look, spec, "tile", p.face, None, tw, th))
        look = component_look(spec, p.kind, p.face, p.owner, w, h)
        lay.placements[pid] = p.evolve(look=look, back=back, large=large)
