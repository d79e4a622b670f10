"""ACTIONS (digest §2.4): one turn each in turn order, any cards in any order, then ``end``.

``ActionTurn(seat)`` offers ``play CARD`` (white), ``board CARD`` (black onto the 6-slot board; when it is full,
``discard`` one first), ``activate CARD`` (once a round), ``bonus TILE`` (an action-turn bonus tile) and ``end``.
Each action pushes its effect steps and then the turn again, so a multi-step effect is finished before anything
else (T12). Playing a group card (Pub Visit) opens ``GroupPlay``: ``add`` more copies, then ``go``. After each white
card, ``AfterWhite`` records it and offers each matching ``on_play_white`` trigger (``trigger`` or ``skip``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.errors import IllegalActionError
from tabletop.engine.events import Event, Said
from tabletop.engine.message import joined, msg, msgn
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.prodigals.rules.cards import activation, card, is_white, needs_tile, party, permanents, play_effect
from tabletop.games.prodigals.rules.resolve import Ctx, Do, who
from tabletop.games.prodigals.rules.state import ProdigalsState, ProdigalsStep
from tabletop.games.prodigals.rules.vocab import Effect, LoseVotesByCount, OnPlayWhite

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.rules import ProdigalsRules

END = Action("end")


def group_size(game: ProdigalsRules, card_id: str) -> int:
    """How many copies of a group card may be played at once (1 for other cards)."""
    effect = play_effect(game.spec, card_id)
    return len(effect.losses) if isinstance(effect, LoseVotesByCount) else 1


def turn_actions(game: ProdigalsRules, state: ProdigalsState, seat: int) -> list[Action]:
    """The legal actions of an action turn."""
    me = state.seats[seat]
    acts = []
    tileless = not me.possessions  # a sale or exchange needs a possession tile (components reading 15)
    for c in sorted(set(me.hand)):
        if getattr(card(game.spec, c), "abmt", False):
            continue  # A Bit More Time goes only with an action that counts it (components §3.6)
        white = is_white(game.spec, c)
        if white and tileless and needs_tile(play_effect(game.spec, c)):
            continue
        acts.append(Action("play" if white else "board", (c,)))
    for c in me.board:
        effect = activation(game.spec, c, game.variants_on(state))
        if c not in me.activated and effect is not None and not (tileless and needs_tile(effect)):
            acts.append(Action("activate", (c,)))
    for t in sorted(set(me.bonus_tiles)):
        tile = next(b for b in game.spec.bonus_tiles if b.id == t)
        if tile.use == "action_turn" and not (tileless and needs_tile(game.spec.effect(tile.effect, "tile"))):
            acts.append(Action("bonus", (t,)))
    return [*acts, END]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class ActionTurn(ProdigalsStep):
    """A player's one action turn."""

    seat: int

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """Cards to play, board, activate, bonus tiles, or end."""
        return Decision(
            self.seat,
            "turn",
            msg("Play cards, activate, or end your turn."),
            tuple(turn_actions(game, state, self.seat)),
        )

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Do the action; the turn continues after its effect unless it was ``end``."""
        state.flow.pop()
        if action.verb == "end":
            return [Said(msg("{seat} ends the turn.", seat=who(state, self.seat)))]
        state.flow.then(ActionTurn(self.seat))
        return _ACTIONS[action.verb](game, state, self.seat, action.args[0])


def _play(game: ProdigalsRules, state: ProdigalsState, seat: int, card_id: str) -> list[Event]:
    me = state.seats[seat]
    if group_size(game, card_id) > 1:
        state.flow.then(GroupPlay(seat, (card_id,)))
        return []
    me.hand.remove(card_id)
    me.resolving.append(card_id)
    effect = play_effect(game.spec, card_id)  # never None: A Bit More Time is not offered alone (turn_actions)
    resolving = [Do(seat, effect, Ctx(card_id, action_phase=True))] if effect is not None else []
    state.flow.then(*resolving, AfterWhite(seat, card_id, me.megaphones))
    return [Said(msg("{seat} plays {card}.", seat=who(state, seat), card=card(game.spec, card_id).name))]


def _board(game: ProdigalsRules, state: ProdigalsState, seat: int, card_id: str) -> list[Event]:
    me = state.seats[seat]
    if len(me.board) >= game.spec.numbers.black_card_slots.value:
        state.flow.then(BoardDiscard(seat, card_id))
        return []
    me.hand.remove(card_id)
    me.board.append(card_id)
    return [Said(msg("{seat} puts {card} on the board.", seat=who(state, seat), card=card(game.spec, card_id).name))]


def _activate(game: ProdigalsRules, state: ProdigalsState, seat: int, card_id: str) -> list[Event]:
    state.seats[seat].activated.add(card_id)
    effect = activation(game.spec, card_id, game.variants_on(state))
    if effect is not None:  # always: only a card with an activation is offered (turn_actions)
        state.flow.then(Do(seat, effect, Ctx(card_id, action_phase=True)))
    return [Said(msg("{seat} activates {card}.", seat=who(state, seat), card=card(game.spec, card_id).name))]


def _bonus(game: ProdigalsRules, state: ProdigalsState, seat: int, tile_id: str) -> list[Event]:
    state.seats[seat].bonus_tiles.remove(tile_id)
    state.bonus_supply.append(tile_id)
    tile = next(b for b in game.spec.bonus_tiles if b.id == tile_id)
    state.flow.then(Do(seat, game.spec.effect(tile.effect, "tile"), Ctx(tile_id, action_phase=True)))
    return [Said(msg("{seat} uses bonus tile {tile}.", seat=who(state, seat), tile=tile.name))]


_ACTIONS: dict[str, Callable[[ProdigalsRules, ProdigalsState, int, str], list[Event]]] = {
    "play": _play,
    "board": _board,
    "activate": _activate,
    "bonus": _bonus,
}


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class BoardDiscard(ProdigalsStep):
    """The board is full: ``discard CARD`` from it (activated or not) to make room, or ``cancel``."""

    seat: int
    card: str

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """Any board card."""
        acts = tuple(Action("discard", (c,)) for c in state.seats[self.seat].board)
        return Decision(
            self.seat, "board_full", msg("Your board is full: discard a card from it."), (*acts, Action("cancel"))
        )

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Discard it and put the new card on the board."""
        state.flow.pop()
        if action.verb == "cancel":
            return []
        me = state.seats[self.seat]
        old = action.args[0]
        me.board.remove(old)
        me.activated.discard(old)
        state.discard.append(old)
        me.hand.remove(self.card)
        me.board.append(self.card)
        old_name, new_name = card(game.spec, old).name, card(game.spec, self.card).name
        return [
            Said(
                msg(
                    "{seat} discards {old} and puts {new} on the board.",
                    seat=who(state, self.seat),
                    old=old_name,
                    new=new_name,
                )
            )
        ]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class GroupPlay(ProdigalsStep):
    """Copies of a group card played at once: ``add CARD`` (up to the table's size) or ``go``."""

    seat: int
    chosen: tuple[str, ...]

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """More copies of the same name, or go."""
        me = state.seats[self.seat]
        name = card(game.spec, self.chosen[0]).name
        acts = []
        if len(self.chosen) < group_size(game, self.chosen[0]):
            rest = sorted({c for c in me.hand if c not in self.chosen and card(game.spec, c).name.text == name.text})
            acts = [Action("add", (c,)) for c in rest]
        return Decision(
            self.seat, "group", msg("Play more {card} cards at once, or go.", card=name), (*acts, Action("go"))
        )

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Add a copy, or lose the table's votes for the copies and record each as a white card played."""
        state.flow.pop()
        if action.verb == "add":
            state.flow.then(GroupPlay(self.seat, (*self.chosen, action.args[0])))
            return []
        me = state.seats[self.seat]
        effect = play_effect(game.spec, self.chosen[0])
        if not isinstance(effect, LoseVotesByCount):  # GroupPlay is opened only for a group card (group_size)
            raise IllegalActionError(str(action), "group", f"{self.chosen[0]} is not a group card")
        loss = effect.losses[len(self.chosen) - 1]
        for c in self.chosen:
            me.hand.remove(c)
            me.resolving.append(c)
        me.votes -= loss
        state.flow.then(*(AfterWhite(self.seat, c, me.megaphones) for c in self.chosen))
        name = card(game.spec, self.chosen[0]).name
        return [
            Said(
                msgn(
                    "{seat} plays {copies} x {card} and loses {n} vote.",
                    "{seat} plays {copies} x {card} and loses {n} votes.",
                    loss,
                    seat=who(state, self.seat),
                    copies=len(self.chosen),
                    card=name,
                )
            )
        ]


