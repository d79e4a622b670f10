"""ERRANDS (digest §2.2): errand boys placed one at a time in turn order, each space resolved at once.

``Errands(i)`` finds the next seat from turn-order index ``i`` that still has boys and pushes ``Place``; a seat with
boys but no permitted space sends them back unplaced (reading of T8b). When everybody is out, a seat that took the
two-module central card gets one of its two boys back and places it (T15). Space effects are resolved by the
interpreter (``resolve.Do``); the space-only actions (take a set, a political tile, a reservation with its bonus
tile, the Renaissance Man, the central card, Old Lady immunity) are registered here.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Moved, Said
from tabletop.engine.message import Msg, joined, msg, msgn
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.prodigals.rules import resolve
from tabletop.games.prodigals.rules.cards import named, needs_tile
from tabletop.games.prodigals.rules.data import ProdigalsSpec
from tabletop.games.prodigals.rules.pieces import Space
from tabletop.games.prodigals.rules.politics import PlaceTile, TileChoice
from tabletop.games.prodigals.rules.resolve import Ctx, Do, effect_as, who
from tabletop.games.prodigals.rules.state import ProdigalsState, ProdigalsStep
from tabletop.games.prodigals.rules.vocab import (
    Effect,
    OldLadyImmunity,
    ReserveTurnOrder,
    TakeCentralCard,
    TakePoliticalTile,
    TakeRenaissanceMan,
    TakeSet,
)

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.rules import ProdigalsRules

CENTRAL_CARD = "C-CARD"


def board_spaces(game: ProdigalsRules, state: ProdigalsState) -> list[Space]:
    """Every errand space in play: the central board's turn-order spaces 1..N and its other spaces, then modules
    (worked out once per data, modules and player count)."""
    key = (tuple(state.modules), len(state.players))
    known = _SPACES.setdefault(id(game.spec), (game.spec, {}))[1]
    if key not in known:
        known[key] = tuple(_board_spaces(game, state))
    return list(known[key])


SpacesKey = tuple[tuple[str, ...], int]  # the modules in play and the player count
# id(spec) -> (spec, kept alive so the id stays its own; {key: spaces})
_SPACES: dict[int, tuple[ProdigalsSpec, dict[SpacesKey, tuple[Space, ...]]]] = {}


def _board_spaces(game: ProdigalsRules, state: ProdigalsState) -> list[Space]:
    n = len(state.players)
    found: list[Space] = []
    for space in game.spec.central_board.spaces:
        effect = game.spec.effect(space.effect, "space") if space.effect else None
        if isinstance(effect, ReserveTurnOrder) and effect.k > n:
            continue
        found.append(space)
    for module in state.modules:
        found += game.spec.spaces_on(module, n)
    return found


def central_cost(game: ProdigalsRules, state: ProdigalsState) -> int:
    """Errand boys the central card takes (2 with two modules)."""
    side = next(s for s in game.spec.central_board.sides if s.modules == len(state.modules))
    return side.central_card_boys


def space_module(game: ProdigalsRules, space_id: str) -> str:
    """Which board a space is on: central, election, society or possessions."""
    for module in ("election", "society", "possessions"):
        if any(s.id == space_id for s in game.spec.module_board(module).spaces):
            return module
    return "central"


def space_effect(game: ProdigalsRules, state: ProdigalsState, space: Space) -> Effect | None:
    """A space's effect this round (None for a space with no effect text: only a place for the boy)."""
    text = space.effect_text(state.round)
    return game.spec.effect(text, "space") if text else None


# Why a space is closed (built once: every placement asks it of every space of the boards)
PERSONAL_USED = msg("You have already used this personal space this round.")
OCCUPIED = msg("That space is already occupied this round.")
RESERVED = msg("You have already reserved a turn-order position this round.")
NO_TILE = msg("You own no possession tile to sell or exchange, and this space obliges you to.")
NO_CENTRAL_CARD = msg("There is no central card this round.")


def closed_reason(
    game: ProdigalsRules, state: ProdigalsState, seat: int, space: Space, terms: dict[str, Terms] | None = None
) -> Msg | None:
    """Why ``seat`` may not place on ``space`` now, in the rules' words; None when it may (``terms``: this round's
    ``_terms``, when the caller asks of every space)."""
    me = state.seats[seat]
    if space.kind == "personal":
        if space.id in me.personal_used:
            return PERSONAL_USED
        return None
    if state.spaces.get(space.id):
        return OCCUPIED
    reserves, tile, central = (_terms(game, state) if terms is None else terms)[space.id]
    if reserves and me.reserved is not None:
        return RESERVED
    if tile and not me.possessions:
        return NO_TILE
    if central:
        if me.boys < central_cost(game, state):
            return msgn(
                "The central card needs {n} unplaced errand boy.",
                "The central card needs {n} unplaced errand boys.",
                central_cost(game, state),
            )
        if state.central_card is None:
            return NO_CENTRAL_CARD
    return None


