"""A yes-or-no question over the current screen (quit? delete this save?)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.engine.message import Words, msg
from tabletop.ui import theme
from tabletop.ui.fonts import font, render, wrap
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, draw_dialog, draw_text

YES, CANCEL = msg("Yes"), msg("Cancel")  # the buttons unless a question names its own


class ConfirmScene(Scene):
    """Asks ``question``; the yes button runs ``on_yes`` after closing the dialog, no (or Escape) just closes it."""

    opaque = False

    def __init__(
        self,
        app,
        question: Words,
        detail: Words,
        on_yes: Callable[[], None],
        yes: Words = YES,
        no: Words = CANCEL,
        on_no: Callable[[], None] | None = None,
    ):
        super().__init__(app)
        self.question, self.detail, self.on_yes, self.on_no = question, detail, on_yes, on_no
        self.mouse = (0, 0)
        # "No" comes first, where the click that opened the dialog landed least likely; Enter means yes.
        self.buttons = [
            Button("no", no, pygame.Rect(0, 0, 0, 0)),
            Button("yes", yes, pygame.Rect(0, 0, 0, 0), colour=theme.DANGER),
        ]
        self.resized()

    def resized(self) -> None:
        """A centred panel with its two buttons."""
        w, h = self.app.size
        self.panel = pygame.Rect(0, 0, min(520, w - 40), 210)
        self.panel.center = (w // 2, h // 2)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.panel.x + 30 + i * (self.panel.w // 2 - 15), self.panel.bottom - 64, 0, 44)
            b.rect.w = self.panel.w // 2 - 45

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons; Escape answers no, Enter yes."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.answer(False)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.answer(True)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.answer(b.key == "yes")

    def answer(self, yes: bool) -> None:
        """Close the dialog, then act on the answer."""
        self.app.pop()
        if yes:
            self.on_yes()
        elif self.on_no is not None:
            self.on_no()

    def draw(self, surface: pygame.Surface) -> None:
        """The dimmed screen below, the panel, the question and its detail."""
        draw_dialog(surface, self.panel)
        draw_text(
            surface,
            self.question,
            (self.panel.x + 24, self.panel.y + 20),
            22,
            theme.ACCENT,
            True,
            max_width=self.panel.w - 48,
        )
        fnt = font(15)
        y = self.panel.y + 62
        for line in wrap(self.detail, fnt, self.panel.w - 48)[:4]:
            surface.blit(render(fnt, line, theme.TEXT), (self.panel.x + 24, y))
            y += fnt.get_linesize()
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
