"""The app: one pygame window, a scene stack and the loop (redrawing only when something changed)."""

from __future__ import annotations

import math
import os
import sys
import time
from pathlib import Path

import pygame

from tabletop import i18n
from tabletop.engine import measure
from tabletop.engine.message import Msg, Name, Words, joined, msg, msgc, say
from tabletop.paths import art_dir
from tabletop.runtime import frame_drawn, settle_heap, unsettle_heap
from tabletop.ui import fonts
from tabletop.ui.bytecache import fit_pool
from tabletop.ui.scenes.base import Scene
from tabletop.ui.settings import Settings

MIN_SIZE = (1024, 640)  # the table's natural minimum; a smaller window shows the whole table scaled down
PREFERRED_SIZE = (1280, 800)
IDLE_WAIT_MS = 250  # the longest the idle loop sleeps on input before looking at the scene again
DESKTOP_SHARE = 0.9  # a new window takes at most this share of the usable desktop


def first_window_size(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The window size to open with: the preferred size, shrunk to fit within 90% of the desktop."""
    if not desktop or min(desktop) <= 0:
        return PREFERRED_SIZE
    return (
        max(320, min(PREFERRED_SIZE[0], int(desktop[0] * DESKTOP_SHARE))),
        max(240, min(PREFERRED_SIZE[1], int(desktop[1] * DESKTOP_SHARE))),
    )


def canvas_size(window: tuple[int, int]) -> tuple[tuple[int, int], float]:
    """The size scenes draw at for a window, and the factor from that canvas to the window (1: no scaling).

    Below the natural minimum the canvas keeps the window's shape and grows until it is at least the
    minimum both ways, so the table lays out as at 1024x640 and the whole of it is shrunk onto the window.
    """
    w, h = window
    if w >= MIN_SIZE[0] and h >= MIN_SIZE[1]:
        return window, 1.0
    scale = min(w / MIN_SIZE[0], h / MIN_SIZE[1])
    return (max(MIN_SIZE[0], round(w / scale)), max(MIN_SIZE[1], round(h / scale))), scale


def native_framebuffer() -> None:
    """On X11, show the window through X's own shared-memory image rather than through OpenGL (before the window
    opens). SDL otherwise opens the system's OpenGL driver to show a surface drawn in software: measured in a
    window under Xvfb, Mesa's driver and LLVM took 63 MB of the app's 166 MB resident, for nothing drawn in
    OpenGL, and a 1280x800 flip took 3.7-4.0 ms (0.24 ms through X's image). A choice already made in
    SDL_FRAMEBUFFER_ACCELERATION is kept."""
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


class App:
    """Owns the window and the scene stack; scenes push, pop and replace each other."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        settings: Settings | None = None,
        autosave: bool = True,
        lang: str | None = None,
    ):
        pygame.display.init()  # no sound is used, so the audio device is never opened
        native_framebuffer()
        pygame.font.init()
        measure.use_ruler(fonts.ruler)  # the pure layouts measure with the renderer's own widths
        pygame.display.set_caption(say(msgc("the app's name", "Tabletop")))
        icon = art_dir() / "icon.png"
        if icon.is_file():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        if size is None:
            desktops = pygame.display.get_desktop_sizes()
            size = first_window_size(desktops[0] if desktops else None)
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._fit_canvas()
        self.settings = settings or Settings.load()
        self.speak(lang or getattr(self.settings, "language", None))
        self.autosave = autosave
        self.scenes: list[Scene] = []
        self.running = True
        self.dirty = True
        self.frames = 0
        self.now = 0.0  # seconds of app time: every step's dt plus the time the loop slept waiting for input

    def speak(self, code: str | None) -> str:
        """Speak ``code`` (None or unknown: the system's language); every text on screen is drawn afresh in it."""
        used = i18n.use(i18n.chosen(code))
        fonts.forget()
        forget_sprites()
        self.dirty = True
        return used

    def _fit_canvas(self) -> None:
        """Choose the surface scenes draw on: the window itself, or a larger one shrunk onto it."""
        size, self.scale = canvas_size(self.screen.get_size())
        fonts.set_window_scale(self.scale)
        forget_sprites()  # sprites drawn for the old scale
        self.canvas = self.screen if self.scale == 1.0 else pygame.Surface(size).convert()
        fit_pool(self.canvas.get_size())

    @property
    def size(self) -> tuple[int, int]:
        """The size scenes lay out for (the window's, or the natural minimum's when the window is smaller)."""
        return self.canvas.get_size()

    def to_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with its position moved from the window onto the canvas (unchanged when not scaled)."""
        if self.scale == 1.0 or not hasattr(event, "pos"):
            return event
        x, y = event.pos
        attrs = dict(event.dict, pos=(int(x / self.scale), int(y / self.scale)))
        if "rel" in attrs:
            attrs["rel"] = (int(attrs["rel"][0] / self.scale), int(attrs["rel"][1] / self.scale))
        return pygame.event.Event(event.type, attrs)

    @property
    def top(self) -> Scene:
        """The scene receiving input."""
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        """Put a scene on top."""
        self.scenes.append(scene)
        self.dirty = True

    def pop(self) -> Scene:
        """Remove the top scene."""
        self.dirty = True
        scene = self.scenes.pop()
        scene.left()
        if scene.frees_heap:
            unsettle_heap()  # the scene put away (a table, its layouts) is collected at the next quiet moment
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        self.pop()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the stack down to one scene."""
        gone, self.scenes = self.scenes, []
        for old in reversed(gone):
            if old is not scene:
                old.left()
        unsettle_heap()
        self.push(scene)

    def draw(self) -> None:
        """Draw the stack from the topmost opaque scene up."""
        start = max((i for i, s in enumerate(self.scenes) if s.opaque), default=0)
        for scene in self.scenes[start:]:
            scene.draw(self.canvas)
        if self.canvas is not self.screen:
            pygame.transform.smoothscale(self.canvas, self.screen.get_size(), self.screen)
        self.frames += 1

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one pygame event."""
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            surface = pygame.display.get_surface()
            if surface is not None:  # always: the window is open
                self.screen = surface
            self._fit_canvas()
            for scene in self.scenes:
                scene.resized()
            self.dirty = True
        elif self.scenes:
            self.top.handle(self.to_canvas(event))
            self.dirty = True

    def step(self, dt: float, events: list[pygame.event.Event] | None = None, idle: float = 0.0) -> None:
        """Handle events, advance time and redraw if anything changed (tests drive the app this way).

        ``idle`` is the time the loop slept before this frame: it counts for timers that read ``now`` (a tooltip's
        delay, the curtain's guard), not for animations, which start from their first frame."""
        self.now += dt + idle
        for event in pygame.event.get() if events is None else events:
            self.dispatch(event)
        if not self.scenes:
            self.running = False
            return
        animating = self.top.update(dt)
        if animating or self.dirty:
            self.draw()
            pygame.display.flip()
            self.dirty = animating
            frame_drawn(self.frames)

    def run(self, exit_after_first_frame: bool = False) -> None:
        """The main loop: 60 fps while animating, asleep on input otherwise (an idle table costs ~0 CPU)."""
        clock = pygame.time.Clock()
        while self.running:
            if exit_after_first_frame and self.frames:
                print("first-frame", flush=True)
                break
            dt = (clock.tick(60) if self.frames else clock.tick()) / 1000.0  # the first frame waits for nothing
            idle = 0.0
            woke: list[pygame.event.Event] = []
            if not self.dirty and not self.top.update(0.0) and not self.quiet():
                slept = time.monotonic()
                event = pygame.event.wait(sleep_ms(self.top.wake_in()))
                if event.type != pygame.NOEVENT:
                    woke.append(event)  # handled first: it came before whatever is queued behind it
                clock.tick()  # an animation that input starts begins at its first frame, not partway in
                idle = time.monotonic() - slept  # ...but timers (hover, curtain guard) count the sleep
            try:
                self.step(dt, [*woke, *pygame.event.get()], idle=idle)
            except Exception:  # never a traceback for a player: the game is autosaved, so go back to the menu
                self.recover()
        pygame.quit()

    def quiet(self) -> bool:
        """The app is about to wait for input: the top scene does a piece of the work that may wait (then the app
        asks once more, input handled between, and draws again if the piece changed the picture); with none left,
        the heap is settled (tabletop/runtime.py), so the collections during the next click and its animation only
        walk what it makes. Whether the scene did work."""
        if self.scenes and self.top.quiet():
            return True
        settle_heap()
        return False

    def recover(self) -> None:
        """After an unexpected error: keep the details in crash.log, save every open game, and show the menu with an
        explanation that says truly where each game is.

        A game that cannot be saved anywhere is not dropped: it stays open under the error screen, whose Back
        returns to it. If the menu itself cannot be built (a bug reached at start-up), the error screen stands
        alone and its Back closes the app, rather than failing again in a loop.
        """
        from tabletop.ui.scenes.error import ErrorScene
        from tabletop.ui.scenes.menu import MenuScene

        report = write_crash_log()
        where = (
            msg("Details for a bug report: {file}", file=Name(str(report)))
            if report
            else msg("The details could not be written to disk.")
        )
        fates: list[tuple[bool, Words]] = [
            rescue() for scene in self.scenes if (rescue := getattr(scene, "rescue", None)) is not None
        ]
        lost = [text for saved, text in fates if not saved]
        if lost:  # keep the table: closing it would lose its moves
            self.push(ErrorScene(self, msg("Something went wrong"), crash_notice(lost, where)))
            return
        told = [text for _, text in fates if text] or [msg("Nothing was lost.")]
        try:
            self.reset(MenuScene(self))
        except Exception:
            write_crash_log()
            self.scenes = []
        self.push(ErrorScene(self, msg("Something went wrong"), crash_notice(told, where)))


def crash_notice(fates: list[Words], where: Msg) -> Msg:
    """The error screen's text after a crash: what became of each game (a sentence each), then where the details
    are, on a line of its own."""
    told = joined(fates, " ")
    return joined([msg("Tabletop hit an unexpected error. {fates}", fates=told), where])


def sleep_ms(wake_in: float | None) -> int:
    """How long the idle loop waits for input: until the top scene's next timer (at least 1 ms), at most 250 ms."""
    return IDLE_WAIT_MS if wake_in is None else max(1, min(IDLE_WAIT_MS, math.ceil(wake_in * 1000)))


def write_crash_log() -> Path | None:
    """Write the exception being handled, with its traceback, to crash.log beside the saves; return its path."""
    import traceback

    from tabletop.paths import user_dir

    try:
        report = user_dir() / "crash.log"
        report.write_text(traceback.format_exc(), encoding="utf-8")
    except OSError:
        return None
    return report


def forget_sprites() -> None:
    """Drop every sprite drawn (none were if no piece has been painted yet: the painter is imported by the first
    table, not by the menu)."""
    painter = sys.modules.get("tabletop.ui.paint")
    if painter is not None:
        painter.forget()
