"""Memory over a long session: 20 animated games in one app process (each game at its largest count in turn, The
Prodigals Club with all three contests), the resident memory (RSS) after each, the peak, and the last beside the
fifth (the target: every game's peak at most 96 MiB, the last within 10% of the fifth)."""

from __future__ import annotations

import os
import resource

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GAMES = 20
OPTIONS = {"prodigals": {"contests": "election+society+possessions"}}  # its largest game: all three contests


def resident_mib() -> float:
    """The process's resident memory now, in MiB."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        pages = int(statm.read().split()[1])
    return pages * resource.getpagesize() / 2**20


def main() -> None:
    """Play the session and print the figures."""
    import importlib.util
    import pathlib

    spec = importlib.util.spec_from_file_location("frames", pathlib.Path(__file__).with_name("frames.py"))
    frames = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(frames)  # type: ignore[union-attr]
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    app = App((1280, 800), settings=Settings("normal"), autosave=False)
    start = resident_mib()
    after = []
    tables = frames.largest()
    for k in range(GAMES):
        slug, players = tables[k % len(tables)]
        frames.measure(slug, players, 1, first_seed=k, options=OPTIONS.get(slug), app=app)
        after.append(resident_mib())
        print(f"game {k + 1:2} ({slug} {players}p): RSS {after[-1]:.1f} MiB", flush=True)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    growth = (after[-1] - after[4]) / after[4] * 100
    print(
        f"memory over {GAMES} animated games in one process: RSS {start:.1f} MiB with the app open, "
        f"{after[4]:.1f} MiB after the 5th game, {after[-1]:.1f} MiB after the {GAMES}th ({growth:+.1f}%, target "
        f"within 10%); peak {peak:.1f} MiB (target <= 96)"
    )


if __name__ == "__main__":
    main()
