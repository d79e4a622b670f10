"""Rialto's rules controller: the match runs on the shared flow of typed steps (tabletop/engine/flow.py).

The flow, from setup: a ``Start`` per player (buildings.py), then ``NextRound``. Each ``NextRound`` (rounds.py,
automatic) queues a round:

- phase I (phase1.py): ``Deal`` (automatic), a ``Pick`` per player, a ``Cards`` per player (each behind an
  ``Offer``, steps.py, that skips it when it holds no real choice), ``EndPhase1`` (automatic);
- phase II, per stage A-F: ``BeginStage`` (automatic, play.py) puts ``PlayTurns`` (automatic) on the flow, which
  puts a ``Turn`` on top for each click of a play turn and lets the neutral player play; when nobody is left to play,
  the advantage, then a ``Resolve`` per participant in Doge order (automatic, stages.py), which may open a
  ``Build`` (buildings.py), a ``Bridge`` or ``Gondola``, or a ``NeutralTile`` (automatic); ``EndStage``;
- phase III (buildings.py): ``Phase3`` (automatic) queues an offered ``Blue`` per player; ``EndRound``;
- then the next ``NextRound``; after the last round it does the final scoring and empties the flow.

Each step names its ``task`` (the view's "task": "start", "pick", "cards", "turns", "build", ...). No choice is
secret to the table; the hand on screen is the private viewer's (pick, cards and play turns). The readings chosen
where the sources are unclear are in data/rialto.yaml (options and readings).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tabletop.engine.decisions import Outcome
from tabletop.engine.errors import SetupError
from tabletop.engine.flow import FlowRules
from tabletop.engine.gamedef import OptionDef, first_player_option
from tabletop.engine.message import Listed, Msg, Name, Words, msg, msgc
from tabletop.engine.rng import Rng
from tabletop.engine.rules import first_seat
from tabletop.engine.sightings import Seen
from tabletop.games.rialto.rules import whynot
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.scoring import projected_vp, standings
from tabletop.games.rialto.rules.setup import new_state
from tabletop.games.rialto.rules.state import RialtoState, hand
from tabletop.games.rialto.rules.view import RialtoView, rialto_view

PRIVATE = {"pick", "cards", "turns"}  # the tasks that show the deciding player's hand


class RialtoRules(FlowRules[RialtoState, RialtoView]):
    """Rialto for 2 to 5 players, and the 2-player game with a neutral player."""

    length_unit = "rounds"

    slug = "rialto"
    title = msg("Rialto")
    spec: RialtoSpec

    @property
    def variants(self) -> tuple[str, ...]:
        """The standard game, or (at 2 players) the neutral player."""
        return ("standard", self.spec.neutral_player.variant)

    def variants_for(self, count: int) -> tuple[str, ...]:
        """The neutral variant is for its player count only."""
        return self.variants if count == self.spec.neutral_player.players else self.variants[:1]

    def variant_title(self, variant: str) -> Words:
        """'Standard' or 'Neutral player'."""
        if variant == self.spec.neutral_player.variant:
            return msgc("variant", "Neutral player")
        return msgc("variant", "Standard")

    def option_defs(self) -> tuple[OptionDef, ...]:
        """Who starts, and every reading the sources leave open (data/rialto.yaml ``options``), each a rules
        reading with its default and alternatives (in the order of data.READINGS)."""
        return (first_player_option(), *self.spec.reading_defs)

    def setup(self, players: tuple[str, ...], variant: str, options: dict[str, Any], rng: Rng) -> RialtoState:
        """Lay out the table, then wait for the first starting-building choice."""
        if variant not in self.variants_for(len(players)):
            problem = msg("variant '{variant}' is not played with {n} players", variant=Name(variant), n=len(players))
            raise SetupError(problem)
        first = first_seat(options, len(players), rng)
        readings = self.spec.in_force(options)  # Match has checked them against option_defs
        neutral = variant == self.spec.neutral_player.variant
        state = new_state(self.spec, tuple(players), neutral, first, readings, rng)
        return self.start(state, rng)

    def view(self, state: RialtoState, seat: int | None) -> RialtoView:
        """The public table plus ``seat``'s own hand (and play in progress)."""
        return rialto_view(self.spec, state, seat)

    playout_depth = 80  # about two stages at five players
    standing_spread = 4.0

    def standing(self, state: RialtoState) -> tuple[float, ...]:
        """VP as if the final scoring were done now (scoring.projected_vp)."""
        return projected_vp(self.spec, state)

    def length(self, state: RialtoState) -> int:
        """The round being played (the last one, once the game is over)."""
        return state.round

    def outcome(self, state: RialtoState) -> Outcome | None:
        """The standings once final scoring is done."""
        if not state.over:
            return None
        ranked = standings(state)
        w = ranked[0]
        # Outcome.details is still typed str (engine/decisions.py): rendered now, in the language in force.
        details = tuple(msg("{who}: {n} VP", who=state.who(p), n=state.vp[p]) for p in ranked)
        who, vp = state.who(w), state.vp[w]
        tied = [p for p in ranked[1:] if state.vp[p] == state.vp[w]]
        text: Msg
        if tied:
            others = Listed(tuple(state.who(p) for p in tied))
            text = msg(
                "{who} wins with {n} VP. Tied on VP with {others}; {who} is ahead in Doge order, which breaks every "
                "tie.",
                who=who,
                n=vp,
                others=others,
            )
        elif len(ranked) > 1:
            nxt = ranked[1]
            text = msg(
                "{who} wins with {n} VP. Next: {next} with {vp} VP.",
                who=who,
                n=vp,
                next=state.who(nxt),
                vp=state.vp[nxt],
            )
        else:
            text = msg("{who} wins with {n} VP.", who=who, n=vp)
        return Outcome((w,), tuple(state.vp[p] for p in state.seats), text, details)

    def copy_state(self, state: RialtoState) -> RialtoState:
        """An explicit, cheap copy (see RialtoState.copy)."""
        return state.copy()

    def determinize(self, state: RialtoState, seat: int, rng: random.Random, seen: Seen | None = None) -> RialtoState:
        """Everything ``seat`` may not know dealt afresh at random, where it remembers them when it does
        (secrets.determinize)."""
        from tabletop.games.rialto.rules import secrets

        return secrets.determinize(state, seat, rng, seen)

    def hidden_facts(self, state: RialtoState, seat: int | None) -> dict[str, str]:
        """Each component whose face ``seat`` may not know now, mapped to that face (secrets.hidden_facts)."""
        from tabletop.games.rialto.rules import secrets

        return secrets.hidden_facts(state, seat)

    def places(self, state: RialtoState) -> tuple[dict[str, list[str]], dict[int, set[str]]]:
        """Every zone, and per seat the zones hidden from it (secrets.hidden_zones)."""
        from tabletop.games.rialto.rules import secrets

        return state.zones, {s: set(secrets.hidden_zones(state, s)) for s in range(len(state.players))}

    def components(self, state: RialtoState) -> Counter[str]:
        """Every card, building and tile by id (coins and councillors are counts)."""
        return Counter(c for zone in state.zones.values() for c in zone)

    def private_viewer(self, state: RialtoState) -> int | None:
        """Picking a row, the private step of phase I and play turns show the player's hand (when it holds any card)."""
        if state.task() not in PRIVATE:
            return None
        seat = state.deciding()
        return seat if seat is not None and state.zones[hand(seat)] else None

    def curtain_task(self, state: RialtoState, seat: int) -> Msg:
        """What the player is about to do with their hand on screen (no card named)."""
        task = state.task()
        if task == "pick":
            return msg("take a row of cards")
        if task == "cards":
            return msg("use green buildings and discard down to the hand limit")
        if task == "turns":
            return msg("play cards for stage {letter}, or pass", letter=Name(state.stage))
        return msg("look at your hand")

    def why_not(self, state: RialtoState, seat: int | None, verb: str, arg: str | None = None) -> Words:
        """Why ``verb`` (on ``arg``) is not legal for ``seat`` now, in the rules' words (see whynot.py)."""
        return whynot.why_not(self.spec, state, self.decision(state), seat, verb, arg)
