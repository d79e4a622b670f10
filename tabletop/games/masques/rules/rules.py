"""Masques's rules controller: the draft, the action phase with its six agent powers, and the rounds.

The match runs on the shared flow of typed steps (tabletop/engine/flow.py): ``state.flow`` starts as
``[Round()]`` and the steps chain themselves (rounds.py: the round, preparation, the draft's ``Pick`` and
``PassPackets``, resolution, cleanup; turns.py: ``Turn``, ``Place``, ``AfterAction``; powers.py: the power
steps). Compound moves are chains of single choices: pick a guest in hand (or an agent stack), then a
corridor, then the agent's targets one by one; every power may be skipped, and a power with no legal
target is skipped for the player. Resolution and cleanup run by themselves when the last corridor
fills (after that action's power). Readings of unclear rules are listed in data/masques.yaml.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from tabletop.engine.decisions import Outcome
from tabletop.engine.flow import Flow, FlowRules
from tabletop.engine.message import Msg, Seat, Words, joined, msg, msgc
from tabletop.engine.rng import Rng
from tabletop.engine.rules import first_seat
from tabletop.engine.sightings import Seen
from tabletop.games.masques.rules import whynot
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.rounds import Round, favor_as_it_stands, progress
from tabletop.games.masques.rules.state import MasquesState, new_state
from tabletop.games.masques.rules.view import MasquesView, masques_view


class MasquesRules(FlowRules[MasquesState, MasquesView]):
    """Masques for 2, 3 or 4 players."""

    length_unit = "rounds"

    slug = "masques"
    title = msg("Masques")
    spec: MasquesSpec

    def setup(self, players: tuple[str, ...], variant: str, options: dict[str, Any], rng: Rng) -> MasquesState:
        """Deal families, lay out the palace, and run the first preparation."""
        first = first_seat(options, len(players), rng)
        state = new_state(self.spec, players, first, rng)
        state.flow = Flow([Round()])
        return self.start(state, rng)

    def copy_state(self, state: MasquesState) -> MasquesState:
        """An explicit, cheap copy (see MasquesState.copy)."""
        return state.copy()

    def determinize(self, state: MasquesState, seat: int, rng: random.Random, seen: Seen | None = None) -> MasquesState:
        """Everything ``seat`` may not know dealt afresh at random, where it remembers them when it does
        (secrets.determinize)."""
        from tabletop.games.masques.rules import secrets

        return secrets.determinize(state, seat, rng, seen)

    def hidden_facts(self, state: MasquesState, seat: int | None) -> dict[str, str]:
        """Each component whose face ``seat`` may not know now, mapped to that face (secrets.hidden_facts)."""
        from tabletop.games.masques.rules import secrets

        return secrets.hidden_facts(state, seat)

    def places(self, state: MasquesState) -> tuple[dict[str, list[str]], dict[int, set[str]]]:
        """Every zone, and per seat the zones hidden from it (secrets.hidden_zones)."""
        from tabletop.games.masques.rules import secrets

        return state.zones, {s: set(secrets.hidden_zones(state, s)) for s in range(len(state.players))}

    def view(self, state: MasquesState, seat: int | None) -> MasquesView:
        """The public table plus ``seat``'s own hand, packet and picks."""
        return masques_view(self.spec, state, seat)

    playout_depth = 40  # about a round at four players
    standing_spread = 1.0

    def standing(self, state: MasquesState) -> tuple[float, ...]:
        """Each seat's nearness to the win (rounds.progress) in favor markers, five for a whole win, with the palace
        cards resolved as the full corridors stand (favor is won only when the palace resolves)."""
        favor = favor_as_it_stands(state)
        return tuple(5 * progress(self.spec, state, s, favor[s]) for s in range(len(state.players)))

    def length(self, state: MasquesState) -> int:
        """The round being played (the last one, once the game is over)."""
        return state.round

    def outcome(self, state: MasquesState) -> Outcome | None:
        """The winner, once someone has the favor of the guilds."""
        if state.winner is None:
            return None
        w = state.winner
        scores = tuple(sum(f.values()) for f in state.favor)
        return Outcome((w,), scores, self._verdict(state, w))

    def _verdict(self, state: MasquesState, w: int) -> Msg:
        """Which win condition was met, with the favor behind it (every guild's count)."""
        favor, names = state.favor[w], {g.id: g.name for g in self.spec.guilds}
        counts = joined([msg("{guild} {n}", guild=names[g], n=n) for g, n in favor.items()], msgc("list", ", "))
        best = max(favor, key=lambda g: favor[g])
        if favor[best] >= self.spec.win.in_one_guild:
            how = msg(
                "{n} favor with the {guild} (a win needs {need} in one guild)",
                n=favor[best],
                guild=names[best],
                need=self.spec.win.in_one_guild,
            )
        else:
            how = msg("at least {need} favor with every guild", need=self.spec.win.in_every_guild)
        return msg(
            "{seat} wins in round {round}: {how}. Favor: {counts}.",
            seat=Seat(w, state.players[w]),
            round=state.round,
            how=how,
            counts=counts,
        )

    def components(self, state: MasquesState) -> Counter[str]:
        """Every component by id."""
        return Counter(c for zone in state.zones.values() for c in zone)

    def private_viewer(self, state: MasquesState) -> int | None:
        """The deciding player needs their own hand or packet on screen."""
        if state.phase == "over":
            return None
        return self.decision(state).seat

    def curtain_task(self, state: MasquesState, seat: int) -> Msg:
        """What the player is about to do behind the curtain: a draft pick, or a turn (no card named)."""
        if state.phase == "draft":
            return msg("keep a guest from your packet (pick {pick} of 4)", pick=state.draft_step)
        if self.decision(state).seat != seat:
            return msg("look at your hand")
        return msg("play a guest from your hand, hire an agent, or pass")

    def why_not(self, state: MasquesState, seat: int | None, verb: str, arg: str | None = None) -> Words:
        """Why ``verb`` (on ``arg``) is not legal for ``seat`` now, in the rules' words (see whynot.py)."""
        return whynot.why_not(self.spec, state, self.decision(state), seat, verb, arg)
