"""Mascarade's pieces look as the ``presentation:`` block of data/mascarade.yaml says: the real block is complete,
broken blocks are refused naming file, line and key, and a colour changed in the data changes the drawn pixel of
the faces looks.py builds (drawn by the one renderer, tabletop/ui/paint.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from tabletop.engine import DataError, Match
from tabletop.engine.face import Box, Text
from tabletop.engine.message import say
from tabletop.games.mascarade import GAME
from tabletop.games.mascarade.rules import data as mascarade_data
from tabletop.games.mascarade.rules.data import POWERS, load_mascarade
from tabletop.games.mascarade.rules.rules import MascaradeRules
from tabletop.games.mascarade.table import looks
from tabletop.games.mascarade.table.layout import mascarade_layout
from tabletop.paths import data_dir
from tabletop.ui.paint import Motion, paint, sprite
from tests.data_helpers import line_of

REAL = data_dir() / "mascarade.yaml"
JUDGE = "judge: {colour: [60, 60, 90], letter: J, icon: scales}"


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
    assert say(look.positions["P"]) == "protected"
    colours = [c.colour for c in look.characters.values()]
    colours += [look.card_back.body, look.card_back.trim, look.card_rim, look.seat, look.seat_rim, look.centre]
    assert all(len(c) == 3 and all(0 <= v <= 255 for v in c) for c in colours)
    assert (say(look.courthouse.label), look.courthouse.icon) == ("Courthouse", "greek-temple")
    assert look.bank.note is not None
    assert (say(look.bank.label), say(look.bank.note), look.bank.icon) == ("Bank", "unlimited", "bank")


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
    path = edited(tmp_path, ("    widow: {colour: [50, 50, 50], letter: W, icon: grave-flowers}\n", ""))
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
def drawing() -> None:
    """pygame ready to paint; the table's looks are drawn from the spec they are handed, never one loaded here."""
    pygame.init()


def near(pixel, rgb, within: int = 8) -> bool:
    """Whether a drawn pixel is ``rgb`` but for the grain of a textured surface (flecks a little darker)."""
    return all(abs(a - b) <= within for a, b in zip(pixel[:3], rgb, strict=True))


