"""Hostile text (issue 24): every text can be drawn, whatever it holds; a save whose player name holds a control
character or a lone surrogate is refused as damaged (and set aside by the menu, which still draws); the setup
screen's fields take no control characters, and its digit fields only the digits 0-9."""

from __future__ import annotations

import json
import unicodedata

import pygame
import pytest

from tabletop.engine.errors import SaveError
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.engine.saves import read_save
from tabletop.games.registry import check_save_game, load_rules
from tabletop.ui import fonts
from tabletop.ui.app import App
from tabletop.ui.settings import Settings
from tabletop.ui.widgets import TextField, draw_text

HOSTILE = [
    "\x00",
    "a\x00b",
    "\ud800",
    "x\udfffy",
    "\ud83d\ude00",  # a surrogate pair as two code points: still not text pygame can encode
    "\x1b[31mred\x1b[0m",
    "tab\there",
    "two\nlines\r\n",
    "\x7f\x85\u2028\u2029",
    "x" * 100_000,
    "word " * 20_000,
    "\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627",  # right to left
    "\u202eabc\u202c",  # a right-to-left override
    "e\u0301\u0301\u0301\u0301",  # combining marks
    "\u0301",  # a combining mark alone
    "\U0001f600 \U0001f468\u200d\U0001f469\u200d\U0001f467",  # emoji, a joined family
    "\u200b",  # only a zero-width space
    "\ufeff",
    "",
]


@pytest.fixture(autouse=True)
def font_system():
    pygame.font.init()


@pytest.mark.parametrize("text", HOSTILE, ids=[ascii(t[:12]) for t in HOSTILE])
def test_any_text_can_be_measured_wrapped_and_drawn(text):
    colour = (20, 20, 20)
    for width in (0, 200):
        image = fonts.line_image(text, 16, colour, width=width)
        assert isinstance(image, pygame.Surface) and image.get_height() > 0
    for line in fonts.wrap(text, 14, 300):
        assert not any(unicodedata.category(c) in ("Cc", "Cs") for c in line), ascii(line[:40])
        assert isinstance(fonts.line_image(line, 14, colour), pygame.Surface)
    fnt = fonts.fit(text, 18, 120)
    cut = fonts.ellipsize(text, fnt, 120)
    assert not any(unicodedata.category(c) in ("Cc", "Cs") for c in cut)
    surface = pygame.Surface((320, 40))
    assert isinstance(draw_text(surface, text, (4, 4), 16, max_width=300, serif=True, bold=True), pygame.Rect)


def test_a_drawn_line_has_no_control_characters_and_keeps_the_rest():
    assert fonts.clean("a\tb") == "a b"
    assert fonts.clean("a\x00b\x1b[0m\ud800") == "a\ufffdb\ufffd[0m\ufffd"
    assert fonts.clean("two\nlines") == "two\ufffdlines"
    kept = "Zo\u00eb \u05e9\u05dc\u05d5\u05dd e\u0301 \U0001f468\u200d\U0001f469"
    assert fonts.clean(kept) == kept
    assert len(fonts.clean("x" * 100_000)) == fonts.MAX_CHARS


# ----- player names in saves -----------------------------------------------------------------------------------


def a_save(names: list[str]) -> dict:
    """A sound save of a fresh two-player Capo game, with ``names`` for its players."""
    save = Match(load_rules("capo"), ["Anna", "Bruno"], seed=7).to_save()
    save["players"] = names
    return save


