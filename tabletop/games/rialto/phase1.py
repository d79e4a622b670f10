"""Rialto phase I: card rows, picks in Doge order, green buildings, discarding to the hand limit (digest 2)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event, Moved, PhaseBegan, Said
from tabletop.engine.rng import Rng
from tabletop.games.rialto.common import activate, can_activate, card_name, draw, hand_types, kind_of, move_card
from tabletop.games.rialto.data import RialtoSpec
from tabletop.games.rialto.state import DISCARD, RialtoState, hand, pile, row


def rows(state: RialtoState) -> list[int]:
    """The indices of the card rows."""
    return sorted(int(z[4:]) for z in state.zones if z.startswith("row:"))


def leftover_cards(state: RialtoState) -> list[str]:
    """The face-up cards of the rows nobody took."""
    return [c for i in rows(state) if i not in state.taken_rows for c in state.zones[row(i)]]


def deal_rows(spec: RialtoSpec, state: RialtoState, rng: Rng) -> list[Event]:
    """Deal the rows face up, one card at a time across the rows."""
    events: list[Event] = [PhaseBegan(f"Round {state.round}, phase I: cards.", phase="I")]
    state.taken_rows = {}
    for _ in range(spec.card_rows.cards_per_row):
        for i in rows(state):
            events += draw(spec, state, rng, row(i), 1, None)
    return events


def pick_actions(state: RialtoState) -> tuple[Action, ...]:
    """The rows still to be taken."""
    return tuple(Action("row", (str(i),)) for i in rows(state) if i not in state.taken_rows and state.zones[row(i)])


def pick_row(spec: RialtoSpec, state: RialtoState, p: int, i: int, rng: Rng) -> list[Event]:
    """Take a row into hand, then the blind cards from the deck."""
    who = state.name(p)
    state.taken_rows[i] = p
    cards = list(state.zones[row(i)])
    names = ", ".join(spec.card_type(state.card_type[c]).name for c in cards)
    events: list[Event] = [Said(f"{who} takes row {i + 1} ({names}).")]
    for c in cards:
        events.append(move_card(state, c, row(i), hand(p), "", p, ""))
    events += draw(spec, state, rng, hand(p), spec.card_rows.blind_cards, p, who)
    return events


def green_usable(spec: RialtoSpec, state: RialtoState, p: int) -> list[str]:
    """The green buildings a player may activate now."""
    return [b for b in state.buildings(p) if kind_of(spec, state, b).colour == "green" and can_activate(state, p, b)]


def cards_actions(spec: RialtoSpec, state: RialtoState, p: int) -> tuple[Action, ...]:
    """A player's private step of phase I: green buildings, then discards down to the limit."""
    if "green" in state.sub:
        takes = [Action("take", (c,)) for c in leftover_cards(state)]
        return tuple(takes + [Action("draw")])
    acts = [Action("use", (b,)) for b in green_usable(spec, state, p)]
    if len(state.zones[hand(p)]) > state.limit[p]:
        acts += [Action("discard", (t,)) for t in sorted(hand_types(state, p))]
    else:
        acts.append(Action("done"))
    return tuple(acts)


def cards_needs_player(spec: RialtoSpec, state: RialtoState, p: int) -> bool:
    """Whether the private step offers a real choice (else it is skipped)."""
    return "green" in state.sub or bool(green_usable(spec, state, p)) or len(state.zones[hand(p)]) > state.limit[p]


def apply_cards(spec: RialtoSpec, state: RialtoState, p: int, action: Action, rng: Rng) -> tuple[list[Event], bool]:
    """Apply one action of the private step; return the events and whether the step is over."""
    who, verb = state.name(p), action.verb
    if verb == "done":
        return [], True
    if verb == "discard":
        card = state.cards_of(hand(p), action.args[0])[0]
        text = f"{who} discards {card_name(spec, action.args[0])}."
        return [move_card(state, card, hand(p), pile(p), text, p, f"{who} discards a card.", face_up=False)], False
    if verb == "use":
        building = action.args[0]
        kind = kind_of(spec, state, building)
        events = activate(state, p, building, f"{who} activates {kind.name}.")
        state.limit[p] += kind.params.get("hand_limit", 0)
        if kind.params.get("hand_limit"):
            events.append(Said(f"{who}'s hand limit is {state.limit[p]} this round."))
        if kind.effect == "draw_or_take":
            state.sub = {"green": building}
        return events, False
    kind = kind_of(spec, state, state.sub.pop("green"))
    if verb == "take":
        card = action.args[0]
        src = next(z for z in state.zones if z.startswith("row:") and card in state.zones[z])
        text = f"{who} takes {card_name(spec, state.card_type[card])} from the leftover row."
        return [move_card(state, card, src, hand(p), text, p, text)], False
    return draw(spec, state, rng, hand(p), kind.params["draw"], p, who), False


def end_phase1(spec: RialtoSpec, state: RialtoState, rng: Rng) -> list[Event]:
    """The leftover rows go to the general discard; the neutral player gets its face-up cards."""
    events: list[Event] = []
    for c in leftover_cards(state):
        src = next(z for z in state.zones if z.startswith("row:") and c in state.zones[z])
        state.move(c, src, DISCARD)
        events.append(Moved("", component=c, src=src, dst=DISCARD))
    if state.neutral:
        np = state.np
        events += draw(spec, state, rng, hand(np), spec.neutral_player.cards_per_round, None)
        order = spec.neutral_player.sort_order
        sort_key = {t: k for k, t in enumerate(order)}
        sort_key[spec.wild_card] = sort_key[spec.neutral_player.jokers_with]
        state.zones[hand(np)].sort(key=lambda c: (sort_key[state.card_type[c]], c))
        counts = hand_types(state, np)
        listed = ", ".join(f"{counts[t]} {spec.card_type(t).name}" for t in [*order, spec.wild_card] if t in counts)
        events.append(Said(f"The neutral player's cards: {listed}."))
    return events


def neutral_cards(spec: RialtoSpec, state: RialtoState, stage_card: str) -> list[str]:
    """The neutral player's cards for a stage: that type (and the jokers, filed with their type)."""
    np = state.np
    types = {stage_card} | ({spec.wild_card} if stage_card == spec.neutral_player.jokers_with else set())
    return [c for c in state.zones[hand(np)] if state.card_type[c] in types]
