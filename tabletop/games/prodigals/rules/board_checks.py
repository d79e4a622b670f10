"""Cross-checks of The Prodigals Club's boards, tables, tiles and grid: sides and player counts agree, set spaces
match the displays, each round deals what the decks and tile stacks hold, squares and rows exist, possession sets
and the supply hold what the count check says."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.games.prodigals.rules.effect_parse import EffectError
from tabletop.games.prodigals.rules.pieces import SQUARE, ModuleBoard
from tabletop.games.prodigals.rules.vocab import ANY_DISPLAY, COLUMNS, Effect, ReserveTurnOrder, TakeSet

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec
    from tabletop.spec import Checker

EDGES = ("*", "-")  # a political tile edge is a symbol, wild or blank
MODULES = ("election", "society", "possessions")
# Components §8.2 (K, the seed): at 5 players each player discards "one of his value-5 tiles", so a set has two.
DISCARD_VALUE = 5
DISCARD_VALUE_TILES = 2


def check_boards(spec: ProdigalsSpec, check: Checker) -> None:
    """The module boards, the central board and the Hyde Park table."""
    for module in MODULES:
        _check_module_board(spec, check, module)
    _check_central_board(spec, check)
    _check_hyde_park(spec, check)


def _check_module_board(spec: ProdigalsSpec, check: Checker, module: str) -> None:
    """Sides cover the player counts, faces and spaces name real sides, set spaces fit, rounds deal what exists."""
    board: ModuleBoard = spec.module_board(module)
    where = (module, "board")
    sides = [s.id for s in board.sides]
    check.require(len(set(sides)) == len(sides), where + ("sides",), f"side ids must differ, got {sides}")
    covered = sorted(n for s in board.sides for n in s.players)
    check.require(
        covered == sorted(spec.players),
        where + ("sides",),
        f"the sides must serve each player count {list(spec.players)} once, got {covered}",
    )
    for i, display in enumerate(board.displays):
        for side, face in display.faces.items():
            path = where + ("displays", i, "faces", side)
            if check.require(side in sides, path, f"unknown side {side!r}; sides are {sides}"):
                late = [r for r in face.rounds if r > spec.numbers.rounds.value]
                check.require(not late, path + ("rounds",), f"the game has {spec.numbers.rounds.value} rounds")
    for i, space in enumerate(board.spaces):
        _check_space(spec, check, where + ("spaces", i), space, sides, board)
    if all(side in sides for d in board.displays for side in d.faces):
        for board_side in board.sides:
            _check_sets(spec, check, module, board_side.id)
            _check_dealing(spec, check, module, board_side.id)


def _check_space(spec: ProdigalsSpec, check: Checker, path: tuple, space, sides: list[str], board) -> None:
    """A space's sides, closed player counts and effect or per-round effects."""
    for j, side in enumerate(space.sides):
        check.require(side in sides, path + ("sides", j), f"unknown side {side!r}; sides are {sides}")
    served = {n for s in board.sides if not space.sides or s.id in space.sides for n in s.players}
    for j, n in enumerate(space.closed_at):
        check.require(n in served, path + ("closed_at", j), f"the space is not on the board at {n} players")
    _check_effect_or_rounds(spec, check, path, space)


def _check_effect_or_rounds(spec: ProdigalsSpec, check: Checker, path: tuple, space) -> None:
    """A space has one effect, or one per round."""
    rounds = spec.numbers.rounds.value
    if space.by_round:
        check.require(space.effect is None, path + ("effect",), "give effect or by_round, not both")
        check.require(
            len(space.by_round) == rounds,
            path + ("by_round",),
            f"by_round needs one effect per round ({rounds}), got {len(space.by_round)}",
        )
    else:
        check.require(space.effect is not None, path, "a space needs an effect (or by_round)")


def _set_target(spec: ProdigalsSpec, text: str | None) -> str | None:
    """The display a set space takes (``any`` on a universal one), or None for other spaces."""
    try:
        effect = spec.effect(text, "space") if text else None
    except EffectError:
        return None  # reported with the effects
    return effect.display if isinstance(effect, TakeSet) else None


def _check_sets(spec: ProdigalsSpec, check: Checker, module: str, side: str) -> None:
    """On a side, the set spaces are universal and one fewer than the displays, or one per display."""
    board = spec.module_board(module)
    displays = [d.id for d in spec.displays_on(module, side)]
    on_side = [_set_target(spec, s.effect) for s in board.spaces if not s.sides or side in s.sides]
    targets = [t for t in on_side if t is not None]
    path = (module, "board", "spaces")
    if any(t != ANY_DISPLAY and t not in [d.id for d in board.displays] for t in targets):
        return  # a set space naming no display of this board: reported with the effects
    if ANY_DISPLAY in targets:
        check.require(
            set(targets) == {ANY_DISPLAY} and len(targets) == len(displays) - 1,
            path,
            f"the {side} side has {len(displays)} displays, so its universal set spaces must be {len(displays) - 1} "
            f"take_set(any) and nothing else, got {len(targets)} set spaces",
        )
    else:
        check.require(
            sorted(targets) == sorted(displays),
            path,
            f"the {side} side needs one set space per display {displays}, got take_set of {targets}",
        )


