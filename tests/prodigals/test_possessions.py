"""The digest's worked examples for the Possessions contest (shared/rules/prodigals.md §5), on the real data.

Component numbers from shared/rules/prodigals-components.md §4, §5, §8 and §9: starting money 1 (5p: 7), money
handicap 2, penalty 1 per tile still owned, borough discount 5, P-PERS spend 1 + 2 per ABMT, P-EXCH limit 3,
P-EXSELL limit 2 or sell two, P-SELL1 sell 1 at discount 1, P-SELL2 sell 1 (4-5 side).
"""

from __future__ import annotations

import pytest

from tabletop.engine.message import say
from tabletop.games.prodigals.rules.errands import Errands, Place, board_spaces, closed_reason, legal_spaces
from tabletop.games.prodigals.rules.possessions import possessions_score, sale_price
from tabletop.games.prodigals.rules.relocate import targets
from tabletop.games.prodigals.rules.resolve import Ctx, Do
from tabletop.games.prodigals.rules.rounds import EndRound
from tabletop.games.prodigals.rules.state import parse_square
from tabletop.games.prodigals.rules.turns import ActionTurn
from tests.prodigals.helpers import act, legal, match, rules, set_flow

EP = "election+possessions"
SP = "society+possessions"
ESP = "election+society+possessions"


def _value(tiles) -> int:
    return sum(rules().spec.possession_tiles[t].value for t in tiles)


def _possessions(m, seat: int = 0) -> int:
    return possessions_score(rules(), m.state, seat)


def _turn(m, seat: int = 0, *, cash=None, tiles=None, hand=(), board=(), borough=None, bonus=()):
    """Set a seat's Possessions things and make its action turn the whole flow."""
    st, me = m.state, m.state.seats[seat]
    if cash is not None:
        me.cash = cash
    if tiles is not None:
        me.possessions = list(tiles)
    if borough is not None:
        st.borough = borough
    me.hand, me.board, me.bonus_tiles = list(hand), list(board), list(bonus)
    st.phase = "actions"
    set_flow(m, ActionTurn(seat))


def _errand(m, seat: int = 0, *, cash=None, tiles=None, hand=(), board=(), borough=None, on_board=None):
    """Set a seat's Possessions things and make one errand placement the flow (then another seat's turn)."""
    st, me = m.state, m.state.seats[seat]
    if cash is not None:
        me.cash = cash
    if tiles is not None:
        me.possessions = list(tiles)
    if borough is not None:
        st.borough = borough
    if on_board is not None:
        st.possession_board = list(on_board)
    me.hand, me.board = list(hand), list(board)
    st.spaces, st.phase = {}, "errands"
    set_flow(m, Place(seat), ActionTurn(1))


# --- T1b, T1c: set-up and handicaps ---------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_t1b_handicaps_5p_all_three(seed: int) -> None:
    """T1b: 5p E+S+P: 5 tiles (value 12) after the value-5 discard, cash 7, Possessions 24 before handicaps; P1 money,
    vote, society, money; P2 money, vote, society; P3 money, vote; P4 money; P5 none."""
    m = match(5, seed=seed, first=0, contests=ESP)
    st = m.state
    assert st.order == [0, 1, 2, 3, 4]
    for me in st.seats:
        values = sorted((rules().spec.possession_tiles[t].value for t in me.possessions), reverse=True)
        assert len(me.possessions) == 5 and sum(values) == 12 and values.count(5) == 1
        assert me.boys == 5
    assert [s.cash for s in st.seats] == [11, 9, 9, 9, 7]
    assert [_possessions(m, s) - (st.seats[s].cash - 7) for s in range(5)] == [24] * 5  # before the money handicaps
    assert [s.votes for s in st.seats] == [25, 25, 25, 24, 24]
    assert [st.society(s) for s in range(5)] == [23, 23, 22, 22, 22]
    assert [rules().scores(st, s) for s in range(5)] == [
        {"election": 25, "society": 23, "possessions": 28},
        {"election": 25, "society": 23, "possessions": 26},
        {"election": 25, "society": 22, "possessions": 26},
        {"election": 24, "society": 22, "possessions": 26},
        {"election": 24, "society": 22, "possessions": 24},
    ]


