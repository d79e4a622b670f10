"""The catalogs kept with Babel: extract every message from the code (``msg``, ``msgn``, ``msgc``) and the data (each
game's texts, with their data ids as context) into ``tabletop/locale/messages.pot``; update each language's ``.po``
from it; compile every ``.mo`` (and the pseudo-language's, made from the template); check that all of it agrees.

``python -m tabletop.i18n.catalogs update|compile|check`` (``make i18n`` runs update and compile).
"""

from __future__ import annotations

import dataclasses
import json
import string
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from tabletop.engine.message import STRUCTURE, Msg
from tabletop.i18n import DOMAIN, ENGLISH, LOCALE_DIR, OWN_NAMES, PSEUDO, TEMPLATE, catalog_languages, cldr_own_name
from tabletop.i18n.pseudo import pseudo

PACKAGE = Path(__file__).resolve().parent.parent
STABLE = datetime(2026, 1, 1, tzinfo=UTC)  # the header's date, fixed so that re-extracting changes nothing
KEYWORDS = {"msg": None, "msgn": (1, 2), "msgc": ((1, "c"), 2)}
Key = tuple[str, str | None]  # (msgid, context)


def extracted() -> Iterator[tuple[str, int, str | tuple[str, ...], str | None]]:
    """Every message of the code (its literal ``msg``/``msgn``/``msgc`` calls) and of the data (each game's texts,
    by ``extract_data``), extracted by Babel: (file, line, text or (singular, plural), context)."""
    root = PACKAGE.parent
    methods = [("tabletop/**.py", "python"), ("data/*.yaml", "tabletop.i18n.catalogs:extract_data")]
    for filename, lineno, message, _comments, context in extract_from_dir(
        str(root), method_map=methods, keywords=KEYWORDS, strip_comment_tags=True
    ):
        if isinstance(message, tuple) and len(message) == 1:
            message = message[0]
        yield filename, lineno, message, context


