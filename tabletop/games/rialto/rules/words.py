"""Rialto's rules in words, generated from the data's effect, action and advantage ids and their numbers.

The rules code runs each effect by its id (data/rialto.yaml says which id and with what parameters); the
sentences here are worded from the same ids and parameters, so a tooltip and the rule it describes cannot
disagree. Pure: no pygame, no state (the readings in force come in as ``opts``, a view's options or the state's
readings; one it lacks is at its data default).
"""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.engine.gamedef import Chosen
from tabletop.engine.message import STRUCTURE, Arg, Listed, Msg, Name, msg, msgc, msgn

# The engine's English helpers stay importable from here only for the table until it speaks in messages; the rules
# no longer use them (plural -> msgn, listed -> Listed, ordinal -> Ordinal).
from tabletop.games.rialto.rules.data import BuildingKind, RialtoSpec, Stage


def listing(items: Iterable[Arg]) -> Msg:
    """Items in the language's list pattern ('Green 1, Green 3 and Green 4'), as a message to nest in another."""
    return Msg("{items}", (("items", Listed(tuple(items))),), context=STRUCTURE)


def card(spec: RialtoSpec, type_id: str) -> Msg:
    """A card type's name: 'Gold', 'Jester'."""
    return spec.card_type(type_id).name


def wild(spec: RialtoSpec) -> Msg:
    """The wild card's name ('Jester')."""
    return card(spec, spec.wild_card)


def colour_name(spec: RialtoSpec, colour: str) -> Msg:
    """A building colour's name ('Green')."""
    return next(c.name for c in spec.building_colours if c.id == colour)


COLOUR_WORDS = {  # a building colour in the middle of a sentence ('a green building')
    "green": msgc("building colour in a sentence", "green"),
    "yellow": msgc("building colour in a sentence", "yellow"),
    "blue": msgc("building colour in a sentence", "blue"),
}


def colour_word(spec: RialtoSpec, colour: str) -> Msg:
    """A building colour's name within a sentence ('green'); a colour the words do not know: its name."""
    return COLOUR_WORDS.get(colour) or colour_name(spec, colour)


def phase_of(spec: RialtoSpec, colour: str) -> Msg:
    """The phase a colour's buildings work in: 'phase I (Cards)'."""
    phase = next(p for p in spec.phases if p.building_colour == colour)
    return msg("phase {phase} ({name})", phase=Name(phase.id), name=phase.name)


def stage_by_action(spec: RialtoSpec, action: str) -> Stage:
    """The stage whose action id is ``action``."""
    return next(s for s in spec.stages if s.action == action)


def kinds_with(spec: RialtoSpec, effect: str, opts: Chosen) -> list[BuildingKind]:
    """The building kinds whose effect (under the readings in force) is ``effect``."""
    order = opts.text("middle_building_order")
    return [spec.building(k.id, order) for k in spec.buildings.kinds if spec.building(k.id, order).effect == effect]


def kind_names(spec: RialtoSpec, effect: str, opts: Chosen) -> Msg:
    """'Green 1, Green 3 and Green 4': the kinds with an effect."""
    return listing(k.name for k in kinds_with(spec, effect, opts))


def cards(n: int) -> Msg:
    """'1 card', '3 cards'."""
    return msgn("{n} card", "{n} cards", n)


# ----- buildings ---------------------------------------------------------------------------------
def effect(spec: RialtoSpec, kind: BuildingKind) -> Msg:
    """What a building does, from its effect id and parameters."""
    p, jester = kind.params, wild(spec)
    if kind.effect == "draw_or_take":
        take, draw = cards(p["take"]), cards(p["draw"])
        if p["hand_limit"]:
            return msg(
                "Take {take} from the leftover row, or draw {draw} unseen from the deck; your hand limit is {n} "
                "higher this round.",
                take=take,
                draw=draw,
                n=p["hand_limit"],
            )
        return msg("Take {take} from the leftover row, or draw {draw} unseen from the deck.", take=take, draw=draw)
    if kind.effect == "hand_limit":
        return msg("Your hand limit is {n} higher this round.", n=p["hand_limit"])
    if kind.effect == "delay":
        return msgn(
            "Wait: on your play turn, let everyone else play first and take your turn after them in this stage; "
            "take {n} coin.",
            "Wait: on your play turn, let everyone else play first and take your turn after them in this stage; "
            "take {n} coins.",
            p["coins"],
        )
    if kind.effect == "convert":
        return msg(
            "On your play turn, play 1 card of another type (not a {jester}) as {cards} of the stage's type.",
            jester=jester,
            cards=cards(p["counts_as"]),
        )
    if kind.effect == "joker":
        return msgn(
            "On your play turn, it counts as {n} jester in the stage.",
            "On your play turn, it counts as {n} jesters in the stage.",
            p["jokers"],
        )
    if kind.effect == "upgrade":
        return msg(
            "Return one of your buildings to the supply and take the one of the same colour worth {n} more; the new "
            "one cannot be used this round.",
            n=p["step"],
        )
    if kind.effect == "councillor_and_vp":
        return msgn(
            "Bring {n} councillor from the general supply to your personal supply and score {vp} VP; with none left "
            "in the general supply, score {more} VP more instead.",
            "Bring {n} councillors from the general supply to your personal supply and score {vp} VP; with none "
            "left in the general supply, score {more} VP more instead.",
            p["councillors"],
            vp=p["vp"],
            more=p["vp_if_none"],
        )
    if kind.effect == "doge_by_rank":
        return msg("Move your Doge marker as many spaces as your place in Doge order (3rd: 3 spaces).")
    if kind.effect == "vp":
        return msg("Score {n} VP.", n=p["vp"])
    return msg("{effect}", effect=Name(kind.effect))