def test_t1c_handicaps_4p_election_possessions() -> None:
    """T1c: 4p E+P: 6 tiles (value 17), cash 1; P1 money, vote, money; P2 money, vote; P3 money; P4 none."""
    m = match(4, first=0, contests=EP)
    st = m.state
    assert all(len(s.possessions) == 6 and _value(s.possessions) == 17 and s.boys == 4 for s in st.seats)
    assert [s.cash for s in st.seats] == [5, 3, 3, 1]
    assert [s.votes for s in st.seats] == [25, 25, 24, 24]
    assert [rules().scores(st, s) for s in range(4)] == [
        {"election": 25, "possessions": 28},
        {"election": 25, "possessions": 26},
        {"election": 24, "possessions": 26},
        {"election": 24, "possessions": 24},
    ]


# --- T6 A Bit More Time ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("abmt", "cash"), [(0, 8), (1, 6), (3, 2)])
def test_t6_shopping_spree_with_abmt(abmt: int, cash: int) -> None:
    """T6: cash 10, a tile owned; Shopping Spree (PW03, spend 2 + 2 per ABMT): 1 ABMT spends 4, 3 ABMT spend 8; the
    ABMTs are discarded and cannot be reused that round."""
    m = match(2, contests=EP)
    me = m.state.seats[0]
    _turn(m, cash=10, tiles=["A3"], hand=("PW03", "PW01", "PW02", "PW07"))
    act(m, "play PW03")
    assert m.decision().kind == "abmt" and legal(m) == {"abmt 0", "abmt 1", "abmt 2", "abmt 3"}
    act(m, f"abmt {abmt}")
    assert me.cash == cash and m.decision().kind == "turn"
    assert len(me.hand) == 3 - abmt and me.played == ["PW03"]
    played = [c for c in ("PW01", "PW02", "PW07") if c not in me.hand]
    assert all(c in m.state.discard for c in played)
    assert legal(m) == {"end"}  # the remaining ABMTs are not playable alone either


def test_t6_personal_space_with_two_abmt() -> None:
    """T6: P-PERS (spend 1 + 2 per ABMT) with 2 ABMT played in the errand phase spends 5."""
    m = match(2, contests=EP)
    me = m.state.seats[0]
    _errand(m, cash=10, tiles=["A3"], hand=("PW01", "PW02"))
    act(m, "place P-PERS")
    assert m.decision().kind == "abmt" and me.cash == 9
    act(m, "abmt 2")
    assert me.cash == 5 and me.hand == [] and "P-PERS" in me.personal_used


def test_t6_abmt_alone_is_not_playable() -> None:
    """T6 / components §3.6: an ABMT goes only with an action that counts it; alone it is never offered."""
    m = match(2, contests=EP)
    _turn(m, cash=10, tiles=["A3"], hand=("PW01", "PW06"))
    assert legal(m) == {"play PW06", "end"}
    assert "play PW01" not in legal(m)
    act(m, "play PW06")  # Tailor's Bill, spend(3): no per(abmt), so no ABMT is asked for
    assert m.decision().kind == "turn" and m.state.seats[0].hand == ["PW01"]


@pytest.mark.parametrize(("abmt", "cash"), [(1, 15), (3, 9)])
def test_t6_idle_afternoons_adds_one_per_abmt(abmt: int, cash: int) -> None:
    """T6 / PB01 Idle Afternoons (modify abmt_spend_bonus 1): each ABMT spends 1 more: Shopping Spree with 1 ABMT
    spends 5, with 3 ABMT 11."""
    m = match(2, contests=EP)
    _turn(m, cash=20, tiles=["A3"], hand=("PW03", "PW01", "PW02", "PW07"), board=("PB01",))
    act(m, "play PW03")
    act(m, f"abmt {abmt}")
    assert m.state.seats[0].cash == cash


def test_t6_idle_afternoons_on_the_personal_space() -> None:
    """PB01 works with the personal space too: P-PERS with 2 ABMT spends 1 + 4 + 2 = 7."""
    m = match(2, contests=EP)
    _errand(m, cash=10, tiles=["A3"], hand=("PW01", "PW02"), board=("PB01",))
    act(m, "place P-PERS")
    act(m, "abmt 2")
    assert m.state.seats[0].cash == 3


