"""Mascarade's turn after the first choice: swaps, looks, announcements, claims, powers, fines, ends.

``decision`` and ``apply`` cover every stage after the turn's first choice (see rules.py). Powers run
one true holder at a time, clockwise from the announcer; each is atomic and followed by an end check;
then liars pay their fines; revealed cards stay face up until "continue".
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Flipped, Gained, Revealed, Said, Shuffled
from tabletop.games.mascarade.data import MascaradeSpec
from tabletop.games.mascarade.state import MascaradeState


def where(state: MascaradeState, pos: str) -> str:
    """A position in words: "Anna's card", "Anna's left card", "centre card 1"."""
    return position_words(state.players, pos)


def position_words(players: tuple[str, ...] | list[str], pos: str) -> str:
    """A position in words, given the players' names (the log's and the tooltips' one wording)."""
    if not pos:
        return "a card"
    if pos.startswith("c:"):
        return f"centre card {int(pos[2:]) + 1}"
    parts = pos.split(":")
    slot = {"L": "left ", "R": "right ", "P": "protected "}.get(parts[2], "") if len(parts) > 2 else ""
    return f"{players[int(parts[1])]}'s {slot}card"


def _acts(verb: str, args: list) -> list[Action]:
    return [Action(verb, (str(a),)) for a in args]


def decision(spec: MascaradeSpec, state: MascaradeState) -> Decision:
    """The decision of any stage after the turn's first choice."""
    stage, cur = state.stage, state.current
    p = state.pending
    name = state.players
    own = state.seat_positions[cur]
    table = {  # each stage's decision, worked out only for the stage the game is in
        "swap_from": lambda: (cur, _acts("mine", own), "swap which of your cards?"),
        "swap_to": lambda: (
            cur,
            _acts("with", state.swap_partners(p.get("from", own[0]))),
            "swap-or-not with which card?",
        ),
        "swap_secret": lambda: (
            cur,
            [Action("swap"), Action("keep")],
            f"secretly swap your card with {where(state, p.get('to', ''))}, or keep it?",
        ),
        "peek_pick": lambda: (cur, _acts("look", own), "look at which of your cards?"),
        "peek": lambda: (cur, [Action("done")], "this is your card. Remember it."),
        "announce_card": lambda: (
            cur,
            _acts("using", [x for x in own if not x.endswith(":" + state.protected) or not state.protected]),
            "announce with which of your cards?",
        ),
        "announce": lambda: (cur, _acts("announce", list(state.in_play)), "announce which character?"),
        "reveal_wait": lambda: (cur, [Action("continue")], "look at the revealed cards, then turn them face down."),
    }
    if stage in table:
        seat, acts, prompt = table[stage]()
        return Decision(seat, stage, f"{name[seat]}: {prompt}", tuple(acts))
    if stage == "claims":
        seat = state.claim_queue[0]
        mine = state.seat_positions[seat]
        claims = [Action("claim")] if len(mine) == 1 else _acts("claim", mine)
        c = spec.character(p["char"]).name
        return Decision(
            seat,
            "claims",
            f"{name[seat]}: {name[cur]} claims to be the {c}. Claim it too, or pass?",
            tuple([Action("pass")] + claims),
        )
    user, pos = p["user"], p["pos"]
    power = {
        "bishop": (_acts("from", p.get("richest", [])), "the Bishop takes 2 coins from which of the richest players?"),
        "fool_a": (
            _acts("card", _fool_targets(state, user, None)),
            "the Fool may swap two other players' cards: first card?",
        ),
        "fool_b": (_acts("card", _fool_targets(state, user, p.get("first"))), "second card?"),
        "fool_secret": (
            [Action("swap"), Action("keep")],
            f"secretly swap {where(state, p.get('first', ''))} and {where(state, p.get('second', ''))}, or not?",
        ),
        "witch": (
            _acts("with", state.others(user)) + [Action("skip")],
            "the Witch may swap fortunes with another player: whose?",
        ),
        "spy_target": (
            _acts("card", state.swap_partners(pos) if pos.startswith("p:") else []),
            "the Spy looks at which other card?",
        ),
        "spy_secret": (
            [Action("swap"), Action("keep")],
            f"your card and {where(state, p.get('target', ''))}: secretly swap them, or not?",
        ),
        "inq_target": (
            _acts("card", state.opponent_positions(user, protected_too=False)),
            "the Inquisitor questions which card?",
        ),
    }
    if stage in power:
        acts, prompt = power[stage]
        return Decision(user, stage, f"{name[user]}: {prompt}", tuple(acts))
    target = p["target"]
    owner = state.owner(target)
    assert owner is not None
    return Decision(
        owner,
        "inq_guess",
        f"{name[owner]}: name the character of {where(state, target)}.",
        tuple(_acts("guess", list(state.in_play))),
    )


