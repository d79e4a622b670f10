"""Languages: the message catalogs (gettext, kept with Babel) and the renderer that reads them.

``use("el")`` makes every ``say`` render in that language: its catalog's translation of each template, its plural
forms, Babel's (CLDR's) numbers and lists. English is the templates themselves. A compiled catalog (``.mo``) is
read when present; otherwise its ``.po`` (or, for the pseudo-language, the template) is compiled in memory, so a
checkout that skipped ``make i18n`` still speaks every language it has.
"""

from __future__ import annotations

import functools
import gettext
import json
import locale
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from io import BytesIO
from pathlib import Path

import babel.core
from babel import Locale, localedata
from babel.lists import format_list
from babel.numbers import format_decimal

from tabletop.engine.message import STRUCTURE, Arg, Msg, Name, Renderer, Seat, active, language, msgc, use_renderer
from tabletop.i18n.pseudo import CODE as PSEUDO
from tabletop.i18n.pseudo import pseudo

__all__ = ["PSEUDO", "CatalogRenderer", "available", "chosen", "language", "load", "system_language", "use"]

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "messages"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
ENGLISH = "en"
RULEBOOK_LANGUAGES = ("el", "cs")  # the languages of our rulebooks, offered after English in this order
ORDINALS = {  # each of CLDR's ordinal categories as a catalog entry (English uses four; Greek and Czech one)
    "zero": msgc("ordinal zero", "{n}th"),
    "one": msgc("ordinal one", "{n}st"),
    "two": msgc("ordinal two", "{n}nd"),
    "few": msgc("ordinal few", "{n}rd"),
    "many": msgc("ordinal many", "{n}th"),
    "other": msgc("ordinal other", "{n}th"),
}


OWN_NAMES = LOCALE_DIR / "own-names.json"  # written with the compiled catalogs: CLDR's data loads in ~20 ms a language


def own_name(code: str) -> str:
    """A language's name in that language ("English", "Ελληνικά", "čeština"; the pseudo-language in its own marks),
    from CLDR: a name no catalog translates. Read from the names the catalogs were compiled with, else from Babel."""
    if code == PSEUDO:
        return pseudo("Pseudo")
    found = _compiled_own_names().get(code)
    return found if isinstance(found, str) and found else cldr_own_name(code)


