"""What each seat may see of a Rialto table: everything but the deck, the discards and other players' hands."""

from __future__ import annotations

from typing import Any

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


def card(state: RialtoState, c: str) -> dict[str, str]:
    """A visible card as plain data."""
    return {"id": c, "face": state.card_type[c]}


def sorted_cards(spec: RialtoSpec, state: RialtoState, cards: list[str]) -> list[dict[str, str]]:
    """Visible cards in the order of the stages (jesters last)."""
    order = {t.id: k for k, t in enumerate(spec.cards.types)}
    return [card(state, c) for c in sorted(cards, key=lambda c: (order[state.card_type[c]], c))]


def building_info(spec: RialtoSpec, state: RialtoState, b: str) -> dict[str, Any]:
    """A building as plain data."""
    kind = kind_of(spec, state, b)
    return {
        "id": b,
        "kind": state.building_kind[b],
        "name": kind.name,
        "colour": kind.colour,
        "value": kind.value,
        "effect": kind.effect,
        "coin": b in state.coin_on,
        "blocked": b in state.blocked,
    }


def effect_text(kind: BuildingKind) -> str:
    """What a building does, in a few words."""
    params = kind.params
    texts = {
        "draw_or_take": "take or draw" + (f", limit +{params['hand_limit']}" if params.get("hand_limit") else ""),
        "hand_limit": f"limit +{params.get('hand_limit', 1)}",
        "delay": f"wait, +{params.get('coins', 1)} coin",
        "convert": f"1 card as {params.get('counts_as', 1)}",
        "joker": "a jester",
        "upgrade": "upgrade",
        "councillor_and_vp": f"+{params.get('councillors', 1)} cncl, +{params.get('vp', 1)} VP",
        "doge_by_rank": "Doge by rank",
        "vp": f"+{params.get('vp', 3)} VP",
    }
    return texts.get(kind.effect, kind.effect)


def stage_help(spec: RialtoSpec, state: RialtoState, letter: str) -> str:
    """What a stage does for each card and for the advantage, in words."""
    stage = spec.stage(letter)
    per_card = {
        "doge_steps": "1 step on the Doge track per card",
        "coins": "1 coin per card",
        "build": "a building of value up to the cards played (above 4: a 4 and one more)",
        "vp": f"1 VP per card ({state.opts['no_bridge_card_vp']} VP with none)",
        "councillors_to_personal": "1 councillor from the general supply per card",
        "place_councillors": "1 councillor per card into the current district",
    }[stage.action]
    bonus = {
        "extra_step": f"{stage.advantage_amount} more step",
        "extra_coin": f"{stage.advantage_amount} more coin",
        "value_limit": f"value limit +{stage.advantage_amount}",
        "bridge_tile": f"+{stage.advantage_amount} VP and the top bridge",
        "gondola_tile": "a gondola and a councillor beside it",
        "extra_card": f"counts {stage.advantage_amount} card more",
    }[stage.advantage]
    return f"Stage {letter}, {stage.name}: {per_card}. Advantage (most cards, Doge order breaks ties): {bonus}."


def help_lines(spec: RialtoSpec, state: RialtoState, task: str) -> list[str]:
    """A few lines on what is going on, for the table's empty corner."""
    if state.over:
        lines = ["Final scoring, district by district (each next rank scores half):"]
        for line in state.final:
            name = spec.district(line["district"]).name
            ranks = ", ".join(f"{state.name(p)} {pts}" for p, _, pts in line["ranking"]) or "nobody"
            lines.append(f"{name} (worth {line['value']}): {ranks}")
        return lines
    if task == "start":
        return ["Each player takes a value-1 building: green (phase I), yellow (phase II) or blue (phase III)."]
    if task in ("pick", "cards"):
        return [
            f"Phase I: in Doge order, take a row; {spec.card_rows.blind_cards} more cards come unseen from the deck.",
            f"Then green buildings, and discard down to {spec.card_rows.hand_limit} cards (the hand limit).",
        ]
    if task == "blue":
        return ["Phase III: in Doge order, each player may activate blue buildings, 1 coin each."]
    if state.stage:
        return [stage_help(spec, state, state.stage)]
    return []


