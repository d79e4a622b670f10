"""What each seat may see of a Masques table: everything but other players' hands, packets and picks.

The view is a frozen dataclass (``MasquesView``) whose plain form (``engine/view.plain``) is the JSON the table,
the leak checks and the golden digests read: every record below turns back into a dict with the same keys.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.powers import names_not_in_corridors
from tabletop.games.masques.rules.state import (
    ASIDE,
    BOX,
    DECK,
    POOL,
    SUPPLY,
    MasquesState,
    corridor,
    hand,
    packet,
    palace,
    picked,
    purse,
    stack,
    won,
)

PENDING_SHOWN = ("at", "type", "first", "call", "hire")  # the choices under way everyone sees ("card" only its owner)


@dataclass(frozen=True)
class GuestCard:
    """A visible guest card: its family and printed value, and whether it lies face down."""

    id: str
    kind: Literal["guest"]
    family: str
    value: int
    down: bool


@dataclass(frozen=True)
class AgentCard:
    """A visible agent card: its type, influence and cost."""

    id: str
    kind: Literal["agent"]
    type: str
    influence: int
    cost: int


Card = GuestCard | AgentCard  # a visible card (in a corridor, a hand, a packet or the picks)


@dataclass(frozen=True)
class MarkerView:
    """A palace marker: a guild's favor marker or a ducat (``guild`` None), face up or down (public either way)."""

    id: str
    kind: Literal["favor", "ducat"]
    guild: str | None
    down: bool


@dataclass(frozen=True)
class PalaceView:
    """Palace card ``i``: its icon ("favor" or "ducat") and the marker it holds, if any."""

    i: int
    icon: str
    marker: MarkerView | None


@dataclass(frozen=True)
class CorridorView:
    """Corridor ``i`` and the card in it, if any."""

    i: int
    card: Card | None


@dataclass(frozen=True)
class StackView:
    """An agent stack: how many are left, and the top card's id, cost and influence (None when it is empty)."""

    count: int
    top: str | None
    cost: int | None
    influence: int | None


@dataclass(frozen=True)
class SeatView:
    """What everyone sees of a seat: its ducats (count and ids), the markers it won this round, its favor by
    guild, and how many guests it holds in hand, packet and picks."""

    ducats: int
    won: tuple[str, ...]
    purse: tuple[str, ...]
    favor: Mapping[str, int]
    hand: int
    packet: int
    picked: int


@dataclass(frozen=True)
class MasquesView:
    """The table as one seat sees it (None: the public): the public table plus that seat's own cards."""

    game: str
    players: tuple[str, ...]
    families: tuple[tuple[str, ...], ...]
    n: int
    round: int
    phase: str
    stage: str
    active: int
    first: int
    draft_step: int
    drafting: int | None
    palace: tuple[PalaceView, ...]
    corridors: tuple[CorridorView, ...]
    stacks: Mapping[str, StackView]
    supply: int
    supply_ids: tuple[str, ...]
    pool: int
    deck: int
    aside: int
    box: int
    seats: tuple[SeatView, ...]
    hand: tuple[Card, ...]
    packet: tuple[Card, ...]
    picked: tuple[Card, ...]
    pending: Mapping[str, int | str]  # only the choices made so far (keys from PENDING_SHOWN, and "card")
    winner: int | None
    guilds: tuple[str, ...]
    names: tuple[str, ...]

    def pending_int(self, key: str) -> int | None:
        """A numbered choice under way ("at", "first", "call"), if it is made."""
        value = self.pending.get(key)
        return value if isinstance(value, int) else None


def card_info(state: MasquesState, card: str) -> Card:
    """A visible card as plain data."""
    if card in state.guest:
        family, value = state.guest[card]
        return GuestCard(card, "guest", family, value, card in state.down_guests)
    kind, influence, cost = state.agent[card]
    return AgentCard(card, "agent", kind, influence, cost)


def marker_info(state: MasquesState, marker: str) -> MarkerView:
    """A palace marker as plain data (markers on the palace are public, face up or not)."""
    guild = state.marker_guild.get(marker)
    return MarkerView(marker, "favor" if guild else "ducat", guild, marker in state.down_markers)


def _stack(state: MasquesState, kind: str) -> StackView:
    cards = state.zones[stack(kind)]
    if not cards:
        return StackView(0, None, None, None)
    _, influence, cost = state.agent[cards[0]]
    return StackView(len(cards), cards[0], cost, influence)


def _seat(state: MasquesState, s: int) -> SeatView:
    zones = state.zones
    return SeatView(
        ducats=len(zones[purse(s)]),
        won=tuple(zones[won(s)]),
        purse=tuple(zones[purse(s)]),
        favor=dict(state.favor[s]),
        hand=len(zones[hand(s)]),
        packet=len(zones[packet(s)]),
        picked=len(zones[picked(s)]),
    )


def _own(state: MasquesState, zone: str | None) -> tuple[Card, ...]:
    return tuple(card_info(state, c) for c in sorted(state.zones[zone])) if zone is not None else ()


def masques_view(spec: MasquesSpec, state: MasquesState, seat: int | None) -> MasquesView:
    """The table as ``seat`` sees it (None: the public), as plain data the UI lays out."""
    own = seat if seat is not None and seat in state.seats else None
    pending = {k: v for k, v in state.pending.items() if k in PENDING_SHOWN}
    if own is not None and own == state.active and "card" in state.pending:
        pending["card"] = state.pending["card"]
    return MasquesView(
        game="masques",
        players=tuple(state.players),
        families=tuple(tuple(f) for f in state.families),
        n=state.n,
        round=state.round,
        phase=state.phase,
        stage=state.stage,
        active=state.active,
        first=state.first,
        draft_step=state.draft_step,
        drafting=state.draft_order[0] if state.phase == "draft" and state.draft_order else None,
        palace=tuple(
            PalaceView(i, state.icon(i), marker_info(state, m) if (m := state.at(palace(i))) else None)
            for i in range(state.n)
        ),
        corridors=tuple(
            CorridorView(i, card_info(state, c) if (c := state.at(corridor(i))) else None) for i in range(state.n)
        ),
        stacks={a.id: _stack(state, a.id) for a in spec.agents.types},
        supply=len(state.zones[SUPPLY]),
        supply_ids=tuple(state.zones[SUPPLY]),
        pool=len(state.zones[POOL]),
        deck=len(state.zones[DECK]),
        aside=len(state.zones[ASIDE]),
        box=len(state.zones[BOX]),
        seats=tuple(_seat(state, s) for s in state.seats),
        hand=_own(state, hand(own) if own is not None else None),
        packet=_own(state, packet(own) if own is not None else None),
        picked=_own(state, picked(own) if own is not None else None),
        pending=pending,
        winner=state.winner,
        guilds=tuple(g.id for g in spec.guilds),
        names=tuple(names_not_in_corridors(state)) if state.stage == "courtesan_name" else (),
    )
