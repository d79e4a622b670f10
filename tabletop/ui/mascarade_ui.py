"""Mascarade's screen glue: card faces and backs, seats with coins, the centre, character tiles."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.layout import Region
from tabletop.games.mascarade import layout as mascarade_layout
from tabletop.games.mascarade import present as mascarade_present
from tabletop.ui import theme
from tabletop.ui.adapters import GameUI
from tabletop.ui.anim import Director
from tabletop.ui.render import CARD_SPRITES, REGION_PAINTERS, owner_colour, rect
from tabletop.ui.widgets import draw_panel_lines, draw_text

COLOURS = {
    "judge": (60, 60, 90),
    "bishop": (120, 40, 120),
    "king": (170, 130, 20),
    "fool": (200, 90, 40),
    "queen": (180, 60, 110),
    "thief": (70, 70, 70),
    "witch": (60, 110, 60),
    "spy": (40, 90, 140),
    "peasant": (130, 100, 60),
    "cheat": (140, 30, 30),
    "inquisitor": (90, 40, 40),
    "widow": (50, 50, 50),
}
_cache: dict[tuple, pygame.Surface] = {}


def _card(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
    key = (face, w, h)
    if key in _cache:
        return _cache[key]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    if face in ("down", "", "?"):  # "?" is the back shown in the first half of a flip
        pygame.draw.rect(surf, (56, 30, 70), r, border_radius=6)
        pygame.draw.rect(surf, (200, 170, 90), r, 2, border_radius=6)
        pygame.draw.ellipse(surf, (200, 170, 90), r.inflate(-w // 2, -h // 2), 2)
    else:
        pygame.draw.rect(surf, theme.CARD, r, border_radius=6)
        pygame.draw.rect(
            surf,
            COLOURS.get(face, (90, 90, 90)),
            (0, 0, w, int(h * 0.55)),
            border_top_left_radius=6,
            border_top_right_radius=6,
        )
        pygame.draw.rect(surf, (120, 100, 60), r, 2, border_radius=6)
        draw_text(
            surf, face[:1].upper(), (r.centerx, int(h * 0.28)), int(h * 0.35), theme.TEXT, bold=True, anchor="center"
        )
        draw_text(
            surf,
            face.capitalize(),
            (r.centerx, int(h * 0.78)),
            max(9, int(h * 0.17)),
            theme.TEXT_DARK,
            bold=True,
            anchor="center",
            max_width=w - 4,
        )
    _cache[key] = surf
    return surf


CARD_SPRITES["mcard"] = _card


def _paint_seat(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    colour = owner_colour(reg.owner)
    active = extra.get("active", False)
    pygame.draw.rect(surface, (22, 40, 30), r, border_radius=8)
    pygame.draw.rect(surface, colour if active else (70, 90, 80), r, 3 if active else 1, border_radius=8)
    draw_text(surface, reg.label, (r.x + 6, r.y + 4), 14, theme.TEXT, bold=active, max_width=r.w - 52)
    coin = (r.right - 14, r.y + 13)
    pygame.draw.circle(surface, theme.CHIP, coin, 9)
    draw_text(
        surface,
        str(extra.get("coins", reg.count)),
        (coin[0] - 13, coin[1]),
        15,
        theme.TEXT,
        bold=True,
        anchor="midright",
    )
    tag = extra.get("tag", "")
    if tag:
        draw_text(
            surface, tag, (r.centerx, r.bottom - 2), 12, theme.ACCENT, bold=True, anchor="midbottom", max_width=r.w - 6
        )


def _paint_centre(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pygame.draw.ellipse(surface, (30, 56, 42), r.inflate(40, 30))
    draw_text(surface, reg.label, (r.centerx, r.y), 16, theme.ACCENT, bold=True, anchor="midtop", max_width=r.w)
    draw_text(surface, f"Courthouse {reg.count}", (r.right - 8, r.y + 28), 15, theme.TEXT, anchor="topright")
    draw_text(surface, "Bank: unlimited", (r.right - 8, r.y + 50), 13, theme.TEXT_DIM, anchor="topright")


def _paint_character(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pygame.draw.rect(surface, COLOURS.get(reg.label, (80, 80, 80)), r, border_radius=5)
    draw_text(surface, reg.label.capitalize(), r.center, 13, theme.TEXT, bold=True, anchor="center", max_width=r.w - 6)


def _paint_slot(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    """Name the card slots of the 2- and 3-player games (left, right, protected) just above each card."""
    parts = reg.label.split(":")
    if len(parts) < 3:
        return
    r = rect(reg.rect)
    text = {"L": "left", "R": "right", "P": "protected"}.get(parts[2], parts[2])
    draw_text(
        surface,
        text,
        (r.centerx, r.y - 1),
        10,
        theme.ACCENT if parts[2] == "P" else theme.TEXT_DIM,
        anchor="midbottom",
        max_width=r.w + 6,
    )
    if parts[2] == "P":
        pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), 2, border_radius=7)


REGION_PAINTERS.update(
    {"seat": _paint_seat, "centre": _paint_centre, "character": _paint_character, "cardslot": _paint_slot}
)


def _region_extra(view: dict[str, Any], reg: Region, director: Director) -> dict:
    if reg.kind != "seat":
        return {}
    s = reg.owner or 0
    tag = ""
    claims = view["claims"]
    if view["waiting"] == s:
        tag = "deciding..."
    elif str(s) in claims:
        tag = "CLAIMS" if claims[str(s)] else "passes"
    if s in view["winners"]:
        tag = "WINNER"
    return {
        "active": s == view["current"] and view["phase"] != "over",
        "tag": tag,
        "coins": round(director.value(f"coins:{s}", float(view["coins"][s]))),
    }


MASCARADE_UI = GameUI.from_layout(
    mascarade_layout,
    mascarade_layout.mascarade_layout,
    mascarade_present,
    turn_kind="turn",
    peek_label="Show",
    region_extra=_region_extra,
    draw_panel=lambda surface, view, area, director: draw_panel_lines(surface, mascarade_present.panel(view), area),
)
