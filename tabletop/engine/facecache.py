"""Faces kept by data set: a face built from a game's validated data (its spec) and hashable arguments is the same
every time, so a table laid out every frame builds each one once. Faces of words and sizes alone are kept per
language."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar, cast

from tabletop.engine.face import Face
from tabletop.engine.message import on_language_change

F = TypeVar("F", bound=Callable[..., Face | None])


class _Same:
    """A spec as a cache key, by identity: the spec is frozen (so one object always draws the same) but holds dicts,
    so it does not hash. A key holds its spec, so the spec's id is never reused while a face of it is cached."""

    __slots__ = ("spec",)

    def __init__(self, spec: Any):
        self.spec = spec

    def __hash__(self) -> int:
        return id(self.spec)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.spec is self.spec


def _forgotten_with_language(face: Callable[..., Face | None], cached: Any) -> Callable[..., Face | None]:
    """``face``, whose ``cached`` (an lru_cache) is emptied when the language changes (a face's words, and the sizes
    measured for them, change with it), and which tests may empty and count too (``face.cache_clear``,
    ``face.cache_info``)."""
    on_language_change(cached.cache_clear)
    face.cache_clear = cached.cache_clear  # type: ignore[attr-defined]
    face.cache_info = cached.cache_info  # type: ignore[attr-defined]
    return face


def per_spec(maxsize: int) -> Callable[[F], F]:
    """``functools.lru_cache`` for a face function of the spec (its first argument) and hashable arguments."""

    def wrap(build: F) -> F:
        @functools.lru_cache(maxsize=maxsize)
        def cached(same: _Same, *args: Any, **kw: Any) -> Face | None:
            return build(same.spec, *args, **kw)

        @functools.wraps(build)
        def face(spec: Any, *args: Any, **kw: Any) -> Face | None:
            return cached(_Same(spec), *args, **kw)

        return cast(F, _forgotten_with_language(face, cached))  # wraps(build): F's own signature

    return wrap


def per_language(maxsize: int) -> Callable[[F], F]:
    """``functools.lru_cache`` for a face function of words and sizes, forgotten when the language changes; a list
    argument (a caption's wordings, first that fits) is kept as a tuple."""

    def wrap(build: F) -> F:
        cached = functools.lru_cache(maxsize=maxsize)(build)

        @functools.wraps(build)
        def face(*args: Any) -> Face | None:
            return cached(*(tuple(a) if isinstance(a, list) else a for a in args))

        return cast(F, _forgotten_with_language(face, cached))  # wraps(build): F's own signature

    return wrap
