"""Back after Announce (issue 26): the rules' ANNOUNCE(c) is made when the character is named, so until then the choice
to announce (and, at 2-3 players, the card to announce with) may be taken back, saying nothing to the table."""

from __future__ import annotations

from tabletop.engine.message import say
from tabletop.ui.app import App
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings

from .builder import NIKOS, acts, new_match, table

SET_A = ["judge", "king", "queen", "thief", "spy", "inquisitor", "peasant", "peasant"]


def test_back_after_announce_returns_to_the_turns_first_choice_saying_nothing():
    m = table(SET_A, {"p:1": "thief"}, current=NIKOS)
    assert m.apply("announce") == []
    assert "cancel" in acts(m) and m.decision().kind == "announce"
    before = len(m.state.shown)
    assert m.apply("cancel") == []  # nothing for the log: nothing was announced
    assert m.decision().seat == NIKOS and acts(m) == ["swap", "peek", "announce"]
    assert len(m.state.shown) == before and not m.state.claims
    m.apply("announce")
    m.apply("announce king")  # announced: now the others answer, and there is no going back
    assert "cancel" not in acts(m)


def test_back_from_choosing_the_card_to_announce_with_at_two_players():
    m = new_match(2)
    m.state.turn_no = 5  # past the swap-only turns
    m.changed()
    m.apply("announce")
    assert m.decision().kind == "announce_card" and "cancel" in acts(m)
    m.apply("cancel")
    assert m.decision().kind == "turn"
    m.apply("announce")
    m.apply(next(a for a in acts(m) if a.startswith("using ")))
    assert m.decision().kind == "announce" and "cancel" in acts(m)
    m.apply("cancel")
    assert m.decision().kind == "turn"


def test_the_table_offers_back_as_a_button_after_announce():
    m = table(SET_A, {"p:1": "thief"}, current=NIKOS)
    scene = TableScene(App((1280, 800), settings=Settings("off"), autosave=False), m)
    scene.apply(next(a for a in m.legal_actions() if str(a) == "announce"))
    back = next(b for b in scene.buttons if b.key == "act:cancel")
    assert say(back.label) == "Back" and back.enabled
    scene._press(back)
    assert m.decision().kind == "turn"
