"""The physical steps of Capo dei Capi: taking tokens, cubes and chips, arrest, commit, bonus, cleanup, scoring.

Each step moves components between zones and returns the events that describe it. Rule flow (what
comes next) lives in the steps of the flow (steps.py, choices.py, roll.py); these functions only change the table.
"""

from __future__ import annotations

from tabletop.engine.events import Event, Gained, Moved, PhaseBegan, Revealed, Said, Scored
from tabletop.engine.rng import Rng
from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.rules.state import (
    BOX,
    BRIBE_SUPPLY,
    CHIP_SUPPLY,
    CUBE_SUPPLY,
    HITMAN_SUPPLY,
    MAYOR_CUBES,
    PENDING_CHIPS,
    CapoState,
    CardScore,
    Scoring,
    card_cubes,
    hand,
    hitman,
    influence_supply,
    pending,
    side,
    won,
)


def face(state: CapoState, component: str) -> str:
    """What a component shows when face up: the value of a token, else its kind."""
    if component in state.influence_value:
        return str(state.influence_value[component])
    if component in state.bribe_value:
        return str(state.bribe_value[component])
    return component.rstrip("0123456789-")


def supply_exhausted(state: CapoState) -> bool:
    """Whether any pile whose last piece ends the game is empty."""
    zones = state.zones
    return any(not zones[z] for z in state.end_piles)


def move(state: CapoState, component: str, src: str, dst: str, text: str = "", show: bool = True) -> Moved:
    """Move a component and describe it; ``show`` False keeps a bribe's face out of the event."""
    state.move(component, src, dst)
    return Moved(text, component=component, src=src, dst=dst, face=face(state, component) if show else "")


def take_influence(state: CapoState, value: int, card: str) -> list[Event]:
    """An influence token of ``value`` from its pile to the pending slot of ``card``."""
    token = state.zones[influence_supply(value)][-1]
    who, name = state.players[state.active], state.name(card)
    return [
        move(state, token, influence_supply(value), pending(card), f"{who} places influence {value} beside {name}.")
    ]


def take_bribe(state: CapoState, card: str, rng: Rng) -> list[Event]:
    """A random face-down bribe to the pending slot of ``card``; nobody sees its value."""
    token = rng.choice(sorted(state.zones[BRIBE_SUPPLY], key=lambda t: int(t[1:])))
    who, name = state.players[state.active], state.name(card)
    return [
        move(state, token, BRIBE_SUPPLY, pending(card), f"{who} places a face-down bribe beside {name}.", show=False)
    ]


def take_cube(state: CapoState, dst: str, text: str) -> list[Event]:
    """A value cube from the supply to ``dst``."""
    cube = state.zones[CUBE_SUPPLY][-1]
    return [move(state, cube, CUBE_SUPPLY, dst, text)]


def chip_from_supply(state: CapoState, dst: str, text: str) -> list[Event]:
    """A mayor chip from the supply to ``dst``; nothing when the supply is empty (chips can run out)."""
    if not state.zones[CHIP_SUPPLY]:
        return [Said(f"The chip supply is empty: no chip for {state.players[state.active]}.")]
    chip = state.zones[CHIP_SUPPLY][-1]
    return [move(state, chip, CHIP_SUPPLY, dst, text)]


def pay(state: CapoState, seat: int, cost: int, what: str) -> list[Event]:
    """``seat`` pays ``cost`` chips to the supply."""
    events: list[Event] = [
        Gained(
            f"{state.players[seat]} pays {cost} chip{'s' * (cost > 1)} for {what}.",
            seat=seat,
            resource="chips",
            amount=-cost,
        )
    ]
    for chip in state.zones[hand(seat)][-cost:]:
        events.append(move(state, chip, hand(seat), CHIP_SUPPLY))
    return events


def reveal(state: CapoState, token: str, why: str) -> list[Event]:
    """Turn a committed bribe face up for the rest of the game."""
    state.revealed.add(token)
    return [
        Revealed(
            f"{why}: a bribe of {state.bribe_value[token]} is revealed.",
            component=token,
            face=str(state.bribe_value[token]),
        )
    ]


def return_pending(state: CapoState) -> list[Event]:
    """On arrest: pending markers go back to their piles (bribes unseen), pending chips to the supply."""
    events: list[Event] = []
    for card in state.cards:
        for token in list(state.zones[pending(card)]):
            if token in state.bribe_value:
                events.append(move(state, token, pending(card), BRIBE_SUPPLY, show=False))
            else:
                events.append(move(state, token, pending(card), influence_supply(state.influence_value[token])))
    for chip in list(state.zones[PENDING_CHIPS]):
        events.append(move(state, chip, PENDING_CHIPS, CHIP_SUPPLY))
    return events


def commit_marker(state: CapoState, card: str) -> list[Event]:
    """Move the pending marker of ``card`` onto the active player's side of it."""
    token = state.zones[pending(card)][0]
    hidden = token in state.bribe_value and token not in state.revealed
    return [move(state, token, pending(card), side(card, state.active), show=not hidden)]


def drop_to_box(state: CapoState, token: str, src: str) -> list[Event]:
    """Remove a marker from the game (the 5-marker limit)."""
    hidden = token in state.bribe_value and token not in state.revealed
    who = state.players[state.active]
    what = (
        "a face-down bribe"
        if hidden
        else f"{'bribe' if token in state.bribe_value else 'influence'} {face(state, token)}"
    )
    return [move(state, token, src, BOX, f"{who} removes {what} from the game (5-marker limit).", show=not hidden)]