def _check_dealing(spec: ProdigalsSpec, check: Checker, module: str, side: str) -> None:
    """Over all rounds a side deals no more cards than the decks hold, and the tiles the stack holds each round."""
    deck = getattr(spec, module)
    rounds = range(1, spec.numbers.rounds.value + 1)
    faces = [d.faces[side] for d in spec.displays_on(module, side)]
    path = (module, "board", "displays")
    for colour, cards in (("white", deck.white_cards), ("black", deck.black_cards)):
        dealt = sum(getattr(f.contents(r), colour) for f in faces for r in rounds)
        check.require(
            dealt <= len(cards),
            path,
            f"the {side} side deals {dealt} {colour} cards over {len(rounds)} rounds, but the deck has {len(cards)}",
        )
    spaces = [s for s in spec.module_board(module).spaces if not s.sides or side in s.sides]
    tiles_on_spaces = sum(s.political_tiles for s in spaces)
    if module != "election":
        given = tiles_on_spaces + sum(f.contents(r).political_tile for f in faces for r in rounds)
        check.require(given == 0, path, "only the Election board deals political circle tiles")
        return
    supply = sum(1 for t in spec.election.political_tiles if t.part != "start")
    per_round = supply // len(rounds)
    for r in rounds:
        dealt = tiles_on_spaces + sum(f.contents(r).political_tile for f in faces)
        if not check.require(
            dealt == per_round and supply % len(rounds) == 0,
            path,
            f"each round must deal the {supply} supply political circle tiles evenly over {len(rounds)} rounds "
            f"({supply / len(rounds):g} a round), but the {side} side deals {dealt} in round {r}",
        ):
            return


def _check_central_board(spec: ProdigalsSpec, check: Checker) -> None:
    """Turn-order spaces 1..k, one central card and one Renaissance Man space, a card colour per round."""
    board = spec.central_board
    sides = [s.id for s in board.sides]
    check.require(len(set(sides)) == len(sides), ("central_board", "sides"), f"side ids must differ, got {sides}")
    for i, side in enumerate(board.sides):
        wanted = side.modules * spec.inventory.bonus_tiles_per_module
        check.require(
            side.bonus_tiles == wanted,
            ("central_board", "sides", i, "bonus_tiles"),
            f"{side.modules} modules bring {wanted} bonus tiles ({spec.inventory.bonus_tiles_per_module} each)",
        )
    kinds: dict[str, list[Effect | None]] = {}  # effect class name -> the spaces' effects of that class
    for i, space in enumerate(board.spaces):
        _check_effect_or_rounds(spec, check, ("central_board", "spaces", i), space)
        try:
            effect = spec.effect(space.effect, "space") if space.effect else None
        except EffectError:
            continue  # reported with the effects
        kinds.setdefault(type(effect).__name__, []).append(effect)
    turns = sorted(e.k for e in kinds.get("ReserveTurnOrder", []) if isinstance(e, ReserveTurnOrder))
    check.require(
        turns == list(range(1, len(turns) + 1)) and len(turns) >= max(spec.players),
        ("central_board", "spaces"),
        f"turn-order spaces must be 1 to at least {max(spec.players)}, each once, got {turns}",
    )
    for kind in ("TakeCentralCard", "TakeRenaissanceMan"):
        check.require(len(kinds.get(kind, [])) == 1, ("central_board", "spaces"), f"needs exactly one {kind} space")
    rounds = spec.numbers.rounds.value
    check.require(
        len(board.central_card_by_round) == rounds,
        ("central_board", "central_card_by_round"),
        f"needs one card colour per round ({rounds}), got {len(board.central_card_by_round)}",
    )


def _check_hyde_park(spec: ProdigalsSpec, check: Checker) -> None:
    """The Hyde Park table has rounds 1..R in order."""
    rounds = [r.round for r in spec.election.hyde_park.rounds]
    wanted = list(range(1, spec.numbers.rounds.value + 1))
    check.require(
        rounds == wanted, ("election", "hyde_park", "rounds"), f"needs the rounds {wanted} in order, got {rounds}"
    )


def check_tiles_and_grid(spec: ProdigalsSpec, check: Checker) -> None:
    """Political tile edges and counts, the society grid, the Old Lady tiles, the possession tiles."""
    _check_political_tiles(spec, check)
    _check_grid(spec, check)
    _check_old_lady(spec, check)
    _check_possession_sets(spec, check)
    _check_possession_supply(spec, check)


