"""Mascarade's table as a physical game: character cards with icon, name and (where they have room) their power
line, wooden seats with a coin purse, a wooden table top with the courthouse's and the bank's plaques and a token
per character in play; every text whole at every player count, every number on a piece with a tip."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine import Match, seatmark
from tabletop.engine.face import Coin, Face, Grain, Icon, Para, Text
from tabletop.engine.layout import inside
from tabletop.engine.message import say
from tabletop.engine.screen import Seating
from tabletop.games.mascarade.table import looks, pictures
from tabletop.games.mascarade.table.keys import CardSlot, CharacterTile
from tabletop.games.mascarade.table.layout import mascarade_layout
from tabletop.games.registry import load_rules
from tabletop.ui import fonts
from tabletop.ui.icons import icon_path, listed
from tabletop.ui.paint import paint

RULES = load_rules("mascarade")
SPEC = RULES.spec
SIZES = ((1024, 640), (1280, 800), (1920, 1080))


def _match(players: int, names: tuple[str, ...] = ()) -> Match:
    names = names or tuple(f"Player {k + 1}" for k in range(players))
    return Match(RULES, names, RULES.variants_for(players)[0], options={"first": 0}, seed=1)


def _cuts(face: Face) -> list[str]:
    """What painting ``face`` at its own size had to cut or let overflow."""
    pygame.init()
    surface = pygame.Surface(face.size)
    with fonts.audit() as cuts:
        paint(surface, face, surface.get_rect())
    return list(cuts)


def _icons(face: Face) -> list[str]:
    return [m.name for m in face.marks if isinstance(m, Icon)]


def test_every_icon_the_table_draws_is_vendored():
    names = set(listed())
    faces = [looks.card(SPEC, c.id, 90, 126) for c in SPEC.characters] + [looks.card(SPEC, "down", 60, 84)]
    faces += [looks.character(SPEC, c.id, 110, 30) for c in SPEC.characters]
    faces += [looks.courthouse(SPEC, 2, 130, h) for h in (80, 48)] + [looks.bank(SPEC, 130, h) for h in (80, 48)]
    for face in faces:
        for name in _icons(face):
            assert name in names and icon_path(name).is_file(), name
    look = SPEC.presentation
    assert _icons(looks.courthouse(SPEC, 2, 130, 80)) == [look.courthouse.icon] == ["greek-temple"]
    assert _icons(looks.bank(SPEC, 130, 80)) == [look.bank.icon] == ["bank"]
    for c in SPEC.characters:
        assert _icons(looks.card(SPEC, c.id, 90, 126)) == [look.characters[c.id].icon]
        assert _icons(looks.character(SPEC, c.id, 110, 30)) == [look.characters[c.id].icon]


@pytest.mark.parametrize("size", [(200, 280), (148, 207), (107, 150), (100, 140)])
def test_a_large_card_shows_its_whole_power_line_and_a_small_one_its_name(size):
    """Where every character's line fits, each card shows its own in the same print; nothing is ever cut."""
    prints = set()
    for c in SPEC.characters:
        face = looks.card(SPEC, c.id, *size)
        paras = [m for m in face.marks if isinstance(m, Para)]
        assert [say(p.text) for p in paras] == [say(SPEC.filled(c.text))], c.id
        assert say(c.name) in [say(m.text) for m in face.marks if isinstance(m, Text)]
        assert not _cuts(face), c.id
        prints.add(paras[0].size)
    assert len(prints) == 1  # cards of one size read alike


@pytest.mark.parametrize("size", [(56, 79), (62, 87), (70, 98), (76, 107), (86, 121), (96, 135)])
def test_a_small_card_shows_its_icon_and_its_whole_name(size):
    for c in SPEC.characters:
        face = looks.card(SPEC, c.id, *size)
        assert not [m for m in face.marks if isinstance(m, Para)]
        assert [say(m.text) for m in face.marks if isinstance(m, Text)] == [say(c.name)]
        assert _icons(face) == [SPEC.presentation.characters[c.id].icon]
        assert not _cuts(face), c.id


def test_the_card_line_names_the_data_s_numbers():
    king = looks.card(SPEC, "king", 148, 207)
    assert [say(m.text) for m in king.marks if isinstance(m, Para)] == [f"Takes {SPEC.king_gains} coins from the bank."]


@pytest.mark.parametrize("players", range(2, 7))
def test_revealed_cards_at_two_to_six_players_show_their_power_at_1280x800(players):
    match = _match(players)  # the memorise step: every card face up
    lay = mascarade_layout(SPEC, match.view(None), 1280, 800)
    seated = [p for p in lay.placements.values() if p.id.startswith("p:")]
    for p in seated:
        assert any(isinstance(m, Para) for m in p.look.marks), p.id
        assert p.large is not None and any(isinstance(m, Para) for m in p.large.marks)


def test_the_seat_shows_a_coin_purse_under_its_tip_and_counts_it():
    match = _match(6)
    view = match.view(None)
    lay = mascarade_layout(SPEC, view, 1280, 800)
    for s in range(6):
        seat, purse = lay.region(f"seat:{s}"), lay.region(f"coins:{s}")
        coins = [m for m in seat.look.marks if isinstance(m, Coin)]
        counts = [m for m in seat.look.marks if isinstance(m, Text) and m.counter == f"coins:{s}"]
        assert len(coins) == 1 and [m.text for m in counts] == [str(view.coins[s])]
        sx, sy = seat.rect[:2]
        x, y, w, h = coins[0].area
        assert inside(purse.rect, sx + x + w / 2, sy + y + h / 2)  # hovering the coin says what it counts
        assert inside(purse.rect, sx + counts[0].at[0], sy + counts[0].at[1] + 6)
        assert say(purse.tip).startswith(say(SPEC.notes.coins.name) + "\n")
        assert any(isinstance(m, Grain) and m.kind == "wood" for m in seat.look.marks)