@functools.cache
def _compiled_own_names() -> dict[str, object]:
    """The own names ``make catalogs`` wrote (nothing when it has not run, or the file is unreadable)."""
    try:
        found = json.loads(OWN_NAMES.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def cldr_own_name(code: str) -> str:
    """A language's name in that language, from Babel's CLDR data."""
    try:
        name = Locale.parse(code).get_display_name(code) or code
    except (ValueError, TypeError):
        return code
    return name[:1].upper() + name[1:]


def pseudo_enabled() -> bool:
    """Whether the pseudo-language is offered (``TABLETOP_PSEUDO=1``): it is for tests, not players."""
    return os.environ.get("TABLETOP_PSEUDO", "") == "1"


def catalog_languages() -> list[str]:
    """The languages with a catalog in ``tabletop/locale`` (English is the templates themselves)."""
    if not LOCALE_DIR.is_dir():
        return []
    return sorted(p.name for p in LOCALE_DIR.iterdir() if (p / "LC_MESSAGES" / f"{DOMAIN}.po").is_file())


def available() -> list[str]:
    """The languages a player may choose: English, every catalog, and ``xx`` when pseudo is enabled."""
    codes = [ENGLISH, *sorted((c for c in catalog_languages() if c not in (ENGLISH, PSEUDO)), key=_menu_order)]
    return [*codes, PSEUDO] if pseudo_enabled() else codes


def _menu_order(code: str) -> tuple[int, str]:
    """The rulebooks' languages first (Greek, then Czech), any other catalog after them."""
    return (RULEBOOK_LANGUAGES.index(code) if code in RULEBOOK_LANGUAGES else len(RULEBOOK_LANGUAGES), code)


def known(code: str) -> bool:
    """Whether ``code`` can be used (``xx`` always can, from the template: tests use it)."""
    return code in (ENGLISH, PSEUDO) or code in catalog_languages()


def system_language() -> str:
    """The system's language when a catalog exists for it, else English."""
    for key in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(key, "")
        if value:
            break
    else:
        value = locale.getlocale()[0] or ""
    code = value.split(":")[0].split(".")[0].split("_")[0].lower()
    return code if code in available() and code != PSEUDO else ENGLISH


_compiled_before: dict[str, tuple[tuple[float, float], bytes]] = {}  # code -> (its files' times, the catalog)


def _compiled(code: str) -> bytes:
    """The compiled catalog of ``code`` (kept while its files are unchanged: switching back is instant)."""
    folder = LOCALE_DIR / code / "LC_MESSAGES"
    mo, po = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    source = TEMPLATE if code == PSEUDO else po  # the pseudo-language is made from the template
    times = (_mtime(mo), _mtime(source))
    kept = _compiled_before.get(code)
    if kept is None or kept[0] != times:
        kept = _compiled_before[code] = (times, _compile(code, po, mo if times[0] >= max(times[1], 0) else None))
    return kept[1]


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return -1.0


def _compile(code: str, po: Path, mo: Path | None) -> bytes:
    """``code``'s ``.mo`` when given (present, and newer than any source), else its ``.po`` (the pseudo-language: the
    template turned into it) compiled here."""
    if mo is not None:
        return mo.read_bytes()
    from babel.messages.mofile import write_mo  # only a checkout that skipped ``make catalogs`` (~14 ms to import)
    from babel.messages.pofile import read_po

    if code == PSEUDO and not po.is_file():
        from tabletop.i18n.catalogs import pseudo_catalog

        catalog = pseudo_catalog()
    else:
        with po.open("rb") as f:
            catalog = read_po(f, locale=code)
    out = BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


LEAN_KEYS = ("decimal_formats", "list_patterns", "ordinal_form")  # all of CLDR's data the renderer reads


class LeanLocale(Locale):
    """A Babel locale holding only the CLDR data the renderer asks of it (number patterns, the ordinal rule, list
    patterns; ``LEAN_KEYS``): once loaded, Babel keeps a locale's whole data, ~2 MiB for English (root, en,
    en_001 and en_GB merged), for a few patterns. Babel's own functions format with it as with any locale."""

    def __init__(self, code: str) -> None:
        full = Locale.parse(code)
        super().__init__(full.language, full.territory, full.script, full.variant, full.modifier)
        self._kept = localedata.LocaleDataDict({key: _plain(full._data[key]) for key in LEAN_KEYS})
        localedata.clear_caches()  # the whole data goes with ``full``
        forget_babel_globals()

    @property
    def _data(self) -> localedata.LocaleDataDict:
        return self._kept


def forget_babel_globals() -> None:
    """Let go of CLDR's data for all locales that Babel keeps once it has parsed one (likely subtags, aliases,
    currencies, time zones: ~2.1 MiB). The renderer reads none of it once its locale is made, and Babel reads the
    file again whenever it is asked for it (a locale parsed for another language)."""
    babel.core._global_data = None  # Babel's own "not read yet", which get_global() checks before every read


def _plain(value: object) -> object:
    """CLDR data read through its aliases into plain dicts (a LocaleDataDict would keep the whole locale alive)."""
    if isinstance(value, Mapping):
        return {key: _plain(value[key]) for key in value}
    return value


@dataclass(eq=False)
class CatalogRenderer(Renderer):
    """Renders through one language's catalog; ``missing`` collects every message the catalog lacks."""

    code: str = ENGLISH
    translations: gettext.NullTranslations = field(default_factory=gettext.NullTranslations)
    missing: set[tuple[str, str]] = field(default_factory=set)
    verbatim: set[str] = field(default_factory=set)  # names and other texts rendered as they are (the scan's leave)

    @property
    def babel_locale(self) -> LeanLocale:
        """The language's CLDR data, read when a number or a list is first written (not before the first frame)."""
        return _lean_locale("en_GB" if self.code in (ENGLISH, PSEUDO) else self.code)

    def template(self, m: Msg, count: int | None) -> str:
        """``m``'s translation (its plural form for ``count``): English when the catalog lacks it."""
        if m.context == STRUCTURE:
            return m.text
        t = self.translations
        plural = bool(m.plural) and count is not None
        if m.context:
            found = t.npgettext(m.context, m.text, m.plural, count) if plural else t.pgettext(m.context, m.text)  # type: ignore[arg-type]
        else:
            found = t.ngettext(m.text, m.plural, count) if plural else t.gettext(m.text)  # type: ignore[arg-type]
        if found in (m.text, m.plural) and self.code != ENGLISH and not self._has(m):
            self.missing.add((m.context, m.text))
        return found

    def _has(self, m: Msg) -> bool:
        catalog = getattr(self.translations, "_catalog", {})
        key = f"{m.context}\x04{m.text}" if m.context else m.text
        return key in catalog or (key, 0) in catalog

    def number(self, n: int) -> str:
        """A number in this language's digits and signs (no grouping: a score reads like the track)."""
        return format_decimal(n, locale=self.babel_locale, group_separator=False)

    def ordinal(self, n: int) -> str:
        """An ordinal, by the language's ordinal category."""
        return self.spell(ORDINALS[self.babel_locale.ordinal_form(n)].but(n=n))

    def listed(self, items: list[str], junction: str) -> str:
        """Babel's list pattern ('A, B and C'); in the pseudo-language, its own junction so no English shows."""
        if self.code == PSEUDO or len(items) < 2:
            return super().listed(items, junction)
        return format_list(items, style="or" if junction == "or" else "standard", locale=self.babel_locale)

    def value(self, arg: Arg) -> str:
        """One argument; a name or verbatim text is remembered (the pseudo-language scan allows it)."""
        text = super().value(arg)
        if isinstance(arg, (Seat, Name)):
            self.verbatim.add(text)
        return text


@functools.lru_cache(maxsize=4)
def _lean_locale(code: str) -> LeanLocale:
    """``code``'s lean locale, made once (each renderer of a language shares it)."""
    return LeanLocale(code)


def load(code: str) -> CatalogRenderer:
    """A renderer for ``code`` (English when ``code`` has no catalog)."""
    if code == ENGLISH or not known(code):
        return CatalogRenderer(ENGLISH)
    translations = gettext.GNUTranslations(BytesIO(_compiled(code)))
    return CatalogRenderer(code, translations)


def use(code: str) -> str:
    """Speak ``code`` from now on (English if it has no catalog); returns the language used."""
    renderer = load(code)
    use_renderer(renderer)
    return renderer.code


def chosen(code: str | None) -> str:
    """The language to start in: ``code`` when given and known, else the system's."""
    return code if code and known(code) else system_language()


def verbatim_free(text: str) -> str:
    """``text`` without the names and verbatim texts the active renderer was given (what the catalog cannot mark)."""
    for name in sorted(getattr(active(), "verbatim", ()), key=len, reverse=True):
        if name:
            text = text.replace(name, "")
    return text
