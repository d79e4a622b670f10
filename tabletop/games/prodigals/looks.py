"""How The Prodigals Club's pieces look: faces (tabletop/engine/face.py) built from the view and the ``presentation:``
block of data/prodigals.yaml (board, column, gender, symbol and party colours) or the table's inks. Pure: the one
renderer draws them. Cards print their name and their effect in words."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletop.engine import seatmark
from tabletop.engine.face import Face, Sketch, approx_width, seat_ink, shift
from tabletop.engine.layout import Layout, Region
from tabletop.games.prodigals import words
from tabletop.games.prodigals.words import spec

View = dict[str, Any]
BLACK_CARD = "felt_dark"
TRACK_LEAD = 44  # the vote track's room for its name before space 0
SHORT = {  # errand spaces' short printed names (the tip has the full name and effect)
    "ANY": "Any set",
    "PERS": "Personal",
    "TILE": "Tiles",
    "HYDE": "Hyde Park",
    "LADY": "Old Lady",
    "RENAISSANCE": "Renaiss.",
    "CARD": "Central",
    "EXCH": "Exch.",
    "EXSELL": "Exch/sell",
}


TINY = {"Personal": "Pers.", "Old Lady": "Lady", "Renaiss.": "Ren.", "Hyde Park": "Hyde", "Exch/sell": "Ex/S"}


def short_name(space_id: str) -> str:
    """A space's short label: "Turn 2", "Set 3", "Any set", "Move 1"..."""
    tail = space_id.split("-", 1)[1]
    for key, text in SHORT.items():
        if tail.startswith(key):
            return text
    for key, text in (("TURN", "Turn "), ("SET", "Set "), ("MOVE", "Move "), ("SELL", "Sell ")):
        if tail.startswith(key):
            return text + tail[len(key) :]
    return tail


