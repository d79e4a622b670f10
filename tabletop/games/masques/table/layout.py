"""Where things go on a Masques table: the palace as a square ring of cards and corridors, agent
stacks and supplies inside it, players down the left, the viewer's hand along the bottom.

Pure: maps (data, view, size) to regions and placements, each with its hover tip (tips.py) and its look (looks.py);
the UI draws them and never decides rules. ``intent_of`` says what a click on a piece would mean, so a misclick
gets the rules' why_not.
"""

from __future__ import annotations

from tabletop.engine import measure
from tabletop.engine.actions import Action
from tabletop.engine.layout import Box, Intent, Layout, PieceId, Placement, Region
from tabletop.engine.message import Words, msg, msgc
from tabletop.engine.screen import NOBODY, Seating
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.state import favor_guild
from tabletop.games.masques.rules.view import Card, CorridorView, GuestCard, MasquesView, PalaceView
from tabletop.games.masques.table import board, looks
from tabletop.games.masques.table.dress import dress
from tabletop.games.masques.table.keys import (
    ChosenFrame,
    CorridorSpot,
    CrestSpot,
    FavorColumn,
    FirstCardSpot,
    HandBack,
    HandCount,
    HandStrip,
    NameTile,
    PalaceSpot,
    PickedLabel,
    PileSpot,
    PlayerBoard,
    PurseSpot,
    StackCaption,
    StackSpot,
)
from tabletop.games.masques.table.tips import NOWHERE, apply_tips, places

TOP_BAR, BOTTOM_BAR = 44, 58
TURN_BUTTONS = ("pass",)
# Every verb that can be a button, in its fixed slot: the turn's Pass, then Skip (a power), then Back.
BUTTON_KINDS = ("pass", "skip", "cancel")
# What a click on a corridor or a palace card means at each step of a power (else "corridor" / "marker").
CORRIDOR_VERBS = {
    "assassin": "target",
    "guard": "target",
    "gondolier": "target",
    "guard_to": "to",
    "gondolier_with": "with",
    "courtesan": "call",
}
PALACE_VERBS = {"merchant_with": "with"}


def panel_width(width: int) -> int:
    """Width of the right-hand panel (the log)."""
    return int(max(230, min(310, width * 0.22)))


def hand_height(height: int) -> int:
    """Height of the strip along the bottom that shows the viewer's hand or packet."""
    return int(max(92, min(132, height * 0.16)))


def ring_cells(n: int) -> list[tuple[int, int]]:
    """(row, column) of each perimeter cell clockwise from the top-left corner: palace 0, corridor 0, palace 1..."""
    m = n // 2 + 1
    cells = [(0, c) for c in range(m)] + [(r, m - 1) for r in range(1, m)]
    cells += [(m - 1, c) for c in range(m - 2, -1, -1)] + [(r, 0) for r in range(m - 2, 0, -1)]
    return cells


def card_face(card: Card) -> tuple[str, str]:
    """(kind, face) of a card, which looks.piece draws."""
    if isinstance(card, GuestCard):
        return "guest", f"{card.family}|{card.value}|{'down' if card.down else 'up'}"
    return "agent", f"{card.type}|{card.influence}|{card.cost}"


def _inset(box: Box, d: int) -> Box:
    x, y, w, h = box
    return (x + d, y + d, w - 2 * d, h - 2 * d)


