"""Why the action a player reached for is not legal now, in Mascarade's words (MascaradeRules.why_not).

Every reason is built from the public table only (positions, fortunes, the announcement, whose choice it
is), never from a face-down card, so it tells the player on screen nothing hidden from them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.engine.decisions import Decision
from tabletop.engine.message import FIELD, Arg, Listed, Msg, joined, msg, msgn
from tabletop.games.mascarade.rules.data import MascaradeSpec, coins
from tabletop.games.mascarade.rules.powers import Bishop, InqGuess, seat_of, winner_names
from tabletop.games.mascarade.rules.state import MascaradeState, ending, where
from tabletop.games.mascarade.rules.turn import Claim

# What a verb is for, said when it is reached for at a moment it has no part in ({id}: a character's name).
USES = {
    "ready": msg("The cards were memorised once, at the start of the game."),
    "claim": msg("Claiming answers another player's announcement, and none is waiting for an answer."),
    "pass": msg("Passing answers another player's announcement, and none is waiting for an answer."),
    "continue": msg("No revealed cards are waiting to be turned face down."),
    "done": msg("Nobody is looking at a card now."),
    "keep": msg("Nothing is being swapped in secret now."),
    "skip": msg("Only the {witch} may decline her power, when she uses it."),
    "from": msg("Only the {bishop} picks a player to take coins from, when the richest are tied."),
    "guess": msg("Only a player questioned by the {inquisitor} names a character."),
    "using": msg("A card to announce with is chosen only just after choosing to announce."),
    "mine": msg("Which of your cards to swap is chosen only just after choosing to swap-or-not."),
    "look": msg("Looking at a card is a turn's choice: only at the start of your own turn."),
    "swap": msg("Swap-or-not is a turn's first choice, or a secret choice once the cards are chosen."),
    "peek": msg("Looking is a turn's first choice."),
    "announce": msg("Announcing is a turn's first choice."),
    "cancel": msg("Back takes back only a choice to announce, before the character is named."),
}
TURN_VERBS = ("swap", "peek", "announce")


def why_not(
    spec: MascaradeSpec, state: MascaradeState, decision: Decision, seat: int | None, verb: str, arg: str | None
) -> Msg:
    """Why ``verb`` (on ``arg``) is not legal for ``seat`` now; the game's own words, nothing hidden."""
    if state.phase == "over":
        names = winner_names(seat_of(state, w) for w in state.winners)
        return msgn(
            "The game is over: {names} wins ({how}).",
            "The game is over: {names} win ({how}).",
            len(state.winners),
            names=names,
            how=ending(spec, state.ended_by),
        )
    if _legal(decision, verb, arg) and not (verb == "claim" and arg and not _own(state, decision.seat, arg)):
        if seat is not None and decision.seat is not None and seat != decision.seat:
            return msg("That is {seat}'s choice to make now.", seat=seat_of(state, decision.seat))
        if verb == "claim" and not any(a.args for a in decision.actions):
            return msg("Claim or pass with the buttons below: your card is the one that claims.")
        return msg("That is a legal choice now: click its glowing target, or its button below.")
    reason = _specific(spec, state, decision, seat, verb, arg)
    if reason is not None:
        return reason
    use = USES.get(verb)
    return joined([with_names(spec, use), now(spec, state, seat)], " ") if use else now(spec, state, seat)


def named(spec: MascaradeSpec) -> dict[str, Msg]:
    """Each character's name by id, as the data spells it."""
    return {c.id: c.name for c in spec.characters}


def with_names(spec: MascaradeSpec, text: Msg, **args: Arg) -> Msg:
    """``text`` with ``args`` and the names of the characters it names by id (``{fool}``)."""
    names = named(spec)
    return text.but(**{k: names[k] for k in FIELD.findall(text.text) if k in names and k not in args}, **args)


def _legal(decision: Decision, verb: str, arg: str | None) -> bool:
    """Whether some legal action has this verb (and this argument; a claim with one card takes none)."""
    return any(
        a.verb == verb and (arg is None or a.args == (arg,) or (verb == "claim" and not a.args))
        for a in decision.actions
    )


def _own(state: MascaradeState, seat: int | None, pos: str) -> bool:
    """Whether ``pos`` is one of ``seat``'s cards."""
    return seat is not None and pos in state.seat_positions[seat]


def _protected(state: MascaradeState, pos: str) -> bool:
    """Whether ``pos`` is a protected card (the 2-player game's third card)."""
    return bool(state.protected) and pos.endswith(":" + state.protected)


