"""The process-wide setting every entry point makes first: Python's cyclic garbage collector paced for a program
that keeps large, long-lived data (the games' data, the caches of faces, sprites and text)."""

from __future__ import annotations

import gc

# Python's default (700, 10, 10) starts a collection every 700 new objects and a full one, walking every live object,
# every hundred of those. Tabletop makes objects fast (views, layouts, messages) over a large heap that lives on, so
# the full walks cost more than the games: the quick tests in one process ran in 54 s with the default and 42 s with
# these (10,000 for the first gave 51 s). Reference counting still frees all but cycles at once.
THRESHOLDS = (50_000, 20, 10)


def pace_collector() -> None:
    """Run the cyclic garbage collector less often than Python's default (see THRESHOLDS)."""
    gc.set_threshold(*THRESHOLDS)
