"""Where things go on a Capo dei Capi table at a given window size, and what each action points at.

Pure: maps (spec, view, size) to regions and placements (the spec is the loaded data, handed down by screen.py);
the UI draws them and never decides rules. Every piece gets its hover tip from tips.py; intent_of says what a
click on a piece would mean, for the rules' why_not.
Seat 1 sits above the row of cards, seat 0 below; supplies stand at both ends of the row.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.layout import Box, Intent, Layout, PieceId, Placement, Region
from tabletop.engine.message import Msg, Seat, as_msg, msg, msgc
from tabletop.engine.screen import NOBODY, Seating
from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.rules.state import (
    BOX,
    BRIBE_SUPPLY,
    CHIP_SUPPLY,
    CUBE_SUPPLY,
    HITMAN_SUPPLY,
    MAYOR_CUBES,
    PENDING_CHIPS,
    card_cubes,
    hand,
    hitman,
    pending,
    place_of,
    side,
    won,
)
from tabletop.games.capo.rules.view import CapoView
from tabletop.games.capo.rules.whynot import seat_arg
from tabletop.games.capo.table import faces, looks, tips
from tabletop.games.capo.table.keys import (
    CardSpot,
    ChipSpot,
    DiceSpot,
    InfluencePile,
    PendingSpot,
    Pile,
    SideSpot,
    StripSpot,
    SupplySpot,
)

PANEL_MIN, PANEL_MAX = 250, 340
TOP_BAR, BOTTOM_BAR = 44, 64
DICE_BOX = (10, 10, 150)  # margin, top and height of the dice box at the top of the side panel (a region)

CHIP_ACTIONS = ("deceive", "pocket", "payoff", "backstab", "reneg", "scandal")  # labelled from the data
TURN_BUTTONS = ("roll", "stop", "deceive", "pocket", "scandal", "payoff", "backstab", "reneg")
# Each kind keeps one slot in the button row: the turn's free buttons, the chip actions cheap before costly,
# the buttons of other decisions (never at Roll's place), and the opponent's interjection last.
BUTTON_KINDS = (
    "roll",
    "stop",
    "deceive",
    "pocket",
    "payoff",
    "scandal",
    "reneg",
    "accept",
    "skip",
    "cancel",
    "backstab",
)
MAYOR = "M"  # the Mayor card's id: it stands in the middle of the row of area cards
PLACE_STAGES = ("influence", "double_influence", "double_bribe")
CARD_STAGES = {"invest_any": "cube", "place_cube": "cube", "move_from": "from", "move_to": "to"}
SLOT_STAGES = {"pocket": "pocket", "deceive_from": "from", "deceive_to": "to"}


def panel_width(width: int) -> int:
    """Width of the right-hand panel (dice and log)."""
    return int(max(PANEL_MIN, min(PANEL_MAX, width * 0.25)))


def token_size(width: int, height: int) -> int:
    """The size of a marker on the table in a window of ``width`` x ``height``."""
    table_w, table_h = width - panel_width(width), height - TOP_BAR - BOTTOM_BAR
    card_w = int(table_w / 9 * 0.86)
    return int(max(16, min(30, card_w / 3.3, table_h / 20)))


def card_foot(width: int, height: int) -> int:
    """The room at the foot of a card where the cubes on it lie, in a window of ``width`` x ``height``."""
    return token_size(width, height) + 8


def kind_of(component: str) -> str:
    """The kind of a component from its id."""
    return {"i": "influence", "b": "bribe", "c": "cube", "m": "chip", "h": "hitman"}[component[0]]


def _row(box: Box, n: int, size: int) -> list[Box]:
    """``n`` items in a row inside ``box``, overlapping when they do not fit."""
    x, y, w, h = box
    if n == 0:
        return []
    step = min(size + 3, (w - size) / max(1, n - 1)) if n > 1 else 0
    return [(int(x + i * step), y + (h - size) // 2, size, size) for i in range(n)]


def capo_layout(spec: CapoSpec, view: CapoView, width: int, height: int, seating: Seating = NOBODY) -> Layout:
    """Lay out the table for ``view`` in a window of ``width`` x ``height``, its pieces drawn from ``spec``
    (``seating``: the seats a computer plays, whose strips carry a robot)."""
    lay = Layout(width, height)
    zones = view.zones
    table_w = width - panel_width(width)
    table_h = height - TOP_BAR - BOTTOM_BAR
    col_w = table_w / 9
    card_w = int(col_w * 0.86)
    token = token_size(width, height)
    strip_h = max(30, token + 8)
    side_h = 2 * token + 10
    slot_h = token + 10
    card_h = int(min(card_w * 2.7, table_h * 0.45, table_h - 2 * (strip_h + side_h + slot_h) - 40))
    cube_room = card_foot(width, height)
    used = 2 * (strip_h + side_h + slot_h) + card_h
    gap = max(4, (table_h - used) // 8)
    y = TOP_BAR + gap
    rows: dict[str, int] = {}
    for name, h in (
        ("strip1", strip_h),
        ("side1", side_h),
        ("slot1", slot_h),
        ("cards", card_h),
        ("slot0", slot_h),
        ("side0", side_h),
        ("strip0", strip_h),
    ):
        rows[name] = y
        y += h + gap
    heights = {"strip": strip_h, "side": side_h, "slot": slot_h}

    order = (*view.cards[:3], MAYOR, *view.cards[3:])
    middle = order.index(MAYOR) + 1  # the Mayor's column (the supplies stand in columns 0 and 8)
    # The Mayor card is as wide as the others unless the words of its scale need more (a longer language): then
    # the gaps between the columns give it the room, the supplies at both ends staying where they stand.
    mayor_w = faces.mayor_width(spec, card_w, card_h, cube_room, card_w + int(8 * max(0.0, col_w - card_w - 4)))
    extra = mayor_w - card_w

    def column_x(index: int) -> int:
        shift = -extra / 2 * index / middle if index <= middle else extra / 2 * (8 - index) / (8 - middle)
        return int(index * col_w + (col_w - card_w) / 2 + shift)

    active = view.active
    for index, card in enumerate(order, start=1):
        x = column_x(index)
        card_box = (x, rows["cards"], card_w, card_h)
        if card == MAYOR:
            lay.add_region(Region(CardSpot(MAYOR), "mayor", (x, rows["cards"], mayor_w, card_h), spec.mayor_card.name))
            cubes = zones[MAYOR_CUBES]
            for (cid, _), box in zip(
                cubes,
                _row((x + 4, rows["cards"] + card_h - token - 6, mayor_w - 8, token), len(cubes), int(token * 0.7)),
            ):
                lay.place(Placement(cid, "cube", box))
            for seat in (0, 1):
                slot = (x, rows[f"slot{seat}"], mayor_w, slot_h)
                lay.add_region(Region(ChipSpot(seat), "chipslot", slot, "", owner=seat))
                if seat == active:
                    for (cid, _), box in zip(
                        zones[PENDING_CHIPS],
                        _row((x + 4, slot[1], mayor_w - 8, slot_h), len(zones[PENDING_CHIPS]), int(token * 0.8)),
                    ):
                        lay.place(Placement(cid, "chip", box, owner=seat))
            continue
        lay.add_region(Region(CardSpot(card), "card", card_box, tips.card_name(spec, card)))
        cubes = zones[card_cubes(card)]
        for (cid, _), box in zip(
            cubes, _row((x + 4, rows["cards"] + card_h - token - 6, card_w - 8, token), len(cubes), int(token * 0.7))
        ):
            lay.place(Placement(cid, "cube", box))
        for seat in (0, 1):
            side_box = (x, rows[f"side{seat}"], card_w, side_h)
            banked = zones[side(card, seat)]
            lay.add_region(Region(SideSpot(card, seat), "side", side_box, owner=seat, count=len(banked)))
            spots = looks.side_spots(card_w, side_h, 6)
            for (cid, face), (sx, sy, size, _) in zip(banked, spots):
                lay.place(Placement(cid, kind_of(cid), (x + sx, side_box[1] + sy, size, size), face, owner=seat))
            slot = (x + (card_w - token - 8) // 2, rows[f"slot{seat}"], token + 8, slot_h)
            lay.add_region(Region(PendingSpot(card, seat), "slot", slot, owner=seat))
            if seat == active:
                for cid, face in zones[pending(card)]:
                    lay.place(Placement(cid, kind_of(cid), (slot[0] + 4, slot[1] + 5, token, token), face, owner=seat))
    span = rows["slot0"] + slot_h - rows["slot1"]
    _supplies(spec, lay, view, (column_x(0), column_x(8)), (rows["side1"], side_h), rows["slot1"], span, card_w, token)
    _strips(lay, view, rows, heights["strip"], table_w, token)
    margin, top, dice_h = DICE_BOX
    dice_box = (table_w + margin, TOP_BAR + top, panel_width(width) - 2 * margin, dice_h)
    lay.add_region(Region(DiceSpot(), "dice", dice_box))
    tips.explain(spec, lay, view)
    looks.dress(spec, lay, view, seating, cube_room)
    return lay


def _supplies(
    spec: CapoSpec,
    lay: Layout,
    view: CapoView,
    xs: tuple[int, int],
    spots: tuple[int, int],
    top: int,
    span: int,
    w: int,
    token: int,
) -> None:
    """The supply tiles at both ends of the row of cards (``span`` high from ``top``), and above them the box and
    the hit-man's spot (``spots``: their top and height)."""
    zones = view.zones
    left, right = xs
    pile_h = (span - 8) // 3
    piles_left: list[tuple[Pile, Msg, str]] = [(InfluencePile(v), msg("Influence"), "influence") for v in (1, 2, 3)]
    piles_right: list[tuple[Pile, Msg, str]] = [
        (SupplySpot(CHIP_SUPPLY), msg("Chips"), "chip"),
        (SupplySpot(BRIBE_SUPPLY), msg("Bribes"), "bribe"),
        (SupplySpot(CUBE_SUPPLY), msg("Cubes"), "cube"),
    ]
    for x, piles in ((left, piles_left), (right, piles_right)):
        for i, (key, label, kind) in enumerate(piles):
            box = (x, top + i * (pile_h + 4), w, pile_h)
            lay.add_region(Region(key, "pile", box, label, count=len(zones[key.zone])))
            px, py, size, _ = looks.tile_piece(w, pile_h, kind)
            for cid, face in zones[key.zone]:
                lay.place(Placement(cid, kind, (box[0] + px, box[1] + py, size, size), face, in_pile=True))
    spot_top, spot_h = spots
    piece = min(token, spot_h - 20)

    def in_spot(x: int) -> tuple[int, int, int, int]:
        return (x + (w - piece) // 2, spot_top + spot_h - piece - 4, piece, piece)

    hit_box = (right, spot_top, w, spot_h)
    lay.add_region(Region(SupplySpot(HITMAN_SUPPLY), "hitman_spot", hit_box, spec.executioner.name))
    for cid, _ in zones[HITMAN_SUPPLY]:
        lay.place(Placement(cid, "hitman", in_spot(right)))
    box_zone = (left, spot_top, w, spot_h)
    lay.add_region(Region(SupplySpot(BOX), "box", box_zone, msg("Box"), count=len(zones[BOX])))
    for cid, face in zones[BOX]:
        lay.place(Placement(cid, kind_of(cid), in_spot(left), face, in_pile=True))


def _strips(lay: Layout, view: CapoView, rows: dict[str, int], strip_h: int, table_w: int, token: int) -> None:
    zones = view.zones
    for seat in (0, 1):
        box = (8, rows[f"strip{seat}"], table_w - 16, strip_h)
        lay.add_region(Region(StripSpot(seat), "strip", box, view.players[seat], owner=seat))
        x, y, w, h = box
        chips = zones[hand(seat)]
        chip_box = (x + int(w * 0.40), y, int(w * 0.28), h)
        for (cid, _), b in zip(chips, _row(chip_box, len(chips), int(token * 0.8))):
            lay.place(Placement(cid, "chip", b, owner=seat))
        cubes_won = zones[won(seat)]
        won_box = (x + int(w * 0.70), y, int(w * 0.22), h)
        for (cid, _), b in zip(cubes_won, _row(won_box, len(cubes_won), int(token * 0.7))):
            lay.place(Placement(cid, "cube", b, owner=seat))
        hit = (x + w - token - 6, y + (h - token) // 2, token, token)
        for cid, _ in zones[hitman(seat)]:
            lay.place(Placement(cid, "hitman", hit, owner=seat))


def target_of(view: CapoView, action: Action, seating: Seating = NOBODY) -> PieceId | None:
    """The region (its Key) or component (its id) an action is chosen by clicking, or None for a button."""
    stage, active = view.stage, view.active
    if not action.args:
        return None
    arg = action.args[0]
    if action.verb == "place" or action.verb == "pocket" or stage in ("deceive_from", "deceive_to"):
        return PendingSpot(arg, active)
    if action.verb == "reveal":
        return SideSpot(arg, 1 - active)
    if action.verb in ("cube", "from", "to"):
        return CardSpot(arg)
    if action.verb == "drop":
        return arg
    return None


def _plain_label(verb: str) -> Msg | None:
    """The label of a button that is no chip action."""
    return {
        "roll": lambda: msgc("button", "Roll"),
        "stop": lambda: msgc("button", "Stop & bank"),
        "accept": lambda: msgc("button", "Accept"),
        "cancel": lambda: msgc("button", "Cancel"),
        "skip": lambda: msgc("button", "No cube"),
    }.get(verb, lambda: None)()


def button_label(spec: CapoSpec, view: CapoView, action: Action) -> Msg:
    """The text of the button for an action that has no target on the table (chip actions: name and cost)."""
    if action.verb in CHIP_ACTIONS:
        chip = spec.action(action.verb)
        if action.verb == "scandal" and action.args:  # the top bar asks "Scandal: raise extortion by how much?"
            return msg("+{step}", step=int(action.args[0]))
        if action.verb == "backstab":
            seat = 1 - view.active
            return msg("{seat}: {action}", seat=Seat(seat, view.players[seat]), action=chip.name)
        return msg("{action} ({cost})", action=chip.name, cost=chip.cost)
    if action.verb == "accept":
        return msgc("button", "Accept arrest") if view.stage == "arrest" else msgc("button", "End the game")
    return _plain_label(action.verb) or as_msg(str(action))


def intent_of(view: CapoView, piece: PieceId, seating: Seating = NOBODY) -> Intent | None:
    """What a click on a region (its Key) or a component (its id) would mean now, as (verb, arg), or None if nothing.

    Agrees with target_of for every legal action. A pending slot or side of the player whose turn it is not
    names its seat too (whynot.seat_arg: "W1:1"), so the rules can say whose side it is.
    """
    stage = view.stage
    if isinstance(piece, CardSpot):
        verb = CARD_STAGES.get(stage) or ("place" if stage == "decide" else None)  # at "decide": only a roll places
        return (verb, piece.card) if verb else None
    if isinstance(piece, (SideSpot, PendingSpot)):
        return _spot_intent(view, piece)
    if isinstance(piece, DiceSpot):
        return None if stage == "decide" else ("roll", None)
    if isinstance(piece, str):
        return _piece_intent(view, piece)
    return None


def _spot_intent(view: CapoView, spot: SideSpot | PendingSpot) -> Intent | None:
    """What a click on a seat's side of a card or its pending slot beside it would mean now."""
    stage, card, mine = view.stage, spot.card, spot.seat == view.active
    if stage == "limit":  # only the markers themselves can be removed
        return ("drop", str(spot))
    if isinstance(spot, SideSpot):
        return ("reveal", seat_arg(card, spot.seat) if mine else card) if stage == "reveal" else None
    arg = card if mine else seat_arg(card, spot.seat)
    if stage in PLACE_STAGES:
        return ("place", arg)
    if stage in SLOT_STAGES:
        return (SLOT_STAGES[stage], arg)
    return ("pocket" if stage == "decide" and view.zones[pending(card)] else "place", arg)


def _piece_intent(view: CapoView, component: str) -> Intent | None:
    """What a click on a component would mean now: what a click on the place it lies in would mean."""
    zone = next((z for z, items in view.zones.items() if any(c == component for c, _ in items)), "")
    place = place_of(zone)
    if view.stage == "limit" and place.kind in ("side", "pending"):
        return ("drop", component)
    if place.kind == "pending":
        return intent_of(view, PendingSpot(place.card, view.active))
    if place.kind == "side" and place.seat is not None:
        return intent_of(view, SideSpot(place.card, place.seat))
    if place.kind == "cubes":
        return intent_of(view, CardSpot(place.card))
    return None
