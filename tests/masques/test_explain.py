"""Every Masques piece explains itself: hover tips from the data (and nothing hidden in them), the rules' own
reason for every illegal move (why_not), what a click on each piece means (intent_of) and the button slots.

Agent and guest numbers are reconstructed placeholders: expected texts read them from the spec or the state.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from tabletop.engine import Match
from tabletop.engine.layout import Key
from tabletop.engine.message import say
from tabletop.games.masques.rules import secrets
from tabletop.games.masques.rules.state import BOX, corridor, hand, name_parts, packet, picked, stack
from tabletop.games.masques.rules.view import GuestCard, MasquesView
from tabletop.games.masques.table import layout as L
from tabletop.games.masques.table.keys import NameTile, PileSpot
from tabletop.games.masques.table.tips import Tips

from .builder import (
    RULES,
    SPEC,
    action_phase,
    cost,
    ducat_on,
    end_game,
    give,
    guest,
    hire,
    mark,
    marker,
    name,
    new_match,
    play,
    seat_agent,
    seat_guest,
    set_ducats,
)

FOUR = (("venier",), ("dandolo",), ("contarini",), ("morosini",))
# Each sort of region (its key's KIND; the three supply piles by their zones) and its kind of the closed set.
REGION_SORTS = {
    "palace": "card",
    "corridor": "slot",
    "stack": "pile",
    "stacklabel": "label",
    "supply": "pile",
    "pool": "pile",
    "deck": "pile",
    "player": "board",
    "hand": "label",
    "crest": "label",
    "favor": "label",
    "purse": "label",
    "handsize": "label",
    "first": "label",
    "handarea": "hand",
    "chosen": "slot",
    "picked": "label",
    "name": "card",
}
PLACEMENT_KINDS = {"guest", "agent", "marker"}


def positions(players: int, seed: int, steps: int = 240, every: int = 3) -> Iterator[Match]:
    """A random game's positions (every ``every``-th decision), the match mutated in place between yields."""
    match = Match(RULES, ["Anna", "Bruno", "Carla", "Dario"][:players], seed=seed)
    pick = random.Random(seed)
    for step in range(steps):
        if step % every == 0 or match.is_over():
            yield match
        if match.is_over():
            return
        match.apply(pick.choice(match.legal_actions()))


CASES = [(players, seed) for players in (2, 3, 4) for seed in (1, 2)]


def ready(players: int = 4, **kw) -> tuple[Match, object]:
    """A match in an empty round-1 action phase, Anna (seat 0) to act."""
    m = new_match(players=players)
    if players != 3 and "families" not in kw:
        kw["families"] = FOUR if players == 4 else (("venier", "dandolo"), ("contarini", "morosini"))
    return m, action_phase(m, **kw)


def hired(m: Match, agent_type: str, i: int) -> None:
    """The active player, given just enough ducats, hires ``agent_type`` into corridor i."""
    s = m.state
    set_ducats(s, s.active, cost(s, agent_type))
    hire(m, agent_type, i)


def why(m: Match, verb: str, arg: str | None = None, seat: int | None = None) -> str:
    """The rules' reason, spoken to ``seat`` (default: the seat deciding)."""
    return say(RULES.why_not(m.state, m.decision().seat if seat is None else seat, verb, arg))


def sort_of(key: Key) -> str:
    """A region's sort: its key's KIND, or a supply pile's zone."""
    return key.zone if isinstance(key, PileSpot) else key.KIND


def pieces(view: MasquesView) -> list:
    """Every region and placement of the view's layout."""
    lay = L.masques_layout(SPEC, view, 1280, 800)
    return [*lay.regions.values(), *lay.placements.values()]


