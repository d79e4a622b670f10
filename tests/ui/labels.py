"""The label audit: play a seeded random game on the table at a window size, drawing every view (and every few
steps every piece's and button's tip and a zoom), and collect every text that had to be cut or ran over its piece
(``tabletop.ui.fonts.audit``). In the pseudo-language (``--lang xx``) it also collects every drawn text that did not
come through the catalog (``tabletop.ui.fonts.scan``): a word still written in the code.

Run it by hand to see what a layout cuts: ``python -m tests.ui.labels rialto 5 --size 1024x640 --actions 200``.
"""

from __future__ import annotations

import argparse
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from contextlib import ExitStack, contextmanager

import pygame

from tabletop import i18n
from tabletop.bots.random_bot import RandomBot
from tabletop.engine.match import Match
from tabletop.games.registry import load_rules
from tabletop.ui import fonts
from tabletop.ui.app import App
from tabletop.ui.settings import Settings

SIZES = ((1024, 640), (800, 600), (1280, 800), (1920, 1080))
# Players' names with no plain Latin letter: in the pseudo-language a drawn name then passes the scan like any word
# that came through the catalog, however the table draws it.
PSEUDO_NAMES = ("Ǻñá", "Ɓŕúñó", "Çĥíáŕá", "Đáŕíó", "Éľéñá", "Ƒéđé", "Ĝíñó", "Ĥéľǵá", "Íŕíš", "Ĵóñ", "Ķáŕĺ", "Ĺéá", "Ḿá")
TIP_EVERY = 7  # steps between two rounds of drawing every tip and a zoom


@contextmanager
def speaking(lang: str):
    """The block runs in ``lang`` (and collects, in the pseudo-language, every text not from the catalog); English
    again after it."""
    with ExitStack() as stack:
        i18n.use(lang)
        stack.callback(i18n.use, "en")
        yield stack.enter_context(fonts.scan()) if lang == i18n.PSEUDO else []


