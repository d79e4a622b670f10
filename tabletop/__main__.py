"""Start Tabletop: the app window (optionally on one game's setup screen), or headless tools (--version, --screenshot).

Every flag is checked before any work is done (``tabletop.cli``): a bad one prints exactly one line
``tabletop: error: ...`` naming the flag and the bad value, and exits with status 2 (never a traceback).
"""

from __future__ import annotations

import argparse
import os
import re
import sys

from tabletop import cli
from tabletop.games.registry import GAMES

SCENES = ("table", "menu", "setup", "curtain", "peek", "gameover", "ingame", "rules", "readings")
SIDE = (320, 7680)  # the smallest and largest --size width or height
SCREENSHOT_ONLY = (
    "players",
    "seed",
    "variant",
    "moves",
    "size",
    "scene",
    "option",
    "hover",
    "zoom",
)  # flags that need --screenshot
DEFAULTS = {"game": "capo", "seed": 1, "moves": 40, "size": (1280, 800), "scene": "table"}
MAX_MOVES = 100_000  # the most --moves (a save holds no more)


def window_size(text: str) -> tuple[int, int]:
    """An argparse type: a window size WxH, each side from SIDE[0] to SIDE[1] pixels."""
    found = re.fullmatch(r"([0-9]{1,6})[xX]([0-9]{1,6})", text.strip())
    if not found:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x800, not {cli.shown(text)}")
    width, height = int(found[1]), int(found[2])
    if not (SIDE[0] <= width <= SIDE[1] and SIDE[0] <= height <= SIDE[1]):
        raise argparse.ArgumentTypeError(
            f"width and height must each be from {SIDE[0]} to {SIDE[1]} pixels, not {cli.shown(text)}"
        )
    return width, height


def build_parser() -> argparse.ArgumentParser:
    """The command line's flags (defaults are None so that a flag given can be told from one left out)."""
    p = cli.Parser(prog="tabletop", description="Hot-seat board games on one computer.")
    action = p.add_mutually_exclusive_group()
    action.add_argument("--version", action="store_true", help="print the version and exit")
    action.add_argument(
        "--self-test", action="store_true", help="check this installation headless and exit (0 when it works)"
    )
    action.add_argument(
        "--screenshot",
        type=cli.output_file(".png"),
        metavar="OUT.png",
        help="render a table after random moves to a PNG, headless",
    )
    p.add_argument(
        "--game",
        choices=list(GAMES),
        metavar="GAME",
        help=f"one of {', '.join(GAMES)}: the game for --screenshot (default capo), or without it the game "
        "whose setup screen the app opens on",
    )
    p.add_argument(
        "--players", type=cli.whole(0, 1000), help="player count for --screenshot (default: the game's smallest)"
    )
    p.add_argument("--seed", type=cli.whole(0, cli.MAX_SEED), help="seed for --screenshot (default 1)")
    p.add_argument("--variant", help="variant for --screenshot (default: the game's first)")
    p.add_argument(
        "--moves",
        type=cli.whole(0, MAX_MOVES),
        help=f"random legal moves before --screenshot, at most {MAX_MOVES} (default 40)",
    )
    p.add_argument(
        "--size",
        type=window_size,
        metavar="WxH",
        help=f"window size for --screenshot, each side {SIDE[0]}-{SIDE[1]} (default 1280x800)",
    )
    p.add_argument(
        "--lang",
        type=cli.language,
        help="the language to speak: en or a catalog's code (default: the one chosen in the app, else the system's)",
    )
    p.add_argument("--scene", choices=SCENES, help="which screen --screenshot shows (default table)")
    p.add_argument("--hover", type=cli.point, metavar="X,Y", help="rest the mouse there until its tooltip shows")
    p.add_argument("--zoom", type=cli.point, metavar="X,Y", help="right-click there: the piece is shown large")
    p.add_argument(
        "--replay",
        metavar="FILE",
        help="watch a saved game again (any save or exported replay file); with --screenshot, draw it headless",
    )
    p.add_argument(
        "--step", type=cli.whole(0, MAX_MOVES), help="the replay's step to show: actions played (default: the end)"
    )
    p.add_argument(
        "--viewpoint",
        metavar="V",
        help="whose eyes the replay shows: public (default), seat:K (K from 0) or open (everything)",
    )
    p.add_argument(
        "--option",
        action="append",
        metavar="KEY=VALUE",
        help="a match option the game declares, for --screenshot (repeatable), e.g. first=0",
    )
    return p