# ----- tips ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_every_piece_has_a_tip_whose_first_line_is_its_name(players, seed):
    kinds: set[tuple[str, str]] = set()
    for m in positions(players, seed):
        for seat in {None, RULES.private_viewer(m.state)}:
            for piece in pieces(m.view(seat)):
                placed = hasattr(piece, "id")
                kind = ("placement", piece.kind) if placed else ("region", sort_of(piece.key))
                kinds.add(kind)
                first, _, rest = say(piece.tip).partition("\n")
                assert first.strip() and len(first) <= 60 and not first.endswith("."), (kind, piece.tip)
                assert rest.strip(), f"{kind}: a name but no rules text: {piece.tip!r}"
                if placed:
                    assert piece.zoom == (piece.kind in ("guest", "agent")), kind
                else:  # the palace cards and the courtesan's name tiles are the region cards, and zoom
                    assert piece.kind == REGION_SORTS[kind[1]], (kind, piece.kind)
                    assert piece.zoom == (piece.kind == "card"), kind
    rare = {"name", "chosen"} | ({"picked"} if players == 2 else set())  # no draft, so no picks, at 2 players
    expected = {("placement", k) for k in PLACEMENT_KINDS} | {("region", k) for k in set(REGION_SORTS) - rare}
    assert kinds >= expected, expected - kinds


def test_the_rarer_pieces_have_tips_too():
    m, s = ready()
    give(s, 0, guest(s, "venier", 2))
    seat_guest(s, guest(s, "dandolo", 3), 3)
    hired(m, "courtesan", 4)
    m.apply("call 5")
    lay = L.masques_layout(SPEC, m.view(0), 1280, 800)
    named = [r for r in lay.regions.values() if isinstance(r.key, NameTile)]
    assert named and all(say(r.tip).startswith(name_parts(r.key.name)[0].capitalize()) for r in named)
    assert "corridor 5" in say(named[0].tip)
    m2, s2 = ready()
    seat_guest(s2, guest(s2, "dandolo", 3), 3)
    hired(m2, "guard", 4)
    m2.apply("target 3")
    chosen = L.masques_layout(SPEC, m2.view(0), 1280, 800).region("chosen")
    assert say(chosen.tip).startswith("Chosen\n")


def test_tips_read_their_numbers_and_words_from_the_data():
    m, s = ready()
    g = guest(s, "dandolo", 3)
    give(s, 1, guest(s, "dandolo", 2))
    seat_guest(s, g, 3)
    seat_guest(s, guest(s, "foscari", None), 6, down=True)
    seat_agent(s, "guard", 7)
    mark(s, 2, marker(s, "scribes"), down=True)
    ducat_on(s, 1)
    view = m.view(0)
    lay = L.masques_layout(SPEC, view, 1280, 800)
    tips = {str(k): say(r.tip) for k, r in lay.regions.items()} | {
        str(k): say(p.tip) for k, p in lay.placements.items()
    }
    dandolo = say(SPEC.family("dandolo").name)
    assert tips[g].startswith(f"{dandolo} {s.guest[g][1]}\nInfluence {s.guest[g][1]}.")
    assert f"it wins for {s.players[1]}" in tips[g]  # the family card is public; whose hand, not
    assert (
        say(SPEC.neutral_family.name) in tips[s.at(corridor(6))]
        and "Influence 0 while face down" in tips[s.at(corridor(6))]
    )
    guard = s.at(corridor(7))
    power = say(SPEC.agent("guard").power)
    assert tips[guard].startswith(say(SPEC.agent("guard").name)) and power in tips[guard]
    assert f"Influence {s.agent[guard][1]}, cost" in tips[guard]
    top = s.zones[stack("gondolier")][0]
    assert f"cost {s.agent[top][2]} ducats" in tips[top] and say(SPEC.agent("gondolier").power) in tips[top]
    assert tips["stack:gondolier"].startswith(f"{say(SPEC.agent('gondolier').name)} stack: 3 left")
    assert tips["palace:0"].startswith("The door") and "wax seal in its corner: a favor" in tips["palace:0"]
    assert tips["palace:1"].startswith("Palace card 1") and "coin in its corner: a ducat" in tips["palace:1"]
    assert "Holds a ducat" in tips["palace:1"] and "corridors 0 and 1" in tips["palace:1"]
    scribes = s.at("palace:2")
    assert tips[scribes].startswith("Scribes favor marker (face down)") and "a bandit's work" in tips[scribes]
    assert tips["corridor:5"].startswith("Corridor 5\nBetween palace cards 5 and 6")
    assert tips["crest:dandolo"].startswith(f"{dandolo} family\nHeld by {s.players[1]}")
    assert tips["favor:0:clergy"].startswith(f"{s.players[0]}'s Clergy favor: 0")
    assert f"{SPEC.win.in_one_guild} in one guild" in tips["favor:0:clergy"]
    assert tips["supply"].startswith(f"Ducat supply: {len(s.zones['supply'])} ducats")
    assert f"The bank of {SPEC.ducats} ducats" in tips["supply"]
    assert tips["pool"].startswith("Favor pool:") and f"{SPEC.favor_markers_per_guild} per guild" in tips["pool"]
    assert tips["handsize:1"].startswith(f"{s.players[1]}'s guests\nHand: 1 guest.")


