"""Saved games: every unfinished game in a scrolling list, to resume or delete, then the finished ones, to replay,
export or delete; where the saves folder is."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pygame

from tabletop.engine.errors import SaveError
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


def finished_label(info: SaveInfo) -> Msg:
    """One line for a finished game: game, players, who won, how long it lasted, when it ended."""
    if info.winners:
        result = msg("won by {names}", names=names([info.players[seat] for seat in info.winners]))
    else:
        result = msg("finished")
    return msg(
        "{game}: {players} - {result}, {progress}, {when}",
        game=as_msg(GAMES[info.game].title),
        players=names(info.players),
        result=result,
        progress=how_far(info),
        when=when(info.modified),
    )


Row = tuple[str, SaveInfo | None]  # ("save" | "finished", the save) or ("heading", None) before the finished games


class SavesScene(Scene):
    """Every unfinished game, newest first (Resume, Delete), then the finished ones (Replay, Export, Delete); Delete
    asks first; the wheel or the arrows scroll."""

    def __init__(self, app, saves: list[SaveInfo], finished: list[SaveInfo] | None = None):
        super().__init__(app)
        self.saves = list(saves)
        self.finished = list(finished or [])
        self.mouse = (0, 0)
        self.scroll = 0
        self.note: Words = ""
        self.resized()

    @property
    def rows(self) -> list[Row]:
        """The list's rows: the unfinished games, then a heading and the finished ones."""
        rows: list[Row] = [("save", info) for info in self.saves]
        if self.finished:
            rows.append(("heading", None))
            rows.extend(("finished", info) for info in self.finished)
        return rows

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
        rows = self.rows
        self.scroll = max(0, min(self.scroll, len(rows) - self.visible_rows()))
        self.buttons: list[Button] = []
        for row, i in enumerate(range(self.scroll, min(len(rows), self.scroll + self.visible_rows()))):
            y = area.y + row * ROW
            kind, _ = rows[i]
            delete = pygame.Rect(area.right - 122, y + 6, 110, 40)
            if kind == "save":
                self.buttons.append(Button(f"resume:{i}", msg("Resume"), pygame.Rect(area.right - 250, y + 6, 120, 40)))
            elif kind == "finished":
                self.buttons.append(Button(f"replay:{i}", msg("Replay"), pygame.Rect(area.right - 374, y + 6, 120, 40)))
                self.buttons.append(Button(f"export:{i}", msg("Export"), pygame.Rect(area.right - 250, y + 6, 120, 40)))
            if kind != "heading":
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
        """Resume, replay, export, ask before deleting, show the folder, or go back."""
        kind, _, arg = key.partition(":")
        info = self.rows[int(arg)][1] if arg else None
        if kind == "back":
            self.app.pop()
        elif kind == "folder":
            self.note = msg("Saves are kept in {folder}", folder=Name(str(saves_dir())))
        elif kind == "resume" and info is not None:
            resume_save(self.app, info.path)
        elif kind == "replay" and info is not None:
            open_replay_scene(self.app, info.path, self.say)
        elif kind == "export" and info is not None:
            from tabletop.ui.scenes.export import ExportScene

            self.app.push(ExportScene(self.app, info.path, self.say))
        elif kind == "delete" and info is not None:
            from tabletop.ui.scenes.confirm import ConfirmScene

            label = finished_label(info) if info in self.finished else save_label(info)
            after = msg("It cannot be replayed afterwards.") if info in self.finished else None
            self.app.push(
                ConfirmScene(
                    self.app,
                    msg("Delete this saved game?"),
                    msg("{save}. {after}", save=label, after=after)
                    if after
                    else msg("{save}. It cannot be resumed afterwards.", save=label),
                    lambda: self.delete(info),
                    yes=msg("Delete"),
                )
            )

    def say(self, note: Words) -> None:
        """Show a note at the foot of the screen (an export's result, why a replay did not open)."""
        self.note = note

    def delete(self, info: SaveInfo) -> None:
        """Delete a save and drop it from the list."""
        try:
            delete_save(info.path)
        except OSError as exc:
            self.note = msg("Could not delete {file}: {error}", file=Name(info.path.name), error=Name(str(exc)))
            return
        finished = info in self.finished
        (self.finished if finished else self.saves).remove(info)
        self.note = msg("Deleted: {save}", save=finished_label(info) if finished else save_label(info))
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
        rows = self.rows
        for row, i in enumerate(range(self.scroll, min(len(rows), self.scroll + self.visible_rows()))):
            box = pygame.Rect(area.x, area.y + row * ROW, area.w, ROW - 6)
            kind, info = rows[i]
            if kind == "heading" or info is None:
                heading = msgn(
                    "Finished: {n} game, newest first", "Finished: {n} games, newest first", len(self.finished)
                )
                draw_text(
                    surface, heading, (box.x + 2, box.bottom - 8), 20, theme.ACCENT, True, "bottomleft", serif=True
                )
                continue
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=6)
            label = finished_label(info) if kind == "finished" else save_label(info)
            room = box.w - (404 if kind == "finished" else 280)
            draw_text(surface, label, (box.x + 12, box.centery), 16, anchor="midleft", max_width=room)
        if len(rows) > self.visible_rows():
            track = pygame.Rect(area.right + 8, area.y, 8, self.visible_rows() * ROW - 6)
            pygame.draw.rect(surface, theme.PANEL, track, border_radius=4)
            thumb_h = max(20, track.h * self.visible_rows() // len(rows))
            thumb_y = track.y + (track.h - thumb_h) * self.scroll // max(1, len(rows) - self.visible_rows())
            pygame.draw.rect(surface, theme.TEXT_DIM, (track.x, thumb_y, track.w, thumb_h), border_radius=4)
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
        if self.note:
            draw_text(surface, self.note, (432, h - 48), 14, theme.TEXT, anchor="midleft", max_width=w - 472)


def open_replay_scene(app, path: Path, say: Callable[[Words], None]) -> bool:
    """Open the replay of the save at ``path`` on the table; else ``say`` why not (the file is left as it is)."""
    from tabletop.replays import open_replay
    from tabletop.ui.scenes.replay import ReplayScene

    try:
        replay = open_replay(path)
    except SaveError as exc:
        say(msg("This game cannot be replayed: {reason}", reason=exc.said))
        return False
    app.push(ReplayScene(app, replay))
    return True
