"""The digest's worked examples for Election + Society (shared/rules/prodigals.md §5), on the real data."""

from __future__ import annotations

from tabletop.games.prodigals.rules import circles
from tabletop.games.prodigals.rules.errands import Errands, legal_spaces
from tabletop.games.prodigals.rules.politics import PlaceTile
from tabletop.games.prodigals.rules.rounds import OldLadyStart, hyde_park, next_order
from tabletop.games.prodigals.rules.state import parse_square
from tabletop.games.prodigals.rules.turns import ActionTurn
from tests.prodigals.helpers import act, legal, match, rules, set_flow, tokens


def test_t1_handicaps_4p() -> None:
    """T1: P1 vote, society, vote; P2 vote, society; P3 vote; P4 none."""
    m = match(4, first=0)
    assert m.state.order == [0, 1, 2, 3]
    assert [s.votes for s in m.state.seats] == [26, 25, 25, 24]
    assert [m.state.society(s) for s in range(4)] == [23, 23, 22, 22]
    assert parse_square("R6") in m.state.seats[0].tokens and parse_square("R5") in m.state.seats[2].tokens


def test_t2_hyde_park_all_tied() -> None:
    """T2: everyone on the fewest megaphones gains a vote; nobody loses."""
    m = match(4)
    m.state.round = 2
    for s in m.state.seats:
        s.megaphones, s.votes = 2, 15
    hyde_park(rules(), m.state)
    assert [s.votes for s in m.state.seats] == [16] * 4


def _t3(green_votes: int) -> list[int]:
    m = match(4)
    m.state.round = 4
    for s, megs in zip(m.state.seats, (3, 3, 2, 1)):
        s.megaphones, s.votes = megs, 15
    m.state.seats[3].votes = green_votes
    hyde_park(rules(), m.state)
    return [s.votes for s in m.state.seats]


def test_t3_hyde_park_ranking() -> None:
    """T3: Green fewest +1; Red and Yellow rank 1 lose 3; Blue rank 3 loses 1; no rank 2."""
    assert _t3(15) == [12, 12, 14, 16]


def test_t3b_track_maximum() -> None:
    """T3b: Green on 30 stays on 30."""
    assert _t3(30)[3] == 30


def test_t4_turn_order() -> None:
    """T4: Red reserved 1, Blue 3: Red, Yellow, Blue, Green; T4b: no reservation keeps the order."""
    yellow, green, red, blue = 0, 1, 2, 3
    order = [yellow, green, red, blue]
    assert next_order(order, {yellow: None, green: None, red: 1, blue: 3}) == [red, yellow, blue, green]
    assert next_order(order, dict.fromkeys(order)) == order


def test_t4c_reservations_3p() -> None:
    """T4c: at 3 players spaces 4 and 5 are not offered; a second reservation in a round is illegal."""
    m = match(3, first=0)
    assert {"place C-TURN1", "place C-TURN3"} <= legal(m)
    assert "place C-TURN4" not in legal(m) and "place C-TURN5" not in legal(m)
    act(m, "place C-TURN1")
    assert m.decision().kind == "bonus"
    act(m, "bonus BT-E1")
    assert m.state.seats[0].reserved == 1 and m.state.seats[0].bonus_tiles == ["BT-E1"]
    assert "C-TURN2" not in legal_spaces(rules(), m.state, 0)
    assert "C-TURN2" in legal_spaces(rules(), m.state, 1)


def test_t4d_last_turn_order_space() -> None:
    """T4d: with only space 3 free, Yellow may still take it; next order Blue, Red, Yellow."""
    red, blue, yellow = 0, 1, 2
    m = match(3, first=0)
    st = m.state
    st.spaces.update({"C-TURN2": [red], "C-TURN1": [blue]})
    st.seats[red].reserved, st.seats[blue].reserved = 2, 1
    assert "C-TURN3" in legal_spaces(rules(), st, yellow)
    st.seats[yellow].reserved = 3
    assert next_order([red, blue, yellow], {s: st.seats[s].reserved for s in range(3)}) == [blue, red, yellow]


