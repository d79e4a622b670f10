"""Rialto explains itself: every piece on the table has a tip worded from the data, hidden pieces' tips reveal
nothing, a click means what the layout's intent_of says (agreeing with target_of), the rules' why_not gives the
specific reason for every verb, and the table shows all of it (hover, right-click zoom, misclick message)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine import Action, DataError, Match
from tabletop.engine.layout import Key
from tabletop.engine.message import say
from tabletop.games.rialto.rules import secrets, words
from tabletop.games.rialto.rules.data import load_rialto
from tabletop.games.rialto.rules.state import GONDOLAS, slot
from tabletop.games.rialto.rules.view import RialtoView
from tabletop.games.rialto.table.boards import KINDS
from tabletop.games.rialto.table.clicks import button_label, intent_of, target_of
from tabletop.games.rialto.table.keys import (
    BoardSpot,
    BonusSpot,
    ChosenSpot,
    ConnSpot,
    DistrictSpot,
    GroupSpot,
    HandAreaSpot,
    HandSpot,
    HelpSpot,
    PendingSpot,
    PileSpot,
    PlayedSpot,
    RowsLabelSpot,
    RowSpot,
    StackSpot,
    StageSpot,
    StatSpot,
    SupplyLabelSpot,
    SupplySpot,
    TrackSpot,
    VeniceSpot,
)
from tabletop.games.rialto.table.layout import BUTTON_KINDS, TURN_BUTTONS, rialto_layout
from tabletop.games.rialto.table.tips import NO_TIP, Tips
from tabletop.paths import data_dir
from tabletop.ui.inspect import piece_at
from tabletop.ui.scenes.table import TableScene
from tests.rialto.builder import (
    BLUE,
    RED,
    RULES,
    SPEC,
    YELLOW,
    do,
    first_of,
    game,
    give,
    jump_to_phase3,
    jump_to_stage,
    new_match,
    own,
    pass_stage,
    sell_out,
    set_doge,
    set_hand,
    top_bridges,
)
from tests.ui.helpers import button, centre, click, start_app

CASES = [(2, "standard"), (2, "neutral"), (3, "standard"), (4, "standard"), (5, "standard")]
IDS = [f"{n}p-{v}" for n, v in CASES]
REGION_ROLES = {  # the layout's own names of its regions (boards.dress maps each to a kind of the closed set)
    "pboard",
    "stat",
    "stage",
    "track",
    "venice",
    "conn",
    "district",
    "supply",
    "label",
    "rpile",
    "bonus",
    "row",
    "handarea",
    "handgroup",
    "pending",
}
PLACEMENT_KINDS = {"building", "rcard", "rmarker", "tile", "rchip"}
VERBS = (  # every verb of the game's decisions
    ("take", "row", "use", "draw", "discard", "done", "add", "convert", "cancel", "play", "pass", "clear")
    + ("delay", "build", "skip", "return", "upgrade", "connection", "face", "councillor")
)


ROLES: dict[type[Key], str] = {  # each kind of key -> the layout's own name of its regions
    HandSpot: "anchor",  # the drop targets of a seat's hand, pile and played cards
    PileSpot: "anchor",
    PlayedSpot: "anchor",
    BoardSpot: "pboard",
    StatSpot: "stat",
    StageSpot: "stage",
    TrackSpot: "track",
    VeniceSpot: "venice",
    ConnSpot: "conn",
    ChosenSpot: "chosen",
    DistrictSpot: "district",
    SupplySpot: "supply",
    SupplyLabelSpot: "label",
    RowsLabelSpot: "label",
    StackSpot: "rpile",
    BonusSpot: "bonus",
    RowSpot: "row",
    GroupSpot: "handgroup",
    HandAreaSpot: "handarea",
    PendingSpot: "pending",
    HelpSpot: "help",
}


def role(key: Key) -> str:
    """The layout's own name of a region, told by its key (its kind is one of the table's closed set)."""
    return ROLES[type(key)]


def positions(players: int, variant: str, seed: int) -> Iterator[Match]:
    """Every position of a random game (the same match object, moved on after each yield)."""
    match = Match(RULES, ["Anna", "Bruno", "Chiara", "Dario", "Elena"][:players], variant, {}, seed=seed)
    bot = RandomBot(seed)
    while not match.is_over():
        yield match
        match.apply(bot.choose(match))
    yield match


def screen_view(match: Match) -> RialtoView:
    """The view the table shows for the current decision: the private viewer's after the curtain, else public."""
    return match.view(RULES.private_viewer(match.state))


