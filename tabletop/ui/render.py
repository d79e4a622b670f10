"""Draws a Layout: regions and components from their faces, then highlights. Never changes state."""

from __future__ import annotations

import functools
import math

import pygame

from tabletop.engine.face import Face, Sketch
from tabletop.engine.layout import Layout, Placement
from tabletop.ui import theme
from tabletop.ui.paint import AT_REST, Motion, blit_face, sprite


def rect(box) -> pygame.Rect:
    """A pygame Rect from a layout box."""
    return pygame.Rect(int(box[0]), int(box[1]), int(box[2]), int(box[3]))


def draw_component(
    surface: pygame.Surface, p: Placement, box=None, flip: float = 1.0, back: bool = False, motion: Motion = AT_REST
) -> None:
    """Draw one component at ``box`` (default its placement), squeezed sideways by ``flip``; ``back``: the first
    half of a flip, showing its back."""
    r, own = rect(box or p.rect), rect(p.rect)
    sliding = motion.busy() and r.size != own.size  # growing or shrinking on its way
    size = own.size if sliding else r.size
    face = (p.back or back_face(*size)) if back or p.kind == "back" else p.look
    if face is None:
        return
    if sliding and not face.live():  # its sprite at its own size, scaled: not a new sprite every frame
        image = pygame.transform.smoothscale(sprite(face, own.w, own.h), (max(1, int(r.w * abs(flip))), r.h))
        surface.blit(image, image.get_rect(center=r.center))
        return
    blit_face(surface, face, r, flip, motion)


@functools.lru_cache(maxsize=64)
def back_face(w: int, h: int) -> Face:
    """A plain card back at any size: for a component whose identity this viewer may not know."""
    s = Sketch(w, h).box((0, 0, w, h), (58, 52, 70), (200, 180, 120), width=2, radius=5)
    return s.box((w / 4, h / 4, w / 2, h / 2), None, (200, 180, 120), radius=3).face()


def draw_regions(surface: pygame.Surface, layout: Layout, motion: Motion = AT_REST, live: bool | None = None) -> None:
    """Draw every region of ``layout`` that has a look, in layout order; ``live``: only the regions whose look
    moves with the animation (True) or only the others (False)."""
    for reg in layout.regions.values():
        if reg.look is None:
            continue
        moving = reg.look.live()
        if live is None or moving == live:  # drawn from sprites, kept while a look is unchanged (across many views)
            blit_face(surface, reg.look, rect(reg.rect), motion=motion)


def draw_highlight(surface: pygame.Surface, box, hover: bool, t: float) -> None:
    """Outline a legal target, pulsing; brighter and filled when hovered."""
    r = rect(box).inflate(6, 6)
    pulse = 0.5 + 0.5 * math.sin(t * 5)
    if hover:
        glow = pygame.Surface(r.size, pygame.SRCALPHA)
        glow.fill((*theme.HIGHLIGHT, 90))
        surface.blit(glow, r)
        pygame.draw.rect(surface, theme.HOVER, r, 4, border_radius=7)
    else:
        colour = tuple(int(c * (0.7 + 0.3 * pulse)) for c in theme.HIGHLIGHT)
        pygame.draw.rect(surface, colour, r, 3, border_radius=7)
