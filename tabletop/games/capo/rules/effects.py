"""The physical steps of Capo dei Capi: taking tokens, cubes and chips, arrest, commit, bonus, cleanup, scoring.

Each step moves components between zones and returns the events that describe it. Rule flow (what
comes next) lives in the steps of the flow (steps.py, choices.py, roll.py); these functions only change the table.
"""

from __future__ import annotations

from tabletop.engine.events import Event, Gained, Moved, PhaseBegan, Revealed, Said, Scored
from tabletop.engine.message import Msg, Words, msg, msgn
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


def move(state: CapoState, component: str, src: str, dst: str, text: Words = "", show: bool = True) -> Moved:
    """Move a component and describe it; ``show`` False keeps a bribe's face out of the event."""
    state.move(component, src, dst)
    return Moved(text, component=component, src=src, dst=dst, face=face(state, component) if show else "")


def take_influence(state: CapoState, value: int, card: str) -> list[Event]:
    """An influence token of ``value`` from its pile to the pending slot of ``card``."""
    token = state.zones[influence_supply(value)][-1]
    text = msg("{seat} places influence {value} beside {card}.", seat=state.me, value=value, card=state.name(card))
    return [move(state, token, influence_supply(value), pending(card), text)]


def take_bribe(state: CapoState, card: str, rng: Rng) -> list[Event]:
    """A random face-down bribe to the pending slot of ``card``; nobody sees its value."""
    token = rng.choice(sorted(state.zones[BRIBE_SUPPLY], key=lambda t: int(t[1:])))
    text = msg("{seat} places a face-down bribe beside {card}.", seat=state.me, card=state.name(card))
    return [move(state, token, BRIBE_SUPPLY, pending(card), text, show=False)]


def take_cube(state: CapoState, dst: str, text: Words) -> list[Event]:
    """A value cube from the supply to ``dst``."""
    cube = state.zones[CUBE_SUPPLY][-1]
    return [move(state, cube, CUBE_SUPPLY, dst, text)]


def chip_from_supply(state: CapoState, dst: str, text: Words) -> list[Event]:
    """A mayor chip from the supply to ``dst``; nothing when the supply is empty (chips can run out)."""
    if not state.zones[CHIP_SUPPLY]:
        return [Said(msg("The chip supply is empty: no chip for {seat}.", seat=state.me))]
    chip = state.zones[CHIP_SUPPLY][-1]
    return [move(state, chip, CHIP_SUPPLY, dst, text)]


def pay(state: CapoState, seat: int, cost: int, what: Msg) -> list[Event]:
    """``seat`` pays ``cost`` chips to the supply (for the chip action named ``what``)."""
    events: list[Event] = [
        Gained(
            msgn(
                "{seat} pays {n} chip for {what}.",
                "{seat} pays {n} chips for {what}.",
                cost,
                seat=state.seat(seat),
                what=what,
            ),
            seat=seat,
            resource="chips",
            amount=-cost,
        )
    ]
    for chip in state.zones[hand(seat)][-cost:]:
        events.append(move(state, chip, hand(seat), CHIP_SUPPLY))
    return events


