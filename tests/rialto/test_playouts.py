"""Seeded random Rialto games driven with Rialto's own invariants after every step.

Games at 2 players (standard and neutral), 3, 4 and 5, driven here with ``Match`` and a seeded random
choice among the legal actions, with Rialto's invariants (``check_state``, ``check_step``,
``check_end``) after EVERY step: councillors and coins conserved, hands within their limit after
phase I, at most 7 buildings and 5 of each kind, tiles and their facing ends, VP and the Doge stacks,
the neutral player and its mark, the advantage, every change of coins, VP and Doge spaces announced by
an event, final scoring recomputed and the winner. Three policies take turns: uniform (as RandomBot),
keen (seldom clears, passes or skips) and builder (keeps Building cards and jesters for stage C and
builds big, so that an eighth building and its return happen); then games with every rules option
drawn among its default and alternatives (no substitute coins, VP below 0, seed_listing buildings...).

Two tiers: the quick one (``make test``) drives TIERS["quick"] games per case; the soak (``make
check``) drives TIERS["soak"] (420 games in all) and checks what only volume shows: every verb of the
decisions is reached, and builders own an eighth building often. The engine's invariants over many
RandomBot games are tests/test_soak.py's; every check after every step, tests/test_playouts.py's.
"""

from __future__ import annotations

import random
import traceback
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.events import Gained, PhaseBegan, Scored
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.games.registry import load_rules
from tabletop.games.rialto.rules.state import (
    BONUS,
    BRIDGES,
    FLIPPED,
    GONDOLAS,
    RialtoState,
    board,
    hand,
    played,
    row,
    slot,
    supply,
    won,
)
from tests.playouts import JOBS

SEED = 2031
RULES = load_rules("rialto")
SPEC = RULES.spec

CASES = [(2, "standard"), (2, "neutral"), (3, "standard"), (4, "standard"), (5, "standard")]
IDS = [f"{n}p-{v}" for n, v in CASES]
# (driven games, optioned games) per case in each tier
TIERS = {"quick": (3, 3), "soak": (60, 24)}
TIER_PARAMS = [pytest.param("quick"), pytest.param("soak", marks=pytest.mark.soak)]
POLICIES = ("uniform", "keen", "builder")

ALL_VERBS = {
    "take",
    "row",
    "use",
    "discard",
    "done",
    "draw",
    "add",
    "convert",
    "delay",
    "play",
    "pass",
    "clear",
    "cancel",
    "build",
    "skip",
    "return",
    "connection",
    "face",
    "councillor",
    "upgrade",
}


# ----- Rialto's own invariants after every step -----------------------------------------------------
@dataclass
class Snapshot:
    """The counts an event must announce when they change."""

    coins: list[int]
    vp: list[int]
    doge: list[int]
    round: int

    @classmethod
    def of(cls, state: RialtoState) -> Snapshot:
        return cls(list(state.coins), list(state.vp), list(state.doge), state.round)


@dataclass
class Seen:
    """What a driven game did: steps and verbs, the most buildings anyone owned, the fewest coins left in the supply."""

    verbs: Counter = field(default_factory=Counter)
    most_buildings: int = 0
    steps: int = 0
    least_supply: int = 30  # the fewest coins left in the supply


def pending_return(state: RialtoState) -> int | None:
    """The player who just took an eighth building and must give one back, if any."""
    if state.task() == "build" and "return" in state.pending():
        return state.flow.top.seat
    return None


def district_value(state: RialtoState, district: str) -> int:
    """Recomputed: the tile ends facing a district, empty connections at the option's value."""
    return sum(
        state.facing[c.id][district] if c.id in state.facing else state.opts.number("empty_connection_value")
        for c in SPEC.connections_of(district)
    )


def check_state(state: RialtoState, seen: Seen) -> None:
    """Everything that holds after every step, whatever the step."""
    _check_councillors_and_coins(state, seen)
    _check_hands_and_rows(state)
    _check_buildings(state, seen)
    _check_tiles_and_bonuses(state)
    _check_tracks_and_end(state)


