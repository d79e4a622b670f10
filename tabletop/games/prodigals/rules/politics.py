"""Political circle tiles as steps (digest §3.3): choose a tile, a spot, a rotation; inner-circle bonuses."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Said
from tabletop.engine.message import Name, as_msg, joined, msg
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.prodigals.rules import circles
from tabletop.games.prodigals.rules.cards import named, permanents
from tabletop.games.prodigals.rules.resolve import Ctx, Do, who
from tabletop.games.prodigals.rules.state import ProdigalsState, ProdigalsStep
from tabletop.games.prodigals.rules.vocab import CONTESTS, Modify

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.rules import ProdigalsRules


def circle_bonuses(game: ProdigalsRules, state: ProdigalsState, seat: int) -> int:
    """Bonuses per new inner circle: 2, or a board card's modifier (Inner Circle Patron: 5)."""
    n = game.spec.election.inner_circle.bonuses_per_circle.value
    for card_id in state.seats[seat].board:
        for p in permanents(game.spec, card_id):
            if isinstance(p, Modify) and p.kind == "inner_circle_bonuses":
                n = max(n, p.n)
    return n


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class TileChoice(ProdigalsStep):
    """A space with several tiles: ``take TILE`` (attach it) or ``none``; the others are discarded."""

    seat: int
    space: str

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """The tiles on the space, or none."""
        acts = tuple(Action("take", (t,)) for t in state.display_tiles.get(self.space, []))
        return Decision(self.seat, "tile", msg("Choose a political circle tile, or none."), (*acts, Action("none")))

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Keep the chosen one; discard the rest."""
        state.flow.pop()
        tiles = state.display_tiles.pop(self.space, [])
        chosen = action.args[0] if action.verb == "take" else None
        state.discard += [t for t in tiles if t != chosen]
        if chosen:
            state.seats[self.seat].held.append(chosen)
            state.flow.then(PlaceTile(self.seat, chosen))
        return [
            Said(
                msg("{seat} takes {tile}.", seat=who(state, self.seat), tile=named(game.spec, chosen))
                if chosen
                else msg("{seat} takes no tile.", seat=who(state, self.seat))
            )
        ]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class PlaceTile(ProdigalsStep):
    """A gained tile: ``at X Y`` (a spot where it fits with some rotation) or ``discard``."""

    seat: int
    tile: str

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """The legal spots, and discard (a tile with no legal spot can only be discarded)."""
        network = state.seats[self.seat].network
        acts = tuple(Action("at", (str(x), str(y))) for x, y in circles.legal_spots(game.spec, network, self.tile))
        return Decision(
            self.seat,
            "tile_spot",
            msg("Attach {tile} or discard it.", tile=Name(self.tile)),
            (*acts, Action("discard")),
        )

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Go on to the rotation, or discard."""
        state.flow.pop()
        if action.verb == "discard":
            state.seats[self.seat].held.remove(self.tile)
            state.discard.append(self.tile)
            return [Said(msg("{seat} discards {tile}.", seat=who(state, self.seat), tile=named(game.spec, self.tile)))]
        state.flow.then(RotateTile(self.seat, self.tile, (int(action.args[0]), int(action.args[1]))))
        return []


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class RotateTile(ProdigalsStep):
    """The rotation of a tile at its spot: ``rotate R`` (quarter turns anticlockwise) among the legal ones."""

    seat: int
    tile: str
    pos: tuple[int, int]

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """The rotations that fit."""
        network = state.seats[self.seat].network
        rots = circles.legal_rotations(game.spec, network, self.pos, self.tile)
        return Decision(
            self.seat, "tile_rotation", msg("Turn the tile."), tuple(Action("rotate", (str(r),)) for r in rots)
        )

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Attach: symbols from the new connections at once, then any inner-circle bonuses."""
        state.flow.pop()
        me = state.seats[self.seat]
        rot = int(action.args[0])
        symbols = circles.gained(game.spec, me.network, self.pos, self.tile, rot)
        me.network[self.pos] = (self.tile, rot)
        me.held.remove(self.tile)
        me.connections += symbols
        blocks = circles.new_circles(me.network, self.pos)
        if blocks:
            state.flow.then(InnerBonus(self.seat, blocks * circle_bonuses(game, state, self.seat)))
        names = {sym.id: sym.name for sym in game.spec.symbols}
        seat, tile = who(state, self.seat), named(game.spec, self.tile)
        if symbols:
            listed = joined([as_msg(names.get(x, x)) for x in symbols], ", ")
            text = msg(
                "{seat} joins {tile} to the political network (connects {symbols}).",
                seat=seat,
                tile=tile,
                symbols=listed,
            )
        else:
            text = msg("{seat} joins {tile} to the political network (connects no symbol).", seat=seat, tile=tile)
        return [Said(text)]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class InnerBonus(ProdigalsStep):
    """A new inner circle: ``left`` bonuses, each ``bonus MODULE`` among the modules in play (repeats allowed)."""

    seat: int
    left: int

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """One bonus per module in play (mandatory)."""
        mods = [b.module for b in game.spec.election.inner_circle.bonuses if b.module in state.modules]
        acts = tuple(Action("bonus", (m,)) for m in mods)
        return Decision(self.seat, "inner_circle", msg("Inner circle: choose a bonus ({n} left).", n=self.left), acts)

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Resolve the bonus, then the next."""
        state.flow.pop()
        bonus = next(b for b in game.spec.election.inner_circle.bonuses if b.module == action.args[0])
        later = [InnerBonus(self.seat, self.left - 1)] if self.left > 1 else []
        state.flow.then(Do(self.seat, game.spec.effect(bonus.effect), Ctx("inner circle")), *later)
        return [
            Said(
                msg(
                    "{seat} takes an inner-circle bonus: {contest}.",
                    seat=who(state, self.seat),
                    contest=CONTESTS[action.args[0]],
                )
            )
        ]
