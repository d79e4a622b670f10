"""The in-game menu over the table: resume, undo, animation speed, sound, save and quit."""

from __future__ import annotations

import pygame

from tabletop.engine.message import Msg, Name, Words, as_msg, msg, msgc
from tabletop.ui import theme
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, draw_dialog, draw_text

SPEEDS = {  # the animation speeds as the menu names them (settings.SPEED_ORDER)
    "off": msgc("animation speed", "off"),
    "fast": msgc("animation speed", "fast"),
    "normal": msgc("animation speed", "normal"),
    "slow": msgc("animation speed", "slow"),
}
SOUND = {"on": msgc("sound setting", "on"), "off": msgc("sound setting", "off")}


def setting(words: dict[str, Msg], value: str) -> Words:
    """A setting's value in words (a value no setting has, as it is)."""
    return words.get(value, value)


class InGameMenu(Scene):
    """A panel over the table; the game is already saved, so quitting loses nothing."""

    opaque = False

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.mouse = (0, 0)
        self.note: Words = ""
        self.buttons: list[Button] = []
        self.resized()

    def resized(self) -> None:
        """Place the buttons in a centred column."""
        w, h = self.app.size
        speed, sound = self.app.settings.animation, self.app.settings.sound
        labels: list[tuple[str, Words]] = [
            ("resume", msgc("go on playing", "Resume")),
            ("undo", msg("Undo last move")),
            ("speed", msg("Animation: {speed}", speed=as_msg(setting(SPEEDS, speed)))),
            ("sound", msg("Sound: {sound}", sound=as_msg(setting(SOUND, sound)))),
            ("rules", msg("How to play")),
            ("quit", msg("Save and quit to menu")),
        ]
        if getattr(self.table.match.rules.spec, "guide", None) is None:
            labels = [(key, label) for key, label in labels if key != "rules"]
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
                self.note = msg("Nothing to undo: a roll, a reveal or another player's move cannot be taken back.")
                return
            self.table.undo()
            self.app.pop()
        elif button.key in ("speed", "sound"):
            self.app.settings.next_speed() if button.key == "speed" else self.app.settings.toggle_sound()
            problem = self.app.settings.save()  # never raises: a full disk must not cost the table its game
            self.note = (
                msg("Settings not saved ({error}); the change holds until Tabletop closes.", error=Name(problem))
                if problem
                else ""
            )
            self.resized()
        elif button.key == "rules":
            from tabletop.ui.scenes.setup import open_rules

            open_rules(self.app, self.table.match.rules.slug, self.table.match.rules)
        elif button.key == "quit":
            from tabletop.ui.scenes.menu import MenuScene

            if not self.table.autosave():
                self.note = msg(
                    "The game could not be saved, so it stays open: {problem}", problem=as_msg(self.table.save_problem)
                )
                return
            self.app.reset(MenuScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        """A dimmed table under a small panel."""
        draw_dialog(surface, self.panel)
        draw_text(
            surface, msg("Menu"), (self.panel.centerx, self.panel.y + 16), 22, theme.ACCENT, bold=True, anchor="midtop"
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
