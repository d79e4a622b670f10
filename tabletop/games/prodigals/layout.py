"""Where things go on a Prodigals Club table: the three boards side by side along the top (central, Election,
Society) with every errand space, display, tile and the Renaissance Man; the vote track across the table; then the
players' areas: the viewer's (the deciding player's) in full on the left, every other player's compact on the right.

Pure: maps (view, size) to regions and placements, each with its hover tip (tips.py) and its look (looks.py).
``target_of`` says which piece chooses a legal action (None: a button), ``intent_of`` what a click on any piece
would mean (for the rules' why_not). The view may carry ``offered`` (the legal actions, added by screen.py) so
the layout can show the places a tile may go and tell a move's destination.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.layout import Box, Layout, Placement, Region
from tabletop.games.prodigals import looks
from tabletop.games.prodigals.tips import GRID_VERBS, apply_tips, chip_moves, grid_moves, offered, places
from tabletop.games.prodigals.words import colour_of, spec

View = dict[str, Any]
TOP_BAR, BOTTOM_BAR = 44, 58
TURN_BUTTONS = ("end",)
# Every verb that can be a button, in its fixed slot.
BUTTON_KINDS = ("end", "done", "go", "none", "skip", "discard", "cancel", "fix", "option", "move", "down", "jump")
BUTTON_WORDS = {  # a kind's words also size its slot: kinds offered several at once get a wide slot to share
    "end": "End turn",
    "done": "Done",
    "go": "Play group",
    "none": "No tile",
    "skip": "Skip",
    "discard": "Discard tile",
    "cancel": "Back",
    "fix": "Renaissance Man: fix",
    "option": "Choose an option here",
    "move": "Move",
    "down": "Down",
    "jump": "Jump",
}


def panel_width(width: int) -> int:
    """Width of the right-hand panel (the log)."""
    return int(max(210, min(300, width * 0.2)))


def focus_seat(view: View) -> int:
    """The seat shown in full: the viewer (who sees a hand), else the first in turn order."""
    return next((s for s, info in enumerate(view["seats"]) if info["hand"] is not None), view["order"][0])


def layout(view: View, width: int, height: int) -> Layout:
    """Lay out the table for ``view`` in a window of ``width`` x ``height``."""
    lay = Layout(width, height)
    tw = width - panel_width(width)
    top, bottom = TOP_BAR + 4, height - BOTTOM_BAR - 4
    x0, w = 6, tw - 12
    avail = bottom - top
    hb = int(avail * 0.42)
    _boards(lay, view, (x0, top, w, hb))
    th = int(max(20, min(28, avail * 0.045)))
    ty = top + hb + 4
    lay.add_region(Region("track:votes", "track", (x0, ty, w, th), "Vote track"))
    _vote_markers(lay, view, (x0, ty, w, th))
    py = ty + th + 4
    _seats(lay, view, (x0, py, w, bottom - py))
    apply_tips(lay, view)
    looks.dress(lay, view)
    return lay


def _vote_markers(lay: Layout, view: View, box: Box) -> None:
    """Each seat's marker on the vote track, stacked upwards when tied; named like the seat's votes counter
    (``votes:SEAT``), so it slides while the count steps."""
    x, y, w, h = box
    top = spec().numbers.vote_track_maximum.value
    step = (w - looks.TRACK_LEAD - 4) / (top + 1)
    r = max(3, min(step / 2 - 1, h / 4))
    tied: dict[int, int] = {}
    for seat, info in enumerate(view["seats"]):
        v = max(0, min(top, info["votes"]))
        k = tied[v] = tied.get(v, -1) + 1
        cx, cy = x + looks.TRACK_LEAD + v * step + step / 2, y + h - r - 2 - k * r * 0.8
        lay.place(Placement(f"votes:{seat}", "marker", (int(cx - r), int(cy - r), int(2 * r), int(2 * r)), owner=seat))


def _row(box: Box, n: int, gap: int = 4) -> list[Box]:
    """``n`` equal boxes side by side filling ``box``."""
    x, y, w, h = box
    each = (w - gap * (n - 1)) / max(1, n)
    return [(int(x + k * (each + gap)), y, int(each), h) for k in range(n)]


def _column(box: Box, n: int, gap: int = 3) -> list[Box]:
    """``n`` equal boxes one above another filling ``box``."""
    x, y, w, h = box
    each = (h - gap * (n - 1)) / max(1, n)
    return [(x, int(y + k * (each + gap)), w, int(each)) for k in range(n)]


def _boards(lay: Layout, view: View, box: Box) -> None:
    x, y, w, h = box
    cw = int(w * 0.26)
    mw = (w - cw - 8) // 2
    _central(lay, view, (x, y, cw, h))
    _module(lay, view, "election", (x + cw + 4, y, mw, h))
    _module(lay, view, "society", (x + cw + mw + 8, y, w - cw - mw - 8, h))


def _central(lay: Layout, view: View, box: Box) -> None:
    x, y, w, h = box
    lay.add_region(Region("board:central", "board", box, "Central board"))
    n = len(view["seats"])
    turns = spec().per_player_count.turn_order_spaces.by_players[n]
    inner = (x + 4, y + 20, w - 8, h - 24)
    ix, iy, iw, ih = inner
    sh = int(min(44, ih * 0.24))
    for k, b in enumerate(_row((ix, iy, iw, sh), turns, 3)):
        lay.add_region(Region(f"space:C-TURN{k + 1}", "space", b))
    row2 = iy + sh + 4
    ch = int(ih * 0.36)
    thirds = _row((ix, row2, iw, ch), 3, 4)
    lay.add_region(Region("space:C-RENAISSANCE", "space", (*thirds[0][:3], sh)))
    lay.add_region(Region("space:C-CARD", "space", (*thirds[1][:3], sh)))
    if view["central_card"]:
        lay.place(Placement(view["central_card"], "card", thirds[2], zoom=True))
    rx, ry, rw, _ = thirds[0]
    lay.add_region(Region("label:renaissance", "label", (rx, ry + sh + 2, rw * 2 + 4, 16), _renaissance(view)))
    row3 = row2 + ch + 4
    bh = int(min(46, iy + ih - row3 - 20))
    supply = view["bonus_supply"]
    for tid, b in zip(supply, _row((ix, row3, iw, bh), max(4, len(supply)), 3)):
        lay.place(Placement(tid, "tile", b))
    lay.add_region(Region("label:notice", "label", (ix, iy + ih - 16, iw, 16), "Reconstructed component set (hover)"))


def _renaissance(view: View) -> str:
    holder = view["renaissance"]
    if holder is None:
        return "Renaissance Man: free"
    fixed = ", ".join(s.name for s in spec().symbols if s.id in view["renaissance_fixed"])
    return f"Renaissance Man: {view['seats'][holder]['name']}" + (f" ({fixed})" if fixed else "")


def _module(lay: Layout, view: View, module: str, box: Box) -> None:
    x, y, w, h = box
    title = "Election" if module == "election" else "Society"
    lay.add_region(Region(f"board:{module}", "board", box, f"{title} board - round {view['round']}"))
    n = len(view["seats"])
    ix, iy, iw, ih = x + 4, y + 20, w - 8, h - 24
    spaces = [s.id for s in spec().spaces_on(module, n)]
    cols = (len(spaces) + 1) // 2
    sh = int(min(38, ih * 0.2))
    for k, sid in enumerate(spaces):
        r, c = divmod(k, cols)
        b = _row((ix, iy + r * (sh + 3), iw, sh), cols, 3)[c]
        lay.add_region(Region(f"space:{sid}", "space", b))
    dy = iy + 2 * (sh + 3) + 2
    fh = int(max(20, min(40, ih * 0.17)))
    dh = iy + ih - fh - 4 - dy
    displays = [d.id for d in spec().displays_on(module, spec().side_for(n))]
    for did, b in zip(displays, _row((ix, dy, iw, dh), len(displays), 4)):
        _display(lay, view, did, b)
    fy = iy + ih - fh
    if module == "election":
        half = _row((ix, fy, iw, fh), 2, 4)
        lay.add_region(Region("label:hyde", "label", half[0], _hyde_text(view)))
        _pool(lay, view, half[1])
    else:
        half = _row((ix, fy, iw, fh), 2, 4)
        if view["old_lady"]:
            lay.place(Placement(view["old_lady"], "tile", half[0]))
        lay.add_region(Region("label:decks", "label", half[1], _decks(view)))


def _hyde_text(view: View) -> str:
    rounds = spec().election.hyde_park.rounds
    now = rounds[min(view["round"], len(rounds)) - 1]
    return "Hyde Park: ranks lose " + "/".join(str(v) for v in now.rank_losses)


def _decks(view: View) -> str:
    d = view["deck_sizes"]
    return f"Decks: E {d.get('E-white', 0)}+{d.get('E-black', 0)}  S {d.get('S-white', 0)}+{d.get('S-black', 0)}"


def _pool(lay: Layout, view: View, box: Box) -> None:
    lay.add_region(Region("pool:E-TILE", "pool", box, f"Tiles ({view['tiles_left']} left)"))
    tiles = view["display_tiles"].get("E-TILE", [])
    x, y, w, h = box
    size = max(8, min(h - 12, (w - 4) // max(1, len(tiles)) - 2))
    for k, tid in enumerate(tiles):
        lay.place(Placement(tid, "ptile", (x + 2 + k * (size + 2), y + h - size - 1, size, size)))


def _display(lay: Layout, view: View, did: str, box: Box) -> None:
    lay.add_region(Region(f"display:{did}", "display", box, did.split("-")[1]))
    x, y, w, h = box
    cards, tiles = view["displays"].get(did, []), view["display_tiles"].get(did, [])
    n = len(cards) + (1 if tiles else 0)
    if not n:
        return
    for k, b in enumerate(_column((x + 2, y + 12, w - 4, h - 14), n, 2)):
        if k < len(cards):
            lay.place(Placement(cards[k], "card", b, zoom=True))
        else:
            size = min(b[2], b[3])
            for j, tid in enumerate(tiles):
                lay.place(Placement(tid, "ptile", (b[0] + j * (size + 2), b[1], size, size)))


def _seats(lay: Layout, view: View, box: Box) -> None:
    x, y, w, h = box
    focus = focus_seat(view)
    others = [s for s in range(len(view["seats"])) if s != focus]
    fw = int(w * 0.58)
    _full_seat(lay, view, focus, (x, y, fw, h))
    ox, ow = x + fw + 6, w - fw - 6
    cols = 1 if len(others) <= 2 else 2
    rows = (len(others) + cols - 1) // cols
    for k, seat in enumerate(others):
        r, c = divmod(k, cols)
        cell_box = _row((ox, y, ow, h), cols, 4)[c]
        _compact_seat(lay, view, seat, _column(cell_box, rows, 4)[r])


def _grid(lay: Layout, view: View, seat: int, box: Box) -> int:
    """The focus seat's society grid as one square per region, row values on the left; returns its width."""
    x, y, _, h = box
    grid = spec().society.grid
    ch = int(min(30, (h - 2) / len(grid.rows)))
    cw = int(min(44, ch * 1.6))
    for r, row in enumerate(grid.rows):
        ry = y + r * ch
        lay.add_region(Region(f"row:{seat}:{row}", "row", (x, ry, 18, ch), str(row), owner=seat))
        for c, column in enumerate(grid.columns):
            name = f"{column.letter}{row}"
            lay.add_region(Region(f"sq:{seat}:{name}", "square", (x + 18 + c * cw, ry, cw, ch), name, owner=seat))
    _tokens(lay, view, seat, (x + 18, y, cw, ch))
    return 18 + 3 * cw


