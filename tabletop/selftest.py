"""`tabletop --self-test`: a headless check that this installation (source or bundle) really works.

Loads and validates every game's data, sets up every variant at every allowed player count (and every value of a
game's plain choices, such as The Prodigals Club's contests), plays a random game in each with the invariant
checks, renders one frame of each table to memory with the bundled font, and writes, reads and replays a save in a
temporary folder. Before that it checks the art: both bundled fonts have the Greek and Czech glyphs, every icon
art/icons.txt lists is there and rasterises, and every ``icon: <name>`` in the data names a listed icon.
"""

from __future__ import annotations

import importlib
import os
import re
import tempfile
import time
from pathlib import Path

from tabletop.bots.random_bot import RandomBot
from tabletop.engine.errors import TabletopError
from tabletop.engine.invariants import Config, play_checked
from tabletop.engine.match import Match
from tabletop.engine.saves import read_save, write_save
from tabletop.games.registry import GAMES, load_rules
from tabletop.paths import art_dir, data_dir

CHECKS = Config(every=25, views_every=5, undo_every=0, max_steps=20_000)
SAMPLE_TEXT = "Anna Κάρτα Δημάρχου Klub ztroskotanců"
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LinLibertine_R.otf", "LinLibertine_RB.otf")
ICON_KEY = re.compile(r"""(?:^[ \t]*(?:-[ \t]+)?|[{,][ \t]*)icon:[ \t]*["']?([A-Za-z0-9_-]+)""", re.M)  # YAML keys only


class SelfTestError(TabletopError):
    """The self-test found something broken."""


def _check_font() -> None:
    import pygame.freetype

    pygame.freetype.init()
    for name in FONT_FILES:
        path = art_dir() / name
        if not path.is_file():
            raise SelfTestError(f"bundled font missing: {path}")
        metrics = pygame.freetype.Font(str(path), 16).get_metrics(SAMPLE_TEXT)
        missing = [ch for ch, m in zip(SAMPLE_TEXT, metrics) if m is None]
        if missing:
            raise SelfTestError(f"bundled font {name} lacks glyphs for {''.join(missing)!r}")


def icons_in_data() -> dict[str, list[str]]:
    """Every icon name the data files use (``icon: <name>``), with the files that use it."""
    used: dict[str, list[str]] = {}
    for path in sorted(data_dir().rglob("*.yaml")):
        for name in ICON_KEY.findall(path.read_text(encoding="utf-8")):
            used.setdefault(name, []).append(path.name)
    return used


def _check_icons() -> int:
    """Every listed icon is there and rasterises with some ink; the data names only listed icons. Returns the
    number of icons checked."""
    from tabletop.ui.icons import icon_path, icon_surface, listed

    names = listed()
    for name in names:
        if not icon_path(name).is_file():
            raise SelfTestError(f"icon {name!r} is listed in art/icons.txt but {icon_path(name)} is missing")
        image = icon_surface(name, 24, (255, 255, 255))
        if image.get_bounding_rect(min_alpha=128).w == 0:
            raise SelfTestError(f"icon {name!r} ({icon_path(name)}) rasterised blank")
    unknown = {n: files for n, files in icons_in_data().items() if n not in names}
    if unknown:
        said = "; ".join(f"{n} (in {', '.join(sorted(set(f)))})" for n, f in sorted(unknown.items()))
        raise SelfTestError(f"the data uses icons art/icons.txt does not list: {said}")
    return len(names)


def _render(match: Match, lang: str = "en") -> int:
    """Draw the match's table once to an in-memory surface in ``lang``; return how many pixels differ from the
    background."""
    import pygame

    from tabletop.ui import theme
    from tabletop.ui.app import App
    from tabletop.ui.scenes.table import TableScene
    from tabletop.ui.settings import Settings

    app = App((1280, 800), settings=Settings("off"), autosave=False, lang=lang)
    app.push(TableScene(app, match))
    app.draw()
    surface = app.screen.copy()
    drawn = sum(1 for x in range(0, 1280, 16) for y in range(0, 800, 16) if surface.get_at((x, y))[:3] != theme.BG)
    pygame.display.quit()
    return drawn


