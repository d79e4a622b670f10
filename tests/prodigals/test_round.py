"""The round's phases and bookkeeping: setup, errand spaces, Hyde Park triggers, end of round, views, options."""

from __future__ import annotations

import pytest

from tabletop.engine.errors import SetupError
from tabletop.engine.match import Match
from tabletop.engine.message import say
from tabletop.games.prodigals.rules.errands import Errands, legal_spaces
from tabletop.games.prodigals.rules.rounds import EndRound, Phase
from tabletop.games.prodigals.rules.turns import ActionTurn
from tests.prodigals.helpers import act, legal, match, rules, set_flow


def test_setup_per_count() -> None:
    """Boys, board side, displays and the first round's deal follow the player count."""
    for n, boys, side in ((2, 5, "2-3"), (3, 5, "2-3"), (4, 4, "4-5"), (5, 4, "4-5")):
        m = match(n)
        st = m.state
        assert st.side == side and all(s.boys == boys for s in st.seats)
        assert len(st.displays) == (6 if side == "2-3" else 8)
        assert sum(len(v) for v in st.displays.values()) == 10
        assert st.old_lady and st.central_card and st.central_card.startswith("CES")
        assert all(len(s.network) == 1 for s in st.seats)


def test_central_card_colours_by_round() -> None:
    """Black central cards in rounds 1-3, white in 4-5."""
    deck = match(2).state.decks["central"]
    spec = rules().spec
    colours = [next(c.colour for c in spec.central_cards if c.id == i) for i in deck]
    assert colours == ["black", "black", "white", "white"]  # rounds 2-5; round 1's card is revealed
    first = match(2, seed=5).state.central_card
    assert next(c.colour for c in spec.central_cards if c.id == first) == "black"


def test_universal_set_spaces_2p() -> None:
    """At 2-3 players a universal set space lets you take any set still on its board."""
    m = match(2, first=0)
    act(m, "place E-ANY1")
    assert legal(m) == {"set E-D1", "set E-D2", "set E-D3"}
    cards = list(m.state.displays["E-D1"])
    act(m, "set E-D1")
    assert all(c in m.state.seats[0].hand for c in cards) and m.state.displays["E-D1"] == []


def test_set_with_political_tile() -> None:
    """A set carrying a political tile: attach it at once or discard it."""
    m = match(2, first=0)
    tile = m.state.display_tiles["E-D2"][0]
    act(m, "place E-ANY1")
    act(m, "set E-D2")
    assert m.decision().kind == "tile_spot" and "discard" in legal(m)
    act(m, "discard")
    assert tile in m.state.discard


def test_tile_choice_space() -> None:
    """E-TILE: lose 1 vote, choose one of the two tiles or neither; the others are discarded."""
    m = match(2, first=0)
    tiles = list(m.state.display_tiles["E-TILE"])
    votes = m.state.seats[0].votes
    act(m, "place E-TILE")
    assert m.state.seats[0].votes == votes - 1
    assert legal(m) == {f"take {t}" for t in tiles} | {"none"}
    act(m, "none")
    assert set(tiles) <= set(m.state.discard)


def test_personal_space_once_per_round() -> None:
    """A personal space: both players may use it, each once a round."""
    m = match(2, first=0)
    act(m, "place E-PERS")
    assert "place E-PERS" in legal(m)
    act(m, "place E-PERS")
    assert "E-PERS" not in legal_spaces(rules(), m.state, 0)


def test_forced_placement_and_return() -> None:
    """T8b: a player with boys but no permitted space takes them back unplaced."""
    m = match(2, first=0)
    st = m.state
    for sid in legal_spaces(rules(), st, 0):
        st.spaces[sid] = [1]
    st.seats[0].personal_used |= {"E-PERS", "S-PERS"}
    st.seats[1].boys = 0
    set_flow(m, Errands(0), ActionTurn(0))
    assert st.seats[0].boys == 0 and m.decision().kind == "turn"


