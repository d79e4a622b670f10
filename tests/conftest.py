"""Test-wide setup: headless SDL, and a throwaway user folder so tests never touch real saves."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # without it pygame.init() spends ~110 ms probing ALSA
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-tests-"))
