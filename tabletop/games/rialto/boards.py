"""How Rialto's table looks: the player boards, the stages and tracks, Venice with its districts and connections,
the building supply, the piles, the bonus tiles, the card rows and the hand, as faces built from the view and
the `presentation:` block of data/rialto.yaml; ``dress`` gives every region and component of a layout its look.
Pure: the one renderer draws them."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from tabletop.engine import seatmark
from tabletop.engine.face import Face, Sketch, approx_width, seat_ink, shift
from tabletop.engine.layout import Box, Layout, Region
from tabletop.games.rialto import looks
from tabletop.games.rialto.looks import palette

View = dict[str, Any]
BOARD_SLOTS = 7  # building places on a player board
TRACK_LABEL = 44  # the width of a track's name before its first space
# Advances of the bold table font (DejaVu Sans Bold) in ems, for right-aligning a board's figures.
BOLD_EM = {**dict.fromkeys("0123456789", 0.696), "+": 0.838, " ": 0.348, "V": 0.774, "P": 0.734}


def board_geometry(box: Box) -> tuple[int, int, int]:
    """(slot size, slots' y, played cards' y) inside a player board."""
    x, y, w, h = box
    slot = int(max(18, min((w - 16) / BOARD_SLOTS - 4, (h - 30) * 0.5, 44)))
    return slot, y + 24, y + 24 + slot + 4


def bold_width(text: str, size: int) -> int:
    """About how wide ``text`` is in bold at ``size`` (close for figures, an estimate for anything else)."""
    return round(sum(BOLD_EM[c] * size if c in BOLD_EM else approx_width(c, size, True) for c in text))


def participant_ink(view: View, p: int):
    """A participant's colour (grey for the neutral player)."""
    return palette().neutral if view["np"] == p else seat_ink(p)


