"""Masques's table colours and icons come from the validated `presentation:` block of data/masques.yaml.

The real block names every family (the neutral one too), every guild and every agent type; a colour that is not
three numbers from 0 to 255, a missing entry and an entry for something the game does not have are each refused
with the file, line and key; and the sprites are painted from the data, not from constants in the UI module.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.engine.message import say
from tabletop.games.masques.rules.data import load_masques
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


def test_the_real_block_gives_every_family_guild_and_agent_a_look_and_names_nothing_else():
    spec = load_masques(REAL)
    look = spec.presentation
    families = [f.id for f in (*spec.families, spec.neutral_family)]
    assert list(look.families) == families and list(look.crests) == families
    assert list(look.guilds) == [g.id for g in spec.guilds]
    assert list(look.agents) == [a.id for a in spec.agents.types]
    assert len({c.icon for c in look.crests.values()}) == len(look.crests)  # a crest's charge tells its family
    assert len({g.icon for g in look.guilds.values()}) == len(look.guilds)  # a marker's icon tells its guild
    assert len({a.icon for a in look.agents.values()}) == len(look.agents)
    colours = [*look.families.values(), *(g.colour for g in look.guilds.values())]
    colours += [getattr(look.colours, f.name) for f in dataclasses.fields(look.colours)]
    assert all(len(c) == 3 and all(0 <= v <= 255 for v in c) for c in colours)


def test_every_icon_the_block_names_is_vendored_and_reaches_the_self_test():
    from tabletop.selftest import icons_in_data
    from tabletop.ui.icons import icon_path, listed

    look = load_masques(REAL).presentation
    named = {e.icon for e in (*look.crests.values(), *look.guilds.values(), *look.agents.values())}
    named |= {getattr(look.emblems, f.name).icon for f in dataclasses.fields(look.emblems)}
    assert named <= set(listed()) and all(icon_path(n).is_file() for n in named)
    assert named <= {n for n, files in icons_in_data().items() if any("masques" in str(f) for f in files)}


MODULES = ("looks", "board", "pictures", "dress")  # the modules that build Masques's faces


def test_the_looks_keep_no_colour_or_icon_of_their_own_and_use_every_fixed_colour():
    import importlib

    sources = [inspect.getsource(importlib.import_module(f"tabletop.games.masques.table.{m}")) for m in MODULES]
    for source in sources:
        assert not re.search(r"\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)", source), "an RGB tuple is left in the looks"
        assert not re.search(r"\[\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\]", source), "an RGB list is left in the looks"
        assert "pygame" not in source  # pure: the one renderer draws the faces
        assert ".svg" not in source  # icons are named in the data
    source = "\n".join(sources)
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
    path = broken(tmp_path, ("    pip_empty: [36, 26, 20]  # a favor column's unearned pip\n", ""))
    line = line_of(path, "  colours:")
    missing = "missing key 'pip_empty' (a list of a whole number)"
    assert only_problem(path)[1:] == (line, "presentation.colours", missing)


def test_a_family_with_no_colour_is_refused_naming_it(tmp_path: Path):
    path = broken(tmp_path, ("    venier: [160, 100, 196]\n", ""))
    line = line_of(path, "  families:  # guest cards")
    assert only_problem(path) == ("masques.yaml", line, "presentation.families", "needs an entry for 'venier'")


def test_a_guild_with_no_look_is_refused_naming_it(tmp_path: Path):
    path = broken(tmp_path, ("    scribes: {colour: [140, 100, 60], icon: quill-ink}\n", ""))
    line = line_of(path, "  guilds:  # favor markers")
    assert only_problem(path) == ("masques.yaml", line, "presentation.guilds", "needs an entry for 'scribes'")


def test_an_entry_for_an_unknown_family_or_guild_is_refused_at_its_key(tmp_path: Path):
    path = broken(
        tmp_path,
        ("    foscari: [140, 140, 140]\n", "    foscari: [140, 140, 140]\n    barbarigo: [10, 20, 30]\n"),
        ("icon: quill-ink}\n", "icon: quill-ink}\n    bankers: {colour: [1, 2, 3], icon: coins}\n"),
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


def test_an_agent_without_a_look_and_a_crest_without_an_icon_name_are_refused(tmp_path: Path):
    path = broken(
        tmp_path,
        ("    gondolier: {icon: paddles}\n", ""),
        ("    foscari: {icon: lion}\n", "    foscari: {icon: Lion King}\n"),
    )
    problems = {(p.line, p.path): p.message for p in data_error(load_masques, path).problems}
    assert problems == {
        (line_of(path, "  agents:  # the icon"), "presentation.agents"): "needs an entry for 'gondolier'",
        (line_of(path, "foscari: {icon: Lion King}"), "presentation.crests.foscari.icon"): "needs an icon name",
    }


# ----- the faces are painted from the data ------------------------------------------------------------------
@pytest.fixture
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A data folder the game loads masques.yaml from (write it before drawing); the real one is back after."""
    from tabletop.games.registry import load_rules

    monkeypatch.setattr("tabletop.paths.data_dir", lambda: tmp_path)
    load_rules.cache_clear()
    yield tmp_path
    monkeypatch.undo()
    load_rules.cache_clear()


