"""Every Mascarade piece explains itself: hover tips from the data, why_not in the rules' words, intent_of.

Tips are checked on random positions at every player count (for the public table and each private view), hidden
cards against ``secrets.hidden_facts``; why_not on positions built with the test builder, one or more per verb;
intent_of against target_of for every legal action; and the table headless: hover, right-click zoom, misclick.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pygame
import pytest

from tabletop.engine import DataError, Match
from tabletop.engine.layout import REGION_KINDS, Region
from tabletop.engine.message import say
from tabletop.games.mascarade.rules import secrets
from tabletop.games.mascarade.rules.data import load_mascarade
from tabletop.games.mascarade.rules.view import MascaradeView
from tabletop.games.mascarade.table import layout as mlayout
from tabletop.games.mascarade.table.keys import Bank, CardSlot, CharacterTile, ChosenFrame, TableTop
from tabletop.paths import data_dir
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import button, centre, click, start_app

from .builder import (
    ASPASIA,
    IOANNA,
    KATERINA,
    MICHALIS,
    NIKOS,
    PLAYERS,
    RULES,
    SPEC,
    announce,
    mark_revealed,
    new_match,
    play,
    table,
)

SET = ["judge", "bishop", "king", "queen", "witch", "spy", "peasant", "peasant"]  # 8 players, 3 money sources
SET_B = ["judge", "fool", "king", "queen", "inquisitor", "cheat", "peasant", "peasant"]
# The closed region kinds the table uses (seats are boards, the centre a space, character tokens cards, card
# positions and chosen frames slots, the courthouse and the bank piles, the coins hotspots labels) and the cards.
KINDS = {"board", "label", "slot", "space", "card", "pile", "mcard"}


# Every player count: the quick tier the smallest (two cards each), 4 and 5 (centre cards), 6 (none) and the largest;
# the soak tier the rest.
QUICK = (2, 4, 5, 6, 13)
COUNTS = [n if n in QUICK else pytest.param(n, marks=pytest.mark.soak) for n in range(2, 14)]


def why(match: Match, verb: str, arg: str | None = None, seat: int | None = -1) -> str:
    """The rules' reason, for the seat deciding unless ``seat`` is given."""
    who = match.decision().seat if seat == -1 else seat
    return say(RULES.why_not(match.state, who, verb, arg))


# ----- tips ---------------------------------------------------------------------------------------------------
def _pieces(view: MascaradeView) -> list:
    """Every region and placement the layout draws for ``view``."""
    lay = mlayout.mascarade_layout(SPEC, view, 1280, 800)
    return list(lay.regions.values()) + list(lay.placements.values())


def _viewers(match: Match) -> list[int | None]:
    """The public table, and the private view the screen would show now (if any)."""
    private = RULES.private_viewer(match.state)
    return [None] if private is None else [None, private]


def _check_tips(match: Match, seen: set[str]) -> None:
    for seat in _viewers(match):
        view = match.view(seat)
        hidden = secrets.hidden_facts(match.state, seat)
        for piece in _pieces(view):
            key = piece.key if isinstance(piece, Region) else piece.id
            kind = "mcard" if piece.kind == "mcard" else piece.kind
            seen.add(kind)
            tip = say(piece.tip)
            assert tip.strip(), f"{key} has no tip"
            name = tip.split("\n")[0]
            assert name.strip() and len(name) <= 40 and not name.endswith("."), f"{key}: first line {name!r}"
            assert piece.zoom == (kind in ("mcard", "card")), key  # the cards and the character tiles
            pos = key.pos if isinstance(key, CardSlot) else key
            if pos in hidden:  # a face-down card says only that it is one, and where it lies
                assert name == say(SPEC.notes.card_back.name), key
                for character in SPEC.characters:
                    named = say(character.name)
                    assert not re.search(rf"\b{named}\b", tip), f"{key} names the {named}"