def draw_tips(app: App, table) -> None:
    """Every piece's and button's hover tip, and the first zoomable piece's zoom, drawn onto a scratch screen."""
    from tabletop.ui import buttontips
    from tabletop.ui.inspect import draw_tooltip, draw_zoom_backdrop

    scratch = pygame.Surface(app.size)
    for piece in [*table.layout.regions.values(), *table.layout.placements.values()]:
        if piece.tip:
            draw_tooltip(scratch, piece.tip, (scratch.get_width() // 3, scratch.get_height() // 3))
    for button in table.buttons:
        draw_tooltip(scratch, buttontips.tip_of(table, button), (10, 10))
    zoomable = next((r for r in table.layout.regions.values() if r.zoom), None)
    if zoomable is not None:
        draw_zoom_backdrop(scratch, zoomable)


def _audit_replay(app: App, match, problems: dict[str, str], cuts: list[str], where: str, foreign) -> None:
    """The game so far replayed: halfway and at its end, from the public table, the first seat and everything open,
    with its controls' tips."""
    from tabletop.engine.replay import OPEN, Replay
    from tabletop.ui.scenes.replay import ReplayScene

    replay = Replay(match.rules, match.to_save())
    scene = ReplayScene(app, replay)
    app.push(scene)
    for step in (replay.total // 2, replay.total):
        for viewpoint in (None, 0, OPEN):
            scene.viewpoint = viewpoint
            scene.go(step)
            app.dirty = True
            app.step(0.0, [])
            draw_tips(app, scene)
            _note(problems, cuts, f"{where} step {step} from {viewpoint}", foreign)
    app.pop()


def audit_game(
    slug: str,
    players: int,
    size: tuple[int, int],
    actions: int = 10_000,
    seed: int = 1,
    options: dict | None = None,
    lang: str = "en",
) -> list[str]:
    """Every cut or overflowing text met while playing ``slug`` randomly on a ``size`` table in ``lang`` (each view
    drawn at rest, for the deciding seat, with its tips and a zoom every few steps), then its game-over and rules
    screens; each problem once, with where. In the pseudo-language, also every text that did not come through the
    catalog."""
    with speaking(lang) as foreign:
        return _audit_game(slug, players, size, actions, seed, options, lang, foreign)


def _audit_game(slug, players, size, actions, seed, options, lang, foreign) -> list[str]:
    from tabletop.ui.scenes.gameover import GameOverScene
    from tabletop.ui.scenes.setup import open_rules
    from tabletop.ui.scenes.table import TableScene

    app = App(size, settings=Settings("off"), autosave=False, lang=lang)
    rules = load_rules(slug)
    names = list(PSEUDO_NAMES[:players]) if lang == i18n.PSEUDO else [f"Player {i + 1}" for i in range(players)]
    match = Match(rules, names, rules.variants_for(players)[0], options, seed=seed)
    table = TableScene(app, match)
    app.reset(table)
    bot = RandomBot(seed)
    problems: dict[str, str] = {}
    with fonts.audit() as cuts:
        for step in range(actions):
            app.dirty = True
            app.step(0.0, [])
            for _ in range(60):  # a move's own frame shows the table as it was: the next draws the new one, audited
                if table.unprepared is None or app.top is not table:
                    break
                app.step(0.0, [])
            while app.top is not table:  # a curtain or the game-over screen: drawn, then lifted
                app.step(0.0, [])
                app.pop()
                table.set_viewer(match.rules.private_viewer(match.state))
            if step % TIP_EVERY == 0:
                draw_tips(app, table)
            _note(problems, cuts, f"{slug} {players}p {size[0]}x{size[1]} step {step}", foreign)
            if match.is_over():
                break
            table.apply(bot.choose(match))
        if match.is_over():
            app.push(GameOverScene(app, table))
            app.step(0.0, [])
            draw_tips(app, table)
        _note(problems, cuts, f"{slug} {players}p {size[0]}x{size[1]} end screen", foreign)
        _audit_replay(app, match, problems, cuts, f"{slug} {players}p {size[0]}x{size[1]} replay", foreign)
        open_rules(app, slug, match.rules)
        page = app.top
        while True:  # every part of the page, a screenful at a time
            app.dirty = True
            app.step(0.0, [])
            before = page.scroll
            page.scroll += size[1] // 2
            page.clamp()
            if page.scroll == before:
                break
        _note(problems, cuts, f"{slug} {players}p {size[0]}x{size[1]} rules screen", foreign)
    return [f"{where}: {what}" for what, where in problems.items()]


def audit_screens(slug: str, size: tuple[int, int], lang: str = "en") -> list[str]:
    """Every cut text on the menu and on ``slug``'s setup screen at its largest player count, with every seat a
    computer at the strength with the longest label and every plain choice shown (in ``lang``; in the
    pseudo-language also every text that did not come through the catalog)."""
    with speaking(lang) as foreign:
        return _audit_screens(slug, size, foreign, lang)


def _audit_screens(slug: str, size: tuple[int, int], foreign: list[str], lang: str = "en") -> list[str]:
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene

    app = App(size, settings=Settings("off"), autosave=False, lang=lang)
    problems: dict[str, str] = {}
    rules = load_rules(slug)
    with fonts.audit() as cuts:
        app.push(MenuScene(app))
        app.step(0.0, [])
        _note(problems, cuts, f"menu {size[0]}x{size[1]}", foreign)
        for count in (rules.player_counts[0], rules.player_counts[-1]):
            setup = SetupScene(app, slug, rules)
            app.push(setup)
            setup.press(f"count:{count}")
            for seat in range(count):
                setup.press(f"seat:{seat}")
                setup.press(f"seat:{seat}")  # Computer: Normal, the longest label
            app.step(0.0, [])
            _note(problems, cuts, f"{slug} setup {count}p {size[0]}x{size[1]}", foreign)
            if any(b.key == "advanced" for b in setup.buttons):
                where = f"{slug} rule readings {count}p {size[0]}x{size[1]}"
                _audit_readings(app, setup, problems, cuts, where, foreign)
            app.pop()
    return [f"{where}: {what}" for what, where in problems.items()]


def _audit_readings(app: App, setup, problems: dict[str, str], cuts: list[str], where: str, foreign) -> None:
    """The rule readings screen scrolled through, every reading once at its default and once changed."""
    setup.press("advanced")
    readings = app.top
    for changed in (False, True):
        readings.scroll = 0
        readings.resized()
        while True:
            if changed:
                for b in [b for b in readings.buttons if b.key.startswith("cycle:") and b.enabled]:
                    readings.press(b.key)
            app.step(0.0, [])
            _note(problems, cuts, where, foreign)
            if readings.scroll + readings.visible() >= len(readings.readings):
                break
            readings.scroll += readings.visible()
            readings.resized()
    readings.press("defaults")
    readings.press("done")


def _note(problems: dict[str, str], cuts: list[str], where: str, foreign: list[str] | None = None) -> None:
    for cut in cuts:
        problems.setdefault(cut, where)
    cuts.clear()
    for text in foreign or ():
        problems.setdefault(f"not from the catalog: {text!r}", where)
    if foreign:
        foreign.clear()


def main() -> None:
    """Print what the audit finds for one game, player count and size."""
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("game")
    ap.add_argument("players", type=int)
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--actions", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--option", action="append", default=[], help="KEY=VALUE, a match option (repeatable)")
    ap.add_argument("--lang", default="en", help="the language to draw in (xx: the pseudo-language, scanned)")
    args = ap.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    options = dict(o.split("=", 1) for o in args.option) or None
    found = audit_screens(args.game, (w, h), args.lang) + audit_game(
        args.game, args.players, (w, h), args.actions, args.seed, options, args.lang
    )
    print("\n".join(found) or "every label fits")


if __name__ == "__main__":
    main()
