"""Advanced: rule readings. Every reading the rulebook leaves open, as the game declares it: its current value
(click to cycle through the allowed ones) and a line saying what it means. Scrolls; Done returns to setup."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.engine.gamedef import OptionDef
from tabletop.ui import theme
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, draw_text

ROW = 64


class ReadingsScene(Scene):
    """The rule readings of one game; changes go straight into the setup screen's ``values``."""

    def __init__(self, app, title: str, readings: list[OptionDef], values: dict[str, Any], done: Callable[[], None]):
        super().__init__(app)
        self.title, self.readings, self.values, self.done = title, readings, values, done
        self.mouse = (0, 0)
        self.scroll = 0
        self.resized()

    def visible(self) -> int:
        """How many readings fit at once."""
        return max(1, (self.app.size[1] - 190) // ROW)

    def resized(self) -> None:
        """Buttons for the readings in view, plus Defaults and Done."""
        w, h = self.app.size
        self.scroll = max(0, min(self.scroll, len(self.readings) - self.visible()))
        self.buttons: list[Button] = []
        for row, d in enumerate(self.readings[self.scroll : self.scroll + self.visible()]):
            value = self.values.get(d.key, d.default)
            label = d.label(value) + ("" if value == d.default else "  (changed)")
            rect = pygame.Rect(w - 300, 100 + row * ROW + 6, 240, 38)
            self.buttons.append(Button(f"cycle:{d.key}", label, rect, selected=value != d.default))
        self.buttons.append(Button("defaults", "All defaults", pygame.Rect(40, h - 70, 180, 44)))
        self.buttons.append(Button("done", "Done", pygame.Rect(w - 220, h - 70, 180, 44), colour=(52, 120, 80)))

    def handle(self, event: pygame.event.Event) -> None:
        """Click to cycle a reading; the wheel scrolls; Escape or Done goes back."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y
            self.resized()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.close()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.press(b.key)
                    return

    def press(self, key: str) -> None:
        """Cycle one reading, reset all, or close."""
        kind, _, arg = key.partition(":")
        if kind == "cycle":
            d = next(r for r in self.readings if r.key == arg)
            current = self.values.get(arg, d.default)
            index = next((i for i, a in enumerate(d.allowed) if a == current and type(a) is type(current)), -1)
            chosen = d.allowed[(index + 1) % len(d.allowed)]
            if chosen == d.default:
                self.values.pop(arg, None)
            else:
                self.values[arg] = chosen
        elif kind == "defaults":
            for d in self.readings:
                self.values.pop(d.key, None)
        elif kind == "done":
            self.close()
            return
        self.resized()

    def close(self) -> None:
        """Back to the setup screen, which shows how many readings changed."""
        self.app.pop()
        self.done()

    def draw(self, surface: pygame.Surface) -> None:
        """Title, each reading's name and meaning beside its value, a scroll hint."""
        w, h = surface.get_size()
        surface.fill(theme.BG)
        draw_text(
            surface, f"{self.title}: rule readings", (40, 24), 32, theme.ACCENT, bold=True, max_width=w - 80, serif=True
        )
        intro = (
            "Where the rulebook is unclear, Tabletop plays the recommended reading. "
            "Change one only if your group reads the rule otherwise."
        )
        draw_text(surface, intro, (42, 66), 14, theme.TEXT_DIM, max_width=w - 84)
        for row, d in enumerate(self.readings[self.scroll : self.scroll + self.visible()]):
            y = 100 + row * ROW
            pygame.draw.rect(surface, theme.PANEL, (40, y, w - 80, ROW - 6), border_radius=6)
            draw_text(surface, d.title, (52, y + 6), 16, theme.TEXT, bold=True, max_width=w - 420)
            draw_text(surface, d.explain, (52, y + 30), 13, theme.TEXT_DIM, max_width=w - 420)
        if len(self.readings) > self.visible():
            shown = f"{self.scroll + 1}-{min(len(self.readings), self.scroll + self.visible())} of {len(self.readings)}"
            draw_text(surface, f"{shown} (scroll for more)", (w // 2, h - 48), 14, theme.TEXT_DIM, anchor="center")
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