def _check_councillors_and_coins(state: RialtoState, seen: Seen) -> None:
    """Councillors: each human colour conserved, nobody negative. Coins: players + on buildings + supply == 30
    (the supply is what is left: its sign is the check); coins only sit on owned buildings."""
    humans, everyone = list(state.seats), state.participants
    per_colour = SPEC.councillors.per_colour
    for p in everyone:
        assert state.personal[p] >= 0 and state.general[p] >= 0, (p, state.personal, state.general)
        assert all(state.councillors[d][p] >= 0 for d in state.councillors)
    for p in humans:
        total = state.personal[p] + state.general[p] + sum(state.councillors[d][p] for d in state.councillors)
        assert total == per_colour, f"{state.name(p)} has {total} councillors, not {per_colour}"
    if state.neutral:
        assert state.general[state.np] == 0 and state.coins[state.np] == 0 and state.vp[state.np] == 0
    total_coins = SPEC.coins.total
    assert sum(state.coins) + len(state.coin_on) + state.coin_supply(total_coins) == total_coins
    assert all(c >= 0 for c in state.coins), state.coins
    owned = {b for p in everyone for b in state.zones.get(board(p), [])}
    assert state.coin_on <= owned and state.blocked <= owned, (state.coin_on - owned, state.blocked - owned)
    left = state.coin_supply(total_coins)
    assert left >= 0 or state.opts.flag("coins_unlimited"), f"the coin supply is {left} with coins_unlimited off"
    seen.least_supply = min(seen.least_supply, left)


def _check_hands_and_rows(state: RialtoState) -> None:
    """Hands within their limit once a player's phase I (deal, pick, private cards step) is done; rows empty after."""
    tasks = [(step.task, step.who(state)) for step in state.flow.upcoming()]  # the steps to come, current first
    deal = any(t[0] == "deal" for t in tasks)
    picking = {t[1] for t in tasks if t[0] in ("pick", "cards")}
    for p in state.seats:
        if not deal and p not in picking:
            assert len(state.zones[hand(p)]) <= state.limit[p], (
                f"{state.name(p)} holds {len(state.zones[hand(p)])} > {state.limit[p]}"
            )
    if not any(t[0] in ("deal", "pick", "cards", "phase1_end") for t in tasks):
        assert not any(state.zones[z] for z in state.zones if z.startswith("row:")), (
            "cards left in the rows after phase I"
        )


def _check_buildings(state: RialtoState, seen: Seen) -> None:
    """At most 7 each after a decision completes; 60 in all, 5 per kind, each supply of its kind."""
    everyone = state.participants
    slots = SPEC.buildings.slots_per_player
    returning = pending_return(state)
    for p in everyone:
        mine = state.zones.get(board(p), [])
        allowed = slots + (1 if p == returning else 0)
        assert len(mine) <= allowed, f"{state.name(p)} owns {len(mine)} buildings"
        assert state.is_human(p) or not mine, "the neutral player owns a building"
        seen.most_buildings = max(seen.most_buildings, len(mine))
    per_kind = Counter(state.building_kind[b] for p in everyone for b in state.zones.get(board(p), []))
    for kind in SPEC.buildings.kinds:
        left = state.zones[supply(kind.id)]
        assert set(map(state.building_kind.__getitem__, left)) <= {kind.id}, (kind.id, left)
        assert per_kind[kind.id] + len(left) == kind.copies == SPEC.buildings.copies_each, (
            kind.id,
            per_kind[kind.id],
            left,
        )
    assert (
        sum(per_kind.values()) + sum(len(state.zones[supply(k.id)]) for k in SPEC.buildings.kinds)
        == SPEC.buildings.total
    )


