"""What a click on Rialto's table means: the piece that takes each offered action (``target_of``), the words on
the buttons (``button_label``), and what a click on any piece would ask the rules (``intent_of``), legal or not, for
the rules' why_not. Pure: reads only the view (and the game's data for the buttons' numbers)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.actions import Action
from tabletop.engine.layout import Intent, Key, PieceId
from tabletop.engine.message import Listed, Msg, as_msg, msgc, msgn
from tabletop.engine.screen import NOBODY, Seating
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.view import BuildingView, RialtoView
from tabletop.games.rialto.table.keys import (
    Chip,
    ConnSpot,
    DistrictSpot,
    GroupSpot,
    RowSpot,
    StackSpot,
    SupplySpot,
    table_pieces,
)
from tabletop.games.rialto.table.tips import building_order


def target_of(view: RialtoView, action: Action, seating: Seating = NOBODY) -> PieceId | None:
    """The region (its key) or component (its id) an action is chosen by clicking, or None for a button."""
    if not action.args:
        return None
    verb, arg = action.verb, action.args[0]
    if verb in ("use", "upgrade", "return"):
        return arg
    if verb in ("add", "convert", "discard"):
        return GroupSpot(arg)
    if verb == "take":
        return arg if view.task == "cards" else SupplySpot(arg)
    if verb == "build":
        return SupplySpot(arg)
    if verb == "row":
        return RowSpot(int(arg))
    if verb == "connection":
        return ConnSpot(arg)
    if verb in ("face", "councillor"):
        return DistrictSpot(arg)
    return None


def button_label(spec: RialtoSpec, view: RialtoView, action: Action) -> Msg:
    """The text of a button (its numbers from the game's data ``spec``)."""
    verb = action.verb
    if verb == "play":
        count = view.play.count if view.play is not None else 0
        return msgc("button", "Play ({n})", n=count) if count else msgc("button", "Play")
    if verb == "draw":  # the green building in use says how many; before one is, the first that draws (the button's
        # slot is measured once, on the label it first has, so the label must not grow later)
        green = _building(spec, view, view.sub.get("green", ""))
        params = green[1] if green else next(k.params for k in spec.buildings.kinds if "draw" in k.params)
        return msgn("Draw {n} card", "Draw {n} cards", int(params["draw"]))
    if verb == "delay":  # the slot is measured once, before a building is named: every label names the kind
        delay = _building(spec, view, action.args[0] if action.args else "")
        names = (as_msg(delay[0].name),) if delay else _delay_names(spec, view)
        return msgc("button", "Wait ({kinds})", kinds=Listed(names)) if names else msgc("button", "Wait")
    labels = {
        "pass": msgc("button", "Pass"),
        "clear": msgc("button", "Take back"),
        "cancel": msgc("button", "Back"),
        "done": msgc("button", "Done"),
        "skip": msgc("button", "No building"),
    }
    return labels.get(verb, as_msg(str(action)))


def _delay_names(spec: RialtoSpec, view: RialtoView) -> tuple[Msg, ...]:
    """The kinds of building that let a player wait ('Yellow 1'), under the readings in force."""
    order = building_order(spec, view)
    kinds = [spec.building(k.id, order) for k in spec.buildings.kinds]
    return tuple(as_msg(k.name) for k in kinds if k.effect == "delay")


def _building(spec: RialtoSpec, view: RialtoView, building: str) -> tuple[BuildingView, Mapping[str, Any]] | None:
    """A building on a board in the view, with its kind's parameters (under the readings in force)."""
    found = _on_a_board(view, building)
    if found is None:
        return None
    return found, dict(spec.building(found.kind, building_order(spec, view)).params)


def _on_a_board(view: RialtoView, building: str) -> BuildingView | None:
    """The building with id ``building`` on any board of the view, if any."""
    return next((b for p in view.participants for b in p.buildings if b.id == building), None)


def intent_of(view: RialtoView, piece: PieceId, seating: Seating = NOBODY) -> Intent | None:
    """What a click on region ``piece`` (its key) or component ``piece`` (its id) would mean now, as (verb,
    argument), legal or not; None for things a click never means anything on (tracks, stages, markers, boards,
    labels)."""
    task = view.task
    if isinstance(piece, SupplySpot):
        return ("take" if task == "start" else "build", piece.kind)
    if isinstance(piece, RowSpot):
        return ("row", str(piece.row))
    if isinstance(piece, ConnSpot):
        return ("connection", piece.connection)
    if isinstance(piece, DistrictSpot):
        return _district_intent(task, piece.district)
    if isinstance(piece, GroupSpot):
        return _hand_intent(view, piece.card_type)
    if isinstance(piece, StackSpot):
        return ("draw", None) if piece.stack == "deck" and task == "cards" else None
    if isinstance(piece, Key) or not isinstance(piece, str):
        return None
    return _component_intent(view, piece)


def _component_intent(view: RialtoView, piece: str) -> Intent | None:
    """What a click on the component (or table piece) with id ``piece`` would mean now."""
    task, sub = view.task, view.sub
    building = _on_a_board(view, piece)
    if building is not None:
        if task == "build" and "return" in sub:
            return ("return", piece)
        if task == "blue" and "upgrade" in sub:
            return ("upgrade", piece)
        return ("delay" if task == "turns" and building.effect == "delay" else "use", piece)
    tile = next((c.id for c in view.connections if c.tile == piece), None)
    if tile is not None:
        return ("connection", tile)
    for r in view.rows:
        if any(c.id == piece for c in r.cards):
            return ("take", piece) if task == "cards" else ("row", str(r.i))
    card = next((c for c in view.hand if c.id == piece), None)
    if card is not None:
        return ("clear", None) if piece in pending_cards(view) else _hand_intent(view, card.face)
    chip = table_pieces(view).get(piece)
    return _district_intent(task, chip.district) if isinstance(chip, Chip) else None


def _district_intent(task: str, district: str) -> Intent | None:
    """A click on a district or a councillor cube in it: the bridge's or the gondola's district, when one is due."""
    return {"bridge": ("face", district), "gondola": ("councillor", district)}.get(task)


def _hand_intent(view: RialtoView, card_type: str) -> Intent | None:
    """A click on a card type in the hand: put it down (or convert it) on a play turn, discard it in phase I."""
    if view.task == "turns":
        return ("convert" if view.play is not None and view.play.converting else "add", card_type)
    if view.task in ("pick", "cards"):
        return ("discard", card_type)
    return None


def pending_cards(view: RialtoView) -> set[str]:
    """The cards put down (or converted) for the viewer's play in progress."""
    play = view.play
    return {c.id for c in play.cards} | {c.id for _, c in play.converted} if play is not None else set()
