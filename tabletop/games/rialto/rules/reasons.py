"""The reasons every Rialto action shares, and those of the start and phase I: what the player deciding is doing
(in public words), whose a building is, what must be finished first, what a coin pays for; a starting building, a
row, a leftover card, drawing, discarding and Done. ``whynot.TurnReasons`` adds buildings, play turns and tiles."""

from __future__ import annotations

from tabletop.engine.message import Listed, Msg, Name, msg, msgn
from tabletop.games.rialto.rules import words
from tabletop.games.rialto.rules.buildings import owned_kinds
from tabletop.games.rialto.rules.common import hand_types, kind_of
from tabletop.games.rialto.rules.data import BuildingKind, RialtoSpec
from tabletop.games.rialto.rules.phase1 import green_usable, leftover_cards
from tabletop.games.rialto.rules.state import RialtoState, board, hand, supply


def task_of(state: RialtoState) -> str:
    """The task of the step deciding now ("over" once the game has ended)."""
    step = state.flow.top
    return step.task if step is not None else "over"


def doing(spec: RialtoSpec, state: RialtoState) -> Msg:
    """What the player deciding is doing, in public words (never what a private step holds)."""
    task = task_of(state)
    stage = spec.stage(state.stage) if state.stage else None
    n, letter = state.round, Name(state.stage)
    if task == "turns":
        if stage:
            return msg("a play turn in stage {letter}, {stage}", letter=Name(stage.letter), stage=stage.name)
        return msg("a play turn")
    doings = {
        "start": msg("choosing a starting building"),
        "pick": msg("taking a row in phase I of round {n}", n=n),
        "cards": msg("green buildings and discards in phase I of round {n}", n=n),
        "build": msg("taking a building in stage {letter}", letter=letter),
        "bridge": msg("placing a bridge in stage {letter}", letter=letter),
        "gondola": msg("placing a gondola in stage {letter}", letter=letter),
        "blue": msg("blue buildings in phase III of round {n}", n=n),
    }
    return doings.get(task) or msg("deciding")


