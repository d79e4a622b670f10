"""A cache of drawn images kept within a byte budget: the least recently used go first, one at a time, so a full
cache never empties at once (which made every sprite of the next frame be painted again: a 0.5 s frame)."""

from __future__ import annotations

import functools
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TypeVar, cast

import pygame

from tabletop.engine.message import forget_rendered

MIB = 2**20  # a mebibyte: the budgets are in bytes


def surface_bytes(surface: pygame.Surface) -> int:
    """The bytes an image's pixels take."""
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


class ImagePool:
    """The budget every image cache shares: the least recently used image of any cache goes first while they take
    more than ``budget`` bytes in all (a cache idle for a while, the replay's miniatures during a game, gives its
    bytes to the one drawing now)."""

    def __init__(self, budget: int):
        self.budget = budget
        self.bytes = 0
        self.order: OrderedDict[tuple[ImageCache, Hashable], None] = OrderedDict()  # least recently used first

    def trim(self) -> None:
        """Evict the least recently used images, of any cache, beyond the budget (never the newest)."""
        while self.bytes > self.budget and len(self.order) > 1:
            (cache, key), _ = self.order.popitem(last=False)
            cache.drop(key)


# Every image the app keeps, at a 1280x800 canvas: 1.5 times the most one frame of any game draws there (7.9 MiB).
# Twice as much moved only ~2% of moves' sprites from being painted in one frame to two, for 12 MiB more memory.
POOL_AT_1280X800 = 12 * MIB
POOL = ImagePool(POOL_AT_1280X800)


def fit_pool(size: tuple[int, int]) -> None:
    """Scale the pool to a canvas of ``size``: sprites grow with the window, and every frame's must still fit."""
    POOL.budget = max(POOL_AT_1280X800, round(POOL_AT_1280X800 * size[0] * size[1] / (1280 * 800)))
    POOL.trim()


class ImageCache:
    """Images by key, the least recently used evicted while they take more than ``budget`` bytes, or while every
    cache together takes more than its pool's."""

    def __init__(self, budget: int, pool: ImagePool = POOL):
        self.budget = budget
        self.bytes = 0
        self.pool = pool
        self._images: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        _every_cache.add(self)

    def __len__(self) -> int:
        return len(self._images)

    def __hash__(self) -> int:
        return id(self)

    def __eq__(self, other: object) -> bool:
        return other is self

    def get(self, key: Hashable) -> pygame.Surface | None:
        """The image kept for ``key`` (now the most recently used), or None."""
        found = self._images.get(key)
        if found is not None:
            self._images.move_to_end(key)
            self.pool.order.move_to_end((self, key))
        return found

    def put(self, key: Hashable, image: pygame.Surface) -> pygame.Surface:
        """Keep ``image`` for ``key``, evicting the least recently used beyond the budgets; return it."""
        self.drop(key)
        self._images[key] = image
        self.pool.order[self, key] = None
        size = surface_bytes(image)
        self.bytes += size
        self.pool.bytes += size
        while self.bytes > self.budget and len(self._images) > 1:
            self.drop(next(iter(self._images)))
        self.pool.trim()
        return image

    def drop(self, key: Hashable) -> None:
        """Forget the image kept for ``key``, if any."""
        gone = self._images.pop(key, None)
        if gone is not None:
            size = surface_bytes(gone)
            self.bytes -= size
            self.pool.bytes -= size
            self.pool.order.pop((self, key), None)

    def clear(self) -> None:
        """Forget every image."""
        for key in list(self._images):
            self.drop(key)


_every_cache: weakref.WeakSet[ImageCache] = weakref.WeakSet()


def forget_drawn() -> None:
    """Let go of every image, face and measured text: a table was put away, and the next one draws other things (or
    draws them again, as at its first frame)."""
    for cache in list(_every_cache):
        cache.clear()
    forget_rendered()


ImageFunction = TypeVar("ImageFunction", bound=Callable[..., pygame.Surface])


def images_within(budget: int) -> Callable[[ImageFunction], ImageFunction]:
    """Keep a function's images by its arguments within ``budget`` bytes, least recently used out first (a count,
    as ``functools.lru_cache`` keeps, lets a few full-table textures hold hundreds of megabytes). The wrapped function
    has ``cache`` (its ImageCache), ``cache_clear()`` and ``misses`` (images drawn so far)."""

    def wrap(function: ImageFunction) -> ImageFunction:
        cache = ImageCache(budget)

        @functools.wraps(function)
        def cached(*args: Hashable) -> pygame.Surface:
            found = cache.get(args)
            if found is None:
                cached.misses += 1  # type: ignore[attr-defined]
                found = cache.put(args, function(*args))
            return found

        cached.cache = cache  # type: ignore[attr-defined]
        cached.cache_clear = cache.clear  # type: ignore[attr-defined]
        cached.misses = 0  # type: ignore[attr-defined]
        return cast(ImageFunction, cached)

    return wrap
