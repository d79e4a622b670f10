"""Where things go on a Prodigals Club table: the boards side by side along the top (boards.py: central, then one
per contest in play); the vote track across the table (with Election); then the players' areas: the viewer's (the
deciding player's) in full on the left, every other player's compact on the right.

Pure: maps (view, size) to regions and placements, each with its hover tip (tips.py) and its look (looks.py), from
the data ``spec`` it is handed (screen.py binds the one the rules were loaded from).
``target_of`` says which piece chooses a legal action (None: a button), ``intent_of`` what a click on any piece
would mean (for the rules' why_not). The view may carry ``offered`` (the legal actions, added by screen.py) so
the layout can show the places a tile may go and tell a move's destination.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.engine.actions import Action
from tabletop.engine.layout import Box, Layout, Placement, Region
from tabletop.games.prodigals.table import looks
from tabletop.games.prodigals.table.boards import boards, column, row
from tabletop.games.prodigals.table.tips import GRID_VERBS, apply_tips, chip_moves, grid_moves, offered, places
from tabletop.games.prodigals.table.words import colour_of

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec

View = dict[str, Any]
TOP_BAR, BOTTOM_BAR = 44, 58
TURN_BUTTONS = ("end",)
# Every verb that can be a button, in its fixed slot (a card's options, token moves and most skips are chosen on
# the table, so they keep no slot).
BUTTON_KINDS = ("end", "done", "go", "none", "skip", "discard", "cancel", "fix", "abmt")
BUTTON_WORDS = {  # a kind's words also size its slot: kinds offered several at once get a wide slot to share
    "end": "End turn",
    "done": "Done",
    "go": "Play group",
    "none": "No tile",
    "skip": "Skip",
    "discard": "Discard tile",
    "cancel": "Back",
    "fix": "Renaissance Man: fix",
    "abmt": "Play 1 / Play 2 / None",  # several share the slot: its width is measured from these words
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


def layout(spec: ProdigalsSpec, view: View, width: int, height: int) -> Layout:
    """Lay out the table for ``view`` in a window of ``width`` x ``height``."""
    lay = Layout(width, height)
    tw = width - panel_width(width)
    top, bottom = TOP_BAR + 4, height - BOTTOM_BAR - 4
    x0, w = 6, tw - 12
    avail = bottom - top
    hb = int(avail * 0.42)
    boards(spec, lay, view, (x0, top, w, hb))
    py = top + hb + 4
    if "election" in view["modules"]:
        th = int(max(20, min(28, avail * 0.045)))
        lay.add_region(Region("track:votes", "track", (x0, py, w, th), "Vote track"))
        _vote_markers(spec, lay, view, (x0, py, w, th))
        py += th + 4
    _seats(spec, lay, view, (x0, py, w, bottom - py))
    apply_tips(spec, lay, view)
    looks.dress(spec, lay, view)
    return lay


def _vote_markers(spec: ProdigalsSpec, lay: Layout, view: View, box: Box) -> None:
    """Each seat's marker on the vote track, side by side (smaller) when tied; named like the seat's votes counter
    (``votes:SEAT``), so it slides while the count steps."""
    x, y, w, h = box
    top = spec.numbers.vote_track_maximum.value
    step = (w - looks.TRACK_LEAD - 4) / (top + 1)
    spaces = {s: max(0, min(top, info["votes"])) for s, info in enumerate(view["seats"])}
    for seat, v in spaces.items():
        here = [s for s, u in spaces.items() if u == v]
        r = max(2.5, min(step / 2 - 1, h / 4, (step - 2) / (2 * len(here))))
        cx = x + looks.TRACK_LEAD + v * step + step / 2 + (here.index(seat) - (len(here) - 1) / 2) * 2 * r
        cy = y + h - r - 3
        lay.place(Placement(f"votes:{seat}", "marker", (int(cx - r), int(cy - r), int(2 * r), int(2 * r)), owner=seat))


def _seats(spec: ProdigalsSpec, lay: Layout, view: View, box: Box) -> None:
    x, y, w, h = box
    focus = focus_seat(view)
    others = [s for s in range(len(view["seats"])) if s != focus]
    fw = int(w * 0.58)
    _full_seat(spec, lay, view, focus, (x, y, fw, h))
    ox, ow = x + fw + 6, w - fw - 6
    cols = 1 if len(others) <= 2 else 2
    rows = (len(others) + cols - 1) // cols
    for k, seat in enumerate(others):
        r, c = divmod(k, cols)
        cell_box = row((ox, y, ow, h), cols, 4)[c]
        _compact_seat(spec, lay, view, seat, column(cell_box, rows, 4)[r])


def _grid(spec: ProdigalsSpec, lay: Layout, view: View, seat: int, box: Box) -> int:
    """The focus seat's society grid as one square per region, row values on the left; returns its width."""
    x, y, _, h = box
    grid = spec.society.grid
    ch = int(min(30, (h - 2) / len(grid.rows)))
    cw = int(min(44, ch * 1.6))
    for r, value in enumerate(grid.rows):
        ry = y + r * ch
        lay.add_region(Region(f"row:{seat}:{value}", "row", (x, ry, 18, ch), str(value), owner=seat))
        for c, col in enumerate(grid.columns):
            name = f"{col.letter}{value}"
            lay.add_region(Region(f"sq:{seat}:{name}", "square", (x + 18 + c * cw, ry, cw, ch), name, owner=seat))
    _tokens(spec, lay, view, seat, (x + 18, y, cw, ch), right=True)
    return 18 + 3 * cw


