"""kill -9 at a random moment loses nothing: a window playing and autosaving move after move is killed, and its
save then resumes with every move it had reported saved (the write is atomic: old file or new, never half)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from tabletop.engine.match import Match
from tabletop.engine.saves import read_save, remove_stale_temporaries
from tabletop.games.registry import check_save_game, load_rules
from tabletop.ui.scenes.saves import saves_dir

ROOT = Path(__file__).resolve().parents[2]

PLAYER = textwrap.dedent(
    """
    import random, sys
    from tabletop.engine.match import Match
    from tabletop.games.registry import load_rules
    from tabletop.ui.app import App
    from tabletop.ui.scenes.table import TableScene
    from tabletop.ui.settings import Settings
    app = App((1024, 640), settings=Settings("off", "off"))
    match = Match(load_rules("rialto"), ["Anna", "Bruno", "Chiara"], seed=int(sys.argv[2]))
    table = TableScene(app, match, __import__("pathlib").Path(sys.argv[1]), [])
    app.reset(table)
    pick = random.Random(int(sys.argv[2]))
    while not match.is_over():
        table.apply(pick.choice(match.legal_actions()))
        assert table.autosave()
        print(len(match.log), flush=True)
    """
)


def test_kill_9_at_random_moments_loses_no_saved_move():
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    chance = random.Random(24)
    for trial in range(3):
        path = folder / f"rialto-kill-{trial}.json"
        player = subprocess.Popen(
            [sys.executable, "-c", PLAYER, str(path), str(trial)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert player.stdout is not None
        assert player.stdout.readline()  # it has started saving
        time.sleep(chance.uniform(0.05, 1.5))
        player.send_signal(signal.SIGKILL)
        reported = [int(line) for line in player.stdout.read().split()]
        player.wait(10)
        data = read_save(path, check_save_game)
        saved = len(data["log"])
        assert saved >= (reported[-1] if reported else 1)  # every move it said was saved is there
        Match.from_save(load_rules("rialto"), data)  # and it replays
    remove_stale_temporaries(folder)  # what the menu does first: a write killed halfway leaves a temporary
    assert not list(folder.glob("*.tmp"))
