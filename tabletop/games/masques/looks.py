"""How Masques's pieces look: faces (tabletop/engine/face.py) built from the view and the `presentation:` block of
data/masques.yaml. Pure: the one renderer draws them."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.engine import seatmark
from tabletop.engine.face import Face, Sketch, seat_ink, shift
from tabletop.engine.layout import Layout, Region

if TYPE_CHECKING:
    from tabletop.games.masques.data import MasquesSpec

View = dict[str, Any]


def spec() -> MasquesSpec:
    """The loaded data (once per process)."""
    from tabletop.games.registry import load_rules

    return load_rules("masques").spec


def _agent_name(kind: str) -> str:
    """An agent type's display name, from the agents' data."""
    return next((a.name for a in spec().agents.types if a.id == kind), kind)


def guest(family: str, value: str, down: bool, w: int, h: int) -> Face:
    """A guest card: its family's band and its value, or face down a 0 with its family and value in small."""
    look = spec().presentation
    colour = look.families[family]
    s = Sketch(w, h)
    if down:
        colours = look.colours
        s.box((0, 0, w, h), colours.guest_down, colour, width=3, radius=6)
        s.text("0", (w // 2, h // 2 - h // 10), int(h * 0.34), colours.guest_down_value, bold=True, anchor="center")
        s.text(
            f"{family.capitalize()} {value}",
            (w // 2, h - 4),
            max(9, int(h * 0.14)),
            colours.guest_down_name,
            anchor="midbottom",
            max_width=w - 6,
        )
        return s.face()
    s.box((0, 0, w, h), "card", radius=6)
    s.box((0, 0, w, int(h * 0.3)), colour, radius=6, top_only=True)
    s.box((0, 0, w, h), None, colour, width=2, radius=6)
    band = max(9, int(h * 0.15))
    s.text(family.capitalize(), (w // 2, int(h * 0.15)), band, "text", bold=True, anchor="center", max_width=w - 6)
    s.text(value, (w // 2, int(h * 0.64)), int(h * 0.42), "text_dark", bold=True, anchor="center")
    return s.face()


def agent(kind: str, influence: str, cost: str, w: int, h: int) -> Face:
    """An agent card: its name, its influence and its cost."""
    colours = spec().presentation.colours
    s = Sketch(w, h).box((0, 0, w, h), colours.agent, colours.agent_edge, width=2, radius=6)
    name_size, small = max(9, int(h * 0.16)), max(9, int(h * 0.14))
    s.text(_agent_name(kind), (w // 2, int(h * 0.18)), name_size, "accent", bold=True, anchor="center", max_width=w - 6)
    s.text(influence, (w // 2, int(h * 0.55)), int(h * 0.36), "text", bold=True, anchor="center")
    s.text(f"cost {cost}", (w // 2, h - 3), small, "text_dim", anchor="midbottom", max_width=w - 6)
    return s.face()


def marker(kind: str, down: bool, w: int, h: int) -> Face:
    """A ducat (a coin with its letter) or a guild's favor marker (a square with its letter), centred in w x h;
    face down a ducat darkens and shows its face-down letter, a favor marker darkens to a third."""
    look = spec().presentation
    colours = look.colours
    size = min(w, h)
    x, y = (w - size) / 2, (h - size) / 2
    full, centre = (x, y, size, size), (w // 2, h // 2)
    s = Sketch(w, h)
    if kind == "ducat":
        s.oval(full, colours.ducat_down if down else "chip")
        s.oval(full, None, colours.ducat_edge, max(1, size // 10))
        letter = look.ducat.down_letter if down else look.ducat.letter
        ink = colours.ducat_down_ink if down else colours.ducat_ink
        return s.text(letter, centre, int(size * 0.55), ink, bold=True, anchor="center").face()
    guild = look.guilds[kind]
    colour = tuple(c // 3 for c in guild.colour) if down else guild.colour
    s.box(full, colour, colours.marker_edge, width=max(1, size // 12), radius=size // 4)
    ink = "text" if sum(colour) < 400 else "text_dark"
    return s.text(guild.letter, centre, int(size * 0.6), ink, bold=True, anchor="center").face()


def piece(kind: str, face: str, w: int, h: int) -> Face | None:
    """A component's face from its layout kind and face string ("family|value|side", "type|influence|cost",
    "guild|side")."""
    if kind == "guest":
        family, value, side = (face.split("|") + ["", "", "up"])[:3]
        return guest(family, value, side == "down", w, h)
    if kind == "agent":
        agent_type, influence, cost = (face.split("|") + ["", "", ""])[:3]
        return agent(agent_type, influence, cost, w, h)
    if kind == "marker":
        guild, side = (face.split("|") + ["up"])[:2]
        return marker(guild, side == "down", w, h)
    return None


def other_side(kind: str, face: str) -> str | None:
    """The face string of a guest's or a marker's other side (what a flip starts from), None for an agent."""
    parts = face.split("|")
    if kind not in ("guest", "marker") or parts[-1] not in ("up", "down"):
        return None
    return "|".join([*parts[:-1], "down" if parts[-1] == "up" else "up"])


def palace(label: str, icon: str, w: int, h: int) -> Face:
    """A palace card: its number ("Door" in bold for the first) and what it receives when empty (a favor square
    or a ducat circle) in its corner."""
    colours = spec().presentation.colours
    s = Sketch(w, h).box((0, 0, w, h), colours.palace, colours.palace_edge, width=2, radius=5)
    size = max(9, min(13, h // 5))
    s.text(label, (4, 2), size, "text_dark", bold=label == "Door", max_width=w - size - 8)
    icon_box = (w - size - 3, 3, size, size)
    if icon == "favor":
        s.box(icon_box, colours.palace_favor, radius=2)
    else:
        s.circle((w - size - 3 + size // 2, 3 + size // 2), size // 2, colours.palace_ducat)
    return s.face()


def corridor(label: str, w: int, h: int) -> Face:
    """A corridor: a dark slot with its number."""
    colours = spec().presentation.colours
    s = Sketch(w, h).box((0, 0, w, h), colours.corridor, colours.corridor_edge, radius=5)
    return s.text(label, (w // 2, h // 2), max(9, h // 5), colours.corridor_label, anchor="center").face()


def stack(count: int, w: int, h: int) -> Face:
    """An agent stack under its top card: up to two cards peeking out behind, or an empty place."""
    colours = spec().presentation.colours
    s = Sketch(w, h)
    for k in range(min(count, 3) - 1, 0, -1):
        s.box((3 * k, -3 * k, w, h), colours.stack, radius=6)
    if not count:
        s.box((0, 0, w, h), colours.stack_empty, radius=6)
    return s.face()


def caption(text: str, w: int, h: int, size: int = 12, colour: str = "text") -> Face:
    """Words centred over the bottom of w x h (an agent stack's name and count above it)."""
    return Sketch(w, h).text(text, (w // 2, h - 1), size, colour, anchor="midbottom", max_width=w).face()


def label(text: str, w: int, h: int) -> Face:
    """A small dim caption from the top left."""
    return Sketch(w, h).text(text, (0, 0), 13, "text_dim", max_width=w).face()


def pile(label_text: str, count: int, w: int, h: int) -> Face:
    """A supply pile (ducats, the favor pool, the guest deck): its name and how many are left."""
    colours = spec().presentation.colours
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", colours.pile_edge, radius=6)
    s.text(label_text, (w // 2, 3), 12, "text", anchor="midtop", max_width=w - 4)
    s.text(f"x{count}", (w - 6, h - 4), 14, "text" if count else "text_dim", bold=True, anchor="bottomright")
    return s.face()


def name_tile(name: str, w: int, h: int) -> Face:
    """A guest the courtesan may call ("family-value"): its family's colour, its value, its family's name."""
    family, value = name.rsplit("-", 1)
    s = Sketch(w, h).box((0, 0, w, h), spec().presentation.families[family], radius=6)
    s.text(value, (w // 2, h // 2 + 6), int(h * 0.4), "text", bold=True, anchor="center")
    return s.text(family.capitalize(), (w // 2, 3), 11, "text", anchor="midtop", max_width=w - 4).face()


def chosen(w: int, h: int) -> Face:
    """A choice already made in a chain (the card to move, the card to swap): a green frame."""
    return Sketch(w, h).box((0, 0, w, h), None, "ok", width=4, radius=8).face()


def hand_area(title: str, w: int, h: int) -> Face:
    """The strip that holds the viewer's hand, titled."""
    s = Sketch(w, h).box((0, 0, w, h), spec().presentation.colours.hand_area, radius=8)
    if title:
        s.text(title, (12, 4), 15, "accent", bold=True, max_width=w - 24)
    return s.face()


def board(name: str, seat: int, status: dict[str, Any], w: int, h: int) -> Face:
    """A player's board: badge and name (framed in the seat's colour while deciding, "*first*" for the first
    player), family crests, a column of four favor pips per guild, ducats and the hand size (``status`` from
    ``seat_status``)."""
    look = spec().presentation
    colours = look.colours
    colour, active = seat_ink(seat), status["active"]
    s = Sketch(w, h).box(
        (0, 0, w, h), colours.board, colour if active else colours.board_edge, width=3 if active else 1, radius=8
    )
    seatmark.badge(s, seat, (6, 6, 24, 24))  # the seat's colour and shape
    shown = name + ("  *first*" if status["first"] else "")
    s.text(shown, (36, 18), 15, "text", bold=active, anchor="midleft", max_width=w - 110)
    y, x = 34, 8
    chip_w = min(90, (w - 20) // 2)
    for family in status["families"]:
        s.box((x, y, chip_w, 18), look.families[family], radius=4)
        s.text(family.capitalize(), (x + chip_w // 2, y + 9), 12, "text", anchor="center", max_width=chip_w - 4)
        x += chip_w + 6
    y += 22
    favor = status["favor"]
    pip = max(5, min(10, (h - y - 22) // 5 - 2))
    for k, guild in enumerate(favor):  # one column per guild: its letter, then four pips from the bottom up
        gx = 10 + k * (pip + 14)
        s.text(look.guilds[guild].letter, (gx + pip // 2, y), 11, "text_dim", anchor="midtop")
        for level in range(4):
            fill = look.guilds[guild].colour if level < favor[guild] else colours.pip_empty
            s.box((gx, y + 14 + (3 - level) * (pip + 2), pip, pip), fill, radius=2)
    s.text(str(status["ducats"]), (w - 40, h - 19), 15, "text", bold=True, anchor="midright")
    s.circle((w - 23, h - 19), 10, "chip")
    if status["hand"]:
        s.text(f"hand {status['hand']}", (w - 8, h - 38), 13, "text_dim", anchor="bottomright")
    return s.face()


def seat_status(view: View, seat: int) -> dict[str, Any]:
    """What a player's board shows of the view: whether they decide now (the drafter in the draft), whether
    they are the first player, their families, favor by guild, ducats and cards held (hand, packet and picks)."""
    info = view["seats"][seat]
    deciding = view["drafting"] if view["phase"] == "draft" else view["active"]
    return {
        "active": seat == deciding and view["phase"] != "over",
        "first": seat == view["first"],
        "families": view["families"][seat],
        "favor": info["favor"],
        "ducats": info["ducats"],
        "hand": info["hand"] + info["packet"] + info["picked"],
    }


KINDS = {  # the layout's own names for its regions -> the table's closed set of region kinds
    "palace": "card",
    "corridor": "slot",
    "stack": "pile",
    "pile": "pile",
    "player": "board",
    "name": "card",
    "handarea": "hand",
    "chosen": "slot",
    "label": "label",
    "anchor": "label",
}


def _region_look(lay: Layout, reg: Region, view: View) -> Face | None:
    _, _, w, h = reg.rect
    kind = reg.kind
    if kind == "palace":
        return palace(reg.label, reg.detail, w, h)
    if kind == "corridor":
        return corridor(reg.label, w, h)
    if kind == "stack":
        return stack(reg.count, w, h)
    if kind == "anchor" and reg.key.startswith("stacklabel:"):  # "Guard x2" above its stack
        below = lay.regions[f"stack:{reg.key.partition(':')[2]}"]
        return caption(f"{below.label} x{below.count}", w, h)
    if kind == "pile":
        return pile(reg.label, reg.count, w, h)
    if kind == "player":
        seat = reg.owner or 0
        return board(reg.label, seat, seat_status(view, seat), w, h)
    if kind == "name":
        return name_tile(reg.label, w, h)
    if kind == "handarea":
        return hand_area(reg.label, w, h)
    if kind == "chosen":
        return chosen(w, h)
    if kind == "label":
        return label(reg.label, w, h)
    return None  # an anchor: a spot that only explains itself (a crest, a favor column, the purse)


def dress(lay: Layout, view: View) -> None:
    """Give every region of ``lay`` its kind from the closed set and its look, and every component its face (and
    a guest or a marker its other side, which a flip starts from)."""
    looks = {key: _region_look(lay, reg, view) for key, reg in lay.regions.items()}
    for key, reg in lay.regions.items():
        lay.regions[key] = replace(reg, kind=KINDS[reg.kind], look=looks[key])
    for pid, p in lay.placements.items():
        _, _, w, h = p.rect
        turned = other_side(p.kind, p.face)
        back = piece(p.kind, turned, w, h) if turned is not None else None
        lay.placements[pid] = replace(p, look=piece(p.kind, p.face, w, h), back=back)


# The rules screen's pictures (spec/guide.py): a guide piece's ``sample`` names one of these.
CARD_W, CARD_H = 70, 90  # a guest or an agent card, about as in the hand strip
PALACE = 84  # a palace card or a corridor (square, as in the ring)


def _palace_with(label_text: str, icon: str, kind: str, down: bool = False) -> Face:
    """A palace card holding a marker of ``kind`` (a guild or "ducat") where the table puts it."""
    card = palace(label_text, icon, PALACE, PALACE)
    size = PALACE // 2
    token = marker(kind, down, size, size)
    marks = card.marks + shift(token.marks, (PALACE - size) // 2, PALACE - size - 4)
    return Face(card.size, marks)


def _stack_sample() -> Face:
    """An agent stack of three with its top card (the first agent type of the data)."""
    kind = spec().agents.types[0]
    top = kind.cards[0]
    under = stack(len(kind.cards), CARD_W, CARD_H)
    card = agent(kind.id, str(top.influence), str(top.cost), CARD_W - 4, CARD_H - 4)
    marks = shift(under.marks, 0, 6) + shift(card.marks, 2, 8)
    return Face((CARD_W + 6, CARD_H + 6), marks)


def _board_sample(first: bool) -> Face:
    """A player's board part way through a game (seat 0 deciding, or seat 1 holding the first-player card)."""
    families = [f.id for f in spec().families]
    guilds = [g.id for g in spec().guilds]
    favor = {g: (2, 1, 0, 1, 0)[k % 5] for k, g in enumerate(guilds)}
    seat = 1 if first else 0
    status = {
        "active": not first,
        "first": first,
        "families": [families[seat]],
        "favor": favor,
        "ducats": 3,
        "hand": 4,
    }
    return board("Bea" if first else "Ada", seat, status, 210, 150)


def _hand_sample() -> Face:
    """The hand strip with two of the viewer's guests."""
    w, h = 190, 130
    strip = hand_area("Your hand", w, h)
    marks = strip.marks
    cards = [g for g in spec().guests.cards if g.family != spec().neutral_family.id][4::5]
    card_h = h - 32
    card_w = int(card_h * 0.78)
    for k, g in enumerate(cards):
        face = guest(g.family, str(g.value), False, card_w, card_h)
        marks += shift(face.marks, 12 + k * (card_w + 10), 26)
    return Face((w, h), marks)


def _guest_sample(family: str, down: bool = False) -> Face | None:
    """A guest of ``family`` from the data, the values varying from family to family (face down: its highest)."""
    values = sorted(g.value for g in spec().guests.cards if g.family == family)
    if not values:
        return None
    k = list(spec().presentation.families).index(family)
    value = values[-1] if down else values[(k + 1) % len(values)]
    return guest(family, str(value), down, CARD_W, CARD_H)


def sample(name: str) -> Face | None:
    """The face a guide piece shows beside its text: "guest:<family>" (or "guest:down"), "agent:<type>",
    "marker:<guild>" / "marker:ducat" / "marker:down", "palace:favor" / "palace:ducat" / "palace:door",
    "corridor", "stack", "pile:supply" / "pile:pool" / "pile:deck", "board", "board:first", "hand" and "name"
    (a courtesan's name tile); None for any other name."""
    data = spec()
    kind, _, arg = name.partition(":")
    if kind == "guest":
        if arg == "down":
            return _guest_sample(data.families[2 % len(data.families)].id, down=True)
        return _guest_sample(arg) if arg in data.presentation.families else None
    if kind == "agent":
        found = next((a for a in data.agents.types if a.id == arg), None)
        if found is None:
            return None
        top = found.cards[0]
        return agent(arg, str(top.influence), str(top.cost), CARD_W, CARD_H)
    if kind == "marker":
        if arg == "down":
            return _palace_with("5", "favor", data.guilds[0].id, down=True)
        return marker(arg, False, 48, 48) if arg == "ducat" or arg in data.presentation.guilds else None
    if kind == "palace":
        guilds = [g.id for g in data.guilds]
        shown = {
            "door": ("Door", "favor", guilds[2 % len(guilds)]),
            "favor": ("2", "favor", guilds[3 % len(guilds)]),
            "ducat": ("1", "ducat", "ducat"),
        }
        if arg not in shown:
            return None
        return _palace_with(*shown[arg])
    if name == "corridor":
        return corridor("3", PALACE, PALACE)
    if name == "stack":
        return _stack_sample()
    if kind == "pile":
        setup = max(data.setups, key=lambda s: s.players)
        markers = (data.favor_markers_per_guild - setup.remove_favor_markers_per_guild) * len(data.guilds)
        piles = {
            "supply": ("Ducats", data.ducats),
            "pool": ("Favor pool", markers),
            "deck": ("Guests", len(data.guests.cards)),
        }
        return pile(*piles[arg], 120, 60) if arg in piles else None
    if name in ("board", "board:first"):
        return _board_sample(first=name == "board:first")
    if name == "hand":
        return _hand_sample()
    if name == "name":
        card = data.guests.cards[-1 if data.guests.cards[-1].family in data.presentation.families else 0]
        return name_tile(f"{card.family}-{card.value}", 60, 80)
    return None
