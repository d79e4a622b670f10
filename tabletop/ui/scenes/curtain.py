"""The pass-the-device curtain: a full screen that hides the table until the right player is looking."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.engine import seatmark
from tabletop.engine.face import Sketch
from tabletop.engine.message import Name, Seat, Words, as_msg, msg
from tabletop.ui import theme
from tabletop.ui.paint import paint
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import draw_text

# A click or key lifts the curtain only this long after it was put up: the second click of a double-click (or the
# third of a triple click through an animation) aimed at the table must not show the next player's secrets.
GUARD_SECONDS = 0.4


class CurtainScene(Scene):
    """ "Pass to Anna - Anna: pick a guest": a click (or Enter) by Anna lifts it and reveals her private view.

    ``Esc`` opens ``on_menu`` (the in-game menu) with the curtain still down, so nothing private shows. A click or
    key counts only once the curtain has been up for ``GUARD_SECONDS`` (app time, idle sleep included).
    """

    frees_heap = False  # lifted at every turn of a hot-seat game, it leaves the heap as it was

    def __init__(
        self,
        app,
        name: str,
        on_lifted: Callable[[], None],
        task: Words = "",
        colour: tuple[int, int, int] | None = None,
        on_menu: Callable[[], None] | None = None,
        seat: int | None = None,
    ):
        super().__init__(app)
        self.name = name
        self.on_lifted = on_lifted
        self.task = task
        self.colour = colour or theme.ACCENT
        self.on_menu = on_menu
        self.seat = seat  # whose shape the curtain shows above the name (a plain ring without one)
        self.raised_at = app.now  # put up in this frame, drawn at its end: earlier input was aimed at the table

    def quiet(self) -> bool:
        """While the curtain is down, the table below prepares what it will show when it lifts: a piece at a time
        (so lifting it costs its frame no more than a move)."""
        below = self.app.scenes[-2] if len(self.app.scenes) > 1 else None
        prepare = getattr(below, "prepare_for", None)
        return self.seat is not None and prepare is not None and bool(prepare(self.seat))

    def armed(self) -> bool:
        """Whether the guard has passed, so a click or key may lift the curtain."""
        return self.app.now - self.raised_at >= GUARD_SECONDS

    def handle(self, event: pygame.event.Event) -> None:
        """A click or Enter lifts the curtain; Escape opens the menu over it."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.on_menu is not None:
                self.on_menu()
            return
        lifted = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        )
        if lifted and self.armed():
            self.app.pop()
            self.on_lifted()

    def draw(self, surface: pygame.Surface) -> None:
        """Cover everything: the name in the seat's colour, what they are about to do, how to go on."""
        surface.fill((16, 18, 24))
        w, h = surface.get_size()
        pygame.draw.rect(surface, self.colour, (0, 0, w, 12))
        pygame.draw.rect(surface, self.colour, (0, h - 12, w, 12))
        if self.seat is None:
            pygame.draw.circle(surface, self.colour, (w // 2, h // 2 - 120), 26, 4)
        else:  # the seat's shape as well as its colour: the curtain names the player without colour vision
            mark = seatmark.badge(Sketch(52, 52), self.seat, (0, 0, 52, 52)).face()
            paint(surface, mark, pygame.Rect(w // 2 - 26, h // 2 - 146, 52, 52))
        who = Name(self.name) if self.seat is None else Seat(self.seat, self.name)
        title = msg("Pass to {player}", player=who)
        draw_text(surface, title, (w // 2, h // 2 - 50), 44, self.colour, True, "center", w - 40, True)
        if self.task:
            task = msg("{player}: {task}", player=who, task=as_msg(self.task))
            draw_text(surface, task, (w // 2, h // 2 + 4), 24, theme.TEXT, False, "center", w - 40)
        hint = msg("Click when only {player} is looking.  Esc: menu (nothing is shown).", player=who)
        draw_text(surface, hint, (w // 2, h // 2 + 50), 18, theme.TEXT_DIM, False, "center", w - 40)