def _tokens(lay: Layout, view: View, seat: int, cell: tuple[float, float, float, float]) -> None:
    """A seat's society tokens as pieces (so a move slides them), each centred on its square of a grid whose top
    left square is ``cell``; ids ``tok:SEAT:SQUARE``."""
    x, y, cw, ch = cell
    grid = spec().society.grid
    top, letters = max(grid.rows), [c.letter for c in grid.columns]
    size = max(4, int(min(cw, ch)) - 2)
    for name in view["seats"][seat]["tokens"]:
        c, r = letters.index(name[0]), top - int(name[1:])
        bx, by = x + c * cw + (cw - size) / 2, y + r * ch + (ch - size) / 2
        lay.place(Placement(f"tok:{seat}:{name}", "token", (int(bx), int(by), size, size), owner=seat))


def _full_seat(lay: Layout, view: View, seat: int, box: Box) -> None:
    x, y, w, h = box
    info = view["seats"][seat]
    lay.add_region(Region(f"seat:{seat}", "seat", box, info["name"], "full", owner=seat))
    ix, iy, iw, ih = x + 5, y + 20, w - 10, h - 24
    gw = _grid(lay, view, seat, (ix, iy, iw, ih))
    nw = int(min(ih, (iw - gw) * 0.34))
    _network(lay, view, seat, (ix + iw - nw, iy, nw, min(ih, nw)))
    mx, mw = ix + gw + 6, iw - gw - nw - 12
    bh = int(min(mw / 6 * 1.1, ih * 0.34))
    board = info["board"]
    for k, b in enumerate(_row((mx, iy, mw, bh), spec().numbers.black_card_slots.value, 3)):
        lay.add_region(Region(f"bslot:{seat}:{k}", "bslot", b, "black", owner=seat))
        if k < len(board):
            lay.place(Placement(board[k], "card", b, owner=seat, zoom=True))
    py = iy + bh + 4
    rotations = [a.args[0] for a in offered(view) if a.verb == "rotate"]
    ph = int(bh if rotations else min(bh * 0.7, ih * 0.22))
    if rotations and info["held_tiles"]:
        _rotations(lay, info["held_tiles"][0], rotations, seat, (mx + mw // 2, py, mw - mw // 2, ph))
        mw = mw // 2 - 4
    _played(lay, info["played"], seat, (mx, py, mw, ph))
    hy = py + ph + 4
    _hand(lay, view, seat, (mx, hy, ix + iw - nw - 6 - mx, iy + ih - hy))


def _played(lay: Layout, played: list[str], seat: int, box: Box) -> None:
    lay.add_region(Region(f"played:{seat}", "played", box, "" if played else "white cards played", owner=seat))
    x, y, w, h = box
    if played:
        each = min(int(h * 1.6), (w - 4) // len(played) - 2)
        for k, cid in enumerate(played):
            lay.place(Placement(cid, "card", (x + 2 + k * (each + 2), y + 2, each, h - 4), owner=seat, zoom=True))


def _rotations(lay: Layout, tid: str, rotations: list[str], seat: int, box: Box) -> None:
    """The tile being placed in each way it may be turned: a click chooses that turn."""
    x, y, w, h = box
    size = int(min(h - 2, (w - 4) / 4 - 4))
    for k, turn in enumerate(rotations):
        region = Region(f"rot:{turn}", "rot", (x + 2 + k * (size + 4), y + 1, size, size), f"{tid}@{turn}", owner=seat)
        lay.add_region(region)


def _hand(lay: Layout, view: View, seat: int, box: Box) -> None:
    info = view["seats"][seat]
    cards = list(info["hand"] or []) + list(info["resolving"])
    tiles = list(info["bonus_tiles"]) + list(info["held_tiles"])
    title = "Your hand" if info["hand"] is not None and not chip_moves(view) else "Choose a move"
    title = "Choose one option" if view["options"] else title
    title = title if info["hand"] is not None else f"{info['name']}'s hand: {info['hand_size']} cards (hidden)"
    if tiles:
        title += " - your tiles on the right"
    lay.add_region(Region(f"hand:{seat}", "hand", box, title, owner=seat))
    chips = chip_moves(view)
    if chips:  # a token move several ways lead to: the hand makes room for one chip per move
        _chips(lay, chips, seat, box)
        return
    if view["options"]:  # a card's "choose one": the hand makes room for each option in words
        _options(lay, view, seat, box)
        return
    x, y, w, h = box
    ch = h - 20
    items = cards + tiles
    if not items or ch < 12:
        return
    cols = max(1, min(len(items), (w - 8) // 64))
    rows = -(-len(items) // cols)
    each = int(min((w - 8) / cols - 4, ch * 0.8))
    card_h = int(min(each * 1.4, (ch - 4 * (rows - 1)) / rows))
    for k, pid in enumerate(items):
        r, c = divmod(k, cols)
        b = (x + 4 + c * (each + 4), y + 17 + r * (card_h + 4), each, card_h)
        if k < len(cards):
            lay.place(Placement(pid, "card", b, owner=seat, zoom=True))
        else:
            kind = "ptile" if pid.startswith("PT") else "tile"
            lay.place(Placement(pid, kind, (b[0], b[1], each, min(card_h, each)), owner=seat))


def _chips(lay: Layout, chips: list[Action], seat: int, box: Box) -> None:
    """A labelled chip per token move ("M4 > M3") in the hand's place."""
    x, y, w, h = box
    cols = max(1, (w - 8) // 64)
    step = int(min(30, (h - 20) / -(-len(chips) // cols)))
    for k, a in enumerate(chips):
        r, c = divmod(k, cols)
        b = (x + 4 + c * 64, y + 18 + r * step, 60, step - 4)
        lay.add_region(Region(f"mv:{a.args[0]}-{a.args[1]}", "chip", b, f"{a.args[0]} > {a.args[1]}", owner=seat))


def _options(lay: Layout, view: View, seat: int, box: Box) -> None:
    """The options of the card being resolved, one wide choice each (``opt:K``), the unpayable ones dimmed."""
    x, y, w, h = box
    payable = {int(a.args[0]) for a in offered(view) if a.verb == "option"}
    step = int(min(44, (h - 22) / max(1, len(view["options"]))))
    for k, text in enumerate(view["options"], start=1):
        label = text if k in payable else f"{text} (cannot be paid now)"
        lay.add_region(
            Region(f"opt:{k}", "option", (x + 6, y + 20 + (k - 1) * step, w - 12, step - 6), label, owner=seat)
        )


def _network(lay: Layout, view: View, seat: int, box: Box) -> None:
    """The focus seat's political network: a place per tile and per spot a tile may go now."""
    lay.add_region(Region(f"net:{seat}", "net", box, "Political network", "full", owner=seat))
    spots = {tuple(int(v) for v in k.split(",")) for k in view["seats"][seat]["network"]}
    spots |= {(int(a.args[0]), int(a.args[1])) for a in offered(view) if a.verb == "at"}
    if not spots:
        return
    xs, ys = [p[0] for p in spots], [p[1] for p in spots]
    n = max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1, 3)
    x, y, w, h = box
    size = int(min((w - 4) / n, (h - 14) / n))
    for sx, sy in spots:
        b = (x + 2 + (sx - min(xs)) * size, y + 12 + (sy - min(ys)) * size, size, size)
        lay.add_region(Region(f"cell:{seat}:{sx},{sy}", "cell", b, owner=seat))


def _compact_seat(lay: Layout, view: View, seat: int, box: Box) -> None:
    x, y, w, h = box
    info = view["seats"][seat]
    lay.add_region(Region(f"seat:{seat}", "seat", box, info["name"], "compact", owner=seat))
    top = y + 30
    ih = h - 34
    gh = ih
    gw = int(min(w * 0.22, gh * 0.5))
    lay.add_region(Region(f"grid:{seat}", "grid", (x + 4, top, gw, gh), owner=seat))
    grid = spec().society.grid
    _tokens(lay, view, seat, (x + 4, top, gw / len(grid.columns), gh / len(grid.rows)))
    nw = int(min(ih, w * 0.26))
    lay.add_region(Region(f"net:{seat}", "net", (x + w - nw - 4, top, nw, nw), "Political network", "mini", seat))
    mx, mw = x + gw + 10, w - gw - nw - 20
    board = info["board"]
    slots = spec().numbers.black_card_slots.value
    cw = (mw - 2 * 2) // 3
    chh = int(min((ih - 4) / 2 - 2, cw * 0.7))
    for k in range(min(slots, len(board))):
        r, c = divmod(k, 3)
        lay.place(Placement(board[k], "card", (mx + c * (cw + 2), top + r * (chh + 2), cw, chh), owner=seat))
    ty = top + 2 * (chh + 2)
    tiles = info["bonus_tiles"] + info["held_tiles"]
    for k, tid in enumerate(tiles):
        size = int(max(8, min(y + h - ty - 4, mw // 4)))
        kind = "ptile" if tid.startswith("PT") else "tile"
        lay.place(Placement(tid, kind, (mx + k * (size + 2), ty, size, size), owner=seat))


def target_of(view: View, action: Action) -> str | None:
    """The region or component an action is chosen by clicking, or None for a button."""
    verb, args = action.verb, action.args
    if not args:
        return None
    focus = focus_seat(view)
    direct = {"place": "space:", "set": "display:", "row": f"row:{focus}:", "up": f"sq:{focus}:"}
    if verb in direct:
        return direct[verb] + args[0]
    if verb == "shield":
        return f"sq:{focus}:{args[0]}"
    if verb == "bonus" and args[0] in ("election", "society"):  # an inner circle's bonus: click its board
        return f"board:{args[0]}"
    if verb in ("bonus", "play", "board", "activate", "trigger", "add", "take"):
        return args[0]
    if verb == "discard":
        return args[0]
    if verb == "at":
        return f"cell:{focus}:{args[0]},{args[1]}"
    if verb in GRID_VERBS and len(args) == 2:
        square = grid_moves(view).get(action)
        return f"sq:{focus}:{square}" if square else f"mv:{args[0]}-{args[1]}"
    if verb == "rotate":
        return f"rot:{args[0]}"
    if verb == "option":
        return f"opt:{args[0]}"
    return None


def button_label(view: View, action: Action) -> str:
    """The text of a button."""
    verb, args = action.verb, action.args
    if verb == "rotate" and args:
        return f"Rotate {int(args[0]) * 90} deg"
    if verb == "fix" and args:
        return f"Fix {args[0]}"
    if verb == "option" and args:
        texts = view.get("options") or []
        k = int(args[0])
        return f"{k}: {texts[k - 1]}" if k <= len(texts) else f"Option {k}"
    if verb in GRID_VERBS and len(args) == 2:
        return f"{args[0]}-{args[1]}"
    if verb == "skip" and args:
        return "Skip"
    base = BUTTON_WORDS.get(verb, verb.capitalize())
    return f"{base} {' '.join(args)}".strip() if args and verb not in BUTTON_WORDS else base


def intent_of(view: View, key: str) -> tuple[str, str | None] | None:
    """What a click on region ``key`` or component ``key`` would mean now, as (verb, arg), or None for nothing."""
    verbs = {a.verb for a in offered(view)}
    prefix, _, rest = key.partition(":")
    if prefix == "space":
        return "place", rest
    if prefix == "board":
        return ("bonus", rest) if "bonus" in verbs and rest != "central" else None
    if prefix == "display":
        return "set", rest
    if prefix == "row":
        return "row", rest.partition(":")[2]
    if prefix == "mv":
        verb = next((a.verb for a in offered(view) if a.args == tuple(rest.split("-"))), "move")
        return verb, rest.split("-")[0]
    if prefix == "rot":
        return "rotate", rest
    if prefix == "opt":
        return "option", rest
    if prefix == "cell":
        return "at", rest.partition(":")[2].split(",")[0]
    if prefix in ("sq", "tok"):  # a square, or the token on it
        square = rest.partition(":")[2]
        verb = next((v for v in ("up", "shield", *GRID_VERBS) if v in verbs), "move")
        return verb, square
    return _piece_intent(view, key, verbs)


def _piece_intent(view: View, key: str, verbs: set[str]) -> tuple[str, str | None] | None:
    place, seat = places(view).get(key, ("", None))
    if place == "bonus":
        return "bonus", key
    if place == "tile":
        return "take", key
    if seat != focus_seat(view):
        return None
    if place == "hand":
        for verb in ("discard", "add"):
            if verb in verbs:
                return verb, key
        return ("board" if colour_of(key) == "black" else "play"), key
    if place == "board":
        for verb in ("discard", "trigger"):
            if verb in verbs:
                return verb, key
        return "activate", key
    return None