def _common(surface, x: int, y: int) -> tuple[int, ...]:
    """The most common colour in the 7 x 7 patch around (x, y) (a textured surface is its tint but for flecks)."""
    from collections import Counter

    patch = [tuple(surface.get_at((x + dx, y + dy)))[:3] for dx in range(-3, 4) for dy in range(-3, 4)]
    return Counter(patch).most_common(1)[0][0]


def test_changing_a_colour_or_an_icon_in_the_data_changes_the_drawn_pixels(data_folder: Path):
    import pygame

    from tabletop.games.masques.table import looks
    from tabletop.games.registry import load_rules
    from tabletop.ui.paint import sprite

    def drawn(family: str, guild: str, icon: str) -> tuple[tuple[int, ...], tuple[int, ...], bytes]:
        """A Contarini guest's band pixel, a clergy marker's wood pixel and the marker, drawn from edited data."""
        broken(
            data_folder,
            ("contarini: [196, 64, 64]", f"contarini: {family}"),
            ("clergy: {colour: [235, 235, 245], icon: church}", f"clergy: {{colour: {guild}, icon: {icon}}}"),
        )
        load_rules.cache_clear()
        spec = load_rules("masques").spec
        guest = sprite(looks.piece(spec, "guest", "contarini|3|up", 60, 80), 60, 80)
        marker = sprite(looks.piece(spec, "marker", "clergy|up", 40, 40), 40, 40)
        return tuple(guest.get_at((4, 16))), tuple(marker.get_at((30, 18))), pygame.image.tobytes(marker, "RGBA")

    pygame.init()
    band, fill, c = drawn("[196, 64, 64]", "[235, 235, 245]", "church")
    assert (band, fill) == ((196, 64, 64, 255), (235, 235, 245, 255))
    band, fill, _ = drawn("[10, 200, 30]", "[40, 50, 60]", "church")
    assert (band, fill) == ((10, 200, 30, 255), (40, 50, 60, 255))
    assert drawn("[196, 64, 64]", "[235, 235, 245]", "grapes")[2] != c  # the icon on a marker is the data's


