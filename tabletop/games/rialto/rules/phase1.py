"""Rialto phase I: card rows, picks in Doge order, green buildings, discarding to the hand limit (digest 2).

Its steps, queued by the round (rounds.py) in this order: ``Deal`` (automatic: the rows face up), a ``Pick`` per
player in Doge order (take a row), a ``Cards`` per player in Doge order (green buildings, then discards down to the
hand limit; offered only when it holds a real choice, and over as soon as it holds none), then ``EndPhase1``
(automatic: the leftover rows are discarded, the neutral player gets its cards).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Moved, PhaseBegan, Said
from tabletop.engine.message import joined, msg
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.rialto.rules.common import (
    act,
    activate,
    can_activate,
    card_name,
    draw,
    hand_types,
    kind_of,
    move_card,
)
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.state import DISCARD, RialtoState, hand, pile, row
from tabletop.games.rialto.rules.steps import RialtoStep, carry_on

if TYPE_CHECKING:
    from tabletop.games.rialto.rules.rules import RialtoRules


def rows(state: RialtoState) -> list[int]:
    """The indices of the card rows (dealt at setup as rows 0, 1, 2...: the first index with no zone ends them)."""
    found: list[int] = []
    while row(len(found)) in state.zones:
        found.append(len(found))
    return found


def leftover_cards(state: RialtoState) -> list[str]:
    """The face-up cards of the rows nobody took."""
    return [c for i in rows(state) if i not in state.taken_rows for c in state.zones[row(i)]]


def deal_rows(spec: RialtoSpec, state: RialtoState, rng: Rng) -> list[Event]:
    """Deal the rows face up, one card at a time across the rows."""
    events: list[Event] = [PhaseBegan(msg("Round {n}, phase I: cards.", n=state.round), phase="I")]
    state.taken_rows = {}
    for _ in range(spec.card_rows.cards_per_row):
        for i in rows(state):
            events += draw(spec, state, rng, row(i), 1, None)
    return events


def pick_actions(state: RialtoState) -> tuple[Action, ...]:
    """The rows still to be taken."""
    return tuple(act("row", str(i)) for i in rows(state) if i not in state.taken_rows and state.zones[row(i)])


def pick_row(spec: RialtoSpec, state: RialtoState, p: int, i: int, rng: Rng) -> list[Event]:
    """Take a row into hand, then the blind cards from the deck."""
    state.taken_rows[i] = p
    cards = list(state.zones[row(i)])
    names = joined((spec.card_type(state.card_type[c]).name for c in cards), ", ")
    events: list[Event] = [Said(msg("{who} takes row {n} ({cards}).", who=state.who(p), n=i + 1, cards=names))]
    for c in cards:
        events.append(move_card(state, c, row(i), hand(p), "", p, ""))
    events += draw(spec, state, rng, hand(p), spec.card_rows.blind_cards, p, p)
    return events


def green_usable(spec: RialtoSpec, state: RialtoState, p: int) -> list[str]:
    """The green buildings a player may activate now."""
    return [b for b in state.buildings(p) if kind_of(spec, state, b).colour == "green" and can_activate(state, p, b)]


def cards_actions(spec: RialtoSpec, state: RialtoState, p: int, green: str) -> tuple[Action, ...]:
    """A player's private step of phase I: green buildings, then discards down to the limit (``green``: the green
    building whose card is being taken or drawn)."""
    if green:
        takes = [act("take", c) for c in leftover_cards(state)]
        return tuple(takes + [act("draw")])
    acts = [act("use", b) for b in green_usable(spec, state, p)]
    if len(state.zones[hand(p)]) > state.limit[p]:
        acts += [act("discard", t) for t in sorted(hand_types(state, p))]
    else:
        acts.append(act("done"))
    return tuple(acts)


def cards_needs_player(spec: RialtoSpec, state: RialtoState, p: int, green: str) -> bool:
    """Whether the private step offers a real choice (else it is skipped)."""
    return bool(green) or bool(green_usable(spec, state, p)) or len(state.zones[hand(p)]) > state.limit[p]


def apply_cards(
    spec: RialtoSpec, state: RialtoState, p: int, green: str, action: Action, rng: Rng
) -> tuple[list[Event], str]:
    """Apply one action (not done) of the private step; return the events and the green building whose card is
    now to be taken or drawn ("" if none)."""
    who, verb = state.who(p), action.verb
    if verb == "discard":
        card = state.cards_of(hand(p), action.args[0])[0]
        text = msg("{who} discards {card}.", who=who, card=card_name(spec, action.args[0]))
        hidden = msg("{who} discards a card.", who=who)
        return [move_card(state, card, hand(p), pile(p), text, p, hidden, face_up=False)], ""
    if verb == "use":
        building = action.args[0]
        kind = kind_of(spec, state, building)
        events = activate(
            state, p, building, msg("{who} activates {building}, paying 1 coin.", who=who, building=kind.name)
        )
        state.limit[p] += kind.params.get("hand_limit", 0)
        if kind.params.get("hand_limit"):
            events.append(Said(msg("{who}'s hand limit is {n} this round.", who=who, n=state.limit[p])))
        return events, building if kind.effect == "draw_or_take" else ""
    kind = kind_of(spec, state, green)
    if verb == "take":
        card = action.args[0]
        src = next(z for z in state.zones if z.startswith("row:") and card in state.zones[z])
        text = msg("{who} takes {card} from the leftover row.", who=who, card=card_name(spec, state.card_type[card]))
        return [move_card(state, card, src, hand(p), text, p, text)], ""
    return draw(spec, state, rng, hand(p), kind.params["draw"], p, p), ""


def end_phase1(spec: RialtoSpec, state: RialtoState, rng: Rng) -> list[Event]:
    """The leftover rows go to the general discard; the neutral player gets its face-up cards."""
    events: list[Event] = []
    for c in leftover_cards(state):
        src = next(z for z in state.zones if z.startswith("row:") and c in state.zones[z])
        state.move(c, src, DISCARD)
        events.append(Moved("", component=c, src=src, dst=DISCARD))
    np = state.np
    if np is not None:
        events += draw(spec, state, rng, hand(np), spec.neutral_player.cards_per_round, None)
        order = spec.neutral_player.sort_order
        sort_key = {t: k for k, t in enumerate(order)}
        sort_key[spec.wild_card] = sort_key[spec.neutral_player.jokers_with]
        state.zones[hand(np)].sort(key=lambda c: (sort_key[state.card_type[c]], c))
        counts = hand_types(state, np)
        listed = joined(
            (
                msg("{n} {card}", n=counts[t], card=spec.card_type(t).name)
                for t in [*order, spec.wild_card]
                if t in counts
            ),
            ", ",
        )
        events.append(Said(msg("The neutral player's cards: {cards}.", cards=listed)))
    return events


def neutral_cards(spec: RialtoSpec, state: RialtoState, np: int, stage_card: str) -> list[str]:
    """The neutral player's (``np``) cards for a stage: that type (and the jokers, filed with their type)."""
    types = {stage_card} | ({spec.wild_card} if stage_card == spec.neutral_player.jokers_with else set())
    return [c for c in state.zones[hand(np)] if state.card_type[c] in types]


