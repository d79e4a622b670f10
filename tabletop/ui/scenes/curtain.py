"""The pass-the-device curtain: a full screen that hides the table until the right player is looking."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.ui import theme
from tabletop.ui.render import draw_curtain_text
from tabletop.ui.scenes.base import Scene


class CurtainScene(Scene):
    """ "Pass to Anna": a click (or key) by Anna lifts it and reveals her private view."""

    def __init__(self, app, name: str, on_lifted: Callable[[], None]):
        super().__init__(app)
        self.name = name
        self.on_lifted = on_lifted

    def handle(self, event: pygame.event.Event) -> None:
        """A click or Enter lifts the curtain."""
        lifted = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        )
        if lifted:
            self.app.pop()
            self.on_lifted()

    def draw(self, surface: pygame.Surface) -> None:
        """Cover everything."""
        surface.fill((16, 18, 24))
        w, h = surface.get_size()
        pygame.draw.rect(surface, (60, 30, 40), (0, 0, w, 12))
        pygame.draw.rect(surface, (60, 30, 40), (0, h - 12, w, 12))
        draw_curtain_text(surface, f"Pass to {self.name}", f"Click when only {self.name} is looking.")
        pygame.draw.circle(surface, theme.ACCENT, (w // 2, h // 2 - 110), 26, 3)
