"""How Masques's pieces look: faces (tabletop/engine/face.py) built from the view and the `presentation:` block of
data/masques.yaml, the loaded data (``spec``) handed to every function that reads it. Pure: the one renderer draws
them.

Cards are printed paper with a band, an icon and a serif name; whatever does not fit a small card (a name, the
printed value of a face-down guest, an agent's power) is on its large face, shown by a right-click, and in its tip.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.engine import measure
from tabletop.engine.face import Face, Para, Sketch
from tabletop.engine.message import Msg, Name, Words, msg, msgc, on_language_change, say
from tabletop.games.masques.rules.state import name_parts

if TYPE_CHECKING:
    from tabletop.games.masques.rules.data import MasquesSpec

Area = tuple[float, float, float, float]
LARGE_GUEST = (150, 196)  # a guest card as a right-click shows it
LARGE_AGENT_W = 170  # an agent card as a right-click shows it (as tall as its power needs)
POWER_SIZE = 11  # the font of an agent's power on its large card


def kept(build: Callable[..., Face]) -> Callable[..., Face]:
    """``build`` (whose first argument is the data) remembering its faces while the data stays the same object (a
    table lays out dozens of like cards and coins for every view; faces are immutable, so one can be shared). The
    data is not hashable (it holds dicts): the faces are kept for the last data seen and dropped when it changes."""
    faces: dict[tuple, Face] = {}
    seen: list[object] = [None]
    on_language_change(faces.clear)  # the faces' sizes were measured in the words of the language then

    @functools.wraps(build)
    def cached(spec: MasquesSpec, *args: Any) -> Face:
        if seen[0] is not spec or len(faces) > 2000:
            faces.clear()
            seen[0] = spec
        face = faces.get(args)
        if face is None:
            face = faces[args] = build(spec, *args)
        return face

    return cached


def fit_size(text: Words, size: int, room: float, bold: bool = True, serif: bool = True) -> int:
    """The largest font size from ``size`` down to 9 at which ``text`` (in the language chosen now) fits ``room``
    pixels; 0 if none does."""
    if not text:
        return 0
    best = measure.largest(text, room, size, 9, bold, serif)
    return best if measure.fits(text, room, best, bold, serif) else 0


BAND_PAD = 8  # a card band's name keeps this many pixels of the card's width clear (4 each side)


def band_width(names: list[Words] | tuple[Words, ...]) -> int:
    """How wide a card must be for the longest of ``names`` (in the language chosen now) to fit its band at the
    smallest size (9): a layout widens its cards to it where it has the room, so no card loses its name."""
    return max((measure.width(n, 9, True, True) for n in names), default=0) + BAND_PAD


def family_names(spec: MasquesSpec) -> list[Words]:
    """Every family's name (the neutral family's too): what a guest card's band may have to hold."""
    return [f.name for f in (*spec.families, spec.neutral_family)]


def agent_names(spec: MasquesSpec) -> list[Words]:
    """Every agent type's name: what an agent card's band (or its empty stack) may have to hold."""
    return [agent_name(spec, kind) for kind in spec.presentation.agents]


def number(value: str) -> int | Name:
    """A printed number from a face string ("3"), as a message's argument."""
    return int(value) if value.lstrip("-").isdigit() else Name(value)


def family_name(spec: MasquesSpec, family: str) -> Msg:
    """A family's name from the data."""
    return spec.family(family).name


def agent_name(spec: MasquesSpec, kind: str) -> Msg:
    """An agent type's display name, from the agents' data."""
    return spec.agent(kind).name


def ink_on(rgb: tuple[int, ...]) -> str:
    """The theme ink that reads on ``rgb``: light text on a dark colour, dark text on a light one."""
    return "text" if sum(rgb[:3]) < 400 else "text_dark"


# ----- small printed marks ---------------------------------------------------------------------------------------
def _shield_points(x: float, y: float, w: float, h: float) -> list[tuple[float, float]]:
    """A heater shield's outline in x, y, w, h: a flat top, straight sides, a rounded point."""
    side = [(1.0, 0.5), (0.96, 0.68), (0.86, 0.82), (0.7, 0.93), (0.5, 1.0)]
    right = [(x + w * a, y + h * b) for a, b in side]
    left = [(x + w * (1 - a), y + h * b) for a, b in reversed(side[:-1])]
    return [(x, y), (x + w, y), *right, *left]