Terms = tuple[bool, bool, bool]  # whether a space's effect reserves a turn order, needs a tile, takes the central card
# id(spec) -> (spec, kept alive so the id stays its own; {(modules, players, round): {space id: terms}})
_TERMS: dict[int, tuple[ProdigalsSpec, dict[tuple[SpacesKey, int], dict[str, Terms]]]] = {}


def _terms(game: ProdigalsRules, state: ProdigalsState) -> dict[str, Terms]:
    """What each space's effect asks of a placement this round (worked out once per data, boards and round: every
    placement asks it of every space)."""
    key = ((tuple(state.modules), len(state.players)), state.round)
    known = _TERMS.setdefault(id(game.spec), (game.spec, {}))[1]
    if key not in known:
        terms = {}
        for space in board_spaces(game, state):
            effect = space_effect(game, state, space)
            reserves, central = isinstance(effect, ReserveTurnOrder), isinstance(effect, TakeCentralCard)
            terms[space.id] = (reserves, needs_tile(effect), central)
        known[key] = terms
    return known[key]


def legal_spaces(game: ProdigalsRules, state: ProdigalsState, seat: int) -> list[str]:
    """The spaces ``seat`` may place on now."""
    terms = _terms(game, state)
    return [s.id for s in board_spaces(game, state) if closed_reason(game, state, seat, s, terms) is None]


