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
