"""The Prodigals Club's rules controller for any two contests or all three, on the shared flow of typed steps.

``state.flow`` starts as ``[Round()]``; the steps chain themselves: rounds.py (``Round``, ``Prep``, ``Phase``,
``HydePark``, ``OldLadyStart``/``OldLady``, ``EndRound``, ``HandDiscard``, ``Cleanup``), errands.py (``Errands``,
``Place``, ``ChooseSet``, ``ChooseBonus``), turns.py (``ActionTurn``, ``GroupPlay``, ``BoardDiscard``,
``AfterWhite``, ``TriggerOffer``), politics.py (``TileChoice``, ``PlaceTile``, ``RotateTile``, ``InnerBonus``) and
resolve.py (``Do`` and the choice steps of each primitive), possessions.py (``SellChoice``, ``ExchangeChoice``,
``AbmtChoice``) and relocate.py (``RelocateFrom``, ``RelocateTo``). The Last Will combination (it needs another
game's box) is not offered. Readings of data/prodigals.yaml apply; those taken here:

- The initial turn order starts at option ``first`` (random by default) and goes round the seats in seat order.
- Old Lady: affected tokens move up together; a token is blocked by the top edge or by an own token above it that
  does not move or is itself blocked (T16b); a cluster is not blocked as a whole.
- Several triggers fired by one event are offered together; the player resolves or skips them in any order.
- An optional move step with nothing to offer is left out (a ``per`` of 3 moves with no legal move asks nothing);
  each repetition of a ``per`` of moves is its own step with ``done``.
- The bonus tile of a reservation is taken whenever one is left (digest §2.2 "take one ... if any remain").
- A universal set space may be taken when no set is left (forced placement: a space may be useless, digest §2.2).
- Bonus tiles used in the action turn count as "used in the action phase" for the Renaissance Man.
- Hand-limit discards go to the public discard pile.
- A Possessions card's exchange or sale happens as far as it can: with no tile to give or sell it does nothing.
- A Bit More Time cards played with an action are discarded at once (they never join the played white cards).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tabletop.engine.decisions import Outcome
from tabletop.engine.flow import FlowRules
from tabletop.engine.gamedef import OptionDef, first_player_option
from tabletop.engine.message import STRUCTURE, Listed, Msg, joined, msg
from tabletop.engine.message import Seat as Who
from tabletop.engine.rng import Rng
from tabletop.engine.rules import first_seat
from tabletop.engine.sightings import Seen
from tabletop.games.prodigals.rules import relocate  # noqa: F401  (registers relocate_errand_boy)
from tabletop.games.prodigals.rules.data import ProdigalsSpec
from tabletop.games.prodigals.rules.possessions import possessions_score
from tabletop.games.prodigals.rules.rounds import Round
from tabletop.games.prodigals.rules.setup import new_state
from tabletop.games.prodigals.rules.state import ProdigalsState
from tabletop.games.prodigals.rules.view import ProdigalsView, prodigals_view

CONTESTS = ("election+society", "election+possessions", "society+possessions", "election+society+possessions")
CURTAIN = {  # what a player is about to do behind the curtain, for every kind of decision (no hidden detail)
    "place": msg("place an errand boy"),
    "turn": msg("take your action turn"),
    "hand_limit": msg("discard down to the hand limit"),
    "old_lady": msg("face the Old Lady"),
    "abmt": msg("decide how many A Bit More Time cards to play"),
    "bonus": msg("take a bonus action tile"),
    "exchange": msg("choose a tile to exchange"),
    "exchange_take": msg("take a tile in exchange"),
    "group": msg("play more cards of a kind, or go on"),
    "inner_circle": msg("choose an inner circle bonus"),
    "jump": msg("move a token in the society"),
    "move": msg("move a token in the society"),
    "move_up": msg("move a token up in the society"),
    "straight_down": msg("move a token down in the society"),
    "option": msg("choose how a card works"),
    "relocate_to": msg("send an errand boy to a free space"),
    "renaissance": msg("name the Renaissance Man's symbols"),
    "row": msg("name a row of the society"),
    "sell": msg("sell possessions"),
    "set": msg("take a card set"),
    "tile": msg("choose a political circle tile"),
    "tile_rotation": msg("turn a political circle tile"),
    "tile_spot": msg("attach a political circle tile"),
    "trigger": msg("use or skip your triggered cards"),
}


class ProdigalsRules(FlowRules[ProdigalsState, ProdigalsView]):
    """The Prodigals Club for 2-5 players: any two contests, or all three."""

    slug = "prodigals"
    title = msg("The Prodigals Club")
    length_unit = "rounds"
    spec: ProdigalsSpec

    def option_defs(self) -> tuple[OptionDef, ...]:
        """Who starts, and which contests are played."""
        contests = OptionDef(
            "contests",
            msg("Contests"),
            "choice",
            CONTESTS[0],
            msg(
                "The competitions in play: any two (Election + Society is the rulebook's first game), or all three for "
                "experienced players. (The Last Will combination needs another game's box and is not offered.)"
            ),
            allowed=CONTESTS,
            labels=(
                msg("Election + Society"),
                msg("Election + Possessions"),
                msg("Society + Possessions"),
                msg("All three"),
            ),
        )
        return (first_player_option(), contests)

    def setup(self, players: tuple[str, ...], variant: str, options: dict[str, Any], rng: Rng) -> ProdigalsState:
        """Set up the table and run the first round's preparation."""
        first = first_seat(options, len(players), rng)
        state = new_state(self.spec, players, self.chosen(options, len(players)).text("contests"), first, rng)
        state.flow.then(Round())
        return self.start(state, rng)

    def variants_on(self, state: ProdigalsState) -> tuple[str, ...]:
        """The data variants switched on (none yet: the journalists' activation stays off)."""
        return ()

    def scores(self, state: ProdigalsState, seat: int) -> dict[str, int]:
        """A seat's competition scores."""
        found: dict[str, int] = {}
        if "election" in state.modules:
            found["election"] = state.seats[seat].votes
        if "society" in state.modules:
            found["society"] = state.society(seat)
        if "possessions" in state.modules:
            found["possessions"] = possessions_score(self, state, seat)
        return found

    def game_ends(self, state: ProdigalsState) -> bool:
        """The end check: any score at or below 0, or the last round played."""
        if state.round >= self.spec.numbers.rounds.value:
            return True
        return any(v <= 0 for s in range(len(state.players)) for v in self.scores(state, s).values())

    def copy_state(self, state: ProdigalsState) -> ProdigalsState:
        """An explicit copy."""
        return state.copy()

    def determinize(
        self, state: ProdigalsState, seat: int, rng: random.Random, seen: Seen | None = None
    ) -> ProdigalsState:
        """Everything ``seat`` may not know dealt afresh at random, where it remembers them when it does
        (secrets.determinize)."""
        from tabletop.games.prodigals.rules import secrets

        return secrets.determinize(state, seat, rng, seen)

    def hidden_facts(self, state: ProdigalsState, seat: int | None) -> dict[str, str]:
        """Each component whose face ``seat`` may not know now, mapped to that face (secrets.hidden_facts)."""
        from tabletop.games.prodigals.rules import secrets

        return secrets.hidden_facts(state, seat)

    def places(self, state: ProdigalsState) -> tuple[dict[str, list[str]], dict[int, set[str]]]:
        """Every hand, deck and stack and the central card, and per seat the ones hidden from it
        (secrets.places)."""
        from tabletop.games.prodigals.rules import secrets

        return secrets.places(state)

    def view(self, state: ProdigalsState, seat: int | None) -> ProdigalsView:
        """The public table plus ``seat``'s own hand."""
        return prodigals_view(self, state, seat)

    playout_depth = 40  # about half a round at five players
    standing_spread = 2.0

    def standing(self, state: ProdigalsState) -> tuple[float, ...]:
        """Lower is better in every contest: each seat's highest score, negated, with a tenth of its next (the
        ranking's tie-break)."""
        keys = (self.ranking_key(state, s) for s in range(len(state.players)))
        return tuple(-(k[0] + sum(k[1:2]) / 10) for k in keys)

    def length(self, state: ProdigalsState) -> int:
        """The round being played."""
        return state.round

    def ranking_key(self, state: ProdigalsState, seat: int) -> tuple[int, ...]:
        """Scores highest first: the lowest key wins (digest §4)."""
        return tuple(sorted(self.scores(state, seat).values(), reverse=True))

    def outcome(self, state: ProdigalsState) -> Outcome | None:
        """Lowest highest-score wins; ties by the next score; a full tie is shared (reading)."""
        if not state.ended:
            return None
        keys = [self.ranking_key(state, s) for s in range(len(state.players))]
        best = min(keys)
        winners = tuple(s for s, k in enumerate(keys) if k == best)
        return Outcome(
            winners, tuple(k[0] for k in keys), joined([self._why_ended(state), self._verdict(state, keys)], " ")
        )

    def _why_ended(self, state: ProdigalsState) -> Msg:
        """Why the game ended: a contest at 0 or below, or the last round played."""
        titles: dict[str, Msg] = {m.id: m.name for m in self.spec.modules}
        low = [
            (Who(s, state.players[s]), contest, v)
            for s in range(len(state.players))
            for contest, v in self.scores(state, s).items()
            if v <= 0
        ]
        if len(low) == 1:
            seat, contest, value = low[0]
            return msg("The game ends: {seat}'s {contest} score is {n}.", seat=seat, contest=titles[contest], n=value)
        if low:  # several: the scoring table beside the verdict says whose (the verdict fits the banner)
            contests = Listed(tuple(titles[c] for c in dict.fromkeys(c for _, c, _ in low)))
            return msg("The game ends: {contests} score at 0 or less.", contests=contests)
        return msg("The game ends after round {n}.", n=state.round)

    def _verdict(self, state: ProdigalsState, keys: list[tuple[int, ...]]) -> Msg:
        """Who wins and why, tie-breaks spelled out (digest §4: the lowest worst contest, then the next)."""
        best = min(keys)
        winners = [s for s, k in enumerate(keys) if k == best]
        names = Listed(tuple(Who(w, state.players[w]) for w in winners))
        tied = [s for s, k in enumerate(keys) if k[0] == best[0] and s not in winners]
        if len(winners) > 1:
            return msg(
                "{seats} share the win: worst contest {n}, and every other contest equal too.", seats=names, n=best[0]
            )
        if not tied:
            return msg("{seat} wins with the lowest worst contest, {n}.", seat=names, n=best[0])
        theirs = Listed(tuple(_numbers(keys[s][1:]) for s in tied))
        others = Listed(tuple(Who(s, state.players[s]) for s in tied))
        return msg(
            "{seat} wins: worst contest {n} like {others}, next {mine} against {theirs}.",
            seat=names,
            n=best[0],
            others=others,
            mine=_numbers(best[1:]),
            theirs=theirs,
        )

    def components(self, state: ProdigalsState) -> Counter[str]:
        """Every card, tile and errand boy by id."""
        found: Counter[str] = Counter()
        for pile in (*state.decks.values(), *state.displays.values(), *state.display_tiles.values()):
            found.update(pile)
        found.update(state.tile_supply + state.old_lady_stack + state.bonus_supply + state.discard)
        found.update(state.possession_supply + state.possession_board)
        found.update(x for x in (state.old_lady, state.central_card) if x)
        for me in state.seats:
            found.update(me.hand + me.board + me.played + me.bonus_tiles + me.held + me.resolving + me.possessions)
            found.update(t for t, _ in me.network.values())
        for seat, me in enumerate(state.seats):  # each player's errand boys: in hand, on spaces, or at home
            placed = sum(occupant == seat for occupants in state.spaces.values() for occupant in occupants)
            found.update(f"boy:{seat}:{k}" for k in range(me.boys + placed + me.home))  # boys are alike: numbered
        return found

    def private_viewer(self, state: ProdigalsState) -> int | None:
        """The deciding player sees their own hand."""
        return None if state.ended else self.decision(state).seat

    def curtain_task(self, state: ProdigalsState, seat: int) -> Msg:
        """What the player is about to do behind the curtain (no hidden detail)."""
        decision = self.decision(state)
        if decision.seat != seat:
            return msg("look at your hand")
        return CURTAIN.get(decision.kind, msg("make your choice"))

    def why_not(self, state: ProdigalsState, seat: int | None, verb: str, arg: str | None = None) -> Msg:
        """Why a move is not legal now, in the rules' words."""
        from tabletop.games.prodigals.rules.whynot import why_not

        return why_not(self, state, seat, verb, arg)


def _numbers(values: tuple[int, ...]) -> Msg:
    """Scores one after another with commas: "12, 9"."""
    return joined([Msg("{n}", (("n", v),), context=STRUCTURE) for v in values], ", ")