def _fool_targets(state: MascaradeState, user: int, first: str | None) -> list[str]:
    # The seed says "two other players" (centre cards excluded); option fool_centre reads it as any two cards.
    cards = state.opponent_positions(user, protected_too=False) + (
        list(state.centre) if state.fool_takes_centre else []
    )
    if first is None:
        return cards
    # 4-13 players: two other players' cards (one card each); 2-3 players: any two opponent cards (B11).
    return [c for c in cards if c != first]


def apply(spec: MascaradeSpec, state: MascaradeState, action: Action) -> list[Event]:
    """Apply an action of any stage (the turn's first choice included)."""
    stage, verb = state.stage, action.verb
    arg = action.args[0] if action.args else ""
    cur, who = state.current, state.players[state.current]
    own = state.seat_positions[cur]
    if stage == "":
        if verb == "swap":
            state.pending = {"from": own[0]}
            state.stage = "swap_to" if len(own) == 1 else "swap_from"
        elif verb == "peek":
            state.pending = {"look": own[0]}
            state.stage = "peek" if len(own) == 1 else "peek_pick"
        else:
            choices = [x for x in own if not (state.protected and x.endswith(":" + state.protected))]
            state.pending = {"pos": choices[0]}
            state.stage = "announce" if len(choices) == 1 else "announce_card"
        return []
    if stage == "swap_from":
        state.pending["from"], state.stage = arg, "swap_to"
        return []
    if stage == "swap_to":
        state.pending["to"], state.stage = arg, "swap_secret"
        return []
    if stage in ("swap_secret", "fool_secret", "spy_secret"):
        return _secret_swap(spec, state, verb)
    if stage == "peek_pick":
        state.pending["look"], state.stage = arg, "peek"
        return []
    if stage == "peek":
        state.stage = "end_turn"
        return [Said(f"{who} looked at a card.")]
    if stage == "announce_card":
        state.pending["pos"], state.stage = arg, "announce"
        return []
    if stage == "announce":
        state.pending["char"] = arg
        state.claim_queue = state.others(cur)
        state.stage = "claims"
        return [Said(f"{who} announces: I am the {spec.character(arg).name}.")]
    if stage == "claims":
        seat = state.claim_queue.pop(0)
        mine = state.seat_positions[seat]
        state.claims[seat] = None if verb == "pass" else (arg or mine[0])
        events: list[Event] = [Said(f"{state.players[seat]} {'passes' if verb == 'pass' else 'claims it too'}.")]
        if not state.claim_queue:
            events += _resolve_claims(spec, state)
        return events
    if stage == "reveal_wait":
        events = [Flipped("", component=p, face="") for p in sorted(state.face_up)]
        state.face_up.clear()
        state.stage = "end_turn"
        return events + [Said("The revealed cards turn face down.")]
    return _power_step(spec, state, verb, arg)


def _secret_swap(spec: MascaradeSpec, state: MascaradeState, verb: str) -> list[Event]:
    """The same events whether or not the cards were exchanged."""
    stage, p = state.stage, state.pending
    a, b = {"swap_secret": ("from", "to"), "fool_secret": ("first", "second"), "spy_secret": ("pos", "target")}[stage]
    x, y = p[a], p[b]
    if verb == "swap":
        state.cards[x], state.cards[y] = state.cards[y], state.cards[x]
    actor = state.players[state.current if stage == "swap_secret" else p["user"]]
    events: list[Event] = [
        Said(f"{actor} swaps-or-not {where(state, x)} and {where(state, y)}."),
        Shuffled("", places=(x, y)),
    ]
    if stage == "swap_secret":
        state.stage = "end_turn"
        return events
    return events + _after_power(spec, state)


