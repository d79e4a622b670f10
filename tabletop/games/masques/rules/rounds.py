"""Masques's rounds: the automatic steps of a round and the draft.

A match's flow starts as ``[Round()]``. ``Round`` (automatic) stays at the bottom of the flow and, each time it
comes back on top, pushes one round: ``Preparation`` (refill the palace, deal; at 3-4 players it pushes the
first pass of the draft: a ``Pick`` per seat, then ``PassPackets``), ``StartAction`` (the action phase: turns.py),
``Resolution`` (from the door; a win ends the flow) and ``Cleanup`` (which ends the round, so ``Round`` pushes the
next). ``PassPackets`` passes the packets left and pushes the next pass's picks, or after the fourth pick puts
the picks into hands.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Gained, Highlighted, PhaseBegan, Said, Scored
from tabletop.engine.message import Seat, msg
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.state import (
    ASIDE,
    BOX,
    DECK,
    POOL,
    SUPPLY,
    MasquesState,
    MasquesStep,
    corridor,
    describe,
    hand,
    marker_name,
    move,
    packet,
    palace,
    picked,
    purse,
    won,
)
from tabletop.games.masques.rules.turns import StartAction
from tabletop.games.masques.rules.words import guild_word

if TYPE_CHECKING:
    from tabletop.games.masques.rules.rules import MasquesRules

PICKS = 4  # guests dealt to each player, and so picks in a draft


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Round(MasquesStep):
    """The game's loop: whenever it is on top again, it pushes the phases of the next round."""

    automatic = True

    def run(self, game: MasquesRules, state: MasquesState, rng: Rng) -> list[Event]:
        """Push preparation, the action phase, resolution and cleanup (it stays below them)."""
        state.flow.then(Preparation(), StartAction(), Resolution(), Cleanup())
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Preparation(MasquesStep):
    """Refill the palace and deal the guests (beginning the draft at 3-4 players)."""

    automatic = True

    def run(self, game: MasquesRules, state: MasquesState, rng: Rng) -> list[Event]:
        """Refill, then deal."""
        state.flow.pop()
        return preparation(game.spec, state, rng)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Pick(MasquesStep):
    """One seat keeps one guest of its packet, in pick ``pick`` (1-4) of the draft."""

    seat: int
    pick: int

    phase = "draft"

    def decide(self, game: MasquesRules, state: MasquesState) -> Decision:
        """Any guest of the seat's packet."""
        acts = tuple(Action("pick", (c,)) for c in sorted(state.zones[packet(self.seat)]))
        prompt = msg(
            "{seat}: pick a guest to keep (pick {pick} of {picks}).",
            seat=Seat(self.seat, state.players[self.seat]),
            pick=self.pick,
            picks=PICKS,
        )
        return Decision(self.seat, "draft", prompt, acts)

    def draft_pick(self) -> tuple[int, int]:
        """This pick's seat and number."""
        return (self.seat, self.pick)

    def resolve(self, game: MasquesRules, state: MasquesState, action: Action, rng: Rng) -> list[Event]:
        """Set the guest aside face down."""
        state.flow.pop()
        seat = self.seat
        return [
            move(state, action.args[0], packet(seat), picked(seat), secret_for=seat),
            Said(msg("{seat} picks a guest.", seat=Seat(seat, state.players[seat]))),
        ]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class PassPackets(MasquesStep):
    """After everyone made pick ``pick``: packets pass left; after the last pick the picks become hands."""

    pick: int

    automatic = True
    phase = "draft"

    def run(self, game: MasquesRules, state: MasquesState, rng: Rng) -> list[Event]:
        """Pass the packets, then begin the next pick or end the draft."""
        state.flow.pop()
        count = len(state.players)
        events: list[Event] = []
        packets = [list(state.zones[packet(s)]) for s in state.seats]
        for s in state.seats:
            for c in packets[s]:
                events.append(move(state, c, packet(s), packet((s + 1) % count), secret_for=(s + 1) % count))
        if self.pick < PICKS:
            begin_pass(state, self.pick + 1)
            events.append(
                Said(msg("Packets pass to the left (pick {pick} of {picks}).", pick=self.pick + 1, picks=PICKS))
            )
            return events
        for s in state.seats:
            for c in list(state.zones[picked(s)]):
                events.append(move(state, c, picked(s), hand(s), secret_for=s))
        events.append(Said(msg("The draft is over: each player has 4 guests.")))
        return events