def may_place(game: ProdigalsRules, state: ProdigalsState, seat: int) -> bool:
    """Whether ``seat`` has any space to place on now."""
    terms = _terms(game, state)
    return any(closed_reason(game, state, seat, s, terms) is None for s in board_spaces(game, state))


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Errands(ProdigalsStep):
    """The errand loop from turn-order index ``index`` (automatic: finds who places next)."""

    index: int = 0
    automatic = True

    def run(self, game: ProdigalsRules, state: ProdigalsState, rng: Rng) -> list[Event]:
        """Push the next placement, return a central boy, or end the errands."""
        n = len(state.order)
        for k in range(n):
            seat = state.order[(self.index + k) % n]
            me = state.seats[seat]
            if me.boys <= 0:
                continue
            state.flow.replace(Errands((self.index + k + 1) % n))
            if not may_place(game, state, seat):
                me.home, me.boys = me.home + me.boys, 0
                return [
                    Said(
                        msg(
                            "{seat} has no permitted space: the remaining boys go back unplaced.", seat=who(state, seat)
                        )
                    )
                ]
            state.flow.then(Place(seat))
            return []
        for seat in state.order:
            me = state.seats[seat]
            if me.central_waiting:
                me.central_waiting = False
                state.spaces[CENTRAL_CARD].remove(seat)
                me.boys = 1
                return [Said(msg("{seat} takes back one errand boy from the central card.", seat=who(state, seat)))]
        state.flow.pop()
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Place(ProdigalsStep):
    """One errand boy: ``place SPACE``."""

    seat: int

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """The permitted spaces (never empty: Errands checked)."""
        acts = tuple(_place_action(sid) for sid in legal_spaces(game, state, self.seat))
        return Decision(self.seat, "place", msg("Place an errand boy."), acts)

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Occupy the space and resolve it."""
        state.flow.pop()
        sid = action.args[0]
        space = next(s for s in board_spaces(game, state) if s.id == sid)
        me = state.seats[self.seat]
        state.spaces.setdefault(sid, []).append(self.seat)
        me.boys -= 1
        if space.kind == "personal":
            me.personal_used.add(sid)
        effect = space_effect(game, state, space)
        if isinstance(effect, TakeCentralCard) and central_cost(game, state) > 1:
            extra = central_cost(game, state) - 1
            state.spaces[sid].extend([self.seat] * extra)
            me.boys -= extra
            me.central_waiting = True
        if effect is not None:  # a space with no effect text is only a place for the boy
            state.flow.then(Do(self.seat, effect, Ctx(sid)))
        return [Said(msg("{seat} sends an errand boy to {space}.", seat=who(state, self.seat), space=space.name))]


@functools.cache
def _place_action(space_id: str) -> Action:
    """The action of placing on a space (one value per space: a placement offers every open space)."""
    return Action("place", (space_id,))


def take_display(game: ProdigalsRules, state: ProdigalsState, seat: int, display: str) -> list[Event]:
    """Take every card of a display into hand, and its political tile and effect (as steps)."""
    me = state.seats[seat]
    cards = state.displays.get(display, [])
    me.hand += cards
    state.displays[display] = []
    steps: list[ProdigalsStep] = []
    effect = state.display_effects.pop(display, None)
    if effect:
        steps.append(Do(seat, game.spec.effect(effect, "space"), Ctx(display)))
    for tile in state.display_tiles.pop(display, []):
        me.held.append(tile)
        steps.append(PlaceTile(seat, tile))
    state.flow.then(*steps)
    names = joined([named(game.spec, c) for c in cards], ", ") if cards else msg("no cards")
    where = next(d.name for m in state.modules for d in game.spec.module_board(m).displays if d.id == display)
    return [Said(msg("{seat} takes the set of {display}: {cards}.", seat=who(state, seat), display=where, cards=names))]


def displays_left(game: ProdigalsRules, state: ProdigalsState, board: str) -> list[str]:
    """The displays of a module board still holding something."""
    ids = [d.id for d in game.spec.displays_on(board, state.side)]
    return [d for d in ids if state.displays.get(d) or state.display_tiles.get(d) or d in state.display_effects]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class ChooseSet(ProdigalsStep):
    """A universal set space (2-3 players): ``set DISPLAY`` among the sets still on that board."""

    seat: int
    board: str

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """The sets left."""
        acts = tuple(Action("set", (d,)) for d in displays_left(game, state, self.board))
        return Decision(self.seat, "set", msg("Take a card set."), acts)

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Take it."""
        state.flow.pop()
        return take_display(game, state, self.seat, action.args[0])


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class ChooseBonus(ProdigalsStep):
    """A turn-order reservation's bonus tile: ``bonus TILE``."""

    seat: int

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """The tiles left on the central board."""
        acts = tuple(Action("bonus", (t,)) for t in sorted(state.bonus_supply))
        return Decision(self.seat, "bonus", msg("Take a bonus action tile."), acts)

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Take it."""
        state.flow.pop()
        state.bonus_supply.remove(action.args[0])
        state.seats[self.seat].bonus_tiles.append(action.args[0])
        return [
            Said(
                msg(
                    "{seat} takes the bonus tile {tile}.",
                    seat=who(state, self.seat),
                    tile=named(game.spec, action.args[0]),
                )
            )
        ]


def _take_set(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    display = effect_as(do, TakeSet).display
    if display != "any":
        return take_display(game, state, do.seat, display)
    board = space_module(game, do.ctx.source)
    if displays_left(game, state, board):
        state.flow.then(ChooseSet(do.seat, board))
    return []


def _take_tile(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    if effect_as(do, TakePoliticalTile).source == "choice":
        if state.display_tiles.get(do.ctx.source):
            state.flow.then(TileChoice(do.seat, do.ctx.source))
        return []
    for tile in state.display_tiles.pop(do.ctx.source, []):
        state.seats[do.seat].held.append(tile)
        state.flow.then(PlaceTile(do.seat, tile))
    return []


def _reserve(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    k = effect_as(do, ReserveTurnOrder).k
    state.seats[do.seat].reserved = k
    if state.bonus_supply:
        state.flow.then(ChooseBonus(do.seat))
    return [Said(msg("{seat} reserves turn-order position {n}.", seat=who(state, do.seat), n=k))]


def _renaissance(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    state.renaissance = do.seat
    return [Said(msg("{seat} takes the Renaissance Man.", seat=who(state, do.seat)))]


def _central(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    card = state.central_card
    state.central_card = None
    if card:
        text = msg("{seat} takes the central card {card}.", seat=who(state, do.seat), card=named(game.spec, card))
    else:
        text = msg("{seat} takes the central card (none left).", seat=who(state, do.seat))
    if card is None:
        return [Said(text)]
    state.seats[do.seat].hand.append(card)
    # Into a hand: which card it is stays the taker's, though everyone saw it face up (their memory follows it).
    return [
        Moved(
            text, component=card, src="central", dst=f"hand{do.seat}", secret_for=frozenset({do.seat}), public_text=text
        )
    ]


def _immunity(game: ProdigalsRules, state: ProdigalsState, do: Do) -> list[Event]:
    return [Said(msg("{seat} will be immune to the Old Lady this round.", seat=who(state, do.seat)))]


resolve.register(TakeSet, _take_set)
resolve.register(TakePoliticalTile, _take_tile)
resolve.register(ReserveTurnOrder, _reserve)
resolve.register(TakeRenaissanceMan, _renaissance)
resolve.register(TakeCentralCard, _central)
resolve.register(OldLadyImmunity, _immunity)
