"""Masques's component faces: each card, marker and palace card shows the icon the data gives it, a face is the same
for the same inputs (the sprite cache works), and no text on a face is ever cut or runs over its edge, at any size
the table draws it, nor on the large faces a right-click shows."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.face import Coin, Icon, Para, Text, Token
from tabletop.engine.message import say
from tabletop.games.masques.table import looks, pictures
from tabletop.games.registry import load_rules
from tabletop.ui import fonts
from tabletop.ui.paint import paint

SPEC = load_rules("masques").spec
LOOK = SPEC.presentation
FAMILIES = [f.id for f in (*SPEC.families, SPEC.neutral_family)]
AGENTS = [a.id for a in SPEC.agents.types]
# The sizes the table draws cards at: corridors (square, 39 to 96 px), stack tops, the hand strip, the picks.
CARD_SIZES = [(39, 39), (46, 46), (54, 54), (76, 76), (96, 96), (54, 68), (73, 92), (58, 74), (78, 102), (30, 47)]


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def icons(face) -> list[str]:
    """The icons a face prints."""
    return [m.name for m in face.marks if isinstance(m, Icon)]


def texts(face) -> list[str]:
    """The words a face prints."""
    return [say(m.text) for m in face.marks if isinstance(m, Text)]


def cuts(face) -> list[str]:
    """Every text of ``face`` cut or overflowing when painted at its own size."""
    surface = pygame.Surface(face.size, pygame.SRCALPHA)
    with fonts.audit() as found:
        paint(surface, face, surface.get_rect())
    return list(found)


@pytest.mark.parametrize("family", FAMILIES)
def test_every_guest_shows_its_family_crest_and_value_and_face_down_the_mask(family):
    for w, h in CARD_SIZES:
        face = looks.guest(SPEC, family, "3", False, w, h)
        assert LOOK.crests[family].icon in icons(face) and "3" in texts(face)
        down = looks.guest(SPEC, family, "3", True, w, h)
        assert LOOK.emblems.guest_back.icon in icons(down) and "0" in texts(down)
    big = looks.large(SPEC, "guest", f"{family}|4|up")
    assert say(SPEC.family(family).name) in texts(big) and "4" in texts(big)
    assert f"{say(SPEC.family(family).name)} 4" in texts(looks.large(SPEC, "guest", f"{family}|4|down"))


@pytest.mark.parametrize("kind", AGENTS)
def test_every_agent_card_shows_its_trade_its_influence_and_its_cost_and_large_its_power(kind):
    for w, h in CARD_SIZES:
        face = looks.agent(SPEC, kind, "2", "3", w, h)
        assert LOOK.agents[kind].icon in icons(face) and "2" in texts(face)
    stack_top = looks.agent(SPEC, kind, "2", "3", 73, 92)
    assert [m.label for m in stack_top.marks if isinstance(m, Coin)] == ["3"]  # the cost, on a coin
    assert say(looks.agent_name(SPEC, kind)) in texts(stack_top)
    big = looks.large(SPEC, "agent", f"{kind}|2|3")
    power = next(a.power for a in SPEC.agents.types if a.id == kind)
    assert [say(m.text) for m in big.marks if isinstance(m, Para)] == [say(power)]
    assert say(looks.agent_name(SPEC, kind)) in texts(big)


def test_markers_are_wooden_discs_with_their_guild_icon_and_ducats_coins():
    for guild, look in LOOK.guilds.items():
        face = looks.marker(SPEC, guild, False, 30, 30)
        assert look.icon in icons(face) and any(isinstance(m, Token) and m.fill == look.colour for m in face.marks)
        assert LOOK.emblems.marker_down.icon in icons(looks.marker(SPEC, guild, True, 30, 30))
    coin = looks.marker(SPEC, "ducat", False, 30, 30)
    assert any(isinstance(m, Coin) for m in coin.marks) and not icons(coin)
    assert icons(looks.marker(SPEC, "ducat", True, 30, 30)) == [LOOK.emblems.marker_down.icon]


def test_palace_cards_show_what_they_receive_in_their_corner_and_the_door_its_doorway():
    favor = looks.palace(SPEC, 2, "favor", 60, 60)
    assert LOOK.emblems.favor_card.icon in icons(favor) and "2" in texts(favor)
    ducat = looks.palace(SPEC, 3, "ducat", 60, 60)
    assert any(isinstance(m, Coin) for m in ducat.marks) and not icons(ducat)
    assert LOOK.emblems.door.icon in icons(looks.palace(SPEC, 0, "favor", 96, 96))
    assert "Door" in texts(looks.palace(SPEC, 0, "favor", 96, 96))


def test_faces_are_equal_for_equal_inputs():
    assert looks.guest(SPEC, "dandolo", "3", False, 54, 54) == looks.guest(SPEC, "dandolo", "3", False, 54, 54)
    assert looks.large(SPEC, "agent", "guard|2|1") == looks.large(SPEC, "agent", "guard|2|1")
    assert looks.pile(SPEC, "supply", "Ducats", 20, 90, 40) == looks.pile(SPEC, "supply", "Ducats", 20, 90, 40)


@pytest.mark.parametrize(("w", "h"), CARD_SIZES)
def test_no_card_text_is_cut_at_any_size_the_table_draws(w, h):
    faces = [looks.guest(SPEC, f, "4", down, w, h) for f in FAMILIES for down in (False, True)]
    faces += [looks.agent(SPEC, kind, "1", "4", w, h) for kind in AGENTS]
    faces += [looks.palace(SPEC, i, "favor", w, w) for i in (0, 12)]
    faces += [looks.corridor(SPEC, "15", w, w), looks.stack(SPEC, AGENTS[-1], 0, w, h)]
    assert [cut for face in faces for cut in cuts(face)] == []


def test_no_text_is_cut_on_the_large_faces_nor_on_the_rules_screen_pictures():
    faces = [looks.large(SPEC, "guest", f"{f}|4|{side}") for f in FAMILIES for side in ("up", "down")]
    faces += [looks.large(SPEC, "agent", f"{kind}|1|4") for kind in AGENTS]
    samples = [p.sample for p in SPEC.guide.pieces]
    faces += [pictures.sample(SPEC, name) for name in samples]
    assert [cut for face in faces for cut in cuts(face)] == []
