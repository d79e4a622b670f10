"""A cache of drawn images kept within a byte budget: the least recently used go first, one at a time, so a full
cache never empties at once (which made every sprite of the next frame be painted again: a 0.5 s frame)."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

import pygame


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
