"""Every piece of a Capo dei Capi table explains itself: tips from the data on everything the layout draws, hidden
bribes stay hidden in them, why_not gives the rules' own reason for every verb, intent_of agrees with target_of,
and the table shows it all (hover, right-click zoom, a misclick's reason)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.bots.random_bot import RandomBot
from tabletop.engine import DataError, Match
from tabletop.engine.layout import Layout, inside
from tabletop.engine.message import Msg, Words, say
from tabletop.games.capo.rules import secrets
from tabletop.games.capo.rules.data import load_capo
from tabletop.games.capo.rules.state import side
from tabletop.games.capo.rules.view import CapoView
from tabletop.games.capo.table import layout as capo_layout
from tabletop.games.capo.table.keys import PendingSpot, SideSpot
from tabletop.paths import data_dir
from tabletop.ui.scenes.table import TableScene
from tests.ui.helpers import button, centre, click, start_app

from .builder import (
    RULES,
    after_first_roll,
    chips,
    commit,
    cubes,
    new_match,
    pend_bribe,
    pend_influence,
    take_hitman,
)

SPEC = RULES.spec
REGION_KINDS = {"card", "slot", "pile", "board", "space"}  # of the closed set
PIECE_KINDS = {"influence", "bribe", "cube", "chip", "hitman"}
ARG_VERBS = ("place", "reveal", "cube", "from", "to", "drop", "pocket", "scandal")  # clicked on a card or a token
VERBS = (*capo_layout.BUTTON_KINDS, *ARG_VERBS[:-2])
LEGAL = "That is a legal choice now."
GENERIC = "That is not a legal choice now."


def lay_out(view: CapoView) -> Layout:
    """The table of ``view`` in a 1280 x 800 window."""
    return capo_layout.capo_layout(SPEC, view, 1280, 800)


def positions(seeds=range(5), every: int = 5) -> Iterator[Match]:
    """Random games of 2 players (Capo's only count), stopping every few moves and at the end."""
    for seed in seeds:
        match = Match(RULES, ["Anna", "Bruno"], seed=seed)
        bot = RandomBot(seed)
        moves = 0
        while True:
            if moves % every == 0 or match.is_over():
                yield match
            if match.is_over():
                break
            match.apply(bot.choose(match))
            moves += 1


def all_tips(lay: Layout) -> dict[str, str]:
    """Every tip on the table by key."""
    return {**{k: say(r.tip) for k, r in lay.regions.items()}, **{k: say(p.tip) for k, p in lay.placements.items()}}


def check_tip(words: Words, key: str) -> None:
    """A tip is a name on its first line (short, no sentence), then rules text."""
    tip = say(words)
    name, _, body = tip.partition("\n")
    assert name and body.strip(), f"{key}: {tip!r}"
    assert len(name) <= 40 and not name.endswith("."), f"{key}: the first line is no name: {name!r}"


# ----- the texts in the data ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("old", "new", "path", "message"),
    [
        ("{chip_limit}. More", "{chips_kept}. More", "mayor_chips.text", "unknown placeholder ['chips_kept']"),
        ("  back: A bribe, face down.\n", "  back: ''\n", "bribe_tokens.back", "must not be empty"),
        ("    here: a value cube from the supply goes onto it.\n", "", "rolls[5].here", "must say what the roll"),
        ("    roll: a 4 with a 1-3\n", "    roll: a 4 with a 1-3\n    here: it.\n", "rolls[2].here", "only influence"),
    ],
)
def test_rules_texts_in_the_data_are_checked(tmp_path: Path, old, new, path, message):
    text = (data_dir() / "capo.yaml").read_text(encoding="utf-8")
    assert old in text
    broken = tmp_path / "capo.yaml"
    broken.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_capo(broken)
    [problem] = caught.value.problems
    assert problem.path == path and problem.message.startswith(message), str(caught.value)


# ----- tips ----------------------------------------------------------------------------------------
def test_every_piece_the_table_draws_has_a_tip_named_on_its_first_line():
    regions, pieces = set(), set()
    for match in positions():
        for seat in (None, 0, 1):
            lay = lay_out(match.view(seat))
            for reg in lay.regions.values():
                check_tip(reg.tip, str(reg.key))
                assert reg.zoom == (reg.kind == "card"), reg.key  # the area cards and the Mayor
                regions.add(reg.kind)
            for p in lay.placements.values():
                if not p.in_pile:  # a piled component is drawn as its pile
                    check_tip(p.tip, p.id)
                    pieces.add(p.kind)
    assert regions == REGION_KINDS and pieces == PIECE_KINDS


