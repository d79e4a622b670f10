"""Saved games: every unfinished game in a scrolling list, to resume or delete; where the saves folder is."""

from __future__ import annotations

import time
from pathlib import Path

import pygame

from tabletop.engine.match import Match
from tabletop.engine.message import Msg, Name, Words, as_msg, joined, msg, msgc, msgn
from tabletop.engine.saves import SaveInfo, delete_save
from tabletop.games.registry import GAMES
from tabletop.paths import folder_problem, user_dir
from tabletop.ui import theme
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, draw_text

ROW = 58
UNITS = {"turns": msg("turn {n}"), "rounds": msg("round {n}")}  # how far a game got, in a GameDef's length_unit
MONTHS = (
    msgc("month, short", "Jan"),
    msgc("month, short", "Feb"),
    msgc("month, short", "Mar"),
    msgc("month, short", "Apr"),
    msgc("month, short", "May"),
    msgc("month, short", "Jun"),
    msgc("month, short", "Jul"),
    msgc("month, short", "Aug"),
    msgc("month, short", "Sep"),
    msgc("month, short", "Oct"),
    msgc("month, short", "Nov"),
    msgc("month, short", "Dec"),
)


def saves_dir() -> Path:
    """The folder of autosaves."""
    return user_dir() / "saves"


def saves_dir_notice() -> Msg | None:
    """What the menu says when the saves folder cannot keep games (a file or a dangling link in its place, a
    read-only disk), naming where it is; None when it can (it is created here if missing)."""
    folder = saves_dir()
    problem = folder_problem(folder)
    if problem is None:
        return None
    return msg(
        "Games cannot be saved: the saves folder {folder} is unusable ({problem}). Games can still be played.",
        folder=Name(str(folder)),
        problem=as_msg(problem),
    )


def how_far(info: SaveInfo) -> Msg:
    """How far a saved game got, in the unit its players count ("turn 5", "round 3"), else in moves."""
    game = GAMES[info.game]
    unit = game.length_words or UNITS.get(game.length_unit)
    if info.length is None or unit is None:
        return msgn("{n} move", "{n} moves", info.moves)
    return unit.but(n=info.length)


def names(players: tuple[str, ...] | list[str]) -> Msg:
    """The players' names one after another, as the saves list and the log name them ("Anna, Bruno")."""
    return joined([as_msg(name) for name in players], msgc("between names", ", "))


def when(seconds: float) -> Msg:
    """A save's time: its day, month and time of day ("05 Dec 18:35")."""
    t = time.localtime(seconds)
    return msg(
        "{day} {month} {time}",
        day=Name(f"{t.tm_mday:02d}"),
        month=MONTHS[t.tm_mon - 1],
        time=Name(f"{t.tm_hour:02d}:{t.tm_min:02d}"),
    )


def save_label(info: SaveInfo) -> Msg:
    """One line for a saved game: game, players, how far it got, when it was last played."""
    return msg(
        "{game}: {players} - {progress}, {when}",
        game=as_msg(GAMES[info.game].title),
        players=names(info.players),
        progress=how_far(info),
        when=when(info.modified),
    )


def opening_line(match: Match) -> Msg:
    """The log's first line: the game, its players and its seed (so a game can be set up again)."""
    return msg(
        "New game of {game}: {players}. Seed {seed}.",
        game=as_msg(match.rules.title),
        players=names(match.players),
        seed=Name(str(match.seed)),
    )


def resume_save(app, path: Path) -> None:
    """Open a save on the table, or say why not (ui/scenes/resume.py: one window per game, its data, salvage)."""
    from tabletop.ui.scenes.resume import resume_save as resume

    resume(app, path)