@pytest.mark.parametrize("players", COUNTS)
def test_every_piece_carries_a_named_tip_and_hidden_cards_say_nothing(players):
    seen: set[str] = set()
    for seed in (1, 2):
        match = new_match(PLAYERS[:players], seed=seed, ready=False)
        pick = random.Random(seed)
        _check_tips(match, seen)
        for _ in range(400):
            if match.is_over():
                break
            match.apply(pick.choice(match.legal_actions()))
            _check_tips(match, seen)
        _check_tips(match, seen)
    assert seen == KINDS and seen - {"mcard"} <= set(REGION_KINDS)


def test_the_tips_and_looks_of_hidden_cards_do_not_change_when_the_hidden_cards_trade_places():
    match = new_match(PLAYERS[:5], seed=4)
    pick = random.Random(4)
    for _ in range(120):
        if match.is_over():
            break
        for seat in (None, *range(5)):
            twin = secrets.disguise(match.state, seat)
            shown = [(p.tip, p.look, getattr(p, "back", None)) for p in _pieces(RULES.view(match.state, seat))]
            assert [(p.tip, p.look, getattr(p, "back", None)) for p in _pieces(RULES.view(twin, seat))] == shown
        match.apply(pick.choice(match.legal_actions()))


def test_every_character_tile_says_what_the_character_does():
    match = new_match(13)
    lay = mlayout.mascarade_layout(SPEC, match.view(None), 1280, 800)
    for character in SPEC.characters:
        tip = say(lay.region(f"char:{character.id}").tip)
        assert tip.startswith(say(character.name) + "\n") and say(SPEC.filled(character.power)) in tip
    assert "Takes 3 coins from the bank." in say(lay.region("char:king").tip)  # king_gains, read from the data
    coins = say(lay.region("coins:0").tip)
    assert "13 coins or more wins" in coins and "left with 0" in coins
    assert say(lay.region("courthouse").tip).startswith("Courthouse\nIt holds 0 coins.\n")
    assert "Money sources in this game: Fool, King, Peasant, Queen, Widow." in say(lay.region("bank").tip)


def test_a_face_up_card_names_its_character_and_the_seat_says_what_it_is_doing():
    match = table(SET, {"p:0": "witch", "p:1": "king"})
    announce(match, "king", claimants=(NIKOS,))
    lay = mlayout.mascarade_layout(SPEC, match.view(None), 1280, 800)
    assert say(lay.placements["p:1"].tip).startswith("King\nNikos's card. Revealed: face up for everyone")
    assert say(lay.placements["p:2"].tip).startswith("A character card, face down\nKaterina's card.\n")
    assert "Claims to be the King too" in say(lay.region("seat:1").tip)
    assert "Passed on the King." in say(lay.region("seat:2").tip)
    assert "Aspasia announced the King." in say(lay.region("centre").tip)
    assert say(lay.region("courthouse").tip).startswith("Courthouse\nIt holds 1 coin.\n")  # Aspasia's fine


def test_a_look_is_private_in_the_tip_too():
    match = table(SET, {"p:0": "witch"})
    match.apply("peek")
    mine = mlayout.mascarade_layout(SPEC, match.view(ASPASIA), 1280, 800).placements["p:0"].tip
    assert say(mine).startswith("Witch\nAspasia's card. Only you see it")
    public = mlayout.mascarade_layout(SPEC, match.view(None), 1280, 800).placements["p:0"].tip
    assert say(public).startswith("A character card, face down")


def test_a_hover_text_naming_an_unknown_number_or_empty_is_refused(tmp_path: Path):
    text = (data_dir() / "mascarade.yaml").read_text(encoding="utf-8")
    bad = tmp_path / "mascarade.yaml"
    bad.write_text(text.replace("{king_gains:coins}", "{king_gain:coins}").replace("name: Bank", 'name: ""'))
    with pytest.raises(DataError) as error:
        load_mascarade(bad)
    problems = {p.path: p.message for p in error.value.problems}
    assert set(problems) == {"characters[2].power", "characters[2].text", "notes.bank.name"}
    assert "'king_gain'" in problems["characters[2].power"] and "king_gains" in problems["characters[2].power"]
    assert "'king_gain'" in problems["characters[2].text"]  # the card's line names the data's numbers too
    assert problems["notes.bank.name"] == "needs a text"
    bad.write_text(text.replace("{fine:coins} here", "{fine:coin} here"))
    with pytest.raises(DataError, match=r"notes\.courthouse\.text: cannot fill in the numbers"):
        load_mascarade(bad)
    bad.write_text(text.replace(',\n     power: "Takes {king_gains:coins} from the bank."', ""))
    with pytest.raises(DataError, match=r"characters\[2\]: missing key 'power'"):
        load_mascarade(bad)


