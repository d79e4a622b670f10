"""Why a Rialto action is not legal now, in the rules' words, with the numbers of the data and the table.

``why_not`` answers the table when a player presses a disabled button or clicks a piece that is not a legal
target (the layout's ``intent_of`` says what the click meant). It speaks to ``seat`` and never tells it more
than its view shows: the hand it may speak of is that seat's own, and only on that seat's private turn.
"""

from __future__ import annotations

from tabletop.engine.decisions import Decision
from tabletop.engine.message import Msg, Name, Words, as_msg, msg, msgn
from tabletop.games.rialto.rules import words
from tabletop.games.rialto.rules.buildings import Build, owned_kinds, upgrade_targets
from tabletop.games.rialto.rules.common import hand_types, kind_of
from tabletop.games.rialto.rules.data import BuildingKind, RialtoSpec
from tabletop.games.rialto.rules.play import stage_card, tally
from tabletop.games.rialto.rules.reasons import Reasons, doing
from tabletop.games.rialto.rules.state import BRIDGES, RialtoState, supply

COLOUR_TASK = {"green": "cards", "yellow": "turns", "blue": "blue"}  # the task in which a colour's buildings work


def why_not(
    spec: RialtoSpec, state: RialtoState, decision: Decision, seat: int | None, verb: str, arg: str | None
) -> Words:
    """Why ``verb`` (on ``arg``) is not legal for ``seat`` now; a hint when it is legal after all."""
    if decision.seat is None:
        return msg("The game is over: the final scoring is done.")
    p = decision.seat
    if seat != p:  # before anything else: the choices of another player's private turn are not for this seat
        return msg("It is {who}'s choice now ({doing}).", who=state.who(p), doing=doing(spec, state))
    own = arg in state.buildings(p)  # the wait is offered on one delay building: any of one's own means it
    if any(
        a.verb == verb and (arg is None or a.args[:1] == (arg,) or verb == "delay" and own) for a in decision.actions
    ):
        return _legal_hint(spec, state, verb)
    reason = getattr(TurnReasons(spec, state, p), "why_" + verb, None)
    text = reason(arg) if reason is not None else None
    return text or msg("That is not a legal choice now. {prompt}", prompt=as_msg(decision.prompt))


def _legal_hint(spec: RialtoSpec, state: RialtoState, verb: str) -> Msg:
    """A click that meant a legal choice made by a button."""
    if verb == "clear":
        return msg("To take back the cards you put down, press Take back.")
    if verb == "delay":
        return msg("To wait, press the Wait button: you play after everyone else in this stage.")
    if verb == "draw":
        green = state.pending()["green"]
        n = kind_of(spec, state, green).params["draw"]
        return msgn("To draw {n} cards, press the Draw button.", "To draw {n} cards, press the Draw button.", n)
    return msg("That is a legal choice now.")


