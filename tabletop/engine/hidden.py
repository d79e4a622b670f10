"""Shared help for the games' secrets hooks (the leak checks of playouts): trading hidden components."""

from __future__ import annotations


def rotate_hidden(zones: dict[str, list[str]], hidden_zones: list[str]) -> dict[str, list[str]]:
    """A copy of ``zones`` where each component of ``hidden_zones`` moves one place on (every zone keeps its count)."""
    twin = {z: list(items) for z, items in zones.items()}
    places = [(z, k) for z in hidden_zones for k in range(len(zones[z]))]
    items = [zones[z][k] for z, k in places]
    for (z, k), item in zip(places, items[1:] + items[:1]):
        twin[z][k] = item
    return twin


def redeal(zones: dict[str, list[str]], hidden_zones: list[str], rng, kind=None) -> dict[str, list[str]]:
    """A copy of ``zones`` where the components of ``hidden_zones`` are dealt afresh at random (``rng.shuffle``)
    into the same places, each zone keeping its count: a determinization. With ``kind`` (a component -> its kind,
    such as the deck a card came from), each place keeps a component of the kind it held: the kinds are what a
    player who watched every draw knows. Each pool is sorted before it is shuffled, so the result depends only on
    which components are hidden, never on where they truly are."""
    twin = {z: list(items) for z, items in zones.items()}
    groups: dict[str, list[tuple[str, int]]] = {}
    for z in hidden_zones:
        for k, item in enumerate(zones[z]):
            groups.setdefault(kind(item) if kind else "", []).append((z, k))
    for group in sorted(groups):
        places = groups[group]
        pool = sorted(zones[z][k] for z, k in places)
        rng.shuffle(pool)
        for (z, k), item in zip(places, pool):
            twin[z][k] = item
    return twin