def tips_of(layout) -> dict[str, str]:
    """Every tip of a layout by key."""
    return {k: say(r.tip) for k, r in layout.regions.items()} | {k: say(p.tip) for k, p in layout.placements.items()}


# ----- tips -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "variant"), CASES, ids=IDS)
def test_every_piece_on_the_table_has_a_tip_whose_first_line_is_a_name(players, variant):
    seen: set[str] = set()
    for step, match in enumerate(positions(players, variant, seed=players * 10 + len(variant))):
        views = [screen_view(match)] + ([match.view(None)] if step % 7 == 0 else [])
        for view in views:
            lay = rialto_layout(SPEC, view, 1280, 800)
            for reg in lay.regions.values():
                assert reg.kind == KINDS[role(reg.key)], reg.key
                seen.add(role(reg.key))
            pieces = [r for r in lay.regions.values() if role(r.key) not in NO_TIP] + list(lay.placements.values())
            for piece in pieces:
                text = say(piece.tip)
                name, _, body = text.partition("\n")
                where = f"{piece.kind} {getattr(piece, 'key', getattr(piece, 'id', ''))} at step {step}"
                assert name and body, f"{where} has no name and text: {text!r}"
                assert len(name) <= 60 and not name.endswith("."), f"{where}: {name!r} is not a name"
                assert "None" not in text and "{" not in text, f"{where}: {text!r}"
            for p in lay.placements.values():
                assert p.zoom == (p.kind in ("rcard", "building", "tile")), p
                seen.add(p.kind)
    assert seen >= REGION_ROLES | PLACEMENT_KINDS, f"never drawn: {(REGION_ROLES | PLACEMENT_KINDS) - seen}"


def test_a_building_tip_is_worded_from_its_effect_id_and_parameters():
    match = game(3)
    view = match.view(None)
    lay = rialto_layout(SPEC, view, 1280, 800)
    left = {k.kind: k.left for k in view.supply}
    for kind in SPEC.buildings.kinds:
        tip = say(lay.region(f"supply:{kind.id}").tip)
        colour = say(words.colour_name(SPEC, kind.colour))
        assert tip.startswith(f"{say(kind.name)}\n{colour} building, used in phase {kind.phase} ")
        assert f"Value {kind.value}: it costs a count of {kind.value} in stage C (Building cards)" in tip
        assert f"scores {kind.value} VP at the end" in tip
        assert "Effect: " + say(words.effect(SPEC, kind)) in tip
        assert f"In the supply: {left[kind.id]} of {kind.copies} left" in tip
    y4 = SPEC.building("Y4")
    assert say(words.effect(SPEC, y4)).endswith("as 2 cards of the stage's type.")
    assert say(words.effect(SPEC, dataclasses.replace(y4, params={"counts_as": 3}))).endswith(
        "as 3 cards of the stage's type."
    )
    assert say(words.effect(SPEC, dataclasses.replace(SPEC.building("B4"), params={"vp": 5}))) == "Score 5 VP."
    # the other reading of the middle buildings swaps their effects, and so their words
    swapped = Match(RULES, ["A", "B", "C"], options={"middle_building_order": "seed_listing"}, seed=1)
    tip = say(rialto_layout(SPEC, swapped.view(None), 1280, 800).region("supply:Y2").tip)
    assert "Effect: " + say(words.effect(SPEC, SPEC.building("Y3"))) in tip


