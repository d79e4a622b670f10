"""Export a finished game as a replay file: the player types the folder (their home folder to begin with); the file
is written there, or the reason it could not be is said and nothing is lost."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from tabletop.engine.errors import SaveError
from tabletop.engine.message import Name, Words, msg
from tabletop.replays import export_replay
from tabletop.ui import theme
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, TextField, draw_dialog, draw_text

MAX_FOLDER = 400  # the longest folder path the field takes


class ExportScene(Scene):
    """A folder field over the saves screen; Export writes the replay file there and reports back through ``done``."""

    opaque = False

    def __init__(self, app, source: Path, done: Callable[[Words], None]):
        super().__init__(app)
        self.source, self.done = source, done
        self.mouse = (0, 0)
        self.problem: Words = ""
        self.field = TextField("folder", str(Path.home()), pygame.Rect(0, 0, 0, 0), max_len=MAX_FOLDER)
        self.field.focus = True
        self.buttons = [
            Button("cancel", msg("Cancel"), pygame.Rect(0, 0, 0, 0)),
            Button("export", msg("Export"), pygame.Rect(0, 0, 0, 0), colour=theme.OK),
        ]
        self.resized()

    def resized(self) -> None:
        """A centred panel: the question, the field, the reason of a refusal, two buttons."""
        w, h = self.app.size
        self.panel = pygame.Rect(0, 0, min(640, w - 40), 250)
        self.panel.center = (w // 2, h // 2)
        self.field.rect = pygame.Rect(self.panel.x + 24, self.panel.y + 86, self.panel.w - 48, 40)
        half = self.panel.w // 2
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.panel.x + 30 + i * (half - 15), self.panel.bottom - 64, half - 45, 44)

    def handle(self, event: pygame.event.Event) -> None:
        """Typing edits the folder; Enter exports, Escape cancels."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.export()
        elif self.field.handle(event):
            self.problem = ""
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.export() if b.key == "export" else self.app.pop()

    def export(self) -> None:
        """Write the replay file into the folder typed; say why not, keeping the dialog open, if it cannot be."""
        folder = self.field.value.strip()
        if not folder:
            self.problem = msg("Type the folder to export into.")
            return
        try:
            target = export_replay(self.source, Path(folder))
        except SaveError as exc:
            self.problem = exc.said
            return
        self.app.pop()
        self.done(msg("Exported as {file}", file=Name(str(target))))

    def draw(self, surface: pygame.Surface) -> None:
        """The dimmed screen below, the panel and its field."""
        draw_dialog(surface, self.panel)
        x, room = self.panel.x + 24, self.panel.w - 48
        draw_text(surface, msg("Export the replay"), (x, self.panel.y + 18), 22, theme.ACCENT, True, max_width=room)
        where = msg("The folder to write the replay file into (created if missing):")
        draw_text(surface, where, (x, self.panel.y + 56), 15, theme.TEXT, max_width=room)
        self.field.draw(surface)
        if self.problem:
            draw_text(surface, self.problem, (x, self.panel.y + 138), 14, theme.DANGER, max_width=room)
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
