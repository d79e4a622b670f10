"""Masques's screen glue: card and marker sprites, palace/corridor/player painters, scoring rows."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.layout import Region
from tabletop.games.masques import layout as masques_layout
from tabletop.games.masques import present as masques_present
from tabletop.games.masques.data import Presentation
from tabletop.ui import theme
from tabletop.ui.adapters import GameUI
from tabletop.ui.anim import Director
from tabletop.ui.render import CARD_SPRITES, REGION_PAINTERS, owner_colour, rect
from tabletop.ui.widgets import draw_panel_lines, draw_text

_cache: dict[tuple, pygame.Surface] = {}


def _look() -> Presentation:
    """The presentation block of data/masques.yaml (the rules are loaded once per process, at first use)."""
    from tabletop.games.registry import load_rules

    return load_rules("masques").spec.presentation


def _agent_name(kind: str) -> str:
    """An agent type's display name, from the agents' data."""
    from tabletop.games.registry import load_rules

    return next((a.name for a in load_rules("masques").spec.agents.types if a.id == kind), kind)


def _guest(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
    family, value, side = (face.split("|") + ["", "", "up"])[:3]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    look = _look()
    colour = look.families[family]
    if side == "down":
        pygame.draw.rect(surf, look.colours.guest_down, r, border_radius=6)
        pygame.draw.rect(surf, colour, r, 3, border_radius=6)
        draw_text(
            surf,
            "0",
            (r.centerx, r.centery - h // 10),
            int(h * 0.34),
            look.colours.guest_down_value,
            bold=True,
            anchor="center",
        )
        draw_text(
            surf,
            f"{family.capitalize()} {value}",
            (r.centerx, r.bottom - 4),
            max(9, int(h * 0.14)),
            look.colours.guest_down_name,
            anchor="midbottom",
            max_width=w - 6,
        )
        return surf
    pygame.draw.rect(surf, theme.CARD, r, border_radius=6)
    pygame.draw.rect(surf, colour, (0, 0, w, int(h * 0.3)), border_top_left_radius=6, border_top_right_radius=6)
    pygame.draw.rect(surf, colour, r, 2, border_radius=6)
    draw_text(
        surf,
        family.capitalize(),
        (r.centerx, int(h * 0.15)),
        max(9, int(h * 0.15)),
        theme.TEXT,
        bold=True,
        anchor="center",
        max_width=w - 6,
    )
    draw_text(surf, value, (r.centerx, int(h * 0.64)), int(h * 0.42), theme.TEXT_DARK, bold=True, anchor="center")
    return surf


def _agent(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
    kind, influence, cost = (face.split("|") + ["", "", ""])[:3]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    colours = _look().colours
    pygame.draw.rect(surf, colours.agent, r, border_radius=6)
    pygame.draw.rect(surf, colours.agent_edge, r, 2, border_radius=6)
    draw_text(
        surf,
        _agent_name(kind),
        (r.centerx, int(h * 0.18)),
        max(9, int(h * 0.16)),
        theme.ACCENT,
        bold=True,
        anchor="center",
        max_width=w - 6,
    )
    draw_text(surf, influence, (r.centerx, int(h * 0.55)), int(h * 0.36), theme.TEXT, bold=True, anchor="center")
    draw_text(
        surf,
        f"cost {cost}",
        (r.centerx, r.bottom - 3),
        max(9, int(h * 0.14)),
        theme.TEXT_DIM,
        anchor="midbottom",
        max_width=w - 6,
    )
    return surf


def _marker(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
    kind, side = (face.split("|") + ["up"])[:2]
    size = min(w, h)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    r = surf.get_rect()
    look = _look()
    colours = look.colours
    if kind == "ducat":
        down = side == "down"
        pygame.draw.circle(surf, colours.ducat_down if down else theme.CHIP, r.center, size // 2)
        pygame.draw.circle(surf, colours.ducat_edge, r.center, size // 2, max(1, size // 10))
        draw_text(
            surf,
            look.ducat.down_letter if down else look.ducat.letter,
            r.center,
            int(size * 0.55),
            colours.ducat_down_ink if down else colours.ducat_ink,
            bold=True,
            anchor="center",
        )
    else:
        guild = look.guilds[kind]
        colour, letter = guild.colour, guild.letter
        if side == "down":
            colour = tuple(c // 3 for c in colour)
        pygame.draw.rect(surf, colour, r, border_radius=size // 4)
        pygame.draw.rect(surf, colours.marker_edge, r, max(1, size // 12), border_radius=size // 4)
        ink = theme.TEXT if sum(colour) < 400 else theme.TEXT_DARK
        draw_text(surf, letter, r.center, int(size * 0.6), ink, bold=True, anchor="center")
    return surf


def _cached(maker):
    def make(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
        key = (maker.__name__, face, w, h, owner)
        if key not in _cache:
            _cache[key] = maker(face, w, h, owner)
        return _cache[key]

    return make


CARD_SPRITES.update({"guest": _cached(_guest), "agent": _cached(_agent), "marker": _cached(_marker)})


def _paint_palace(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    colours = _look().colours
    pygame.draw.rect(surface, colours.palace, r, border_radius=5)
    pygame.draw.rect(surface, colours.palace_edge, r, 2, border_radius=5)
    size = max(9, min(13, r.h // 5))
    draw_text(
        surface,
        reg.label,
        (r.x + 4, r.y + 2),
        size,
        theme.TEXT_DARK,
        bold=reg.label == "Door",
        max_width=r.w - size - 8,
    )
    icon = pygame.Rect(
        r.right - size - 3, r.y + 3, size, size
    )  # what an empty card receives: a ducat or a favor marker
    if reg.detail == "favor":
        pygame.draw.rect(surface, colours.palace_favor, icon, border_radius=2)
    else:
        pygame.draw.circle(surface, colours.palace_ducat, icon.center, size // 2)


def _paint_corridor(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    colours = _look().colours
    pygame.draw.rect(surface, colours.corridor, r, border_radius=5)
    pygame.draw.rect(surface, colours.corridor_edge, r, 1, border_radius=5)
    draw_text(surface, reg.label, r.center, max(9, r.h // 5), colours.corridor_label, anchor="center")


def _paint_stack(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    colours = _look().colours
    for k in range(min(reg.count, 3) - 1, 0, -1):
        pygame.draw.rect(surface, colours.stack, r.move(3 * k, -3 * k), border_radius=6)
    if not reg.count:
        pygame.draw.rect(surface, colours.stack_empty, r, border_radius=6)
    draw_text(
        surface,
        f"{reg.label} x{reg.count}",
        (r.centerx, r.y - 3),
        12,
        theme.TEXT,
        anchor="midbottom",
        max_width=r.w + 20,
    )


def _paint_player(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    seat = reg.owner or 0
    colour = owner_colour(seat)
    active = extra.get("active", False)
    look = _look()
    pygame.draw.rect(surface, look.colours.board, r, border_radius=8)
    pygame.draw.rect(surface, colour if active else look.colours.board_edge, r, 3 if active else 1, border_radius=8)
    badge = pygame.Rect(r.x + 6, r.y + 6, 24, 24)
    pygame.draw.rect(surface, colour, badge, border_radius=4)
    draw_text(surface, reg.label[:1].upper(), badge.center, 16, theme.TEXT, bold=True, anchor="center")
    name = reg.label + ("  *first*" if extra.get("first") else "")
    draw_text(
        surface,
        name,
        (badge.right + 6, badge.centery),
        15,
        theme.TEXT,
        bold=active,
        anchor="midleft",
        max_width=r.w - 110,
    )
    y = badge.bottom + 4
    x = r.x + 8
    for family in extra.get("families", []):
        chip = pygame.Rect(x, y, min(90, (r.w - 20) // 2), 18)
        pygame.draw.rect(surface, look.families[family], chip, border_radius=4)
        draw_text(surface, family.capitalize(), chip.center, 12, theme.TEXT, anchor="center", max_width=chip.w - 4)
        x = chip.right + 6
    y += 22
    favor = extra.get("favor", {})
    pip = max(5, min(10, (r.bottom - y - 22) // 5 - 2))
    for k, guild in enumerate(favor):  # one column per guild: its letter, then four pips from the bottom up
        gcol, letter = look.guilds[guild].colour, look.guilds[guild].letter
        gx = r.x + 10 + k * (pip + 14)
        draw_text(surface, letter, (gx + pip // 2, y), 11, theme.TEXT_DIM, anchor="midtop")
        for level in range(4):
            box = pygame.Rect(gx, y + 14 + (3 - level) * (pip + 2), pip, pip)
            pygame.draw.rect(surface, gcol if level < favor[guild] else look.colours.pip_empty, box, border_radius=2)
    draw_text(
        surface,
        f"{extra.get('ducats', 0)}",
        (r.right - 40, r.bottom - 19),
        15,
        theme.TEXT,
        bold=True,
        anchor="midright",
    )
    pygame.draw.circle(surface, theme.CHIP, (r.right - 23, r.bottom - 19), 10)
    hand = extra.get("hand", 0)
    if hand:
        draw_text(surface, f"hand {hand}", (r.right - 8, r.bottom - 38), 13, theme.TEXT_DIM, anchor="bottomright")


def _paint_name(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    family, value = reg.label.rsplit("-", 1)
    pygame.draw.rect(surface, _look().families[family], r, border_radius=6)
    draw_text(surface, value, (r.centerx, r.centery + 6), int(r.h * 0.4), theme.TEXT, bold=True, anchor="center")
    draw_text(surface, family.capitalize(), (r.centerx, r.y + 3), 11, theme.TEXT, anchor="midtop", max_width=r.w - 4)


REGION_PAINTERS.update(
    {
        "palace": _paint_palace,
        "corridor": _paint_corridor,
        "stack": _paint_stack,
        "player": _paint_player,
        "name": _paint_name,
    }
)


def _region_extra(view: dict[str, Any], reg: Region, director: Director) -> dict:
    if reg.kind == "player":
        s = reg.owner or 0
        seat = view["seats"][s]
        deciding = view["drafting"] if view["phase"] == "draft" else view["active"]
        return {
            "active": s == deciding and view["phase"] != "over",
            "first": s == view["first"],
            "families": view["families"][s],
            "favor": seat["favor"],
            "ducats": seat["ducats"],
            "hand": seat["hand"] + seat["packet"] + seat["picked"],
        }
    return {}


MASQUES_UI = GameUI.from_layout(
    masques_layout,
    masques_layout.masques_layout,
    masques_present,
    turn_kind="turn",
    peek_label="Show my hand",
    region_extra=_region_extra,
    draw_panel=lambda surface, view, area, director: draw_panel_lines(surface, masques_present.panel(view), area),
)
