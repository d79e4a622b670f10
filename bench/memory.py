"""Peak memory: the app process after drawing a Capo table through a whole animated game (max RSS)."""

from __future__ import annotations

import os
import resource

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


if __name__ == "__main__":
    import importlib.util
    import pathlib

    spec = importlib.util.spec_from_file_location("frames", pathlib.Path(__file__).with_name("frames.py"))
    frames = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(frames)  # type: ignore[union-attr]
    for slug, players in frames.largest():
        frames.measure(slug, players, 1)
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak memory (max RSS) after a full animated game of each game: {peak_kib / 1024:.1f} MiB")
