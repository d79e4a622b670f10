"""Why a Rialto action is not legal now, in the rules' words, with the numbers of the data and the table.

``why_not`` answers the table when a player presses a disabled button or clicks a piece that is not a legal
target (the layout's ``intent_of`` says what the click meant). It speaks to ``seat`` and never tells it more
than its view shows: the hand it may speak of is that seat's own, and only on that seat's private turn.
"""

from __future__ import annotations

from tabletop.engine.decisions import Decision
from tabletop.games.rialto.rules import words
from tabletop.games.rialto.rules.buildings import Build, owned_kinds, upgrade_targets
from tabletop.games.rialto.rules.common import hand_types, kind_of
from tabletop.games.rialto.rules.data import BuildingKind, RialtoSpec
from tabletop.games.rialto.rules.phase1 import green_usable, leftover_cards
from tabletop.games.rialto.rules.play import stage_card, tally
from tabletop.games.rialto.rules.state import BRIDGES, RialtoState, board, hand, supply

COLOUR_TASK = {"green": "cards", "yellow": "turns", "blue": "blue"}  # the task in which a colour's buildings work


def why_not(
    spec: RialtoSpec, state: RialtoState, decision: Decision, seat: int | None, verb: str, arg: str | None
) -> str:
    """Why ``verb`` (on ``arg``) is not legal for ``seat`` now; a hint when it is legal after all."""
    if decision.seat is None:
        return "The game is over: the final scoring is done."
    p = decision.seat
    if seat != p:  # before anything else: the choices of another player's private turn are not for this seat
        return f"It is {state.name(p)}'s choice now ({_doing(spec, state)})."
    own = arg in state.buildings(p)  # the wait is offered on one delay building: any of one's own means it
    if any(
        a.verb == verb and (arg is None or a.args[:1] == (arg,) or verb == "delay" and own) for a in decision.actions
    ):
        return _legal_hint(spec, state, verb)
    reason = getattr(Reasons(spec, state, p), "why_" + verb, None)
    text = reason(arg) if reason is not None else None
    return text or f"That is not a legal choice now. {decision.prompt}"


def _task(state: RialtoState) -> str:
    step = state.flow.top
    return step.task if step is not None else "over"


def _doing(spec: RialtoSpec, state: RialtoState) -> str:
    """What the player deciding is doing, in public words (never what a private step holds)."""
    task = _task(state)
    stage = spec.stage(state.stage) if state.stage else None
    return {
        "start": "choosing a starting building",
        "pick": f"taking a row in phase I of round {state.round}",
        "cards": f"green buildings and discards in phase I of round {state.round}",
        "turns": f"a play turn in stage {stage.letter}, {stage.name}" if stage else "a play turn",
        "build": f"taking a building in stage {state.stage}",
        "bridge": f"placing a bridge in stage {state.stage}",
        "gondola": f"placing a gondola in stage {state.stage}",
        "blue": f"blue buildings in phase III of round {state.round}",
    }.get(task, "deciding")


def _legal_hint(spec: RialtoSpec, state: RialtoState, verb: str) -> str:
    """A click that meant a legal choice made by a button."""
    if verb == "clear":
        return "To take back the cards you put down, press Take back."
    if verb == "delay":
        return "To wait, press the Wait button: you play after everyone else in this stage."
    if verb == "draw":
        green = state.pending()["green"]
        return f"To draw {kind_of(spec, state, green).params['draw']} cards, press the Draw button."
    return "That is a legal choice now."


