"""Vendor the game-icons.net icons listed in art/icons.txt into art/icons/ as standalone SVG files.

    python art/fetch_icons.py [--authors-from DIR]

Fetches the pinned npm package of the set in Iconify's JSON form (`npm pack`, into a temporary folder), writes
each listed icon as ``art/icons/<name>.svg`` (a black glyph on a transparent 512 x 512 canvas: the table tints it
when it draws it), removes the SVGs no longer listed, and writes ``art/icons/ATTRIBUTION.md`` (the set, its
licence, the package version and every icon). The npm package does not say who drew each icon; with
``--authors-from`` a checkout of github.com/game-icons/icons (one folder per author) fills in each icon's author,
and without it the authors already named in ATTRIBUTION.md are kept.

Needs ``npm`` on the PATH; the app itself never runs this (it loads the vendored SVGs).
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

PACKAGE = "@iconify-json/game-icons@1.2.4"  # pinned: the vendored files say which version they came from
ART = Path(__file__).resolve().parent
LIST = ART / "icons.txt"
OUT = ART / "icons"
UNKNOWN_AUTHOR = "game-icons.net contributors"


def chosen(path: Path = LIST) -> list[str]:
    """The icon names in ``path``: one a line, ``#`` comments and blank lines skipped, duplicates once."""
    names: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        name = line.split("#", 1)[0].strip()
        if name and name not in names:
            names.append(name)
    return names


def fetch_package(folder: Path) -> Path:
    """Unpack the npm package into ``folder``; return its ``package/`` directory."""
    done = subprocess.run(["npm", "pack", PACKAGE, "--silent"], cwd=folder, check=True, capture_output=True, text=True)
    tarball = folder / done.stdout.strip().splitlines()[-1]
    with tarfile.open(tarball) as tar:
        tar.extractall(folder, filter="data")
    return folder / "package"


def svg_of(icons: dict, name: str) -> str:
    """The standalone SVG of ``name`` (an alias resolves to its parent), with every fill black."""
    entry = icons["icons"].get(name)
    if entry is None:
        entry = icons["icons"][icons["aliases"][name]["parent"]]
    width = entry.get("width", icons.get("width", 512))
    height = entry.get("height", icons.get("height", 512))
    left, top = entry.get("left", icons.get("left", 0)), entry.get("top", icons.get("top", 0))
    body = entry["body"].replace("currentColor", "#000")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="{left} {top} {width} {height}">{body}</svg>\n'
    )


def _path_data(svg: str) -> list[str]:
    return [re.sub(r"\s+", "", d) for d in re.findall(r'\sd="([^"]+)"', svg)]


def authors_from(checkout: Path, icons: dict, names: list[str]) -> dict[str, str]:
    """Each name's author from a checkout of the set's repository (``<author>/<name>.svg``; where two authors
    drew icons of one name, the one whose path data matches the package's)."""
    display = {}
    licence = checkout / "license.txt"
    if licence.is_file():  # "- Lorc, http://..." lines give the authors' own spelling of their names
        for line in licence.read_text(encoding="utf-8").splitlines():
            if line.startswith("- "):
                person = line[2:].split(",")[0].split(" - ")[0].strip()
                display[re.sub(r"[^a-z0-9]", "", person.lower())] = person
    found: dict[str, str] = {}
    for name in names:
        files = [p for p in checkout.glob(f"*/{name}.svg") if p.parent.name != "badges"]
        if len(files) > 1:
            mine = _path_data(svg_of(icons, name))
            files = [p for p in files if _path_data(p.read_text(encoding="utf-8")) == mine] or files
        if files:
            folder = files[0].parent.name
            found[name] = display.get(re.sub(r"[^a-z0-9]", "", folder), folder)
    return found


def previous_authors(path: Path = OUT / "ATTRIBUTION.md") -> dict[str, str]:
    """The authors named in an earlier ATTRIBUTION.md (so a run without ``--authors-from`` keeps them)."""
    if not path.is_file():
        return {}
    rows = re.findall(r"^\| ([a-z0-9-]+) \| (.+) \|$", path.read_text(encoding="utf-8"), flags=re.M)
    return {name: who for name, who in rows if who != UNKNOWN_AUTHOR}


def attribution(info: dict, version: str, names: list[str], authors: dict[str, str]) -> str:
    """The text of ATTRIBUTION.md."""
    licence = info["license"]
    author = info["author"]
    lines = [
        "# Icons",
        "",
        f"The icons in this folder are from **{info['name']}**, <https://game-icons.net>, by {author['name']} "
        f"(<{author['url']}>): Lorc, Delapouite and the other contributors the set lists.",
        f"They are used under the **{licence['title']}** licence (Creative Commons Attribution 3.0 Unported, "
        f"<https://creativecommons.org/licenses/by/3.0/>; the set's own terms: <{licence['url']}>).",
        "",
        f"Taken from the npm package `{PACKAGE.rsplit('@', 1)[0]}` version {version} (the set in Iconify's JSON "
        "form) by `art/fetch_icons.py`, which lists the chosen names in `art/icons.txt`. Changes: each icon is "
        "saved as a standalone SVG with a black fill; the program tints it when it draws it.",
        "",
        "| icon | author |",
        "| --- | --- |",
    ]
    lines += [f"| {name} | {authors.get(name, UNKNOWN_AUTHOR)} |" for name in names]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write the listed icons and the attribution; report unknown names (with near misses) and fail."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--authors-from", type=Path, help="a checkout of github.com/game-icons/icons")
    args = parser.parse_args(argv)
    names = chosen()
    with tempfile.TemporaryDirectory(prefix="game-icons-") as folder:
        package = fetch_package(Path(folder))
        icons = json.loads((package / "icons.json").read_text(encoding="utf-8"))
        info = json.loads((package / "info.json").read_text(encoding="utf-8"))
        version = json.loads((package / "package.json").read_text(encoding="utf-8"))["version"]
    known = set(icons["icons"]) | set(icons.get("aliases", {}))
    unknown = [n for n in names if n not in known]
    if unknown:
        for name in unknown:
            near = ", ".join(difflib.get_close_matches(name, known, n=4)) or "no near match"
            print(f"{LIST.name}: no icon {name!r} in the set (near: {near})", file=sys.stderr)
        return 1
    OUT.mkdir(exist_ok=True)
    for stale in OUT.glob("*.svg"):
        if stale.stem not in names:
            stale.unlink()
    for name in names:
        (OUT / f"{name}.svg").write_text(svg_of(icons, name), encoding="utf-8")
    authors = authors_from(args.authors_from, icons, names) if args.authors_from else previous_authors()
    (OUT / "ATTRIBUTION.md").write_text(attribution(info, version, names, authors), encoding="utf-8")
    print(f"wrote {len(names)} icons from {PACKAGE.rsplit('@', 1)[0]} {version} into {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