def check_points(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Stop with a usage error if ``--hover`` or ``--zoom`` lies outside the ``--size`` window."""
    width, height = args.size
    for name in ("hover", "zoom"):
        spot = getattr(args, name)
        if spot is not None and not (spot[0] < width and spot[1] < height):
            parser.error(f"argument --{name}: {spot[0]},{spot[1]} is outside the {width}x{height} window")


def check_pairs(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Stop with a usage error for a flag given without the one it needs, or with one it may not go with."""
    for name in SCREENSHOT_ONLY:
        if getattr(args, name) is not None and args.screenshot is None:
            parser.error(f"--{name} needs --screenshot")
    if args.game is not None and (args.version or args.self_test):
        parser.error(f"argument --game: not allowed with argument {'--version' if args.version else '--self-test'}")
    for name in ("step", "viewpoint"):
        if getattr(args, name) is not None and args.replay is None:
            parser.error(f"--{name} needs --replay")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line, checked; every default filled in (``players`` and ``variant`` resolved for the game)."""
    from tabletop.engine.errors import DataError, SetupError
    from tabletop.engine.gamedef import parse_options
    from tabletop.engine.message import say
    from tabletop.games.registry import load_rules

    parser = build_parser()
    args = parser.parse_args(argv)
    check_pairs(parser, args)
    if args.replay is not None:
        return replay_args(parser, args)
    if args.screenshot is not None:
        for name, value in DEFAULTS.items():
            if getattr(args, name) is None:
                setattr(args, name, value)
        check_points(parser, args)
    if args.game is None:
        return args
    if args.screenshot is None:
        return args  # the setup screen loads and checks the game's data once it is up (a broken file: its error)
    try:
        rules = load_rules(args.game)
    except DataError as exc:
        parser.error(f"argument --game: {say(GAMES[args.game].title)} cannot be played: its data file is broken: {exc}")
    counts = rules.player_counts
    if args.players is None:
        args.players = counts[0]
    elif args.players not in counts:
        parser.error(
            f"argument --players: {say(rules.title)} is for {', '.join(map(str, counts))} players, not {args.players}"
        )
    variants = rules.variants_for(args.players)
    if args.variant is None:
        args.variant = variants[0] if args.screenshot is not None else None
    elif args.variant not in variants:
        parser.error(
            f"argument --variant: {say(rules.title)} has the variants {', '.join(variants)} at {args.players} players, "
            f"not {cli.shown(args.variant)}"
        )
    try:
        args.options = parse_options(rules.option_defs(), args.option or [], args.players)
    except SetupError as exc:
        parser.error(f"argument --option: {exc}")
    return args


def replay_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> argparse.Namespace:
    """``--replay`` with its ``--step`` and ``--viewpoint`` checked: the file opened (``args.opened``), or one line
    saying why not."""
    from tabletop.engine.errors import SaveError
    from tabletop.engine.message import say
    from tabletop.engine.replay import parse_viewpoint
    from tabletop.replays import open_replay

    for name in ("game", "players", "variant", "moves", "option", "scene", "version", "self_test"):
        if getattr(args, name) not in (None, False):
            parser.error(f"argument --{name.replace('_', '-')}: not allowed with argument --replay")
    if args.screenshot is not None:
        args.size = args.size or DEFAULTS["size"]
        check_points(parser, args)
    try:
        args.opened = open_replay(args.replay)
    except SaveError as exc:
        parser.error(f"argument --replay: {cli.shown(args.replay)} cannot be replayed: {say(exc.said)}")
    total = args.opened.total
    if args.step is None:
        args.step = total
    elif args.step > total:
        parser.error(f"argument --step: the game has {total} actions, so a step from 0 to {total}, not {args.step}")
    try:
        args.viewpoint = parse_viewpoint(args.viewpoint or "public", len(args.opened.match.players))
    except ValueError as exc:
        parser.error(f"argument --viewpoint: {exc}")
    return args


def build_app(game: str | None = None, lang: str | None = None, replay=None, step=None, viewpoint=None):
    """The app window on the menu, with ``game``'s setup screen on top of it when one is given (Back: the menu), or
    ``replay`` (an opened replay) at ``step`` from ``viewpoint`` (Leave: the menu).

    Building the menu reads every save and data file; anything unexpected there becomes the app's error
    screen (with crash.log written), never a failed start.
    """
    from tabletop.ui.app import App
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.setup import SetupScene

    app = App(lang=lang)
    try:
        app.push(MenuScene(app))
        if game is not None:
            app.push(SetupScene(app, game))
        if replay is not None:
            from tabletop.ui.scenes.replay import ReplayScene

            app.push(ReplayScene(app, replay, step, viewpoint))
    except Exception:
        app.recover()
    return app


def take_screenshot(args: argparse.Namespace) -> int:
    """Render the checked ``--screenshot`` arguments to their PNG; 2 with one line if the file cannot be written."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from tabletop.ui.screenshot import describe, render

    if args.replay is not None:
        from tabletop.engine.replay import viewpoint_text
        from tabletop.ui.screenshot import render_replay

        shot = render_replay(args.opened, args.step, args.viewpoint, args.size, args.hover, args.lang or "en")
        try:
            pygame.image.save(shot, args.screenshot)
        except (pygame.error, OSError) as exc:
            print(f"tabletop: error: argument --screenshot: cannot write {args.screenshot!r}: {exc}", file=sys.stderr)
            return 2
        view = viewpoint_text(args.viewpoint)
        print(f"wrote {args.screenshot} (replay of {args.replay}, step {args.step} of {args.opened.total}, {view})")
        return 0
    played: list[int] = []  # the moves actually made (a game may end before --moves)
    surface = render(
        args.game,
        args.players,
        args.seed,
        args.moves,
        args.size,
        args.scene,
        args.variant,
        args.options,
        hover=args.hover,
        zoom=args.zoom,
        played=played,
        lang=args.lang or "en",
    )
    try:
        pygame.image.save(surface, args.screenshot)
    except (pygame.error, OSError) as exc:
        print(f"tabletop: error: argument --screenshot: cannot write {args.screenshot!r}: {exc}", file=sys.stderr)
        return 2
    print(describe(args.screenshot, args.game, args.seed, played[0] if played else args.moves, args.scene))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script and of ``python -m tabletop``."""
    if getattr(sys, "frozen", False):  # the standalone build: its computer players' search process starts here
        import multiprocessing

        multiprocessing.freeze_support()
    args = parse_args(argv)
    if args.lang:
        from tabletop import i18n

        i18n.use(args.lang)
    if args.version:
        from tabletop import __version__

        print(f"tabletop {__version__}")
        return 0
    if args.self_test:
        from tabletop.engine.errors import TabletopError
        from tabletop.selftest import run

        try:
            print(run())
        except TabletopError as exc:
            print(f"self-test FAILED: {exc}", file=sys.stderr)
            return 1
        except Exception as exc:  # anything else is a bug, but the self-test must still answer clearly
            print(f"self-test FAILED with an unexpected error: {exc!r}", file=sys.stderr)
            return 1
        return 0
    if args.screenshot is not None:
        return take_screenshot(args)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from tabletop.ui.app import write_crash_log

    try:
        app = build_app(args.game, args.lang, getattr(args, "opened", None), args.step, args.viewpoint)
        app.run(exit_after_first_frame=bool(os.environ.get("TABLETOP_EXIT_AFTER_FIRST_FRAME")))
    except Exception:  # a crash must not lose the game: it is autosaved; keep the details for a bug report
        report = write_crash_log()
        where = f"details are in {report}" if report else "the details could not be written"
        print(f"Tabletop stopped unexpectedly. Your game was saved; {where}.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
