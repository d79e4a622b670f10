"""How Capo dei Capi's pieces look: faces (tabletop/engine/face.py) built from the view and the `presentation:`
block of data/capo.yaml. Pure: the one renderer draws them."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tabletop.engine import seatmark
from tabletop.engine.face import Die, Face, Sketch, Slide, seat_ink, shift
from tabletop.engine.layout import Layout, Region
from tabletop.games.capo.dice import classify

if TYPE_CHECKING:
    from tabletop.games.capo.data import CapoSpec
    from tabletop.games.capo.presentation import DiePaint

ROLL_ORDER = ("white", "black")  # the order of a roll's values in the view (the rules' state.dice), not a look


def spec() -> CapoSpec:
    """The loaded data (once per process)."""
    from tabletop.games.registry import load_rules

    return load_rules("capo").spec


def _paint(die_id: str) -> DiePaint:
    pres = spec().presentation
    return getattr(pres.die_paints, pres.dice[die_id])


def token(kind: str, face: str, size: int, owner: int | None) -> Face:
    """An influence marker, bribe, cube, chip or the hit-man, ``size`` pixels square."""
    t = spec().presentation.tokens
    s = Sketch(size, size)
    full, edge = (0, 0, size, size), max(2, size // 9)
    if kind == "influence":
        s.oval(full, t.influence).oval(full, None, seat_ink(owner), edge)
        s.text(face, (size / 2, size / 2), int(size * 0.62), "text_dark", bold=True, anchor="center")
    elif kind == "bribe":
        hidden = face in ("", "?")
        radius = max(2, size // 6)
        s.box(full, t.bribe if hidden else t.bribe_face, seat_ink(owner), width=edge, radius=radius)
        s.text("$" if hidden else face, (size / 2, size / 2), int(size * 0.6), "text", bold=True, anchor="center")
    elif kind == "cube":
        s.box((1, 1, size - 2, size - 2), t.cube, t.cube_edge, radius=2)
    elif kind == "chip":
        s.oval(full, "chip").oval(full, None, t.chip_edge, max(1, size // 10))
        s.oval((size / 4, size / 4, size / 2, size / 2), None, t.chip_edge)
    elif kind == "hitman":
        s.circle((size / 2, size / 4), size / 4, t.hitman)
        s.shape([(size / 5, size - 1), (size - size / 5, size - 1), (size / 2, size / 3)], t.hitman)
        s.circle((size / 2, size / 4), size / 4, None, "danger", 2)
    return s.face()


def area_card(label: str, w: int, h: int) -> Face:
    """An area card (``label`` is its id, "W3"): its die result drawn as that die, and its name."""
    card = next(c for c in spec().area_cards if c.id == label)
    paint = _paint(card.die)
    s = Sketch(w, h).box((3, 3, w, h), (0, 0, 0, 60), radius=8)
    s.box((0, 0, w, h), "card", "card_edge", width=2, radius=8)
    size = w * 0.5
    s.add(Die((w / 2 - size / 2, h * 0.36 - size / 2, size, size), card.value, paint.body, paint.pips, paint.edge))
    s.text(card.name, (w / 2, 4), 13, "text_dark", bold=True, anchor="midtop", max_width=w - 6)
    return s.face()


def mayor(ext: int, w: int, h: int) -> Face:
    """The Mayor card: the extortion scale from 0 to the arrest level, its bonus levels named, and the pawn
    (which slides as the level counts)."""
    pres, extortion = spec().presentation, spec().extortion
    top_level = extortion.arrest_above
    bonus = {b.level: b.take for b in extortion.bonus}
    s = Sketch(w, h).box((0, 0, w, h), pres.mayor, "card_edge", width=2, radius=8)
    s.text("Mayor", (w / 2, 4), 14, "text_dark", bold=True, anchor="midtop", max_width=w - 6)
    top, bottom = 24, h - int(h * 0.3)
    step = (bottom - top) / top_level
    dot = max(3, min(6, int(step / 2) - 1))
    label = max(9, min(12, int(step)))
    for level in range(top_level + 1):
        y = bottom - level * step
        ink = "danger" if level == top_level else ("accent" if level in bonus else (110, 110, 120))
        s.circle((14, y), dot, ink)
        s.text(str(level), (24, y), label, "text_dark", anchor="midleft")
        if level in bonus:
            s.text(bonus[level], (w - 5, y), label - 1, "text_dark", anchor="midright", max_width=w // 2 - 8)
    shown = min(ext, top_level + 1)
    y = bottom - shown * step if shown <= top_level else top - step * 0.6
    pawn = dot + 3
    colour = pres.mayor_pawn if ext <= top_level else "danger"
    pawn_marks = Sketch(w, h).circle((14, y), pawn, colour).circle((14, y), pawn, None, "text", 2).marks
    s.add(Slide(tuple(pawn_marks), "ext", float(ext), (0.0, -step)))
    return s.face()


def pile(label: str, kind: str, count: int, w: int, h: int) -> Face:
    """A supply pile: its name, one of its pieces, and how many are left (an empty marker pile in the warning
    colour, as it may end the game)."""
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", (70, 100, 80), radius=6)
    s.text(label, (w / 2, 3), 12, "text", anchor="midtop", max_width=w - 4)
    if count:
        size = max(8, int(min(h - 30, w // 2, 28) * (0.7 if kind == "cube" else 1)))
        face = label.split()[-1] if kind == "influence" else ("?" if kind == "bribe" else "")
        s.add(*shift(token(kind, face, size, None).marks, w / 2 - 10 - size / 2, h / 2 + 6 - size / 2))
    empty = "danger" if kind in ("influence", "bribe", "cube") else "text_dim"
    s.text(f"x{count}", (w - 6, h - 4), 14, "text" if count else empty, bold=True, anchor="bottomright")
    return s.face()


def strip(name: str, seat: int, active: bool, chips: int, cubes: int, w: int, h: int) -> Face:
    """A player's strip: badge, name (and whether it is their turn), chips and cubes."""
    labels = spec().presentation.labels
    colour = seat_ink(seat)
    rim = colour if active else (70, 90, 80)
    s = Sketch(w, h).box((0, 0, w, h), (22, 40, 30), rim, width=3 if active else 1, radius=6)
    badge = h - 8
    seatmark.badge(s, seat, (6, 4, badge, badge))  # the seat's colour and shape
    shown = name + (f"  {labels.to_play}" if active else "")
    s.text(shown, (badge + 14, h / 2), 16, "text", bold=active, anchor="midleft", max_width=int(w * 0.23) - badge - 18)
    info = labels.seat_info.format(chips=chips, cubes=cubes)
    s.text(info, (int(w * 0.24), h / 2), 14, "text_dim", anchor="midleft", max_width=int(w * 0.15))
    return s.face()


