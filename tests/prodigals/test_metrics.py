"""The font tables looks.py fits text with (tabletop/games/prodigals/table/metrics.py) against the bundled fonts: every
measure is at least what the renderer draws, and a paragraph said to fit keeps all its lines when painted."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
pygame = pytest.importorskip("pygame")

from tabletop.games.prodigals.rules.cards import catalog  # noqa: E402
from tabletop.games.prodigals.table import metrics, words  # noqa: E402
from tabletop.games.registry import load_rules  # noqa: E402
from tabletop.ui import fonts  # noqa: E402

STYLES = [(False, False), (True, False), (False, True), (True, True)]


@pytest.fixture(scope="module", autouse=True)
def _fonts():
    pygame.init()


def _texts() -> list[str]:
    spec = load_rules("prodigals").spec
    cards = catalog(spec)
    found = [words.card_name(spec, c) for c in cards]
    found += [line for c in cards for line in words.card_lines(spec, c)]
    return found + ["Player 1", "Chiara", "M4 > M3", "votes 24", "Élodie Ünal"]


@pytest.mark.parametrize("bold,serif", STYLES)
def test_the_tables_are_the_fonts(bold, serif):
    for size in range(metrics.SMALLEST, 25):
        fnt = fonts.font(size, bold, serif, floored=False)
        assert metrics.step(size, bold, serif) == fnt.get_linesize()
        for ch in map(chr, range(32, 127)):
            assert metrics.width(ch, size, bold, serif) == fnt.size(ch)[0], (size, ch)


@pytest.mark.parametrize("bold,serif", STYLES)
def test_a_measure_is_never_short(bold, serif):
    for size in (7, 9, 10, 12, 14, 18, 24, 30):
        fnt = fonts.font(size, bold, serif, floored=False)
        for text in _texts():
            assert metrics.width(text, size, bold, serif) >= fnt.size(text)[0], (size, text)
            assert metrics.height(size, bold, serif) >= fnt.size(text)[1]


def test_a_paragraph_that_fits_keeps_its_lines():
    for text in _texts():
        for size, w in ((9, 60), (10, 90), (12, 140)):
            ours = metrics.wrap(text, size, w)
            theirs = fonts.wrap(text, fonts.font(size), w)
            assert len(ours) >= len(theirs), (text, size, w)
