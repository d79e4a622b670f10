"""Masques's table colours and letters come from the validated `presentation:` block of data/masques.yaml.

The real block names every family (the neutral one too) and every guild; a colour that is not three numbers from
0 to 255, a missing entry and an entry for something the game does not have are each refused with the file, line
and key; and the sprites are painted from the data, not from constants in the UI module.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.games.masques.data import load_masques
from tabletop.paths import data_dir
from tests.data_helpers import data_error, line_of

REAL = data_dir() / "masques.yaml"


def broken(tmp_path: Path, *edits: tuple[str, str]) -> Path:
    """The real data file with each (old, new) edit made once, written to ``tmp_path/masques.yaml``."""
    text = REAL.read_text(encoding="utf-8")
    for old, new in edits:
        assert text.count(old) == 1, f"{old!r} is not once in data/masques.yaml"
        text = text.replace(old, new)
    path = tmp_path / "masques.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def only_problem(path: Path) -> tuple[str, int | None, str, str]:
    """(file, line, key, message) of the one problem loading ``path`` reports."""
    [problem] = data_error(load_masques, path).problems
    return problem.file, problem.line, problem.path, problem.message


def test_the_real_block_gives_every_family_and_guild_a_colour_and_names_nothing_else():
    spec = load_masques(REAL)
    look = spec.presentation
    assert list(look.families) == [f.id for f in (*spec.families, spec.neutral_family)]
    assert list(look.guilds) == [g.id for g in spec.guilds]
    assert all(len(g.letter) == 1 for g in look.guilds.values())
    assert len({g.letter for g in look.guilds.values()}) == len(look.guilds)  # a marker's letter tells its guild
    colours = [*look.families.values(), *(g.colour for g in look.guilds.values())]
    colours += [getattr(look.colours, f.name) for f in dataclasses.fields(look.colours)]
    assert all(len(c) == 3 and all(0 <= v <= 255 for v in c) for c in colours)


def test_the_ui_module_keeps_no_colour_letter_or_label_of_its_own_and_uses_every_fixed_colour():
    from tabletop.ui import masques_ui

    source = inspect.getsource(masques_ui)
    assert not re.search(r"\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)", source), "an RGB tuple is left in masques_ui"
    assert not any(hasattr(masques_ui, name) for name in ("FAMILY", "GUILD", "AGENT"))
    spec = load_masques(REAL)
    unused = [f.name for f in dataclasses.fields(spec.presentation.colours) if f"colours.{f.name}" not in source]
    assert not unused, f"colours in the data that nothing paints: {unused}"


def test_a_colour_of_two_numbers_is_refused_at_its_key(tmp_path: Path):
    path = broken(tmp_path, ("contarini: [196, 64, 64]", "contarini: [196, 64]"))
    line = line_of(path, "contarini: [196, 64]")
    assert only_problem(path) == ("masques.yaml", line, "presentation.families.contarini", "expected 3 items, got 2")


def test_a_channel_of_256_is_refused_at_its_key(tmp_path: Path):
    path = broken(tmp_path, ("clergy: {colour: [235, 235, 245]", "clergy: {colour: [235, 256, 245]"))
    line = line_of(path, "[235, 256, 245]")
    assert only_problem(path) == (
        "masques.yaml",
        line,
        "presentation.guilds.clergy.colour[1]",
        "expected a whole number from 0 to 255, got 256",
    )


def test_a_fixed_colour_out_of_range_or_missing_is_refused_at_its_key(tmp_path: Path):
    path = broken(tmp_path, ("palace: [214, 200, 168]", "palace: [214, 200, -1]"))
    line = line_of(path, "palace: [214, 200, -1]")
    assert only_problem(path)[1:3] == (line, "presentation.colours.palace[2]")
    path = broken(tmp_path, ("    pip_empty: [44, 60, 50]  # a favor track's unearned pip\n", ""))
    line = line_of(path, "  colours:")
    missing = "missing key 'pip_empty' (a list of a whole number)"
    assert only_problem(path)[1:] == (line, "presentation.colours", missing)


def test_a_family_with_no_colour_is_refused_naming_it(tmp_path: Path):
    path = broken(tmp_path, ("    venier: [160, 100, 196]\n", ""))
    line = line_of(path, "  families:  # guest cards")
    assert only_problem(path) == ("masques.yaml", line, "presentation.families", "needs an entry for 'venier'")


def test_a_guild_with_no_look_is_refused_naming_it(tmp_path: Path):
    path = broken(tmp_path, ("    scribes: {colour: [140, 100, 60], letter: S}\n", ""))
    line = line_of(path, "  guilds:  # favor markers")
    assert only_problem(path) == ("masques.yaml", line, "presentation.guilds", "needs an entry for 'scribes'")


def test_an_entry_for_an_unknown_family_or_guild_is_refused_at_its_key(tmp_path: Path):
    path = broken(
        tmp_path,
        ("    foscari: [140, 140, 140]\n", "    foscari: [140, 140, 140]\n    barbarigo: [10, 20, 30]\n"),
        ("letter: S}\n", "letter: S}\n    bankers: {colour: [1, 2, 3], letter: B}\n"),
    )
    problems = {(p.line, p.path): p.message for p in data_error(load_masques, path).problems}
    assert problems == {
        (line_of(path, "barbarigo:"), "presentation.families.barbarigo"): (
            "unknown family 'barbarigo'; known: contarini, dandolo, morosini, venier, foscari"
        ),
        (line_of(path, "bankers:"), "presentation.guilds.bankers"): (
            "unknown guild 'bankers'; known: clergy, winemakers, merchants, military, scribes"
        ),
    }


def test_a_letter_must_be_one_character(tmp_path: Path):
    path = broken(tmp_path, ("letter: W}", "letter: Wi}"), ("down_letter: x}", 'down_letter: ""}'))
    problems = {p.path: p.message for p in data_error(load_masques, path).problems}
    assert problems == {
        "presentation.guilds.winemakers.letter": "needs exactly one letter",
        "presentation.ducat.down_letter": "needs exactly one letter",
    }


# ----- the sprites are painted from the data ----------------------------------------------------------------
@pytest.fixture
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A data folder the game loads masques.yaml from (write it before drawing); the real one is back after."""
    from tabletop.games.registry import load_rules
    from tabletop.ui import masques_ui

    monkeypatch.setattr("tabletop.paths.data_dir", lambda: tmp_path)
    load_rules.cache_clear()
    masques_ui._cache.clear()
    yield tmp_path
    monkeypatch.undo()
    load_rules.cache_clear()
    masques_ui._cache.clear()


