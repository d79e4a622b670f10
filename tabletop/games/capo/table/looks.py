"""How Capo dei Capi's table looks: faces (tabletop/engine/face.py) for its regions (the supply tiles, the players'
sides and strips, the spots beside the supplies, the dice box) and every component, built from the view and the
`presentation:` block of data/capo.yaml (the loaded spec, handed down by screen.py); the components and cards
themselves are in faces.py. Pure: the one renderer draws them."""

from __future__ import annotations

from tabletop.engine import measure, seatmark
from tabletop.engine.face import Face, Sketch, seat_ink, shift
from tabletop.engine.layout import Layout, Region
from tabletop.engine.message import Msg, Seat, Words, as_msg, msg
from tabletop.engine.screen import Seating
from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.rules.dice import classify
from tabletop.games.capo.rules.state import BRIBE_SUPPLY, CHIP_SUPPLY, CUBE_SUPPLY, won
from tabletop.games.capo.rules.view import CapoView
from tabletop.games.capo.table.faces import (
    FLOOR,
    SLACK,
    SLACK_BELOW,
    area_card,
    die,
    fits,
    fitted_words,
    mayor,
    token,
)
from tabletop.games.capo.table.keys import CardSpot, InfluencePile

ROLL_ORDER = ("white", "black")  # the order of a roll's values in the view (the rules' state.dice), not a look
TILE_DIE = {"chip": 4, "bribe": 5, "cube": 6}  # the die face printed on a supply tile (influence: its value)
PILE_KIND = {CHIP_SUPPLY: "chip", BRIBE_SUPPLY: "bribe", CUBE_SUPPLY: "cube"}  # the piece a supply tile holds