def masques_layout(spec: MasquesSpec, view: MasquesView, width: int, height: int, seating: Seating = NOBODY) -> Layout:
    """Lay out the table for ``view`` in a window of ``width`` x ``height``, its pieces drawn from the data ``spec``
    (``seating``: the seats a computer plays, whose boards carry a robot)."""
    lay = Layout(width, height)
    table_w = width - panel_width(width)
    hand_h = hand_height(height)
    top, bottom = TOP_BAR + 6, height - BOTTOM_BAR - hand_h - 6
    players = len(view.players)
    n = view.n
    m = n // 2 + 1
    tall = min((bottom - top) / m, 104)  # the ring's cell as the height allows: the boards take what width is left
    block_w = int(max(190, min(270, table_w - 22 - tall * m)))
    _players(lay, view, (6, top, block_w, bottom - top), players)
    ring_x0 = block_w + 14
    cell = int(min((table_w - ring_x0 - 8) / m, (bottom - top) / m, 104))
    ox = ring_x0 + (table_w - ring_x0 - 8 - cell * m) // 2
    oy = top + (bottom - top - cell * m) // 2
    for k, (r, c) in enumerate(ring_cells(n)):
        box = (ox + c * cell, oy + r * cell, cell, cell)
        i = k // 2
        if k % 2 == 0:
            _palace_card(lay, view.palace[i], _inset(box, 3))
        else:
            _corridor(lay, view.corridors[i], _inset(box, 2))
    first = view.pending_int("first")
    if first is not None:  # the first pick of a two-step power (the guest to move, the marker to swap)
        spot = PalaceSpot(first) if view.stage == "merchant_with" else CorridorSpot(first)
        x, y, w, h = lay.regions[spot].rect
        lay.add_region(Region(ChosenFrame(), "chosen", (x - 3, y - 3, w + 6, h + 6)))
    inner = (ox + cell + 8, oy + cell + 8, cell * (m - 2) - 16, cell * (m - 2) - 16)
    _centre(spec, lay, view, inner)
    _hand(spec, lay, view, (6, bottom + 6, table_w - 12, hand_h))
    apply_tips(spec, lay, view)
    dress(spec, lay, view, seating)
    return lay


