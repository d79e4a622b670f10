"""The button row: each kind of action (its verb) keeps one fixed slot for the whole game, so a second click
never lands on another, costlier action (Capo's Reneg where Roll just was)."""

from __future__ import annotations

import pygame

from tabletop.ui.widgets import Button

MIN_SLOTS = 6  # a row is never split into fewer slots than this, so a short row keeps its buttons narrow
GAP = 8
MAX_WIDTH = 170


class ButtonSlots:
    """Slots in order of the game's declared button kinds; a kind never declared takes the next free slot."""

    def __init__(self, kinds: tuple[str, ...] = ()):
        self.order: list[str] = list(dict.fromkeys(kinds))

    def slot_of(self, kind: str) -> int:
        """The slot of ``kind`` (given one the first time it is seen)."""
        if kind not in self.order:
            self.order.append(kind)
        return self.order.index(kind)

    def place(self, buttons: list[tuple[str, Button]], area: pygame.Rect, height: int = 38) -> None:
        """Set each (kind, button)'s rect in its kind's slot; buttons of one kind share that slot side by side."""
        for kind, _ in buttons:
            self.slot_of(kind)
        slots = max(MIN_SLOTS, len(self.order))
        width = min(MAX_WIDTH, (area.w - GAP * (slots + 1)) // slots)
        by_kind: dict[str, list[Button]] = {}
        for kind, button in buttons:
            by_kind.setdefault(kind, []).append(button)
        for kind, group in by_kind.items():
            x = area.x + GAP + self.slot_of(kind) * (width + GAP)
            share = (width - 4 * (len(group) - 1)) // len(group)
            for i, button in enumerate(group):
                button.rect = pygame.Rect(x + i * (share + 4), area.centery - height // 2, share, height)
