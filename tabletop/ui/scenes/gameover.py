"""The game-over screen: the winner and the scoring, row by row, counting up."""

from __future__ import annotations

import pygame

from tabletop.ui import fonts, theme
from tabletop.ui.fonts import font, wrap
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, draw_text

ROW_TIME = 0.35


class GameOverScene(Scene):
    """Shows the final scoring of the table's match; rows appear one after another (a click shows all)."""

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        public = table.ui.show(table.match.view(None), (), *app.size, over=True)  # the scores everyone may see
        self.rows = [(r.label, list(r.cells), r.note) for r in public.scores]
        self.outcome = table.match.outcome()
        self.clock = 0.0 if app.settings.animation != "off" else 1e9
        self.mouse = (0, 0)
        self.buttons: list[Button] = []
        self.resized()

    def resized(self) -> None:
        """Place the buttons."""
        w, h = self.app.size
        self.buttons = [
            Button("table", "View the table", pygame.Rect(w // 2 - 230, h - 70, 210, 44)),
            Button("menu", "Main menu", pygame.Rect(w // 2 + 20, h - 70, 210, 44)),
        ]

    def update(self, dt: float) -> bool:
        """Advance the reveal of the rows."""
        shown_rows = len(self.table.match.players) if len(self.table.match.players) > 5 else len(self.rows)
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
                    else:
                        from tabletop.ui.scenes.menu import MenuScene

                        self.app.reset(MenuScene(self.app))
                    return
            self.clock = 1e9

    def draw(self, surface: pygame.Surface) -> None:
        """Winner banner, then the scoring table."""
        w, h = surface.get_size()
        surface.fill(theme.BG)
        names = self.table.match.players
        winner = self.outcome.winners[0] if self.outcome and self.outcome.winners else None
        colour = theme.PLAYER_COLOURS[winner % len(theme.PLAYER_COLOURS)] if winner is not None else theme.ACCENT
        banner = pygame.Rect(40, 24, w - 80, 70)
        pygame.draw.rect(surface, colour, banner, border_radius=12)
        summary = self.outcome.summary if self.outcome else "Game over"
        lines = (
            [summary]
            if font(28, True).size(summary)[0] <= banner.w - 30
            else wrap(summary, font(20, True), banner.w - 30)
        )
        size = 28 if len(lines) == 1 else 20
        if len(lines) > 2:
            fonts.report(f"a verdict of {len(lines)} lines in a two-line banner: {summary!r}")
        for k, line in enumerate(lines[:2]):  # a long verdict (why it ended, who won, the tie-break) on two lines
            y = banner.centery + (k - (min(2, len(lines)) - 1) / 2) * (size + 6)
            draw_text(
                surface,
                line,
                (banner.centerx, int(y)),
                size,
                theme.TEXT,
                bold=True,
                anchor="center",
                max_width=banner.w - 30,
            )
        top = banner.bottom + 24
        rows = self.rows
        if len(names) > 5:  # many players: one row per player, one column per scoring line
            headers = [label for label, _, _ in self.rows]
            rows = [(name, [cells[i] for _, cells, _ in self.rows], "") for i, name in enumerate(names)]
            names = headers
        count = len(names)
        col_label = 60
        first_col = int(w * 0.30)
        col_w = int(min(140, (w * 0.36) / count))
        col_note = first_col + col_w * count + 20
        columns = [first_col + col_w * k + col_w // 2 for k in range(count)]
        draw_text(surface, "Final scoring", (col_label, top), 18, theme.ACCENT, bold=True)
        for x, name in zip(columns, names):
            draw_text(surface, name, (x, top), 18, theme.TEXT, bold=True, anchor="midtop", max_width=col_w - 8)
        row_h = min(34, (h - top - 120) // max(1, len(rows)))
        shown = int(self.clock / ROW_TIME)
        for i, (label, cells, note) in enumerate(rows[:shown]):
            y = top + 34 + i * row_h
            if i % 2 == 0:
                pygame.draw.rect(surface, (36, 48, 42), (40, y - 4, w - 80, row_h), border_radius=4)
            bold = label == "Victory points"
            draw_text(
                surface,
                label,
                (col_label, y),
                17,
                theme.ACCENT if bold else theme.TEXT,
                bold=bold,
                max_width=first_col - col_label - 10,
            )
            for x, cell in zip(columns, cells):
                draw_text(
                    surface,
                    self._count(cell, i),
                    (x, y),
                    17,
                    theme.TEXT,
                    bold=bold,
                    anchor="midtop",
                    max_width=col_w - 6,
                )
            draw_text(surface, note, (col_note, y), 15, theme.TEXT_DIM, max_width=w - col_note - 50)
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))

    def _count(self, cell: str, row: int) -> str:
        """Numbers count up during the row's first moments."""
        if not cell.isdigit():
            return cell
        k = min(1.0, (self.clock - row * ROW_TIME) / ROW_TIME)
        return str(round(int(cell) * k))
