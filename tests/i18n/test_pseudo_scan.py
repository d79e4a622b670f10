"""Every scene drawn in the pseudo-language: any drawn text without its marks is a word that did not come through
the catalog (a string still written in the code). The label audit (tests/ui/test_label_fit.py) scans the table
with its tips and zooms at every step, the end and rules screens; this covers the other scenes of every game."""

from __future__ import annotations

import pytest

from tabletop import i18n
from tabletop.games.registry import GAMES, load_rules
from tabletop.ui import fonts, screenshot
from tests.ui.labels import PSEUDO_NAMES

SCENES = ("table", "curtain", "peek", "gameover", "ingame", "menu", "setup", "rules", "readings")


@pytest.mark.parametrize("slug", list(GAMES))
def test_every_scene_of_every_game_speaks_only_through_the_catalog(slug, monkeypatch):
    monkeypatch.setattr(screenshot, "DEFAULT_NAMES", PSEUDO_NAMES)
    players = load_rules(slug).player_counts[-1]
    found: dict[str, str] = {}
    for scene in SCENES:
        with fonts.scan() as foreign:
            screenshot.render(slug, players, 3, 25, (1280, 800), scene, lang=i18n.PSEUDO)
        for text in foreign:
            found.setdefault(text, scene)
    assert not found, "\n".join(f"{scene}: {text!r}" for text, scene in found.items())
