"""Rialto's rules in words, generated from the data's effect, action and advantage ids and their numbers.

The rules code runs each effect by its id (data/rialto.yaml says which id and with what parameters); the
sentences here are worded from the same ids and parameters, so a tooltip and the rule it describes cannot
disagree. Pure: no pygame, no state (the readings in force come in as ``opts``, a view's options or the state's
readings; one it lacks is at its data default).
"""

from __future__ import annotations

from tabletop.engine.gamedef import Chosen
from tabletop.engine.wording import listed, ordinal, plural  # noqa: F401  (re-exported for the game)
from tabletop.games.rialto.rules.data import BuildingKind, RialtoSpec, Stage


def card(spec: RialtoSpec, type_id: str) -> str:
    """A card type's name: 'Gold', 'Jester'."""
    return spec.card_type(type_id).name


def wild(spec: RialtoSpec) -> str:
    """The wild card's name ('Jester')."""
    return card(spec, spec.wild_card)


def colour_name(spec: RialtoSpec, colour: str) -> str:
    """A building colour's name ('Green')."""
    return next(c.name for c in spec.building_colours if c.id == colour)


def phase_of(spec: RialtoSpec, colour: str) -> str:
    """The phase a colour's buildings work in: 'phase I (Cards)'."""
    phase = next(p for p in spec.phases if p.building_colour == colour)
    return f"phase {phase.id} ({phase.name})"


def stage_by_action(spec: RialtoSpec, action: str) -> Stage:
    """The stage whose action id is ``action``."""
    return next(s for s in spec.stages if s.action == action)


def kinds_with(spec: RialtoSpec, effect: str, opts: Chosen) -> list[BuildingKind]:
    """The building kinds whose effect (under the readings in force) is ``effect``."""
    order = opts.text("middle_building_order")
    return [spec.building(k.id, order) for k in spec.buildings.kinds if spec.building(k.id, order).effect == effect]


def kind_names(spec: RialtoSpec, effect: str, opts: Chosen) -> str:
    """'Green 1, Green 3 and Green 4': the kinds with an effect."""
    return listed(k.name for k in kinds_with(spec, effect, opts))


# ----- buildings ---------------------------------------------------------------------------------
def effect(spec: RialtoSpec, kind: BuildingKind) -> str:
    """What a building does, from its effect id and parameters."""
    p, jester = kind.params, wild(spec)
    if kind.effect == "draw_or_take":
        text = (
            f"Take {plural(p['take'], 'card')} from the leftover row, or draw {plural(p['draw'], 'card')} "
            "unseen from the deck"
        )
        return text + (f"; your hand limit is {p['hand_limit']} higher this round." if p["hand_limit"] else ".")
    if kind.effect == "hand_limit":
        return f"Your hand limit is {p['hand_limit']} higher this round."
    if kind.effect == "delay":
        return (
            "Wait: on your play turn, let everyone else play first and take your turn after them in this stage; "
            f"take {plural(p['coins'], 'coin')}."
        )
    if kind.effect == "convert":
        return (
            f"On your play turn, play 1 card of another type (not a {jester}) as "
            f"{plural(p['counts_as'], 'card')} of the stage's type."
        )
    if kind.effect == "joker":
        return f"On your play turn, it counts as {plural(p['jokers'], jester.lower())} in the stage."
    if kind.effect == "upgrade":
        return (
            "Return one of your buildings to the supply and take the one of the same colour worth "
            f"{p['step']} more; the new one cannot be used this round."
        )
    if kind.effect == "councillor_and_vp":
        return (
            f"Bring {plural(p['councillors'], 'councillor')} from the general supply to your personal supply and "
            f"score {p['vp']} VP; with none left in the general supply, score {p['vp_if_none']} VP more instead."
        )
    if kind.effect == "doge_by_rank":
        return "Move your Doge marker as many spaces as your place in Doge order (3rd: 3 spaces)."
    if kind.effect == "vp":
        return f"Score {p['vp']} VP."
    return kind.effect


def building(spec: RialtoSpec, kind: BuildingKind) -> list[str]:
    """A building's paragraphs: colour and phase, value (cost and VP), effect, and how it is used."""
    build = stage_by_action(spec, "build")
    worth = f" and scores {kind.value} VP at the end" if spec.final_scoring.buildings_score_value else ""
    return [
        f"{colour_name(spec, kind.colour)} building, used in {phase_of(spec, kind.colour)}.",
        f"Value {kind.value}: it costs a count of {kind.value} in stage {build.letter} "
        f"({card(spec, build.card)} cards){worth}.",
        "Effect: " + effect(spec, kind),
        spec.texts.building_use,
    ]


# ----- stages and cards --------------------------------------------------------------------------
def stage_action(spec: RialtoSpec, stage: Stage, opts: Chosen) -> str:
    """What a stage gives each player for their count, from its action id."""
    a = stage.action
    if a == "doge_steps":
        return "Each player moves their Doge marker 1 space per card played."
    if a == "coins":
        return "Each player takes 1 coin per card played."
    if a == "build":
        top, most = spec.building_stage.max_value, spec.building_stage.max_buildings
        return (
            "Each player who played may take a building of value up to their count from the supply; a count above "
            f"{top} takes a value-{top} building and then one more worth up to the rest (at most {most})."
        )
    if a == "vp":
        none = opts.number("no_bridge_card_vp")
        tail = f"; a player who plays none loses {-none} VP." if none < 0 else "."
        return "Each player scores 1 VP per card played" + tail
    if a == "councillors_to_personal":
        return "Each player brings 1 councillor per card from the general supply to their personal supply."
    if a == "place_councillors":
        return "Each player places 1 councillor per card from their personal supply in this round's district."
    return a


