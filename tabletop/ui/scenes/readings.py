"""Advanced: rule readings. Every reading the rulebook leaves open, as the game declares it: its current value
(click to cycle through the allowed ones) and a line saying what it means. Scrolls; Done returns to setup."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.engine.gamedef import OptionDef
from tabletop.engine.message import Words, as_msg, msg
from tabletop.ui import theme
from tabletop.ui.fonts import report, wrap
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, draw_text

TOP = 100  # the first row's top, under the title and the introduction
FOOT = 90  # kept free at the bottom for the scroll hint and the buttons
EXPLAIN_SIZE, EXPLAIN_LINE, EXPLAIN_LINES = 13, 17, 4
VALUE_WIDTH = 300  # the value button and its margin, right of the text


class ReadingsScene(Scene):
    """The rule readings of one game; changes go straight into the setup screen's ``values``."""

    def __init__(self, app, title: Words, readings: list[OptionDef], values: dict[str, Any], done: Callable[[], None]):
        super().__init__(app)
        self.title, self.readings, self.values, self.done = title, readings, values, done
        self.mouse = (0, 0)
        self.scroll = 0
        self.resized()

    def text_width(self) -> int:
        """How wide a reading's title and explanation may be: the window less the value buttons."""
        return self.app.size[0] - 120 - VALUE_WIDTH

    def rows(self, scroll: int) -> list[tuple[OptionDef, int, int, list[str]]]:
        """The readings in view from reading ``scroll`` on: (reading, top, height, its explanation's lines)."""
        h = self.app.size[1]
        out: list[tuple[OptionDef, int, int, list[str]]] = []
        y = TOP
        for d in self.readings[scroll:]:
            lines = wrap(d.explain, EXPLAIN_SIZE, self.text_width())
            if len(lines) > EXPLAIN_LINES:
                report(f"rule reading {d.title!r}: its explanation is longer than {EXPLAIN_LINES} lines")
                lines = lines[:EXPLAIN_LINES]
            height = max(58, 40 + len(lines) * EXPLAIN_LINE)
            if out and y + height > h - FOOT:
                break
            out.append((d, y, height, lines))
            y += height + 6
        return out

    def visible(self) -> int:
        """How many readings fit at once."""
        return len(self.shown)

    def resized(self) -> None:
        """Lay out the readings in view (``shown``) and their buttons, plus Defaults and Done."""
        w, h = self.app.size
        self.scroll = max(0, min(self.scroll, self._last_scroll()))
        self.shown = self.rows(self.scroll)
        self.buttons: list[Button] = []
        for d, y, height, _lines in self.shown:
            value = self.values.get(d.key, d.default)
            fixed = len(d.allowed) < 2  # the only reading offered: shown, not a choice
            label = d.label(value) if value == d.default else msg("{value}  (changed)", value=as_msg(d.label(value)))
            rect = pygame.Rect(w - VALUE_WIDTH, y + (height - 38) // 2, 240, 38)
            self.buttons.append(Button(f"cycle:{d.key}", label, rect, enabled=not fixed, selected=value != d.default))
        self.buttons.append(Button("defaults", msg("All defaults"), pygame.Rect(40, h - 70, 180, 44)))
        self.buttons.append(Button("done", msg("Done"), pygame.Rect(w - 220, h - 70, 180, 44), colour=(52, 120, 80)))

    def _last_scroll(self) -> int:
        """The largest useful scroll: the first reading from which every later one is in view."""
        last = len(self.readings) - 1
        while last > 0 and last - 1 + len(self.rows(last - 1)) >= len(self.readings):
            last -= 1
        return max(0, last)

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
                if b.rect.collidepoint(event.pos) and b.enabled:
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
            surface,
            msg("{game}: rule readings", game=as_msg(self.title)),
            (40, 24),
            32,
            theme.ACCENT,
            bold=True,
            max_width=w - 80,
            serif=True,
        )
        intro = msg(
            "Where the rulebook is unclear, Tabletop plays the recommended reading. "
            "Change one only if your group reads the rule otherwise."
        )
        draw_text(surface, intro, (42, 66), 14, theme.TEXT_DIM, max_width=w - 84)
        for d, y, height, lines in self.shown:
            pygame.draw.rect(surface, theme.PANEL, (40, y, w - 80, height), border_radius=6)
            draw_text(surface, d.title, (52, y + 8), 16, theme.TEXT, bold=True, max_width=self.text_width())
            for k, line in enumerate(lines):
                draw_text(surface, line, (52, y + 32 + k * EXPLAIN_LINE), EXPLAIN_SIZE, theme.TEXT_DIM)
        shown_count = self.visible()
        if len(self.readings) > shown_count:
            first, last = self.scroll + 1, min(len(self.readings), self.scroll + shown_count)
            if last < len(self.readings):
                shown = msg("{first}-{last} of {n} (scroll for more)", first=first, last=last, n=len(self.readings))
            else:
                shown = msg(
                    "{first}-{last} of {n} (scroll up for the rest)", first=first, last=last, n=len(self.readings)
                )
            draw_text(surface, shown, (w // 2, h - 48), 14, theme.TEXT_DIM, anchor="center")
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