def slot(active: bool, w: int, h: int) -> Face:
    """A pending slot: lit on the side of the player whose turn it is."""
    s = Sketch(w, h)
    if active:
        s.box((0, 0, w, h), (48, 84, 62), (90, 130, 100), radius=5)
    return s.face()


def side(count: int, limit: int, w: int, h: int) -> Face:
    """A player's side of an area card: how many of its marker places are taken."""
    return (
        Sketch(w, h)
        .box((0, 0, w, h), (34, 62, 46), radius=5)
        .text(f"{count}/{limit}", (w - 3, h - 2), 10, "text_dim", anchor="bottomright")
        .face()
    )


def spot(label: str, w: int, h: int) -> Face:
    """A labelled spot beside the supplies (the box of removed markers, the hit-man's place)."""
    s = Sketch(w, h).box((0, 0, w, h), "felt_dark", radius=5)
    return s.text(label, (6, h / 2), 12, "text_dim", anchor="midleft", max_width=w - h - 6).face()


def dice_box(view: dict, w: int, h: int) -> Face:
    """The dice box: this roll's dice (they tumble while rolled) and its meaning, or the last roll, or who has the
    dice; and the extortion level."""
    pres = spec().presentation
    s = Sketch(w, h).box((0, 0, w, h), pres.dice_box, radius=8)
    last = view["last_roll"]
    final = tuple(view["dice"]) if view["dice"] else (tuple(last[:2]) if last else None)
    size = 56
    if final:
        for i, die_id in enumerate(ROLL_ORDER):
            paint = _paint(die_id)
            s.add(Die((20 + i * (size + 16), 12, size, size), final[i], paint.body, paint.pips, paint.edge, roll=i))
        meaning = classify(*final).describe().capitalize()
        if not view["dice"] and last:
            meaning = pres.labels.last_roll.format(player=view["players"][last[2]])
        s.text(meaning, (12, h - 24), 16, "accent", bold=True, max_width=w - 130, still=True)
    else:
        who = view["players"][view["active"]]
        has_dice = pres.labels.has_dice.format(player=who)
        s.text(has_dice, (w / 2, h / 2), 16, "text_dim", anchor="center", max_width=w - 20)
    ext = view["ext"]
    s.text(
        pres.labels.extortion.format(level=ext, top=view["ext_max"]),
        (w - 12, h - 24),
        14,
        "danger" if ext >= pres.extortion_warning_at else "text_dim",
        anchor="topright",
    )
    return s.face()