def test_every_text_of_the_data_is_used_and_filled_in():
    tips = Tips(SPEC, new_match(players=2).view(None))
    assert all("{" not in say(text) and say(text) for text in tips.text.values())
    assert all(say(a.power).strip() for a in SPEC.agents.types)


def _visible_names(view: MasquesView) -> set[str]:
    """Guest identities ('dandolo-3') the view shows anywhere (own hand, packet, picks, corridors, names)."""
    cards = [*view.hand, *view.packet, *view.picked, *(c.card for c in view.corridors if c.card)]
    return {f"{c.family}-{c.value}" for c in cards if isinstance(c, GuestCard)} | set(view.names)


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_tips_and_reasons_reveal_nothing_hidden(players, seed):
    for m in positions(players, seed, every=5):
        state = m.state
        for seat in (None, *state.seats):
            view = m.view(seat)
            hidden = secrets.hidden_facts(state, seat)
            shown = _visible_names(view)
            secret = {
                f"{say(SPEC.family(f).name)} {v}"
                for c in hidden
                for f, v in [state.guest[c]]
                if f"{f}-{v}" not in shown
            }
            texts = [say(p.tip) for p in pieces(view)]
            if seat is not None:
                twin = secrets.disguise(state, seat)
                lay = L.masques_layout(SPEC, view, 1280, 800)
                for key in [*lay.regions, *lay.placements]:
                    intent = L.intent_of(view, key)
                    if intent is not None:
                        reason = say(RULES.why_not(state, seat, *intent))
                        assert reason == say(RULES.why_not(twin, seat, *intent)), "the reason depends on hidden cards"
                        texts.append(reason)
                texts += [say(RULES.why_not(state, seat, verb)) for verb in L.BUTTON_KINDS]
            for text in texts:
                assert not any(c in text for c in hidden), text
                assert not any(n in text for n in secret), (seat, text)


# ----- intent_of and the buttons -----------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_intent_of_agrees_with_target_of_and_every_button_has_a_slot(players, seed):
    checked = 0
    for m in positions(players, seed, every=1):
        view = m.view(RULES.private_viewer(m.state))
        lay = L.masques_layout(SPEC, view, 1280, 800)
        for action in m.legal_actions():
            key = L.target_of(view, action)
            if key is not None and (key in lay.regions or key in lay.placements):
                assert L.intent_of(view, key) == (action.verb, action.args[0] if action.args else None), key
                checked += 1
            else:
                assert action.verb in L.BUTTON_KINDS, action
    assert checked > 50


def test_intent_of_means_nothing_on_boards_piles_and_labels():
    m, s = ready()
    view = m.view(0)
    lay = L.masques_layout(SPEC, view, 1280, 800)
    for text in ("supply", "pool", "deck", "player:0", "handarea", "crest:venier", "purse:0", "favor:0:clergy"):
        assert L.intent_of(view, lay.region(text).key) is None, text
    assert L.intent_of(view, lay.region("palace:3").key) == ("marker", "3")
    assert L.intent_of(view, lay.region("corridor:3").key) == ("corridor", "3")
    assert L.intent_of(view, s.zones[stack("bandit")][0]) == ("hire", "bandit")


def test_the_buttons_keep_their_order():
    assert L.BUTTON_KINDS[0] == "pass" and set(L.BUTTON_KINDS) == {"pass", "skip", "cancel"}
    assert not hasattr(L, "why_not")  # the reasons live in the rules now


# ----- why_not -----------------------------------------------------------------------------------


