"""The replay on screen, driven headless as a player would: from the saves screen's Finished list and from the end
screen; the controls, the scrubber, a click on a log line, the viewpoint chooser, playing on its own; the export
dialog; the command line's --replay with --step and --viewpoint; and never a write to the save."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.__main__ import main
from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.engine.replay import OPEN
from tabletop.engine.saves import write_save
from tabletop.games.registry import load_rules
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.scenes.saves import SavesScene, saves_dir
from tests.test_cli import error_line
from tests.ui.helpers import button, click, start_app


def finished_match(slug: str = "mascarade", players: int = 4, seed: int = 3) -> Match:
    """A game played to its end by random moves."""
    rules = load_rules(slug)
    match = Match(rules, ["Anna", "Bruno", "Chloé", "Dan", "Eva", "Filip"][:players], seed=seed)
    bot = RandomBot(seed)
    while not match.is_over():
        match.apply(bot.choose(match))
    return match


def saved(match: Match, folder: Path, name: str = "mascarade-1.json") -> Path:
    path = folder / name
    write_save(path, match.to_save())
    return path


def open_from_saves_screen():
    """The app on the replay of a finished game, reached as a player does; the save's path and bytes."""
    match = finished_match()
    path = saved(match, saves_dir())
    app = start_app()
    click(app, button(app, "saves").rect.center)
    assert isinstance(app.top, SavesScene)
    assert [say(b.label) for b in app.top.buttons if b.key.endswith(":1")] == ["Replay", "Export", "Delete"]
    click(app, button(app, "replay:1").rect.center)
    assert isinstance(app.top, ReplayScene)
    return app, match, path, path.read_bytes()


def test_a_finished_game_is_listed_with_its_winner_and_opens_at_its_end():
    match = finished_match()
    saved(match, saves_dir())
    app = start_app()
    click(app, button(app, "saves").rect.center)
    saves = app.top
    assert isinstance(saves, SavesScene) and not saves.saves and len(saves.finished) == 1
    winners = [match.players[s] for s in match.outcome().winners]
    assert saves.finished[0].winners == match.outcome().winners
    from tabletop.ui.scenes.saves import finished_label

    label = say(finished_label(saves.finished[0]))
    assert all(name in label for name in winners) and "won by" in label
    click(app, button(app, "replay:1").rect.center)
    replay = app.top
    assert replay.replay.step == replay.replay.total == len(match.log)


def test_the_controls_move_either_way_and_nothing_is_written():
    app, match, path, before = open_from_saves_screen()
    scene = app.top
    total = len(match.log)
    assert not button(app, "on").enabled and not button(app, "end").enabled
    click(app, button(app, "back").rect.center)
    assert scene.replay.step == total - 1
    click(app, button(app, "start").rect.center)
    assert scene.replay.step == 0 and not button(app, "back").enabled
    click(app, button(app, "on").rect.center)
    click(app, button(app, "on").rect.center)
    assert scene.replay.step == 2
    for key, step in ((pygame.K_RIGHT, 3), (pygame.K_LEFT, 2), (pygame.K_END, total), (pygame.K_HOME, 0)):
        app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")])
        assert scene.replay.step == step
    click(app, button(app, "end").rect.center)
    assert scene.replay.step == total
    assert path.read_bytes() == before
    click(app, button(app, "leave").rect.center)
    assert isinstance(app.top, SavesScene)
    assert path.read_bytes() == before


