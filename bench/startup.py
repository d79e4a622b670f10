"""Start-up time: from launching `python -m tabletop` to its first drawn frame (median and worst of N runs),
beside the time `python -c "import pygame, yaml"` takes in the same run (the target: the menu's first frame
within 1.5x of it)."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 7


def first_frame_seconds(command: list[str]) -> float:
    """Seconds from process start until it reports its first frame."""
    env = dict(
        {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},  # as installed: bytecode cached
        SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
        SDL_AUDIODRIVER="dummy",
        TABLETOP_EXIT_AFTER_FIRST_FRAME="1",
        TABLETOP_HOME=tempfile.mkdtemp(prefix="tabletop-bench-"),
    )
    start = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    for line in proc.stdout:  # type: ignore[union-attr]
        if line.strip() == "first-frame":
            elapsed = time.perf_counter() - start
            proc.wait()
            return elapsed
    raise SystemExit(f"{command} exited without drawing a frame (code {proc.wait()})")


def import_seconds() -> float:
    """Seconds for a bare interpreter to import pygame and yaml, and exit."""
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-c", "import pygame, yaml"], check=True, env=dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    )
    return time.perf_counter() - start


def main() -> None:
    """Print the start-up figures and their ratio to importing pygame and yaml."""
    command = [sys.executable, "-m", "tabletop"] + sys.argv[1:]
    first_frame_seconds(command)  # warm the file cache
    import_seconds()
    times, imports = [], []
    for _ in range(RUNS):  # interleaved, so a busy moment affects both alike
        times.append(first_frame_seconds(command))
        imports.append(import_seconds())
    frame, base = statistics.median(times), statistics.median(imports)
    print(
        f"startup to first frame ({' '.join(command[1:])}): median {frame * 1000:.0f} ms, "
        f"min {min(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms over {RUNS} runs; "
        f"`import pygame, yaml` median {base * 1000:.0f} ms; ratio {frame / base:.2f} (target <= 1.5)"
    )


if __name__ == "__main__":
    main()
