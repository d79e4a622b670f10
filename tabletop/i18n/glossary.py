"""Each game's glossary (``tabletop/locale/glossary/<game>.yaml``): every component's and rule's name in English,
Greek and Czech, with the rulebook line each comes from (or "translated" where the seed has no word for it); and the
check that a catalog names every term as its glossary says, wherever the English names it.

``python -m tabletop.i18n.glossary [GAME] [LANG] [FILE.po]`` prints every entry that does not follow the glossary
(the language's catalog by default, or a part of it).
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from babel.messages.catalog import Catalog, Message

from tabletop.i18n import LOCALE_DIR
from tabletop.i18n.catalogs import forms

GLOSSARY_DIR = LOCALE_DIR / "glossary"
LANGUAGES = ("el", "cs")
PLACEHOLDER = re.compile(r"\{\w*\}")


class GlossaryError(ValueError):
    """A glossary file that cannot be read as one."""


@dataclass(frozen=True)
class Term:
    """One named thing of a game, in every language, with where each name comes from."""

    id: str
    en: str
    en_match: tuple[str, ...]  # the English words that name it (a plural 's' is allowed after each)
    names: dict[str, str]  # language -> the name
    match: dict[str, tuple[str, ...]]  # language -> the word starts any inflected form of the name begins with
    sources: dict[str, str]  # language -> "<seed file>:<line> «quote»" or "translated"
    skip: frozenset[str] = field(default_factory=frozenset)  # English entries where the word is not this term

    def names_in(self, english: str) -> bool:
        """Whether an English text names this term in its own words (a ``{placeholder}`` is filled in with a name
        already translated, so it names nothing here)."""
        words = PLACEHOLDER.sub(" ", english)
        return any(_english_pattern(w).search(words) for w in self.en_match)

    def named_in(self, lang: str, text: str) -> bool:
        """Whether a translation names this term as the glossary says (any inflection of it)."""
        folded = fold(text)
        return any(re.search(r"(?<!\w)" + re.escape(fold(start)), folded) for start in self.match[lang])


def fold(text: str) -> str:
    """Text compared without case or accents (a Greek capital drops its accent)."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("ς", "σ")


def _english_pattern(word: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(word) + r"(?:s|es)?(?![\w-])", re.IGNORECASE)


def _texts(value: object) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    raise GlossaryError(f"expected a text or a list of texts, got {value!r}")


def load(game: str) -> list[Term]:
    """A game's glossary, validated."""
    path = GLOSSARY_DIR / f"{game}.yaml"
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as error:
        raise GlossaryError(f"{path}: {error}") from error
    if not isinstance(data, dict) or not isinstance(data.get("terms"), list):
        raise GlossaryError(f"{path}: expected a mapping with a 'terms' list")
    terms, seen = [], set()
    for i, raw in enumerate(data["terms"]):
        where = f"{path.name} term {i + 1}"
        if not isinstance(raw, dict):
            raise GlossaryError(f"{where}: expected a mapping")
        try:
            term_id, en = str(raw["id"]), str(raw["en"])
            names = {lang: str(raw[lang]) for lang in LANGUAGES}
            sources = {lang: str(raw[f"{lang}_source"]) for lang in LANGUAGES}
        except KeyError as missing:
            raise GlossaryError(f"{where}: {missing} is missing") from None
        if term_id in seen:
            raise GlossaryError(f"{where}: the id {term_id!r} is used twice")
        seen.add(term_id)
        try:
            match = {lang: _texts(raw.get(f"{lang}_match", names[lang])) for lang in LANGUAGES}
            terms.append(
                Term(
                    term_id,
                    en,
                    _texts(raw.get("en_match", en)),
                    names,
                    match,
                    sources,
                    frozenset(_texts(raw.get("skip", []))),
                )
            )
        except GlossaryError as error:
            raise GlossaryError(f"{where} ({term_id}): {error}") from None
    return terms


def games() -> list[str]:
    """The games with a glossary."""
    return sorted(p.stem for p in GLOSSARY_DIR.glob("*.yaml")) if GLOSSARY_DIR.is_dir() else []


def departures(terms: Iterable[Term], lang: str, entries: Iterable[Message]) -> Iterator[str]:
    """Every translated entry whose English names a term that its translation does not name as the glossary says."""
    terms = list(terms)
    for m in entries:
        if not m.id:
            continue
        english = " ".join(forms(m.id))
        translations = [t for t in forms(m.string) if t]
        if not translations:
            continue
        for term in terms:
            if forms(m.id)[0] in term.skip or not term.names_in(english):
                continue
            for text in translations:
                if not term.named_in(lang, text):
                    where = f" [{m.context}]" if m.context else ""
                    yield f"{lang} {term.id} ({term.names[lang]}): {forms(m.id)[0]!r}{where} -> {text!r}"
                    break


def catalog_entries(game: str, catalog: Catalog) -> list[Message]:
    """The entries of ``catalog`` that belong to ``game``'s part."""
    from tabletop.i18n.parts import part_of

    return [m for m in catalog if m.id and part_of(m) == game]


def main(argv: list[str] | None = None) -> int:
    """Print every departure from the glossaries (of one game and language, in one file, when given)."""
    from tabletop.i18n.catalogs import read
    from tabletop.i18n.parts import catalog_path

    args = sys.argv[1:] if argv is None else argv
    chosen_games = args[:1] or games()
    langs = args[1:2] or list(LANGUAGES)
    found = 0
    for game in chosen_games:
        terms = load(game)
        for lang in langs:
            path = Path(args[2]) if len(args) > 2 else catalog_path(lang)
            if not path.is_file():
                continue
            for line in departures(terms, lang, catalog_entries(game, read(path, lang))):
                print(line)
                found += 1
    print(f"{found} entries do not follow the glossary", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
