"""The main menu: the playable games, unfinished games to resume, and notices about bad files."""

from __future__ import annotations

import time

import pygame

from tabletop.engine.errors import DataError, SaveError
from tabletop.engine.match import Match
from tabletop.engine.saves import read_save, scan_saves, set_aside
from tabletop.games.registry import GAMES, load_rules
from tabletop.paths import user_dir
from tabletop.ui import theme
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, draw_text


def saves_dir():
    """The folder of autosaves."""
    return user_dir() / "saves"


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
        good, bad = scan_saves(saves_dir())
        for path, reason in bad:
            set_aside(path)
            self.notices.append(f"A damaged save was set aside: {reason}")
        self.saves = [
            s for s in good if not s.over and s.game in GAMES and not isinstance(self.games.get(s.game), DataError)
        ][:6]
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
        for i, info in enumerate(self.saves):
            when = time.strftime("%d %b %H:%M", time.localtime(info.modified))
            label = f"{GAMES[info.game].title}: {' vs '.join(info.players)} - {info.moves} moves, {when}"
            self.buttons.append(Button(f"resume:{i}", label, right.move(0, i * 62), colour=(52, 96, 76)))
        self.buttons.append(Button("quit", "Quit", pygame.Rect(60, h - 80, 140, 44), colour=(90, 60, 60)))

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons; Escape quits."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.running = False
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.press(b.key)
                    return

    def press(self, key: str) -> None:
        """Start, resume, explain or quit."""
        kind, _, arg = key.partition(":")
        if kind == "quit":
            self.app.running = False
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

    def resume(self, path) -> None:
        """Replay a save onto the table; a save that fails is set aside with a notice."""
        from tabletop.ui.scenes.table import TableScene

        try:
            data = read_save(path)
            rules = self.games[data["game"]]
            events: list = []
            match = Match.from_save(rules, data, events_out=events)
        except SaveError as exc:
            set_aside(path)
            self.app.reset(MenuScene(self.app, [f"A save could not be resumed and was set aside: {exc}"]))
            return
        log = [e.for_seat(None).text for e in events if e.for_seat(None).text]
        self.app.reset(TableScene(self.app, match, path, log))

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