def building(spec: RialtoSpec, kind: BuildingKind) -> list[Msg]:
    """A building's paragraphs: colour and phase, value (cost and VP), effect, and how it is used."""
    build = stage_by_action(spec, "build")
    letter, stage_card = Name(build.letter), card(spec, build.card)
    if spec.final_scoring.buildings_score_value:
        value = msg(
            "Value {n}: it costs a count of {n} in stage {letter} ({card} cards) and scores {n} VP at the end.",
            n=kind.value,
            letter=letter,
            card=stage_card,
        )
    else:
        value = msg(
            "Value {n}: it costs a count of {n} in stage {letter} ({card} cards).",
            n=kind.value,
            letter=letter,
            card=stage_card,
        )
    return [
        msg(
            "{colour} building, used in {phase}.",
            colour=colour_name(spec, kind.colour),
            phase=phase_of(spec, kind.colour),
        ),
        value,
        msg("Effect: {effect}", effect=effect(spec, kind)),
        spec.texts.building_use,
    ]


# ----- stages and cards --------------------------------------------------------------------------
def stage_action(spec: RialtoSpec, stage: Stage, opts: Chosen) -> Msg:
    """What a stage gives each player for their count, from its action id."""
    a = stage.action
    if a == "doge_steps":
        return msg("Each player moves their Doge marker 1 space per card played.")
    if a == "coins":
        return msg("Each player takes 1 coin per card played.")
    if a == "build":
        top, most = spec.building_stage.max_value, spec.building_stage.max_buildings
        return msg(
            "Each player who played may take a building of value up to their count from the supply; a count above "
            "{top} takes a value-{top} building and then one more worth up to the rest (at most {most}).",
            top=top,
            most=most,
        )
    if a == "vp":
        none = opts.number("no_bridge_card_vp")
        if none < 0:
            return msg("Each player scores 1 VP per card played; a player who plays none loses {n} VP.", n=-none)
        return msg("Each player scores 1 VP per card played.")
    if a == "councillors_to_personal":
        return msg("Each player brings 1 councillor per card from the general supply to their personal supply.")
    if a == "place_councillors":
        return msg("Each player places 1 councillor per card from their personal supply in this round's district.")
    return msg("{action}", action=Name(a))


def stage_advantage(spec: RialtoSpec, stage: Stage) -> Msg:
    """What the advantage adds, from its id and amount."""
    n, adv = stage.advantage_amount, stage.advantage
    if adv == "extra_step":
        return msgn("{n} space more", "{n} spaces more", n)
    if adv == "extra_coin":
        return msgn("{n} coin more", "{n} coins more", n)
    if adv == "value_limit":
        return msg("a value limit {n} higher", n=n)
    if adv == "bridge_tile":
        return msg(
            "{n} VP more and the top bridge tile, placed on an empty connection with the ends facing as they choose",
            n=n,
        )
    if adv == "gondola_tile":
        return msg(
            "a gondola tile on an empty connection and 1 councillor from the general supply in one of its districts"
        )
    if adv == "extra_card":
        return msgn("counts as {n} card more", "counts as {n} cards more", n)
    return msg("{advantage}", advantage=Name(adv))


def stage(spec: RialtoSpec, stage_: Stage, opts: Chosen) -> list[Msg]:
    """A stage's paragraphs: what is played, what each card gives, the advantage."""
    return [
        msg("Play {card} cards (and jesters); each counts 1.", card=card(spec, stage_.card)),
        stage_action(spec, stage_, opts),
        msg(
            "Advantage (the highest count; Doge order breaks ties): {advantage}. Nobody plays: no advantage.",
            advantage=stage_advantage(spec, stage_),
        ),
    ]


