"""The app: one pygame window, a scene stack and the loop (redrawing only when something changed)."""

from __future__ import annotations

import pygame

from tabletop.paths import art_dir
from tabletop.ui.scenes.base import Scene
from tabletop.ui.settings import Settings

MIN_SIZE = (1024, 640)


class App:
    """Owns the window and the scene stack; scenes push, pop and replace each other."""

    def __init__(self, size: tuple[int, int] = (1280, 800), settings: Settings | None = None, autosave: bool = True):
        pygame.display.init()  # no sound is used, so the audio device is never opened
        pygame.font.init()
        pygame.display.set_caption("Tabletop")
        icon = art_dir() / "icon.png"
        if icon.is_file():
            pygame.display.set_icon(pygame.image.load(str(icon)))
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.settings = settings or Settings.load()
        self.autosave = autosave
        self.scenes: list[Scene] = []
        self.running = True
        self.dirty = True
        self.frames = 0

    @property
    def size(self) -> tuple[int, int]:
        """The window size."""
        return self.screen.get_size()

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
        return self.scenes.pop()

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        self.scenes.pop()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the stack down to one scene."""
        self.scenes = []
        self.push(scene)

    def draw(self) -> None:
        """Draw the stack from the topmost opaque scene up."""
        start = max((i for i, s in enumerate(self.scenes) if s.opaque), default=0)
        for scene in self.scenes[start:]:
            scene.draw(self.screen)
        self.frames += 1

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one pygame event."""
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            w, h = self.screen.get_size()
            if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
                self.screen = pygame.display.set_mode((max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])), pygame.RESIZABLE)
            for scene in self.scenes:
                scene.resized()
            self.dirty = True
        elif self.scenes:
            self.top.handle(event)
            self.dirty = True

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """Handle events, advance time and redraw if anything changed (tests drive the app this way)."""
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

    def run(self, exit_after_first_frame: bool = False) -> None:
        """The main loop: 60 fps while animating, asleep on input otherwise (an idle table costs ~0 CPU)."""
        clock = pygame.time.Clock()
        while self.running:
            if exit_after_first_frame and self.frames:
                print("first-frame", flush=True)
                break
            dt = clock.tick(60) / 1000.0
            if not self.dirty and not self.top.update(0.0):
                event = pygame.event.wait(250)
                if event.type != pygame.NOEVENT:
                    pygame.event.post(event)
                clock.tick()
            try:
                self.step(dt)
            except Exception:  # never a traceback for a player: the game is autosaved, so go back to the menu
                self.recover()
        pygame.quit()

    def recover(self) -> None:
        """After an unexpected error: keep the details in crash.log and show the menu with an explanation."""
        import traceback

        from tabletop.paths import user_dir
        from tabletop.ui.scenes.error import ErrorScene
        from tabletop.ui.scenes.menu import MenuScene

        report = user_dir() / "crash.log"
        report.write_text(traceback.format_exc(), encoding="utf-8")
        self.reset(MenuScene(self))
        self.push(
            ErrorScene(
                self,
                "Something went wrong",
                "Tabletop hit an unexpected error. Your game was saved after "
                f"your last move and can be resumed from the menu.\nDetails for a bug report: {report}",
            )
        )