class Reasons:
    """One reason per verb for player ``p``, who is deciding and is the one asking."""

    def __init__(self, spec: RialtoSpec, state: RialtoState, p: int):
        self.spec, self.state, self.p = spec, state, p
        self.task = _task(state)
        self.opts = state.opts

    # ----- words
    def now(self) -> str:
        """Where the game stands, as a tail: 'now: stage B (Gold)'."""
        return "now: " + _doing(self.spec, self.state)

    def kind(self, building: str) -> BuildingKind:
        """A building's kind under the readings in force."""
        return kind_of(self.spec, self.state, building)

    def owner(self, building: str) -> int | None:
        """Who owns a building (None: it lies in the supply)."""
        return next((q for q in self.state.participants if building in self.state.zones.get(board(q), [])), None)

    def not_yours(self, building: str) -> str | None:
        """A reason if the building is not the deciding player's."""
        q = self.owner(building)
        if q == self.p:
            return None
        if q is None:
            return "That building lies in the supply."
        return f"That is {self.state.name(q)}'s {self.kind(building).name}: only its owner may use it."

    def kinds(self, effect: str) -> str:
        """The names of the building kinds with an effect."""
        return words.kind_names(self.spec, effect, self.opts)

    def first_finish(self) -> str | None:
        """A reason if a half-made choice must be finished first."""
        sub = self.state.pending()
        if "green" in sub:
            kind = self.kind(sub["green"])
            return f"First finish {kind.name}: take a card from the leftover row or draw {kind.params['draw']}."
        if "convert" in sub:
            return f"First choose the card {self.kind(sub['convert']).name} converts (or press Back)."
        if "upgrade" in sub:
            return f"First choose the building {self.kind(sub['upgrade']).name} upgrades (or press Back)."
        if "return" in sub:
            slots = self.spec.buildings.slots_per_player
            return f"First return a building to make room: a board holds {slots}."
        return None

    def coin(self, building: str, spoken: int = 0) -> str | None:
        """A reason if a building cannot be paid for or was used this round."""
        kind, state = self.kind(building), self.state
        if building in state.coin_on:
            return f"{kind.name} has already been used this round: its coin stays on it until the round ends."
        if building in state.blocked:
            return f"{kind.name} cannot be used this round: it has just arrived."
        if state.coins[self.p] - spoken < 1:
            if state.coins[self.p] == 0:
                return f"Using {kind.name} costs 1 coin: you have none."
            coins = words.plural(state.coins[self.p], "coin")
            return f"Using {kind.name} costs 1 coin: your {coins} already pay for this play."
        return None

    def card(self, type_id: str) -> str:
        """A card type's name."""
        return words.card(self.spec, type_id)

    # ----- phase I and the start
    def why_take(self, arg: str | None) -> str | None:
        """A starting building, or a card from the leftover row."""
        spec, state = self.spec, self.state
        if arg in {k.id for k in spec.buildings.kinds}:
            kind = spec.building(arg)
            if self.task != "start":
                return f"Buildings are taken in stage {words.stage_by_action(spec, 'build').letter}; {self.now()}."
            if kind.value != spec.starting_building_value:
                start = spec.starting_building_value
                return f"Everyone starts with a value-{start} building: {kind.name} has value {kind.value}."
            if not state.zones[supply(arg)]:
                return f"No {kind.name} is left in the supply."
            most = 1 if state.neutral else spec.setup_for(len(state.players)).max_same_starting_building
            takers = [state.name(q) for q in state.seats if arg in owned_kinds(state, q)]
            if len(takers) >= most:
                return (
                    f"{kind.name} is already taken by {words.listed(takers)}: with {len(state.players)} players a "
                    f"starting building may be taken by at most {words.plural(most, 'player')}."
                )
            return None
        greens = self.kinds("draw_or_take")
        if self.task != "cards":
            return f"A card is taken from the leftover row only in phase I, with {greens}; {self.now()}."
        if "green" not in state.pending():
            mine = [b for b in green_usable(spec, state, self.p) if self.kind(b).effect == "draw_or_take"]
            if not mine:
                return f"Taking a card from the leftover row needs {greens}, used this round: you have none to use."
            return f"First click your {self.kind(mine[0]).name} (1 coin): then take a card from the leftover row."
        if arg not in leftover_cards(state):
            return "Only a card of the leftover row (the rows nobody took) can be taken."
        return None

    def why_row(self, arg: str | None) -> str | None:
        """Taking a row in phase I."""
        state = self.state
        if self.task == "start":
            return "The rows are dealt when round 1 begins: first every player chooses a starting building."
        if self.task == "cards":
            return "Every player has taken a row this round: the rest is the leftover row."
        if self.task != "pick":
            return f"Rows are taken in phase I; {self.now()}."
        if arg is not None and arg.isdigit():
            taker = state.taken_rows.get(int(arg))
            if taker is not None:
                return f"Row {int(arg) + 1} is already taken by {state.name(taker)}."
        return None

    def why_draw(self, arg: str | None) -> str | None:
        """Drawing cards with a green building."""
        greens = self.kinds("draw_or_take")
        if self.task != "cards":
            return f"Drawing cards comes with {greens} in phase I; {self.now()}."
        mine = [b for b in green_usable(self.spec, self.state, self.p) if self.kind(b).effect == "draw_or_take"]
        if not mine:
            return f"Drawing cards needs {greens}, used this round: you have none to use."
        kind = self.kind(mine[0])
        return f"First click your {kind.name} (1 coin): then draw {kind.params['draw']} or take a leftover card."

    def why_discard(self, arg: str | None) -> str | None:
        """Discarding down to the hand limit."""
        state, p = self.state, self.p
        if self.task == "pick":
            return "Discarding comes after every player has taken a row (green buildings first)."
        if self.task != "cards":
            return f"Cards are discarded down to the hand limit at the end of phase I; {self.now()}."
        finish = self.first_finish()
        if finish:
            return finish
        held, limit = len(state.zones[hand(p)]), state.limit[p]
        if held <= limit:
            return f"You hold {words.plural(held, 'card')} and your hand limit is {limit}: nothing to discard."
        if arg is not None and not hand_types(state, p).get(arg):
            return f"You have no {self.card(arg)} card."
        return None

    def why_done(self, arg: str | None) -> str | None:
        """Ending phase I's private step or phase III."""
        state, p = self.state, self.p
        if self.task not in ("cards", "blue"):
            if self.task == "turns":
                return "On a play turn, press Play or Pass."
            return f"Done ends your green buildings in phase I or your blue buildings in phase III; {self.now()}."
        finish = self.first_finish()
        if finish:
            return finish
        held, limit = len(state.zones[hand(p)]), state.limit[p]
        if self.task == "cards" and held > limit:
            extra = held - limit
            return (
                f"You hold {held} cards and may keep {limit}: discard {extra} first (click a card type in your hand)."
            )
        return None

    # ----- buildings
    def why_use(self, arg: str | None) -> str | None:
        """Using (activating) a building."""
        if arg is None:
            return self.first_finish() or "Click one of your buildings to use it."
        other = self.not_yours(arg)
        if other:
            return other
        spec, state, kind = self.spec, self.state, self.kind(arg)
        colour = words.colour_name(spec, kind.colour)
        if COLOUR_TASK.get(kind.colour) != self.task:
            after = ", after every row has been taken" if kind.colour == "green" else ""
            phase = words.phase_of(spec, kind.colour)
            return f"{kind.name} is a {colour.lower()} building: it works in {phase}{after}; {self.now()}."
        finish = self.first_finish()
        if finish:
            return finish
        if self.task == "turns":
            return self._use_yellow(arg, kind)
        coin = self.coin(arg)
        if coin:
            return coin
        if kind.effect == "upgrade" and not upgrade_targets(spec, state, self.p):
            return (
                f"{kind.name} upgrades a building to the next value of its colour: none of yours has one left in the "
                "supply."
            )
        return None

    def _use_yellow(self, b: str, kind: BuildingKind) -> str | None:
        spec, state, p = self.spec, self.state, self.p
        play = state.plays[p]
        if kind.effect == "delay":
            return self.why_delay(b)
        if b in play.buildings():
            return f"{kind.name} is already part of this play."
        coin = self.coin(b, len(play.buildings()))
        if coin:
            return coin
        card, jester = stage_card(spec, state), words.wild(spec)
        if kind.effect == "convert":
            free = hand_types(state, p, play.all_cards())
            if not [t for t in free if t not in (card, spec.wild_card)]:
                return (
                    f"{kind.name} converts a card of another type (not a {jester}): you have no such card left "
                    f"besides {self.card(card)} cards and {jester}s."
                )
        if kind.effect == "joker":  # paid for and free: what is missing is something to go with it
            return (
                f"{kind.name} counts as a {jester.lower()}, and one {jester.lower()} alone is never a play: you have "
                f"nothing to go with it (no {self.card(card)} card, no second {jester.lower()})."
            )
        return None

    def why_build(self, arg: str | None) -> str | None:
        """Taking a building in stage C."""
        spec, state = self.spec, self.state
        stage = words.stage_by_action(spec, "build")
        if self.task != "build":
            return (
                f"Buildings are taken in stage {stage.letter}, by whoever played {self.card(stage.card)} cards, up to "
                f"the value of their count; {self.now()}."
            )
        finish = self.first_finish()
        if finish or arg is None:
            return finish
        kind = spec.building(arg)
        step = state.flow.top
        assert isinstance(step, Build)  # the task is "build": the current step is a Build
        cap = min(step.allowance, spec.building_stage.max_value)
        if kind.value > cap:
            return f"You may take a building of value up to {cap}: {kind.name} has value {kind.value}."
        if not state.zones[supply(arg)]:
            return f"No {kind.name} is left in the supply."
        if not self.opts.flag("duplicate_buildings_allowed") and arg in owned_kinds(state, self.p):
            return f"You already own a {kind.name}."
        return None

    def why_skip(self, arg: str | None) -> str | None:
        """Taking no building."""
        if self.task != "build":
            letter = words.stage_by_action(self.spec, "build").letter
            return f"'No building' is a choice of stage {letter}; {self.now()}."
        return self.first_finish() or "You must take a building: taking one is not optional in these rules."

    def why_return(self, arg: str | None) -> str | None:
        """Returning a building to make room."""
        slots = self.spec.buildings.slots_per_player
        if self.task != "build" or "return" not in self.state.pending():
            return f"A building goes back to the supply only when a new one does not fit on a board ({slots} slots)."
        other = self.not_yours(arg) if arg else None
        if other:
            return other
        if arg == self.state.pending()["return"]:
            return f"{self.kind(arg).name} is the building you just took: return another one."
        return None

    def why_upgrade(self, arg: str | None) -> str | None:
        """Choosing the building to upgrade."""
        names = self.kinds("upgrade")
        if self.task != "blue" or "upgrade" not in self.state.pending():
            return f"First use {names} (1 coin) in phase III, then click the building to upgrade."
        other = self.not_yours(arg) if arg else None
        if other or arg is None:
            return other
        kind = self.kind(arg)
        nxt = next((k for k in self.spec.buildings_of(kind.colour) if k.value == kind.value + 1), None)
        if nxt is None:
            return f"{kind.name} has the highest value of its colour: it cannot be upgraded."
        if not self.state.zones[supply(nxt.id)]:
            return f"No {nxt.name} is left in the supply to upgrade {kind.name} to."
        return None

    def why_cancel(self, arg: str | None) -> str | None:
        """Back: undoing a half-made conversion or upgrade."""
        return "Back undoes a half-made choice (a conversion or an upgrade): there is none now."

    # ----- play turns
    def play_turn(self) -> str | None:
        """A reason if this is not a play turn, or a conversion is half made."""
        if self.task != "turns":
            letters = f"{self.spec.stages[0].letter}-{self.spec.stages[-1].letter}"
            return f"Cards are played on the play turns of phase II (stages {letters}); {self.now()}."
        return self.first_finish()

    def why_add(self, arg: str | None) -> str | None:
        """Putting a card down for the stage."""
        spec, state, p = self.spec, self.state, self.p
        turn = self.play_turn()
        if turn or arg is None:
            return turn or "Click a card of your hand to put it down."
        play = state.plays[p]
        free = hand_types(state, p, play.all_cards())
        card, jester, letter = stage_card(spec, state), words.wild(spec), state.stage
        if not free.get(arg):
            return f"You have no {self.card(arg)} card left in your hand."
        if arg not in (card, spec.wild_card):
            return (
                f"Stage {letter} takes {self.card(card)} cards and {jester}s: a {self.card(arg)} card counts only "
                f"when converted by {self.kinds('convert')}."
            )
        if arg == spec.wild_card:
            return (
                f"One {jester.lower()} alone is never a play, and you have nothing to go with it: no "
                f"{self.card(card)} card, no second {jester.lower()} and no yellow building to use."
            )
        return None

    def why_convert(self, arg: str | None) -> str | None:
        """Choosing the card a yellow building converts."""
        spec, state = self.spec, self.state
        if self.task != "turns" or "convert" not in state.pending():
            return f"First click a yellow building that converts ({self.kinds('convert')}), then the card it converts."
        card = stage_card(spec, state)
        if arg == card:
            return f"A {self.card(card)} card counts without converting: press Back and put it down."
        if arg == spec.wild_card:
            return f"A {words.wild(spec)} cannot be converted."
        return f"You have no {self.card(arg)} card left to convert." if arg else None

    def why_play(self, arg: str | None) -> str | None:
        """Showing the play."""
        spec, state, p = self.spec, self.state, self.p
        turn = self.play_turn()
        if turn:
            return turn
        play = state.plays[p]
        card, jester = self.card(stage_card(spec, state)), words.wild(spec).lower()
        real, conv, jokers = tally(spec, state, play)
        if real + conv + jokers == 0:
            held = hand_types(state, p).get(stage_card(spec, state), 0)
            have = f"you hold {words.plural(held, card + ' card')}" if held else f"you hold no {card} card: pass"
            return (
                "Put down cards of this stage's type first (one jester alone is never a play). "
                f"Stage {state.stage} takes {card} cards and {jester}s; {have}."
            )
        need = spec.card_rows.jokers_without_real_card
        return (
            f"One {jester} alone is never a play: add a {card} card, or {need - jokers} more {jester} "
            "(a yellow building may be one)."
        )

    def why_pass(self, arg: str | None) -> str | None:
        """Playing nothing."""
        if self.task != "turns":
            other = {"cards": "Done", "blue": "Done", "build": "No building"}.get(self.task)
            return f"Pass is for play turns in phase II; {self.now()}" + (f" (press {other})." if other else ".")
        return self.first_finish() or "Take back the cards you put down to pass."

    def why_clear(self, arg: str | None) -> str | None:
        """Taking back the cards put down."""
        turn = self.play_turn()
        return turn or "There is nothing to take back: you have put down no card and used no yellow building."

    def why_delay(self, arg: str | None) -> str | None:
        """Waiting (a delay building): play after everyone else in the stage."""
        state, p = self.state, self.p
        names = self.kinds("delay")
        if arg is not None:
            other = self.not_yours(arg)
            if other:
                return other
        if self.task != "turns":
            return f"Waiting ({names}) is a choice of a play turn in phase II; {self.now()}."
        mine = [b for b in state.buildings(p) if self.kind(b).effect == "delay"]
        if not mine:
            return f"Waiting needs {names}: you have none."
        play = state.plays[p]
        if play.delayed:
            return "You already wait in this stage: you play after the others."
        finish = self.first_finish()
        if finish:
            return finish
        if play.all_cards() or play.buildings():
            return "Wait before putting anything down: take back what you put down first."
        return self.coin(arg or mine[0])

    # ----- bridges and gondolas
    def tile_task(self) -> str | None:
        """A reason if no bridge or gondola is being placed now."""
        if self.task in ("bridge", "gondola"):
            return None
        bridge = next(s for s in self.spec.stages if s.advantage == "bridge_tile")
        gondola = next(s for s in self.spec.stages if s.advantage == "gondola_tile")
        return (
            f"A bridge is placed by the stage {bridge.letter} advantage and a gondola by the stage "
            f"{gondola.letter} advantage; {self.now()}."
        )

    def between(self, connection: str) -> str:
        """'Cannaregio and San Marco'."""
        return words.listed(self.spec.district(d).name for d in self.spec.connection(connection).between)

    def why_connection(self, arg: str | None) -> str | None:
        """Choosing the connection for the advantage's bridge or gondola."""
        state = self.state
        reason = self.tile_task()
        if reason:
            return reason
        chosen = state.pending().get("connection")
        if chosen:
            if self.task == "bridge":
                high = max(state.tile_ends[state.zones[BRIDGES][0]])
                return (
                    f"The bridge goes between {self.between(chosen)}: now click the district that faces its higher "
                    f"end ({high})."
                )
            return f"The gondola goes between {self.between(chosen)}: now click the district that gets the councillor."
        tile = state.tile_on(arg) if arg else None
        if arg and tile:  # a connection that already holds a tile
            kind = "gondola" if tile.startswith("gondola") else "bridge"
            return f"The connection between {self.between(arg)} already holds a {kind}."
        return None

    def _end(self, arg: str | None, task: str) -> str | None:
        if self.task != task:
            return self.tile_task() or f"A district is chosen this way only while a {task} is placed; {self.now()}."
        chosen = self.state.pending().get("connection")
        if not chosen:
            return f"First click an empty connection for the {task}."
        if arg not in self.spec.connection(chosen).between:
            return f"The {task} between {self.between(chosen)} touches only those two districts."
        return None

    def why_face(self, arg: str | None) -> str | None:
        """Choosing the district a bridge's higher end faces."""
        return self._end(arg, "bridge")

    def why_councillor(self, arg: str | None) -> str | None:
        """Choosing the district that gets the gondola's councillor."""
        return self._end(arg, "gondola")