class Reasons:
    """The words every reason shares, and one reason per verb of the start and phase I, for player ``p``, who is
    deciding and is the one asking."""

    def __init__(self, spec: RialtoSpec, state: RialtoState, p: int):
        self.spec, self.state, self.p = spec, state, p
        self.task = task_of(state)
        self.opts = state.opts

    # ----- words
    def now(self) -> Msg:
        """Where the game stands, as a tail: 'now: stage B (Gold)'."""
        return msg("now: {doing}", doing=doing(self.spec, self.state))

    def kind(self, building: str) -> BuildingKind:
        """A building's kind under the readings in force."""
        return kind_of(self.spec, self.state, building)

    def owner(self, building: str) -> int | None:
        """Who owns a building (None: it lies in the supply)."""
        return next((q for q in self.state.participants if building in self.state.zones.get(board(q), [])), None)

    def not_yours(self, building: str) -> Msg | None:
        """A reason if the building is not the deciding player's."""
        q = self.owner(building)
        if q == self.p:
            return None
        if q is None:
            return msg("That building lies in the supply.")
        return msg(
            "That is {who}'s {building}: only its owner may use it.",
            who=self.state.who(q),
            building=self.kind(building).name,
        )

    def kinds(self, effect: str) -> Msg:
        """The names of the building kinds with an effect."""
        return words.kind_names(self.spec, effect, self.opts)

    def first_finish(self) -> Msg | None:
        """A reason if a half-made choice must be finished first."""
        sub = self.state.pending()
        if "green" in sub:
            kind = self.kind(sub["green"])
            return msg(
                "First finish {building}: take a card from the leftover row or draw {n}.",
                building=kind.name,
                n=kind.params["draw"],
            )
        if "convert" in sub:
            return msg(
                "First choose the card {building} converts (or press Back).", building=self.kind(sub["convert"]).name
            )
        if "upgrade" in sub:
            return msg(
                "First choose the building {building} upgrades (or press Back).",
                building=self.kind(sub["upgrade"]).name,
            )
        if "return" in sub:
            slots = self.spec.buildings.slots_per_player
            return msg("First return a building to make room: a board holds {n}.", n=slots)
        return None

    def coin(self, building: str, spoken: int = 0) -> Msg | None:
        """A reason if a building cannot be paid for or was used this round."""
        kind, state = self.kind(building), self.state
        name = kind.name
        if building in state.coin_on:
            return msg(
                "{building} has already been used this round: its coin stays on it until the round ends.", building=name
            )
        if building in state.blocked:
            return msg("{building} cannot be used this round: it has just arrived.", building=name)
        if state.coins[self.p] - spoken < 1:
            if state.coins[self.p] == 0:
                return msg("Using {building} costs 1 coin: you have none.", building=name)
            return msgn(
                "Using {building} costs 1 coin: your {n} coin already pay for this play.",
                "Using {building} costs 1 coin: your {n} coins already pay for this play.",
                state.coins[self.p],
                building=name,
            )
        return None

    def card(self, type_id: str) -> Msg:
        """A card type's name."""
        return words.card(self.spec, type_id)

    # ----- phase I and the start
    def why_take(self, arg: str | None) -> Msg | None:
        """A starting building, or a card from the leftover row."""
        spec, state = self.spec, self.state
        if arg in {k.id for k in spec.buildings.kinds}:
            kind = spec.building(arg)
            if self.task != "start":
                letter = Name(words.stage_by_action(spec, "build").letter)
                return msg("Buildings are taken in stage {letter}; {now}.", letter=letter, now=self.now())
            if kind.value != spec.starting_building_value:
                return msg(
                    "Everyone starts with a value-{start} building: {building} has value {n}.",
                    start=spec.starting_building_value,
                    building=kind.name,
                    n=kind.value,
                )
            if not state.zones[supply(arg)]:
                return msg("No {building} is left in the supply.", building=kind.name)
            most = 1 if state.neutral else spec.setup_for(len(state.players)).max_same_starting_building
            takers = [state.who(q) for q in state.seats if arg in owned_kinds(state, q)]
            if len(takers) >= most:
                return msgn(
                    "{building} is already taken by {takers}: with {players} players a starting building may be "
                    "taken by at most {n} player.",
                    "{building} is already taken by {takers}: with {players} players a starting building may be "
                    "taken by at most {n} players.",
                    most,
                    building=kind.name,
                    takers=Listed(tuple(takers)),
                    players=len(state.players),
                )
            return None
        greens = self.kinds("draw_or_take")
        if self.task != "cards":
            return msg(
                "A card is taken from the leftover row only in phase I, with {greens}; {now}.",
                greens=greens,
                now=self.now(),
            )
        if "green" not in state.pending():
            mine = [b for b in green_usable(spec, state, self.p) if self.kind(b).effect == "draw_or_take"]
            if not mine:
                return msg(
                    "Taking a card from the leftover row needs {greens}, used this round: you have none to use.",
                    greens=greens,
                )
            return msg(
                "First click your {building} (1 coin): then take a card from the leftover row.",
                building=self.kind(mine[0]).name,
            )
        if arg not in leftover_cards(state):
            return msg("Only a card of the leftover row (the rows nobody took) can be taken.")
        return None

    def why_row(self, arg: str | None) -> Msg | None:
        """Taking a row in phase I."""
        state = self.state
        if self.task == "start":
            return msg("The rows are dealt when round 1 begins: first every player chooses a starting building.")
        if self.task == "cards":
            return msg("Every player has taken a row this round: the rest is the leftover row.")
        if self.task != "pick":
            return msg("Rows are taken in phase I; {now}.", now=self.now())
        if arg is not None and arg.isdigit():
            taker = state.taken_rows.get(int(arg))
            if taker is not None:
                return msg("Row {n} is already taken by {who}.", n=int(arg) + 1, who=state.who(taker))
        return None

    def why_draw(self, arg: str | None) -> Msg | None:
        """Drawing cards with a green building."""
        greens = self.kinds("draw_or_take")
        if self.task != "cards":
            return msg("Drawing cards comes with {greens} in phase I; {now}.", greens=greens, now=self.now())
        mine = [b for b in green_usable(self.spec, self.state, self.p) if self.kind(b).effect == "draw_or_take"]
        if not mine:
            return msg("Drawing cards needs {greens}, used this round: you have none to use.", greens=greens)
        kind = self.kind(mine[0])
        return msg(
            "First click your {building} (1 coin): then draw {n} or take a leftover card.",
            building=kind.name,
            n=kind.params["draw"],
        )

    def why_discard(self, arg: str | None) -> Msg | None:
        """Discarding down to the hand limit."""
        state, p = self.state, self.p
        if self.task == "pick":
            return msg("Discarding comes after every player has taken a row (green buildings first).")
        if self.task != "cards":
            return msg("Cards are discarded down to the hand limit at the end of phase I; {now}.", now=self.now())
        finish = self.first_finish()
        if finish:
            return finish
        held, limit = len(state.zones[hand(p)]), state.limit[p]
        if held <= limit:
            return msgn(
                "You hold {n} card and your hand limit is {limit}: nothing to discard.",
                "You hold {n} cards and your hand limit is {limit}: nothing to discard.",
                held,
                limit=limit,
            )
        if arg is not None and not hand_types(state, p).get(arg):
            return msg("You have no {card} card.", card=self.card(arg))
        return None

    def why_done(self, arg: str | None) -> Msg | None:
        """Ending phase I's private step or phase III."""
        state, p = self.state, self.p
        if self.task not in ("cards", "blue"):
            if self.task == "turns":
                return msg("On a play turn, press Play or Pass.")
            return msg(
                "Done ends your green buildings in phase I or your blue buildings in phase III; {now}.", now=self.now()
            )
        finish = self.first_finish()
        if finish:
            return finish
        held, limit = len(state.zones[hand(p)]), state.limit[p]
        if self.task == "cards" and held > limit:
            return msg(
                "You hold {held} cards and may keep {limit}: discard {extra} first (click a card type in your hand).",
                held=held,
                limit=limit,
                extra=held - limit,
            )
        return None