def _check_possession_tile(spec: ProdigalsSpec, check: Checker, path: tuple, tile, part: str) -> None:
    """A possession tile shows a declared symbol, lies in a declared borough and is in the right part."""
    check.require(
        tile.symbol in spec.symbol_ids,
        path + ("symbol",),
        f"unknown symbol {tile.symbol!r}; symbols are {list(spec.symbol_ids)}",
    )
    boroughs = [b.id for b in spec.possessions.boroughs]
    check.require(
        tile.borough in boroughs, path + ("borough",), f"unknown borough {tile.borough!r}; boroughs are {boroughs}"
    )
    if part == "set":
        check.require(tile.part == "set", path + ("part",), "a tile of a player set has no part (it is 'set')")
    else:
        check.require(tile.part in ("I", "II"), path + ("part",), "a supply tile is in part I or part II")


def _check_possession_sets(spec: ProdigalsSpec, check: Checker) -> None:
    """The count check's sets of its size, enough for every player, each with its two value-5 tiles."""
    sets = spec.possessions.sets
    wanted = spec.inventory.possession_tiles
    path = ("possessions", "sets")
    check.require(
        len(sets) == wanted.sets, path, f"the count check says {wanted.sets} possession sets, got {len(sets)}"
    )
    check.require(
        len(sets) >= max(spec.players),
        path,
        f"every player gets a set: {max(spec.players)} sets needed, got {len(sets)}",
    )
    for i, pset in enumerate(sets):
        here = path + (i,)
        check.require(
            len(pset.tiles) == wanted.per_set,
            here,
            f"set {pset.id} has {len(pset.tiles)} tiles, but the count check says {wanted.per_set} (the most a "
            f"player keeps)",
        )
        fives = sum(t.value == DISCARD_VALUE for t in pset.tiles)
        check.require(
            fives == DISCARD_VALUE_TILES,
            here,
            f"set {pset.id} must hold exactly {DISCARD_VALUE_TILES} value-{DISCARD_VALUE} tiles (at 5 players one "
            f"is discarded at random), got {fives}",
        )
        for j, tile in enumerate(pset.tiles):
            _check_possession_tile(spec, check, here + ("tiles", j), tile, "set")
    for n, keep in spec.per_player_count.possession_tiles.by_players.items():
        discards = wanted.per_set - keep
        check.require(
            keep < 1 or discards <= DISCARD_VALUE_TILES,  # below 1 is reported with the row
            ("per_player_count", "possession_tiles", "by_players", n),
            f"at {n} players each player would discard {discards} value-{DISCARD_VALUE} tiles, but a set holds "
            f"{DISCARD_VALUE_TILES}",
        )


def _check_possession_supply(spec: ProdigalsSpec, check: Checker) -> None:
    """Parts I and II of the count check's sizes; part I fills whole rounds and part II the rounds after it."""
    supply = spec.possessions.supply
    path = ("possessions", "supply")
    for i, tile in enumerate(supply):
        _check_possession_tile(spec, check, path + (i,), tile, "supply")
    wanted = spec.inventory.possession_tiles
    got = (sum(t.part == "I" for t in supply), sum(t.part == "II" for t in supply))
    if not check.require(
        got == (wanted.part_one, wanted.part_two),
        path,
        f"the count check wants {wanted.part_one} part I and {wanted.part_two} part II possession tiles in the "
        f"supply, got {got[0]} and {got[1]}",
    ):
        return
    per_round, rounds = spec.possessions.tiles_per_round.value, spec.numbers.rounds.value
    if not check.require(per_round >= 1, ("possessions", "tiles_per_round", "value"), "at least 1 tile a round"):
        return
    first = got[0] // per_round  # the rounds part I covers
    if not check.require(
        got[0] % per_round == 0 and first <= rounds,
        path,
        f"part I ({got[0]} tiles) must cover whole rounds at {per_round} a round, within the {rounds} rounds",
    ):
        return
    need = per_round * (rounds - first)
    later = f"rounds {first + 1}-{rounds}" if first + 1 < rounds else f"round {rounds}"
    check.require(
        got[1] >= need,
        path,
        f"part II must hold the {need} tiles of {later} at {per_round} a round, got {got[1]}",
    )


