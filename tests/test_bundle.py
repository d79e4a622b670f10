"""The standalone program: build it with PyInstaller from packaging/, then run the built executable.

Slow (a build takes ~10 s here), so it is in the long tier: `make check` runs it and installs PyInstaller
first. If PyInstaller is missing the test fails loudly rather than skipping.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import __version__

pytestmark = pytest.mark.bundle

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "tabletop.spec"


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path / "home"))
    env.pop("DISPLAY", None)
    env.pop("SDL_VIDEODRIVER", None)  # the self-test must choose the headless driver by itself
    return env


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    """Build the one-folder bundle once for this module and return its executable."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        pytest.fail(
            "PyInstaller is not installed, so the bundle cannot be built: run `make check` "
            "(it installs the 'build' extra) or `pip install -e '.[build]'`."
        )
    work = tmp_path_factory.mktemp("pyinstaller")
    # A cache of its own: PyInstaller's shared cache is not safe when two builds run at once.
    env = dict(os.environ, PYINSTALLER_CONFIG_DIR=str(work / "cache"))
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(work / "dist"),
            "--workpath",
            str(work / "build"),
            str(SPEC),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
        env=env,
    )
    assert done.returncode == 0, f"PyInstaller failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    exe = work / "dist" / "tabletop" / ("tabletop.exe" if sys.platform == "win32" else "tabletop")
    assert exe.is_file(), f"no executable at {exe}"
    return exe


def test_bundle_holds_data_and_art(bundle: Path):
    inside = bundle.parent / "_internal"
    assert (inside / "data" / "capo.yaml").is_file()
    assert (inside / "art" / "DejaVuSans.ttf").is_file() and (inside / "art" / "icon.png").is_file()
    size = sum(f.stat().st_size for f in bundle.parent.rglob("*") if f.is_file() and not f.is_symlink())
    assert size < 80 * 2**20, f"bundle is {size / 2**20:.0f} MiB"


def test_bundle_prints_its_version(bundle: Path, tmp_path: Path):
    done = subprocess.run([str(bundle), "--version"], capture_output=True, text=True, timeout=60, env=_env(tmp_path))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"tabletop {__version__}"


def test_bundle_self_test_passes(bundle: Path, tmp_path: Path):
    done = subprocess.run([str(bundle), "--self-test"], capture_output=True, text=True, timeout=300, env=_env(tmp_path))
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
    assert done.stdout.startswith("self-test passed:"), done.stdout