def card(cid: str, w: int, h: int, detail: bool = True, used: bool = False) -> Face:
    """A card: white or black, its name in bold, then its effect in words as far as it fits; a black card
    ``used`` (activated this round) carries a band saying so along its foot."""
    black = words.colour_of(cid) == "black"
    ink = "text" if black else "text_dark"
    s = Sketch(w, h).box((0, 0, w, h), BLACK_CARD if black else "card", "card_edge", width=1, radius=4)
    size = max(9, min(14, h // 5, w // 7))
    s.text(words.card_name(cid), (3, 2), size, ink, bold=True, max_width=w - 6)
    lines = words.card_lines(cid)[1:]
    if detail and h > 2 * size + 10 and lines:
        body = " ".join(line.split(": ", 1)[-1] for line in lines)
        s.para(body, (3, size + 4, w - 6, h - size - 6), max(8, size - 3), ink)
    if used:
        band = max(10, min(16, h // 4))
        s.box((1, h - band - 1, w - 2, band), "accent", radius=3)
        word = "activated" if w >= 64 else "used"  # the short word on the small cards of a seat board
        s.text(word, (w // 2, h - band / 2 - 1), band - 3, "text_dark", bold=True, anchor="center", max_width=w - 4)
    return s.face()


def card_large(cid: str) -> Face:
    """A card as a right-click shows it: its name and every rule in full."""
    w, h = 300, 400
    black = words.colour_of(cid) == "black"
    ink = "text" if black else "text_dark"
    s = Sketch(w, h).box((0, 0, w, h), BLACK_CARD if black else "card", "card_edge", width=2, radius=10)
    s.text(words.card_name(cid), (w // 2, 14), 20, ink, bold=True, anchor="midtop", max_width=w - 20)
    return s.para("\n".join(words.card_lines(cid)), (14, 50, w - 28, h - 64), 15, ink).face()


def political_tile(tid: str, rotation: int, w: int, h: int) -> Face:
    """A political circle tile: a square with each edge's symbol (letter and colour), wild or blank."""
    look = spec().presentation
    size = min(w, h)
    s = Sketch(w, h).box(((w - size) / 2, (h - size) / 2, size, size), look.edges.blank.colour, "card_edge", radius=3)
    cx, cy, r = w / 2, h / 2, size / 2
    spots = ((cx, cy - r * 0.62), (cx + r * 0.62, cy), (cx, cy + r * 0.62), (cx - r * 0.62, cy))
    for (x, y), edge in zip(spots, words.edges_of(tid, rotation)):
        mark = {"*": look.edges.wild, "-": look.edges.blank}.get(edge) or look.symbols[edge]
        s.circle((x, y), r * 0.3, mark.colour)
        ink = "text" if sum(mark.colour) < 400 else "text_dark"
        s.text(mark.letter, (x, y), max(8, int(r * 0.4)), ink, bold=True, anchor="center")
    return s.face()


def tile(tid: str, w: int, h: int, holder: int | None = None) -> Face:
    """A bonus tile (its name and effect) or an Old Lady tile (its name), edged in its holder's colour."""
    t = words.tile_of(tid)
    s = Sketch(w, h).box((0, 0, w, h), "chip", seat_ink(holder), width=2, radius=5)
    size = max(8, min(12, h // 3))
    s.text(t.name, (w // 2, 2), size, "text_dark", bold=True, anchor="midtop", max_width=w - 4)
    effect = words.say(getattr(t, "effect", ""), "tile") if hasattr(t, "use") else "Old Lady"
    s.para(effect, (2, size + 3, w - 4, h - size - 4), max(8, size - 2), "text_dark")
    return s.face()


def board(title: str, colour, w: int, h: int) -> Face:
    """One of the three boards: its colour, its name along the top."""
    s = Sketch(w, h).box((0, 0, w, h), colour, "card_edge", width=2, radius=8)
    return s.text(title, (8, 3), 13, "text", bold=True, max_width=w - 16).face()


def space(space_id: str, seats: list[int], w: int, h: int) -> Face:
    """An errand space: its short name and an errand boy in his seat's colour for each boy on it."""
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", "card_edge", radius=4)
    size = max(8, min(12, h // 3))
    name = short_name(space_id)
    if approx_width(name, size) > w - 4:  # a narrow space (three contests at 1024x640): the shortest form
        name = TINY.get(name, name.replace("Turn ", "").replace("Move ", "M").replace("Sell ", "S"))
    s.text(name, (w // 2, 2), size, "text", anchor="midtop", max_width=w - 4)
    r = max(4, min((h - size - 6) / 2, (w - 4) / max(1, 2 * len(seats)) - 1, 9))
    for k, seat in enumerate(seats):
        x = w / 2 + (k - (len(seats) - 1) / 2) * (2 * r + 2)
        seatmark.badge(s, seat, (x - r, h - 2 * r - 3, 2 * r, 2 * r))  # an errand boy: his seat's colour and shape
    return s.face()


def display(label: str, seats: list[int], w: int, h: int) -> Face:
    """A display (a set of cards and tiles to take): a frame with its number."""
    s = Sketch(w, h).box((0, 0, w, h), None, "text_dim", radius=4)
    return s.text(label, (3, 1), 10, "text_dim", max_width=w - 6).face()


def label(text: str, w: int, h: int, colour: str = "text") -> Face:
    """Words from the top left, shrunk to fit."""
    return Sketch(w, h).text(text, (2, max(0, (h - 12) // 2)), min(12, max(8, h - 4)), colour, max_width=w - 4).face()


def track(view: View, w: int, h: int) -> Face:
    """The vote track 0..max: its spaces and every fifth number (the seats' markers are pieces on it)."""
    top = spec().numbers.vote_track_maximum.value
    s = Sketch(w, h).box((0, 0, w, h), spec().presentation.boards["election"], "card_edge", radius=4)
    lead = TRACK_LEAD
    s.text("Votes", (4, h // 2), 11, "text", bold=True, anchor="midleft")
    step = (w - lead - 4) / (top + 1)
    for v in range(top + 1):
        x = lead + v * step
        s.line(((x, 0), (x, h)), "felt_dark")
        if v % 5 == 0:
            s.text(str(v), (x + 2, 1), 9, "text_dim")
    return s.face()


def possession(tid: str, view: View, w: int, h: int) -> Face:
    """A possession tile: its value large, its symbol top left, its borough along the foot; ringed in the accent
    colour while the borough marker is on its borough (it sells for 5 less)."""
    tile = spec().possession_tiles[tid]
    marked = tile.borough == view["borough"]
    look = spec().presentation.symbols[tile.symbol]
    s = Sketch(w, h).box((0, 0, w, h), "chip", "accent" if marked else "card_edge", width=2 if marked else 1, radius=3)
    if h < 26:  # small: symbol and value side by side
        s.text(look.letter, (w * 0.3, h / 2), max(7, int(h * 0.45)), look.colour, bold=True, anchor="center")
        return s.text(
            str(tile.value), (w * 0.7, h / 2), max(7, int(h * 0.55)), "text_dark", bold=True, anchor="center"
        ).face()
    s.text(str(tile.value), (w / 2, h * 0.47), max(8, int(h * 0.5)), "text_dark", bold=True, anchor="center")
    s.text(look.letter, (2, 1), max(7, int(h * 0.3)), look.colour, bold=True)
    s.text(tile.borough, (w / 2, h - 1), max(7, int(h * 0.24)), "text_dark", anchor="midbottom")
    return s.face()


def owned(view: View, seat: int, w: int, h: int) -> Face:
    """A seat's possessions strip: its cash (counted as it changes) before its tiles."""
    info = view["seats"][seat]
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", "card_edge", radius=4)
    size = 13 if h >= 30 else 10
    at, anchor = ((6, 2), "topleft") if h >= 36 else ((4, h / 2), "midleft")  # above the tiles, or before them
    cash = str(info["cash"])
    s.text(cash, at, size, "accent", bold=True, anchor=anchor, counter=f"cash:{seat}", template="cash {n}")
    return s.face()


def marker(seat: int, w: int, h: int) -> Face:
    """A seat's vote marker: a disc in its colour."""
    return seatmark.badge(Sketch(w, h), seat, (0.5, 0.5, w - 1, h - 1)).face()


def seat_board(view: View, seat: int, focus: bool, w: int, h: int) -> Face:
    """A player's area: a frame in the seat's colour (bold for the viewer), name and the numbers of the contests in
    play (votes counted as Hyde Park changes them), megaphones, errand boys and hand."""
    info, scores = view["seats"][seat], view["seats"][seat]["scores"]
    s = Sketch(w, h).box((0, 0, w, h), "panel", seat_ink(seat), width=3 if focus else 2, radius=6)
    seatmark.badge(s, seat, (4, 3, 14, 14))
    size = 13 if h > 120 else 11
    s.text(info["name"], (22, 2), size, "text", bold=True, max_width=max(30, w // 4))
    contests = []
    if "society" in scores:
        contests.append(f"society {scores['society']}")
    if "possessions" in scores:
        contests.append(f"possessions {scores['possessions']}")
    if "election" in scores:
        contests.append(f"meg {info['megaphones']}" if not focus else f"megaphones {info['megaphones']}")
    extra = [f"boys {info['boys']}", f"hand {info['hand_size']}"]
    if info["reserved"]:
        extra.append(f"turn {info['reserved']} next")
    if info["shields"]:
        extra.append(f"shields {info['shields']}")
    x = 26 + min(max(30, w // 4), 8 * len(info["name"]) + 6) if focus else 6
    y, small = (3, size - 1) if focus else (17, 10)
    if "election" in scores:  # votes count up and down with the animation (Hyde Park)
        s.text(
            str(info["votes"]),
            (x, y),
            small,
            "text_dim" if focus else "text",
            counter=f"votes:{seat}",
            template="votes {n}",
        )
        x += approx_width("votes 30", small) + 8
    if not focus and len(scores) > 2:  # three contests: short words in a compact area
        contests = [c.replace("society", "soc").replace("possessions", "poss") for c in contests]
    if focus:
        s.text("  ".join(contests + extra), (x, y), small, "text_dim", max_width=w - x - 4)
    else:  # compact: the scores on a second line, the rest beside the name
        s.text("  ".join(contests), (x, y), small, "text", max_width=w - x - 4)
        rest = " ".join(extra[:2])
        s.text(rest, (w - 5, 4), 9, "text_dim", anchor="topright", max_width=w - 34 - 9 * len(info["name"]))
    return s.face()


def square(name: str, view: View, seat: int, w: int, h: int) -> Face:
    """A square of a society grid: its column's colour and its symbol if any (the seat's token is a piece on it)."""
    look = spec().presentation
    grid = spec().society.grid
    col = next(c.id for c in grid.columns if c.letter == name[0])
    s = Sketch(w, h).box((0, 0, w, h), look.columns[col], "felt_dark")
    symbol = _symbols().get(name)
    if symbol:
        s.text(look.symbols[symbol].letter, (2, 1), max(7, h // 2), look.symbols[symbol].colour, bold=True)
    return s.face()


def token(view: View, pid: str, w: int, h: int) -> Face:
    """A society token (``tok:SEAT:SQUARE``): a disc in its gender's colour with a light rim."""
    _, seat, name = pid.split(":")
    gender = view["seats"][int(seat)]["tokens"][name]
    ring = max(1, min(w, h) // 8)
    fill = spec().presentation.genders[gender]
    return Sketch(w, h).circle((w / 2, h / 2), min(w, h) / 2 - 0.5, fill, "text", ring).face()


def _symbols() -> dict[str, str]:
    return {sq.square: sq.symbol for sq in spec().society.grid.symbols}


def mini_grid(view: View, seat: int, w: int, h: int) -> Face:
    """A whole society grid, small: 12 rows of 3 coloured squares (the seat's tokens are pieces on it)."""
    look = spec().presentation
    grid = spec().society.grid
    rows, cols = grid.rows, grid.columns
    cw, ch = w / len(cols), h / len(rows)
    s = Sketch(w, h)
    for r in range(len(rows)):
        for c, column in enumerate(cols):
            s.box((c * cw, r * ch, cw, ch), look.columns[column.id], "felt_dark")
    return s.face()


def network(view: View, seat: int, w: int, h: int) -> Face:
    """A seat's political network, small: its tiles in their places and rotations."""
    cells = {tuple(int(v) for v in k.split(",")): t for k, t in view["seats"][seat]["network"].items()}
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", "card_edge", radius=4)
    if not cells:
        return s.face()
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    n = max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1, 3)
    size = min((w - 4) / n, (h - 4) / n)
    for (x, y), (tid, rot) in cells.items():
        face = political_tile(tid, rot, int(size), int(size))
        s.add(*shift(face.marks, 2 + (x - min(xs)) * size, 2 + (y - min(ys)) * size))
    return s.face()


def cell(tid: str | None, rotation: int, w: int, h: int) -> Face:
    """A place in the focus seat's network: its tile, or an empty place a tile may go."""
    if tid:
        return political_tile(tid, rotation, w, h)
    return Sketch(w, h).box((1, 1, w - 2, h - 2), None, "text_dim", radius=3).face()


def slot(text: str, w: int, h: int) -> Face:
    """An empty place for a card (a black-card slot, the played cards): a dim frame and its caption."""
    s = Sketch(w, h).box((0, 0, w, h), None, "text_dim", radius=4)
    return s.text(text, (w // 2, h // 2), max(8, min(11, h // 3)), "text_dim", anchor="center", max_width=w - 4).face()


def hand(title: str, w: int, h: int) -> Face:
    """The strip that holds the viewer's hand, titled."""
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", radius=5)
    return s.text(title, (6, 2), 11, "accent", bold=True, max_width=w - 12).face()


KINDS = {  # the layout's own names -> the table's closed set of region kinds
    "board": "board",
    "space": "slot",
    "display": "slot",
    "pool": "slot",
    "track": "track",
    "seat": "board",
    "hand": "hand",
    "bslot": "slot",
    "played": "slot",
    "square": "slot",
    "grid": "slot",
    "net": "slot",
    "cell": "slot",
    "row": "label",
    "rot": "slot",
    "chip": "slot",
    "option": "slot",
    "owned": "slot",
    "label": "label",
}


def choice(reg: Region, w: int, h: int) -> Face:
    """A labelled choice: a token move chip ("M4 > M3"), or a card's option (its number, then its words)."""
    s = Sketch(w, h).box((0, 0, w, h), "chip", "card_edge", radius=5)
    if reg.kind == "chip":
        return s.text(reg.label, (w // 2, h // 2), 12, "text_dark", bold=True, anchor="center", max_width=w - 4).face()
    s.text(reg.key.split(":")[1], (8, h // 2), 14, "text_dark", bold=True, anchor="midleft")
    return s.para(reg.label, (24, 3, w - 28, h - 6), 11 if h < 30 else 12, "text_dark").face()


def _region_look(reg: Region, view: View) -> Face | None:
    _, _, w, h = reg.rect
    kind, parts = reg.kind, reg.key.split(":")
    seat = reg.owner if reg.owner is not None else 0
    if kind == "board":
        return board(reg.label, spec().presentation.boards[parts[1]], w, h)
    if kind == "space":
        return space(parts[1], view["spaces"].get(parts[1], []), w, h)
    if kind in ("display", "pool"):
        return display(reg.label, [], w, h)
    if kind == "track":
        return track(view, w, h)
    if kind == "seat":
        return seat_board(view, seat, reg.detail == "full", w, h)
    if kind == "hand":
        return hand(reg.label, w, h)
    if kind in ("bslot", "played"):
        return slot(reg.label, w, h)
    if kind == "square":
        return square(parts[2], view, seat, w, h)
    if kind == "grid":
        return mini_grid(view, seat, w, h)
    if kind == "net":
        return network(view, seat, w, h) if reg.detail == "mini" else display(reg.label, [], w, h)
    if kind in ("chip", "option"):
        return choice(reg, w, h)
    if kind == "owned":
        return owned(view, seat, w, h)
    if kind == "rot":
        tid, _, turn = reg.label.partition("@")
        return political_tile(tid, int(turn), w, h)
    if kind == "cell":
        tid, rot = view["seats"][seat]["network"].get(parts[2], [None, 0])
        return cell(tid, rot, w, h)
    return _words_look(reg)


def _words_look(reg: Region) -> Face:
    """A label region: the borough marker's plaque, a grid row's number, or plain words."""
    _, _, w, h = reg.rect
    if reg.key == "label:borough":
        return borough_marker(reg.label, w, h)
    return label(reg.label, w, h, "text_dim" if reg.kind == "row" else "text")


def borough_marker(name: str, w: int, h: int) -> Face:
    """The borough marker: a plaque with the marked borough's name under a small caption."""
    s = Sketch(w, h).box((0, 0, w, h), "accent", "card_edge", radius=4)
    s.text("Borough marker", (w / 2, 2), 8, "text_dark", anchor="midtop", max_width=w - 4)
    return s.text(
        name, (w / 2, h - 2), max(9, min(13, h // 2)), "text_dark", bold=True, anchor="midbottom", max_width=w - 4
    ).face()


def _piece(view: View, kind: str, pid: str, owner: int | None, w: int, h: int) -> Face | None:
    if kind == "token":
        return token(view, pid, w, h)
    if kind == "marker":
        return marker(int(pid.split(":")[1]), w, h)
    if kind == "possession":
        return possession(pid, view, w, h)
    if kind == "card":
        return card(pid, w, h, used=owner is not None and pid in view["seats"][owner]["activated"])
    if kind == "ptile":
        rot = int(pid.rpartition("@")[2]) if "@" in pid else 0
        return political_tile(pid.partition("@")[0], rot, w, h)
    if kind == "tile":
        return tile(pid, w, h, owner)
    return None


def dress(lay: Layout, view: View) -> None:
    """Give every region its kind from the closed set and its look, and every component its face (a card also
    its large face for a right-click)."""
    for key, reg in lay.regions.items():
        lay.regions[key] = replace(reg, kind=KINDS[reg.kind], look=_region_look(reg, view))
    for pid, p in lay.placements.items():
        _, _, w, h = p.rect
        large = card_large(pid) if p.kind == "card" else None
        lay.placements[pid] = replace(p, look=_piece(view, p.kind, pid, p.owner, w, h), large=large)


# ----- the rules screen's pictures (TableScreen.sample): the table's own faces with typical arguments

SAMPLE_NETWORK = {"0,0": ["PT01", 0], "1,0": ["PT07", 1], "0,1": ["PT03", 1], "1,1": ["PT14", 3]}  # a closed circle


def _row_of(faces: list[Face], gap: int = 6) -> Face:
    """Faces side by side, centred on one line (a picture of several pieces)."""
    w = sum(f.size[0] for f in faces) + gap * (len(faces) - 1)
    h = max(f.size[1] for f in faces)
    s, x = Sketch(w, h), 0
    for f in faces:
        s.add(*shift(f.marks, x, (h - f.size[1]) / 2))
        x += f.size[0] + gap
    return s.face()


def _sample_view() -> View:
    """A small made-up view of seat 0 at the start: the four tokens on their start squares, cash 3."""
    tokens = {t.square: t.token for t in spec().society.grid.start}
    seat = {"tokens": tokens, "cash": 3}
    return {"seats": [seat], "borough": None}


def _sample_grid(view: View) -> Face:
    """The top of a society grid (rows 8 to 2) with its row values, column colours, symbols and seat 0's tokens
    on their start squares."""
    grid = spec().society.grid
    lead, cw, ch = 16, 24, 14
    rows, top = grid.rows[:7], max(grid.rows)
    s = Sketch(lead + cw * len(grid.columns), ch * len(rows))
    for r, value in enumerate(rows):
        s.text(str(value), (lead - 3, r * ch + ch / 2), 9, "text_dim", anchor="midright")
        for c, col in enumerate(grid.columns):
            s.add(*shift(square(f"{col.letter}{value}", view, 0, cw, ch).marks, lead + c * cw, r * ch))
    letters = [c.letter for c in grid.columns]
    for name in view["seats"][0]["tokens"]:
        c, r = letters.index(name[0]), top - int(name[1:])
        face = token(view, f"tok:0:{name}", ch - 2, ch - 2)
        s.add(*shift(face.marks, lead + c * cw + (cw - ch + 2) / 2, r * ch + 1))
    return s.face()


def _sample_votes() -> Face:
    """A stretch of the vote track (21 to 24) under its name, with three seats' markers on it."""
    first, step, head, size = 21, 24, 18, 16
    w, h = 4 * step + 4, head + 40
    s = Sketch(w, h).box((0, 0, w, h), spec().presentation.boards["election"], "card_edge", radius=4)
    s.text("Votes", (4, 2), 11, "text", bold=True)
    for k in range(5):
        s.line(((2 + k * step, head), (2 + k * step, h)), "felt_dark")
        if k < 4:
            s.text(str(first + k), (4 + k * step, head + 1), 9, "text_dim")
    for seat, votes in ((0, 24), (1, 22), (2, 21)):
        x = 2 + (votes - first) * step + (step - size) / 2
        s.add(*shift(marker(seat, size, size).marks, x, h - size - 4))
    return s.face()


def _sample_symbols() -> Face:
    """The three general symbols as the table marks them: a letter in the symbol's colour."""
    look = spec().presentation.symbols
    faces = []
    for sym in spec().symbols:
        s = Sketch(34, 34).circle((17, 17), 16, "chip", "card_edge")
        faces.append(s.text(look[sym.id].letter, (17, 17), 18, look[sym.id].colour, bold=True, anchor="center").face())
    return _row_of(faces, 4)


def _sample_slots() -> Face:
    """A player's six black-card slots, two filled."""
    w, h, gap = 34, 46, 3
    cards = [card("EB05", w, h, detail=False), card("SB01", w, h, detail=False, used=True)]
    faces = cards + [slot("black", w, h) for _ in range(spec().numbers.black_card_slots.value - len(cards))]
    top, bottom = _row_of(faces[:3], gap), _row_of(faces[3:], gap)
    s = Sketch(top.size[0], 2 * h + gap).add(*top.marks).add(*shift(bottom.marks, 0, h + gap))
    return s.face()


def _sample_cash(view: View) -> Face:
    """A player's possessions strip: cash, then three tiles."""
    w, h, size = 116, 58, 32
    s = Sketch(w, h).add(*owned(view, 0, w, h).marks)
    for k, tid in enumerate(("A1", "A3", "A6")):
        s.add(*shift(possession(tid, view, size, size).marks, 6 + k * (size + 4), 20))
    return s.face()


def _sample_boys() -> Face:
    """Five errand boys, one in each seat's colour and shape, three over two."""
    boys = [seatmark.badge(Sketch(24, 24), seat, (1, 1, 22, 22)).face() for seat in range(5)]
    top, bottom = _row_of(boys[:3], 6), _row_of(boys[3:], 6)
    s = Sketch(top.size[0], 54).add(*top.marks)
    return s.add(*shift(bottom.marks, (top.size[0] - bottom.size[0]) / 2, 30)).face()


def _sample_network() -> Face:
    """A closed inner circle: four political tiles, every touching pair matched."""
    s = Sketch(88, 88).box((0, 0, 88, 88), "felt_dark", "card_edge", radius=4)
    for place, (tid, turn) in SAMPLE_NETWORK.items():
        x, y = (int(v) for v in place.split(","))
        s.add(*shift(political_tile(tid, turn, 40, 40).marks, 3 + x * 42, 3 + y * 42))
    return s.face()


def _sample_component(kind: str, arg: str) -> Face | None:
    """One component by id: a card, a bonus or Old Lady tile, a political tile, a possession, an errand space."""
    data = spec()
    if kind == "card" and words.is_card(arg):  # wide enough for its name in the title font
        width = int(approx_width(words.card_name(arg), 14, bold=True) * 1.1) + 12
        return card(arg, min(140, max(100, width)), 116)
    if kind == "tile" and arg in {t.id for t in (*data.bonus_tiles, *data.society.old_lady_tiles)}:
        return tile(arg, 84, 56)
    if kind == "ptile" and arg in {t.id for t in data.election.political_tiles}:
        return political_tile(arg, 0, 56, 56)
    if kind == "possession" and arg in data.possession_tiles:
        return possession(arg, _sample_view(), 48, 48)
    boards = (data.central_board, data.election.board, data.society.board, data.possessions.board)
    if kind == "space" and arg in {s.id for b in boards for s in b.spaces}:
        return space(arg, [0], 84, 38)
    return None


SAMPLES = {  # the pictures that are not one component
    "boys": _sample_boys,
    "symbols": _sample_symbols,
    "votes": _sample_votes,
    "network": _sample_network,
    "grid": lambda: _sample_grid(_sample_view()),
    "tokens": lambda: _row_of([token(_sample_view(), f"tok:0:{sq}", 30, 30) for sq in ("L6", "M7")], 8),
    "slots": _sample_slots,
    "cash": lambda: _sample_cash(_sample_view()),
    "borough": lambda: borough_marker(spec().possessions.boroughs[0].name, 96, 40),
}


def sample(name: str) -> Face | None:
    """The picture of a piece on the rules screen, by name: "card:ID" (any card), "tile:ID" (a bonus or Old Lady
    tile), "ptile:ID" (a political circle tile), "possession:ID", "space:ID" (an errand space with a boy on it),
    "boys", "symbols", "votes", "network", "grid", "tokens", "slots", "cash", "borough"; None for any other name."""
    if name in SAMPLES:
        return SAMPLES[name]()
    kind, _, arg = name.partition(":")
    return _sample_component(kind, arg)
