"""A readable error screen (bad data files, broken saves): never a traceback for a player."""

from __future__ import annotations

import pygame

from tabletop.engine.message import Words, msg
from tabletop.ui import theme
from tabletop.ui.fonts import font, render, wrap
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, draw_text


class ErrorScene(Scene):
    """Shows a title and the message of an error; Back returns to the previous screen."""

    def __init__(self, app, title: Words, message: Words):
        super().__init__(app)
        self.title, self.message = title, message
        self.mouse = (0, 0)
        self.back = Button("back", msg("Back"), pygame.Rect(0, 0, 160, 44))

    def handle(self, event: pygame.event.Event) -> None:
        """Back (or Escape) closes the screen."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.back.rect.collidepoint(event.pos)
        ) or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """Title, wrapped message, Back button."""
        w, h = surface.get_size()
        surface.fill(theme.BG)
        draw_text(surface, self.title, (40, 30), 26, theme.DANGER, bold=True, max_width=w - 80)
        fnt = font(16)
        y = 84
        for line in wrap(self.message, fnt, w - 100):  # each line of the message wrapped on its own
            if y > h - 90:
                break
            surface.blit(render(fnt, line, theme.TEXT), (50, y))
            y += fnt.get_linesize()
        self.back.rect.topleft = (40, h - 66)
        self.back.draw(surface, self.back.rect.collidepoint(self.mouse))
