"""Why an action of Capo dei Capi is not legal now, in the rules' words (CapoRules.why_not).

Names, costs and numbers come from the data; the state is read only where the table shows it to everyone
(a bribe is only ever "face down", never its value), so the reason tells the seat nothing hidden from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.message import Listed, Msg, Seat, as_msg, msg, msgn
from tabletop.games.capo.rules.state import CapoState, hitman, pending
from tabletop.games.capo.rules.steps import Turn

if TYPE_CHECKING:
    from tabletop.games.capo.rules.rules import CapoRules


def why_not(rules: CapoRules, state: CapoState, seat: int | None, verb: str, arg: str | None = None) -> Msg:
    """Why ``verb`` (on ``arg``: a card, a token, a Scandal step, or "card:seat" for a side that is not the
    active player's) is not legal for ``seat`` now."""
    if state.over:
        outcome = rules.outcome(state)
        if outcome:
            return msg("The game is over. {summary}", summary=as_msg(outcome.summary))
        return msg("The game is over.")
    if verb != "backstab" and seat is not None and seat != state.active:
        return msg("It is {seat}'s turn: only {seat} may do that now.", seat=state.me)
    # A button's action is legal whatever was clicked with it; Pocket's marker is chosen only after its button.
    for action in rules.decision(state).actions:
        if action.verb == verb and (arg is None or action.args[:1] == (arg,) or not (action.args or verb == "pocket")):
            return msg("That is a legal choice now.")
    explain = getattr(_Reasons(rules, state), f"_{verb}", None)
    return explain(arg) if explain is not None else msg("That is not a legal choice now.")


def seat_arg(card: str, seat: int) -> str:
    """What a click on ``seat``'s side or pending slot of ``card`` names when that seat is not the active one:
    "card:seat" (read back by ``card_and_seat``)."""
    return f"{card}:{seat}"


def card_and_seat(arg: str | None) -> tuple[str, int | None]:
    """A click's card and, for "card:seat" (``seat_arg``), the seat whose side was clicked."""
    card, _, seat = (arg or "").partition(":")
    return card, int(seat) if seat else None


class _Reasons:
    """One reason per verb, each a method named after it."""

    def __init__(self, rules: CapoRules, state: CapoState):
        self.rules, self.spec, self.s = rules, rules.spec, state
        self.me, self.opp = state.me, state.them

    # ----- words --------------------------------------------------------------------------------
    def is_mayor(self, card: str) -> bool:
        """Whether ``card`` is the Mayor card."""
        return card == self.spec.mayor_card.id

    def name(self, card: str) -> Msg:
        """A card's printed name (the Mayor card: "the Mayor card")."""
        if self.is_mayor(card):
            return msg("the {mayor} card", mayor=self.spec.mayor_card.name)
        return next((c.name for c in self.spec.area_cards if c.id == card), None) or as_msg(card)

    def act(self, action_id: str) -> Msg:
        """A chip action's name."""
        return self.spec.action(action_id).name

    def cost(self, action_id: str, chips: int, who: Seat | None = None) -> Msg | None:
        """The chip cost, if ``who`` (None: you), holding ``chips``, cannot pay it."""
        price = self.spec.cost(action_id)
        if chips >= price:
            return None
        action = self.act(action_id)
        if who is None and chips == 0:
            return msgn(
                "{action} costs {n} chip: you have none.",
                "{action} costs {n} chips: you have none.",
                price,
                action=action,
            )
        if who is None:
            return msgn(
                "{action} costs {n} chip: you have only {chips}.",
                "{action} costs {n} chips: you have only {chips}.",
                price,
                action=action,
                chips=chips,
            )
        if chips == 0:
            return msgn(
                "{action} costs {n} chip: {seat} has none.",
                "{action} costs {n} chips: {seat} has none.",
                price,
                action=action,
                seat=who,
            )
        return msgn(
            "{action} costs {n} chip: {seat} has only {chips}.",
            "{action} costs {n} chips: {seat} has only {chips}.",
            price,
            action=action,
            seat=who,
            chips=chips,
        )

    def waiting(self) -> Msg | None:
        """What the current step waits for, when it is not the free choice between rolls (None: nothing said)."""
        s, stage, limit = self.s, self.s.stage, self.spec.marker_limit_per_card
        if stage == "influence":
            options = tuple(
                msg("influence {value} beside {card}", value=v, card=self.name(c))
                for c, v in s.choice["options"].items()
            )
            return msg("first place this roll's {options}", options=Listed(options, "or"))
        texts = {
            "double_influence": lambda: msg(
                "first place the doubles' influence {value} beside a card with a free slot", value=s.choice["double"]
            ),
            "double_bribe": lambda: msg("first place the doubles' face-down bribe beside a card with a free slot"),
            "reveal": lambda: msg(
                "first choose the card where one of {seat}'s face-down bribes is exposed", seat=self.opp
            ),
            "invest_any": lambda: msg("first choose the area card that gets the invested cube"),
            "move_from": lambda: msg("first choose the area card to move a cube from"),
            "move_to": lambda: msg(
                "first choose where the cube from {card} goes, or cancel", card=self.name(s.choice.get("from", ""))
            ),
            "place_cube": lambda: msg("first put the doubles' cube on an area card, or take no cube"),
            "arrest": lambda: msg("you face arrest: accept it, or cancel the roll ({reneg})", reneg=self.act("reneg")),
            "end": lambda: msg("the game ends after this turn: accept, or cancel the roll first"),
            "deceive_from": lambda: msg("first finish {deceive}, or cancel it", deceive=self.act("deceive")),
            "deceive_to": lambda: msg("first finish {deceive}, or cancel it", deceive=self.act("deceive")),
            "pocket": lambda: msg("first choose the pending marker to pocket, or cancel"),
            "scandal": lambda: msg(
                "first choose how far {scandal} raises extortion, or cancel", scandal=self.act("scandal")
            ),
            "limit": lambda: msg(
                "first remove a marker from {card}: it already holds {limit} of yours",
                card=self.name(s.choice.get("card", "")),
                limit=limit,
            ),
        }
        said = texts.get(stage)
        return said() if said is not None else None

    def busy(self) -> Msg:
        """What the current step waits for, as a clause ("" when nothing)."""
        return self.waiting() or as_msg("")

    def busy_or_moves(self) -> Msg:
        """What the current step waits for, else what moves things once they lie on the table."""
        return self.waiting() or msg(
            "{deceive} moves a pending marker, and doubles of 6 a cube", deceive=self.act("deceive")
        )

    def occupied(self) -> list[str]:
        """Cards with a pending marker."""
        return [c for c in self.s.cards if self.s.zones[pending(c)]]

    def other_side(self, seat: int) -> Msg:
        """A click on the side of the player whose turn it is not."""
        return msg(
            "That is {seat}'s side of the table: it is your turn, and you play on your own side.",
            seat=self.s.seat(seat),
        )

    # ----- the turn ------------------------------------------------------------------------------
    def _roll(self, arg: str | None) -> Msg:
        return msg("You cannot roll now: {why}.", why=self.busy())

    def _stop(self, arg: str | None) -> Msg:
        if self.s.stage != "decide":
            return msg("You cannot stop now: {why}.", why=self.busy())
        if self.s.dice is None:
            return msg("You must roll at least once before you stop: nothing is rolled yet this turn.")
        return msg(
            "You must roll again before you stop: after a chip action or {payoff} one more roll is due.",
            payoff=self.act("payoff"),
        )

    def _accept(self, arg: str | None) -> Msg:
        return msg("There is nothing to accept now: only an arrest or the end of the game is accepted.")

    def _cancel(self, arg: str | None) -> Msg:
        return msg(
            "There is nothing to cancel now: Cancel steps back out of a chip action or a cube move before it is done."
        )

    def _skip(self, arg: str | None) -> Msg:
        return msg("Only the doubles' cube from the supply may be declined, and none is on offer now.")

    # ----- chip actions --------------------------------------------------------------------------
    def _chip_action(self, verb: str) -> Msg | None:
        """The reasons every chip action of the active player shares: the moment, and the cost."""
        if self.s.stage != "decide":
            return msg("{action} is not possible now: {why}.", action=self.act(verb), why=self.busy())
        return self.cost(verb, self.s.chips(self.s.active))

    def _deceive(self, arg: str | None) -> Msg:
        reason = self._chip_action("deceive")
        if reason:
            return reason
        if not self.occupied():
            return msg("{deceive} moves a pending marker, and none lies beside any card.", deceive=self.act("deceive"))
        return msg(
            "{deceive} needs a card with a free slot: all {n} have a pending marker.",
            deceive=self.act("deceive"),
            n=len(self.s.cards),
        )

    def _pocket(self, arg: str | None) -> Msg:
        card, seat = card_and_seat(arg)
        if seat is not None:
            return self.other_side(seat)
        nothing = msg("Nothing is pending beside {card} to pocket.", card=self.name(card))
        if self.s.stage == "pocket":
            return nothing
        reason = self._chip_action("pocket")
        if reason:
            return reason
        if not self.occupied():
            return msg("{pocket} banks a pending marker, and none lies beside any card.", pocket=self.act("pocket"))
        if arg is not None and card not in self.occupied():
            return nothing
        return msg(
            "To bank the marker beside {card} now, click {pocket} first.",
            card=self.name(card),
            pocket=self.act("pocket"),
        )

    def _scandal(self, arg: str | None) -> Msg:
        top, ext = self.spec.extortion.arrest_above, self.s.ext
        if self.s.stage == "scandal" and arg and arg.isdigit():
            return msg(
                "{scandal} +{step} would take extortion to {level}, above {top}.",
                scandal=self.act("scandal"),
                step=int(arg),
                level=ext + int(arg),
                top=top,
            )
        reason = self._chip_action("scandal")
        if reason:
            return reason
        return msg(
            "{scandal} raises extortion by 1 or 2, and it is already {level}: it may not go above {top}.",
            scandal=self.act("scandal"),
            level=ext,
            top=top,
        )

    def _payoff(self, arg: str | None) -> Msg:
        s, payoff = self.s, self.act("payoff")
        if s.stage != "decide":
            return msg("{payoff} is not possible now: {why}.", payoff=payoff, why=self.busy())
        turn = s.flow.top
        if not (isinstance(turn, Turn) and turn.payoff):
            if s.zones[hitman(s.active)]:
                return msg(
                    "{payoff} is possible only right after the doubles that gave you the hit-man: you have gone on "
                    "since.",
                    payoff=payoff,
                )
            return msg(
                "{payoff} is possible only right after you roll doubles: it keeps the hit-man away.", payoff=payoff
            )
        return self.cost("payoff", s.chips(s.active)) or msg("That is not a legal choice now.")

    def _backstab(self, arg: str | None) -> Msg:
        s = self.s
        reason = self.cost("backstab", s.chips(s.opponent), self.opp)
        if reason:
            return reason
        backstab = self.act("backstab")
        if s.dice is None:
            return msg(
                "{seat} may {backstab} only right after {roller} rolls: nothing is rolled yet.",
                seat=self.opp,
                backstab=backstab,
                roller=self.me,
            )
        return msg(
            "{seat} may {backstab} only right after {roller}'s roll, before {roller} goes on: this roll is already "
            "settled.",
            seat=self.opp,
            backstab=backstab,
            roller=self.me,
        )

    def _reneg(self, arg: str | None) -> Msg:
        s = self.s
        chips = (s.snapshot or s).chips(s.active)  # what was in hand when the roll was made
        reason = self.cost("reneg", chips)
        if reason:
            return reason
        if s.dice is None:
            return msg("{reneg} cancels your own roll, and nothing is rolled yet.", reneg=self.act("reneg"))
        return msg(
            "{reneg} is possible only right after your own roll, before you go on: it is settled.",
            reneg=self.act("reneg"),
        )

    # ----- clicks on the table -------------------------------------------------------------------
    def _place(self, arg: str | None) -> Msg:
        s = self.s
        card, seat = card_and_seat(arg)
        if seat is not None:
            return self.other_side(seat)
        if s.stage == "influence":
            options = s.choice["options"]
            white, black = s.dice or (0, 0)
            named = (self.spec.card("black", black), self.spec.card("white", white))
            goes = Listed(tuple(self.name(c) for c in options), "or")
            if card in named:
                return msg(
                    "{card} already has a pending marker: this roll's influence goes beside {cards}.",
                    card=self.name(card),
                    cards=goes,
                )
            return msg("This roll places influence only beside the cards its dice name: {cards}.", cards=goes)
        if s.stage in ("double_influence", "double_bribe"):
            if self.is_mayor(card):
                return msg("Markers go beside area cards, not beside {card}.", card=self.name(card))
            return msg("{card} already has a pending marker: only one per card at a time.", card=self.name(card))
        if s.stage == "decide":
            return msg("Only a roll places markers beside the cards: roll the dice.")
        return msg("Not now: {why}.", why=self.busy())

    def _reveal(self, arg: str | None) -> Msg:
        card, seat = card_and_seat(arg)
        if self.s.stage == "reveal":
            if seat is not None:
                return msg("Expose one of {seat}'s bribes, not your own: click {seat}'s side of a card.", seat=self.opp)
            return msg("{seat} has no face-down bribe on {card}.", seat=self.opp, card=self.name(card))
        rolls = Listed(tuple(self.spec.roll(k).name for k in ("bribe_extort", "invest_bribe")))
        return msg("Bribes are exposed only by the rolls {rolls}.", rolls=rolls)

    def _cube(self, arg: str | None) -> Msg:
        card, _ = card_and_seat(arg)
        if self.s.stage in ("invest_any", "place_cube") and self.is_mayor(card):
            return msg(
                "The {mayor} card is not an area card: the cube goes on one of the area cards.",
                mayor=self.spec.mayor_card.name,
            )
        if self.s.stage == "decide":
            return msg("No cube is to be placed now: only a roll puts cubes on the cards.")
        return msg("No cube is to be placed now: {why}.", why=self.busy())

    def _from(self, arg: str | None) -> Msg:
        s = self.s
        card, seat = card_and_seat(arg)
        if seat is not None:
            return self.other_side(seat)
        if s.stage == "move_from":
            if self.is_mayor(card):
                return msg(
                    "The {mayor} card is not an area card: its cubes move only by extortion bonuses.",
                    mayor=self.spec.mayor_card.name,
                )
            return msg("{card} has no cube to move.", card=self.name(card))
        if s.stage == "deceive_from":
            return msg("Nothing is pending beside {card} to move.", card=self.name(card))
        return msg("Nothing is being moved now: {why}.", why=self.busy_or_moves())

    def _to(self, arg: str | None) -> Msg:
        s = self.s
        card, seat = card_and_seat(arg)
        if seat is not None:
            return self.other_side(seat)
        if s.stage == "move_to":
            if self.is_mayor(card):
                return msg(
                    "The {mayor} card is not an area card: the cube goes to another area card.",
                    mayor=self.spec.mayor_card.name,
                )
            return msg("The cube comes from {card}: move it to another area card, or cancel.", card=self.name(card))
        if s.stage == "deceive_to":
            return msg(
                "{card} already has a pending marker: {deceive} moves a marker only to a card with a free slot.",
                card=self.name(card),
                deceive=self.act("deceive"),
            )
        return msg("Nothing is being moved now: {why}.", why=self.busy_or_moves())

    def _drop(self, arg: str | None) -> Msg:
        limit = self.spec.marker_limit_per_card
        if self.s.stage == "limit":
            card = self.name(self.s.choice["card"])
            return msg(
                "{card} already holds {limit} of your markers: remove one of them, or the new one beside it.",
                card=card,
                limit=limit,
            )
        return msg(
            "Markers leave the game only when a card already holds {limit} of yours and you bank another there.",
            limit=limit,
        )