class TurnReasons(Reasons):
    """The reasons of buildings, play turns, bridges, gondolas and the councillors, for player ``p``."""

    # ----- buildings
    def why_use(self, arg: str | None) -> Msg | None:
        """Using (activating) a building."""
        if arg is None:
            return self.first_finish() or msg("Click one of your buildings to use it.")
        other = self.not_yours(arg)
        if other:
            return other
        spec, state, kind = self.spec, self.state, self.kind(arg)
        colour = words.colour_word(spec, kind.colour)
        if COLOUR_TASK.get(kind.colour) != self.task:
            phase = words.phase_of(spec, kind.colour)
            if kind.colour == "green":
                return msg(
                    "{building} is a {colour} building: it works in {phase}, after every row has been taken; {now}.",
                    building=kind.name,
                    colour=colour,
                    phase=phase,
                    now=self.now(),
                )
            return msg(
                "{building} is a {colour} building: it works in {phase}; {now}.",
                building=kind.name,
                colour=colour,
                phase=phase,
                now=self.now(),
            )
        finish = self.first_finish()
        if finish:
            return finish
        if self.task == "turns":
            return self._use_yellow(arg, kind)
        coin = self.coin(arg)
        if coin:
            return coin
        if kind.effect == "upgrade" and not upgrade_targets(spec, state, self.p):
            return msg(
                "{building} upgrades a building to the next value of its colour: none of yours has one left in the "
                "supply.",
                building=kind.name,
            )
        return None

    def _use_yellow(self, b: str, kind: BuildingKind) -> Msg | None:
        spec, state, p = self.spec, self.state, self.p
        play = state.plays[p]
        if kind.effect == "delay":
            return self.why_delay(b)
        if b in play.buildings():
            return msg("{building} is already part of this play.", building=kind.name)
        coin = self.coin(b, len(play.buildings()))
        if coin:
            return coin
        card, jester = stage_card(spec, state), words.wild(spec)
        if kind.effect == "convert":
            free = hand_types(state, p, play.all_cards())
            if not [t for t in free if t not in (card, spec.wild_card)]:
                return msg(
                    "{building} converts a card of another type (not a {jester}): you have no such card left besides "
                    "{card} cards and {jester}s.",
                    building=kind.name,
                    jester=jester,
                    card=self.card(card),
                )
        if kind.effect == "joker":  # paid for and free: what is missing is something to go with it
            return msg(
                "{building} counts as a jester, and one jester alone is never a play: you have nothing to go with it "
                "(no {card} card, no second jester).",
                building=kind.name,
                card=self.card(card),
            )
        return None

    def why_build(self, arg: str | None) -> Msg | None:
        """Taking a building in stage C."""
        spec, state = self.spec, self.state
        stage = words.stage_by_action(spec, "build")
        if self.task != "build":
            return msg(
                "Buildings are taken in stage {letter}, by whoever played {card} cards, up to the value of their "
                "count; {now}.",
                letter=Name(stage.letter),
                card=self.card(stage.card),
                now=self.now(),
            )
        finish = self.first_finish()
        if finish or arg is None:
            return finish
        kind = spec.building(arg)
        step = state.flow.top
        assert isinstance(step, Build)  # the task is "build": the current step is a Build
        cap = min(step.allowance, spec.building_stage.max_value)
        if kind.value > cap:
            return msg(
                "You may take a building of value up to {cap}: {building} has value {n}.",
                cap=cap,
                building=kind.name,
                n=kind.value,
            )
        if not state.zones[supply(arg)]:
            return msg("No {building} is left in the supply.", building=kind.name)
        if not self.opts.flag("duplicate_buildings_allowed") and arg in owned_kinds(state, self.p):
            return msg("You already own a {building}.", building=kind.name)
        return None

    def why_skip(self, arg: str | None) -> Msg | None:
        """Taking no building."""
        if self.task != "build":
            letter = Name(words.stage_by_action(self.spec, "build").letter)
            return msg("'No building' is a choice of stage {letter}; {now}.", letter=letter, now=self.now())
        return self.first_finish() or msg("You must take a building: taking one is not optional in these rules.")

    def why_return(self, arg: str | None) -> Msg | None:
        """Returning a building to make room."""
        slots = self.spec.buildings.slots_per_player
        if self.task != "build" or "return" not in self.state.pending():
            return msgn(
                "A building goes back to the supply only when a new one does not fit on a board ({n} slot).",
                "A building goes back to the supply only when a new one does not fit on a board ({n} slots).",
                slots,
            )
        other = self.not_yours(arg) if arg else None
        if other:
            return other
        if arg == self.state.pending()["return"]:
            return msg("{building} is the building you just took: return another one.", building=self.kind(arg).name)
        return None

    def why_upgrade(self, arg: str | None) -> Msg | None:
        """Choosing the building to upgrade."""
        names = self.kinds("upgrade")
        if self.task != "blue" or "upgrade" not in self.state.pending():
            return msg("First use {names} (1 coin) in phase III, then click the building to upgrade.", names=names)
        other = self.not_yours(arg) if arg else None
        if other or arg is None:
            return other
        kind = self.kind(arg)
        nxt = next((k for k in self.spec.buildings_of(kind.colour) if k.value == kind.value + 1), None)
        if nxt is None:
            return msg("{building} has the highest value of its colour: it cannot be upgraded.", building=kind.name)
        if not self.state.zones[supply(nxt.id)]:
            return msg("No {next} is left in the supply to upgrade {building} to.", next=nxt.name, building=kind.name)
        return None

    def why_cancel(self, arg: str | None) -> Msg | None:
        """Back: undoing a half-made conversion or upgrade."""
        return msg("Back undoes a half-made choice (a conversion or an upgrade): there is none now.")

    # ----- play turns
    def play_turn(self) -> Msg | None:
        """A reason if this is not a play turn, or a conversion is half made."""
        if self.task != "turns":
            return msg(
                "Cards are played on the play turns of phase II (stages {first}-{last}); {now}.",
                first=Name(self.spec.stages[0].letter),
                last=Name(self.spec.stages[-1].letter),
                now=self.now(),
            )
        return self.first_finish()

    def why_add(self, arg: str | None) -> Msg | None:
        """Putting a card down for the stage."""
        spec, state, p = self.spec, self.state, self.p
        turn = self.play_turn()
        if turn or arg is None:
            return turn or msg("Click a card of your hand to put it down.")
        play = state.plays[p]
        free = hand_types(state, p, play.all_cards())
        card, jester, letter = stage_card(spec, state), words.wild(spec), state.stage
        if not free.get(arg):
            return msg("You have no {card} card left in your hand.", card=self.card(arg))
        if arg not in (card, spec.wild_card):
            return msg(
                "Stage {letter} takes {card} cards and {jester}s: a {other} card counts only when converted by "
                "{converters}.",
                letter=Name(letter),
                card=self.card(card),
                jester=jester,
                other=self.card(arg),
                converters=self.kinds("convert"),
            )
        if arg == spec.wild_card:
            return msg(
                "One jester alone is never a play, and you have nothing to go with it: no {card} card, no second "
                "jester and no yellow building to use.",
                card=self.card(card),
            )
        return None

    def why_convert(self, arg: str | None) -> Msg | None:
        """Choosing the card a yellow building converts."""
        spec, state = self.spec, self.state
        if self.task != "turns" or "convert" not in state.pending():
            return msg(
                "First click a yellow building that converts ({converters}), then the card it converts.",
                converters=self.kinds("convert"),
            )
        card = stage_card(spec, state)
        if arg == card:
            return msg("A {card} card counts without converting: press Back and put it down.", card=self.card(card))
        if arg == spec.wild_card:
            return msg("A {jester} cannot be converted.", jester=words.wild(spec))
        return msg("You have no {card} card left to convert.", card=self.card(arg)) if arg else None

    def why_play(self, arg: str | None) -> Msg | None:
        """Showing the play."""
        spec, state, p = self.spec, self.state, self.p
        turn = self.play_turn()
        if turn:
            return turn
        play = state.plays[p]
        card = self.card(stage_card(spec, state))
        real, conv, jokers = tally(spec, state, play)
        if real + conv + jokers == 0:
            held = hand_types(state, p).get(stage_card(spec, state), 0)
            letter = Name(state.stage)
            if held:
                return msgn(
                    "Put down cards of this stage's type first (one jester alone is never a play). Stage {letter} "
                    "takes {card} cards and jesters; you hold {n} {card} card.",
                    "Put down cards of this stage's type first (one jester alone is never a play). Stage {letter} "
                    "takes {card} cards and jesters; you hold {n} {card} cards.",
                    held,
                    letter=letter,
                    card=card,
                )
            return msg(
                "Put down cards of this stage's type first (one jester alone is never a play). Stage {letter} takes "
                "{card} cards and jesters; you hold no {card} card: pass.",
                letter=letter,
                card=card,
            )
        need = spec.card_rows.jokers_without_real_card
        return msgn(
            "One jester alone is never a play: add a {card} card, or {n} more jester (a yellow building may be one).",
            "One jester alone is never a play: add a {card} card, or {n} more jester (a yellow building may be one).",
            need - jokers,
            card=card,
        )

    def why_pass(self, arg: str | None) -> Msg | None:
        """Playing nothing."""
        if self.task != "turns":
            if self.task in ("cards", "blue"):
                return msg("Pass is for play turns in phase II; {now} (press Done).", now=self.now())
            if self.task == "build":
                return msg("Pass is for play turns in phase II; {now} (press No building).", now=self.now())
            return msg("Pass is for play turns in phase II; {now}.", now=self.now())
        return self.first_finish() or msg("Take back the cards you put down to pass.")

    def why_clear(self, arg: str | None) -> Msg | None:
        """Taking back the cards put down."""
        turn = self.play_turn()
        return turn or msg("There is nothing to take back: you have put down no card and used no yellow building.")

    def why_delay(self, arg: str | None) -> Msg | None:
        """Waiting (a delay building): play after everyone else in the stage."""
        state, p = self.state, self.p
        names = self.kinds("delay")
        if arg is not None:
            other = self.not_yours(arg)
            if other:
                return other
        if self.task != "turns":
            return msg("Waiting ({names}) is a choice of a play turn in phase II; {now}.", names=names, now=self.now())
        mine = [b for b in state.buildings(p) if self.kind(b).effect == "delay"]
        if not mine:
            return msg("Waiting needs {names}: you have none.", names=names)
        play = state.plays[p]
        if play.delayed:
            return msg("You already wait in this stage: you play after the others.")
        finish = self.first_finish()
        if finish:
            return finish
        if play.all_cards() or play.buildings():
            return msg("Wait before putting anything down: take back what you put down first.")
        return self.coin(arg or mine[0])

    # ----- bridges and gondolas
    def tile_task(self) -> Msg | None:
        """A reason if no bridge or gondola is being placed now."""
        if self.task in ("bridge", "gondola"):
            return None
        bridge = next(s for s in self.spec.stages if s.advantage == "bridge_tile")
        gondola = next(s for s in self.spec.stages if s.advantage == "gondola_tile")
        return msg(
            "A bridge is placed by the stage {bridge} advantage and a gondola by the stage {gondola} advantage; {now}.",
            bridge=Name(bridge.letter),
            gondola=Name(gondola.letter),
            now=self.now(),
        )

    def between(self, connection: str) -> Msg:
        """'Cannaregio and San Marco'."""
        return words.listing(self.spec.district(d).name for d in self.spec.connection(connection).between)

    def why_connection(self, arg: str | None) -> Msg | None:
        """Choosing the connection for the advantage's bridge or gondola."""
        state = self.state
        reason = self.tile_task()
        if reason:
            return reason
        chosen = state.pending().get("connection")
        if chosen:
            if self.task == "bridge":
                high = max(state.tile_ends[state.zones[BRIDGES][0]])
                return msg(
                    "The bridge goes between {districts}: now click the district that faces its higher end ({n}).",
                    districts=self.between(chosen),
                    n=high,
                )
            return msg(
                "The gondola goes between {districts}: now click the district that gets the councillor.",
                districts=self.between(chosen),
            )
        tile = state.tile_on(arg) if arg else None
        if arg and tile:  # a connection that already holds a tile
            if tile.startswith("gondola"):
                return msg("The connection between {districts} already holds a gondola.", districts=self.between(arg))
            return msg("The connection between {districts} already holds a bridge.", districts=self.between(arg))
        return None

    def _end(self, arg: str | None, task: str) -> Msg | None:
        bridge = task == "bridge"
        if self.task != task:
            if bridge:
                chosen_so = msg("A district is chosen this way only while a bridge is placed; {now}.", now=self.now())
            else:
                chosen_so = msg("A district is chosen this way only while a gondola is placed; {now}.", now=self.now())
            return self.tile_task() or chosen_so
        chosen = self.state.pending().get("connection")
        if not chosen:
            return (
                msg("First click an empty connection for the bridge.")
                if bridge
                else msg("First click an empty connection for the gondola.")
            )
        if arg not in self.spec.connection(chosen).between:
            districts = self.between(chosen)
            if bridge:
                return msg("The bridge between {districts} touches only those two districts.", districts=districts)
            return msg("The gondola between {districts} touches only those two districts.", districts=districts)
        return None

    def why_face(self, arg: str | None) -> Msg | None:
        """Choosing the district a bridge's higher end faces."""
        return self._end(arg, "bridge")

    def why_councillor(self, arg: str | None) -> Msg | None:
        """Choosing the district that gets the gondola's councillor."""
        return self._end(arg, "gondola")
