"""Capo dei Capi's `presentation:` block: the real one is complete, broken ones are refused naming file, line and
key, and the table is painted from it (a colour changed in the data changes the drawn pixel)."""

from __future__ import annotations

import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.engine import DataError
from tabletop.games.capo.rules.data import load_capo
from tabletop.games.capo.rules.presentation import LABEL_FIELDS
from tabletop.games.capo.table import layout as capo_layout
from tabletop.games.registry import load_rules
from tabletop.paths import data_dir
from tests.data_helpers import line_of

DICE_BOX = "dice_box: [34, 40, 48]"
DICE = "dice: {white: white, black: black}"


def edited(tmp_path: Path, old: str, new: str) -> Path:
    """data/capo.yaml with ``old`` replaced once by ``new``, written to ``tmp_path/capo.yaml``."""
    text = (data_dir() / "capo.yaml").read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not in data/capo.yaml exactly once"
    path = tmp_path / "capo.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def refused(path: Path) -> str:
    """Load ``path``, which must fail with exactly one problem; return the error's text."""
    with pytest.raises(DataError) as caught:
        load_capo(path)
    assert len(caught.value.problems) == 1, str(caught.value)
    return str(caught.value)


def test_the_real_block_is_complete():
    spec = load_capo(data_dir() / "capo.yaml")
    pres = spec.presentation
    assert list(pres.dice) == [d.id for d in spec.dice]  # every die has its look, and nothing else has one
    assert set(pres.dice.values()) == {"white", "black"}
    assert len(pres.dice_box) == 3 and all(0 <= c <= 255 for c in pres.dice_box)
    assert 0 < pres.extortion_warning_at <= spec.extortion.arrest_above
    for name, fields in LABEL_FIELDS.items():
        text = getattr(pres.labels, name).text
        used = {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}
        assert text.strip() and used == set(fields), name
        text.format(**dict.fromkeys(fields, "x"))


def test_a_colour_of_two_numbers_is_refused(tmp_path: Path):
    path = edited(tmp_path, DICE_BOX, "dice_box: [34, 40]")
    line = line_of(path, "dice_box: [34, 40]")
    assert refused(path) == f"capo.yaml, line {line} at presentation.dice_box: expected 3 items, got 2"


def test_a_channel_of_256_is_refused(tmp_path: Path):
    path = edited(tmp_path, DICE_BOX, "dice_box: [34, 40, 256]")
    line = line_of(path, "dice_box: [34, 40, 256]")
    assert refused(path) == (
        f"capo.yaml, line {line} at presentation.dice_box[2]: expected a whole number from 0 to 255, got 256"
    )


def test_a_die_without_a_look_is_refused(tmp_path: Path):
    path = edited(tmp_path, DICE, "dice: {white: white}")
    line = line_of(path, "dice: {white: white}")
    assert refused(path) == f"capo.yaml, line {line} at presentation.dice: missing a look for die 'black'"


def test_a_look_for_an_unknown_die_is_refused(tmp_path: Path):
    path = edited(tmp_path, DICE, "dice: {white: white, black: black, red: white}")
    line = line_of(path, "red: white")
    assert refused(path) == (
        f"capo.yaml, line {line} at presentation.dice.red: unknown die 'red'; dice are ['white', 'black']"
    )


def test_a_look_the_renderer_cannot_draw_is_refused(tmp_path: Path):
    path = edited(tmp_path, DICE, "dice: {white: white, black: grey}")
    line = line_of(path, "black: grey")
    assert refused(path) == (
        f"capo.yaml, line {line} at presentation.dice.black: expected one of 'white', 'black', got 'grey'"
    )


def test_a_label_naming_an_unknown_placeholder_is_refused(tmp_path: Path):
    path = edited(tmp_path, '"{player} has the dice"', '"{name} has the dice"')
    line = line_of(path, "{name} has the dice")
    assert refused(path) == (
        f"capo.yaml, line {line} at presentation.labels.has_dice: unknown placeholder ['name']; known: ['player']"
    )


@pytest.fixture
def fresh_rules() -> Iterator[None]:
    """Rules loaded anew for the test, and again after it (load_rules remembers them per process)."""
    load_rules.cache_clear()
    yield
    load_rules.cache_clear()


def _dice_box_pixel() -> tuple[int, int, int]:
    """A pixel of the dice box's background on a headless table of a fresh game."""
    from tabletop.ui.screenshot import render

    size = (1280, 800)
    x = size[0] - capo_layout.panel_width(size[0]) + capo_layout.DICE_BOX[0]
    y = capo_layout.TOP_BAR + capo_layout.DICE_BOX[1]
    surface = render("capo", 2, 1, 0, size)
    return tuple(surface.get_at((x + 6, y + 50)))[:3]


def test_the_table_is_painted_from_the_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_rules: None):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert _dice_box_pixel() == load_rules("capo").spec.presentation.dice_box == (34, 40, 48)
    edited(tmp_path, DICE_BOX, "dice_box: [200, 10, 120]")
    monkeypatch.setattr("tabletop.paths.data_dir", lambda: tmp_path)
    load_rules.cache_clear()
    assert _dice_box_pixel() == (200, 10, 120)


def test_an_icon_role_named_twice_or_missing_is_refused(tmp_path: Path):
    path = edited(tmp_path, "- {id: box, icon: cardboard-box-closed}", "- {id: mayor, icon: cardboard-box-closed}")
    line = line_of(path, "icons:")
    with pytest.raises(DataError) as caught:
        load_capo(path)
    assert str(caught.value).splitlines() == [
        f"capo.yaml, line {line} at presentation.icons: needs one icon for 'mayor'",
        f"capo.yaml, line {line} at presentation.icons: needs one icon for 'box'",
    ]


def test_a_roll_effect_naming_an_unknown_placeholder_is_refused(tmp_path: Path):
    path = edited(tmp_path, "invest: A value cube onto {card}.", "invest: A value cube onto {area}.")
    line = line_of(path, "invest: A value cube onto {area}.")
    assert refused(path) == (
        f"capo.yaml, line {line} at presentation.roll_effects.invest: unknown placeholder ['area']; known: ['card']"
    )