def _resolve_claims(spec: MascaradeSpec, state: MascaradeState) -> list[Event]:
    cur, p = state.current, state.pending
    char = p["char"]
    claimants = [(s, pos) for s, pos in ((s, state.claims[s]) for s in state.others(cur)) if pos]
    if not claimants:
        state.power_queue = [(cur, p["pos"])]
        p["peasants"] = 1
        state.fined = []
        return [Said("Nobody claims it: the power is used without a reveal.")] + _run_powers(spec, state)
    involved = [(cur, p["pos"])] + claimants
    events: list[Event] = []
    for seat, pos in involved:
        state.face_up.add(pos)
        state.revealed_turn[seat] = state.turn_no
        events.append(
            Revealed(
                f"{where(state, pos)} is the {spec.character(state.char(pos)).name}.",
                component=pos,
                face=state.char(pos),
            )
        )
    truth = [(s, pos) for s, pos in involved if state.char(pos) == char]
    state.power_queue = list(truth)
    state.fined = [s for s, pos in involved if state.char(pos) != char]
    p["peasants"] = len(truth)
    return events + _run_powers(spec, state)


def _run_powers(spec: MascaradeSpec, state: MascaradeState) -> list[Event]:
    """Use each queued power in turn; stop to wait for a choice; then fines and the wait to look."""
    events: list[Event] = []
    while state.power_queue:
        user, pos = state.power_queue.pop(0)
        state.pending.update(user=user, pos=pos)
        events += _start_power(spec, state, user)
        if state.stage not in ("", "power_done"):
            return events
        if state.pending["char"] == "peasant" and state.power_queue:
            continue  # both true Peasants are paid together (one atomic power): they may reach 13 together
        events += end_check(spec, state)
        if state.phase == "over":
            return events
    for seat in state.fined:
        paid = min(spec.fine, state.coins[seat])
        state.coins[seat] -= paid
        state.courthouse += paid
        events.append(
            Gained(
                f"{state.players[seat]} pays a fine of {paid} to the courthouse.",
                seat=seat,
                resource="coins",
                amount=-paid,
            )
        )
    state.fined = []
    events += end_check(spec, state)
    if state.phase != "over":
        state.stage = "reveal_wait" if state.face_up else "end_turn"
    return events


def _gain(state: MascaradeState, seat: int, amount: int, why: str) -> Gained:
    state.coins[seat] += amount
    return Gained(f"{state.players[seat]} {why}.", seat=seat, resource="coins", amount=amount)


def _take(state: MascaradeState, user: int, victim: int, amount: int, what: str) -> Gained:
    taken = min(amount, state.coins[victim])
    state.coins[victim] -= taken
    state.coins[user] += taken
    return Gained(
        f"{what}: {state.players[user]} takes {taken} from {state.players[victim]}.",
        seat=user,
        resource="coins",
        amount=taken,
    )


def _hide_revealed(state: MascaradeState) -> list[Event]:
    """Cards about to move under the table are turned face down first."""
    events: list[Event] = [Flipped("", component=p, face="") for p in sorted(state.face_up)]
    state.face_up.clear()
    return events


