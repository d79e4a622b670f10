"""The main menu: the playable games, unfinished games to resume, and notices about bad files."""

from __future__ import annotations

import pygame

from tabletop import i18n
from tabletop.engine import locks
from tabletop.engine.message import Name, Words, as_msg, msg, msgc, say
from tabletop.engine.saves import remove_stale_temporaries, scan_saves, set_aside
from tabletop.games.registry import GAMES, check_save_game
from tabletop.ui import fonts, theme
from tabletop.ui.fonts import font, wrap
from tabletop.ui.scenes.base import Scene
from tabletop.ui.scenes.resume import repair_cut_short
from tabletop.ui.scenes.saves import resume_save, save_label, saves_dir, saves_dir_notice
from tabletop.ui.widgets import Button, draw_text

__all__ = ["MenuScene", "saves_dir"]
NOTICE_LINE = 18  # the height of a line of a notice


class MenuScene(Scene):
    """Start a new game, resume an unfinished one, or read why a game or save could not be used."""

    def __init__(self, app, notices: list[Words] | None = None):
        super().__init__(app)
        self.notices: list[Words] = list(notices or [])
        repaired_any = False
        self.mouse = (0, 0)
        remove_stale_temporaries(saves_dir())
        scan = scan_saves(saves_dir(), check_save_game)
        for path, reason in scan.bad:
            if locks.held_elsewhere(path):  # another window is writing it this moment: not damaged
                continue
            repaired = repair_cut_short(path)
            if repaired:
                self.notices.append(repaired)
                repaired_any = True
                continue
            moved = set_aside(path)
            if moved:
                notice = msg("A damaged save was set aside as {file}: {reason}", file=Name(moved.name), reason=reason)
            else:
                notice = msg("A damaged save was left in place (it could not be renamed): {reason}", reason=reason)
            self.notices.append(notice)
        if getattr(app.settings, "notice", ""):  # said once: the defaults stand for this session
            self.notices.append(app.settings.notice)
            app.settings.notice = ""
        folder_notice = saves_dir_notice()
        if folder_notice:
            self.notices.append(folder_notice)
        if repaired_any:
            scan = scan_saves(saves_dir(), check_save_game)
        self.saves = [s for s in scan.good if not s.over]
        self.finished = [s for s in scan.good if s.over]  # kept to be watched again (the saves screen)
        self.resized()

    def resized(self) -> None:
        """Place the game and resume buttons."""
        w, h = self.app.size
        self.buttons: list[Button] = []
        # Each game a button and its blurb under it, in the room above the Quit button (smaller in a small window).
        step = min(86, (h - 150 - 90) // max(1, len(GAMES)))
        left = pygame.Rect(60, 150, int(w * 0.45), step - 34)  # room under each for two lines of blurb
        for i, game in enumerate(GAMES.values()):  # titles and counts from the GameDefs: no data is loaded here
            label = msg("{game}   ({counts} players)", game=as_msg(game.title), counts=Name(game.players_text))
            self.buttons.append(Button(f"new:{game.slug}", label, left.move(0, i * step)))
        right = pygame.Rect(int(w * 0.52), 150, int(w * 0.44), 52)
        # The notices go under the saves, in the right column, wrapped whole; the saves give up rows for them.
        self.notice_lines = [line for note in self.notices[-3:] for line in wrap(note, font(14), right.w)]
        notes_h = len(self.notice_lines) * NOTICE_LINE + (16 if self.notice_lines else 0)
        room = max(1, (h - 150 - 70 - notes_h) // 62)  # rows above the saves button and the notices
        shown = self.saves if len(self.saves) <= room else self.saves[: room - 1]
        for i, info in enumerate(shown):
            self.buttons.append(Button(f"resume:{i}", save_label(info), right.move(0, i * 62), colour=(52, 96, 76)))
        if self.saves or self.finished:
            label = msg("All saved games ({count})...", count=len(self.saves) + len(self.finished))
            self.buttons.append(Button("saves", label, pygame.Rect(right.x, 150 + len(shown) * 62, 260, 40)))
        self.buttons.append(Button("quit", msg("Quit"), pygame.Rect(60, h - 80, 140, 44), colour=(90, 60, 60)))
        # Every language the app speaks, each in its own name, the one spoken marked; a click speaks it (remembered).
        for i, code in enumerate(i18n.available()):
            rect = pygame.Rect(216 + i * 136, h - 80, 128, 44)
            self.buttons.append(
                Button(f"language:{code}", as_msg(i18n.own_name(code)), rect, selected=code == i18n.language())
            )

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons; Escape asks before quitting."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from tabletop.ui.scenes.confirm import ConfirmScene

            self.app.push(
                ConfirmScene(
                    self.app,
                    msg("Quit Tabletop?"),
                    msg("Every game is saved after each move."),
                    self.quit,
                    yes=msg("Quit"),
                )
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
        elif kind == "language":
            self.app.settings.language = self.app.speak(arg)
            problem = self.app.settings.save()
            if problem:
                self.notices.append(msg("The language could not be remembered: {reason}", reason=Name(problem)))
            self.resized()
        elif kind == "saves":
            from tabletop.ui.scenes.saves import SavesScene

            self.app.push(SavesScene(self.app, self.saves, self.finished))
        elif kind == "new":
            from tabletop.ui.scenes.setup import SetupScene

            self.app.push(SetupScene(self.app, arg))  # its data is loaded once it is up (or broken: its error)
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
        draw_text(surface, msgc("the app's name", "Tabletop"), (60, 30), 50, theme.ACCENT, bold=True, serif=True)
        draw_text(
            surface,
            msg("Board games for one computer and one mouse, passed around the table."),
            (62, 92),
            17,
            theme.TEXT_DIM,
            max_width=w - 120,
        )
        draw_text(surface, msg("New game"), (60, 122), 18, theme.TEXT, bold=True)
        draw_text(surface, msgc("menu heading", "Resume"), (int(w * 0.52), 122), 18, theme.TEXT, bold=True)
        if not self.saves:
            draw_text(surface, msg("No unfinished games."), (int(w * 0.52), 160), 16, theme.TEXT_DIM)
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
        for game in GAMES.values():
            b = next(x for x in self.buttons if x.key == f"new:{game.slug}")
            size, lines = 12, wrap(game.blurb, font(12), b.rect.w - 8)
            while len(lines) > 2 and size > fonts.smallest():  # a longer language: smaller, still two lines
                size -= 1
                lines = wrap(game.blurb, font(size), b.rect.w - 8)
            if len(lines) > 2:
                fonts.report(f"a blurb of {len(lines)} lines under its button: {say(game.blurb)!r}")
            step = font(size).get_linesize()
            for k, line in enumerate(lines[:2]):
                draw_text(surface, line, (b.rect.x + 4, b.rect.bottom + 2 + k * step), size, theme.TEXT_DIM)
        credit = msg(
            "Icons: {icons}; fonts: {fonts}",
            icons=Name("game-icons.net (CC BY 3.0)"),
            fonts=Name("Linux Libertine, DejaVu"),
        )
        draw_text(surface, credit, (w - 24, h - 14), 12, theme.TEXT_DIM, anchor="bottomright", max_width=w - 260)
        right = [b.rect.bottom for b in self.buttons if b.key.startswith(("resume:", "saves"))]
        y = max(right, default=176) + 16
        room = max(0, (h - 30 - y) // NOTICE_LINE)  # the newest lines, if ever more came than the room kept
        for line in self.notice_lines[len(self.notice_lines) - room :] if room else []:
            draw_text(surface, line, (int(w * 0.52), y), 14, theme.DANGER)
            y += NOTICE_LINE
