"""Political circle networks (digest §3.3): legal spots and rotations, symbols from connections, inner circles."""

from __future__ import annotations

from tabletop.games.prodigals.rules.data import ProdigalsSpec

Pos = tuple[int, int]
Network = dict[Pos, tuple[str, int]]  # one seat's political circle: (x, y) -> (tile id, quarter turns)
NEIGHBOURS = ((0, -1, 0, 2), (1, 0, 1, 3), (0, 1, 2, 0), (-1, 0, 3, 1))  # dx, dy, my edge, their edge (N E S W)


def edges(spec: ProdigalsSpec, tile_id: str, rotation: int) -> tuple[str, ...]:
    """A tile's edges N E S W after ``rotation`` quarter turns anticlockwise."""
    return spec.tile_edges[tile_id][rotation % 4]


def compatible(a: str, b: str) -> bool:
    """Whether two touching edges may meet: equal, or wild with anything but blank."""
    if a == "-" or b == "-":
        return a == b
    return a == b or "*" in (a, b)


def symbol_of(a: str, b: str) -> str | None:
    """The symbol a touching pair grants (equal symbols, or a symbol with a wild)."""
    if a == "-" or (a == "*" and b == "*"):
        return None
    return b if a == "*" else a


def fits(spec: ProdigalsSpec, network: Network, pos: Pos, tile_id: str, rotation: int) -> bool:
    """Whether the tile fits at ``pos`` with that rotation: next to the network, every touching edge compatible."""
    if pos in network:
        return False
    turned = spec.tile_edges
    mine = turned[tile_id][rotation % 4]
    touching = 0
    for dx, dy, me, them in NEIGHBOURS:
        other = network.get((pos[0] + dx, pos[1] + dy))
        if other is None:
            continue
        touching += 1
        if not compatible(mine[me], turned[other[0]][other[1] % 4][them]):
            return False
    return touching > 0


def spots(network: Network) -> list[Pos]:
    """Empty positions orthogonally next to the network, sorted."""
    found = {(x + dx, y + dy) for (x, y) in network for dx, dy, _, _ in NEIGHBOURS}
    return sorted(found - set(network))


def legal_rotations(spec: ProdigalsSpec, network: Network, pos: Pos, tile_id: str) -> list[int]:
    """The rotations the tile may take at ``pos``."""
    return [r for r in range(4) if fits(spec, network, pos, tile_id, r)]


def legal_spots(spec: ProdigalsSpec, network: Network, tile_id: str) -> list[Pos]:
    """The positions where the tile fits with some rotation."""
    return [p for p in spots(network) if legal_rotations(spec, network, p, tile_id)]


def gained(spec: ProdigalsSpec, network: Network, pos: Pos, tile_id: str, rotation: int) -> list[str]:
    """The symbols the new tile's touching pairs grant."""
    mine = edges(spec, tile_id, rotation)
    found = []
    for dx, dy, me, them in NEIGHBOURS:
        other = network.get((pos[0] + dx, pos[1] + dy))
        if other is not None:
            sym = symbol_of(mine[me], edges(spec, *other)[them])
            if sym is not None:
                found.append(sym)
    return found


def new_circles(network: Network, pos: Pos) -> int:
    """How many complete 2x2 blocks include ``pos`` (call after placing there)."""
    x, y = pos
    count = 0
    for ox in (x - 1, x):
        for oy in (y - 1, y):
            if all((ox + i, oy + j) in network for i in (0, 1) for j in (0, 1)):
                count += 1
    return count