def test_area_cards_say_which_dice_name_them_and_what_each_roll_does_there():
    lay = lay_out(new_match()[0].view(None))
    w1 = say(lay.region("card:W1").tip)
    assert w1.startswith("White 1\n")
    assert f"Influence (white 1 with black 2 or 3): {say(SPEC.roll('influence').here or '')}" in w1
    assert f"Bribe (white 1 with black 5): {say(SPEC.roll('bribe').here or '')}" in w1
    assert f"Invest (white 1 with black 6): {say(SPEC.roll('invest').here or '')}" in w1
    assert "Extort" not in w1  # a 4 names no card: the other die is the amount
    assert "Influence (black 3 with white 1 or 2)" in say(lay.region("card:K3").tip)
    assert say(SPEC.say(SPEC.places.area_card)) in w1 and "at most 5 each" in w1
    mayor = say(lay.region("card:M").tip)
    assert mayor.startswith("Mayor\nAnna's extortion now: 0 (track 0 to 6).")
    assert "Stop at 5: take half" in mayor and "then 2 cubes from the supply go onto it" in mayor
    assert "Cubes on it now: 2." in mayor
    assert say(lay.region("supply:i3").tip).startswith("Influence 3 supply\n10 of 10 tokens left.")
    assert say(lay.region("side:W1:0").tip).startswith("Anna's side of White 1\n0 of at most 5 markers banked here.")
    chip = next(say(p.tip) for p in lay.placements.values() if p.kind == "chip" and not p.in_pile)
    for action in SPEC.chip_actions:
        assert f"{say(action.name)} ({action.cost} chip{'s' * (action.cost > 1)}): {say(action.text)}" in chip


def test_tips_and_button_labels_read_names_costs_and_numbers_from_the_data():
    deceive = dataclasses.replace(SPEC.action("deceive"), cost=3, name=Msg("Hoodwink"))
    edited = dataclasses.replace(
        SPEC,
        marker_limit_per_card=4,
        chip_actions=tuple(deceive if a.id == "deceive" else a for a in SPEC.chip_actions),
        places=dataclasses.replace(SPEC.places, box=Msg("Gone for good ({limit} a side).")),
    )
    view = new_match()[0].view(None)
    lay = capo_layout.capo_layout(edited, view, 1280, 800)  # the table draws from the spec it is handed
    assert "at most 4 each" in say(lay.region("card:W1").tip)
    assert say(lay.region("box").tip).endswith("Gone for good (4 a side).")
    chip = next(say(p.tip) for p in lay.placements.values() if p.kind == "chip" and not p.in_pile)
    assert "Hoodwink (3 chips):" in chip
    from tabletop.engine import Action

    assert say(capo_layout.button_label(edited, view, Action("deceive"))) == "Hoodwink (3)"


def test_tips_of_hidden_bribes_say_only_what_their_back_says():
    back = "Bribe\n" + say(SPEC.bribe_tokens.back or "")
    hidden_tips = shown_tips = 0
    for match in positions():
        for seat in (None, 0, 1):
            lay = lay_out(match.view(seat))
            twin = lay_out(RULES.view(secrets.disguise(match.state, seat), seat))
            assert all_tips(lay) == all_tips(twin), "a tip changes with a value hidden from its viewer"
            hidden = secrets.hidden_facts(match.state, seat)
            for token, p in lay.placements.items():
                if p.kind != "bribe" or p.in_pile:
                    continue
                if token in hidden:
                    assert say(p.tip) == back
                    hidden_tips += 1
                else:
                    assert say(p.tip).startswith(f"Bribe {match.state.bribe_value[token]}\n")
                    shown_tips += 1
    assert hidden_tips > 50 and shown_tips > 10


# ----- why_not -------------------------------------------------------------------------------------
def why(match: Match, verb: str, arg: str | None = None, seat: int | None = 0) -> str:
    return say(RULES.why_not(match.state, seat, verb, arg))