def _check_tiles_and_bonuses(state: RialtoState) -> None:
    """Each filled connection has one tile and its two facing ends; 12 tiles in all. Bonus tiles: each once; a human
    holding one has a councillor in every district of its side."""
    filled = state.filled()
    assert set(state.facing) == filled, (sorted(state.facing), sorted(filled))
    for c in SPEC.board.connections:
        tiles = state.zones[slot(c.id)]
        assert len(tiles) <= 1, (c.id, tiles)
        if tiles:
            facing = state.facing[c.id]
            assert set(facing) == set(c.between), (c.id, facing)
            assert sorted(facing.values()) == sorted(state.tile_ends[tiles[0]]), (c.id, facing, tiles)
    on_board = [state.zones[slot(c.id)][0] for c in SPEC.board.connections if state.zones[slot(c.id)]]
    tiles = on_board + state.zones[BRIDGES] + state.zones[GONDOLAS]
    assert len(tiles) == len(set(tiles)) == SPEC.bridge_tiles.count + SPEC.gondola_tiles.count
    assert sum(t.startswith("bridge") for t in tiles) == SPEC.bridge_tiles.count
    humans = list(state.seats)
    bonus = state.zones[BONUS] + state.zones[FLIPPED] + [t for p in humans for t in state.zones[won(p)]]
    assert sorted(bonus) == sorted(t.id for t in SPEC.bonus_tiles.tiles)
    for p in humans:
        for tile in state.zones[won(p)]:
            side = next(t.side for t in SPEC.bonus_tiles.tiles if t.id == tile)
            assert all(state.councillors[d][p] >= 1 for d in SPEC.districts_on(side)), (state.name(p), tile)


def _check_tracks_and_end(state: RialtoState) -> None:
    """VP and the Doge track; the neutral player's marked connection (empty, or None only when every connection is
    filled); in phase III and at the end nothing played lies about and the neutral player has played all its cards."""
    everyone = state.participants
    if state.opts.flag("vp_floor_zero"):
        assert all(v >= 0 for v in state.vp), state.vp
    order = state.doge_order()
    assert sorted(order) == everyone, order
    for space in set(state.doge):
        stamps = [state.stamp[p] for p in everyone if state.doge[p] == space]
        assert len(stamps) == len(set(stamps)), f"two Doge markers at the same height on space {space}"
    if state.neutral:
        if state.marked is None:
            filled = state.filled()
            assert len(filled) == len(SPEC.board.connections), "the neutral player has no mark but a connection is free"
        else:
            assert not state.zones[slot(state.marked)], f"the marked connection {state.marked} has a tile"
    else:
        assert state.marked is None
    if state.over or state.task() == "blue":
        assert not any(state.zones[played(p)] for p in everyone)
        if state.neutral:
            assert not state.zones[hand(state.np)], "the neutral player kept cards past stage F"
    assert 0 <= state.round <= SPEC.rounds.count


def announced(events: list, p: int) -> Counter:
    """How the events of a step say a participant's coins, Doge space and VP changed."""
    told = Counter()
    for e in events:
        if isinstance(e, Gained) and e.seat == p and e.resource in ("coins", "doge"):
            told[e.resource] += e.amount
        elif isinstance(e, Scored) and e.seat == p:
            told["vp"] += e.points
    return told


def check_step(match: Match, before: Snapshot, events: list, seen: Seen) -> None:
    """After a step: the state holds (check_state), the decision is sound, and every changed count was announced."""
    state: RialtoState = match.state
    check_state(state, seen)
    decision = match.decision()
    if state.neutral:
        assert decision.seat != state.np, "the neutral player decides"
    assert (decision.seat is None) == state.over
    for p in state.participants:
        told = announced(events, p)
        for what, now, then in (
            ("coins", state.coins[p], before.coins[p]),
            ("doge", state.doge[p], before.doge[p]),
            ("vp", state.vp[p], before.vp[p]),
        ):
            assert now - then == told[what], (
                f"{state.name(p)}'s {what} {then} -> {now}, but the events say {told[what]:+}"
            )
    if state.task() in ("build", "bridge", "gondola"):  # a decision of stage C, D or E
        counts = {p: state.plays[p].count for p in state.participants}
        best = max(counts.values())
        assert best > 0 and state.advantage == next(p for p in state.doge_order() if counts[p] == best), (
            counts,
            state.advantage,
        )
        if state.task() != "build":
            assert state.flow.top.seat == state.advantage, "a tile for someone without the advantage"
    assert before.round <= state.round <= before.round + 1
    if state.round > before.round:  # a new round: its coins are back and nothing is blocked
        assert not state.coin_on and not state.blocked, (state.coin_on, state.blocked)
    if state.over:
        check_end(match, events)