# --- T7 exchange limit ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("borough", ["KN", "MF", "CH"])
def test_t7_exchange_over_the_limit(borough: str) -> None:
    """T7: P-EXCH (limit 3): give T08 (6/w/KN) for T01 (1/h/MF): loss 5 > 3, take 2 from the bank; the borough marker
    changes nothing."""
    m = match(2, contests=EP)
    me, st = m.state.seats[0], m.state
    _errand(m, cash=0, tiles=["T08"], borough=borough, on_board=["T01", "T02", "T03", "T04"])
    act(m, "place P-EXCH")
    assert legal(m) == {"give T08"}  # mandatory: no done
    act(m, "give T08")
    assert legal(m) == {"take T01", "take T02", "take T03", "take T04"}
    act(m, "take T01")
    assert me.cash == 2 and me.possessions == ["T01"]
    assert sorted(st.possession_board) == ["T02", "T03", "T04", "T08"]


def test_t7_exchange_up_pays_nothing() -> None:
    """T7: give T01, take T08: no money moves (and no payment for taking the more valuable tile)."""
    m = match(2, contests=EP)
    me = m.state.seats[0]
    _errand(m, cash=0, tiles=["T01"], on_board=["T08", "T02", "T03", "T04"])
    act(m, "place P-EXCH")
    act(m, "give T01")
    act(m, "take T08")
    assert me.cash == 0 and me.possessions == ["T08"] and "T01" in m.state.possession_board


def test_t7_exchange_or_sell_two_limit_2() -> None:
    """T7: give T08 for T01 on P-EXSELL (limit 2): take 3."""
    m = match(3, contests=EP)
    me = m.state.seats[0]
    _errand(m, cash=0, tiles=["T08"], on_board=["T01", "T02", "T03", "T04"])
    act(m, "place P-EXSELL")
    assert legal(m) == {"option 1", "option 2"}  # exchange (limit 2) or sell two
    act(m, "option 1")
    act(m, "give T08")
    act(m, "take T01")
    assert me.cash == 3 and me.possessions == ["T01"]


def test_t7_given_tile_can_be_taken_back() -> None:
    """T7 / §3.2: the given tile stays on the board and a later exchange this round can take it (here Poor Trade,
    PW05 exchange limit 2: giving the 1 for the 6 moves no money)."""
    m = match(2, contests=EP)
    me, st = m.state.seats[0], m.state
    _errand(m, cash=0, tiles=["T08"], on_board=["T01", "T02", "T03", "T04"])
    for text in ("place P-EXCH", "give T08", "take T01"):
        act(m, text)
    assert me.cash == 2
    _turn(m, hand=("PW05",))
    act(m, "play PW05")
    act(m, "give T01")
    assert "take T08" in legal(m)
    act(m, "take T08")
    assert me.cash == 2 and me.possessions == ["T08"] and "T01" in st.possession_board


# --- T8, T8b: sale spaces need a tile; forced placement -------------------------------------------------------------

SALE_SPACES = ("P-EXCH", "P-EXSELL", "P-SELL1", "P-SELL2")


def test_t8_sale_spaces_closed_without_a_tile() -> None:
    """T8: with 0 possession tiles P-EXCH, P-EXSELL, P-SELL1 and P-SELL2 are closed, and why_not says so."""
    m = match(4, contests=EP)
    _errand(m, cash=3, tiles=[])
    open_spaces = legal_spaces(rules(), m.state, 0)
    assert not set(SALE_SPACES) & set(open_spaces)
    assert {"P-PERS", "P-SET1", "C-RENAISSANCE"} <= set(open_spaces)
    for sid in SALE_SPACES:
        assert f"place {sid}" not in legal(m)
        reason = say(rules().why_not(m.state, 0, "place", sid))
        assert "possession tile" in reason and "oblige" in reason


def test_t8_sale_spaces_open_with_a_tile_and_oblige_a_sale() -> None:
    """T8: with a tile every sale/exchange space is open; placing there obliges at least one sale (no done)."""
    m = match(4, contests=EP)
    _errand(m, cash=0, tiles=["A1"], borough="WM")
    assert set(SALE_SPACES) <= set(legal_spaces(rules(), m.state, 0))
    act(m, "place P-SELL1")
    assert m.decision().kind == "sell" and legal(m) == {"sell A1"}
    act(m, "sell A1")
    assert m.state.seats[0].cash == 4 and m.state.seats[0].possessions == []  # 5 - 1


