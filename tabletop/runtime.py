"""How the process manages Python's cyclic garbage collector: paced for throughput in the batch tools, settled at
quiet moments in the app.

Tabletop keeps a large, long-lived heap (the games' data, the caches of faces, sprites and text) and makes objects
fast (views, layouts, messages). With Python's default collector, a full collection walks that whole heap every so
often: measured in the frames bench (Rialto 5p, one game), 41 full collections took 4.2 s, up to 166 ms each, in the
middle of clicks and animations.

- The batch tools (sim, arena, the computer players' search process, the tests, the benches) run the collector less
  often (``pace_collector``): the quick tests in one process took 54 s with the default and 42 s with it.
- The app keeps Python's small young generations (each collection well under a millisecond) and, whenever it waits
  for input, collects what was made since it last waited and sets the survivors aside (``gc.freeze``), so no
  collection during a click or an animation walks them again (``settle_heap``). When a scene is put away, what was
  set aside goes back to the collector (``unsettle_heap``), so a table left behind is collected at the next wait.
- A move's two busiest frames (the click's own, and the next, which paints the animation's backdrop) make a new
  table's worth of objects; the young collections these would start (up to 3 ms in The Prodigals Club 5p) wait
  until both are drawn (``hold_collector``), then run in an animation frame, which has time to spare, or at the
  next quiet moment.
"""

from __future__ import annotations

import functools
import gc
import sys
from typing import Any

# Python's default (700, 10, 10) starts a collection every 700 new objects and a full one, walking every live object,
# every hundred of those (10,000 for the first gave 51 s where these give 42 s).
THRESHOLDS = (50_000, 20, 10)
SETTLE_AFTER = 200  # objects made since the last settling that make the next quiet moment settle again
M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter (malloc.h): the size from which a block is mapped on its own
MMAP_FROM = 128 * 1024  # glibc's starting value, kept fixed (see ``_c_library``)


def pace_collector() -> None:
    """Run the cyclic garbage collector less often than Python's default (batch tools: see THRESHOLDS)."""
    gc.set_threshold(*THRESHOLDS)


_unsettled = [False]  # whether everything set aside was given back since the last settling
_held_until: list[int | None] = [None]  # the app frame after which the held collector runs again


def hold_collector(until_frame: int) -> None:
    """Keep the cyclic collector from running until the app has drawn frame number ``until_frame``
    (``frame_drawn``), or the next quiet moment (``settle_heap``), whichever comes first. A hold is never extended:
    moves made back to back (computers, no animation) still let it run every few frames."""
    if _held_until[0] is None:
        gc.disable()
        _held_until[0] = until_frame


def frame_drawn(frame: int) -> None:
    """The app has drawn frame number ``frame``: a collector held until it (or an earlier one) runs again."""
    until = _held_until[0]
    if until is not None and frame >= until:
        release_collector()


def release_collector() -> None:
    """Let the cyclic collector run again (a held one: ``hold_collector``)."""
    gc.enable()
    _held_until[0] = None


def settle_heap() -> bool:
    """At a quiet moment (the app waits for input): collect the cyclic garbage made since the last one and set what
    survives aside from later collections; whether there was anything to do (the cost is that of what is new, or of
    the whole heap once it was given back)."""
    release_collector()
    if sum(gc.get_count()) < SETTLE_AFTER and not _unsettled[0]:
        return False
    gc.collect()
    gc.freeze()
    _unsettled[0] = False
    _give_back_free_pages()
    return True


@functools.cache
def _c_library() -> Any:
    """The C library's handle where it is glibc (Linux), else None (looked up at the first quiet moment, not at
    start-up: ctypes is not imported before the first frame).

    Its allocator's threshold for mapping a block on its own (images, mostly) is fixed at ``MMAP_FROM`` bytes, so
    freeing such a block gives its pages back at once. Left to itself, glibc raises that threshold, and the free
    space it keeps at the heap's top, to the largest block freed so far (a window-sized surface: 4 MiB); images of
    a few hundred KiB then come from the heap and leave holes in it. Measured with bench/memory.py (20 animated
    games in one process): a peak of 102.9 MiB left to itself, 97.6 with this alone."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        library = ctypes.CDLL("libc.so.6")
    except OSError:
        return None
    if not hasattr(library, "malloc_trim") or not hasattr(library, "mallopt"):
        return None
    library.mallopt(M_MMAP_THRESHOLD, MMAP_FROM)
    return library


def _give_back_free_pages() -> None:
    """Hand the pages freed since (images evicted, a table's layouts collected) back to the system: glibc keeps
    them otherwise, and the process's memory only ever grows (measured over 8 games: 150 MiB resident, 140 after)."""
    library = _c_library()
    if library is not None:
        library.malloc_trim(0)


def unsettle_heap() -> None:
    """Give everything set aside back to the collector (a scene was put away: its objects may be garbage now); the
    next quiet moment settles it again whatever was made since (else every full collection until then, in the
    middle of a click, would walk the whole heap: 80 ms each in Rialto 5p)."""
    gc.unfreeze()
    _unsettled[0] = True