def test_changing_a_colour_in_the_data_changes_the_drawn_pixel(data_folder: Path):
    import pygame

    from tabletop.games.registry import load_rules
    from tabletop.ui import masques_ui

    def drawn(family: str, guild: str, letter: str) -> tuple[tuple[int, ...], tuple[int, ...], bytes]:
        """A Contarini guest's band pixel, a clergy marker's fill pixel and the marker, drawn from edited data."""
        broken(
            data_folder,
            ("contarini: [196, 64, 64]", f"contarini: {family}"),
            ("clergy: {colour: [235, 235, 245], letter: C}", f"clergy: {{colour: {guild}, letter: {letter}}}"),
        )
        load_rules.cache_clear()
        masques_ui._cache.clear()
        guest = masques_ui.CARD_SPRITES["guest"]("contarini|3|up", 60, 80, None)
        marker = masques_ui.CARD_SPRITES["marker"]("clergy|up", 40, 40, None)
        return tuple(guest.get_at((30, 3))), tuple(marker.get_at((5, 20))), pygame.image.tobytes(marker, "RGBA")

    pygame.init()
    band, fill, c = drawn("[196, 64, 64]", "[235, 235, 245]", "C")
    assert (band, fill) == ((196, 64, 64, 255), (235, 235, 245, 255))
    band, fill, _ = drawn("[10, 200, 30]", "[40, 50, 60]", "C")
    assert (band, fill) == ((10, 200, 30, 255), (40, 50, 60, 255))
    assert drawn("[196, 64, 64]", "[235, 235, 245]", "I")[2] != c  # the letter printed on a marker is the data's
