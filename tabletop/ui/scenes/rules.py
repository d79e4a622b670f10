"""A game's rules screen: the goal, a turn step by step, and every component beside its picture (drawn by the
table's own renderer from the game's ``TableScreen.sample``), then the notes. Opened from the setup screen and the
in-game menu; scrolls with the wheel or the arrow keys; Escape or Back returns."""

from __future__ import annotations

import pygame

from tabletop.engine.face import Face
from tabletop.engine.message import Words, as_msg, msg, say
from tabletop.engine.screen import TableScreen
from tabletop.spec.guide import Guide, GuidePiece
from tabletop.ui import theme
from tabletop.ui.fonts import font, wrap
from tabletop.ui.paint import paint
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import Button, draw_text

PICTURE = 96  # the box a component's picture fits in (a tall one, a card, may be up to twice as tall)


def picture_box(face) -> tuple[int, int]:
    """The width and height a component's picture gets: PICTURE square, or taller for a tall face."""
    if face is None:
        return PICTURE, PICTURE
    w, h = face.size
    return PICTURE, int(min(2 * PICTURE, max(PICTURE, PICTURE * h / max(1, w))))


BODY = 15
# What a row of the page shows: a heading's text, a paragraph's (a step's, a note's) lines, or a component (its
# guide entry, its text's lines and its picture).
Content = Words | list[str] | tuple[GuidePiece, list[str], Face | None]
Row = tuple[int, str, int, Content]  # (y, kind, height, content)


class RulesScene(Scene):
    """One game's guide, laid out as a scrolling page."""

    def __init__(self, app, title: str, guide: Guide, screen: TableScreen):
        super().__init__(app)
        self.title, self.guide, self.screen = title, guide, screen
        self.scroll = 0
        self.mouse = (0, 0)
        self.resized()

    def resized(self) -> None:
        """Lay out the page for the window width; the Back button."""
        w, h = self.app.size
        self.rows = self.page(w - 120)
        self.height = self.rows[-1][0] + self.rows[-1][2] if self.rows else 0
        self.buttons = [Button("back", msg("Back"), pygame.Rect(w - 200, h - 62, 160, 44), colour=(52, 120, 80))]
        self.clamp()

    def page(self, width: int) -> list[Row]:
        """(y, kind, height, content) for each block: headings, paragraphs, numbered steps, component rows."""
        rows: list[Row] = []
        y = 0
        line = font(BODY).get_linesize()

        def add(kind: str, height: int, content: Content) -> None:
            nonlocal y
            rows.append((y, kind, height, content))
            y += height

        add("heading", 34, msg("The goal"))
        lines = wrap(self.guide.goal, font(BODY), width)
        add("para", len(lines) * line + 10, lines)
        add("heading", 34, msg("A turn"))
        for k, step in enumerate(self.guide.turn, start=1):
            lines = wrap(msg("{k}. {step}", k=k, step=step), font(BODY), width - 20)
            add("step", len(lines) * line + 6, lines)
        add("heading", 44, msg("The components"))
        text_w = width - PICTURE - 24
        for piece in self.guide.pieces:
            lines = wrap(piece.text, font(BODY - 1), text_w)
            face = self.screen.sample(piece.sample) if piece.sample else None
            box = picture_box(face)
            add("piece", max(box[1], 26 + len(lines) * font(BODY - 1).get_linesize()) + 12, (piece, lines, face))
        if self.guide.notes:
            add("heading", 44, msg("Notes"))
            for note in self.guide.notes:
                lines = wrap(note, font(BODY - 1), width - 20)
                add("note", len(lines) * font(BODY - 1).get_linesize() + 6, lines)
        return rows

    def clamp(self) -> None:
        """Keep the scroll inside the page."""
        view = self.app.size[1] - 90 - 80
        self.scroll = max(0, min(self.scroll, self.height - view))

    def handle(self, event: pygame.event.Event) -> None:
        """Wheel and arrows scroll; Escape or Back returns."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 48
            self.clamp()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_BACKSPACE):
                self.app.pop()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_UP, pygame.K_PAGEUP):
                step = 48 if event.key in (pygame.K_DOWN, pygame.K_UP) else self.app.size[1] - 200
                self.scroll += step if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -step
                self.clamp()
        elif (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.buttons[0].rect.collidepoint(event.pos)
        ):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        """The title, the page clipped between the title and the Back button, a scroll hint."""
        w, h = surface.get_size()
        surface.fill(theme.BG)
        draw_text(
            surface,
            msg("How to play {game}", game=as_msg(self.title)),
            (60, 20),
            34,
            theme.ACCENT,
            bold=True,
            max_width=w - 120,
            serif=True,
        )
        area = pygame.Rect(60, 80, w - 120, h - 80 - 80)
        surface.set_clip(area)
        for y, kind, height, content in self.rows:
            top = area.y + y - self.scroll
            if top + height < area.y or top > area.bottom:
                continue
            self._block(surface, kind, content, area.x, top)
        surface.set_clip(None)
        if self.height > area.h:
            shown = msg("{n}% - scroll for more", n=min(100, int(100 * (self.scroll + area.h) / self.height)))
            draw_text(surface, shown, (60, h - 40), 13, theme.TEXT_DIM, anchor="midleft")
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))

    def _block(self, surface: pygame.Surface, kind: str, content: Content, x: int, top: int) -> None:
        if kind == "heading":
            draw_text(
                surface,
                content if not isinstance(content, (list, tuple)) else "",
                (x, top + 6),
                20,
                theme.ACCENT,
                bold=True,
            )
            return
        if isinstance(content, tuple):  # a component
            piece, lines, face = content
            if face is not None:
                bw, bh = picture_box(face)
                scale = min(bw / face.size[0], bh / face.size[1])
                fw, fh = int(face.size[0] * scale), int(face.size[1] * scale)
                paint(surface, face, pygame.Rect(x + (bw - fw) // 2, top + (bh - fh) // 2, fw, fh))
            tx = x + PICTURE + 20
            draw_text(surface, piece.name, (tx, top), 17, theme.TEXT, bold=True)
            size, step = BODY - 1, font(BODY - 1).get_linesize()
            for k, text in enumerate(lines):
                draw_text(surface, text, (tx, top + 24 + k * step), size, theme.TEXT_DIM)
            return
        size = BODY if kind in ("para", "step") else BODY - 1
        step = font(size).get_linesize()
        indent = 20 if kind in ("step", "note") else 0
        for k, text in enumerate(content if isinstance(content, list) else [say(content)]):
            draw_text(
                surface, text, (x + indent, top + k * step), size, theme.TEXT if kind != "note" else theme.TEXT_DIM
            )
