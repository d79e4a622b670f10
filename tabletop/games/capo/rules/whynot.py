"""Why an action of Capo dei Capi is not legal now, in the rules' words (CapoRules.why_not).

Names, costs and numbers come from the data; the state is read only where the table shows it to everyone
(a bribe is only ever "face down", never its value), so the reason tells the seat nothing hidden from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.games.capo.rules.state import CapoState, hitman, pending
from tabletop.games.capo.rules.steps import Turn, Window

if TYPE_CHECKING:
    from tabletop.games.capo.rules.rules import CapoRules


def why_not(rules: CapoRules, state: CapoState, seat: int | None, verb: str, arg: str | None = None) -> str:
    """Why ``verb`` (on ``arg``: a card, a token, a Scandal step, or "card:seat" for a side that is not the
    active player's) is not legal for ``seat`` now."""
    if state.over:
        outcome = rules.outcome(state)
        return "The game is over." + (f" {outcome.summary}" if outcome else "")
    if verb != "backstab" and seat is not None and seat != state.active:
        who = state.players[state.active]
        return f"It is {who}'s turn: only {who} may do that now."
    # A button's action is legal whatever was clicked with it; Pocket's marker is chosen only after its button.
    for action in rules.decision(state).actions:
        if action.verb == verb and (arg is None or action.args[:1] == (arg,) or not (action.args or verb == "pocket")):
            return "That is a legal choice now."
    explain = getattr(_Reasons(rules, state), f"_{verb}", None)
    return explain(arg) if explain is not None else "That is not a legal choice now."


def seat_arg(card: str, seat: int) -> str:
    """What a click on ``seat``'s side or pending slot of ``card`` names when that seat is not the active one:
    "card:seat" (read back by ``card_and_seat``)."""
    return f"{card}:{seat}"


def card_and_seat(arg: str | None) -> tuple[str, int | None]:
    """A click's card and, for "card:seat" (``seat_arg``), the seat whose side was clicked."""
    card, _, seat = (arg or "").partition(":")
    return card, int(seat) if seat else None


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class _Reasons:
    """One reason per verb, each a method named after it."""

    def __init__(self, rules: CapoRules, state: CapoState):
        self.rules, self.spec, self.s = rules, rules.spec, state
        self.me, self.opp = state.players[state.active], state.players[state.opponent]

    # ----- words --------------------------------------------------------------------------------
    def name(self, card: str) -> str:
        """A card's printed name."""
        if card == self.spec.mayor_card.id:
            return f"the {self.spec.mayor_card.name} card"
        return next((c.name for c in self.spec.area_cards if c.id == card), card)

    def act(self, action_id: str) -> str:
        """A chip action's name."""
        return self.spec.action(action_id).name

    def cost(self, action_id: str, chips: int, who: str = "you") -> str | None:
        """The chip cost, if ``who`` (holding ``chips``) cannot pay it."""
        price = self.spec.cost(action_id)
        if chips >= price:
            return None
        has = "none" if chips == 0 else f"only {chips}"
        return f"{self.act(action_id)} costs {_plural(price, 'chip')}: {who} {'have' if who == 'you' else 'has'} {has}."

    def busy(self) -> str:
        """What the current step waits for, when it is not the free choice between rolls."""
        s, stage = self.s, self.s.stage
        if stage == "influence":
            options = " or ".join(f"influence {v} beside {self.name(c)}" for c, v in s.choice["options"].items())
            return f"first place this roll's {options}"
        texts = {
            "double_influence": f"first place the doubles' influence {s.choice.get('double')} beside a card "
            "with a free slot",
            "double_bribe": "first place the doubles' face-down bribe beside a card with a free slot",
            "reveal": f"first choose the card where one of {self.opp}'s face-down bribes is exposed",
            "invest_any": "first choose the area card that gets the invested cube",
            "move_from": "first choose the area card to move a cube from",
            "move_to": f"first choose where the cube from {self.name(s.choice.get('from', ''))} goes, or cancel",
            "place_cube": "first put the doubles' cube on an area card, or take no cube",
            "arrest": f"you face arrest: accept it, or cancel the roll ({self.act('reneg')})",
            "end": "the game ends after this turn: accept, or cancel the roll first",
            "deceive_from": f"first finish {self.act('deceive')}, or cancel it",
            "deceive_to": f"first finish {self.act('deceive')}, or cancel it",
            "pocket": f"first choose the pending marker to {self.act('pocket').lower()}, or cancel",
            "scandal": f"first choose how far {self.act('scandal')} raises extortion, or cancel",
            "limit": f"first remove a marker from {self.name(s.choice.get('card', ''))}: it already holds "
            f"{self.spec.marker_limit_per_card} of yours",
        }
        return texts.get(stage, "")

    def moves(self) -> str:
        """What moves things once they lie on the table."""
        return f"{self.act('deceive')} moves a pending marker, and {self.spec.roll('double').name.lower()} of 6 a cube"

    def occupied(self) -> list[str]:
        """Cards with a pending marker."""
        return [c for c in self.s.cards if self.s.zones[pending(c)]]

    def other_side(self, seat: int) -> str:
        """A click on the side of the player whose turn it is not."""
        return f"That is {self.s.players[seat]}'s side of the table: it is your turn, and you play on your own side."

    def window_open(self) -> bool:
        """Whether the last roll may still be cancelled (Backstab, Reneg)."""
        step = self.s.flow.top
        return self.s.snapshot is not None and isinstance(step, Window) and step.is_open()

    # ----- the turn ------------------------------------------------------------------------------
    def _roll(self, arg: str | None) -> str:
        return f"You cannot roll now: {self.busy()}."

    def _stop(self, arg: str | None) -> str:
        if self.s.stage != "decide":
            return f"You cannot stop now: {self.busy()}."
        if self.s.dice is None:
            return "You must roll at least once before you stop: nothing is rolled yet this turn."
        return f"You must roll again before you stop: after a chip action or {self.act('payoff')} one more roll is due."

    def _accept(self, arg: str | None) -> str:
        return "There is nothing to accept now: only an arrest or the end of the game is accepted."

    def _cancel(self, arg: str | None) -> str:
        return (
            "There is nothing to cancel now: Cancel steps back out of a chip action or a cube move before it is done."
        )

    def _skip(self, arg: str | None) -> str:
        return "Only the doubles' cube from the supply may be declined, and none is on offer now."

    # ----- chip actions --------------------------------------------------------------------------
    def _chip_action(self, verb: str) -> str | None:
        """The reasons every chip action of the active player shares: the moment, and the cost."""
        if self.s.stage != "decide":
            return f"{self.act(verb)} is not possible now: {self.busy()}."
        return self.cost(verb, self.s.chips(self.s.active))

    def _deceive(self, arg: str | None) -> str:
        reason = self._chip_action("deceive")
        if reason:
            return reason
        if not self.occupied():
            return f"{self.act('deceive')} moves a pending marker, and none lies beside any card."
        return f"{self.act('deceive')} needs a card with a free slot: all {len(self.s.cards)} have a pending marker."

    def _pocket(self, arg: str | None) -> str:
        card, seat = card_and_seat(arg)
        if seat is not None:
            return self.other_side(seat)
        if self.s.stage == "pocket":
            return f"Nothing is pending beside {self.name(card)} to {self.act('pocket').lower()}."
        reason = self._chip_action("pocket")
        if reason:
            return reason
        if not self.occupied():
            return f"{self.act('pocket')} banks a pending marker, and none lies beside any card."
        if arg is not None and card not in self.occupied():
            return f"Nothing is pending beside {self.name(card)} to {self.act('pocket').lower()}."
        return f"To bank the marker beside {self.name(card)} now, click {self.act('pocket')} first."

    def _scandal(self, arg: str | None) -> str:
        top, ext = self.spec.extortion.arrest_above, self.s.ext
        if self.s.stage == "scandal" and arg and arg.isdigit():
            return f"{self.act('scandal')} +{arg} would take extortion to {ext + int(arg)}, above {top}."
        reason = self._chip_action("scandal")
        if reason:
            return reason
        return f"{self.act('scandal')} raises extortion by 1 or 2, and it is already {ext}: it may not go above {top}."

    def _payoff(self, arg: str | None) -> str:
        s, pawn = self.s, self.spec.executioner.name.lower()
        if s.stage != "decide":
            return f"{self.act('payoff')} is not possible now: {self.busy()}."
        turn = s.flow.top
        if not (isinstance(turn, Turn) and turn.payoff):
            if s.zones[hitman(s.active)]:
                return (
                    f"{self.act('payoff')} is possible only right after the doubles that gave you the {pawn}: "
                    "you have gone on since."
                )
            return f"{self.act('payoff')} is possible only right after you roll doubles: it keeps the {pawn} away."
        return self.cost("payoff", s.chips(s.active)) or "That is not a legal choice now."

    def _backstab(self, arg: str | None) -> str:
        s = self.s
        reason = self.cost("backstab", s.chips(s.opponent), self.opp)
        if reason:
            return reason
        if s.dice is None:
            return f"{self.opp} may {self.act('backstab')} only right after {self.me} rolls: nothing is rolled yet."
        return (
            f"{self.opp} may {self.act('backstab')} only right after {self.me}'s roll, before {self.me} goes on: "
            "this roll is already settled."
        )

    def _reneg(self, arg: str | None) -> str:
        s = self.s
        chips = (s.snapshot or s).chips(s.active)  # what was in hand when the roll was made
        reason = self.cost("reneg", chips)
        if reason:
            return reason
        if s.dice is None:
            return f"{self.act('reneg')} cancels your own roll, and nothing is rolled yet."
        return f"{self.act('reneg')} is possible only right after your own roll, before you go on: it is settled."

    # ----- clicks on the table -------------------------------------------------------------------
    def _place(self, arg: str | None) -> str:
        s = self.s
        card, seat = card_and_seat(arg)
        if seat is not None:
            return self.other_side(seat)
        if s.stage == "influence":
            options = s.choice["options"]
            white, black = s.dice or (0, 0)
            named = (self.spec.card("black", black), self.spec.card("white", white))
            goes = " or ".join(self.name(c) for c in options)
            if card in named:
                return f"{self.name(card)} already has a pending marker: this roll's influence goes beside {goes}."
            return f"This roll places influence only beside the cards its dice name: {goes}."
        if s.stage in ("double_influence", "double_bribe"):
            if card == self.spec.mayor_card.id:
                return f"Markers go beside area cards, not beside {self.name(card)}."
            return f"{self.name(card)} already has a pending marker: only one per card at a time."
        if s.stage == "decide":
            return "Only a roll places markers beside the cards: roll the dice."
        return f"Not now: {self.busy()}."

    def _reveal(self, arg: str | None) -> str:
        card, seat = card_and_seat(arg)
        if self.s.stage == "reveal":
            if seat is not None:
                return f"Expose one of {self.opp}'s bribes, not your own: click {self.opp}'s side of a card."
            return f"{self.opp} has no face-down bribe on {self.name(card)}."
        rolls = " and ".join(self.spec.roll(k).name for k in ("bribe_extort", "invest_bribe"))
        return f"Bribes are exposed only by the rolls {rolls}."

    def _cube(self, arg: str | None) -> str:
        card, _ = card_and_seat(arg)
        if self.s.stage in ("invest_any", "place_cube") and card == self.spec.mayor_card.id:
            return f"{_cap(self.name(card))} is not an area card: the cube goes on one of the area cards."
        if self.s.stage == "decide":
            return "No cube is to be placed now: only a roll puts cubes on the cards."
        return f"No cube is to be placed now: {self.busy()}."

    def _from(self, arg: str | None) -> str:
        s = self.s
        card, seat = card_and_seat(arg)
        if seat is not None:
            return self.other_side(seat)
        if s.stage == "move_from":
            if card == self.spec.mayor_card.id:
                return f"{_cap(self.name(card))} is not an area card: its cubes move only by extortion bonuses."
            return f"{self.name(card)} has no cube to move."
        if s.stage == "deceive_from":
            return f"Nothing is pending beside {self.name(card)} to move."
        return f"Nothing is being moved now: {self.busy() or self.moves()}."

    def _to(self, arg: str | None) -> str:
        s = self.s
        card, seat = card_and_seat(arg)
        if seat is not None:
            return self.other_side(seat)
        if s.stage == "move_to":
            if card == self.spec.mayor_card.id:
                return f"{_cap(self.name(card))} is not an area card: the cube goes to another area card."
            return f"The cube comes from {self.name(card)}: move it to another area card, or cancel."
        if s.stage == "deceive_to":
            return (
                f"{self.name(card)} already has a pending marker: {self.act('deceive')} moves a marker only to a "
                "card with a free slot."
            )
        return f"Nothing is being moved now: {self.busy() or self.moves()}."

    def _drop(self, arg: str | None) -> str:
        limit = self.spec.marker_limit_per_card
        if self.s.stage == "limit":
            card = self.name(self.s.choice["card"])
            return f"{card} already holds {limit} of your markers: remove one of them, or the new one beside it."
        return f"Markers leave the game only when a card already holds {limit} of yours and you bank another there."
