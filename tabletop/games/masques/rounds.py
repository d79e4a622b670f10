"""Masques's automatic steps: preparation (refill and deal), resolution from the door, cleanup."""

from __future__ import annotations

from tabletop.engine.events import Event, Gained, Highlighted, Moved, PhaseBegan, Said, Scored
from tabletop.engine.rng import Rng
from tabletop.games.masques.data import MasquesSpec
from tabletop.games.masques.state import (
    ASIDE,
    BOX,
    DECK,
    POOL,
    SUPPLY,
    MasquesState,
    corridor,
    hand,
    packet,
    palace,
    picked,
    purse,
    won,
)


def describe(state: MasquesState, card: str) -> str:
    """A corridor card in words: 'Dandolo 3', 'face-down Foscari 2', 'Bandit'."""
    if card in state.guest:
        family, value = state.guest[card]
        return f"{'face-down ' if card in state.down_guests else ''}{family.capitalize()} {value}"
    return state.agent[card][0].capitalize()


def marker_name(state: MasquesState, marker: str) -> str:
    """A palace marker in words."""
    return "a ducat" if marker.startswith("d") else f"a {state.marker_guild[marker]} favor marker"


def move(
    state: MasquesState, component: str, src: str, dst: str, text: str = "", secret_for: int | None = None
) -> Moved:
    """Move a component; a move into or out of a hand is secret to everyone but that hand's owner."""
    state.move(component, src, dst)
    if secret_for is None:
        return Moved(text, component=component, src=src, dst=dst)
    return Moved(text, component=component, src=src, dst=dst, secret_for=frozenset({secret_for}), public_text="")


def preparation(spec: MasquesSpec, state: MasquesState, rng: Rng) -> list[Event]:
    """Refill empty palace cards, then deal the guests (and begin the draft at 3-4 players)."""
    events: list[Event] = [PhaseBegan(f"Round {state.round}: preparation.", phase="round")]
    for i in range(state.n):
        if state.zones[palace(i)]:
            continue
        if state.icon(i) == "ducat":
            if state.zones[SUPPLY]:
                events.append(move(state, state.zones[SUPPLY][-1], SUPPLY, palace(i)))
        elif state.zones[POOL]:
            marker = rng.choice(sorted(state.zones[POOL]))
            events.append(move(state, marker, POOL, palace(i), f"Palace card {i} gets {marker_name(state, marker)}."))
    events += deal(state, rng)
    return events


def deal(state: MasquesState, rng: Rng) -> list[Event]:
    """Deal 4 guests each: into draft packets (3-4 players) or straight to hands (2 players)."""
    events: list[Event] = []
    seats = list(state.seats)
    if state.two_player and state.round % 2 == 0:
        source = ASIDE
    else:
        source = DECK
    cards = sorted(state.zones[source])
    rng.shuffle(cards)
    state.zones[source] = list(cards)
    for k, seat in enumerate(seats):
        target = packet(seat) if state.draft else hand(seat)
        for card in cards[k * 4 : (k + 1) * 4]:
            events.append(move(state, card, source, target, secret_for=seat))
    if state.two_player and source == DECK:
        for card in list(state.zones[DECK]):
            events.append(move(state, card, DECK, ASIDE, secret_for=-1))
    if state.draft:
        state.phase, state.draft_step = "draft", 1
        state.draft_order = [(state.first + k) % len(seats) for k in seats]
        events.append(Said("Draft: each player picks a guest, then passes the rest to the left (pick 1 of 4)."))
    else:
        start_action(state)
        events.append(Said("Each player takes 4 guests."))
    return events


def draft_pick(state: MasquesState, seat: int, card: str) -> list[Event]:
    """``seat`` sets aside one card of its packet; after everyone picked, packets pass left."""
    events: list[Event] = [
        move(state, card, packet(seat), picked(seat), secret_for=seat),
        Said(f"{state.players[seat]} picks a guest."),
    ]
    state.draft_order.pop(0)
    if state.draft_order:
        return events
    count = len(state.players)
    packets = [list(state.zones[packet(s)]) for s in state.seats]
    for s in state.seats:
        for c in packets[s]:
            events.append(move(state, c, packet(s), packet((s + 1) % count), secret_for=(s + 1) % count))
    if state.draft_step < 4:
        state.draft_step += 1
        state.draft_order = [(state.first + k) % count for k in state.seats]
        events.append(Said(f"Packets pass to the left (pick {state.draft_step} of 4)."))
        return events
    for s in state.seats:
        for c in list(state.zones[picked(s)]):
            events.append(move(state, c, picked(s), hand(s), secret_for=s))
    start_action(state)
    events.append(Said("The draft is over: each player has 4 guests."))
    return events


