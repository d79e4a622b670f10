"""Mascarade's powers as steps of the flow: each true holder's power, its choices, and the end check after it.

- ``UsePower(user, pos, char, peasants, together)`` (automatic, queued by turn.py's ``Reveal`` clockwise from the
  announcer) does the power at once, or puts its first choice in its place:
  Bishop, richest tied: ``Bishop(user, richest)``;
  Fool: ``FoolFirst(user)`` -> ``FoolSecond(user, first)`` -> ``FoolSecret(user, first, second)`` (private);
  Witch: ``Witch(user)``; Spy: ``SpyTarget(user, pos)`` -> ``SpySecret(user, pos, target)`` (private, a look);
  Inquisitor: ``InqTarget(user)`` -> ``InqGuess(user, target)`` (the questioned owner answers).
- Every power is atomic and is followed by ``PowerDone`` (automatic: the end check), except the first of two true
  Peasants, who are paid together. The Cheat's win, like any end check that finds winners, empties the flow.
- Secret swaps give the same events whether or not the cards were exchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Flipped, Gained, Revealed, Said, Shuffled
from tabletop.engine.message import STRUCTURE, Msg, Seat, joined, msg, msgc, msgn
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.mascarade.rules.data import MascaradeSpec
from tabletop.games.mascarade.rules.state import CHEAT_WIN, MascaradeState, MascaradeStep, where

if TYPE_CHECKING:
    from tabletop.games.mascarade.rules.rules import MascaradeRules


def acts(verb: str, args: Iterable[object]) -> list[Action]:
    """One action of ``verb`` per argument."""
    return [Action(verb, (str(a),)) for a in args]


def seat_of(state: MascaradeState, seat: int) -> Seat:
    """A seat as a message's argument: the player's name."""
    return Seat(seat, state.players[seat])


def winner_names(seats: Iterable[Seat]) -> Msg:
    """The winners' names as the game's end tells them: every two joined by "and" ("A and B and C")."""
    names = [Msg("{seat}", (("seat", seat),), context=STRUCTURE) for seat in seats]  # each as it is
    return joined(names, msgc("between winners' names", " and "))


def ask(state: MascaradeState, seat: int, stage: str, prompt: Msg, actions: list[Action]) -> Decision:
    """The decision of ``seat`` in ``stage``, its prompt addressed to them by name."""
    return Decision(seat, stage, msg("{seat}: {prompt}", seat=seat_of(state, seat), prompt=prompt), tuple(actions))


def secret_swap(state: MascaradeState, actor: int, x: str, y: str, verb: str) -> list[Event]:
    """Exchange the cards at ``x`` and ``y`` on "swap"; the same events whether or not they were exchanged."""
    if verb == "swap":
        state.cards[x], state.cards[y] = state.cards[y], state.cards[x]
    state.swapped_unseen(actor, x, y, verb == "swap")
    return [
        Said(
            msg(
                "{seat} swaps-or-not {card} and {other}.",
                seat=seat_of(state, actor),
                card=where(state, x),
                other=where(state, y),
            )
        ),
        Shuffled("", places=(x, y)),
    ]


def hide_revealed(state: MascaradeState) -> list[Event]:
    """The revealed cards turn face down (before cards move under the table, or at the end of the wait)."""
    events: list[Event] = [Flipped("", component=p, face="") for p in sorted(state.face_up)]
    state.face_up.clear()
    return events


def fool_targets(state: MascaradeState, user: int, first: str | None) -> list[str]:
    """The cards the Fool may pick (after ``first``, the second card)."""
    # The seed says "two other players" (centre cards excluded); option fool_centre reads it as any two cards.
    cards = state.opponent_positions(user, protected_too=False) + (
        list(state.centre) if state.fool_takes_centre else []
    )
    if first is None:
        return cards
    # 4-13 players: two other players' cards (one card each); 2-3 players: any two opponent cards (B11).
    return [c for c in cards if c != first]


def end_check(spec: MascaradeSpec, state: MascaradeState) -> list[Event]:
    """13 coins or more wins (shared); a player at 0 ends the game and the richest win (shared). An end empties
    the flow."""
    coins = state.coins
    rich = tuple(s for s in range(state.count) if coins[s] >= spec.win_coins)
    if rich:
        state.winners, state.ended_by = rich, f"{spec.win_coins} coins or more"
    elif 0 in coins:
        top = max(coins)
        state.ended_by = "a player went bankrupt; the richest win"
        state.winners = tuple(s for s in range(state.count) if coins[s] == top)
    else:
        return []
    state.flow.clear()
    names = winner_names(seat_of(state, w) for w in state.winners)
    return [Said(msgn("The game ends: {names} wins.", "The game ends: {names} win.", len(state.winners), names=names))]


def _gain(state: MascaradeState, seat: int, amount: int, text: Msg) -> Gained:
    """``seat`` gains ``amount`` coins; ``text`` says how (its ``{seat}`` is filled in here)."""
    state.coins[seat] += amount
    return Gained(text.but(seat=seat_of(state, seat)), seat=seat, resource="coins", amount=amount)


def _take(state: MascaradeState, user: int, victim: int, amount: int, what: str) -> Gained:
    """``user`` takes up to ``amount`` coins from ``victim``, as the ``what`` ("bishop", "thief", "wrong": the
    Inquisitor's fine for a wrong answer)."""
    taken = min(amount, state.coins[victim])
    state.coins[victim] -= taken
    state.coins[user] += taken
    if what == "bishop":
        text = msgn(
            "Bishop: {seat} takes {n} coin from {victim}.", "Bishop: {seat} takes {n} coins from {victim}.", taken
        )
    elif what == "thief":
        text = msgn(
            "Thief: {seat} takes {n} coin from {victim}.", "Thief: {seat} takes {n} coins from {victim}.", taken
        )
    else:
        text = msgn(
            "Wrong: {seat} takes {n} coin from {victim}.", "Wrong: {seat} takes {n} coins from {victim}.", taken
        )
    words = text.but(seat=seat_of(state, user), victim=seat_of(state, victim))
    return Gained(words, seat=user, resource="coins", amount=taken)


# ----- the powers: each does its work, or puts its first choice in place of the PowerDone that follows it -----
def _judge(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    amount, state.courthouse = state.courthouse, 0
    text = msgn(
        "{seat} as Judge takes the courthouse's {n} coin.", "{seat} as Judge takes the courthouse's {n} coins.", amount
    )
    return [_gain(state, use.user, amount, text)]


def _bishop(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    others = state.others(use.user)
    top = max(state.coins[s] for s in others)
    richest = [s for s in others if state.coins[s] == top]
    if len(richest) > 1:
        state.shown["richest"] = richest
        state.flow.replace(Bishop(use.user, tuple(richest)))
        return []
    return [_take(state, use.user, richest[0], spec.bishop_takes, "bishop")]


def _king(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    n = spec.king_gains
    return [
        _gain(
            state,
            use.user,
            n,
            msgn("{seat} as King takes {n} coin from the bank.", "{seat} as King takes {n} coins from the bank.", n),
        )
    ]


def _queen(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    n = spec.queen_gains
    return [
        _gain(
            state,
            use.user,
            n,
            msgn("{seat} as Queen takes {n} coin from the bank.", "{seat} as Queen takes {n} coins from the bank.", n),
        )
    ]


def _fool(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    n = spec.fool_gains
    text = msgn("{seat} as Fool takes {n} coin from the bank.", "{seat} as Fool takes {n} coins from the bank.", n)
    events = [_gain(state, use.user, n, text), *hide_revealed(state)]
    if len(fool_targets(state, use.user, None)) >= 2:
        state.flow.replace(FoolFirst(use.user))
    return events


def _thief(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    user = use.user
    left, right = (user + 1) % state.count, (user - 1) % state.count
    return [_take(state, user, left, spec.thief_takes, "thief"), _take(state, user, right, spec.thief_takes, "thief")]


def _witch(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    state.flow.replace(Witch(use.user))
    return []


def _spy(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    events = hide_revealed(state)
    if use.pos.startswith("p:") and state.swap_partners(use.pos):
        state.flow.replace(SpyTarget(use.user, use.pos))
    return events


def _peasant(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    gain = spec.peasant_gains[min(2, use.peasants) - 1]
    text = msgn(
        "{seat} as Peasant takes {n} coin from the bank.", "{seat} as Peasant takes {n} coins from the bank.", gain
    )
    return [_gain(state, use.user, gain, text)]


def _cheat(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    who, coins = seat_of(state, use.user), state.coins[use.user]
    if coins >= spec.cheat_coins:
        state.winners, state.ended_by = (use.user,), CHEAT_WIN
        state.flow.clear()
        return [
            Said(
                msgn(
                    "{seat} is the Cheat with {n} coin and wins!",
                    "{seat} is the Cheat with {n} coins and wins!",
                    coins,
                    seat=who,
                )
            )
        ]
    return [
        Said(
            msgn(
                "{seat} is the Cheat but has fewer than {n} coin: nothing happens.",
                "{seat} is the Cheat but has fewer than {n} coins: nothing happens.",
                spec.cheat_coins,
                seat=who,
            )
        )
    ]


def _inquisitor(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    state.flow.replace(InqTarget(use.user))
    return []


def _widow(spec: MascaradeSpec, state: MascaradeState, use: UsePower) -> list[Event]:
    target = max(state.coins[use.user], spec.widow_target)
    gain = target - state.coins[use.user]
    text = msgn(
        "{seat} as Widow takes {n} coin from the bank, up to {target}.",
        "{seat} as Widow takes {n} coins from the bank, up to {target}.",
        gain,
        target=target,
    )
    return [_gain(state, use.user, gain, text)]


POWERS: dict[str, Callable[[MascaradeSpec, MascaradeState, UsePower], list[Event]]] = {
    "judge": _judge,
    "bishop": _bishop,
    "king": _king,
    "queen": _queen,
    "fool": _fool,
    "thief": _thief,
    "witch": _witch,
    "spy": _spy,
    "peasant": _peasant,
    "cheat": _cheat,
    "inquisitor": _inquisitor,
}


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class UsePower(MascaradeStep):
    """Automatic: ``user`` (the card at ``pos``) uses the power of ``char``; ``peasants`` true Peasants are paid
    together (``together``: the first of two, with no end check before the second)."""

    user: int
    pos: str
    char: str
    peasants: int
    together: bool = False
    automatic = True

    def run(self, game: MascaradeRules, state: MascaradeState, rng: Rng) -> list[Event]:
        """Do the power (or start its choices); the end check follows."""
        state.shown["user"] = self.user
        if self.together:
            state.flow.pop()
        else:
            state.flow.replace(PowerDone())
        return POWERS.get(self.char, _widow)(game.spec, state, self)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class PowerDone(MascaradeStep):
    """Automatic: a power is over; the end check (the next power or the fines follow, below on the flow)."""

    stage = "power_done"
    automatic = True

    def run(self, game: MascaradeRules, state: MascaradeState, rng: Rng) -> list[Event]:
        """Check for the end of the game."""
        state.flow.pop()
        return end_check(game.spec, state)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Bishop(MascaradeStep):
    """The Bishop ``user`` picks which of the tied ``richest`` players pays."""

    user: int
    richest: tuple[int, ...]
    stage = "bishop"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """One of the richest."""
        prompt = msg("the Bishop takes 2 coins from which of the richest players?")
        return ask(state, self.user, self.stage, prompt, acts("from", self.richest))

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Take the coins."""
        state.flow.replace(PowerDone())
        return [_take(state, self.user, int(action.args[0]), game.spec.bishop_takes, "bishop")]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class FoolFirst(MascaradeStep):
    """The Fool ``user`` picks the first of two cards to swap-or-not."""

    user: int
    stage = "fool_a"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Another player's card (or a centre card, by the option)."""
        prompt = msg("the Fool may swap two other players' cards: first card?")
        return ask(state, self.user, self.stage, prompt, acts("card", fool_targets(state, self.user, None)))

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Next, the second card."""
        first = action.args[0]
        state.shown["first"] = first
        state.flow.replace(FoolSecond(self.user, first))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class FoolSecond(MascaradeStep):
    """The Fool ``user`` picks the second card, to swap-or-not with ``first``."""

    user: int
    first: str
    stage = "fool_b"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Any other pickable card."""
        return ask(
            state, self.user, self.stage, msg("second card?"), acts("card", fool_targets(state, self.user, self.first))
        )

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Next, the secret choice."""
        second = action.args[0]
        state.shown["second"] = second
        state.flow.replace(FoolSecret(self.user, self.first, second))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class FoolSecret(MascaradeStep):
    """Behind the curtain, the Fool ``user`` swaps ``first`` and ``second``, or not."""

    user: int
    first: str
    second: str
    stage = "fool_secret"
    secret = True

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Swap or keep."""
        prompt = msg(
            "secretly swap {card} and {other}, or not?", card=where(state, self.first), other=where(state, self.second)
        )
        return ask(state, self.user, self.stage, prompt, [Action("swap"), Action("keep")])

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Exchange (or not); the power is done."""
        state.flow.replace(PowerDone())
        return secret_swap(state, self.user, self.first, self.second, action.verb)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Witch(MascaradeStep):
    """The Witch ``user`` may swap fortunes with another player."""

    user: int
    stage = "witch"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Another player, or skip."""
        prompt = msg("the Witch may swap fortunes with another player: whose?")
        return ask(state, self.user, self.stage, prompt, acts("with", state.others(self.user)) + [Action("skip")])

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Swap the two fortunes (or keep hers)."""
        state.flow.replace(PowerDone())
        user = self.user
        if action.verb == "skip":
            return [Said(msg("{seat} keeps her fortune.", seat=seat_of(state, user)))]
        other = int(action.args[0])
        state.coins[user], state.coins[other] = state.coins[other], state.coins[user]
        text = msgn(
            "Witch: {seat} and {other} swap fortunes; {seat} now has {n} coin, {other} {theirs}.",
            "Witch: {seat} and {other} swap fortunes; {seat} now has {n} coins, {other} {theirs}.",
            state.coins[user],
            seat=seat_of(state, user),
            other=seat_of(state, other),
            theirs=state.coins[other],
        )
        return [Said(text)]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class SpyTarget(MascaradeStep):
    """The Spy ``user`` (the card at ``pos``) picks another card to look at."""

    user: int
    pos: str
    stage = "spy_target"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """A card the Spy's card could swap with."""
        return ask(
            state,
            self.user,
            self.stage,
            msg("the Spy looks at which other card?"),
            acts("card", state.swap_partners(self.pos)),
        )

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Look at both cards, alone."""
        target = action.args[0]
        state.shown["target"] = target
        state.flow.replace(SpySecret(self.user, self.pos, target))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class SpySecret(MascaradeStep):
    """Behind the curtain, the Spy ``user`` sees the cards at ``pos`` and ``target`` and swaps them, or not."""

    user: int
    pos: str
    target: str
    stage = "spy_secret"
    secret = True
    looks = True

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Swap or keep."""
        prompt = msg("your card and {card}: secretly swap them, or not?", card=where(state, self.target))
        return ask(state, self.user, self.stage, prompt, [Action("swap"), Action("keep")])

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Exchange (or not); the power is done."""
        state.flow.replace(PowerDone())
        return secret_swap(state, self.user, self.pos, self.target, action.verb)

    def seen_by(self, state: MascaradeState, seat: int | None) -> tuple[str, ...]:
        """Both cards, for the Spy only."""
        return (self.pos, self.target) if seat == self.user else ()


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class InqTarget(MascaradeStep):
    """The Inquisitor ``user`` picks another player's (unprotected) card to question."""

    user: int
    stage = "inq_target"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Another player's card."""
        cards = state.opponent_positions(self.user, protected_too=False)
        return ask(state, self.user, self.stage, msg("the Inquisitor questions which card?"), acts("card", cards))

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Its owner must name it."""
        target = action.args[0]
        state.shown["target"] = target
        state.flow.replace(InqGuess(self.user, target))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class InqGuess(MascaradeStep):
    """The owner of ``target`` names its character for the Inquisitor ``user``; wrong, they pay."""

    user: int
    target: str
    stage = "inq_guess"

    def owner(self, state: MascaradeState) -> int:
        """Who answers: the questioned card's owner."""
        owner = state.owner(self.target)
        assert owner is not None
        return owner

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Any character in play."""
        owner = self.owner(state)
        return Decision(
            owner,
            "inq_guess",
            msg("{seat}: name the character of {card}.", seat=seat_of(state, owner), card=where(state, self.target)),
            tuple(acts("guess", state.in_play)),
        )

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """The card turns face up; a wrong answer pays the Inquisitor."""
        spec, names, target, guess = game.spec, game.names, self.target, action.args[0]
        owner = self.owner(state)
        actual = state.char(target)
        state.face_up.add(target)
        state.revealed_turn[owner] = state.turn_no
        events: list[Event] = [
            Said(msg("{seat} says: {character}.", seat=seat_of(state, owner), character=names[guess])),
            Revealed(
                msg("{card} is the {character}.", card=where(state, target), character=names[actual]),
                component=target,
                face=actual,
            ),
        ]
        if guess != actual:
            events.append(_take(state, self.user, owner, spec.inquisitor_fine, "wrong"))
        state.flow.replace(PowerDone())
        return events
