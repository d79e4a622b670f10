"""Draws a ``Face`` (tabletop/engine/face.py) at any box: the one painter of every game's pieces.

A face is drawn straight onto a surface (regions, zoomed pieces) or once into a cached sprite (components, so a
flip can squeeze it). Marks that move with the animation ask ``Motion`` (the director) for their running values.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from tabletop.engine.face import Box, Coin, Die, Face, Grain, Icon, Line, Mark, Oval, Para, Shape, Slide, Text, Token
from tabletop.engine.message import Msg, Name, Words, say
from tabletop.ui import craft, fonts, theme
from tabletop.ui.bytecache import MIB, ImageCache
from tabletop.ui.fonts import font, line_image, render, wrap
from tabletop.ui.icons import icon_surface

SPRITE_BYTES = 12 * MIB  # the sprites kept (faces change with every view), the least recently used going first
_sprites = ImageCache(SPRITE_BYTES)


class Motion(Protocol):
    """What the animation shows now: a counter's running value, the tumbling dice, whether anything moves.
    The table passes its director (``anim.Director``); ``AT_REST`` is the world at rest, these defaults."""

    def busy(self) -> bool:
        """Whether an animation is playing."""
        return False

    def value(self, key: str, final: float) -> float:
        """A counter's value now."""
        return final

    def dice_faces(self, final: tuple[int, ...] | None) -> tuple[tuple[int, ...] | None, float]:
        """The dice's faces now and their tilt."""
        return final, 0.0


class AtRest(Motion):
    """The world at rest: nothing moves, every counter shows its final value, the dice their faces."""


AT_REST = AtRest()


def colour(ink) -> tuple[int, ...]:
    """An RGB tuple from a face's colour: a tuple as is, an ink name from the theme, or ``seat:N``."""
    if not isinstance(ink, str):
        return ink
    if ink.startswith("seat:"):
        return theme.PLAYER_COLOURS[int(ink[5:]) % len(theme.PLAYER_COLOURS)]
    return getattr(theme, ink.upper())


class _Frame:
    """Maps a face's own pixels onto the target box."""

    def __init__(self, face: Face, box: pygame.Rect):
        fw, fh = face.size
        self.x, self.y = box.x, box.y
        self.kx, self.ky = box.w / max(1, fw), box.h / max(1, fh)
        self.k = min(self.kx, self.ky)
        self.box = box

    def point(self, p, dx: float = 0.0, dy: float = 0.0) -> tuple[int, int]:
        return (round(self.x + (p[0] + dx) * self.kx), round(self.y + (p[1] + dy) * self.ky))

    def rect(self, area, dx: float = 0.0, dy: float = 0.0) -> pygame.Rect:
        x, y, w, h = area
        left, top = self.point((x, y), dx, dy)
        return pygame.Rect(left, top, max(1, round(w * self.kx)), max(1, round(h * self.ky)))

    def size(self, value: float) -> int:
        return max(1, round(value * self.k))


def paint(surface: pygame.Surface, face: Face, box: pygame.Rect, motion: Motion = AT_REST) -> None:
    """Draw ``face`` scaled into ``box`` on ``surface``."""
    frame = _Frame(face, box)
    rolled = _roll(face, motion)
    for mark in face.marks:
        _mark(surface, mark, frame, motion, rolled, 0.0, 0.0)


def forget() -> None:
    """Drop every cached sprite (the label audit draws every face afresh)."""
    _sprites.clear()


def sprite(face: Face, w: int, h: int) -> pygame.Surface:
    """``face`` drawn at w x h into a transparent surface, cached (a face is drawn once for all its frames)."""
    key = (face, w, h)
    found = _sprites.get(key)
    if found is None:
        found = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
        paint(found, face, found.get_rect())
        _sprites.put(key, found)
    return found


def blit_face(
    surface: pygame.Surface, face: Face, box: pygame.Rect, flip: float = 1.0, motion: Motion = AT_REST
) -> None:
    """Draw ``face`` into ``box`` as a sprite (a live face is painted afresh), squeezed sideways by ``flip``."""
    if motion.busy() and face.live():  # its still part is a sprite; only the marks that move are painted
        still, moving = face.still_and_live
        if still.marks:
            surface.blit(sprite(still, box.w, box.h), box)
        paint(surface, moving, box, motion)
        return
    image = sprite(face, box.w, box.h)
    if flip < 0.999:
        image = pygame.transform.smoothscale(image, (max(1, int(box.w * abs(flip))), box.h))
    surface.blit(image, image.get_rect(center=box.center))


def _roll(face: Face, motion: Motion) -> tuple[tuple[int, ...] | None, float]:
    dice = sorted((m.roll, m.value) for m in face.marks if isinstance(m, Die) and m.roll >= 0)
    if not dice:
        return None, 0.0
    return motion.dice_faces(tuple(v for _, v in dice))


