"""Where things go on a Rialto table: player boards down the left; stages, Doge and VP tracks across the
top; Venice (six districts, twelve connections, the Grand Canal) with the building supply beside it;
card rows and the viewer's hand along the bottom.

Pure: maps (view, size) to regions and placements and dresses them in their looks (boards.py, looks.py), all drawn
from the game's data ``spec`` handed down by screen.py; the UI draws them and never decides rules.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.layout import Box, Layout, Placement, Region
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.table.boards import PILE_LABEL, board_geometry, board_stats, dress
from tabletop.games.rialto.table.looks import fits
from tabletop.games.rialto.table.tips import apply_tips
from tabletop.games.rialto.table.venice import district_parts

TOP_BAR, BOTTOM_BAR = 44, 58
TURN_BUTTONS = ("play", "pass")
# Every verb that can be a button, in its fixed slot: the turn's two, taking back, then the cheap choices, and
# last the wait, which costs a coin (Rialto has no interjection by another player).
BUTTON_KINDS = ("play", "pass", "clear", "cancel", "done", "draw", "skip", "delay")
CARD_ORDER = ("doge", "gold", "building", "bridge", "gondola", "councillor", "joker")


def panel_width(width: int) -> int:
    """Width of the right-hand panel (the log)."""
    return int(max(230, min(300, width * 0.21)))


def rialto_layout(spec: RialtoSpec, view: dict[str, Any], width: int, height: int) -> Layout:
    """Lay out the table for ``view`` in a window of ``width`` x ``height``, drawn from the game's data ``spec``."""
    lay = Layout(width, height)
    tw = width - panel_width(width)
    top, bottom = TOP_BAR + 6, height - BOTTOM_BAR - 6
    th = bottom - top
    lw = int(max(250, min(460, tw * 0.36)))
    _boards(lay, view, (6, top, lw, th))
    rx = 6 + lw + 10
    rw = tw - rx - 6
    _stages(lay, view, (rx, top, rw, 28))
    lay.add_region(Region("banner", "anchor", (rx, top, rw, 56)))
    _doge_track(lay, view, (rx, top + 32, rw, 24))
    _vp_track(lay, view, (rx, top + 60, rw, 24))
    y = top + 90
    bottom_h = int(max(104, min(200, th * 0.27)))
    mid_h = bottom - bottom_h - 8 - y
    bs = int(min(mid_h, rw * 0.56))
    _venice(lay, view, (rx, y + (mid_h - bs) // 2, bs, bs))
    _supply(lay, view, (rx + bs + 10, y, rw - bs - 10, mid_h))
    _bottom(lay, view, (rx, bottom - bottom_h, rw, bottom_h))
    apply_tips(spec, lay, view)
    dress(spec, lay, view)
    return lay


# ----- player boards --------------------------------------------------------------------------------
def _boards(lay: Layout, view: dict[str, Any], box: Box) -> None:
    x, y, w, h = box
    parts = view["participants"]
    bh = int(min(150, (h - 6 * (len(parts) - 1)) / len(parts)))
    for p, info in enumerate(parts):
        b = (x, y + p * (bh + 6), w, bh)
        lay.add_region(Region(f"pboard:{p}", "pboard", b, info["name"], owner=p))
        lay.add_region(Region(f"hand:{p}", "anchor", (b[0] + w - 60, b[1] + 2, 40, 20)))
        lay.add_region(Region(f"pile:{p}", "anchor", (b[0] + w - 60, b[1] + 2, 40, 20)))
        for st in board_stats(view, p, w):  # each figure on the board's top line explains itself on hover
            box_ = (int(b[0] + st.left - 2), b[1] + 3, int(st.right - st.left + 4), 20)
            lay.add_region(Region(f"stat:{p}:{st.key}", "stat", box_, st.key, owner=p))
        _board_contents(lay, view, p, info, b)


def _board_contents(lay: Layout, view: dict[str, Any], p: int, info: dict[str, Any], box: Box) -> None:
    x, y, w, h = box
    slot, sy, py = board_geometry(box)
    if info["human"]:
        picked = {view["sub"].get("upgrade"), view["sub"].get("return")}
        for k, b in enumerate(info["buildings"]):
            face = f"{b['colour']}|{b['value']}|{int(b['coin'])}|{int(b['blocked'])}"
            box = (x + 8 + k * (slot + 4), sy, slot, slot)
            lay.place(Placement(b["id"], "building", box, face, owner=p))
            if b["id"] in picked:
                lay.add_region(Region("chosen", "chosen", (box[0] - 3, box[1] - 3, slot + 6, slot + 6)))
        lay.add_region(Region(f"played:{p}", "anchor", (x + 8, py, w - 16, max(8, y + h - py - 4))))
        cards = info["played"]
    else:
        lay.add_region(Region(f"played:{p}", "anchor", (x + 8, py, w - 16, max(8, y + h - py - 4))))
        cards = info["played"] + view["neutral_hand"]
        py = sy
    card_h = int(max(14, min(y + h - py - 4, 40)))
    card_w = int(card_h * 0.72)
    gap = card_w // 2 if not info["human"] and info["played"] else 0  # the neutral's played cards, then its hand
    step = min(card_w + 3, (w / 2 - 16 - gap) / max(1, len(cards)))  # the right half: the stage notes
    for k, c in enumerate(cards):
        extra = gap if k >= len(info["played"]) else 0
        lay.place(Placement(c["id"], "rcard", (int(x + 8 + k * step + extra), py, card_w, card_h), c["face"]))


# ----- stages and tracks -----------------------------------------------------------------------------
STAGES = (("A", "Doge"), ("B", "Gold"), ("C", "Building"), ("D", "Bridge"), ("E", "Gondola"), ("F", "Councillor"))


def _stages(lay: Layout, view: dict[str, Any], box: Box) -> None:
    x, y, w, h = box
    cw = (w - 5 * 4) / 6
    for k, (letter, name) in enumerate(STAGES):
        lay.add_region(Region(f"stage:{letter}", "stage", (int(x + k * (cw + 4)), y, int(cw), h), name, letter))


def _doge_track(lay: Layout, view: dict[str, Any], box: Box) -> None:
    x, y, w, h = box
    parts = view["participants"]
    spaces = max(12, max(p["doge"] for p in parts) + 1)
    label = 44
    lay.add_region(Region("doge_track", "track", box, "Doge", str(spaces)))
    cw = (w - label) / spaces
    for p in view["doge_order"]:  # markers sharing a space sit side by side, in Doge order (the top first)
        info = parts[p]
        here = [q for q in view["doge_order"] if parts[q]["doge"] == info["doge"]]
        k = here.index(p)
        size = int(max(6, min(h - 6, (cw - 4) / len(here) - 1)))
        cx = x + label + (info["doge"] - 1) * cw + 2 + k * (size + 1)
        owner = p if info["human"] else None
        lay.place(
            Placement(
                f"doge:{p}", "rmarker", (int(cx), y + 3, size, size), str(view["doge_order"].index(p) + 1), owner=owner
            )
        )


def _vp_track(lay: Layout, view: dict[str, Any], box: Box) -> None:
    x, y, w, h = box
    parts = [p for p in view["participants"] if p["human"]]
    top = max(40, max(p["vp"] for p in parts) + 5)
    label = 44
    lay.add_region(Region("vp_track", "track", box, "VP", str(top)))
    size = h - 6
    seen: dict[int, int] = {}
    for p, info in enumerate(parts):
        k = seen.get(info["vp"], 0)
        seen[info["vp"]] = k + 1
        cx = x + label + (w - label - size - 4) * info["vp"] / top + k * (size + 1)  # equal VP: side by side
        lay.place(Placement(f"vp:{p}", "rmarker", (int(cx), y + 3, size, size), str(info["vp"]), owner=p))


# ----- Venice ----------------------------------------------------------------------------------------
def hex_order(view: dict[str, Any]) -> list[str]:
    """The districts around a hexagon: one canal side across the top, and opposite each district the one it
    does not touch (the data's board is an octahedron: every district misses exactly one other)."""
    ids = [d["id"] for d in view["districts"]]
    touching: dict[str, set[str]] = {d: set() for d in ids}
    for c in view["connections"]:
        a, b = c["between"]
        touching[a].add(b)
        touching[b].add(a)
    apart = {d: [e for e in ids if e != d and e not in touching[d]] for d in ids}
    top = [d["id"] for d in view["districts"] if d["side"] == view["districts"][0]["side"]]
    if len(ids) != 6 or len(top) != 3 or any(len(apart[d]) != 1 for d in ids):
        return ids  # not the printed board's shape: the districts in data order
    return top + [apart[d][0] for d in top]


def district_centres(view: dict[str, Any], box: Box) -> dict[str, tuple[float, float]]:
    """The centre of each district: a hexagon whose opposite corners are the districts not connected."""
    x, y, w, h = box
    cx, cy = x + w / 2, y + h / 2
    rx, ry = w * 0.37, h * 0.40
    angles = (150, 90, 30, -30, -90, -150)
    return {
        d: (cx + rx * math.cos(math.radians(a)), cy - ry * math.sin(math.radians(a)))
        for d, a in zip(hex_order(view), angles)
    }


def _venice(lay: Layout, view: dict[str, Any], box: Box) -> None:
    x, y, w, h = box
    lay.add_region(Region("venice", "venice", box))
    order = hex_order(view)
    centres = district_centres(view, box)
    cx, cy = x + w / 2, y + h / 2
    long, short = max(24, int(w * 0.11)), max(15, int(h * 0.065))
    for c in view["connections"]:
        a, b = c["between"]
        (ax, ay), (bx, by) = centres[a], centres[b]
        mx, my = (ax + bx) / 2, (ay + by) / 2
        # slots of the hexagon's sides move outward, those of its inner star inward, clear of the districts
        k = 1.35 if order.index(a) - order.index(b) in (1, -1, 5, -5) else 0.7
        mx, my = cx + (mx - cx) * k, cy + (my - cy) * k
        sw, sh = (short, long) if abs(by - ay) > abs(bx - ax) else (long, short)  # lying from district to district
        slot = (int(mx - sw / 2), int(my - sh / 2), sw, sh)
        detail = f"{ax:.0f},{ay:.0f},{mx:.0f},{my:.0f},{bx:.0f},{by:.0f}"
        label = "marked" if view["marked"] == c["id"] else ""
        lay.add_region(Region(f"conn:{c['id']}", "conn", slot, label, detail))
        if c["tile"]:
            face = _tile_face(c, centres, (mx, my))
            lay.place(Placement(c["tile"], "tile", slot, face))
    dw, dh = int(w * 0.31), int(h * 0.17)
    chosen = view["sub"].get("connection")
    if chosen:
        sx, sy, w_, h_ = lay.regions[f"conn:{chosen}"].rect
        lay.add_region(Region("chosen", "chosen", (sx - 3, sy - 3, w_ + 6, h_ + 6)))
    for d in view["districts"]:
        px, py = centres[d["id"]]
        region = Region(
            f"district:{d['id']}",
            "district",
            (int(px - dw / 2), int(py - dh / 2), dw, dh),
            d["name"],
            f"{d['number']}|{d['value']}|{int(view['district'] == d['id'])}|" + ",".join(map(str, d["councillors"])),
        )
        lay.add_region(region)
        _councillors(lay, view, d, region.rect)


def _councillors(lay: Layout, view: dict[str, Any], d: dict[str, Any], box: Box) -> None:
    """Each participant's councillors in a district, as one wooden cube showing the count, right of its value."""
    x, y, w, h = box
    chips = [(p, c) for p, c in enumerate(d["councillors"]) if c]
    if not chips:
        return
    cx, cy, cw, ch = district_parts(w, h)["cubes"]
    size = int(max(10, min(ch + 2, 26, cw / len(chips) - 2)))
    for k, (p, c) in enumerate(chips):
        owner = p if view["participants"][p]["human"] else None
        box_ = (int(x + cx + k * (size + 2)), int(y + cy + ch - size + 1), size, size)
        lay.place(Placement(f"cncl:{d['id']}:{p}", "rchip", box_, str(c), owner=owner))


def _tile_face(c: dict[str, Any], centres: dict, mid: tuple[float, float]) -> str:
    """'bridge|3|6|dx|dy': the value facing the first district, the other's, and the direction toward the first."""
    a, b = c["between"]
    kind = "gondola" if c["tile"].startswith("gondola") else "bridge"
    ax, ay = centres[a]
    dx, dy = ax - mid[0], ay - mid[1]
    norm = math.hypot(dx, dy) or 1.0
    return f"{kind}|{c['facing'].get(a, 0)}|{c['facing'].get(b, 0)}|{dx / norm:.2f}|{dy / norm:.2f}"


# ----- building supply, tiles, piles --------------------------------------------------------------------
def _supply(lay: Layout, view: dict[str, Any], box: Box) -> None:
    x, y, w, h = box
    grid_h = int(h * 0.62)
    lay.add_region(Region("supply_label", "label", (x, y, w, 16), "Buildings (value = cost = VP)"))
    cw, ch = (w - 3 * 5) / 4, (grid_h - 18 - 2 * 5) / 3
    for k in view["supply"]:
        row = ("green", "yellow", "blue").index(k["colour"])
        col = k["value"] - 1
        cell = (int(x + col * (cw + 5)), int(y + 18 + row * (ch + 5)), int(cw), int(ch))
        lay.add_region(
            Region(
                f"supply:{k['kind']}",
                "supply",
                cell,
                k["name"],
                f"{k['colour']}|{k['value']}|{k['text']}",
                count=k["left"],
            )
        )
    py = y + grid_h + 6
    ph = y + h - py
    pw = (w - 3 * 6) / 4
    items = [
        ("bridges", "Bridges", view["bridges"], "-".join(map(str, view["next_bridge"]))),
        ("gondolas", "Gondolas", view["gondolas"], ""),
        ("deck", "Deck", view["deck"], ""),
        ("discard", "Discards", view["discard"], ""),
    ]
    named = all(fits(label, PILE_LABEL, pw - 6) for _, label, _, _ in items)  # every pile named, or none
    for k, (key, label, count, detail) in enumerate(items):
        label = label if named else ""
        lay.add_region(
            Region(key, "rpile", (int(x + k * (pw + 6)), py, int(pw), int(ph * 0.55)), label, detail, count=count)
        )
    by = py + int(ph * 0.55) + 6
    bw = (w - 6) / 2
    for k, t in enumerate(view["bonus"]):
        state = "board" if t["on_board"] else ("flipped" if t["flipped"] else "taken")
        lay.add_region(
            Region(
                f"bonus:{t['side']}",
                "bonus",
                (int(x + k * (bw + 6)), by, int(bw), max(14, y + h - by)),
                t["side"],
                f"{t['vp']}|{state}",
            )
        )


# ----- rows, hand, play in progress ---------------------------------------------------------------------
def _bottom(lay: Layout, view: dict[str, Any], box: Box) -> None:
    x, y, w, h = box
    rows = [r for r in view["rows"] if r["cards"] or r["taken_by"] is not None]
    showing_rows = any(r["cards"] for r in view["rows"])
    hand = view["hand"]
    if showing_rows and hand:
        rw = int(w * 0.5)
        _rows(lay, view, rows, (x, y, rw, h))
        _hand(lay, view, (x + rw + 8, y, w - rw - 8, h))
    elif showing_rows:
        _rows(lay, view, rows, box)
    elif hand or view["play"] is not None:
        _hand(lay, view, box)
    else:
        lay.add_region(Region("help", "help", box, "\n".join(view["help"])))


def _rows(lay: Layout, view: dict[str, Any], rows: list[dict[str, Any]], box: Box) -> None:
    x, y, w, h = box
    lay.add_region(Region("rows_label", "label", (x, y, w, 16), "Card rows"))
    rh = (h - 18) / max(1, len(rows))
    card_h = int(max(12, min(rh - 4, 44)))
    card_w = int(min(card_h * 1.45, (w - 70) / 6 - 3))
    for k, r in enumerate(rows):
        ry = int(y + 18 + k * rh)
        taker = r["taken_by"]
        label = f"Row {r['i'] + 1}" + (f": {view['participants'][taker]['name']}" if taker is not None else "")
        lay.add_region(Region(f"row:{r['i']}", "row", (x, ry, w, int(rh) - 2), label, owner=taker))
        for j, c in enumerate(r["cards"]):
            lay.place(Placement(c["id"], "rcard", (x + 62 + j * (card_w + 3), ry + 1, card_w, card_h), c["face"]))


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


def _hand(lay: Layout, view: dict[str, Any], box: Box) -> None:
    x, y, w, h = box
    play = view["play"]
    pending = {c["id"] for c in (play or {}).get("cards", [])} | {c["id"] for _, c in (play or {}).get("converted", [])}
    hand = [c for c in view["hand"] if c["id"] not in pending]
    title = "Your hand" if view["hand"] else ""
    lay.add_region(Region("handarea", "handarea", box, title))
    groups = [t for t in CARD_ORDER if any(c["face"] == t for c in hand)]
    play_w = int(w * 0.26) if play is not None else 0
    cols, card_w = hand_grid(w - play_w - 12, h - 22)
    gw, gh = (w - play_w - 12) / cols, (h - 22) / math.ceil(len(CARD_ORDER) / cols)
    card_h = int(card_w / 0.7)
    for k, t in enumerate(groups):
        cards = [c for c in hand if c["face"] == t]
        gx, gy = int(x + 6 + (k % cols) * gw), int(y + 20 + (k // cols) * gh)
        lay.add_region(Region(f"hand:{t}", "handgroup", (gx, gy, int(gw) - 4, int(gh) - 3), t, count=len(cards)))
        for j, c in enumerate(cards):
            off = min(j * 4, 16)
            lay.place(Placement(c["id"], "rcard", (gx + 2 + off, gy + 2 + off // 2, card_w, card_h), c["face"]))
    if play is not None:
        px = x + w - play_w
        lay.add_region(Region("pending", "pending", (px, y + 2, play_w - 4, h - 4), f"To play: {play['count']}"))
        chosen = [(c, "") for c in play["cards"]] + [(c, b) for b, c in play["converted"]]
        ph = int(max(20, min(h - 30, 70)))
        pw = int(ph * 0.7)
        step = min(pw + 3, (play_w - 20) / max(1, len(chosen)))
        for j, (c, b) in enumerate(chosen):
            face = c["face"] + ("|conv" if b else "")
            lay.place(Placement(c["id"], "rcard", (int(px + 6 + j * step), y + 22, pw, ph - 4), face))


# ----- clicks ----------------------------------------------------------------------------------------
def target_of(view: dict[str, Any], action: Action) -> str | None:
    """The region or component an action is chosen by clicking, or None for a button."""
    if not action.args:
        return None
    verb, arg = action.verb, action.args[0]
    if verb in ("use", "upgrade", "return"):
        return arg
    if verb in ("add", "convert", "discard"):
        return f"hand:{arg}"
    if verb == "take":
        return arg if view["task"] == "cards" else f"supply:{arg}"
    if verb == "build":
        return f"supply:{arg}"
    if verb == "row":
        return f"row:{arg}"
    if verb == "connection":
        return f"conn:{arg}"
    if verb in ("face", "councillor"):
        return f"district:{arg}"
    return None


def button_label(spec: RialtoSpec, view: dict[str, Any], action: Action) -> str:
    """The text of a button (its numbers from the game's data ``spec``)."""
    verb = action.verb
    if verb == "play":
        count = (view["play"] or {}).get("count", 0)
        return f"Play ({count})" if count else "Play"
    if verb == "draw":  # the green building in use says how many; before one is, the first that draws (the button's
        # slot is measured once, on the label it first has, so the label must not grow later)
        green = _building(spec, view, view["sub"].get("green", ""))
        params = green["params"] if green else next(k.params for k in spec.buildings.kinds if "draw" in k.params)
        return f"Draw {params['draw']} cards"
    if verb == "delay":  # the slot is measured once, before a building is named: every label names the kind
        delay = _building(spec, view, action.args[0] if action.args else "")
        names = delay["name"] if delay else _delay_names(spec, view)
        return f"Wait ({names})" if names else "Wait"
    labels = {"pass": "Pass", "clear": "Take back", "cancel": "Back", "done": "Done", "skip": "No building"}
    return labels.get(verb, str(action))


def _delay_names(spec: RialtoSpec, view: dict[str, Any]) -> str:
    """The kinds of building that let a player wait ('Yellow 1'), under the readings in force."""
    order = view.get("options", {}).get("middle_building_order")
    kinds = [spec.building(k.id, order) for k in spec.buildings.kinds]
    return ", ".join(k.name for k in kinds if k.effect == "delay")


def _building(spec: RialtoSpec, view: dict[str, Any], building: str) -> dict[str, Any] | None:
    """A building on a board in the view, with its kind's parameters (under the readings in force)."""
    found = next((b for p in view["participants"] for b in p["buildings"] if b["id"] == building), None)
    if found is None:
        return None
    kind = spec.building(found["kind"], view.get("options", {}).get("middle_building_order"))
    return {**found, "params": dict(kind.params)}


def intent_of(view: dict[str, Any], key: str) -> tuple[str, str | None] | None:
    """What a click on region ``key`` or component ``key`` would mean now, as (verb, argument), legal or not;
    None for things a click never means anything on (tracks, stages, markers, boards, labels)."""
    task, sub = view["task"], view["sub"]
    kind, _, arg = key.partition(":")
    if kind == "supply" and arg:
        return ("take" if task == "start" else "build", arg)
    if kind == "row" and arg:
        return ("row", arg)
    if kind == "conn":
        return ("connection", arg)
    if kind in ("district", "cncl"):
        district = arg.split(":")[0]
        return {"bridge": ("face", district), "gondola": ("councillor", district)}.get(task)
    if kind == "hand" and arg and not arg.isdigit():
        return _hand_intent(view, arg)
    if key == "deck" and task == "cards":
        return ("draw", None)
    building = next((b for p in view["participants"] for b in p["buildings"] if b["id"] == key), None)
    if building is not None:
        if task == "build" and "return" in sub:
            return ("return", key)
        if task == "blue" and "upgrade" in sub:
            return ("upgrade", key)
        return ("delay" if task == "turns" and building["effect"] == "delay" else "use", key)
    tile = next((c["id"] for c in view["connections"] if c["tile"] == key), None)
    if tile is not None:
        return ("connection", tile)
    for r in view["rows"]:
        if any(c["id"] == key for c in r["cards"]):
            return ("take", key) if task == "cards" else ("row", str(r["i"]))
    card = next((c for c in view["hand"] if c["id"] == key), None)
    if card is not None:
        play = view["play"] or {}
        pending = {c["id"] for c in play.get("cards", [])} | {c["id"] for _, c in play.get("converted", [])}
        return ("clear", None) if key in pending else _hand_intent(view, card["face"])
    return None


def _hand_intent(view: dict[str, Any], card_type: str) -> tuple[str, str | None] | None:
    """A click on a card type in the hand: put it down (or convert it) on a play turn, discard it in phase I."""
    if view["task"] == "turns":
        return ("convert" if (view["play"] or {}).get("converting") else "add", card_type)
    if view["task"] in ("pick", "cards"):
        return ("discard", card_type)
    return None
