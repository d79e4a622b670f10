"""What each seat may see of a Rialto table: everything but the deck, the discards and other players' hands.

``RialtoView`` and its records are frozen dataclasses whose plain form (``engine.view.plain``) is the JSON the
view always was: field names are its keys."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.engine.message import Msg, Name, Words, joined, msg
from tabletop.games.rialto.rules.common import kind_of
from tabletop.games.rialto.rules.data import BuildingKind, RialtoSpec
from tabletop.games.rialto.rules.phase1 import rows
from tabletop.games.rialto.rules.play import count_of
from tabletop.games.rialto.rules.scoring import district_value, standings
from tabletop.games.rialto.rules.state import (
    BONUS,
    BRIDGES,
    DECK,
    DISCARD,
    FLIPPED,
    GONDOLAS,
    RialtoState,
    hand,
    pile,
    played,
    row,
    supply,
    won,
)

OptionValue = str | int | bool  # a reading in force (data/rialto.yaml ``options``)


@dataclass(frozen=True)
class CardView:
    """A visible card: its id and its type (its face)."""

    id: str
    face: str


@dataclass(frozen=True)
class BuildingView:
    """A building on a board: its kind, what the kind is, and whether it is used or blocked this round."""

    id: str
    kind: str
    name: Msg
    colour: str
    value: int
    effect: str
    coin: bool  # used this round: a coin lies on it
    blocked: bool  # may not be used this round


@dataclass(frozen=True)
class ParticipantView:
    """A participant (a player or the neutral) as everyone sees it: counts, buildings, the stage's played cards."""

    name: Words  # a player's own name, or the neutral player's in words
    human: bool
    coins: int
    vp: int
    doge: int  # its Doge track space
    rank: int  # 1 for the first in Doge order
    personal: int  # councillors in its personal supply
    general: int  # councillors in the general supply
    hand: int  # cards in hand, a count
    pile: int  # cards in its discard pile, a count
    limit: int  # its hand limit this round
    buildings: tuple[BuildingView, ...]
    played: tuple[CardView, ...]  # the cards it played this stage
    count: int | None  # what its play counted, once played
    delayed: bool
    done: bool
    bonus: tuple[str, ...]  # the bonus tiles it took


@dataclass(frozen=True)
class DistrictView:
    """A district: its canal side, round tile, the councillors in it per participant and its value now."""

    id: str
    name: Msg
    side: str
    number: int
    councillors: tuple[int, ...]
    value: int


@dataclass(frozen=True)
class ConnectionView:
    """A connection between two districts, the tile on it (if any) and the value facing each district."""

    id: str
    between: tuple[str, ...]
    tile: str | None
    facing: Mapping[str, int]  # district -> the tile end facing it


@dataclass(frozen=True)
class BonusView:
    """A bonus tile of a canal side, and where it is."""

    id: str
    side: str
    vp: int
    on_board: bool
    flipped: bool


@dataclass(frozen=True)
class RowView:
    """A card row of phase I: its index, who took it, its cards."""

    i: int
    taken_by: int | None
    cards: tuple[CardView, ...]


@dataclass(frozen=True)
class SupplyView:
    """A building kind in the supply: what it is, how many are left, its effect in a few words."""

    kind: str
    name: Msg
    colour: str
    value: int
    left: int
    text: Msg


@dataclass(frozen=True)
class PlayView:
    """The play the viewer is putting together on its own play turn (private until played)."""

    cards: tuple[CardView, ...]
    converted: tuple[tuple[str, CardView], ...]  # (the yellow building, the card it converts)
    joker_buildings: tuple[str, ...]
    count: int
    converting: str  # the building converting now, if any


@dataclass(frozen=True)
class FinalLine:
    """One district's final scoring: its value and the ranking as (participant, councillors, points)."""

    district: str
    value: int
    ranking: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class RialtoView:
    """The Rialto table as one seat sees it (None: the public), already redacted: the public table, the seat's own
    hand and its play in progress."""

    game: str
    players: tuple[str, ...]
    neutral: bool
    np: int | None  # the neutral participant, if any
    round: int
    rounds: int
    district: str  # this round's district
    task: str  # the current step's name ("start", "pick", "cards", "turns", "build", ..., "over")
    deciding: int | None
    stage: str  # the stage letter being played ("" outside phase II)
    stage_start: int
    advantage: int | None
    order: tuple[int, ...]  # play turns still to come this stage
    doge_order: tuple[int, ...]
    ring: tuple[int, ...]
    participants: tuple[ParticipantView, ...]
    districts: tuple[DistrictView, ...]
    connections: tuple[ConnectionView, ...]
    marked: str | None  # the neutral player's connection
    bridges: int
    next_bridge: tuple[int, ...]  # the top bridge's ends
    gondolas: int
    bonus: tuple[BonusView, ...]
    rows: tuple[RowView, ...]
    deck: int
    discard: int
    supply: tuple[SupplyView, ...]
    neutral_hand: tuple[CardView, ...]
    hand: tuple[CardView, ...]  # the viewer's own hand
    play: PlayView | None  # the viewer's play in progress on its own play turn
    sub: Mapping[str, str]  # the half-made choice the table shows ("connection", "upgrade", "green", "return")
    final: tuple[FinalLine, ...]
    help: tuple[Msg, ...]
    options: dict[str, OptionValue]  # the readings in force (public: every tooltip words the rules by them)
    over: bool
    winners: tuple[int, ...]  # as the rules rank them: VP, then Doge order


