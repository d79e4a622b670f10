"""Rialto phase II resolution: the advantage, each stage's effect in Doge order, tiles and bonus tiles (digest 2).

Stage effects and advantages are chosen by the ids in data/rialto.yaml (stages[].action/advantage).
The neutral player moves on the Doge track and places councillors; it builds bridges and gondolas only
with the advantage, on its marked connection, and the mark then moves on (seed).

Its steps, after a stage's play turns (play.py): a ``Resolve`` per participant in Doge order (automatic: the
stage's effect for one participant), which may put before the next one the decisions the effect opens: a ``Build``
(buildings.py) in stage C, a ``Bridge`` or ``Gondola`` for a player with the advantage of stage D or E (first the
connection, then the district facing the bridge's higher end or getting the gondola's councillor), or a
``NeutralTile`` (automatic) for the neutral player's advantage; then ``EndStage`` (automatic: the played cards go
face down onto their owners' piles).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Gained, Highlighted, Moved, PhaseBegan, Said
from tabletop.engine.message import Msg, Name, Seat, msg, msgc, msgn
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.rialto.rules.buildings import Build
from tabletop.games.rialto.rules.common import gain_coins, gain_vp
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.state import (
    BONUS,
    BRIDGES,
    FLIPPED,
    GONDOLAS,
    Play,
    RialtoState,
    pile,
    played,
    slot,
    won,
)
from tabletop.games.rialto.rules.steps import RialtoStep

if TYPE_CHECKING:
    from tabletop.games.rialto.rules.rules import RialtoRules


def _L(letter: str) -> Name:
    """A stage's letter (A-F): a name, not a word."""
    return Name(letter)


def begin_stage(spec: RialtoSpec, state: RialtoState, letter: str) -> list[Event]:
    """Open a stage: its start player and the clockwise order of play turns."""
    previous = state.stage
    state.stage = letter
    if previous == "" or letter == spec.stages[0].letter:
        state.stage_start = state.doge_order()[0]
    elif state.advantage is not None:
        state.stage_start = state.advantage
    state.advantage = None
    state.order = state.clockwise_from(state.stage_start)
    state.plays = {p: Play() for p in state.participants}
    stage = spec.stage(letter)
    return [
        PhaseBegan(
            msg(
                "Stage {letter}: {stage}. {who} plays first.",
                letter=_L(letter),
                stage=stage.name,
                who=state.who(state.stage_start),
            ),
            phase=f"stage-{letter}",
            seat=state.stage_start if state.is_human(state.stage_start) else None,
        )
    ]


def decide_advantage(spec: RialtoSpec, state: RialtoState) -> list[Event]:
    """The most cards take the advantage, Doge order breaking ties; nobody played, no advantage."""
    counts = {p: state.plays[p].count for p in state.participants}
    best = max(counts.values())
    if best <= 0:
        state.advantage = None
        return [Said(msg("Nobody played in stage {letter}: no advantage.", letter=_L(state.stage)))]
    state.advantage = next(p for p in state.doge_order() if counts[p] == best)
    return [
        Highlighted(
            msg(
                "{who} has the advantage in stage {letter} with {n}.",
                who=state.who(state.advantage),
                letter=_L(state.stage),
                n=best,
            ),
            places=tuple(f"played:{p}" for p in state.participants if counts[p]),
            focus=f"played:{state.advantage}",
        )
    ]


def amount(spec: RialtoSpec, state: RialtoState, p: int) -> int:
    """A participant's count in this stage, plus the advantage where it adds to the count."""
    stage = spec.stage(state.stage)
    bonus = (
        stage.advantage_amount
        if state.advantage == p and stage.advantage in ("extra_step", "extra_coin", "value_limit", "extra_card")
        else 0
    )
    return state.plays[p].count + bonus


