"""Why the action a player reached for is not legal now, in Mascarade's words (MascaradeRules.why_not).

Every reason is built from the public table only (positions, fortunes, the announcement, whose choice it
is), never from a face-down card, so it tells the player on screen nothing hidden from them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.engine.decisions import Decision
from tabletop.games.mascarade.rules.data import Amount, MascaradeSpec
from tabletop.games.mascarade.rules.powers import Bishop, InqGuess
from tabletop.games.mascarade.rules.state import MascaradeState, where
from tabletop.games.mascarade.rules.turn import Claim

# What a verb is for, said when it is reached for at a moment it has no part in ({id}: a character's name).
USES = {
    "ready": "The cards were memorised once, at the start of the game.",
    "claim": "Claiming answers another player's announcement, and none is waiting for an answer.",
    "pass": "Passing answers another player's announcement, and none is waiting for an answer.",
    "continue": "No revealed cards are waiting to be turned face down.",
    "done": "Nobody is looking at a card now.",
    "keep": "Nothing is being swapped in secret now.",
    "skip": "Only the {witch} may decline her power, when she uses it.",
    "from": "Only the {bishop} picks a player to take coins from, when the richest are tied.",
    "guess": "Only a player questioned by the {inquisitor} names a character.",
    "using": "A card to announce with is chosen only just after choosing to announce.",
    "mine": "Which of your cards to swap is chosen only just after choosing to swap-or-not.",
    "look": "Looking at a card is a turn's choice: only at the start of your own turn.",
    "swap": "Swap-or-not is a turn's first choice, or a secret choice once the cards are chosen.",
    "peek": "Looking is a turn's first choice.",
    "announce": "Announcing is a turn's first choice.",
    "cancel": "Back takes back only a choice to announce, before the character is named.",
}
TURN_VERBS = ("swap", "peek", "announce")


def why_not(
    spec: MascaradeSpec, state: MascaradeState, decision: Decision, seat: int | None, verb: str, arg: str | None
) -> str:
    """Why ``verb`` (on ``arg``) is not legal for ``seat`` now; the game's own words, nothing hidden."""
    if state.phase == "over":
        names = " and ".join(state.players[w] for w in state.winners)
        return f"The game is over: {names} win{'s' * (len(state.winners) == 1)} ({state.ended_by})."
    if _legal(decision, verb, arg) and not (verb == "claim" and arg and not _own(state, decision.seat, arg)):
        if seat is not None and decision.seat is not None and seat != decision.seat:
            return f"That is {state.players[decision.seat]}'s choice to make now."
        if verb == "claim" and not any(a.args for a in decision.actions):
            return "Claim or pass with the buttons below: your card is the one that claims."
        return "That is a legal choice now: click its glowing target, or its button below."
    reason = _specific(spec, state, decision, seat, verb, arg)
    if reason:
        return reason
    return " ".join(x for x in (USES.get(verb, "").format(**named(spec)), now(spec, state, seat)) if x)


def named(spec: MascaradeSpec) -> dict[str, str]:
    """Each character's name by id, as the data spells it."""
    return {c.id: c.name for c in spec.characters}


def _legal(decision: Decision, verb: str, arg: str | None) -> bool:
    """Whether some legal action has this verb (and this argument; a claim with one card takes none)."""
    return any(
        a.verb == verb and (arg is None or a.args == (arg,) or (verb == "claim" and not a.args))
        for a in decision.actions
    )


def _own(state: MascaradeState, seat: int | None, pos: str) -> bool:
    """Whether ``pos`` is one of ``seat``'s cards."""
    return seat is not None and pos in state.seat_positions[seat]


def _you(state: MascaradeState, seat: int | None, who: int) -> tuple[str, str]:
    """("you", "your") when ``who`` is the player addressed, else their name and its possessive."""
    if seat == who:
        return "you", "your"
    return state.players[who], f"{state.players[who]}'s"


def _self(state: MascaradeState, seat: int | None, who: int) -> str:
    """ "yourself" when ``who`` is the player addressed, else their name."""
    return "yourself" if seat == who else state.players[who]


