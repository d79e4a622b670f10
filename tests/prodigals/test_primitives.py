"""Edge cases of each primitive the Election + Society game uses, one step chain at a time."""

from __future__ import annotations

from tabletop.games.prodigals.rules import resolve
from tabletop.games.prodigals.rules.cards import catalog
from tabletop.games.prodigals.rules.resolve import Ctx, Do
from tabletop.games.prodigals.rules.state import parse_square
from tabletop.games.prodigals.rules.turns import ActionTurn
from tests.prodigals.helpers import act, legal, match, rules, set_flow, tokens


def _do(text: str, squares=("L6", "M7", "M4", "R5"), votes: int = 24, seat: int = 0, phase: bool = True):
    m = match(2)
    me = m.state.seats[seat]
    me.tokens, me.votes = tokens(*squares), votes
    set_flow(m, Do(seat, rules().spec.effect(text), Ctx("test", action_phase=phase)), ActionTurn(seat))
    return m


def _walk(effect):
    yield effect
    for child in (
        getattr(effect, "effects", ())
        or getattr(effect, "options", ())
        or [x for x in (getattr(effect, "effect", None), getattr(effect, "cost", None), getattr(effect, "gain", None))]
    ):
        if child is not None and not isinstance(child, str):
            yield from _walk(child)


def test_every_election_society_effect_is_implemented() -> None:
    """Every card, space and bonus tile of Election + Society uses only primitives the interpreter implements."""
    spec = rules().spec
    trees = []
    for c in catalog(spec).values():
        trees += [spec.effect(t) for t in (getattr(c, "play", None), getattr(c, "activation", None)) if t]
        trees += [p.effect for p in map(spec.permanent, getattr(c, "permanent", ())) if hasattr(p, "effect")]
    for module in ("election", "society"):
        for n in (2, 4):
            for s in spec.spaces_on(module, n):
                trees += [spec.effect(t, "space") for t in (s.effect, *s.by_round) if t]
    trees += [spec.effect(b.effect, "tile") for b in spec.bonus_tiles if b.module in ("election", "society")]
    trees += [spec.effect(b.effect) for b in spec.election.inner_circle.bonuses if b.module != "possessions"]
    assert len(trees) > 60
    for tree in trees:
        for node in _walk(tree):
            assert type(node) in resolve._HANDLERS, node


def test_lose_and_megaphones() -> None:
    """lose_votes may go below 0; megaphones add to the round's tally."""
    m = _do("all(lose_votes(3), megaphones(2))", votes=2)
    assert m.state.seats[0].votes == -1 and m.state.seats[0].megaphones == 2


def test_move_optional_and_several_on_one_token() -> None:
    """move(n): up to n single moves, one token may take several, done stops at once."""
    m = _do("move(3, [down])")
    assert "done" in legal(m) and "move L6 L5" in legal(m) and "move M7 M6" in legal(m)
    act(m, "move L6 L5")
    act(m, "move L5 L4")
    act(m, "done")
    assert m.decision().kind == "turn" and parse_square("L4") in m.state.seats[0].tokens


def test_move_filters_gender_and_direction() -> None:
    """move(.., who: lady) moves only ladies; side moves never leave the grid; occupied squares are closed."""
    m = _do("move(1, [side], who: lady)", squares=("L6", "M7", "M6", "R5"))
    assert legal(m) == {"move R5 M5", "done"}
    m = _do("move(1, [diag], who: gentleman)")
    assert legal(m) == {"move M7 R6", "move M4 L3", "move M4 R3", "done"}


def test_move_up_mandatory_and_lapses() -> None:
    """move_up: no done; when no token can move up the rest lapses."""
    m = _do("move_up(2)", squares=("L8", "M8", "R8", "L7"))
    assert m.decision().kind == "turn"
    m = _do("move_up(2)", squares=("L8", "M8", "R7", "L7"))
    assert legal(m) == {"up R7"}
    act(m, "up R7")
    assert m.decision().kind == "turn"


def test_straight_down_row_no_passing() -> None:
    """straight_down(2, row): name a row; each token in it moves 0..2 straight down, never passing a token."""
    m = _do("straight_down(2, row)", squares=("L6", "M6", "R6", "M5"))
    act(m, "row 6")
    assert "down L6 L4" in legal(m) and "down M6 M5" not in legal(m) and "down M6 M4" not in legal(m)
    act(m, "down L6 L4")
    assert "down L4 L3" not in legal(m)
    act(m, "down R6 R5")
    assert m.decision().kind == "turn"  # M6 cannot move: the step ends by itself


def test_straight_down_column_gender() -> None:
    """straight_down(2, column:left, who: lady): only ladies in the left column are in scope."""
    m = _do("straight_down(2, column:left, who: lady)", squares=("L6", "L7", "M4", "R5"))
    assert {str(a) for a in m.legal_actions()} == {"down L6 L5", "down L6 L4", "done"}


def test_jump_down() -> None:
    """jump_down: only over an occupied square; further jumps only by the same token."""
    m = _do("jump_down(3)", squares=("L6", "L5", "L3", "R5"))
    assert legal(m) == {"jump L6 L4", "done"}
    act(m, "jump L6 L4")
    assert legal(m) == {"jump L4 L2", "done"}
    act(m, "jump L4 L2")
    assert m.decision().kind == "turn"  # no third jump is possible: nothing left to offer


