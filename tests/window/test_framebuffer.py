"""In a real X window the app shows its software-drawn surface through X's own shared-memory image: it never opens
the system's OpenGL driver, which SDL otherwise loads for that (Mesa and LLVM: 63 MB of a 166 MB app measured under
Xvfb; tabletop/ui/app.py, native_framebuffer)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.window.test_smoke import wait_for
from tests.window.xvfb import Display, Window, need_tools

pytestmark = pytest.mark.window
OPENGL = ("libGL", "libGLX", "libEGL", "libLLVM", "_dri.so")  # what SDL's OpenGL framebuffer maps into the process


def mapped_files(pid: int) -> set[str]:
    """The files mapped into process ``pid``."""
    lines = Path(f"/proc/{pid}/maps").read_text().splitlines()
    return {line.split(maxsplit=5)[5] for line in lines if len(line.split(maxsplit=5)) == 6}


def test_the_window_is_shown_without_opening_opengl(tmp_path):
    need_tools()
    home = tmp_path / "home"
    home.mkdir()
    display = Display(tmp_path)
    try:
        window = Window(display, home)
        try:
            assert wait_for(lambda: window.pixel((640, 400)) != (0, 0, 0), 10)  # the menu is on screen
            files = mapped_files(window.process.pid)
            assert any("libX11" in f for f in files)  # a real X window
            assert not [f for f in files if any(name in f for name in OPENGL)]
        finally:
            assert "Traceback" not in window.close()
    finally:
        display.close()