class SavesScene(Scene):
    """Every unfinished game, newest first; the wheel or the arrows scroll; Resume, Delete (asked first)."""

    def __init__(self, app, saves: list[SaveInfo]):
        super().__init__(app)
        self.saves = list(saves)
        self.mouse = (0, 0)
        self.scroll = 0
        self.note: Words = ""
        self.resized()

    @property
    def list_area(self) -> pygame.Rect:
        """Where the rows scroll."""
        w, h = self.app.size
        return pygame.Rect(40, 100, w - 80, h - 190)

    def visible_rows(self) -> int:
        """How many rows fit at once."""
        return max(1, self.list_area.h // ROW)

    def resized(self) -> None:
        """Place the rows' buttons for the current scroll position, and the bottom buttons."""
        w, h = self.app.size
        area = self.list_area
        self.scroll = max(0, min(self.scroll, len(self.saves) - self.visible_rows()))
        self.buttons: list[Button] = []
        for row, i in enumerate(range(self.scroll, min(len(self.saves), self.scroll + self.visible_rows()))):
            y = area.y + row * ROW
            self.buttons.append(Button(f"resume:{i}", msg("Resume"), pygame.Rect(area.right - 250, y + 6, 120, 40)))
            delete = pygame.Rect(area.right - 122, y + 6, 110, 40)
            self.buttons.append(Button(f"delete:{i}", msg("Delete"), delete, colour=(110, 50, 46)))
        self.buttons.append(Button("back", msg("Back"), pygame.Rect(40, h - 70, 140, 44)))
        self.buttons.append(Button("folder", msg("Open saves folder"), pygame.Rect(196, h - 70, 220, 44)))

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons, the wheel, arrow and page keys; Escape goes back."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
        elif event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -5, pygame.K_PAGEDOWN: 5}
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in steps:
                self.scroll_by(steps[event.key])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.press(b.key)
                    return

    def scroll_by(self, rows: int) -> None:
        """Scroll the list by ``rows`` (clamped)."""
        self.scroll += rows
        self.resized()

    def press(self, key: str) -> None:
        """Resume, ask before deleting, show the folder, or go back."""
        kind, _, arg = key.partition(":")
        if kind == "back":
            self.app.pop()
        elif kind == "folder":
            self.note = msg("Saves are kept in {folder}", folder=Name(str(saves_dir())))
        elif kind == "resume":
            resume_save(self.app, self.saves[int(arg)].path)
        elif kind == "delete":
            from tabletop.ui.scenes.confirm import ConfirmScene

            info = self.saves[int(arg)]
            self.app.push(
                ConfirmScene(
                    self.app,
                    msg("Delete this saved game?"),
                    msg("{save}. It cannot be resumed afterwards.", save=save_label(info)),
                    lambda: self.delete(info),
                    yes=msg("Delete"),
                )
            )

    def delete(self, info: SaveInfo) -> None:
        """Delete a save and drop it from the list."""
        try:
            delete_save(info.path)
        except OSError as exc:
            self.note = msg("Could not delete {file}: {error}", file=Name(info.path.name), error=Name(str(exc)))
            return
        self.saves.remove(info)
        self.note = msg("Deleted: {save}", save=save_label(info))
        self.resized()

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the visible rows with a scroll bar, the note, the buttons."""
        w, h = surface.get_size()
        surface.fill(theme.BG)
        draw_text(surface, msg("Saved games"), (40, 22), 32, theme.ACCENT, bold=True, serif=True)
        count = len(self.saves)
        summary = (
            msgn("{n} unfinished game, newest first", "{n} unfinished games, newest first", count)
            if count
            else msg("No unfinished games.")
        )
        draw_text(surface, summary, (42, 68), 15, theme.TEXT_DIM)
        area = self.list_area
        for row, i in enumerate(range(self.scroll, min(count, self.scroll + self.visible_rows()))):
            box = pygame.Rect(area.x, area.y + row * ROW, area.w, ROW - 6)
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=6)
            draw_text(
                surface,
                save_label(self.saves[i]),
                (box.x + 12, box.centery),
                16,
                anchor="midleft",
                max_width=box.w - 280,
            )
        if count > self.visible_rows():
            track = pygame.Rect(area.right + 8, area.y, 8, self.visible_rows() * ROW - 6)
            pygame.draw.rect(surface, theme.PANEL, track, border_radius=4)
            thumb_h = max(20, track.h * self.visible_rows() // count)
            thumb_y = track.y + (track.h - thumb_h) * self.scroll // max(1, count - self.visible_rows())
            pygame.draw.rect(surface, theme.TEXT_DIM, (track.x, thumb_y, track.w, thumb_h), border_radius=4)
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
        if self.note:
            draw_text(surface, self.note, (432, h - 48), 14, theme.TEXT, anchor="midleft", max_width=w - 472)