def card(state: RialtoState, c: str) -> CardView:
    """A visible card."""
    return CardView(c, state.card_type[c])


def sorted_cards(spec: RialtoSpec, state: RialtoState, cards: list[str]) -> tuple[CardView, ...]:
    """Visible cards in the order of the stages (jesters last)."""
    order = {t.id: k for k, t in enumerate(spec.cards.types)}
    return tuple(card(state, c) for c in sorted(cards, key=lambda c: (order[state.card_type[c]], c)))


def building_info(spec: RialtoSpec, state: RialtoState, b: str) -> BuildingView:
    """A building on a board."""
    kind = kind_of(spec, state, b)
    return BuildingView(
        id=b,
        kind=state.building_kind[b],
        name=kind.name,
        colour=kind.colour,
        value=kind.value,
        effect=kind.effect,
        coin=b in state.coin_on,
        blocked=b in state.blocked,
    )


EFFECT_TEXTS: dict[str, Callable[[Mapping[str, Any]], Msg]] = {  # each built only when asked: views ask often
    "draw_or_take": lambda p: (
        msg("take or draw, limit +{n}", n=p["hand_limit"]) if p.get("hand_limit") else msg("take or draw")
    ),
    "hand_limit": lambda p: msg("limit +{n}", n=p.get("hand_limit", 1)),
    "delay": lambda p: msg("wait, +{n} coin", n=p.get("coins", 1)),
    "convert": lambda p: msg("1 card as {n}", n=p.get("counts_as", 1)),
    "joker": lambda p: msg("a jester"),
    "upgrade": lambda p: msg("upgrade"),
    "councillor_and_vp": lambda p: msg("+{n} cncl, +{vp} VP", n=p.get("councillors", 1), vp=p.get("vp", 1)),
    "doge_by_rank": lambda p: msg("Doge by rank"),
    "vp": lambda p: msg("+{n} VP", n=p.get("vp", 3)),
}


def effect_text(kind: BuildingKind) -> Msg:
    """What a building does, in a few words."""
    words = EFFECT_TEXTS.get(kind.effect)
    return words(kind.params) if words is not None else msg("{effect}", effect=Name(kind.effect))


def stage_help(spec: RialtoSpec, state: RialtoState, letter: str) -> Msg:
    """What a stage does for each card and for the advantage, in words."""
    stage = spec.stage(letter)
    n = stage.advantage_amount
    per_card = {
        "doge_steps": msg("1 step on the Doge track per card"),
        "coins": msg("1 coin per card"),
        "build": msg("a building of value up to the cards played (above 4: a 4 and one more)"),
        "vp": msg("1 VP per card ({n} VP with none)", n=state.opts.number("no_bridge_card_vp")),
        "councillors_to_personal": msg("1 councillor from the general supply per card"),
        "place_councillors": msg("1 councillor per card into the current district"),
    }[stage.action]
    bonus = {
        "extra_step": msg("{n} more step", n=n),
        "extra_coin": msg("{n} more coin", n=n),
        "value_limit": msg("value limit +{n}", n=n),
        "bridge_tile": msg("+{n} VP and the top bridge", n=n),
        "gondola_tile": msg("a gondola and a councillor beside it"),
        "extra_card": msg("counts {n} card more", n=n),
    }[stage.advantage]
    return msg(
        "Stage {letter}, {stage}: {per_card}. Advantage (most cards, Doge order breaks ties): {bonus}.",
        letter=Name(letter),
        stage=stage.name,
        per_card=per_card,
        bonus=bonus,
    )


def help_lines(spec: RialtoSpec, state: RialtoState, task: str) -> list[Msg]:
    """A few lines on what is going on, for the table's empty corner."""
    if state.over:
        lines = [msg("Final scoring, district by district (each next rank scores half):")]
        for line in state.final:
            name = spec.district(line["district"]).name
            ranking = [msg("{who} {n}", who=state.who(p), n=pts) for p, _, pts in line["ranking"]]
            ranks = joined(ranking, ", ") if ranking else msg("nobody")
            lines.append(msg("{district} (worth {n}): {ranks}", district=name, n=line["value"], ranks=ranks))
        return lines
    if task == "start":
        return [msg("Each player takes a value-1 building: green (phase I), yellow (phase II) or blue (phase III).")]
    if task in ("pick", "cards"):
        return [
            msg(
                "Phase I: in Doge order, take a row; {n} more cards come unseen from the deck.",
                n=spec.card_rows.blind_cards,
            ),
            msg("Then green buildings, and discard down to {n} cards (the hand limit).", n=spec.card_rows.hand_limit),
        ]
    if task == "blue":
        return [msg("Phase III: in Doge order, each player may activate blue buildings, 1 coin each.")]
    if state.stage:
        return [stage_help(spec, state, state.stage)]
    return []


