"""The standalone bundle: its size on disk, and launch-to-first-frame for the bundle and for the source.

Build it first with `make exe` (the bundle is looked for in dist/tabletop/). Medians over several runs.
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7


def _startup_module():
    spec = importlib.util.spec_from_file_location("startup", Path(__file__).with_name("startup.py"))
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def median_ms(command: list[str]) -> float:
    """Median launch-to-first-frame time of ``command`` in milliseconds."""
    first_frame = _startup_module().first_frame_seconds
    first_frame(command)  # warm the file cache
    return statistics.median(first_frame(command) for _ in range(RUNS)) * 1000


def main() -> None:
    """Print bundle size and both start-up figures."""
    folder = ROOT / "dist" / "tabletop"
    exe = folder / ("tabletop.exe" if sys.platform == "win32" else "tabletop")
    if not exe.is_file():
        raise SystemExit(f"no bundle at {exe}: run `make exe` first")
    files = [f for f in folder.rglob("*") if f.is_file() and not f.is_symlink()]  # symlinks would count twice
    size = sum(f.stat().st_size for f in files)
    bundle = median_ms([str(exe)])
    source = median_ms([sys.executable, "-m", "tabletop"])
    print(f"bundle size on disk: {size / 2**20:.1f} MiB ({len(files)} files)")
    print(
        f"launch to first frame, median of {RUNS}: bundle {bundle:.0f} ms, source {source:.0f} ms "
        f"(bundle/source = {bundle / source:.2f})"
    )


if __name__ == "__main__":
    main()