def test_stage_track_and_pile_tips_take_their_numbers_and_texts_from_the_data():
    match = game(3)
    view = match.view(None)
    lay = rialto_layout(SPEC, view, 1280, 800)
    stage_d = say(lay.region("stage:D").tip)
    assert stage_d.startswith("Stage D: Bridge\nPlay Bridge cards")
    assert "loses 1 VP" in stage_d and "1 VP more and the top bridge tile" in stage_d
    assert "Advantage (the highest count; Doge order breaks ties): counts as 1 card more." in say(
        lay.region("stage:F").tip
    )
    assert say(SPEC.texts.doge_track) in say(lay.region("doge_track").tip)
    assert f"Everyone starts with {SPEC.tracks.vp_start} VP." in say(lay.region("vp_track").tip)
    assert say(SPEC.texts.deck) in say(lay.region("deck").tip) and f"{view.deck} cards" in say(lay.region("deck").tip)
    assert "5 VP to the first player with at least 1 councillor in each district of the San Marco side" in (
        say(lay.region("bonus:north").tip)
    )
    board = say(lay.region("pboard:0").tip)
    info = view.participants[0]
    assert f"Councillors {info.personal}+{info.general}: {info.personal} in the personal supply" in board
    assert f"Coins: {info.coins}" in board and f"VP: {info.vp}." in board
    assert f"Hand: {info.hand} cards" in board
    district = say(lay.region("district:CN").tip)
    assert district.startswith("Cannaregio\nRound tile ") and "divided by 2, rounded down" in district
    no_bridge = Match(RULES, ["A", "B", "C"], options={"no_bridge_card_vp": 0}, seed=1)
    assert "loses" not in say(rialto_layout(SPEC, no_bridge.view(None), 1280, 800).region("stage:D").tip)


def test_a_text_with_a_digit_or_nothing_in_it_is_refused(tmp_path: Path):
    text = (data_dir() / "rialto.yaml").read_text(encoding="utf-8")
    old = "  coins: >-\n    Coins pay for using buildings"
    assert old in text
    (tmp_path / "rialto.yaml").write_text(text.replace(old, "  coins: >-\n    2 coins pay for using buildings"))
    with pytest.raises(DataError, match=r"texts\.coins: no digits: the tooltips take numbers from the data"):
        load_rialto(tmp_path / "rialto.yaml")
    (tmp_path / "rialto.yaml").write_text(re.sub(r"  hand: >-\n(    .*\n)+", "  hand: ' '\n", text))
    with pytest.raises(DataError) as caught:
        load_rialto(tmp_path / "rialto.yaml")
    assert "at texts.hand: a tooltip text cannot be empty" in str(caught.value)


# ----- hidden information -----------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "variant"), CASES, ids=IDS)
def test_tips_of_hidden_pieces_reveal_nothing(players, variant):
    checked = 0
    for step, match in enumerate(positions(players, variant, seed=players + 40)):
        if step % 5:
            continue
        state = match.state
        for seat in [*state.seats, None]:
            hidden = secrets.hidden_facts(state, seat)
            lay = rialto_layout(SPEC, RULES.view(state, seat), 1280, 800)
            tips = tips_of(lay)
            assert not set(hidden) & set(lay.placements), "a hidden card is drawn"
            named = {c for tip in tips.values() for c in re.findall(r"\bk\d\d\b", tip)}
            assert not named & set(hidden), f"tips name hidden cards {named & set(hidden)}"
            twin = rialto_layout(SPEC, RULES.view(secrets.disguise(state, seat), seat), 1280, 800)
            assert tips == tips_of(twin), f"a tip of seat {seat} changes with facts hidden from it (step {step})"
            checked += 1
    assert checked > 50


def test_a_face_down_card_says_only_what_its_back_says():
    match = game(3)
    tip = say(Tips(SPEC, match.view(None)).card("k00", ""))
    assert tip.startswith("A card, face down\n")
    assert not any(say(t.name) in tip for t in SPEC.cards.types)


def test_another_players_hand_is_a_count_on_their_board():
    match = game(3)
    do(match, "row 0")
    state = match.state
    lay = rialto_layout(SPEC, match.view(BLUE), 1280, 800)
    board = say(lay.region(f"pboard:{RED}").tip)
    assert f"Hand: {len(state.zones['hand:0'])} cards" in board
    assert not any(f"{say(t.name)} card" in board for t in SPEC.cards.types)


