"""The in-game menu over the table: resume, undo, animation speed, sound, save and quit."""

from __future__ import annotations

import pygame

from tabletop.ui import theme
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, draw_text


class InGameMenu(Scene):
    """A panel over the table; the game is already saved, so quitting loses nothing."""

    opaque = False

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.mouse = (0, 0)
        self.note = ""
        self.buttons: list[Button] = []
        self.resized()

    def resized(self) -> None:
        """Place the buttons in a centred column."""
        w, h = self.app.size
        labels = [
            ("resume", "Resume"),
            ("undo", "Undo last move"),
            ("speed", f"Animation: {self.app.settings.animation}"),
            ("sound", f"Sound: {self.app.settings.sound}"),
            ("rules", "How to play"),
            ("quit", "Save and quit to menu"),
        ]
        if getattr(self.table.match.rules.spec, "guide", None) is None:
            labels.remove(("rules", "How to play"))
        self.panel = pygame.Rect(w // 2 - 170, h // 2 - 60 - 26 * len(labels), 340, 100 + 52 * len(labels))
        self.buttons = []
        for i, (key, label) in enumerate(labels):
            enabled = key != "undo" or self.table.match.can_undo()
            self.buttons.append(
                Button(key, label, pygame.Rect(self.panel.x + 30, self.panel.y + 60 + i * 52, 280, 40), enabled)
            )

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons; Escape resumes."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.press(b)
                    return

    def press(self, button: Button) -> None:
        """Do what a button says."""
        if button.key == "resume":
            self.app.pop()
        elif button.key == "undo":
            if not button.enabled:
                self.note = "Nothing to undo: a roll, a reveal or another player's move cannot be taken back."
                return
            self.table.undo()
            self.app.pop()
        elif button.key in ("speed", "sound"):
            self.app.settings.next_speed() if button.key == "speed" else self.app.settings.toggle_sound()
            problem = self.app.settings.save()  # never raises: a full disk must not cost the table its game
            self.note = f"Settings not saved ({problem}); the change holds until Tabletop closes." if problem else ""
            self.resized()
        elif button.key == "rules":
            from tabletop.ui.scenes.setup import open_rules

            open_rules(self.app, self.table.match.rules.slug, self.table.match.rules)
        elif button.key == "quit":
            from tabletop.ui.scenes.menu import MenuScene

            if not self.table.autosave():
                self.note = "The game could not be saved, so it stays open: " + self.table.save_problem
                return
            self.app.reset(MenuScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        """A dimmed table under a small panel."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, theme.PANEL, self.panel, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_LINE, self.panel, 2, border_radius=10)
        draw_text(
            surface, "Menu", (self.panel.centerx, self.panel.y + 16), 22, theme.ACCENT, bold=True, anchor="midtop"
        )
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
        if self.note:
            draw_text(
                surface,
                self.note,
                (self.panel.centerx, self.panel.bottom + 16),
                14,
                theme.TEXT,
                anchor="midtop",
                max_width=self.app.size[0] - 40,
            )