def test_the_courthouse_and_the_bank_are_plaques_with_coins_and_tips():
    view = _match(5).view(None)
    lay = mascarade_layout(SPEC, view, 1280, 800)
    court, bank = lay.region("courthouse"), lay.region("bank")
    assert court.kind == bank.kind == "pile"
    counter = [m for m in court.look.marks if isinstance(m, Text) and m.counter]
    assert [(m.text, m.counter) for m in counter] == [("0", "coins:court")]
    assert say(SPEC.presentation.courthouse.label) in [say(m.text) for m in court.look.marks if isinstance(m, Text)]
    words = [say(m.text) for m in bank.look.marks if isinstance(m, Text)]
    assert SPEC.presentation.bank.note is not None
    assert words == [say(SPEC.presentation.bank.label), say(SPEC.presentation.bank.note)]
    assert all(any(isinstance(m, Coin) for m in r.look.marks) for r in (court, bank))
    assert say(court.tip).startswith("Courthouse\nIt holds 0 coins.") and say(bank.tip).startswith("Bank\n")
    centre = lay.region("centre").rect
    tokens = [r for key, r in lay.regions.items() if isinstance(key, CharacterTile)]
    cards = [lay.regions[CardSlot(pos)] for pos in view.centre]
    inner = tokens + cards + [r for r in lay.regions.values() if r.kind == "pile"]
    assert tokens and cards
    for r in inner:  # the table top holds its plaques, the centre cards and the tokens
        x, y, w, h = r.rect
        assert inside(centre, x, y) and inside(centre, x + w - 1, y + h - 1), r.key


@pytest.mark.parametrize("players", range(2, 14))
def test_seats_never_touch_and_the_table_top_stands_clear_at_every_size(players):
    view = _match(players).view(None)
    for size in SIZES:
        lay = mascarade_layout(SPEC, view, *size)
        seats = [lay.region(f"seat:{s}").rect for s in range(players)]
        boxes = seats + [lay.region("centre").rect]
        for i, a in enumerate(boxes):
            for b in boxes[i + 1 :]:
                assert not (a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3])
        assert mascarade_layout(SPEC, view, *size).region("seat:0").look == lay.region("seat:0").look  # cacheable


def test_long_names_at_thirteen_players_are_shown_whole():
    names = ("Alexandrina Konstantinou", "Bartholomew", "Chiara Maria", *(f"Player {k}" for k in range(4, 14)))
    lay = mascarade_layout(SPEC, _match(13, names).view(None), 1024, 640)
    for s, name in enumerate(names):
        look = lay.region(f"seat:{s}").look
        shown = [say(m.text) for m in look.marks if isinstance(m, (Text, Para))]
        assert name in shown
        assert not _cuts(look), name


@pytest.mark.parametrize("players", [8, 13])
def test_character_tokens_show_icon_and_whole_name(players):
    lay = mascarade_layout(SPEC, _match(players).view(None), 1024, 640)
    for cid, reg in lay.regions.items():
        if isinstance(cid, CharacterTile):
            name = say(SPEC.character(cid.char).name)
            assert name in [say(m.text) for m in reg.look.marks if isinstance(m, Text)]
            assert _icons(reg.look) and not _cuts(reg.look), cid
            assert say(reg.tip).startswith(name + "\n")


def test_every_rules_picture_draws_whole():
    for piece in SPEC.guide.pieces:
        face = pictures.sample(SPEC, piece.sample)
        assert face is not None and not _cuts(face), piece.sample


def test_a_computer_s_seat_carries_the_computer_mark():
    lay = mascarade_layout(SPEC, _match(4).view(None), 1280, 800, Seating(computers=frozenset({2})))
    marked = [s for s in range(4) if seatmark.COMPUTER_ICON in _icons(lay.region(f"seat:{s}").look)]
    assert marked == [2]


@pytest.mark.parametrize("size", [(54, 76), (38, 55)])  # a seat's card at 13 players, a centre card at 4 (1024x640)
def test_a_name_wider_than_a_small_card_in_a_longer_language_is_broken_onto_lines_not_dotted(size, monkeypatch):
    from tabletop import i18n
    from tabletop.engine import measure
    from tabletop.ui import paint as painter

    dotted: list[object] = []
    monkeypatch.setattr(painter, "_more", lambda surface, area, ink: dotted.append(area))
    i18n.use(i18n.PSEUDO)
    w, _ = size
    for c in SPEC.characters:
        face = looks.card(SPEC, c.id, *size)
        lines = [say(m.text) for m in face.marks if isinstance(m, Text)]
        assert "".join(line.removesuffix("-") for line in lines) == say(c.name), c.id
        assert all(measure.fits(line, w - 6, 9, bold=True, serif=True) for line in lines), lines
        assert not _cuts(face) and not dotted, (c.id, lines)


def test_a_power_line_with_a_word_wider_than_the_card_breaks_it_with_a_hyphen():
    lines = looks.power_lines("Takes every coin in the courthouse.", 50, 9)
    assert len(lines) > 2 and all(looks.measure.fits(line, 50, 9) for line in lines)
    assert "".join(line.removesuffix("-") + ("" if line.endswith("-") else " ") for line in lines).strip() == (
        "Takes every coin in the courthouse."
    )
