"""Masques's table in a longer language (the pseudo-language ``xx``: every word accented and ~40% longer): the
cards make room for their names, the piles wrap theirs, the door keeps its word, a face-down guest its family and
value; and English lays out as before."""

from __future__ import annotations

import pygame
import pytest

from tabletop import i18n
from tabletop.engine.face import Text
from tabletop.engine.match import Match
from tabletop.engine.message import msg, msgc, say
from tabletop.games.masques.table import layout, looks
from tabletop.games.masques.table.keys import HandStrip, PileSpot, StackSpot
from tabletop.games.registry import load_rules
from tabletop.ui import fonts
from tabletop.ui.paint import paint

RULES = load_rules("masques")
SPEC = RULES.spec
SIZES = [(1024, 640), (1280, 800)]


@pytest.fixture(autouse=True)
def _english_after():
    pygame.init()
    yield
    i18n.use("en")


def texts(face) -> list[str]:
    return [say(m.text) for m in face.marks if isinstance(m, Text)]


def cuts(face) -> list[str]:
    surface = pygame.Surface(face.size, pygame.SRCALPHA)
    with fonts.audit() as found:
        paint(surface, face, surface.get_rect())
    return list(found)


def table(players: int, size: tuple[int, int]):
    match = Match(RULES, [f"P{i}" for i in range(players)], RULES.variants_for(players)[0], None, seed=1)
    view = match.view(0)
    return view, layout.masques_layout(SPEC, view, *size)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_in_a_longer_language_every_card_keeps_its_name_and_every_pile_its_words(players, size):
    i18n.use(i18n.PSEUDO)
    view, lay = table(players, size)
    hand = lay.regions[HandStrip()].rect
    in_hand = [p for p in lay.placements.values() if p.kind == "guest" and p.rect[1] >= hand[1]]
    assert in_hand, "the draft packet is shown"
    for p in in_hand:
        family = p.face.split("|")[0]
        face = looks.piece(SPEC, p.kind, p.face, *p.rect[2:])
        assert say(SPEC.family(family).name) in texts(face) and cuts(face) == []
    for kind in SPEC.presentation.agents:
        w, h = lay.regions[StackSpot(kind)].rect[2:]
        top, empty = looks.agent(SPEC, kind, "1", "2", w - 4, h - 4), looks.stack(SPEC, kind, 0, w, h)
        name = say(looks.agent_name(SPEC, kind))
        assert name in texts(top) and name in texts(empty) and cuts(top) == cuts(empty) == []
    piles = [lay.regions[PileSpot(z)] for z in ("supply", "pool", "deck")]
    extra = max(looks.pile_extra(r.label, r.rect[2]) for r in piles)
    for r in piles:
        face = looks.pile(SPEC, r.key.zone, r.label, 30, *r.rect[2:], extra)
        size_, lines = looks.pile_label(r.label, r.rect[2])
        assert " ".join(say(x) for x in lines) == say(r.label) and cuts(face) == []
        if len(lines) > 1:  # wrapped: the picture (its top coin highest) stays below the name's last line
            assert looks.pile_top(r.rect[3], extra)[1] >= 2 + len(lines) * (int(size_ * 1.2) + 1) - 1
        assert r.rect[1] + r.rect[3] <= lay.height


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_english_cards_and_piles_keep_their_shapes(players, size):
    view, lay = table(players, size)
    hand = lay.regions[HandStrip()].rect
    card = next(p.rect for p in lay.placements.values() if p.kind == "guest" and p.rect[1] >= hand[1])
    assert card[2] == int(card[3] * 0.78)
    assert all(looks.pile_extra(lay.regions[PileSpot(z)].label, 60) == 0 for z in ("supply", "pool", "deck"))


def test_the_door_and_a_face_down_guest_keep_their_words_in_a_longer_language():
    i18n.use(i18n.PSEUDO)
    door = say(msgc("palace card 0", "Door"))
    for w in (80, 86, 96):
        face = looks.palace(SPEC, 0, "favor", w, w)
        assert door in texts(face) and cuts(face) == []
    for family in ("contarini", "morosini"):
        words = say(msg("{family} {value}", family=SPEC.family(family).name, value=3))
        face = looks.guest(SPEC, family, "3", True, 76, 96)
        assert " ".join(t for t in texts(face) if t != "0") == words and cuts(face) == []