def side_token(h: int) -> int:
    """The size of a marker on a player's side of a card ``h`` pixels high (the layout makes sides 2 markers
    high)."""
    return max(6, (h - 10) // 2)


def side_spots(w: int, h: int, n: int) -> list[tuple[int, int, int, int]]:
    """Where the first ``n`` markers lie on a player's side of a card (``w`` x ``h``): rows of three."""
    size = side_token(h)
    gap = max(2, (w - 3 * size) // 4)
    return [(gap + (i % 3) * (size + gap), 2 + (i // 3) * (size + 3), size, size) for i in range(n)]


def tile_piece(w: int, h: int, kind: str) -> tuple[int, int, int, int]:
    """Where a supply tile ``w`` x ``h`` shows one of its pieces (the layout lays its pile there too)."""
    head = _tile_head(w, h)
    foot = _tile_foot(w, h)
    size = int(max(8, min(h - head - foot - 6, w * 0.42, 34) * (0.8 if kind == "cube" else 1)))
    return (int(w * 0.62 - size / 2), int(head + (h - head - foot - size) / 2), size, size)


def _tile_head(w: int, h: int) -> int:
    return int(max(14, min(22, h * 0.22)))


def _tile_foot(w: int, h: int) -> int:
    return int(max(12, min(18, h * 0.18)))


def pile(spec: CapoSpec, label: Msg, kind: str, value: int, count: int, w: int, h: int) -> Face:
    """A supply tile: cardboard printed with a die face (the die value whose roll takes from it), its name, one of
    its pieces and how many are left (an empty marker pile in the warning colour, as it ends the game)."""
    pres = spec.presentation
    s = Sketch(w, h).box((2, 2, w, h), (0, 0, 0, 70), radius=6)
    s.grain((0, 0, w, h), "paper", pres.cards.tile, radius=6)
    s.box((0, 0, w, h), None, (120, 100, 70), radius=6)
    head, foot = _tile_head(w, h), _tile_foot(w, h)
    fitted_words(s, label, (w / 2, 2 + head / 2), max(9, min(13, head - 4)), w - 6, 0, "text_dark", anchor="center")
    x, y, size, _ = tile_piece(w, h, kind)
    ds = int(min(size, w * 0.3, 26))
    s.add(die(spec, (w * 0.2 - ds / 2 + 2, y + (size - ds) / 2, ds, ds), value, "white"))
    if count:
        face = str(value) if kind == "influence" else "?"
        s.add(*shift(token(spec, kind, face, size, None).marks, x, y))
    empty = "danger" if kind in ("influence", "bribe", "cube") else "text_dark"
    left = pres.labels.left.but(n=count)
    fitted_words(
        s,
        left,
        (w / 2, h - 2 - foot / 2),
        max(9, min(13, foot - 2)),
        w - 6,
        0,
        "text_dark" if count else empty,
        bold=True,
        anchor="center",
    )
    return s.face()


def strip(
    spec: CapoSpec, name: str, seat: int, active: bool, chips: int, cubes: int, w: int, h: int, computer: bool = False
) -> Face:
    """A player's strip: a wooden rail with the seat's badge (stamped with a robot for a computer), the name (and
    whether it is their turn), chips in hand and cubes won."""
    pres = spec.presentation
    labels = pres.labels
    rim = seat_ink(seat) if active else (40, 30, 20)
    s = Sketch(w, h).grain((0, 0, w, h), "wood", pres.cards.strip, radius=6)
    s.box((0, 0, w, h), None, rim, width=3 if active else 1, radius=6)
    badge = h - 8
    seatmark.plate_badge(s, seat, (6, 4, badge, badge), computer)  # the seat's colour and shape
    who = Seat(seat, name)
    shown: Words = msg("{seat}  {to_play}", seat=who, to_play=labels.to_play) if active else name
    room = int(w * 0.23) - badge - 18
    fitted_words(s, shown, (badge + 14, h / 2), 16, room, h - 4, "text", bold=active, anchor="midleft")
    info = labels.seat_info.but(chips=chips, cubes=cubes)
    fitted_words(s, info, (int(w * 0.24), h / 2), 14, int(w * 0.15), h - 4, "text", anchor="midleft")
    return s.face()


def slot(active: bool, w: int, h: int) -> Face:
    """A pending slot: lit on the side of the player whose turn it is."""
    s = Sketch(w, h)
    if active:
        s.box((0, 0, w, h), (48, 84, 62), (120, 170, 130), radius=5)
    return s.face()


def side(spec: CapoSpec, seat: int, limit: int, w: int, h: int) -> Face:
    """A player's side of an area card: a printed board with an outline of the seat's shape, in its colour, for
    each marker the player may bank on the card (the markers cover them)."""
    s = Sketch(w, h).box((0, 0, w, h), spec.presentation.cards.board, (70, 100, 80), radius=5)
    for x, y, size, _ in side_spots(w, h, limit):
        seatmark.ring(s, seat, (x + 1, y + 1, size - 4, size - 4), max(1, size // 12))
    return s.face()


def spot(spec: CapoSpec, label: Msg, icon: str, count: Msg | None, w: int, h: int) -> Face:
    """A spot beside the supplies (the box of removed markers, the hit-man's place): its name on top, a faint icon
    where its pieces lie and, for the box, how many it holds beside it."""
    pres = spec.presentation
    s = Sketch(w, h).box((0, 0, w, h), pres.cards.board, (70, 100, 80), radius=5)
    fs = max(9, min(13, h // 4))
    fitted_words(s, label, (w / 2, 3), fs, w - 6, 0, "text", anchor="midtop")
    glyph = min(h - fs - 10, w * (0.35 if count else 0.45))
    gx = (w - glyph) / 2 if not count else 4
    s.icon(icon, (gx, fs + 6, glyph, glyph), (62, 96, 76))
    if count:  # beside the icon: on two lines there when one is too long
        room = int(w - gx - glyph - 6)
        at = (w - 4, fs + 6 + glyph / 2)
        fitted_words(s, count, at, max(9, fs - 1), room, glyph + 4, "text_dim", anchor="midright")
    return s.face()


def roll_effect(spec: CapoSpec, view: CapoView, white: int, black: int) -> Msg:
    """What a roll of ``white`` and ``black`` does, in words from the data, for the player whose turn it is."""
    effects = spec.presentation.roll_effects
    meaning = classify(white, black)
    opponent = Seat(1 - view.active, view.players[1 - view.active])

    def name(die_id: str, value: int) -> Msg:
        card = spec.card(die_id, value)
        found = next((c.name for c in spec.area_cards if c.id == card), None)
        return found if found is not None else as_msg(str(value))

    if meaning.kind == "double":
        double = {4: effects.double_chips, 5: effects.double_bribe, 6: effects.double_cube}
        return double.get(meaning.amount, effects.double_influence).but(value=meaning.amount)
    if meaning.kind == "influence":
        return effects.influence.but(
            white=white, black=black, white_card=name("white", white), black_card=name("black", black)
        )
    card = name(*meaning.named) if meaning.named else as_msg("")
    text: Msg = getattr(effects, meaning.kind)
    return text.but(value=meaning.amount, card=card, opponent=opponent)


def _lead(size: int, heading: bool = False) -> int:
    """How far apart the lines of the dice box's words are at ``size`` (a heading's: a little further)."""
    return round(size * (1.375 if heading else 1.25))


def _head_height(size: int, lines: int) -> int:
    """The room a roll's name on ``lines`` lines at ``size`` takes above what it does (one line: as at 16, shrunk
    or not)."""
    return _lead(16, True) if lines == 1 else lines * _lead(size, True)


def _wrap(text: Words, room: int, size: int, bold: bool = False) -> list[str]:
    """``text`` broken into lines that fit ``room`` at ``size`` (with the margin of the smallest sizes)."""
    return measure.wrap(text, room - (SLACK if size <= SLACK_BELOW else 0), size, bold)


def _para(text: Words, room: int, height: int) -> tuple[int, list[str]]:
    """The largest size up to 12 at which ``text`` wraps into ``room`` x ``height`` pixels, and its lines."""
    for size in range(12, FLOOR, -1):
        lines = _wrap(text, room, size)
        if len(lines) * _lead(size) <= height:
            return size, lines
    return FLOOR, _wrap(text, room, FLOOR)


def roll_words(heading: Words, effect: Words, room: int, height: int) -> tuple[int, list[str], int, list[str]]:
    """The size and lines of a roll's name (bold, on one or two lines) and of what it does (under it), in ``room`` x
    ``height`` pixels: what it does as large as it can be up to 12, then the name as large as it can be up to 16
    (on one line down to 11, else on two, never smaller than what it does)."""
    for small in range(12, FLOOR - 1, -1):
        body = _wrap(effect, room, small)
        left = height - len(body) * _lead(small)
        tries = [(big, 1) for big in range(16, min(small, 11) - 1, -1)]
        tries += [(big, 2) for big in range(16, small - 1, -1)]
        for big, most in tries:
            head = _wrap(heading, room, big, bold=True)
            fit = all(fits(line, room, big, bold=True) for line in head)
            if len(head) <= most and fit and _head_height(big, len(head)) <= left:
                return big, head, small, body
    return FLOOR, _wrap(heading, room, FLOOR, True), FLOOR, _wrap(effect, room, FLOOR)


def dice_box(spec: CapoSpec, view: CapoView, w: int, h: int) -> Face:
    """The dice box: this roll's dice (they tumble while rolled), the extortion level, and the roll's name and what
    it does (shown once the dice settle); or the last roll; or who has the dice."""
    pres = spec.presentation
    labels = pres.labels
    s = Sketch(w, h).box((0, 0, w, h), pres.dice_box, radius=8)
    last = view.last_roll
    final = view.dice or (last[:2] if last else None)
    size, pad = 44, 12
    ext = view.ext
    ink = "danger" if ext >= pres.extortion_warning_at else "text"
    right = w - pad
    counter = labels.extortion_level.but(level=ext, top=view.ext_max)
    beside = right - (pad + 2 * size + 10) - 6  # the room right of the dice
    fitted_words(s, labels.extortion, (right, 10), 12, beside, 0, "text_dim", anchor="topright")
    fitted_words(s, counter, (right, 26), 20, beside, 0, ink, bold=True, anchor="topright", serif=True)
    if final:
        for i, die_id in enumerate(ROLL_ORDER):
            s.add(die(spec, (pad + i * (size + 10), 10, size, size), final[i], die_id, roll=i))
        meaning = classify(*final).heading()
        if not view.dice and last:
            whose = labels.last_roll.but(player=Seat(last[2], view.players[last[2]]))
            meaning = msg("{whose}: {meaning}", whose=whose, meaning=meaning)
        y = 10 + size + 6
        room = w - 2 * pad
        big, head, small, body = roll_words(meaning, roll_effect(spec, view, *final), room, h - y - 4)
        if len(head) == 1:
            s.text(meaning, (pad, y), big, "accent", bold=True, max_width=room, still=True)
        else:
            for k, line in enumerate(head):
                s.text(line, (pad, y + k * _lead(big, True)), big, "accent", bold=True, max_width=room, still=True)
        y += _head_height(big, len(head))
        for line in body:
            s.text(line, (pad, y), small, "text", max_width=room, still=True)
            y += _lead(small)
    else:
        who = Seat(view.active, view.players[view.active])
        ext_w = max(measure.width(labels.extortion, 12), measure.width(counter, 20, True, True))
        room = min(w - 2 * pad - 70, right - ext_w - 8 - pad)  # beside the extortion counter
        fitted_words(s, labels.has_dice.but(player=who), (pad, 14), 16, room, 28, "text", bold=True)
        y, room = 44, w - 2 * pad
        small, lines = _para(labels.first_roll, room, h - y - 4)
        for line in lines:
            s.text(line, (pad, y), small, "text_dim", max_width=room)
            y += _lead(small)
    return s.face()


KINDS = {  # the layout's own names for its regions -> the table's closed set of region kinds
    "mayor": "card",
    "chipslot": "slot",
    "card": "card",
    "side": "slot",
    "slot": "slot",
    "pile": "pile",
    "hitman_spot": "slot",
    "box": "pile",
    "strip": "board",
    "dice": "space",
}


def _pile_kind(reg: Region) -> str:
    """The kind of piece a supply tile holds."""
    return "influence" if isinstance(reg.key, InfluencePile) else PILE_KIND[str(reg.key)]


def _region_look(spec: CapoSpec, reg: Region, view: CapoView, seating: Seating, reserve: int) -> Face | None:
    _, _, w, h = reg.rect
    kind, playing = reg.kind, not view.over
    pres = spec.presentation
    if kind == "mayor":
        return mayor(spec, view.ext, w, h, reserve)
    if kind == "card" and isinstance(reg.key, CardSpot):
        return area_card(spec, reg.key.card, w, h, reserve)
    if kind in ("slot", "chipslot"):
        return slot(reg.owner == view.active and playing, w, h)
    if kind == "side":
        return side(spec, reg.owner or 0, spec.marker_limit_per_card, w, h)
    if kind == "pile":
        pile_kind = _pile_kind(reg)
        value = reg.key.value if isinstance(reg.key, InfluencePile) else TILE_DIE[pile_kind]
        return pile(spec, as_msg(reg.label), pile_kind, value, reg.count, w, h)
    if kind == "hitman_spot":
        return spot(spec, as_msg(reg.label), pres.icon("hitman"), None, w, h)
    if kind == "box":
        return spot(spec, as_msg(reg.label), pres.icon("box"), pres.labels.boxed.but(n=reg.count), w, h)
    if kind == "strip":
        seat = reg.owner or 0
        cubes_won = len(view.zones[won(seat)])
        computer = seat in seating.computers
        active = seat == view.active and playing
        return strip(spec, view.players[seat], seat, active, view.chips[seat], cubes_won, w, h, computer)
    if kind == "dice":
        return dice_box(spec, view, w, h)
    return None


def dress(spec: CapoSpec, lay: Layout, view: CapoView, seating: Seating, reserve: int = 0) -> None:
    """Give every region of ``lay`` its kind from the closed set and its look (a computer's strip carries a robot:
    ``seating``; ``reserve``: the room at a card's foot for its cubes), and every component its face."""
    for key, reg in lay.regions.items():
        look = _region_look(spec, reg, view, seating, reserve)
        lay.regions[key] = reg.evolve(kind=KINDS[reg.kind], look=look)
    for pid, p in lay.placements.items():
        size = max(6, min(p.rect[2], p.rect[3]))
        back = token(spec, p.kind, "?", size, p.owner) if p.kind == "bribe" else None
        lay.placements[pid] = p.evolve(look=token(spec, p.kind, p.face, size, p.owner), back=back)
