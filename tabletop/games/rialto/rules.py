"""Rialto's rules controller: a queue of tasks runs the rounds; the tasks that need a player are the decisions.

Automatic tasks (dealing, the advantage, the stage effects, end of round, final scoring) run as soon
as they reach the head of the queue; a decision task stays there until its player has finished. The
readings chosen where the sources are unclear are in data/rialto.yaml (options and readings).
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision, Outcome
from tabletop.engine.errors import SetupError
from tabletop.engine.events import Event, PhaseBegan
from tabletop.engine.gamedef import OptionDef, first_player_option
from tabletop.engine.rng import Rng
from tabletop.engine.rules import Rules, first_seat
from tabletop.games.rialto import buildings, phase1, play, stages, whynot
from tabletop.games.rialto.data import RialtoSpec
from tabletop.games.rialto.scoring import final_scoring, standings
from tabletop.games.rialto.setup import OPTION_NAMES, new_state
from tabletop.games.rialto.state import RialtoState, hand
from tabletop.games.rialto.view import rialto_view

DECIDING = {"start", "pick", "cards", "turns", "build", "bridge", "gondola", "blue"}
PRIVATE = {"pick", "cards", "turns"}


class RialtoRules(Rules):
    """Rialto for 2 to 5 players, and the 2-player game with a neutral player."""

    length_unit = "rounds"

    slug = "rialto"
    title = "Rialto"
    spec: RialtoSpec

    @property
    def variants(self) -> tuple[str, ...]:
        """The standard game, or (at 2 players) the neutral player."""
        return ("standard", self.spec.neutral_player.variant)

    def variants_for(self, count: int) -> tuple[str, ...]:
        """The neutral variant is for its player count only."""
        return self.variants if count == self.spec.neutral_player.players else self.variants[:1]

    def variant_title(self, variant: str) -> str:
        """'Standard' or 'Neutral player'."""
        return "Neutral player" if variant == self.spec.neutral_player.variant else "Standard"

    def option_defs(self) -> tuple[OptionDef, ...]:
        """Who starts, and every reading the sources leave open (data/rialto.yaml ``options``), each a rules
        reading with its default and alternatives."""
        readings = []
        for name in OPTION_NAMES:
            option = getattr(self.spec.options, name)
            allowed = (option.default, *option.alternatives)
            title = name.replace("_", " ").capitalize()
            readings.append(OptionDef(name, title, "choice", option.default, option.note, allowed, advanced=True))
        return (first_player_option(), *readings)

    def setup(self, players: tuple[str, ...], variant: str, options: dict, rng: Rng) -> RialtoState:
        """Lay out the table, then wait for the first starting-building choice."""
        if variant not in self.variants_for(len(players)):
            raise SetupError(f"variant {variant!r} is not played with {len(players)} players")
        first = first_seat(options, len(players), rng)
        state = new_state(self.spec, tuple(players), variant == self.spec.neutral_player.variant, first, options, rng)
        run(self.spec, state, rng)
        return state

    def view(self, state: RialtoState, seat: int | None) -> dict:
        """The public table plus ``seat``'s own hand (and play in progress)."""
        return rialto_view(self.spec, state, seat)

    def length(self, state: RialtoState) -> int:
        """The round being played (the last one, once the game is over)."""
        return state.round

    def outcome(self, state: RialtoState) -> Outcome | None:
        """The standings once final scoring is done."""
        if not state.over:
            return None
        ranked = standings(state)
        w = ranked[0]
        details = tuple(f"{state.players[p]}: {state.vp[p]} VP" for p in ranked)
        return Outcome(
            (w,), tuple(state.vp[p] for p in state.seats), f"{state.players[w]} wins with {state.vp[w]} VP.", details
        )

    def components(self, state: RialtoState) -> Counter:
        """Every card, building and tile by id (coins and councillors are counts)."""
        return Counter(c for zone in state.zones.values() for c in zone)

    def private_viewer(self, state: RialtoState) -> int | None:
        """Picking a row, the private step of phase I and play turns show the player's hand (when it holds any card)."""
        if not state.tasks or state.tasks[0][0] not in PRIVATE:
            return None
        seat = state.deciding()
        return seat if seat is not None and state.zones[hand(seat)] else None

    def curtain_task(self, state: RialtoState, seat: int) -> str:
        """What the player is about to do with their hand on screen (no card named)."""
        task = state.tasks[0][0] if state.tasks else ""
        if task == "pick":
            return "take a row of cards"
        if task == "cards":
            return "use green buildings and discard down to the hand limit"
        if task == "turns":
            return f"play cards for stage {state.stage}, or pass"
        return "look at your hand"

    def why_not(self, state: RialtoState, seat: int | None, verb: str, arg: str | None = None) -> str:
        """Why ``verb`` (on ``arg``) is not legal for ``seat`` now, in the rules' words (see whynot.py)."""
        return whynot.why_not(self.spec, state, self.decision(state), seat, verb, arg)

    # ----- legality ---------------------------------------------------------------------------------
    def decision(self, state: RialtoState) -> Decision:
        """The current decision."""
        if state.over or not state.tasks:
            return Decision(None, "over", "The game is over.")
        task = state.tasks[0]
        kind, spec = task[0], self.spec
        if kind == "turns":
            p = state.order[0]
            who = state.name(p)
            stage = spec.stage(state.stage)
            prompt = (
                f"{who}: which card to convert?"
                if "convert" in state.sub
                else f"{who}: play {stage.name} cards for stage {state.stage}, or pass."
            )
            return Decision(p, "play", prompt, play.play_actions(spec, state, p))
        p = task[1]
        who = state.name(p)
        if kind == "start":
            return Decision(p, "start", f"{who}: choose a starting building.", buildings.start_actions(spec, state, p))
        if kind == "pick":
            return Decision(p, "pick", f"{who}: take a row of cards.", phase1.pick_actions(state))
        if kind == "cards":
            if "green" in state.sub:
                prompt = f"{who}: take a card from the leftover row, or draw 3."
            elif len(state.zones[hand(p)]) > state.limit[p]:
                prompt = f"{who}: discard down to {state.limit[p]} cards ({len(state.zones[hand(p)])} in hand)."
            else:
                prompt = f"{who}: use a green building, or done."
            return Decision(p, "cards", prompt, phase1.cards_actions(spec, state, p))
        if kind == "build":
            prompt = (
                f"{who}: return a building to make room (it scores its value)."
                if "return" in state.sub
                else f"{who}: take a building of value up to {min(task[2], spec.building_stage.max_value)}."
            )
            return Decision(p, "build", prompt, buildings.build_actions(spec, state, p, task[2], task[3]))
        if kind in ("bridge", "gondola"):
            return Decision(p, kind, self._tile_prompt(state, kind, who), self._tile_actions(state, kind))
        return Decision(
            p,
            "blue",
            f"{who}: "
            + ("which building to upgrade?" if "upgrade" in state.sub else "activate blue buildings, or done."),
            buildings.blue_actions(spec, state, p),
        )

    def _tile_prompt(self, state: RialtoState, kind: str, who: str) -> str:
        if "connection" not in state.sub:
            return f"{who}: where does the {kind} go?"
        if kind == "bridge":
            return f"{who}: which district faces the bridge's higher end?"
        return f"{who}: which district gets the councillor?"

    def _tile_actions(self, state: RialtoState, kind: str) -> tuple[Action, ...]:
        if "connection" in state.sub:
            verb = "face" if kind == "bridge" else "councillor"
            return tuple(Action(verb, (d,)) for d in self.spec.connection(state.sub["connection"]).between)
        empty = [c.id for c in self.spec.board.connections if not state.zones[f"conn:{c.id}"]]
        return tuple(Action("connection", (c,)) for c in empty)

    # ----- applying -----------------------------------------------------------------------------------
    def apply(self, state: RialtoState, action: Action, rng: Rng) -> list[Event]:
        """Apply a legal action, then run the automatic tasks up to the next decision."""
        spec = self.spec
        task = state.tasks[0]
        kind = task[0]
        done = True
        follow: list[tuple] = []
        if kind == "turns":
            events, _ = play.apply_play(spec, state, state.order[0], action)
            done = False  # the task ends when nobody is left to play
        elif kind == "start":
            events, _ = buildings.take_building(spec, state, task[1], action.args[0], "starts with")
        elif kind == "pick":
            events = phase1.pick_row(spec, state, task[1], int(action.args[0]), rng)
        elif kind == "cards":
            events, done = phase1.apply_cards(spec, state, task[1], action, rng)
        elif kind == "build":
            events, follow, done = buildings.apply_build(spec, state, task[1], action, task[2], task[3])
        elif kind in ("bridge", "gondola"):
            events, done = self._apply_tile(state, kind, task[1], action)
        else:
            events, done = buildings.apply_blue(spec, state, task[1], action)
        if done:
            state.tasks.pop(0)
            state.sub = {}
            state.tasks[0:0] = follow
        else:
            state.tasks[1:1] = follow
        return events + run(spec, state, rng)

    def _apply_tile(self, state: RialtoState, kind: str, p: int, action: Action) -> tuple[list[Event], bool]:
        """A connection first; then the district facing a bridge's higher end (none to choose when both ends are
        equal), or the district that gets the gondola's councillor."""
        if action.verb == "connection":
            connection = action.args[0]
            state.sub = {"connection": connection}
            low, high = state.tile_ends[state.zones[stages.BRIDGES][0]] if kind == "bridge" else (0, 1)
            if low == high:
                return stages.place_tile(
                    self.spec, state, p, kind, connection, self.spec.connection(connection).between[0]
                ), True
            return [], False
        connection, district = state.sub["connection"], action.args[0]
        events = stages.place_tile(self.spec, state, p, kind, connection, district)
        if kind == "gondola":
            events += stages.gondola_councillor(self.spec, state, p, district)
        return events, True