def resolve(spec: RialtoSpec, state: RialtoState, p: int) -> tuple[list[Event], list[RialtoStep]]:
    """Apply the stage to one participant; return the events and the steps it opens (decisions, a neutral tile)."""
    stage = spec.stage(state.stage)
    n, human, has_adv = amount(spec, state, p), state.is_human(p), state.advantage == p
    action = stage.action
    if action == "doge_steps":
        return (_doge_steps(state, p, n) if n else []), []
    if action == "coins":
        return gain_coins(
            spec, state, p, n, msgn("{who} takes {n} coin.", "{who} takes {n} coins.", n, who=state.who(p))
        ), []
    if action == "build":
        return [], ([Build(p, n, 1)] if human and n > 0 else [])
    if action == "vp":
        events: list[Event] = []
        if human:
            points = n if state.plays[p].count else state.opts.number("no_bridge_card_vp")
            events += gain_vp(
                state, p, points + (stage.advantage_amount if has_adv else 0), msgc("vp reason", "bridge stage")
            )
        return events, (_tile_steps(state, p, "bridge", BRIDGES) if has_adv else [])
    if action == "councillors_to_personal":
        events = _to_personal(state, p, n) if human and n else []
        return events, (_tile_steps(state, p, "gondola", GONDOLAS) if has_adv else [])
    if action == "place_councillors" and n:
        return place_councillors(spec, state, p, state.district, n), []
    return [], []


def _doge_steps(state: RialtoState, p: int, n: int) -> list[Event]:
    """Stage A: ``n`` steps on the Doge track."""
    steps = state.move_doge(p, n, state.opts.text("doge_arrival") == "top", state.opts.number("doge_track_length"))
    text = msgn(
        "{who} moves {n} space on the Doge track.", "{who} moves {n} spaces on the Doge track.", steps, who=state.who(p)
    )
    return [Gained(text, seat=p, resource="doge", amount=steps)]


def _to_personal(state: RialtoState, p: int, n: int) -> list[Event]:
    """Stage E: up to ``n`` councillors from the general supply into the personal supply."""
    moved = min(n, state.general[p])
    state.general[p] -= moved
    state.personal[p] += moved
    text = msgn(
        "{who} takes {n} councillor into the personal supply.",
        "{who} takes {n} councillors into the personal supply.",
        moved,
        who=state.who(p),
    )
    return [Gained(text, seat=p, resource="councillors", amount=moved)]


def _tile_steps(state: RialtoState, p: int, kind: str, stack: str) -> list[RialtoStep]:
    """The advantage's tile: a decision for a player, automatic for the neutral player."""
    if not state.zones[stack]:
        return []
    if not state.is_human(p):
        return [NeutralTile(p, kind)]
    empty = [z for z, items in state.zones.items() if z.startswith("conn:") and not items]
    return [TILE_STEPS[kind](p)] if empty else []


def place_councillors(spec: RialtoSpec, state: RialtoState, p: int, district: str, n: int) -> list[Event]:
    """Put up to ``n`` councillors from the personal supply into a district, then check the bonus tiles."""
    unlimited = not state.is_human(p) and spec.neutral_player.unlimited_councillors
    placed = n if unlimited else min(n, state.personal[p])
    if placed <= 0:
        return [Said(msg("{who} has no councillor left to place.", who=state.who(p)))]
    state.personal[p] = max(0, state.personal[p] - placed)
    state.councillors[district][p] += placed
    name = spec.district(district).name
    events: list[Event] = [
        Moved(
            msgn(
                "{who} places {n} councillor in {district}.",
                "{who} places {n} councillors in {district}.",
                placed,
                who=state.who(p),
                district=name,
            ),
            component=f"cncl:{district}:{p}",
            src=f"pboard:{p}",
            dst=f"district:{district}",
        )
    ]
    return events + check_bonus(spec, state, p)


def check_bonus(spec: RialtoSpec, state: RialtoState, p: int) -> list[Event]:
    """A bonus tile goes to the first to have a councillor in every district of its side (flipped if the neutral)."""
    events: list[Event] = []
    need = spec.bonus_tiles.councillors_per_district
    for tile in spec.bonus_tiles.tiles:
        if tile.id not in state.zones[BONUS]:
            continue
        if all(state.councillors[d][p] >= need for d in spec.districts_on(tile.side)):
            side = next(s.name for s in spec.board.canal_sides if s.id == tile.side)
            if state.is_human(p):
                state.move(tile.id, BONUS, won(p))
                events.append(
                    Moved(
                        msg("{who} is first on the {side} and takes its bonus tile.", who=state.who(p), side=side),
                        component=tile.id,
                        src=BONUS,
                        dst=won(p),
                    )
                )
                events += gain_vp(state, p, tile.vp, msgc("vp reason", "bonus tile"))
            else:
                state.move(tile.id, BONUS, FLIPPED)
                events.append(
                    Moved(
                        msg("The neutral player is first on the {side}: its bonus tile is turned over.", side=side),
                        component=tile.id,
                        src=BONUS,
                        dst=FLIPPED,
                    )
                )
    return events