def trigger_matches(game: ProdigalsRules, trigger: OnPlayWhite, card_id: str, gained: int) -> bool:
    """Whether a white card sets off an on_play_white trigger (with megaphones: it gained at least 1, reading 14)."""
    if trigger.party is not None:
        p = party(game.spec, card_id)
        if not (p is not None if trigger.party == "any" else p == trigger.party):
            return False
    if (
        trigger.name is not None and card(game.spec, card_id).name.text != trigger.name
    ):  # the data names a card by its text
        return False
    return not trigger.has_megaphones or gained > 0


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class AfterWhite(ProdigalsStep):
    """A white card has resolved: it stays in front of its player; matching triggers are offered."""

    seat: int
    card: str
    megaphones_before: int
    automatic = True

    def run(self, game: ProdigalsRules, state: ProdigalsState, rng: Rng) -> list[Event]:
        """Record the card, then offer the matching triggers of the board."""
        state.flow.pop()
        me = state.seats[self.seat]
        me.resolving.remove(self.card)
        me.played.append(self.card)
        gained = me.megaphones - self.megaphones_before
        pending = tuple(
            (board_card, p.effect, Ctx(board_card, gained, True))
            for board_card in me.board
            for p in permanents(game.spec, board_card)
            if isinstance(p, OnPlayWhite) and trigger_matches(game, p, self.card, gained)
        )
        if pending:
            state.flow.then(TriggerOffer(self.seat, pending))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class TriggerOffer(ProdigalsStep):
    """Permanent effects fired by one event, in the order the player chooses: ``trigger CARD`` or ``skip CARD``.

    Triggered effects are optional (reading 12); each is resolved fully before the next is chosen.
    """

    seat: int
    pending: tuple[tuple[str, Effect, Ctx], ...]  # (card, effect, where it comes from)

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """Use or skip each pending effect."""
        acts = [Action(verb, (c,)) for c, _, _ in self.pending for verb in ("trigger", "skip")]
        names = joined([card(game.spec, c).name for c, _, _ in self.pending], ", ")
        return Decision(self.seat, "trigger", msg("Triggered: {cards}. Use or skip each.", cards=names), tuple(acts))

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Resolve the chosen effect (or skip it); the others wait."""
        state.flow.pop()
        index = next(i for i, (c, _, _) in enumerate(self.pending) if c == action.args[0])
        card_id, effect, ctx = self.pending[index]
        rest = self.pending[:index] + self.pending[index + 1 :]
        later = [TriggerOffer(self.seat, rest)] if rest else []
        if action.verb == "skip":
            state.flow.then(*later)
            return [
                Said(msg("{seat} does not use {card}.", seat=who(state, self.seat), card=card(game.spec, card_id).name))
            ]
        state.flow.then(Do(self.seat, effect, ctx), *later)
        return [Said(msg("{seat} uses {card}.", seat=who(state, self.seat), card=card(game.spec, card_id).name))]
