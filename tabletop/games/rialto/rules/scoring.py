"""Rialto's final scoring: districts by the tile ends facing them with halving ranks, buildings, coins, councillors."""

from __future__ import annotations

from tabletop.engine.events import Event, Highlighted, PhaseBegan, Said
from tabletop.engine.message import msg, msgc, msgn
from tabletop.games.rialto.rules.common import gain_vp, kind_of
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.state import RialtoState


def district_value(spec: RialtoSpec, state: RialtoState, district: str) -> int:
    """The sum of the tile ends facing a district (an empty connection counts the option's value)."""
    total = 0
    for c in spec.connections_of(district):
        if c.id in state.facing:
            total += state.facing[c.id][district]
        else:
            total += state.opts.number("empty_connection_value")
    return total


def district_ranking(spec: RialtoSpec, state: RialtoState, district: str) -> list[tuple[int, int, int]]:
    """(participant, councillors, points) by rank: most councillors first, Doge order breaks ties, each rank half."""
    order = state.doge_order()
    present = [p for p in order if state.councillors[district][p] >= spec.final_scoring.min_councillors]
    present.sort(key=lambda p: (-state.councillors[district][p], order.index(p)))
    points = district_value(spec, state, district)
    ranking = []
    for p in present:
        ranking.append((p, state.councillors[district][p], points))
        points //= spec.final_scoring.rank_divisor
    return ranking


def final_scoring(spec: RialtoSpec, state: RialtoState) -> list[Event]:
    """Score every district in round-tile order, then buildings, coins and councillors left."""
    events: list[Event] = [PhaseBegan(msg("Final scoring."), phase="final")]
    state.final = []
    for district in sorted(state.number, key=state.number.__getitem__):
        name = spec.district(district).name
        value = district_value(spec, state, district)
        ranking = district_ranking(spec, state, district)
        events.append(
            Highlighted(
                msg("{district} is worth {n}.", district=name, n=value),
                places=(f"district:{district}",),
                focus=f"district:{district}",
            )
        )
        for p, count, points in ranking:
            if not state.is_human(p):
                neutral = msgn(
                    "The neutral player ({n} councillors) takes {points} in {district}, which nobody scores.",
                    "The neutral player ({n} councillors) takes {points} in {district}, which nobody scores.",
                    count,
                    points=points,
                    district=name,
                )
                events.append(Said(neutral))
                continue
            line = msgn(
                "{who} ({n} councillors) scores {points} in {district}.",
                "{who} ({n} councillors) scores {points} in {district}.",
                count,
                who=state.who(p),
                points=points,
                district=name,
            )
            events += gain_vp(state, p, points, name, line)
        state.final.append({"district": district, "value": value, "ranking": [list(r) for r in ranking]})
    for p in state.seats:
        worth, coins, kept = closing_points(spec, state, p)
        who = state.who(p)
        line = msg("{who} scores {points} for buildings.", who=who, points=worth)
        events += gain_vp(state, p, worth, msgc("vp reason", "buildings"), line)
        line = msgn(
            "{who} scores {points} for {n} coins.",
            "{who} scores {points} for {n} coins.",
            state.coins[p],
            who=who,
            points=coins,
        )
        events += gain_vp(state, p, coins, msgc("vp reason", "coins"), line)
        line = msgn(
            "{who} scores {points} for {n} councillors in supply.",
            "{who} scores {points} for {n} councillors in supply.",
            state.personal[p],
            who=who,
            points=kept,
        )
        events += gain_vp(state, p, kept, msgc("vp reason", "councillors"), line)
    state.over = True
    return events


def closing_points(spec: RialtoSpec, state: RialtoState, p: int) -> tuple[int, int, int]:
    """A seat's last points: for its buildings, its coins and its councillors left in supply."""
    buildings = (
        sum(kind_of(spec, state, b).value for b in state.buildings(p))
        if spec.final_scoring.buildings_score_value
        else 0
    )
    coins = state.coins[p] * state.opts.number("vp_per_coin")
    return buildings, coins, state.personal[p] * state.opts.number("vp_per_supply_councillor")


def projected_vp(spec: RialtoSpec, state: RialtoState) -> tuple[float, ...]:
    """Each seat's VP if the final scoring were done now: the districts by today's councillors, then the rest."""
    vp = [float(state.vp[p] + sum(closing_points(spec, state, p))) for p in state.seats]
    for district in state.number:
        for p, _, points in district_ranking(spec, state, district):
            if state.is_human(p):
                vp[p] += points
    return tuple(vp)


def standings(state: RialtoState) -> list[int]:
    """The seats from winner down: most VP, Doge order breaking ties."""
    order = state.doge_order()
    return sorted(state.seats, key=lambda p: (-state.vp[p], order.index(p)))
