"""Mascarade's screen glue: card faces and backs, seats with coins, the centre, character tiles."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.layout import Region
from tabletop.games.mascarade import layout as mascarade_layout
from tabletop.games.mascarade import present as mascarade_present
from tabletop.ui import theme
from tabletop.ui.adapters import GameUI
from tabletop.ui.anim import Director
from tabletop.ui.render import CARD_SPRITES, REGION_PAINTERS, owner_colour, rect
from tabletop.ui.widgets import draw_panel_lines, draw_text

if TYPE_CHECKING:
    from tabletop.games.mascarade.data import MascaradeSpec

_cache: dict[tuple, pygame.Surface] = {}


def _spec() -> MascaradeSpec:
    """Mascarade's data, whose ``presentation`` holds the table's colours, letters and labels (loaded once, on first
    use, so importing this module stays cheap)."""
    from tabletop.games.registry import load_rules

    return load_rules("mascarade").spec


def _card(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
    spec = _spec()
    look = spec.presentation
    back = face in ("down", "", "?")  # "?" is the back shown in the first half of a flip
    paint = (look.card_back,) if back else (look.characters[face], spec.character(face).name, look.card_rim)
    key = (face, w, h, *paint)  # the colours too: a sprite drawn from other data is another sprite
    if key in _cache:
        return _cache[key]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    if back:
        pygame.draw.rect(surf, look.card_back.body, r, border_radius=6)
        pygame.draw.rect(surf, look.card_back.trim, r, 2, border_radius=6)
        pygame.draw.ellipse(surf, look.card_back.trim, r.inflate(-w // 2, -h // 2), 2)
    else:
        char = look.characters[face]
        pygame.draw.rect(surf, theme.CARD, r, border_radius=6)
        pygame.draw.rect(
            surf,
            char.colour,
            (0, 0, w, int(h * 0.55)),
            border_top_left_radius=6,
            border_top_right_radius=6,
        )
        pygame.draw.rect(surf, look.card_rim, r, 2, border_radius=6)
        draw_text(surf, char.letter, (r.centerx, int(h * 0.28)), int(h * 0.35), theme.TEXT, bold=True, anchor="center")
        draw_text(
            surf,
            spec.character(face).name,
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
    look = _spec().presentation
    pygame.draw.rect(surface, look.seat, r, border_radius=8)
    pygame.draw.rect(surface, colour if active else look.seat_rim, r, 3 if active else 1, border_radius=8)
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
    look = _spec().presentation
    pygame.draw.ellipse(surface, look.centre, r.inflate(40, 30))
    draw_text(surface, reg.label, (r.centerx, r.y), 16, theme.ACCENT, bold=True, anchor="midtop", max_width=r.w)
    courthouse = f"{look.labels.courthouse} {reg.count}"
    draw_text(surface, courthouse, (r.right - 8, r.y + 28), 15, theme.TEXT, anchor="topright")
    draw_text(surface, look.labels.bank, (r.right - 8, r.y + 50), 13, theme.TEXT_DIM, anchor="topright")


def _paint_character(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    spec = _spec()
    pygame.draw.rect(surface, spec.presentation.characters[reg.label].colour, r, border_radius=5)
    name = spec.character(reg.label).name
    draw_text(surface, name, r.center, 13, theme.TEXT, bold=True, anchor="center", max_width=r.w - 6)


def _paint_slot(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    """Name the card slots of the 2- and 3-player games (left, right, protected) just above each card."""
    parts = reg.label.split(":")
    if len(parts) < 3:
        return
    r = rect(reg.rect)
    spec = _spec()
    small = spec.small_games
    protected = parts[2] in (small.two_players.protected, small.three_players.protected)
    draw_text(
        surface,
        spec.presentation.positions.get(parts[2], parts[2]),
        (r.centerx, r.y - 1),
        10,
        theme.ACCENT if protected else theme.TEXT_DIM,
        anchor="midbottom",
        max_width=r.w + 6,
    )
    if protected:
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
