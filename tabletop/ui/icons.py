"""The vendored game-icons.net glyphs (art/icons/<name>.svg, listed in art/icons.txt), drawn at any size and colour.

Each SVG is a black glyph on a transparent square. It is rasterised once per (name, size) with SDL_image's SVG
loader, then tinted per colour keeping its alpha; both steps are cached, so a frame only blits.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.paths import art_dir
from tabletop.ui.bytecache import MIB, images_within


def icon_path(name: str) -> Path:
    """Where icon ``name`` lives."""
    return art_dir() / "icons" / f"{name}.svg"


def listed(path: Path | None = None) -> list[str]:
    """The icon names art/icons.txt lists (one a line; ``#`` comments and blank lines skipped)."""
    path = path or art_dir() / "icons.txt"
    names: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        name = line.split("#", 1)[0].strip()
        if name and name not in names:
            names.append(name)
    return names


@images_within(1 * MIB)
def _raster(name: str, size: int) -> pygame.Surface:
    """Icon ``name`` as a black glyph at ``size`` x ``size`` pixels with its alpha."""
    path = icon_path(name)
    if not path.is_file():
        raise FileNotFoundError(
            f"no icon {name!r}: {path} is missing (list it in art/icons.txt and run `python art/fetch_icons.py`)"
        )
    if hasattr(pygame.image, "load_sized_svg"):  # pygame-ce 2.4+: the vector drawn straight at the size
        image = pygame.image.load_sized_svg(str(path), (size, size))
    else:
        image = pygame.transform.smoothscale(pygame.image.load(str(path)), (size, size))
    if image.get_size() == (size, size) and image.get_flags() & pygame.SRCALPHA:
        return image
    out = pygame.Surface((size, size), pygame.SRCALPHA)  # a glyph that is not square, centred on a square
    out.blit(image, image.get_rect(center=out.get_rect().center))
    return out


@images_within(2 * MIB)
def icon_surface(name: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
    """Icon ``name`` at ``size`` x ``size`` pixels in ``colour`` (RGB, or RGBA to fade it), transparent around
    the glyph. Cached: do not draw onto the surface returned."""
    size = max(1, int(size))
    image = _raster(name, size).copy()
    rgb = tuple(colour[:3])
    image.fill((*rgb, 0), special_flags=pygame.BLEND_RGBA_MAX)  # black -> colour; alpha kept
    if len(colour) > 3 and colour[3] < 255:
        image.fill((255, 255, 255, colour[3]), special_flags=pygame.BLEND_RGBA_MULT)
    return image