def _only_free(m, free: tuple[str, ...]) -> None:
    """Every exclusive space but ``free`` occupied by seat 1; seat 0 has used every personal space, 1 boy left."""
    st = m.state
    st.spaces, st.phase = {}, "errands"
    red = st.seats[0]
    red.possessions, red.boys, red.home = [], 1, 4
    for space in board_spaces(rules(), st):
        if space.kind == "personal":
            red.personal_used.add(space.id)
        elif space.id not in free:
            st.spaces[space.id] = [1]
    for s in st.seats[1:]:
        s.boys = 0


def test_t8b_forced_placement_on_a_useless_space() -> None:
    """T8b: Red, 1 unplaced boy, no tile, personal spaces used; only P-SELL1 and the Renaissance Man are free: he
    must place on the Renaissance Man space."""
    m = match(3, contests=ESP)
    _only_free(m, ("P-SELL1", "C-RENAISSANCE"))
    set_flow(m, Errands(0), ActionTurn(0))
    assert m.decision().kind == "place" and legal(m) == {"place C-RENAISSANCE"}
    act(m, "place C-RENAISSANCE")
    assert m.state.renaissance == 0 and m.state.seats[0].boys == 0
    assert m.decision().kind == "turn"


def test_t8b_no_permitted_space_boy_goes_back() -> None:
    """T8b [R]: only P-SELL1 and P-EXCH free: no permitted space; his last boy goes back unplaced."""
    m = match(3, contests=ESP)
    _only_free(m, ("P-SELL1", "P-EXCH"))
    before = {k: list(v) for k, v in m.state.spaces.items()}
    set_flow(m, Errands(0), ActionTurn(0))
    red = m.state.seats[0]
    assert red.boys == 0 and red.home == 5
    assert m.state.spaces == before and m.decision().kind == "turn"


# --- T9 spending cap ------------------------------------------------------------------------------------------------


def test_t9_spending_cap() -> None:
    """T9: cash 2, one tile 3/d/BG, marker on BG: Tailor's Bill (spend 3) -> 0, not -1; Hasty Sale (discount 1) sells
    it for max(0, 3 - 1 - 5) = 0; Gambling Debts (spend 3) -> -3; Possessions score -3."""
    m = match(2, contests=EP)
    me = m.state.seats[0]
    _turn(m, cash=2, tiles=["A3"], hand=("PW06", "PW04"), board=("PB09",), borough="BG")
    act(m, "play PW06")
    assert me.cash == 0 and _possessions(m) == 4
    act(m, "play PW04")
    act(m, "sell A3")
    assert me.cash == 0 and me.possessions == []
    act(m, "activate PB09")
    assert me.cash == -3 and _possessions(m) == -3
    assert rules().scores(m.state, 0)["possessions"] == -3 and rules().game_ends(m.state)


# --- T10 sale floor -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("borough", "board", "gained"), [("CH", (), 0), ("WM", (), 4), ("WM", ("PB08",), 3)])
def test_t10_bargain_sale(borough: str, board: tuple[str, ...], gained: int) -> None:
    """T10: T19 (6/h/CH), Bargain Sale (BT-P2, sell 1 discount 2): marker on CH -> max(0, 6 - 2 - 5) = 0, nothing paid
    in, score -7; marker on WM -> 4, score -3; Crooked Auctioneer (PB08, sale_discount 1) adds 1 more discount."""
    m = match(2, contests=EP)
    me = m.state.seats[0]
    _turn(m, cash=0, tiles=["T19"], bonus=("BT-P2",), board=board, borough=borough)
    before = _possessions(m)
    assert before == 7
    act(m, "bonus BT-P2")
    assert legal(m) == {"sell T19"}
    act(m, "sell T19")
    assert me.cash == gained and me.possessions == []
    assert _possessions(m) - before == gained - 7
    assert "BT-P2" in m.state.bonus_supply and m.decision().kind == "turn"


@pytest.mark.parametrize(("board", "price"), [((), 1), (("PB08",), 0)])
def test_t10_plain_sale_on_the_marked_borough(board: tuple[str, ...], price: int) -> None:
    """T10: marker on CH, T19 sold on P-SELL2 (4-5p, no discount): 6 - 5 = 1; with Crooked Auctioneer 0."""
    m = match(4, contests=EP)
    _errand(m, cash=0, tiles=["T19"], borough="CH", board=board)
    act(m, "place P-SELL2")
    act(m, "sell T19")
    assert m.state.seats[0].cash == price