def test_why_not_on_a_turn():
    m, s = ready()
    give(s, 0, guest(s, "venier", 2), guest(s, "venier", 3))
    set_ducats(s, 0, 0)
    assert why(m, "pass") == (
        "You may pass only with an empty hand: you still hold 2 guests. Play one, or hire an agent."
    )
    price = cost(s, "gondolier")
    assert why(m, "hire", "gondolier") == f"Hiring a Gondolier costs {price} ducats: you have none."
    set_ducats(s, 0, 1)
    assert why(m, "hire", "gondolier") == f"Hiring a Gondolier costs {price} ducats: you have 1."
    for card in list(s.zones[stack("bandit")]):
        s.move(card, stack("bandit"), BOX)
    assert why(m, "hire", "bandit").startswith("No Bandit is left: all 3 have been hired this game")
    assert why(m, "corridor", "4").startswith("First choose a guest from your hand or an agent stack")
    assert why(m, "marker", "3").startswith("Markers are chosen only by a bandit's or a merchant's power")
    assert why(m, "skip").startswith("There is no power to skip")
    assert why(m, "pass", seat=1) == "It is Anna's turn: wait for yours."


def test_why_not_courtesans_at_two_players_and_an_empty_hand():
    m, s = ready(players=2)
    assert why(m, "hire", "courtesan") == "The Courtesans are not used at 2 players."
    assert why(m, "play", "g-venier-2") == "Your hand is empty: hire an agent, or pass."


def test_why_not_while_placing():
    m, s = ready()
    mine = guest(s, "venier", 2)
    give(s, 0, mine, guest(s, "venier", 3))
    seat_guest(s, guest(s, "dandolo", 4), 5)
    m.apply(f"play {mine}")
    assert why(m, "corridor", "5") == "Corridor 5 is taken by Dandolo 4: put Venier 2 in an empty corridor."
    assert why(m, "hire", "bandit") == "You are placing Venier 2: click an empty corridor, or go Back to choose again."
    assert why(m, "skip") == "There is no power to skip yet: first put Venier 2 in an empty corridor."
    assert why(m, "pass", seat=1) == "Anna is placing a guest: wait for your turn."  # never which guest


def test_why_not_in_the_draft():
    m = new_match(players=3)
    s = m.state
    seat = m.decision().seat
    assert why(m, "pass") == "Nobody passes in the draft: keep one guest from your packet (pick 1 of 4)."
    card = sorted(s.zones[packet(seat)])[0]
    m.apply(f"pick {card}")
    while m.decision().seat != seat:
        other = m.decision().seat
        assert (
            why(m, "pick", card, seat=seat)
            == f"It is {s.players[other]}'s pick in the draft (pick 1 of 4); wait for your own."
        )
        m.apply(f"pick {sorted(s.zones[packet(other)])[0]}")
    assert card in s.zones[picked(seat)]
    kept = f"{say(SPEC.family(s.guest[card][0]).name)} {s.guest[card][1]}"
    assert why(m, "pick", card) == f"You already kept {kept}: pick one of the guests in your packet (pick 2 of 4)."
    assert why(m, "hire", "bandit").startswith("First the draft")


