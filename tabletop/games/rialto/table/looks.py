"""How Rialto's components look: cards, buildings, bridge and gondola tiles, councillor cubes, track markers and
coins, as faces (tabletop/engine/face.py) built from the `presentation:` block of data/rialto.yaml. Pure: the one
renderer draws them. The table's regions are in boards.py (boards, supply, piles) and venice.py (the city).

Every builder here and there takes the game's data ``spec`` first: the one its rules were loaded from, handed down by
screen.py (the table never loads the data itself)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, TypedDict, Unpack

from tabletop.engine import measure, seatmark
from tabletop.engine.face import Colour, Face, Para, Sketch, Text, seat_ink
from tabletop.engine.facecache import per_spec
from tabletop.engine.message import Words
from tabletop.games.rialto.rules.words import card_face

if TYPE_CHECKING:
    from tabletop.games.rialto.rules.data import RialtoSpec
    from tabletop.games.rialto.rules.presentation import Palette, Presentation

FULL_CARD = (44, 60)  # the least width and height at which a card shows its name band, icon and stage
TEXT_CARD_H = 150  # a card at least this tall also prints its few words of rules (the zoom draws it so)
MARKER_FIGURES = 12  # the least size of a track marker that shows its figure


def look(spec: RialtoSpec) -> Presentation:
    """The colours, icons and labels the table is drawn with: data/rialto.yaml ``presentation``."""
    return spec.presentation


def palette(spec: RialtoSpec) -> Palette:
    """The fixed colours of the table's pieces."""
    return spec.presentation.palette


def symbol(spec: RialtoSpec, piece: str) -> str:
    """The icon a piece besides the cards carries ("building", "card_back", "bonus", "value")."""
    return spec.presentation.symbols[piece].icon


def owner_ink(spec: RialtoSpec, owner: int | None) -> Colour:
    """A piece's colour: its seat's, or the neutral grey for nobody (the neutral player's pieces)."""
    return seat_ink(owner) if owner is not None else palette(spec).neutral


def body(spec: RialtoSpec, colour: str) -> Colour:
    """A building colour's paint (grey for a colour without a mark)."""
    mark = look(spec).building_colours.get(colour)
    return mark.colour if mark else palette(spec).unknown_building


def shade(rgb: Colour, k: float) -> Colour:
    """An RGB colour darkened by ``k`` (< 1); an ink name is kept as it is."""
    return tuple(int(c * k) for c in rgb) if isinstance(rgb, tuple) else rgb


def convert_colour(spec: RialtoSpec) -> str:
    """The colour of the buildings whose effect converts a card (yellow in the seed)."""
    return next(k.colour for k in spec.buildings.kinds if k.effect == "convert")


# ----- text that must fit ---------------------------------------------------------------------------------
def fits(text: Words, size: int, width: float, bold: bool = False, serif: bool = False) -> bool:
    """Whether ``text`` (in the language chosen now) at ``size`` fits ``width`` pixels (the fonts' own metrics)."""
    return measure.fits(text, width, size, bold, serif)


def fitting(
    text: Words, largest: int, width: float, smallest: int = 10, bold: bool = False, serif: bool = False
) -> int:
    """The largest size from ``largest`` down to ``smallest`` at which ``text`` fits ``width``; 0 if none."""
    size = measure.largest(text, width, int(largest), smallest, bold, serif)
    return size if size >= smallest and measure.fits(text, width, size, bold, serif) else 0


FLOOR = 9  # the smallest text the table draws (the app's floor)
COMFORTABLE = 11  # a text that fits one line at this size (or its largest) stays on one line


def laid_out(
    text: Words, room: float, height: float, size: int, bold: bool = False, serif: bool = False
) -> tuple[int, list[Words]]:
    """How ``text`` (in the language chosen now) is written in ``room`` x ``height`` pixels: (size, lines). One
    line, the message itself, at the largest size up to ``size`` when that is at least ``COMFORTABLE`` (or larger
    than wrapping allows); else wrapped at the largest size its lines fit; at the ``FLOOR`` in one line when neither
    fits (the renderer then wraps or marks it)."""
    one = fitting(text, size, room, FLOOR, bold, serif)
    if one >= min(size, COMFORTABLE):
        return one, [text]
    many, lines = measure.largest_wrapped(text, (room, height), size, FLOOR, bold, serif)
    wraps = (
        len(lines) > 1 and len(lines) * many * 1.2 <= height and all(fits(x, many, room, bold, serif) for x in lines)
    )
    if wraps and many > one:
        return many, list(lines)
    return (one or FLOOR), [text]


