"""The 9 px floor: no text is drawn smaller than ``fonts.FLOOR`` window pixels, a small window's shrunk canvas
included; a text too wide at the floor goes onto more lines, or becomes three dots the piece's hover tip explains."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from tabletop.engine.face import Sketch
from tabletop.ui import fonts
from tabletop.ui.app import App
from tabletop.ui.paint import paint
from tabletop.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[2] / "tabletop"


@pytest.fixture
def shrunk():
    """A window smaller than the table's natural minimum (its canvas is drawn larger and shrunk onto it)."""
    app = App((800, 600), settings=Settings("off"), autosave=False)
    yield app
    App((1280, 800), settings=Settings("off"), autosave=False)  # back to an unscaled window for later tests


def test_a_shrunk_window_raises_every_font_to_the_floor_as_the_player_sees_it(shrunk):
    assert shrunk.scale < 1
    smallest = fonts.smallest()
    assert smallest * shrunk.scale >= fonts.FLOOR > (smallest - 1) * shrunk.scale
    assert fonts.font(6).get_height() == fonts.font(smallest).get_height()
    with fonts.audit() as cuts:
        fonts.line_image("7", 6, (255, 255, 255))
    assert cuts == []  # raised, so not below the floor


def test_an_unscaled_window_keeps_the_floor_at_nine_pixels():
    App((1280, 800), settings=Settings("off"), autosave=False)
    assert fonts.smallest() == fonts.FLOOR
    assert fonts.font(12).get_height() > fonts.font(7).get_height() == fonts.font(9).get_height()


def _ink(surface: pygame.Surface) -> list[int]:
    """The rows of ``surface`` (black before painting) holding anything drawn."""
    w, h = surface.get_size()
    return [y for y in range(h) if any(surface.get_at((x, y))[:3] != (0, 0, 0) for x in range(w))]


def test_a_label_too_wide_at_the_floor_wraps_onto_two_lines_when_the_face_has_room():
    App((1024, 640), settings=Settings("off"), autosave=False)
    face = Sketch(60, 60).text("Leapfrog at the Ball", (30, 4), 11, "text", anchor="midtop", max_width=56).face()
    surface = pygame.Surface((60, 60))
    with fonts.audit() as cuts:
        paint(surface, face, surface.get_rect())
    rows = _ink(surface)
    assert cuts == [] and rows and rows[-1] - rows[0] > fonts.font(0).get_linesize()  # two lines, nothing cut


def test_a_label_that_cannot_fit_its_piece_at_the_floor_becomes_dots_not_a_cut():
    App((1024, 640), settings=Settings("off"), autosave=False)
    face = Sketch(30, 12).text("Conservative Reservation", (15, 6), 8, "text", anchor="center", max_width=28).face()
    surface = pygame.Surface((30, 12))
    with fonts.audit() as cuts:
        paint(surface, face, surface.get_rect())
    assert cuts == []
    assert _ink(surface)  # the three dots


def test_every_text_is_rendered_through_fonts_render():
    """So the audit sees the size of every text drawn: no module renders a font itself."""
    direct = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in ROOT.rglob("*.py")
        if path.name != "fonts.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\.render\(", line) and "freetype" not in line
    ]
    assert direct == []
