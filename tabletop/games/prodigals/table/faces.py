"""The Prodigals Club's components as faces: cards (card stock, a band in their contest's colour, the name in the
display serif, an icon, the rules where all of them fit), political circle tiles, possession tiles, bonus and Old
Lady tiles, and the wooden pieces (errand boys, society tokens, vote markers). Pure: built from the data ``spec``
each function is handed (words.py) and its ``presentation:`` block; every printed text is measured first
(``tabletop.engine.measure``, in the language it is rendered in; metrics.py for line heights), so none is ever
cut (a face too small for a text leaves it to the hover tip and the zoom)."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop.engine import measure, seatmark
from tabletop.engine.face import Area, Colour, Face, Para, Sketch, seat_ink
from tabletop.engine.facecache import per_spec
from tabletop.engine.message import Msg, Words, as_msg, joined, msg, on_language_change
from tabletop.games.prodigals.rules.cards import card as card_of
from tabletop.games.prodigals.rules.pieces import BonusTile, OldLadyTile
from tabletop.games.prodigals.table import metrics, words

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec

MODULES = {"E": "election", "S": "society", "P": "possessions", "C": "central"}  # a card id's first letter
SYMBOL = re.compile(r"symbol:([a-z])")
PRIMITIVE = re.compile(r"([a-z_]+)\(")
EFFECT_ICONS = {  # an effect's first step -> the icon role that shows it on a card or tile
    "lose_votes": "votes",
    "gain_votes": "votes",
    "megaphones": "megaphones",
    "spend": "money",
    "sell": "sell",
    "exchange": "exchange",
    "trade": "exchange",
    "relocate_errand_boy": "errand",
    "shield": "shield",
}
MOVES = ("move", "jump_down", "straight_down", "row_down", "column_down")
LIGHT, DARK = "text", "text_dark"


# ----- faces kept by data set ----------------------------------------------------------------------------------


def look(spec: ProdigalsSpec):
    """The validated ``presentation:`` block."""
    return spec.presentation


def glyph(spec: ProdigalsSpec, role: str) -> str:
    """The icon of one of the table's roles (presentation ``icons``)."""
    return look(spec).icons[role].icon


def board_colour(spec: ProdigalsSpec, module: str) -> Colour:
    """A board's colour (its cards' band)."""
    return look(spec).boards[module]


# ----- fitted text ---------------------------------------------------------------------------------------------


def para(s: Sketch, text: Words, area: Area, size: int, colour: Colour) -> Sketch:
    """Append a Para of ``text`` wrapped to ``area``."""
    x, y, w, h = area
    return s.add(Para(text, (float(x), float(y), float(w), float(h)), int(size), colour))


def lines_text(s: Sketch, lines: list[str], at: tuple[float, float], size: int, colour: Colour, w: float, **kw):
    """Each of ``lines`` (already measured to fit ``w``) as a Text, one under another from ``at`` (its x is the
    left, or the centre with ``centre``)."""
    centre = kw.pop("centre", False)
    x, y = at
    for k, line in enumerate(lines):
        spot = (x, y + k * metrics.step(size, kw.get("bold", False), kw.get("serif", False)))
        s.text(line, spot, size, colour, anchor="midtop" if centre else "topleft", max_width=int(w) + 2, **kw)


def fit_name(
    text: Words, w: float, h: float, sizes: range, max_lines: int = 2, bold: bool = True
) -> tuple[int, list[str]]:
    """The largest of ``sizes`` at which ``text`` (in the serif, bold unless asked) wraps into at most
    ``max_lines`` lines of ``w`` in ``h``, with its lines; (0, []) if none does."""
    for size in reversed(sizes):
        lines = measure.wrap(text, w, size, bold=bold, serif=True)
        ok = all(measure.fits(x, w, size, bold, True) for x in lines)
        if ok and len(lines) <= max_lines and len(lines) * metrics.step(size, bold, True) <= h:
            return size, lines
    return 0, []


