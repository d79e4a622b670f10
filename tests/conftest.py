"""Test-wide setup: headless SDL, and a throwaway user folder so tests never touch real saves."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # without it pygame.init() spends ~110 ms probing ALSA
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-tests-"))


import pytest


@pytest.fixture(autouse=True)
def own_user_folder(tmp_path_factory, monkeypatch):
    """Every test gets an empty user folder: saves written by one test are never offered in another's menu."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path_factory.mktemp("home")))