def swap_only(spec: MascaradeSpec, state: MascaradeState, seat: int | None) -> Msg | None:
    """Why the player whose turn it is may only swap-or-not now (None when they may act freely)."""
    you = seat == state.current
    who = seat_of(state, state.current)
    if state.turn_no <= spec.swap_only_turns:
        if you:
            return msg(
                "The first {turns} turns of the game are swaps only (this is turn {turn}): you may only swap-or-not.",
                turns=spec.swap_only_turns,
                turn=state.turn_no,
            )
        return msg(
            "The first {turns} turns of the game are swaps only (this is turn {turn}): {seat} may only swap-or-not.",
            turns=spec.swap_only_turns,
            turn=state.turn_no,
            seat=who,
        )
    if state.revealed_turn.get(state.current) == state.turn_no - 1:
        if you:
            return msg("Your card was revealed during the previous turn: you must swap (no look, no announcement).")
        return msg(
            "{seat}'s card was revealed during the previous turn: {seat} must swap (no look, no announcement).",
            seat=who,
        )
    return None


# What is being decided in each step, by its stage ({cur}: whose turn it is, {user}: the power's user, {frm}: the card
# being swapped, and each character's name by id).
DOING = {
    "swap_from": msg("{cur} is choosing a swap-or-not."),
    "swap_to": msg("{cur} is choosing the card to swap-or-not with {frm}."),
    "swap_secret": msg("{cur} decides in secret whether to swap."),
    "peek_pick": msg("{cur} is choosing a card to look at."),
    "peek": msg("{cur} is looking at a card in private."),
    "announce_card": msg("{cur} is choosing the card to announce with."),
    "announce": msg("{cur} is choosing the character to announce: click one in the middle of the table."),
    "reveal_wait": msg("The revealed cards are face up for all to see: turn them face down to go on."),
    "fool_a": msg("{user}, as the {fool}, is choosing two other players' cards to swap-or-not."),
    "fool_b": msg("{user}, as the {fool}, is choosing the second card to swap-or-not."),
    "fool_secret": msg("{user}, as the {fool}, decides in secret whether to swap."),
    "witch": msg("{user}, as the {witch}, chooses whether to swap fortunes, and with whom."),
    "spy_target": msg("{user}, as the {spy}, is choosing a card to look at."),
    "spy_secret": msg("{user}, as the {spy}, decides in secret whether to swap."),
    "inq_target": msg("{user}, as the {inquisitor}, is choosing a player to question."),
}


def now(spec: MascaradeSpec, state: MascaradeState, seat: int | None) -> Msg:
    """What is being decided now, and by whom."""
    step = state.flow.top
    if state.phase == "memorise":
        return msg("First everyone memorises the cards; when all have seen them, click to turn them face down.")
    assert step is not None, "a finished game is answered by why_not before anything is being decided"
    stage, cur = step.stage, seat_of(state, state.current)
    names = named(spec)
    if stage == "":
        only = swap_only(spec, state, seat)
        if only is not None:
            return joined([msg("It is {seat}'s turn.", seat=cur), only], " ")
        return msg("It is {seat}'s turn: first swap-or-not, look or announce.", seat=cur)
    if stage in DOING:
        template = DOING[stage]
        args: dict[str, Arg] = {}
        if "{cur}" in template.text:
            args["cur"] = cur
        if "{user}" in template.text:
            args["user"] = seat_of(state, step.user) if hasattr(step, "user") else cur
        if "{frm}" in template.text:
            args["frm"] = where(state, getattr(step, "frm", ""))
        return with_names(spec, template, **args)
    if isinstance(step, Claim):
        return msg(
            "{seat} answers {announcer}'s announcement of the {character}: claim it too, or pass.",
            seat=seat_of(state, step.seat),
            announcer=cur,
            character=names[step.char],
        )
    if isinstance(step, Bishop):
        return msg(
            "{seat}, as the {bishop}, chooses who pays {amount}: {richest}.",
            seat=seat_of(state, step.user),
            bishop=names["bishop"],
            amount=coins(spec.bishop_takes),
            richest=Listed(tuple(seat_of(state, s) for s in step.richest), "or"),
        )
    assert isinstance(step, InqGuess), f"every deciding stage is told above: {stage!r} is not"
    held_by = state.owner(step.target)
    assert held_by is not None, "the Inquisitor questions a player, never a centre card"
    return msg(
        "{seat} must name the character of {card} for the {inquisitor}.",
        seat=seat_of(state, held_by),
        card=where(state, step.target),
        inquisitor=names["inquisitor"],
    )