# ----- why_not --------------------------------------------------------------------------------------------------
def test_the_turn_buttons_say_why_only_a_swap_is_allowed():
    match = table(SET, {}, turn_no=2)
    assert why(match, "peek") == (
        "The first 4 turns of the game are swaps only (this is turn 2): you may only swap-or-not."
    )
    assert why(match, "announce", seat=NIKOS).endswith("Aspasia may only swap-or-not.")
    assert why(match, "look", "p:0").startswith("The first 4 turns of the game are swaps only")
    match = table(SET, {}, turn_no=7, current=KATERINA)
    mark_revealed(match.state, {KATERINA: 6})
    assert why(match, "announce") == (
        "Your card was revealed during the previous turn: you must swap (no look, no announcement)."
    )


def test_a_click_on_a_piece_before_choosing_the_turn_says_what_to_choose_first():
    match = table(SET, {})
    assert why(match, "announce", "king") == "Choose Announce first, then click the King."
    assert why(match, "with", "p:3") == "Choose Swap-or-not first, then click Michalis's card."
    assert why(match, "look", "p:0") == "Choose Look first, then click Aspasia's card."
    assert why(match, "look", "p:2") == "You may look only at your own card: Katerina's card is not yours."
    assert why(match, "skip") == (
        "Only the Witch may decline her power, when she uses it. It is Aspasia's turn: first swap-or-not, look or "
        "announce."
    )


def test_swap_choices_say_which_cards_may_be_swapped():
    match = table(SET, {})
    match.apply("swap")
    frame = mlayout.mascarade_layout(SPEC, match.view(None), 1280, 800).region("chosen:from")
    assert say(frame.tip).startswith("The card being swapped\nAspasia's card.\n")
    assert mlayout.intent_of(match.view(None), ChosenFrame("from")) == ("with", "p:0")
    assert why(match, "with", "p:0") == "That is the card you are swapping: choose another card to swap-or-not with."
    assert why(match, "keep") == (
        "Nothing is being swapped in secret now. Aspasia is choosing the card to swap-or-not with Aspasia's card."
    )
    small = new_match(2)
    small.state.turn_no = 5
    small.apply("swap")
    assert why(small, "with", "p:1:L") == (
        "First choose which of your own cards to swap; then the card to swap-or-not with."
    )
    assert why(small, "mine", "p:1:L") == "Swap one of your own cards: Bruno's left card is not yours."
    small.apply("mine p:0:L")
    assert why(small, "with", "p:1:P") == "Bruno's protected card is protected: its owner's opponent can never swap it."


def test_looking_announcing_and_claiming_with_the_wrong_card():
    small = new_match(2)
    small.state.turn_no = 5
    small.apply("peek")
    assert why(small, "look", "p:1:R") == "You may look only at your own cards: Bruno's right card is not yours."
    small.apply("look p:0:R")
    assert why(small, "card", "p:0:R") == "Anna is looking at a card in private."
    assert why(small, "done") == "That is a legal choice now: click its glowing target, or its button below."
    small.apply("done")
    assert why(small, "done").startswith("Nobody is looking at a card now. It is Bruno's turn")
    small.apply("announce")
    assert why(small, "using", "p:1:P") == (
        "Bruno's protected card is protected: you announce with your left or right card, never this one."
    )
    assert why(small, "announce", "king") == "First choose which of your cards announces; then the character."
    small.apply("using p:1:L")
    small.apply("announce king")
    assert why(small, "claim", "p:1:L") == "You may claim only with your own card: Bruno's left card is not yours."
    assert why(small, "claim", "p:1:L", seat=1) == (
        "Anna may claim only with their own card: Bruno's left card is not theirs."
    )
    assert why(small, "claim", "p:0:P") == "That is a legal choice now: click its glowing target, or its button below."


