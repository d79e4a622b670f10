"""The bundled DejaVu Sans, loaded by path so Greek and Czech names render alike on every OS."""

from __future__ import annotations

from io import BytesIO

import pygame

from tabletop.paths import art_dir

_data: dict[bool, bytes] = {}
_cache: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at ``size`` pixels (cached; its bytes are kept alive for pygame)."""
    key = (max(6, int(size)), bold)
    if key not in _cache:
        if bold not in _data:
            name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
            _data[bold] = (art_dir() / name).read_bytes()
        _cache[key] = pygame.font.Font(BytesIO(_data[bold]), key[0])
    return _cache[key]


def fit(text: str, size: int, width: int, bold: bool = False, smallest: int = 10) -> pygame.font.Font:
    """The largest font up to ``size`` in which ``text`` fits ``width`` pixels."""
    while size > smallest and font(size, bold).size(text)[0] > width:
        size -= 1
    return font(size, bold)


def ellipsize(text: str, fnt: pygame.font.Font, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels in ``fnt`` (whole if it already fits)."""
    if fnt.size(text)[0] <= width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with its ellipsis
        mid = (low + high + 1) // 2
        if fnt.size(text[:mid].rstrip() + "\u2026")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "\u2026"


def wrap(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """Break ``text`` into lines no wider than ``width``."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if fnt.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
