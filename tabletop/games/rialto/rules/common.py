"""Rialto helpers every phase uses: moving and drawing cards, paying for buildings, VP, names in words."""

from __future__ import annotations

from collections.abc import Collection

from tabletop.engine.actions import Action
from tabletop.engine.events import Event, Gained, Moved, Said, Scored
from tabletop.engine.message import Msg, Words, msg, msgn
from tabletop.engine.rng import Rng
from tabletop.games.rialto.rules.data import BuildingKind, RialtoSpec
from tabletop.games.rialto.rules.state import DECK, DISCARD, RialtoState, board, hand, pile

_ACTIONS: dict[tuple[str, str], Action] = {}
PAYING = msg(", paying 1 coin.")  # the log line of a building paid for as part of a play (its play says the rest)


def act(verb: str, arg: str = "") -> Action:
    """The action ``verb`` (on ``arg``), one shared value per text (actions are frozen; the choices of a turn are
    worked out again at every click)."""
    found = _ACTIONS.get((verb, arg))
    if found is None:
        found = _ACTIONS[verb, arg] = Action(verb, (arg,) if arg else ())
    return found


def card_name(spec: RialtoSpec, card_type: str, count: int = 1) -> Msg:
    """'a Doge card', '3 Jester cards'."""
    return msgn("a {card} card", "{n} {card} cards", count, card=spec.card_type(card_type).name)


def kind_of(spec: RialtoSpec, state: RialtoState, building: str) -> BuildingKind:
    """The kind of a building (effects follow the option middle_building_order)."""
    found = state.kinds.get(building)
    if found is None:
        found = state.kinds[building] = spec.building(
            state.building_kind[building], state.opts.text("middle_building_order")
        )
    return found


def move_card(
    state: RialtoState,
    card: str,
    src: str,
    dst: str,
    text: Words = "",
    owner: int | None = None,
    public_text: Words = "",
    face_up: bool = True,
) -> Moved:
    """Move a card; with ``owner`` only that seat sees which card it is (a draw, a card into a hand)."""
    state.move(card, src, dst)
    face = state.card_type[card] if face_up else ""
    if owner is None:
        return Moved(text, component=card, src=src, dst=dst, face=face)
    return Moved(
        text, component=card, src=src, dst=dst, face=face, secret_for=frozenset({owner}), public_text=public_text
    )


def refill_deck(state: RialtoState, rng: Rng) -> list[Event]:
    """Shuffle every discard (the general one and each pile) into a new deck."""
    piles = [DISCARD, *(pile(p) for p in state.participants)]
    gathered = [c for z in piles for c in state.zones[z]]
    if not gathered:
        return []
    # Every card goes face down to the deck: which card went where nobody sees (a memory follows only the piles).
    events: list[Event] = [
        Moved("", component=c, src=z, dst=DECK, secret_for=frozenset()) for z in piles for c in state.zones[z]
    ]
    for z in piles:
        state.zones[z].clear()
    rng.shuffle(gathered)
    state.zones[DECK].extend(gathered)
    shuffled = msgn(
        "The deck is empty: {n} discarded cards are shuffled into a new deck.",
        "The deck is empty: {n} discarded cards are shuffled into a new deck.",
        len(gathered),
    )
    return [Said(shuffled), *events]


def draw(
    spec: RialtoSpec, state: RialtoState, rng: Rng, dst: str, count: int, owner: int | None, p: int | None = None
) -> list[Event]:
    """Draw ``count`` cards from the deck into ``dst`` (refilling it from the discards when it runs out); ``owner``
    sees the cards, and ``p`` (who draws) is named in the log."""
    events: list[Event] = []
    for _ in range(count):
        if not state.zones[DECK]:
            events += refill_deck(state, rng)
        if not state.zones[DECK]:
            events.append(Said(msg("No cards are left to draw.")))
            break
        card = state.zones[DECK][0]
        if owner is None or p is None:
            events.append(move_card(state, card, DECK, dst))
        else:
            events.append(
                move_card(
                    state,
                    card,
                    DECK,
                    dst,
                    msg("{who} draws {card}.", who=state.who(p), card=card_name(spec, state.card_type[card])),
                    owner,
                    msg("{who} draws a card.", who=state.who(p)),
                )
            )
    return events


def can_activate(state: RialtoState, p: int, building: str, coins_spoken_for: int = 0) -> bool:
    """A building may be activated: its owner's, no coin on it, not blocked, and a coin to pay."""
    return (
        building in state.zones.get(board(p), [])
        and building not in state.coin_on
        and building not in state.blocked
        and state.coins[p] - coins_spoken_for >= 1
    )


def activate(state: RialtoState, p: int, building: str, text: Msg = PAYING) -> list[Event]:
    """Pay one coin onto a building (``text``, "Anna activates Blue 3, paying 1 coin.", says what for and its price;
    a building paid for as part of a play says only its price)."""
    state.coins[p] -= 1
    state.coin_on.add(building)
    return [
        Gained(text, seat=p, resource="coins", amount=-1),
        Moved("", component=f"coin@{building}", src=f"coins:{p}", dst=building),
    ]


def gain_vp(state: RialtoState, p: int, amount: int, reason: Msg, text: Msg | None = None) -> list[Event]:
    """Change a player's VP (never below 0 when the option says so); the neutral player scores nothing."""
    if not state.is_human(p) or amount == 0:
        return []
    before = state.vp[p]
    state.vp[p] += amount
    if state.opts.flag("vp_floor_zero"):
        state.vp[p] = max(0, state.vp[p])
    delta = state.vp[p] - before
    if text is not None:
        line = text
    elif amount > 0:
        line = msgn(
            "{who} scores {n} VP ({reason}).",
            "{who} scores {n} VP ({reason}).",
            amount,
            who=state.who(p),
            reason=reason,
        )
    else:
        line = msgn(
            "{who} loses {n} VP ({reason}).", "{who} loses {n} VP ({reason}).", -amount, who=state.who(p), reason=reason
        )
    return [Scored(line, seat=p, points=delta, reason=reason)]


def gain_coins(spec: RialtoSpec, state: RialtoState, p: int, amount: int, text: Msg) -> list[Event]:
    """Coins from the supply (substitutes when it runs out, unless the option forbids them)."""
    if not state.is_human(p) or amount <= 0:
        return []
    if not state.opts.flag("coins_unlimited"):
        amount = min(amount, max(0, state.coin_supply(spec.coins.total)))
    if amount <= 0:
        return [Said(msg("{who} gets no coin: the supply is empty.", who=state.who(p)))]
    state.coins[p] += amount
    return [Gained(text, seat=p, resource="coins", amount=amount)]


def hand_types(state: RialtoState, p: int, exclude: Collection[str] = ()) -> dict[str, int]:
    """How many cards of each type a hand holds (leaving out ``exclude``)."""
    counts: dict[str, int] = {}
    types = state.card_type
    for c in state.zones[hand(p)]:
        if c not in exclude:
            kind = types[c]
            counts[kind] = counts.get(kind, 0) + 1
    return counts
