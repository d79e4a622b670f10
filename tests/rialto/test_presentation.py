"""Rialto's ``presentation:`` block: the real one is complete, broken ones are refused naming file, line and key,
and the pieces' faces are built from it (a colour changed in the data changes the drawn pixel)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame
import pytest

from tabletop.engine import DataError, Match
from tabletop.engine.face import Text
from tabletop.engine.layout import REGION_KINDS
from tabletop.engine.message import say
from tabletop.games.registry import load_rules
from tabletop.games.rialto.rules.data import load_rialto
from tabletop.games.rialto.rules.presentation import SYMBOLS
from tabletop.games.rialto.table import boards, looks, venice
from tabletop.games.rialto.table.keys import HandSpot, PileSpot, PlayedSpot
from tabletop.games.rialto.table.layout import rialto_layout
from tabletop.games.rialto.table.present import counters
from tabletop.games.rialto.table.screen import screen as rialto_screen
from tabletop.paths import data_dir
from tabletop.ui.icons import icon_path, listed
from tabletop.ui.paint import paint, sprite
from tests.data_helpers import line_of

REAL = data_dir() / "rialto.yaml"
DOGE = "    doge: {colour: [150, 60, 130], icon: crown}\n"
GREEN = "    green: {colour: [70, 150, 80]}\n"


def edited(tmp_path: Path, *edits: tuple[str, str]) -> Path:
    """The real data with each (old, new) edit made once (each old text must occur once), written to tmp_path."""
    text = REAL.read_text(encoding="utf-8")
    for old, new in edits:
        assert text.count(old) == 1, f"{old!r} is not in data/rialto.yaml exactly once"
        text = text.replace(old, new)
    path = tmp_path / "rialto.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def problems(path: Path) -> list[str]:
    """Load ``path``, which must fail; return its problems, one line each."""
    with pytest.raises(DataError) as caught:
        load_rialto(path)
    return str(caught.value).splitlines()


# ----- the real data ------------------------------------------------------------------------------------------
def test_the_real_block_gives_every_card_type_a_colour_and_icon_and_every_building_colour_a_colour():
    spec = load_rialto(REAL)
    look = spec.presentation
    assert list(look.cards) == [t.id for t in spec.cards.types]
    assert list(look.building_colours) == [c.id for c in spec.building_colours]
    assert list(look.symbols) == list(SYMBOLS)
    marks = [*look.cards.values(), *look.building_colours.values()]
    colours = [m.colour for m in marks] + [getattr(look.palette, f) for f in look.palette.__dataclass_fields__]
    assert all(len(c) == 3 and all(0 <= x <= 255 for x in c) for c in colours)
    assert look.cards["bridge"].icon == "rialto-bridge" and look.building_colours["yellow"].colour == (222, 190, 60)
    assert len({m.icon for m in look.cards.values()}) == len(look.cards)  # every card type its own picture
    assert say(look.labels.canal) == "Grand Canal"


def test_every_icon_the_block_names_is_vendored():
    look = load_rialto(REAL).presentation
    for name in [m.icon for m in look.cards.values()] + [s.icon for s in look.symbols.values()]:
        assert name in listed() and icon_path(name).is_file(), name


# ----- broken data --------------------------------------------------------------------------------------------
def test_a_colour_of_two_numbers_is_refused(tmp_path: Path):
    path = edited(tmp_path, (DOGE, "    doge: {colour: [150, 60], icon: crown}\n"))
    line = line_of(path, "doge: {colour: [150, 60]")
    assert problems(path) == [f"rialto.yaml, line {line} at presentation.cards.doge.colour: expected 3 items, got 2"]


def test_a_channel_of_256_is_refused(tmp_path: Path):
    path = edited(tmp_path, ("    canal: [66, 126, 170]\n", "    canal: [66, 256, 170]\n"))
    line = line_of(path, "canal: [66, 256, 170]")
    assert problems(path) == [
        f"rialto.yaml, line {line} at presentation.palette.canal[1]: expected a whole number from 0 to 255, got 256"
    ]


def test_a_missing_entry_is_refused(tmp_path: Path):
    path = edited(tmp_path, (DOGE, ""), (GREEN, ""))
    cards = line_of(path, "  cards:  ")
    colours = line_of(path, "  building_colours:  ")
    assert problems(path) == [
        f"rialto.yaml, line {cards} at presentation.cards: no look for card type doge",
        f"rialto.yaml, line {colours} at presentation.building_colours: no look for building colour green",
    ]


def test_an_unknown_entry_is_refused(tmp_path: Path):
    path = edited(tmp_path, (DOGE, DOGE + "    dragon: {colour: [1, 2, 3], icon: dragon-head}\n"))
    line = line_of(path, "dragon:")
    assert problems(path) == [
        f"rialto.yaml, line {line} at presentation.cards.dragon: unknown card type 'dragon'; card types are "
        "['doge', 'gold', 'building', 'bridge', 'gondola', 'councillor', 'joker']"
    ]


def test_a_missing_or_unknown_palette_colour_is_refused(tmp_path: Path):
    path = edited(tmp_path, ("    help: [26, 30, 36]\n", "    halp: [26, 30, 36]\n"))
    palette, halp = line_of(path, "  palette:"), line_of(path, "halp:")
    found = problems(path)
    assert found[0].startswith(f"rialto.yaml, line {halp} at presentation.palette.halp: unknown key 'halp'; ")
    assert found[1:] == [
        f"rialto.yaml, line {palette} at presentation.palette: missing key 'help' (a list of a whole number)"
    ]


def test_an_icon_is_a_game_icons_name(tmp_path: Path):
    path = edited(tmp_path, (DOGE, "    doge: {colour: [150, 60, 130], icon: Crown.svg}\n"))
    line = line_of(path, "icon: Crown.svg")
    assert problems(path) == [
        f"rialto.yaml, line {line} at presentation.cards.doge.icon: "
        "an icon is a game-icons.net name like 'rialto-bridge', got 'Crown.svg'"
    ]


def test_a_building_colour_has_no_letter_any_more(tmp_path: Path):
    path = edited(tmp_path, (GREEN, "    green: {colour: [70, 150, 80], letter: G}\n"))
    found = problems(path)
    assert len(found) == 1 and "presentation.building_colours.green.letter: unknown key 'letter'" in found[0]


# ----- the faces read the data ------------------------------------------------------------------------------
def dominant(surface: pygame.Surface, rect: tuple[int, int, int, int]) -> tuple[int, ...]:
    """The commonest colour in ``rect`` of ``surface`` (a textured surface keeps its tint the commonest; a name or
    figure printed on it covers less)."""
    x, y, w, h = rect
    counts = Counter(tuple(surface.get_at((i, j)))[:3] for i in range(x, x + w) for j in range(y, y + h))
    return counts.most_common(1)[0][0]


def test_a_colour_changed_in_the_data_changes_the_drawn_pixel(tmp_path: Path):
    """The faces are drawn from the spec they are handed (a sprite is cached by its face, so a face built from other
    colours is never one drawn before), and so is a screen built from that spec."""
    pygame.init()
    w, h = 60, 90
    band = (4, 2, w - 8, 14)  # the card's coloured band, around its name
    front = (6, 30, 28, 8)  # the front of a 40-pixel house, around its value
    real = load_rialto(REAL)
    assert dominant(sprite(looks.card(real, "doge", w, h), w, h), band) == (150, 60, 130)
    assert dominant(sprite(looks.building(real, "green|1|0|0", 40, 40), 40, 40), front) == (70, 150, 80)
    assert sprite(boards.hand_area(real, "", 80, 40), 80, 40).get_at((40, 20))[:3] == (26, 30, 36)

    changed = load_rialto(
        edited(
            tmp_path,
            (DOGE, "    doge: {colour: [10, 200, 30], icon: crown}\n"),
            (GREEN, "    green: {colour: [1, 2, 3]}\n"),
            ("    water: [40, 86, 120]\n", "    water: [200, 0, 100]\n"),
            ("    hand_area: [26, 30, 36]", "    hand_area: [90, 91, 92]"),
        )
    )
    assert dominant(sprite(looks.card(changed, "doge", w, h), w, h), band) == (10, 200, 30)
    assert dominant(sprite(looks.building(changed, "green|1|0|0", 40, 40), 40, 40), front) == (1, 2, 3)
    assert sprite(boards.hand_area(changed, "", 80, 40), 80, 40).get_at((40, 20))[:3] == (90, 91, 92)
    lagoon = pygame.Surface((200, 200))
    paint(lagoon, venice.venice(changed, 200, 200), lagoon.get_rect())
    assert dominant(lagoon, (20, 20, 40, 40)) == (200, 0, 100)
    card = rialto_screen(changed).sample("card:doge")  # the rules screen's pictures too
    assert dominant(sprite(card, *card.size), band) == (10, 200, 30)
    card = rialto_screen(real).sample("card:doge")
    assert dominant(sprite(card, *card.size), band) == (150, 60, 130)


def test_the_laid_out_table_is_drawn_from_the_data():
    """Every region of a laid-out table is of the closed set and carries its look (the drop targets draw
    nothing), and the table drawn from them shows the data's colours where the pieces are."""
    pygame.init()
    rules = load_rules("rialto")
    spec = rules.spec
    lay = rialto_layout(spec, Match(rules, ["A", "B", "C"], seed=4).view(0), 1280, 800)
    for key, reg in lay.regions.items():
        anchor = isinstance(key, (HandSpot, PileSpot, PlayedSpot))  # drop targets
        assert reg.kind in REGION_KINDS and (reg.look is None) == anchor, key
        assert reg.look is None or reg.look.size == tuple(reg.rect[2:]), key
    assert all(p.look is not None for p in lay.placements.values())
    table = pygame.Surface((1280, 800))
    for reg in lay.regions.values():
        if reg.look is not None:
            paint(table, reg.look, pygame.Rect(reg.rect))
    x, y, w, h = lay.region("venice").rect
    assert dominant(table, (x + 10, y + h - 30, 20, 20)) == spec.presentation.palette.water
    x, y, w, h = lay.region("supply:G1").rect
    patch = (x + int(w * 0.6), y + int(h * 0.45), int(w * 0.3), int(h * 0.15))
    assert dominant(table, patch) == spec.presentation.building_colours["green"].colour


def test_coins_and_vp_on_a_board_count_with_the_animation():
    """A board's coins and VP are shown through the animation's counters (what present.counters names)."""
    rules = load_rules("rialto")
    view = Match(rules, ["A", "B", "C"], seed=4).view(None)
    lay = rialto_layout(rules.spec, view, 1280, 800)
    for p, info in enumerate(view.participants):
        look = lay.region(f"pboard:{p}").look
        assert look is not None
        counted = {m.counter: m for m in look.marks if isinstance(m, Text) and m.counter}
        assert set(counted) == {f"coins:{p}", f"vp:{p}"} and set(counted) <= set(counters(view))
        assert counted[f"coins:{p}"].text == str(info.coins) and say(counted[f"vp:{p}"].template) == "{n} VP"
        assert counted[f"vp:{p}"].text == str(info.vp)
