"""The scene interface: handle input, update with time, draw (which never changes state)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from tabletop.ui.app import App


class Scene:
    """One screen on the stack. ``opaque`` scenes hide what lies below them."""

    opaque = True
    # Whether putting this scene away may free much of the heap (a table and its layouts): the app then gives what it
    # set aside back to the collector, and the next quiet moment walks the whole heap (~100 ms for a five-player
    # table). A curtain, put away at every turn of a hot-seat game, frees nothing of the kind.
    frees_heap = True

    def __init__(self, app: App):
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> bool:
        """Advance time by ``dt`` seconds; return True while something is animating."""
        return False

    def quiet(self) -> bool:
        """At a quiet moment (the app waits for input), do a piece of work that may wait; whether there was any (a
        piece that changes what the scene shows also sets ``app.dirty``, so the app draws it)."""
        return False

    def wake_in(self) -> float | None:
        """Seconds until a timer of this scene falls due with no input (None: none runs); the idle loop sleeps no
        longer than this."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change any state."""

    def resized(self) -> None:
        """The window changed size."""

    def left(self) -> None:
        """The scene was taken off the stack for good (let go of what it holds)."""
