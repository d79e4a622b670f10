"""Events and decisions are made by an ``__init__`` that fills their fields in place (engine/values.py): it must take
what the dataclass's own would, give the same defaults, and leave every value frozen."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from tabletop.engine import events
from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision

KINDS = [
    kind
    for kind in vars(events).values()
    if isinstance(kind, type) and issubclass(kind, events.Event) and kind.__module__ == events.__name__
]


def test_every_event_class_is_made_in_place():
    assert len(KINDS) == 11 and all(kind.__init__.__qualname__ == f"{kind.__qualname__}.__init__" for kind in KINDS)


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.__name__)
def test_an_event_takes_the_dataclass_s_arguments_and_defaults(kind):
    made = [f for f in dataclasses.fields(kind) if f.init]
    bare = kind()
    assert all(getattr(bare, f.name) == f.default for f in made)  # every default, as declared
    positional = [f for f in made if not f.kw_only]
    keywords = [f for f in made if f.kw_only]
    assert [f.name for f in keywords] == ["secret_for", "public_text"]
    values = [f"value of {f.name}" for f in positional]
    event = kind(*values, secret_for=frozenset({1}), public_text="hidden")
    assert [getattr(event, f.name) for f in positional] == values  # in the declared order
    assert event.secret_for == frozenset({1}) and event.public_text == "hidden"
    with pytest.raises(TypeError):
        kind(*values, frozenset({1}))  # secret_for is keyword-only, as in the dataclass
    with pytest.raises(TypeError):
        kind(no_such_field=1)


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.__name__)
def test_an_event_is_still_a_frozen_value(kind):
    first = kind("text", secret_for=frozenset({0}))
    again = kind("text", secret_for=frozenset({0}))
    assert first == again and hash(first) == hash(again) and repr(first) == repr(again)
    assert kind("other") != first
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.text = "changed"  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(first)) == first and copy.deepcopy(first) == first
    assert dataclasses.replace(first, text="new").text == "new" and first.redacted().text == ""


def test_a_decision_takes_the_dataclass_s_arguments_and_stays_a_frozen_value():
    roll = Action("roll")
    made = Decision(0, "turn", "Roll.", (roll,))
    assert (made.seat, made.kind, made.prompt, made.actions) == (0, "turn", "Roll.", (roll,))
    assert Decision(None, "over", "The game is over.").actions == ()  # the default
    assert Decision(seat=1, kind="k", prompt="p") == Decision(1, "k", "p", ())
    with pytest.raises(TypeError):
        Decision(0, "turn")  # the prompt has no default, as in the dataclass
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.seat = 1  # type: ignore[misc]
    assert hash(made) == hash(Decision(0, "turn", "Roll.", (roll,))) and pickle.loads(pickle.dumps(made)) == made