def check_end(match: Match, events: list) -> None:
    """After round 6: final lines for all 6 districts recomputed, final VP by reason, the winner."""
    state: RialtoState = match.state
    assert state.round == SPEC.rounds.count and state.over
    districts = sorted(state.number, key=state.number.__getitem__)
    assert [line["district"] for line in state.final] == districts, state.final
    order = state.doge_order()
    for line in state.final:
        d = line["district"]
        value = district_value(state, d)
        assert line["value"] == value, (d, line, value)
        present = sorted(
            (p for p in state.participants if state.councillors[d][p] >= 1),
            key=lambda p: (-state.councillors[d][p], order.index(p)),
        )
        expected, points = [], value
        for p in present:
            expected.append([p, state.councillors[d][p], points])
            points //= SPEC.final_scoring.rank_divisor
        assert line["ranking"] == expected, (d, line["ranking"], expected)
    final = events[next(i for i, e in enumerate(events) if isinstance(e, PhaseBegan) and e.phase == "final") :]
    for p in state.seats:
        scored = Counter()
        for e in final:
            if isinstance(e, Scored) and e.seat == p:
                scored[say(e.reason)] += e.points
        worth = sum(
            SPEC.building(state.building_kind[b], state.opts.text("middle_building_order")).value
            for b in state.buildings(p)
        )
        # every final gain is a gain, so the VP floor never cuts one
        assert scored["buildings"] == worth and scored["coins"] == state.coins[p] * state.opts.number("vp_per_coin")
        assert scored["councillors"] == state.personal[p] * state.opts.number("vp_per_supply_councillor")
        for line in state.final:
            name = say(SPEC.district(line["district"]).name)
            assert scored[name] == sum(pts for q, _, pts in line["ranking"] if q == p), (p, name, scored)
    outcome = match.outcome()
    best = max(state.vp[p] for p in state.seats)
    tied = [p for p in order if p in state.seats and state.vp[p] == best]
    assert outcome.winners == (tied[0],), (outcome.winners, state.vp, order)
    assert outcome.scores == tuple(state.vp[p] for p in state.seats)


# ----- seeded random choices ----------------------------------------------------------------------------
KEEN = {"clear": 0.05, "cancel": 0.2, "pass": 0.2, "skip": 0.1, "done": 0.3}


def weight(policy: str, state: RialtoState, action: Action) -> float:
    """How much a policy likes an action (uniform: all alike)."""
    if policy == "uniform":
        return 1.0
    verb = action.verb
    if policy == "keen":
        return KEEN.get(verb, 1.0)
    # builder: keeps Building cards and jesters for stage C, plays them all there and builds big
    if verb == "discard":
        return {"building": 0.02, "joker": 0.1}.get(action.args[0], 1.0)
    if verb == "build":
        return 1.0 + 3 * SPEC.building(action.args[0]).value
    if verb == "row":
        return 1.0 + 3 * sum(state.card_type[c] == "building" for c in state.zones[row(int(action.args[0]))])
    if state.task() == "turns" and state.stage == "C":
        return {"add": 5, "use": 3, "convert": 2, "play": 0.3, "clear": 0.2, "pass": 0.2, "cancel": 0.3}.get(verb, 1.0)
    if verb == "add" and action.args[0] == "joker":
        return 0.05
    return KEEN.get(verb, 1.0)


def choose(policy: str, rng: random.Random, match: Match) -> Action:
    actions = list(match.legal_actions())
    if policy == "uniform":
        return rng.choice(actions)
    return rng.choices(actions, [weight(policy, match.state, a) for a in actions])[0]