def test_hyde_park_regular() -> None:
    """Hyde Park Regular: lose a vote at the start of Hyde Park if your boy is on Hyde Park."""
    m = match(2)
    st = m.state
    st.seats[0].board, st.seats[0].votes = ["EB03"], 20
    set_flow(m, Phase("hyde_park"), ActionTurn(1))
    assert m.decision().kind == "turn"
    st.spaces["E-HYDE"] = [0]
    set_flow(m, Phase("hyde_park"), ActionTurn(1))
    act(m, "trigger EB03")
    assert st.seats[0].votes == 19


def test_end_round_hand_limit_and_cleanup() -> None:
    """End of round: reservations set the order, hands over 3 are discarded down, the next round is dealt."""
    m = match(2, first=0)
    st = m.state
    st.seats[0].hand = ["EW01", "EW02", "EW03", "EW04", "EW05"]
    st.seats[1].reserved = 1
    for d in st.displays.values():
        d.clear()
    set_flow(m, EndRound())
    assert st.order == [1, 0] and m.decision().kind == "hand_limit"
    act(m, "discard EW01")
    act(m, "discard EW02")
    assert st.round == 2 and len(st.seats[0].hand) == 3 and st.phase == "errands"
    assert all(s.boys == 5 and s.reserved is None for s in st.seats)


def test_game_ends_after_round_five() -> None:
    """The end check after round 5 ends the game with an outcome."""
    m = match(2)
    m.state.round = 5
    set_flow(m, EndRound())
    assert m.is_over() and m.outcome().winners


def test_views_hide_hands() -> None:
    """A hand is visible only to its owner; boards are public."""
    m = match(2)
    m.state.seats[0].hand = ["EW01"]
    assert rules().view(m.state, 0).seats[0].hand == ("EW01",)
    assert rules().view(m.state, 1).seats[0].hand is None
    assert rules().view(m.state, None).seats[0].hand_size == 1


def test_copy_is_independent() -> None:
    """copy() shares nothing mutable."""
    m = match(3)
    twin = m.state.copy()
    twin.seats[0].tokens.clear()
    twin.seats[0].hand.append("X")
    twin.displays["E-D1"].append("Y")
    assert m.state.seats[0].tokens and "X" not in m.state.seats[0].hand and "Y" not in m.state.displays["E-D1"]
    assert m.state.copy() == m.state


def test_options() -> None:
    """contests offers any two contests or all three (Election + Society first); anything else is refused."""
    defs = {d.key: d for d in rules().option_defs()}
    assert defs["contests"].allowed == (
        "election+society",
        "election+possessions",
        "society+possessions",
        "election+society+possessions",
    )
    assert defs["contests"].default == "election+society" and "first" in defs
    assert "Last Will" in say(defs["contests"].explain)
    for wrong in ("possessions+election", "election", "last+will"):
        with pytest.raises(SetupError):
            Match(rules(), ["a", "b"], options={"contests": wrong}, seed=1)


def test_why_not() -> None:
    """Common misclicks are explained in the rules' words."""
    m = match(2, first=0)
    for text in ("place C-TURN1", "bonus BT-E1", "place E-PERS", "place E-PERS", "place S-PERS", "done"):
        act(m, text)
    assert "already used" in say(rules().why_not(m.state, 0, "place", "E-PERS"))
    assert "already reserved" in say(rules().why_not(m.state, 0, "place", "C-TURN2"))
    assert "occupied" in say(rules().why_not(m.state, 0, "place", "C-TURN1"))
    assert "turn" in say(rules().why_not(m.state, 1, "place", "E-PERS"))


def test_curtain_and_activation_reason() -> None:
    """The curtain names the task; an activated card's reason says once per round."""
    m = match(2, first=0)
    assert say(rules().curtain_task(m.state, 0)) == "place an errand boy"
    assert say(rules().curtain_task(m.state, 1)) == "look at your hand"
    me = m.state.seats[0]
    me.board = ["EB10"]
    set_flow(m, ActionTurn(0))
    act(m, "activate EB10")
    assert "once per round" in say(rules().why_not(m.state, 0, "activate", "EB10"))
    assert "only cards on your board" in say(rules().why_not(m.state, 0, "activate", "EB08")).lower()


