"""Start Tabletop: the app window, or headless tools (--version, --screenshot)."""

from __future__ import annotations

import argparse
import os
import sys
import traceback


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line."""
    p = argparse.ArgumentParser(prog="tabletop", description="Hot-seat board games on one computer.")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument(
        "--self-test", action="store_true", help="check this installation headless and exit (0 when it works)"
    )
    p.add_argument("--screenshot", metavar="OUT.png", help="render a table after random moves to a PNG, headless")
    p.add_argument("--game", default="capo", help="game for --screenshot (default capo)")
    p.add_argument("--players", type=int, default=0, help="player count for --screenshot")
    p.add_argument("--seed", type=int, default=1, help="seed for --screenshot")
    p.add_argument("--variant", default="", help="variant for --screenshot (default: the game's first)")
    p.add_argument("--moves", type=int, default=40, help="random legal moves before --screenshot")
    p.add_argument("--size", default="1280x800", help="window size WxH for --screenshot")
    p.add_argument(
        "--scene",
        default="table",
        choices=["table", "menu", "setup", "curtain", "peek", "gameover", "ingame"],
        help="which screen --screenshot shows",
    )
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Entry point of the console script and of ``python -m tabletop``."""
    args = parse_args(argv)
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
    if args.screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        from tabletop.ui.screenshot import screenshot

        width, height = (int(v) for v in args.size.lower().split("x"))
        print(
            screenshot(
                args.screenshot,
                args.game,
                args.players,
                args.seed,
                args.moves,
                (width, height),
                args.scene,
                args.variant,
            )
        )
        return 0
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from tabletop.paths import user_dir
    from tabletop.ui.app import App
    from tabletop.ui.scenes.menu import MenuScene

    app = App()
    app.push(MenuScene(app))
    try:
        app.run(exit_after_first_frame=bool(os.environ.get("TABLETOP_EXIT_AFTER_FIRST_FRAME")))
    except Exception:  # a crash must not lose the game: it is autosaved; keep the details for a bug report
        report = user_dir() / "crash.log"
        report.write_text(traceback.format_exc(), encoding="utf-8")
        print(f"Tabletop stopped unexpectedly. Your game was saved; details are in {report}.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