def test_changing_a_fixed_colour_in_the_data_changes_the_rendered_table(data_folder: Path):
    """The palace cards, the hand's strip and the piles' edges on a whole rendered table follow the data."""
    from tabletop.games.masques.table.layout import masques_layout
    from tabletop.games.registry import load_rules
    from tabletop.ui.screenshot import play_random, render

    def table(palace: str, hand_area: str, pile_edge: str) -> tuple[tuple[int, ...], ...]:
        broken(
            data_folder,
            ("palace: [214, 200, 168]", f"palace: {palace}"),
            ("hand_area: [26, 30, 36]", f"hand_area: {hand_area}"),
            ("pile_edge: [70, 100, 80]", f"pile_edge: {pile_edge}"),
        )
        load_rules.cache_clear()
        lay = masques_layout(load_rules("masques").spec, play_random("masques", 2, 1, 40).view(None), 1280, 800)
        surface = render("masques", 2, 1, 40, (1280, 800))
        x, y, w, h = lay.region("palace:1").rect
        hx, hy, hw, hh = lay.region("handarea").rect
        px, py, pw, ph = lay.region("pool").rect
        paper = _common(surface, x + w // 2, y + h // 4)  # between its number and its corner mark
        points = ((hx + hw - 20, hy + hh - 10), (px + pw // 2, py))
        return (paper, *(tuple(surface.get_at(p))[:3] for p in points))

    assert table("[214, 200, 168]", "[26, 30, 36]", "[70, 100, 80]") == ((214, 200, 168), (26, 30, 36), (70, 100, 80))
    assert table("[1, 2, 3]", "[4, 5, 6]", "[7, 8, 9]") == ((1, 2, 3), (4, 5, 6), (7, 8, 9))


# ----- what a player's board shows is read from the view ----------------------------------------------------
def _texts(face) -> list[str]:
    from tabletop.engine.face import Text

    return [say(m.text) for m in face.marks if isinstance(m, Text)]


def test_a_board_shows_who_decides_who_is_first_families_favor_ducats_and_cards_held():
    from tabletop.engine.face import Box, Icon, Oval, Shape, Token
    from tabletop.games.masques.table import board

    from .builder import SPEC, action_phase, give, guest, new_match, set_ducats

    m = new_match(players=4)
    drafting = m.view(None).drafting
    assert drafting is not None and m.state.phase == "draft"
    draft = [board.seat_status(m.view(None), s).active for s in range(4)]
    assert draft == [s == drafting for s in range(4)]  # in the draft the drafter decides, not the active seat
    s = action_phase(m, first=2, active=1)
    give(s, 1, guest(s, "venier"), guest(s, "dandolo"))
    set_ducats(s, 1, 7)
    s.favor[1]["clergy"], s.favor[1]["scribes"] = 3, 1
    view = m.view(None)
    status = board.seat_status(view, 1)
    assert status == board.Status(
        active=True, first=False, families=tuple(s.families[1]), favor=dict(s.favor[1]), ducats=7, hand=2
    )
    assert board.seat_status(view, 1, computer=True).computer  # the table's Seating marks a computer seat
    assert board.seat_status(view, 2).first and not board.seat_status(view, 2).active
    look = SPEC.presentation
    w, h = 240, 170
    face = board.board(SPEC, "Bruno", 1, status, w, h)
    texts = _texts(face)
    assert "7" in texts and "2" in texts and "Bruno" in texts  # ducats, guests held, the name
    assert any(isinstance(m, Shape) and m.fill == "seat:1" for m in face.marks)  # the seat's shape mark (a square)
    names = [say(SPEC.family(f).name) for f in s.families[1]]
    assert names == [t for t in texts if t in names]
    icons = [m.name for m in face.marks if isinstance(m, Icon)]
    assert all(look.crests[f].icon in icons for f in s.families[1])  # each family's crest
    assert all(g.icon in icons for g in look.guilds.values())  # each guild's disc atop its column
    frame = next(m for m in face.marks if isinstance(m, Box) and m.edge is not None)
    assert frame.edge == "seat:1" and frame.width == 3
    pips = [m.fill for m in face.marks if isinstance(m, Token) and m.area[2] < 14]
    assert pips.count(look.guilds["clergy"].colour) == 3 and pips.count(look.guilds["scribes"].colour) == 1
    empty = [m for m in face.marks if isinstance(m, Oval) and m.fill == look.colours.pip_empty]
    assert len(empty) == 5 * 4 - 4
    assert look.emblems.first_player.icon not in icons
    other = board.board(SPEC, "Carla", 2, board.seat_status(view, 2), w, h)
    assert look.emblems.first_player.icon in [m.name for m in other.marks if isinstance(m, Icon)]
    assert "Carla" in _texts(other)
    assert next(m for m in other.marks if isinstance(m, Box) and m.edge is not None).edge == look.colours.board_edge
    assert look.emblems.guest_back.icon not in [m.name for m in other.marks if isinstance(m, Icon)]  # none held
    s.flow.clear()  # the game is over
    assert not any(board.seat_status(m.view(None), seat).active for seat in range(4))


def test_a_computer_seat_board_carries_a_robot_from_the_seating_beside_the_view():
    from tabletop.engine.face import Icon
    from tabletop.engine.screen import Seating
    from tabletop.engine.seatmark import COMPUTER_ICON
    from tabletop.games.masques.table import layout as L

    from .builder import SPEC, new_match

    view = new_match(players=3).view(None)

    def robots(seating: Seating | None = None) -> list[bool]:
        lay = L.masques_layout(SPEC, view, 1280, 800, seating) if seating else L.masques_layout(SPEC, view, 1280, 800)
        looks = [lay.region(f"player:{seat}").look for seat in range(3)]
        return [
            any(isinstance(m, Icon) and m.name == COMPUTER_ICON for m in look.marks) if look else False
            for look in looks
        ]

    assert robots(Seating(computers=frozenset({1}))) == [False, True, False]
    assert robots() == [False, False, False]  # nobody: a table looked at, not played


def test_the_board_plan_fits_inside_the_board_at_every_table_size():
    from tabletop.games.masques.table import board

    for w, h in ((190, 101), (270, 135), (270, 170), (210, 150)):
        for families in (1, 2):
            p = board.plan(w, h, families)
            areas = [p.first, *p.crests, *p.heads, *(a for col in p.pips for a in col), p.hand, p.purse]
            assert all(x >= 0 and y >= 0 and x + aw <= w and y + ah <= h for x, y, aw, ah in areas), (w, h)
            column_right = p.heads[-1][0] + p.heads[-1][2]
            assert all(row[0] > column_right for row in p.crests)  # the crests stand clear of the columns
            assert p.pips[0][0][1] + p.pips[0][0][3] <= h - 4


def test_the_table_dresses_every_region_in_the_closed_set_and_a_flip_starts_from_the_other_side():
    from tabletop.engine.layout import REGION_KINDS
    from tabletop.games.masques.table import layout as L
    from tabletop.games.masques.table import looks
    from tabletop.games.masques.table.keys import CrestSpot, FavorColumn, FirstCardSpot, HandBack, HandCount, PurseSpot

    from .builder import SPEC, action_phase, ducat_on, guest, new_match, seat_guest

    m = new_match(players=4)
    s = action_phase(m)
    seat_guest(s, guest(s, "venier", 2), 3, down=True)
    seat_guest(s, guest(s, "dandolo", 3), 4)
    coin = ducat_on(s, 5, down=True)
    lay = L.masques_layout(SPEC, m.view(0), 1280, 800)
    assert all(r.kind in REGION_KINDS for r in lay.regions.values())
    drawn = {k for k, r in lay.regions.items() if r.look is not None}
    spots = (HandBack, CrestSpot, FavorColumn, PurseSpot, HandCount, FirstCardSpot)  # explain themselves over a board
    assert drawn == {k for k in lay.regions if not isinstance(k, spots)}
    assert all(p.look is not None for p in lay.placements.values())
    down, up = lay.placements[s.at("corridor:3")], lay.placements[s.at("corridor:4")]
    assert down.back == looks.piece(SPEC, "guest", down.face.replace("down", "up"), *down.rect[2:])
    assert up.back == looks.piece(SPEC, "guest", up.face.replace("up", "down"), *up.rect[2:])
    assert lay.placements[coin].back == looks.piece(SPEC, "marker", "ducat|up", *lay.placements[coin].rect[2:])
    assert all(p.back is None for p in lay.placements.values() if p.kind == "agent")
    cards = [p for p in lay.placements.values() if p.kind in ("guest", "agent")]
    assert cards and all(p.large == looks.large(SPEC, p.kind, p.face) is not None for p in cards)  # the zoomed face
    assert all(p.large is None for p in lay.placements.values() if p.kind == "marker")
    caption = lay.region("stacklabel:guard").look
    assert _texts(caption) == [f"{m.view(0).stacks['guard'].count} left"]