def place_tile(spec: RialtoSpec, state: RialtoState, p: int, kind: str, connection: str, toward: str) -> list[Event]:
    """Put the top bridge (higher end toward ``toward``) or a gondola on a connection; re-mark the neutral's."""
    stack = BRIDGES if kind == "bridge" else GONDOLAS
    tile = state.zones[stack][0]
    conn = spec.connection(connection)
    low, high = sorted(state.tile_ends[tile])
    away = conn.other(toward)
    state.facing[connection] = {toward: high, away: low}
    state.move(tile, stack, slot(connection))
    a, b = (spec.district(d).name for d in conn.between)
    if kind == "bridge":
        text = msg(
            "{who} builds a bridge between {a} and {b}: {high} toward {toward}, {low} toward {away}.",
            who=state.who(p),
            a=a,
            b=b,
            high=high,
            toward=spec.district(toward).name,
            low=low,
            away=spec.district(away).name,
        )
    else:
        text = msg("{who} puts a gondola between {a} and {b}.", who=state.who(p), a=a, b=b)
    events: list[Event] = [Moved(text, component=tile, src=stack, dst=slot(connection), face=f"{toward}:{high}")]
    if kind == "bridge" and state.zones[BRIDGES]:
        nxt = state.zones[BRIDGES][0]
        low_end, high_end = state.tile_ends[nxt]
        events.append(Said(msg("The next bridge shows {a}-{b}.", a=low_end, b=high_end)))
    if state.neutral and state.marked == connection:
        mark = spec.neutral_mark(state.number, state.filled())
        state.marked = mark.id if mark else None
        if mark:
            x, y = (spec.district(d).name for d in mark.between)
            events.append(
                Said(msg("The neutral player's marker moves to the connection between {a} and {b}.", a=x, b=y))
            )
    return events


def neutral_tile(spec: RialtoSpec, state: RialtoState, p: int, kind: str) -> list[Event]:
    """The neutral player's bridge (lower end toward the lower round number) or gondola on its marked connection."""
    if state.marked is None:
        return [Said(msg("The neutral player has no connection left to mark."))]
    connection = state.marked
    a, b = spec.connection(connection).between
    toward = a if state.number[a] > state.number[b] else b
    events = place_tile(spec, state, p, kind, connection, toward)
    if kind == "gondola":
        each = state.opts.text("neutral_gondola_councillors") == "each_district"
        for d in (a, b) if each else (min((a, b), key=state.number.__getitem__),):
            events += place_councillors(spec, state, p, d, 1)
    return events


def gondola_councillor(spec: RialtoSpec, state: RialtoState, p: int, district: str) -> list[Event]:
    """The gondola advantage's councillor from the general supply into one end district."""
    if state.general[p] > 0:
        state.general[p] -= 1
    elif state.opts.text("gondola_bonus_when_general_empty") == "from_personal" and state.personal[p] > 0:
        state.personal[p] -= 1
    else:
        return [Said(msg("{who} has no councillor in the general supply for the gondola.", who=state.who(p)))]
    state.councillors[district][p] += 1
    events: list[Event] = [
        Moved(
            msg("{who} puts a councillor in {district}.", who=state.who(p), district=spec.district(district).name),
            component=f"cncl:{district}:{p}",
            src=f"pboard:{p}",
            dst=f"district:{district}",
        )
    ]
    return events + check_bonus(spec, state, p)


def end_stage(spec: RialtoSpec, state: RialtoState) -> list[Event]:
    """Played cards go face down onto their owners' piles."""
    events: list[Event] = []
    for p in state.participants:
        for c in list(state.zones[played(p)]):
            state.move(c, played(p), pile(p))
            events.append(Moved("", component=c, src=played(p), dst=pile(p)))
    return events


