"""Seats by shape everywhere: every piece drawn in a seat's colour carries that seat's shape too, large enough to
read, so the table reads in greyscale; and the curtain shows the seat's shape above its name.

How it is checked, for each game at its largest player count after seeded random moves, laid out (the game's pure
``TableScreen``) at 1280x800 and 1024x640 for the deciding seat:

1. Structurally: every face of a placement or region that uses a seat's ink (``seat:N``) holds a mark in seat N's
   shape (a ``Shape`` or outline ``Line`` whose corners, fitted to their bounding box, are those of
   ``seatmark.SHAPES[N]``; an ``Oval`` for the circle seat) drawn at least 8 pixels on screen, or lies inside a
   region of seat N that does (a player's board names whatever sits on it).
2. In greyscale, by pixels: each seat-coloured piece is painted at its size on screen twice, once with its seat's
   colour set to black and once to white. Where the two greyscale images differ is exactly what that colour
   shows, as seen (a mark covered by a later one shows nothing). Cropped to the seat's shape mark and scaled to a
   common grid, these silhouettes of two seats' pieces of the same kind must differ (overlap well under 1): a
   disc of one colour beside a disc of another, identical in greyscale, fails.
"""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine import seatmark
from tabletop.engine.face import Face, Line, Mark, Oval, Shape, Sketch, Slide
from tabletop.engine.layout import Placement, Region
from tabletop.engine.match import Match
from tabletop.engine.screen import Seating
from tabletop.games.registry import GAMES, load_rules, table_screen
from tabletop.ui import theme
from tabletop.ui.paint import paint

SIZES = ((1280, 800), (1024, 640))
LEAST = 8  # the least size on screen, in pixels, of the square a seat's shape is drawn in (seatmark.badge's)
GRID = 16  # silhouettes are compared on a GRID x GRID grid
MOST_ALIKE = 0.92  # two seats' silhouettes overlap less (intersection over union): a disc beside a disc is 1.0,
# the most alike of the 13 shapes at 14 px (circle and plus) about 0.87


def _marks(marks: tuple[Mark, ...]):
    for m in marks:
        if isinstance(m, Slide):
            yield from _marks(m.marks)
        else:
            yield m


def _inks(face: Face) -> set[int]:
    """The seats whose colour the face uses."""
    found = set()
    for m in _marks(face.marks):
        for ink in (getattr(m, "fill", None), getattr(m, "edge", None), getattr(m, "colour", None)):
            if isinstance(ink, str) and ink.startswith("seat:"):
                found.add(int(ink[5:]))
    return found


def _fitted(points) -> list[tuple[float, float]]:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    w, h = max(xs) - min(xs) or 1.0, max(ys) - min(ys) or 1.0
    return [((x - min(xs)) / w, (y - min(ys)) / h) for x, y in points]


def _extent(seat: int) -> float:
    """How much of its square a seat's shape spans (a triangle less than its box, a square 0.84 of it)."""
    points = seatmark.SHAPES[seat % len(seatmark.SHAPES)][1]
    if points is None:
        return 1.0
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return max(max(xs) - min(xs), max(ys) - min(ys))


def shape_box(face: Face, seat: int) -> tuple[float, float, float, float] | None:
    """The face-space box of the largest mark in ``seat``'s shape and colour in ``face`` (None: there is none)."""
    ink = f"seat:{seat}"
    want = seatmark.SHAPES[seat % len(seatmark.SHAPES)][1]
    best = None
    for m in _marks(face.marks):
        box = None
        if want is None and isinstance(m, Oval) and ink in (m.fill, m.edge) and abs(m.area[2] - m.area[3]) < 0.5:
            box = m.area
        elif want is not None and (
            (isinstance(m, Shape) and m.fill == ink) or (isinstance(m, Line) and m.colour == ink)
        ):
            points = m.points[:-1] if isinstance(m, Line) and m.points[0] == m.points[-1] else m.points
            if len(points) == len(want) and all(
                abs(a - c) < 0.03 and abs(b - d) < 0.03 for (a, b), (c, d) in zip(_fitted(points), _fitted(want))
            ):
                xs, ys = [p[0] for p in points], [p[1] for p in points]
                box = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        if box is not None and (best is None or max(box[2:]) > max(best[2:])):
            best = box
    return best


