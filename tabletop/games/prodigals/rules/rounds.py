"""The round (digest §2): PREP, ERRANDS, ACTIONS, HYDE_PARK, OLD_LADY, END_ROUND, and the end of the game.

``Round`` (automatic) pushes ``Prep``, ``Errands``, one ``ActionTurn`` per seat in turn order, ``HydePark`` and
``OldLady`` for the modules in play, and ``EndRound``. ``EndRound`` checks the end (any score <= 0, or round 5),
sets the new turn order from the reservations, has players over the hand limit ``discard`` down (``HandDiscard``),
and ``Cleanup`` clears the round and pushes the next ``Round``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision
from tabletop.engine.events import Event, Gained, PhaseBegan, Said
from tabletop.engine.message import STRUCTURE, Msg, Name, as_msg, joined, msg, msgc, msgn
from tabletop.engine.rng import Rng
from tabletop.engine.values import filled_in_place
from tabletop.games.prodigals.rules import grid
from tabletop.games.prodigals.rules.cards import named, permanents
from tabletop.games.prodigals.rules.errands import Errands
from tabletop.games.prodigals.rules.pieces import BonusTile
from tabletop.games.prodigals.rules.resolve import Ctx, Do, shift_token, up_steps, who
from tabletop.games.prodigals.rules.state import ProdigalsState, ProdigalsStep, deck_name, parse_square, square_name
from tabletop.games.prodigals.rules.turns import ActionTurn, TriggerOffer
from tabletop.games.prodigals.rules.vocab import AtPhase

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.rules import ProdigalsRules


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Round(ProdigalsStep):
    """One round: its phases in order."""

    automatic = True

    def run(self, game: ProdigalsRules, state: ProdigalsState, rng: Rng) -> list[Event]:
        """Push the phases."""
        state.flow.pop()
        steps: list[ProdigalsStep] = [Prep(), Errands(0), Phase("actions")]
        steps += [ActionTurn(s) for s in state.order]
        if "election" in state.modules:
            steps += [Phase("hyde_park"), HydePark()]
        if "society" in state.modules:
            steps += [Phase("old_lady")] + [OldLadyStart(s) for s in state.order]
        steps.append(EndRound())
        state.flow.then(*steps)
        return [Said(msg("Round {n} begins.", n=state.round))]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Phase(ProdigalsStep):
    """Marks the phase now played, and fires the at_phase triggers of that phase (Hyde Park, Old Lady)."""

    name: str
    automatic = True

    def run(self, game: ProdigalsRules, state: ProdigalsState, rng: Rng) -> list[Event]:
        """Set the phase; offer each at_phase trigger whose condition holds, in turn order."""
        state.flow.pop()
        state.phase = self.name
        offers = []
        for seat in state.order:
            pending = tuple(
                (board_card, p.effect, Ctx(board_card))
                for board_card in state.seats[seat].board
                for p in permanents(game.spec, board_card)
                if isinstance(p, AtPhase) and _fires(state, seat, p, self.name)
            )
            if pending:
                offers.append(TriggerOffer(seat, pending))
        state.flow.then(*offers)
        title = PHASE_TITLES.get(self.name)
        return [PhaseBegan(msg("Round {n}: {phase}", n=state.round, phase=title), phase=self.name)] if title else []


PHASE_TITLES = {  # the phases announced with a banner
    "hyde_park": msgc("phase", "Hyde Park"),
    "old_lady": msgc("phase", "the Old Lady"),
}
TOKENS = {"lady": msgc("token", "lady"), "gentleman": msgc("token", "gentleman")}  # a society token in words


def _fires(state: ProdigalsState, seat: int, permanent: AtPhase, phase: str) -> bool:
    """Whether an at_phase trigger fires for ``seat`` at the start of ``phase``."""
    if permanent.phase != phase:
        return False
    return permanent.if_boy_on is None or state.boy_on(seat, permanent.if_boy_on)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Prep(ProdigalsStep):
    """PREP: fill the displays, deal political tiles, flip the Old Lady, reveal the central card, hand out boys."""

    automatic = True

    def run(self, game: ProdigalsRules, state: ProdigalsState, rng: Rng) -> list[Event]:
        """Deal everything for this round."""
        state.flow.pop()
        state.phase = "errands"
        for module in state.modules:
            for display in game.spec.displays_on(module, state.side):
                contents = display.faces[state.side].contents(state.round)
                cards = _deal(state.decks[deck_name(module, "white")], contents.white)
                cards += _deal(state.decks[deck_name(module, "black")], contents.black)
                state.displays[display.id] = cards
                if contents.political_tile:
                    state.display_tiles[display.id] = _deal(state.tile_supply, 1)
                if contents.effect:
                    state.display_effects[display.id] = contents.effect
            for space in game.spec.spaces_on(module, len(state.players)):
                if space.political_tiles:
                    state.display_tiles[space.id] = _deal(state.tile_supply, space.political_tiles)
        if "society" in state.modules and state.old_lady_stack:
            state.old_lady = state.old_lady_stack.pop(0)
        if "possessions" in state.modules:
            state.possession_board = _deal(state.possession_supply, game.spec.possessions.tiles_per_round.value)
        state.central_card = state.decks["central"].pop(0) if state.decks["central"] else None
        for me in state.seats:  # every boy comes out for the errands
            me.boys, me.home = me.boys + me.home, 0
        if state.old_lady:
            lady = msg("the Old Lady tile is {tile}", tile=named(game.spec, state.old_lady))
        else:
            lady = msg("no Old Lady tile")
        card = named(game.spec, state.central_card) if state.central_card else msgc("central card", "none")
        return [Said(msg("Prepared: {lady}; the central card is {card}.", lady=lady, card=card))]


def _deal(pile: list[str], n: int) -> list[str]:
    taken = pile[:n]
    del pile[:n]
    return taken


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class HydePark(ProdigalsStep):
    """HYDE_PARK (digest §2.5): the fewest megaphones gain a vote; ranks 1-3 of the rest lose the table's votes."""

    automatic = True

    def run(self, game: ProdigalsRules, state: ProdigalsState, rng: Rng) -> list[Event]:
        """Score the megaphones."""
        state.flow.pop()
        return hyde_park(game, state)


