"""The Prodigals Club's effect vocabulary: the grammar, the validator's every rule with its message, ``describe`` for
every form, and (with hypothesis) that any tree the validator accepts reads back from its text unchanged."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.engine.message import say
from tabletop.games.prodigals.rules.effects import (
    EffectError,
    describe,
    parse,
    parse_permanent,
    problems_of,
    to_text,
    validate,
)
from tabletop.games.prodigals.rules.vocab import (
    COMBINATORS,
    COUNTERS,
    FORMS,
    PARTY_FILTERS,
    PERMANENTS,
    SPACE_ACTIONS,
    STEPS,
    WHO,
    WINDOWS,
    AbmtCount,
    All,
    AtPhase,
    Choose,
    Exchange,
    GainVotes,
    JumpDown,
    LoseVotes,
    LoseVotesByCount,
    Megaphones,
    Modify,
    Move,
    MoveUp,
    OnPlayWhite,
    OnSell,
    Per,
    PlayedWhite,
    RelocateErrandBoy,
    Sell,
    ShieldTokens,
    Spend,
    StraightDown,
    SymbolCount,
    TakeMoney,
    TakeRenaissanceMan,
    TakeSet,
    TilesInBorough,
    Times,
    TokensInColumn,
    TokensOnValue,
    Trade,
    TriggerMegaphones,
)


def test_the_vocabulary_is_the_documents_closed_list():
    """Components §3: 23 card primitives (14 steps, 5 combinators, 4 triggers and modifiers), 7 counters, 6 actions."""
    assert (len(STEPS), len(COMBINATORS), len(PERMANENTS), len(COUNTERS), len(SPACE_ACTIONS)) == (14, 5, 4, 7, 6)
    assert len(FORMS) == 36 and all(FORMS[cls.WORD] is cls for cls in FORMS.values())
    assert all(cls.__doc__ for cls in FORMS.values())


# ----- the grammar -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "tree"),
    [
        ("all(lose_votes(1), megaphones(1))", All((LoseVotes(1), Megaphones(1)))),
        (
            "times(2, [lose_votes(1), move(2, [down])])",
            Times(2, (LoseVotes(1), Move(2, ("down",)))),
        ),
        ("per(symbol:h, move(1, [down]))", Per(SymbolCount("h"), Move(1, ("down",)))),
        ("trade(take_money(2), move(2, [down]))", Trade(TakeMoney(2), Move(2, ("down",)))),
        ("lose_votes_by_count{1:1, 2:3, 3:6, 4:9}", LoseVotesByCount((1, 3, 6, 9))),
        ("straight_down(2, column:left, who: lady)", StraightDown(2, "left", "lady")),
        ("straight_down(1, row)", StraightDown(1, None)),
        ("jump_down(3, who: gentleman)", JumpDown(3, "gentleman")),
        ("sell(1, discount: 1, borough: CH, borough_discount: 2)", Sell(1, 1, "CH", 2)),
        ("exchange(limit: 2)", Exchange(2)),
        ("exchange()", Exchange()),
        ("per(tokens_in_column{left, lady}, lose_votes(2))", Per(TokensInColumn("left", "lady"), LoseVotes(2))),
        ("per(tokens_on_value:-1, spend(1))", Per(TokensOnValue(-1), Spend(1))),
        ("per(tiles_in_borough:MF, spend(3))", Per(TilesInBorough("MF"), Spend(3))),
        ("all(spend(2), per(abmt, spend(2)))", All((Spend(2), Per(AbmtCount(), Spend(2))))),
        ("relocate_errand_boy()", RelocateErrandBoy()),
        ("relocate_errand_boy", RelocateErrandBoy()),
        ("shield_tokens(2)", ShieldTokens(2)),
        ("choose(trade(gain_votes(1), move(4, [down, diag])), move_up(1))", None),
    ],
)
def test_the_documents_forms_parse_into_their_trees(text: str, tree):
    parsed = parse(text)
    assert tree is None or parsed == tree
    assert parse(to_text(parsed)) == parsed


def test_the_grammar_is_free_with_whitespace_order_and_quoting():
    assert parse("times(2,[lose_votes(1),move(2,[down])])") == parse(
        " times ( 2 , [ lose_votes(1), move(2, [down]) ] ) "
    )
    assert parse("sell(1, borough_discount: 2, borough: CH, discount: 1)") == Sell(1, 1, "CH", 2)
    assert parse("lose_votes(n: 2)") == LoseVotes(2)
    assert parse("straight_down(2, column: left)") == parse("straight_down(2, column:left)")
    trigger = parse_permanent('on_play_white{name: "Whip\'s Office, the"} -> lose_votes(1)')
    assert trigger == OnPlayWhite(LoseVotes(1), name="Whip's Office, the")
    assert to_text(trigger) == 'on_play_white{name: "Whip\'s Office, the"} -> lose_votes(1)'
    assert parse_permanent("on_play_white{name: Pub Visit} -> lose_votes(2)").name == "Pub Visit"
    assert parse("take_renaissance_man", "space") == parse("take_renaissance_man()", "space") == TakeRenaissanceMan()
    assert parse("take_set(E-D1)", "space") == TakeSet("E-D1")
    assert to_text(parse("exchange")) == "exchange()" and to_text(parse_permanent("on_sell->spend(1)")) == (
        "on_sell -> spend(1)"
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "an effect cannot be empty"),
        ("lose_votes(1", "at column 13: expected ',' or ')', found the end of the text"),
        ("all(lose_votes(1) megaphones(1))", "at column 19: expected ',' or ')', found 'megaphones'"),
        ("lose_votes(1) x", "at column 15: expected the end of the effect, found 'x'"),
        ("lose_votes($)", "at column 12: unexpected character '$'"),
        ("move(2, [down)", "at column 14: expected ',' or ']', found ')'"),
        ("sell(1, [a]: 2)", "at column 9: only a single word or a number may stand before ':'"),
        ("Pub Visit", "expected an effect, got 'Pub Visit'"),
        ("lose_votes{1}", "write lose_votes as lose_votes(...), not lose_votes{...}"),
        ("per(symbol(h), spend(1))", "write symbol as symbol:value, not symbol(...)"),
        ("per(played_white, spend(1))", "write played_white as played_white{...}, not played_white"),
        ("lose_votes(1) -> spend(1)", "only a trigger takes '-> effect', not lose_votes"),
        ("lose_votes(1, 2)", "lose_votes takes parameters n; 2 is one argument too many"),
        ("lose_votes(n: 1, n: 2)", "lose_votes is given n twice"),
        ("lose_votes()", "lose_votes is missing n; it takes parameters n"),
        (
            "sell(1, discont: 1)",
            "sell has no parameter 'discont'; it takes parameters k, discount, borough, borough_discount",
        ),
        ("move(2, down)", "move: dirs must be a list of words like [down, diag], got down"),
        ("times(2, lose_votes(1))", "times: options must be a list of effects in [...], got lose_votes(...)"),
        ("lose_votes(x)", "lose_votes: n must be a whole number, got x"),
        (
            "straight_down(1, everything)",
            "straight_down: the scope is row or column:<left/middle/right>, got everything",
        ),
        ("lose_votes_by_count{1:1, 3:3}", "lose_votes_by_count needs the keys 1, 2, 3, ... in order, got [1, 3]"),
        ("sell(1, 2: 3)", "sell takes parameters k, discount, borough, borough_discount, not number keys like 2:"),
    ],
)
def test_what_does_not_parse_says_what_and_where(text: str, message: str):
    with pytest.raises(EffectError) as caught:
        parse(text)
    assert str(caught.value) == message


# ----- the validator ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("lose_vote(1)", "card", "unknown effect 'lose_vote' (did you mean lose_votes?); the vocabulary is closed "
         "(components §3)"),
        ("teleport(1)", "card", "unknown effect 'teleport'; the vocabulary is closed (components §3)"),
        ("lose_votes(0)", "card", "lose_votes: n must be from 1 to 9, got 0"),
        ("lose_votes(-1)", "card", "lose_votes: n must be from 1 to 9, got -1"),
        ("shield_tokens(5)", "card", "shield_tokens: n must be from 1 to 4, got 5"),
        ("move(2, [up])", "card", "move: dirs must be different directions among down, diag, side, got [up]"),
        ("move(2, [down, down])", "card", "move: dirs must be different directions among down, diag, side, got "
         "[down, down]"),
        ("move(2, [])", "card", "move: dirs must be different directions among down, diag, side, got []"),
        ("move(2, [down], who: child)", "card", "move: who must be one of any, lady, gentleman, got 'child'"),
        ("straight_down(2, column:top)", "card", "straight_down: column must be one of left, middle, right, got 'top'"),
        ("sell(1, borough: CH)", "card", "sell: borough and borough_discount go together (the extra discount for that "
         "borough)"),
        ("times(1, [spend(1)])", "card", "times: n must be from 2 to 9, got 1"),
        ("all(spend(1))", "card", "all needs 2 to 9 effects, got 1"),
        ("times(2, [])", "card", "times needs 1 to 9 options, got 0"),
        ("gain_votes(1)", "card", "gain_votes may stand only as the cost of a trade(cost, gain)"),
        ("all(take_money(1), spend(1))", "card", "take_money may stand only as the cost of a trade(cost, gain)"),
        ("trade(spend(1), lose_votes(1))", "card", "a trade's cost must be one step among take_money, gain_votes, "
         "move_up, got spend"),
        ("take_set(any)", "card", "take_set is a space-only action: it may stand only on a board space"),
        ("old_lady_immunity", "tile", "old_lady_immunity is a space-only action: it may stand only on a board space"),
        ("reserve_turn_order(6)", "space", "reserve_turn_order: k must be from 1 to 5, got 6"),
        ("take_political_tile(both)", "space", "take_political_tile: source must be one of set, choice, got 'both'"),
        ("on_sell -> lose_votes(1)", "card", "on_sell is a trigger or modifier: it belongs in a black card's "
         "permanent list"),
        ("modify{sale_discount, 1}", "card", "modify is a trigger or modifier: it belongs in a black card's "
         "permanent list"),
    ],
)  # fmt: skip
def test_each_rule_of_the_vocabulary_has_its_message(text: str, where: str, message: str):
    with pytest.raises(EffectError) as caught:
        parse(text, where)
    assert str(caught.value) == message
    assert problems_of(text, where) == [message]


def test_combinators_nest_at_most_three_deep():
    with pytest.raises(EffectError, match=r"combinators nest 4 deep here \(all > choose > times > per\); at most 3"):
        parse("all(spend(1), choose(times(2, [per(abmt, all(spend(1), spend(2)))]), spend(1)))")
    assert parse("choose(times(2, [per(symbol:h, lose_votes(1))]), lose_votes(1))")  # choose > times > per: 3 deep
    with pytest.raises(EffectError, match="nest 4 deep"):
        parse("choose(trade(gain_votes(1), all(per(symbol:h, lose_votes(1)), lose_votes(1))), lose_votes(1))")
    # a trigger's condition is not counted: three combinators under a trigger are allowed
    trigger = (
        "on_play_white{has_megaphones} -> choose(per(trigger_megaphones, all(spend(1), move(1, [down]))), spend(1))"
    )
    assert isinstance(parse_permanent(trigger), OnPlayWhite)


def test_counters_stand_only_as_per_s_first_argument():
    for text in ("symbol:h", "abmt", "all(symbol:h, lose_votes(1))", "trade(abmt, spend(1))"):
        assert (
            problems_of(text)[0].startswith("the counter ")
            and "first argument of per(counter, effect)" in (problems_of(text)[0])
        )
    assert problems_of("per(lose_votes(1), spend(1))") == [
        "per's first argument must be a counter (symbol, played_white, tokens_on_value, tokens_in_column, "
        "tiles_in_borough, abmt, trigger_megaphones), got lose_votes(...)"
    ]
    assert problems_of("per(trigger_megaphones, lose_votes(1))") == [
        "the counter trigger_megaphones may stand only inside an on_play_white trigger"
    ]
    assert problems_of("per(played_white{window: this_round}, lose_votes(1))") == [
        "played_white needs exactly one of party or name"
    ]
    assert problems_of("per(played_white{party: L, name: Pub Visit, window: this_round}, lose_votes(1))") == [
        "played_white needs exactly one of party or name"
    ]
    assert problems_of("per(played_white{party: any, window: yesterday}, lose_votes(1))") == [
        "played_white: window must be one of this_round, this_and_last_round, got 'yesterday'"
    ]
    assert problems_of("per(symbol:x, lose_votes(1))") == ["symbol: symbol must be one of h, w, d, got 'x'"]
    assert parse("per(symbol:x, lose_votes(1))", symbols=("h", "w", "d", "x")) == Per(SymbolCount("x"), LoseVotes(1))
    assert problems_of("per(tokens_in_column{left, child}, lose_votes(1))") == [
        "tokens_in_column: who must be one of any, lady, gentleman, got 'child'"
    ]


def test_triggers_and_modifiers():
    assert parse_permanent("on_play_white{party: L} -> lose_votes(1)") == OnPlayWhite(LoseVotes(1), party="L")
    assert parse_permanent("on_play_white -> lose_votes(1)") == OnPlayWhite(LoseVotes(1))
    assert parse_permanent("on_sell -> move(1, [down])") == OnSell(Move(1, ("down",)))
    assert parse_permanent("at_phase{hyde_park, if_boy_on: E-HYDE} -> lose_votes(1)") == AtPhase(
        "hyde_park", LoseVotes(1), "E-HYDE"
    )
    assert parse_permanent("modify{inner_circle_bonuses, 5}") == Modify("inner_circle_bonuses", 5)
    bad = {
        "lose_votes(1)": "a permanent effect is a trigger (on_play_white, on_sell, at_phase) or modify{...}, got "
        "lose_votes(...)",
        "on_sell": "the trigger on_sell needs '-> effect' after it",
        "modify{sale_discount, 1} -> spend(1)": "modify is a modifier and takes no '-> effect'",
        "modify{bogus, 1}": "modify: kind must be one of inner_circle_bonuses, abmt_spend_bonus, sale_discount, got "
        "'bogus'",
        "at_phase{noon} -> spend(1)": "at_phase: phase must be one of hyde_park, old_lady, got 'noon'",
        "on_play_white{party: X} -> spend(1)": "on_play_white: party must be one of L, C, B, any, got 'X'",
        "at_phase{hyde_park} -> megaphones(1)": "megaphones cannot be gained during the Hyde Park phase "
        "(at_phase{hyde_park})",
        "on_sell -> on_sell -> spend(1)": "on_sell is a trigger or modifier: it belongs in a black card's permanent "
        "list",
        "on_sel -> spend(1)": "unknown effect 'on_sel' (did you mean on_sell?); the vocabulary is closed "
        "(components §3)",
        "on_play_white{has_megaphones: yes} -> spend(1)": "on_play_white: has_megaphones cannot be given as yes",
    }
    for text, message in bad.items():
        assert problems_of(text, "permanent") == [message], text


def test_the_group_play_table():
    assert parse("lose_votes_by_count{1: 1, 2: 3}") == LoseVotesByCount((1, 3))
    assert problems_of("lose_votes_by_count{}") == ["lose_votes_by_count needs 1 to 9 entries of 0 to 30 votes, got []"]
    assert problems_of("lose_votes_by_count{1:1, 2:31}") == [
        "lose_votes_by_count needs 1 to 9 entries of 0 to 30 votes, got [1, 31]"
    ]
    nested = "lose_votes_by_count must be a white card's whole effect (a card with group_play)"
    assert problems_of("choose(lose_votes_by_count{1:1}, lose_votes(1))") == [nested]
    assert problems_of("lose_votes_by_count{1:1}", "space") == [nested]
    assert say(describe(LoseVotesByCount((1, 3, 6, 9)))) == (
        "Play 1 to 4 copies at once as one action and lose 1 vote for 1 copy, 3 votes for 2 copies, 6 votes for "
        "3 copies or 9 votes for 4 copies."
    )
    assert to_text(LoseVotesByCount((1, 3))) == "lose_votes_by_count{1:1, 2:3}"


def test_a_bit_more_time_counts_only_with_its_action():
    spree = parse("all(spend(2), per(abmt, spend(2)))")  # Shopping Spree (PW03): 1 ABMT spends 4, 3 spend 8
    assert spree == All((Spend(2), Per(AbmtCount(), Spend(2))))
    assert say(describe(spree)) == (
        "Spend 2 money, then for each A Bit More Time card played with this (counted before you start), spend 2 money."
    )
    assert say(describe(parse_permanent("modify{abmt_spend_bonus, 1}"))) == (
        "Each A Bit More Time card you play with an action spends 1 more."
    )
    assert problems_of("abmt")[0].startswith("the counter abmt may stand only")


def test_validate_works_on_trees_built_by_hand():
    assert validate(Per(LoseVotes(1), LoseVotes(1))) == ["per's first argument must be a counter, got lose_votes"]
    assert validate(All((LoseVotes(1),))) == ["all needs 2 to 9 effects, got 1"]
    assert validate(Choose((TokensOnValue(6), LoseVotes(1)))) == [
        "the counter tokens_on_value may stand only as the first argument of per(counter, effect)"
    ]
    assert validate(Move(2, ())) == ["move: dirs must be different directions among down, diag, side, got []"]
    assert validate("lose_votes(1)") == ["str is not an effect of the vocabulary"]  # type: ignore[arg-type]
    assert validate(Trade(MoveUp(1), LoseVotes(4))) == [] and validate(Trade(GainVotes(1), Spend(1))) == []
    assert validate(OnSell(Modify("sale_discount", 1))) == [  # type: ignore[arg-type]
        "modify is a trigger or modifier: it belongs in a black card's permanent list"
    ]
    with pytest.raises(ValueError, match="where must be one of"):
        parse("lose_votes(1)", "board")


# ----- describe ----------------------------------------------------------------------------------------
SENTENCES = [
    ("lose_votes(1)", "card", "Lose 1 vote."),
    ("trade(gain_votes(2), spend(1))", "card",
     "You may gain 2 votes, only if you can in full, and then spend 1 money."),
    ("megaphones(3)", "card", "Gain 3 megaphones."),
    ("trade(take_money(2), move(1, [side]))", "card",
     "You may take 2 money from the bank, only if you can in full, and then you may move one of your tokens 1 square "
     "sideways."),
    ("move(3, [down, diag], who: lady)", "card",
     "Make up to 3 moves, each taking one of your ladies 1 square straight down or diagonally down."),
    ("trade(move_up(2), lose_votes(4))", "card",
     "You may make 2 moves straight up, each taking one of your tokens 1 square, only if you can in full, and then "
     "lose 4 votes."),
    ("straight_down(2, column:middle, who: lady)", "card",
     "Each of your ladies in the middle column may move up to 2 squares straight down, never onto or past another "
     "token."),
    ("jump_down(1)", "card",
     "One of your tokens jumps straight down over the token just below it onto the empty square beyond."),
    ("sell(2, discount: 1)", "card", "Sell 1 to 2 of your possession tiles, each at 1 below its value."),
    ("exchange(limit: 3)", "card",
     "Exchange one of your possession tiles for one on the Possessions board; if you give up more than 3 in value, "
     "take the loss above 3 from the bank."),
    ("shield_tokens(1)", "card", "One of your tokens is not affected by this round's Old Lady tile."),
    ("relocate_errand_boy()", "card",
     "Move one of your placed errand boys to any free space you could occupy and resolve that space."),
    ("choose(lose_votes(2), megaphones(1))", "card", "Choose one: lose 2 votes; or gain 1 megaphone."),
    ("times(2, [lose_votes(1), megaphones(1)])", "card",
     "Twice, choose one (the same again if you like): lose 1 vote; or gain 1 megaphone."),
    ("times(3, [lose_votes(1)])", "card", "Three times: lose 1 vote."),
    ("per(played_white{name: Pub Visit, window: this_and_last_round}, lose_votes(1))", "card",
     "For each Pub Visit card you played before this one this round or last round (counted before you start), lose "
     "1 vote."),
    ("per(played_white{party: C, window: this_round}, lose_votes(1))", "card",
     "For each white card with the Conservative icon you played before this one this round (counted before you "
     "start), lose 1 vote."),
    ("per(tiles_in_borough:WM, spend(2))", "card",
     "For each of your possession tiles from WM (counted before you start), spend 2 money."),  # names: the data's
    ("on_play_white{party: any} -> lose_votes(1)", "permanent",
     "Whenever you play a white card with a party icon: lose 1 vote."),
    ("on_sell -> lose_votes(1)", "permanent", "Whenever you sell a possession tile: lose 1 vote."),
    ("at_phase{old_lady} -> shield_tokens(1)", "permanent",
     "At the start of the Old Lady phase, before the tile applies: one of your tokens is not affected by this "
     "round's Old Lady tile."),
    ("modify{sale_discount, 1}", "permanent", "Every possession tile you sell brings 1 less."),
    ("modify{inner_circle_bonuses, 5}", "permanent", "Each inner circle you complete gives 5 bonuses."),
    ("take_set(any)", "space",
     "Take all the cards of any display still on this board, with its political circle tile if it has one."),
    ("all(lose_votes(1), take_political_tile(choice))", "space",
     "Lose 1 vote, then take 1 of the political circle tiles here (or none) and attach it to your network at once, "
     "or discard it."),
    ("take_political_tile(set)", "space",
     "Take the political circle tile of the set (or none) and attach it to your network at once, or discard it."),
    ("reserve_turn_order(2)", "space",
     "Take place 2 in next round's turn order, and a bonus tile of your choice if any is left."),
    ("take_central_card", "space", "Take the central card."),
    ("old_lady_immunity", "space", "The Old Lady does not affect you this round."),
]  # fmt: skip


@pytest.mark.parametrize(("text", "where", "sentence"), SENTENCES, ids=[t for t, _, _ in SENTENCES])
def test_describe_says_each_form_in_plain_english(text: str, where: str, sentence: str):
    form = parse_permanent(text) if where == "permanent" else parse(text, where)
    assert say(describe(form)) == sentence


def test_every_form_is_described_and_names_come_from_the_data():
    described = {type(node) for text, where, _ in SENTENCES for node in _nodes(text, where)}
    described |= {All, Per, SymbolCount, TokensOnValue, TokensInColumn, AbmtCount, TriggerMegaphones, OnPlayWhite,
                  AtPhase, TakeRenaissanceMan, LoseVotesByCount, StraightDown}  # fmt: skip
    assert described == set(FORMS.values())
    names = {"E-HYDE": "Hyde Park", "h": "racehorse", "E-D1": "the left display", "CH": "Chelsea"}
    assert "from Chelsea" in say(describe(parse("per(tiles_in_borough:CH, spend(1))"), names))  # boroughs: the data's
    assert say(describe(parse("per(symbol:h, lose_votes(2))"), names)) == (
        "For each racehorse symbol you have (counted before you start), lose 2 votes."
    )
    assert say(describe(parse("take_set(E-D1)", "space"), names)).startswith("Take all the cards of the left display")


def _nodes(text: str, where: str):
    """Every node of a parsed text (for the coverage of the describe table)."""
    from tabletop.games.prodigals.rules.checks import walk

    return list(walk(parse_permanent(text) if where == "permanent" else parse(text, where)))


# ----- any tree the validator accepts reads back from its text --------------------------------------------
_NAMES = st.sampled_from(["down", "diag", "side"])
_WHO = st.sampled_from(list(WHO))
BOROUGH_IDS = ["MF", "BG", "KN", "CH", "WM"]  # boroughs of the data (the grammar takes any short name)
STEP_TREES = st.one_of(
    st.builds(LoseVotes, st.integers(0, 10)),
    st.builds(Megaphones, st.integers(1, 9)),
    st.builds(Spend, st.integers(1, 9)),
    st.builds(Move, st.integers(1, 9), st.lists(_NAMES, min_size=0, max_size=3).map(tuple), _WHO),
    st.builds(StraightDown, st.integers(1, 3), st.sampled_from([None, "left", "middle", "right"]), _WHO),
    st.builds(JumpDown, st.integers(0, 6), _WHO),
    st.builds(Sell, st.integers(1, 6), st.integers(0, 3), st.sampled_from([None, *BOROUGH_IDS]), st.integers(0, 2)),
    st.builds(Exchange, st.none() | st.integers(0, 9)),
    st.builds(ShieldTokens, st.integers(1, 5)),
    st.builds(GainVotes, st.integers(1, 3)),
    st.just(RelocateErrandBoy()),
)
COUNTER_TREES = st.one_of(
    st.builds(SymbolCount, st.sampled_from("hwdx")),
    st.builds(TokensOnValue, st.integers(-3, 8)),
    st.builds(TokensInColumn, st.sampled_from(["left", "middle", "right"]), _WHO),
    st.builds(TilesInBorough, st.sampled_from(BOROUGH_IDS)),
    st.just(AbmtCount()),
    st.just(TriggerMegaphones()),
    st.builds(PlayedWhite, st.sampled_from(WINDOWS), st.sampled_from(PARTY_FILTERS), st.none() | st.just("Pub Visit")),
)
EFFECT_TREES = st.recursive(
    STEP_TREES,
    lambda inner: st.one_of(
        st.builds(All, st.lists(inner, min_size=1, max_size=3).map(tuple)),
        st.builds(Choose, st.lists(inner, min_size=2, max_size=3).map(tuple)),
        st.builds(Times, st.integers(1, 3), st.lists(inner, min_size=1, max_size=2).map(tuple)),
        st.builds(Per, COUNTER_TREES, inner),
        st.builds(Trade, st.sampled_from([TakeMoney(2), GainVotes(1), MoveUp(1), Spend(1)]), inner),
    ),
    max_leaves=10,
)


@settings(max_examples=300, deadline=None)
@given(EFFECT_TREES, st.booleans())
def test_any_valid_tree_reads_back_from_its_text_and_any_invalid_one_is_refused(effect, as_trigger: bool):
    tree = OnPlayWhite(effect, has_megaphones=True) if as_trigger else effect
    problems = validate(tree)
    text = to_text(tree)
    read = parse_permanent if as_trigger else parse
    if problems:
        with pytest.raises(EffectError):
            read(text)
    else:
        assert read(text) == tree
        words = say(describe(tree))
        assert words[0].isupper() and words.endswith(".") and "None" not in words