KINDS = {  # the layout's own names for its regions -> the table's closed set of region kinds
    "mayor": "card",
    "chipslot": "slot",
    "card": "card",
    "side": "slot",
    "slot": "slot",
    "anchor": "label",
    "pile": "pile",
    "hitman_spot": "slot",
    "box": "pile",
    "strip": "board",
    "dice": "space",
}


def _region_look(reg: Region, view: dict) -> Face | None:
    _, _, w, h = reg.rect
    kind, playing = reg.kind, not view["over"]
    if kind == "mayor":
        return mayor(view["ext"], w, h)
    if kind == "card":
        return area_card(reg.label, w, h)
    if kind in ("slot", "chipslot"):
        return slot(reg.owner == view["active"] and playing, w, h)
    if kind == "side":
        return side(reg.count, spec().marker_limit_per_card, w, h)
    if kind == "pile":
        return pile(reg.label, reg.detail, reg.count, w, h)
    if kind == "hitman_spot":
        return spot(reg.label, w, h)
    if kind == "box":
        return spot(f"{reg.label} x{reg.count}", w, h)
    if kind == "strip":
        seat = reg.owner or 0
        won = len(view["zones"][f"won:{seat}"])
        return strip(reg.label, seat, seat == view["active"] and playing, view["chips"][seat], won, w, h)
    if kind == "dice":
        return dice_box(view, w, h)
    return None


def dress(lay: Layout, view: dict) -> None:
    """Give every region of ``lay`` its kind from the closed set and its look, and every component its face."""
    for key, reg in lay.regions.items():
        lay.regions[key] = replace(reg, kind=KINDS[reg.kind], look=_region_look(reg, view))
    for pid, p in lay.placements.items():
        size = max(6, min(p.rect[2], p.rect[3]))
        back = token(p.kind, "?", size, p.owner) if p.kind == "bribe" else None
        lay.placements[pid] = replace(p, look=token(p.kind, p.face, size, p.owner), back=back)


SAMPLE = 96  # the rules screen draws a picture in a box this wide: pictures this wide are drawn at their own size
SAMPLE_TOKEN = 40  # one token in those pictures (a lone one a little larger)
LONE_TOKEN = 48


def _row_of(faces: list[Face], gap: int = 8) -> Face:
    """Faces side by side, centred in a picture ``SAMPLE`` wide (a picture of one or more pieces)."""
    w = sum(f.size[0] for f in faces) + gap * (len(faces) - 1)
    h = max(f.size[1] for f in faces)
    s, x = Sketch(max(w, SAMPLE), h), max(0, (SAMPLE - w) / 2)
    for f in faces:
        s.add(*shift(f.marks, x, (h - f.size[1]) / 2))
        x += f.size[0] + gap
    return s.face()


