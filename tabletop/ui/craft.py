"""The table's physical craft, drawn procedurally and cached: wooden tokens with light and shadow, metal coins
with a milled rim, and textured surfaces (card stock, wood, water, paving, cloth). ``paint.py`` calls these for
the ``Token``, ``Coin`` and ``Grain`` marks of a face; each picture is made once per size and colour, then blitted.
"""

from __future__ import annotations

import math
import random
import zlib

import pygame

from tabletop.ui.bytecache import MIB, images_within

TILE = 192  # a texture is one seamless-enough tile of this many pixels, repeated over the area

METAL_INKS = {  # body, rim, light, text
    "gold": ((214, 172, 58), (150, 112, 28), (250, 222, 130), (92, 64, 10)),
    "silver": ((196, 200, 206), (122, 128, 138), (240, 242, 246), (52, 56, 64)),
    "copper": ((196, 118, 70), (128, 70, 36), (236, 170, 120), (70, 34, 14)),
}


def shade(rgb, k: float) -> tuple[int, int, int]:
    """``rgb`` darkened (k < 1) or lightened toward white (k > 1)."""
    r, g, b = rgb[:3]
    if k <= 1:
        return (int(r * k), int(g * k), int(b * k))
    t = min(1.0, k - 1)
    return (int(r + (255 - r) * t), int(g + (255 - g) * t), int(b + (255 - b) * t))