def run(spec: RialtoSpec, state: RialtoState, rng: Rng) -> list[Event]:
    """Run automatic tasks until a player must decide or the game is over."""
    events: list[Event] = []
    while state.tasks and not state.over:
        task = state.tasks[0]
        kind = task[0]
        if kind == "turns":
            if state.order and not state.is_human(state.order[0]):
                events += play.neutral_play(spec, state)
                continue
            if state.order:
                return events
            state.tasks.pop(0)
            events += stages.decide_advantage(spec, state)
            state.tasks[0:0] = [("resolve", p) for p in state.doge_order()] + [("stage_end",)]
            continue
        if kind in DECIDING:
            if kind == "cards" and not phase1.cards_needs_player(spec, state, task[1]):
                state.tasks.pop(0)
                continue
            if kind == "blue" and "upgrade" not in state.sub and not buildings.blue_usable(spec, state, task[1]):
                state.tasks.pop(0)
                continue
            return events
        state.tasks.pop(0)
        events += _auto(spec, state, task, rng)
    return events


def _auto(spec: RialtoSpec, state: RialtoState, task: tuple, rng: Rng) -> list[Event]:
    """One automatic task."""
    kind = task[0]
    if kind == "round":
        if state.round >= spec.rounds.count:
            return final_scoring(spec, state)
        state.round += 1
        state.district = next(d for d, k in state.number.items() if k == state.round)
        state.limit = [spec.card_rows.hand_limit] * len(state.participants)
        humans = [p for p in state.doge_order() if state.is_human(p)]
        state.tasks[0:0] = (
            [("deal",)]
            + [("pick", p) for p in humans]
            + [("cards", p) for p in humans]
            + [("phase1_end",)]
            + [("stage", s.letter) for s in spec.stages]
            + [("phase3",), ("round_end",), ("round",)]
        )
        name = spec.district(state.district).name
        return [PhaseBegan(f"Round {state.round}: the district marker moves to {name}.", phase="district")]
    if kind == "deal":
        return phase1.deal_rows(spec, state, rng)
    if kind == "phase1_end":
        return phase1.end_phase1(spec, state, rng)
    if kind == "stage":
        state.tasks.insert(0, ("turns",))
        return stages.begin_stage(spec, state, task[1])
    if kind == "resolve":
        events, tasks = stages.resolve(spec, state, task[1])
        state.tasks[0:0] = tasks
        return events
    if kind in ("neutral_bridge", "neutral_gondola"):
        return stages.neutral_tile(spec, state, task[1], kind.split("_")[1])
    if kind == "stage_end":
        return stages.end_stage(spec, state)
    if kind == "phase3":
        state.tasks[0:0] = [("blue", p) for p in state.doge_order() if state.is_human(p)]
        return [PhaseBegan(f"Round {state.round}, phase III: blue buildings.", phase="III")]
    if kind == "round_end":
        return buildings.end_round(state)
    raise ValueError(f"unknown task {task!r}")