def test_the_scrubber_jumps_and_a_log_line_goes_to_its_step():
    app, match, _, _ = open_from_saves_screen()
    scene = app.top
    r = scene.scrub_rect
    click(app, (r.x + r.w // 2, r.centery))
    assert abs(scene.replay.step - len(match.log) / 2) <= 1
    marks = scene.replay.marks()  # the turns' marks on the track
    mark = marks[len(marks) // 2]
    click(app, (r.x + round(r.w * mark / len(match.log)) + 2, r.centery))  # beside a mark: its turn's start
    assert scene.replay.step == mark
    click(app, (r.x + r.w // 2, r.centery))
    halfway = scene.replay.step
    assert scene.log and all(n <= halfway for n in scene.log_steps)
    app.draw()
    top, row = next((top, row) for top, row in scene.logpanel.shown if row.line >= 0 and not row.section)
    target = scene.log_steps[row.line]
    click(app, (scene.logpanel.view.x + 40, top + 3))
    assert scene.replay.step == target


def test_the_viewpoint_chooser_goes_round_every_seat_and_open():
    app, match, _, _ = open_from_saves_screen()
    scene = app.top
    seen = [scene.viewpoint]
    for _ in range(len(match.players) + 1):
        click(app, button(app, "viewpoint").rect.center)
        seen.append(scene.viewpoint)
    assert seen == [None, *range(len(match.players)), OPEN]
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button(app, "viewpoint").rect.center, button=3)])
    assert scene.viewpoint == len(match.players) - 1
    scene.go(5)
    assert scene.view == match.rules.view(scene.replay.match.state, len(match.players) - 1)


def test_play_runs_on_by_itself_and_stops_at_the_end():
    app, match, _, _ = open_from_saves_screen()
    scene = app.top
    click(app, button(app, "start").rect.center)
    click(app, button(app, "play").rect.center)
    assert scene.playing and button(app, "pause")
    for _ in range(40):
        app.step(0.1, [])
    assert 3 <= scene.replay.step < len(match.log)
    app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")])
    paused = scene.replay.step
    for _ in range(10):
        app.step(0.1, [])
    assert not scene.playing and scene.replay.step == paused


def test_the_end_screen_offers_replay_from_the_first_move():
    from tabletop.ui.scenes.gameover import GameOverScene
    from tabletop.ui.scenes.table import TableScene

    match = finished_match("capo", 2, 5)
    app = start_app()
    table = TableScene(app, match)
    app.push(table)
    app.push(GameOverScene(app, table))
    app.step(0.0, [])
    click(app, button(app, "replay").rect.center)
    assert isinstance(app.top, ReplayScene) and app.top.replay.step == 0
    assert app.top.replay.total == len(match.log)


def test_export_writes_where_typed_and_says_why_not_when_it_cannot(tmp_path):
    from tabletop.ui.scenes.export import ExportScene

    match = finished_match()
    saved(match, saves_dir())
    app = start_app()
    click(app, button(app, "saves").rect.center)
    saves = app.top
    click(app, button(app, "export:1").rect.center)
    dialog = app.top
    assert isinstance(dialog, ExportScene)
    (tmp_path / "a file").write_text("x")
    for folder, works in ((tmp_path / "a file", False), (tmp_path / "exported", True)):
        dialog.field.value = ""
        app.step(0.016, [pygame.event.Event(pygame.TEXTINPUT, text=str(folder))])
        app.step(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
        if works:
            assert app.top is saves and "Exported as" in say(saves.note)
            assert len(list(folder.iterdir())) == 1
        else:
            assert app.top is dialog and "cannot export" in say(dialog.problem)


def test_tabletop_replay_flags(tmp_path, capsys):
    path = saved(finished_match(), tmp_path)
    out = tmp_path / "shot.png"
    assert main(["--screenshot", str(out), "--replay", str(path), "--step", "7", "--viewpoint", "seat:1"]) == 0
    assert out.stat().st_size > 10_000 and "step 7" in capsys.readouterr().out
    (tmp_path / "bad.json").write_text("{not json")
    bad = [
        (["--replay", str(tmp_path / "bad.json")], "not valid JSON"),
        (["--replay", str(tmp_path / "missing.json")], "cannot be replayed"),
        (["--replay", str(path), "--step", "100000"], "--step"),
        (["--replay", str(path), "--viewpoint", "seat:9"], "--viewpoint"),
        (["--step", "3"], "--step needs --replay"),
        (["--replay", str(path), "--game", "capo"], "not allowed with argument --replay"),
    ]
    for argv, expected in bad:
        with pytest.raises(SystemExit) as caught:
            main(["--screenshot", str(out), *argv] if "--step" not in argv[:1] else argv)
        assert caught.value.code == 2
        assert expected in error_line(capsys.readouterr().err, "tabletop"), argv


def _open_rialto_replay():
    """A finished Rialto 5p game opened from the saves list, at step 100, seen with every hand open."""
    match = finished_match("rialto", 5, seed=4)
    saved(match, saves_dir(), "rialto-1.json")
    app = start_app()
    click(app, button(app, "saves").rect.center)
    click(app, button(app, "replay:1").rect.center)
    scene = app.top
    scene.replay.go(100)
    while scene.viewpoint != OPEN:
        click(app, button(app, "viewpoint").rect.center)
    return app, scene


def test_the_open_table_is_laid_out_above_its_band_of_hands():
    app, scene = _open_rialto_replay()
    assert len(scene.hands) == 5  # every seat holds cards only it sees
    w, h = app.size
    band_top = h - scene.ui.bottom_bar - scene._band_height()
    table_w = w - scene.ui.panel_width(w)
    table = [*scene.layout.placements.values(), *scene.layout.regions.values()]
    on_table = [p for p in table if p.rect[0] < table_w and not getattr(p, "in_pile", False)]
    assert on_table and all(p.rect[1] + p.rect[3] <= band_top + 1 for p in on_table)


def test_a_tooltip_is_drawn_over_the_open_tables_band_of_hands(monkeypatch):
    from tabletop.ui.scenes import chrome

    app, scene = _open_rialto_replay()
    drawn: list[str] = []
    hands, inspection = ReplayScene._draw_hands, chrome.draw_inspection
    monkeypatch.setattr(ReplayScene, "_draw_hands", lambda s, surface: (drawn.append("hands"), hands(s, surface)))
    monkeypatch.setattr(chrome, "draw_inspection", lambda t, surface: (drawn.append("tip"), inspection(t, surface)))
    scene.draw(app.canvas)
    assert drawn == ["hands", "tip"]
