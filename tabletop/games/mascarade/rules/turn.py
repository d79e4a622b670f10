"""Mascarade's turn as steps of the flow: the memorise step, the turn's first choice and its three chains,
the claims round the table, the reveal, the fines, the wait to look, and the end of the turn.

- ``Memorise`` (everyone looks at the dealt cards) -> ``Turn``.
- ``Turn`` (swap-or-not, look or announce) -> the first step of a chain:
  swap: ``SwapFrom`` (2-3 players: which own card) -> ``SwapTo(frm)`` -> ``SwapSecret(frm, to)`` (private)
  -> ``EndTurn``;
  look: ``PeekPick`` (2-3 players) -> ``Peek(look)`` (alone with the card) -> ``EndTurn``;
  announce: ``AnnounceCard`` (2-3 players) -> ``Announce(pos)`` -> one ``Claim(seat, char)`` per other seat,
  clockwise, then ``Reveal(char, pos)``.
- ``Reveal`` (automatic) turns the announcer's and the claimants' cards face up and queues one ``UsePower`` per
  true holder (powers.py), then ``Fines(seats)`` for the liars.
- ``Fines`` (automatic) -> ``RevealWait`` while cards lie face up, else ``EndTurn``.
- ``EndTurn`` (automatic): the end check, then the left neighbour's ``Turn``. A win empties the flow.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Flipped, Gained, PhaseBegan, Revealed, Said
from tabletop.engine.message import Seat, msg
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.mascarade.rules.powers import UsePower, acts, ask, end_check, hide_revealed, secret_swap
from tabletop.games.mascarade.rules.state import MascaradeState, MascaradeStep, where

if TYPE_CHECKING:
    from tabletop.games.mascarade.rules.rules import MascaradeRules

PASS = Action("pass")
# Reading (issue 26): the rules' ANNOUNCE(c) is one act, made public when the character is named; choosing the card
# to announce with, and clicking Announce before naming anyone, say nothing yet, so Back may take them back.
BACK = Action("cancel")
PASS_OR_CLAIM = (PASS, Action("claim"))


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Memorise(MascaradeStep):
    """Everyone memorises the dealt cards, face up; one click turns them face down and the first turn begins."""

    phase = "memorise"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """One "ready", by the first player on everyone's behalf."""
        prompt = msg("Everyone: memorise the cards, then turn them face down.")
        return Decision(state.current, "memorise", prompt, (Action("ready"),))

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """The cards turn face down; the first turn begins."""
        state.flow.replace(Turn())
        who = Seat(state.current, state.players[state.current])
        return [
            PhaseBegan(msg("The cards turn face down. {seat} begins.", seat=who), phase="turn", seat=state.current),
            *(Flipped("", component=p, face="") for p in state.cards),
        ]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Turn(MascaradeStep):
    """The turn's first choice: swap-or-not, or (past the first turns, unless just revealed) look or announce."""

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Swap, and peek and announce when the player may act freely."""
        seat = state.current
        who = Seat(seat, state.players[seat])
        if game.may_act_freely(state):
            return Decision(
                seat,
                "turn",
                msg("{seat}: swap-or-not, look at your card, or announce a character.", seat=who),
                (Action("swap"), Action("peek"), Action("announce")),
            )
        if state.turn_no <= game.spec.swap_only_turns:
            prompt = msg(
                "{seat}: swap-or-not, look at your card, or announce a character (the first turns are swaps only).",
                seat=who,
            )
        else:
            prompt = msg(
                "{seat}: swap-or-not, look at your card, or announce a character "
                "(your card was revealed last turn: you must swap).",
                seat=who,
            )
        return Decision(seat, "turn", prompt, (Action("swap"),))

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Start the chosen chain; with one card there is nothing to pick and the chain skips that step."""
        own = state.seat_positions[state.current]
        verb = action.verb
        if verb == "swap":
            state.shown = {"from": own[0]}
            state.flow.replace(SwapTo(own[0]) if len(own) == 1 else SwapFrom())
        elif verb == "peek":
            state.flow.replace(Peek(own[0]) if len(own) == 1 else PeekPick())
        else:
            choices = announcers(state)
            state.flow.replace(Announce(choices[0]) if len(choices) == 1 else AnnounceCard())
        return []