def _tokens(
    spec: ProdigalsSpec,
    lay: Layout,
    view: View,
    seat: int,
    cell: tuple[float, float, float, float],
    right: bool = False,
) -> None:
    """A seat's society tokens as pieces (so a move slides them), each on its square of a grid whose top left
    square is ``cell``: centred, or at its ``right`` (clear of the symbol printed at its left); ids
    ``tok:SEAT:SQUARE``."""
    x, y, cw, ch = cell
    grid = spec.society.grid
    top, letters = max(grid.rows), [c.letter for c in grid.columns]
    size = max(4, int(min(cw, ch * 0.82 if right else ch)) - 2)
    for name in view["seats"][seat]["tokens"]:
        c, r = letters.index(name[0]), top - int(name[1:])
        bx = x + c * cw + (cw - size - 1 if right else (cw - size) / 2)
        by = y + r * ch + (ch - size) / 2
        lay.place(Placement(f"tok:{seat}:{name}", "token", (int(bx), int(by), size, size), owner=seat))


def _full_seat(spec: ProdigalsSpec, lay: Layout, view: View, seat: int, box: Box) -> None:
    """The viewer's area: society grid (with Society) on the left, political network (with Election) on the
    right, and between them the black-card slots, the white cards played, the possessions (with Possessions) and
    the hand."""
    x, y, w, h = box
    info, modules = view["seats"][seat], view["modules"]
    lay.add_region(Region(f"seat:{seat}", "seat", box, info["name"], "full", owner=seat))
    below = _stats(lay, view, seat, box, wordy=True)
    ix, iy, iw, ih = x + 5, below + 2, w - 10, y + h - below - 6
    gw = _grid(spec, lay, view, seat, (ix, iy, iw, ih)) + 6 if "society" in modules else 0
    nw = int(min(ih, (iw - gw) * 0.34)) if "election" in modules else 0
    if nw:
        _network(lay, view, seat, (ix + iw - nw, iy, nw, min(ih, nw)))
    mx, mw = ix + gw, iw - gw - (nw + 6 if nw else 0)
    bh = int(min(mw / 6 * 1.1, ih * 0.3))
    board = info["board"]
    skips = {a.args[0] for a in offered(view) if a.verb == "skip" and a.args}
    for k, b in enumerate(row((mx, iy, mw, bh), spec.numbers.black_card_slots.value, 3)):
        lay.add_region(Region(f"bslot:{seat}:{k}", "bslot", b, "black|", owner=seat))
        if k < len(board) and board[k] in skips:  # a permanent effect offered: the card uses it, a chip skips it
            lay.place(Placement(board[k], "card", (b[0], b[1], b[2], b[3] - 17), owner=seat, zoom=True))
            lay.add_region(Region(f"skip:{board[k]}", "chip", (b[0], b[1] + b[3] - 15, b[2], 15), "Skip", owner=seat))
        elif k < len(board):
            lay.place(Placement(board[k], "card", b, owner=seat, zoom=True))
    py = iy + bh + 4
    rotations = [a.args[0] for a in offered(view) if a.verb == "rotate"]
    ph = int(bh if rotations else min(bh * 0.7, ih * 0.2))
    pw = mw
    if rotations and info["held_tiles"]:
        _rotations(lay, info["held_tiles"][0], rotations, seat, (mx + mw // 2, py, mw - mw // 2, ph))
        pw = mw // 2 - 4
    _played(lay, info["played"], seat, (mx, py, pw, ph))
    hy = py + ph + 4
    if "possessions" in modules:
        oh = int(min(52, ih * 0.2))
        _owned(lay, view, seat, (mx, hy, mw, oh))
        hy += oh + 4
    _hand(lay, view, seat, (mx, hy, mw, iy + ih - hy))


def _owned(lay: Layout, view: View, seat: int, box: Box) -> None:
    """A seat's money and possession tiles (``pos:SEAT``); the tiles are pieces, so sales and exchanges slide.
    The tiles take as many rows as makes them largest."""
    x, y, w, h = box
    info = view["seats"][seat]
    lay.add_region(Region(f"pos:{seat}", "owned", box, f"Cash {info['cash']}", owner=seat))
    stacked = h >= 36  # room for the cash above the tiles, so the tiles get the whole width
    chip = min(16, h - 4)
    wide = looks.stat_width("cash", info["cash"], chip, stacked)
    lay.add_region(
        Region(
            f"stat:{seat}:cash",
            "stat",
            (x + 4, y + 2, wide, chip),
            str(info["cash"]),
            "wordy" if stacked else "",
            owner=seat,
        )
    )
    tiles = info["possessions"]
    if not tiles:
        return
    lead = 4 if stacked else wide + 8
    top = chip + 4 if stacked else 2
    room = (w - lead - 4, h - top - 2)
    best = max(range(1, len(tiles) + 1), key=lambda r: min(room[1] / r, room[0] / -(-len(tiles) // r)))
    cols = -(-len(tiles) // best)
    size = int(max(8, min(room[1] / best, room[0] / cols) - 3))
    for k, tid in enumerate(tiles):
        r, c = divmod(k, cols)
        b = (x + lead + c * (size + 3), y + top + r * (size + 3), size, size)
        lay.place(Placement(tid, "possession", b, owner=seat))


def _played(lay: Layout, played: list[str], seat: int, box: Box) -> None:
    words = "" if played else "white cards played|played|"
    lay.add_region(Region(f"played:{seat}", "played", box, words, owner=seat))
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
    titles = [title] if info["hand"] is not None else [f"{info['name']}'s hand: {info['hand_size']} cards (hidden)"]
    if tiles:
        titles = [f"{titles[0]} - your tiles on the right", f"{titles[0]} - tiles right", *titles]
    lay.add_region(Region(f"hand:{seat}", "hand", box, "|".join([*titles, "Hand", ""]), owner=seat))
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


def _compact_seat(spec: ProdigalsSpec, lay: Layout, view: View, seat: int, box: Box) -> None:
    """Another player's area, small: grid, black cards, tiles held, possessions, network."""
    x, y, w, h = box
    info, modules = view["seats"][seat], view["modules"]
    lay.add_region(Region(f"seat:{seat}", "seat", box, info["name"], "compact", owner=seat))
    top = _stats(lay, view, seat, box, wordy=False) + 3
    ih = y + h - top - 4
    gw = 0
    if "society" in modules:
        gw = int(min(w * 0.22, ih * 0.5))
        lay.add_region(Region(f"grid:{seat}", "grid", (x + 4, top, gw, ih), owner=seat))
        grid = spec.society.grid
        _tokens(spec, lay, view, seat, (x + 4, top, gw / len(grid.columns), ih / len(grid.rows)))
    nw = int(min(ih, w * 0.26)) if "election" in modules else 0
    if nw:
        lay.add_region(Region(f"net:{seat}", "net", (x + w - nw - 4, top, nw, nw), "Political network", "mini", seat))
    mx = x + gw + 10 if gw else x + 6
    mw = x + w - (nw + 10 if nw else 6) - mx
    board = info["board"]
    slots = spec.numbers.black_card_slots.value
    tiles = info["bonus_tiles"] + info["held_tiles"]
    oh = int(min(48, max(14, ih * 0.3))) if "possessions" in modules else 0  # the cash and tiles strip, at the foot
    lines = 2 + (1 if tiles else 0)
    cw = (mw - 2 * 2) // 3
    chh = int(max(6, min((ih - oh - 2 * lines - (2 if oh else 0)) / lines, cw * 0.7)))
    for k in range(min(slots, len(board))):
        r, c = divmod(k, 3)
        lay.place(Placement(board[k], "card", (mx + c * (cw + 2), top + r * (chh + 2), cw, chh), owner=seat))
    ty = top + 2 * (chh + 2)
    size = int(max(6, min(chh, mw // 4)))
    for k, tid in enumerate(tiles):
        kind = "ptile" if tid.startswith("PT") else "tile"
        lay.place(Placement(tid, kind, (mx + k * (size + 2), ty, size, size), owner=seat))
    if oh:
        _owned(lay, view, seat, (mx, y + h - 4 - oh, mw, oh))


def stats_of(view: View, seat: int) -> list[tuple[str, int]]:
    """A player's numbers in the order the table shows them: the contests in play, megaphones (with Election),
    errand boys left, cards in hand, then a reserved turn-order place and Old Lady shields when there are any."""
    info = view["seats"][seat]
    contests = [c for c in ("election", "society", "possessions") if c in info["scores"]]
    found = [("votes", info["votes"]) if c == "election" else (c, info["scores"][c]) for c in contests]
    if "election" in info["scores"]:
        found.append(("megaphones", info["megaphones"]))
    found += [("boys", info["boys"]), ("hand", info["hand_size"])]
    if info["reserved"]:
        found.append(("turn", info["reserved"]))
    if info["shields"]:
        found.append(("shields", info["shields"]))
    return found


def _stats(lay: Layout, view: View, seat: int, box: Box, wordy: bool) -> int:
    """A player's numbers as chips (``stat:SEAT:KEY``, each with its tip) after the name on the area's top line,
    flowing onto more lines as needed (in words where ``wordy`` and they all fit one line); returns the bottom."""
    x, y, w, _ = box
    start, right, chip = x + 26 + looks.name_width(view["seats"][seat]["name"], w), x + w - 6, 15
    stats = stats_of(view, seat)
    if wordy:
        total = sum(looks.stat_width(k, v, chip, True) + 8 for k, v in stats)
        wordy = start + total <= right
    cx, cy = start, y + 2
    for key, value in stats:
        wide = looks.stat_width(key, value, chip, wordy)
        if cx + wide > right and cx > x + 8:
            cx, cy = x + 8, cy + chip + 2
        detail = "wordy" if wordy else ""
        lay.add_region(Region(f"stat:{seat}:{key}", "stat", (cx, cy, wide, chip), str(value), detail, owner=seat))
        cx += wide + (8 if wordy else 6)
    return cy + chip + 2


def target_of(view: View, action: Action) -> str | None:
    """The region or component an action is chosen by clicking, or None for a button."""
    verb, args = action.verb, action.args
    if not args:
        return None
    focus = focus_seat(view)
    direct = {"place": "space:", "from": "space:", "set": "display:", "row": f"row:{focus}:", "up": f"sq:{focus}:"}
    if verb in direct:
        return direct[verb] + args[0]
    if verb == "shield":
        return f"sq:{focus}:{args[0]}"
    if verb == "bonus" and args[0] in ("election", "society", "possessions"):  # an inner circle's bonus: its board
        return f"board:{args[0]}"
    if verb in ("bonus", "play", "board", "activate", "trigger", "add", "take", "sell", "give"):
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
    if verb == "skip" and args[0] in view["seats"][focus]["board"]:
        return f"skip:{args[0]}"
    if verb == "option":
        return f"opt:{args[0]}"
    return None


def button_label(view: View, action: Action) -> str:
    """The text of a button."""
    verb, args = action.verb, action.args
    if verb == "rotate" and args:
        return f"Turn {int(args[0]) * 90} deg left"
    if verb in ("fix", "abmt") and args:  # the prompt asks how many: symbols to fix, A Bit More Time cards to play
        return "None" if args[0] == "0" else args[0]
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


def intent_of(spec: ProdigalsSpec, view: View, key: str) -> tuple[str, str | None] | None:
    """What a click on region ``key`` or component ``key`` would mean now, as (verb, arg), or None for nothing."""
    verbs = {a.verb for a in offered(view)}
    prefix, _, rest = key.partition(":")
    if prefix == "space":
        return ("from" if "from" in verbs else "place"), rest
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
    if prefix == "skip":
        return "skip", rest
    if prefix == "opt":
        return "option", rest
    if prefix == "cell":
        return "at", rest.partition(":")[2].split(",")[0]
    if prefix in ("sq", "tok"):  # a square, or the token on it
        square = rest.partition(":")[2]
        verb = next((v for v in ("up", "shield", *GRID_VERBS) if v in verbs), "move")
        return verb, square
    return _piece_intent(spec, view, key, verbs)


def _piece_intent(spec: ProdigalsSpec, view: View, key: str, verbs: set[str]) -> tuple[str, str | None] | None:
    place, seat = places(view).get(key, ("", None))
    if place == "bonus":
        return "bonus", key
    if place in ("tile", "board_tile"):
        return "take", key
    if seat != focus_seat(view):
        return None
    if place == "hand":
        for verb in ("discard", "add"):
            if verb in verbs:
                return verb, key
        return ("board" if colour_of(spec, key) == "black" else "play"), key
    if place == "owned":
        return ("give" if "give" in verbs else "sell"), key
    if place == "board":
        for verb in ("discard", "trigger"):
            if verb in verbs:
                return verb, key
        return "activate", key
    return None
