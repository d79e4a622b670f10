"""The pictures of Capo dei Capi's rules screen: each component drawn by the table's own faces (faces.py and
looks.py) from the loaded spec, by name. Pure."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from tabletop.engine.face import Face, Sketch, shift
from tabletop.engine.message import Msg, msg
from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.table.faces import area_card, die, mayor, token
from tabletop.games.capo.table.looks import ROLL_ORDER, pile, side, side_spots, slot, spot

SAMPLE = 96  # the rules screen draws a picture in a box this wide: pictures this wide are drawn at their own size
SAMPLE_TOKEN = 40  # one token in those pictures (a lone one a little larger)
LONE_TOKEN = 48
CARD = (96, 170)  # an area card or the Mayor card on the rules screen
CARD_CUBES = 30  # the room at a card's foot for its cubes


def _row_of(faces: list[Face], gap: int = 8) -> Face:
    """Faces side by side, centred in a picture ``SAMPLE`` wide (a picture of one or more pieces)."""
    w = sum(f.size[0] for f in faces) + gap * (len(faces) - 1)
    h = max(f.size[1] for f in faces)
    s, x = Sketch(max(w, SAMPLE), h), max(0, (SAMPLE - w) / 2)
    for f in faces:
        s.add(*shift(f.marks, x, (h - f.size[1]) / 2))
        x += f.size[0] + gap
    return s.face()


def _roll(spec: CapoSpec, white: int, black: int) -> Face:
    """The two dice showing a roll, white first."""
    size, gap = 42, 12
    s = Sketch(2 * size + gap, size)
    for i, (die_id, value) in enumerate(zip(ROLL_ORDER, (white, black), strict=True)):
        s.add(die(spec, (i * (size + gap), 0, size, size), value, die_id))
    return s.face()


def _card(spec: CapoSpec, card_id: str) -> Face:
    """An area card with a cube invested on it."""
    w, h = CARD
    s = Sketch(w, h).add(*area_card(spec, card_id, w, h, CARD_CUBES).marks)
    cube = 20
    return s.add(*shift(token(spec, "cube", "", cube, None).marks, 8, h - CARD_CUBES + 2)).face()


def _mayor(spec: CapoSpec) -> Face:
    """The Mayor card with the pawn at 3 and the cubes it starts with."""
    w, h = CARD
    s = Sketch(w, h).add(*mayor(spec, 3, w, h, CARD_CUBES).marks)
    cube = 20
    for i in range(spec.value_cubes.on_mayor_at_start):
        s.add(*shift(token(spec, "cube", "", cube, None).marks, 8 + i * (cube + 4), h - CARD_CUBES + 2))
    return s.face()


def _side(spec: CapoSpec) -> Face:
    """A player's side of an area card holding four banked markers (one a face-down bribe)."""
    limit = spec.marker_limit_per_card
    w, h = SAMPLE, 2 * 26 + 10
    s = Sketch(w, h).add(*side(spec, 0, limit, w, h).marks)
    markers = (("influence", "1"), ("bribe", "?"), ("influence", "3"), ("influence", "2"))
    for (kind, face), (x, y, size, _) in zip(markers, side_spots(w, h, limit), strict=False):
        s.add(*shift(token(spec, kind, face, size, 0).marks, x, y))
    return s.face()


def _pending(spec: CapoSpec) -> Face:
    """A lit pending slot holding an influence token, as on the active player's side."""
    t = SAMPLE_TOKEN
    s = Sketch(SAMPLE, t + 12).add(*shift(slot(True, t + 12, t + 12).marks, (SAMPLE - t - 12) / 2, 0))
    return s.add(*shift(token(spec, "influence", "2", t, 0).marks, (SAMPLE - t) / 2, 6)).face()


def _on_spot(spec: CapoSpec, label: Msg, icon: str, count: Msg | None, piece: Face | None) -> Face:
    """A spot beside the supplies with one piece lying in it, if any."""
    w, h = SAMPLE, 72
    s = Sketch(w, h).add(*spot(spec, label, icon, count, w, h).marks)
    if piece is not None:
        s.add(*shift(piece.marks, (w - piece.size[0]) / 2, h - piece.size[1] - 6))
    return s.face()


def _lone(spec: CapoSpec, kind: str, face: str = "", owner: int | None = None) -> Face:
    """One piece, a little larger than in a row."""
    return _row_of([token(spec, kind, face, LONE_TOKEN, owner)])


def _dice(spec: CapoSpec, white: int, black: int) -> Face:
    """A roll's two dice, in a picture."""
    return _row_of([_roll(spec, white, black)])


def _chips(spec: CapoSpec, n: int) -> Face:
    """``n`` chips in a row."""
    return _row_of([token(spec, "chip", "", SAMPLE_TOKEN, None) for _ in range(n)])


def _bribes(spec: CapoSpec) -> Face:
    """A bribe face down and one face up."""
    return _row_of([token(spec, "bribe", "?", SAMPLE_TOKEN, 0), token(spec, "bribe", "3", SAMPLE_TOKEN, 0)])


def _hitman(spec: CapoSpec) -> Face:
    """The hit-man on its spot."""
    piece = token(spec, "hitman", "", SAMPLE_TOKEN, None)
    return _on_spot(spec, spec.executioner.name, spec.presentation.icon("hitman"), None, piece)


def _box(spec: CapoSpec) -> Face:
    """The box of markers out of the game."""
    pres = spec.presentation
    return _on_spot(spec, msg("Box"), pres.icon("box"), pres.labels.boxed.but(n=3), None)


def _pictures(spec: CapoSpec) -> dict[str, Callable[[], Face]]:
    """Every picture the rules screen may name, by its whole name, each drawn only when asked for."""
    named: dict[str, Callable[[], Face]] = {
        "mayor": partial(_mayor, spec),
        "bribe": partial(_bribes, spec),
        "cube": partial(_lone, spec, "cube"),
        "chip": partial(_lone, spec, "chip"),
        "hitman": partial(_hitman, spec),
        "pending": partial(_pending, spec),
        "side": partial(_side, spec),
        "pile": partial(pile, spec, msg("Influence"), "influence", 2, 10, SAMPLE, SAMPLE),
        "box": partial(_box, spec),
    }
    named.update({f"card:{c.id}": partial(_card, spec, c.id) for c in spec.area_cards})
    named.update({f"roll:{w}-{b}": partial(_dice, spec, w, b) for w in range(1, 7) for b in range(1, 7)})
    named.update({f"influence:{v}": partial(_lone, spec, "influence", str(v), 0) for v in (1, 2, 3)})
    named.update({f"chips:{n}": partial(_chips, spec, n) for n in (1, 2)})
    return named


def sample(spec: CapoSpec, name: str) -> Face | None:
    """The picture of a piece on the rules screen, by name: "card:W1" (any area card), "mayor", "roll:2-1" (the
    white die, then the black), "influence:2", "bribe", "cube", "chip", "chips:2", "hitman", "pending", "side",
    "pile", "box"; None for any other name. Drawn from ``spec``, the loaded data."""
    draw = _pictures(spec).get(name)
    return draw() if draw is not None else None
