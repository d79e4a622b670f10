"""What each seat may see at a Mascarade table: positions and coins; a card's face only when it is
face up for everyone, or in that seat's own look or Spy's look behind the curtain; every face once the game is over."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tabletop.games.mascarade.rules.data import MascaradeSpec
from tabletop.games.mascarade.rules.state import MascaradeState

# A public choice of the turn (the view's ``pending``): a position ("from", "to", "first", "second", "target"),
# the character announced ("char"), the seat using a power ("user"), the Bishop's tied richest ("richest").
Pending = str | int | tuple[int, ...]


@dataclass(frozen=True)
class CardView:
    """One card as a seat sees it: its position, the seat holding it (None: a centre card), its face ("down")."""

    pos: str
    owner: int | None
    face: str


@dataclass(frozen=True)
class MascaradeView:
    """The table as one seat sees it (None: the public), already redacted: a face-down card says only where it is."""

    game: str
    players: tuple[str, ...]
    coins: tuple[int, ...]
    courthouse: int
    turn: int
    current: int
    phase: str
    stage: str
    decider: int | None
    cards: tuple[CardView, ...]
    positions: tuple[tuple[str, ...], ...]
    centre: tuple[str, ...]
    in_play: tuple[str, ...]
    claims: dict[str, bool]  # seat (as text) -> whether it claimed, for the seats that have answered
    waiting: int | None
    pending: dict[str, Pending]  # the turn's public choices so far, by name (see Pending)
    revealed_last_turn: tuple[int, ...]
    winners: tuple[int, ...]
    ended_by: str
    swap_only: bool

    def card(self, pos: str) -> CardView | None:
        """The card at position ``pos`` (None: no such position)."""
        return next((c for c in self.cards if c.pos == pos), None)

    def pending_text(self, key: str) -> str:
        """A public choice of this turn that is text: a position chosen as ``key`` ("from", "to", "first",
        "second", "target"), or the character announced ("char"); "" before it is made."""
        value = self.pending.get(key, "")
        return value if isinstance(value, str) else ""

    @property
    def announced(self) -> str:
        """The character announced this turn, once the announcement is public ("" before)."""
        return self.pending_text("char")


def seen_privately(state: MascaradeState, seat: int | None) -> tuple[str, ...]:
    """Positions ``seat`` is looking at alone right now (its look, or the Spy's two cards)."""
    step = state.flow.top
    return () if seat is None or step is None else step.seen_by(state, seat)


def visible(state: MascaradeState, pos: str, seat: int | None) -> bool:
    """Whether ``seat`` sees the face of the card at ``pos``: every card is shown to everyone while they memorise and
    once the game is over (the final characters revealed: nothing is left to hide)."""
    return sight(state, seat)(pos)


def sight(state: MascaradeState, seat: int | None, everything: bool = False) -> Callable[[str], bool]:
    """``visible`` for every position of the table as it is now, worked out once (a view asks it of every card);
    ``everything``: a replay's open table, every face shown."""
    if everything or state.phase in ("memorise", "over"):
        return lambda pos: True
    return {*state.face_up, *seen_privately(state, seat)}.__contains__


def mascarade_view(
    spec: MascaradeSpec, state: MascaradeState, seat: int | None, decider: int | None, everything: bool = False
) -> MascaradeView:
    """The table as ``seat`` sees it (None: the public; ``everything``: every card face up)."""
    stage = state.stage
    sees = sight(state, seat, everything)
    cards = tuple(
        CardView(pos, state.owner(pos), state.char(pos) if sees(pos) else "down")
        for pos in [p for ps in state.seat_positions for p in ps] + state.centre
    )
    return MascaradeView(
        game="mascarade",
        players=tuple(state.players),
        coins=tuple(state.coins),
        courthouse=state.courthouse,
        turn=state.turn_no,
        current=state.current,
        phase=state.phase,
        stage=stage,
        decider=decider,
        cards=cards,
        positions=tuple(tuple(ps) for ps in state.seat_positions),
        centre=tuple(state.centre),
        in_play=tuple(state.in_play),
        claims={str(s): (pos is not None) for s, pos in state.claims.items()},
        waiting=decider if stage == "claims" else None,
        pending={k: tuple(v) if isinstance(v, list) else v for k, v in state.shown.items()},
        revealed_last_turn=tuple(s for s, t in state.revealed_turn.items() if t == state.turn_no - 1),
        winners=tuple(state.winners),
        ended_by=state.ended_by,
        swap_only=state.turn_no <= spec.swap_only_turns,
    )