def one_line(s: Sketch, variants: Sequence[Words], box, colour: Colour, sizes=range(9, 13), **kw) -> Words:
    """The first of ``variants`` that fits ``box`` on one line at a size of ``sizes`` (the largest it can), drawn
    at the box's left middle (``anchor`` to place it otherwise); returns the text drawn ("" for none)."""
    x, y, w, h = box
    anchor = kw.pop("anchor", "midleft")
    bold, serif = kw.get("bold", False), kw.get("serif", False)
    for text in variants:
        for size in reversed(sizes):
            if measure.fits(text, w, size, bold, serif) and metrics.height(size, bold, serif) <= h + 3:
                spot = {"midleft": (x, y + h / 2), "center": (x + w / 2, y + h / 2), "midright": (x + w, y + h / 2)}
                s.text(text, spot[anchor], size, colour, anchor=anchor, max_width=int(w) + 2, **kw)
                return text
    return ""


# ----- cards ---------------------------------------------------------------------------------------------------


def card_text(spec: ProdigalsSpec, cid: str) -> Msg:
    """What a card prints below its name: its effects, one paragraph each ("Activate:" and "Permanent:" on black
    cards; A Bit More Time says what it adds to)."""
    c = card_of(spec, cid)
    if getattr(c, "abmt", False):
        return msg("No effect alone: played with a card or space that counts A Bit More Time, it spends more.")
    heads = {
        "activate": lambda e: msg("Activate: {effect}", effect=e),
        "permanent": lambda e: msg("Permanent: {effect}", effect=e),
    }
    return joined([heads[head](text) if head in heads else text for head, text in words.card_parts(spec, cid)])


def _effects(spec: ProdigalsSpec, cid: str) -> str:
    c = card_of(spec, cid)
    parts = [getattr(c, "play", None), getattr(c, "activation", None), *(getattr(c, "permanent", ()) or ())]
    return " ".join(p for p in parts if p)


def effect_icons(spec: ProdigalsSpec, text: str, module: str) -> list[tuple[str, Colour]]:
    """The icons that show an effect: the symbols it counts, else its first step (votes, megaphones, a lady or
    gentleman moving, money...), else its contest's."""
    symbols = list(dict.fromkeys(SYMBOL.findall(text)))
    if symbols:
        return [(look(spec).symbols[x].icon, look(spec).symbols[x].colour) for x in symbols if x in look(spec).symbols]
    if "played_white" in text or "on_play_white" in text:
        return [(glyph(spec, "poster"), board_colour(spec, "election"))]
    for step in PRIMITIVE.findall(text):
        if step in MOVES:
            who = "lady" if "lady" in text else "gentleman" if "gentleman" in text else "society"
            return [(glyph(spec, who), look(spec).genders[who] if who != "society" else board_colour(spec, "society"))]
        if step in EFFECT_ICONS:
            role = EFFECT_ICONS[step]
            return [
                (
                    glyph(spec, role),
                    board_colour(spec, {"votes": "election", "megaphones": "election"}.get(role, module)),
                )
            ]
    return [(glyph(spec, module), board_colour(spec, module))]


def card_icons(spec: ProdigalsSpec, cid: str) -> list[tuple[str, Colour]]:
    """A card's icons: A Bit More Time's hourglass, the symbols it counts, or its effect's."""
    if getattr(card_of(spec, cid), "abmt", False):
        return [(glyph(spec, "time"), board_colour(spec, "possessions"))]
    return effect_icons(spec, _effects(spec, cid), MODULES[cid[0]])


def party_of(spec: ProdigalsSpec, cid: str) -> str | None:
    """A white Election card's party icon (L, C or B), if any."""
    return getattr(card_of(spec, cid), "party", None)


