"""Society grid geometry (digest §3.4): moves in the printed directions, jumps, symbols and the Old Lady tiles."""

from __future__ import annotations

from tabletop.games.prodigals.rules.data import ProdigalsSpec
from tabletop.games.prodigals.rules.state import ProdigalsState, parse_square

Square = tuple[int, int]
Tokens = dict[Square, str]  # one seat's society tokens: square -> lady | gentleman


def bounds(spec: ProdigalsSpec) -> tuple[int, int]:
    """The bottom and top row values."""
    return spec.grid_rows


def on_grid(spec: ProdigalsSpec, sq: Square) -> bool:
    """Whether a square is on the grid."""
    low, high = spec.grid_rows
    return 0 <= sq[0] <= 2 and low <= sq[1] <= high


def targets(spec: ProdigalsSpec, tokens: Tokens, sq: Square, dirs: tuple[str, ...]) -> list[Square]:
    """The empty squares one move from ``sq`` in the given directions (down, diag, side, up)."""
    c, r = sq
    steps: list[Square] = []
    for d in dirs:
        if d == "down":
            steps.append((c, r - 1))
        elif d == "diag":
            steps += [(c - 1, r - 1), (c + 1, r - 1)]
        elif d == "side":
            steps += [(c - 1, r), (c + 1, r)]
        elif d == "up":
            steps.append((c, r + 1))
    return [t for t in steps if on_grid(spec, t) and t not in tokens]


def matches(gender: str, who: str) -> bool:
    """Whether a token of ``gender`` fits the filter ``who`` (any, lady, gentleman)."""
    return who == "any" or gender == who


def single_moves(spec: ProdigalsSpec, tokens: Tokens, dirs: tuple[str, ...], who: str) -> list[tuple[Square, Square]]:
    """Every single move of a token matching ``who`` in the directions, sorted."""
    found = [(sq, t) for sq, g in tokens.items() if matches(g, who) for t in targets(spec, tokens, sq, dirs)]
    return sorted(found)


def straight_down_targets(spec: ProdigalsSpec, tokens: Tokens, sq: Square, k: int) -> list[Square]:
    """Squares 1..k straight below ``sq`` reachable without passing an occupied square."""
    found = []
    c, r = sq
    for depth in range(1, k + 1):
        t = (c, r - depth)
        if not on_grid(spec, t) or t in tokens:
            break
        found.append(t)
    return found


def jump_target(spec: ProdigalsSpec, tokens: Tokens, sq: Square) -> Square | None:
    """The square behind the occupied square straight below ``sq``, if it is empty and on the grid."""
    c, r = sq
    over, land = (c, r - 1), (c, r - 2)
    if over in tokens and on_grid(spec, land) and land not in tokens:
        return land
    return None


def grid_symbols(spec: ProdigalsSpec, tokens: Tokens) -> list[str]:
    """The symbols of the squares the tokens stand on."""
    table = {parse_square(s.square): s.symbol for s in spec.society.grid.symbols}
    return [table[sq] for sq in tokens if sq in table]


def standing_symbols(spec: ProdigalsSpec, state: ProdigalsState, seat: int, symbol: str, action_phase: bool) -> int:
    """How many of ``symbol`` the seat has now: grid squares, political connections, possession tiles, the
    Renaissance Man (action phase only)."""
    me = state.seats[seat]
    count = grid_symbols(spec, me.tokens).count(symbol) + me.connections.count(symbol)
    count += sum(spec.possession_tiles[t].symbol == symbol for t in me.possessions)
    if action_phase and state.renaissance == seat:
        count += state.renaissance_fixed.count(symbol)
    return count


def up_blocked(spec: ProdigalsSpec, tokens: Tokens, moving: set[Square]) -> set[Square]:
    """Which moving tokens cannot move up: top edge, or the square above holds a token that does not move."""
    _, top = bounds(spec)
    blocked = {sq for sq in moving if sq[1] == top}
    changed = True
    while changed:
        changed = False
        for sq in moving - blocked:
            above = (sq[0], sq[1] + 1)
            if above in tokens and (above not in moving or above in blocked):
                blocked.add(sq)
                changed = True
    return blocked


def affected(spec: ProdigalsSpec, tile_id: str, tokens: Tokens) -> set[Square]:
    """The tokens an Old Lady tile moves up (digest §3.4.4)."""
    tile = next(t for t in spec.society.old_lady_tiles if t.id == tile_id)
    if tile.kind == "columns":
        crossed = ("left", "middle", "right").index(tile.crossed_out)
        return {sq for sq in tokens if sq[0] != crossed}
    if tile.kind == "rows":
        low, high = tile.bottom_row, tile.top_row
        if low is None or high is None:  # never: a rows tile names both its rows (board_checks)
            raise ValueError(f"the rows Old Lady tile {tile.id} names no rows")
        return {sq for sq in tokens if low <= sq[1] <= high}
    if tile.kind == "crowded_row":
        return {sq for sq in tokens if sum(o[1] == sq[1] for o in tokens) > 1}
    return {sq for sq in tokens if any(o != sq and abs(o[0] - sq[0]) <= 1 and abs(o[1] - sq[1]) <= 1 for o in tokens)}


def can_move_up(spec: ProdigalsSpec, tokens: Tokens) -> list[Square]:
    """The tokens that can make one straight-up move now."""
    return sorted(sq for sq in tokens if targets(spec, tokens, sq, ("up",)))


def up_moves_possible(spec: ProdigalsSpec, tokens: Tokens, n: int) -> bool:
    """Whether ``n`` single up-moves can be made one after another (a trade's cost paid in full)."""
    tokens = dict(tokens)
    for _ in range(n):
        movable = can_move_up(spec, tokens)
        if not movable:
            return False
        sq = movable[0]
        tokens[(sq[0], sq[1] + 1)] = tokens.pop(sq)
    return True
