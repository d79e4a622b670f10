"""Drawn images are kept within a byte budget, the least recently used going first, one at a time."""

from __future__ import annotations

import pygame

from tabletop.ui.bytecache import ImageCache, surface_bytes


def test_the_least_recently_used_go_first_and_the_budget_holds():
    image = pygame.Surface((10, 10), pygame.SRCALPHA)  # 400 bytes
    cache = ImageCache(budget=4 * surface_bytes(image))
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