def begin_pass(state: MasquesState, pick: int) -> None:
    """Push one pass of the draft: every seat picks from the first player on, then the packets pass."""
    count = len(state.players)
    state.flow.then(*(Pick((state.first + k) % count, pick) for k in state.seats), PassPackets(pick))


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Resolution(MasquesStep):
    """All corridors are full: resolve the palace from the door (a win ends the game)."""

    automatic = True

    def run(self, game: MasquesRules, state: MasquesState, rng: Rng) -> list[Event]:
        """Resolve every palace card, stopping at a win."""
        state.flow.pop()
        return resolution(game.spec, state)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Cleanup(MasquesStep):
    """The end of a round: agents leave, guests and markers return, the first player may pass."""

    automatic = True

    def run(self, game: MasquesRules, state: MasquesState, rng: Rng) -> list[Event]:
        """Clean up and count the next round."""
        state.flow.pop()
        return cleanup(state)


def preparation(spec: MasquesSpec, state: MasquesState, rng: Rng) -> list[Event]:
    """Refill empty palace cards, then deal the guests (and begin the draft at 3-4 players)."""
    events: list[Event] = [PhaseBegan(msg("Round {round}: preparation.", round=state.round), phase="round")]
    for i in range(state.n):
        if state.zones[palace(i)]:
            continue
        if state.icon(i) == "ducat":
            if state.zones[SUPPLY]:
                events.append(move(state, state.zones[SUPPLY][-1], SUPPLY, palace(i)))
        elif state.zones[POOL]:
            marker = rng.choice(sorted(state.zones[POOL]))
            events.append(
                move(
                    state,
                    marker,
                    POOL,
                    palace(i),
                    msg("Palace card {i} gets {marker}.", i=i, marker=marker_name(state, marker)),
                )
            )
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
        for card in cards[k * PICKS : (k + 1) * PICKS]:
            events.append(move(state, card, source, target, secret_for=seat))
    if state.two_player and source == DECK:
        for card in list(state.zones[DECK]):
            events.append(move(state, card, DECK, ASIDE, secret_for=-1))
    if state.draft:
        begin_pass(state, 1)
        events.append(Said(msg("Draft: each player picks a guest, then passes the rest to the left (pick 1 of 4).")))
    else:
        events.append(Said(msg("Each player takes 4 guests.")))
    return events