def crest(spec: MasquesSpec, s: Sketch, area: Area, family: str) -> None:
    """A family's crest filling ``area`` (5 wide by 6 high reads best): a gold-rimmed shield in the family's
    colour bearing its charge."""
    look = spec.presentation
    x, y, w, h = area
    rim = max(1.0, min(w, h) * 0.08)
    s.shape(_shield_points(x, y, w, h), look.colours.crest_rim)
    s.shape(_shield_points(x + rim, y + rim, w - 2 * rim, h - 2.3 * rim), look.families[family])
    s.icon(look.crests[family].icon, (x + w * 0.2, y + h * 0.13, w * 0.6, h * 0.58), look.colours.charge)


def crest_area(x: float, y: float, w: float, h: float) -> Area:
    """The largest 5:6 crest centred in x, y, w, h."""
    cw = min(w, h * 5 / 6)
    ch = cw * 6 / 5
    return (x + (w - cw) / 2, y + (h - ch) / 2, cw, ch)


def disc(s: Sketch, area: Area, fill, icon: str, ink) -> None:
    """A wooden disc in ``fill`` with ``icon`` printed on its top in ``ink``."""
    s.token(area, fill, "disc")
    x, y, w, h = area
    top = min(w, h) * 0.88  # the disc's top face (the rest is its side and shadow)
    k = top * 0.58
    s.icon(icon, (x + top / 2 - k / 2, y + top / 2 - k / 2, k, k), ink)


def guild_disc(spec: MasquesSpec, s: Sketch, area: Area, guild: str) -> None:
    """A guild's favor marker: a wooden disc in its colour with its icon."""
    look = spec.presentation.guilds[guild]
    disc(s, area, look.colour, look.icon, ink_on(look.colour))


