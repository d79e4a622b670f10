"""Rialto buildings: taking them in stage C (the 4 + rest rule, the 7-slot limit), starting ones, phase III blues.

Its steps: a ``Start`` per player before round 1 (a value-1 building); ``Build`` in stage C (``allowance``: the
count to build with, ``nth``: the how-manieth building of this count; a building above 4 queues another ``Build``
for the rest, and an eighth building keeps the step open, ``returning`` it, until one goes back); ``Phase3``
(automatic) queues a ``Blue`` per player in Doge order (offered only when a blue building may be used, and over
when none may any more; ``upgrading``: the building that upgrades, waiting for its target); ``EndRound``
(automatic: the coins come off the buildings).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Gained, Moved, PhaseBegan, Said
from tabletop.engine.message import Msg, Ordinal, Seat, msg, msgc, msgn
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.rialto.rules.common import act, activate, can_activate, gain_vp, kind_of
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.state import RialtoState, board, supply
from tabletop.games.rialto.rules.steps import Offer, RialtoStep, carry_on

if TYPE_CHECKING:
    from tabletop.games.rialto.rules.rules import RialtoRules


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
    """Move a copy of a kind from the supply to a player's board (``why``: "start", "build" or "upgrade" says the
    log line); return the events and the building's id."""
    building = state.zones[supply(kind)][0]
    state.move(building, supply(kind), board(p))
    # a starting building is not gained in a round
    if not state.opts.flag("new_building_usable_same_round") and state.round:
        state.blocked.add(building)
    name, who = kind_of(spec, state, building).name, state.who(p)
    text = {
        "start": msg("{who} starts with {building}.", who=who, building=name),
        "build": msg("{who} builds {building}.", who=who, building=name),
        "upgrade": msg("{who} upgrades it to {building}.", who=who, building=name),
    }[why]
    return [Moved(text, component=building, src=supply(kind), dst=board(p))], building


def build_actions(spec: RialtoSpec, state: RialtoState, p: int, allowance: int, returning: str) -> tuple[Action, ...]:
    """Stage C: a kind of value up to the allowance (4 at most), copies left; or nothing. With ``returning`` (the
    eighth building just taken): the building to give back."""
    if returning:
        keep = returning
        mine = [b for b in state.buildings(p) if b != keep or state.opts.flag("may_return_just_taken")]
        return tuple(Action("return", (b,)) for b in mine)
    cap = min(allowance, spec.building_stage.max_value)
    owned = owned_kinds(state, p)
    acts = [
        Action("build", (k.id,))
        for k in spec.buildings.kinds
        if k.value <= cap
        and state.zones[supply(k.id)]
        and (state.opts.flag("duplicate_buildings_allowed") or k.id not in owned)
    ]
    if state.opts.flag("taking_building_optional") or not acts:
        acts.append(Action("skip"))
    return tuple(acts)


def return_building(spec: RialtoSpec, state: RialtoState, p: int, building: str) -> list[Event]:
    """Give a building back to the supply for its value in VP (making room for an eighth)."""
    kind = kind_of(spec, state, building)
    state.move(building, board(p), supply(state.building_kind[building]))
    state.coin_on.discard(building)
    state.blocked.discard(building)
    events: list[Event] = [
        Moved(
            msg("{who} returns {building} to the supply.", who=state.who(p), building=kind.name),
            component=building,
            src=board(p),
            dst=supply(state.building_kind[building]),
        )
    ]
    return events + gain_vp(state, p, kind.value, msgc("vp reason", "returned building"))


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


def blue_actions(spec: RialtoSpec, state: RialtoState, p: int, upgrading: str) -> tuple[Action, ...]:
    """Phase III: activate blue buildings one by one, then done (``upgrading``: the building to upgrade is chosen)."""
    if upgrading:
        return tuple([act("upgrade", b) for b in upgrade_targets(spec, state, p)] + [act("cancel")])
    return tuple([act("use", b) for b in blue_usable(spec, state, p)] + [act("done")])