def test_jump_needs_first_jump() -> None:
    """jump_down with no possible first jump is not offered at all (nothing to choose)."""
    assert _do("jump_down(2, who: lady)").decision().kind == "turn"


def test_choose_and_times() -> None:
    """choose: exactly one option; times: n picks, repeats allowed, each resolved fully."""
    m = _do("choose(lose_votes(2), megaphones(1))")
    assert legal(m) == {"option 1", "option 2"}
    act(m, "option 2")
    assert m.state.seats[0].megaphones == 1 and m.decision().kind == "turn"
    m = _do("times(2, [lose_votes(1), move(2, [down])])")
    act(m, "option 1")
    act(m, "option 1")
    assert m.state.seats[0].votes == 22 and m.decision().kind == "turn"


def test_trade_cost_must_be_payable() -> None:
    """trade: gain_votes is unpayable at the track maximum; move_up unpayable when no token can go up."""
    text = "choose(trade(gain_votes(1), move(4, [down, diag])), trade(move_up(1), lose_votes(4)))"
    assert legal(_do(text, votes=30)) == {"option 2"}
    assert legal(_do(text, squares=("L8", "M8", "R8", "L7"))) == {"option 1"}
    m = _do(text, votes=24)
    act(m, "option 1")
    assert m.state.seats[0].votes == 25 and m.decision().kind == "move"


def test_per_counts_once() -> None:
    """T11-style: per(symbol:w, move(1, [down])) counts the wine before moving off it."""
    m = _do("per(symbol:w, move(1, [down]))", squares=("L5", "M7", "M4", "R6"))
    act(m, "move L5 L4")
    assert m.decision().kind == "turn"
    m = _do("per(tokens_on_value:6, move(1, [down]))", squares=("L6", "M6", "M4", "R5"))
    act(m, "move L6 L5")
    assert m.decision().kind == "move"
    m = _do("per(tokens_in_column{left, lady}, lose_votes(2))", squares=("L6", "M7", "M4", "L4"))
    assert m.state.seats[0].votes == 20


def test_renaissance_man_fixed_on_first_use() -> None:
    """The Renaissance Man's symbols are fixed at first use and count only in the action phase."""
    m = match(2)
    m.state.renaissance = 0
    me = m.state.seats[0]
    me.votes = 24
    set_flow(m, Do(0, rules().spec.effect("per(symbol:h, lose_votes(1))"), Ctx("t", action_phase=True)))
    assert legal(m) == {"fix 0", "fix 1", "fix 2"}
    act(m, "fix 2")
    assert me.votes == 24 - 2 - 1  # two fixed horses and the horse square R5
    set_flow(m, Do(0, rules().spec.effect("per(symbol:h, lose_votes(1))"), Ctx("t", action_phase=False)))
    assert me.votes == 24 - 3 - 1


def test_played_white_windows() -> None:
    """played_white counts earlier white cards of the party; this_and_last_round adds last round's."""
    m = match(2)
    me = m.state.seats[0]
    me.played, me.played_last, me.votes = ["EW04", "EW05", "EW01"], ["EW06"], 24
    set_flow(m, Do(0, rules().spec.effect("per(played_white{party: L, window: this_round}, lose_votes(2))")))
    assert me.votes == 22
    set_flow(m, Do(0, rules().spec.effect("per(played_white{party: any, window: this_and_last_round}, lose_votes(1))")))
    assert me.votes == 19


def test_trigger_skip_and_megaphone_trigger() -> None:
    """Gossip Columnist: per megaphone the white card gained, one move down; triggers may be skipped."""
    m = match(2)
    me = m.state.seats[0]
    me.hand, me.board, me.votes = ["EW06", "EW04"], ["CES1"], 24
    set_flow(m, ActionTurn(0))
    act(m, "play EW06")
    act(m, "trigger CES1")
    act(m, "move L6 L5")
    act(m, "move L5 L4")
    assert m.decision().kind == "turn"
    act(m, "play EW04")
    assert m.decision().kind == "turn"


def test_shield_tokens_in_old_lady_phase() -> None:
    """shield_tokens: a shielded token neither moves nor counts as blocked."""
    from tabletop.games.prodigals.rules.rounds import OldLadyStart

    m = match(2)
    me = m.state.seats[0]
    m.state.old_lady = "OL6"
    me.tokens, me.shields = tokens("L8", "L7", "R4", "M2"), 1
    set_flow(m, OldLadyStart(0), ActionTurn(0))
    assert {"shield L8", "shield L7", "done"} <= legal(m) and "shield R4" not in legal(m)
    act(m, "shield L8")
    assert legal(m) == {"done"}
    act(m, "done")
    assert m.decision().kind == "move_up" and "up R4" in legal(m)
    act(m, "up R4")
    assert parse_square("L8") in me.tokens and parse_square("L7") in me.tokens and m.decision().kind == "turn"


def test_black_card_board_full_and_activation_once() -> None:
    """A full board: discard one first; an activated card is not offered again this round."""
    m = match(2)
    me = m.state.seats[0]
    me.hand, me.board = ["EB10"], ["EB03", "EB04", "EB07", "EB08", "EB12", "SB02"]
    set_flow(m, ActionTurn(0))
    act(m, "activate SB02")
    act(m, "done")
    assert "activate SB02" not in legal(m)
    act(m, "board EB10")
    assert m.decision().kind == "board_full"
    act(m, "discard SB02")
    assert "EB10" in me.board and "SB02" in m.state.discard and len(me.board) == 6