def _start_power(spec: MascaradeSpec, state: MascaradeState, user: int) -> list[Event]:
    char, who = state.pending["char"], state.players[user]
    state.stage = "power_done"
    if char == "judge":
        amount, state.courthouse = state.courthouse, 0
        return [_gain(state, user, amount, f"as Judge takes the courthouse's {amount}")]
    if char == "bishop":
        others = state.others(user)
        top = max(state.coins[s] for s in others)
        richest = [s for s in others if state.coins[s] == top]
        if len(richest) > 1:
            state.pending["richest"] = richest
            state.stage = "bishop"
            return []
        return [_take(state, user, richest[0], spec.bishop_takes, "Bishop")]
    if char in ("king", "queen"):
        return [
            _gain(
                state,
                user,
                spec.king_gains if char == "king" else spec.queen_gains,
                f"as {char.capitalize()} takes from the bank",
            )
        ]
    if char == "fool":
        events = [_gain(state, user, spec.fool_gains, "as Fool takes 1 from the bank")] + _hide_revealed(state)
        if len(_fool_targets(state, user, None)) >= 2:
            state.stage = "fool_a"
        return events
    if char == "thief":
        left, right = (user + 1) % state.count, (user - 1) % state.count
        return [
            _take(state, user, left, spec.thief_takes, "Thief"),
            _take(state, user, right, spec.thief_takes, "Thief"),
        ]
    if char == "witch":
        state.stage = "witch"
        return []
    if char == "spy":
        events = _hide_revealed(state)
        if state.pending["pos"].startswith("p:") and state.swap_partners(state.pending["pos"]):
            state.stage = "spy_target"
        return events
    if char == "peasant":
        gain = spec.peasant_gains[min(2, state.pending.get("peasants", 1)) - 1]
        return [_gain(state, user, gain, f"as Peasant takes {gain} from the bank")]
    if char == "cheat":
        if state.coins[user] >= spec.cheat_coins:
            state.phase, state.winners, state.ended_by = "over", (user,), "the Cheat with 10 coins or more"
            return [Said(f"{who} is the Cheat with {state.coins[user]} coins and wins!")]
        return [Said(f"{who} is the Cheat but has fewer than {spec.cheat_coins} coins: nothing happens.")]
    if char == "inquisitor":
        state.stage = "inq_target"
        return []
    target = max(state.coins[user], spec.widow_target)
    return [_gain(state, user, target - state.coins[user], f"as Widow fills up to {target}")]


def _power_step(spec: MascaradeSpec, state: MascaradeState, verb: str, arg: str) -> list[Event]:
    stage, p = state.stage, state.pending
    user = p["user"]
    if stage == "bishop":
        return [_take(state, user, int(arg), spec.bishop_takes, "Bishop")] + _after_power(spec, state)
    if stage == "fool_a":
        p["first"], state.stage = arg, "fool_b"
        return []
    if stage == "fool_b":
        p["second"], state.stage = arg, "fool_secret"
        return []
    if stage == "witch":
        if verb == "skip":
            return [Said(f"{state.players[user]} keeps her fortune.")] + _after_power(spec, state)
        other = int(arg)
        state.coins[user], state.coins[other] = state.coins[other], state.coins[user]
        return [Said(f"Witch: {state.players[user]} and {state.players[other]} swap fortunes.")] + _after_power(
            spec, state
        )
    if stage == "spy_target":
        p["target"], state.stage = arg, "spy_secret"
        return []
    if stage == "inq_target":
        p["target"], state.stage = arg, "inq_guess"
        return []
    target = p["target"]
    owner = state.owner(target)
    assert owner is not None
    actual = state.char(target)
    state.face_up.add(target)
    state.revealed_turn[owner] = state.turn_no
    events: list[Event] = [
        Said(f"{state.players[owner]} says: {spec.character(arg).name}."),
        Revealed(f"{where(state, target)} is the {spec.character(actual).name}.", component=target, face=actual),
    ]
    if arg != actual:
        events.append(_take(state, user, owner, spec.inquisitor_fine, "Wrong"))
    return events + _after_power(spec, state)


def _after_power(spec: MascaradeSpec, state: MascaradeState) -> list[Event]:
    """A power that waited for choices is done: end check, then the next power or the fines."""
    state.stage = "power_done"
    events = end_check(spec, state)
    if state.phase == "over":
        return events
    return events + _run_powers(spec, state)


def end_check(spec: MascaradeSpec, state: MascaradeState) -> list[Event]:
    """13 coins or more wins (shared); a player at 0 ends the game and the richest win (shared)."""
    if state.phase == "over":
        return []
    rich = tuple(s for s in range(state.count) if state.coins[s] >= spec.win_coins)
    if rich:
        state.phase, state.winners, state.ended_by = "over", rich, f"{spec.win_coins} coins or more"
    elif 0 in state.coins:
        top = max(state.coins)
        state.phase, state.ended_by = "over", "a player went bankrupt; the richest win"
        state.winners = tuple(s for s in range(state.count) if state.coins[s] == top)
    else:
        return []
    state.stage = ""
    return [
        Said(
            f"The game ends: {' and '.join(state.players[w] for w in state.winners)} "
            f"win{'s' * (len(state.winners) == 1)}."
        )
    ]