def reveal(state: CapoState, token: str, card: str) -> list[Event]:
    """Turn a committed bribe of the opponent's on ``card`` face up for the rest of the game (the active player
    exposes it)."""
    state.revealed.add(token)
    return [
        Revealed(
            msg(
                "{seat} exposes a bribe of {opponent} on {card}: a bribe of {value} is revealed.",
                seat=state.me,
                opponent=state.them,
                card=state.name(card),
                value=state.bribe_value[token],
            ),
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
    if hidden:
        text = msg("{seat} removes a face-down bribe from the game (5-marker limit).", seat=state.me)
    elif token in state.bribe_value:
        value = state.bribe_value[token]
        text = msg("{seat} removes bribe {value} from the game (5-marker limit).", seat=state.me, value=value)
    else:
        value = state.influence_value[token]
        text = msg("{seat} removes influence {value} from the game (5-marker limit).", seat=state.me, value=value)
    return [move(state, token, src, BOX, text, show=not hidden)]


def bank_chips_and_bonus(spec: CapoSpec, state: CapoState) -> list[Event]:
    """Commit steps 2 and 3: pending chips to hand, then the extortion bonus and the top-level refill."""
    seat, who = state.active, state.me
    events: list[Event] = []
    for chip in list(state.zones[PENDING_CHIPS]):
        events.append(move(state, chip, PENDING_CHIPS, hand(seat)))
    if events:
        events.insert(
            0,
            Gained(
                msgn("{seat} banks {n} chip.", "{seat} banks {n} chips.", len(events), seat=who),
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
                msgn(
                    "Extortion bonus at {level}: {seat} takes {n} cube from the Mayor.",
                    "Extortion bonus at {level}: {seat} takes {n} cubes from the Mayor.",
                    taken,
                    level=state.ext,
                    seat=who,
                ),
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
            events.append(
                Said(
                    msgn(
                        "{n} cube from the supply refill the Mayor card.",
                        "{n} cubes from the supply refill the Mayor card.",
                        refill,
                    )
                )
            )
            if supply_exhausted(state) and not state.ending:
                state.ending, state.ended_by = True, seat
                events.append(Said(msg("The cube supply is empty: the game ends after this turn.")))
    return events


def cleanup(spec: CapoSpec, state: CapoState) -> list[Event]:
    """End of turn: extortion to 0, the hit-man back, chips above the limit back, dice to the opponent (or the
    final scoring when the game ends); the caller ends the turn's flow."""
    seat, who = state.active, state.me
    events: list[Event] = []
    state.ext = 0
    for pawn in list(state.zones[hitman(seat)]):
        events.append(move(state, pawn, hitman(seat), HITMAN_SUPPLY))
    excess = state.chips(seat) - spec.mayor_chips.limit_at_turn_end
    if excess > 0:
        events.append(
            Gained(
                msgn(
                    "{seat} returns {n} chip above the limit of {limit}.",
                    "{seat} returns {n} chips above the limit of {limit}.",
                    excess,
                    seat=who,
                    limit=spec.mayor_chips.limit_at_turn_end,
                ),
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
        PhaseBegan(
            msg("Turn {turn}: {seat} takes the dice.", turn=state.turn, seat=state.me), phase="turn", seat=state.active
        )
    )
    return events


def strength(state: CapoState, card: str, seat: int) -> int:
    """Influence plus bribe values a player has on a card."""
    values = {**state.influence_value, **state.bribe_value}
    return sum(values[t] for t in state.zones[side(card, seat)])


def provisional_points(state: CapoState) -> tuple[float, float]:
    """Each player's VP if the game were scored now, every bribe counted (a search's dealt world), with a tenth of
    a point per Mayor chip (the first tie-break)."""
    vp = [len(state.zones[won(0)]) + state.chips(0) / 10, len(state.zones[won(1)]) + state.chips(1) / 10]
    for card in state.cards:
        power = [strength(state, card, 0), strength(state, card, 1)]
        if power[0] != power[1]:
            vp[0 if power[0] > power[1] else 1] += 1 + state.count(card_cubes(card))
    return vp[0], vp[1]


def final_scoring(state: CapoState) -> list[Event]:
    """Reveal every bribe, award each card to the stronger side (ties leave), and rank the players."""
    events: list[Event] = [PhaseBegan(msg("Final scoring: every bribe is revealed."), phase="scoring")]
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
                    msgn(
                        "{card}: {a} to {b}, a tie: the card and its {n} cube leave the game.",
                        "{card}: {a} to {b}, a tie: the card and its {n} cubes leave the game.",
                        cubes,
                        card=state.name(card),
                        a=power[0],
                        b=power[1],
                    )
                )
            )
        else:
            cards_won[winner] += 1
            vp[winner] += 1 + cubes
            events.append(
                Scored(
                    msgn(
                        "{card}: {a} to {b}: {seat} takes it with {n} cube ({vp} VP).",
                        "{card}: {a} to {b}: {seat} takes it with {n} cubes ({vp} VP).",
                        cubes,
                        card=state.name(card),
                        a=power[0],
                        b=power[1],
                        seat=state.seat(winner),
                        vp=1 + cubes,
                    ),
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
    who, vps = state.seat(winner), (vp[winner], vp[1 - winner])
    if decided_by == "points":
        won_text = msg("{seat} wins, {vp} VP to {other}.", seat=who, vp=vps[0], other=vps[1])
    else:
        won_text = msg(
            "{seat} wins, {vp} VP to {other} (tie on points, decided by {tie_break}).",
            seat=who,
            vp=vps[0],
            other=vps[1],
            tie_break=tie_break(decided_by),
        )
    events.append(Said(won_text))
    return events


def tie_break(decided_by: str) -> Msg:
    """The tie-break that decided the winner (``Scoring.decided_by``, not "points"), in words."""
    return {
        "mayor chips": lambda: msg("mayor chips"),
        "area cards won": lambda: msg("area cards won"),
        "ending the game": lambda: msg("ending the game"),
    }[decided_by]()