def test_t10_sale_price_never_below_zero() -> None:
    """T10 / §3.2: discounts stack but the price floor is 0: a sale never takes money from the seller."""
    m = match(2, contests=EP)
    st = m.state
    st.seats[0].board, st.borough = ["PB08"], "CH"
    sell = rules().spec.effect("sell(1, discount: 2)")
    assert sale_price(rules(), st, 0, "T19", sell) == 0
    assert sale_price(rules(), st, 0, "T04", sell) == 0  # 2/h/CH: 2 - 2 - 5 - 1 = -6 -> 0
    st.borough = "WM"
    assert sale_price(rules(), st, 0, "T19", sell) == 3


def test_t10_bargain_sale_resolved_directly() -> None:
    """The brief's direct form: Do(seat, sell(1, discount: 2), Ctx(BT-P2)) on T19 with the marker on CH pays 0."""
    m = match(2, contests=EP)
    me = m.state.seats[0]
    me.cash, me.possessions, m.state.borough = 5, ["T19"], "CH"
    set_flow(m, Do(0, rules().spec.effect("sell(1, discount: 2)"), Ctx("BT-P2", 0, True)), ActionTurn(1))
    act(m, "sell T19")
    assert me.cash == 5 and me.possessions == []


# --- sell(2) --------------------------------------------------------------------------------------------------------


def test_sell_two_second_sale_optional_same_discount() -> None:
    """§3.2: Fire Sale (PW10, sell 2 discount 2): marker on KN: A1 5/h/MF -> 3, A3 3/d/BG -> 1 (same discount);
    after the first sale, done is offered."""
    m = match(2, contests=EP)
    me = m.state.seats[0]
    _turn(m, cash=0, tiles=["A1", "A3", "A6"], hand=("PW10",), borough="KN")
    act(m, "play PW10")
    assert legal(m) == {"sell A1", "sell A3", "sell A6"}
    act(m, "sell A1")
    assert me.cash == 3 and legal(m) == {"sell A3", "sell A6", "done"}
    act(m, "sell A3")
    assert me.cash == 4 and me.possessions == ["A6"] and m.decision().kind == "turn"


def test_sell_two_stop_after_one() -> None:
    """The second sale is optional: done after the first keeps the other tiles."""
    m = match(3, contests=EP)
    me = m.state.seats[0]
    _errand(m, cash=0, tiles=["A1", "A3"], borough="KN")
    act(m, "place P-EXSELL")
    act(m, "option 2")  # sell two, no extra discount
    act(m, "sell A1")
    act(m, "done")
    assert me.cash == 5 and me.possessions == ["A3"] and m.decision().kind == "turn"


def test_on_sell_fires_once_per_tile() -> None:
    """Campaign Treasurer (CEP1, on_sell -> lose_votes(1)) fires after each tile sold: two sales, two votes."""
    m = match(3, contests=EP)
    me = m.state.seats[0]
    me.votes = 24
    _errand(m, cash=0, tiles=["A1", "A3"], board=("CEP1",), borough="KN")
    act(m, "place P-EXSELL")
    act(m, "option 2")
    act(m, "sell A1")
    assert legal(m) == {"trigger CEP1", "skip CEP1"}
    act(m, "trigger CEP1")
    assert me.votes == 23 and legal(m) == {"sell A3", "done"}
    act(m, "sell A3")
    act(m, "trigger CEP1")
    assert me.votes == 22 and me.cash == 8 and m.decision().kind == "turn"


# --- T11 count before moving ----------------------------------------------------------------------------------------


def _dinner(m, tiles):
    me = m.state.seats[0]
    me.tokens = {parse_square("L6"): "lady", parse_square("M7"): "gentleman"}
    me.tokens |= {parse_square("M4"): "lady", parse_square("R5"): "gentleman"}
    me.activated = set()
    m.state.renaissance = None
    _turn(m, tiles=tiles, board=("SB01",))