def test_answers_to_an_announcement_say_whose_answer_it_is():
    match = table(SET, {})
    match.apply("announce")
    match.apply("announce king")
    assert why(match, "claim", "p:5") == "You may claim only with your own card: Zacharias's card is not yours."
    assert why(match, "claim", "p:1") == "Claim or pass with the buttons below: your card is the one that claims."
    assert why(match, "pass", seat=ASPASIA) == "That is Nikos's choice to make now."
    assert why(match, "announce", "queen") == (
        "Aspasia has already announced the King. Nikos answers Aspasia's announcement of the King: claim it too, "
        "or pass."
    )
    assert why(match, "continue").startswith("No revealed cards are waiting to be turned face down. Nikos answers")
    match = table(SET, {})
    assert why(match, "claim").startswith("Claiming answers another player's announcement, and none is waiting")
    assert why(match, "pass").startswith("Passing answers another player's announcement")


def test_the_bishop_takes_only_from_the_richest_other_player():
    match = table(SET, {"p:0": "bishop"}, {NIKOS: 9, KATERINA: 9, MICHALIS: 5})
    announce(match, "bishop")
    assert match.decision().kind == "bishop"
    assert why(match, "from", "3") == (
        "The Bishop takes 2 coins from the richest other player: Michalis has 5 coins, Nikos and Katerina 9 coins each."
    )
    assert why(match, "from", "0") == "The Bishop takes from another player, never from yourself."
    assert why(match, "skip").startswith(
        "Only the Witch may decline her power, when she uses it. Aspasia, as the "
        "Bishop, chooses who pays 2 coins: Nikos or Katerina."
    )


def test_the_witch_the_fool_the_spy_and_the_inquisitor_choose_only_what_their_power_allows():
    match = table(SET, {"p:0": "witch"})
    announce(match, "witch")
    assert why(match, "with", "0") == "The Witch swaps fortunes with another player, never with yourself."
    assert why(match, "guess", "king").startswith("Only a player questioned by the Inquisitor names a character.")
    match = table(SET_B, {"p:0": "fool"})
    announce(match, "fool")
    assert why(match, "card", "p:0") == "The Fool swaps two other players' cards, never one of your own."
    match.apply("card p:3")
    assert (
        why(match, "card", "p:3") == "That card is already the first one: choose a second card to swap-or-not with it."
    )
    match = table(SET, {"p:0": "spy"})
    announce(match, "spy")
    assert why(match, "card", "p:0") == "That is the Spy's own card, which you see anyway: choose another."
    match = table(SET_B, {"p:0": "inquisitor"})
    announce(match, "inquisitor")
    assert why(match, "card", "p:0") == "The Inquisitor questions another player's card, never one of your own."
    match.apply("card p:4")
    assert why(match, "from", "1") == (
        "Only the Bishop picks a player to take coins from, when the richest are tied. Ioanna must name the "
        "character of Ioanna's card for the Inquisitor."
    )
    assert match.decision().seat == IOANNA


def test_centre_cards_are_no_player_s_card():
    match = new_match(4, ["judge", "bishop", "fool", "queen", "king", "witch"])
    match.state.turn_no = 5
    lay = mlayout.mascarade_layout(SPEC, match.view(None), 1280, 800)
    assert say(lay.placements["c:0"].tip).startswith(
        "A character card, face down\nCentre card 1.\nIt belongs to no player"
    )
    state = match.state
    fool = next(p for p in state.cards if state.char(p) == "fool")
    if fool != "p:0":
        state.cards["p:0"], state.cards[fool] = state.cards[fool], state.cards["p:0"]
    announce(match, "fool")
    assert why(match, "card", "c:0") == "The Fool swaps two players' cards, never a centre card."