def test_a_colour_changed_in_the_data_changes_the_drawn_pixel(tmp_path: Path, drawing):
    w, h = 60, 90
    band, back = (w // 5, int(h * 0.45)), (w // 2, 8)
    real = load_mascarade(REAL)
    assert sprite(looks.card(real, "judge", w, h), w, h).get_at(band)[:3] == (60, 60, 90)
    assert near(sprite(looks.card(real, "down", w, h), w, h).get_at(back), (56, 30, 70))  # cloth: a fleck at most

    changed = load_mascarade(
        edited(
            tmp_path,
            (JUDGE, "judge: {colour: [10, 200, 30], letter: J}"),
            ("card_back: {body: [56, 30, 70]", "card_back: {body: [1, 2, 3]"),
        )
    )
    assert sprite(looks.card(changed, "judge", w, h), w, h).get_at(band)[:3] == (10, 200, 30)
    assert near(sprite(looks.card(changed, "down", w, h), w, h).get_at(back), (1, 2, 3))
    assert near(sprite(looks.card(changed, "?", w, h), w, h).get_at(back), (1, 2, 3))  # the first half of a flip

    tile = sprite(looks.character(changed, "judge", 80, 30), 80, 30)
    assert tile.get_at((40, 0))[:3] == (10, 200, 30)  # the token's rim
    assert tile.get_at((15, 5))[:3] == (10, 200, 30)  # its disc
    assert sprite(looks.card(real, "judge", w, h), w, h).get_at(band)[:3] == (60, 60, 90)  # each spec its own


def test_the_table_s_cards_tiles_and_seats_are_drawn_from_the_data(tmp_path: Path, drawing):
    """Through the layout: every card has its face and the card back for a flip, the character tiles their
    colour, the seats and the centre the data's colours."""
    changed = load_mascarade(
        edited(
            tmp_path,
            (JUDGE, "judge: {colour: [10, 200, 30], letter: J}"),
            ("seat: [92, 60, 38]", "seat: [4, 5, 6]"),
            ("centre: [132, 92, 56]", "centre: [7, 8, 9]"),
        )
    )
    match = Match(MascaradeRules(changed), ("Anna", "Bruno", "Chiara", "Dario"), options={"first": 0}, seed=1)
    view = match.view(None)
    lay = mascarade_layout(changed, view, 1280, 800)
    for pid, p in lay.placements.items():
        face = next(c.face for c in view.cards if c.pos == pid)
        w, h = p.rect[2], p.rect[3]
        assert p.look == looks.card(changed, face, w, h) and p.back == looks.card(changed, "?", w, h)
        assert p.large == (None if face == "down" else looks.card(changed, face, *looks.LARGE))  # a zoom: it large
    tile = lay.region("char:judge")
    assert sprite(tile.look, tile.rect[2], tile.rect[3]).get_at((tile.rect[2] // 2, 0))[:3] == (10, 200, 30)
    seat = lay.region("seat:1")
    assert near(sprite(seat.look, seat.rect[2], seat.rect[3]).get_at((4, seat.rect[3] - 6)), (4, 5, 6))
    centre = lay.region("centre")
    table = pygame.Surface((1280, 800))
    paint(table, centre.look, pygame.Rect(centre.rect))
    x, y, w, h = centre.rect
    assert near(table.get_at((x + w // 2, y + h // 2)), (7, 8, 9))


def test_the_screen_draws_the_spec_it_is_handed_and_loads_no_data(tmp_path: Path, drawing, monkeypatch):
    """The registry hands ``screen(spec)`` the data the rules were loaded from: the table and the rules screen's
    pictures are drawn from that spec, and nothing of the table loads the data again (no module under
    tabletop/games/mascarade imports the registry)."""
    changed = load_mascarade(edited(tmp_path, (JUDGE, "judge: {colour: [10, 200, 30], letter: J}")))

    def refuse(*args, **kwargs):
        raise AssertionError("the table loaded the data again")

    monkeypatch.setattr(mascarade_data, "load_spec", refuse)
    screen = GAME.screen(changed)
    match = Match(MascaradeRules(changed), ("Anna", "Bruno", "Chiara", "Dario"), options={"first": 0}, seed=1)
    tile = screen.show(match.view(None), match.legal_actions(), 1280, 800).layout.region("char:judge")
    assert sprite(tile.look, tile.rect[2], tile.rect[3]).get_at((tile.rect[2] // 2, 0))[:3] == (10, 200, 30)
    card = screen.sample("card:judge")
    assert card is not None and sprite(card, *card.size).get_at((8, 30))[:3] == (10, 200, 30)
    folder = Path(mascarade_data.__file__).parents[1]
    for module in folder.rglob("*.py"):
        assert not re.search(r"games\.registry|games import .*registry", module.read_text(encoding="utf-8")), module


def test_a_seat_s_coins_count_with_the_animation(drawing):
    """The coins are the animation's counter ``coins:<seat>``: at rest the view's number, while it plays the
    running value."""
    spec = load_mascarade(REAL)
    face = looks.seat(spec, "Bruno", 1, False, 7, "", 180, 100)
    coins = [m for m in face.marks if isinstance(m, Text) and m.counter]
    assert [(m.text, m.counter) for m in coins] == [("7", "coins:1")]

    class Counting(Motion):
        def busy(self) -> bool:
            return True

        def value(self, key: str, final: float) -> float:
            return 3.0 if key == "coins:1" else final

    still, moving = pygame.Surface((180, 100)), pygame.Surface((180, 100))
    paint(still, face, still.get_rect())
    paint(moving, face, moving.get_rect(), Counting())
    assert pygame.image.tobytes(still, "RGB") != pygame.image.tobytes(moving, "RGB")
    shown = looks.seat(spec, "Bruno", 1, False, 3, "", 180, 100)
    at_three = pygame.Surface((180, 100))
    paint(at_three, shown, at_three.get_rect())
    assert pygame.image.tobytes(moving, "RGB") == pygame.image.tobytes(at_three, "RGB")


def test_the_small_games_name_their_card_positions_and_frame_the_protected_card(drawing):
    """At 2 and 3 players each seat names its cards' positions over them and frames the 2-player game's protected
    card (the seat draws both, inside its board); a game of one card each names none."""
    spec = load_mascarade(REAL)
    names = spec.presentation.positions
    two = looks.captions(spec, ("p:0:L", "p:0:R", "p:0:P"), 2)
    assert two == ((names["L"], False), (names["R"], False), (names["P"], True))
    assert looks.captions(spec, ("p:0:L", "p:0:R"), 3) == ((names["L"], False), (names["R"], False))
    assert looks.captions(spec, ("p:3",), 6) == ()
    for players, marks in ((2, ["L", "R", "P"]), (3, ["L", "R"])):
        match = Match(MascaradeRules(spec), tuple(f"P{k}" for k in range(players)), options={"first": 0}, seed=1)
        lay = mascarade_layout(spec, match.view(None), 1280, 800)
        for s in range(players):
            seat = lay.region(f"seat:{s}")
            words = [m.text for m in seat.look.marks if isinstance(m, Text) and m.text in names.values()]  # messages
            assert words == [names[mark] for mark in marks]
            frames = [m for m in seat.look.marks if isinstance(m, Box) and m.edge == "accent"]
            assert len(frames) == (1 if players == 2 else 0)
            for mark in marks:
                reg = lay.region(f"slot:p:{s}:{mark}")
                assert reg.kind == "slot" and reg.look is None
                x, y, w, h = reg.rect
                sx, sy, sw, sh = seat.rect
                assert sx < x and x + w < sx + sw and sy < y - 12 and y + h < sy + sh  # its caption inside the seat
                if frames and mark == "P":
                    fx, fy, fw, fh = frames[0].area
                    assert (sx + fx, sy + fy, fw, fh) == (x - 3, y - 3, w + 6, h + 6)
