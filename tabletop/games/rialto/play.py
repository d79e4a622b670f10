"""Rialto phase II play turns: putting cards down for a stage, jokers, the yellow buildings, delay (digest 2, 3).

A play is built privately one click at a time (a card of the stage's type, a joker, a yellow building
and the card it converts) and shown to everyone only when played. One joker alone is never a play;
two jokers may stand in for the stage's type (option joker_pair_counts says what the pair counts).
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.events import Event, Moved, Revealed, Said
from tabletop.games.rialto.common import activate, can_activate, card_name, gain_coins, hand_types, kind_of, move_card
from tabletop.games.rialto.data import RialtoSpec
from tabletop.games.rialto.phase1 import neutral_cards
from tabletop.games.rialto.state import Play, RialtoState, hand, played


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
        return jokers - (2 - state.opts["joker_pair_counts"])
    return real + conv + jokers


def is_legal(spec: RialtoSpec, state: RialtoState, play: Play) -> bool:
    """A play may be made: something counts, and never one joker alone."""
    real, conv, jokers = tally(spec, state, play)
    return real + conv >= 1 or jokers >= spec.card_rows.jokers_without_real_card


def yellow_usable(spec: RialtoSpec, state: RialtoState, p: int, play: Play, effect: str) -> list[str]:
    """The player's yellow buildings with this effect that may be activated now."""
    used = play.buildings()
    return [
        b
        for b in state.buildings(p)
        if kind_of(spec, state, b).effect == effect and b not in used and can_activate(state, p, b, len(used))
    ]


def play_actions(spec: RialtoSpec, state: RialtoState, p: int) -> tuple[Action, ...]:
    """The choices of a play turn."""
    play = state.plays[p]
    card = stage_card(spec, state)
    if "convert" in state.sub:
        free = hand_types(state, p, play.all_cards())
        acts = [Action("convert", (t,)) for t in sorted(free) if t not in (card, spec.wild_card)]
        return tuple(acts + [Action("cancel")])
    free = hand_types(state, p, play.all_cards())
    others = [t for t in free if t not in (card, spec.wild_card)]
    converters = yellow_usable(spec, state, p, play, "convert") if others else []
    joker_buildings = yellow_usable(spec, state, p, play, "joker")
    real, conv, jokers = tally(spec, state, play)
    # Jesters only when a play can still come of them: never one jester alone.
    spare_coins = state.coins[p] - len(play.buildings())
    jesters_possible = jokers + free.get(spec.wild_card, 0) + min(len(joker_buildings), spare_coins)
    could_play = (
        real + conv + free.get(card, 0) + len(converters) > 0
        or jesters_possible >= spec.card_rows.jokers_without_real_card
    )
    acts = [Action("add", (card,))] if free.get(card) else []
    if free.get(spec.wild_card) and could_play:
        acts.append(Action("add", (spec.wild_card,)))
    acts += [Action("use", (b,)) for b in converters]
    if could_play:
        acts += [Action("use", (b,)) for b in joker_buildings]
    empty = not play.cards and not play.converted and not play.joker_buildings
    if empty and not play.delayed:
        acts += [Action("delay", (b,)) for b in yellow_usable(spec, state, p, play, "delay")[:1]]
    if not empty and is_legal(spec, state, play):
        acts.append(Action("play"))
    acts.append(Action("pass") if empty else Action("clear"))
    return tuple(acts)


def apply_play(spec: RialtoSpec, state: RialtoState, p: int, action: Action) -> tuple[list[Event], bool]:
    """Apply one click of a play turn; return the events and whether the turn is over."""
    play, verb, who = state.plays[p], action.verb, state.name(p)
    arg = action.args[0] if action.args else ""
    if verb == "cancel":
        state.sub = {}
        return [], False
    if verb == "convert":
        card = next(c for c in state.cards_of(hand(p), arg) if c not in play.all_cards())
        play.converted.append((state.sub.pop("convert"), card))
        return [], False
    if verb == "add":
        play.cards.append(next(c for c in state.cards_of(hand(p), arg) if c not in play.cards))
        return [], False
    if verb == "use":
        effect = kind_of(spec, state, arg).effect
        if effect == "joker":
            play.joker_buildings.append(arg)
        else:
            state.sub = {"convert": arg}
        return [], False
    if verb == "clear":
        state.plays[p] = Play(delayed=play.delayed)
        return [], False
    if verb == "delay":
        play.delayed = True
        name = kind_of(spec, state, arg).name
        events = activate(state, p, arg, f"{who} activates {name} to play last in this stage.")
        events += gain_coins(
            spec, state, p, kind_of(spec, state, arg).params.get("coins", 1), f"{who} takes a coin for waiting."
        )
        state.order.remove(p)
        state.order.append(p)
        if state.opts["delayed_players_order"] == "doge_order":
            _sort_delayed_by_doge(state)
        return events, False
    if verb == "pass":
        play.done, play.count = True, 0
        state.order.remove(p)
        return [Said(f"{who} plays nothing in stage {state.stage}.")], True
    return reveal_play(spec, state, p), True


def _sort_delayed_by_doge(state: RialtoState) -> None:
    """Order the delayed players among themselves by Doge order."""
    delayed = [q for q in state.order if state.plays[q].delayed]
    undelayed = [q for q in state.order if not state.plays[q].delayed]
    state.order[:] = undelayed + sorted(delayed, key=state.doge_order().index)


def reveal_play(spec: RialtoSpec, state: RialtoState, p: int) -> list[Event]:
    """Put the play face up for everyone and pay for its yellow buildings."""
    play, who = state.plays[p], state.name(p)
    play.count, play.done = count_of(spec, state, play), True
    state.order.remove(p)
    real, conv, jokers = tally(spec, state, play)
    parts = [card_name(spec, state.card_type[c]) for c in play.cards]
    parts += [
        f"{card_name(spec, state.card_type[c])} as {kind_of(spec, state, b).params['counts_as']} "
        f"(with {kind_of(spec, state, b).name})"
        for b, c in play.converted
    ]
    parts += [f"{kind_of(spec, state, b).name} as a jester" for b in play.joker_buildings]
    events: list[Event] = [Revealed(f"{who} plays {', '.join(parts)}: {play.count} for stage {state.stage}.")]
    for b in play.buildings():
        events += activate(state, p, b, "")
    for c in play.all_cards():
        events.append(move_card(state, c, hand(p), played(p)))
    return events


def neutral_play(spec: RialtoSpec, state: RialtoState) -> list[Event]:
    """The neutral player puts down all its cards of the stage's type."""
    np = state.np
    cards = neutral_cards(spec, state, stage_card(spec, state))
    play = state.plays[np]
    play.cards, play.count, play.done = list(cards), len(cards), True
    state.order.remove(np)
    events: list[Event] = [Said(f"The neutral player plays {len(cards)} card{'s' * (len(cards) != 1)}.")]
    for c in cards:
        state.move(c, hand(np), played(np))
        events.append(Moved("", component=c, src=hand(np), dst=played(np), face=state.card_type[c]))
    return events