# ----- the steps of a stage's effects -------------------------------------------------------------------
@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Resolve(RialtoStep):
    """Automatic: the stage's effect for one participant (and the decisions it opens, before the next one)."""

    seat: int
    automatic = True
    task = "resolve"

    def run(self, game: RialtoRules, state: RialtoState, rng: Rng) -> list[Event]:
        """Apply the stage's effect."""
        state.flow.pop()
        events, steps = resolve(game.spec, state, self.seat)
        state.flow.then(*steps)
        return events


@dataclass(frozen=True)
class TileStep(RialtoStep, ABC):
    """The advantage's bridge or gondola: first an empty connection, then (``connection`` chosen) a district."""

    seat: int
    connection: str = ""
    verb: ClassVar[str] = ""  # the second choice: the district facing the high end, or getting the councillor

    def pending(self) -> dict[str, str]:
        """The connection chosen."""
        return {"connection": self.connection} if self.connection else {}

    @abstractmethod
    def where(self, who: Seat | Msg) -> Msg:
        """The prompt for the connection (each kind of tile words its own)."""

    @abstractmethod
    def question(self, who: Seat | Msg) -> Msg:
        """The prompt for the district."""

    def decide(self, game: RialtoRules, state: RialtoState) -> Decision:
        """The empty connections, or the chosen connection's two districts."""
        who = state.who(self.seat)
        if self.connection:
            prompt = self.question(who)
            between = game.spec.connection(self.connection).between
            actions = tuple(Action(self.verb, (d,)) for d in between)
        else:
            prompt = self.where(who)
            empty = [c.id for c in game.spec.board.connections if not state.zones[f"conn:{c.id}"]]
            actions = tuple(Action("connection", (c,)) for c in empty)
        return Decision(self.seat, self.task, prompt, actions)

    def resolve(self, game: RialtoRules, state: RialtoState, action: Action, rng: Rng) -> list[Event]:
        """A connection first (a bridge with equal ends is placed at once); then the district."""
        spec, p = game.spec, self.seat
        if action.verb == "connection":
            connection = action.args[0]
            low, high = state.tile_ends[state.zones[BRIDGES][0]] if self.task == "bridge" else (0, 1)
            if low != high:
                state.flow.replace(type(self)(p, connection))
                return []
            state.flow.pop()
            return place_tile(spec, state, p, self.task, connection, spec.connection(connection).between[0])
        district = action.args[0]
        events = place_tile(spec, state, p, self.task, self.connection, district)
        if self.task == "gondola":
            events += gondola_councillor(spec, state, p, district)
        state.flow.pop()
        return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Bridge(TileStep):
    """The stage D advantage: the top bridge onto an empty connection, its higher end toward a chosen district."""

    task = "bridge"
    verb = "face"

    def where(self, who: Seat | Msg) -> Msg:
        """The prompt for the connection."""
        return msg("{who}: where does the bridge go?", who=who)

    def question(self, who: Seat | Msg) -> Msg:
        """The prompt for the district."""
        return msg("{who}: which district faces the bridge's higher end?", who=who)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Gondola(TileStep):
    """The stage E advantage: a gondola onto an empty connection, and a councillor into one of its districts."""

    task = "gondola"
    verb = "councillor"

    def where(self, who: Seat | Msg) -> Msg:
        """The prompt for the connection."""
        return msg("{who}: where does the gondola go?", who=who)

    def question(self, who: Seat | Msg) -> Msg:
        """The prompt for the district."""
        return msg("{who}: which district gets the councillor?", who=who)


TILE_STEPS: dict[str, type[TileStep]] = {"bridge": Bridge, "gondola": Gondola}


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class NeutralTile(RialtoStep):
    """Automatic: the neutral player's advantage tile on its marked connection."""

    seat: int
    kind: str
    automatic = True

    @property
    def task(self) -> str:
        """ "neutral_bridge" or "neutral_gondola"."""
        return "neutral_" + self.kind

    def run(self, game: RialtoRules, state: RialtoState, rng: Rng) -> list[Event]:
        """Place the tile."""
        state.flow.pop()
        return neutral_tile(game.spec, state, self.seat, self.kind)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class EndStage(RialtoStep):
    """Automatic: the played cards go face down onto their owners' piles."""

    automatic = True
    task = "stage_end"

    def run(self, game: RialtoRules, state: RialtoState, rng: Rng) -> list[Event]:
        """End the stage."""
        state.flow.pop()
        return end_stage(game.spec, state)
