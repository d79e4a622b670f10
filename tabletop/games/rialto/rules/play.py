"""Rialto phase II play turns: putting cards down for a stage, jokers, the yellow buildings, delay (digest 2, 3).

A play is built privately one click at a time (a card of the stage's type, a joker, a yellow building
and the card it converts) and shown to everyone only when played. One joker alone is never a play;
two jokers may stand in for the stage's type (option joker_pair_counts says what the pair counts).

Its steps: ``BeginStage`` (automatic, one per stage, queued by the round) opens a stage and puts ``PlayTurns`` on
the flow. ``PlayTurns`` (automatic) stays under the play turns: while someone is left in the stage's order it lets
the neutral player play, or puts a ``Turn`` on top for the player first in the order; once nobody is left it decides
the advantage and gives way to a ``Resolve`` per participant in Doge order and ``EndStage`` (stages.py). A ``Turn``
is one click of a play turn (``converting``: the yellow building waiting for the card it converts); the next click
is the same player's ``Turn`` until they play, pass or wait, and then ``PlayTurns`` says who is next.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Moved, Revealed, Said
from tabletop.engine.message import Name, joined, msg, msgn
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.rialto.rules.common import act, activate, card_name, gain_coins, hand_types, kind_of, move_card
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.phase1 import neutral_cards
from tabletop.games.rialto.rules.stages import EndStage, Resolve, begin_stage, decide_advantage
from tabletop.games.rialto.rules.state import Play, RialtoState, board, hand, played
from tabletop.games.rialto.rules.steps import RialtoStep

if TYPE_CHECKING:
    from tabletop.games.rialto.rules.rules import RialtoRules


def stage_card(spec: RialtoSpec, state: RialtoState) -> str:
    """The card type of the current stage."""
    return spec.stage(state.stage).card


def tally(spec: RialtoSpec, state: RialtoState, play: Play) -> tuple[int, int, int]:
    """(real, converted, jokers) of a play."""
    real = sum(1 for c in play.cards if state.card_type[c] != spec.wild_card)
    jokers = len(play.cards) - real
    jokers += sum(kind_of(spec, state, b).params.get("jokers", 1) for b in play.joker_buildings)
    conv = sum(kind_of(spec, state, b).params["counts_as"] for b, _ in play.converted)
    return real, conv, jokers


def count_of(spec: RialtoSpec, state: RialtoState, play: Play) -> int:
    """What a play counts as in its stage."""
    real, conv, jokers = tally(spec, state, play)
    if real + conv == 0 and jokers >= spec.card_rows.jokers_without_real_card:
        return jokers - (2 - state.opts.number("joker_pair_counts"))
    return real + conv + jokers


def yellow_usable(spec: RialtoSpec, state: RialtoState, p: int, play: Play) -> dict[str, list[str]]:
    """The player's buildings that may be activated now besides those of the play (each needs a coin of its own),
    by effect, in board order."""
    used = play.buildings()
    found: dict[str, list[str]] = {}
    if state.coins[p] - len(used) < 1:
        return found
    coin_on, blocked = state.coin_on, state.blocked
    for b in state.zones.get(board(p), ()):
        if b not in used and b not in coin_on and b not in blocked:
            found.setdefault(kind_of(spec, state, b).effect, []).append(b)
    return found


def play_actions(spec: RialtoSpec, state: RialtoState, p: int, converting: str) -> tuple[Action, ...]:
    """The choices of a play turn (``converting``: a yellow building waiting for the card it converts)."""
    play = state.plays[p]
    card, wild = stage_card(spec, state), spec.wild_card
    free = hand_types(state, p, play.all_cards())
    if converting:
        acts = [act("convert", t) for t in sorted(free) if t not in (card, wild)]
        return tuple(acts + [act("cancel")])
    usable = yellow_usable(spec, state, p, play)
    other_types = len(free) - (card in free) - (wild in free)  # the hand's types a yellow building may convert
    converters = usable.get("convert", []) if other_types else []
    joker_buildings = usable.get("joker", [])
    empty = not play.cards and not play.converted and not play.joker_buildings
    real, conv, jokers = tally(spec, state, play) if not empty else (0, 0, 0)
    # Jesters only when a play can still come of them: never one jester alone.
    spare_coins = state.coins[p] - len(play.buildings())
    need = spec.card_rows.jokers_without_real_card
    jesters_possible = jokers + free.get(wild, 0) + min(len(joker_buildings), spare_coins)
    could_play = real + conv + free.get(card, 0) + len(converters) > 0 or jesters_possible >= need
    acts = [act("add", card)] if free.get(card) else []
    if free.get(wild) and could_play:
        acts.append(act("add", wild))
    acts += [act("use", b) for b in converters]
    if could_play:
        acts += [act("use", b) for b in joker_buildings]
    if empty and not play.delayed:
        acts += [act("delay", b) for b in usable.get("delay", [])[:1]]
    if not empty and (real + conv >= 1 or jokers >= need):  # a play: something counts, never one jester alone
        acts.append(act("play"))
    acts.append(act("pass") if empty else act("clear"))
    return tuple(acts)


def apply_play(
    spec: RialtoSpec, state: RialtoState, p: int, converting: str, action: Action
) -> tuple[list[Event], str]:
    """Apply one click of a play turn; return the events and the yellow building now waiting for the card it
    converts ("" if none)."""
    play, verb = state.plays[p], action.verb
    arg = action.args[0] if action.args else ""
    if verb == "cancel":
        return [], ""
    if verb == "convert":
        card = next(c for c in state.cards_of(hand(p), arg) if c not in play.all_cards())
        play.converted.append((converting, card))
        return [], ""
    if verb == "add":
        play.cards.append(next(c for c in state.cards_of(hand(p), arg) if c not in play.cards))
        return [], ""
    if verb == "use":
        if kind_of(spec, state, arg).effect == "joker":
            play.joker_buildings.append(arg)
            return [], ""
        return [], arg
    if verb == "clear":
        state.plays[p] = Play(delayed=play.delayed)
        return [], ""
    if verb == "delay":
        return delay(spec, state, p, arg), ""
    if verb == "pass":
        play.done, play.count = True, 0
        state.order.remove(p)
        return [Said(msg("{who} plays nothing in stage {letter}.", who=state.who(p), letter=Name(state.stage)))], ""
    return reveal_play(spec, state, p), ""


def delay(spec: RialtoSpec, state: RialtoState, p: int, building: str) -> list[Event]:
    """Wait with a delay building: a coin, and the turn goes to the end of the stage's order."""
    who, kind = state.who(p), kind_of(spec, state, building)
    state.plays[p].delayed = True
    text = msg("{who} activates {building} to play last in this stage, paying 1 coin.", who=who, building=kind.name)
    events = activate(state, p, building, text)
    events += gain_coins(spec, state, p, kind.params.get("coins", 1), msg("{who} takes a coin for waiting.", who=who))
    state.order.remove(p)
    state.order.append(p)
    if state.opts.text("delayed_players_order") == "doge_order":
        _sort_delayed_by_doge(state)
    return events


