"""Capo dei Capi's table looks like the physical game and reads cleanly: every area card says what each roll naming
it does, the dice box says what every roll does, every icon the data names is vendored, the pieces are wooden
tokens and coins, faces are the same for the same view (the sprite cache), and no word is cut at any window size,
even at the extremes of every counter."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop import i18n
from tabletop.engine import Action
from tabletop.engine.face import Coin, Die, Face, Grain, Icon, Text, Token
from tabletop.engine.message import Msg, say
from tabletop.games.capo.rules.dice import NAMES_A_CARD, classify
from tabletop.games.capo.table import faces, looks
from tabletop.games.capo.table import layout as capo_layout
from tabletop.games.capo.table.tips import naming_rolls
from tabletop.ui import fonts
from tabletop.ui import paint as paint_module
from tabletop.ui.icons import icon_path, listed
from tabletop.ui.paint import paint

from .builder import RULES, new_match

SPEC = RULES.spec
SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def texts(face: Face) -> list[str]:
    """Every word a face shows."""
    return [say(m.text) for m in face.marks if isinstance(m, Text)]


def marks(face: Face, kind: type) -> list:
    """The marks of one type in a face."""
    return [m for m in face.marks if isinstance(m, kind)]


@pytest.mark.parametrize("card", [c.id for c in SPEC.area_cards])
def test_an_area_card_says_what_each_roll_naming_it_does(card: str):
    face = faces.area_card(SPEC, card, 91, 245, 34)
    area = next(c for c in SPEC.area_cards if c.id == card)
    shown = texts(face)
    assert say(area.name) in shown
    rows = naming_rolls(SPEC, card)
    assert list(rows) == list(NAMES_A_CARD)  # influence, bribe and invest act on every area card
    for kind in rows:
        assert say(SPEC.roll(kind).name) in shown, kind
    dice = marks(face, Die)
    assert dice[0].value == area.value  # the card's own die in its band
    other = [d.value for d in dice[1:]]
    assert other == [v for values in rows.values() for v in values]  # one die of the other colour per result
    pieces_shown = marks(face, Token)
    assert len(pieces_shown) == len(other)  # each result -> the piece it brings
    influence = [t for t in texts(face) if t in ("1", "2", "3")]
    assert influence == [str(v) for v in rows["influence"]]  # influence of the other die's value
    assert marks(face, Grain), "printed on card stock"


def test_the_mayor_card_shows_its_scale_bonuses_arrest_and_pawn():
    face = faces.mayor(SPEC, 3, 91, 245, 34)
    shown = texts(face)
    top = SPEC.extortion.arrest_above
    for level in range(top + 1):
        assert str(level) in shown
    labels = SPEC.presentation.labels
    assert say(labels.half) in shown and say(labels.all) in shown and say(labels.arrest) in shown
    assert say(SPEC.mayor_card.name) in shown
    assert [d.value for d in marks(face, Die)] == [SPEC.mayor_card.value]
    assert {i.name for i in marks(face, Icon)} == {SPEC.presentation.icon("mayor"), SPEC.presentation.icon("arrest")}
    assert face.live()  # the pawn slides as the level counts


@pytest.mark.parametrize("white", range(1, 7))
@pytest.mark.parametrize("black", range(1, 7))
def test_the_dice_box_says_what_every_roll_does(white: int, black: int):
    view = new_match()[0].view(None)
    view = dataclasses.replace(view, dice=(white, black))
    effect = say(looks.roll_effect(SPEC, view, white, black))
    assert effect and "{" not in effect
    meaning = classify(white, black)
    if meaning.kind in NAMES_A_CARD and meaning.named is not None:
        card = SPEC.card(*meaning.named)
        assert say(next(c.name for c in SPEC.area_cards if c.id == card)) in effect
    if meaning.kind == "influence":
        assert SPEC.card("white", white) and SPEC.card("black", black)
        assert f"White {white}" in effect and f"Black {black}" in effect
    face = looks.dice_box(SPEC, view, 300, 150)
    said = " ".join(say(m.text) for m in marks(face, Text) if m.still)  # shown once the dice settle
    assert " ".join(effect.split()) == " ".join(said.split()[len(say(meaning.describe()).split()) :])


def test_every_icon_the_presentation_names_is_vendored():
    names = [i.icon for i in SPEC.presentation.icons]
    assert names
    for name in names:
        assert name in listed() and icon_path(name).is_file(), name


def test_components_are_wooden_tokens_cardboard_and_coins():
    assert marks(faces.token(SPEC, "cube", "", 24, None), Token)[0].shape == "cube"
    assert marks(faces.token(SPEC, "hitman", "", 24, 1), Token)[0].shape == "pawn"
    assert marks(faces.token(SPEC, "chip", "", 24, 0), Coin)
    influence = faces.token(SPEC, "influence", "3", 24, 0)
    assert marks(influence, Token)[0].shape == "disc" and "3" in texts(influence)
    back = faces.token(SPEC, "bribe", "?", 24, 0)
    assert [i.name for i in marks(back, Icon)] == [SPEC.presentation.icon("bribe")] and not texts(back)
    assert "2" in texts(faces.token(SPEC, "bribe", "2", 24, 0))


def test_the_scandal_buttons_fit_and_the_prompt_says_the_rest():
    match = new_match()[0]
    view = match.view(None)
    assert say(capo_layout.button_label(SPEC, view, Action("scandal", ("1",)))) == "+1"
    assert say(capo_layout.button_label(SPEC, view, Action("scandal", ("2",)))) == "+2"


def test_faces_are_the_same_for_the_same_view():
    view = new_match()[0].view(None)
    a = capo_layout.capo_layout(SPEC, view, 1280, 800)
    b = capo_layout.capo_layout(SPEC, view, 1280, 800)
    for key, reg in a.regions.items():
        assert reg.look == b.regions[key].look and hash(reg.look) == hash(b.regions[key].look), key
    for key, p in a.placements.items():
        assert p.look == b.placements[key].look, key


def _audit(faces: list[tuple[Face, tuple[int, int]]], monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Paint each face at its own size while the label audit listens; return what it found cut, and every text the
    renderer had to wrap at its floor or replace by dots (the face did not lay it out to fit)."""
    surface = pygame.Surface((2000, 1200), pygame.SRCALPHA)
    wrapped, more = paint_module._wrapped, paint_module._more

    def wrapping(surface, text, m, *rest):
        fonts.report(f"wrapped at the floor: {text!r}")
        return wrapped(surface, text, m, *rest)

    def dots(surface, area, ink):
        fonts.report(f"dots at {tuple(area)}")
        return more(surface, area, ink)

    monkeypatch.setattr(paint_module, "_wrapped", wrapping)
    monkeypatch.setattr(paint_module, "_more", dots)
    with fonts.audit() as cuts:
        for face, (w, h) in faces:
            paint(surface, face, pygame.Rect(0, 0, w, h))
    return cuts


