"""Why the action a player reached for is not legal now, in Mascarade's words (MascaradeRules.why_not).

Every reason is built from the public table only (positions, fortunes, the announcement, whose choice it
is), never from a face-down card, so it tells the player on screen nothing hidden from them.
"""

from __future__ import annotations

from tabletop.engine.decisions import Decision
from tabletop.games.mascarade.data import Amount, MascaradeSpec
from tabletop.games.mascarade.powers import where
from tabletop.games.mascarade.state import MascaradeState

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
        if seat is not None and seat != decision.seat:
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


def now(spec: MascaradeSpec, state: MascaradeState, seat: int | None) -> str:
    """What is being decided now, and by whom."""
    stage, p, names, n = state.stage, state.pending, state.players, named(spec)
    cur = names[state.current]
    user = names[p["user"]] if "user" in p else cur
    if state.phase == "memorise":
        return "First everyone memorises the cards; when all have seen them, click to turn them face down."
    if stage == "":
        only = swap_only(spec, state, seat)
        return f"It is {cur}'s turn. {only}" if only else f"It is {cur}'s turn: first swap-or-not, look or announce."
    char = spec.character(p["char"]).name if "char" in p else ""
    texts = {
        "swap_from": f"{cur} is choosing a swap-or-not.",
        "swap_to": f"{cur} is choosing the card to swap-or-not with {where(state, p.get('from', ''))}.",
        "swap_secret": f"{cur} decides in secret whether to swap.",
        "peek_pick": f"{cur} is choosing a card to look at.",
        "peek": f"{cur} is looking at a card in private.",
        "announce_card": f"{cur} is choosing the card to announce with.",
        "announce": f"{cur} is choosing the character to announce: click one in the middle of the table.",
        "reveal_wait": "The revealed cards are face up for all to see: turn them face down to go on.",
        "fool_a": f"{user}, as the {n['fool']}, is choosing two other players' cards to swap-or-not.",
        "fool_b": f"{user}, as the {n['fool']}, is choosing the second card to swap-or-not.",
        "fool_secret": f"{user}, as the {n['fool']}, decides in secret whether to swap.",
        "witch": f"{user}, as the {n['witch']}, chooses whether to swap fortunes, and with whom.",
        "spy_target": f"{user}, as the {n['spy']}, is choosing a card to look at.",
        "spy_secret": f"{user}, as the {n['spy']}, decides in secret whether to swap.",
        "inq_target": f"{user}, as the {n['inquisitor']}, is choosing a player to question.",
    }
    if stage in texts:
        return texts[stage]
    if stage == "claims":
        return f"{names[state.claim_queue[0]]} answers {cur}'s announcement of the {char}: claim it too, or pass."
    if stage == "bishop":
        richest = listed([names[s] for s in p["richest"]], "or")
        return f"{user}, as the {n['bishop']}, chooses who pays {Amount(spec.bishop_takes):coins}: {richest}."
    target = p["target"]
    owner = names[int(target.split(":")[1])]
    return f"{owner} must name the character of {where(state, target)} for the {n['inquisitor']}."


