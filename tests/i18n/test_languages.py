"""Greek and Czech: each game's glossary is taken from its rulebook (every quoted line is in the seed and names the
term), the catalogs name every term as the glossary says, the fonts draw every character of every catalog, and
every scene of every game drawn in Greek or Czech meets no message the catalog lacks."""

from __future__ import annotations

import re
from pathlib import Path

import pygame.freetype
import pytest

from tabletop import i18n
from tabletop.games.registry import GAMES, load_rules
from tabletop.i18n import glossary
from tabletop.i18n.catalogs import read
from tabletop.i18n.parts import catalog_path
from tabletop.paths import art_dir
from tabletop.ui import fonts, screenshot

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"
SOURCE = re.compile(r"^(?P<file>[\w.-]+\.txt):(?P<line>\d+) (?P<rest>«.+».*)$")  # a quote, then perhaps a note
GAP = re.compile(r"\s*(?:…|\.\.\.)\s*")  # a quote leaves words out with an ellipsis
LANGUAGES = glossary.LANGUAGES
SCENES = ("table", "curtain", "peek", "gameover", "ingame", "menu", "setup", "rules", "readings")


def _spaced(text: str) -> str:
    return " ".join(glossary.fold(text).split())


def _quoted(rest: str, line: str) -> str | None:
    """The quote that opens ``rest`` (up to whichever closing mark makes it a quote of ``line``: quotes nest), or
    None when no such quote is on the line. Its pieces between ellipses must be there in order."""
    closings = [i for i, c in enumerate(rest) if c == "»"]
    for end in reversed(closings):
        quote = rest[1:end]
        at, here = 0, _spaced(line)
        for piece in GAP.split(quote):
            piece = _spaced(piece)
            at = here.find(piece, at) if piece else at
            if at < 0:
                break
            at += len(piece)
        else:
            return quote
    return None


@pytest.mark.parametrize("slug", list(GAMES))
def test_every_game_has_a_glossary_whose_seed_lines_say_its_terms(slug):
    terms = glossary.load(slug)
    assert len(terms) >= 20, f"{slug}: only {len(terms)} terms"
    wrong = []
    for term in terms:
        for lang in LANGUAGES:
            source = term.sources[lang]
            if source.startswith("translated"):
                continue
            found = SOURCE.match(source)
            if not found:
                wrong.append(f"{term.id} {lang}: {source!r} is neither 'translated' nor 'file:line «quote»'")
                continue
            path = SEEDS / found["file"]
            if not path.is_file():
                if SEEDS.is_dir():
                    wrong.append(f"{term.id} {lang}: no seed {found['file']}")
                continue
            lines = path.read_text(encoding="utf-8").splitlines()
            number = int(found["line"])
            line = lines[number - 1] if 1 <= number <= len(lines) else ""
            quote = _quoted(found["rest"], line)
            if quote is None:
                wrong.append(f"{term.id} {lang}: {found['rest']} is not on line {number} of {found['file']}")
            elif not term.named_in(lang, quote):
                wrong.append(f"{term.id} {lang}: «{quote}» does not name {term.names[lang]!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", list(GAMES))
def test_the_catalog_names_every_glossary_term_as_the_glossary_says(slug, lang):
    catalog = read(catalog_path(lang), lang)
    found = list(glossary.departures(glossary.load(slug), lang, glossary.catalog_entries(slug, catalog)))
    assert not found, f"{len(found)} entries:\n" + "\n".join(found[:30])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bundled_fonts_draw_every_character_of_the_catalog(lang):
    pygame.freetype.init()
    catalog = read(catalog_path(lang), lang)
    characters = set()
    for m in catalog:
        for text in m.string if isinstance(m.string, (tuple, list)) else (m.string or "",):
            characters |= {c for c in text if c.isprintable() and not c.isspace()}
    characters |= set(i18n.own_name(lang))
    missing = {}
    for name in fonts.FILES.values():
        face = pygame.freetype.Font(str(art_dir() / name), 20)
        lacking = sorted(c for c in characters if face.get_metrics(c)[0] is None)
        if lacking:
            missing[name] = "".join(lacking)
    assert len(characters) > 60
    assert not missing, missing


@pytest.mark.soak  # the quick tier holds it by parts: every message is in the template, every entry translated
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", list(GAMES))
def test_every_scene_of_every_game_speaks_the_language_without_an_english_word(slug, lang):
    players = load_rules(slug).player_counts[-1]
    lacking: dict[tuple[str, str], str] = {}
    for scene in SCENES:
        screenshot.render(slug, players, 3, 25, (1280, 800), scene, lang=lang)
        renderer = i18n.active()
        for key in getattr(renderer, "missing", ()):
            lacking.setdefault(key, scene)
    assert not lacking, "\n".join(f"{scene}: {text!r} [{context}]" for (context, text), scene in lacking.items())


def test_each_language_is_named_in_its_own_words_with_or_without_the_compiled_names(tmp_path, monkeypatch):
    names = {code: i18n.own_name(code) for code in ("en", *LANGUAGES)}
    assert names == {code: i18n.cldr_own_name(code) for code in names}
    assert names["el"] == "Ελληνικά" and names["cs"] == "Čeština"
    for text in ("{not json", '["a list"]', '{"el": 7}'):  # a damaged file: Babel's names, nothing raised
        broken = tmp_path / "own-names.json"
        broken.write_text(text, encoding="utf-8")
        monkeypatch.setattr(i18n, "OWN_NAMES", broken)
        i18n._compiled_own_names.cache_clear()
        assert i18n.own_name("el") == "Ελληνικά"
    i18n._compiled_own_names.cache_clear()