def write_lines(
    s: Sketch, lines: list[Words], at: tuple[float, float], size: int, colour: Colour = "text", serif: bool = False,
    **kw: Unpack[Style],
) -> Sketch:  # fmt: skip
    """Append ``lines`` at ``size``, their block centred on ``at`` vertically (each line anchored as ``anchor``)."""
    x, y = at
    step = size * 1.2
    for k, line in enumerate(lines):
        write(s, line, (x, y + (k - (len(lines) - 1) / 2) * step), size, colour, serif, **kw)
    return s


def wrapped(text: Words, size: int, width: float, serif: bool = False) -> int:
    """How many lines ``text`` takes wrapped to ``width`` at ``size``."""
    return len(measure.wrap(text, width, size, serif=serif))


class Style(TypedDict, total=False):
    """The fields of a ``Text`` that ``write`` takes by keyword (besides its template)."""

    bold: bool
    anchor: str
    max_width: int
    counter: str
    still: bool


def write(
    s: Sketch, text: Words, at: tuple[float, float], size: int, colour: Colour = "text", serif: bool = False,
    template: Words = "{n}", **kw: Unpack[Style],
) -> Sketch:  # fmt: skip
    """Append one line of ``text`` (a message, rendered when drawn, or a figure) to ``s`` (with a counter, its
    running value fills ``template``)."""
    return s.add(Text(text, (float(at[0]), float(at[1])), int(size), colour, template=template, serif=serif, **kw))


def stamped(s: Sketch, text: Words, at: tuple[float, float], size: int, anchor: str = "center") -> Sketch:
    """Light figures with a dark shadow, legible on any seat's or building's colour."""
    x, y = at
    write(s, text, (x + 1, y + 1), size, "text_dark", bold=True, anchor=anchor)
    return write(s, text, (x, y), size, "text", bold=True, anchor=anchor)