def _turn(m, hand=(), board=(), seat: int = 0):
    me = m.state.seats[seat]
    me.hand, me.board, me.votes = list(hand), list(board), 24
    set_flow(m, ActionTurn(seat))


def test_t5_pub_visit_with_brewer() -> None:
    """T5: three Pub Visits at once lose 6; with Brewer each copy fires (+2): 12."""
    m = match(2)
    _turn(m, hand=("EW01", "EW02", "EW07", "EW08"))
    act(m, "play EW01")
    act(m, "add EW02")
    act(m, "add EW07")
    act(m, "go")
    assert m.state.seats[0].votes == 18
    m = match(2)
    _turn(m, hand=("EW01", "EW02", "EW07"), board=("EB05",))
    for text in ("play EW01", "add EW02", "add EW07", "go", "trigger EB05", "trigger EB05", "trigger EB05"):
        act(m, text)
    assert m.state.seats[0].votes == 12
    assert m.state.seats[0].played == ["EW01", "EW02", "EW07"]


def test_t5_at_most_four_copies() -> None:
    """T5: the table stops at 4 copies: a fifth is never offered."""
    m = match(2)
    _turn(m, hand=("EW01", "EW02", "EW07", "EW08"))
    for text in ("play EW01", "add EW02", "add EW07", "add EW08"):
        act(m, text)
    assert legal(m) == {"go"}
    act(m, "go")
    assert m.state.seats[0].votes == 15


def test_t12_no_interleaving() -> None:
    """T12: Fallen Idol's two moves are made at once, before Dog at the Dinner Table counts its dog."""
    m = match(2)
    m.state.seats[0].tokens = tokens("L2", "M7", "R5", "M0")
    _turn(m, hand=("SW09",), board=("SB07",))
    assert m.state.society(0) == 14
    act(m, "activate SB07")
    assert "play SW09" not in legal(m) and m.decision().kind == "move"
    act(m, "move L2 L1")
    assert "play SW09" not in legal(m)
    act(m, "move M0 M-1")
    assert m.state.society(0) == 12 and "play SW09" in legal(m)
    act(m, "play SW09")
    assert m.decision().kind == "move"
    act(m, "move R5 R4")
    assert m.state.society(0) == 11 and m.decision().kind == "turn"


def test_t13_slanderous_poster() -> None:
    """T13: 24 -> 22 -> 21 -> 20 -> 18 (the Pub Visit has no party icon)."""
    m = match(2)
    _turn(m, hand=("EW04", "EW03", "EW01", "EW09"))
    seen = []
    for text in ("play EW04", "play EW03", "play EW01", "go", "play EW09"):
        act(m, text)
        seen.append(m.state.seats[0].votes)
    assert seen == [22, 21, 21, 20, 18]
    assert m.state.seats[0].megaphones == 1


def test_t14_journalist() -> None:
    """T14: the Conservative Journalist fires on C cards only and cannot be activated."""
    m = match(2)
    _turn(m, hand=("EW05", "EW03"), board=("EB02",))
    assert "activate EB02" not in legal(m)
    act(m, "play EW05")
    assert legal(m) == {"trigger EB02", "skip EB02"}
    act(m, "trigger EB02")
    assert m.state.seats[0].votes == 21
    act(m, "play EW03")
    assert m.decision().kind == "turn" and m.state.seats[0].votes == 20


def test_t15_central_card_two_modules() -> None:
    """T15: P2 takes the central card with 2 boys, is skipped when out, then places one of them last."""
    m = match(3, first=0)
    card = m.state.central_card
    placers = []
    while m.state.phase == "errands":
        d = m.decision()
        if d.kind == "place":
            placers.append(d.seat)
            if d.seat == 1 and placers.count(1) == 1:
                act(m, "place C-CARD")
                assert m.state.seats[1].boys == 3 and card in m.state.seats[1].hand
                continue
        choice = next(a for a in d.actions if str(a) != "place C-CARD")
        m.apply(choice)
    assert placers == [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 2, 1]
    assert m.state.spaces["C-CARD"] == [1] and m.state.central_card is None


