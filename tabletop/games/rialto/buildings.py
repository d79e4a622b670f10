"""Rialto buildings: taking them in stage C (the 4 + rest rule, the 7-slot limit), starting ones, phase III blues."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event, Gained, Moved, Said
from tabletop.games.rialto.common import activate, can_activate, gain_vp, kind_of
from tabletop.games.rialto.data import RialtoSpec
from tabletop.games.rialto.state import RialtoState, board, supply


def owned_kinds(state: RialtoState, p: int) -> set[str]:
    """The kinds a player owns."""
    return {state.building_kind[b] for b in state.buildings(p)}


def start_actions(spec: RialtoSpec, state: RialtoState, p: int) -> tuple[Action, ...]:
    """The value-1 kinds a player may start with: a kind taken by the most players allowed is closed."""
    n = len(state.players)
    most = spec.setup_for(n).max_same_starting_building if not state.neutral else 1
    taken = [state.building_kind[b] for q in state.seats for b in state.buildings(q)]
    kinds = [k.id for k in spec.buildings.kinds if k.value == spec.starting_building_value]
    return tuple(Action("take", (k,)) for k in kinds if taken.count(k) < most and state.zones[supply(k)])


def take_building(spec: RialtoSpec, state: RialtoState, p: int, kind: str, why: str) -> tuple[list[Event], str]:
    """Move a copy of a kind from the supply to a player's board; return the events and the building's id."""
    building = state.zones[supply(kind)][0]
    state.move(building, supply(kind), board(p))
    if not state.opts["new_building_usable_same_round"] and state.round:  # starting buildings are not gained in a round
        state.blocked.add(building)
    name = kind_of(spec, state, building).name
    return [Moved(f"{state.name(p)} {why} {name}.", component=building, src=supply(kind), dst=board(p))], building


def build_actions(spec: RialtoSpec, state: RialtoState, p: int, allowance: int, nth: int) -> tuple[Action, ...]:
    """Stage C: a kind of value up to the allowance (4 at most), copies left; or nothing."""
    if "return" in state.sub:
        keep = state.sub["return"]
        mine = [b for b in state.buildings(p) if b != keep or state.opts["may_return_just_taken"]]
        return tuple(Action("return", (b,)) for b in mine)
    cap = min(allowance, spec.building_stage.max_value)
    owned = owned_kinds(state, p)
    acts = [
        Action("build", (k.id,))
        for k in spec.buildings.kinds
        if k.value <= cap
        and state.zones[supply(k.id)]
        and (state.opts["duplicate_buildings_allowed"] or k.id not in owned)
    ]
    if state.opts["taking_building_optional"] or not acts:
        acts.append(Action("skip"))
    return tuple(acts)


def apply_build(
    spec: RialtoSpec, state: RialtoState, p: int, action: Action, allowance: int, nth: int
) -> tuple[list[Event], list[tuple], bool]:
    """Apply a stage C choice; return events, follow-up tasks and whether this task is over."""
    who = state.name(p)
    if action.verb == "skip":
        return [Said(f"{who} takes no building.")], [], True
    if action.verb == "return":
        return return_building(spec, state, p, action.args[0]), [], _finish_return(state)
    events, building = take_building(spec, state, p, action.args[0], "builds")
    follow: list[tuple] = []
    value = kind_of(spec, state, building).value
    top = spec.building_stage.max_value
    if allowance > top and value == top and nth < spec.building_stage.max_buildings:
        follow.append(("build", p, allowance - top, nth + 1))
    if len(state.buildings(p)) > spec.buildings.slots_per_player:
        state.sub = {"return": building}
        return events, follow, False
    return events, follow, True


def _finish_return(state: RialtoState) -> bool:
    state.sub = {}
    return True


def return_building(spec: RialtoSpec, state: RialtoState, p: int, building: str) -> list[Event]:
    """Give a building back to the supply for its value in VP (making room for an eighth)."""
    kind = kind_of(spec, state, building)
    state.move(building, board(p), supply(state.building_kind[building]))
    state.coin_on.discard(building)
    state.blocked.discard(building)
    events: list[Event] = [
        Moved(
            f"{state.name(p)} returns {kind.name} to the supply.",
            component=building,
            src=board(p),
            dst=supply(state.building_kind[building]),
        )
    ]
    return events + gain_vp(state, p, kind.value, "returned building")


# ----- phase III ---------------------------------------------------------------------------------
def upgrade_targets(spec: RialtoSpec, state: RialtoState, p: int) -> list[str]:
    """Own buildings with a copy of the same colour and the next value in the supply."""
    targets = []
    for b in state.buildings(p):
        kind = kind_of(spec, state, b)
        nxt = _next_kind(spec, kind.colour, kind.value)
        if nxt and state.zones[supply(nxt)]:
            targets.append(b)
    return targets


def _next_kind(spec: RialtoSpec, colour: str, value: int) -> str | None:
    return next((k.id for k in spec.buildings_of(colour) if k.value == value + 1), None)


def blue_usable(spec: RialtoSpec, state: RialtoState, p: int) -> list[str]:
    """The blue buildings a player may activate now (an upgrade needs something to upgrade)."""
    usable = []
    for b in state.buildings(p):
        kind = kind_of(spec, state, b)
        if (
            kind.colour == "blue"
            and can_activate(state, p, b)
            and (kind.effect != "upgrade" or upgrade_targets(spec, state, p))
        ):
            usable.append(b)
    return usable


def blue_actions(spec: RialtoSpec, state: RialtoState, p: int) -> tuple[Action, ...]:
    """Phase III: activate blue buildings one by one, then done."""
    if "upgrade" in state.sub:
        return tuple([Action("upgrade", (b,)) for b in upgrade_targets(spec, state, p)] + [Action("cancel")])
    return tuple([Action("use", (b,)) for b in blue_usable(spec, state, p)] + [Action("done")])


def apply_blue(spec: RialtoSpec, state: RialtoState, p: int, action: Action) -> tuple[list[Event], bool]:
    """Apply a phase III choice; return the events and whether the player is done."""
    who, verb = state.name(p), action.verb
    if verb == "done":
        return [], True
    if verb == "cancel":
        state.sub = {}
        return [], False
    if verb == "upgrade":
        source = state.sub.pop("upgrade")
        events = activate(state, p, source, f"{who} activates {kind_of(spec, state, source).name}.")
        return events + upgrade(spec, state, p, action.args[0]), False
    building = action.args[0]
    kind = kind_of(spec, state, building)
    if kind.effect == "upgrade":
        state.sub = {"upgrade": building}
        return [], False
    events = activate(state, p, building, f"{who} activates {kind.name}.")
    if kind.effect == "councillor_and_vp":
        moved = min(kind.params["councillors"], state.general[p])
        state.general[p] -= moved
        state.personal[p] += moved
        if moved:
            events.append(
                Gained(
                    f"{who} takes {moved} councillor into the personal supply.",
                    seat=p,
                    resource="councillors",
                    amount=moved,
                )
            )
        events += gain_vp(state, p, kind.params["vp"] + (0 if moved else kind.params["vp_if_none"]), kind.name)
    elif kind.effect == "doge_by_rank":
        rank = state.doge_rank(p)
        steps = state.move_doge(p, rank, state.opts["doge_arrival"] == "top", int(state.opts["doge_track_length"]))
        events.append(
            Gained(
                f"{who} is {_ordinal(rank)} in Doge order and moves {steps} space{'s' * (steps != 1)}.",
                seat=p,
                resource="doge",
                amount=steps,
            )
        )
    elif kind.effect == "vp":
        events += gain_vp(state, p, kind.params["vp"], kind.name)
    return events, False


def upgrade(spec: RialtoSpec, state: RialtoState, p: int, building: str) -> list[Event]:
    """Return a building and take the same colour's next value; the new one may not be used this round."""
    kind = kind_of(spec, state, building)
    nxt = _next_kind(spec, kind.colour, kind.value)
    had_coin = building in state.coin_on
    state.move(building, board(p), supply(state.building_kind[building]))
    state.coin_on.discard(building)
    state.blocked.discard(building)
    events: list[Event] = [
        Moved(
            f"{state.name(p)} returns {kind.name}",
            component=building,
            src=board(p),
            dst=supply(state.building_kind[building]),
        )
    ]
    more, new = take_building(spec, state, p, nxt, "upgrades it to")
    state.blocked.add(new)
    if had_coin and state.opts["upgraded_building_coin"] == "onto_new_building":
        state.coin_on.add(new)
        more.append(Moved("The coin moves onto the new building.", component=f"coin@{new}", src=building, dst=new))
    return events + more


def end_round(state: RialtoState) -> list[Event]:
    """Coins on buildings go back to the supply."""
    back = len(state.coin_on)
    state.coin_on.clear()
    state.blocked.clear()
    return [Said(f"{back} coin{'s' * (back != 1)} go back from the buildings to the supply.")] if back else []


def _ordinal(k: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")
