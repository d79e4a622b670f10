"""Mascarade's table paints from the ``presentation:`` block of data/mascarade.yaml: the real block is complete,
broken blocks are refused naming file, line and key, and a colour changed in the data changes the drawn pixel."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import tabletop.games.registry
from tabletop.engine import DataError
from tabletop.engine.layout import Region
from tabletop.games.mascarade.data import POWERS, MascaradeSpec, load_mascarade
from tabletop.games.mascarade.rules import MascaradeRules
from tabletop.paths import data_dir
from tabletop.ui import mascarade_ui
from tabletop.ui.render import CARD_SPRITES, REGION_PAINTERS
from tests.data_helpers import line_of

REAL = data_dir() / "mascarade.yaml"
JUDGE = "judge: {colour: [60, 60, 90], letter: J}"


def edited(tmp_path: Path, *edits: tuple[str, str]) -> Path:
    """The real data file with each (old, new) edit made once, written to ``tmp_path/mascarade.yaml``."""
    text = REAL.read_text(encoding="utf-8")
    for old, new in edits:
        assert text.count(old) == 1, f"{old!r} is not once in data/mascarade.yaml"
        text = text.replace(old, new)
    path = tmp_path / "mascarade.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def only_problem(path: Path) -> str:
    """Load ``path``, which must fail with exactly one problem; return the error's text."""
    with pytest.raises(DataError) as caught:
        load_mascarade(path)
    assert len(caught.value.problems) == 1, str(caught.value)
    return str(caught.value)


# ----- the real block -------------------------------------------------------------------------------------------
def test_the_real_block_gives_every_character_and_card_position_its_look():
    spec = load_mascarade(REAL)
    look = spec.presentation
    assert sorted(look.characters) == sorted(POWERS)
    assert look.characters["judge"].colour == (60, 60, 90) and look.characters["judge"].letter == "J"
    assert all(len(c.letter) == 1 for c in look.characters.values())
    small = spec.small_games
    assert set(look.positions) == set(small.two_players.positions + small.three_players.positions)
    assert look.positions["P"] == "protected"
    colours = [c.colour for c in look.characters.values()]
    colours += [look.card_back.body, look.card_back.trim, look.card_rim, look.seat, look.seat_rim, look.centre]
    assert all(len(c) == 3 and all(0 <= v <= 255 for v in c) for c in colours)
    assert (look.labels.courthouse, look.labels.bank) == ("Courthouse", "Bank: unlimited")


# ----- broken blocks --------------------------------------------------------------------------------------------
def test_a_colour_of_two_numbers_is_refused(tmp_path: Path):
    path = edited(tmp_path, (JUDGE, "judge: {colour: [60, 60], letter: J}"))
    line = line_of(path, "judge: {colour: [60, 60], letter: J}")
    assert only_problem(path) == (
        f"mascarade.yaml, line {line} at presentation.characters.judge.colour: expected 3 items, got 2"
    )


def test_a_channel_of_256_is_refused(tmp_path: Path):
    path = edited(tmp_path, ("card_rim: [120, 100, 60]", "card_rim: [120, 100, 256]"))
    line = line_of(path, "card_rim: [120, 100, 256]")
    assert only_problem(path) == (
        f"mascarade.yaml, line {line} at presentation.card_rim[2]: expected a whole number from 0 to 255, got 256"
    )


def test_a_character_without_a_look_is_refused(tmp_path: Path):
    path = edited(tmp_path, ("    widow: {colour: [50, 50, 50], letter: W}\n", ""))
    line = line_of(path, "presentation:") + 1  # the block's characters: mapping
    assert only_problem(path) == (
        f"mascarade.yaml, line {line} at presentation.characters: has no entry for character widow"
    )


def test_a_look_for_an_unknown_character_is_refused(tmp_path: Path):
    path = edited(tmp_path, (JUDGE, JUDGE + "\n    jester: {colour: [1, 2, 3], letter: X}"))
    line = line_of(path, "jester: {colour")
    message = only_problem(path)
    assert message.startswith(
        f"mascarade.yaml, line {line} at presentation.characters.jester: unknown character 'jester'; known: ['judge',"
    )


def test_card_positions_need_their_label_and_no_other(tmp_path: Path):
    path = edited(tmp_path, ("{L: left, R: right, P: protected}", "{L: left, R: right, X: protected}"))
    line = line_of(path, "X: protected")
    with pytest.raises(DataError) as caught:
        load_mascarade(path)
    assert [str(p) for p in caught.value.problems] == [
        f"mascarade.yaml, line {line} at presentation.positions: has no entry for card position P",
        f"mascarade.yaml, line {line} at presentation.positions.X: unknown card position 'X'; known: ['L', 'R', 'P']",
    ]


def test_a_letter_is_a_single_letter(tmp_path: Path):
    path = edited(tmp_path, (JUDGE, "judge: {colour: [60, 60, 90], letter: JU}"))
    line = line_of(path, "letter: JU")
    assert only_problem(path) == (
        f"mascarade.yaml, line {line} at presentation.characters.judge.letter: needs a single letter"
    )


# ----- the screen reads the data ------------------------------------------------------------------------------
@pytest.fixture
def use_data(monkeypatch: pytest.MonkeyPatch):
    """Make the table paint from a given spec (as load_rules would return it), then restore the real one."""
    pygame.init()

    def use(spec: MascaradeSpec) -> None:
        rules = MascaradeRules(spec)
        monkeypatch.setattr(tabletop.games.registry, "load_rules", lambda slug: rules)

    return use


def test_a_colour_changed_in_the_data_changes_the_drawn_pixel(tmp_path: Path, use_data):
    w, h = 60, 90
    band, back = (w // 5, int(h * 0.45)), (w // 2, 8)
    real = load_mascarade(REAL)
    use_data(real)
    assert CARD_SPRITES["mcard"]("judge", w, h, None).get_at(band)[:3] == (60, 60, 90)
    assert CARD_SPRITES["mcard"]("down", w, h, None).get_at(back)[:3] == (56, 30, 70)

    changed = load_mascarade(
        edited(
            tmp_path,
            (JUDGE, "judge: {colour: [10, 200, 30], letter: J}"),
            ("card_back: {body: [56, 30, 70]", "card_back: {body: [1, 2, 3]"),
        )
    )
    use_data(changed)
    assert CARD_SPRITES["mcard"]("judge", w, h, None).get_at(band)[:3] == (10, 200, 30)
    assert CARD_SPRITES["mcard"]("down", w, h, None).get_at(back)[:3] == (1, 2, 3)

    tile = pygame.Surface((80, 30))
    REGION_PAINTERS["character"](tile, Region("char:judge", "character", (0, 0, 80, 30), "judge"), {})
    assert tile.get_at((3, 15))[:3] == (10, 200, 30)
    assert mascarade_ui._spec() is changed