def stage_advantage(spec: RialtoSpec, stage: Stage) -> str:
    """What the advantage adds, from its id and amount."""
    n, adv = stage.advantage_amount, stage.advantage
    if adv == "extra_step":
        return f"{plural(n, 'space')} more"
    if adv == "extra_coin":
        return f"{plural(n, 'coin')} more"
    if adv == "value_limit":
        return f"a value limit {n} higher"
    if adv == "bridge_tile":
        return f"{n} VP more and the top bridge tile, placed on an empty connection with the ends facing as they choose"
    if adv == "gondola_tile":
        return "a gondola tile on an empty connection and 1 councillor from the general supply in one of its districts"
    if adv == "extra_card":
        return f"counts as {plural(n, 'card')} more"
    return adv


def stage(spec: RialtoSpec, stage_: Stage, opts: Chosen) -> list[str]:
    """A stage's paragraphs: what is played, what each card gives, the advantage."""
    return [
        f"Play {card(spec, stage_.card)} cards (and {wild(spec).lower()}s); each counts 1.",
        stage_action(spec, stage_, opts),
        f"Advantage (the highest count; Doge order breaks ties): {stage_advantage(spec, stage_)}. "
        "Nobody plays: no advantage.",
    ]


def jester(spec: RialtoSpec, opts: Chosen) -> str:
    """What the wild cards do, from the card rows' rule and the reading of a pair."""
    need = spec.card_rows.jokers_without_real_card
    pair = opts.number("joker_pair_counts")
    name = wild(spec).lower()
    return (
        f"Wild: counts as 1 card of the stage's type in any stage. One {name} alone is never a play; "
        f"{need} {name}s (a yellow building may be one) may be played without a card of the stage's type, "
        f"and then count {pair} together."
    )


SHORT_ACTIONS = {  # a stage's reward per card, as printed on a card
    "doge_steps": "1 Doge space per card.",
    "coins": "1 coin per card.",
    "build": "A building worth up to your count.",
    "vp": "1 VP per card.",
    "councillors_to_personal": "1 councillor per card to your personal supply.",
    "place_councillors": "1 councillor per card into this round's district.",
}


def card_face(spec: RialtoSpec, type_id: str) -> str:
    """The few words printed on a card large enough for them: its stage, its reward per card, its advantage (the
    tooltip has the whole rule, under the readings in force)."""
    if type_id == spec.wild_card:
        need = spec.card_rows.jokers_without_real_card
        return f"Counts as 1 card of the stage's type. Never played alone; {need} may stand in for the type."
    s = spec.stage_of_card(type_id)
    n, adv = s.advantage_amount, s.advantage
    short = {
        "extra_step": f"+{n} space",
        "extra_coin": f"+{n} coin",
        "value_limit": f"value limit +{n}",
        "bridge_tile": f"+{n} VP and a bridge",
        "gondola_tile": "a gondola, a councillor",
        "extra_card": f"counts {n} card more",
    }.get(adv, adv)
    return f"Stage {s.letter}: {SHORT_ACTIONS.get(s.action, s.action)} Advantage: {short}."


def card_text(spec: RialtoSpec, type_id: str, opts: Chosen) -> list[str]:
    """What a card type does: its stage and that stage's effect, or the wild rule."""
    if type_id == spec.wild_card:
        return [jester(spec, opts)]
    s = spec.stage_of_card(type_id)
    return [
        f"Played in stage {s.letter} ({s.name}). " + stage_action(spec, s, opts),
        f"Advantage: {stage_advantage(spec, s)}.",
    ]


# ----- board and scoring -------------------------------------------------------------------------
def side_name(spec: RialtoSpec, side: str) -> str:
    """A canal side's name."""
    return next(s.name for s in spec.board.canal_sides if s.id == side)


def bonus(spec: RialtoSpec, side: str, vp: int) -> str:
    """A bonus tile's condition and reward."""
    need = spec.bonus_tiles.councillors_per_district
    districts = listed(spec.district(d).name for d in spec.districts_on(side))
    text = (
        f"{vp} VP to the first player with at least {plural(need, 'councillor')} in each district of the "
        f"{side_name(spec, side)} ({districts}), checked after every councillor placed."
    )
    if spec.neutral_player.bonus_met_first == "flip_tile":
        text += " If the neutral player is first, the tile is turned over and nobody gets it."
    return text


def district_scoring(spec: RialtoSpec, opts: Chosen) -> str:
    """How a district scores at the end."""
    fs = spec.final_scoring
    empty = opts.number("empty_connection_value")
    return (
        f"At the end, the player with the most councillors here (at least {fs.min_councillors}) scores its value, "
        f"the next one the previous score divided by {fs.rank_divisor}, rounded down, and so on; Doge order breaks "
        f"ties. An empty connection adds {empty}; a gondola adds {spec.gondola_tiles.value} at each end."
    )


def end_of_game(spec: RialtoSpec, opts: Chosen) -> str:
    """What coins and councillors left over score."""
    readings = opts
    return (
        f"At the end each coin scores {readings.number('vp_per_coin')} VP and each councillor in the personal "
        f"supply {readings.number('vp_per_supply_councillor')} VP."
    )