def test_t11_reservation_dinner_counts_a_possession_tile() -> None:
    """T11: S+P; Red's only wine is his tile 5/w/KN (A2; A5 1/w/WM sold): Reservation Dinner counts 1: L6 -> L5
    (wine) and no further move; society 22 -> 21; afterwards 2 wine. Next round: count 2: L5 -> L4 -> L3, 21 -> 19."""
    from tabletop.games.prodigals.rules.grid import standing_symbols

    m = match(2, contests=SP)
    st = m.state
    _dinner(m, ["A1", "A2", "A3", "A4", "A6"])
    assert st.society(0) == 22 and standing_symbols(rules().spec, st, 0, "w", True) == 1
    act(m, "activate SB01")
    assert m.decision().kind == "move"
    act(m, "move L6 L5")
    assert m.decision().kind == "turn" and st.society(0) == 21  # count fixed at 1 before the move
    assert standing_symbols(rules().spec, st, 0, "w", True) == 2
    st.seats[0].activated.clear()  # next round, nothing else changed
    set_flow(m, ActionTurn(0))
    act(m, "activate SB01")
    act(m, "move L5 L4")
    assert m.decision().kind == "move"  # the count (2) was read before the token left the wine square
    act(m, "move L4 L3")
    assert m.decision().kind == "turn" and st.society(0) == 19


def test_t11_without_the_wine_tile_no_move() -> None:
    """T11 contrast: without the 5/w/KN tile Red has no wine: the activation counts 0 and moves nothing."""
    m = match(2, contests=SP)
    _dinner(m, ["A1", "A3", "A4", "A6"])
    act(m, "activate SB01")
    assert m.decision().kind == "turn" and m.state.society(0) == 22


# --- T15b Change of Plans -------------------------------------------------------------------------------------------


def _change_of_plans(round_: int = 4):
    m = match(3, contests=ESP)
    st = m.state
    st.round, st.phase = round_, "actions"
    red = st.seats[0]
    st.spaces = {"S-MOVE2": [0], "P-PERS": [0], "E-TILE": [1], "P-SELL1": [2]}
    red.personal_used, red.boys, red.megaphones, red.reserved = {"P-PERS"}, 0, 0, None
    red.hand = ["CESP4"]
    set_flow(m, ActionTurn(0))
    return m


def test_t15b_change_of_plans_to_hyde_park() -> None:
    """T15b: E+S+P round 4: the boy on S-MOVE2 moves to E-HYDE: +2 megaphones; S-MOVE2 is free again and its moves are
    not undone."""
    m = _change_of_plans()
    st, red = m.state, m.state.seats[0]
    tokens = dict(red.tokens)
    act(m, "play CESP4")
    assert legal(m) == {"from S-MOVE2", "from P-PERS", "done"}
    act(m, "from S-MOVE2")
    assert "place E-HYDE" in legal(m)
    act(m, "place E-HYDE")
    assert red.megaphones == 2 and st.spaces["E-HYDE"] == [0] and "S-MOVE2" not in st.spaces
    assert red.tokens == tokens
    assert closed_reason(rules(), st, 1, next(s for s in board_spaces(rules(), st) if s.id == "S-MOVE2")) is None
    assert m.decision().kind == "turn" and red.played == ["CESP4"]


def test_t15b_targets_are_normal_placements() -> None:
    """T15b: targets are the still-free spaces a normal placement could take, on any board (central included): not
    occupied spaces, not a used personal space (even when that boy moves), no sale space without a tile, no turn-order
    space after a reservation."""
    m = _change_of_plans()
    st, red = m.state, m.state.seats[0]
    red.possessions, red.reserved = [], 2
    st.spaces["C-TURN2"] = [0]
    act(m, "play CESP4")
    act(m, "from P-PERS")
    found = {a.split()[1] for a in legal(m)}
    assert found == set(targets(rules(), st, 0))
    assert {"E-HYDE", "C-RENAISSANCE", "C-CARD", "S-LADY", "S-MOVE1", "E-PERS", "S-PERS"} <= found
    assert not found & {"P-PERS", "E-TILE", "P-SELL1", "S-MOVE2", "C-TURN1", "C-TURN2", "C-TURN3"}
    assert not found & {"P-EXCH", "P-EXSELL"}  # no possession tile
    act(m, "place S-PERS")
    assert "P-PERS" in red.personal_used and "S-PERS" in red.personal_used
    assert st.spaces.get("P-PERS", []) == [] and st.spaces["S-PERS"] == [0]


