"""The table's own drawing, kept between frames: at rest it is drawn once per view and then only blitted; while an
animation plays, everything that stays still (the felt, still regions, pieces that neither move, flip nor lie on a
changing region) is painted once into a backdrop, in the frame after the action's, and each frame draws only the
rest over it. The backdrop starts from the table at rest before the action: only the places where the two tables
differ are painted again. The sprites it needs may first be painted a slice of a frame at a time (``paint_ahead``),
so that no frame paints many new ones. The table at rest after an animation is put together from that backdrop too,
and equals a fresh drawing. The two are one window-sized surface in turn (4 MiB at 1280x800): the backdrop is
painted over the table at rest it starts from, and the table at rest after is drawn over the backdrop."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pygame

from tabletop.engine.layout import Layout, Placement
from tabletop.ui.anim import Director, overlaps_any
from tabletop.ui.paint import blit_face
from tabletop.ui.render import draw_component, draw_regions, rect

Felt = Callable[[pygame.Surface, int], None]  # paints the ground under the table, given the table's width


class TableCanvas:
    """The kept drawings of one table: the table at rest, and an animation's backdrop with the pieces over it."""

    def __init__(self, felt: Felt):
        self.felt = felt
        self.still: pygame.Surface | None = None  # the table at rest, drawn once per view and window size
        self.still_key: tuple = ()
        self.still_layout: tuple[Layout, int] | None = None  # what the still shows: the layout and the table's width
        self.backdrop: pygame.Surface | None = None  # while animating: everything that stays still
        self.backdrop_key: tuple = ()
        self.foreground: list[Placement] = []  # the pieces drawn over the backdrop (the moving ones once landed)
        self.plan: tuple[tuple, list[Placement], list[pygame.Rect] | None] | None = None  # see ``_planned``
        self.painting: tuple[tuple, Iterator[None]] | None = None  # the sprites ``paint_ahead`` has yet to paint

    def forget(self) -> None:
        """Drop every kept drawing: the next frame draws the table afresh."""
        self.still_key = self.backdrop_key = ()
        self.still_layout = None
        self.plan = self.painting = None

    def release(self) -> None:
        """Drop the kept drawings and their window-sized surfaces (the table is put away): a scene lives on until
        the collector's next pass, and the next table's two surfaces would otherwise come on top of these."""
        self.forget()
        self.still = self.backdrop = None

    def draw(self, surface: pygame.Surface, layout: Layout, director: Director, version: int, table_w: int) -> None:
        """The felt, the regions and the pieces of ``layout`` (view number ``version``) as the director shows
        them now."""
        if director.busy():  # pieces move, flip and count: the backdrop and what changes
            self._draw_table(surface, layout, director, version, table_w)
            return
        size = surface.get_size()
        key = (version, size)
        if self.still_key != key or self.still is None:
            if self.backdrop_key == (version, size, table_w) and self.backdrop is not None:
                self._still_from_backdrop(layout, director)  # the animation has ended
            else:
                if self.still is None or self.still.get_size() != size:
                    self.still, self.still_layout = pygame.Surface(size).convert(), None
                dirty = self._dirty_since_still(size, layout, table_w, [], whole=True)
                if dirty is None:
                    self._draw_table(self.still, layout, director, version, table_w)
                else:  # the table at rest before, painted again where this one differs
                    self._repaint(self.still, layout, dirty, table_w, whole=True)
            self.still_key, self.still_layout = key, (layout, table_w)
        assert self.still is not None  # drawn just now, or kept
        surface.blit(self.still, (0, 0))

    def _still_from_backdrop(self, layout: Layout, director: Director) -> None:
        """The table at rest after an animation: its backdrop (the surface itself, no copy) with what changed during
        it drawn over, the live regions and the foreground pieces."""
        assert self.backdrop is not None
        self.still, self.backdrop, self.backdrop_key = self.backdrop, None, ()
        draw_regions(self.still, layout, director, live=True)
        _draw_pieces(self.still, self.foreground, director)

    def has_still(self, size: tuple[int, int]) -> bool:
        """Whether a table at rest of this window size is kept (the last one drawn)."""
        return self.still is not None and self.still_layout is not None and self.still.get_size() == size

    def draw_still(self, surface: pygame.Surface) -> None:
        """The table at rest last drawn, as it was (``has_still`` says there is one)."""
        assert self.still is not None
        surface.blit(self.still, (0, 0))

    def prepare(self, size: tuple[int, int], layout: Layout, director: Director, version: int, table_w: int) -> None:
        """Before an animation's first frame: paint its backdrop and the sprites of the pieces that will move or
        change, so every animating frame only blits."""
        if not director.busy():
            return
        self._backdrop_for(size, layout, director, version, table_w)
        for _ in _moving_sprites(pygame.Surface((1, 1)), layout, director, self.foreground):
            pass

    def paint_ahead(
        self, size: tuple[int, int], layout: Layout, director: Director, version: int, table_w: int, until: float
    ) -> bool:
        """Paint the sprites that ``prepare`` will need for this animation, until ``until`` (``time.perf_counter``);
        whether all are painted. Called again, it goes on where it stopped: ``prepare`` then mostly blits."""
        key = (version, size, table_w, self.still_key)
        if self.painting is None or self.painting[0] != key:
            foreground, dirty = self._planned(size, layout, director, version, table_w)
            self.painting = (
                key,
                self._sprites_needed(
                    layout, director, foreground, [pygame.Rect((0, 0), size)] if dirty is None else dirty
                ),
            )
        return all(time.perf_counter() <= until for _ in self.painting[1])  # a sprite painted, then the clock read

    def _sprites_needed(
        self, layout: Layout, director: Director, foreground: list[Placement], dirty: list[pygame.Rect]
    ) -> Iterator[None]:
        """Paint, one at a time, each sprite the backdrop's ``dirty`` parts and the animation will draw (drawing on
        a scratch surface keeps each sprite at its own size, as ``prepare`` does)."""
        scratch = pygame.Surface((1, 1))
        regions = [r for r in layout.regions.values() if r.look is not None and not r.look.live()]
        region_rects = [rect(r.rect) for r in regions]
        drawn = set(map(id, foreground))
        pieces = [p for p in layout.placements.values() if not p.in_pile and id(p) not in drawn]
        piece_rects = [rect(p.rect) for p in pieces]
        for area in dirty:
            for i in area.collidelistall(region_rects):
                blit_face(scratch, regions[i].look, region_rects[i])  # type: ignore[arg-type]
                yield
            for i in area.collidelistall(piece_rects):
                draw_component(scratch, pieces[i])
                yield
        yield from _moving_sprites(scratch, layout, director, foreground)

    def _planned(
        self, size, layout: Layout, director: Director, version: int, table_w: int
    ) -> tuple[list[Placement], list[pygame.Rect] | None]:
        """The animation's foreground and where its backdrop differs from the table at rest kept (None: painted
        whole), worked out once for both ``paint_ahead`` and the backdrop."""
        key = (version, size, table_w, self.still_key)
        if self.plan is None or self.plan[0] != key:
            foreground = _foreground(layout, director)
            self.plan = (key, foreground, self._dirty_since_still(size, layout, table_w, foreground, whole=False))
        return self.plan[1], self.plan[2]

    def _backdrop_for(self, size, layout: Layout, director: Director, version: int, table_w: int) -> pygame.Surface:
        key = (version, size, table_w)
        if self.backdrop_key != key or self.backdrop is None:
            self.foreground, dirty = self._planned(size, layout, director, version, table_w)
            if dirty is not None:  # painted over the table at rest it starts from, which it becomes
                assert self.still is not None
                self.backdrop, self.still = self.still, None
                self.still_key, self.still_layout = (), None
            elif self.backdrop is None or self.backdrop.get_size() != size:
                self.backdrop = self._spare(size)
            self._repaint(self.backdrop, layout, dirty or [self.backdrop.get_rect()], table_w, whole=False)
            self.backdrop_key, self.plan, self.painting = key, None, None
        return self.backdrop

    def _spare(self, size: tuple[int, int]) -> pygame.Surface:
        """A window-sized surface to paint whole: the table at rest's when it is kept at this size (it is not painted
        in parts from now on), else a new one."""
        spare = self.still
        if spare is not None and spare.get_size() == size:
            self.still, self.still_key, self.still_layout = None, (), None
            return spare
        return pygame.Surface(size).convert()

    def _dirty_since_still(
        self, size, layout: Layout, table_w: int, foreground: list[Placement], whole: bool
    ) -> list[pygame.Rect] | None:
        """Where the table at rest of ``layout`` (``whole``) or its backdrop, over ``foreground``, differs from the
        table at rest kept from before (None: no such table, or too much differs for a repaint of parts to pay)."""
        if self.still is None or self.still_layout is None or self.still.get_size() != size:
            return None
        before, width = self.still_layout
        if width != table_w:
            return None
        dirty = _differences(before, layout)
        if not whole:  # the backdrop leaves out what changes during the animation
            dirty += [rect(r.rect) for r in layout.regions.values() if r.look is not None and r.look.live()]
            dirty += [rect(p.rect) for p in foreground]
        merged = _merged(dirty)
        if sum(r.w * r.h for r in merged) > size[0] * size[1] * REPAINT_SHARE:
            return None
        return merged

    def _repaint(
        self, surface: pygame.Surface, layout: Layout, dirty: list[pygame.Rect], table_w: int, whole: bool
    ) -> None:
        """Paint the table at rest of ``layout`` (``whole``) or its backdrop again inside each of the ``dirty``
        rectangles only."""
        regions = [r for r in layout.regions.values() if r.look is not None and (whole or not r.look.live())]
        region_rects = [rect(r.rect) for r in regions]
        drawn = set() if whole else set(map(id, self.foreground))
        pieces = [p for p in layout.placements.values() if not p.in_pile and id(p) not in drawn]
        piece_rects = [rect(p.rect) for p in pieces]
        clip = surface.get_clip()
        for area in dirty:
            surface.set_clip(area)
            self.felt(surface, table_w)
            for i in area.collidelistall(region_rects):
                blit_face(surface, regions[i].look, region_rects[i])  # type: ignore[arg-type]
            for i in area.collidelistall(piece_rects):
                draw_component(surface, pieces[i])
        surface.set_clip(clip)

    def _draw_table(self, surface, layout: Layout, director: Director, version: int, table_w: int) -> None:
        if director.busy():  # the still table is painted once per view; only what changes every frame
            surface.blit(self._backdrop_for(surface.get_size(), layout, director, version, table_w), (0, 0))
            draw_regions(surface, layout, director, live=True)
            pieces = [p for p in self.foreground if not director.moving(p.id)]
        else:
            self.felt(surface, table_w)
            draw_regions(surface, layout, director)
            pieces = [p for p in layout.placements.values() if not p.in_pile]
        _draw_pieces(surface, pieces, director)


