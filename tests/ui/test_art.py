"""The art pipeline: the bundled serif font, the vendored game-icons.net icons, and the face marks that draw them."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from tabletop.engine.face import Face, Icon, Sketch, Text, shift
from tabletop.paths import art_dir
from tabletop.selftest import ICON_KEY, SAMPLE_TEXT, icons_in_data
from tabletop.ui import fonts, icons
from tabletop.ui.paint import paint

ROOT = Path(__file__).resolve().parents[2]
GLYPHS = SAMPLE_TEXT + " ěščřžýáíéůúňťď ĚŠČŘŽÝÁÍÉŮÚŇŤĎ αβγδεζηθικλμνξοπρστυφχψωάέήίόύώς ΑΒΓΔΘΛΞΠΣΦΨΩ"
LISTED = icons.listed()


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.font.init()
    pygame.freetype.init()
    yield


@pytest.mark.parametrize("bold", [False, True])
def test_the_serif_font_has_greek_and_czech(bold: bool):
    path = art_dir() / fonts.FILES[(bold, True)]
    metrics = pygame.freetype.Font(str(path), 16).get_metrics(GLYPHS)
    assert [ch for ch, m in zip(GLYPHS, metrics) if m is None] == []


def test_serif_fonts_are_cached_apart_from_sans():
    assert fonts.font(20, serif=True) is fonts.font(20, serif=True)
    assert fonts.font(20, serif=True) is not fonts.font(20)
    assert fonts.font(20, True, True).size("Κάρτα Δημάρχου") != fonts.font(20, True).size("Κάρτα Δημάρχου")
    assert fonts.fit("Klub ztroskotanců", 40, 120, serif=True).size("Klub ztroskotanců")[0] <= 120
    assert fonts.wrap("Klub ztroskotanců Κάρτα Δημάρχου", 18, 120, serif=True) == fonts.wrap(
        "Klub ztroskotanců Κάρτα Δημάρχου", fonts.font(18, serif=True), 120
    )


def test_the_list_is_the_folder():
    assert 40 <= len(LISTED) <= 120
    on_disk = sorted(p.stem for p in (art_dir() / "icons").glob("*.svg"))
    assert on_disk == sorted(LISTED), "art/icons.txt and art/icons/ disagree: run python art/fetch_icons.py"


@pytest.mark.parametrize("name", LISTED)
def test_every_listed_icon_rasterises_with_alpha(name: str):
    for size in (16, 64):
        image = icons.icon_surface(name, size, (200, 40, 40))
        assert image.get_size() == (size, size)
        assert image.get_flags() & pygame.SRCALPHA
        alphas = {image.get_at((x, y))[3] for x in range(size) for y in range(size)}
        assert 0 in alphas and max(alphas) >= 192, f"{name} at {size}px has no transparent or no solid pixel"
        inked = [image.get_at((x, y)) for x in range(size) for y in range(size) if image.get_at((x, y))[3] > 0]
        assert {tuple(c[:3]) for c in inked} == {(200, 40, 40)}


def test_icons_are_rasterised_once():
    icons.icon_surface.cache_clear()
    first = icons.icon_surface("crown", 32, (1, 2, 3))
    assert icons.icon_surface("crown", 32, (1, 2, 3)) is first
    before = icons._raster.misses
    icons.icon_surface("crown", 32, (9, 9, 9))  # another colour: tinted afresh, not rasterised again
    assert icons._raster.misses == before


def test_a_missing_icon_names_its_file():
    with pytest.raises(FileNotFoundError, match=r"no-such-icon\.svg"):
        icons.icon_surface("no-such-icon", 16, (0, 0, 0))


def test_an_icon_mark_paints_its_colour_inside_its_box_only():
    face = Sketch(100, 60).icon("crown", (10, 5, 40, 40), (250, 10, 10)).face()
    assert face.marks == (Icon("crown", (10.0, 5.0, 40.0, 40.0), (250, 10, 10)),)
    surface = pygame.Surface((200, 120))
    surface.fill((0, 0, 0))
    paint(surface, face, pygame.Rect(0, 0, 200, 120))  # scaled x2: the box is (20, 10, 80, 80)
    box = pygame.Rect(20, 10, 80, 80)
    red = [(x, y) for x in range(200) for y in range(120) if surface.get_at((x, y))[:3] == (250, 10, 10)]
    assert len(red) > 500
    assert all(box.collidepoint(p) for p in red)
    touched = [(x, y) for x in range(200) for y in range(120) if surface.get_at((x, y))[:3] != (0, 0, 0)]
    assert all(box.collidepoint(p) for p in touched)
    hues = {surface.get_at(p)[:3] for p in touched}  # the edges blend the colour into the black background
    assert all(g == b and r >= g for r, g, b in [(c[0], c[1], c[2]) for c in hues])


def test_an_icon_mark_takes_ink_names_and_seats():
    surface = pygame.Surface((40, 40), pygame.SRCALPHA)
    for ink in ("accent", "seat:1"):
        paint(surface, Face((40, 40), (Icon("coins", (0, 0, 40, 40), ink),)), surface.get_rect())
    assert surface.get_bounding_rect().w > 20


def test_icon_marks_shift_with_their_face():
    (moved,) = shift((Icon("crown", (1, 2, 3, 4)),), 10, 20)
    assert moved == Icon("crown", (11, 22, 3, 4))


def test_a_serif_text_mark_renders_differently_from_a_sans_one():
    def draw(serif: bool) -> bytes:
        surface = pygame.Surface((300, 60))
        face = Sketch(300, 60).text("Κάρτα Δημάρχου", (6, 10), 28, (255, 255, 255), serif=serif).face()
        paint(surface, face, surface.get_rect())
        return pygame.image.tobytes(surface, "RGB")

    assert draw(True) != draw(False)
    assert Text("x", (0, 0), 10).serif is False  # the default keeps every existing face as it was
    para = Sketch(200, 80).para("Klub ztroskotanců " * 4, (0, 0, 200, 80), 14, (255, 255, 255), serif=True).face()
    surface = pygame.Surface((200, 80))
    paint(surface, para, surface.get_rect())
    assert surface.get_bounding_rect().h > 14


def test_face_imports_no_pygame():
    tree = ast.parse((ROOT / "tabletop" / "engine" / "face.py").read_text(encoding="utf-8"))
    modules = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    modules += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert not [m for m in modules if m.split(".")[0] == "pygame"]
    code = "import sys, tabletop.engine.face; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_the_attribution_names_the_set_and_its_licence():
    text = (art_dir() / "icons" / "ATTRIBUTION.md").read_text(encoding="utf-8")
    assert "game-icons.net" in text and "CC BY 3.0" in text
    assert "creativecommons.org/licenses/by/3.0" in text
    for name in LISTED:
        assert f"| {name} |" in text
    assert "Open Font License" in (art_dir() / "Libertine-LICENSE.txt").read_text(encoding="utf-8")


def test_icon_keys_in_the_data_are_found_and_listed(tmp_path: Path, monkeypatch):
    assert all(name in LISTED for name in icons_in_data())  # none yet; any later must be listed
    (tmp_path / "game.yaml").write_text(
        "presentation:\n  king: {name: King, icon: crown}\n  bank:\n    icon: 'bank'\n# the favor icon: not a key\n",
        encoding="utf-8",
    )
    assert ICON_KEY.findall((tmp_path / "game.yaml").read_text(encoding="utf-8")) == ["crown", "bank"]
    from tabletop import selftest

    monkeypatch.setattr(selftest, "data_dir", lambda: tmp_path)
    assert selftest.icons_in_data() == {"crown": ["game.yaml"], "bank": ["game.yaml"]}
    (tmp_path / "more.yaml").write_text("x: {icon: no-such-icon}\n", encoding="utf-8")
    with pytest.raises(selftest.SelfTestError, match=r"no-such-icon \(in more\.yaml\)"):
        selftest._check_icons()