def _sort_delayed_by_doge(state: RialtoState) -> None:
    """Order the delayed players among themselves by Doge order."""
    delayed = [q for q in state.order if state.plays[q].delayed]
    undelayed = [q for q in state.order if not state.plays[q].delayed]
    state.order[:] = undelayed + sorted(delayed, key=state.doge_order().index)


def reveal_play(spec: RialtoSpec, state: RialtoState, p: int) -> list[Event]:
    """Put the play face up for everyone and pay for its yellow buildings."""
    play, who = state.plays[p], state.who(p)
    play.count, play.done = count_of(spec, state, play), True
    state.order.remove(p)
    parts = [card_name(spec, state.card_type[c]) for c in play.cards]
    parts += [
        msg(
            "{card} as {n} (with {building})",
            card=card_name(spec, state.card_type[c]),
            n=kind_of(spec, state, b).params["counts_as"],
            building=kind_of(spec, state, b).name,
        )
        for b, c in play.converted
    ]
    parts += [msg("{building} as a jester", building=kind_of(spec, state, b).name) for b in play.joker_buildings]
    text = msg(
        "{who} plays {cards}: {n} for stage {letter}.",
        who=who,
        cards=joined(parts, ", "),
        n=play.count,
        letter=Name(state.stage),
    )
    events: list[Event] = [Revealed(text)]
    for b in play.buildings():
        events += activate(state, p, b)
    for c in play.all_cards():
        events.append(move_card(state, c, hand(p), played(p)))
    return events