def extract_data(
    fileobj: Any, keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """A Babel extraction method for a game's data file: every text its validated model holds as a message, with
    the data's own id as context (``capo:guide.turn.0``). The file is loaded through its game, so exactly the
    texts the game shows are extracted, as it shows them."""
    from tabletop.games.registry import GAMES, load_rules_from

    name = Path(getattr(fileobj, "name", "")).name
    slug = next((slug for slug, game in GAMES.items() if game.data_file == name), None)
    if slug is None:
        return
    spec = getattr(load_rules_from(slug, Path(fileobj.name)), "spec", None)
    for m in walk_texts(spec):
        if m.text and m.context != STRUCTURE:
            yield 0, "msgc", (m.context, m.text), []


def walk_texts(value: Any, seen: set[int] | None = None) -> Iterator[Msg]:
    """Every message inside loaded data (dataclasses, tuples, lists, mappings)."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    if isinstance(value, Msg):
        yield value
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        seen.add(id(value))
        for f in dataclasses.fields(value):
            yield from walk_texts(getattr(value, f.name), seen)
    elif isinstance(value, (tuple, list, frozenset, set)):
        seen.add(id(value))
        for item in value:
            yield from walk_texts(item, seen)
    elif isinstance(value, dict):
        seen.add(id(value))
        for item in value.values():
            yield from walk_texts(item, seen)


def template() -> Catalog:
    """The catalog template: every message of the code and the data, each with where it is used."""
    catalog = Catalog(project="Tabletop", version="1", copyright_holder="Tabletop", fuzzy=False, creation_date=STABLE)
    for filename, line, message, context in extracted():
        catalog.add(message, locations=[(filename, line)], context=context, flags=_flags(message))
    return catalog


def _flags(message: str | tuple[str, ...]) -> tuple[str, ...]:
    texts = message if isinstance(message, tuple) else (message,)
    return ("python-brace-format",) if any(placeholders(t) for t in texts) else ()


def placeholders(text: str) -> set[str]:
    """The ``{names}`` a template fills in."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}
    except ValueError:
        return {"<broken braces>"}


def write(path: Path, catalog: Catalog) -> None:
    """Write a catalog as stable text (sorted, file names without line numbers, so edits elsewhere do not churn)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_po(f, catalog, width=0, sort_output=True, include_lineno=False, omit_header=False)


def read(path: Path, locale: str | None = None) -> Catalog:
    """Read a ``.po`` or ``.pot``."""
    with path.open("rb") as f:
        return read_po(f, locale=locale)


def pseudo_catalog() -> Catalog:
    """The pseudo-language's catalog, made from the template: every entry transformed."""
    source = read(TEMPLATE) if TEMPLATE.is_file() else template()
    catalog = Catalog(locale=None, project="Tabletop", fuzzy=False, creation_date=STABLE)
    for m in source:
        if not m.id:
            continue
        text = tuple(pseudo(t) for t in m.id) if isinstance(m.id, (tuple, list)) else pseudo(str(m.id))
        catalog.add(m.id, text, context=m.context)
    return catalog


def _po(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def update() -> None:
    """Extract the template afresh and bring every language's catalog up to it (new entries empty, old ones gone)."""
    fresh = template()
    write(TEMPLATE, fresh)
    for code in catalog_languages():
        if code == PSEUDO:
            continue
        catalog = read(_po(code), code)
        catalog.update(fresh, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        write(_po(code), catalog)


def compile_all() -> list[Path]:
    """Compile every language's ``.mo`` and the pseudo-language's, and write each language's own name (the menu's);
    returns the files written."""
    written = []
    catalogs = {code: read(_po(code), code) for code in catalog_languages() if code != PSEUDO}
    catalogs[PSEUDO] = pseudo_catalog()
    for code, catalog in catalogs.items():
        path = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            write_mo(f, catalog)
        written.append(path)
    names = {code: cldr_own_name(code) for code in (ENGLISH, *catalogs) if code != PSEUDO}
    OWN_NAMES.write_text(json.dumps(names, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    written.append(OWN_NAMES)
    return written


def _keys(catalog: Catalog) -> set[Key]:
    return {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalog if m.id}


def problems() -> list[str]:
    """What is wrong with the catalogs: the template out of date with the code and data (a message missing or no
    longer used), or a language's catalog incomplete (``translation_problems``)."""
    found = []
    if not TEMPLATE.is_file():
        return [f"{TEMPLATE} is missing: run make i18n"]
    kept, fresh = _keys(read(TEMPLATE)), _keys(template())
    for text, context in sorted(fresh - kept, key=str):
        found.append(f"not in the catalog (run make i18n): {text!r}" + (f" [{context}]" if context else ""))
    for text, context in sorted(kept - fresh, key=str):
        found.append(
            f"in the catalog but no longer used (run make i18n): {text!r}" + (f" [{context}]" if context else "")
        )
    for code in catalog_languages():
        found += translation_problems(code, read(_po(code), code))
    return found


def forms(value: object) -> tuple[str, ...]:
    """A catalog entry's id or string as its forms: one text, or the singular and plural (the plural forms)."""
    return tuple(str(v or "") for v in value) if isinstance(value, (tuple, list)) else (str(value or ""),)


def translated(value: object) -> bool:
    """Whether an entry's string has every form filled in."""
    return all(forms(value))


def translation_problems(code: str, catalog: Catalog) -> list[str]:
    """What a language's catalog lacks: entries untranslated or fuzzy, placeholders unlike the template's, a plural
    without each of the language's forms."""
    found = []
    for m in catalog:
        if not m.id:
            continue
        ids, strings = forms(m.id), forms(m.string)
        where = f" [{m.context}]" if m.context else ""
        if not all(strings):
            found.append(f"{code}: untranslated: {ids[0]!r}{where}")
            continue
        if m.fuzzy:
            found.append(f"{code}: fuzzy: {ids[0]!r}{where}")
        if len(ids) > 1 and len(strings) != catalog.num_plurals:
            found.append(f"{code}: {ids[0]!r}{where} has {len(strings)} plural forms, not {catalog.num_plurals}")
        wanted = set().union(*(placeholders(t) for t in ids))
        for s in strings:
            if placeholders(s) - wanted:
                found.append(f"{code}: {ids[0]!r} has placeholders {sorted(placeholders(s))}, not {sorted(wanted)}")
    return found


def main(argv: list[str] | None = None) -> int:
    """The command line: update, compile or check."""
    args = sys.argv[1:] if argv is None else argv
    command = args[0] if args else "check"
    if command == "update":
        update()
        print(f"{TEMPLATE.relative_to(PACKAGE.parent)}: {len(read(TEMPLATE))} messages")
    elif command == "compile":
        for path in compile_all():
            print(f"compiled {path.relative_to(PACKAGE.parent)}")
    elif command == "check":
        found = problems()
        for line in found:
            print(line)
        return 1 if found else 0
    else:
        print("usage: python -m tabletop.i18n.catalogs update|compile|check", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
