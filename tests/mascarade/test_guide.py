"""Mascarade's rules screen: data/mascarade.yaml has a guide, each of its pictures is drawn by pictures.sample, and it
names every character and every other piece the data describes, with the data's numbers."""

from __future__ import annotations

import pygame

from tabletop.engine.face import Face
from tabletop.engine.message import say
from tabletop.games.mascarade.table import pictures
from tabletop.games.registry import load_rules, table_screen
from tabletop.ui.scenes.rules import RulesScene
from tests.ui.helpers import start_app


def _spec():
    return load_rules("mascarade").spec


def test_the_data_has_a_guide():
    guide = _spec().guide
    assert guide is not None
    assert guide.goal and 4 <= len(guide.turn) <= 10 and 8 <= len(guide.pieces) <= 30


def test_every_picture_is_a_face_and_an_unknown_name_none():
    for piece in _spec().guide.pieces:
        if piece.sample:
            assert isinstance(pictures.sample(_spec(), piece.sample), Face), piece.sample
    assert pictures.sample(_spec(), "nonsense") is None
    assert pictures.sample(_spec(), "card:nonsense") is None
    assert table_screen("mascarade").sample("back") is not None  # the screen passes it on


def test_the_guide_names_every_character_and_piece_of_the_data():
    spec = _spec()
    pieces = {say(p.name): p for p in spec.guide.pieces}
    for char in spec.characters:
        assert say(char.name) in pieces, char.name
        assert pieces[say(char.name)].sample == f"card:{char.id}"
    notes = spec.notes
    for note in (notes.card_back, notes.centre_card, notes.protected, notes.coins, notes.courthouse, notes.bank):
        assert say(note.name) in pieces, note.name
    every = say(spec.guide.goal) + " ".join(say(t) for t in spec.guide.turn)
    every += " ".join(say(p.text) for p in pieces.values())
    for number in (spec.win_coins, spec.starting_coins, spec.cheat_coins, spec.swap_only_turns, spec.fine):
        assert str(number) in every


def test_the_rules_screen_draws_the_guide():
    app = start_app()
    spec = _spec()
    scene = RulesScene(app, spec.title, spec.guide, table_screen("mascarade"))
    app.push(scene)
    app.step(0.0, [])
    app.draw()
    assert scene.height > app.size[1]
    app.step(0.0, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-50, flipped=False)])
    app.draw()
    assert scene.scroll > 0
