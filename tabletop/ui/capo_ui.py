"""Capo dei Capi's screen glue: dice panel, strip info, extortion counter and the scoring table."""

from __future__ import annotations

from typing import Any

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
    margin, top, height = capo_layout.DICE_BOX  # the layout's dice region (with its tip) lies over this box
    box = pygame.Rect(area.x + margin, area.y + top, area.w - 2 * margin, height)
    pygame.draw.rect(surface, (34, 40, 48), box, border_radius=8)
    last = view["last_roll"]
    final = tuple(view["dice"]) if view["dice"] else (tuple(last[:2]) if last else None)
    faces, tilt = director.dice_faces(final)
    size = 56
    if faces:
        for i, colour in enumerate(("white", "black")):
            die = pygame.Rect(box.x + 20 + i * (size + 16), box.y + 12, size, size)
            draw_die(surface, die, faces[i], colour, tilt * (1 if i else -1))
        if tilt == 0 and final:
            meaning = classify(*final).describe().capitalize()
            if not view["dice"] and last:
                meaning = f"{view['players'][last[2]]}'s last roll"
            draw_text(
                surface, meaning, (box.x + 12, box.bottom - 24), 16, theme.ACCENT, bold=True, max_width=box.w - 130
            )
    else:
        who = view["players"][view["active"]]
        draw_text(
            surface,
            f"{who} has the dice",
            (box.centerx, box.centery),
            16,
            theme.TEXT_DIM,
            anchor="center",
            max_width=box.w - 20,
        )
    ext = view["ext"]
    draw_text(
        surface,
        f"Extortion {ext}/{view['ext_max']}",
        (box.right - 12, box.bottom - 24),
        14,
        theme.DANGER if ext >= 5 else theme.TEXT_DIM,
        anchor="topright",
    )
    return box.h + 10


CAPO_UI = GameUI.from_layout(
    capo_layout,
    capo_layout.capo_layout,
    capo_present,
    turn_kind="turn",
    peek_label="Peek at my bribes",
    region_extra=_region_extra,
    draw_panel=_draw_panel,
)