def rialto_view(spec: RialtoSpec, state: RialtoState, seat: int | None) -> RialtoView:
    """The table as ``seat`` sees it (None: the public), as plain data the UI lays out."""
    own = seat if seat is not None and seat in state.seats else None
    order = state.doge_order()
    task = state.task()  # the current step's name: the layout and the tips read it
    half_made = state.pending()
    participants = []
    for p in state.participants:
        play = state.plays.get(p)
        participants.append(
            ParticipantView(
                name=state.name(p),
                human=state.is_human(p),
                coins=state.coins[p],
                vp=state.vp[p],
                doge=state.doge[p],
                rank=order.index(p) + 1,
                personal=state.personal[p],
                general=state.general[p],
                hand=len(state.zones[hand(p)]),
                pile=len(state.zones[pile(p)]),
                limit=state.limit[p],
                buildings=tuple(building_info(spec, state, b) for b in state.buildings(p)),
                played=sorted_cards(spec, state, state.zones[played(p)]),
                count=play.count if play and play.done else None,
                delayed=bool(play and play.delayed),
                done=bool(play and play.done),
                bonus=tuple(state.zones[won(p)]),
            )
        )
    return RialtoView(
        game="rialto",
        players=tuple(state.players),
        neutral=state.neutral,
        np=state.np,
        round=state.round,
        rounds=spec.rounds.count,
        district=state.district,
        task=task,
        deciding=state.deciding(),
        stage=state.stage if task in ("turns", "resolve", "build", "bridge", "gondola", "stage_end") else "",
        stage_start=state.stage_start,
        advantage=state.advantage,
        order=tuple(state.order) if task == "turns" else (),
        doge_order=tuple(order),
        ring=tuple(state.ring),
        participants=tuple(participants),
        districts=tuple(
            DistrictView(
                id=d.id,
                name=d.name,
                side=d.side,
                number=state.number[d.id],
                councillors=tuple(state.councillors[d.id]),
                value=district_value(spec, state, d.id),
            )
            for d in spec.board.districts
        ),
        connections=tuple(
            ConnectionView(
                id=c.id,
                between=tuple(c.between),
                tile=state.tile_on(c.id),
                facing=dict(state.facing.get(c.id, {})),
            )
            for c in spec.board.connections
        ),
        marked=state.marked,
        bridges=len(state.zones[BRIDGES]),
        next_bridge=tuple(state.tile_ends[state.zones[BRIDGES][0]]) if state.zones[BRIDGES] else (),
        gondolas=len(state.zones[GONDOLAS]),
        bonus=tuple(
            BonusView(
                id=t.id,
                side=t.side,
                vp=t.vp,
                on_board=t.id in state.zones[BONUS],
                flipped=t.id in state.zones[FLIPPED],
            )
            for t in spec.bonus_tiles.tiles
        ),
        rows=tuple(
            RowView(i, state.taken_rows.get(i), tuple(card(state, c) for c in state.zones[row(i)])) for i in rows(state)
        ),
        deck=len(state.zones[DECK]),
        discard=len(state.zones[DISCARD]),
        supply=tuple(
            SupplyView(
                kind=k.id,
                name=k.name,
                colour=k.colour,
                value=k.value,
                left=len(state.zones[supply(k.id)]),
                text=effect_text(spec.building(k.id, state.opts.text("middle_building_order"))),
            )
            for k in spec.buildings.kinds
        ),
        neutral_hand=sorted_cards(spec, state, state.zones[hand(state.np)]) if state.np is not None else (),
        hand=sorted_cards(spec, state, state.zones[hand(own)]) if own is not None else (),
        play=own_play(spec, state, own) if own is not None and task == "turns" and state.deciding() == own else None,
        sub={k: v for k, v in half_made.items() if k in ("connection", "upgrade", "green", "return")},
        final=tuple(
            FinalLine(line["district"], line["value"], tuple(tuple(r) for r in line["ranking"])) for line in state.final
        ),
        help=tuple(help_lines(spec, state, task)),
        options=state.opts.in_force(),  # the readings in force (public: every tooltip words the rules by them)
        over=state.over,
        winners=(standings(state)[0],) if state.over else (),  # as the rules rank them: VP, then Doge order
    )


def own_play(spec: RialtoSpec, state: RialtoState, own: int) -> PlayView:
    """The play ``own`` is putting together on its play turn (only it sees it)."""
    pending = state.plays[own]
    return PlayView(
        cards=tuple(card(state, c) for c in pending.cards),
        converted=tuple((b, card(state, c)) for b, c in pending.converted),
        joker_buildings=tuple(pending.joker_buildings),
        count=count_of(spec, state, pending),
        converting=state.pending().get("convert", ""),
    )
