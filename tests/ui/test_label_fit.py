"""No text is ever cut, overlapped or drawn below the 9 px floor: every label of every game drawn at 1024x640,
800x600 (a shrunk canvas), 1280x800 and 1920x1080 fits its box (tests/ui/labels.py records each text cut with an
ellipsis, run over its piece's edge, drawn below the floor, or a paragraph that lost lines). The quick tier plays the
start of a game at each size; the soak plays whole games at every player count at the small sizes."""

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
    small = [size for size in SIZES if size[0] <= 1024]  # every count at the small windows (the 9 px floor), the
    for slug in GAMES:  # largest at the others
        counts = load_rules(slug).player_counts
        for size in SIZES:
            for n in counts if size in small else counts[-1:]:
                yield slug, n, size


SOAK = list(_soak_cases())


@pytest.mark.soak
@pytest.mark.parametrize(("slug", "players", "size"), SOAK, ids=[f"{s}-{n}p-{w}x{h}" for s, n, (w, h) in SOAK])
def test_whole_games_fit(slug, players, size):
    problems = audit_game(slug, players, size, seed=players)
    assert not problems, "\n".join(problems)


PSEUDO_SIZES = ((1024, 640), (1280, 800))  # the pseudo-language runs ~40% longer than English: fit, never cut


@pytest.mark.parametrize("slug", list(GAMES))
@pytest.mark.parametrize("size", PSEUDO_SIZES[:1], ids=[f"{w}x{h}" for w, h in PSEUDO_SIZES[:1]])
def test_the_pseudo_language_fits_and_every_word_is_from_the_catalog(slug, size):  # (1280x800: the soak)
    """Menu, setup, readings, the table with its tips and a zoom, the end and rules screens, drawn in ``xx``: every
    drawn text came through the catalog (it carries the pseudo-language's marks), and none is cut."""
    largest = load_rules(slug).player_counts[-1]
    problems = audit_screens(slug, size, "xx") + audit_game(slug, largest, size, actions=12, seed=2, lang="xx")
    assert not problems, "\n".join(problems)


def _pseudo_soak_cases():
    for slug in GAMES:
        for size in PSEUDO_SIZES:
            for n in load_rules(slug).player_counts:
                yield slug, n, size


PSEUDO_SOAK = list(_pseudo_soak_cases())


@pytest.mark.soak
@pytest.mark.parametrize(
    ("slug", "players", "size"), PSEUDO_SOAK, ids=[f"{s}-{n}p-{w}x{h}-xx" for s, n, (w, h) in PSEUDO_SOAK]
)
def test_whole_games_fit_in_the_pseudo_language(slug, players, size):
    problems = audit_game(slug, players, size, seed=players, lang="xx")
    assert not problems, "\n".join(problems)