# ----- cards ----------------------------------------------------------------------------------------------
def card(spec: RialtoSpec, face: str, w: int, h: int) -> Face:
    """A card: ``face`` is its type id ("" for its back), with "|conv" when a building converted it (a badge of
    that building's colour). Large enough: paper with its name in serif on a band of its colour, its icon, its
    stage's letter, and (tall enough) its few words of rules; small: its icon on its colour."""
    kind, _, extra = face.partition("|")
    if not kind:
        return card_back(spec, w, h)
    pal = palette(spec)
    mark = look(spec).cards.get(kind)
    colour, icon = (mark.colour, mark.icon) if mark else (pal.unknown_card, "")
    s = Sketch(w, h)
    band = max(16, round(h * 0.22))
    named = name_style(spec, w, band) if w >= FULL_CARD[0] and h >= FULL_CARD[1] else None
    if named:
        _full_card(spec, s, kind, colour, icon, w, h, band, *named)
    else:
        radius = max(2, min(w, h) // 6)
        s.box((0, 0, w, h), colour, pal.card_paper, radius=radius)
        side = min(w, h) * 0.78 - 2
        if icon and side >= 8:
            s.icon(icon, ((w - side) / 2, (h - side) / 2, side, side), pal.card_paper)
    if extra == "conv":  # counted as the stage's type by a building: a badge of that building's colour
        r = max(6, min(w, h) * 0.17)
        centre = (w - r - 1, r + 1)
        s.circle(centre, r, body(spec, convert_colour(spec))).circle(centre, r, None, pal.outline)
        s.icon(symbol(spec, "building"), (centre[0] - r * 0.7, centre[1] - r * 0.7, r * 1.4, r * 1.4), "text_dark")
    return s.face()


def name_style(spec: RialtoSpec, w: int, band: int) -> tuple[int, bool] | None:
    """The (size, bold) at which every card type's name fits a card ``w`` wide with a ``band`` tall; None if the
    longest does not fit even in regular weight (such a card shows only its icon: every card of a size alike)."""
    longest = max((t.name for t in spec.cards.types), key=lambda n: measure.width(n, 10, True, True))
    largest = min(18, int(band * 0.62))
    for bold in (True, False):
        size = fitting(longest, largest, w - 8, 9, bold=bold, serif=True)
        if size:
            return size, bold
    return None


def _full_card(
    spec: RialtoSpec, s: Sketch, kind: str, colour: Colour, icon: str, w: int, h: int, band: int, size: int, bold: bool
):
    """A card large enough for its name: paper, a band of its colour with the name, its icon, the stage letter."""
    data, pal = spec, palette(spec)
    radius = max(3, w // 10)
    s.grain((0, 0, w, h), "paper", pal.card_paper, radius=radius)
    s.box((0, 0, w, band), colour, radius=radius, top_only=True)
    name = next((t.name for t in data.cards.types if t.id == kind), "")
    write(s, name, (w / 2, band / 2), size, "text", bold=bold, anchor="center", serif=True, max_width=w - 6)
    stage = next((st for st in data.stages if st.card == kind), None)
    printed = False  # the card's few words of rules, when it is tall enough for them
    bottom = h - 4
    if h >= TEXT_CARD_H:
        words = card_face(data, kind)
        tsize = max(9, round(h / 18))
        room = int(wrapped(words, tsize, w - 14) * tsize * 1.3) + 2
        if band + 0.24 * h + room <= h - 6:  # the icon keeps about a quarter of the card
            bottom = h - 6 - room
            s.add(Para(words, (7.0, bottom + 2.0, w - 14.0, float(room)), tsize, "text_dark"))
            printed = True
    if stage is not None and not printed:  # the stage's letter, as on the stage tabs above Venice
        d = max(14, round(h * 0.16))
        bottom -= d
        centre = (w / 2, bottom + d / 2)
        s.circle(centre, d / 2, colour).circle(centre, d / 2, None, pal.outline)
        s.text(stage.letter, centre, max(9, round(d * 0.62)), "text", bold=True, anchor="center")
        bottom -= 2
    side = min(w * 0.66, bottom - band - 4)
    if icon and side >= 10:
        s.icon(icon, ((w - side) / 2, band + (bottom - band - side) / 2, side, side), shade(colour, 0.8))
    s.box((0, 0, w, h), None, colour, width=max(1, w // 30), radius=radius)


@per_spec(maxsize=64)
def card_back(spec: RialtoSpec, w: int, h: int) -> Face:
    """A card face down: dark, with a gold trim and the Rialto bridge in it when there is room."""
    pal = palette(spec)
    radius = max(2, min(w, h) // 6)
    s = Sketch(w, h).box((0, 0, w, h), pal.card_back, pal.card_back_edge, radius=radius)
    inset = max(2, min(w, h) // 8)
    if min(w, h) >= 16:
        s.box((inset, inset, w - 2 * inset, h - 2 * inset), None, pal.card_back_edge, radius=max(1, radius - 1))
        side = min(w, h) - 4 * inset
        if side >= 8:
            s.icon(symbol(spec, "card_back"), ((w - side) / 2, (h - side) / 2, side, side), pal.card_back_edge)
    return s.face()


# ----- buildings ------------------------------------------------------------------------------------------
def house(
    spec: RialtoSpec, s: Sketch, area: tuple[float, float, float, float], paint: Colour
) -> tuple[float, float, float, float]:
    """A little house in ``paint`` filling ``area``: a roof in shade over its front; returns the front (x, y, w,
    h), where its value goes."""
    x, y, w, h = area
    eave = y + h * 0.42
    front = (x + w * 0.1, eave - 1, w * 0.8, y + h - eave + 1)
    s.shape([(x + w * 0.1, y + h), (x + w * 0.1, eave), (x + w * 0.9, eave), (x + w * 0.9, y + h)], paint)
    edge = palette(spec).outline
    s.line([(x + w * 0.1, eave), (x + w * 0.1, y + h - 1), (x + w * 0.9, y + h - 1), (x + w * 0.9, eave)], edge)
    roof = [(x, eave + 1), (x + w / 2, y), (x + w, eave + 1)]
    s.shape(roof, shade(paint, 0.55))
    s.line([*roof, roof[0]], edge)
    return front


def building(spec: RialtoSpec, face: str, w: int, h: int) -> Face:
    """A building on a board: ``face`` is "colour|value|coin|blocked": a house of its colour with its value on the
    front; a coin on it when used this round, crossed out while it may not be used."""
    colour, value, coin_on, blocked = (face.split("|") + ["", "", "0", "0"])[:4]
    s = Sketch(w, h)
    fx, fy, fw, fh = house(spec, s, (1, 1, w - 3, h - 3), body(spec, colour))
    size = max(9, min(int(fh * 0.8), int(fw * 0.7)))
    stamped(s, value, (fx + fw / 2, fy + fh / 2), size)
    if coin_on == "1":  # in the corner beside the roof, clear of the value
        side = max(10, w * 0.44)
        s.coin((w - side, 0, side, side))
    if blocked == "1":
        s.line([(3, 3), (w - 3, h - 3)], "danger", 2)
    return s.face()


# ----- bridges and gondolas -------------------------------------------------------------------------------
def tile(spec: RialtoSpec, face: str, w: int, h: int) -> Face:
    """A bridge or gondola on a connection: ``face`` is "kind|a|b|dx|dy", (dx, dy) pointing toward the district
    end ``a`` faces. Along the slot's long side: a wooden bridge with railings, or a black gondola; each end's
    value in a disc at that end."""
    kind, va, vb, dx, dy = (face.split("|") + ["", "0", "0", "0", "0"])[:5]
    pal = palette(spec)
    upright = h > w
    length, width = (h, w) if upright else (w, h)
    toward_a = float(dy if upright else dx) >= 0  # end a at the far (right or bottom) end
    s = Sketch(w, h)

    def at(u: float, v: float) -> tuple[float, float]:  # along, across -> the face's own x, y
        return (v, u) if upright else (u, v)

    def box(u: float, v: float, lu: float, lv: float) -> tuple[float, float, float, float]:
        return (v, u, lv, lu) if upright else (u, v, lu, lv)

    if kind == "gondola":  # a black boat seen from above, pointed at both ends, on a patch of canal
        s.box(box(0, 0, length, width), pal.gondola_water, radius=max(2, int(width * 0.3)))
        steps = [k / 12 for k in range(13)]
        side = [(u, 0.5 - 0.36 * math.sin(math.pi * u) ** 0.6) for u in steps]
        hull = side + [(u, 1 - v) for u, v in reversed(side)]
        points = [at(0.02 * length + u * 0.96 * length, v * width) for u, v in hull]
        s.shape(points, pal.gondola)
        s.line([*points, points[0]], pal.gondola_edge)
        s.line([at(length * 0.5, width * 0.3), at(length * 0.5, width * 0.7)], pal.gondola_edge, 2)  # a seat
        d = min(width * 0.7, length * 0.26)
    else:
        s.grain(box(0, width * 0.16, length, width * 0.68), "wood", pal.bridge, radius=max(2, int(width * 0.2)))
        for v in (0.16, 0.84):  # the railings
            s.line([at(1, width * v), at(length - 1, width * v)], pal.bridge_edge, max(1, int(width * 0.1)))
        d = min(width * 0.74, length * 0.3)
    size = max(9, int(d * 0.72))
    for value, near in ((va, not toward_a), (vb, toward_a)):
        u = d / 2 + 1 if near else length - d / 2 - 1
        centre = at(u, width / 2)
        s.circle(centre, d / 2, pal.card_paper).circle(centre, d / 2, None, pal.bridge_edge)
        s.text(value, centre, size, "text_dark", bold=True, anchor="center")
    return s.face()


# ----- wooden pieces and coins ----------------------------------------------------------------------------
def chip(spec: RialtoSpec, face: str, owner: int | None, w: int, h: int) -> Face:
    """A participant's councillors in a district: a piece of its colour cut in its seat's shape (a wooden cube for
    the neutral player) with the count on it."""
    side = min(w, h)
    s = Sketch(w, h)
    if owner is None:
        s.token((0, 0, side, side), owner_ink(spec, owner), "cube")
    else:
        seatmark.marker(s, owner, (0, 0, side, side))
    top = side * 0.88  # the piece's upper face, left of its shadow
    return stamped(s, face, (top / 2, top / 2), max(9, min(14, int(top * 0.68)))).face()


def marker(spec: RialtoSpec, face: str, owner: int | None, w: int, h: int) -> Face:
    """A participant's marker on the Doge or VP track: a piece in its seat's shape and colour (a wooden disc for
    the neutral player), showing its Doge rank or VP when it is large enough to read."""
    size = min(w, h)
    s = Sketch(w, h)
    area = ((w - size) / 2, (h - size) / 2, size, size)
    if owner is None:
        s.token(area, owner_ink(spec, owner), "disc")
    else:
        seatmark.marker(s, owner, area)
    if size < MARKER_FIGURES:  # many markers share a space: their order in reading order is the Doge order
        return s.face()
    top = size * 0.88
    text_size = max(9, int(top * (0.62 if len(face) < 2 else 0.5)))
    return stamped(s, face, ((w - size) / 2 + top / 2, (h - size) / 2 + top / 2), text_size).face()


def coin(size: int, label: str = "") -> Face:
    """A gold coin, as on a player board and on a building in use."""
    return Sketch(size, size).coin((0, 0, size, size), label).face()