def _specific(
    spec: MascaradeSpec, state: MascaradeState, decision: Decision, seat: int | None, verb: str, arg: str | None
) -> Msg | None:
    """The reason that depends on the verb and its argument in the current step (None when there is none)."""
    step = state.flow.top
    if state.phase == "memorise" or step is None:  # nothing specific before the first turn, nor (why_not) after
        return None
    if step.stage == "" and verb in TURN_VERBS + ("look", "with"):
        return _turn_choice(spec, state, seat, verb, arg)
    if verb in ("announce", "guess") and arg and arg not in state.in_play:
        return msg(
            "Only the characters of this game's set may be named: the {character} is not in it.",
            character=spec.character(arg).name,
        )
    check = SPECIFIC.get(step.stage)
    return check(Asked(spec, state, step, seat, verb, arg)) if check else None


def _turn_choice(
    spec: MascaradeSpec, state: MascaradeState, seat: int | None, verb: str, arg: str | None
) -> Msg | None:
    """At the turn's first choice: why a look, an announcement or a card click is not legal yet."""
    only = swap_only(spec, state, seat)
    if verb in ("peek", "announce", "look") and only is not None:
        return only
    if verb == "look" and arg and not _own(state, state.current, arg):
        return msg("You may look only at your own card: {card} is not yours.", card=where(state, arg))
    if not arg:
        return None
    if verb == "look":
        return msg("Choose Look first, then click {card}.", card=where(state, arg))
    if verb == "with":
        return msg("Choose Swap-or-not first, then click {card}.", card=where(state, arg))
    if verb == "announce":
        return msg("Choose Announce first, then click the {character}.", character=spec.character(arg).name)
    return None


@dataclass(frozen=True)
class Asked:
    """What a player reached for, in which step: the question a step's reason answers."""

    spec: MascaradeSpec
    state: MascaradeState
    step: Any
    seat: int | None
    verb: str
    arg: str | None

    @property
    def names(self) -> dict[str, Msg]:
        """Each character's name by id."""
        return named(self.spec)

    def yours(self) -> bool:
        """Whether the power's user is the player addressed."""
        return self.seat == self.step.user

    def user(self) -> Arg:
        """The power's user as a message's argument."""
        return seat_of(self.state, self.step.user)


def _swap_from(q: Asked) -> Msg | None:
    if q.verb == "mine" and q.arg:
        return msg("Swap one of your own cards: {card} is not yours.", card=where(q.state, q.arg))
    if q.verb == "with":
        return msg("First choose which of your own cards to swap; then the card to swap-or-not with.")
    return None


def _swap_to(q: Asked) -> Msg | None:
    return _swap_partner(q.state, q.step.frm, q.arg) if q.verb == "with" and q.arg else None


def _peek_pick(q: Asked) -> Msg | None:
    if q.verb == "look" and q.arg:
        return msg("You may look only at your own cards: {card} is not yours.", card=where(q.state, q.arg))
    return None


def _announce_card(q: Asked) -> Msg | None:
    if q.verb == "using" and q.arg:
        card = where(q.state, q.arg)
        if _protected(q.state, q.arg):
            return msg("{card} is protected: you announce with your left or right card, never this one.", card=card)
        return msg("Announce with one of your own cards: {card} is not yours.", card=card)
    if q.verb == "announce":
        return msg("First choose which of your cards announces; then the character.")
    return None


def _claims(q: Asked) -> Msg | None:
    state, claimant, arg = q.state, q.step.seat, q.arg
    if q.verb == "claim" and arg and not _own(state, claimant, arg):
        card = where(state, arg)
        if q.seat == claimant:
            return msg("You may claim only with your own card: {card} is not yours.", card=card)
        return msg(
            "{seat} may claim only with their own card: {card} is not theirs.",
            seat=seat_of(state, claimant),
            card=card,
        )
    if q.verb == "announce":
        done = msg(
            "{seat} has already announced the {character}.",
            seat=seat_of(state, state.current),
            character=q.names[q.step.char],
        )
        return joined([done, now(q.spec, state, q.seat)], " ")
    return None


def _bishop_pick(q: Asked) -> Msg | None:
    if q.verb != "from" or q.arg is None:
        return None
    if int(q.arg) == q.step.user:
        bishop = q.names["bishop"]
        if q.yours():
            return msg("The {bishop} takes from another player, never from yourself.", bishop=bishop)
        return msg("The {bishop} takes from another player, never from {seat}.", bishop=bishop, seat=q.user())
    return _bishop(q.spec, q.state, int(q.arg), q.step.richest)