def hyde_park(game: ProdigalsRules, state: ProdigalsState) -> list[Event]:
    """Apply Hyde Park to the state; the events."""
    top = game.spec.numbers.vote_track_maximum.value
    losses = next(r.rank_losses for r in game.spec.election.hyde_park.rounds if r.round == state.round)
    megs = [s.megaphones for s in state.seats]
    fewest = min(megs)
    events: list[Event] = []
    for seat, me in enumerate(state.seats):
        if megs[seat] == fewest:
            gain = min(top, me.votes + 1) - me.votes
            me.votes += gain
            text = msg("{seat} has the fewest megaphones and gains a vote.", seat=who(state, seat))
            events.append(Gained(text, seat=seat, resource="votes", amount=gain))  # counted on the table, one by one
            continue
        rank = 1 + sum(m > megs[seat] for m in megs)
        if rank <= len(losses) and losses[rank - 1]:
            me.votes -= losses[rank - 1]
            text = msgn(
                "{seat} is rank {rank} in Hyde Park and loses {n} vote.",
                "{seat} is rank {rank} in Hyde Park and loses {n} votes.",
                losses[rank - 1],
                seat=who(state, seat),
                rank=rank,
            )
            events.append(Gained(text, seat=seat, resource="votes", amount=-losses[rank - 1]))
    return events


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class OldLadyStart(ProdigalsStep):
    """OLD_LADY for one seat: immune seats are skipped; a seat with shields or a Chaperone tile gets to choose."""

    seat: int
    automatic = True

    def run(self, game: ProdigalsRules, state: ProdigalsState, rng: Rng) -> list[Event]:
        """Skip, ask, or move at once."""
        state.flow.pop()
        me = state.seats[self.seat]
        if state.old_lady is None:
            return []
        if state.boy_on(self.seat, "S-LADY"):
            return [Said(msg("{seat} is immune to the Old Lady this round.", seat=who(state, self.seat)))]
        tiles = [t for t in me.bonus_tiles if _tile(game, t).use == "old_lady_phase"]
        if me.shields > 0 or tiles:
            state.flow.then(OldLady(self.seat))
            return []
        return old_lady_moves(game, state, self.seat)


