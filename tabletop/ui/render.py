"""Draws a Layout: regions by kind, then components as sprites (cached), then highlights. Never changes state."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tabletop.engine.layout import Layout, Placement, Region
from tabletop.ui import theme
from tabletop.ui.fonts import font
from tabletop.ui.widgets import draw_text

_sprites: dict[tuple, pygame.Surface] = {}


def rect(box) -> pygame.Rect:
    """A pygame Rect from a layout box."""
    return pygame.Rect(int(box[0]), int(box[1]), int(box[2]), int(box[3]))


def owner_colour(owner: int | None) -> tuple[int, int, int]:
    """The colour of a seat (grey for nobody)."""
    return theme.PLAYER_COLOURS[owner % len(theme.PLAYER_COLOURS)] if owner is not None else theme.CARD_EDGE


def _token_sprite(kind: str, face: str, size: int, owner: int | None) -> pygame.Surface:
    key = (kind, face, size, owner)
    if key in _sprites:
        return _sprites[key]
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = surf.get_rect()
    edge = owner_colour(owner)
    if kind == "influence":
        pygame.draw.circle(surf, theme.INFLUENCE, r.center, size // 2)
        pygame.draw.circle(surf, edge, r.center, size // 2, max(2, size // 9))
        draw_text(surf, face, r.center, int(size * 0.62), theme.TEXT_DARK, bold=True, anchor="center")
    elif kind == "bribe":
        hidden = face in ("", "?")
        body = theme.BRIBE if hidden else theme.BRIBE_FACE
        pygame.draw.rect(surf, body, r, border_radius=max(2, size // 6))
        pygame.draw.rect(surf, edge, r, max(2, size // 9), border_radius=max(2, size // 6))
        draw_text(surf, "$" if hidden else face, r.center, int(size * 0.6), theme.TEXT, bold=True, anchor="center")
    elif kind == "cube":
        pygame.draw.rect(surf, theme.CUBE, r.inflate(-2, -2), border_radius=2)
        pygame.draw.rect(surf, (150, 150, 160), r.inflate(-2, -2), 1, border_radius=2)
    elif kind == "chip":
        pygame.draw.circle(surf, theme.CHIP, r.center, size // 2)
        pygame.draw.circle(surf, (140, 108, 30), r.center, size // 2, max(1, size // 10))
        pygame.draw.circle(surf, (140, 108, 30), r.center, size // 4, 1)
    elif kind == "hitman":
        pygame.draw.circle(surf, theme.HITMAN, (r.centerx, r.y + size // 4), size // 4)
        pygame.draw.polygon(
            surf,
            theme.HITMAN,
            [(r.x + size // 5, r.bottom - 1), (r.right - size // 5, r.bottom - 1), (r.centerx, r.y + size // 3)],
        )
        pygame.draw.circle(surf, theme.DANGER, (r.centerx, r.y + size // 4), size // 4, 2)
    _sprites[key] = surf
    return surf


CARD_SPRITES: dict[str, Callable[[str, int, int, int | None], pygame.Surface]] = {}
REGION_PAINTERS: dict[str, Callable[[pygame.Surface, Region, dict], None]] = {}


def draw_component(surface: pygame.Surface, p: Placement, box=None, flip: float = 1.0, face: str | None = None) -> None:
    """Draw one component at ``box`` (default its placement), squeezed horizontally by ``flip``."""
    r = rect(box or p.rect)
    if p.kind in CARD_SPRITES:  # rectangular cards drawn by a game's sprite maker (cached there)
        sprite = CARD_SPRITES[p.kind](p.face if face is None else face, r.w, r.h, p.owner)
        if flip < 0.999:
            sprite = pygame.transform.smoothscale(sprite, (max(1, int(r.w * abs(flip))), r.h))
        surface.blit(sprite, sprite.get_rect(center=r.center))
        return
    if p.kind == "back":  # a component whose identity this viewer may not know, in motion
        pygame.draw.rect(surface, (58, 52, 70), r, border_radius=5)
        pygame.draw.rect(surface, (200, 180, 120), r, 2, border_radius=5)
        pygame.draw.rect(surface, (200, 180, 120), r.inflate(-r.w // 2, -r.h // 2), 1, border_radius=3)
        return
    size = max(6, min(r.w, r.h))
    sprite = _token_sprite(p.kind, p.face if face is None else face, size, p.owner)
    if flip < 0.999:
        sprite = pygame.transform.smoothscale(sprite, (max(1, int(size * abs(flip))), size))
    surface.blit(sprite, sprite.get_rect(center=r.center))


def draw_die(surface: pygame.Surface, box: pygame.Rect, value: int, colour: str, tilt: float = 0.0) -> None:
    """A die showing ``value`` pips; ``tilt`` rotates it while tumbling."""
    size = box.w
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    body = theme.WHITE_DIE if colour == "white" else theme.BLACK_DIE
    pip = theme.TEXT_DARK if colour == "white" else theme.TEXT
    pygame.draw.rect(surf, body, surf.get_rect(), border_radius=size // 6)
    pygame.draw.rect(surf, (120, 120, 126), surf.get_rect(), 2, border_radius=size // 6)
    spots = {
        1: [(1, 1)],
        2: [(0, 0), (2, 2)],
        3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (0, 2), (2, 0), (2, 2)],
        5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)],
        6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)],
    }
    for col, row in spots.get(value, []):
        pygame.draw.circle(
            surf, pip, (int(size * (0.25 + 0.25 * col)), int(size * (0.25 + 0.25 * row))), max(2, size // 11)
        )
    if tilt:
        surf = pygame.transform.rotate(surf, tilt)
    surface.blit(surf, surf.get_rect(center=box.center))


def _draw_card(surface: pygame.Surface, reg: Region) -> None:
    r = rect(reg.rect)
    pygame.draw.rect(surface, (0, 0, 0, 60), r.move(3, 3), border_radius=8)
    pygame.draw.rect(surface, theme.CARD, r, border_radius=8)
    pygame.draw.rect(surface, theme.CARD_EDGE, r, 2, border_radius=8)
    colour = "white" if reg.label.startswith("W") else "black"
    die = pygame.Rect(0, 0, int(r.w * 0.5), int(r.w * 0.5))
    die.center = (r.centerx, r.y + int(r.h * 0.36))
    draw_die(surface, die, int(reg.label[1:]), colour)
    draw_text(
        surface,
        ("White " if colour == "white" else "Black ") + reg.label[1:],
        (r.centerx, r.y + 4),
        13,
        theme.TEXT_DARK,
        bold=True,
        anchor="midtop",
        max_width=r.w - 6,
    )


def _draw_mayor(surface: pygame.Surface, reg: Region, ext: float) -> None:
    r = rect(reg.rect)
    pygame.draw.rect(surface, theme.MAYOR, r, border_radius=8)
    pygame.draw.rect(surface, theme.CARD_EDGE, r, 2, border_radius=8)
    draw_text(
        surface, "Mayor", (r.centerx, r.y + 4), 14, theme.TEXT_DARK, bold=True, anchor="midtop", max_width=r.w - 6
    )
    top, bottom = r.y + 24, r.bottom - int(r.h * 0.3)
    step = (bottom - top) / 6
    dot = max(3, min(6, int(step / 2) - 1))
    label = max(9, min(12, int(step)))
    for level in range(7):
        y = int(bottom - level * step)
        colour = theme.DANGER if level == 6 else (theme.ACCENT if level == 5 else (110, 110, 120))
        pygame.draw.circle(surface, colour, (r.x + 14, y), dot)
        draw_text(surface, str(level), (r.x + 24, y), label, theme.TEXT_DARK, anchor="midleft")
    for level, text in ((5, "half"), (6, "all")):
        draw_text(
            surface,
            text,
            (r.right - 5, int(bottom - level * step)),
            label - 1,
            theme.TEXT_DARK,
            anchor="midright",
            max_width=r.w // 2 - 8,
        )
    shown = min(ext, 7.0)
    y = bottom - shown * step if shown <= 6 else top - step * 0.6
    pawn = dot + 3
    pygame.draw.circle(surface, (60, 60, 200) if ext <= 6 else theme.DANGER, (r.x + 14, int(y)), pawn)
    pygame.draw.circle(surface, theme.TEXT, (r.x + 14, int(y)), pawn, 2)


def _draw_pile(surface: pygame.Surface, reg: Region) -> None:
    r = rect(reg.rect)
    pygame.draw.rect(surface, theme.FELT_DARK, r, border_radius=6)
    pygame.draw.rect(surface, (70, 100, 80), r, 1, border_radius=6)
    draw_text(surface, reg.label, (r.centerx, r.y + 3), 12, theme.TEXT, anchor="midtop", max_width=r.w - 4)
    if reg.count:
        size = min(r.h - 30, r.w // 2, 28)
        face = reg.label.split()[-1] if reg.detail == "influence" else ("?" if reg.detail == "bribe" else "")
        sprite = _token_sprite(reg.detail, face, max(8, int(size * (0.7 if reg.detail == "cube" else 1))), None)
        surface.blit(sprite, sprite.get_rect(center=(r.centerx - 10, r.centery + 6)))
    empty = (
        theme.DANGER if reg.detail in ("influence", "bribe", "cube") else theme.TEXT_DIM
    )  # an empty pile shown in the warning colour (it may end a game)
    draw_text(
        surface,
        f"x{reg.count}",
        (r.right - 6, r.bottom - 4),
        14,
        theme.TEXT if reg.count else empty,
        bold=True,
        anchor="bottomright",
    )


def _draw_strip(surface: pygame.Surface, reg: Region, active: bool, info: str) -> None:
    r = rect(reg.rect)
    colour = owner_colour(reg.owner)
    pygame.draw.rect(surface, (22, 40, 30), r, border_radius=6)
    pygame.draw.rect(surface, colour if active else (70, 90, 80), r, 3 if active else 1, border_radius=6)
    badge = pygame.Rect(r.x + 6, r.y + 4, r.h - 8, r.h - 8)
    pygame.draw.rect(surface, colour, badge, border_radius=4)
    draw_text(surface, reg.label[:1].upper(), badge.center, int(badge.h * 0.7), theme.TEXT, bold=True, anchor="center")
    name = reg.label + ("  (to play)" if active else "")
    draw_text(
        surface,
        name,
        (badge.right + 8, r.centery),
        16,
        theme.TEXT,
        bold=active,
        anchor="midleft",
        max_width=int(r.w * 0.23) - badge.w - 18,
    )
    draw_text(
        surface,
        info,
        (r.x + int(r.w * 0.24), r.centery),
        14,
        theme.TEXT_DIM,
        anchor="midleft",
        max_width=int(r.w * 0.15),
    )


def draw_regions(surface: pygame.Surface, layout: Layout, extra: Callable[[Region], dict]) -> None:
    """Draw every region of ``layout``; ``extra(region)`` supplies per-kind values (extortion, labels)."""
    for reg in layout.regions.values():
        kind = reg.kind
        if kind in REGION_PAINTERS:
            REGION_PAINTERS[kind](surface, reg, extra(reg))
        elif kind == "card":
            _draw_card(surface, reg)
        elif kind == "mayor":
            _draw_mayor(surface, reg, extra(reg).get("ext", 0.0))
        elif kind == "pile":
            _draw_pile(surface, reg)
        elif kind == "strip":
            info = extra(reg)
            _draw_strip(surface, reg, info.get("active", False), info.get("info", ""))
        elif kind in ("slot", "chipslot"):
            r = rect(reg.rect)
            if extra(reg).get("active"):
                pygame.draw.rect(surface, (48, 84, 62), r, border_radius=5)
                pygame.draw.rect(surface, (90, 130, 100), r, 1, border_radius=5)
        elif kind == "side":
            r = rect(reg.rect)
            pygame.draw.rect(surface, (34, 62, 46), r, border_radius=5)
            draw_text(surface, f"{reg.count}/5", (r.right - 3, r.bottom - 2), 10, theme.TEXT_DIM, anchor="bottomright")
        elif kind in ("box", "hitman_spot"):
            r = rect(reg.rect)
            pygame.draw.rect(surface, theme.FELT_DARK, r, border_radius=5)
            label = reg.label + (f" x{reg.count}" if kind == "box" else "")
            draw_text(
                surface, label, (r.x + 6, r.centery), 12, theme.TEXT_DIM, anchor="midleft", max_width=r.w - r.h - 6
            )


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
