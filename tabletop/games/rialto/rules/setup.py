"""Rialto's setup: the board, round tiles, tiles, cards, Doge order, coins, councillors (seed, digest 1b)."""

from __future__ import annotations

from tabletop.engine.errors import SetupError
from tabletop.engine.flow import Flow
from tabletop.engine.gamedef import Chosen
from tabletop.engine.message import msg
from tabletop.engine.rng import Rng
from tabletop.games.rialto.rules.buildings import Start
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.rounds import NextRound
from tabletop.games.rialto.rules.state import (
    BONUS,
    BRIDGES,
    DECK,
    DISCARD,
    FLIPPED,
    GONDOLAS,
    RialtoState,
    board,
    hand,
    pile,
    played,
    row,
    slot,
    supply,
    won,
)


def card_ids(spec: RialtoSpec) -> dict[str, str]:
    """Card ids k00.. in data order, mapped to their type; an id says nothing a card's back does not."""
    types = [t.id for t in spec.cards.types for _ in range(t.count)]
    return {f"k{i:02d}": t for i, t in enumerate(types)}


def new_state(
    spec: RialtoSpec, players: tuple[str, ...], neutral: bool, first: int, readings: Chosen, rng: Rng
) -> RialtoState:
    """Lay out the table under the rule ``readings`` in force: ``first`` is the start player (in the neutral
    variant, the player left of the neutral).
    Its flow: each player's starting building, from the player right of the start player counterclockwise (the
    start player last), then the first round."""
    n = len(players)
    if neutral and n != spec.neutral_player.players:
        raise SetupError(
            msg("the neutral variant is for {need} players, not {n}", need=spec.neutral_player.players, n=n)
        )
    if n not in spec.players:
        raise SetupError(
            msg(
                "Rialto is for {least}-{most} players, not {n}",
                least=min(spec.players),
                most=max(spec.players),
                n=n,
            )
        )
    total = n + (1 if neutral else 0)
    ring, start = ([n, first, 1 - first], n) if neutral else (list(range(n)), first)
    card_type = card_ids(spec)
    deck = list(card_type)
    rng.shuffle(deck)
    numbers = list(spec.rounds.round_tiles)
    rng.shuffle(numbers)
    number = {d.id: k for d, k in zip(spec.board.districts, numbers)}
    bridge_ids = [t.id for t in spec.bridge_tiles.tiles]
    rng.shuffle(bridge_ids)
    zones, building_kind = _zones(spec, deck, bridge_ids, spec.rows_for(n, neutral), total)
    tile_ends = {t.id: tuple(t.ends) for t in spec.bridge_tiles.tiles}
    tile_ends.update({g: (spec.gondola_tiles.value, spec.gondola_tiles.value) for g in zones[GONDOLAS]})
    per_colour, personal_start = spec.councillors.per_colour, spec.councillors.personal_at_start
    personal = [personal_start] * total
    general = [per_colour - personal_start] * total
    if neutral:
        personal[n], general[n] = spec.neutral_player.personal_councillors, 0
    state = RialtoState(
        players=players,
        neutral=neutral,
        ring=ring,
        start=start,
        opts=readings,
        card_type=card_type,
        building_kind=building_kind,
        tile_ends=tile_ends,
        zones=zones,
        number=number,
        coins=_starting_coins(spec, n, neutral, ring, start),
        vp=[spec.tracks.vp_start if p < n else 0 for p in range(total)],
        doge=[spec.tracks.doge_start_space] * total,
        stamp=[0] * total,
        personal=personal,
        general=general,
        councillors={d.id: [0] * total for d in spec.board.districts},
        limit=[spec.card_rows.hand_limit] * total,
    )
    # Doge markers: placed from the player right of the start player counterclockwise, each on top.
    for k, p in enumerate(reversed(state.clockwise_from(start))):
        state.stamp[p] = k + 1
    state.next_stamp = total
    if neutral:
        first_district = next(d for d, k in number.items() if k == spec.neutral_player.first_mark_round_tile)
        mark = spec.neutral_mark({first_district: 0, **{d: k for d, k in number.items() if d != first_district}})
        state.marked = mark.id if mark else None
    choosers = [p for p in reversed(state.clockwise_from(start)) if p < n]
    state.flow = Flow([*[Start(p) for p in choosers], NextRound()])
    return state


def _zones(
    spec: RialtoSpec, deck: list[str], bridge_ids: list[str], rows: int, total: int
) -> tuple[dict[str, list[str]], dict[str, str]]:
    """Every zone of the table with its components, and each building id's kind."""
    zones: dict[str, list[str]] = {
        DECK: deck,
        DISCARD: [],
        BRIDGES: bridge_ids,
        FLIPPED: [],
        GONDOLAS: [f"gondola-{k}" for k in range(spec.gondola_tiles.count)],
        BONUS: [t.id for t in spec.bonus_tiles.tiles],
    }
    building_kind: dict[str, str] = {}
    for kind in spec.buildings.kinds:
        ids = [f"{kind.id}-{k}" for k in range(kind.copies)]
        building_kind.update({b: kind.id for b in ids})
        zones[supply(kind.id)] = ids
    for c in spec.board.connections:
        zones[slot(c.id)] = []
    for i in range(rows):
        zones[row(i)] = []
    for p in range(total):
        for zone in (hand(p), pile(p), played(p), board(p), won(p)):
            zones[zone] = []
    return zones, building_kind


def _starting_coins(spec: RialtoSpec, n: int, neutral: bool, ring: list[int], start: int) -> list[int]:
    """Coins per participant: the players' starting coins clockwise from the start player (the neutral has none)."""
    coins = [0] * (n + (1 if neutral else 0))
    start_coins = spec.neutral_player.human_starting_coins if neutral else spec.setup_for(n).starting_coins
    humans_clockwise = [p for p in (ring[ring.index(start) :] + ring[: ring.index(start)]) if p < n]
    for p, amount in zip(humans_clockwise, start_coins):
        coins[p] = amount
    return coins
