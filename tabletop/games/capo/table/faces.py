"""Capo dei Capi's components as faces: the cardboard markers, the wooden cubes and pawns, the chips (coins), the
area cards (which say what each roll naming them does) and the Mayor card with its extortion scale.

Pure: built from the data's `presentation:` block and rules (the loaded spec, handed down by screen.py); the one
renderer draws them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine import measure, seatmark
from tabletop.engine.face import Area, Colour, Die, Face, Point, Sketch, Slide, shift
from tabletop.engine.facecache import per_spec
from tabletop.engine.message import Msg, Words, say
from tabletop.games.capo.table.tips import naming_rolls

if TYPE_CHECKING:
    from tabletop.games.capo.rules.data import CapoSpec
    from tabletop.games.capo.rules.presentation import DiePaint

PAPER_EDGE = (150, 136, 110)
FLOOR = 9  # the smallest text size the table lays out (the renderer's floor: no text is drawn smaller)
LEADING = 1.2  # a line of wrapped text is this many times its size high
SLACK, SLACK_BELOW = 2, 10  # pixels kept free beside a text at sizes up to SLACK_BELOW (see fits)


def paint_of(spec: CapoSpec, die_id: str) -> DiePaint:
    """The paint of a die of the data by id ("white", "black")."""
    pres = spec.presentation
    return getattr(pres.die_paints, pres.dice[die_id])


def die(spec: CapoSpec, area: Area, value: int, die_id: str, roll: int = -1) -> Die:
    """A die mark of the data's die ``die_id`` showing ``value`` (tumbling as die ``roll`` of a roll, if >= 0)."""
    paint = paint_of(spec, die_id)
    x, y, w, h = area
    return Die((float(x), float(y), float(w), float(h)), value, paint.body, paint.pips, paint.edge, roll=roll)


def fits(text: Words, room: float, size: int, bold: bool = False, serif: bool = False) -> bool:
    """Whether ``text`` fits ``room`` pixels in one line at ``size``, with a margin at the smallest sizes, where the
    drawn width can exceed the measured one by a pixel or two (hinting) and the renderer cannot shrink it more."""
    return measure.width(text, size, bold, serif) <= room - (SLACK if size <= SLACK_BELOW else 0)


def largest(text: Words, room: float, size: int, bold: bool = False, serif: bool = False) -> int:
    """The largest size up to ``size`` (not below ``FLOOR``) at which ``text`` ``fits`` ``room`` in one line."""
    line = say(text)
    while size > FLOOR and not fits(line, room, size, bold, serif):
        size -= 1
    return size


def fitted(
    text: Words, room: float, size: int, height: float = 0, bold: bool = False, serif: bool = False
) -> tuple[int, list[str]]:
    """The largest size up to ``size`` (not below ``FLOOR``) at which ``text`` fits ``room`` pixels in one line, and
    that line; when it fits in one line at no size and ``height`` holds more lines, the largest size at which it
    wraps into ``room`` x ``height`` instead, and its lines (one line at the floor when it fits there at no size)."""
    line = say(text)
    one = largest(line, room, size, bold, serif)
    if not height or fits(line, room, one, bold, serif):
        return one, [line]
    fs, lines = measure.largest_wrapped(line, (room - SLACK, height), size, FLOOR, bold, serif)
    if len(lines) * fs * LEADING > height or not all(fits(x, room, fs, bold, serif) for x in lines):
        return one, [line]  # it fits no way: one line at the floor (the renderer shows what it can)
    return fs, lines


def fitted_words(
    s: Sketch,
    text: Words,
    at: Point,
    size: int,
    room: float,
    height: float = 0,
    colour: Colour = "text",
    *,
    bold: bool = False,
    serif: bool = False,
    anchor: str = "topleft",
    still: bool = False,
) -> Sketch:
    """Append ``text`` at the largest size up to ``size`` at which it fits ``room`` pixels in one line, or, when it
    fits in one line at no size and ``height`` has room for more, wrapped onto lines as large as fit ``room`` x
    ``height``: the block of lines anchored at ``at`` as the one line would be."""
    fs, lines = fitted(text, room, size, height, bold, serif)
    if len(lines) == 1:
        return s.text(text, at, fs, colour, serif, bold=bold, anchor=anchor, max_width=int(room), still=still)
    step = round(fs * LEADING)
    block = step * len(lines)
    top = at[1]
    if anchor in ("center", "midleft", "midright"):
        top -= block / 2
    elif anchor.startswith("bottom") or anchor == "midbottom":
        top -= block
    side = "left" if anchor.endswith("left") else "right" if anchor.endswith("right") else ""
    for k, line in enumerate(lines):
        where = (at[0], top + k * step)
        line_anchor = f"top{side}" if side else "midtop"
        s.text(line, where, fs, colour, serif, bold=bold, anchor=line_anchor, max_width=int(room), still=still)
    return s


