"""Per-game glue for the generic table scene: layout, targets, button labels, panel extras, scoring rows."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import pygame

from tabletop.engine.actions import Action
from tabletop.engine.layout import Layout, Region
from tabletop.engine.view import ScoreRow
from tabletop.ui.anim import Director


@dataclass(frozen=True)
class GameUI:
    """What the table scene needs to know about one game's screen."""

    layout: Callable[[dict, int, int], Layout]
    target_of: Callable[[dict, Action], str | None]
    button_label: Callable[[dict, Action], str]
    intent_of: Callable[[dict, str], tuple[str, str | None] | None]
    turn_buttons: tuple[str, ...]
    button_kinds: tuple[str, ...]
    turn_kind: str
    peek_label: str
    panel_width: Callable[[int], int]
    top_bar: int
    bottom_bar: int
    region_extra: Callable[[dict, Region, Director], dict]
    counters: Callable[[dict], dict[str, float]]
    draw_panel: Callable[[pygame.Surface, dict, pygame.Rect, Director], int]
    scoring_rows: Callable[[dict], list[ScoreRow]]
    banner: Callable[[dict], str | None]

    @classmethod
    def from_layout(
        cls, module: ModuleType, layout: Callable[[dict, int, int], Layout], present: ModuleType, **screen: Any
    ) -> GameUI:
        """A GameUI whose table geometry and click mapping come from a game's pure layout ``module``, and its
        banner, scoring rows and counters from its pure ``present`` module
        (target_of, button_label, intent_of, TURN_BUTTONS, BUTTON_KINDS, panel_width, TOP_BAR, BOTTOM_BAR)."""
        return cls(
            layout=layout,
            target_of=module.target_of,
            button_label=module.button_label,
            intent_of=getattr(module, "intent_of", _no_intent),
            turn_buttons=module.TURN_BUTTONS,
            button_kinds=getattr(module, "BUTTON_KINDS", module.TURN_BUTTONS),
            panel_width=module.panel_width,
            top_bar=module.TOP_BAR,
            bottom_bar=module.BOTTOM_BAR,
            banner=present.banner,
            scoring_rows=present.scoring_rows,
            counters=present.counters,
            **screen,
        )


def _no_intent(view: dict, key: str) -> None:
    """A game that maps no region to what a click there would mean."""
    return None


def adapter(slug: str):
    """The TableScreen of a registered game (or the GameUI of one not yet drawn from faces)."""
    from tabletop.games.registry import GAMES, table_screen

    if GAMES[slug].screen is not None:
        return table_screen(slug)
    raise KeyError(f"no screen for game {slug!r}")