def resolution(spec: MasquesSpec, state: MasquesState) -> list[Event]:
    """Resolve every palace card from the door clockwise; stop at once (ending the flow) when someone wins."""
    events: list[Event] = [PhaseBegan(msg("All corridors are full: resolution from the door."), phase="resolution")]
    for i in range(state.n):
        left, right = state.held(corridor((i - 1) % state.n)), state.held(corridor(i))  # every corridor is full
        marker = state.at(palace(i))
        a, b = state.influence(left), state.influence(right)
        best = stronger(state, left, right)
        focus = "" if best is None else (corridor((i - 1) % state.n) if best == left else corridor(i))
        events.append(Highlighted("", places=(corridor((i - 1) % state.n), palace(i), corridor(i)), focus=focus))
        if marker is None:
            continue
        owner = winner_of(state, best)
        versus = msg(
            "{left} ({a}) vs {right} ({b})", left=describe(state, left), a=a, right=describe(state, right), b=b
        )
        if owner is None or marker in state.down_markers:
            if marker in state.down_markers:
                why = msg("face down")
            else:
                why = msg("a tie") if a == b else msg("no family wins it")
            stays = msg(
                "Card {i}: {versus}: {marker} stays ({why}).",
                i=i,
                versus=versus,
                marker=marker_name(state, marker),
                why=why,
            )
            events.append(Said(stays))
            continue
        who = Seat(owner, state.players[owner])
        if marker.startswith("d"):
            takes = msg("Card {i}: {versus}: {seat} takes the ducat.", i=i, versus=versus, seat=who)
            events.append(move(state, marker, palace(i), purse(owner), takes))
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
                msg(
                    "Card {i}: {versus}: {seat} gains 1 {guild} favor ({n} now).",
                    i=i,
                    versus=versus,
                    seat=who,
                    guild=guild_word(guild),
                    n=state.favor[owner][guild],
                ),
            )
        )
        events.append(Gained("", seat=owner, resource=guild, amount=1))
        if has_won(spec, state, owner):
            state.winner = owner
            state.flow.clear()
            events.append(
                Scored(msg("{seat} wins the favor of the guilds!", seat=who), seat=owner, points=1, reason="win")
            )
            return events
    return events


def has_won(spec: MasquesSpec, state: MasquesState, seat: int) -> bool:
    """Four favor in one guild, or at least one in every guild."""
    favor = state.favor[seat]
    return max(favor.values()) >= spec.win.in_one_guild or min(favor.values()) >= spec.win.in_every_guild


def stronger(state: MasquesState, left: str | None, right: str | None) -> str | None:
    """The corridor card of more influence of the two beside a palace card (None: a tie)."""
    a, b = state.influence(left), state.influence(right)
    return left if a > b else (right if b > a else None)


def winner_of(state: MasquesState, best: str | None) -> int | None:
    """The seat a palace card goes to when ``best`` is the stronger card beside it: a face-up guest's family's."""
    return (
        state.controller(best) if best is not None and best in state.guest and best not in state.down_guests else None
    )


def favor_as_it_stands(state: MasquesState) -> list[dict[str, int]]:
    """Each seat's favor with every palace card whose two corridors are filled resolved as they stand now (what a
    search's playout, stopped mid-round, may count on)."""
    favor = [dict(f) for f in state.favor]
    for i in range(state.n):
        left, right, marker = state.at(corridor((i - 1) % state.n)), state.at(corridor(i)), state.at(palace(i))
        if left is None or right is None or marker is None or marker in state.down_markers or marker.startswith("d"):
            continue
        owner = winner_of(state, stronger(state, left, right))
        if owner is not None:
            favor[owner][state.marker_guild[marker]] += 1
    return favor


def progress(spec: MasquesSpec, state: MasquesState, seat: int, favor: dict[str, int] | None = None) -> float:
    """How near a seat is to winning, 0 to 1 (with ``favor``, else its own): its best guild towards the one-guild
    win, or its guilds at the every-guild count towards that win, whichever is nearer."""
    favor = state.favor[seat] if favor is None else favor
    one = max(favor.values()) / spec.win.in_one_guild
    every = sum(min(n, spec.win.in_every_guild) for n in favor.values()) / (spec.win.in_every_guild * len(favor))
    return min(1.0, max(one, every))


def cleanup(state: MasquesState) -> list[Event]:
    """Agents leave the game, markers turn face up, guests are collected, the first player passes."""
    events: list[Event] = [PhaseBegan(msg("Cleanup: agents leave the game, guests are collected."), phase="cleanup")]
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
        events.append(Said(msg("Face-down markers turn face up.")))
    state.down_markers.clear()
    if not state.two_player or state.round % 2 == 0:
        state.first = (state.first + 1) % len(state.players)
        events.append(
            Said(msg("{seat} takes the first-player card.", seat=Seat(state.first, state.players[state.first])))
        )
    state.round += 1
    return events