def _clamp(value: float, low: int, high: int) -> int:
    return int(max(low, min(high, value)))


# ----- components --------------------------------------------------------------------------------------------------
@per_spec(maxsize=512)
def token(spec: CapoSpec, kind: str, face: str, size: int, owner: int | None) -> Face:
    """A component ``size`` pixels square: an influence token (a cardboard disc with its value, ringed in its
    owner's colour), a bribe (a cardboard square, an envelope on its back), a wooden cube, a chip (a coin) or
    the wooden hit-man pawn."""
    pres = spec.presentation
    t = pres.tokens
    s = Sketch(size, size)
    body = size - max(1, round(size * 0.12))  # a token's top face (the rest is its side and shadow)
    if kind == "influence":
        s.token((0, 0, size, size), t.influence, "disc")
        if owner is not None:
            inset = max(2, size * 0.09)
            seatmark.ring(s, owner, (inset, inset, body - 2 * inset, body - 2 * inset), max(1, size // 14))
        s.text(face, (body / 2, body / 2), int(size * 0.56), "text_dark", bold=True, anchor="center", serif=True)
    elif kind == "bribe":
        hidden = face in ("", "?")
        s.token((0, 0, size, size), t.bribe if hidden else t.bribe_face, "cube")
        if owner is not None:
            inset = max(2, size * 0.08)
            seatmark.ring(s, owner, (inset, inset, body - 2 * inset, body - 2 * inset), max(1, size // 14))
        if hidden:
            glyph = body * 0.56
            s.icon(pres.icon("bribe"), ((body - glyph) / 2, (body - glyph) / 2, glyph, glyph), (236, 200, 190))
        else:
            s.text(face, (body / 2, body / 2), int(size * 0.56), "text", bold=True, anchor="center", serif=True)
    elif kind == "cube":
        s.token((0, 0, size, size), t.cube, "cube")
    elif kind == "chip":
        s.coin((0, 0, size, size), "", "gold")
    elif kind == "hitman":
        s.token((0, 0, size, size), t.hitman, "pawn")
    return s.face()


# ----- area cards ----------------------------------------------------------------------------------------------------
def card_rows(spec: CapoSpec, card_id: str) -> list[tuple[str, tuple[int, ...]]]:
    """What an area card says, row by row: each kind of roll that acts on it (influence, bribe, invest) with the
    values of the other die that make it."""
    return list(naming_rolls(spec, card_id).items())


ROW_PIECE = {"influence": "influence", "bribe": "bribe", "invest": "cube"}  # the piece each row's roll brings


def _row_piece(spec: CapoSpec, kind: str, value: int, size: int) -> Face:
    """The piece a row's roll brings to the card: influence of the other die's value, a bribe face down, a cube."""
    return token(spec, ROW_PIECE[kind], str(value) if kind == "influence" else "?", size, None)


@per_spec(maxsize=512)
def area_card(spec: CapoSpec, card_id: str, w: int, h: int, reserve: int = 0) -> Face:
    """An area card ``w`` x ``h``: paper with a band in its die's colour holding that die and its name, then what
    each roll that acts on it does: for each value of the other die, that die -> the piece it brings here, under
    the roll's name. The bottom ``reserve`` pixels stay free for the cubes invested on it."""
    card = next(c for c in spec.area_cards if c.id == card_id)
    cards = spec.presentation.cards
    other = next(d.id for d in spec.dice if d.id != card.die)
    dark = spec.presentation.dice[card.die] == "black"
    s = Sketch(w, h).box((3, 3, w, h), (0, 0, 0, 60), radius=8)
    s.grain((0, 0, w, h), "paper", cards.paper, radius=8)
    band = _clamp(h * 0.13, 20, 40)
    s.box((0, 0, w, band), cards.black_band if dark else cards.white_band, top_only=True, radius=8)
    s.line([(0, band), (w, band)], PAPER_EDGE)
    pad = max(3, w // 24)
    ds = band - 8
    s.add(die(spec, (pad, 4, ds, ds), card.value, card.die))
    name_size = _clamp(band * 0.55, 11, 22)
    left = pad + ds + 3
    fitted_words(
        s,
        card.name,
        ((left + w - pad) / 2, band / 2),
        name_size,
        w - pad - left,
        band - 2,
        "text" if dark else "text_dark",
        bold=True,
        anchor="center",
        serif=True,
    )
    rows = card_rows(spec, card_id)
    _effects(spec, s, rows, other, (pad, band + 3, w - 2 * pad, h - reserve - band - 5))
    if reserve:
        s.box((pad, h - reserve, w - 2 * pad, reserve - pad), None, (214, 204, 182), radius=4)
    s.box((0, 0, w, h), None, "card_edge", width=2, radius=8)
    return s.face()


def _effects(
    spec: CapoSpec, s: Sketch, rows: list[tuple[str, tuple[int, ...]]], other: str, area: tuple[int, int, int, int]
) -> None:
    """The rows of an area card in ``area``: each roll's name (beside its first line if every name fits there,
    else under its lines) and one line per value of the other die: that die -> the piece it brings."""
    x, y, w, h = area
    names = [spec.roll(kind).name for kind, _ in rows]
    lines = sum(len(values) for _, values in rows)
    fs = _clamp(w * 0.15, 9, 15)
    d = _clamp(min(w * 0.3, (h - len(rows) * (fs + 4)) / lines - 3), 10, 30)
    picture = 2.5 * d
    beside = all(picture + 6 + measure.width(name, fs) <= w for name in names)
    used = lines * (d + 3) + (0 if beside else len(rows) * (fs + 4))
    gap = max(0.0, (h - used) / len(rows))
    cy = y + gap / 2
    for (kind, values), name in zip(rows, names, strict=True):
        cx = x if beside else x + (w - picture) / 2
        for i, value in enumerate(values):
            s.add(die(spec, (cx, cy, d, d), value, other))
            mid = cy + d / 2
            s.shape([(cx + d * 1.1, mid - d * 0.2), (cx + d * 1.4, mid), (cx + d * 1.1, mid + d * 0.2)], (120, 110, 96))
            s.add(*shift(_row_piece(spec, kind, value, d).marks, cx + 1.5 * d, cy))
            if beside and i == 0:
                fitted_words(s, name, (x + w, mid), fs, int(w - picture - 4), 0, "text_dark", anchor="midright")
            cy += d + 3
        if not beside:
            fitted_words(s, name, (x + w / 2, cy), fs, int(w), 0, "text_dark", anchor="midtop")
            cy += fs + 4
        cy += gap


# ----- the Mayor card ----------------------------------------------------------------------------------------------
def _scale(spec: CapoSpec, w: int, h: int, reserve: int) -> tuple[int, int, float, int, float, int]:
    """The Mayor card's measures at ``w`` x ``h``: its band's height, its padding, the height of a row of its scale,
    the size of a level's number, the pawn's size, and the room a row leaves its words beside the pawn."""
    band = _clamp(h * 0.13, 20, 40)
    pad = max(3, w // 24)
    rows = spec.extortion.arrest_above + 3  # every level, the arrest row above the top, and its die under the scale
    step = (h - reserve - 2 - band - 4) / rows
    fs = _clamp(step * 0.62, 9, 16)
    size = min(step * 1.05, w * 0.2)  # the pawn stands on its level's number, as on the printed track
    return band, pad, step, fs, size, int(w - 2 * pad - size - 6)


def _scale_words(spec: CapoSpec) -> list[tuple[Msg, bool]]:
    """The words on the Mayor's scale (the bonus levels', then the arrest row's), each with whether it is bold."""
    labels = spec.presentation.labels
    take = {"half": labels.half, "all": labels.all}
    return [(take[b.take], False) for b in spec.extortion.bonus] + [(labels.arrest, True)]


def _scale_size(spec: CapoSpec, room: int, fs: int) -> int:
    """The one size of the scale's words: the largest up to ``fs`` at which all fit ``room``."""
    return min(largest(word, room, fs, bold) for word, bold in _scale_words(spec))


def mayor_width(spec: CapoSpec, w: int, h: int, reserve: int = 0, widest: int = 0) -> int:
    """How wide the Mayor card ``h`` high is to be: ``w``, or when the words of its scale fit a row at no size at
    that width (a longer language), the least width up to ``widest`` at which they do."""
    for width in range(w, max(w, widest) + 1):
        _, _, _, fs, _, room = _scale(spec, width, h, reserve)
        size = _scale_size(spec, room, fs)
        if all(fits(word, room, size, bold) for word, bold in _scale_words(spec)):
            return width
    return max(w, widest)


@per_spec(maxsize=512)
def mayor(spec: CapoSpec, ext: int, w: int, h: int, reserve: int = 0) -> Face:
    """The Mayor card: a band with its hat and name, the extortion scale from 0 to the top level with the bonus
    levels named and the arrest row above, the wooden pawn on the level now (it slides as the level counts), and
    under the scale its die (a 4) with an arrow up; the bottom ``reserve`` pixels stay free for its cubes."""
    pres, extortion = spec.presentation, spec.extortion
    top_level = extortion.arrest_above
    bonus = {b.level: b.take for b in extortion.bonus}
    cards = pres.cards
    band, pad, step, fs, size, room = _scale(spec, w, h, reserve)
    s = Sketch(w, h).box((3, 3, w, h), (0, 0, 0, 60), radius=8)
    s.grain((0, 0, w, h), "paper", cards.mayor, radius=8)
    s.box((0, 0, w, band), cards.mayor_band, top_only=True, radius=8)
    hat = band - 8
    s.icon(pres.icon("mayor"), (pad, 4, hat, hat), (226, 226, 232))
    name_size = _clamp(band * 0.55, 11, 22)
    left = pad + hat + 3
    fitted_words(
        s,
        spec.mayor_card.name,
        ((left + w - pad) / 2, band / 2),
        name_size,
        w - pad - left,
        band - 2,
        "text",
        bold=True,
        anchor="center",
        serif=True,
    )
    bottom = h - reserve - 2
    ds = step - 3  # its die, with an arrow up: a die showing it pushes the pawn up the scale
    dx, dy = (w - ds * 1.8) / 2, bottom - step + 1
    s.add(Die((dx, dy, ds, ds), spec.mayor_card.value, (168, 172, 180), (30, 30, 34), (110, 110, 120)))
    ax, ay = dx + ds * 1.2, dy + ds / 2
    s.shape([(ax, ay + ds * 0.3), (ax + ds * 0.3, ay - ds * 0.3), (ax + ds * 0.6, ay + ds * 0.3)], (80, 84, 96))
    labels = {"half": pres.labels.half, "all": pres.labels.all}
    small = _scale_size(spec, room, fs)  # one size: the largest all fit in

    def row_y(level: int) -> float:
        return bottom - (level + 2) * step

    for level in range(top_level + 2):
        y = row_y(level)
        box = (pad, y + 1, w - 2 * pad, step - 2)
        if level > top_level:
            s.box(box, (226, 164, 150), (150, 60, 50), radius=3)
            glyph = min(step - 4, size)
            s.icon(pres.icon("arrest"), (pad + 2, y + (step - glyph) / 2, glyph, glyph), (110, 30, 24))
            s.text(
                pres.labels.arrest,
                (w - pad - 3, y + step / 2),
                small,
                (110, 30, 24),
                bold=True,
                anchor="midright",
                max_width=room,
            )
            continue
        fill = (236, 214, 140) if level in bonus else (222, 226, 232)
        s.box(box, fill, (150, 156, 166), radius=3)
        s.text(str(level), (pad + 2 + size / 2, y + step / 2), fs, "text_dark", bold=True, anchor="center")
        if level in bonus:
            s.text(
                labels[bonus[level]],
                (w - pad - 3, y + step / 2),
                small,
                "text_dark",
                anchor="midright",
                max_width=room,
            )
    py = row_y(min(ext, top_level + 1)) + (step - size) / 2
    pawn = Sketch(w, h).token((pad + 2, py, size, size), pres.tokens.mayor_pawn, "pawn").marks
    s.add(Slide(tuple(pawn), "ext", float(ext), (0.0, -step)))
    if reserve:
        s.box((pad, h - reserve, w - 2 * pad, reserve - pad), None, (170, 176, 186), radius=4)
    s.box((0, 0, w, h), None, "card_edge", width=2, radius=8)
    return s.face()