def _specific(
    spec: MascaradeSpec, state: MascaradeState, decision: Decision, seat: int | None, verb: str, arg: str | None
) -> str:
    """The reason that depends on the verb and its argument in the current stage ("" when there is none)."""
    stage, p, names, n = state.stage, state.pending, state.players, named(spec)
    if state.phase == "memorise":
        return ""
    if stage == "" and verb in TURN_VERBS + ("look", "with"):
        if verb in ("peek", "announce", "look") and swap_only(spec, state, seat):
            return swap_only(spec, state, seat)
        if verb == "look" and arg and not _own(state, state.current, arg):
            return f"You may look only at your own card: {where(state, arg)} is not yours."
        first = {"look": "Look", "with": "Swap-or-not", "announce": "Announce"}.get(verb, "")
        if first and arg:
            thing = f"the {spec.character(arg).name}" if verb == "announce" else where(state, arg)
            return f"Choose {first} first, then click {thing}."
        return ""
    user = p.get("user", state.current)
    if verb in ("announce", "guess") and arg and arg not in state.in_play:
        return f"Only the characters of this game's set may be named: the {spec.character(arg).name} is not in it."
    if stage == "swap_from" and verb == "mine" and arg:
        return f"Swap one of your own cards: {where(state, arg)} is not yours."
    if stage == "swap_from" and verb == "with":
        return "First choose which of your own cards to swap; then the card to swap-or-not with."
    if stage == "swap_to" and verb == "with" and arg:
        return _swap_partner(state, arg)
    if stage == "peek_pick" and verb == "look" and arg:
        return f"You may look only at your own cards: {where(state, arg)} is not yours."
    if stage == "announce_card" and verb == "using" and arg:
        if _protected(state, arg):
            return f"{where(state, arg)} is protected: you announce with your left or right card, never this one."
        return f"Announce with one of your own cards: {where(state, arg)} is not yours."
    if stage == "announce_card" and verb == "announce":
        return "First choose which of your cards announces; then the character."
    if stage == "claims":
        claimant = state.claim_queue[0]
        if verb == "claim" and arg and not _own(state, claimant, arg):
            if seat == claimant:
                return f"You may claim only with your own card: {where(state, arg)} is not yours."
            return f"{names[claimant]} may claim only with their own card: {where(state, arg)} is not theirs."
        if verb == "announce":
            return f"{names[state.current]} has already announced the {spec.character(p['char']).name}. " + now(
                spec, state, seat
            )
    you, your = _you(state, seat, user)
    if stage == "bishop" and verb == "from" and arg is not None:
        if int(arg) == user:
            return f"The {n['bishop']} takes from another player, never from {_self(state, seat, user)}."
        return _bishop(spec, state, int(arg))
    if stage in ("fool_a", "fool_b") and verb == "card" and arg:
        if _own(state, user, arg):
            return f"The {n['fool']} swaps two other players' cards, never one of {your} own."
        return _fool_card(spec, state, arg)
    if stage == "witch" and verb == "with" and arg == str(user):
        return f"The {n['witch']} swaps fortunes with another player, never with {_self(state, seat, user)}."
    if stage == "spy_target" and verb == "card" and arg:
        if arg == p.get("pos"):
            return f"That is the {n['spy']}'s own card, which {you} see{'s' * (you != 'you')} anyway: choose another."
        if _protected(state, arg):
            return f"{where(state, arg)} is protected: the {n['spy']} may not look at it."
        return f"The {n['spy']} looks at a card it could swap with: another player's card or a centre card."
    if stage == "inq_target" and verb == "card" and arg:
        if arg.startswith("c:"):
            return f"The {n['inquisitor']} questions a player, never a centre card."
        if _own(state, user, arg):
            return f"The {n['inquisitor']} questions another player's card, never one of {your} own."
        return f"{where(state, arg)} is protected: the {n['inquisitor']} may not question it."
    return ""


def _swap_partner(state: MascaradeState, arg: str) -> str:
    """Why the card at ``arg`` cannot be swapped with the card being swapped."""
    if arg == state.pending.get("from"):
        return "That is the card you are swapping: choose another card to swap-or-not with."
    if _protected(state, arg):
        return f"{where(state, arg)} is protected: its owner's opponent can never swap it."
    return "Swap-or-not with another player's card or a centre card, never with your own."


def _bishop(spec: MascaradeSpec, state: MascaradeState, victim: int) -> str:
    """Why the Bishop cannot take from ``victim``, who is not among the richest other players."""
    names, n = state.players, named(spec)
    richest = state.pending.get("richest", [])
    top = Amount(state.coins[richest[0]]) if richest else Amount(0)
    return (
        f"The {n['bishop']} takes {Amount(spec.bishop_takes):coins} from the richest other player: {names[victim]} has "
        f"{Amount(state.coins[victim]):coins}, {listed([names[s] for s in richest])} {top:coins} each."
    )


def _fool_card(spec: MascaradeSpec, state: MascaradeState, arg: str) -> str:
    """Why the Fool cannot choose the card at ``arg`` (a card that is not the Fool's user's)."""
    n = named(spec)
    if arg.startswith("c:") and not state.fool_takes_centre:
        return f"The {n['fool']} swaps two players' cards, never a centre card."
    if arg == state.pending.get("first"):
        return "That card is already the first one: choose a second card to swap-or-not with it."
    return f"{where(state, arg)} is protected: the {n['fool']} may not swap it."