def _draw_pieces(surface: pygame.Surface, pieces: list[Placement], director: Director) -> None:
    """Draw ``pieces`` as the director shows them now (turned part-way while they flip)."""
    for p in pieces:
        scale, new_face = director.flip_of(p.id)
        draw_component(surface, p, flip=scale, back=not new_face, motion=director)


def _moving_sprites(
    scratch: pygame.Surface, layout: Layout, director: Director, foreground: list[Placement]
) -> Iterator[None]:
    """Paint, one at a time, the sprites the animation draws over its backdrop: the live regions, and the pieces
    that move, flip or change (the moving ones at rest too); drawing on ``scratch`` caches each at its own size."""
    draw_regions(scratch, layout, director, live=True)
    yield
    for p in [p for p, _box in director.sprites()] + foreground:
        draw_component(scratch, p)
        if p.id in director.flips:
            draw_component(scratch, p, back=True)
        yield


REPAINT_SHARE = 0.6  # past this share of the window changed, the backdrop is painted whole


def _foreground(layout: Layout, director: Director) -> list[Placement]:
    """The pieces drawn over the backdrop: those that move, flip or change every frame, those on a changing region,
    and those lying over one of these (kept above what is under them)."""
    changing = [r.rect for r in layout.regions.values() if r.look is not None and r.look.live()]
    foreground: list[Placement] = []
    for p in layout.placements.values():
        if p.in_pile:
            continue
        changes = p.id in director.tweens or p.id in director.flips or (p.look is not None and p.look.live())
        if changes or overlaps_any(p.rect, [q.rect for q in foreground]) or overlaps_any(p.rect, changing):
            foreground.append(p)  # a moving one is a sprite until it lands
    return foreground