def write(path, save: dict) -> None:
    """Write a save as JSON, escaped (so a lone surrogate survives as \\ud800)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(save, ensure_ascii=True), encoding="utf-8")


@pytest.mark.parametrize("name", ["Anna\x00", "\ud800", "A\udc80na", "Esc\x1b[31m", "Two\nLines", "Tab\tbed"])
def test_a_save_whose_player_name_holds_a_control_character_is_damaged(name, tmp_path):
    path = tmp_path / "capo-bad.json"
    write(path, a_save([name, "Bruno"]))
    with pytest.raises(SaveError) as caught:
        read_save(path, check_save_game)
    message = str(caught.value)
    assert message.startswith("capo-bad.json: not a sound Tabletop save: its player names should be text of 1 to 60")
    assert "control characters" in message
    message.encode("utf-8")  # the message itself can be printed and drawn


@pytest.mark.parametrize("name", ["Zo\u00eb", "\u05e9\u05dc\u05d5\u05dd", "Jos\u00e9 \U0001f600", "e\u0301", " Ada "])
def test_printable_names_in_any_script_are_still_sound(name, tmp_path):
    path = tmp_path / "capo-good.json"
    write(path, a_save([name, "Bruno"]))
    assert read_save(path, check_save_game)["players"] == [name, "Bruno"]


@pytest.mark.parametrize("name", ["Anna\x00", "\ud800"])
def test_the_menu_sets_aside_a_save_with_such_a_name_and_draws(name):
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.saves import saves_dir

    path = saves_dir() / "capo-20240101-000000.json"
    write(path, a_save([name, "Bruno"]))
    app = App((1280, 800), settings=Settings("off"), autosave=False)
    app.push(MenuScene(app))
    app.step(0.0, [])
    app.draw()
    assert type(app.top) is MenuScene and not app.top.saves
    assert any(say(n).startswith("A damaged save was set aside as capo-20240101-000000.json.") for n in app.top.notices)
    assert not path.exists() and len(list(saves_dir().glob("*.corrupt"))) == 1


# ----- the setup screen's fields -------------------------------------------------------------------------------


def setup_app():
    """An app on Capo's setup screen (over the menu)."""
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene

    app = App((1280, 800), settings=Settings("off"))
    app.push(MenuScene(app))
    setup = SetupScene(app, "capo", load_rules("capo"))
    app.push(setup)
    app.step(0.0, [])
    return app, setup


def click(app: App, pos) -> None:
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def typed(app: App, text: str) -> None:
    app.step(0.016, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


def start(app: App, setup) -> None:
    click(app, next(b for b in setup.buttons if b.key == "start").rect.center)


def test_the_seed_field_takes_only_the_digits_0_to_9_and_start_plays_that_seed():
    from tabletop.ui.scenes.table import TableScene

    app, setup = setup_app()
    click(app, setup.seed.rect.center)
    assert setup.seed.focus
    typed(app, "\u00b2")  # "²".isdigit() is True, and int("²") fails
    assert setup.seed.value == ""
    typed(app, "1\u00b2\u0663\uff13x3")  # superscript, Arabic-Indic and full-width digits are not taken
    assert setup.seed.value == "13"
    app.draw()
    start(app, setup)
    table = app.top
    assert isinstance(table, TableScene) and table.match.seed == 13


def test_a_seed_field_holding_other_digits_is_refused_on_start_not_a_crash():
    app, setup = setup_app()
    setup.seed.value = "\u00b2"  # however it got there
    start(app, setup)
    assert app.top is setup and "digits 0-9" in say(setup.error)
    app.draw()


def test_typed_control_characters_do_not_enter_a_name():
    from tabletop.ui.scenes.table import TableScene

    app, setup = setup_app()
    field = setup.fields[0]
    assert field.focus
    for _ in field.value:
        app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="")])
    assert field.value == ""
    typed(app, "Bo\x00b\ud800\x1b\x7f\n")
    typed(app, "\t\u05e9")
    assert field.value == "Bob\u05e9"
    app.draw()
    start(app, setup)
    assert isinstance(app.top, TableScene) and app.top.match.players[0] == "Bob\u05e9"


def test_a_text_field_alone_filters_what_is_typed():
    field = TextField("name", "", pygame.Rect(0, 0, 200, 30), max_len=10)
    field.focus = True
    assert not field.handle(pygame.event.Event(pygame.TEXTINPUT, text="\x00\x1b\ud800"))
    assert field.handle(pygame.event.Event(pygame.TEXTINPUT, text="A\x00b"))
    assert field.value == "Ab"
    digits = TextField("seed", "", pygame.Rect(0, 0, 200, 30), max_len=9, digits=True)
    digits.focus = True
    assert not digits.handle(pygame.event.Event(pygame.TEXTINPUT, text="\u00b2\u0663\uff13"))
    assert digits.handle(pygame.event.Event(pygame.TEXTINPUT, text="0\u00b99"))
    assert digits.value == "09"