# ----- clicks ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "variant"), CASES, ids=IDS)
def test_intent_of_agrees_with_target_of_and_why_not_hides_what_the_seat_may_not_see(players, variant):
    agreed: set[str] = set()
    for step, match in enumerate(positions(players, variant, seed=players + 70)):
        view = screen_view(match)
        lay = rialto_layout(SPEC, view, 1280, 800)
        for action in match.legal_actions():
            key = target_of(view, action)
            if key is not None and (key in lay.regions or key in lay.placements):
                assert intent_of(view, key) == (action.verb, action.args[0] if action.args else None), (key, action)
                agreed.add(action.verb)
        if step % 9 or match.is_over():
            continue
        state = match.state
        for seat in {match.decision().seat, None, (match.decision().seat + 1) % players}:
            view = match.view(seat)
            keys = list(rialto_layout(SPEC, view, 1280, 800).regions) + list(lay.placements)
            intents = {intent_of(view, k) for k in keys} - {None} | {(v, None) for v in VERBS}
            twin = secrets.disguise(state, seat)
            for verb, arg in intents:
                reason = RULES.why_not(state, seat, verb, arg)
                assert reason and reason == RULES.why_not(twin, seat, verb, arg), (seat, verb, arg, reason)
    assert {"take", "row", "discard", "add", "connection"} <= agreed


def test_intent_of_names_nothing_for_what_a_click_never_means():
    match = game(3)
    view = match.view(None)
    regions = (TrackSpot("doge"), TrackSpot("vp"), StageSpot("A"), BoardSpot(0), BonusSpot("north"), VeniceSpot())
    for key in (*regions, HandSpot(0), "doge:0", "vp:1"):  # and the markers on the tracks
        assert intent_of(view, key) is None, key
    assert intent_of(view, SupplySpot("B4")) == ("build", "B4") and intent_of(view, RowSpot(1)) == ("row", "1")
    assert intent_of(view, ConnSpot("CN-SM")) == ("connection", "CN-SM")
    assert intent_of(view, first_of(match.state, RED, "B1")) == ("use", first_of(match.state, RED, "B1"))


def test_every_button_has_a_fixed_slot_turn_buttons_first():
    assert BUTTON_KINDS[: len(TURN_BUTTONS)] == TURN_BUTTONS
    assert BUTTON_KINDS[-1] == "delay"  # the one that costs a coin stands last
    verbs: set[str] = set()
    for players, variant in CASES[:3]:
        for match in positions(players, variant, seed=3):
            view = screen_view(match)
            lay = rialto_layout(SPEC, view, 1280, 800)
            verbs |= {
                a.verb for a in match.legal_actions() if target_of(view, a) not in {*lay.regions, *lay.placements}
            }
    assert verbs <= set(BUTTON_KINDS), verbs - set(BUTTON_KINDS)


# ----- why_not: the reason for each verb --------------------------------------------------------------
def why(match: Match, verb: str, arg: str | None = None, seat: int | None = None) -> str:
    """The rules' reason, asked by the player deciding (or ``seat``)."""
    return say(RULES.why_not(match.state, match.decision().seat if seat is None else seat, verb, arg))


def test_why_not_at_the_start_and_the_picks():
    match = new_match(3)
    assert why(match, "take", "G2") == "Everyone starts with a value-1 building: Green 2 has value 2."
    do(match, "take G1")
    assert why(match, "take", "G1") == (
        "Green 1 is already taken by Yellow: with 3 players a starting building may be taken by at most 1 player."
    )
    assert why(match, "row", "0").startswith("The rows are dealt when round 1 begins")
    assert why(match, "take", "Y1", seat=RED) == "It is Blue's choice now (choosing a starting building)."
    match = game(3, ("G1", "Y1", "B1"))
    assert match.decision().seat == RED
    assert why(match, "use", first_of(match.state, RED, "B1")) == (
        "Blue 1 is a blue building: it works in phase III (Buildings); now: taking a row in phase I of round 1."
    )
    assert why(match, "use", first_of(match.state, BLUE, "Y1")) == "That is Blue's Yellow 1: only its owner may use it."
    do(match, "row 0")
    assert why(match, "row", "0") == "Row 1 is already taken by Red."
    assert why(match, "row", "1", seat=RED) == "It is Blue's choice now (taking a row in phase I of round 1)."
    assert why(match, "discard", "gold").startswith("Discarding comes after every player has taken a row")