def _tile(game: ProdigalsRules, tile_id: str) -> BonusTile:
    return next(b for b in game.spec.bonus_tiles if b.id == tile_id)


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class OldLady(ProdigalsStep):
    """OLD_LADY for one seat (digest §2.6): shields first (``shield SQUARE`` or ``done``), then the tile moves."""

    seat: int

    def _affected(self, game: ProdigalsRules, state: ProdigalsState) -> set[grid.Square]:
        me = state.seats[self.seat]
        return grid.affected(game.spec, state.old_lady, me.tokens) if state.old_lady else set()

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """Shield an affected token (while shields last), use the Chaperone Away tile, or go on."""
        me = state.seats[self.seat]
        acts = []
        if me.shields > 0:
            acts = [Action("shield", (square_name(sq),)) for sq in sorted(self._affected(game, state))]
        for t in sorted(set(me.bonus_tiles)):
            if next(b for b in game.spec.bonus_tiles if b.id == t).use == "old_lady_phase":
                acts.append(Action("bonus", (t,)))
        return Decision(
            self.seat, "old_lady", msg("The Old Lady: shield tokens, or let her come."), (*acts, Action("done"))
        )

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Shield a token, use a tile, or let the tile move the tokens."""
        me = state.seats[self.seat]
        if action.verb == "bonus":
            me.bonus_tiles.remove(action.args[0])
            state.bonus_supply.append(action.args[0])
            tile = next(b for b in game.spec.bonus_tiles if b.id == action.args[0])
            state.flow.then(Do(self.seat, game.spec.effect(tile.effect, "tile"), Ctx(tile.id)))
            return [Said(msg("{seat} uses {tile}.", seat=who(state, self.seat), tile=tile.name))]
        if action.verb == "shield":
            me.shields -= 1
            state.flow.replace(ShieldedOldLady(self.seat, (*self.shielded(), parse_square(action.args[0]))))
            return [Said(msg("{seat} shields {square}.", seat=who(state, self.seat), square=Name(action.args[0])))]
        state.flow.pop()
        return old_lady_moves(game, state, self.seat, self.shielded())

    def shielded(self) -> tuple[grid.Square, ...]:
        """Tokens shielded so far (none in the plain step)."""
        return ()


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class ShieldedOldLady(OldLady):
    """OLD_LADY for one seat after some tokens were shielded."""

    squares: tuple[grid.Square, ...] = ()

    def _affected(self, game: ProdigalsRules, state: ProdigalsState) -> set[grid.Square]:
        return super()._affected(game, state) - set(self.squares)

    def shielded(self) -> tuple[grid.Square, ...]:
        """The shielded tokens."""
        return self.squares


def old_lady_moves(
    game: ProdigalsRules, state: ProdigalsState, seat: int, shielded: tuple[grid.Square, ...] = ()
) -> list[Event]:
    """Move the affected tokens up at once; each blocked one becomes a substitute up-move of the player's choice."""
    me, tile = state.seats[seat], state.old_lady
    if tile is None:  # never: the Old Lady phase skips a round with no tile (OldLadyStart)
        return []
    moving = grid.affected(game.spec, tile, me.tokens) - set(shielded)
    blocked = grid.up_blocked(game.spec, me.tokens, moving)
    events: list[Event] = [Said(_old_lady_words(game, state, seat, me.tokens, moving - blocked, blocked, shielded))]
    # The tokens move at once; one at a time from the top reaches the same squares, with an event each.
    for sq in sorted(moving - blocked, key=lambda q: -q[1]):
        events.append(shift_token(state, seat, sq, (sq[0], sq[1] + 1), ""))
    state.flow.then(*up_steps(game, state, seat, len(blocked)))
    return events


def _old_lady_words(
    game: ProdigalsRules,
    state: ProdigalsState,
    seat: int,
    before: dict[grid.Square, str],
    moved: set[grid.Square],
    blocked: set[grid.Square],
    shielded: tuple[grid.Square, ...],
) -> Msg:
    """What the Old Lady did to one seat, token by token: a sentence each."""
    tile = next(t for t in game.spec.society.old_lady_tiles if t.id == state.old_lady)
    if moved:
        part = joined(
            [msg("{token} {square}", token=TOKENS[before[sq]], square=Name(square_name(sq))) for sq in sorted(moved)],
            ", ",
        )
        said = [
            msg(
                "Old Lady tile {tile}: she moves {seat}'s {tokens} up one row.",
                tile=tile.name,
                seat=who(state, seat),
                tokens=part,
            )
        ]
    else:
        said = [msg("Old Lady tile {tile}: she moves none of {seat}'s tokens.", tile=tile.name, seat=who(state, seat))]
    if shielded:
        said.append(msg("Shielded: {squares}.", squares=_squares(shielded)))
    if blocked:
        said.append(
            msgn(
                "Blocked: {squares}, so {n} up-move of the player's choice instead.",
                "Blocked: {squares}, so {n} up-moves of the player's choice instead.",
                len(blocked),
                squares=_squares(sorted(blocked)),
            )
        )
    return joined(said, " ")