def _fool_pick(q: Asked) -> Msg | None:
    if q.verb != "card" or not q.arg:
        return None
    if _own(q.state, q.step.user, q.arg):
        fool = q.names["fool"]
        if q.yours():
            return msg("The {fool} swaps two other players' cards, never one of your own.", fool=fool)
        return msg("The {fool} swaps two other players' cards, never one of {seat}'s own.", fool=fool, seat=q.user())
    return _fool_card(q.spec, q.state, q.arg, getattr(q.step, "first", None))


def _witch_pick(q: Asked) -> Msg | None:
    if q.verb == "with" and q.arg == str(q.step.user):
        witch = q.names["witch"]
        if q.yours():
            return msg("The {witch} swaps fortunes with another player, never with yourself.", witch=witch)
        return msg("The {witch} swaps fortunes with another player, never with {seat}.", witch=witch, seat=q.user())
    return None


def _spy_pick(q: Asked) -> Msg | None:
    if q.verb != "card" or not q.arg:
        return None
    spy = q.names["spy"]
    if q.arg == q.step.pos:
        if q.yours():
            return msg("That is the {spy}'s own card, which you see anyway: choose another.", spy=spy)
        return msg("That is the {spy}'s own card, which {seat} sees anyway: choose another.", spy=spy, seat=q.user())
    if _protected(q.state, q.arg):
        return msg("{card} is protected: the {spy} may not look at it.", card=where(q.state, q.arg), spy=spy)
    return msg("The {spy} looks at a card it could swap with: another player's card or a centre card.", spy=spy)


def _inquisitor_pick(q: Asked) -> Msg | None:
    if q.verb != "card" or not q.arg:
        return None
    inquisitor = q.names["inquisitor"]
    if q.arg.startswith("c:"):
        return msg("The {inquisitor} questions a player, never a centre card.", inquisitor=inquisitor)
    if _own(q.state, q.step.user, q.arg):
        if q.yours():
            return msg(
                "The {inquisitor} questions another player's card, never one of your own.", inquisitor=inquisitor
            )
        return msg(
            "The {inquisitor} questions another player's card, never one of {seat}'s own.",
            inquisitor=inquisitor,
            seat=q.user(),
        )
    return msg(
        "{card} is protected: the {inquisitor} may not question it.", card=where(q.state, q.arg), inquisitor=inquisitor
    )


# The reason a step gives, by its stage (a step not named here has none beyond the verb's use).
SPECIFIC: dict[str, Callable[[Asked], Msg | None]] = {
    "swap_from": _swap_from,
    "swap_to": _swap_to,
    "peek_pick": _peek_pick,
    "announce_card": _announce_card,
    "claims": _claims,
    "bishop": _bishop_pick,
    "fool_a": _fool_pick,
    "fool_b": _fool_pick,
    "witch": _witch_pick,
    "spy_target": _spy_pick,
    "inq_target": _inquisitor_pick,
}


def _swap_partner(state: MascaradeState, frm: str, arg: str) -> Msg:
    """Why the card at ``arg`` cannot be swapped with the card at ``frm``, the one being swapped."""
    if arg == frm:
        return msg("That is the card you are swapping: choose another card to swap-or-not with.")
    if _protected(state, arg):
        return msg("{card} is protected: its owner's opponent can never swap it.", card=where(state, arg))
    return msg("Swap-or-not with another player's card or a centre card, never with your own.")


def _bishop(spec: MascaradeSpec, state: MascaradeState, victim: int, richest: tuple[int, ...]) -> Msg:
    """Why the Bishop cannot take from ``victim``, who is not among the ``richest`` other players."""
    top = state.coins[richest[0]] if richest else 0
    return msg(
        "The {bishop} takes {amount} from the richest other player: {seat} has {has}, {richest} {top} each.",
        bishop=named(spec)["bishop"],
        amount=coins(spec.bishop_takes),
        seat=seat_of(state, victim),
        has=coins(state.coins[victim]),
        richest=Listed(tuple(seat_of(state, s) for s in richest)),
        top=coins(top),
    )


def _fool_card(spec: MascaradeSpec, state: MascaradeState, arg: str, first: str | None) -> Msg:
    """Why the Fool cannot choose the card at ``arg`` (a card that is not the Fool's user's; ``first``: the card
    already picked)."""
    fool = named(spec)["fool"]
    if arg.startswith("c:") and not state.fool_takes_centre:
        return msg("The {fool} swaps two players' cards, never a centre card.", fool=fool)
    if arg == first:
        return msg("That card is already the first one: choose a second card to swap-or-not with it.")
    return msg("{card} is protected: the {fool} may not swap it.", card=where(state, arg), fool=fool)
