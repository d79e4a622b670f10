"""Draws a Layout: regions by kind, then components as sprites (cached), then highlights. Never changes state."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tabletop.engine.face import Sketch
from tabletop.engine.layout import Layout, Placement, Region
from tabletop.ui import theme
from tabletop.ui.fonts import font
from tabletop.ui.paint import AT_REST, Motion, blit_face, paint
from tabletop.ui.widgets import draw_text


def rect(box) -> pygame.Rect:
    """A pygame Rect from a layout box."""
    return pygame.Rect(int(box[0]), int(box[1]), int(box[2]), int(box[3]))


def owner_colour(owner: int | None) -> tuple[int, int, int]:
    """The colour of a seat (grey for nobody)."""
    return theme.PLAYER_COLOURS[owner % len(theme.PLAYER_COLOURS)] if owner is not None else theme.CARD_EDGE


CARD_SPRITES: dict[str, Callable[[str, int, int, int | None], pygame.Surface]] = {}
REGION_PAINTERS: dict[str, Callable[[pygame.Surface, Region, dict], None]] = {}


def draw_component(
    surface: pygame.Surface, p: Placement, box=None, flip: float = 1.0, back: bool = False, motion: Motion = AT_REST
) -> None:
    """Draw one component at ``box`` (default its placement), squeezed sideways by ``flip``; ``back``: the first
    half of a flip, showing its back."""
    r = rect(box or p.rect)
    face = (p.back or BACK.get(r.size)) if back or p.kind == "back" else p.look
    if face is None and p.kind in CARD_SPRITES:  # a game not yet drawn from faces (transitional)
        sprite = CARD_SPRITES[p.kind]("?" if back else p.face, r.w, r.h, p.owner)
        if flip < 0.999:
            sprite = pygame.transform.smoothscale(sprite, (max(1, int(r.w * abs(flip))), r.h))
        surface.blit(sprite, sprite.get_rect(center=r.center))
        return
    if face is not None:
        blit_face(surface, face, r, flip, motion)


class _Backs(dict):
    """A plain card back at any size: for a component whose identity this viewer may not know."""

    def get(self, size):  # type: ignore[override]
        if size not in self:
            w, h = size
            s = Sketch(w, h).box((0, 0, w, h), (58, 52, 70), (200, 180, 120), width=2, radius=5)
            self[size] = s.box((w / 4, h / 4, w / 2, h / 2), None, (200, 180, 120), radius=3).face()
        return self[size]


BACK = _Backs()


def draw_regions(surface: pygame.Surface, layout: Layout, extra: Callable[[Region], dict], motion=AT_REST) -> None:
    """Draw every region of ``layout`` from its look (``extra`` feeds the painters of games not yet drawn from
    faces)."""
    for reg in layout.regions.values():
        if reg.look is not None:
            paint(surface, reg.look, rect(reg.rect), motion)
        elif reg.kind in REGION_PAINTERS:
            REGION_PAINTERS[reg.kind](surface, reg, extra(reg))


def _paint_chosen(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    """A choice already made in a chain (the card to move, the card to swap): a green frame."""
    pygame.draw.rect(surface, theme.OK, rect(reg.rect), 4, border_radius=8)


def _paint_handarea(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    """The strip that holds the viewer's hand, titled."""
    r = rect(reg.rect)
    pygame.draw.rect(surface, (26, 30, 36), r, border_radius=8)
    if reg.label:
        draw_text(surface, reg.label, (r.x + 12, r.y + 4), 15, theme.ACCENT, bold=True, max_width=r.w - 24)


def _paint_label(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    """A small caption."""
    draw_text(surface, reg.label, (reg.rect[0], reg.rect[1]), 13, theme.TEXT_DIM, max_width=reg.rect[2])


REGION_PAINTERS.update(
    {"chosen": _paint_chosen, "handarea": _paint_handarea, "label": _paint_label, "anchor": lambda *a: None}
)


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


def draw_curtain_text(surface: pygame.Surface, title: str, subtitle: str) -> None:
    """Big centred text for curtains and banners."""
    w, h = surface.get_size()
    draw_text(surface, title, (w // 2, h // 2 - 30), 40, theme.TEXT, bold=True, anchor="center", max_width=w - 40)
    draw_text(surface, subtitle, (w // 2, h // 2 + 24), 20, theme.TEXT_DIM, anchor="center", max_width=w - 40)


def font_height(size: int) -> int:
    """Line height of the bundled font at ``size``."""
    return font(size).get_linesize()
