"""The table's own drawing, kept between frames: at rest it is drawn once per view and then only blitted; while an
animation plays, everything that stays still (the felt, still regions, pieces that neither move, flip nor lie on a
changing region) is painted once into a backdrop, in the frame of the action, and each frame draws only the rest
over it. The table at rest after an animation is put together from that backdrop too, and equals a fresh drawing."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.engine.layout import Layout, Placement
from tabletop.ui.anim import Director, overlaps_any
from tabletop.ui.render import draw_component, draw_regions

Felt = Callable[[pygame.Surface, int], None]  # paints the ground under the table, given the table's width


class TableCanvas:
    """The kept drawings of one table: the table at rest, and an animation's backdrop with the pieces over it."""

    def __init__(self, felt: Felt):
        self.felt = felt
        self.still: pygame.Surface | None = None  # the table at rest, drawn once per view and window size
        self.still_key: tuple = ()
        self.backdrop: pygame.Surface | None = None  # while animating: everything that stays still
        self.backdrop_key: tuple = ()
        self.foreground: list[Placement] = []  # the pieces drawn over the backdrop (the moving ones once landed)

    def forget(self) -> None:
        """Drop every kept drawing: the next frame draws the table afresh."""
        self.still_key = self.backdrop_key = ()

    def draw(self, surface: pygame.Surface, layout: Layout, director: Director, version: int, table_w: int) -> None:
        """The felt, the regions and the pieces of ``layout`` (view number ``version``) as the director shows
        them now."""
        if director.busy():  # pieces move, flip and count: the backdrop and what changes
            self._draw_table(surface, layout, director, version, table_w)
            return
        key = (version, surface.get_size())
        if self.still_key != key or self.still is None:
            if self.still is None or self.still.get_size() != surface.get_size():
                self.still = pygame.Surface(surface.get_size()).convert()
            self._draw_table(self.still, layout, director, version, table_w)
            self.still_key = key
        surface.blit(self.still, (0, 0))

    def prepare(self, size: tuple[int, int], layout: Layout, director: Director, version: int, table_w: int) -> None:
        """Before an animation's first frame: paint its backdrop and the sprites of the pieces that will move or
        change, so every animating frame only blits."""
        if not director.busy():
            return
        self._backdrop_for(size, layout, director, version, table_w)
        scratch = pygame.Surface((1, 1))  # drawing there caches each sprite at its own size
        draw_regions(scratch, layout, director, live=True)
        for p in [p for p, _box in director.sprites()] + self.foreground:  # the moving ones at rest too
            draw_component(scratch, p)
            if p.id in director.flips:
                draw_component(scratch, p, back=True)

    def _backdrop_for(self, size, layout: Layout, director: Director, version: int, table_w: int) -> pygame.Surface:
        key = (version, size, table_w)
        if self.backdrop_key != key or self.backdrop is None:
            if self.backdrop is None or self.backdrop.get_size() != size:
                self.backdrop = pygame.Surface(size).convert()
            self.felt(self.backdrop, table_w)
            draw_regions(self.backdrop, layout, live=False)
            changing = [r.rect for r in layout.regions.values() if r.look is not None and r.look.live()]
            self.foreground = []
            for p in layout.placements.values():
                if p.in_pile:
                    continue
                changes = p.id in director.tweens or p.id in director.flips or (p.look is not None and p.look.live())
                above = overlaps_any(p.rect, [q.rect for q in self.foreground])  # kept above those under it
                if changes or above or overlaps_any(p.rect, changing):
                    self.foreground.append(p)  # a moving one is a sprite until it lands
                else:
                    draw_component(self.backdrop, p)
            self.backdrop_key = key
        return self.backdrop

    def _draw_table(self, surface, layout: Layout, director: Director, version: int, table_w: int) -> None:
        if director.busy():  # the still table is painted once per view; only what changes every frame
            surface.blit(self._backdrop_for(surface.get_size(), layout, director, version, table_w), (0, 0))
            draw_regions(surface, layout, director, live=True)
            pieces = [p for p in self.foreground if not director.moving(p.id)]
        elif self.backdrop_key == (version, surface.get_size(), table_w) and self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))  # the animation has ended: only what changed during it is drawn
            draw_regions(surface, layout, director, live=True)
            pieces = self.foreground
        else:
            self.felt(surface, table_w)
            draw_regions(surface, layout, director)
            pieces = [p for p in layout.placements.values() if not p.in_pile]
        for p in pieces:
            scale, new_face = director.flip_of(p.id)
            draw_component(surface, p, flip=scale, back=not new_face, motion=director)