def listed(names: list[str], last: str = "and") -> str:
    """Names as a sentence lists them: "A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {last} {names[-1]}"


def _protected(state: MascaradeState, pos: str) -> bool:
    """Whether ``pos`` is a protected card (the 2-player game's third card)."""
    return bool(state.protected) and pos.endswith(":" + state.protected)


def swap_only(spec: MascaradeSpec, state: MascaradeState, seat: int | None) -> str:
    """Why the player whose turn it is may only swap-or-not now ("" when they may act freely)."""
    you, your = _you(state, seat, state.current)
    if state.turn_no <= spec.swap_only_turns:
        return (
            f"The first {spec.swap_only_turns} turns of the game are swaps only (this is turn {state.turn_no}): "
            f"{you} may only swap-or-not."
        )
    if state.revealed_turn.get(state.current) == state.turn_no - 1:
        return (
            f"{your.capitalize()} card was revealed during the previous turn: {you} must swap "
            "(no look, no announcement)."
        )
    return ""


# What is being decided in each step, by its stage ({cur}: whose turn it is, {user}: the power's user, {frm}: the card
# being swapped, and each character's name by id).
DOING = {
    "swap_from": "{cur} is choosing a swap-or-not.",
    "swap_to": "{cur} is choosing the card to swap-or-not with {frm}.",
    "swap_secret": "{cur} decides in secret whether to swap.",
    "peek_pick": "{cur} is choosing a card to look at.",
    "peek": "{cur} is looking at a card in private.",
    "announce_card": "{cur} is choosing the card to announce with.",
    "announce": "{cur} is choosing the character to announce: click one in the middle of the table.",
    "reveal_wait": "The revealed cards are face up for all to see: turn them face down to go on.",
    "fool_a": "{user}, as the {fool}, is choosing two other players' cards to swap-or-not.",
    "fool_b": "{user}, as the {fool}, is choosing the second card to swap-or-not.",
    "fool_secret": "{user}, as the {fool}, decides in secret whether to swap.",
    "witch": "{user}, as the {witch}, chooses whether to swap fortunes, and with whom.",
    "spy_target": "{user}, as the {spy}, is choosing a card to look at.",
    "spy_secret": "{user}, as the {spy}, decides in secret whether to swap.",
    "inq_target": "{user}, as the {inquisitor}, is choosing a player to question.",
}


def now(spec: MascaradeSpec, state: MascaradeState, seat: int | None) -> str:
    """What is being decided now, and by whom."""
    names, step = state.players, state.flow.top
    if state.phase == "memorise":
        return "First everyone memorises the cards; when all have seen them, click to turn them face down."
    assert step is not None, "a finished game is answered by why_not before anything is being decided"
    stage, cur = step.stage, names[state.current]
    if stage == "":
        only = swap_only(spec, state, seat)
        return f"It is {cur}'s turn. {only}" if only else f"It is {cur}'s turn: first swap-or-not, look or announce."
    if stage in DOING:
        user = names[step.user] if hasattr(step, "user") else cur
        return DOING[stage].format(cur=cur, user=user, frm=where(state, getattr(step, "frm", "")), **named(spec))
    if isinstance(step, Claim):
        char = spec.character(step.char).name
        return f"{names[step.seat]} answers {cur}'s announcement of the {char}: claim it too, or pass."
    if isinstance(step, Bishop):
        richest = listed([names[s] for s in step.richest], "or")
        bishop = named(spec)["bishop"]
        return f"{names[step.user]}, as the {bishop}, chooses who pays {Amount(spec.bishop_takes):coins}: {richest}."
    assert isinstance(step, InqGuess), f"every deciding stage is told above: {stage!r} is not"
    held_by = state.owner(step.target)
    assert held_by is not None, "the Inquisitor questions a player, never a centre card"
    owner = names[held_by]
    return f"{owner} must name the character of {where(state, step.target)} for the {named(spec)['inquisitor']}."


def _specific(
    spec: MascaradeSpec, state: MascaradeState, decision: Decision, seat: int | None, verb: str, arg: str | None
) -> str:
    """The reason that depends on the verb and its argument in the current step ("" when there is none)."""
    step = state.flow.top
    if state.phase == "memorise" or step is None:  # nothing specific before the first turn, nor (why_not) after
        return ""
    if step.stage == "" and verb in TURN_VERBS + ("look", "with"):
        return _turn_choice(spec, state, seat, verb, arg)
    if verb in ("announce", "guess") and arg and arg not in state.in_play:
        return f"Only the characters of this game's set may be named: the {spec.character(arg).name} is not in it."
    check = SPECIFIC.get(step.stage)
    return check(Asked(spec, state, step, seat, verb, arg)) if check else ""


def _turn_choice(spec: MascaradeSpec, state: MascaradeState, seat: int | None, verb: str, arg: str | None) -> str:
    """At the turn's first choice: why a look, an announcement or a card click is not legal yet."""
    if verb in ("peek", "announce", "look") and swap_only(spec, state, seat):
        return swap_only(spec, state, seat)
    if verb == "look" and arg and not _own(state, state.current, arg):
        return f"You may look only at your own card: {where(state, arg)} is not yours."
    first = {"look": "Look", "with": "Swap-or-not", "announce": "Announce"}.get(verb, "")
    if first and arg:
        thing = f"the {spec.character(arg).name}" if verb == "announce" else where(state, arg)
        return f"Choose {first} first, then click {thing}."
    return ""


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
    def names(self) -> dict[str, str]:
        """Each character's name by id."""
        return named(self.spec)

    def you(self) -> tuple[str, str]:
        """("you", "your") when the power's user is the player addressed, else their name and its possessive."""
        return _you(self.state, self.seat, self.step.user)


def _swap_from(q: Asked) -> str:
    if q.verb == "mine" and q.arg:
        return f"Swap one of your own cards: {where(q.state, q.arg)} is not yours."
    if q.verb == "with":
        return "First choose which of your own cards to swap; then the card to swap-or-not with."
    return ""


def _swap_to(q: Asked) -> str:
    return _swap_partner(q.state, q.step.frm, q.arg) if q.verb == "with" and q.arg else ""


def _peek_pick(q: Asked) -> str:
    if q.verb == "look" and q.arg:
        return f"You may look only at your own cards: {where(q.state, q.arg)} is not yours."
    return ""


def _announce_card(q: Asked) -> str:
    if q.verb == "using" and q.arg:
        if _protected(q.state, q.arg):
            return f"{where(q.state, q.arg)} is protected: you announce with your left or right card, never this one."
        return f"Announce with one of your own cards: {where(q.state, q.arg)} is not yours."
    if q.verb == "announce":
        return "First choose which of your cards announces; then the character."
    return ""


def _claims(q: Asked) -> str:
    state, claimant, arg = q.state, q.step.seat, q.arg
    if q.verb == "claim" and arg and not _own(state, claimant, arg):
        if q.seat == claimant:
            return f"You may claim only with your own card: {where(state, arg)} is not yours."
        return f"{state.players[claimant]} may claim only with their own card: {where(state, arg)} is not theirs."
    if q.verb == "announce":
        char = q.spec.character(q.step.char).name
        return f"{state.players[state.current]} has already announced the {char}. " + now(q.spec, state, q.seat)
    return ""


def _bishop_pick(q: Asked) -> str:
    if q.verb != "from" or q.arg is None:
        return ""
    user = q.step.user
    if int(q.arg) == user:
        return f"The {q.names['bishop']} takes from another player, never from {_self(q.state, q.seat, user)}."
    return _bishop(q.spec, q.state, int(q.arg), q.step.richest)


def _fool_pick(q: Asked) -> str:
    if q.verb != "card" or not q.arg:
        return ""
    if _own(q.state, q.step.user, q.arg):
        return f"The {q.names['fool']} swaps two other players' cards, never one of {q.you()[1]} own."
    return _fool_card(q.spec, q.state, q.arg, getattr(q.step, "first", None))


def _witch_pick(q: Asked) -> str:
    user = q.step.user
    if q.verb == "with" and q.arg == str(user):
        return f"The {q.names['witch']} swaps fortunes with another player, never with {_self(q.state, q.seat, user)}."
    return ""


def _spy_pick(q: Asked) -> str:
    if q.verb != "card" or not q.arg:
        return ""
    spy = q.names["spy"]
    if q.arg == q.step.pos:
        you = q.you()[0]
        return f"That is the {spy}'s own card, which {you} see{'s' * (you != 'you')} anyway: choose another."
    if _protected(q.state, q.arg):
        return f"{where(q.state, q.arg)} is protected: the {spy} may not look at it."
    return f"The {spy} looks at a card it could swap with: another player's card or a centre card."


def _inquisitor_pick(q: Asked) -> str:
    if q.verb != "card" or not q.arg:
        return ""
    inquisitor = q.names["inquisitor"]
    if q.arg.startswith("c:"):
        return f"The {inquisitor} questions a player, never a centre card."
    if _own(q.state, q.step.user, q.arg):
        return f"The {inquisitor} questions another player's card, never one of {q.you()[1]} own."
    return f"{where(q.state, q.arg)} is protected: the {inquisitor} may not question it."


# The reason a step gives, by its stage (a step not named here has none beyond the verb's use).
SPECIFIC: dict[str, Callable[[Asked], str]] = {
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


def _swap_partner(state: MascaradeState, frm: str, arg: str) -> str:
    """Why the card at ``arg`` cannot be swapped with the card at ``frm``, the one being swapped."""
    if arg == frm:
        return "That is the card you are swapping: choose another card to swap-or-not with."
    if _protected(state, arg):
        return f"{where(state, arg)} is protected: its owner's opponent can never swap it."
    return "Swap-or-not with another player's card or a centre card, never with your own."


def _bishop(spec: MascaradeSpec, state: MascaradeState, victim: int, richest: tuple[int, ...]) -> str:
    """Why the Bishop cannot take from ``victim``, who is not among the ``richest`` other players."""
    names, n = state.players, named(spec)
    top = Amount(state.coins[richest[0]]) if richest else Amount(0)
    return (
        f"The {n['bishop']} takes {Amount(spec.bishop_takes):coins} from the richest other player: {names[victim]} has "
        f"{Amount(state.coins[victim]):coins}, {listed([names[s] for s in richest])} {top:coins} each."
    )


def _fool_card(spec: MascaradeSpec, state: MascaradeState, arg: str, first: str | None) -> str:
    """Why the Fool cannot choose the card at ``arg`` (a card that is not the Fool's user's; ``first``: the card
    already picked)."""
    n = named(spec)
    if arg.startswith("c:") and not state.fool_takes_centre:
        return f"The {n['fool']} swaps two players' cards, never a centre card."
    if arg == first:
        return "That card is already the first one: choose a second card to swap-or-not with it."
    return f"{where(state, arg)} is protected: the {n['fool']} may not swap it."