def player_board(view: View, p: int, name: str, w: int, h: int) -> Face:
    """A participant's board: Doge rank, name, coins, VP, councillors (personal+general) and cards in hand, the
    building places (a human's), and what it did this stage. Coins and VP count with the animation."""
    pal = palette()
    info = view["participants"][p]
    colour = participant_ink(view, p)
    active = view["deciding"] == p
    s = Sketch(w, h).box((0, 0, w, h), pal.board, colour if active else pal.edge, width=3 if active else 1, radius=8)
    cy = 13  # the middle of the top line, level with the rank badge
    if info["human"]:
        seatmark.badge(s, p, (6, 4, 18, 18))  # the seat's colour and shape; the Doge rank is on the Doge track
    else:
        s.box((6, 4, 18, 18), colour, radius=4)
    stats: list[tuple[str, str, str, str]] = [(str(info["hand"]), "card", "", "{n}")]
    if info["human"]:
        councillors = f"{info['personal']}+{info['general']}"
        stats = [
            (str(info["coins"]), "coin", f"coins:{p}", "{n}"),
            (str(info["vp"]), "", f"vp:{p}", "{n} VP"),
            (councillors, "councillor", "", "{n}"),
            *stats,
        ]
    x = w - 8
    for text, icon, counter, template in reversed(stats):  # right-aligned: coins, VP, councillors, cards
        s.text(text, (x, cy), 13, "text", bold=True, anchor="midright", counter=counter, template=template)
        x -= bold_width(template.format(n=text), 13) + 3
        if icon == "coin":
            s.circle((x - 6, cy), 6, "chip")
            x -= 12
        elif icon == "councillor":
            s.box((x - 10, cy - 6, 10, 12), colour, radius=2)
            x -= 10
        elif icon == "card":
            s.box((x - 9, cy - 7, 9, 13), "card", radius=2)
            x -= 9
        x -= 8
    s.text(name, (30, cy), 14, "text", bold=active, anchor="midleft", max_width=max(20, x - 32))
    slot, sy, _ = board_geometry((0, 0, w, h))
    if info["human"]:
        for k in range(BOARD_SLOTS):
            s.box((8 + k * (slot + 4), sy, slot, slot), pal.slot, pal.slot_edge, radius=4)
    staged = bool(view["stage"])
    notes = ["advantage"] if view["advantage"] == p and staged else []
    notes += ["waits"] if info["delayed"] and staged else []
    notes += [f"played {info['count']}"] if info["count"] is not None and staged else []
    if notes:
        s.text(", ".join(notes), (w - 8, h - 4), 13, "accent", bold=True, anchor="bottomright", max_width=w // 2)
    return s.face()


def stage(letter: str, name: str, current: bool, w: int, h: int) -> Face:
    """A stage of phase II, lit while it is being played."""
    pal = palette()
    s = Sketch(w, h).box((0, 0, w, h), pal.stage_current if current else pal.panel, radius=6)
    s.box((0, 0, w, h), None, "accent" if current else pal.edge, width=2 if current else 1, radius=6)
    ink = "text" if current else "text_dim"
    return s.text(f"{letter} {name}", (w // 2, h // 2), 14, ink, bold=current, anchor="center", max_width=w - 6).face()


def track(label: str, spaces: int, doge: bool, w: int, h: int) -> Face:
    """The Doge track (``spaces`` numbered cells) or the VP track (a tick every 10 up to ``spaces``)."""
    pal = palette()
    s = Sketch(w, h).box((0, 0, w, h), pal.panel, radius=5)
    s.text(label, (6, h // 2), 13, "accent", bold=True, anchor="midleft")
    if doge:
        cw = (w - TRACK_LABEL) / spaces
        for k in range(spaces):
            cell = (int(TRACK_LABEL + k * cw), 2, int(cw) - 2, h - 4)
            s.box(cell, pal.track_cell, radius=3)
            s.text(str(k + 1), (cell[0] + cell[2] - 2, cell[1] + cell[3]), 9, "text_dim", anchor="bottomright")
    else:
        for v in range(0, spaces + 1, 10):
            x = int(TRACK_LABEL + (w - TRACK_LABEL - h) * v / spaces + h / 2)
            s.line([(x, 3), (x, h - 3)], pal.track_tick)
            s.text(str(v), (x + 2, h - 1), 9, "text_dim", anchor="bottomleft")
    return s.face()


def venice(w: int, h: int) -> Face:
    """The lagoon with the Grand Canal winding across it, named."""
    pal = palette()
    s = Sketch(w, h).box((0, 0, w, h), pal.water, radius=10)
    canal = [(w * k / 24, h // 2 + math.sin(k / 24 * math.pi * 3) * h * 0.03) for k in range(25)]
    s.line(canal, pal.canal, max(6, h // 22))
    return s.text(looks.look().labels.canal, (8, h // 2 - h // 20), 11, pal.canal_label, anchor="midleft").face()


def connection(rect: Box, ends: str, marked: bool) -> Face:
    """A connection's slot, with its lines from one district through the slot to the other (``ends``: "ax,ay,mx,
    my,bx,by" on the table, drawn outside the slot's own box) and the neutral's marker when it is marked."""
    x, y, w, h = rect
    ax, ay, mx, my, bx, by = (float(v) for v in ends.split(","))
    pal = palette()
    s = Sketch(w, h)
    s.line([(ax - x, ay - y), (mx - x, my - y)], pal.connection_line, 3)
    s.line([(mx - x, my - y), (bx - x, by - y)], pal.connection_line, 3)
    s.box((0, 0, w, h), pal.connection, pal.connection_edge, radius=5)
    if marked:
        radius = max(4, h // 3)
        s.circle((w // 2, h // 2), radius, pal.neutral).circle((w // 2, h // 2), radius, None, pal.outline)
    return s.face()


def district(name: str, number: str, value: str, current: bool, w: int, h: int) -> Face:
    """A district: its round number, name and value so far; framed while it is the round's district."""
    pal = palette()
    s = Sketch(w, h).box((0, 0, w, h), pal.district, radius=8)
    s.box((0, 0, w, h), None, "accent" if current else pal.district_edge, width=4 if current else 2, radius=8)
    size = max(9, min(14, h // 4))
    side = size + 6
    s.box((4, 4, side, side), pal.district_number, radius=3)
    s.text(number, (4 + side // 2, 4 + side // 2), size, "text", bold=True, anchor="center")
    s.text(name, (side + 8, 4 + side // 2), size, "text_dark", bold=True, anchor="midleft", max_width=w - side - 10)
    return s.text(f"={value}", (5, h - 4), size + 1, pal.district_value, bold=True, anchor="bottomleft").face()


def supply(colour: str, value: str, text: str, left: int, w: int, h: int) -> Face:
    """A stack of buildings in the supply: value, copies left, and (tall enough) its effect in up to two lines."""
    pal = palette()
    s = Sketch(w, h).box((0, 0, w, h), looks.body(colour) if left else pal.sold_out, pal.outline, radius=5)
    size = max(10, min(18, h // 3))
    s.text(value, (5, 2), size, "text_dark", bold=True)
    s.text(f"x{left}", (w - 4, 3), max(9, size - 4), "text_dark", anchor="topright")
    if h > 34:  # the effect in up to two short lines
        for k, line in enumerate(reversed(two_lines(text, 11, w - 6))):
            s.text(line, (4, h - 2 - k * 12), 11, "text_dark", anchor="bottomleft", max_width=w - 6)
    return s.face()


def two_lines(text: str, size: int, width: int) -> list[str]:
    """``text`` in one line if it fits ``width`` at ``size``, else broken at the word that best balances two."""
    words = text.split(" ")
    if approx_width(text, size) <= width or len(words) < 2:
        return [text]
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return list(min(splits, key=lambda pair: max(approx_width(part, size) for part in pair)))


def pile(label: str, top: str, count: int, w: int, h: int) -> Face:
    """A pile (bridges, gondolas, deck, discards): its name, the next bridge's values, and how many."""
    pal = palette()
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", pal.pile_edge, radius=5)
    size = max(9, min(12, h // 3))
    s.text(label, (w // 2, 2), size, "text", anchor="midtop", max_width=w - 4)
    if top:
        s.text(f"top {top}", (w // 2, h // 2 + 1), size, "text", anchor="center", max_width=w - 4)
    return s.text(f"x{count}", (w // 2, h - 2), size, "accent", bold=True, anchor="midbottom", max_width=w - 4).face()


def bonus(side: str, vp: str, state: str, w: int, h: int) -> Face:
    """A bonus tile of a canal side: its VP while on the board, else taken or turned over."""
    pal = palette()
    live = state == "board"
    name = next((c.name for c in looks.spec().board.canal_sides if c.id == side), side)
    text = f"{name}: {vp} VP" if live else f"{name}: {'taken' if state == 'taken' else 'turned over'}"
    s = Sketch(w, h).box((0, 0, w, h), pal.bonus if live else pal.bonus_gone, radius=5)
    return s.text(text, (w // 2, h // 2), max(9, min(12, h - 4)), "text", anchor="center", max_width=w - 6).face()


def row(label: str, taker: int | None, w: int, h: int) -> Face:
    """A card row, framed in the colour of the player who took it."""
    pal = palette()
    s = Sketch(w, h).box((0, 0, w, h), pal.panel, seat_ink(taker) if taker is not None else pal.edge, radius=4)
    room = 56 if taker is None else w - 8  # an untaken row's cards start right of its name
    return s.text(label, (4, h // 2), max(9, min(12, h - 4)), "text", anchor="midleft", max_width=room).face()


def hand_area(title: str, w: int, h: int) -> Face:
    """The strip that holds the viewer's hand, titled."""
    s = Sketch(w, h).box((0, 0, w, h), palette().hand_area, radius=8)
    if title:
        s.text(title, (12, 4), 15, "accent", bold=True, max_width=w - 24)
    return s.face()


def hand_group(count: int, w: int, h: int) -> Face:
    """The cards of one type in the viewer's hand: their place and how many."""
    s = Sketch(w, h).box((0, 0, w, h), palette().hand_group, radius=6)
    return s.text(f"x{count}", (w - 4, h - 2), 14, "accent", bold=True, anchor="bottomright").face()


def pending(label: str, w: int, h: int) -> Face:
    """The cards put down for the play being made, and the count they make."""
    s = Sketch(w, h).box((0, 0, w, h), palette().pending, "accent", radius=6)
    return s.text(label, (6, 3), 14, "accent", bold=True, max_width=w - 10).face()


def chosen(w: int, h: int) -> Face:
    """A choice already made (the building to upgrade or return, the connection for a bridge): a green frame."""
    return Sketch(w, h).box((0, 0, w, h), None, "ok", width=4, radius=8).face()


def caption(text: str, w: int, h: int) -> Face:
    """A small caption over a group of pieces."""
    return Sketch(w, h).text(text, (0, 0), 13, "text_dim", max_width=w).face()


def help_text(text: str, w: int, h: int) -> Face:
    """The table's empty corner: what is going on (its first paragraph in the accent colour), as many lines as
    fit."""
    s = Sketch(w, h).box((0, 0, w, h), palette().help, radius=8)
    y = 8
    for k, para in enumerate(text.split("\n")):
        for line in wrap(para, 14, w - 24):
            if y + 18 > h:
                return s.face()
            s.text(line, (12, y), 14, "accent" if k == 0 else "text", max_width=w - 24)
            y += 18
    return s.face()


def wrap(text: str, size: int, width: int) -> list[str]:
    """``text`` broken at words into lines of about ``width`` pixels at ``size``."""
    lines, line = [], ""
    for word in text.split(" "):
        trial = f"{line} {word}".strip()
        if approx_width(trial, size) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    return [*lines, line]


KINDS = {  # the layout's own names for its regions -> the table's closed set of region kinds
    "pboard": "board",
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


def _district_look(reg: Region, w: int, h: int) -> Face:
    number, value, current, _ = reg.detail.split("|")
    return district(reg.label, number, value, current == "1", w, h)


def _supply_look(reg: Region, w: int, h: int) -> Face:
    colour, value, text = reg.detail.split("|")
    return supply(colour, value, text, reg.count, w, h)


def _bonus_look(reg: Region, w: int, h: int) -> Face:
    vp, state = reg.detail.split("|")
    return bonus(reg.label, vp, state, w, h)


# Region kind -> its look from the region and its size (the kinds that need the view are in region_look).
REGION_LOOKS: dict[str, Callable[[Region, int, int], Face]] = {
    "track": lambda reg, w, h: track(reg.label, int(reg.detail), reg.key == "doge_track", w, h),
    "venice": lambda reg, w, h: venice(w, h),
    "conn": lambda reg, w, h: connection(reg.rect, reg.detail, reg.label == "marked"),
    "district": _district_look,
    "supply": _supply_look,
    "rpile": lambda reg, w, h: pile(reg.label, reg.detail, reg.count, w, h),
    "bonus": _bonus_look,
    "row": lambda reg, w, h: row(reg.label, reg.owner, w, h),
    "handarea": lambda reg, w, h: hand_area(reg.label, w, h),
    "handgroup": lambda reg, w, h: hand_group(reg.count, w, h),
    "pending": lambda reg, w, h: pending(reg.label, w, h),
    "chosen": lambda reg, w, h: chosen(w, h),
    "label": lambda reg, w, h: caption(reg.label, w, h),
    "help": lambda reg, w, h: help_text(reg.label, w, h),
}


def region_look(reg: Region, view: View) -> Face | None:
    """What a region of the layout shows (None: nothing, a drop target or the banner's place)."""
    _, _, w, h = reg.rect
    kind = reg.kind
    if kind == "pboard":
        return player_board(view, reg.owner or 0, reg.label, w, h)
    if kind == "stage":
        return stage(reg.detail, reg.label, view["stage"] == reg.detail, w, h)
    look = REGION_LOOKS.get(kind)
    return look(reg, w, h) if look is not None else None


def component_look(kind: str, face: str, owner: int | None, w: int, h: int) -> Face | None:
    """What a component shows: a card, a building, a bridge or gondola, a councillor chip or a track marker."""
    if kind == "rcard":
        return looks.card(face, w, h)
    if kind == "building":
        return looks.building(face, w, h)
    if kind == "tile":
        return looks.tile(face, w, h)
    if kind == "rchip":
        return looks.chip(face, owner, w, h)
    if kind == "rmarker":
        return looks.marker(face, owner, w, h)
    return None


ZOOMED_CARD = (64, 90)  # the size a small card is drawn at before a zoom scales it up


def dress(lay: Layout, view: View) -> None:
    """Give every region of ``lay`` its kind from the closed set and its look, and every component its face (a
    card's back for the first half of its flip)."""
    for key, reg in lay.regions.items():
        lay.regions[key] = replace(reg, kind=KINDS[reg.kind], look=region_look(reg, view))
    for pid, p in lay.placements.items():
        w, h = p.rect[2], p.rect[3]
        back = looks.card("", w, h) if p.kind == "rcard" else None
        # A card too small for its name shows only its letter: zoomed, it is drawn again at a card's size.
        large = looks.card(p.face, *ZOOMED_CARD) if p.kind == "rcard" and p.zoom and h < ZOOMED_CARD[1] else None
        look = component_look(p.kind, p.face, p.owner, w, h)
        lay.placements[pid] = replace(p, look=look, back=back, large=large)


# ----- the rules screen's pictures of the table's regions --------------------------------------------------
def sample_region(name: str) -> Face | None:
    """A region of the table with a few pieces on it, small enough to read in the rules screen's picture box
    (looks.sample draws single pieces): "district", "bonus", "track:doge", "track:vp", "board", "deck"; None for
    any other name."""
    build = SAMPLE_REGIONS.get(name)
    return build() if build is not None else None


def _on(base: Face, *pieces: tuple[Face, float, float]) -> Face:
    """``base`` with each piece face drawn at (x, y) on it, at its own size."""
    marks = list(base.marks)
    for face, x, y in pieces:
        marks.extend(shift(face.marks, x, y))
    return Face(base.size, tuple(marks))


def _district_sample() -> Face:
    """A district with two players' councillor chips, framed as the round's district."""
    d = looks.spec().board.districts[1]
    return _on(
        district(d.name, "2", "9", True, 124, 62),
        (looks.chip("3", 0, 24, 24), 46, 34),
        (looks.chip("1", 1, 24, 24), 72, 34),
    )


def _bonus_sample() -> Face:
    """A bonus tile, its side's name over its VP (the table's one-line tile is too wide to read small)."""
    data = looks.spec()
    tile = data.bonus_tiles.tiles[0]
    name = next(c.name for c in data.board.canal_sides if c.id == tile.side)
    s = Sketch(104, 56).box((0, 0, 104, 56), palette().bonus, radius=6)
    s.text(name, (52, 17), 13, "text", anchor="center", max_width=98)
    return s.text(f"{tile.vp} VP", (52, 39), 17, "text", bold=True, anchor="center").face()


def _track_sample(doge: bool) -> Face:
    """Two spaces of the Doge track (seat 0 first in Doge order) or the VP track's start (both on the starting
    VP), with markers clear of the numbers along the bottom."""
    w, h, size = 112, 40, 24
    if doge:
        cw = (w - TRACK_LABEL) / 2
        at = [(0, "1", 1), (1, "2", 0)]  # (seat, place in Doge order, space - 1)
        markers = [(looks.marker(rank, seat, size, size), TRACK_LABEL + k * cw + 3, 3) for seat, rank, k in at]
        return _on(track("Doge", 2, True, w, h), *markers)
    start = looks.spec().tracks.vp_start
    markers = [(looks.marker(str(start), seat, size, size), TRACK_LABEL + 3 + seat * (size + 1), 3) for seat in (0, 1)]
    return _on(track("VP", 10, False, w, h), *markers)


def _board_sample() -> Face:
    """The left end of a player board: the seat's mark and name, coins, and three buildings (one in use)."""
    pal = palette()
    w, h, slot = 112, 64, 28
    s = Sketch(w, h).box((0, 0, w, h), pal.board, pal.edge, radius=8)
    seatmark.badge(s, 0, (6, 4, 18, 18))
    s.text("Anna", (30, 13), 14, "text", anchor="midleft", max_width=50)
    s.text("2", (w - 8, 13), 13, "text", bold=True, anchor="midright")
    s.circle((w - 24, 13), 6, "chip")
    built = [("green", 1, 1), ("yellow", 3, 0), ("blue", 2, 0)]
    pieces = []
    for k, (colour, value, coin) in enumerate(built):
        s.box((8 + k * (slot + 4), 28, slot, slot), pal.slot, pal.slot_edge, radius=4)
        pieces.append((looks.building(f"{colour}|{value}|{coin}|0", slot, slot), 8 + k * (slot + 4), 28))
    return _on(s.face(), *pieces)


SAMPLE_REGIONS: dict[str, Callable[[], Face]] = {
    "district": _district_sample,
    "bonus": _bonus_sample,
    "track:doge": lambda: _track_sample(True),
    "track:vp": lambda: _track_sample(False),
    "board": _board_sample,
    "deck": lambda: pile("Deck", "", looks.spec().cards.total, 64, 48),
}