def start_action(state: MasquesState) -> None:
    """Begin the action phase with the first player."""
    state.phase, state.active, state.stage, state.pending = "action", state.first, "", {}


def resolution(spec: MasquesSpec, state: MasquesState, rng: Rng) -> list[Event]:
    """Resolve every palace card from the door clockwise; stop at once when someone wins."""
    events: list[Event] = [PhaseBegan("All corridors are full: resolution from the door.", phase="resolution")]
    for i in range(state.n):
        left, right = state.at(corridor((i - 1) % state.n)), state.at(corridor(i))
        marker = state.at(palace(i))
        a, b = state.influence(left), state.influence(right)
        best = left if a > b else (right if b > a else None)
        focus = "" if best is None else (corridor((i - 1) % state.n) if best == left else corridor(i))
        events.append(Highlighted("", places=(corridor((i - 1) % state.n), palace(i), corridor(i)), focus=focus))
        if marker is None:
            continue
        owner = (
            state.controller(best)
            if best is not None and best in state.guest and best not in state.down_guests
            else None
        )
        versus = f"{describe(state, left)} ({a}) vs {describe(state, right)} ({b})"
        if owner is None or marker in state.down_markers:
            why = "face down" if marker in state.down_markers else ("a tie" if a == b else "no family wins it")
            events.append(Said(f"Card {i}: {versus}: {marker_name(state, marker)} stays ({why})."))
            continue
        who = state.players[owner]
        if marker.startswith("d"):
            events.append(move(state, marker, palace(i), purse(owner), f"Card {i}: {versus}: {who} takes the ducat."))
            continue
        guild = state.marker_guild[marker]
        state.favor[owner][guild] += 1
        # The won marker waits by its winner until cleanup returns it to the pool: nothing draws from
        # the pool before then, so this is the rulebook's "back to the pool at once", made visible.
        events.append(
            move(
                state,
                marker,
                palace(i),
                won(owner),
                f"Card {i}: {versus}: {who} gains {guild} favor ({state.favor[owner][guild]}).",
            )
        )
        events.append(Gained("", seat=owner, resource=guild, amount=1))
        if has_won(spec, state, owner):
            state.phase, state.winner = "over", owner
            events.append(Scored(f"{who} wins the favor of the guilds!", seat=owner, points=1, reason="win"))
            return events
    return events + cleanup(spec, state, rng)


def has_won(spec: MasquesSpec, state: MasquesState, seat: int) -> bool:
    """Four favor in one guild, or at least one in every guild."""
    favor = state.favor[seat]
    return max(favor.values()) >= spec.win.in_one_guild or min(favor.values()) >= spec.win.in_every_guild


def cleanup(spec: MasquesSpec, state: MasquesState, rng: Rng) -> list[Event]:
    """Agents leave the game, markers turn face up, guests are collected, the first player passes."""
    events: list[Event] = [PhaseBegan("Cleanup: agents leave the game, guests are collected.", phase="cleanup")]
    for i in range(state.n):
        card = state.at(corridor(i))
        if card is None:
            continue
        if card in state.agent:
            events.append(move(state, card, corridor(i), BOX))
        else:
            events.append(move(state, card, corridor(i), DECK))
    for s in state.seats:
        for card in list(state.zones[hand(s)]):
            events.append(move(state, card, hand(s), DECK, secret_for=s))
        for marker in list(state.zones[won(s)]):
            events.append(move(state, marker, won(s), POOL))
    state.down_guests.clear()
    if state.down_markers:
        events.append(Said("Face-down markers turn face up."))
    state.down_markers.clear()
    if not state.two_player or state.round % 2 == 0:
        state.first = (state.first + 1) % len(state.players)
        events.append(Said(f"{state.players[state.first]} takes the first-player card."))
    state.round += 1
    return events + preparation(spec, state, rng)
