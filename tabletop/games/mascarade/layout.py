"""Where things go on a Mascarade table: seats round an oval (each with name, coins and card or
cards), the centre cards, bank and courthouse in the middle, and the characters in play as tiles.

Pure: maps (view, size) to regions and placements, each with its hover tip (tips.py) and its look (looks.py).
Card placements are named by their position (``p:3``, ``c:0``), never by the card, so a face-down card says
nothing about itself.
``intent_of`` says what a click on a piece would mean, so a misclick gets the rules' why_not.
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.layout import Layout, Placement, Region
from tabletop.games.mascarade import looks, tips

TOP_BAR, BOTTOM_BAR = 44, 58
TURN_BUTTONS = ("swap", "peek", "announce")
# Every verb that can be a button, each in a fixed slot: the turn's three choices (cheap first), then the
# steps of a chain, then the game's first click, and last the answers of the other players to an announcement.
BUTTON_KINDS = TURN_BUTTONS + ("keep", "done", "skip", "continue", "ready", "pass", "claim")
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
        # Drawn by the seat's look: where it writes the coins, so hovering the number says what it counts.
        lay.add_region(Region(f"coins:{s}", "hotspot", (x + seat_w - 48, y + 2, 46, 22), owner=s))
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
    right = ix + int(inner_w) - 8  # the centre's look writes the courthouse and the bank right-aligned here
    lay.add_region(Region("courthouse", "hotspot", (right - 116, iy + 26, 116, 20), count=view["courthouse"]))
    lay.add_region(Region("bank", "hotspot", (right - 116, iy + 48, 116, 18)))
    chars = view["in_play"]
    cols = max(1, min(len(chars), 6, int((inner_w - 20) // 72)))  # tiles at least ~66 px wide
    rows = -(-len(chars) // cols)
    tile_w = int(min(92, (inner_w - 20) / cols - 6))
    tile_h = 28 if rows > 2 else 30
    ty = iy + int(inner_h) - rows * (tile_h + 6) - 6
    # The centre cards stand above the tiles: smaller than the seats' cards if the centre is short.
    centre_h = max(24, min(card_h, ty - 6 - (iy + 28)))
    centre_w = max(18, card_w * centre_h // card_h)
    for k, pos in enumerate(view["centre"]):
        box = (ix + 10 + k * (centre_w + 6), iy + 28, centre_w, centre_h)
        _card(lay, pos, faces[pos], box)
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
    tips.apply(view, lay)
    looks.dress(lay, view)
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


def intent_of(view: dict[str, Any], key: str) -> tuple[str, str | None] | None:
    """What a click on region ``key`` or card ``key`` would mean now, as (verb, argument), as target_of maps
    actions to keys; None where a click never means anything (the centre, the courthouse, the bank)."""
    stage = view["stage"]
    if key.startswith("chosen:"):  # the frame round a chosen card stands for the card
        key = view["pending"].get(key.split(":", 1)[1], "")
    key = key.removeprefix("slot:")
    if key.startswith("coins:"):
        key = "seat:" + key.split(":")[1]
    if key.startswith("char:"):
        return ("guess" if stage == "inq_guess" else "announce", key.split(":", 1)[1])
    if key.startswith("seat:"):
        return (SEAT_VERBS[stage], key.split(":")[1]) if stage in SEAT_VERBS else None
    if not key.startswith(("p:", "c:")):
        return None
    if stage in SEAT_VERBS:  # a player's card stands for the player
        return (SEAT_VERBS[stage], key.split(":")[1]) if key.startswith("p:") else ("card", key)
    if stage in CARD_VERBS:
        return CARD_VERBS[stage], key
    if view["phase"] == "turn" and stage == "":  # a turn's first click on a card: look at one's own, swap with another
        return ("look" if key in view["positions"][view["current"]] else "with"), key
    return "card", key
