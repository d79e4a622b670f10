"""Every piece explains itself: the hover tooltip (its name and rules text, from the layout's ``tip``) and the
right-click zoom (the piece drawn large with its text beside it). Game-agnostic: it reads Regions and
Placements only."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine.layout import Layout, PieceId, Placement, Region, inside
from tabletop.engine.message import Words, msg, say
from tabletop.ui import theme
from tabletop.ui.fonts import font, render, wrap
from tabletop.ui.widgets import dim

HOVER_DELAY = 0.3  # seconds the mouse rests on a piece before its tooltip shows
TIP_WIDTH = 320


def piece_at(layout: Layout, pos: tuple[int, int]) -> Placement | Region | None:
    """The topmost thing under ``pos`` that explains itself: a component before a region, smaller regions first."""
    for p in reversed(list(layout.placements.values())):
        if inside(p.rect, *pos) and (p.zoom or p.tip):  # a tip is worked out only when asked for
            return p
    found = [r for r in layout.regions.values() if inside(r.rect, *pos) and (r.zoom or r.tip)]
    return min(found, key=lambda r: r.rect[2] * r.rect[3]) if found else None


def key_of(piece: Placement | Region) -> PieceId:
    """A piece's id (placements) or key (regions)."""
    return piece.id if isinstance(piece, Placement) else piece.key


@dataclass
class Hover:
    """Which piece the mouse rests on, and for how long."""

    key: PieceId | None = None
    since: float = 0.0  # the app time (App.now) the mouse came onto ``key``
    resting: float = 0.0

    def moved(self, key: PieceId | None, now: float) -> None:
        """The mouse moved onto ``key`` (or off every piece) at app time ``now``: start timing again if it changed.

        Timing starts at the event, not at the frame before it: the loop's sleep waiting for the mouse is no rest."""
        if key != self.key:
            self.key, self.since, self.resting = key, now, 0.0

    def tick(self, now: float) -> bool:
        """Bring the rest up to app time ``now``; True at the moment the tooltip becomes due (drawn once more)."""
        before = self.resting
        self.resting = max(0.0, now - self.since)
        return self.key is not None and before < HOVER_DELAY <= self.resting

    @property
    def wait(self) -> float | None:
        """Seconds until the tooltip falls due (None: nothing to wait for, none hovered or already shown)."""
        return HOVER_DELAY - self.resting if self.key is not None and not self.due else None

    @property
    def due(self) -> bool:
        """Whether the tooltip shows now."""
        return self.key is not None and self.resting >= HOVER_DELAY


def _tip_lines(tip: Words, width: int, size: int = 14) -> tuple[str, list[str]]:
    """The tip's name (its first line) and the rest wrapped to ``width`` in the font of ``size``."""
    name, _, body = say(tip).partition("\n")
    lines = [line for para in body.split("\n") if para for line in wrap(para, font(size), width)]
    return name, lines


def draw_tooltip(surface: pygame.Surface, tip: Words, at: tuple[int, int]) -> pygame.Rect:
    """A box with the tip's name in bold and its text below, beside ``at`` and inside the window."""
    name, lines = _tip_lines(tip, TIP_WIDTH - 20)
    bold, body = font(15, bold=True), font(14)
    width = min(TIP_WIDTH, max([bold.size(name)[0], *(body.size(x)[0] for x in lines)]) + 20)
    height = 12 + bold.get_linesize() + len(lines) * body.get_linesize() + 6
    w, h = surface.get_size()
    box = pygame.Rect(at[0] + 16, at[1] + 18, width, height)
    if box.right > w - 4:
        box.right = at[0] - 8
    if box.bottom > h - 4:
        box.bottom = at[1] - 8
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (250, 246, 232), box, border_radius=6)
    pygame.draw.rect(surface, theme.CARD_EDGE, box, 2, border_radius=6)
    surface.blit(render(bold, name, theme.TEXT_DARK), (box.x + 10, box.y + 6))
    y = box.y + 6 + bold.get_linesize()
    for line in lines:
        surface.blit(render(body, line, (60, 56, 50)), (box.x + 10, y))
        y += body.get_linesize()
    return box


def zoom_box(piece: Placement | Region, window: tuple[int, int]) -> pygame.Rect:
    """Where a zoomed piece is drawn: its own shape (its large face's, if it has one), as large as fits in half
    the window's height."""
    large = piece.large if isinstance(piece, Placement) else None
    pw, ph = large.size if large is not None else piece.rect[2:]
    w, h = window
    scale = max(1.0, min((h * 0.55) / max(1, ph), (w * 0.4) / max(1, pw)))
    box = pygame.Rect(0, 0, int(pw * scale), int(ph * scale))
    box.midright = (w // 2 - 20, h // 2)
    return box


def draw_zoom_backdrop(surface: pygame.Surface, piece: Placement | Region) -> pygame.Rect:
    """Dim the table and write the piece's name and text to the right of where it is drawn; return its box."""
    dim(surface, 170)
    box = zoom_box(piece, surface.get_size())
    if piece.tip:
        name, lines = _tip_lines(piece.tip, surface.get_width() // 2 - 60, 16)
        x, y = surface.get_width() // 2 + 10, box.y
        title, body = font(24, bold=True), font(16)
        width = max([title.size(name)[0], *(body.size(line)[0] for line in lines)])
        height = title.get_linesize() + 6 + body.get_linesize() * len(lines)
        backing = pygame.Rect(x - 14, y - 10, width + 28, height + 20)  # the text on a panel, not over the pieces
        pygame.draw.rect(surface, theme.PANEL, backing, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_LINE, backing, 2, border_radius=8)
        surface.blit(render(title, name, theme.ACCENT), (x, y))
        y += title.get_linesize() + 6
        for line in lines:
            surface.blit(render(body, line, theme.TEXT), (x, y))
            y += body.get_linesize()
    hint = render(font(13), msg("Click anywhere to close."), theme.TEXT_DIM)
    surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.bottom + 10)))
    return box
