"""A real X display for tests: Xvfb with its screen in a file (read as pixels), the app started as a player starts it
(``python -m tabletop``), and xdotool's mouse. See shared testing.md, "A real window under Xvfb"."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

SCREEN = (1456, 912)  # the app opens at 1280x800 within 90% of it, as on the headless screenshots
ROOT = Path(__file__).resolve().parents[2]


def need_tools() -> None:
    """Skip on a developer's machine without Xvfb or xdotool; fail on CI, whose .ci/run installs them."""
    missing = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
    if missing and os.environ.get("CI"):
        pytest.fail(f"CI must install {', '.join(missing)} (.ci/run does, through apt-get)")
    if missing:
        pytest.skip(f"needs {', '.join(missing)}")


class Display:
    """One Xvfb server on a free display number, its framebuffer in ``folder``."""

    def __init__(self, folder: Path, number: int | None = None):
        self.folder = folder
        # TABLETOP_XVFB_DISPLAY pins the number for a run by hand (one process); else one per test process.
        self.number = number or int(os.environ.get("TABLETOP_XVFB_DISPLAY", "0")) or 70 + os.getpid() % 200
        while Path(f"/tmp/.X{self.number}-lock").exists():  # a display someone else runs (a second test run, a
            self.number += 1  # person's Xvfb): the app would open its window there
        self.server = subprocess.Popen(
            ["Xvfb", f":{self.number}", "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"]
            + ["-fbdir", str(folder)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.env = dict(os.environ, DISPLAY=f":{self.number}", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        self.env.pop("SDL_VIDEODRIVER", None)
        deadline = time.monotonic() + 10
        while not (folder / "Xvfb_screen0").exists():
            assert time.monotonic() < deadline, "Xvfb did not start"
            time.sleep(0.05)
        time.sleep(0.3)

    def xdotool(self, *args: str) -> str:
        """Run xdotool on this display; return what it printed."""
        done = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20)
        assert done.returncode == 0, f"xdotool {args}: {done.stderr}"
        return done.stdout

    def pixel(self, x: int, y: int) -> tuple[int, int, int]:
        """The colour of the screen at (x, y), read from the XWD framebuffer file."""
        data = (self.folder / "Xvfb_screen0").read_bytes()
        header = struct.unpack(">25I", data[:100])
        size, line, colours = header[0], header[12], header[19]
        offset = size + 12 * colours + y * line + x * 4
        b, g, r = data[offset], data[offset + 1], data[offset + 2]
        return r, g, b

    def grab(self, origin: tuple[int, int], size: tuple[int, int]) -> pygame.Surface:
        """The screen's rectangle at ``origin`` of ``size``, read from the framebuffer file at once."""
        data = (self.folder / "Xvfb_screen0").read_bytes()
        header = struct.unpack(">25I", data[:100])
        start, line = header[0] + 12 * header[19], header[12]
        x, y = origin
        rows = [
            data[start + (y + r) * line + x * 4 : start + (y + r) * line + (x + size[0]) * 4] for r in range(size[1])
        ]
        return pygame.image.frombuffer(b"".join(rows), size, "BGRA").copy()

    def close(self) -> None:
        """Stop the server."""
        self.server.terminate()
        self.server.wait(5)


class Window:
    """The app, started in the display; clicks at points of its 1280x800 canvas."""

    def __init__(self, display: Display, home: Path, *args: str):
        self.display = display
        env = dict(display.env, TABLETOP_HOME=str(home))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tabletop", *args], cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True
        )
        self.id = display.xdotool("search", "--sync", "--pid", str(self.process.pid)).split()[0]
        display.xdotool("windowfocus", "--sync", self.id)
        geometry = display.xdotool("getwindowgeometry", "--shell", self.id)
        found = dict(line.split("=", 1) for line in geometry.split())
        self.origin = (int(found["X"]), int(found["Y"]))
        self.size = (int(found["WIDTH"]), int(found["HEIGHT"]))

    def click(self, pos: tuple[int, int], times: int = 1, gap_ms: int = 70) -> None:
        """Move the mouse to ``pos`` (window coordinates) and click ``times`` times ``gap_ms`` apart."""
        self.display.xdotool("mousemove", "--window", self.id, str(pos[0]), str(pos[1]))
        self.display.xdotool("click", "--repeat", str(times), "--delay", str(gap_ms), "1")

    def pixel(self, pos: tuple[int, int]) -> tuple[int, int, int]:
        """The colour at ``pos`` in window coordinates."""
        return self.display.pixel(self.origin[0] + pos[0], self.origin[1] + pos[1])

    def key(self, name: str) -> None:
        """Press and release the key ``name`` (an X keysym: Escape, Return) in the window."""
        self.display.xdotool("windowfocus", "--sync", self.id)
        self.display.xdotool("key", "--window", self.id, name)

    def move(self, pos: tuple[int, int]) -> None:
        """Move the mouse to ``pos`` (window coordinates) without clicking."""
        self.display.xdotool("mousemove", "--window", self.id, str(pos[0]), str(pos[1]))

    def grab(self) -> pygame.Surface:
        """What the window shows now."""
        return self.display.grab(self.origin, self.size)

    def close(self) -> str:
        """End the app (SIGTERM if it is still running); return what it wrote on stderr."""
        if self.process.poll() is None:
            self.process.terminate()
        try:
            _, err = self.process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _, err = self.process.communicate()
        return err
