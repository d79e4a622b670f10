"""Per-seat views, typed: everything on boards is public; a hand only to its owner (digest §2.8). Their plain form
(``engine.view.plain``) is the JSON the golden games and the leak checks digest, so field names are its keys."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.engine.message import Msg
from tabletop.games.prodigals.rules.effect_words import describe
from tabletop.games.prodigals.rules.state import ProdigalsState, cell_name, cell_of, square_name

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.rules import ProdigalsRules


@dataclass(frozen=True)
class SeatView:
    """One player's public things, and the hand when the viewer owns it (None otherwise)."""

    name: str
    votes: int
    society: int
    tokens: Mapping[str, str]  # square name -> lady | gentleman
    hand: tuple[str, ...] | None
    hand_size: int
    board: tuple[str, ...]
    activated: tuple[str, ...]
    played: tuple[str, ...]
    network: Mapping[str, tuple[str, int]]  # place (``cell_name``) -> (tile, quarter turns anticlockwise)
    connections: tuple[str, ...]
    megaphones: int
    boys: int
    reserved: int | None
    bonus_tiles: tuple[str, ...]
    shields: int
    held_tiles: tuple[str, ...]
    resolving: tuple[str, ...]
    cash: int
    possessions: tuple[str, ...]
    scores: Mapping[str, int]  # contest in play -> score

    def cells(self) -> dict[tuple[int, int], tuple[str, int]]:
        """The political network by (x, y) place (y grows southwards): (tile, quarter turns)."""
        return {cell_of(name): tile for name, tile in self.network.items()}


@dataclass(frozen=True)
class ProdigalsView:
    """What one seat (None: the public) may see of the whole table."""

    round: int
    phase: str
    order: tuple[int, ...]
    seats: tuple[SeatView, ...]
    displays: Mapping[str, tuple[str, ...]]  # display id -> cards
    display_tiles: Mapping[str, tuple[str, ...]]  # display or space id -> political tiles
    spaces: Mapping[str, tuple[int, ...]]  # space id -> seats with a boy there
    old_lady: str | None
    central_card: str | None
    bonus_supply: tuple[str, ...]
    renaissance: int | None
    renaissance_fixed: tuple[str, ...]
    deck_sizes: Mapping[str, int]  # deck (``deck_name``) -> cards left
    tiles_left: int
    old_lady_left: int
    discard: tuple[str, ...]
    options: tuple[Msg, ...]  # the options of a card being resolved now, in words
    modules: tuple[str, ...]
    possession_board: tuple[str, ...]
    possession_supply: int
    borough: str | None


def seat_view(rules: ProdigalsRules, state: ProdigalsState, seat: int, viewer: int | None) -> SeatView:
    """One player's public things, and the hand when the viewer owns it."""
    me = state.seats[seat]
    return SeatView(
        name=state.players[seat],
        votes=me.votes,
        society=state.society(seat),
        tokens={square_name(sq): g for sq, g in sorted(me.tokens.items())},
        hand=tuple(sorted(me.hand)) if viewer == seat else None,
        hand_size=len(me.hand),
        board=tuple(me.board),
        activated=tuple(sorted(me.activated)),
        played=tuple(me.played),
        network={cell_name(x, y): (t, r) for (x, y), (t, r) in sorted(me.network.items())},
        connections=tuple(sorted(me.connections)),
        megaphones=me.megaphones,
        boys=me.boys,
        reserved=me.reserved,
        bonus_tiles=tuple(sorted(me.bonus_tiles)),
        shields=me.shields,
        held_tiles=tuple(me.held),
        resolving=tuple(me.resolving),
        cash=me.cash,
        possessions=tuple(me.possessions),
        scores=rules.scores(state, seat),
    )


def prodigals_view(rules: ProdigalsRules, state: ProdigalsState, seat: int | None) -> ProdigalsView:
    """What ``seat`` (None: the public) may see."""
    return ProdigalsView(
        round=state.round,
        phase=state.phase,
        order=tuple(state.order),
        seats=tuple(seat_view(rules, state, s, seat) for s in range(len(state.players))),
        displays={k: tuple(v) for k, v in sorted(state.displays.items())},
        display_tiles={k: tuple(v) for k, v in sorted(state.display_tiles.items())},
        spaces={k: tuple(v) for k, v in sorted(state.spaces.items())},
        old_lady=state.old_lady,
        central_card=state.central_card,
        bonus_supply=tuple(sorted(state.bonus_supply)),
        renaissance=state.renaissance,
        renaissance_fixed=tuple(state.renaissance_fixed),
        deck_sizes={k: len(v) for k, v in sorted(state.decks.items())},
        tiles_left=len(state.tile_supply),
        old_lady_left=len(state.old_lady_stack),
        discard=tuple(sorted(state.discard)),
        options=_options(rules, state),
        modules=tuple(state.modules),
        possession_board=tuple(state.possession_board),
        possession_supply=len(state.possession_supply),
        borough=state.borough,
    )


def _options(rules: ProdigalsRules, state: ProdigalsState) -> tuple[Msg, ...]:
    """The options of a card being resolved now, in words (public: the card was played face up)."""
    options = getattr(state.flow.top, "options", None) if state.flow else None
    return tuple(describe(e, rules.spec.names) for e in options or ())