def test_why_not_at_the_start_of_a_turn():
    m, _ = new_match()
    assert why(m, "roll") == LEGAL
    assert why(m, "roll", seat=1) == "It is Anna's turn: only Anna may do that now."
    assert why(m, "stop") == "You must roll at least once before you stop: nothing is rolled yet this turn."
    assert why(m, "deceive") == "Deceive moves a pending marker, and none lies beside any card."
    assert why(m, "pocket") == "Pocket banks a pending marker, and none lies beside any card."
    assert why(m, "payoff") == "Payoff is possible only right after you roll doubles: it keeps the hit-man away."
    assert why(m, "backstab") == "Bruno may Backstab only right after Anna rolls: nothing is rolled yet."
    assert why(m, "reneg") == "Reneg cancels your own roll, and nothing is rolled yet."
    assert why(m, "accept") == "There is nothing to accept now: only an arrest or the end of the game is accepted."
    assert why(m, "cancel").startswith("There is nothing to cancel now")
    assert why(m, "skip") == "Only the doubles' cube from the supply may be declined, and none is on offer now."
    assert why(m, "place", "W1") == "Only a roll places markers beside the cards: roll the dice."
    assert why(m, "place", "W1:1") == (
        "That is Bruno's side of the table: it is your turn, and you play on your own side."
    )
    assert why(m, "cube", "W1") == "No cube is to be placed now: only a roll puts cubes on the cards."
    assert why(m, "reveal", "W1") == "Bribes are exposed only by the rolls Bribe + extort and Invest + bribe."
    assert why(m, "drop", "i1-0") == (
        "Markers leave the game only when a card already holds 5 of yours and you bank another there."
    )
    chips(m.state, 0, 0)
    chips(m.state, 1, 0)
    assert why(m, "deceive") == "Deceive costs 1 chip: you have none."
    assert why(m, "backstab") == "Backstab costs 1 chip: Bruno has none."
    chips(m.state, 0, 1)
    assert why(m, "scandal") == "Scandal costs 2 chips: you have only 1."
    assert why(m, "reneg") == "Reneg costs 2 chips: you have only 1."
    chips(m.state, 0, 4)
    m.state.ext = 6
    assert why(m, "scandal") == "Scandal raises extortion by 1 or 2, and it is already 6: it may not go above 6."


def test_why_not_while_a_roll_waits_for_its_choice():
    m, _ = new_match(1, 2)  # white 1, black 2: influence 1 beside K2 or 2 beside W1
    m.apply("roll")
    waiting = "first place this roll's influence 1 beside Black 2 or influence 2 beside White 1"
    assert why(m, "roll") == f"You cannot roll now: {waiting}."
    assert why(m, "stop") == f"You cannot stop now: {waiting}."
    assert why(m, "deceive") == f"Deceive is not possible now: {waiting}."
    assert (
        why(m, "place", "W3") == "This roll places influence only beside the cards its dice name: Black 2 or White 1."
    )
    assert why(m, "place", "K2") == LEGAL
    m.apply("place K2")  # a choice settles the roll: it can no longer be cancelled
    assert why(m, "backstab") == (
        "Bruno may Backstab only right after Anna's roll, before Anna goes on: this roll is already settled."
    )
    assert why(m, "reneg") == "Reneg is possible only right after your own roll, before you go on: it is settled."


def test_why_not_after_doubles_and_chip_actions():
    m, _ = new_match(3, 3, 4, 1)
    pend_influence(m.state, "W1", 2)
    m.apply("roll")  # doubles of 3
    assert m.state.stage == "double_influence"
    assert why(m, "place", "W1") == "White 1 already has a pending marker: only one per card at a time."
    assert why(m, "place", "M") == "Markers go beside area cards, not beside the Mayor card."
    m.apply("place K1")
    assert why(m, "payoff") == LEGAL
    m.apply("roll")  # white 4, black 1: extort 1, and the doubles are behind
    assert why(m, "payoff") == (
        "Payoff is possible only right after the doubles that gave you the hit-man: you have gone on since."
    )
    assert why(m, "pocket", "W1") == "To bank the marker beside White 1 now, click Pocket first."
    m.apply("pocket")
    assert why(m, "pocket", "W2") == "Nothing is pending beside White 2 to pocket."
    assert why(m, "roll") == "You cannot roll now: first choose the pending marker to pocket, or cancel."
    m.apply("pocket W1")
    assert why(m, "stop") == "You must roll again before you stop: after a chip action or Payoff one more roll is due."


