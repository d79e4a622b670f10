"""Start-up time: from launching `python -m tabletop` to its first drawn frame (median and worst of N runs)."""

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
        os.environ,
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


def main() -> None:
    """Print the start-up figures."""
    command = [sys.executable, "-m", "tabletop"] + sys.argv[1:]
    first_frame_seconds(command)  # warm the file cache
    times = [first_frame_seconds(command) for _ in range(RUNS)]
    print(
        f"startup to first frame ({' '.join(command[1:])}): median {statistics.median(times) * 1000:.0f} ms, "
        f"min {min(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms over {RUNS} runs"
    )


if __name__ == "__main__":
    main()
