"""Rialto's screen glue: card, building, tile and marker sprites; Venice, boards, supply and track painters."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.engine.layout import Region
from tabletop.games.rialto import layout as rialto_layout
from tabletop.games.rialto import present as rialto_present
from tabletop.ui import theme
from tabletop.ui.adapters import GameUI
from tabletop.ui.anim import Director
from tabletop.ui.fonts import font, wrap
from tabletop.ui.render import CARD_SPRITES, REGION_PAINTERS, owner_colour, rect
from tabletop.ui.widgets import draw_panel_lines, draw_text

if TYPE_CHECKING:
    from tabletop.games.rialto.data import RialtoSpec
    from tabletop.games.rialto.presentation import Presentation

_cache: dict[tuple, pygame.Surface] = {}


def _spec() -> RialtoSpec:
    """Rialto's validated data (loaded once per process by the registry, at first paint, not at import)."""
    from tabletop.games.registry import load_rules

    return load_rules("rialto").spec


def _look() -> Presentation:
    """The colours, letters and labels the table paints with: data/rialto.yaml ``presentation``."""
    return _spec().presentation


def _cached(maker):
    def make(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
        key = (maker.__name__, face, w, h, owner)
        if key not in _cache:
            _cache[key] = maker(face, w, h, owner)
        return _cache[key]

    return make


def _card(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
    kind, _, extra = face.partition("|")
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    look = _look()
    radius = max(2, min(w, h) // 8)
    if not kind:
        pygame.draw.rect(surf, look.palette.card_back, r, border_radius=radius)
        pygame.draw.rect(surf, look.palette.card_back_edge, r, 1, border_radius=radius)
        return surf
    mark = look.cards.get(kind)
    colour, short = (mark.colour, mark.letter) if mark else (look.palette.unknown_card, "")
    name = next((t.name for t in _spec().cards.types if t.id == kind), "")
    pygame.draw.rect(surf, theme.CARD, r, border_radius=radius)
    band = pygame.Rect(0, 0, w, max(6, int(h * (0.34 if h > 40 else 1.0))))
    pygame.draw.rect(surf, colour, band if h > 40 else r, border_radius=radius)
    pygame.draw.rect(surf, colour, r, max(1, w // 24), border_radius=radius)
    if h > 40:
        draw_text(
            surf,
            name,
            (r.centerx, band.centery),
            max(9, min(14, w // 6)),
            theme.TEXT,
            bold=True,
            anchor="center",
            max_width=w - 4,
        )
        draw_text(surf, short, (r.centerx, int(h * 0.66)), int(h * 0.3), colour, bold=True, anchor="center")
    else:
        draw_text(surf, short, r.center, max(8, int(h * 0.55)), theme.TEXT, bold=True, anchor="center", max_width=w - 2)
    if extra == "conv":  # counted as the stage's type by a building: that building's colour and letter
        badge = look.building_colours[_convert_colour()]
        pygame.draw.circle(surf, badge.colour, (w - 7, 7), 6)
        draw_text(surf, badge.letter, (w - 7, 7), 9, theme.TEXT_DARK, bold=True, anchor="center")
    return surf


def _convert_colour() -> str:
    """The colour of the buildings whose effect converts a card (yellow in the seed)."""
    return next(k.colour for k in _spec().buildings.kinds if k.effect == "convert")


def _body(colour: str) -> tuple[int, ...]:
    """A building colour's paint (grey for a colour without a mark)."""
    look = _look()
    mark = look.building_colours.get(colour)
    return mark.colour if mark else look.palette.unknown_building


def _building(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
    colour, value, coin, blocked = (face.split("|") + ["", "", "0", "0"])[:4]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    palette = _look().palette
    body = _body(colour)
    pygame.draw.rect(surf, body, r, border_radius=4)
    pygame.draw.polygon(surf, tuple(c // 2 for c in body), [(2, h // 3), (w // 2, 2), (w - 2, h // 3)])
    pygame.draw.rect(surf, palette.outline, r, 1, border_radius=4)
    draw_text(surf, value, (r.centerx, int(h * 0.62)), int(h * 0.5), theme.TEXT_DARK, bold=True, anchor="center")
    if coin == "1":
        pygame.draw.circle(surf, theme.CHIP, (w - w // 4, h - h // 4), max(4, w // 5))
        pygame.draw.circle(surf, palette.coin_edge, (w - w // 4, h - h // 4), max(4, w // 5), 1)
    if blocked == "1":
        pygame.draw.line(surf, theme.DANGER, (3, 3), (w - 3, h - 3), 2)
    return surf


def _tile(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
    kind, va, vb, dx, dy = (face.split("|") + ["", "0", "0", "0", "0"])[:5]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = surf.get_rect()
    palette = _look().palette
    if kind == "gondola":
        pygame.draw.ellipse(surf, palette.gondola, r)
        pygame.draw.ellipse(surf, palette.gondola_edge, r, 1)
        ends = _spec().gondola_tiles.value
        draw_text(surf, f"{ends} : {ends}", r.center, max(8, int(h * 0.55)), theme.TEXT, bold=True, anchor="center")
        return surf
    pygame.draw.rect(surf, palette.bridge, r, border_radius=h // 3)
    pygame.draw.rect(surf, palette.bridge_edge, r, 2, border_radius=h // 3)
    ux, uy = float(dx), float(dy)
    size = max(8, int(h * 0.62))
    for value, sign in ((va, 1), (vb, -1)):  # each end's value on the side toward its district
        px = r.centerx + sign * ux * w * 0.28
        py = r.centery + sign * uy * h * 0.28
        draw_text(surf, value, (int(px), int(py)), size, theme.TEXT_DARK, bold=True, anchor="center")
    return surf


def _chip(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    palette = _look().palette
    colour = owner_colour(owner) if owner is not None else palette.neutral
    pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=3)
    pygame.draw.rect(surf, palette.marker_edge, surf.get_rect(), 1, border_radius=3)
    draw_text(surf, face, (w // 2, h // 2), max(8, min(13, h - 3)), theme.TEXT, bold=True, anchor="center")
    return surf


def _marker(face: str, w: int, h: int, owner: int | None) -> pygame.Surface:
    size = min(w, h)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    palette = _look().palette
    colour = owner_colour(owner) if owner is not None else palette.neutral
    pygame.draw.circle(surf, colour, (size // 2, size // 2), size // 2)
    pygame.draw.circle(surf, palette.marker_edge, (size // 2, size // 2), size // 2, 1)
    draw_text(surf, face, (size // 2, size // 2), max(8, int(size * 0.55)), theme.TEXT, bold=True, anchor="center")
    return surf


def font_width(text: str, size: int) -> int:
    """Width of ``text`` in the bundled font."""
    return font(size).size(text)[0]


CARD_SPRITES.update(
    {
        "rcard": _cached(_card),
        "building": _cached(_building),
        "tile": _cached(_tile),
        "rmarker": _cached(_marker),
        "rchip": _cached(_chip),
    }
)


def participant_colour(view_extra: dict, p: int) -> tuple[int, ...]:
    """A participant's colour (grey for the neutral player)."""
    return _look().palette.neutral if view_extra.get("np") == p else owner_colour(p)


# ----- painters -----------------------------------------------------------------------------------
def _paint_pboard(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    p = reg.owner or 0
    colour = participant_colour(extra, p)
    active = extra.get("active", False)
    pygame.draw.rect(surface, pal.board, r, border_radius=8)
    pygame.draw.rect(surface, colour if active else pal.edge, r, 3 if active else 1, border_radius=8)
    badge = pygame.Rect(r.x + 6, r.y + 4, 18, 18)
    pygame.draw.rect(surface, colour, badge, border_radius=4)
    draw_text(surface, str(extra.get("rank", "")), badge.center, 12, theme.TEXT, bold=True, anchor="center")
    stats = extra.get("stats", [])
    x = r.right - 8
    for text, icon in reversed(stats):  # right-aligned: coins, VP, councillors, cards
        t = draw_text(surface, text, (x, badge.centery), 13, theme.TEXT, bold=True, anchor="midright")
        x = t.x - 3
        if icon == "coin":
            pygame.draw.circle(surface, theme.CHIP, (x - 6, badge.centery), 6)
            x -= 12
        elif icon == "councillor":
            pygame.draw.rect(surface, colour, (x - 10, badge.centery - 6, 10, 12), border_radius=2)
            x -= 10
        elif icon == "card":
            pygame.draw.rect(surface, theme.CARD, (x - 9, badge.centery - 7, 9, 13), border_radius=2)
            x -= 9
        x -= 8
    draw_text(
        surface,
        reg.label,
        (badge.right + 6, badge.centery),
        14,
        theme.TEXT,
        bold=active,
        anchor="midleft",
        max_width=max(20, x - badge.right - 8),
    )
    slot, sy, py = rialto_layout.board_geometry(reg.rect)
    if extra.get("human", True):
        for k in range(7):
            box = pygame.Rect(r.x + 8 + k * (slot + 4), sy, slot, slot)
            pygame.draw.rect(surface, pal.slot, box, border_radius=4)
            pygame.draw.rect(surface, pal.slot_edge, box, 1, border_radius=4)
    note = extra.get("note", "")
    if note:
        draw_text(
            surface,
            note,
            (r.right - 8, r.bottom - 4),
            13,
            theme.ACCENT,
            bold=True,
            anchor="bottomright",
            max_width=r.w // 2,
        )


def _paint_stage(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    current = extra.get("current", False)
    pygame.draw.rect(surface, pal.stage_current if current else pal.panel, r, border_radius=6)
    pygame.draw.rect(surface, theme.ACCENT if current else pal.edge, r, 2 if current else 1, border_radius=6)
    text = f"{reg.detail} {reg.label}"
    draw_text(
        surface,
        text,
        r.center,
        14,
        theme.TEXT if current else theme.TEXT_DIM,
        bold=current,
        anchor="center",
        max_width=r.w - 6,
    )


def _paint_track(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    pygame.draw.rect(surface, pal.panel, r, border_radius=5)
    draw_text(surface, reg.label, (r.x + 6, r.centery), 13, theme.ACCENT, bold=True, anchor="midleft")
    if reg.key == "doge_track":
        spaces = int(reg.detail)
        cw = (r.w - 44) / spaces
        for k in range(spaces):
            cell = pygame.Rect(int(r.x + 44 + k * cw), r.y + 2, int(cw) - 2, r.h - 4)
            pygame.draw.rect(surface, pal.track_cell, cell, border_radius=3)
            draw_text(surface, str(k + 1), (cell.right - 2, cell.bottom), 9, theme.TEXT_DIM, anchor="bottomright")
    else:
        top = int(reg.detail)
        for v in range(0, top + 1, 10):
            x = int(r.x + 44 + (r.w - 44 - r.h) * v / top + r.h / 2)
            pygame.draw.line(surface, pal.track_tick, (x, r.y + 3), (x, r.bottom - 3))
            draw_text(surface, str(v), (x + 2, r.bottom - 1), 9, theme.TEXT_DIM, anchor="bottomleft")


def _paint_venice(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    pygame.draw.rect(surface, pal.water, r, border_radius=10)
    canal = []  # the Grand Canal between the two sides
    for k in range(25):
        x = r.x + r.w * k / 24
        canal.append((x, r.centery + math.sin(k / 24 * math.pi * 3) * r.h * 0.03))
    pygame.draw.lines(surface, pal.canal, False, canal, max(6, r.h // 22))
    draw_text(surface, _look().labels.canal, (r.x + 8, r.centery - r.h // 20), 11, pal.canal_label, anchor="midleft")


def _paint_conn(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    ax, ay, mx, my, bx, by = (float(v) for v in reg.detail.split(","))
    pal = _look().palette
    pygame.draw.line(surface, pal.connection_line, (ax, ay), (mx, my), 3)
    pygame.draw.line(surface, pal.connection_line, (mx, my), (bx, by), 3)
    r = rect(reg.rect)
    pygame.draw.rect(surface, pal.connection, r, border_radius=5)
    pygame.draw.rect(surface, pal.connection_edge, r, 1, border_radius=5)
    if reg.label == "marked":
        pygame.draw.circle(surface, pal.neutral, r.center, max(4, r.h // 3))
        pygame.draw.circle(surface, pal.outline, r.center, max(4, r.h // 3), 1)


def _paint_district(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    number, value, current, counts = reg.detail.split("|")
    pygame.draw.rect(surface, pal.district, r, border_radius=8)
    pygame.draw.rect(
        surface, theme.ACCENT if current == "1" else pal.district_edge, r, 4 if current == "1" else 2, border_radius=8
    )
    size = max(9, min(14, r.h // 4))
    tile = pygame.Rect(r.x + 4, r.y + 4, size + 6, size + 6)
    pygame.draw.rect(surface, pal.district_number, tile, border_radius=3)
    draw_text(surface, number, tile.center, size, theme.TEXT, bold=True, anchor="center")
    draw_text(
        surface,
        reg.label,
        (tile.right + 4, tile.centery),
        size,
        theme.TEXT_DARK,
        bold=True,
        anchor="midleft",
        max_width=r.right - tile.right - 6,
    )
    draw_text(
        surface, f"={value}", (r.x + 5, r.bottom - 4), size + 1, pal.district_value, bold=True, anchor="bottomleft"
    )


def _paint_supply(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    colour, value, text = reg.detail.split("|")
    body = _body(colour)
    pygame.draw.rect(surface, body if reg.count else pal.sold_out, r, border_radius=5)
    pygame.draw.rect(surface, pal.outline, r, 1, border_radius=5)
    size = max(10, min(18, r.h // 3))
    draw_text(surface, value, (r.x + 5, r.y + 2), size, theme.TEXT_DARK, bold=True)
    draw_text(surface, f"x{reg.count}", (r.right - 4, r.y + 3), max(9, size - 4), theme.TEXT_DARK, anchor="topright")
    if r.h > 34:  # the effect in up to two short lines
        words = text.split(" ")
        half = (len(words) + 1) // 2
        lines = [" ".join(words[:half]), " ".join(words[half:])] if font_width(text, 11) > r.w - 6 else [text]
        for k, line in enumerate(reversed(lines)):
            draw_text(
                surface,
                line,
                (r.x + 4, r.bottom - 2 - k * 12),
                11,
                theme.TEXT_DARK,
                anchor="bottomleft",
                max_width=r.w - 6,
            )


def _paint_rpile(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    pygame.draw.rect(surface, theme.FELT_DARK, r, border_radius=5)
    pygame.draw.rect(surface, pal.pile_edge, r, 1, border_radius=5)
    size = max(9, min(12, r.h // 3))
    draw_text(surface, reg.label, (r.centerx, r.y + 2), size, theme.TEXT, anchor="midtop", max_width=r.w - 4)
    if reg.detail:
        draw_text(
            surface,
            f"top {reg.detail}",
            (r.centerx, r.centery + 1),
            size,
            theme.TEXT,
            anchor="center",
            max_width=r.w - 4,
        )
    draw_text(
        surface,
        f"x{reg.count}",
        (r.centerx, r.bottom - 2),
        size,
        theme.ACCENT,
        bold=True,
        anchor="midbottom",
        max_width=r.w - 4,
    )


def _paint_bonus(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    vp, state = reg.detail.split("|")
    live = state == "board"
    pygame.draw.rect(surface, pal.bonus if live else pal.bonus_gone, r, border_radius=5)
    side = extra.get("side_name", reg.label)
    text = f"{side}: {vp} VP" if live else f"{side}: {'taken' if state == 'taken' else 'turned over'}"
    draw_text(surface, text, r.center, max(9, min(12, r.h - 4)), theme.TEXT, anchor="center", max_width=r.w - 6)


def _paint_row(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    colour = owner_colour(reg.owner) if reg.owner is not None else pal.edge
    pygame.draw.rect(surface, pal.panel, r, border_radius=4)
    pygame.draw.rect(surface, colour, r, 1, border_radius=4)
    draw_text(
        surface,
        reg.label,
        (r.x + 4, r.centery),
        max(9, min(12, r.h - 4)),
        theme.TEXT,
        anchor="midleft",
        max_width=56 if reg.owner is None else r.w - 8,
    )


def _paint_handgroup(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    pygame.draw.rect(surface, pal.hand_group, r, border_radius=6)
    draw_text(surface, f"x{reg.count}", (r.right - 4, r.bottom - 2), 14, theme.ACCENT, bold=True, anchor="bottomright")


def _paint_pending(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    pygame.draw.rect(surface, pal.pending, r, border_radius=6)
    pygame.draw.rect(surface, theme.ACCENT, r, 1, border_radius=6)
    draw_text(surface, reg.label, (r.x + 6, r.y + 3), 14, theme.ACCENT, bold=True, max_width=r.w - 10)


def _paint_help(surface: pygame.Surface, reg: Region, extra: dict) -> None:
    r = rect(reg.rect)
    pal = _look().palette
    pygame.draw.rect(surface, pal.help, r, border_radius=8)
    y = r.y + 8
    for k, line in enumerate(reg.label.split("\n")):
        for part in wrap(line, font(14), r.w - 24):
            if y + 18 > r.bottom:
                return
            draw_text(surface, part, (r.x + 12, y), 14, theme.ACCENT if k == 0 else theme.TEXT)
            y += 18


REGION_PAINTERS.update(
    {
        "help": _paint_help,
        "pboard": _paint_pboard,
        "stage": _paint_stage,
        "track": _paint_track,
        "venice": _paint_venice,
        "conn": _paint_conn,
        "district": _paint_district,
        "supply": _paint_supply,
        "rpile": _paint_rpile,
        "bonus": _paint_bonus,
        "row": _paint_row,
        "handgroup": _paint_handgroup,
        "pending": _paint_pending,
    }
)


# ----- glue ----------------------------------------------------------------------------------------
def _region_extra(view: dict[str, Any], reg: Region, director: Director) -> dict:
    base = {"np": view["np"]}
    if reg.kind == "pboard":
        p = reg.owner or 0
        info = view["participants"][p]
        coins = round(director.value(f"coins:{p}", float(info["coins"])))
        vp = round(director.value(f"vp:{p}", float(info["vp"])))
        notes = []
        if view["advantage"] == p and view["stage"]:
            notes.append("advantage")
        if info["delayed"] and view["stage"]:
            notes.append("waits")
        if info["count"] is not None and view["stage"]:
            notes.append(f"played {info['count']}")
        stats = [(f"{info['hand']}", "card")]
        if info["human"]:
            stats = [
                (f"{coins}", "coin"),
                (f"{vp} VP", ""),
                (f"{info['personal']}+{info['general']}", "councillor"),
            ] + stats
        return {
            **base,
            "active": view["deciding"] == p,
            "rank": info["rank"],
            "stats": stats,
            "human": info["human"],
            "note": ", ".join(notes),
        }
    if reg.kind == "stage":
        return {**base, "current": view["stage"] == reg.detail}
    if reg.kind == "bonus":
        sides = {s.id: s.name for s in _spec().board.canal_sides}
        return {**base, "side_name": sides.get(reg.label, reg.label)}
    return base


RIALTO_UI = GameUI.from_layout(
    rialto_layout,
    rialto_layout.rialto_layout,
    rialto_present,
    turn_kind="play",
    peek_label="Show my hand",
    region_extra=_region_extra,
    draw_panel=lambda surface, view, area, director: draw_panel_lines(surface, rialto_present.panel(view), area),
)