def _mark(surface, mark: Mark, f: _Frame, motion: Motion, rolled, dx: float, dy: float) -> None:
    painter: Callable | None = _PAINTERS.get(type(mark))
    if painter is not None:
        painter(surface, mark, f, motion, rolled, dx, dy)


def _box(surface, m: Box, f: _Frame, motion, rolled, dx, dy) -> None:
    r = f.rect(m.area, dx, dy)
    radius = f.size(m.radius) if m.radius else 0
    corners = {"border_top_left_radius": radius, "border_top_right_radius": radius} if m.top_only else {}
    rounding = {} if m.top_only else {"border_radius": radius}
    if m.fill is not None:
        fill = colour(m.fill)
        if len(fill) == 4 and fill[3] < 255:
            layer = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, fill, layer.get_rect(), **rounding, **corners)
            surface.blit(layer, r)
        else:
            pygame.draw.rect(surface, fill, r, 0, **rounding, **corners)
    if m.edge is not None:
        pygame.draw.rect(surface, colour(m.edge), r, f.size(m.width), **rounding, **corners)


def _oval(surface, m: Oval, f: _Frame, motion, rolled, dx, dy) -> None:
    r = f.rect(m.area, dx, dy)
    if m.fill is not None:
        pygame.draw.ellipse(surface, colour(m.fill), r)
    if m.edge is not None:
        pygame.draw.ellipse(surface, colour(m.edge), r, f.size(m.width))


def _line(surface, m: Line, f: _Frame, motion, rolled, dx, dy) -> None:
    points = [f.point(p, dx, dy) for p in m.points]
    if len(points) >= 2:
        pygame.draw.lines(surface, colour(m.colour), False, points, f.size(m.width))


def _shape(surface, m: Shape, f: _Frame, motion, rolled, dx, dy) -> None:
    if len(m.points) >= 3:
        pygame.draw.polygon(surface, colour(m.fill), [f.point(p, dx, dy) for p in m.points])


def _text(surface, m: Text, f: _Frame, motion: Motion, rolled, dx, dy) -> None:
    if m.still and motion.busy():
        return
    text = say(m.text)
    if m.counter and motion.busy():
        final = float(text) if _number(text) else 0.0
        text = _filled(m.template, round(motion.value(m.counter, final)))
    elif m.counter:
        text = _filled(m.template, int(float(text)) if _number(text) else text)
    if not text:
        return
    width = f.size(m.max_width) if m.max_width else None
    at, size, ink = f.point(m.at, dx, dy), f.size(m.size), colour(m.colour)
    raised = size < fonts.smallest()  # drawn larger than the face planned: the window shows it at the floor
    if width and font(0, m.bold, m.serif).size(fonts.clean(text))[0] > width:  # too wide even at the floor
        _wrapped(surface, text, m, f, at, width, ink)
        return
    image = line_image(text, size, ink, m.bold, m.serif, width or 0)
    placed = image.get_rect(**{m.anchor: at})
    if not f.box.inflate(4, 4).contains(placed):
        if raised:  # at the floor it no longer fits its piece: a mark says hover (the piece's tip has the words)
            _more(surface, placed.clip(f.box) or pygame.Rect(at, (1, 1)), ink)
            return
        if fonts.CUTS is not None:
            fonts.report(f"over the edge of its {f.box.size} piece: {text!r}")
    surface.blit(image, placed)


def _wrapped(surface: pygame.Surface, text: str, m: Text, f: _Frame, at: tuple[int, int], width: int, ink) -> None:
    """A text too wide at the floor: on two or more lines at ``at`` (anchored as the one line was) when they fit
    the face, else the three dots of ``_more``."""
    fnt = font(0, m.bold, m.serif)  # the floor
    lines = wrap(text, fnt, width)
    step = fnt.get_linesize()
    block = pygame.Rect(0, 0, max(fnt.size(line)[0] for line in lines), step * len(lines))
    setattr(block, m.anchor, at)
    if not f.box.inflate(4, 4).contains(block) or any(fnt.size(line)[0] > width for line in lines):
        _more(surface, block.clip(f.box) or pygame.Rect(at, (1, 1)), ink)
        return
    for k, line in enumerate(lines):
        image = render(fnt, line, ink)
        row = image.get_rect(top=block.y + k * step)
        if m.anchor in ("midtop", "center", "midbottom"):
            row.centerx = block.centerx
        elif m.anchor in ("topright", "midright", "bottomright"):
            row.right = block.right
        else:
            row.x = block.x
        surface.blit(image, row)