# ----- the steps of phase I ------------------------------------------------------------------------------
@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Deal(RialtoStep):
    """Automatic: the card rows are dealt face up."""

    automatic = True
    task = "deal"

    def run(self, game: RialtoRules, state: RialtoState, rng: Rng) -> list[Event]:
        """Deal the rows."""
        state.flow.pop()
        return deal_rows(game.spec, state, rng)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Pick(RialtoStep):
    """A player takes a row of cards (and the blind cards from the deck)."""

    seat: int
    task = "pick"

    def decide(self, game: RialtoRules, state: RialtoState) -> Decision:
        """The rows still on the table."""
        prompt = msg("{who}: take a row of cards.", who=state.who(self.seat))
        return Decision(self.seat, "pick", prompt, pick_actions(state))

    def resolve(self, game: RialtoRules, state: RialtoState, action: Action, rng: Rng) -> list[Event]:
        """Take the row."""
        events = pick_row(game.spec, state, self.seat, int(action.args[0]), rng)
        state.flow.pop()
        return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Cards(RialtoStep):
    """A player's private step of phase I: green buildings, then discards down to the hand limit; ``green`` is the
    green building whose leftover card or draw is to be chosen ("" if none)."""

    seat: int
    green: str = ""
    task = "cards"

    def pending(self) -> dict[str, str]:
        """The green building waiting for its card."""
        return {"green": self.green} if self.green else {}

    def needed(self, game: RialtoRules, state: RialtoState) -> bool:
        """A green building to use or finish, or too many cards in hand."""
        return cards_needs_player(game.spec, state, self.seat, self.green)

    def decide(self, game: RialtoRules, state: RialtoState) -> Decision:
        """Take or draw for a green building; use one, discard, or be done."""
        p = self.seat
        who, held = state.who(p), len(state.zones[hand(p)])
        if self.green:
            prompt = msg("{who}: take a card from the leftover row, or draw 3.", who=who)
        elif held > state.limit[p]:
            prompt = msg(
                "{who}: discard down to {limit} cards ({held} in hand).", who=who, limit=state.limit[p], held=held
            )
        else:
            prompt = msg("{who}: use a green building, or done.", who=who)
        return Decision(p, "cards", prompt, cards_actions(game.spec, state, p, self.green))

    def resolve(self, game: RialtoRules, state: RialtoState, action: Action, rng: Rng) -> list[Event]:
        """Done ends the step; anything else leaves it open while a choice remains."""
        if action.verb == "done":
            state.flow.pop()
            return []
        events, green = apply_cards(game.spec, state, self.seat, self.green, action, rng)
        carry_on(game, state, Cards(self.seat, green))
        return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class EndPhase1(RialtoStep):
    """Automatic: the leftover rows go to the discard; the neutral player's cards are dealt."""

    automatic = True
    task = "phase1_end"

    def run(self, game: RialtoRules, state: RialtoState, rng: Rng) -> list[Event]:
        """End phase I."""
        state.flow.pop()
        return end_phase1(game.spec, state, rng)
