"""Draws the app icon (art/icon.png, packaging/icon.ico) from code, so it can be changed and redrawn.

Run: python packaging/draw_icon.py   (the outputs are committed; the build does not run this)
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parent.parent


def draw(size: int) -> pygame.Surface:
    """A felt square with a card, a die and a token: Tabletop's mark."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    u = size / 64
    pygame.draw.rect(s, (38, 70, 52), (0, 0, size, size), border_radius=int(12 * u))
    pygame.draw.rect(s, (240, 200, 80), (0, 0, size, size), max(1, int(2 * u)), border_radius=int(12 * u))
    card = pygame.Rect(int(8 * u), int(10 * u), int(26 * u), int(38 * u))
    pygame.draw.rect(s, (242, 236, 220), card, border_radius=int(4 * u))
    pygame.draw.rect(s, (120, 110, 90), card, max(1, int(u)), border_radius=int(4 * u))
    die = pygame.Rect(int(30 * u), int(26 * u), int(26 * u), int(26 * u))
    pygame.draw.rect(s, (248, 248, 246), die, border_radius=int(5 * u))
    pygame.draw.rect(s, (60, 60, 66), die, max(1, int(u)), border_radius=int(5 * u))
    for cx, cy in ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)):
        pygame.draw.circle(s, (30, 30, 34), (die.x + int(die.w * cx), die.y + int(die.h * cy)), max(1, int(2.6 * u)))
    pygame.draw.circle(s, (0, 114, 178), (int(20 * u), int(48 * u)), int(9 * u))
    pygame.draw.circle(s, (250, 246, 232), (int(20 * u), int(48 * u)), int(5 * u))
    return s


def write_ico(path: Path, sizes: tuple[int, ...] = (16, 32, 48, 256)) -> None:
    """A Windows .ico holding PNG images (supported since Windows Vista)."""
    images = []
    for size in sizes:
        buffer = io.BytesIO()
        pygame.image.save(draw(size), buffer, "icon.png")
        images.append((size, buffer.getvalue()))
    offset = 6 + 16 * len(images)
    header = struct.pack("<HHH", 0, 1, len(images))
    entries, blobs = b"", b""
    for size, data in images:
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    path.write_bytes(header + entries + blobs)


if __name__ == "__main__":
    pygame.init()
    pygame.image.save(draw(256), str(ROOT / "art" / "icon.png"))
    write_ico(ROOT / "packaging" / "icon.ico")
    print("wrote art/icon.png and packaging/icon.ico")