def test_the_game_over_and_the_memorise_step_say_so():
    match = new_match(5, ready=False)
    assert why(match, "announce") == (
        "Announcing is a turn's first choice. First everyone memorises the cards; when all have seen them, click to "
        "turn them face down."
    )
    match = table(SET_B, {"p:2": "cheat"}, {KATERINA: 10})
    announce(match, "cheat", claimants=(KATERINA,))
    assert match.is_over()
    assert why(match, "swap") == "The game is over: Katerina wins (the Cheat with 10 coins or more)."
    match = table(SET, {})
    assert why(match, "ready").startswith("The cards were memorised once, at the start of the game.")


def test_every_verb_has_a_reason_when_it_is_not_legal():
    verbs = {a.verb for m in _sample_matches() for a in m.decision().actions} | {"ready", "skip", "guess"}
    match = table(SET, {})
    play(match, "announce", "announce king")
    for verb in sorted(verbs):
        if not any(a.verb == verb for a in match.decision().actions):
            reason = why(match, verb, None)
            assert reason and reason != "That is not a legal choice now.", verb


def _sample_matches() -> list[Match]:
    out = []
    for players, seed in ((2, 1), (3, 2), (8, 3)):
        match = new_match(players, seed=seed)
        pick = random.Random(seed)
        for _ in range(200):
            if match.is_over():
                break
            out.append(Match.from_save(RULES, match.to_save()))
            match.apply(pick.choice(match.legal_actions()))
    return out


# ----- intent_of ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", COUNTS)
def test_intent_of_agrees_with_target_of_for_every_legal_action(players):
    checked = 0
    for seed in (1, 2, 3):
        match = new_match(players, seed=seed, ready=False)
        pick = random.Random(seed * 31)
        for _ in range(300):
            if match.is_over():
                break
            view = match.view(RULES.private_viewer(match.state))
            lay = mlayout.mascarade_layout(SPEC, view, 1280, 800)
            for action in match.legal_actions():
                key = mlayout.target_of(view, action)
                if key is not None:
                    assert key in lay.regions or key in lay.placements, key
                    assert mlayout.intent_of(view, key) == (action.verb, action.args[0] if action.args else None)
                    checked += 1
            assert mlayout.intent_of(view, TableTop()) is None and mlayout.intent_of(view, Bank()) is None
            match.apply(pick.choice(match.legal_actions()))
    assert checked > 50


def test_button_kinds_cover_every_button_in_a_fixed_order():
    assert mlayout.BUTTON_KINDS[:3] == mlayout.TURN_BUTTONS
    assert mlayout.BUTTON_KINDS[-2:] == ("pass", "claim")  # the other players' answers last
    buttons = set()
    for match in _sample_matches():
        view = match.view(RULES.private_viewer(match.state))
        buttons |= {a.verb for a in match.legal_actions() if mlayout.target_of(view, a) is None}
    assert buttons <= set(mlayout.BUTTON_KINDS)
    assert not hasattr(mlayout, "why_not")


# ----- the table, headless --------------------------------------------------------------------------------------
def test_hover_zoom_and_a_misclick_on_the_table():
    app = start_app()
    match = table(SET, {"p:0": "king"}, turn_no=3)
    scene = TableScene(app, match)
    app.reset(scene)
    app.step(0.0, [])
    pos = centre(scene.layout, "char:king")
    app.step(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert not scene.hover.due
    app.step(0.4, [])
    assert scene.hover.due and scene.hover.key == CharacterTile("king")
    assert say(scene.layout.region("char:king").tip).startswith("King\nTakes 3 coins from the bank.")
    app.draw()
    app.step(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(scene.layout, "p:1"), button=3)])
    assert scene.zoomed == "p:1"
    app.draw()
    click(app, (5, 300))  # any click closes the zoom, and does nothing else
    assert scene.zoomed is None and say(scene.message) == ""
    click(app, centre(scene.layout, "p:0"))  # her own card: a look, but turn 3 is for swaps only
    assert say(scene.message) == say(RULES.why_not(match.state, ASPASIA, "look", "p:0"))
    assert say(scene.message).startswith("The first 4 turns of the game are swaps only (this is turn 3)")
    click(app, button(app, "act:peek").rect.center)
    assert say(scene.message) == say(RULES.why_not(match.state, ASPASIA, "peek"))
    assert len(match.log) == 1  # only the memorise step: no misclick acted