def test_t15_central_card_needs_two_boys() -> None:
    """T15: with only one unplaced boy the two-module central card is not offered."""
    m = match(3, first=0)
    m.state.seats[0].boys = 1
    assert "C-CARD" not in legal_spaces(rules(), m.state, 0)
    m.state.seats[0].boys = 2
    assert "C-CARD" in legal_spaces(rules(), m.state, 0)


def _old_lady(tile: str, squares: tuple[str, ...], lady_space: bool = False):
    m = match(2)
    m.state.old_lady = tile
    m.state.seats[0].tokens = tokens(*squares)
    if lady_space:
        m.state.spaces["S-LADY"] = [0]
    set_flow(m, OldLadyStart(0), Errands(0))
    return m


def test_t16a_clusters() -> None:
    """T16a: the L5-M5 pair moves up; R2 and M0 stay: 12 -> 14."""
    m = _old_lady("OL6", ("L5", "M5", "R2", "M0"))
    assert m.state.society(0) == 14
    assert set(m.state.seats[0].tokens) == {parse_square(s) for s in ("L6", "M6", "R2", "M0")}


def test_t16b_blocked_moves_replaced() -> None:
    """T16b: L8 (top edge) and L7 (under a blocked token) are blocked: 2 up-moves of the player's choice."""
    m = _old_lady("OL6", ("L8", "L7", "R4", "M2"))
    assert m.decision().kind == "move_up" and "done" not in legal(m)
    act(m, "up R4")
    act(m, "up M2")
    assert m.state.society(0) == 23


def test_t16b_one_token_takes_both() -> None:
    """T16b reading: one token may take both substitute moves."""
    m = _old_lady("OL6", ("L8", "L7", "R4", "M2"))
    act(m, "up R4")
    act(m, "up R5")
    assert parse_square("R6") in m.state.seats[0].tokens


def test_t17_immunity() -> None:
    """T17: a boy on the immunity space: the Old Lady moves nothing."""
    m = _old_lady("OL6", ("L5", "M5", "R2", "M0"), lady_space=True)
    assert m.state.society(0) == 12


def test_t18_political_circles() -> None:
    """T18 (a)-(d): connections give symbols; a blank edge against a symbol is illegal; a 2x2 block gives bonuses."""
    spec = rules().spec
    net = {(0, 0): ("PT01", 0)}
    assert circles.edges(spec, "PT07", 1) == ("w", "-", "-", "w")
    assert circles.fits(spec, net, (1, 0), "PT07", 1)
    assert circles.gained(spec, net, (1, 0), "PT07", 1) == ["w"]
    net[(1, 0)] = ("PT07", 1)
    assert circles.gained(spec, net, (0, 1), "PT08", 0) == ["d"]
    net[(0, 1)] = ("PT08", 0)
    assert not circles.fits(spec, {(0, 0): ("PT01", 0)}, (0, -1), "PT12", 0)
    m = match(2)
    me = m.state.seats[0]
    me.network, me.connections, me.held, me.votes = dict(net), ["w", "d"], ["PT11"], 24
    set_flow(m, PlaceTile(0, "PT11"), Errands(0))
    act(m, "at 1 1")
    assert "rotate 1" in legal(m)
    act(m, "rotate 1")
    assert sorted(me.connections) == ["d", "d", "w"]
    assert m.decision().kind == "inner_circle" and legal(m) == {"bonus election", "bonus society"}
    act(m, "bonus election")
    act(m, "bonus election")
    assert me.votes == 22