def rialto_view(spec: RialtoSpec, state: RialtoState, seat: int | None) -> dict[str, Any]:
    """The table as ``seat`` sees it (None: the public), as plain data the UI lays out."""
    own = seat if seat is not None and seat in state.seats else None
    order = state.doge_order()
    task = state.task()  # the current step's name: the layout and the tips read it
    half_made = state.pending()
    participants = []
    for p in state.participants:
        play = state.plays.get(p)
        participants.append(
            {
                "name": state.name(p),
                "human": state.is_human(p),
                "coins": state.coins[p],
                "vp": state.vp[p],
                "doge": state.doge[p],
                "rank": order.index(p) + 1,
                "personal": state.personal[p],
                "general": state.general[p],
                "hand": len(state.zones[hand(p)]),
                "pile": len(state.zones[pile(p)]),
                "limit": state.limit[p],
                "buildings": [building_info(spec, state, b) for b in state.buildings(p)],
                "played": sorted_cards(spec, state, state.zones[played(p)]),
                "count": play.count if play and play.done else None,
                "delayed": bool(play and play.delayed),
                "done": bool(play and play.done),
                "bonus": list(state.zones[won(p)]),
            }
        )
    view: dict[str, Any] = {
        "game": "rialto",
        "players": list(state.players),
        "neutral": state.neutral,
        "np": state.np,
        "round": state.round,
        "rounds": spec.rounds.count,
        "district": state.district,
        "task": task,
        "deciding": state.deciding(),
        "stage": state.stage if task in ("turns", "resolve", "build", "bridge", "gondola", "stage_end") else "",
        "stage_start": state.stage_start,
        "advantage": state.advantage,
        "order": list(state.order) if task == "turns" else [],
        "doge_order": order,
        "ring": list(state.ring),
        "participants": participants,
        "districts": [
            {
                "id": d.id,
                "name": d.name,
                "side": d.side,
                "number": state.number[d.id],
                "councillors": list(state.councillors[d.id]),
                "value": district_value(spec, state, d.id),
            }
            for d in spec.board.districts
        ],
        "connections": [
            {
                "id": c.id,
                "between": list(c.between),
                "tile": state.tile_on(c.id),
                "facing": dict(state.facing.get(c.id, {})),
            }
            for c in spec.board.connections
        ],
        "marked": state.marked,
        "bridges": len(state.zones[BRIDGES]),
        "next_bridge": list(state.tile_ends[state.zones[BRIDGES][0]]) if state.zones[BRIDGES] else [],
        "gondolas": len(state.zones[GONDOLAS]),
        "bonus": [
            {
                "id": t.id,
                "side": t.side,
                "vp": t.vp,
                "on_board": t.id in state.zones[BONUS],
                "flipped": t.id in state.zones[FLIPPED],
            }
            for t in spec.bonus_tiles.tiles
        ],
        "rows": [
            {"i": i, "taken_by": state.taken_rows.get(i), "cards": [card(state, c) for c in state.zones[row(i)]]}
            for i in rows(state)
        ],
        "deck": len(state.zones[DECK]),
        "discard": len(state.zones[DISCARD]),
        "supply": [
            {
                "kind": k.id,
                "name": k.name,
                "colour": k.colour,
                "value": k.value,
                "left": len(state.zones[supply(k.id)]),
                "text": effect_text(spec.building(k.id, state.opts["middle_building_order"])),
            }
            for k in spec.buildings.kinds
        ],
        "neutral_hand": sorted_cards(spec, state, state.zones[hand(state.np)]) if state.np is not None else [],
        "hand": sorted_cards(spec, state, state.zones[hand(own)]) if own is not None else [],
        "play": None,
        "sub": {k: v for k, v in half_made.items() if k in ("connection", "upgrade", "green", "return")},
        "final": [dict(line) for line in state.final],
        "help": help_lines(spec, state, task),
        "options": dict(state.opts),  # the readings in force (public: every tooltip words the rules by them)
        "over": state.over,
        "winners": [standings(state)[0]] if state.over else [],  # as the rules rank them: VP, then Doge order
    }
    if own is not None and task == "turns" and state.deciding() == own:
        pending = state.plays[own]
        view["play"] = {
            "cards": [card(state, c) for c in pending.cards],
            "converted": [[b, card(state, c)] for b, c in pending.converted],
            "joker_buildings": list(pending.joker_buildings),
            "count": count_of(spec, state, pending),
            "converting": half_made.get("convert", ""),
        }
    return view