def test_why_not_for_each_power():
    m, s = ready()
    seat_guest(s, guest(s, "dandolo", 3), 3)
    seat_agent(s, "guard", 5)
    hired(m, "assassin", 4)
    assert why(m, "target", "6") == "The assassin reaches only the corridors next to it: 3 and 5."
    assert why(m, "target", "5") == "Corridor 5 holds a Guard: the assassin's power works on guests, not agents."
    assert why(m, "marker", "4").startswith("The assassin's power now needs a guest in corridor 3 or 5")
    assert (
        why(m, "cancel")
        == "The assassin is hired and placed: you may use its power or skip it, but not take the hire back."
    )
    assert why(m, "pass", seat=2) == "Anna is using the Assassin's power: wait for your turn."

    m, s = ready()
    seat_guest(s, guest(s, "dandolo", 3), 3)
    seat_guest(s, guest(s, "venier", 4), 9)
    hired(m, "guard", 4)
    assert why(m, "target", "5") == "Corridor 5 is empty: the guard's power needs a guest there."
    m.apply("target 3")
    assert why(m, "to", "9") == "Corridor 9 is taken by Venier 4: the guard needs an empty corridor."
    assert why(m, "skip") == "Go Back first: the guard's power can be skipped only before its first choice."

    m, s = ready()
    seat_guest(s, guest(s, "dandolo", 3), 3)
    seat_guest(s, guest(s, "venier", 4), 9)
    hired(m, "gondolier", 4)
    m.apply("target 3")
    assert why(m, "with", "3") == "That is the guest you chose first: choose another guest to swap it with."
    assert why(m, "with", "8") == "Corridor 8 is empty: the gondolier's power needs a guest there."

    m, s = ready()
    mark(s, 4, marker(s, "clergy"))
    mark(s, 8, marker(s, "military"))
    hired(m, "bandit", 4)
    assert why(m, "marker", "8") == "The bandit reaches only the markers on the palace cards beside it: 4 and 5."
    assert why(m, "marker", "5") == "Palace card 5 holds no marker: the bandit turns markers only."

    m, s = ready()
    mark(s, 4, marker(s, "clergy"))
    mark(s, 8, marker(s, "military"))
    hired(m, "merchant", 4)
    m.apply("marker 4")
    assert why(m, "with", "4") == "That is the marker you chose first: choose another marker to swap it with."
    assert why(m, "with", "7") == "Palace card 7 holds no marker: the merchant swaps markers only."

    m, s = ready()
    placed = guest(s, "dandolo", 3)
    seat_guest(s, placed, 3)
    give(s, 0, guest(s, "venier", 2))
    hired(m, "courtesan", 4)
    assert why(m, "call", "3") == "Corridor 3 is taken by Dandolo 3: the courtesan needs an empty corridor."
    assert why(m, "call", "7") == "The courtesan reaches only the corridors next to it: 3 and 5."
    m.apply("call 5")
    assert why(m, "name", name(s, placed)) == "Dandolo 3 is already in a corridor: name a guest who is not."


def test_why_not_once_the_game_is_over():
    m, s = ready()
    end_game(s, 2)
    assert why(m, "pass", seat=0) == f"The game is over: {s.players[2]} has won the favor of the guilds."


# ----- the table, headless -----------------------------------------------------------------------


def _table(app):
    from tabletop.ui.scenes.curtain import CurtainScene
    from tabletop.ui.scenes.table import TableScene

    m, s = ready(players=2)
    give(s, 0, guest(s, "venier", 2), guest(s, "dandolo", 3))
    set_ducats(s, 0, 0)
    table = TableScene(app, m)
    app.reset(table)
    app.step(0.0, [])
    assert isinstance(app.top, CurtainScene)
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(app.size[0] // 2, app.size[1] // 2), button=1)])
    assert isinstance(app.top, CurtainScene)  # a click at once is refused: it may be the end of a double-click
    app.step(0.4, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(app.size[0] // 2, app.size[1] // 2), button=1)])
    assert app.top is table and table.viewer == 0
    return table, m, s


def test_hover_zoom_and_misclick_on_the_table():
    from tests.ui.helpers import button, centre, click, start_app

    app = start_app()
    table, m, s = _table(app)
    card = guest(s, "dandolo", 3)
    pos = centre(table.layout, card)
    app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.step(0.4, [])
    assert table.hover.due and table.hover.key == card
    assert say(table.layout.placements[card].tip).startswith(f"{say(SPEC.family('dandolo').name)} 3\n")
    app.step(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)])
    assert table.zoomed == card
    click(app, (5, 5))
    assert table.zoomed is None
    log = list(m.log)
    click(app, centre(table.layout, "stack:gondolier"))
    assert say(table.message) == f"Hiring a Gondolier costs {cost(s, 'gondolier')} ducats: you have none."
    click(app, centre(table.layout, "palace:3"))
    message = say(table.message)
    assert message == say(RULES.why_not(s, 0, "marker", "3")) and message.startswith("Markers are chosen")
    click(app, button(app, "act:pass").rect.center)
    assert say(table.message).startswith("You may pass only with an empty hand: you still hold 2 guests.")
    assert m.log == log
    assert s.zones[hand(0)] and s.stage == ""
    play(m, card, 2)  # still playable afterwards (the misclicks changed nothing)