def test_why_not_deceive_and_scandal_steps():
    m, _ = new_match()
    for card in m.state.cards:
        pend_influence(m.state, card, 1)
    assert why(m, "deceive") == "Deceive needs a card with a free slot: all 6 have a pending marker."
    m, _ = new_match()
    pend_influence(m.state, "W1", 1)
    pend_bribe(m.state, "W2")
    m.apply("deceive")
    assert why(m, "from", "K1") == "Nothing is pending beside Black 1 to move."
    assert (
        why(m, "from", "K1:1") == "That is Bruno's side of the table: it is your turn, and you play on your own side."
    )
    m.apply("from W1")
    assert why(m, "to", "W2") == (
        "White 2 already has a pending marker: Deceive moves a marker only to a card with a free slot."
    )
    assert why(m, "stop") == "You cannot stop now: first finish Deceive, or cancel it."
    m.apply("cancel")
    m.state.ext = 5
    m.apply("scandal")
    assert why(m, "scandal", "2") == "Scandal +2 would take extortion to 7, above 6."
    assert why(m, "scandal", "1") == LEGAL


def test_why_not_reveal_cubes_limit_and_arrest():
    m, _ = new_match(5, 4, 0)  # bribe + extort: Bruno has a face-down bribe on W1
    commit(m.state, "W1", 1, "b14")
    m.apply("roll")
    assert why(m, "reveal", "K1") == "Bruno has no face-down bribe on Black 1."
    assert why(m, "reveal", "W1:0") == "Expose one of Bruno's bribes, not your own: click Bruno's side of a card."
    m, _ = new_match(6, 5)  # invest + bribe: a cube on any area card
    m.apply("roll")
    assert why(m, "cube", "M") == "The Mayor card is not an area card: the cube goes on one of the area cards."
    m, _ = new_match(6, 6)  # doubles of 6: move a cube
    cubes(m.state, "cubes:W1", 1)
    m.apply("roll")
    assert why(m, "from", "K1") == "Black 1 has no cube to move."
    m.apply("from W1")
    assert why(m, "to", "W1") == "The cube comes from White 1: move it to another area card, or cancel."
    m, _ = new_match()
    commit(m.state, "W2", 0, 1, 1, 2, 2, 3)
    [elsewhere] = commit(m.state, "K1", 0, 2)
    pend_influence(m.state, "W2", 3)
    after_first_roll(m.state)
    m.apply("stop")
    assert m.state.stage == "limit"
    assert (
        why(m, "drop", "i1-5")
        == "White 2 already holds 5 of your markers: remove one of them, or the new one beside it."
    )
    view = m.view(0)
    for key in (SideSpot("W2", 0), PendingSpot("W2", 0), SideSpot("K1", 1), elsewhere):
        intent = capo_layout.intent_of(view, key)
        assert intent is not None and intent[0] == "drop"
        assert why(m, *intent).startswith("White 2 already holds 5 of your markers")
    m, _ = new_match(3, 3)  # second doubles while holding the hit-man: arrest, unless Anna reneges
    take_hitman(m.state, 0)
    m.apply("roll")
    assert m.state.stage == "arrest"
    assert why(m, "roll") == "You cannot roll now: you face arrest: accept it, or cancel the roll (Reneg)."
    assert why(m, "accept") == LEGAL


def test_why_not_when_the_game_is_over():
    match = next(m for m in positions(seeds=[1], every=10_000) if m.is_over())
    assert why(match, "roll").startswith("The game is over. ")
    assert say(RULES.outcome(match.state).summary) in why(match, "stop")


def test_why_not_is_specific_for_every_verb_and_never_depends_on_a_hidden_bribe():
    for match in positions(seeds=range(6), every=2):
        seat = match.decision().seat
        if seat is None:
            continue
        twin = secrets.disguise(match.state, seat)
        for verb in VERBS:
            for arg in (None, "W1", "M", "W1:1") if verb in ARG_VERBS else (None,):
                reason = say(RULES.why_not(match.state, seat, verb, arg))
                assert reason and reason != GENERIC, (verb, arg, match.state.stage)
                assert reason == say(RULES.why_not(twin, seat, verb, arg))