def apply_blue(spec: RialtoSpec, state: RialtoState, p: int, upgrading: str, action: Action) -> tuple[list[Event], str]:
    """Apply a phase III choice (not done); return the events and the upgrading building now waiting for its
    target ("" if none)."""
    who, verb = state.who(p), action.verb
    if verb == "cancel":
        return [], ""
    if verb == "upgrade":
        events = activate(state, p, upgrading, _activates(who, kind_of(spec, state, upgrading).name))
        return events + upgrade(spec, state, p, action.args[0]), ""
    building = action.args[0]
    kind = kind_of(spec, state, building)
    if kind.effect == "upgrade":
        return [], building
    events = activate(state, p, building, _activates(who, kind.name))
    if kind.effect == "councillor_and_vp":
        events += _councillor_and_vp(state, p, kind.params, kind.name)
    elif kind.effect == "doge_by_rank":
        rank = state.doge_rank(p)
        steps = state.move_doge(
            p, rank, state.opts.text("doge_arrival") == "top", state.opts.number("doge_track_length")
        )
        text = msgn(
            "{who} is {rank} in Doge order and moves {n} space.",
            "{who} is {rank} in Doge order and moves {n} spaces.",
            steps,
            who=who,
            rank=Ordinal(rank),
        )
        events.append(Gained(text, seat=p, resource="doge", amount=steps))
    elif kind.effect == "vp":
        events += gain_vp(state, p, kind.params["vp"], kind.name)
    return events, ""


def _councillor_and_vp(state: RialtoState, p: int, params: dict[str, int], name: Msg) -> list[Event]:
    """A councillor from the general supply into the personal one, and VP (more when none is left to take)."""
    moved = min(params["councillors"], state.general[p])
    state.general[p] -= moved
    state.personal[p] += moved
    events: list[Event] = []
    if moved:
        text = msgn(
            "{who} takes {n} councillor into the personal supply.",
            "{who} takes {n} councillor into the personal supply.",
            moved,
            who=state.who(p),
        )
        events.append(Gained(text, seat=p, resource="councillors", amount=moved))
    return events + gain_vp(state, p, params["vp"] + (0 if moved else params["vp_if_none"]), name)


def upgrade(spec: RialtoSpec, state: RialtoState, p: int, building: str) -> list[Event]:
    """Return a building and take the same colour's next value; the new one may not be used this round."""
    kind = kind_of(spec, state, building)
    nxt = _next_kind(spec, kind.colour, kind.value)
    assert nxt is not None  # only upgrade_targets are offered: each has a next value of its colour
    had_coin = building in state.coin_on
    state.move(building, board(p), supply(state.building_kind[building]))
    state.coin_on.discard(building)
    state.blocked.discard(building)
    events: list[Event] = [
        Moved(
            msg("{who} returns {building}", who=state.who(p), building=kind.name),
            component=building,
            src=board(p),
            dst=supply(state.building_kind[building]),
        )
    ]
    more, new = take_building(spec, state, p, nxt, "upgrade")
    state.blocked.add(new)
    if had_coin and state.opts.text("upgraded_building_coin") == "onto_new_building":
        state.coin_on.add(new)
        moves = msg("The coin moves onto the new building.")
        more.append(Moved(moves, component=f"coin@{new}", src=building, dst=new))
    return events + more


def end_round(state: RialtoState) -> list[Event]:
    """Coins on buildings go back to the supply."""
    back = len(state.coin_on)
    state.coin_on.clear()
    state.blocked.clear()
    text = msgn(
        "{n} coin go back from the buildings to the supply.",
        "{n} coins go back from the buildings to the supply.",
        back,
    )
    return [Said(text)] if back else []


def _activates(who: Seat | Msg, building: Msg) -> Msg:
    """The log line of a building used on its own: who, which, and its price."""
    return msg("{who} activates {building}, paying 1 coin.", who=who, building=building)


