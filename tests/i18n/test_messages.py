"""Messages as values: rendered only when drawn, in the language chosen then, by the catalogs' plural rules and
Babel's lists and numbers; the pseudo-language transforms every entry mechanically."""

from __future__ import annotations

import pytest
from babel.messages.catalog import Catalog

from tabletop import i18n
from tabletop.engine import measure
from tabletop.engine.message import (
    Listed,
    Msg,
    Name,
    Ordinal,
    Renderer,
    Seat,
    as_msg,
    data_text,
    joined,
    language,
    msg,
    msgc,
    msgn,
    say,
)
from tabletop.i18n.catalogs import placeholders, translation_problems
from tabletop.i18n.pseudo import CLOSE, OPEN, marked, pseudo


def test_english_fills_each_template_with_its_typed_arguments():
    anna = Seat(0, "Anna")
    assert say(msg("{seat} stops and banks.", seat=anna)) == "Anna stops and banks."
    assert say(msgn("{seat} pays {n} coin.", "{seat} pays {n} coins.", 1, seat=anna)) == "Anna pays 1 coin."
    assert say(msgn("{seat} pays {n} coin.", "{seat} pays {n} coins.", 3, seat=anna)) == "Anna pays 3 coins."
    both = Listed((anna, Seat(1, "Bruno"), Name("Chiara")))
    assert say(msg("{who} win.", who=both)) == "Anna, Bruno and Chiara win."
    assert say(msg("{who}?", who=Listed((anna, Seat(1, "Bruno")), "or"))) == "Anna or Bruno?"
    assert [say(msg("{k}", k=Ordinal(k))) for k in (1, 2, 3, 4, 11, 12, 13, 21, 102)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "102nd"
    ]  # fmt: skip
    inner = msg("the {card}", card=msgc("capo:cards.mayor.name", "Mayor"))
    assert say(msg("{seat} takes {what}.", seat=anna, what=inner)) == "Anna takes the Mayor."
    assert say(joined([msg("Roll"), "12"])) == "Roll\n12"
    assert say(as_msg("Anna")) == "Anna"


def test_messages_are_values_equal_by_content_and_hashable():
    a = msg("{seat} stops.", seat=Seat(0, "Anna"))
    assert a == msg("{seat} stops.", seat=Seat(0, "Anna"))
    assert hash(a) == hash(msg("{seat} stops.", seat=Seat(0, "Anna")))
    assert a.but(seat=Seat(1, "Bruno")) != a
    assert a.arg("seat") == Seat(0, "Anna")


def test_the_message_makers_give_the_values_the_dataclass_would():
    """``msg`` and its kin fill the slots without the dataclass's __init__ (it is twice as fast): the values are the
    same, field for field, in equality, hashing, repr, copies and pickles."""
    import copy
    import pickle

    made = [
        (msg("{seat} stops.", seat=Seat(0, "Anna")), Msg("{seat} stops.", (("seat", Seat(0, "Anna")),))),
        (
            msgn("{n} coin", "{n} coins", 3, seat=Seat(1, "B")),
            Msg("{n} coin", (("n", 3), ("seat", Seat(1, "B"))), "{n} coins"),
        ),
        (msgc("capo:x", "Mayor", k=1), Msg("Mayor", (("k", 1),), context="capo:x")),
        (data_text("capo:cards.mayor.name", "Mayor"), Msg("Mayor", context="capo:cards.mayor.name")),
        (msg("Roll"), Msg("Roll")),
    ]
    for fast, slow in made:
        assert fast == slow and hash(fast) == hash(slow) and repr(fast) == repr(slow)
        assert [getattr(fast, f) for f in ("text", "args", "plural", "context")] == [
            getattr(slow, f) for f in ("text", "args", "plural", "context")
        ]
        assert pickle.loads(pickle.dumps(fast)) == slow and copy.deepcopy(fast) == slow
        assert {fast: 1}[slow] == 1


def test_the_english_catalog_renders_as_the_templates_do():
    samples = [
        msg("{seat} pays {n}.", seat=Seat(0, "Anna"), n=1200),
        msg("{who}", who=Listed((Name("A"), Name("B"), Name("C")))),
        msg("{k}", k=Ordinal(22)),
        msgn("{n} coin", "{n} coins", -2),
    ]
    plain = Renderer()
    english = i18n.load("en")
    assert [english.spell(m) for m in samples] == [plain.spell(m) for m in samples]
    assert english.spell(samples[0]) == "Anna pays 1200."  # no grouping: a score reads like the printed track


