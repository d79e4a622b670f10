"""A small position builder for Mascarade rules tests.

It only rearranges what a fresh setup dealt: card ids trade places between positions (none is ever
invented, so ``rules.components(state)`` keeps one of each id), and coins, courthouse, turn number,
current seat and reveal marks are set directly.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine import Match
from tabletop.engine.events import Event, Gained, Revealed
from tabletop.engine.flow import Flow
from tabletop.games.mascarade.rules.turn import Turn
from tabletop.games.registry import load_rules

RULES = load_rules("mascarade")
SPEC = RULES.spec

# The digest's seating (section 6), clockwise.
NAMES = ("Aspasia", "Nikos", "Katerina", "Michalis", "Ioanna", "Zacharias", "Giannis", "Eleni")
ASPASIA, NIKOS, KATERINA, MICHALIS, IOANNA, ZACHARIAS, GIANNIS, ELENI = range(8)
PLAYERS = ("Anna", "Bruno", "Carla", "Dario", "Elsa", "Fabio", "Gina", "Hugo", "Ines", "Jon", "Kai", "Lea", "Mia")


def new_match(
    players: int | tuple[str, ...] = NAMES,
    cards: list[str] | None = None,
    first: int = 0,
    seed: int = 1,
    *,
    ready: bool = True,
) -> Match:
    """A fresh match (custom set when ``cards`` is given), past the memorise step unless ``ready`` is False."""
    names = PLAYERS[:players] if isinstance(players, int) else tuple(players)
    if cards is None:
        match = Match(RULES, names, options={"first": first}, seed=seed)
    else:
        match = Match(RULES, names, "custom", {"first": first, "set": list(cards)}, seed=seed)
    if ready:
        match.apply("ready")
    return match


def place(state, hands: dict[str, str]) -> None:
    """Put the named cards at the named positions, e.g. ``{"p:0": "queen", "p:1": "king"}``.

    Characters with two cards (Peasants) get a different card at each position.
    """
    fixed: set[str] = set()
    for pos, want in hands.items():
        assert pos in state.cards, f"no position {pos}"
        candidates = [
            p
            for p, c in sorted(state.cards.items())
            if p not in fixed and (c == want or c.rstrip("0123456789") == want)
        ]
        assert candidates, f"no free {want} card in this set"
        src = pos if pos in candidates else candidates[0]
        state.cards[pos], state.cards[src] = state.cards[src], state.cards[pos]
        fixed.add(pos)
    for pos, want in hands.items():
        assert state.char(pos) == want or state.cards[pos] == want


def set_coins(state, coins: dict[int, int] | None = None, default: int | None = None) -> None:
    """Set some fortunes (and every other one to ``default`` when given)."""
    if default is not None:
        state.coins[:] = [default] * state.count
    for seat, n in (coins or {}).items():
        state.coins[seat] = n


def at_turn(state, current: int, turn_no: int = 5, courthouse: int | None = None) -> None:
    """Make it ``current``'s turn number ``turn_no`` (past the swap-only turns by default), at its start."""
    state.flow = Flow([Turn()])
    state.shown, state.claims = {}, {}
    state.face_up.clear()
    state.current, state.turn_no = current, turn_no
    if courthouse is not None:
        state.courthouse = courthouse


def mark_revealed(state, seats: dict[int, int]) -> None:
    """Record that each seat's card was revealed during the given turn number."""
    state.revealed_turn.update(seats)


def table(
    cards: list[str],
    hands: dict[str, str],
    coins: dict[int, int] | None = None,
    *,
    current: int = 0,
    turn_no: int = 5,
    courthouse: int = 0,
    players: int | tuple[str, ...] = NAMES,
    seed: int = 1,
) -> Match:
    """A custom-set match with the named cards placed, every fortune 6 unless given, ``current`` to act."""
    match = new_match(players, cards, first=0, seed=seed)
    state = match.state
    before = RULES.components(state)
    place(state, hands)
    set_coins(state, coins, default=SPEC.starting_coins)
    at_turn(state, current, turn_no, courthouse)
    assert RULES.components(state) == before
    return match


def acts(match: Match) -> list[str]:
    """The legal actions of the current decision, in text form (worked out afresh: these tests change the state
    by hand between moves)."""
    match.changed()
    return [str(a) for a in match.decision().actions]


def play(match: Match, *texts: str) -> list[Event]:
    """Apply several actions in a row; return all their events."""
    events: list[Event] = []
    match.changed()  # the state may have been changed by hand since the last move
    for text in texts:
        events += match.apply(text)
    return events


def announce(
    match: Match,
    char: str,
    claimants: tuple[int, ...] = (),
    using: str | None = None,
    claim_with: dict[int, str] | None = None,
) -> list[Event]:
    """The current player announces ``char``; the seats in ``claimants`` claim, all others pass, in turn."""
    events = match.apply("announce")
    if using is not None:
        events += match.apply(f"using {using}")
    events += match.apply(f"announce {char}")
    claim_with = claim_with or {}
    while match.decision().kind == "claims":
        seat = match.decision().seat
        if seat in claimants or seat in claim_with:
            events += match.apply(f"claim {claim_with[seat]}" if seat in claim_with else "claim")
        else:
            events += match.apply("pass")
    return events


def revealed(events: list[Event]) -> dict[str, str]:
    """Position -> character of every Revealed event."""
    return {e.component: e.face for e in events if isinstance(e, Revealed)}


def gains(events: list[Event]) -> list[tuple[int, int]]:
    """(seat, amount) of every Gained event, in order."""
    return [(e.seat, e.amount) for e in events if isinstance(e, Gained)]


def public_form(events: list[Event]) -> list[tuple]:
    """Events reduced to what they show (type and fields), for comparing two runs."""
    return [
        (
            type(e).__name__,
            e.text,
            getattr(e, "component", None),
            getattr(e, "face", None),
            getattr(e, "places", None),
            getattr(e, "amount", None),
            getattr(e, "seat", None),
        )
        for e in events
    ]


def faces(match: Match, seat: int | None) -> dict[str, str]:
    """Position -> face ("down" or a character) as ``seat``'s view shows it."""
    return {c.pos: c.face for c in match.view(seat).cards}


def conserved(match: Match) -> bool:
    """Every card of the set lies at exactly one position."""
    counts = Counter(match.state.cards.values())
    return all(n == 1 for n in counts.values()) and len(counts) == len(match.state.cards)