# ----- intent_of and the button row ----------------------------------------------------------------
def test_intent_of_agrees_with_target_of_and_never_calls_a_misclick_legal():
    checked = 0
    for match in positions(seeds=range(12), every=2):
        seat = match.decision().seat
        view = match.view(None)
        lay = lay_out(view)
        targets = {}
        for action in match.legal_actions():
            key = capo_layout.target_of(view, action)
            if key is None:
                assert action.verb in capo_layout.BUTTON_KINDS, action
                continue
            assert key in lay.regions or key in lay.placements, key
            assert capo_layout.intent_of(view, key) == (action.verb, action.args[0] if action.args else None)
            targets[key] = action
            checked += 1
        boxes = {k: p.rect for k, p in lay.placements.items() if not p.in_pile}
        boxes.update({k: r.rect for k, r in lay.regions.items()})
        for key, box in boxes.items():
            pos = (box[0] + box[2] // 2, box[1] + box[3] // 2)
            if key in targets or any(inside(boxes[t], *pos) for t in targets if t in boxes):
                continue  # a click there applies a target
            intent = capo_layout.intent_of(view, key)
            if intent is not None and seat is not None:
                assert say(RULES.why_not(match.state, seat, *intent)) != LEGAL, (key, intent, match.state.stage)
    assert checked > 100


def test_button_kinds_fix_a_slot_for_every_button_with_backstab_last():
    kinds = capo_layout.BUTTON_KINDS
    assert kinds[0] == "roll" and kinds[-1] == "backstab" and len(set(kinds)) == len(kinds)
    assert set(capo_layout.TURN_BUTTONS) <= set(kinds)
    costs = [SPEC.cost(k) for k in kinds if k in ("deceive", "pocket", "payoff", "scandal", "reneg")]
    assert costs == sorted(costs)  # cheap before costly


# ----- the table -----------------------------------------------------------------------------------
@pytest.fixture
def table():
    app = start_app()
    match = Match(RULES, ["Anna", "Bruno"], options={"first": 0}, seed=7)
    scene = TableScene(app, match)
    app.reset(scene)
    app.step(0.0, [])
    return app, scene


def test_hovering_a_card_shows_its_tip_and_a_right_click_zooms_it(table):
    app, scene = table
    pos = centre(scene.layout, "card:W1")
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert not scene.hover.due
    app.step(0.4, [])
    assert scene.hover.due and str(scene.hover.key) == "card:W1"
    assert say(scene.layout.region("card:W1").tip).startswith("White 1\n")
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)])
    assert str(scene.zoomed) == "card:W1"
    log = list(scene.match.log)
    click(app, pos)  # the next click only closes the zoom
    assert scene.zoomed is None and scene.match.log == log


def test_a_misclick_on_a_piece_gets_the_rules_reason(table):
    app, scene = table
    click(app, centre(scene.layout, "pending:W1:0"))
    assert say(scene.message) == say(RULES.why_not(scene.match.state, 0, "place", "W1"))
    assert say(scene.message) == "Only a roll places markers beside the cards: roll the dice."
    click(app, button(app, "act:stop").rect.center)
    assert "must roll" in say(scene.message)
    hitman_spot = centre(scene.layout, "supply:hitman")
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=hitman_spot, rel=(0, 0), buttons=(0, 0, 0))])
    app.step(0.4, [])
    assert scene.hover.due and str(scene.hover.key) in ("hitman", "supply:hitman")


def test_a_committed_bribe_hovered_in_public_shows_only_its_back(table):
    app, scene = table
    state = scene.match.state
    commit(state, "K2", 1, "b3")
    scene.refresh()
    tip = say(scene.layout.placements["b3"].tip)
    assert tip == "Bribe\n" + say(SPEC.bribe_tokens.back or "")
    assert state.zones[side("K2", 1)] == ["b3"]
    pos = centre(scene.layout, "b3")
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.step(0.4, [])
    assert scene.hover.due and scene.hover.key == "b3"