def test_why_not_in_phase_one_green_buildings_and_discards():
    match = game(3, ("G1", "Y1", "B1"))  # Yellow (seat 2) chose first and owns Green 1
    do(match, "row 0", "row 1", "row 2")
    assert match.decision().kind == "cards" and match.decision().seat == RED  # 8 cards, limit 7
    assert why(match, "done") == "You hold 8 cards and may keep 7: discard 1 first (click a card type in your hand)."
    assert why(match, "take", match.state.zones["row:3"][0]) == (
        "Taking a card from the leftover row needs Green 1, Green 3 and Green 4, used this round: you have none to use."
    )
    assert why(match, "draw").startswith("Drawing cards needs Green 1, Green 3 and Green 4")
    assert why(match, "row", "3") == "Every player has taken a row this round: the rest is the leftover row."
    assert why(match, "play").startswith("Cards are played on the play turns of phase II (stages A-F); now: green")
    state = match.state
    while match.decision().seat != YELLOW:
        do(match, str(match.decision().actions[-1]))
    green = first_of(state, YELLOW, "G1")
    leftover = state.zones["row:3"][0]
    assert why(match, "take", leftover) == "First click your Green 1 (1 coin): then take a card from the leftover row."
    coins, state.coins[YELLOW] = state.coins[YELLOW], 0
    assert why(match, "use", green) == "Using Green 1 costs 1 coin: you have none."
    state.coins[YELLOW] = coins
    do(match, f"use {green}")
    assert why(match, "done") == "First finish Green 1: take a card from the leftover row or draw 3."
    assert why(match, "discard", "gold") == "First finish Green 1: take a card from the leftover row or draw 3."
    assert why(match, "draw") == "To draw 3 cards, press the Draw button."  # a click on the deck: legal, by a button
    assert say(button_label(SPEC, match.view(YELLOW), Action("draw"))) == "Draw 3 cards"  # the green building's number
    do(match, "draw")
    assert why(match, "use", green) == (
        "Green 1 has already been used this round: its coin stays on it until the round ends."
    )


def test_why_not_on_a_play_turn():
    match = game(3)
    jump_to_stage(match, "D", start=RED)
    state = match.state
    set_hand(state, RED, "gold", "joker")
    assert match.decision().kind == "play" and match.decision().seat == RED
    assert why(match, "play") == (
        "Put down cards of this stage's type first (one jester alone is never a play). "
        "Stage D takes Bridge cards and jesters; you hold no Bridge card: pass."
    )
    assert why(match, "add", "gold") == (
        "Stage D takes Bridge cards and Jesters: a Gold card counts only when converted by Yellow 2 and Yellow 4."
    )
    assert why(match, "add", "joker").startswith("One jester alone is never a play, and you have nothing to go")
    assert why(match, "add", "doge") == "You have no Doge card left in your hand."
    assert why(match, "delay") == "Waiting needs Yellow 1: you have none."
    assert why(match, "clear").startswith("There is nothing to take back")
    assert why(match, "convert", "gold").startswith("First click a yellow building that converts (Yellow 2 and")
    assert why(match, "cancel").startswith("Back undoes a half-made choice")
    assert why(match, "done") == "On a play turn, press Play or Pass."
    assert why(match, "build", "B4").startswith("Buildings are taken in stage C, by whoever played Building cards")
    assert why(match, "skip") == "'No building' is a choice of stage C; now: a play turn in stage D, Bridge."
    give(state, RED, "bridge")
    do(match, "add bridge")
    assert why(match, "pass") == "Take back the cards you put down to pass."
    assert why(match, "clear") == "To take back the cards you put down, press Take back."