def test_the_pseudo_language_marks_every_word_and_keeps_placeholders():
    text = pseudo("{seat} pays a fine of {n}.")
    assert text.startswith(OPEN) and text.endswith(CLOSE)
    assert "{seat}" in text and "{n}" in text
    assert marked(text.replace("{seat}", "").replace("{n}", ""))
    assert len(text) >= 1.35 * len("{seat} pays a fine of {n}.") - 12
    assert placeholders(text) == {"seat", "n"}
    assert pseudo("") == ""
    assert pseudo("Two\nlines").count(OPEN) == 2


@pytest.mark.parametrize(("bold", "serif"), [(False, False), (True, False), (False, True), (True, True)])
def test_every_bundled_font_draws_the_pseudo_language(bold, serif):
    sample = pseudo("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    face = measure.metrics(bold, serif)
    missing = sorted({c for c in sample if not face.has(c)})
    assert not missing, missing


def test_the_pseudo_language_renders_from_the_catalog_and_plural_forms_hold():
    i18n.use(i18n.PSEUDO)
    assert language() == i18n.PSEUDO
    assert marked(say(msg("Game over")))
    one, many = (
        say(msgn("{n} earlier row: see the log", "{n} earlier rows: see the log", 1)),
        say(msgn("{n} earlier row: see the log", "{n} earlier rows: see the log", 5)),
    )
    assert one.startswith(OPEN + "1 ") and many.startswith(OPEN + "5 ") and one != many.replace("5", "1")
    renderer = i18n.load(i18n.PSEUDO)
    renderer.spell(msg("A message no code has"))
    assert ("", "A message no code has") in renderer.missing


def test_a_translation_whose_placeholders_differ_is_reported():
    catalog = Catalog(locale="cs")
    catalog.add("{seat} pays {n}.", "{hráč} platí {n}.")
    catalog.add("{n} coin", "{n} mince")
    problems = translation_problems("cs", catalog)
    assert len(problems) == 1 and "{seat} pays {n}." in problems[0]


def test_the_catalog_template_is_up_to_date_with_the_code_and_the_data():
    """A message used in code or data but not in the catalog, an entry no longer used, or a translation whose
    placeholders differ from its template's: `make i18n` brings the template up to date."""
    from tabletop.i18n.catalogs import problems

    found = problems()
    assert not found, "\n".join(found[:40])


def test_data_texts_are_messages_named_by_their_data_id():
    from tabletop.games.registry import load_rules
    from tabletop.i18n.catalogs import walk_texts

    guide = load_rules("capo").spec.guide
    assert isinstance(guide.goal, Msg) and guide.goal.context == "capo:guide.goal"
    contexts = {m.context for m in walk_texts(guide)}
    assert "capo:guide.turn.0" in contexts


def test_an_unknown_language_falls_back_to_english_and_the_system_language_is_used_when_it_has_a_catalog(
    monkeypatch,
):
    assert i18n.use("tlh") == "en"
    monkeypatch.setenv("LANG", "el_GR.UTF-8")
    assert i18n.system_language() == ("el" if "el" in i18n.available() else "en")
    monkeypatch.setenv("LANG", "xx_XX.UTF-8")  # the pseudo-language is never the system's
    assert i18n.system_language() == "en"
    assert i18n.PSEUDO not in i18n.available()
    monkeypatch.setenv("TABLETOP_PSEUDO", "1")
    assert i18n.PSEUDO in i18n.available()


def test_measured_widths_follow_the_drawn_ones():
    import pygame

    from tabletop.ui.fonts import font

    pygame.font.init()

    for text in ("Anna stops and banks.", "Ελληνικά: συμμορία", "Čeština: žluťoučký kůň", pseudo("Round 3")):
        for size in (12, 16, 24):
            for bold in (False, True):
                drawn = font(size, bold, floored=False).size(text)[0]
                assert abs(measure.width(text, size, bold) - drawn) <= max(3, drawn * 0.08), (text, size, bold)
    room = max(measure.width("one two", 14), measure.width("three four", 14)) + 1
    assert measure.wrap("one two three four", room, 14) == ["one two", "three four"]
    assert measure.largest("A long line of words", 60, 30, 6) < 30