def test_round_five_special_display() -> None:
    """Round 5 at 2-3 players: the special display has no card but lose 1 vote and 1 megaphone, and a tile."""
    from tabletop.games.prodigals.rules.rounds import Prep

    m = match(2, first=0)
    st = m.state
    st.round = 5
    st.displays.clear()
    st.display_tiles.clear()
    set_flow(m, Prep(), Errands(0))
    assert st.displays["E-D3"] == [] and st.display_effects["E-D3"] and st.display_tiles["E-D3"]
    votes = st.seats[0].votes
    act(m, "place E-ANY1")
    act(m, "set E-D3")
    assert st.seats[0].votes == votes - 1 and st.seats[0].megaphones == 1 and m.decision().kind == "tile_spot"


def test_tile_rotation_and_no_spot(monkeypatch) -> None:
    """T18 (c): only rotations whose touching edges fit are offered; a tile with no legal spot is discarded."""
    from tabletop.games.prodigals.rules import circles
    from tabletop.games.prodigals.rules.politics import PlaceTile

    m = match(2)
    me = m.state.seats[0]
    me.network, me.held = {(0, 0): ("PT08", 0)}, ["PT12"]  # d d - -
    set_flow(m, PlaceTile(0, "PT12"), ActionTurn(0))
    act(m, "at 0 -1")
    assert legal(m) == {"rotate 2"}  # only the wild edge may face the dog
    monkeypatch.setattr(circles, "legal_spots", lambda spec, network, tile: [])
    me.held.append("PT13")
    set_flow(m, PlaceTile(0, "PT13"), ActionTurn(0))
    assert legal(m) == {"discard"}


def test_bonus_tiles_in_action_turn_and_old_lady_phase() -> None:
    """Rally gives megaphones in the action turn; Chaperone Away shields in the Old Lady phase."""
    from tabletop.games.prodigals.rules.rounds import OldLadyStart

    m = match(2)
    me = m.state.seats[0]
    me.bonus_tiles = ["BT-E1", "BT-S2"]
    set_flow(m, ActionTurn(0))
    assert "bonus BT-E1" in legal(m) and "bonus BT-S2" not in legal(m)
    act(m, "bonus BT-E1")
    assert me.megaphones == 2 and "BT-E1" in m.state.bonus_supply
    m.state.old_lady = "OL6"
    me.tokens = {(0, 5): "lady", (1, 5): "gentleman", (2, 2): "gentleman", (1, 0): "lady"}
    set_flow(m, OldLadyStart(0), ActionTurn(0))
    act(m, "bonus BT-S2")
    act(m, "shield L5")
    act(m, "shield M5")
    act(m, "done")
    assert m.state.society(0) == 12


def test_the_verdict_says_why_the_game_ended_and_how_ties_were_broken(monkeypatch):
    m = match(3, 1)
    rules, state = m.rules, m.state
    state.ended, state.round = True, 5
    scores = {0: {"election": 19, "society": 10}, 1: {"election": 19, "society": 9}, 2: {"election": 25, "society": 3}}
    monkeypatch.setattr(rules, "scores", lambda st, seat: scores[seat])  # the verdict reads only the scores
    text = say(rules.outcome(state).summary)
    assert text.startswith("The game ends after round 5.")
    assert "P2 wins: worst contest 19 like P1, next 9 against 10." in text
    scores[1] = {"election": 10, "society": 19}
    assert "P1 and P2 share the win" in say(rules.outcome(state).summary)
    scores[2] = {"election": -1, "society": 30}
    assert say(rules.outcome(state).summary).startswith("The game ends: P3's Election score is -1.")
    scores[1] = {"election": 0, "society": 30}
    assert say(rules.outcome(state).summary).startswith("The game ends: Election score at 0 or less.")