def test_why_not_for_the_yellow_buildings():
    match = game(3)
    jump_to_stage(match, "B", start=RED)
    state = match.state
    y2, y3, y4 = own(state, RED, "Y2", "Y3", "Y4")
    set_hand(state, RED, "gold", "joker")
    assert why(match, "use", y2) == (
        "Yellow 2 converts a card of another type (not a Jester): you have no such card left besides Gold cards "
        "and Jesters."
    )
    set_hand(state, RED, "doge", "joker")
    do(match, f"use {y4}")
    assert why(match, "play") == "First choose the card Yellow 4 converts (or press Back)."
    assert why(match, "convert", "joker") == "A Jester cannot be converted."
    assert why(match, "cancel") == "That is a legal choice now."
    do(match, "cancel", "add joker")
    assert why(match, "play") == (
        "One jester alone is never a play: add a Gold card, or 1 more jester (a yellow building may be one)."
    )
    do(match, "clear")
    set_hand(state, RED)
    assert why(match, "use", y3).startswith("Yellow 3 counts as a jester, and one jester alone is never a play")
    state.coins[RED] = 0
    assert why(match, "use", y3) == "Using Yellow 3 costs 1 coin: you have none."


def test_why_not_for_waiting():
    match = game(3, ("Y1", "G1", "B1"))  # Red (seat 0) chooses last: Blue 1
    jump_to_stage(match, "B", start=YELLOW)
    state = match.state
    assert match.decision().seat == YELLOW and state.buildings(YELLOW) == ["Y1-0"]
    set_hand(state, YELLOW, "gold")
    assert why(match, "delay", "Y1-0") == "To wait, press the Wait button: you play after everyone else in this stage."
    assert say(button_label(SPEC, match.view(YELLOW), Action("delay", ("Y1-0",)))) == "Wait (Yellow 1)"
    coins, state.coins[YELLOW] = state.coins[YELLOW], 0
    assert why(match, "delay", "Y1-0") == "Using Yellow 1 costs 1 coin: you have none."
    state.coins[YELLOW] = coins
    do(match, "add gold")
    assert why(match, "delay", "Y1-0") == "Wait before putting anything down: take back what you put down first."


def test_why_not_in_stage_c():
    match = game(3)
    jump_to_stage(match, "C", start=RED)
    state = match.state
    set_hand(state, RED, "building", "building")
    do(match, "add building", "add building", "play")
    pass_stage(match)
    assert match.decision().kind == "build" and match.decision().seat == RED  # 2 cards + the advantage: up to 3
    assert why(match, "build", "B4") == "You may take a building of value up to 3: Blue 4 has value 4."
    sell_out(state, "G3")
    assert why(match, "build", "G3") == "No Green 3 is left in the supply."
    assert why(match, "return", state.buildings(RED)[0]).startswith("A building goes back to the supply only when")
    assert why(match, "skip") == "That is a legal choice now."
    own(state, RED, "G1", "G2", "Y1", "Y2", "B1", "B2")  # with the starting one: 7, a full board
    do(match, "build B3")
    new = first_of(state, RED, "B3")
    assert why(match, "return", new) == "Blue 3 is the building you just took: return another one."
    assert why(match, "build", "G1") == "First return a building to make room: a board holds 7."


def test_why_not_for_the_bridge_of_stage_d():
    match = game(3)
    jump_to_stage(match, "D", start=RED)
    state = match.state
    top_bridges(state, "bridge-3-6")
    set_hand(state, RED, "bridge")
    do(match, "add bridge", "play")
    pass_stage(match)
    assert match.decision().kind == "bridge" and match.decision().seat == RED
    assert why(match, "face", "CN") == "First click an empty connection for the bridge."
    assert why(match, "councillor", "CN") == (
        "A district is chosen this way only while a gondola is placed; now: placing a bridge in stage D."
    )
    gondola = state.zones[GONDOLAS][0]
    state.move(gondola, GONDOLAS, slot("CN-SM"))
    state.facing["CN-SM"] = {"CN": 1, "SM": 1}
    assert (
        why(match, "connection", "CN-SM") == "The connection between Cannaregio and San Marco already holds a gondola."
    )
    do(match, "connection SC-SP")
    assert why(match, "connection", "CN-CS") == (
        "The bridge goes between Santa Croce and San Polo: now click the district that faces its higher end (6)."
    )
    assert why(match, "face", "CN") == "The bridge between Santa Croce and San Polo touches only those two districts."
    assert why(match, "upgrade", "x").startswith("First use Blue 1 (1 coin) in phase III")