@pytest.mark.parametrize("lang", ["en", i18n.PSEUDO])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_no_word_is_cut_at_the_extremes_of_every_counter(size: tuple[int, int], lang: str, monkeypatch):
    """In English and in the pseudo-language (every word longer), as a longer language would be."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    i18n.use(lang)
    try:
        _every_counter(size, monkeypatch)
    finally:
        i18n.use("en")


def _every_counter(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    view = new_match()[0].view(None)
    lay = capo_layout.capo_layout(SPEC, view, *size)
    rect = {str(key): reg.rect[2:] for key, reg in lay.regions.items()}
    drawn = []
    for count in (0, 9, 10, 30):
        for kind, value in (("influence", 1), ("chip", 4), ("bribe", 5), ("cube", 6)):
            drawn.append(
                (looks.pile(SPEC, Msg("Influence"), kind, value, count, *rect["supply:i1"]), rect["supply:i1"])
            )
        w, h = rect["box"]
        out = SPEC.presentation.labels.boxed.but(n=count)
        drawn.append((looks.spot(SPEC, Msg("Box"), SPEC.presentation.icon("box"), out, w, h), (w, h)))
    for ext in range(0, 10):
        w, h = rect["card:M"]
        drawn.append((faces.mayor(SPEC, ext, w, h, capo_layout.card_foot(*size)), (w, h)))
    for white in range(1, 7):
        for black in range(1, 7):
            w, h = rect["dice"]
            drawn.append((looks.dice_box(SPEC, dataclasses.replace(view, dice=(white, black), ext=6), w, h), (w, h)))
            last = dataclasses.replace(view, dice=None, last_roll=(white, black, 1), ext=6)
            drawn.append((looks.dice_box(SPEC, last, w, h), (w, h)))  # "Bruno's last roll: ..."
    drawn.append((looks.dice_box(SPEC, view, *rect["dice"]), rect["dice"]))  # who has the dice
    for card in SPEC.area_cards:
        w, h = rect[f"card:{card.id}"]
        drawn.append((faces.area_card(SPEC, card.id, w, h, capo_layout.card_foot(*size)), (w, h)))
    w, h = rect["strip:0"]
    drawn.append((looks.strip(SPEC, "Bruno", 0, True, 15, 21, w, h), (w, h)))
    assert _audit(drawn, monkeypatch) == []


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_mayor_card_widens_only_when_its_scale_words_need_it(size: tuple[int, int]):
    view = new_match()[0].view(None)
    width = {}
    for lang in ("en", i18n.PSEUDO):
        i18n.use(lang)
        try:
            lay = capo_layout.capo_layout(SPEC, view, *size)
        finally:
            i18n.use("en")
        card, mayor = lay.region("card:W1").rect, lay.region("card:M").rect
        width[lang] = mayor[2] - card[2]
        boxes = sorted(r.rect for r in lay.regions.values() if r.kind == "card" and r.rect[1] == card[1])
        assert all(a[0] + a[2] + 4 <= b[0] for a, b in zip(boxes, boxes[1:])), "the cards still stand apart"
    assert width["en"] == 0  # English: as wide as the other cards
    assert width[i18n.PSEUDO] >= 0


def test_the_mayor_tip_says_what_its_die_does():
    tip = say(capo_layout.capo_layout(SPEC, new_match()[0].view(None), 1280, 800).region("card:M").tip)
    assert f"Its die shows {SPEC.mayor_card.value}: a {SPEC.mayor_card.value} raises the level:" in tip
    for kind in ("extort", "bribe_extort", "invest_extort"):
        assert f"{say(SPEC.roll(kind).name)} ({say(SPEC.roll(kind).roll)})" in tip
