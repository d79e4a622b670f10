"""Where things go on a Rialto table: player boards down the left; stages, Doge and VP tracks across the
top; Venice (six districts, twelve connections, the Grand Canal) with the building supply beside it;
card rows and the viewer's hand along the bottom.

Pure: maps (view, size) to regions and placements and dresses them in their looks (boards.py, looks.py), all drawn
from the game's data ``spec`` handed down by screen.py; the UI draws them and never decides rules. What a click
on them means is in clicks.py.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from tabletop.engine import measure
from tabletop.engine.layout import Box, Layout, Placement, Region
from tabletop.engine.message import msg, msgc, say
from tabletop.engine.screen import NOBODY, Seating
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.state import tile_kind
from tabletop.games.rialto.rules.view import ConnectionView, DistrictView, ParticipantView, RialtoView, RowView
from tabletop.games.rialto.table.boards import (
    DOGE_TRACK,
    PILE_LABEL,
    VP_TRACK,
    board_geometry,
    board_stats,
    dress,
    stage_tab,
    track_label,
)
from tabletop.games.rialto.table.citytips import seat
from tabletop.games.rialto.table.clicks import pending_cards
from tabletop.games.rialto.table.keys import (
    BoardSpot,
    BonusSpot,
    Chip,
    ChosenSpot,
    ConnSpot,
    DistrictSpot,
    GroupSpot,
    HandAreaSpot,
    HandSpot,
    HelpSpot,
    Marker,
    PendingSpot,
    PileSpot,
    PlayedSpot,
    RowsLabelSpot,
    RowSpot,
    StackSpot,
    StageSpot,
    StatSpot,
    SupplyLabelSpot,
    SupplySpot,
    TrackSpot,
    VeniceSpot,
)
from tabletop.games.rialto.table.looks import FLOOR, fitting
from tabletop.games.rialto.table.tips import apply_tips
from tabletop.games.rialto.table.venice import district_parts, plate_width

TOP_BAR, BOTTOM_BAR = 44, 58
TURN_BUTTONS = ("play", "pass")
# Every verb that can be a button, in its fixed slot: the turn's two, taking back, then the cheap choices, and
# last the wait, which costs a coin (Rialto has no interjection by another player).
BUTTON_KINDS = ("play", "pass", "clear", "cancel", "done", "draw", "skip", "delay")
CARD_ORDER = ("doge", "gold", "building", "bridge", "gondola", "councillor", "joker")
PILES = {  # the piles beside the supply, named when every name fits
    "bridges": msgc("pile", "Bridges"),
    "gondolas": msgc("pile", "Gondolas"),
    "deck": msgc("pile", "Deck"),
    "discard": msgc("pile", "Discards"),
}


def panel_width(width: int) -> int:
    """Width of the right-hand panel (the log)."""
    return int(max(230, min(300, width * 0.21)))


def rialto_layout(spec: RialtoSpec, view: RialtoView, width: int, height: int, seating: Seating = NOBODY) -> Layout:
    """Lay out the table for ``view`` in a window of ``width`` x ``height``, drawn from the game's data ``spec``
    (``seating.computers``: the seats whose name plates carry a robot)."""
    lay = Layout(width, height)
    tw = width - panel_width(width)
    top, bottom = TOP_BAR + 6, height - BOTTOM_BAR - 6
    th = bottom - top
    lw = int(max(250, min(460, tw * 0.36)))
    _boards(lay, view, (6, top, lw, th))
    rx = 6 + lw + 10
    rw = tw - rx - 6
    _stages(lay, spec, (rx, top, rw, 28))
    _doge_track(lay, view, (rx, top + 32, rw, 24))
    _vp_track(lay, view, (rx, top + 60, rw, 24))
    y = top + 90
    bottom_h = int(max(104, min(200, th * 0.27)))
    mid_h = bottom - bottom_h - 8 - y
    bs = int(min(mid_h, rw * 0.56))
    _venice(lay, view, (rx, y + (mid_h - bs) // 2, bs, bs))
    _supply(lay, spec, view, (rx + bs + 10, y, rw - bs - 10, mid_h))
    _bottom(lay, view, (rx, bottom - bottom_h, rw, bottom_h))
    apply_tips(spec, lay, view)
    dress(spec, lay, view, seating.computers)
    return lay


# ----- player boards --------------------------------------------------------------------------------
def _boards(lay: Layout, view: RialtoView, box: Box) -> None:
    x, y, w, h = box
    parts = view.participants
    bh = int(min(150, (h - 6 * (len(parts) - 1)) / len(parts)))
    for p, info in enumerate(parts):
        b = (x, y + p * (bh + 6), w, bh)
        lay.add_region(Region(BoardSpot(p), "pboard", b, info.name, owner=p))
        lay.add_region(Region(HandSpot(p), "anchor", (b[0] + w - 60, b[1] + 2, 40, 20)))
        lay.add_region(Region(PileSpot(p), "anchor", (b[0] + w - 60, b[1] + 2, 40, 20)))
        for st in board_stats(view, p, w):  # each figure on the board's top line explains itself on hover
            box_ = (int(b[0] + st.left - 2), b[1] + 3, int(st.right - st.left + 4), 20)
            lay.add_region(Region(StatSpot(p, st.key), "stat", box_, st.key, owner=p))
        _board_contents(lay, view, p, info, b)


def _board_contents(lay: Layout, view: RialtoView, p: int, info: ParticipantView, box: Box) -> None:
    x, y, w, h = box
    slot, sy, py = board_geometry(box)
    if info.human:
        picked = {view.sub.get("upgrade"), view.sub.get("return")}
        for k, b in enumerate(info.buildings):
            face = f"{b.colour}|{b.value}|{int(b.coin)}|{int(b.blocked)}"
            box = (x + 8 + k * (slot + 4), sy, slot, slot)
            lay.place(Placement(b.id, "building", box, face, owner=p))
            if b.id in picked:
                lay.add_region(Region(ChosenSpot(), "chosen", (box[0] - 3, box[1] - 3, slot + 6, slot + 6)))
        lay.add_region(Region(PlayedSpot(p), "anchor", (x + 8, py, w - 16, max(8, y + h - py - 4))))
        cards = info.played
    else:
        lay.add_region(Region(PlayedSpot(p), "anchor", (x + 8, py, w - 16, max(8, y + h - py - 4))))
        cards = info.played + view.neutral_hand
        py = sy
    card_h = int(max(14, min(y + h - py - 4, 40)))
    card_w = int(card_h * 0.72)
    gap = card_w // 2 if not info.human and info.played else 0  # the neutral's played cards, then its hand
    step = min(card_w + 3, (w / 2 - 16 - gap) / max(1, len(cards)))  # the right half: the stage notes
    for k, c in enumerate(cards):
        extra = gap if k >= len(info.played) else 0
        lay.place(Placement(c.id, "rcard", (int(x + 8 + k * step + extra), py, card_w, card_h), c.face))


# ----- stages and tracks -----------------------------------------------------------------------------
def _stages(lay: Layout, spec: RialtoSpec, box: Box) -> None:
    x, y, w, h = box
    widths = stage_widths(spec, w - (len(spec.stages) - 1) * 4)
    left = float(x)
    for st, cw in zip(spec.stages, widths):
        rect = (int(left), y, int(cw), h)
        lay.add_region(Region(StageSpot(st.letter), "stage", rect, st.name, st.letter))
        left += cw + 4


def stage_widths(spec: RialtoSpec, room: float) -> list[float]:
    """The widths of the stage tabs sharing ``room``: equal while every tab's longest word fits its share (in
    bold, as the current stage is printed); else each its longest word at the largest size where all of them fit
    (down to the floor, the tab wrapping at its spaces), and the room left over shared equally."""
    tabs = [stage_tab(st.letter, st.name) for st in spec.stages]
    equal = [room / len(tabs)] * len(tabs)
    for size in range(11, FLOOR - 1, -1):
        need = [max(measure.width(x, size, bold=True) for x in say(tab).split(" ")) + 10 for tab in tabs]
        if size == 11 and max(need) <= equal[0]:
            return equal
        if sum(need) <= room:
            spare = (room - sum(need)) / len(tabs)
            return [n + spare for n in need]
    return equal


def _doge_track(lay: Layout, view: RialtoView, box: Box) -> None:
    x, y, w, h = box
    parts = view.participants
    spaces = max(12, max(p.doge for p in parts) + 1)
    label = track_label(w)
    lay.add_region(Region(TrackSpot("doge"), "track", box, DOGE_TRACK, count=spaces))
    cw = (w - label) / spaces
    for p in view.doge_order:  # markers sharing a space sit side by side, in Doge order (the top first)
        info = parts[p]
        here = [q for q in view.doge_order if parts[q].doge == info.doge]
        k = here.index(p)
        rows, size = _doge_rows(len(here), cw, h)
        across = -(-len(here) // rows)  # in two rows when a single row would shrink the shapes below reading
        cx = x + label + (info.doge - 1) * cw + 2 + (k % across) * (size + 1)
        cy = y + 3 if rows == 1 else y + 1 + (k // across) * (size + 1)
        owner = p if info.human else None
        rank = str(view.doge_order.index(p) + 1)
        lay.place(Placement(Marker("doge", p).id, "rmarker", (int(cx), int(cy), size, size), rank, owner=owner))


def _doge_rows(count: int, cell: float, h: int) -> tuple[int, int]:
    """How many rows ``count`` markers sharing a Doge space ``cell`` wide (on a track ``h`` tall) sit in, and their
    size: one row unless two rows draw them larger (a seat's shape needs about 8 pixels to read)."""
    one = int(max(6, min(h - 6, (cell - 4) / count - 1)))
    two = int(max(6, min((h - 3) // 2, (cell - 4) / -(-count // 2) - 1)))
    return (2, two) if count > 1 and two > one else (1, one)


def _vp_track(lay: Layout, view: RialtoView, box: Box) -> None:
    x, y, w, h = box
    parts = [p for p in view.participants if p.human]
    top = max(40, max(p.vp for p in parts) + 5)
    label = track_label(w)
    lay.add_region(Region(TrackSpot("vp"), "track", box, VP_TRACK, count=top))
    size = h - 6
    seen: dict[int, int] = {}
    for p, info in enumerate(parts):
        k = seen.get(info.vp, 0)
        seen[info.vp] = k + 1
        cx = x + label + (w - label - size - 4) * info.vp / top + k * (size + 1)  # equal VP: side by side
        lay.place(Placement(Marker("vp", p).id, "rmarker", (int(cx), y + 3, size, size), str(info.vp), owner=p))


# ----- Venice ----------------------------------------------------------------------------------------
def hex_order(view: RialtoView) -> list[str]:
    """The districts around a hexagon: one canal side across the top, and opposite each district the one it
    does not touch (the data's board is an octahedron: every district misses exactly one other)."""
    ids = [d.id for d in view.districts]
    touching: dict[str, set[str]] = {d: set() for d in ids}
    for c in view.connections:
        a, b = c.between
        touching[a].add(b)
        touching[b].add(a)
    apart = {d: [e for e in ids if e != d and e not in touching[d]] for d in ids}
    top = [d.id for d in view.districts if d.side == view.districts[0].side]
    if len(ids) != 6 or len(top) != 3 or any(len(apart[d]) != 1 for d in ids):
        return ids  # not the printed board's shape: the districts in data order
    return top + [apart[d][0] for d in top]


def district_centres(view: RialtoView, box: Box) -> dict[str, tuple[float, float]]:
    """The centre of each district: a hexagon whose opposite corners are the districts not connected."""
    x, y, w, h = box
    cx, cy = x + w / 2, y + h / 2
    rx, ry = w * 0.37, h * 0.40
    angles = (150, 90, 30, -30, -90, -150)
    return {
        d: (cx + rx * math.cos(math.radians(a)), cy - ry * math.sin(math.radians(a)))
        for d, a in zip(hex_order(view), angles)
    }


def _venice(lay: Layout, view: RialtoView, box: Box) -> None:
    x, y, w, h = box
    lay.add_region(Region(VeniceSpot(), "venice", box))
    order = hex_order(view)
    centres = district_centres(view, box)
    cx, cy = x + w / 2, y + h / 2
    long, short = max(24, int(w * 0.11)), max(15, int(h * 0.065))
    for c in view.connections:
        a, b = c.between
        (ax, ay), (bx, by) = centres[a], centres[b]
        mx, my = (ax + bx) / 2, (ay + by) / 2
        # slots of the hexagon's sides move outward, those of its inner star inward, clear of the districts
        k = 1.35 if order.index(a) - order.index(b) in (1, -1, 5, -5) else 0.7
        mx, my = cx + (mx - cx) * k, cy + (my - cy) * k
        sw, sh = (short, long) if abs(by - ay) > abs(bx - ax) else (long, short)  # lying from district to district
        slot = (int(mx - sw / 2), int(my - sh / 2), sw, sh)
        lay.add_region(Region(ConnSpot(c.id), "conn", slot))  # its look: between its districts (boards.py)
        if c.tile:
            face = _tile_face(c, c.tile, centres, (mx, my))
            lay.place(Placement(c.tile, "tile", slot, face))
    dw, dh = plate_width([d.name for d in view.districts], w, h), int(h * 0.17)
    chosen = view.sub.get("connection")
    if chosen:
        sx, sy, w_, h_ = lay.regions[ConnSpot(chosen)].rect
        lay.add_region(Region(ChosenSpot(), "chosen", (sx - 3, sy - 3, w_ + 6, h_ + 6)))
    for d in view.districts:
        px, py = centres[d.id]
        region = Region(
            DistrictSpot(d.id),
            "district",
            (int(px - dw / 2), int(py - dh / 2), dw, dh),
            d.name,
        )
        lay.add_region(region)
        _councillors(lay, view, d, region.rect)


def _councillors(lay: Layout, view: RialtoView, d: DistrictView, box: Box) -> None:
    """Each participant's councillors in a district, as one wooden cube showing the count, right of its value."""
    x, y, w, h = box
    chips = [(p, c) for p, c in enumerate(d.councillors) if c]
    if not chips:
        return
    cx, cy, cw, ch = district_parts(w, h)["cubes"]
    size = int(max(10, min(ch + 2, 26, cw / len(chips) - 2)))
    for k, (p, c) in enumerate(chips):
        owner = p if view.participants[p].human else None
        box_ = (int(x + cx + k * (size + 2)), int(y + cy + ch - size + 1), size, size)
        lay.place(Placement(Chip(d.id, p).id, "rchip", box_, str(c), owner=owner))


def _tile_face(
    c: ConnectionView, tile: str, centres: Mapping[str, tuple[float, float]], mid: tuple[float, float]
) -> str:
    """'bridge|3|6|dx|dy': the value facing the first district, the other's, and the direction toward the first."""
    a, b = c.between
    ax, ay = centres[a]
    dx, dy = ax - mid[0], ay - mid[1]
    norm = math.hypot(dx, dy) or 1.0
    return f"{tile_kind(tile)}|{c.facing.get(a, 0)}|{c.facing.get(b, 0)}|{dx / norm:.2f}|{dy / norm:.2f}"


# ----- building supply, tiles, piles --------------------------------------------------------------------
def _supply(lay: Layout, spec: RialtoSpec, view: RialtoView, box: Box) -> None:
    x, y, w, h = box
    grid_h = int(h * 0.62)
    lay.add_region(Region(SupplyLabelSpot(), "label", (x, y, w, 16), msg("Buildings (value = cost = VP)")))
    cw, ch = (w - 3 * 5) / 4, (grid_h - 18 - 2 * 5) / 3
    for stack in view.supply:
        row = ("green", "yellow", "blue").index(stack.colour)
        col = stack.value - 1
        cell = (int(x + col * (cw + 5)), int(y + 18 + row * (ch + 5)), int(cw), int(ch))
        lay.add_region(Region(SupplySpot(stack.kind), "supply", cell, stack.name, stack.text, count=stack.left))
    py = y + grid_h + 6
    ph = y + h - py
    items = [
        ("bridges", PILES["bridges"], view.bridges),
        ("gondolas", PILES["gondolas"], view.gondolas),
        ("deck", PILES["deck"], view.deck),
        ("discard", PILES["discard"], view.discard),
    ]
    widths = pile_widths(w - 3 * 6)
    named = all(fitting(label, PILE_LABEL, pw - 6, FLOOR) for (_, label, _), pw in zip(items, widths))
    left = float(x)
    for (key, label, count), pw in zip(items, widths):
        rect = (int(left), py, int(pw), int(ph * 0.55))
        lay.add_region(Region(StackSpot(key), "rpile", rect, label if named else "", count=count))  # all or none
        left += pw + 6
    by = py + int(ph * 0.55) + 6
    bw = (w - 6) / 2
    for k, t in enumerate(view.bonus):
        rect = (int(x + k * (bw + 6)), by, int(bw), max(14, y + h - by))
        lay.add_region(Region(BonusSpot(t.side), "bonus", rect))  # its look reads the tile in the view


PILE_LEAST = 40  # the least width of a pile narrowed to give another's name room (its picture stays legible)


def pile_widths(room: float) -> list[float]:
    """The widths of the four piles sharing ``room``: equal, unless then some name would not fit (a longer
    language) while each pile as wide as its name at ``PILE_LABEL`` would, none narrower than ``PILE_LEAST``: then
    so, the room left over shared."""
    labels = [PILES[k] for k in ("bridges", "gondolas", "deck", "discard")]
    equal = [room / len(labels)] * len(labels)
    if all(fitting(label, PILE_LABEL, equal[0] - 6, FLOOR) for label in labels):
        return equal
    need = [measure.width(label, PILE_LABEL) + 6 for label in labels]
    spare = (room - sum(need)) / len(labels)
    if spare < 0 or min(need) + spare < PILE_LEAST:
        return equal
    return [n + spare for n in need]


# ----- rows, hand, play in progress ---------------------------------------------------------------------
def _bottom(lay: Layout, view: RialtoView, box: Box) -> None:
    x, y, w, h = box
    rows = [r for r in view.rows if r.cards or r.taken_by is not None]
    showing_rows = any(r.cards for r in view.rows)
    hand = view.hand
    if showing_rows and hand:
        rw = int(w * 0.5)
        _rows(lay, view, rows, (x, y, rw, h))
        _hand(lay, view, (x + rw + 8, y, w - rw - 8, h))
    elif showing_rows:
        _rows(lay, view, rows, box)
    elif hand or view.play is not None:
        _hand(lay, view, box)
    else:
        lay.add_region(Region(HelpSpot(), "help", box))  # its look: the view's help lines


def _rows(lay: Layout, view: RialtoView, rows: list[RowView], box: Box) -> None:
    x, y, w, h = box
    lay.add_region(Region(RowsLabelSpot(), "label", (x, y, w, 16), msg("Card rows")))
    rh = (h - 18) / max(1, len(rows))
    card_h = int(max(12, min(rh - 4, 44)))
    card_w = int(min(card_h * 1.45, (w - 70) / 6 - 3))
    for k, r in enumerate(rows):
        ry = int(y + 18 + k * rh)
        taker = r.taken_by
        label = msg("Row {n}", n=r.i + 1)
        if taker is not None:
            label = msg("Row {n}: {seat}", n=r.i + 1, seat=seat(taker, view.participants[taker].name))
        lay.add_region(Region(RowSpot(r.i), "row", (x, ry, w, int(rh) - 2), label, owner=taker))
        for j, c in enumerate(r.cards):
            lay.place(Placement(c.id, "rcard", (x + 62 + j * (card_w + 3), ry + 1, card_w, card_h), c.face))


def hand_grid(w: float, h: float) -> tuple[int, int]:
    """(columns, card width) of the hand's groups, one per card type, in the grid that shows the largest cards:
    each group holds its stack (fanned by up to 16 pixels) and its count under it."""
    n = len(CARD_ORDER)
    best = (n, 0)
    for cols in range(n, 0, -1):
        gw, gh = w / cols, h / math.ceil(n / cols)
        card_w = int(min(gw - 20, (gh - 25) * 0.7, 72))
        if card_w > best[1]:
            best = (cols, card_w)
    return best[0], max(10, best[1])


def _hand(lay: Layout, view: RialtoView, box: Box) -> None:
    x, y, w, h = box
    play = view.play
    pending = pending_cards(view)
    hand = [c for c in view.hand if c.id not in pending]
    title = msg("Your hand") if view.hand else ""
    lay.add_region(Region(HandAreaSpot(), "handarea", box, title))
    groups = [t for t in CARD_ORDER if any(c.face == t for c in hand)]
    play_w = int(w * 0.26) if play is not None else 0
    cols, card_w = hand_grid(w - play_w - 12, h - 22)
    gw, gh = (w - play_w - 12) / cols, (h - 22) / math.ceil(len(CARD_ORDER) / cols)
    card_h = int(card_w / 0.7)
    for k, t in enumerate(groups):
        cards = [c for c in hand if c.face == t]
        gx, gy = int(x + 6 + (k % cols) * gw), int(y + 20 + (k // cols) * gh)
        lay.add_region(Region(GroupSpot(t), "handgroup", (gx, gy, int(gw) - 4, int(gh) - 3), t, count=len(cards)))
        for j, c in enumerate(cards):
            off = min(j * 4, 16)
            lay.place(Placement(c.id, "rcard", (gx + 2 + off, gy + 2 + off // 2, card_w, card_h), c.face))
    if play is not None:
        px = x + w - play_w
        lay.add_region(
            Region(PendingSpot(), "pending", (px, y + 2, play_w - 4, h - 4), msg("To play: {n}", n=play.count))
        )
        chosen = [(c, "") for c in play.cards] + [(c, b) for b, c in play.converted]
        ph = int(max(20, min(h - 30, 70)))
        pw = int(ph * 0.7)
        step = min(pw + 3, (play_w - 20) / max(1, len(chosen)))
        for j, (c, b) in enumerate(chosen):
            face = c.face + ("|conv" if b else "")
            lay.place(Placement(c.id, "rcard", (int(px + 6 + j * step), y + 22, pw, ph - 4), face))