def test_why_not_in_phase_three():
    match = game(3)
    state = match.state
    set_doge(state, [RED, BLUE, YELLOW])
    b4, g4, g1, _ = own(state, RED, "B4", "G4", "G1", "B3")  # Blue 3 keeps Red in phase III after Blue 4
    b1 = first_of(state, RED, "B1")  # Red's starting building
    state.coins[RED] = 3
    sell_out(state, "B2", "G2", "B4")  # nothing Red owns can be upgraded
    jump_to_phase3(match)
    assert match.decision().kind == "blue" and match.decision().seat == RED
    assert why(match, "use", b1) == (
        "Blue 1 upgrades a building to the next value of its colour: none of yours has one left in the supply."
    )
    assert why(match, "upgrade", g4) == "First use Blue 1 (1 coin) in phase III, then click the building to upgrade."
    do(match, f"use {b4}")
    assert (
        why(match, "use", b4) == "Blue 4 has already been used this round: its coin stays on it until the round ends."
    )
    assert why(match, "use", g1).startswith("Green 1 is a green building: it works in phase I (Cards), after every")
    assert (
        why(match, "pass")
        == "Pass is for play turns in phase II; now: blue buildings in phase III of round 1 (press Done)."
    )


def test_why_not_while_upgrading():
    match = game(3)
    state = match.state
    set_doge(state, [RED, BLUE, YELLOW])
    b1, g4, g1 = own(state, RED, "B1", "G4", "G1")
    sell_out(state, "G2")
    state.coins[RED] = 2
    jump_to_phase3(match)
    do(match, f"use {b1}")
    assert why(match, "upgrade", g4) == "Green 4 has the highest value of its colour: it cannot be upgraded."
    assert why(match, "upgrade", g1) == "No Green 2 is left in the supply to upgrade Green 1 to."
    assert why(match, "done") == "First choose the building Blue 1 upgrades (or press Back)."


def test_why_not_once_the_game_is_over():
    match = Match(RULES, ["A", "B"], seed=2)
    bot = RandomBot(2)
    while not match.is_over():
        match.apply(bot.choose(match))
    assert say(RULES.why_not(match.state, 0, "play")) == "The game is over: the final scoring is done."


# ----- the table --------------------------------------------------------------------------------------
def test_the_table_shows_tips_zooms_cards_and_explains_a_misclick():
    match = game(3)
    jump_to_stage(match, "D", start=RED)
    set_hand(match.state, RED, "gold", "bridge", "bridge", "joker")
    app = start_app()
    table = TableScene(app, match)
    app.push(table)
    table.pending_viewer = None
    table.set_viewer(RED)
    app.step(0.0, [])
    assert table.viewer == RED and GroupSpot("bridge") in table.targets

    pos = centre(table.layout, "supply:Y4")
    app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert not table.hover.due
    app.step(0.4, [])
    assert table.hover.due and table.hover.key == SupplySpot("Y4")
    assert say(table.layout.region("supply:Y4").tip).startswith("Yellow 4\nYellow building, used in phase II")
    app.draw()

    card = next(p for p in table.layout.placements.values() if p.kind == "rcard" and p.face == "gold")
    assert piece_at(table.layout, centre(table.layout, card.id)) is card
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(table.layout, card.id), button=3)])
    assert table.zoomed == card.id
    app.draw()
    log = list(match.log)
    click(app, (5, 5))  # a click only closes the zoom
    assert table.zoomed is None and match.log == log

    click(app, centre(table.layout, card.id))  # a Gold card in stage D: not a target
    assert table.message == RULES.why_not(match.state, RED, "add", "gold")
    assert say(table.message).startswith(
        "Stage D takes Bridge cards and Jesters: a Gold card counts only when converted"
    )
    assert match.log == log
    click(app, button(app, "act:play").rect.center)  # disabled: nothing put down yet
    assert say(table.message).startswith(
        "Put down cards of this stage's type first (one jester alone is never a play)."
    )
    assert button(app, "act:play").rect.x < button(app, "act:pass").rect.x
    assert table.slots.order[: len(BUTTON_KINDS)] == list(BUTTON_KINDS)