def _check_political_tiles(spec: ProdigalsSpec, check: Checker) -> None:
    """Four edges, each a symbol, * or -; the parts hold what the count check says."""
    known = (*spec.symbol_ids, *EDGES)
    tiles = spec.election.political_tiles
    for i, tile in enumerate(tiles):
        edges = tile.edge_list
        check.require(
            len(edges) == 4 and all(e in known for e in edges),
            ("election", "political_tiles", i, "edges"),
            f"edges are 4 of {', '.join(known)} (N E S W), got {tile.edges!r}",
        )
    wanted = spec.inventory.political_circle_tiles
    got = {p: sum(t.part == p for t in tiles) for p in ("start", "I", "II")}
    expected = {"start": wanted.start, "I": wanted.part_one, "II": wanted.part_two}
    check.require(
        got == expected,
        ("election", "political_tiles"),
        f"the count check wants {expected} political circle tiles (start, part I, part II), got {got}",
    )
    check.require(
        got["start"] >= max(spec.players),
        ("election", "political_tiles"),
        f"every player starts with a tile: {max(spec.players)} starting tiles needed, got {got['start']}",
    )


def _square(spec: ProdigalsSpec, check: Checker, path: tuple, square: str) -> bool:
    """A square written column letter + row value that exists on the grid."""
    grid = spec.society.grid
    match = SQUARE.match(square)
    letters = [c.letter for c in grid.columns]
    ok = match is not None and match.group(1) in letters and int(match.group(2)) in grid.rows
    return check.require(ok, path, f"unknown square {square!r}; squares are a column {letters} and a row value")


def _check_grid(spec: ProdigalsSpec, check: Checker) -> None:
    """Columns left, middle, right; rows top to bottom by value; symbol and start squares exist, once each."""
    grid = spec.society.grid
    path = ("society", "grid")
    ids = tuple(c.id for c in grid.columns)
    check.require(ids == COLUMNS, path + ("columns",), f"the columns are {list(COLUMNS)} in order, got {list(ids)}")
    letters = [c.letter for c in grid.columns]
    check.require(
        len(set(letters)) == 3 and all(len(x) == 1 and x.isupper() for x in letters),
        path + ("columns",),
        f"column letters are three different capitals, got {letters}",
    )
    rows = list(grid.rows)
    check.require(rows == sorted(set(rows), reverse=True), path + ("rows",), "row values must fall from top to bottom")
    for key, entries in (("symbols", grid.symbols), ("start", grid.start)):
        squares = [e.square for e in entries]
        for i, square in enumerate(squares):
            _square(spec, check, path + (key, i, "square"), square)
        doubles = sorted({s for s in squares if squares.count(s) > 1})
        check.require(not doubles, path + (key,), f"each square once; repeated: {doubles}")
    for i, entry in enumerate(grid.symbols):
        check.require(
            entry.symbol in spec.symbol_ids,
            path + ("symbols", i, "symbol"),
            f"unknown symbol {entry.symbol!r}; symbols are {list(spec.symbol_ids)}",
        )
    tokens = spec.inventory.influence_tokens
    genders = [e.token for e in grid.start]
    check.require(
        (genders.count("lady"), genders.count("gentleman")) == (tokens.ladies, tokens.gentlemen),
        path + ("start",),
        f"a player has {tokens.ladies} ladies and {tokens.gentlemen} gentlemen, got {genders}",
    )
    for handicap in spec.handicaps.order:
        if handicap.kind == "token_up" and handicap.column in ids:
            letter = letters[ids.index(handicap.column)]
            count = sum(e.square.startswith(letter) for e in grid.start)
            check.require(
                count == 1,
                path + ("start",),
                f"the handicap moves the {handicap.column}-column token, so exactly one must start there, got {count}",
            )


def _check_old_lady(spec: ProdigalsSpec, check: Checker) -> None:
    """Six tiles (one a round), each with the fields its kind uses."""
    tiles = spec.society.old_lady_tiles
    path = ("society", "old_lady_tiles")
    wanted = spec.inventory.old_lady_tiles
    check.require(len(tiles) == wanted, path, f"the count check says {wanted} Old Lady tiles, got {len(tiles)}")
    rounds = spec.numbers.rounds.value
    check.require(len(tiles) >= rounds, path, f"one tile a round needs {rounds}, got {len(tiles)}")
    rows = spec.society.grid.rows
    for i, tile in enumerate(tiles):
        here = path + (i,)
        if tile.kind == "columns":
            check.require(tile.crossed_out in COLUMNS, here, f"a columns tile crosses out one of {list(COLUMNS)}")
        else:
            check.require(tile.crossed_out is None, here + ("crossed_out",), f"a {tile.kind} tile crosses out nothing")
        if tile.kind == "rows":
            ok = (
                tile.top_row in rows
                and tile.bottom_row in rows
                and rows.index(tile.top_row) <= rows.index(tile.bottom_row)
            )
            check.require(ok, here, f"a rows tile names a top_row and a bottom_row of the grid {list(rows)}")
        else:
            check.require(tile.top_row is None and tile.bottom_row is None, here, f"a {tile.kind} tile names no rows")