def _roll(white: int, black: int) -> Face:
    """The two dice showing a roll, white first."""
    size, gap = 42, 12
    s = Sketch(2 * size + gap, size)
    for i, (die_id, value) in enumerate(zip(ROLL_ORDER, (white, black), strict=True)):
        paint = _paint(die_id)
        s.add(Die((i * (size + gap), 0, size, size), value, paint.body, paint.pips, paint.edge))
    return s.face()


def _on_spot(label: str, piece: Face) -> Face:
    """A spot beside the supplies (labelled, when ``label``) with one piece standing on it, on its right if
    labelled."""
    w, h = SAMPLE, piece.size[1] + 10
    s = Sketch(w, h).add(*spot(label, w, h).marks)
    x = w - piece.size[0] - 5 if label else (w - piece.size[0]) / 2
    return s.add(*shift(piece.marks, x, 5)).face()


def _mayor() -> Face:
    """The Mayor card with the pawn at 3 and the two cubes it starts with."""
    w, h = 96, 150
    s = Sketch(w, h).add(*mayor(3, w, h).marks)
    cube = int(SAMPLE_TOKEN * 0.5)
    for i in range(spec().value_cubes.on_mayor_at_start):
        s.add(*shift(token("cube", "", cube, None).marks, 8 + i * (cube + 4), h - cube - 8))
    return s.face()


def _side() -> Face:
    """A player's side of an area card holding four banked markers (one a face-down bribe)."""
    t, limit = 26, spec().marker_limit_per_card
    w, h = SAMPLE, 2 * t + 14
    s = Sketch(w, h).add(*side(4, limit, w, h).marks)
    markers = (("influence", "1"), ("bribe", "?"), ("influence", "3"), ("influence", "2"))
    for i, (kind, face) in enumerate(markers):
        s.add(*shift(token(kind, face, t, 0).marks, 6 + (i % 3) * (t + 4), 4 + (i // 3) * (t + 3)))
    return s.face()


def _pending() -> Face:
    """A lit pending slot holding an influence token, as on the active player's side."""
    t = SAMPLE_TOKEN
    s = Sketch(SAMPLE, t + 12).add(*shift(slot(True, t + 12, t + 12).marks, (SAMPLE - t - 12) / 2, 0))
    return s.add(*shift(token("influence", "2", t, 0).marks, (SAMPLE - t) / 2, 6)).face()


def sample(name: str) -> Face | None:
    """The picture of a piece on the rules screen, by name: "card:W1" (any area card), "mayor", "roll:2-1" (the
    white die, then the black), "influence:2", "bribe", "cube", "chip", "chips:2", "hitman", "pending", "side",
    "pile", "box"; None for any other name."""
    kind, _, arg = name.partition(":")
    t = SAMPLE_TOKEN
    if kind == "card" and arg in {c.id for c in spec().area_cards}:
        return area_card(arg, 72, 104)
    if name == "mayor":
        return _mayor()
    if kind == "roll" and len(arg) == 3 and arg[1] == "-" and all(c in "123456" for c in arg[::2]):
        return _row_of([_roll(int(arg[0]), int(arg[2]))])
    if kind == "influence" and arg in ("1", "2", "3"):
        return _row_of([token("influence", arg, LONE_TOKEN, 0)])
    if name == "bribe":
        return _row_of([token("bribe", "?", t, 0), token("bribe", "3", t, 0)])
    if name in ("cube", "chip"):
        return _row_of([token(name, "", LONE_TOKEN, None)])
    if kind == "chips" and arg in ("1", "2"):
        return _row_of([token("chip", "", t, None) for _ in range(int(arg))])
    if name == "hitman":
        return _on_spot("", token("hitman", "", LONE_TOKEN, None))
    if name == "pending":
        return _pending()
    if name == "side":
        return _side()
    if name == "pile":
        return pile("Influence 2", "influence", 10, SAMPLE, 72)
    if name == "box":
        return _on_spot("Box x1", token("influence", "2", int(t * 0.7), 0))
    return None
