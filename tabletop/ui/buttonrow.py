"""The button row: each kind of action (its verb) keeps one fixed slot for the whole game, so a second click
never lands on another, costlier action (a costly re-roll where the free roll just was). A slot is as wide as its kind's
label needs (measured once, when the table opens), so a row of ten kinds still fits 1024 pixels."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.engine.message import Words, say
from tabletop.ui.fonts import font
from tabletop.ui.widgets import Button

GAP = 8
MAX_WIDTH = 170
MIN_WIDTH = 64
PADDING = 24


class ButtonSlots:
    """Slots in order of the game's declared button kinds; a kind never declared takes the next free slot."""

    def __init__(self, kinds: tuple[str, ...] = (), label: Callable[[str], Words] | None = None):
        self.order: list[str] = list(dict.fromkeys(kinds))
        self.label: Callable[[str], Words] = label or (lambda kind: kind)
        self.widths: dict[str, int] = {}

    def slot_of(self, kind: str) -> int:
        """The slot of ``kind`` (given one the first time it is seen)."""
        if kind not in self.order:
            self.order.append(kind)
        return self.order.index(kind)

    def width_of(self, kind: str) -> int:
        """The room a kind's label asks for (measured once per kind)."""
        if kind not in self.widths:
            try:
                label = self.label(kind)
            except (KeyError, IndexError, TypeError):  # a label that needs the action's arguments: measure the verb
                label = kind
            text = font(16).size(say(label))[0] + PADDING
            self.widths[kind] = max(MIN_WIDTH, min(MAX_WIDTH, text))
        return self.widths[kind]

    def place(self, buttons: list[tuple[str, Button]], area: pygame.Rect, height: int = 38) -> None:
        """Set each (kind, button)'s rect in its kind's slot; buttons of one kind share that slot side by side."""
        for kind, _ in buttons:
            self.slot_of(kind)
        wanted = [self.width_of(k) for k in self.order]
        scale = min(1.0, (area.w - GAP * (len(wanted) + 1)) / max(1, sum(wanted)))
        starts, x = {}, area.x + GAP
        for kind, width in zip(self.order, wanted):
            starts[kind] = (x, int(width * scale))
            x += int(width * scale) + GAP
        by_kind: dict[str, list[Button]] = {}
        for kind, button in buttons:
            by_kind.setdefault(kind, []).append(button)
        for kind, group in by_kind.items():
            left, width = starts[kind]
            share = (width - 4 * (len(group) - 1)) // len(group)
            for i, button in enumerate(group):
                button.rect = pygame.Rect(left + i * (share + 4), area.centery - height // 2, share, height)