def _shade_over(spec: MasquesSpec, s: Sketch, area: Area) -> None:
    """Darken a round marker face down and put the bandit's mask on it."""
    look = spec.presentation
    x, y, w, h = area
    top = min(w, h) * 0.9
    s.box((x, y, top, top), (*look.colours.marker_shade, 150), radius=int(top // 2))
    k = top * 0.62
    s.icon(look.emblems.marker_down.icon, (x + top / 2 - k / 2, y + top / 2 - k / 2, k, k), "text")


def card_back(spec: MasquesSpec, s: Sketch, area: Area) -> None:
    """A guest card's back: the dark card with the ball's mask."""
    colours = spec.presentation.colours
    x, y, w, h = area
    s.box(area, colours.guest_down, colours.guest_down_name, width=1, radius=max(2, int(min(w, h) // 8)))
    k, mask = min(w, h) * 0.7, spec.presentation.emblems.guest_back.icon
    s.icon(mask, (x + (w - k) / 2, y + (h - k) / 2, k, k), colours.guest_down_name)


# ----- cards -----------------------------------------------------------------------------------------------------
def _band(s: Sketch, w: int, h: int, fill, name: Words, ink) -> float:
    """A card's top band in ``fill`` with ``name`` in serif when it fits (and is given), else a thin stripe;
    returns its height."""
    start = max(9, min(18, int(h * 0.15)))
    size = fit_size(name, start, w - BAND_PAD)
    if not size and w >= 60:  # a card this wide takes a long name nearer its edges (English never needs it)
        size = fit_size(name, start, w - BAND_PAD // 2)
    tall = max(size + 6, int(h * 0.2))
    if name and size and h - tall >= 24:
        s.box((0, 0, w, tall), fill, radius=6, top_only=True)
        s.text(name, (w / 2, tall / 2), size, ink, serif=True, bold=True, anchor="center")
        return tall
    thin = max(4, int(h * 0.1))
    s.box((0, 0, w, thin), fill, radius=4, top_only=True)
    return thin


def _emblem_and_number(s: Sketch, area: Area, draw, number: str, ink, upright: bool = False) -> None:
    """An emblem (``draw`` fills a square) and a big serif number in ``area``: side by side, or the emblem
    above the number on an ``upright`` card or a tall area."""
    x, y, w, h = area
    if w >= h * 0.9 and not upright:
        e = min(h * 0.86, w * 0.46)
        draw((x + w * 0.27 - e / 2, y + (h - e) / 2, e, e))
        size = int(min(h * 0.78, w * 0.5))
        s.text(number, (x + w * 0.72, y + h / 2), size, ink, bold=True, serif=True, anchor="center")
        return
    e = min(w * 0.62, h * 0.42)
    draw((x + (w - e) / 2, y + 3, e, e))
    rest = h - e - 3
    size = int(min(rest * 0.8, w * 0.7))
    s.text(number, (x + w / 2, y + e + 3 + rest / 2), size, ink, bold=True, serif=True, anchor="center")


@kept
def guest(spec: MasquesSpec, family: str, value: str, down: bool, w: int, h: int) -> Face:
    """A guest card: paper, the family's band and name, its crest and its value; face down the dark back with
    the ball's mask, a 0, and its family and value in small when they fit."""
    look = spec.presentation
    colours, colour = look.colours, look.families[family]
    s = Sketch(w, h)
    if down:
        s.box((0, 0, w, h), colours.guest_down, colour, width=2, radius=6)
        band = _band(s, w, h, colour, "", ink_on(colour))
        words = msg("{family} {value}", family=family_name(spec, family), value=number(value))
        small, lines = _footer(words, w - 6, h - band, max(9, int(h * 0.1)))
        step = int(small * 1.2)  # a wrapped footer's lines apart
        foot = small + 4 + (len(lines) - 1) * step if lines else 0

        def mask(area: Area) -> None:
            s.icon(look.emblems.guest_back.icon, area, colours.guest_down_name)

        upright = h > w * 1.15
        _emblem_and_number(s, (2, band, w - 4, h - band - foot), mask, "0", colours.guest_down_value, upright)
        if len(lines) == 1:
            s.text(words, (w / 2, h - 3), small, colours.guest_down_name, anchor="midbottom")
        for k, line in enumerate(lines if len(lines) > 1 else ()):  # wrapped: each line centred, the last at the foot
            at = (w / 2, h - 3 - (len(lines) - 1 - k) * step)
            s.text(line, at, small, colours.guest_down_name, anchor="midbottom")
        return s.face()
    s.grain((0, 0, w, h), "paper", "card", radius=6)
    band = _band(s, w, h, colour, family_name(spec, family), ink_on(colour))
    s.box((0, 0, w, h), None, colour, width=2, radius=6)

    def emblem(area: Area) -> None:
        crest(spec, s, crest_area(*area), family)

    _emblem_and_number(s, (2, band, w - 4, h - band - 2), emblem, value, "text_dark", upright=h > w * 1.15)
    return s.face()


def _footer(words: Words, room: float, body: float, size: int) -> tuple[int, list[str]]:
    """The size and lines of a face-down guest's small family and value: one line when it fits ``room`` at 9 or
    more, else two; none when the card's ``body`` (below its band) could not keep its mask and 0 above them."""
    small = fit_size(words, size, room, bold=False, serif=False)
    if small:
        return (small, [say(words)]) if body > 2 * small + 20 else (0, [])
    small, lines = measure.largest_wrapped(words, (room, 2 * size * 1.2), size, 9)
    fits = len(lines) <= 2 and all(measure.fits(x, room, small) for x in lines)
    if fits and body - len(lines) * small * 1.2 > small + 20:
        return small, lines
    return 0, []


@kept
def agent(spec: MasquesSpec, kind: str, influence: str, cost: str, w: int, h: int, power: bool = False) -> Face:
    """An agent card: its name on a gold band, the icon of its trade, its influence (the big number) and its cost
    on a coin; with ``power``, its power in words below when all of it fits."""
    look = spec.presentation
    colours = look.colours
    s = Sketch(w, h).grain((0, 0, w, h), "paper", colours.agent, radius=6)
    band = _band(s, w, h, colours.agent_edge, agent_name(spec, kind), "text_dark")
    s.box((0, 0, w, h), None, colours.agent_edge, width=2, radius=6)
    text = spec.agent(kind).power if power else None
    para_h = _para_height(text, POWER_SIZE, w - 16) if text else 0
    if h - band - para_h - 8 < 40:  # no room for all of it: the power stays in the tip and the large face
        para_h = 0
    body_h = h - band - para_h - (8 if para_h else 2)
    icon = look.agents[kind].icon
    coin = int(min(w * 0.34, body_h * 0.34)) if cost and h >= 60 and w >= 44 else 0

    def trade(area: Area) -> None:
        s.icon(icon, area, colours.agent_edge)

    _emblem_and_number(s, (2, band, w - 4 - coin * 0.6, body_h), trade, influence, "text")
    if coin:
        s.coin((w - coin - 4, band + body_h - coin - 2, coin, coin), cost)
    if para_h:
        s.line(((8, h - para_h - 6), (w - 8, h - para_h - 6)), colours.agent_edge)
        s.add(Para(text or "", (8.0, float(h - para_h - 4), float(w - 16), float(para_h)), POWER_SIZE, "text"))
    return s.face()


def _para_height(text: Words, size: int, width: float) -> int:
    """How tall ``text`` (in the language chosen now) wraps at ``size`` in ``width``, with a line to spare (hinting
    makes small text a few per cent wider than its metrics, which may wrap one more line)."""
    lines = len(measure.wrap(text, width, size))
    return int((lines + 1) * size * 1.25)


@kept
def large_agent(spec: MasquesSpec, kind: str, influence: str, cost: str) -> Face:
    """An agent card as a right-click shows it: tall enough for its power in words."""
    h = 150 + _para_height(spec.agent(kind).power, POWER_SIZE, LARGE_AGENT_W - 16)
    return agent(spec, kind, influence, cost, LARGE_AGENT_W, h, True)


@kept
def marker(spec: MasquesSpec, kind: str, down: bool, w: int, h: int) -> Face:
    """A ducat (a gold coin) or a guild's favor marker (a wooden disc in its colour with its icon), centred in
    w x h; face down it darkens under the bandit's mask."""
    size = min(w, h)
    area = ((w - size) / 2, (h - size) / 2, size, size)
    s = Sketch(w, h)
    if kind == "ducat":
        s.coin(area)
    else:
        guild_disc(spec, s, area, kind)
    if down:
        _shade_over(spec, s, area)
    return s.face()


def face_fields(face: str, padding: tuple[str, ...] = ()) -> list[str]:
    """The fields of a placement's face string, as the layout writes them ("family|value|side",
    "type|influence|cost", "guild|side"); given a ``padding``, as many fields as it has, a missing one its own."""
    fields = face.split("|")
    return (fields + list(padding[len(fields) :]))[: len(padding)] if padding else fields


def piece(spec: MasquesSpec, kind: str, face: str, w: int, h: int) -> Face | None:
    """A component's face from its layout kind and face string ("family|value|side", "type|influence|cost",
    "guild|side")."""
    if kind == "guest":
        family, value, side = face_fields(face, ("", "", "up"))
        return guest(spec, family, value, side == "down", w, h)
    if kind == "agent":
        agent_type, influence, cost = face_fields(face, ("", "", ""))
        return agent(spec, agent_type, influence, cost, w, h)
    if kind == "marker":
        guild, side = face_fields(face, ("", "up"))
        return marker(spec, guild, side == "down", w, h)
    return None


def large(spec: MasquesSpec, kind: str, face: str) -> Face | None:
    """What a right-click on a card shows: the whole card at a readable size (an agent with its power)."""
    if kind == "guest":
        return piece(spec, kind, face, *LARGE_GUEST)
    if kind == "agent":
        agent_type, influence, cost = face_fields(face, ("", "", ""))
        return large_agent(spec, agent_type, influence, cost)
    return None


def other_side(kind: str, face: str) -> str | None:
    """The face string of a guest's or a marker's other side (what a flip starts from), None for an agent."""
    parts = face_fields(face)
    if kind not in ("guest", "marker") or parts[-1] not in ("up", "down"):
        return None
    return "|".join([*parts[:-1], "down" if parts[-1] == "up" else "up"])


# ----- the palace and the centre ---------------------------------------------------------------------------------
@kept
def palace(spec: MasquesSpec, i: int, icon: str, w: int, h: int) -> Face:
    """A palace card: its number (the door's icon on the first) top left and, top right, the mark of what it
    receives when empty: a wax seal for a favor marker, a coin for a ducat."""
    look = spec.presentation
    colours = look.colours
    s = Sketch(w, h).grain((0, 0, w, h), "paper", colours.palace, radius=5)
    s.box((0, 0, w, h), None, colours.palace_edge, width=2, radius=5)
    mark = max(10, int(min(w, h) * 0.3))
    if i == 0:
        door, words = int(mark * 0.85), msgc("palace card 0", "Door")
        need = measure.width(words, 9, True, True)
        if w - door - mark - 11 < need and min(w, h) >= 70:  # a long word on a card whose smaller marks still read
            scale = (w - 11 - need) / (door + mark)
            if 0.75 <= scale < 1:  # not so small that they no longer read
                mark, door = max(10, int(mark * scale)), max(9, int(door * scale))
        s.icon(look.emblems.door.icon, (3, 3, door, door), colours.palace_edge)
        size = fit_size(words, max(9, min(14, h // 6)), w - door - mark - 11)
        if size:
            s.text(words, (door + 5, 3 + door / 2), size, "text_dark", serif=True, bold=True, anchor="midleft")
    else:
        size = max(9, min(16, h // 5))
        s.text(str(i), (5, 2), size, "text_dark", serif=True, bold=True)
    corner = (w - mark - 3, 3, mark, mark)
    if icon == "favor":
        s.icon(look.emblems.favor_card.icon, corner, colours.palace_favor)
    else:
        s.coin(corner)
    return s.face()


@kept
def corridor(spec: MasquesSpec, label: str, w: int, h: int) -> Face:
    """A corridor: a stone floor with its number."""
    colours = spec.presentation.colours
    s = Sketch(w, h).grain((0, 0, w, h), "stone", colours.corridor, radius=5)
    s.box((0, 0, w, h), None, colours.corridor_edge, radius=5)
    size = max(9, h // 4)
    return s.text(label, (w // 2, h // 2), size, colours.corridor_label, serif=True, bold=True, anchor="center").face()


def stack(spec: MasquesSpec, kind: str, count: int, w: int, h: int) -> Face:
    """An agent stack under its top card: up to two cards peeking out behind, or, emptied, the place with its
    agent's icon and name dimmed."""
    colours = spec.presentation.colours
    s = Sketch(w, h)
    for k in range(min(count, 3) - 1, 0, -1):
        s.box((3 * k, -3 * k, w, h), colours.stack, colours.agent_edge, radius=6)
    if count:
        return s.face()
    s.box((0, 0, w, h), colours.stack_empty, colours.stack_empty_ink, radius=6)
    name = agent_name(spec, kind)
    size = fit_size(name, max(9, min(15, h // 7)), w - 8)
    if size:
        s.text(name, (w / 2, 4), size, colours.stack_empty_ink, serif=True, bold=True, anchor="midtop")
    side = min(w, h) * 0.55
    s.icon(
        spec.presentation.agents[kind].icon,
        ((w - side) / 2, (h - side + size) / 2, side, side),
        colours.stack_empty_ink,
    )
    return s.face()


def caption(text: Words, w: int, h: int, size: int = 12, colour: str = "text") -> Face:
    """Words centred over the bottom of w x h (how many agents are left above a stack)."""
    return Sketch(w, h).text(text, (w // 2, h - 1), size, colour, anchor="midbottom", max_width=w).face()


def label(text: Words, w: int, h: int) -> Face:
    """A small dim caption from the top left."""
    return Sketch(w, h).text(text, (0, 0), 13, "text_dim", max_width=w).face()


PILE_LABEL = 12  # a pile's name, at most
PILE_COUNT = 14  # how many a pile holds, at most


def pile_label(text: Words, w: int) -> tuple[int, list[Words]]:
    """The size and lines of a pile's name on a pile ``w`` wide: one line at the largest size that fits (down to
    9), else wrapped onto more lines at 9."""
    size = fit_size(text, PILE_LABEL, w - 4, bold=False, serif=False)
    if size or not text:
        return size or PILE_LABEL, [text]
    return 9, list(measure.wrap(text, w - 4, 9))


def pile_extra(text: Words, w: int) -> int:
    """How much taller than one line a pile's name is when it has to be wrapped (0 when it fits one line)."""
    size, lines = pile_label(text, w)
    return (len(lines) - 1) * _line_step(size)


def _line_step(size: int) -> int:
    return int(size * 1.2) + 1


def pile_item(h: int, extra: int = 0) -> int:
    """How large the coins, discs and cards pictured on a pile of height ``h`` are (below a name ``extra`` pixels
    taller than one line)."""
    return max(12, min(h - 20 - extra, 40))


def pile_top(h: int, extra: int = 0) -> Area:
    """Where the top coin of the ducat supply's picture lies on its pile of height ``h`` (``extra``: as for
    ``pile_item``)."""
    k = pile_item(h, extra)
    return (6 + k * 0.6, h - k - 7, k, k)


def pile(spec: MasquesSpec, zone: str, label_text: Words, count: int, w: int, h: int, extra: int = 0) -> Face:
    """A supply pile: its name (on two lines when one is too narrow), a picture of what it holds (coins, face-down
    favor markers, a guest card's back) below the row's tallest name (``extra``: as for ``pile_item``) and how many
    are left, as large as fits beside the picture (over no more of it than its last coin's overhang)."""
    colours = spec.presentation.colours
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", colours.pile_edge, radius=6)
    size, lines = pile_label(label_text, w)
    if len(lines) == 1:
        s.text(label_text, (w // 2, 2), PILE_LABEL, "text", anchor="midtop", max_width=w - 4)
    for k, line in enumerate(lines if len(lines) > 1 else ()):
        s.text(line, (w // 2, 2 + k * _line_step(size)), size, "text", anchor="midtop")
    k = pile_item(h, extra)
    y = h - k - 3
    if zone == "supply":  # the top coin where pile_top says (a ducat leaving the supply starts from it)
        for j in range(3):
            s.coin((6 + j * k * 0.3, y - j * 2, k, k))
        right = 6 + k * 1.6
    elif zone == "pool":
        for j in range(3):
            s.token((6 + j * k * 0.32, y - j * 2, k, k), colours.marker_back)
        right = 6 + k * 1.64
    else:
        for j in range(2):
            card_back(spec, s, (6 + j * 4, y - 2 * j, k * 0.78, k))
        right = 10 + k * 0.78
    many = msgc("how many a pile holds", "x{n}", n=count)
    big = measure.largest(many, w - 6 - right + k * 0.3, PILE_COUNT, 9, bold=True)
    s.text(many, (w - 6, h - 4), big, "text" if count else "text_dim", bold=True, anchor="bottomright")
    return s.face()


def guest_name(spec: MasquesSpec, name: str) -> Msg:
    """A guest identity the courtesan may call ("family-value") in words: 'Dandolo 3'."""
    family, value = name_parts(name)
    return msg("{family} {value}", family=family_name(spec, family), value=value)


def name_tile(spec: MasquesSpec, name: str, w: int, h: int) -> Face:
    """A guest the courtesan may call ("family-value"): drawn as that guest's card."""
    family, value = name_parts(name)
    return guest(spec, family, str(value), False, w, h)


def first_card(spec: MasquesSpec, w: int, h: int) -> Face:
    """The first-player card: a small gold-edged card with the carnival mask."""
    look = spec.presentation
    s = Sketch(w, h).grain((0, 0, w, h), "paper", "card", radius=3)
    s.box((0, 0, w, h), None, look.colours.crest_rim, width=2, radius=3)
    k = min(w, h) * 0.8
    return s.icon(look.emblems.first_player.icon, ((w - k) / 2, (h - k) / 2, k, k), "text_dark").face()


def chosen(w: int, h: int) -> Face:
    """A choice already made in a chain (the card to move, the card to swap): a green frame."""
    return Sketch(w, h).box((0, 0, w, h), None, "ok", width=4, radius=8).face()


def hand_area(spec: MasquesSpec, title: Words, w: int, h: int) -> Face:
    """The strip that holds the viewer's hand, titled."""
    s = Sketch(w, h).box((0, 0, w, h), spec.presentation.colours.hand_area, radius=8)
    if title:
        s.text(title, (12, 4), 15, "accent", bold=True, max_width=w - 24)
    return s.face()
