"""Setup (digest §1.3-§1.6): decks in two parts, turn order, starting votes, tokens, tiles, money, possessions and
handicaps, for the contests in play."""

from __future__ import annotations

from tabletop.engine.flow import Flow
from tabletop.engine.rng import Rng
from tabletop.games.prodigals.rules.data import Handicap, ProdigalsSpec
from tabletop.games.prodigals.rules.state import ProdigalsState, Seat, deck_name, parse_square


def two_part(rng: Rng, items: list, part_of) -> list[str]:
    """Part I shuffled on top of part II shuffled (one-symbol backs first); ids, top first."""
    one = [i.id for i in items if part_of(i) == "I"]
    two = [i.id for i in items if part_of(i) == "II"]
    rng.shuffle(one)
    rng.shuffle(two)
    return one + two


def central_deck(spec: ProdigalsSpec, combination: str, rng: Rng) -> list[str]:
    """The combination's central deck: the black cards shuffled on top of the white ones (digest §1.2)."""
    cards = spec.central_deck(combination)
    black = [c.id for c in cards if c.colour == "black"]
    white = [c.id for c in cards if c.colour == "white"]
    rng.shuffle(black)
    rng.shuffle(white)
    return black + white


def handicaps_for(spec: ProdigalsSpec, modules: tuple[str, ...], position: int, players: int) -> list[Handicap]:
    """The handicaps of the player at ``position`` (1-based): N - k, down the list, skipping modules not in play."""
    usable = [h for h in spec.handicaps.order if h.module in modules]
    return [usable[i % len(usable)] for i in range(players - position)]


def apply_handicap(spec: ProdigalsSpec, seat: Seat, handicap: Handicap) -> None:
    """One handicap: money, votes up, or the column's token one square up (nothing if it cannot move)."""
    if handicap.kind == "money":
        seat.cash += handicap.amount
    elif handicap.kind == "votes":
        seat.votes = min(spec.numbers.vote_track_maximum.value, seat.votes + handicap.amount)
    elif handicap.kind == "token_up":
        col = ("left", "middle", "right").index(handicap.column)
        top = max(spec.society.grid.rows)
        for sq in sorted(sq for sq in seat.tokens if sq[0] == col):
            dst = (sq[0], sq[1] + handicap.amount)
            if dst[1] <= top and dst not in seat.tokens:
                seat.tokens[dst] = seat.tokens.pop(sq)
                break


def new_state(spec: ProdigalsSpec, players: tuple[str, ...], combination: str, first: int, rng: Rng) -> ProdigalsState:
    """A fresh match before its first round (the flow is set by the rules). Only the contests in play are set up;
    the random draws of Election + Society come first, in a fixed order, so seeded games stay the same."""
    combo = next(c for c in spec.combinations if c.id == combination)
    modules = combo.modules
    n = len(players)
    order = [(first + i) % n for i in range(n)]
    start_tokens = {parse_square(s.square): s.token for s in spec.society.grid.start} if "society" in modules else {}
    votes, boys = spec.per_player_count.starting_votes.by_players[n], spec.boys_per_player(n, len(modules))
    seats = [Seat(votes, dict(start_tokens), home=boys) for _ in players]
    state = ProdigalsState(Flow(), players, modules, spec.side_for(n), order, seats)
    for module in ("election", "society", "possessions"):
        if module in modules:
            block = getattr(spec, module)
            state.decks[deck_name(module, "white")] = two_part(rng, list(block.white_cards), lambda c: c.part)
            state.decks[deck_name(module, "black")] = two_part(rng, list(block.black_cards), lambda c: c.part)
    state.decks["central"] = central_deck(spec, combination, rng)
    if "election" in modules:
        tiles = spec.election.political_tiles
        state.tile_supply = two_part(rng, list(tiles), lambda t: t.part)
        starts = [t.id for t in tiles if t.part == "start"]
        rng.shuffle(starts)
        for seat in seats:
            seat.network[(0, 0)] = (starts.pop(), 0)
        state.discard += starts
    if "society" in modules:
        state.old_lady_stack = [t.id for t in spec.society.old_lady_tiles]
        rng.shuffle(state.old_lady_stack)
    state.bonus_supply = [b.id for b in spec.bonus_tiles if b.module in modules]
    if "possessions" in modules:
        _possessions(spec, state, rng)
    for position, s in enumerate(order, start=1):
        for handicap in handicaps_for(spec, modules, position, n):
            apply_handicap(spec, seats[s], handicap)
    return state


def _possessions(spec: ProdigalsSpec, state: ProdigalsState, rng: Rng) -> None:
    """Starting money, a random possession set each (at 5 players each discards one value-5 tile at random), the
    board's supply in two parts and the borough marker on a random borough (digest §1.4, §1.6)."""
    n = len(state.players)
    block = spec.possessions
    sets = list(block.sets)
    rng.shuffle(sets)
    keep = spec.per_player_count.possession_tiles.by_players[n]
    for seat, chosen in zip(state.seats, sets):
        seat.cash = spec.per_player_count.starting_money.by_players[n]
        tiles = [t.id for t in chosen.tiles]
        while len(tiles) > keep:
            fives = [t for t in tiles if spec.possession_tiles[t].value == 5]
            out = rng.choice(fives)
            tiles.remove(out)
            state.discard.append(out)
        seat.possessions = tiles
    for unused in sets[n:]:
        state.discard += [t.id for t in unused.tiles]
    state.possession_supply = two_part(rng, list(block.supply), lambda t: t.part)
    state.borough = rng.choice([b.id for b in block.boroughs])