def announcers(state: MascaradeState) -> list[str]:
    """The current player's cards that may announce (never the protected card)."""
    own = state.seat_positions[state.current]
    if not state.protected:
        return list(own)
    mark = ":" + state.protected
    return [x for x in own if not x.endswith(mark)]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class SwapFrom(MascaradeStep):
    """2-3 players: which of one's own cards to swap-or-not."""

    stage = "swap_from"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """One of the player's cards."""
        seat = state.current
        return ask(state, seat, self.stage, msg("swap which of your cards?"), acts("mine", state.seat_positions[seat]))

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Remember the card; next, its partner."""
        frm = action.args[0]
        state.shown["from"] = frm
        state.flow.replace(SwapTo(frm))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class SwapTo(MascaradeStep):
    """The card to swap-or-not with the card at ``frm``."""

    frm: str
    stage = "swap_to"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Every card ``frm`` may swap with."""
        return ask(
            state,
            state.current,
            self.stage,
            msg("swap-or-not with which card?"),
            acts("with", state.swap_partners(self.frm)),
        )

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Remember the partner; next, the secret choice."""
        to = action.args[0]
        state.shown["to"] = to
        state.flow.replace(SwapSecret(self.frm, to))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class SwapSecret(MascaradeStep):
    """Behind the curtain: swap the cards at ``frm`` and ``to``, or keep them; the same events either way."""

    frm: str
    to: str
    stage = "swap_secret"
    secret = True

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Swap or keep."""
        prompt = msg("secretly swap your card with {card}, or keep it?", card=where(state, self.to))
        return ask(state, state.current, self.stage, prompt, [Action("swap"), Action("keep")])

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Exchange (or not) the two cards under the table; the turn ends."""
        state.flow.replace(EndTurn())
        return secret_swap(state, state.current, self.frm, self.to, action.verb)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class PeekPick(MascaradeStep):
    """2-3 players: which of one's own cards to look at."""

    stage = "peek_pick"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """One of the player's cards."""
        seat = state.current
        return ask(
            state, seat, self.stage, msg("look at which of your cards?"), acts("look", state.seat_positions[seat])
        )

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Look at it, alone."""
        state.flow.replace(Peek(action.args[0]))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Peek(MascaradeStep):
    """The player alone with the card at ``look``, face up for them only."""

    look: str
    stage = "peek"
    looks = True

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Done looking."""
        return ask(state, state.current, self.stage, msg("this is your card. Remember it."), [Action("done")])

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """The look ends, and so does the turn."""
        state.flow.replace(EndTurn())
        return [Said(msg("{seat} looked at a card.", seat=Seat(state.current, state.players[state.current])))]

    def seen_by(self, state: MascaradeState, seat: int | None) -> tuple[str, ...]:
        """The card looked at, for its looker only."""
        return (self.look,) if seat == state.current else ()


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class AnnounceCard(MascaradeStep):
    """2-3 players: which of one's cards announces (never the protected one)."""

    stage = "announce_card"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """The player's unprotected cards."""
        choices = acts("using", announcers(state)) + [BACK]
        return ask(state, state.current, self.stage, msg("announce with which of your cards?"), choices)

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Next, the character (Back: the turn's first choice again)."""
        state.flow.replace(Turn() if action == BACK else Announce(action.args[0]))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Announce(MascaradeStep):
    """The character the card at ``pos`` is announced to be."""

    pos: str
    stage = "announce"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Any character in play, or Back (nothing is announced until a character is named)."""
        prompt = msg("announce which character?")
        return ask(state, state.current, self.stage, prompt, acts("announce", state.in_play) + [BACK])

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Tell the table; each other player then claims or passes, clockwise, and the claims are settled. Back:
        the turn's first choice again, nothing said."""
        if action == BACK:
            state.flow.replace(Turn())
            return []
        char = action.args[0]
        state.shown["char"] = char
        state.flow.pop()
        state.flow.then(*(Claim(s, char) for s in state.others(state.current)), Reveal(char, self.pos))
        who = Seat(state.current, state.players[state.current])
        return [Said(msg("{seat} announces: I am the {character}.", seat=who, character=game.names[char]))]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Claim(MascaradeStep):
    """``seat`` answers the announcement of ``char``: claim it too (with which card, at 2-3 players), or pass."""

    seat: int
    char: str
    stage = "claims"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Pass, or claim."""
        seat, names = self.seat, state.players
        mine = state.seat_positions[seat]
        answers = PASS_OR_CLAIM if len(mine) == 1 else (PASS, *acts("claim", mine))
        prompt = msg(
            "{seat}: {announcer} claims to be the {character}. Claim it too, or pass?",
            seat=Seat(seat, names[seat]),
            announcer=Seat(state.current, names[state.current]),
            character=game.names[self.char],
        )
        return Decision(seat, "claims", prompt, answers)

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Record the answer; the next seat answers (or the claims are settled)."""
        state.flow.pop()
        passes = action.verb == "pass"
        state.claims[self.seat] = (
            None if passes else (action.args[0] if action.args else state.seat_positions[self.seat][0])
        )
        who = Seat(self.seat, state.players[self.seat])
        return [Said(msg("{seat} passes.", seat=who) if passes else msg("{seat} claims it too.", seat=who))]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Reveal(MascaradeStep):
    """Automatic: the claims of ``char`` (announced with ``pos``) are settled: reveal, then powers, then fines."""

    char: str
    pos: str
    automatic = True

    def run(self, game: MascaradeRules, state: MascaradeState, rng: Rng) -> list[Event]:
        """Unclaimed: the announcer uses the power unrevealed. Else every involved card turns face up; each true
        holder uses the power (clockwise from the announcer) and the others are fined."""
        cur, char = state.current, self.char
        claimants = [(s, pos) for s, pos in ((s, state.claims[s]) for s in state.others(cur)) if pos]
        state.flow.pop()
        if not claimants:
            state.flow.then(UsePower(cur, self.pos, char, 1), Fines(()))
            return [Said(msg("Nobody claims it: the power is used without a reveal."))]
        involved = [(cur, self.pos), *claimants]
        events: list[Event] = []
        for seat, pos in involved:
            state.face_up.add(pos)
            state.revealed_turn[seat] = state.turn_no
            face = state.char(pos)
            text = msg("{card} is the {character}.", card=where(state, pos), character=game.names[face])
            events.append(Revealed(text, component=pos, face=face))
        truth = [(s, pos) for s, pos in involved if state.char(pos) == char]
        last = len(truth) - 1
        # Both true Peasants are paid together (one atomic power): no end check between them.
        uses = (UsePower(s, pos, char, len(truth), char == "peasant" and k < last) for k, (s, pos) in enumerate(truth))
        state.flow.then(*uses, Fines(tuple(s for s, pos in involved if state.char(pos) != char)))
        return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Fines(MascaradeStep):
    """Automatic: each of ``seats`` (the liars) pays the fine to the courthouse; then the end check."""

    seats: tuple[int, ...]
    automatic = True

    def run(self, game: MascaradeRules, state: MascaradeState, rng: Rng) -> list[Event]:
        """Pay, check for the end, then wait for the revealed cards to be seen (or end the turn)."""
        events: list[Event] = []
        fine = game.spec.fine
        for seat in self.seats:
            paid = min(fine, state.coins[seat])
            state.coins[seat] -= paid
            state.courthouse += paid
            text = msg(
                "{seat} pays a fine of {paid} to the courthouse.", seat=Seat(seat, state.players[seat]), paid=paid
            )
            events.append(Gained(text, seat=seat, resource="coins", amount=-paid))
        state.flow.replace(RevealWait() if state.face_up else EndTurn())
        return events + end_check(game.spec, state)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class RevealWait(MascaradeStep):
    """The revealed cards lie face up until the player whose turn it is turns them face down."""

    stage = "reveal_wait"

    def decide(self, game: MascaradeRules, state: MascaradeState) -> Decision:
        """Continue."""
        prompt = msg("look at the revealed cards, then turn them face down.")
        return ask(state, state.current, self.stage, prompt, [Action("continue")])

    def resolve(self, game: MascaradeRules, state: MascaradeState, action: Action, rng: Rng) -> list[Event]:
        """Face down again; the turn ends."""
        state.flow.replace(EndTurn())
        return hide_revealed(state) + [Said(msg("The revealed cards turn face down."))]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class EndTurn(MascaradeStep):
    """Automatic: the end check, then the left neighbour's turn."""

    automatic = True

    def run(self, game: MascaradeRules, state: MascaradeState, rng: Rng) -> list[Event]:
        """End the game, or pass the turn on."""
        events = end_check(game.spec, state)
        if not state.flow:
            return events
        state.turn_no += 1
        state.current = (state.current + 1) % state.count
        state.shown, state.claims = {}, {}
        state.flow.replace(Turn())
        who = Seat(state.current, state.players[state.current])
        events.append(
            PhaseBegan(msg("Turn {turn}: {seat}.", turn=state.turn_no, seat=who), phase="turn", seat=state.current)
        )
        return events
