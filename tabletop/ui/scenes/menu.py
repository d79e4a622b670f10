"""The main menu: the playable games, unfinished games to resume, and notices about bad files."""

from __future__ import annotations

import pygame

from tabletop.engine.errors import DataError
from tabletop.engine.saves import remove_stale_temporaries, scan_saves, set_aside
from tabletop.games.registry import GAMES, check_save_game, load_rules
from tabletop.ui import theme
from tabletop.ui.scenes.base import Scene
from tabletop.ui.scenes.saves import resume_save, save_label, saves_dir
from tabletop.ui.widgets import Button, draw_text

__all__ = ["MenuScene", "loaded_games", "saves_dir"]


def loaded_games(app) -> dict[str, object]:
    """Each registered game's rules, or the DataError that stopped it loading (cached on the app)."""
    if not hasattr(app, "games_cache"):
        cache: dict[str, object] = {}
        for slug in GAMES:
            try:
                cache[slug] = load_rules(slug)
            except DataError as exc:
                cache[slug] = exc
        app.games_cache = cache
    return app.games_cache


class MenuScene(Scene):
    """Start a new game, resume an unfinished one, or read why a game or save could not be used."""

    def __init__(self, app, notices: list[str] | None = None):
        super().__init__(app)
        self.notices = list(notices or [])
        self.mouse = (0, 0)
        self.games = loaded_games(app)
        remove_stale_temporaries(saves_dir())
        scan = scan_saves(saves_dir(), check_save_game)
        for path, reason in scan.bad:
            moved = set_aside(path)
            where = f"set aside as {moved.name}" if moved else "left in place (it could not be renamed)"
            self.notices.append(f"A damaged save was {where}: {reason}")
        for _, reason in scan.waiting[:1]:
            self.notices.append(f"{len(scan.waiting)} saved game(s) kept but not offered: {reason}")
        self.saves = [s for s in scan.good if not s.over]
        self.resized()

    def resized(self) -> None:
        """Place the game and resume buttons."""
        w, h = self.app.size
        self.buttons: list[Button] = []
        left = pygame.Rect(60, 150, int(w * 0.42), 64)
        for i, (slug, entry) in enumerate(GAMES.items()):
            rules = self.games[slug]
            box = left.move(0, i * 86)
            if isinstance(rules, DataError):
                self.buttons.append(
                    Button(
                        f"broken:{slug}", f"{entry.title} - data error, click for details", box, colour=(110, 50, 46)
                    )
                )
            else:
                counts = rules.player_counts
                players = f"{counts[0]}" if len(counts) == 1 else f"{counts[0]}-{counts[-1]}"
                self.buttons.append(Button(f"new:{slug}", f"{entry.title}   ({players} players)", box))
        right = pygame.Rect(int(w * 0.52), 150, int(w * 0.44), 52)
        room = max(1, (h - 150 - 160) // 62)  # rows above the notices and the saves button
        shown = self.saves if len(self.saves) <= room else self.saves[: room - 1]
        for i, info in enumerate(shown):
            self.buttons.append(Button(f"resume:{i}", save_label(info), right.move(0, i * 62), colour=(52, 96, 76)))
        if self.saves:
            label = f"All saved games ({len(self.saves)})..."
            self.buttons.append(Button("saves", label, pygame.Rect(right.x, 150 + len(shown) * 62, 260, 40)))
        self.buttons.append(Button("quit", "Quit", pygame.Rect(60, h - 80, 140, 44), colour=(90, 60, 60)))

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons; Escape asks before quitting."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from tabletop.ui.scenes.confirm import ConfirmScene

            self.app.push(
                ConfirmScene(self.app, "Quit Tabletop?", "Every game is saved after each move.", self.quit, yes="Quit")
            )
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.press(b.key)
                    return

    def press(self, key: str) -> None:
        """Start, resume, list the saves, explain or quit."""
        kind, _, arg = key.partition(":")
        if kind == "quit":
            self.quit()
        elif kind == "saves":
            from tabletop.ui.scenes.saves import SavesScene

            self.app.push(SavesScene(self.app, self.saves))
        elif kind == "broken":
            from tabletop.ui.scenes.error import ErrorScene

            self.app.push(
                ErrorScene(
                    self.app, f"{GAMES[arg].title} cannot be played: its data file is broken", str(self.games[arg])
                )
            )
        elif kind == "new":
            from tabletop.ui.scenes.setup import SetupScene

            self.app.push(SetupScene(self.app, arg, self.games[arg]))
        elif kind == "resume":
            self.resume(self.saves[int(arg)].path)

    def quit(self) -> None:
        """Close the app (every game is already saved)."""
        self.app.running = False

    def resume(self, path) -> None:
        """Replay a save onto the table; a save that fails is set aside with a notice."""
        resume_save(self.app, path)

    def draw(self, surface: pygame.Surface) -> None:
        """Title, two columns, notices."""
        w, h = surface.get_size()
        surface.fill(theme.BG)
        draw_text(surface, "Tabletop", (60, 36), 44, theme.ACCENT, bold=True)
        draw_text(
            surface,
            "Board games for one computer and one mouse, passed around the table.",
            (62, 92),
            17,
            theme.TEXT_DIM,
            max_width=w - 120,
        )
        draw_text(surface, "New game", (60, 122), 18, theme.TEXT, bold=True)
        draw_text(surface, "Resume", (int(w * 0.52), 122), 18, theme.TEXT, bold=True)
        if not self.saves:
            draw_text(surface, "No unfinished games.", (int(w * 0.52), 160), 16, theme.TEXT_DIM)
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
        for slug, rules in self.games.items():
            if not isinstance(rules, DataError):
                b = next(x for x in self.buttons if x.key == f"new:{slug}")
                draw_text(
                    surface, rules.spec.blurb, (b.rect.x + 4, b.rect.bottom + 2), 13, theme.TEXT_DIM, max_width=b.rect.w
                )
        y = h - 140
        for note in self.notices[-3:]:
            draw_text(surface, note, (60, y), 14, theme.DANGER, max_width=w - 120)
            y += 20
