"""Where things go on a Mascarade table: seats round an oval (each with name, coins and card or
cards), the centre cards, bank and courthouse in the middle, and the characters in play as tiles.

Pure: maps (view, size) to regions and placements. Card placements are named by their position
(``p:3``, ``c:0``), never by the card, so a face-down card says nothing about itself.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.layout import Layout, Placement, Region

TOP_BAR, BOTTOM_BAR = 44, 58
TURN_BUTTONS = ("swap", "peek", "announce")


def panel_width(width: int) -> int:
    """Width of the right-hand panel (the log)."""
    return int(max(230, min(310, width * 0.22)))


def mascarade_layout(view: dict[str, Any], width: int, height: int) -> Layout:
    """Lay out the table for ``view`` in a window of ``width`` x ``height``."""
    lay = Layout(width, height)
    table_w = width - panel_width(width)
    top, bottom = TOP_BAR + 4, height - BOTTOM_BAR - 4
    n = len(view["players"])
    cx, cy = table_w / 2, (top + bottom) / 2
    per_seat = max(len(ps) for ps in view["positions"])
    seat_w = int(min(190, max(84, 2 * math.pi * min(table_w, bottom - top) * 0.40 / n - 10)))
    seat_h_max = (bottom - top) / (n / 3 + 1.2) - 6  # about a third of the seats stand on each side
    card_h = int(min((seat_w - 12) / per_seat * 1.35 - 4, seat_h_max - 52, 80 if n < 6 else 66))
    while True:  # shrink the seats until neighbours round the oval no longer touch
        card_w = int(card_h / 1.35)
        seat_h = card_h + 54  # name and coins above the cards, the claim answer below them
        rx, ry = table_w / 2 - seat_w / 2 - 8, (bottom - top) / 2 - seat_h / 2 - 4
        boxes = [
            (int(cx + rx * math.cos(a) - seat_w / 2), int(cy + ry * math.sin(a) - seat_h / 2), seat_w, seat_h)
            for a in (math.pi / 2 + 2 * math.pi * s / n for s in range(n))
        ]  # seat 0 at the bottom, clockwise
        if not any(_touch(boxes[s], boxes[(s + 1) % n]) for s in range(n) if n > 1) or card_h <= 30:
            break
        card_h -= 3
        seat_w = max(84, seat_w - 4)
    faces = {c["pos"]: c["face"] for c in view["cards"]}
    for s, (x, y, _, _) in enumerate(boxes):
        lay.add_region(Region(f"seat:{s}", "seat", boxes[s], view["players"][s], owner=s, count=view["coins"][s]))
        positions = view["positions"][s]
        row_w = len(positions) * (card_w + 4) - 4
        for k, pos in enumerate(positions):
            box = (x + (seat_w - row_w) // 2 + k * (card_w + 4), y + 34, card_w, card_h)
            _card(lay, pos, faces[pos], box)
    for key in ("from", "to", "first", "second", "target"):
        pos = view["pending"].get(key)
        if pos and f"slot:{pos}" in lay.regions:
            x, y, w, h = lay.regions[f"slot:{pos}"].rect
            lay.add_region(Region(f"chosen:{key}", "chosen", (x - 4, y - 4, w + 8, h + 8)))
    # The centre is the largest box round the middle that no seat touches.
    inner_w, inner_h = rx * 1.4, ry * 1.4
    while inner_w > 160 and any(_touch((cx - inner_w / 2, cy - inner_h / 2, inner_w, inner_h), b) for b in boxes):
        inner_w, inner_h = inner_w * 0.96, inner_h * 0.96
    ix, iy = int(cx - inner_w / 2), int(cy - inner_h / 2)
    lay.add_region(
        Region("centre", "centre", (ix, iy, int(inner_w), int(inner_h)), _centre_text(view), count=view["courthouse"])
    )
    for k, pos in enumerate(view["centre"]):
        box = (ix + 10 + k * (card_w + 6), iy + 28, card_w, card_h)
        _card(lay, pos, faces[pos], box)
    chars = view["in_play"]
    cols = max(1, min(len(chars), 6, int((inner_w - 20) // 72)))  # tiles at least ~66 px wide
    rows = -(-len(chars) // cols)
    tile_w = int(min(92, (inner_w - 20) / cols - 6))
    tile_h = 28 if rows > 2 else 30
    ty = iy + int(inner_h) - rows * (tile_h + 6) - 6
    for k, char in enumerate(chars):
        col, row = k % cols, k // cols
        lay.add_region(
            Region(
                f"char:{char}",
                "character",
                (ix + 10 + col * (tile_w + 6), ty + row * (tile_h + 6), tile_w, tile_h),
                char,
            )
        )
    return lay


def _touch(a, b) -> bool:
    """Whether two boxes overlap (with a 2-pixel margin)."""
    return a[0] < b[0] + b[2] + 2 and b[0] < a[0] + a[2] + 2 and a[1] < b[1] + b[3] + 2 and b[1] < a[1] + a[3] + 2


def _card(lay: Layout, pos: str, face: str, box) -> None:
    lay.add_region(Region(f"slot:{pos}", "cardslot", box, pos))
    lay.place(Placement(pos, "mcard", box, face))


def _centre_text(view: dict[str, Any]) -> str:
    names = view["players"]
    pending = view["pending"]
    if view["phase"] == "memorise":
        return "Memorise every card!"
    if "char" in pending and view["stage"] not in ("", "announce"):
        return f"{names[view['current']]} announced the {pending['char'].capitalize()}"
    return f"Turn {view['turn']}" + (" - swaps only" if view["swap_only"] else "")


def target_of(view: dict[str, Any], action: Action) -> str | None:
    """The region or component an action is chosen by clicking, or None for a button."""
    if not action.args:
        return None
    verb, arg = action.verb, action.args[0]
    if verb in ("announce", "guess"):
        return f"char:{arg}"
    if verb in ("from",) or (verb == "with" and view["stage"] == "witch"):
        return f"seat:{arg}"
    if verb in ("mine", "with", "look", "using", "claim", "card"):
        return arg
    return None


def button_label(view: dict[str, Any], action: Action) -> str:
    """The text of a button."""
    labels = {
        "swap": "Swap",
        "keep": "Don't swap",
        "peek": "Look",
        "announce": "Announce",
        "claim": "Claim",
        "pass": "Pass",
        "skip": "Skip",
        "done": "Done, hide it",
        "continue": "Turn cards face down",
        "ready": "Memorised: start",
    }
    if action.verb == "swap" and view["stage"] in ("swap_secret", "fool_secret", "spy_secret"):
        return "Swap them"
    if action.verb == "swap":
        return "Swap-or-not"
    return labels.get(action.verb, str(action))


def why_not(view: dict[str, Any], verb: str) -> str:
    """Why a turn button is not legal now."""
    if view["swap_only"]:
        return "The first four turns of the game are swaps only."
    if view["current"] in view["revealed_last_turn"]:
        return "Your card was revealed during the previous turn: you must swap."
    return "That is not legal now."