def neutral_play(spec: RialtoSpec, state: RialtoState, np: int) -> list[Event]:
    """The neutral player (``np``) puts down all its cards of the stage's type."""
    cards = neutral_cards(spec, state, np, stage_card(spec, state))
    play = state.plays[np]
    play.cards, play.count, play.done = list(cards), len(cards), True
    state.order.remove(np)
    events: list[Event] = [
        Said(msgn("The neutral player plays {n} card.", "The neutral player plays {n} cards.", len(cards)))
    ]
    for c in cards:
        state.move(c, hand(np), played(np))
        events.append(Moved("", component=c, src=hand(np), dst=played(np), face=state.card_type[c]))
    return events


# ----- the steps of the play turns ---------------------------------------------------------------------
@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class BeginStage(RialtoStep):
    """Automatic: a stage opens (its start player, the clockwise order of play turns), then its play turns."""

    letter: str
    automatic = True
    task = "stage"

    def run(self, game: RialtoRules, state: RialtoState, rng: Rng) -> list[Event]:
        """Open the stage."""
        state.flow.replace(PlayTurns())
        return begin_stage(game.spec, state, self.letter)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class PlayTurns(RialtoStep):
    """Automatic, under the play turns of a stage: the next play turn, the neutral player's play, or (nobody
    left to play) the advantage and the stage's effects."""

    automatic = True
    task = "turns"

    def who(self, state: RialtoState) -> int | None:
        """The participant first in the stage's order."""
        return state.order[0] if state.order else None

    def run(self, game: RialtoRules, state: RialtoState, rng: Rng) -> list[Event]:
        """Let the next participant play, or end the play turns."""
        if state.order:
            p = state.order[0]
            if not state.is_human(p):
                return neutral_play(game.spec, state, p)
            state.flow.then(Turn(p))
            return []
        state.flow.pop()
        events = decide_advantage(game.spec, state)
        state.flow.then(*[Resolve(p) for p in state.doge_order()], EndStage())
        return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Turn(RialtoStep):
    """One click of a player's play turn (``converting``: the yellow building waiting for the card it converts)."""

    seat: int
    converting: str = ""
    task = "turns"

    def pending(self) -> dict[str, str]:
        """The yellow building waiting for its card."""
        return {"convert": self.converting} if self.converting else {}

    def decide(self, game: RialtoRules, state: RialtoState) -> Decision:
        """Put cards down, use yellow buildings, wait, play or pass."""
        spec, p = game.spec, self.seat
        who = state.who(p)
        if self.converting:
            prompt = msg("{who}: which card to convert?", who=who)
        else:
            prompt = msg(
                "{who}: play {card} cards for stage {letter}, or pass.",
                who=who,
                card=spec.stage(state.stage).name,
                letter=Name(state.stage),
            )
        return Decision(p, "play", prompt, play_actions(spec, state, p, self.converting))

    def resolve(self, game: RialtoRules, state: RialtoState, action: Action, rng: Rng) -> list[Event]:
        """Apply the click: the player goes on while first in the order; else the turns underneath say who is next."""
        events, converting = apply_play(game.spec, state, self.seat, self.converting, action)
        if converting or (state.order and state.order[0] == self.seat):
            state.flow.replace(Turn(self.seat, converting))
        else:
            state.flow.pop()
        return events
