"""Setup (digest §1.3-§1.6): decks in two parts, turn order, starting votes, tokens, tiles and handicaps."""

from __future__ import annotations

from tabletop.engine.flow import Flow
from tabletop.engine.rng import Rng
from tabletop.games.prodigals.data import ProdigalsSpec
from tabletop.games.prodigals.state import ProdigalsState, Seat, parse_square


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


def handicaps_for(spec: ProdigalsSpec, modules: tuple[str, ...], position: int, players: int) -> list:
    """The handicaps of the player at ``position`` (1-based): N - k, down the list, skipping modules not in play."""
    usable = [h for h in spec.handicaps.order if h.module in modules]
    return [usable[i % len(usable)] for i in range(players - position)]


def apply_handicap(spec: ProdigalsSpec, seat: Seat, handicap) -> None:
    """One handicap: votes up, or the column's token one square up (nothing if it cannot move)."""
    if handicap.kind == "votes":
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
    """A fresh match before its first round (the flow is set by the rules)."""
    combo = next(c for c in spec.combinations if c.id == combination)
    n = len(players)
    order = [(first + i) % n for i in range(n)]
    start_tokens = {parse_square(s.square): s.token for s in spec.society.grid.start}
    votes, boys = spec.per_player_count.starting_votes.by_players[n], spec.boys_per_player(n, len(combo.modules))
    seats = [Seat(votes, dict(start_tokens), home=boys) for _ in players]
    state = ProdigalsState(Flow(), players, combo.modules, spec.side_for(n), order, seats)
    for module, block in (("election", spec.election), ("society", spec.society)):
        letter = module[0].upper()
        state.decks[f"{letter}-white"] = two_part(rng, list(block.white_cards), lambda c: c.part)
        state.decks[f"{letter}-black"] = two_part(rng, list(block.black_cards), lambda c: c.part)
    state.decks["central"] = central_deck(spec, combination, rng)
    tiles = spec.election.political_tiles
    state.tile_supply = two_part(rng, list(tiles), lambda t: t.part)
    starts = [t.id for t in tiles if t.part == "start"]
    rng.shuffle(starts)
    for seat in seats:
        seat.network[(0, 0)] = (starts.pop(), 0)
    state.discard += starts
    state.old_lady_stack = [t.id for t in spec.society.old_lady_tiles]
    rng.shuffle(state.old_lady_stack)
    state.bonus_supply = [b.id for b in spec.bonus_tiles if b.module in combo.modules]
    for position, seat in enumerate(order, start=1):
        for handicap in handicaps_for(spec, combo.modules, position, n):
            apply_handicap(spec, seats[seat], handicap)
    return state
