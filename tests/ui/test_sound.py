"""Sound effects: which events make which sound, when they play, the mute setting remembered between runs, and a
table that stays silent (not broken) when sound is off."""

from __future__ import annotations

import wave

from tabletop.engine.events import Gained, Moved, Rolled, Said, Scored
from tabletop.engine.message import say
from tabletop.paths import art_dir
from tabletop.ui import sound
from tabletop.ui.scenes.ingame import InGameMenu
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.screenshot import play_random
from tabletop.ui.settings import Settings
from tests.ui.helpers import button, click, start_app


def test_every_sound_is_a_short_wav():
    for name in sound.SOUNDS:
        with wave.open(str(art_dir() / "sounds" / f"{name}.wav")) as w:
            assert w.getnchannels() == 1 and 0.1 < w.getnframes() / w.getframerate() < 1.5


def test_events_cue_their_sounds_once_per_moment_in_time_order():
    events = [
        Rolled("r", dice=("white",), values=(3,)),
        Moved("", component="c1", src="a", dst="b"),
        Moved("", component="c2", src="a", dst="b"),
        Gained("", seat=0, resource="coins", amount=2),
        Gained("", seat=0, resource="votes", amount=-1),
        Scored("x", seat=0, points=1, reason="win"),
        Said("y"),
    ]
    assert sound.cues(events, [0.0, 0.7, 0.7, 1.2, 1.3, 1.4, 1.5]) == [(0.0, "dice"), (0.7, "card"), (1.2, "coin")]


def test_the_sound_setting_is_remembered_and_a_bad_value_falls_back(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    settings = Settings()
    assert settings.sound == "on" and settings.toggle_sound() == "off"
    settings.save()
    assert Settings.load().sound == "off"
    (tmp_path / "settings.json").write_text('{"animation": "fast", "sound": "loud"}', encoding="utf-8")
    assert Settings.load() == Settings("fast", "on")


def test_the_in_game_menu_switches_sound_and_the_table_plays_only_when_on(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    played: list[str] = []
    monkeypatch.setattr(sound.SPEAKER, "play", lambda name, on: on and not played.append(name))
    app = start_app()
    app.settings = Settings("normal", "on")
    match = play_random("capo", 2, 3, 0)
    table = TableScene(app, match)
    app.push(table)
    app.step(0.0, [])
    table.apply(next(a for a in match.legal_actions() if a.verb == "roll"))
    for _ in range(60):
        app.step(0.05, [])
    assert "dice" in played
    app.push(InGameMenu(app, table))
    app.step(0.0, [])
    click(app, button(app, "sound").rect.center)
    assert app.settings.sound == "off" and say(button(app, "sound").label) == "Sound: off"
    assert Settings.load().sound == "off"
    played.clear()
    app.pop()
    table.apply(match.legal_actions()[0])
    for _ in range(60):
        app.step(0.05, [])
    assert played == []