def _palace_card(lay: Layout, card: PalaceView, box: Box) -> None:
    i = card.i
    lay.add_region(Region(PalaceSpot(i), "palace", box, msgc("palace card 0", "Door") if i == 0 else str(i)))
    marker = card.marker
    if marker:
        x, y, w, h = box
        size = int(min(w, h) * 0.5)
        face = f"{marker.guild or 'ducat'}|{'down' if marker.down else 'up'}"
        lay.place(Placement(marker.id, "marker", (x + (w - size) // 2, y + h - size - 4, size, size), face))


def _corridor(lay: Layout, corridor: CorridorView, box: Box) -> None:
    i = corridor.i
    lay.add_region(Region(CorridorSpot(i), "corridor", box, str(i)))
    if corridor.card:
        kind, face = card_face(corridor.card)
        lay.place(Placement(corridor.card.id, kind, _inset(box, 2), face))


def _centre(spec: MasquesSpec, lay: Layout, view: MasquesView, box: Box) -> None:
    x, y, w, h = box
    cols, rows = 3, 2
    card_w = int(min(w / cols - 10, (h * 0.62) / rows / 1.25))
    card_h = int(card_w * 1.25)
    piles = (
        ("supply", msg("Ducats"), view.supply),
        ("pool", msg("Favor pool"), view.pool),
        ("deck", msg("Guests"), view.deck + view.aside),
    )
    pile_w = (w - 40) // 3
    extra = max(looks.pile_extra(label, pile_w) for _, label, _ in piles)  # a name wrapped onto two lines
    short = 34 + extra - (h - 18 - rows * (card_h + 22) - 4)  # what the piles lack below the stacks
    if extra and short > 0:  # the stacks' cards give up the height of the wrapped names' second line
        card_h -= min(short, extra) // rows + 1
    names = looks.band_width(looks.agent_names(spec)) + 4  # the top card lies 2 px inside its stack
    card_w = max(card_w, int(min(w / cols - 10, names)))  # wide enough for every agent's name, where it can be
    gap_x = (w - cols * card_w) // (cols + 1)
    for k, (kind, stack) in enumerate(view.stacks.items()):
        col, row = k % cols, k // cols
        sx = x + gap_x + col * (card_w + gap_x)
        sy = y + 18 + row * (card_h + 22)
        region = (sx, sy, card_w, card_h)
        name = looks.agent_name(spec, kind)
        if view.stage == "place" and view.pending.get("hire") == kind:  # outlined as a chosen guest in hand is
            lay.add_region(Region(ChosenFrame(), "chosen", (sx - 4, sy - 4, card_w + 8, card_h + 8)))
        lay.add_region(Region(StackSpot(kind), "stack", region, name, count=stack.count))
        lay.add_region(Region(StackCaption(kind), "anchor", (sx - 10, sy - 18, card_w + 20, 16)))  # "2 left"
        if stack.top:
            lay.place(Placement(stack.top, "agent", _inset(region, 2), f"{kind}|{stack.influence}|{stack.cost}"))
    py = y + 18 + rows * (card_h + 22) + 4
    pile_h = max(34 + extra, min(72, y + h - py))
    for k, (zone, label, count) in enumerate(piles):
        pile = (x + 10 + k * (pile_w + 10), py, pile_w, pile_h)
        lay.add_region(Region(PileSpot(zone), "pile", pile, label, count=count))
        if zone == "supply":  # where the pile's picture shows its top coin
            coin = _at(pile, looks.pile_top(pile_h, extra))
            for d in view.supply_ids:
                lay.place(Placement(d, "marker", coin, "ducat|up", in_pile=True))


def _players(lay: Layout, view: MasquesView, box: Box, players: int) -> None:
    x, y, w, h = box
    block_h = int(min(170, (h - 6 * (players - 1)) / players))
    for s in range(players):
        b = (x, y + s * (block_h + 6), w, block_h)
        lay.add_region(Region(PlayerBoard(s), "player", b, view.players[s], owner=s))
        p = board.plan(w, block_h, len(view.families[s]))
        for d in view.seats[s].purse:
            lay.place(Placement(d, "marker", _at(b, p.purse), "ducat|up", owner=s, in_pile=True))
        guilds = list(view.seats[s].favor)
        for m in view.seats[s].won:  # on its guild's column, until it goes back to the pool at cleanup
            guild = favor_guild(m)
            head = p.heads[guilds.index(guild)] if guild in guilds else p.heads[0]
            lay.place(Placement(m, "marker", _at(b, head), f"{guild}|up", owner=s))
        _board_spots(lay, view, s, b, p)


def _at(piece: Box, area: looks.Area, grow: int = 0) -> Box:
    """An area in a piece's own pixels (a board's plan, a pile's top coin), in table pixels (``grow`` pixels
    larger on every side)."""
    x, y, w, h = area
    return (
        int(piece[0] + x) - grow,
        int(piece[1] + y) - grow,
        int(round(w)) + 2 * grow,
        int(round(h)) + 2 * grow,
    )


def _board_spots(lay: Layout, view: MasquesView, s: int, b: Box, p: board.Plan) -> None:
    """Unpainted spots over what a player's board (board.board) shows, so each explains itself: the
    first-player card, the family crests, the favor columns, the guests held and the ducats (the same plan)."""
    if view.first == s:
        lay.add_region(Region(FirstCardSpot(s), "anchor", _at(b, p.first), owner=s))
    for family, row in zip(view.families[s], p.crests):
        lay.add_region(Region(CrestSpot(family), "anchor", _at(b, row), owner=s))
    for guild, head, pips in zip(view.seats[s].favor, p.heads, p.pips):
        x, y, w, _ = head
        column = (x - 2, y, w + 4, pips[0][1] + pips[0][3] - y)
        lay.add_region(Region(FavorColumn(s, guild), "anchor", _at(b, column, 1), owner=s))
    purse = (p.purse_count[0], p.purse[1], p.purse[0] + p.purse[2] - p.purse_count[0], p.purse[3])
    lay.add_region(Region(PurseSpot(s), "anchor", _at(b, purse), owner=s))
    seat = view.seats[s]
    if seat.hand + seat.packet + seat.picked:
        lay.add_region(Region(HandBack(s), "anchor", _at(b, p.hand), owner=s))
        lay.add_region(Region(HandCount(s), "anchor", _at(b, p.hand_count), owner=s))


def _hand(spec: MasquesSpec, lay: Layout, view: MasquesView, box: Box) -> None:
    lay.add_region(Region(HandStrip(), "handarea", box, _hand_title(view)))
    x, y, w, h = box
    if view.stage == "courtesan_name":
        names = view.names
        size = int(min((w - 20) / max(1, len(names)) - 6, h - 30, 70))
        for k, name in enumerate(names):
            tile = (x + 10 + k * (size + 6), y + 24, size, h - 30)
            lay.add_region(Region(NameTile(name), "name", tile, looks.guest_name(spec, name)))
        return
    cards = view.packet or view.hand
    card_h = h - 28
    card_w = max(int(card_h * 0.78), looks.band_width(looks.family_names(spec)))  # wide enough for a family's name
    chosen = view.pending.get("card")
    for k, card in enumerate(cards):
        kind, face = card_face(card)
        box = (x + 12 + k * (card_w + 10), y + 24, card_w, card_h)
        if card.id == chosen:
            lay.add_region(Region(ChosenFrame(), "chosen", (box[0] - 4, box[1] - 4, box[2] + 8, box[3] + 8)))
        lay.place(Placement(card.id, kind, box, face))
    if view.picked:
        title_end = x + 12 + measure.width(_hand_title(view), 15, bold=True) + 24  # the hand's title stays clear
        px = max(x + 12 + max(4, len(cards)) * (card_w + 10) + 30, title_end)
        lay.add_region(Region(PickedLabel(), "label", (px, y + 2, 200, 20), msg("Kept so far")))
        for k, card in enumerate(view.picked):
            kind, face = card_face(card)
            lay.place(
                Placement(card.id, kind, (px + k * (card_w // 2 + 6), y + 24, card_w // 2 + 2, card_h // 2 + 10), face)
            )


def _hand_title(view: MasquesView) -> Words:
    if view.stage == "courtesan_name":
        return msg("Name the guest the courtesan calls:")
    if view.packet:
        return msg("Your draft packet - pick one to keep (pick {pick} of 4)", pick=view.draft_step)
    if view.hand:
        return msg("Your hand")
    return ""


def target_of(view: MasquesView, action: Action, seating: Seating = NOBODY) -> PieceId | None:
    """The region (its key) or component (its id) an action is chosen by clicking, or None for a button."""
    if not action.args:
        return None
    arg, verb, stage = action.args[0], action.verb, view.stage
    if verb in ("pick", "play"):
        return arg
    if verb == "hire":
        return StackSpot(arg)
    if verb in ("corridor", "target", "to", "call") or (verb == "with" and stage == "gondolier_with"):
        return CorridorSpot(int(arg))
    if verb == "marker" or verb == "with":
        return PalaceSpot(int(arg))
    if verb == "name":
        return NameTile(arg)
    return None


def button_label(view: MasquesView, action: Action) -> Words:
    """The text of a button."""
    labels = {
        "pass": msgc("button", "Pass"),
        "skip": msgc("button", "Skip the power"),
        "cancel": msgc("button", "Back"),
    }
    return labels.get(action.verb, str(action))


def intent_of(view: MasquesView, key: PieceId, seating: Seating = NOBODY) -> Intent | None:
    """What a click on region ``key`` or component ``key`` would mean now, as (verb, arg), or None for nothing."""
    stage = view.stage
    if isinstance(key, CorridorSpot):
        return CORRIDOR_VERBS.get(stage, "corridor"), str(key.i)
    if isinstance(key, PalaceSpot):
        return PALACE_VERBS.get(stage, "marker"), str(key.i)
    if isinstance(key, StackSpot):
        return "hire", key.agent
    if isinstance(key, NameTile):
        return "name", key.name
    if not isinstance(key, str):  # another region: a click there means nothing
        return None
    where = places(view).get(key, NOWHERE)
    place = where.place
    if place == "corridor":
        return CORRIDOR_VERBS.get(stage, "corridor"), str(where.at)
    if place == "palace":
        return PALACE_VERBS.get(stage, "marker"), str(where.at)
    if place == "stack":
        return "hire", where.agent
    if place == "hand":
        return "play", key
    if place in ("packet", "picked"):
        return "pick", key
    return None