def _scale(piece: Placement | Region) -> float:
    assert piece.look is not None
    return min(piece.rect[2] / max(1, piece.look.size[0]), piece.rect[3] / max(1, piece.look.size[1]))


def _inside(inner, outer) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


def tables(slug: str, size: tuple[int, int], moves: int = 48, every: int = 4):
    """The layouts of ``slug`` at its largest count on a ``size`` window, every ``every`` of ``moves`` seeded random
    moves, each for the deciding seat's private view."""
    rules = load_rules(slug)
    n = rules.player_counts[-1]
    match = Match(rules, [f"P{i}" for i in range(n)], rules.variants_for(n)[0], None, seed=3)
    bot, screen = RandomBot(3), table_screen(slug)
    for step in range(moves):
        if match.is_over():
            break
        if step % every == 0:
            viewer = rules.private_viewer(match.state)
            yield screen.table(match.view(viewer), Seating(frozenset(), match.legal_actions()), *size)
        match.apply(bot.choose(match))


def silhouette(piece: Placement | Region, seat: int) -> list[list[bool]]:
    """What ``seat``'s colour shows of ``piece`` in greyscale, cropped to its shape mark, on a GRID x GRID grid."""
    assert piece.look is not None
    w, h = int(piece.rect[2]), int(piece.rect[3])
    shots = []
    for rgb in ((0, 0, 0), (255, 255, 255)):
        colours = list(theme.PLAYER_COLOURS)
        colours[seat % len(colours)] = rgb
        saved, theme.PLAYER_COLOURS = theme.PLAYER_COLOURS, tuple(colours)
        try:
            surface = pygame.Surface((w, h))
            surface.fill((128, 128, 128))
            paint(surface, piece.look, pygame.Rect(0, 0, w, h))
        finally:
            theme.PLAYER_COLOURS = saved
        shots.append(pygame.transform.grayscale(surface))
    box = shape_box(piece.look, seat) or (0.0, 0.0, float(piece.look.size[0]), float(piece.look.size[1]))
    k = _scale(piece)
    x0, y0 = max(0, int(box[0] * k)), max(0, int(box[1] * k))  # the shape mark's box on screen
    x1, y1 = min(w, math.ceil((box[0] + box[2]) * k) + 1), min(h, math.ceil((box[1] + box[3]) * k) + 1)
    shown = {
        (x, y)
        for x in range(x0, x1)
        for y in range(y0, y1)
        if abs(shots[0].get_at((x, y))[0] - shots[1].get_at((x, y))[0]) > 40
    }
    if not shown:
        return [[False] * GRID for _ in range(GRID)]
    left, right = min(x for x, _ in shown), max(x for x, _ in shown) + 1
    top, bottom = min(y for _, y in shown), max(y for _, y in shown) + 1
    side = max(right - left, bottom - top)  # a square around what shows: its proportions count, not its size
    cx, cy = (left + right) / 2, (top + bottom) / 2
    return [
        [
            (int(cx - side / 2 + (c + 0.5) * side / GRID), int(cy - side / 2 + (r + 0.5) * side / GRID)) in shown
            for c in range(GRID)
        ]
        for r in range(GRID)
    ]


