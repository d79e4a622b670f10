"""Start-up time: from launching `python -m tabletop` to its first drawn frame (median and worst of N runs), for the
menu and for each game's setup screen (`--game SLUG`), beside the time `python -c "import pygame, yaml"` takes in the
same run (the target: each within 1.5x of it); then, in a fresh process per game, the time from pressing Start on
the setup screen (after its quiet moments, as the app's loop gives them) to the table's first frame drawn (the
target: within 100 ms)."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 7


def bench_env() -> dict[str, str]:
    """The environment the app runs in here: headless, an empty home, bytecode cached as when installed."""
    return dict(
        {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
        SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        TABLETOP_HOME=tempfile.mkdtemp(prefix="tabletop-bench-"),
    )


def first_frame_seconds(command: list[str]) -> float:
    """Seconds from process start until it reports its first frame."""
    env = dict(bench_env(), TABLETOP_EXIT_AFTER_FIRST_FRAME="1")
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
    subprocess.run([sys.executable, "-c", "import pygame, yaml"], check=True, env=bench_env())
    return time.perf_counter() - start


def start_to_table(slug: str) -> float:
    """In this (fresh) process: the app on ``slug``'s setup screen, its quiet moments given, then Start pressed:
    seconds until the table's first frame is drawn."""
    from tabletop.__main__ import build_app
    from tabletop.ui.scenes.table import TableScene

    app = build_app(slug)
    app.step(0.0, [])  # the setup screen's first frame
    while app.quiet():  # the app waits for input: the game's data, then its table's code
        app.step(0.0, [])
    start = time.perf_counter()
    app.top.press("start")
    assert isinstance(app.top, TableScene)
    app.step(0.0, [])
    return time.perf_counter() - start


def start_to_table_seconds(slug: str) -> float:
    """``start_to_table`` in a fresh process (nothing imported or drawn before, as for a player)."""
    done = subprocess.run(
        [sys.executable, __file__, "--start", slug], check=True, env=bench_env(), capture_output=True, text=True
    )
    return float(done.stdout.split()[-1])


def main() -> None:
    """Print the start-up figures and their ratio to importing pygame and yaml."""
    from tabletop.games.registry import GAMES

    first_frame_seconds([sys.executable, "-m", "tabletop"])  # warm the file cache
    import_seconds()
    for extra in ([], *(["--game", slug] for slug in GAMES)):
        command = [sys.executable, "-m", "tabletop", *extra]
        times, imports = [], []
        for _ in range(RUNS):  # interleaved, so a busy moment affects both alike
            times.append(first_frame_seconds(command))
            imports.append(import_seconds())
        frame, base = statistics.median(times), statistics.median(imports)
        print(
            f"startup to first frame ({' '.join(command[1:])}): median {frame * 1000:.0f} ms, "
            f"min {min(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms over {RUNS} runs; "
            f"`import pygame, yaml` median {base * 1000:.0f} ms; ratio {frame / base:.2f} (target <= 1.5)",
            flush=True,
        )
    for slug in GAMES:
        starts = [start_to_table_seconds(slug) for _ in range(3)]
        print(
            f"Start to the first table frame ({slug}, a fresh process, 1280x800): median "
            f"{statistics.median(starts) * 1000:.0f} ms, max {max(starts) * 1000:.0f} ms over 3 (target <= 100 ms)",
            flush=True,
        )


if __name__ == "__main__":
    if sys.argv[1:2] == ["--start"]:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        print(f"{start_to_table(sys.argv[2]):.4f}")
    else:
        main()
