"""Shared help for the games' secrets hooks (the leak checks of playouts): trading hidden components."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.rng import Shuffler
from tabletop.engine.sightings import Seen

Place = tuple[str, int]  # a zone and an index in it


def rotate_hidden(zones: dict[str, list[str]], hidden_zones: list[str]) -> dict[str, list[str]]:
    """A copy of ``zones`` where each component of ``hidden_zones`` moves one place on (every zone keeps its count)."""
    twin = {z: list(items) for z, items in zones.items()}
    places = [(z, k) for z in hidden_zones for k in range(len(zones[z]))]
    items = [zones[z][k] for z, k in places]
    for (z, k), item in zip(places, items[1:] + items[:1]):
        twin[z][k] = item
    return twin


def redeal(
    zones: dict[str, list[str]],
    hidden_zones: list[str],
    rng: Shuffler,
    kind: Callable[[str], str] | None = None,
    seen: Seen | None = None,
) -> dict[str, list[str]]:
    """A copy of ``zones`` where the components of ``hidden_zones`` are dealt afresh at random (``rng.shuffle``)
    into the same places, each zone keeping its count: a determinization. With ``kind`` (a component -> its kind,
    such as the deck a card came from), each place keeps a component of the kind it held: the kinds are what a
    player who watched every draw knows. With ``seen`` (the seat's memory, engine/sightings.py), a component it
    remembers goes to one of the places it may be in, when one has room. Each pool is sorted before it is
    shuffled, so the result depends only on which components are hidden and what the seat remembers, never on
    where they truly are."""
    twin = {z: list(items) for z, items in zones.items()}
    groups: dict[str, list[Place]] = {}
    for z in hidden_zones:
        for k, item in enumerate(zones[z]):
            groups.setdefault(kind(item) if kind else "", []).append((z, k))
    for group in sorted(groups):
        places = groups[group]
        pool = sorted(zones[z][k] for z, k in places)
        rng.shuffle(pool)
        if seen:
            places, pool = _place_remembered(places, pool, seen, twin, rng)
        for (z, k), item in zip(places, pool):
            twin[z][k] = item
    return twin


def _place_remembered(
    places: list[Place], pool: list[str], seen: Seen, twin: dict[str, list[str]], rng: Shuffler
) -> tuple[list[Place], list[str]]:
    """Deal the remembered components of ``pool`` into free places they may be in (the most constrained first);
    return the places and components left for the plain deal."""
    free = list(places)
    remembered = sorted((c for c in pool if c in seen), key=lambda c: len(seen[c]))  # stable: shuffled order kept
    placed: set[str] = set()
    for component in remembered:
        fits = [i for i, (z, _k) in enumerate(free) if z in seen[component]]
        if fits:
            if len(fits) > 1:
                rng.shuffle(fits)
            z, k = free.pop(fits[0])
            twin[z][k] = component
            placed.add(component)
    return free, [c for c in pool if c not in placed]
