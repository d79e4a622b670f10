"""Capo dei Capi's screen glue: dice panel, strip info, extortion counter and the scoring table.

Its colours, die looks and words come from the `presentation:` block of data/capo.yaml (validated with the rest,
read through the loaded rules), so importing this module loads no data: CAPO_UI is built at first use.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.layout import Region
from tabletop.games.capo import layout as capo_layout
from tabletop.games.capo import present as capo_present
from tabletop.games.capo.dice import classify
from tabletop.ui import theme
from tabletop.ui.adapters import GameUI
from tabletop.ui.anim import Director
from tabletop.ui.render import draw_die
from tabletop.ui.widgets import draw_text

if TYPE_CHECKING:
    from tabletop.games.capo.presentation import Presentation

ROLL_ORDER = ("white", "black")  # the order of a roll's values in the view (the rules' state.dice), not a look


def presentation() -> Presentation:
    """The presentation block of data/capo.yaml (loaded and validated once per process by the registry)."""
    from tabletop.games.registry import load_rules

    return load_rules("capo").spec.presentation


def _region_extra(view: dict[str, Any], reg: Region, director: Director) -> dict:
    if reg.kind == "mayor":
        return {"ext": director.value("ext", float(view["ext"]))}
    if reg.kind == "strip":
        seat = reg.owner or 0
        won = len(view["zones"][f"won:{seat}"])
        info = f"chips {view['chips'][seat]}   cubes {won}"
        return {"active": seat == view["active"] and not view["over"], "info": info}
    if reg.kind in ("slot", "chipslot"):
        return {"active": reg.owner == view["active"] and not view["over"]}
    return {}


def _draw_panel(surface: pygame.Surface, view: dict[str, Any], area: pygame.Rect, director: Director) -> int:
    """The dice box at the top of the side panel; returns the height used."""
    pres = presentation()
    margin, top, height = capo_layout.DICE_BOX  # the layout's dice region (with its tip) lies over this box
    box = pygame.Rect(area.x + margin, area.y + top, area.w - 2 * margin, height)
    pygame.draw.rect(surface, pres.dice_box, box, border_radius=8)
    last = view["last_roll"]
    final = tuple(view["dice"]) if view["dice"] else (tuple(last[:2]) if last else None)
    faces, tilt = director.dice_faces(final)
    size = 56
    if faces:
        for i, die_id in enumerate(ROLL_ORDER):
            die = pygame.Rect(box.x + 20 + i * (size + 16), box.y + 12, size, size)
            draw_die(surface, die, faces[i], pres.dice[die_id], tilt * (1 if i else -1))
        if tilt == 0 and final:
            meaning = classify(*final).describe().capitalize()
            if not view["dice"] and last:
                meaning = pres.labels.last_roll.format(player=view["players"][last[2]])
            draw_text(
                surface, meaning, (box.x + 12, box.bottom - 24), 16, theme.ACCENT, bold=True, max_width=box.w - 130
            )
    else:
        who = view["players"][view["active"]]
        draw_text(
            surface,
            pres.labels.has_dice.format(player=who),
            (box.centerx, box.centery),
            16,
            theme.TEXT_DIM,
            anchor="center",
            max_width=box.w - 20,
        )
    ext = view["ext"]
    draw_text(
        surface,
        pres.labels.extortion.format(level=ext, top=view["ext_max"]),
        (box.right - 12, box.bottom - 24),
        14,
        theme.DANGER if ext >= pres.extortion_warning_at else theme.TEXT_DIM,
        anchor="topright",
    )
    return box.h + 10


@functools.cache
def capo_ui() -> GameUI:
    """Capo dei Capi's GameUI, built once at first use (its peek label comes from the data)."""
    return GameUI.from_layout(
        capo_layout,
        capo_layout.capo_layout,
        capo_present,
        turn_kind="turn",
        peek_label=presentation().labels.peek,
        region_extra=_region_extra,
        draw_panel=_draw_panel,
    )


def __getattr__(name: str) -> Any:
    """``CAPO_UI`` (what tabletop/ui/adapters.py imports) is built on first access, not at import."""
    if name == "CAPO_UI":
        return capo_ui()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