def _check_pseudo() -> int:
    """Draw a table in the pseudo-language from the bundle's compiled catalog: every text drawn must have come
    through the catalog. Returns how many texts were drawn."""
    from tabletop import i18n
    from tabletop.ui import fonts

    slug = next(iter(GAMES))
    rules = GAMES[slug].load()
    names = ["Ǻñá", "Ɓŕúñó", "Çĥíáŕá", "Đáŕíó", "Éľéñá"][: rules.player_counts[0]]
    match = Match(rules, names, rules.variants_for(len(names))[0], {}, seed=7)
    drawn: list[str] = []
    try:
        with fonts.scan() as foreign:
            fonts.DRAWN = drawn
            if _render(match, i18n.PSEUDO) < 100:
                raise SelfTestError("the table rendered blank in the pseudo-language")
    finally:
        fonts.DRAWN = None
        i18n.use("en")
    if foreign:
        raise SelfTestError(f"{len(foreign)} texts on {slug}'s table did not come through the catalog: {foreign[0]!r}")
    return len(drawn)


def _option_sets(rules, count: int, variant: str) -> list[dict]:
    """The defaults, then each other value of every plain choice a game declares (The Prodigals Club's contests),
    one at a time; rule readings and who starts keep their defaults."""
    sets: list[dict] = [{}]
    for d in rules.option_defs():
        if d.kind == "choice" and not d.advanced and d.key != "first" and d.applies(count, variant):
            sets += [{d.key: v} for v in d.allowed if v != d.default_at(count)]
    return sets


def run() -> str:
    """Run every check; return the one-line summary or raise SelfTestError (or another TabletopError)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    start = time.perf_counter()
    _check_font()
    icons = _check_icons()
    setups = moves = frames = saves = 0
    with tempfile.TemporaryDirectory(prefix="tabletop-selftest-") as folder:
        for slug, entry in GAMES.items():
            rules = entry.load()  # fresh from the file, not the process's cached copy: this checks the data
            secrets = importlib.import_module(entry.secrets) if entry.secrets else None
            for count in rules.player_counts:
                for variant in rules.variants_for(count):
                    for options in _option_sets(rules, count, variant):
                        seed = 1000 + setups
                        names = [f"Player {i + 1}" for i in range(count)]
                        match = Match(rules, names, variant, options, seed=seed)
                        played = play_checked(match, RandomBot(seed).choose, CHECKS, secrets)
                        setups += 1
                        moves += played.steps
                        what = f"{slug} {count}p {variant}" + "".join(f" {k}={v}" for k, v in options.items())
                        if _render(match) < 100:
                            raise SelfTestError(f"{what}: the table rendered blank")
                        frames += 1
                        path = Path(folder) / f"{slug}-{setups}.json"
                        write_save(path, match.to_save())
                        again = Match.from_save(rules, read_save(path))
                        if again.state != match.state:
                            raise SelfTestError(f"{what}: the save did not reload to the same state")
                        saves += 1
    pseudo = _check_pseudo()
    searched = _check_computers() + _check_search_process()
    seconds = time.perf_counter() - start
    return (
        f"self-test passed: {len(GAMES)} game(s), {setups} setup(s), {moves} checked moves, {icons} icons, "
        f"{frames} table frame(s) rendered, a table in the pseudo-language ({pseudo} texts, all from the catalog), "
        f"{saves} save(s) written and replayed, {searched} computer decisions, in {seconds:.1f} s"
    )


def _check_search_process() -> int:
    """The computer players' search process starts (a second copy of this program, in the standalone build too)
    and answers a decision; return 1."""
    from tabletop.bots.worker import SearchProcess

    match = Match(load_rules("capo"), ["Player 1", "Player 2"], seed=7)
    process = SearchProcess()
    try:
        seat = match.decision().seat
        process.ask(
            {"id": 1, "save": match.to_save(), "seat": seat, "strength": "easy", "kind": "decide", "budget": 0.05}
        )
        deadline = time.perf_counter() + 60
        found = None
        while found is None and time.perf_counter() < deadline:
            found = process.poll()
            time.sleep(0.02)
    finally:
        process.close()
    if found is None or found[2]:
        raise SelfTestError(f"the search process gave no answer ({found[2] if found else 'none within 60 s'})")
    if process.in_threads:
        raise SelfTestError("the search process could not start: computers would think in the app's own thread")
    if found[1] not in {str(a) for a in match.legal_actions()}:
        raise SelfTestError(f"the search process chose {found[1]}, which is not legal")
    return 1


def _check_computers() -> int:
    """A computer player of each game searches its first decision briefly and picks a legal move."""
    from tabletop.bots.computer import Computer

    for slug in GAMES:
        rules = load_rules(slug)
        match = Match(rules, [f"Player {i + 1}" for i in range(rules.player_counts[0])], seed=7)
        seat = match.decision().seat
        if seat is None:
            raise SelfTestError(f"{slug}: the game is over before its first move")
        action = Computer(seat, "easy").think(match, 0.05).action
        if action not in match.legal_actions():
            raise SelfTestError(f"{slug}: the computer player chose {action}, which is not legal")
    return len(GAMES)
