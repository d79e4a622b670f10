"""The setup screen: player count, names, who starts, variant and an optional seed."""

from __future__ import annotations

import pygame

from tabletop.engine.match import Match
from tabletop.engine.rules import Rules
from tabletop.engine.saves import new_save_path
from tabletop.ui import theme
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, TextField, draw_text

DEFAULT_NAMES = ["Anna", "Bruno", "Chiara", "Dario", "Elena", "Fabio", "Giulia", "Hugo", "Irene", "Jonas", "Katia", "Luca", "Marta"]


class SetupScene(Scene):
    """Choose players and options, then start the match on the table."""

    def __init__(self, app, slug: str, rules: Rules):
        super().__init__(app)
        self.slug, self.rules = slug, rules
        self.count = rules.player_counts[0]
        self.variant = rules.variants[0]
        self.first = "random"
        self.names = list(DEFAULT_NAMES)
        self.fields: list[TextField] = []
        self.seed = TextField("seed", "", pygame.Rect(0, 0, 200, 36), max_len=9, digits=True)
        self.mouse = (0, 0)
        self.error = ""
        pygame.key.start_text_input()
        self.resized()

    def resized(self) -> None:
        """Rebuild fields and buttons for the current player count."""
        w, h = self.app.size
        for i, f in enumerate(self.fields):
            self.names[i] = f.value
        x, y = 60, 120
        self.buttons: list[Button] = []
        for i, n in enumerate(self.rules.player_counts):
            self.buttons.append(Button(f"count:{n}", f"{n}", pygame.Rect(x + 160 + i * 52, y, 44, 36), selected=n == self.count))
        y += 56
        self.fields = []
        columns = 1 if self.count <= 5 else 2
        for i in range(self.count):
            col, row = i % columns, i // columns
            rect = pygame.Rect(x + 160 + col * 260, y + row * 44, 240, 36)
            self.fields.append(TextField(f"name:{i}", self.names[i], rect))
        self.fields[0].focus = True
        y += ((self.count + columns - 1) // columns) * 44 + 16
        self.first_y = y
        options = [("random", "Random")] + [(str(i), f"{i + 1}") for i in range(self.count)]
        for i, (key, label) in enumerate(options):
            per_row = 4
            width = 100 if key == "random" else 120
            slot = 0 if i == 0 else i - 1
            bx = x + 160 + (0 if i == 0 else 108 + (slot % per_row) * 128)
            if i and slot % per_row == 0 and slot:
                y += 44
            self.buttons.append(Button(f"first:{key}", label, pygame.Rect(bx, y, width, 36), selected=self.first == key))
        y += 56
        self.variant_y = y
        if len(self.rules.variants) > 1:
            for i, v in enumerate(self.rules.variants):
                self.buttons.append(Button(f"variant:{v}", v, pygame.Rect(x + 160 + i * 170, y, 160, 36), selected=v == self.variant))
            y += 56
        self.seed_y = y
        self.seed.rect = pygame.Rect(x + 160, y, 200, 36)
        self.relabel()
        self.buttons.append(Button("start", "Start", pygame.Rect(w - 240, h - 80, 180, 48), colour=(52, 120, 80)))
        self.buttons.append(Button("back", "Back", pygame.Rect(60, h - 80, 140, 48)))

    def handle(self, event: pygame.event.Event) -> None:
        """Typing goes to the focused field; clicks pick options or focus a field."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
                self.start()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
                fields = self.fields + [self.seed]
                i = next((k for k, f in enumerate(fields) if f.focus), -1)
                for f in fields:
                    f.focus = False
                fields[(i + 1) % len(fields)].focus = True
                return
            if any(f.handle(event) for f in self.fields + [self.seed]):
                self.relabel()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for f in self.fields + [self.seed]:
                f.focus = f.rect.collidepoint(event.pos)
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.press(b.key)
                    return

    def relabel(self) -> None:
        """Name the who-starts buttons after the players as they are typed."""
        for b in self.buttons:
            if b.key.startswith("first:") and b.key != "first:random":
                i = int(b.key[6:])
                b.label = self.fields[i].value or str(i + 1)

    def press(self, key: str) -> None:
        """Apply an option button."""
        kind, _, arg = key.partition(":")
        if kind == "count":
            self.count = int(arg)
            if self.first != "random" and int(self.first) >= self.count:
                self.first = "random"
        elif kind == "first":
            self.first = arg
        elif kind == "variant":
            self.variant = arg
        elif kind == "back":
            self.app.pop()
            return
        elif kind == "start":
            self.start()
            return
        self.resized()

    def players(self) -> list[str]:
        """The entered names, with blanks filled in."""
        return [f.value.strip() or f"Player {i + 1}" for i, f in enumerate(self.fields)]

    def start(self) -> None:
        """Create the match and go to the table."""
        from tabletop.ui.scenes.menu import saves_dir
        from tabletop.ui.scenes.table import TableScene

        names = self.players()
        if len(set(names)) != len(names):
            self.error = "Every player needs a different name."
            return
        seed = int(self.seed.value) if self.seed.value else None
        options = {"first": self.first if self.first == "random" else int(self.first)}
        match = Match(self.rules, names, self.variant, options, seed=seed)
        pygame.key.stop_text_input()
        path = new_save_path(saves_dir(), self.slug)
        table = TableScene(self.app, match, path, [f"New game of {self.rules.title}: {', '.join(names)}. Seed {match.seed}."])
        table.autosave()
        self.app.reset(table)

    def draw(self, surface: pygame.Surface) -> None:
        """Labels, fields, option buttons."""
        w, h = surface.get_size()
        surface.fill(theme.BG)
        draw_text(surface, f"New game: {self.rules.title}", (60, 36), 30, theme.ACCENT, bold=True, max_width=w - 120)
        draw_text(surface, "Players", (60, 128), 17, theme.TEXT)
        draw_text(surface, "Names", (60, 184), 17, theme.TEXT)
        draw_text(surface, "Who starts", (60, self.first_y + 8), 17, theme.TEXT)
        if len(self.rules.variants) > 1:
            draw_text(surface, "Variant", (60, self.variant_y + 8), 17, theme.TEXT)
        draw_text(surface, "Seed (optional)", (60, self.seed_y + 8), 17, theme.TEXT, max_width=150)
        draw_text(surface, "Same seed and same moves give the same game.", (440, self.seed_y + 8), 14, theme.TEXT_DIM, max_width=w - 480)
        for f in self.fields + [self.seed]:
            f.draw(surface)
        for i, f in enumerate(self.fields):
            draw_text(surface, str(i + 1), (f.rect.x - 10, f.rect.centery), 14, theme.TEXT_DIM, anchor="midright")
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
        if self.error:
            draw_text(surface, self.error, (60, h - 120), 16, theme.DANGER)