def jester(spec: RialtoSpec, opts: Chosen) -> Msg:
    """What the wild cards do, from the card rows' rule and the reading of a pair."""
    need = spec.card_rows.jokers_without_real_card
    pair = opts.number("joker_pair_counts")
    return msg(
        "Wild: counts as 1 card of the stage's type in any stage. One jester alone is never a play; {need} jesters "
        "(a yellow building may be one) may be played without a card of the stage's type, and then count {pair} "
        "together.",
        need=need,
        pair=pair,
    )


SHORT_ACTIONS = {  # a stage's reward per card, as printed on a card
    "doge_steps": msg("1 Doge space per card."),
    "coins": msg("1 coin per card."),
    "build": msg("A building worth up to your count."),
    "vp": msg("1 VP per card."),
    "councillors_to_personal": msg("1 councillor per card to your personal supply."),
    "place_councillors": msg("1 councillor per card into this round's district."),
}


def card_face(spec: RialtoSpec, type_id: str) -> Msg:
    """The few words printed on a card large enough for them: its stage, its reward per card, its advantage (the
    tooltip has the whole rule, under the readings in force)."""
    if type_id == spec.wild_card:
        need = spec.card_rows.jokers_without_real_card
        return msg("Counts as 1 card of the stage's type. Never played alone; {n} may stand in for the type.", n=need)
    s = spec.stage_of_card(type_id)
    n, adv = s.advantage_amount, s.advantage
    short = {
        "extra_step": msg("+{n} space", n=n),
        "extra_coin": msg("+{n} coin", n=n),
        "value_limit": msg("value limit +{n}", n=n),
        "bridge_tile": msg("+{n} VP and a bridge", n=n),
        "gondola_tile": msg("a gondola, a councillor"),
        "extra_card": msg("counts {n} card more", n=n),
    }.get(adv) or msg("{advantage}", advantage=Name(adv))
    action = SHORT_ACTIONS.get(s.action) or msg("{action}", action=Name(s.action))
    return msg("Stage {letter}: {action} Advantage: {short}.", letter=Name(s.letter), action=action, short=short)


def card_text(spec: RialtoSpec, type_id: str, opts: Chosen) -> list[Msg]:
    """What a card type does: its stage and that stage's effect, or the wild rule."""
    if type_id == spec.wild_card:
        return [jester(spec, opts)]
    s = spec.stage_of_card(type_id)
    return [
        msg(
            "Played in stage {letter} ({stage}). {action}",
            letter=Name(s.letter),
            stage=s.name,
            action=stage_action(spec, s, opts),
        ),
        msg("Advantage: {advantage}.", advantage=stage_advantage(spec, s)),
    ]


# ----- board and scoring -------------------------------------------------------------------------
def side_name(spec: RialtoSpec, side: str) -> Msg:
    """A canal side's name."""
    return next(s.name for s in spec.board.canal_sides if s.id == side)


def bonus(spec: RialtoSpec, side: str, vp: int) -> Msg:
    """A bonus tile's condition and reward."""
    need = spec.bonus_tiles.councillors_per_district
    districts = Listed(tuple(spec.district(d).name for d in spec.districts_on(side)))
    if spec.neutral_player.bonus_met_first == "flip_tile":
        return msgn(
            "{vp} VP to the first player with at least {n} councillor in each district of the {side} ({districts}), "
            "checked after every councillor placed. If the neutral player is first, the tile is turned over and "
            "nobody gets it.",
            "{vp} VP to the first player with at least {n} councillors in each district of the {side} "
            "({districts}), checked after every councillor placed. If the neutral player is first, the tile is "
            "turned over and nobody gets it.",
            need,
            vp=vp,
            side=side_name(spec, side),
            districts=districts,
        )
    return msgn(
        "{vp} VP to the first player with at least {n} councillor in each district of the {side} ({districts}), "
        "checked after every councillor placed.",
        "{vp} VP to the first player with at least {n} councillors in each district of the {side} ({districts}), "
        "checked after every councillor placed.",
        need,
        vp=vp,
        side=side_name(spec, side),
        districts=districts,
    )


def district_scoring(spec: RialtoSpec, opts: Chosen) -> Msg:
    """How a district scores at the end."""
    fs = spec.final_scoring
    return msg(
        "At the end, the player with the most councillors here (at least {least}) scores its value, the next one the "
        "previous score divided by {divisor}, rounded down, and so on; Doge order breaks ties. An empty connection "
        "adds {empty}; a gondola adds {gondola} at each end.",
        least=fs.min_councillors,
        divisor=fs.rank_divisor,
        empty=opts.number("empty_connection_value"),
        gondola=spec.gondola_tiles.value,
    )


def end_of_game(spec: RialtoSpec, opts: Chosen) -> Msg:
    """What coins and councillors left over score."""
    return msg(
        "At the end each coin scores {coin} VP and each councillor in the personal supply {councillor} VP.",
        coin=opts.number("vp_per_coin"),
        councillor=opts.number("vp_per_supply_councillor"),
    )