def random_options(rng: random.Random) -> dict:
    """Every rules option at its default or one of its alternatives, at random."""
    chosen = {}
    for name, option in SPEC.options.items():
        chosen[name] = rng.choice(option.values)
    return chosen


def drive(job: tuple[int, str, int, str, bool]) -> dict:
    """Play one game with Rialto's invariants checked after every step; return what it did."""
    players, variant, seed, policy, optioned = job
    rng = random.Random(f"rialto-driven/{seed}")
    options = random_options(rng) if optioned else {}
    match = Match(RULES, [f"P{i + 1}" for i in range(players)], variant, options, seed=seed)
    seen = Seen()
    try:
        check_state(match.state, seen)
        assert [len(match.state.buildings(p)) for p in match.state.seats] == [0] * players
        while not match.is_over():
            assert seen.steps < 5_000, "no end after 5000 steps"
            before = Snapshot.of(match.state)
            action = choose(policy, rng, match)
            events = match.apply(action)
            seen.steps += 1
            seen.verbs[action.verb] += 1
            check_step(match, before, events, seen)
            if seen.steps == players:  # every human has chosen a starting building of value 1
                kinds = [match.state.building_kind[b] for p in match.state.seats for b in match.state.buildings(p)]
                assert len(kinds) == players and all(SPEC.building(k).value == 1 for k in kinds), kinds
    except AssertionError as exc:
        raise AssertionError(
            f"{players}p {variant} seed {seed} policy {policy} options {options} after step {seen.steps} "
            f"({match.log[-1].action if match.log else 'setup'}): {exc}\n{traceback.format_exc()}"
        ) from None
    return {
        "verbs": seen.verbs,
        "most": seen.most_buildings,
        "steps": seen.steps,
        "least_supply": seen.least_supply,
        "options": options,
        "winner": match.outcome().winners[0],
        "policy": policy,
    }


def drive_all(jobs: list[tuple]) -> list[dict]:
    if JOBS <= 1:
        return [drive(j) for j in jobs]
    with ProcessPoolExecutor(JOBS) as pool:
        return list(pool.map(drive, jobs, chunksize=max(1, len(jobs) // (4 * JOBS))))


@pytest.mark.parametrize("tier", TIER_PARAMS)
@pytest.mark.parametrize(("players", "variant"), CASES, ids=IDS)
def test_rialto_invariants_hold_after_every_step_of_random_games(players, variant, tier):
    driven = TIERS[tier][0]
    jobs = [(players, variant, SEED * 1000 + k, POLICIES[k % len(POLICIES)], False) for k in range(driven)]
    results = drive_all(jobs)
    assert {r["policy"] for r in results} == set(POLICIES)
    if tier == "quick":
        return  # every step of every game was checked in drive(); reach is the soak's to judge
    verbs = Counter()
    for r in results:
        verbs.update(r["verbs"])
    # every verb of the decisions and no other; ``return`` comes from the builder policy's games
    assert set(verbs) == ALL_VERBS, (ALL_VERBS - set(verbs), set(verbs) - ALL_VERBS)
    builders = [r for r in results if r["policy"] == "builder"]
    assert sum(r["most"] > SPEC.buildings.slots_per_player for r in builders) >= len(builders) // 5


@pytest.mark.parametrize("tier", TIER_PARAMS)
@pytest.mark.parametrize(("players", "variant"), CASES, ids=IDS)
def test_rialto_invariants_hold_under_every_rules_option(players, variant, tier):
    optioned = TIERS[tier][1]
    jobs = [(players, variant, SEED * 3000 + k, POLICIES[k % len(POLICIES)], True) for k in range(optioned)]
    results = drive_all(jobs)
    assert all(r["options"] for r in results)
    if tier == "quick":
        return
    assert any(not r["options"]["coins_unlimited"] for r in results)
    assert any(not r["options"]["vp_floor_zero"] for r in results)
