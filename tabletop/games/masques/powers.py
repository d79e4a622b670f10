"""The six agent powers: what each may target right after its agent is placed, and what it does.

``state.stage`` names the step (the agent type, then e.g. ``guard_to``); ``state.pending`` holds the
agent's corridor ("at") and earlier choices. Every power is optional ("skip"); a power with no legal
target is skipped for the player, and the log says so.
"""

from __future__ import annotations

from tabletop.engine.events import Event, Flipped, Said
from tabletop.games.masques.data import MasquesSpec
from tabletop.games.masques.rounds import describe, marker_name, move
from tabletop.games.masques.state import MasquesState, corridor, hand, palace


def _guests_near(state: MasquesState, at: int) -> list[int]:
    return [j for j in state.nearby(at) if state.at(corridor(j)) in state.guest]


def _markers_near(state: MasquesState, at: int) -> list[int]:
    return [p for p in state.adjacent_palace(at) if state.zones[palace(p)]]


def _corridor_guests(state: MasquesState) -> list[int]:
    return [j for j in range(state.n) if state.at(corridor(j)) in state.guest]


def _marked(state: MasquesState) -> list[int]:
    return [p for p in range(state.n) if state.zones[palace(p)]]


def names_not_in_corridors(state: MasquesState) -> list[str]:
    """Every guest identity (family-value) with at least one card not in a corridor."""
    placed = {state.at(corridor(j)) for j in range(state.n)}
    return sorted({f"{f}-{v}" for gid, (f, v) in state.guest.items() if gid not in placed})


def _targets(state: MasquesState, stage: str) -> list[int] | list[str]:
    at = state.pending["at"]
    if stage in ("assassin", "guard", "gondolier"):
        return _guests_near(state, at)
    if stage == "guard_to":
        return state.empty_corridors()
    if stage == "gondolier_with":
        return [j for j in _corridor_guests(state) if j != state.pending["first"]]
    if stage in ("bandit", "merchant"):
        return _markers_near(state, at)
    if stage == "merchant_with":
        return [p for p in _marked(state) if p != state.pending["first"]]
    if stage == "courtesan":
        return [j for j in state.nearby(at) if not state.zones[corridor(j)]]
    return names_not_in_corridors(state)


def usable(state: MasquesState, kind: str) -> bool:
    """Whether the power of the agent just placed has any complete legal use."""
    at = state.pending["at"]
    if kind == "guard":
        return bool(_guests_near(state, at)) and bool(state.empty_corridors())
    if kind == "gondolier":
        return bool(_guests_near(state, at)) and len(_corridor_guests(state)) >= 2
    if kind == "merchant":
        return bool(_markers_near(state, at)) and len(_marked(state)) >= 2
    if kind == "courtesan":
        return bool(_targets(state, "courtesan")) and bool(names_not_in_corridors(state))
    return bool(_targets(state, kind))


def begin(spec: MasquesSpec, state: MasquesState) -> list[Event]:
    """After an agent is placed: offer its power, or skip it when nothing could be targeted."""
    kind = state.stage
    if usable(state, kind):
        return []
    state.stage = "done"
    return [Said(f"The {kind}'s power has no legal target here.")]


PROMPTS = {
    "assassin": ("target", "Assassin - turn a nearby guest face down (it counts 0)?"),
    "guard": ("target", "Guard - move a nearby guest to an empty corridor?"),
    "guard_to": ("to", "Guard - move it to which empty corridor?"),
    "gondolier": ("target", "Gondolier - swap a nearby guest with another guest?"),
    "gondolier_with": ("with", "Gondolier - swap it with which guest?"),
    "bandit": ("marker", "Bandit - turn the marker of an adjacent palace card face down?"),
    "merchant": ("marker", "Merchant - swap the marker of an adjacent palace card with another?"),
    "merchant_with": ("with", "Merchant - swap it with which marker?"),
    "courtesan": ("call", "Courtesan - call a guest into which empty nearby corridor?"),
    "courtesan_name": ("name", "Courtesan - name the guest (family and value) who must come."),
}


def choices(spec: MasquesSpec, state: MasquesState) -> tuple[str, list, str, list[str]]:
    """(verb, targets, prompt, named buttons) of the current power step."""
    stage = state.stage
    verb, prompt = PROMPTS[stage]
    extra = ["cancel"] if stage.endswith(("_to", "_with", "_name")) else ["skip"]
    return verb, list(_targets(state, stage)), prompt, extra


def apply(spec: MasquesSpec, state: MasquesState, verb: str, arg: str) -> list[Event]:
    """Apply one step of a power; sets stage "done" when the power is over."""
    stage, who = state.stage, state.players[state.active]
    if verb == "skip":
        state.stage = "done"
        return [Said(f"{who} does not use the {stage}'s power.")]
    if verb == "cancel":
        state.stage = stage.split("_")[0]
        state.pending.pop("first", None)
        state.pending.pop("call", None)
        return []
    if stage == "assassin":
        guest = state.at(corridor(int(arg)))
        state.down_guests.add(guest)
        state.stage = "done"
        return [
            Flipped(
                f"The assassin turns {describe(state, guest).replace('face-down ', '')} in corridor {arg} face down.",
                component=guest,
                face="down",
            )
        ]
    if stage in ("guard", "gondolier", "merchant"):
        state.pending["first"] = int(arg)
        state.stage = {"guard": "guard_to", "gondolier": "gondolier_with", "merchant": "merchant_with"}[stage]
        return []
    if stage == "guard_to":
        src = state.pending["first"]
        guest = state.at(corridor(src))
        state.stage = "done"
        return [
            move(
                state,
                guest,
                corridor(src),
                corridor(int(arg)),
                f"The guard moves {describe(state, guest)} from corridor {src} to corridor {arg}.",
            )
        ]
    if stage in ("gondolier_with", "merchant_with"):
        zone = corridor if stage == "gondolier_with" else palace
        a, b = zone(state.pending["first"]), zone(int(arg))
        x, y = state.at(a), state.at(b)
        name = describe if stage == "gondolier_with" else marker_name
        state.stage = "done"
        text = f"The {stage.split('_')[0]} swaps {name(state, x)} and {name(state, y)}."
        return [move(state, x, a, b, text), move(state, y, b, a)]
    if stage == "bandit":
        marker = state.at(palace(int(arg)))
        state.down_markers.add(marker)
        state.stage = "done"
        return [
            Flipped(
                f"The bandit turns {marker_name(state, marker)} on palace card {arg} face down.",
                component=marker,
                face="down",
            )
        ]
    if stage == "courtesan":
        state.pending["call"] = int(arg)
        state.stage = "courtesan_name"
        return []
    return _call_guest(state, arg)


def _call_guest(state: MasquesState, name: str) -> list[Event]:
    """The courtesan's call: whoever holds the named guest places it face up at once."""
    family, value = name.rsplit("-", 1)
    target = state.pending["call"]
    who = state.players[state.active]
    events: list[Event] = [Said(f"{who}'s courtesan calls {family.capitalize()} {value} into corridor {target}.")]
    state.stage = "done"
    count = len(state.players)
    for k in range(count):
        seat = (state.active + k) % count
        held = sorted(c for c in state.zones[hand(seat)] if state.guest[c] == (family, int(value)))
        if held:
            card = held[0]
            events.append(
                move(
                    state,
                    card,
                    hand(seat),
                    corridor(target),
                    f"{state.players[seat]} held it and places it in corridor {target}.",
                )
            )
            return events
    events.append(Said("Nobody holds that guest: the corridor stays empty."))
    return events
