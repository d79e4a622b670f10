"""No text is ever cut, overlapped or drawn below the 9 px floor: every label of every game drawn at 1024x640,
800x600 (a shrunk canvas), 1280x800 and 1920x1080 fits its box (tests/ui/labels.py records each text cut with an
ellipsis, run over its piece's edge, drawn below the floor, or a paragraph that lost lines). The quick tier plays the
start of a game at each size; the soak plays whole games at every player count (800x600 in English, 1024x640 in
Greek or Czech, taking turns) and at the largest (1920x1080 in English; 1024x640 and 1280x800 in Greek and
Czech)."""

from __future__ import annotations

import pytest

from tabletop.games.registry import GAMES, load_rules
from tests.ui.labels import SIZES, audit_game, audit_screens

SIZE_IDS = [f"{w}x{h}" for w, h in SIZES]


@pytest.mark.parametrize("slug", list(GAMES))
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_menu_setup_and_the_first_moves_fit(slug, size):
    largest = load_rules(slug).player_counts[-1]
    problems = audit_screens(slug, size) + audit_game(slug, largest, size, actions=12, seed=2)
    assert not problems, "\n".join(problems)


def _soak_cases():
    """Every count at 800x600 (a shrunk canvas: the 9 px floor) and the largest at 1920x1080. English plays neither
    1024x640 nor 1280x800 whole: there Greek and Czech, longer than English, play the largest count and every count
    between them (``test_whole_games_fit_in_every_language``), and the quick tier plays English's first moves."""
    for slug in GAMES:
        counts = load_rules(slug).player_counts
        yield from ((slug, n, (800, 600)) for n in counts)
        yield slug, counts[-1], (1920, 1080)


SOAK = list(_soak_cases())


@pytest.mark.soak
@pytest.mark.parametrize(("slug", "players", "size"), SOAK, ids=[f"{s}-{n}p-{w}x{h}" for s, n, (w, h) in SOAK])
def test_whole_games_fit(slug, players, size):
    problems = audit_game(slug, players, size, seed=players)
    assert not problems, "\n".join(problems)


LANGUAGE_SIZES = ((1024, 640), (1280, 800))  # Greek and the pseudo-language run longer than English: fit, never cut
LANGUAGES = ("xx", "el", "cs")


@pytest.mark.parametrize("slug", list(GAMES))
@pytest.mark.parametrize("lang", ["xx", *(pytest.param(lang, marks=pytest.mark.soak) for lang in LANGUAGES[1:])])
def test_each_language_fits_and_every_word_is_from_the_catalog(slug, lang):  # (whole games at both sizes: the soak)
    """Menu, setup, readings, the table with its tips and a zoom, the end and rules screens, drawn at 1024x640 in
    each language: none is cut; in ``xx`` every drawn text came through the catalog (it carries the marks). The
    quick tier draws ``xx``, the longest; Greek and Czech, whose words are real, are drawn in the soak."""
    largest, size = load_rules(slug).player_counts[-1], LANGUAGE_SIZES[0]
    problems = audit_screens(slug, size, lang) + audit_game(slug, largest, size, actions=12, seed=2, lang=lang)
    assert not problems, "\n".join(problems)


def _language_soak_cases():
    """Greek and Czech in the tighter window (1024x640) at every count, taking turns (Greek the 1st, 3rd, ... count,
    Czech the 2nd, 4th, ...: each count is drawn in one real language longer than English) and both at the largest,
    which both also play in the roomier window (1280x800, where the largest table is the most crowded); the
    pseudo-language (whose work now is to find a word not from the catalog: Greek and Czech measure the layout with
    real words) at each game's largest."""
    for turn, lang in enumerate(LANGUAGES):
        for slug in GAMES:
            counts = load_rules(slug).player_counts
            for size in LANGUAGE_SIZES:
                every = lang != "xx" and size == LANGUAGE_SIZES[0]
                for k, n in enumerate(counts):
                    if n == counts[-1] or every and k % 2 == turn - 1:
                        yield slug, n, size, lang


LANGUAGE_SOAK = list(_language_soak_cases())


@pytest.mark.soak
@pytest.mark.parametrize(
    ("slug", "players", "size", "lang"),
    LANGUAGE_SOAK,
    ids=[f"{s}-{n}p-{w}x{h}-{lang}" for s, n, (w, h), lang in LANGUAGE_SOAK],
)
def test_whole_games_fit_in_every_language(slug, players, size, lang):
    screens = audit_screens(slug, size, lang) if players == load_rules(slug).player_counts[-1] else []
    problems = screens + audit_game(slug, players, size, seed=players, lang=lang)
    assert not problems, "\n".join(problems)