def bank_chips_and_bonus(spec: CapoSpec, state: CapoState) -> list[Event]:
    """Commit steps 2 and 3: pending chips to hand, then the extortion bonus and the top-level refill."""
    seat, who = state.active, state.players[state.active]
    events: list[Event] = []
    for chip in list(state.zones[PENDING_CHIPS]):
        events.append(move(state, chip, PENDING_CHIPS, hand(seat)))
    if events:
        events.insert(
            0,
            Gained(
                f"{who} banks {len(events)} chip{'s' * (len(events) > 1)}.",
                seat=seat,
                resource="chips",
                amount=len(events),
            ),
        )
    for bonus in spec.extortion.bonus:
        if bonus.level != state.ext:
            continue
        cubes = state.zones[MAYOR_CUBES]
        taken = len(cubes) // 2 if bonus.take == "half" else len(cubes)
        events.append(
            Gained(
                f"Extortion bonus at {state.ext}: {who} takes {taken} cube{'s' * (taken != 1)} from the Mayor.",
                seat=seat,
                resource="cubes",
                amount=taken,
            )
        )
        for cube in cubes[-taken:] if taken else []:
            events.append(move(state, cube, MAYOR_CUBES, won(seat)))
        if bonus.take == "all":
            refill = min(spec.value_cubes.refill_at_top_bonus, state.count(CUBE_SUPPLY))
            for _ in range(refill):
                events.extend(take_cube(state, MAYOR_CUBES, ""))
            events.append(Said(f"{refill} cube{'s' * (refill != 1)} from the supply refill the Mayor card."))
            if supply_exhausted(state) and not state.ending:
                state.ending, state.ended_by = True, seat
                events.append(Said("The cube supply is empty: the game ends after this turn."))
    return events


def cleanup(spec: CapoSpec, state: CapoState) -> list[Event]:
    """End of turn: extortion to 0, the hit-man back, chips above the limit back, dice to the opponent (or the
    final scoring when the game ends); the caller ends the turn's flow."""
    seat, who = state.active, state.players[state.active]
    events: list[Event] = []
    state.ext = 0
    for pawn in list(state.zones[hitman(seat)]):
        events.append(move(state, pawn, hitman(seat), HITMAN_SUPPLY))
    excess = state.chips(seat) - spec.mayor_chips.limit_at_turn_end
    if excess > 0:
        events.append(
            Gained(
                f"{who} returns {excess} chip{'s' * (excess > 1)} above the limit of "
                f"{spec.mayor_chips.limit_at_turn_end}.",
                seat=seat,
                resource="chips",
                amount=-excess,
            )
        )
        for chip in state.zones[hand(seat)][-excess:]:
            events.append(move(state, chip, hand(seat), CHIP_SUPPLY))
    state.dice = None
    state.snapshot = None
    state.pocketed = []
    if state.ending:
        events.extend(final_scoring(state))
        return events
    state.active = 1 - seat
    state.turn += 1
    state.must_roll = True
    events.append(
        PhaseBegan(f"Turn {state.turn}: {state.players[state.active]} takes the dice.", phase="turn", seat=state.active)
    )
    return events


def strength(state: CapoState, card: str, seat: int) -> int:
    """Influence plus bribe values a player has on a card."""
    values = {**state.influence_value, **state.bribe_value}
    return sum(values[t] for t in state.zones[side(card, seat)])


def final_scoring(state: CapoState) -> list[Event]:
    """Reveal every bribe, award each card to the stronger side (ties leave), and rank the players."""
    events: list[Event] = [PhaseBegan("Final scoring: every bribe is revealed.", phase="scoring")]
    for card in state.cards:
        for seat in (0, 1):
            for token in state.hidden_bribes(seat, card):
                state.revealed.add(token)
                events.append(Revealed("", component=token, face=str(state.bribe_value[token])))
    rows: list[CardScore] = []
    cards_won, vp = [0, 0], [len(state.zones[won(0)]), len(state.zones[won(1)])]
    for card in state.cards:
        power = [strength(state, card, 0), strength(state, card, 1)]
        cubes = state.count(card_cubes(card))
        winner = None if power[0] == power[1] else (0 if power[0] > power[1] else 1)
        if winner is None:
            events.append(
                Said(
                    f"{state.name(card)}: {power[0]} to {power[1]}, a tie: the card and its {cubes} "
                    f"cube{'s' * (cubes != 1)} leave the game."
                )
            )
        else:
            cards_won[winner] += 1
            vp[winner] += 1 + cubes
            events.append(
                Scored(
                    f"{state.name(card)}: {power[0]} to {power[1]}: {state.players[winner]} takes it with "
                    f"{cubes} cube{'s' * (cubes != 1)} ({1 + cubes} VP).",
                    seat=winner,
                    points=1 + cubes,
                    reason=card,
                )
            )
        rows.append(CardScore(card, (power[0], power[1]), cubes, winner))
    chips = [state.chips(0), state.chips(1)]
    ranking = [(vp[s], chips[s], cards_won[s], s == state.ended_by) for s in (0, 1)]
    winner = 0 if ranking[0] > ranking[1] else 1
    decided_by = "points"
    for label, index in (("mayor chips", 1), ("area cards won", 2), ("ending the game", 3)):
        if ranking[0][:index] == ranking[1][:index] and ranking[0][index] != ranking[1][index]:
            decided_by = label
    state.result = Scoring(
        cards=tuple(rows),
        vp=(vp[0], vp[1]),
        cards_won=(cards_won[0], cards_won[1]),
        chips=(chips[0], chips[1]),
        extortion_cubes=(len(state.zones[won(0)]), len(state.zones[won(1)])),
        winner=winner,
        decided_by=decided_by,
        ended_by=state.ended_by,
    )
    tail = "" if decided_by == "points" else f" (tie on points, decided by {decided_by})"
    events.append(Said(f"{state.players[winner]} wins, {vp[winner]} VP to {vp[1 - winner]}{tail}."))
    return events