def test_t15b_hyde_park_value_follows_the_round() -> None:
    """T15b: the space is resolved with the current round's value (round 5: 3 megaphones)."""
    m = _change_of_plans(round_=5)
    for text in ("play CESP4", "from S-MOVE2", "place E-HYDE"):
        act(m, text)
    assert m.state.seats[0].megaphones == 3


def test_t15b_reservation_follows_the_boy() -> None:
    """Components §3.3 (14): moving the boy off a turn-order space takes the reservation with it."""
    m = _change_of_plans()
    st, red = m.state, m.state.seats[0]
    st.spaces["C-TURN2"] = [0]
    red.reserved = 2
    for text in ("play CESP4", "from C-TURN2", "place E-HYDE"):
        act(m, text)
    assert "C-TURN2" not in st.spaces
    assert red.reserved is None


# --- cleanup and the end --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("start", "after"), [("MF", "BG"), ("CH", "WM"), ("WM", "MF")])
def test_cleanup_removes_board_tiles_and_turns_the_marker(start: str, after: str) -> None:
    """§2.7: at round end the board's possession tiles are removed and the marker turns one borough clockwise
    (MF -> BG -> KN -> CH -> WM -> MF); owned tiles stay."""
    m = match(2, contests=EP)
    st = m.state
    old = list(st.possession_board)
    owned = [list(s.possessions) for s in st.seats]
    assert len(old) == 4
    st.borough = start
    for s in st.seats:
        s.hand = []
    set_flow(m, EndRound())
    assert st.round == 2 and st.borough == after and not st.ended
    assert all(t in st.discard for t in old) and not set(old) & set(st.possession_board)
    assert len(st.possession_board) == 4 and [s.possessions for s in st.seats] == owned
    assert m.decision().kind == "place"


def test_end_score_cash_plus_values_plus_one_per_tile() -> None:
    """§3.2 / §4: Possessions = cash + tile values + 1 per tile still owned: 3 + (5 + 1) + 2 = 11."""
    m = match(2, contests=EP)
    me = m.state.seats[0]
    me.cash, me.possessions = 3, ["A1", "A6"]
    assert rules().scores(m.state, 0)["possessions"] == 11
    me.possessions = []
    assert rules().scores(m.state, 0)["possessions"] == 3


@pytest.mark.parametrize(("cash", "tiles", "ends"), [(0, [], True), (-3, [], True), (1, [], False), (0, ["A6"], False)])
def test_game_ends_on_possessions_at_or_below_zero(cash: int, tiles: list[str], ends: bool) -> None:
    """§2.7: the end check ends the game when a Possessions score is 0 or less (round 1; other scores positive)."""
    m = match(2, contests=EP)
    me = m.state.seats[1]
    me.cash, me.possessions = cash, list(tiles)
    for s in m.state.seats:
        s.hand = []
    set_flow(m, EndRound())
    assert m.state.ended is ends and m.is_over() is ends
    if ends:
        assert "Possessions score" in say(m.outcome().summary)


def test_sale_and_exchange_cards_need_a_tile() -> None:
    """Components reading 15: selling or exchanging on a card, a black card or a bonus tile needs a possession tile,
    as on the board's spaces; spending does not."""
    m = match(2, contests=EP)
    cards = ("PW04", "PW05", "PW06", "PB03")  # Hasty Sale, Poor Trade, Tailor's Bill, Estate Agent
    _turn(m, cash=10, tiles=[], hand=cards, board=("PB03",), bonus=("BT-P2",))
    assert legal(m) == {"play PW06", "board PB03", "end"}
    _turn(m, cash=10, tiles=["A3"], hand=cards, board=("PB03",), bonus=("BT-P2",))
    assert {"play PW04", "play PW05", "activate PB03", "bonus BT-P2"} <= legal(m)


def test_possessions_misclicks_are_explained() -> None:
    """A possession tile clicked when nothing sells, and a sale card without a tile, get the rules' words."""
    m = match(2, contests=EP)
    _turn(m, cash=10, tiles=["A3"], hand=("PW06",))
    assert "sold or exchanged only" in say(rules().why_not(m.state, 0, "sell", "A3"))
    _turn(m, cash=10, tiles=[], hand=("PW04",))
    assert "own no possession tile" in say(rules().why_not(m.state, 0, "play", "PW04"))