@per_spec(maxsize=2048)
def card(spec: ProdigalsSpec, cid: str, w: int, h: int, used: bool = False) -> Face:
    """A card: card stock (cream, or black for black cards) framed, a band in its contest's colour with its name,
    then its rules if all of them fit (its icons and party icon below them), else its icons large with its party
    icon in the corner; too small for its name, the band and the icons only. A black card ``used`` this round
    carries an accent strip at its foot."""
    black = words.colour_of(spec, cid) == "black"
    radius = max(2, min(w, h) // 10)
    s = Sketch(w, h).grain((0, 0, w, h), "paper", look(spec).stock["black" if black else "white"], radius)
    foot = _used(s, w, h) if used else 0
    pad = 2 if min(w, h) < 60 else 3
    party = party_of(spec, cid)
    disc = min(16, max(10, min(w, h) // 6)) if party and min(w, h) >= 36 else 0
    sizes, bold = range(9, min(16, max(9, h // 6)) + 1), True
    size, lines = fit_name(words.card_name(spec, cid), w - 2 * pad - 2, h * 0.5, sizes, 3)
    if not size:  # a long word: the regular serif is narrower
        bold = False
        size, lines = fit_name(words.card_name(spec, cid), w - 2 * pad - 2, h * 0.5, sizes, 3, bold=False)
    bh = len(lines) * metrics.step(size, bold, True) + 2 * pad if size else max(3, h // 6)
    s.box((1, 1, w - 2, bh), board_colour(spec, MODULES[cid[0]]), radius=radius, top_only=True)
    body = (pad + 1, bh + pad, w - 2 * pad - 2, h - bh - 2 * pad - foot)
    if size:
        lines_text(s, lines, (pad + 1, pad), size, LIGHT, w - 2 * pad - 2, bold=bold, serif=True)
        text = card_text(spec, cid)
        tsize = metrics.largest(text, body[2], body[3] - disc, range(9, min(13, size, 9 + max(0, (w - 60) // 40)) + 1))
        if tsize:  # the whole rules text, then the icons (and the party icon) in the room left below it
            para(s, text, body, tsize, LIGHT if black else DARK)
            tall = len(metrics.wrap(text, body[2], tsize)) * metrics.step(tsize) + 2
            rest = (body[0], body[1] + tall, body[2] - (disc + 2 if disc else 0), body[3] - tall)
            _icons(spec, s, cid, black, rest, limit=min(56, w * 0.4))
            if disc and party:
                _party(spec, s, party, (w - pad - 1 - disc, body[1] + tall + (rest[3] - disc) / 2, disc, disc))
            return s.box((0, 0, w, h), None, "card_edge", radius=radius).face()
    _icons(spec, s, cid, black, body, limit=44)
    if disc and party:
        _party(spec, s, party, (pad + 1, bh + pad, disc, disc))
    return s.box((0, 0, w, h), None, "card_edge", radius=radius).face()


def _icons(spec: ProdigalsSpec, s: Sketch, cid: str, black: bool, area, limit: float) -> None:
    """A card's icons side by side, centred in ``area`` (on a black card each on a cream medallion)."""
    x, y, w, h = area
    icons = card_icons(spec, cid)
    side = min(limit, h, (w - 2 * (len(icons) - 1)) / max(1, len(icons)))
    if side < 7:
        return
    left = x + (w - len(icons) * side - 2 * (len(icons) - 1)) / 2
    for k, (name, colour) in enumerate(icons):
        spot = (left + k * (side + 2), y + (h - side) / 2, side, side)
        if black:
            s.circle((spot[0] + side / 2, spot[1] + side / 2), side / 2, look(spec).stock["white"])
            spot = (spot[0] + side * 0.15, spot[1] + side * 0.15, side * 0.7, side * 0.7)
        s.icon(name, spot, colour)


def _party(spec: ProdigalsSpec, s: Sketch, party: str, area) -> None:
    """A party icon: a disc in the party's colour, its letter on it when there is room."""
    x, y, d, _ = area
    mark = look(spec).parties[party]
    s.circle((x + d / 2, y + d / 2), d / 2, mark.colour, LIGHT)
    size = measure.largest(mark.letter, d - 1, max(9, int(d * 0.7)), 9, bold=True)
    if measure.fits(mark.letter, d - 1, size, bold=True) and d >= 12:
        s.text(mark.letter, (x + d / 2, y + d / 2), size, LIGHT, bold=True, anchor="center")


def _used(s: Sketch, w: int, h: int) -> int:
    """The accent strip of a black card activated this round along its foot (saying so where it fits); its
    height."""
    band = 13 if h >= 40 and w >= 26 else max(3, h // 8)
    s.box((1, h - band - 1, w - 2, band), "accent", radius=2)
    if band >= 13:
        one_line(
            s, [msg("activated"), msg("used")], (2, h - band - 1, w - 4, band), DARK, range(9, 10), anchor="center"
        )
    return band + 1


@per_spec(maxsize=256)
def card_large(spec: ProdigalsSpec, cid: str) -> Face:
    """A card as a right-click shows it: its band with the name large, its party icon, its icons on a medallion,
    then every rule (fitted with room to spare, as the zoom may draw it somewhat larger)."""
    w, h, pad = 300, 400, 12
    black = words.colour_of(spec, cid) == "black"
    ink = LIGHT if black else DARK
    s = Sketch(w, h).grain((0, 0, w, h), "paper", look(spec).stock["black" if black else "white"], 14)
    party = party_of(spec, cid)
    disc = 30 if party else 0
    size, lines = fit_name(words.card_name(spec, cid), (w - 2 * pad - disc) * 0.9, 70, range(14, 25))
    bh = len(lines) * metrics.step(size, True, True) + 2 * pad
    s.box((2, 2, w - 4, bh), board_colour(spec, MODULES[cid[0]]), radius=14, top_only=True)
    lines_text(s, lines, (pad, pad), size, LIGHT, w - 2 * pad - disc, bold=True, serif=True)
    if disc and party:
        _party(spec, s, party, (w - pad - disc, (bh - disc) / 2, disc, disc))
    medal = 84
    s.circle((w / 2, bh + 10 + medal / 2), medal / 2, look(spec).stock["white"] if black else (228, 218, 194))
    _icons(spec, s, cid, False, (w / 2 - medal / 2 + 12, bh + 22, medal - 24, medal - 24), limit=60)
    top = bh + medal + 22
    text = card_text(spec, cid)
    tsize = metrics.largest(text, (w - 2 * pad) * 0.9, (h - top - pad) * 0.9, range(10, 18))
    if tsize:
        para(s, text, (pad, top, w - 2 * pad, h - top - pad), tsize, ink)
    return s.box((0, 0, w, h), None, "card_edge", width=2, radius=14).face()


# ----- tiles ---------------------------------------------------------------------------------------------------


@per_spec(maxsize=1024)
def political_tile(spec: ProdigalsSpec, tid: str, rotation: int, w: int, h: int) -> Face:
    """A political circle tile: a square of tile board with a road from its centre to each edge that shows a
    symbol (its icon on a disc in the symbol's colour) or a wild (a star); blank edges stay plain."""
    size = min(w, h)
    ox, oy = (w - size) / 2, (h - size) / 2
    s = Sketch(w, h).grain((ox, oy, size, size), "paper", look(spec).stock["tile"], max(1, size // 10))
    cx, cy, r = w / 2, h / 2, size / 2
    reach = r * 0.64
    spots = ((cx, cy - reach), (cx + reach, cy), (cx, cy + reach), (cx - reach, cy))
    edges = words.edges_of(spec, tid, rotation)
    road = max(1, int(size / 12))
    for (x, y), edge in zip(spots, edges):
        if edge != "-":
            s.line(((cx, cy), (x, y)), (170, 156, 128), road)
    for (x, y), edge in zip(spots, edges):
        if edge == "-":
            continue
        rr = r * 0.33
        if edge == "*":
            star(s, (x, y), rr * 1.15, look(spec).edges.wild.colour)
            continue
        mark = look(spec).symbols[edge]
        s.circle((x, y), rr, mark.colour, "card_edge" if size >= 24 else None)
        if 2 * rr >= 9:
            s.icon(mark.icon, (x - rr * 0.72, y - rr * 0.72, rr * 1.44, rr * 1.44), LIGHT)
    return s.box((ox, oy, size, size), None, "card_edge", radius=max(1, size // 10)).face()


def star(s: Sketch, centre: tuple[float, float], r: float, fill) -> Sketch:
    """A five-pointed star (a wild edge) of outer radius ``r``, with a dark outline."""
    x, y = centre
    for radius, colour in ((r + 1, (120, 96, 40)), (r, fill)):
        points = []
        for k in range(10):
            reach = radius if k % 2 == 0 else radius * 0.45
            angle = math.radians(-90 + 36 * k)
            points.append((x + reach * math.cos(angle), y + reach * math.sin(angle)))
        s.shape(points, colour)
    return s


@per_spec(maxsize=256)
def possession(spec: ProdigalsSpec, tid: str, marked: bool, w: int, h: int) -> Face:
    """A possession tile: tile board, its symbol's icon, its value large in the serif, its borough along the foot;
    ringed in the accent colour while the borough marker is on its borough (it sells for less)."""
    tile = spec.possession_tiles[tid]
    mark = look(spec).symbols[tile.symbol]
    s = Sketch(w, h).grain((0, 0, w, h), "paper", look(spec).stock["tile"], 3)
    s.box((0, 0, w, h), None, "accent" if marked else "card_edge", width=3 if marked else 1, radius=3)
    value = str(tile.value)
    if h < 30:  # small: the symbol and the value side by side
        side = min(h - 4, w / 2 - 2)
        s.icon(mark.icon, (2, (h - side) / 2, side, side), mark.colour)
        one_line(s, [value], (w / 2, 1, w / 2 - 1, h - 2), DARK, range(9, 17), bold=True, serif=True, anchor="center")
        return s.face()
    side = h * 0.34
    s.icon(mark.icon, (3, 3, side, side), mark.colour)
    foot = 11 if h >= 40 else 0
    one_line(
        s,
        [value],
        (side / 2, 2, w - side / 2, h - foot - 2),
        DARK,
        range(9, 25),
        bold=True,
        serif=True,
        anchor="center",
    )
    if foot:
        initials = next((b.initials for b in spec.possessions.boroughs if b.id == tile.borough), as_msg(tile.borough))
        one_line(s, [initials], (2, h - foot - 2, w - 4, foot), DARK, range(9, 10), anchor="center")
    return s.face()


def bonus_tile(spec: ProdigalsSpec, tid: str, w: int, h: int, holder: int | None = None) -> Face:
    """A bonus tile: board of its contest's colour, edged in its holder's colour; its effect's icon, its name
    where it fits whole and its effect where that fits too."""
    t = words.tile_as(spec, tid, BonusTile)
    s = Sketch(w, h).grain((0, 0, w, h), "paper", board_colour(spec, t.module), 4)
    s.box((0, 0, w, h), None, seat_ink(holder), width=2 if holder is not None else 1, radius=4)
    if holder is not None:  # the holder's shape in the top right corner, beside the edge in its colour
        mark = max(8, min(14, min(w, h) * 0.22))
        seatmark.badge(s, holder, (w - mark - 3, 3, mark, mark))
    icons = [(glyph(spec, "shield"), LIGHT)] if t.use == "old_lady_phase" else effect_icons(spec, t.effect, t.module)
    icon = icons[0][0]
    size, lines = fit_name(t.name, w - 6, h * 0.5, range(9, min(14, h // 3) + 1))
    if not size:
        side = min(w, h) - 6
        return s.icon(icon, ((w - side) / 2, (h - side) / 2, side, side), LIGHT).face()
    top = len(lines) * metrics.step(size, True, True) + 3
    lines_text(s, lines, (w / 2, 2), size, LIGHT, w - 6, bold=True, serif=True, centre=True)
    effect = words.say(spec, t.effect, "tile")
    body = (4, top + 1, w - 8, h - top - 4)
    tsize = metrics.largest(effect, body[2], body[3], range(9, 11))
    if tsize:
        return para(s, effect, body, tsize, LIGHT).face()
    side = min(body[3], 30)
    if side >= 8:
        s.icon(icon, ((w - side) / 2, body[1] + (body[3] - side) / 2, side, side), LIGHT)
    return s.face()


def old_lady_tile(spec: ProdigalsSpec, tid: str, w: int, h: int) -> Face:
    """An Old Lady tile: tile board with her lorgnette, a small society grid lighting the squares she marks
    (columns and rows tiles) and the tile's name where it fits whole."""
    t = words.tile_as(spec, tid, OldLadyTile)
    s = (
        Sketch(w, h)
        .grain((0, 0, w, h), "paper", look(spec).stock["tile"], 4)
        .box((0, 0, w, h), None, "card_edge", radius=4)
    )
    side = min(h - 4, 28, w / 4)
    s.icon(glyph(spec, "old_lady"), (2, (h - side) / 2, side, side), board_colour(spec, "society"))
    x = side + 5
    gw = _old_lady_grid(spec, s, t, (x, 3, min(h * 0.7, (w - x) * 0.3), h - 6))
    x += gw + (4 if gw else 0)
    size, lines = fit_name(t.name, w - x - 3, h - 4, range(9, min(14, h // 2) + 1), max_lines=3)
    if size:
        tall = len(lines) * metrics.step(size, True, True)
        lines_text(s, lines, (x, (h - tall) / 2), size, DARK, w - x - 3, bold=True, serif=True)
    return s.face()


def _old_lady_grid(spec: ProdigalsSpec, s: Sketch, t: OldLadyTile, area) -> float:
    """The squares an Old Lady tile marks on a small grid (only for the columns and rows tiles, which mark fixed
    squares); returns its width (0: not drawn)."""
    x, y, w, h = area
    if t.kind not in ("columns", "rows") or w < 9 or h < 12:
        return 0
    grid = spec.society.grid
    cols, rows = grid.columns, grid.rows
    cw, ch = w / len(cols), h / len(rows)
    for c, col in enumerate(cols):
        for r, value in enumerate(rows):
            if t.kind == "columns":
                marked = col.id != t.crossed_out
            else:  # a rows tile names both its rows (board_checks)
                marked = t.bottom_row is not None and t.top_row is not None and t.bottom_row <= value <= t.top_row
            colour = look(spec).columns[col.id] if marked else (90, 86, 80)
            s.box((x + c * cw, y + r * ch, cw - 0.5, ch - 0.5), colour)
    return w


@per_spec(maxsize=512)
def tile(spec: ProdigalsSpec, tid: str, w: int, h: int, holder: int | None = None) -> Face:
    """A bonus tile or an Old Lady tile."""
    if isinstance(words.tile_of(spec, tid), BonusTile):
        return bonus_tile(spec, tid, w, h, holder)
    return old_lady_tile(spec, tid, w, h)


# ----- wooden pieces -------------------------------------------------------------------------------------------


def errand_boy(s: Sketch, seat: int, area) -> Sketch:
    """An errand boy: a wooden pawn in his seat's colour with the seat's shape on his base; too small for both to
    read, a piece cut in the seat's shape."""
    x, y, w, h = area
    side = min(w, h)
    x, y = x + (w - side) / 2, y + (h - side) / 2
    if side < BOY_PAWN:
        return seatmark.marker(s, seat, (x, y, side, side))
    s.token((x, y, side, side), seat_ink(seat), "pawn")
    mark = max(8.0, side * 0.4)
    return seatmark.badge(s, seat, (x + side - mark - 1, y + side - mark - 1, mark, mark))


BOY_PAWN = 14  # the least size at which an errand boy is a pawn with his seat's shape (8 pixels) on its base


@per_spec(maxsize=64)
def society_token(spec: ProdigalsSpec, gender: str, w: int, h: int) -> Face:
    """A society token: a wooden disc in its gender's colour with her dress or his top hat on it."""
    side = min(w, h)
    s = Sketch(w, h).token(((w - side) / 2, (h - side) / 2, side, side), look(spec).genders[gender], "disc")
    if side >= 11:
        k = side * 0.52
        s.icon(glyph(spec, gender), ((w - k) / 2 - side * 0.05, (h - k) / 2 - side * 0.05, k, k), LIGHT)
    return s.face()


def vote_marker(seat: int, w: int, h: int) -> Face:
    """A vote marker: a piece cut in its seat's shape, in its colour (it reads without colour, at any size)."""
    side = min(w, h)
    return seatmark.marker(Sketch(w, h), seat, ((w - side) / 2, (h - side) / 2, side, side)).face()


def forget() -> None:
    """Drop the kept faces: their texts were measured and wrapped in the language chosen then."""
    for build in (card, card_large, political_tile, tile):
        build.cache_clear()  # type: ignore[union-attr]  # per_spec's lru_cache


on_language_change(forget)