def overlap(a: list[list[bool]], b: list[list[bool]]) -> float:
    """Intersection over union of two silhouettes."""
    both = sum(x and y for ra, rb in zip(a, b) for x, y in zip(ra, rb))
    either = sum(x or y for ra, rb in zip(a, b) for x, y in zip(ra, rb))
    return both / either if either else 1.0


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("slug", list(GAMES))
def test_every_seat_coloured_piece_carries_its_seats_shape_and_they_differ_in_greyscale(slug, size):
    pygame.init()
    samples: dict[tuple[str, int], tuple[float, Placement | Region]] = {}  # (kind, seat) -> its largest shape
    problems = set()
    for lay in tables(slug, size):
        pieces: list[Placement | Region] = [*lay.placements.values(), *lay.regions.values()]
        marked = [r for r in lay.regions.values() if r.look is not None and r.owner is not None]
        for piece in pieces:
            if piece.look is None:
                continue
            for seat in _inks(piece.look):
                box = shape_box(piece.look, seat)
                on_screen = max(box[2:]) * _scale(piece) / _extent(seat) if box else 0.0  # the mark's square
                if on_screen >= LEAST:
                    kind = (piece.kind, seat)
                    if kind not in samples or on_screen > samples[kind][0]:
                        samples[kind] = (on_screen, piece)
                    continue
                held = any(
                    r.owner == seat and r is not piece and _inside(piece.rect, r.rect) and shape_box(r.look, seat)
                    for r in marked
                    if r.look is not None
                )
                if not held:
                    what = "too small" if box else "no shape"
                    problems.add(f"{piece.kind} {getattr(piece, 'key', getattr(piece, 'id', ''))} seat {seat}: {what}")
    assert not problems, "\n".join(sorted(problems))
    kinds = {kind for kind, _ in samples}
    compared = 0
    for kind in kinds:
        seats = sorted(seat for k, seat in samples if k == kind)
        for a, b in itertools.combinations(seats, 2):
            sa, sb = silhouette(samples[kind, a][1], a), silhouette(samples[kind, b][1], b)
            assert any(any(r) for r in sa) and any(any(r) for r in sb), f"{kind}: seat {a} or {b} shows no shape"
            assert overlap(sa, sb) < MOST_ALIKE, f"{kind}: seats {a} and {b} look alike in greyscale"
            compared += 1
    assert compared, f"{slug}: no two seats' pieces of one kind were compared"


def test_the_greyscale_measure_tells_colour_only_markers_apart_from_shaped_ones():
    """The control: two seats' wooden discs, told apart by colour alone, look alike to the measure; their
    shaped markers do not."""
    pygame.init()

    def piece(face: Face) -> Placement:
        return Placement("p", "marker", (0, 0, 12, 12), look=face)

    discs = [piece(Sketch(12, 12).token((0, 0, 12, 12), f"seat:{s}", "disc").face()) for s in (0, 1)]
    assert overlap(silhouette(discs[0], 0), silhouette(discs[1], 1)) >= MOST_ALIKE
    shaped = [piece(seatmark.marker(Sketch(12, 12), s, (0, 0, 12, 12)).face()) for s in (0, 1)]
    assert overlap(silhouette(shaped[0], 0), silhouette(shaped[1], 1)) < MOST_ALIKE


def test_the_curtain_shows_the_seats_shape_in_greyscale():
    from tabletop.ui.scenes.curtain import CurtainScene
    from tests.ui.helpers import start_app

    app = start_app((1024, 640))
    w, h = app.size
    masks = []
    for seat in range(13):
        colour = theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)]
        scene = CurtainScene(app, f"P{seat}", lambda: None, "look", colour, seat=seat)
        surface = pygame.Surface((w, h))
        scene.draw(surface)
        grey = pygame.transform.grayscale(surface)
        ground = grey.get_at((w // 2 - 40, h // 2 - 120))[0]
        x0, y0 = w // 2 - 26, h // 2 - 146
        masks.append(
            [
                [abs(grey.get_at((x0 + c * 52 // GRID, y0 + r * 52 // GRID))[0] - ground) > 20 for c in range(GRID)]
                for r in range(GRID)
            ]
        )
    for a, b in itertools.combinations(range(13), 2):
        assert overlap(masks[a], masks[b]) < MOST_ALIKE, f"seats {a} and {b} look alike on the curtain"