def test_t18_inner_circle_patron() -> None:
    """T18: with Inner Circle Patron a new inner circle gives 5 bonuses."""
    m = match(2)
    me = m.state.seats[0]
    me.network = {(0, 0): ("PT01", 0), (1, 0): ("PT07", 1), (0, 1): ("PT08", 0)}
    me.held, me.board, me.votes = ["PT11"], ["EB09"], 24
    set_flow(m, PlaceTile(0, "PT11"), Errands(0))
    act(m, "at 1 1")
    act(m, "rotate 1")
    for _ in range(5):
        act(m, "bonus election")
    assert me.votes == 19 and m.decision().kind != "inner_circle"


def _t19(b_megaphones: int) -> tuple[list[int], bool]:
    m = match(2)
    st = m.state
    st.round = 2
    st.seats[0].votes, st.seats[1].votes = 1, 10
    _turn(m, hand=("EW03",))
    st.seats[0].votes = 1
    act(m, "play EW03")
    st.seats[1].megaphones = b_megaphones
    hyde_park(rules(), st)
    return [s.votes for s in st.seats], rules().game_ends(st)


def test_t19_end_trigger() -> None:
    """T19 (i)-(iii): only the case where A ends on -2 ends the game."""
    assert _t19(1) == ([1, 11], False)
    assert _t19(0) == ([-2, 11], True)
    assert _t19(2) == ([1, 8], False)


def _scores(m, seat: int, votes: int, rows: tuple[int, int, int, int]) -> None:
    m.state.seats[seat].votes = votes
    m.state.seats[seat].tokens = {(0, rows[0]): "lady", (1, rows[1]): "gentleman", (2, rows[2]): "gentleman"}
    m.state.seats[seat].tokens[(0, rows[3])] = "lady"


def test_t20_winner() -> None:
    """T20: both worst 6; the second-highest 4 vs 2: B wins; equal in everything: a shared win."""
    m = match(2)
    _scores(m, 0, 4, (3, 3, 0, 0))
    _scores(m, 1, 6, (2, 0, 0, 0))
    m.state.ended = True
    assert m.state.society(0) == 6 and m.state.society(1) == 2
    assert rules().outcome(m.state).winners == (1,)
    _scores(m, 1, 4, (3, 3, 0, 0))
    assert rules().outcome(m.state).winners == (0, 1)


def test_t19_through_the_round() -> None:
    """T19 (ii) played through Hyde Park, the Old Lady and the end check: the game ends after round 2."""
    from tabletop.games.prodigals.rules.rounds import EndRound, HydePark, Phase

    m = match(2, first=0)
    st = m.state
    st.round = 2
    st.seats[0].hand, st.seats[0].votes, st.seats[1].votes = ["EW03"], 1, 10
    for s in st.seats:
        s.megaphones = 0
    steps = [ActionTurn(0), ActionTurn(1), Phase("hyde_park"), HydePark(), Phase("old_lady")]
    set_flow(m, *steps, *(OldLadyStart(s) for s in st.order), EndRound())
    act(m, "play EW03")
    act(m, "end")
    act(m, "end")
    while not m.is_over():
        m.apply(m.legal_actions()[0])
    assert [s.votes for s in st.seats] == [-2, 11] and st.round == 2
    assert m.outcome().winners == (0,)  # both worst 22 (society); A's next score -2 is lower


def test_hyde_park_tells_each_vote_change_as_its_own_counted_event() -> None:
    """Each player's Hyde Park result is a Gained votes event (the table counts them one after another)."""
    from tabletop.engine.events import Gained

    m = match(4)
    m.state.round = 4
    for s, megs in zip(m.state.seats, (3, 3, 2, 1)):
        s.megaphones, s.votes = megs, 15
    m.state.seats[3].votes = 30  # at the track maximum: told, but nothing gained
    events = hyde_park(rules(), m.state)
    assert [(e.seat, e.resource, e.amount) for e in events] == [
        (0, "votes", -3),
        (1, "votes", -3),
        (2, "votes", -1),
        (3, "votes", 0),
    ]
    assert all(isinstance(e, Gained) and e.text for e in events)