def _squares(squares: Iterable[grid.Square]) -> Msg:
    """Squares by name (L6, M-2), with commas."""
    return joined([as_msg(square_name(sq)) for sq in squares], ", ")


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class EndRound(ProdigalsStep):
    """END_ROUND: the end check, the new turn order, hand limits, then cleanup."""

    automatic = True

    def run(self, game: ProdigalsRules, state: ProdigalsState, rng: Rng) -> list[Event]:
        """End the game, or prepare the next round."""
        state.flow.pop()
        state.phase = "end_round"
        if game.game_ends(state):
            state.ended = True
            state.phase = "over"
            state.flow.clear()
            return [Said(msg("The game ends."))]
        state.order = next_order(state.order, {s: state.seats[s].reserved for s in state.order})
        limit = game.spec.numbers.hand_limit.value
        discards = [HandDiscard(s) for s in state.order if len(state.seats[s].hand) > limit]
        state.flow.then(*discards, Cleanup())
        return [
            Said(
                msg(
                    "New turn order: {seats}.",
                    seats=joined(
                        [Msg("{seat}", (("seat", who(state, s)),), context=STRUCTURE) for s in state.order], ", "
                    ),
                )
            )
        ]


def next_order(order: list[int], reserved: dict[int, int | None]) -> list[int]:
    """Reserved seats take their positions; the others fill the rest keeping their relative order (digest §2.7)."""
    out: list[int | None] = [None] * len(order)
    for seat, k in reserved.items():
        if k is not None:
            out[k - 1] = seat
    rest = iter(s for s in order if reserved.get(s) is None)
    return [s if s is not None else next(rest) for s in out]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class HandDiscard(ProdigalsStep):
    """Over the hand limit: ``discard CARD`` until at the limit."""

    seat: int

    def decide(self, game: ProdigalsRules, state: ProdigalsState) -> Decision:
        """Any card in hand."""
        acts = tuple(Action("discard", (c,)) for c in sorted(state.seats[self.seat].hand))
        return Decision(self.seat, "hand_limit", msg("Discard down to the hand limit."), acts)

    def resolve(self, game: ProdigalsRules, state: ProdigalsState, action: Action, rng: Rng) -> list[Event]:
        """Discard one; again while over the limit."""
        me = state.seats[self.seat]
        me.hand.remove(action.args[0])
        state.discard.append(action.args[0])
        if len(me.hand) <= game.spec.numbers.hand_limit.value:
            state.flow.pop()
        return [Said(msg("{seat} discards {card}.", seat=who(state, self.seat), card=named(game.spec, action.args[0])))]


@filled_in_place  # made on many moves (values.py)
@dataclass(frozen=True)
class Cleanup(ProdigalsStep):
    """Clear the round and start the next."""

    automatic = True

    def run(self, game: ProdigalsRules, state: ProdigalsState, rng: Rng) -> list[Event]:
        """Return everything and advance the round counter."""
        state.flow.replace(Round())
        for seat, me in enumerate(state.seats):
            state.discard += me.played
            me.played_last, me.played = me.played, []
            me.activated.clear()
            state.bonus_supply += me.bonus_tiles
            me.bonus_tiles = []
            me.home += me.boys + sum(occupant == seat for occupants in state.spaces.values() for occupant in occupants)
            me.megaphones = me.shields = me.boys = 0
            me.personal_used.clear()
            me.reserved = None
            me.central_waiting = False
        for pile in (state.displays, state.display_tiles):
            for items in pile.values():
                state.discard += items
            pile.clear()
        state.display_effects.clear()
        state.discard += [x for x in (state.old_lady, state.central_card) if x]
        state.discard += state.possession_board
        state.possession_board = []
        if state.borough is not None:  # the borough marker turns one borough clockwise
            boroughs = [b.id for b in game.spec.possessions.boroughs]
            state.borough = boroughs[(boroughs.index(state.borough) + 1) % len(boroughs)]
        state.old_lady = state.central_card = None
        state.renaissance, state.renaissance_fixed = None, []
        state.spaces.clear()
        state.round += 1
        return []
