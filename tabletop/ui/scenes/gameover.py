"""The game-over screen: the winner and the scoring, row by row, counting up (the winners' columns lit, the row that
decided marked; ui/scoretable.py), then back to the table, a rematch (ui/rematch.py) or the menu."""

from __future__ import annotations

import pygame

from tabletop.engine.message import msg, say
from tabletop.ui import fonts, theme
from tabletop.ui.fonts import font, wrap
from tabletop.ui.rematch import start_rematch
from tabletop.ui.scenes.base import Scene
from tabletop.ui.scoretable import Grid, ScoreTable, ink_on, seat_colour
from tabletop.ui.widgets import Button, draw_text

ROW_TIME = 0.35
BANNER_BOTTOM = 94
VERDICT_SIZES = ((28, 6, 1), (20, 6, 2), (17, 3, 3))  # the verdict's text sizes, line gaps and most lines
COLOURS = {"rematch": (52, 120, 80)}  # the rematch button's colour (as Start on the setup screen)


class GameOverScene(Scene):
    """Shows the final scoring of the table's match; rows appear one after another (a click shows all)."""

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        public = table.ui.show(table.match.view(None), (), *app.size, over=True)  # the scores everyone may see
        self.rows = list(public.scores)
        self.outcome = table.match.outcome()
        self.winners = self.outcome.winners if self.outcome else ()
        self.table_of_scores = ScoreTable(table.match.players, self.rows, self.winners)
        self.clock = 0.0 if app.settings.animation != "off" else 1e9
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self.resized()

    def resized(self) -> None:
        """Place the buttons: the table, a rematch, the menu."""
        w, h = self.app.size
        wide, gap = 190, 16
        words = [("table", msg("View the table")), ("rematch", msg("Rematch")), ("menu", msg("Main menu"))]
        if self.table.match.log:  # a finished game is kept: it may be watched again from its first move
            words.insert(1, ("replay", msg("Replay")))
        wide = min(wide, (w - 40 - (len(words) - 1) * gap) // len(words))
        left = w // 2 - (len(words) * wide + (len(words) - 1) * gap) // 2
        self.buttons = [
            Button(key, label, pygame.Rect(left + k * (wide + gap), h - 70, wide, 44), colour=COLOURS.get(key))
            for k, (key, label) in enumerate(words)
        ]

    def grid(self) -> Grid:
        """Where the scoring table goes in the window (below the banner)."""
        w, h = self.app.size
        return self.table_of_scores.grid(w, h, BANNER_BOTTOM + 16)

    def update(self, dt: float) -> bool:
        """Advance the reveal of the rows."""
        scores = self.table_of_scores
        shown_rows = len(scores.names) if scores.turned else len(self.rows)
        total = (shown_rows + 1) * ROW_TIME
        if self.clock < total:
            self.clock += dt
            return True
        return False

    def handle(self, event: pygame.event.Event) -> None:
        """A click shows all rows at once, or presses a button."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    if b.key == "table":
                        self.app.pop()
                    elif b.key == "replay":
                        self.replay()
                    elif b.key == "rematch":
                        start_rematch(self.app, self.table.match)
                    else:
                        from tabletop.ui.scenes.menu import MenuScene

                        self.app.reset(MenuScene(self.app))
                    return
            self.clock = 1e9

    def replay(self) -> None:
        """Watch the game just finished again, from its first move (the same save, only read)."""
        from tabletop.engine.replay import Replay
        from tabletop.ui.scenes.replay import ReplayScene

        match = self.table.match
        self.app.push(ReplayScene(self.app, Replay(match.rules, match.to_save()), step=0))

    def draw(self, surface: pygame.Surface) -> None:
        """Winner banner, then the scoring table."""
        w, h = surface.get_size()
        surface.fill(theme.BG)
        winner = self.winners[0] if self.winners else None
        colour = seat_colour(winner) if winner is not None else theme.ACCENT
        banner = pygame.Rect(40, 24, w - 80, BANNER_BOTTOM - 24)
        pygame.draw.rect(surface, colour, banner, border_radius=12)
        for k, seat in enumerate(self.winners[:3]):  # each winner's mark on a dark disc at the banner's left
            disc = pygame.Rect(banner.x + 12 + k * 50, banner.centery - 22, 44, 44)
            pygame.draw.ellipse(surface, theme.TEXT_DARK, disc)
            ScoreTable.badge(surface, seat, disc.inflate(-12, -12))
        marks = 50 * min(3, len(self.winners))
        banner = pygame.Rect(banner.x + marks, banner.y, banner.w - marks, banner.h)  # the verdict clear of the marks
        summary = self.outcome.summary if self.outcome else msg("Game over")
        size, gap, most = VERDICT_SIZES[0]
        lines: list[str] = [say(summary)]
        for fit in VERDICT_SIZES:  # the largest size the verdict fits at, on as few lines as it can
            size, gap, most = fit
            lines = wrap(summary, font(size, True), banner.w - 30)
            if len(lines) <= most:
                break
        else:
            fonts.report(f"a verdict of {len(lines)} lines in a {most}-line banner: {summary!r}")
        shown_lines = lines[:most]
        for k, line in enumerate(shown_lines):  # a long verdict (why it ended, who won, the tie-break) on more lines
            y = banner.centery + (k - (len(shown_lines) - 1) / 2) * (size + gap)
            draw_text(
                surface,
                line,
                (banner.centerx, int(y)),
                size,
                ink_on(colour),
                bold=True,
                anchor="center",
                max_width=banner.w - 30,
            )
        shown = int(self.clock / ROW_TIME)
        self.table_of_scores.draw(surface, self.grid(), shown, self._count)
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))

    def _count(self, cell: str, row: int) -> str:
        """Numbers count up during the row's first moments."""
        if not cell.isdigit():
            return cell
        k = min(1.0, (self.clock - row * ROW_TIME) / ROW_TIME)
        return str(round(int(cell) * k))