def _more(surface: pygame.Surface, area: pygame.Rect, ink) -> None:
    """Three dots where a text too small to read would be: the piece's hover tip says it."""
    radius = max(1, min(area.h // 5, area.w // 8, 2))
    for k in (-1, 0, 1):
        pygame.draw.circle(surface, ink, (area.centerx + k * radius * 3, area.centery), radius)


def _filled(template: Words, n: int | str) -> str:
    """A counter's template with its running value."""
    if isinstance(template, Msg):
        return say(template.but(n=n) if isinstance(n, int) else template.but(n=Name(n)))
    return template.format(n=n)


def _number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _para(surface, m: Para, f: _Frame, motion, rolled, dx, dy) -> None:
    r = f.rect(m.area, dx, dy)
    size = f.size(m.size)
    fnt = font(size, serif=m.serif)
    step = fnt.get_linesize()
    lines: list[tuple[str, bool]] = []
    words = say(m.text)
    for para in words.split("\n"):
        lines += [(part, k == 0) for k, part in enumerate(wrap(para, fnt, r.w))]
    room = max(1, r.h // step)
    limit = min(room, m.max_lines) if m.max_lines else room
    more = len(lines) > limit and size < fonts.smallest()  # too long at the floor: the rest is in the tip and zoom
    if len(lines) > limit and not more:
        fonts.report(f"{len(lines) - limit} lines cut from a {r.size} paragraph: {words[:60]!r}")
    for text, _ in lines:
        if fnt.size(text)[0] > r.w + 2:
            fonts.report(f"a word too wide for a {r.w}px paragraph: {text!r}")
    lines = lines[: limit - 1 if more else limit]
    y = r.bottom - step * (len(lines) + more) if m.bottom else r.y
    for text, first in lines:
        ink = m.head if (first and m.head is not None) else m.colour
        surface.blit(render(fnt, text, colour(ink)), (r.x, y))
        y += step
    if more:
        _more(surface, pygame.Rect(r.x, y, min(r.w, step * 2), step), colour(m.colour))
    return


def _icon(surface, m: Icon, f: _Frame, motion, rolled, dx, dy) -> None:
    r = f.rect(m.area, dx, dy)
    side = min(r.w, r.h)
    if side >= 2:
        image = icon_surface(m.name, side, tuple(colour(m.colour)))
        surface.blit(image, image.get_rect(center=r.center))


def _token(surface, m: Token, f: _Frame, motion, rolled, dx, dy) -> None:
    r = f.rect(m.area, dx, dy)
    surface.blit(craft.token(m.shape, tuple(colour(m.fill)), r.w, r.h), r)


def _coin(surface, m: Coin, f: _Frame, motion, rolled, dx, dy) -> None:
    r = f.rect(m.area, dx, dy)
    surface.blit(craft.coin(m.metal, r.w, r.h), r)
    label = say(m.label)
    if label:
        size = max(6, round(min(r.w, r.h) * (0.5 if len(label) < 3 else 0.38)))
        image = line_image(label, size, craft.coin_ink(m.metal), True, True)
        surface.blit(image, image.get_rect(center=(r.centerx - 1, r.centery - 1)))


def _grain(surface, m: Grain, f: _Frame, motion, rolled, dx, dy) -> None:
    r = f.rect(m.area, dx, dy)
    surface.blit(craft.surface(m.kind, tuple(colour(m.tint)), r.w, r.h, f.size(m.radius) if m.radius else 0), r)


def _die(surface, m: Die, f: _Frame, motion, rolled, dx, dy) -> None:
    r = f.rect(m.area, dx, dy)
    value, tilt = m.value, 0.0
    faces, turned = rolled
    if m.roll >= 0 and faces is not None and m.roll < len(faces):
        value, tilt = faces[m.roll], turned * (1 if m.roll else -1)
    draw_die(surface, r, value, colour(m.body), colour(m.pips), colour(m.edge), tilt)


def _slide(surface, m: Slide, f: _Frame, motion: Motion, rolled, dx, dy) -> None:
    lag = motion.value(m.counter, m.final) - m.final if motion.busy() else 0.0
    for inner in m.marks:
        _mark(surface, inner, f, motion, rolled, dx + lag * m.step[0], dy + lag * m.step[1])


_PAINTERS: dict[type, Callable] = {
    Box: _box,
    Oval: _oval,
    Line: _line,
    Shape: _shape,
    Text: _text,
    Para: _para,
    Die: _die,
    Icon: _icon,
    Token: _token,
    Coin: _coin,
    Grain: _grain,
    Slide: _slide,
}

PIPS = {
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (0, 2), (2, 0), (2, 2)],
    5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)],
    6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)],
}


def draw_die(surface: pygame.Surface, box: pygame.Rect, value: int, body, pip, edge, tilt: float = 0.0) -> None:
    """A die showing ``value`` pips; ``tilt`` rotates it while tumbling."""
    size = min(box.w, box.h)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, body, surf.get_rect(), border_radius=size // 6)
    pygame.draw.rect(surf, edge, surf.get_rect(), 2, border_radius=size // 6)
    for col, row in PIPS.get(value, []):
        centre = (int(size * (0.25 + 0.25 * col)), int(size * (0.25 + 0.25 * row)))
        pygame.draw.circle(surf, pip, centre, max(2, size // 11))
    if tilt:
        surf = pygame.transform.rotate(surf, tilt)
    surface.blit(surf, surf.get_rect(center=box.center))
