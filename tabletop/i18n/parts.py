"""A language's catalog in parts, one per game and one for the shared screens, so that each game can be translated
(with its glossary beside it) apart from the others; then gathered back into the one catalog.

``python -m tabletop.i18n.parts split el DIR`` writes ``DIR/<part>.el.po`` (every entry, translated or not);
``python -m tabletop.i18n.parts gather el DIR`` copies every translation found there back into
``tabletop/locale/el/LC_MESSAGES/messages.po``, which stays the one catalog a translator and the app read;
``python -m tabletop.i18n.parts check el FILE.po`` lists what a part still lacks; ``todo el FILE.po 40`` prints the
next untranslated entries as JSON, and ``fill el FILE.po DONE.json`` sets the translations such a JSON gives.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message

from tabletop.i18n import LOCALE_DIR, TEMPLATE
from tabletop.i18n.catalogs import STABLE, read, translated, write

SHARED = "shared"


def part_of(message: Message) -> str:
    """The part an entry belongs to: the game whose code or data alone uses it, else the shared part."""
    games = set()
    for filename, _line in message.locations:
        path = Path(filename).as_posix()
        if path.startswith("tabletop/games/") and path.count("/") > 3:
            games.add(path.split("/")[2])
        elif path.startswith("data/") and path.endswith(".yaml"):
            games.add(Path(path).stem)
        else:
            games.add(SHARED)
    if message.context and ":" in message.context and message.context.split(":")[0] in games:
        return message.context.split(":")[0]
    return games.pop() if len(games) == 1 else SHARED


def catalog_path(code: str) -> Path:
    """Where a language's one catalog lives."""
    return LOCALE_DIR / code / "LC_MESSAGES" / "messages.po"


def fresh_catalog(code: str) -> Catalog:
    """A language's catalog: the existing one, or a new one made from the template."""
    path = catalog_path(code)
    if path.is_file():
        return read(path, code)
    catalog = Catalog(locale=code, project="Tabletop", version="1", fuzzy=False, creation_date=STABLE)
    catalog.update(read(TEMPLATE), no_fuzzy_matching=True)
    return catalog


def split(code: str, folder: Path) -> dict[str, int]:
    """Write the language's catalog as parts in ``folder``; returns each part's number of entries."""
    catalog = fresh_catalog(code)
    parts: dict[str, Catalog] = {}
    for m in catalog:
        if not m.id:
            continue
        name = part_of(m)
        part = parts.setdefault(
            name, Catalog(locale=code, project=f"Tabletop {name}", fuzzy=False, creation_date=STABLE)
        )
        part[m.id] = Message(m.id, m.string, locations=m.locations, flags=m.flags, context=m.context)
    for name, part in parts.items():
        write(folder / f"{name}.{code}.po", part)
    return {name: len(part) for name, part in sorted(parts.items())}


def gather(code: str, folder: Path) -> int:
    """Copy the translations in ``folder``'s parts into the language's catalog; returns how many entries are
    translated once gathered."""
    catalog = fresh_catalog(code)
    for path in sorted(folder.glob(f"*.{code}.po")):
        for m in read(path, code):
            if not m.id or not translated(m.string):
                continue
            kept = catalog.get(m.id, context=m.context)
            if kept is not None:
                kept.string = m.string
                kept.flags.discard("fuzzy")
    target = catalog_path(code)
    temporary = target.with_suffix(f".po.{os.getpid()}")
    write(temporary, catalog)
    temporary.replace(target)
    return sum(1 for m in catalog if m.id and translated(m.string))


def check(path: Path, code: str) -> list[str]:
    """What a part (or a whole catalog) still lacks: ``catalogs.translation_problems``."""
    from tabletop.i18n.catalogs import translation_problems

    return translation_problems(code, read(path, code))


def todo(path: Path, code: str, limit: int) -> list[dict[str, object]]:
    """The first ``limit`` untranslated entries of a part, as the objects ``fill`` takes back (with where each is
    used, to read it in its place)."""
    entries: list[dict[str, object]] = []
    for m in read(path, code):
        if m.id and not translated(m.string):
            entries.append(
                {
                    "id": m.id if isinstance(m.id, str) else list(m.id),
                    "ctx": m.context,
                    "where": sorted({f for f, _ in m.locations}),
                    "str": "",
                }
            )
            if len(entries) >= limit:
                break
    return entries


def fill(path: Path, code: str, translations: list[dict[str, object]]) -> list[str]:
    """Set the translations given (objects with ``id``, ``ctx`` and ``str``: a text, or a list of the plural forms)
    in a part; returns what could not be set."""
    catalog = read(path, code)
    refused = []
    for entry in translations:
        raw_id, text = entry.get("id"), entry.get("str")
        key = tuple(raw_id) if isinstance(raw_id, list) else raw_id
        kept = catalog.get(key, context=entry.get("ctx"))  # type: ignore[arg-type]
        if kept is None:
            refused.append(f"no such entry: {raw_id!r} [{entry.get('ctx')}]")
        elif isinstance(kept.id, (tuple, list)) != isinstance(text, list):
            refused.append(f"{raw_id!r}: give {'a list of plural forms' if isinstance(kept.id, tuple) else 'a text'}")
        else:
            kept.string = tuple(text) if isinstance(text, list) else text  # type: ignore[assignment]
            kept.flags.discard("fuzzy")
    temporary = path.with_suffix(f".po.{os.getpid()}")
    write(temporary, catalog)
    temporary.replace(path)
    return refused


def main(argv: list[str] | None = None) -> int:
    """The command line: split or gather one language's catalog."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) < 3 or args[0] not in ("split", "gather", "check", "todo", "fill"):
        print(
            "usage: python -m tabletop.i18n.parts split|gather|check|todo|fill LANG DIR|FILE.po [N|FILE.json]",
            file=sys.stderr,
        )
        return 2
    command, code, folder = args[0], args[1], Path(args[2])
    if command == "todo":
        print(json.dumps(todo(folder, code, int(args[3]) if len(args) > 3 else 40), ensure_ascii=False, indent=1))
        return 0
    if command == "fill":
        refused = fill(folder, code, json.loads(Path(args[3]).read_text(encoding="utf-8")))
        for line in refused:
            print(line)
        return 1 if refused else 0
    if command == "check":
        found = check(folder, code)
        for line in found:
            print(line)
        print(f"{len(found)} problems", file=sys.stderr)
        return 1 if found else 0
    if command == "split":
        for name, count in split(code, folder).items():
            print(f"{folder / f'{name}.{code}.po'}: {count} entries")
    else:
        print(f"{catalog_path(code)}: {gather(code, folder)} entries translated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