def _differences(before: Layout, after: Layout) -> list[pygame.Rect]:
    """The rectangles where ``after`` is drawn differently from ``before``: a region or piece changed, came or went,
    or two that overlap are now drawn in the other order."""
    regions = _changed(before.regions, after.regions, lambda r: (r.rect, r.look), lambda r: r.look is not None)
    return regions + _changed(before.placements, after.placements, _drawn, lambda p: not p.in_pile)


def _changed(
    old_side: Mapping[Any, Any], new_side: Mapping[Any, Any], drawing: Callable[[Any], tuple], shown: Callable
) -> list[pygame.Rect]:
    """The rectangles where one kind of thing (regions or pieces) is drawn differently: ``drawing`` is what of
    one its drawing shows, ``shown`` whether it is drawn at all."""
    dirty: list[pygame.Rect] = []
    was: list[Any] = []  # the keys on both sides drawn before, in the order drawn then; ``now``: drawn now
    now: list[Any] = []
    for key, old in old_side.items():
        new = new_side.get(key)
        if new is None:
            dirty.append(rect(old.rect))
            continue
        if new is not old and drawing(old) != drawing(new):
            dirty += [rect(old.rect), rect(new.rect)]
        if shown(old):
            was.append(key)
    for key, new in new_side.items():
        if key not in old_side:
            dirty.append(rect(new.rect))
        elif shown(new):
            now.append(key)
    if was != now:
        dirty += _reordered(was, {k: new_side[k] for k in now})
    return dirty


def _drawn(p: Placement) -> tuple:
    """What of a piece its drawing shows."""
    return (p.rect, p.look, p.kind, p.back, p.in_pile)


def _reordered(order: list[Any], new_side: Mapping[Any, Any]) -> list[pygame.Rect]:
    """The rectangles of overlapping pairs drawn in one ``order`` before and the other now."""
    was = {key: i for i, key in enumerate(order)}
    keys = list(new_side)
    rects = [rect(new_side[k].rect) for k in keys]
    dirty: list[pygame.Rect] = []
    for i, area in enumerate(rects):
        first = was.get(keys[i])
        if first is None:
            continue
        for j in area.collidelistall(rects):
            then = was.get(keys[j])
            if j > i and then is not None and then < first:
                dirty += [area, rects[j]]
    return dirty


def _merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with every overlapping pair joined into one (each pixel then painted once)."""
    merged: list[pygame.Rect] = []
    for r in rects:
        if r.w <= 0 or r.h <= 0:
            continue
        r = r.inflate(2, 2)  # an edge's anti-aliasing rounds outward
        while (i := r.collidelist(merged)) != -1:
            r = r.union(merged.pop(i))
        merged.append(r)
    return merged
