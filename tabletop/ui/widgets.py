"""Small widgets: buttons, text fields and text helpers."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine.message import Words, as_msg, say
from tabletop.ui import fonts, theme
from tabletop.ui.fonts import clean, font, line_image, wrap


def draw_text(
    surface: pygame.Surface,
    text: Words,
    pos: tuple[float, float],
    size: int = 16,
    colour=theme.TEXT,
    bold: bool = False,
    anchor: str = "topleft",
    max_width: int | None = None,
    serif: bool = False,
) -> pygame.Rect:
    """Draw one line of text (``serif``: in the display face, for titles), shrinking it to ``max_width`` if given
    (and cutting it with an ellipsis if even the smallest size is too wide); return its rect."""
    image = line_image(text, size, colour, bold, serif, max_width or 0)
    rect = image.get_rect(**{anchor: pos})
    if fonts.CUTS is not None and (rect.left < 0 or rect.right > surface.get_width()):  # (scrolled pages run
        fonts.report(f"over the window's side: {say(text)!r}")  # past the top and bottom: that is not a cut)
    surface.blit(image, rect)
    return rect


def dim(surface: pygame.Surface, alpha: int) -> None:
    """Darken all of ``surface`` as black at ``alpha`` laid over it would, in place (no window-sized layer made at
    every frame: 4 MiB at 1280x800)."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


def draw_dialog(surface: pygame.Surface, panel: pygame.Rect) -> None:
    """A dialog's ground: the screen below dimmed, and the panel over it."""
    dim(surface, 150)
    pygame.draw.rect(surface, theme.PANEL, panel, border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_LINE, panel, 2, border_radius=10)


def draw_panel_lines(surface: pygame.Surface, lines, area: pygame.Rect) -> int:
    """The side panel's header box: a game's PanelLines (titles in the accent colour); return the height used."""
    box = pygame.Rect(area.x + 10, area.y + 10, area.w - 20, 18 + 28 * len(lines))
    pygame.draw.rect(surface, (34, 40, 48), box, border_radius=8)
    colours = {"title": theme.ACCENT, "warn": theme.DANGER}
    for i, line in enumerate(lines):
        size = 17 if line.style == "title" else 15
        draw_text(
            surface,
            line.text,
            (box.x + 12, box.y + 8 + 28 * i),
            size,
            colours.get(line.style, theme.TEXT),
            bold=line.style == "title",
            max_width=box.w - 24,
        )
    return box.h + 14


@dataclass
class Button:
    """A clickable labelled rectangle; ``key`` says what it does, ``enabled`` whether it may be used."""

    key: str
    label: Words
    rect: pygame.Rect
    enabled: bool = True
    selected: bool = False
    colour: tuple[int, int, int] | None = None

    def draw(self, surface: pygame.Surface, hover: bool) -> None:
        """Draw the button, lit when hovered and enabled."""
        bg: tuple[int, ...]
        if not self.enabled:
            bg, fg = theme.BUTTON_OFF, theme.BUTTON_TEXT_OFF
        else:
            bg = self.colour or (theme.BUTTON_HOVER if hover else theme.BUTTON)
            if hover and self.colour:
                bg = tuple(min(255, c + 30) for c in self.colour)
            fg = theme.TEXT
        pygame.draw.rect(surface, bg, self.rect, border_radius=6)
        if self.selected:
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect, 3, border_radius=6)
        elif hover and self.enabled:
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect, 2, border_radius=6)
        room = self.rect.w - 10
        floor = font(0)
        if floor.size(clean(self.label))[0] <= room or self.rect.h < 2 * floor.get_linesize():
            draw_text(surface, self.label, self.rect.center, 16, fg, anchor="center", max_width=room)
            return
        lines = wrap(self.label, floor, room)  # too wide even at the smallest size: on two lines
        top = self.rect.centery - floor.get_linesize() * len(lines) // 2
        for k, line in enumerate(lines):
            draw_text(surface, line, (self.rect.centerx, top + k * floor.get_linesize()), 0, fg, anchor="midtop")


def layout_buttons(
    buttons: list[Button], area: pygame.Rect, height: int = 38, gap: int = 8, max_width: int = 170
) -> None:
    """Spread buttons in a row across ``area``, centred vertically, shrinking them to fit."""
    if not buttons:
        return
    width = min(max_width, (area.w - gap * (len(buttons) + 1)) // len(buttons))
    x = area.x + gap
    for b in buttons:
        b.rect = pygame.Rect(x, area.centery - height // 2, width, height)
        x += width + gap


DIGITS = frozenset("0123456789")  # what a digits-only field takes (str.isdigit() is also true of "²" and "٣")


def typeable(c: str) -> bool:
    """Whether a typed character may enter a text field: printable, and not a surrogate (no NUL, escape, tab or
    line break: a player's name is saved, and a save holding one is refused as damaged)."""
    return c.isprintable() and not 0xD800 <= ord(c) <= 0xDFFF


class TextField:
    """A one-line text input; type while it has focus. ``digits``: only the ASCII digits 0-9 are taken."""

    def __init__(self, key: str, value: str, rect: pygame.Rect, max_len: int = 24, digits: bool = False):
        self.key, self.value, self.rect = key, value, rect
        self.max_len, self.digits = max_len, digits
        self.focus = False

    def handle(self, event: pygame.event.Event) -> bool:
        """Take a key or text event while focused; return True if the value changed."""
        if not self.focus:
            return False
        if event.type == pygame.TEXTINPUT:
            text = "".join(c for c in event.text if (c in DIGITS if self.digits else typeable(c)))
            if text and len(self.value) + len(text) <= self.max_len:
                self.value += text
                return True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE and self.value:
            self.value = self.value[:-1]
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the field with a caret when focused."""
        pygame.draw.rect(surface, (250, 248, 240), self.rect, border_radius=4)
        pygame.draw.rect(surface, theme.HIGHLIGHT if self.focus else theme.PANEL_LINE, self.rect, 2, border_radius=4)
        shown = as_msg(self.value + ("|" if self.focus else ""))  # what was typed: shown as it is, in any language
        draw_text(
            surface,
            shown,
            (self.rect.x + 8, self.rect.centery),
            18,
            theme.TEXT_DARK,
            anchor="midleft",
            max_width=self.rect.w - 16,
        )