# ----- the steps ---------------------------------------------------------------------------------------------
@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Start(RialtoStep):
    """A player chooses a starting building (value 1), before round 1."""

    seat: int
    task = "start"

    def decide(self, game: RialtoRules, state: RialtoState) -> Decision:
        """The value-1 kinds still open."""
        prompt = msg("{who}: choose a starting building.", who=state.who(self.seat))
        return Decision(self.seat, "start", prompt, start_actions(game.spec, state, self.seat))

    def resolve(self, game: RialtoRules, state: RialtoState, action: Action, rng: Rng) -> list[Event]:
        """Take the building."""
        events, _ = take_building(game.spec, state, self.seat, action.args[0], "start")
        state.flow.pop()
        return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Build(RialtoStep):
    """Stage C: a player takes a building of value up to ``allowance`` (4 at most; ``nth``: the how-manieth of this
    stage), or gives one back (``returning``: the eighth building just taken)."""

    seat: int
    allowance: int
    nth: int
    returning: str = ""
    task = "build"

    def pending(self) -> dict[str, str]:
        """The building just taken that makes a board too full."""
        return {"return": self.returning} if self.returning else {}

    def decide(self, game: RialtoRules, state: RialtoState) -> Decision:
        """The kinds within the allowance, or the buildings that may go back."""
        spec, who = game.spec, state.who(self.seat)
        if self.returning:
            prompt = msg("{who}: return a building to make room (it scores its value).", who=who)
        else:
            cap = min(self.allowance, spec.building_stage.max_value)
            prompt = msg("{who}: take a building of value up to {n}.", who=who, n=cap)
        actions = build_actions(spec, state, self.seat, self.allowance, self.returning)
        return Decision(self.seat, "build", prompt, actions)

    def resolve(self, game: RialtoRules, state: RialtoState, action: Action, rng: Rng) -> list[Event]:
        """Skip, give a building back, or take one (maybe a further ``Build`` for the rest of a count above 4)."""
        spec, p = game.spec, self.seat
        if action.verb == "skip":
            state.flow.pop()
            return [Said(msg("{who} takes no building.", who=state.who(p)))]
        if action.verb == "return":
            state.flow.pop()
            return return_building(spec, state, p, action.args[0])
        events, building = take_building(spec, state, p, action.args[0], "build")
        top = spec.building_stage.max_value
        more = self.allowance > top and kind_of(spec, state, building).value == top
        more = more and self.nth < spec.building_stage.max_buildings
        follow = [Build(p, self.allowance - top, self.nth + 1)] if more else []
        state.flow.pop()
        if len(state.buildings(p)) > spec.buildings.slots_per_player:
            follow.insert(0, Build(p, self.allowance, self.nth, building))
        state.flow.then(*follow)
        return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Phase3(RialtoStep):
    """Automatic: phase III opens, with a blue-buildings step for each player in Doge order."""

    automatic = True
    task = "phase3"

    def run(self, game: RialtoRules, state: RialtoState, rng: Rng) -> list[Event]:
        """Queue the players' blue buildings."""
        state.flow.pop()
        state.flow.then(*[Offer(Blue(p)) for p in state.doge_order() if state.is_human(p)])
        return [PhaseBegan(msg("Round {n}, phase III: blue buildings.", n=state.round), phase="III")]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Blue(RialtoStep):
    """Phase III: a player activates blue buildings one by one (``upgrading``: the building that upgrades, waiting
    for the one it upgrades)."""

    seat: int
    upgrading: str = ""
    task = "blue"

    def pending(self) -> dict[str, str]:
        """The building that upgrades."""
        return {"upgrade": self.upgrading} if self.upgrading else {}

    def needed(self, game: RialtoRules, state: RialtoState) -> bool:
        """An upgrade half made, or a blue building that may be used."""
        return bool(self.upgrading) or bool(blue_usable(game.spec, state, self.seat))

    def decide(self, game: RialtoRules, state: RialtoState) -> Decision:
        """The usable blue buildings and done, or the buildings to upgrade and back."""
        who = state.who(self.seat)
        if self.upgrading:
            prompt = msg("{who}: which building to upgrade?", who=who)
        else:
            prompt = msg("{who}: activate blue buildings, or done.", who=who)
        return Decision(self.seat, "blue", prompt, blue_actions(game.spec, state, self.seat, self.upgrading))

    def resolve(self, game: RialtoRules, state: RialtoState, action: Action, rng: Rng) -> list[Event]:
        """Done ends the step; anything else leaves it open while a blue building may still be used."""
        if action.verb == "done":
            state.flow.pop()
            return []
        events, upgrading = apply_blue(game.spec, state, self.seat, self.upgrading, action)
        carry_on(game, state, Blue(self.seat, upgrading))
        return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class EndRound(RialtoStep):
    """Automatic: the coins on buildings go back to the supply; nothing stays blocked."""

    automatic = True
    task = "round_end"

    def run(self, game: RialtoRules, state: RialtoState, rng: Rng) -> list[Event]:
        """End the round."""
        state.flow.pop()
        return end_round(state)