@images_within(3 * MIB)
def token(shape: str, rgb: tuple[int, ...], w: int, h: int) -> pygame.Surface:
    """A wooden piece of ``shape`` in ``rgb`` filling w x h, lit from the top left, with its shadow."""
    out = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    side = max(1, round(min(w, h) * 0.12))  # the wood's thickness seen at a slant
    body = pygame.Rect(0, 0, w - side, h - side)
    shadow = body.move(side, side)
    dark, light, edge = shade(rgb, 0.62), shade(rgb, 1.35), shade(rgb, 0.45)
    if shape in ("disc", "pawn"):
        pygame.draw.ellipse(out, (0, 0, 0, 80), shadow)
        pygame.draw.ellipse(out, dark, body.move(0, side // 2 + 1))
        pygame.draw.ellipse(out, rgb, body)
        glint = body.inflate(-body.w * 0.45, -body.h * 0.45).move(-body.w * 0.1, -body.h * 0.1)
        _glow(out, glint, light, oval=True)
        pygame.draw.ellipse(out, edge, body, 1)
        if shape == "pawn":  # the head, standing proud of the base
            head = body.inflate(-body.w * 0.5, -body.h * 0.5).move(0, -body.h * 0.08)
            pygame.draw.ellipse(out, (0, 0, 0, 60), head.move(max(1, side // 2), max(1, side // 2)))
            pygame.draw.ellipse(out, shade(rgb, 1.1), head)
            pygame.draw.ellipse(out, edge, head, 1)
    else:
        radius = max(1, min(body.w, body.h) // (2 if shape == "bar" else 6))
        pygame.draw.rect(out, (0, 0, 0, 80), shadow, border_radius=radius)
        pygame.draw.rect(out, dark, body.move(side // 2 + 1, side // 2 + 1), border_radius=radius)
        pygame.draw.rect(out, rgb, body, border_radius=radius)
        bevel = body.inflate(-2 * side, -2 * side)
        if bevel.w > 2 and bevel.h > 2:
            _glow(out, bevel.move(-side // 2, -side // 2), light, oval=False)
        pygame.draw.rect(out, edge, body, 1, border_radius=radius)
    return out


def _glow(out: pygame.Surface, area: pygame.Rect, light, oval: bool) -> None:
    """A soft lighter patch (the light on the wood)."""
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    if oval:
        pygame.draw.ellipse(layer, (*light, 90), layer.get_rect())
    else:
        pygame.draw.rect(layer, (*light, 70), layer.get_rect(), border_radius=max(1, min(area.size) // 4))
    out.blit(layer, area)


@images_within(2 * MIB)
def coin(metal: str, w: int, h: int) -> pygame.Surface:
    """A coin of ``metal`` filling w x h: rim, milled edge, a raised face and its shadow (no value on it)."""
    body_c, rim_c, light_c, _ = METAL_INKS.get(metal, METAL_INKS["gold"])
    size = max(4, min(w, h))
    out = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    drop = max(1, size // 14)
    disc = pygame.Rect(0, 0, size - drop, size - drop)
    disc.center = (w // 2 - drop // 2, h // 2 - drop // 2)
    pygame.draw.ellipse(out, (0, 0, 0, 90), disc.move(drop, drop))
    pygame.draw.ellipse(out, rim_c, disc)
    r = disc.w / 2
    if size >= 14:  # the milled edge: short light ticks round the rim
        for k in range(24):
            a = k * math.tau / 24
            x0, y0 = disc.centerx + math.cos(a) * r * 0.86, disc.centery + math.sin(a) * r * 0.86
            x1, y1 = disc.centerx + math.cos(a) * r * 0.98, disc.centery + math.sin(a) * r * 0.98
            pygame.draw.line(out, shade(rim_c, 1.3), (x0, y0), (x1, y1), 1)
    inner = disc.inflate(-disc.w * 0.22, -disc.h * 0.22)
    pygame.draw.ellipse(out, body_c, inner)
    _glow(out, inner.inflate(-inner.w * 0.35, -inner.h * 0.35).move(-inner.w * 0.12, -inner.h * 0.12), light_c, True)
    pygame.draw.ellipse(out, shade(rim_c, 0.8), inner, 1)
    return out


def coin_ink(metal: str) -> tuple[int, int, int]:
    """The colour a coin's value is stamped in."""
    return METAL_INKS.get(metal, METAL_INKS["gold"])[3]


@images_within(2 * MIB)
def _tile(kind: str, rgb: tuple[int, ...]) -> pygame.Surface:
    """One TILE x TILE square of texture ``kind`` in ``rgb`` (the same picture every run)."""
    rng = random.Random(zlib.crc32(f"{kind}{rgb}".encode()))
    t = pygame.Surface((TILE, TILE))
    t.fill(rgb[:3])
    if kind == "wood":
        for y in range(TILE):  # long grain: each row a little lighter or darker, waving slowly
            k = 1 + 0.06 * math.sin(y * 0.21 + 2 * math.sin(y * 0.031)) + rng.uniform(-0.025, 0.025)
            pygame.draw.line(t, shade(rgb, k if k <= 1 else 1 + (k - 1) * 0.5), (0, y), (TILE, y))
        for _ in range(10):
            y, x = rng.randrange(TILE), rng.randrange(TILE)
            pygame.draw.line(t, shade(rgb, 0.82), (x, y), (x + rng.randrange(20, 70), y), 1)
    elif kind == "water":
        for _ in range(70):  # ripples: short light arcs
            x, y = rng.randrange(TILE), rng.randrange(TILE)
            w = rng.randrange(8, 22)
            pygame.draw.arc(t, shade(rgb, 1.18), (x, y, w, w // 3 + 2), 0.3, math.pi - 0.3, 1)
    elif kind == "stone":
        row_h = 24
        for row in range(TILE // row_h):
            offset = (row % 2) * 20
            for col in range(-1, TILE // 40 + 1):
                stone = pygame.Rect(col * 40 + offset, row * row_h, 40, row_h)
                t.fill(shade(rgb, rng.uniform(0.9, 1.05) if rng.random() < 0.5 else 1.0), stone.inflate(-2, -2))
                pygame.draw.rect(t, shade(rgb, 0.7), stone, 1)
    else:  # paper and cloth: fine flecks (cloth also a faint weave)
        for _ in range(900 if kind == "paper" else 500):
            x, y = rng.randrange(TILE), rng.randrange(TILE)
            t.set_at((x, y), shade(rgb, rng.uniform(0.9, 0.97)))
        if kind == "cloth":
            for y in range(0, TILE, 3):
                pygame.draw.line(t, shade(rgb, 0.95), (0, y), (TILE, y))
    return t


@images_within(6 * MIB)
def surface(kind: str, rgb: tuple[int, ...], w: int, h: int, radius: int) -> pygame.Surface:
    """A w x h area of texture ``kind`` in ``rgb``, its corners rounded by ``radius``."""
    out = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    tile = _tile(kind, tuple(rgb[:3]))
    for y in range(0, h, TILE):
        for x in range(0, w, TILE):
            out.blit(tile, (x, y))
    if radius:
        mask = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out
