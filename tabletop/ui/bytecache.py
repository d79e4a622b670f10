"""A cache of drawn images kept within a byte budget: the least recently used go first, one at a time, so a full
cache never empties at once (which made every sprite of the next frame be painted again: a 0.5 s frame)."""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TypeVar, cast

import pygame

MIB = 2**20  # a mebibyte: the budgets are in bytes


def surface_bytes(surface: pygame.Surface) -> int:
    """The bytes an image's pixels take."""
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


class ImageCache:
    """Images by key, the least recently used evicted while they take more than ``budget`` bytes."""

    def __init__(self, budget: int):
        self.budget = budget
        self.bytes = 0
        self._images: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._images)

    def get(self, key: Hashable) -> pygame.Surface | None:
        """The image kept for ``key`` (now the most recently used), or None."""
        found = self._images.get(key)
        if found is not None:
            self._images.move_to_end(key)
        return found

    def put(self, key: Hashable, image: pygame.Surface) -> pygame.Surface:
        """Keep ``image`` for ``key``, evicting the least recently used beyond the budget; return it."""
        old = self._images.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._images[key] = image
        self.bytes += surface_bytes(image)
        while self.bytes > self.budget and len(self._images) > 1:
            _, gone = self._images.popitem(last=False)
            self.bytes -= surface_bytes(gone)
        return image

    def clear(self) -> None:
        """Forget every image."""
        self._images.clear()
        self.bytes = 0


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
