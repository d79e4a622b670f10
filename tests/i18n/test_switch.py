"""The log keeps messages, so a language chosen later re-renders everything already said; a game saved in one
language resumes in another (a save holds actions, not text)."""

from __future__ import annotations

from tabletop import i18n
from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.message import Msg, say
from tabletop.engine.message import language as language_now
from tabletop.engine.saves import write_save
from tabletop.games.registry import load_rules
from tabletop.i18n.pseudo import marked, pseudo
from tabletop.ui.app import App
from tabletop.ui.logtext import entries
from tabletop.ui.scenes.resume import resume_save
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings
from tests.ui.labels import PSEUDO_NAMES


def _played(slug: str, moves: int) -> tuple[App, TableScene, Match]:
    app = App((1280, 800), settings=Settings("off"), autosave=False, lang="en")
    rules = load_rules(slug)
    players = rules.player_counts[0]
    match = Match(rules, list(PSEUDO_NAMES[:players]), rules.variants_for(players)[0], seed=4)
    table = TableScene(app, match)
    app.push(table)
    bot = RandomBot(4)
    for _ in range(moves):
        table.apply(bot.choose(match))
    return app, table, match


def test_the_log_said_in_english_reads_in_the_language_chosen_later():
    app, table, match = _played("capo", 30)
    names = match.players
    english = [e.text for e in entries(table.log, names)]
    assert any(isinstance(line, Msg) for line in table.log)  # kept as messages, rendered when drawn
    app.speak(i18n.PSEUDO)
    pseudo = [e.text for e in entries(table.log, names)]
    assert len(pseudo) >= len(english) - 5  # English alone groups players who did the same
    assert all(marked(line) for line in pseudo), [line for line in pseudo if not marked(line)][:3]
    app.step(0.0, [])  # the table draws in the new language at once
    app.speak("en")
    assert [e.text for e in entries(table.log, names)] == english


def test_a_game_saved_in_english_resumes_in_another_language(tmp_path):
    app, table, match = _played("mascarade", 12)
    path = tmp_path / "game.json"
    write_save(path, match.to_save())
    other = App((1280, 800), settings=Settings("off"), autosave=False, lang=i18n.PSEUDO)
    resume_save(other, path)
    resumed = other.top
    assert isinstance(resumed, TableScene)
    assert resumed.match.state == match.state
    lines = [e.text for e in entries(resumed.log, resumed.match.players)]
    assert lines and all(marked(line) for line in lines), [line for line in lines if not marked(line)][:3]


def test_the_menu_switches_language_and_remembers_it(monkeypatch):
    from tabletop.ui.scenes.menu import MenuScene

    monkeypatch.setenv("TABLETOP_PSEUDO", "1")
    app = App((1280, 800), autosave=False)
    assert language_now() == "en"
    menu = MenuScene(app)
    app.push(menu)
    offered = [b.key for b in menu.buttons if b.key.startswith("language:")]
    assert offered == ["language:en", "language:el", "language:cs", "language:xx"]
    assert [say(b.label) for b in menu.buttons if b.key in offered] == [
        "English",
        "Ελληνικά",
        "Čeština",
        pseudo("Pseudo"),
    ]
    menu.press("language:xx")
    assert language_now() == i18n.PSEUDO and Settings.load().language == i18n.PSEUDO
    app.step(0.0, [])
    again = App((1280, 800), autosave=False)  # the next start speaks the language chosen
    assert language_now() == i18n.PSEUDO and again.settings.language == i18n.PSEUDO
    MenuScene(again).press("language:en")
    assert language_now() == "en" and Settings.load().language == "en"


def test_a_settings_file_naming_an_unknown_language_gives_the_system_language_and_says_so(tmp_path, monkeypatch):
    from tabletop.paths import user_dir

    (user_dir() / "settings.json").write_text('{"animation": "fast", "language": "tlh"}')
    settings = Settings.load()
    assert settings.language is None and settings.animation == "fast"
    assert "language 'tlh' is not one of en" in say(settings.notice)
