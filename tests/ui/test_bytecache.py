"""Drawn images are kept within a byte budget, the least recently used going first, one at a time."""

from __future__ import annotations

import pygame

from tabletop.ui import craft, logpanel
from tabletop.ui.bytecache import MIB, POOL, ImageCache, ImagePool, images_within, surface_bytes


def test_the_least_recently_used_go_first_and_the_budget_holds():
    image = pygame.Surface((10, 10), pygame.SRCALPHA)  # 400 bytes
    cache = ImageCache(budget=4 * surface_bytes(image), pool=ImagePool(MIB))
    for k in range(4):
        cache.put(k, image.copy())
    assert len(cache) == 4 and cache.bytes == 1600
    assert cache.get(0) is not None  # 0 is used again: 1 is now the least recently used
    cache.put(4, image.copy())
    assert cache.get(1) is None and cache.get(0) is not None and len(cache) == 4
    cache.put(5, pygame.Surface((20, 20), pygame.SRCALPHA))  # 1600 bytes: three of the others must go
    assert cache.bytes <= cache.budget and cache.get(5) is not None and len(cache) == 1
    cache.put(5, image.copy())  # the same key again: counted once
    assert cache.bytes == 400
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0


def test_a_function_s_images_are_kept_by_its_arguments_within_its_budget():
    drawn: list[tuple[int, int]] = []

    @images_within(3 * 400)  # three 10x10 images with alpha
    def square(size: int, shade: int) -> pygame.Surface:
        drawn.append((size, shade))
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        image.fill((shade, shade, shade))
        return image

    first = square(10, 1)
    assert square(10, 1) is first and drawn == [(10, 1)] and square.misses == 1
    square(10, 2), square(10, 3), square(10, 1)  # 1 used again: 2 is the least recently used
    square(10, 4)
    assert square.cache.bytes <= 1200 and len(square.cache) == 3
    square(10, 2)
    assert drawn[-1] == (10, 2) and square.misses == 5  # drawn again: it had gone
    for name, function in (("full-table textures", craft.surface), ("log rows", logpanel.row_image)):
        assert function.cache.budget <= 16 * MIB, name  # every image cache of the app is bounded in bytes


def test_every_cache_shares_one_pool_whose_least_recently_used_image_goes_first():
    image = pygame.Surface((10, 10), pygame.SRCALPHA)  # 400 bytes
    pool = ImagePool(budget=3 * 400)
    faces, words = ImageCache(MIB, pool), ImageCache(MIB, pool)
    faces.put("a", image.copy())
    words.put("b", image.copy())
    faces.put("c", image.copy())
    assert faces.get("a") is not None  # "b", in the other cache, is now the least recently used of all
    words.put("d", image.copy())
    assert words.get("b") is None and len(faces) == 2 and pool.bytes == 1200 == faces.bytes + words.bytes
    faces.clear()
    assert pool.bytes == 400 and len(pool.order) == 1 and words.get("d") is not None
    assert sum(c.budget for c in (faces, words)) > pool.budget  # each cache's own budget is only its cap
    assert POOL.budget <= 24 * MIB  # the app's images, all caches together


def test_a_table_put_away_lets_go_of_what_was_drawn_for_it():
    from tabletop.ui.scenes.menu import MenuScene
    from tabletop.ui.scenes.table import TableScene
    from tabletop.ui.screenshot import play_random
    from tests.ui.helpers import start_app

    app = start_app()
    table = TableScene(app, play_random("rialto", 3, 5, 3))
    app.push(table)
    app.step(0.0, [])
    assert POOL.bytes > MIB and POOL.bytes == sum(c.bytes for c in {cache for cache, _ in POOL.order})
    assert table.canvas.still is not None
    app.reset(MenuScene(app))
    assert POOL.bytes == 0 and not POOL.order
    # its window-sized surfaces too, though the scene itself lives on until the collector's next pass
    assert table.canvas.still is None and table.canvas.backdrop is None
    app.step(0.0, [])  # the menu draws again from nothing
    assert POOL.bytes > 0


def test_open_fonts_stay_within_their_budget_the_least_recently_used_closed_first():
    """A session's layouts ask for some fifty sizes and styles; each open font holds ~250 KiB of tables."""
    from tabletop.ui import fonts

    most = fonts.FONTS_BUDGET // fonts.FONT_BYTES
    kept = fonts.font(20)
    width = kept.size("Palazzo Ducale")[0]
    for size in range(21, 21 + 2 * most):
        fonts.font(size, bold=size % 2 == 0)
        fonts.font(20)  # used again every time: never the least recently used
        assert len(fonts._cache) <= most
    assert fonts.font(20) is kept
    reopened = fonts.font(21)  # closed long ago: opened again, and it measures as before
    assert reopened.size("Palazzo Ducale")[0] == fonts.font(21).size("Palazzo Ducale")[0] > width
    assert len(fonts._sizes) == len(fonts._cache)  # a closed font's size is forgotten with it


def test_the_pool_grows_with_the_window_and_never_falls_below_its_1280x800_budget():
    from tabletop.ui.bytecache import POOL_AT_1280X800, fit_pool

    try:
        fit_pool((1920, 1080))
        assert POOL.budget == round(POOL_AT_1280X800 * 1920 * 1080 / (1280 * 800))
        fit_pool((800, 600))
        assert POOL.budget == POOL_AT_1280X800
    finally:
        fit_pool((1280, 800))
