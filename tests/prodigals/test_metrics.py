"""The measures looks.py and faces.py fit text with (``tabletop.engine.measure`` for widths, the table's metrics.py
for line heights) against the bundled fonts as the renderer draws them: a width is within a few pixels of the
drawn one, a line height is never short, and a paragraph said to fit keeps all its lines when painted."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
pygame = pytest.importorskip("pygame")

from tabletop.engine import measure  # noqa: E402
from tabletop.engine.message import msg, say  # noqa: E402
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
    found = [say(words.card_name(spec, c)) for c in cards]
    found += [say(line) for c in cards for line in words.card_lines(spec, c)]
    return found + ["Player 1", "Chiara", "M4 > M3", "votes 24", "Élodie Ünal"]


@pytest.mark.parametrize("bold,serif", STYLES)
def test_a_line_is_as_tall_as_the_font_draws_it(bold, serif):
    for size in range(6, 25):
        fnt = fonts.font(size, bold, serif, floored=False)
        assert metrics.step(size, bold, serif) >= fnt.get_linesize()
        assert metrics.height(size, bold, serif) >= fnt.size("Mg")[1] - 1


@pytest.mark.parametrize("bold,serif", STYLES)
def test_a_measure_is_close_to_the_drawn_width(bold, serif):
    for size in (9, 10, 12, 14, 18, 24):
        fnt = fonts.font(size, bold, serif, floored=False)
        for text in _texts():
            drawn = fnt.size(text)[0]
            assert abs(measure.width(text, size, bold, serif) - drawn) <= max(metrics.SLACK + 3, drawn * 0.05), (
                size,
                text,
            )


def test_a_message_is_measured_as_it_is_rendered():
    text = msg("Round {round} of 5", round=3)
    assert measure.width(text, 12) == measure.width(say(text), 12) > 0


def test_a_paragraph_that_fits_keeps_its_lines():
    for text in _texts():
        for size, w in ((9, 60), (10, 90), (12, 140)):
            ours = metrics.wrap(text, w, size)
            theirs = fonts.wrap(text, fonts.font(size), w)
            assert len(ours) >= len(theirs), (text, size, w)
