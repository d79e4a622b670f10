"""The contract every game's rules implement (the OpenSpiel shape): setup, decide, apply, view, outcome."""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Mapping
from typing import Any, Generic, TypeVar

from tabletop.engine.actions import Action
from tabletop.engine.decisions import Decision, Outcome
from tabletop.engine.errors import SetupError
from tabletop.engine.events import Event
from tabletop.engine.gamedef import Chosen, OptionDef, first_player_option
from tabletop.engine.message import Words, as_msg, msg, msgc
from tabletop.engine.rng import Rng
from tabletop.engine.sightings import Seen

S = TypeVar("S")  # a game's state type: ``class CapoRules(Rules[CapoState, CapoView])``
V = TypeVar("V")  # a game's view type: the frozen dataclass (plain data inside) that one seat sees, already redacted


class Rules(ABC, Generic[S, V]):
    """One game's rules over its loaded data (``spec``), for states of type ``S``. Rules hold no match state of
    their own."""

    slug: str = ""
    title: Words = ""
    length_unit: str = "turns"  # what players count a game's length in: "turns" or "rounds"
    pin: Any = None  # which data these rules were loaded from (engine/pins.Pin), set by whoever loaded them

    def __init__(self, spec: Any):
        self.spec = spec

    @property
    def notice(self) -> Words:
        """A note the setup screen shows under the options (a game whose data is reconstructed says so)."""
        return getattr(self.spec, "notice", "") or ""

    @property
    def player_counts(self) -> tuple[int, ...]:
        """The allowed numbers of players."""
        return tuple(self.spec.players)

    @property
    def variants(self) -> tuple[str, ...]:
        """Named setup variants; the first is the default."""
        return ("standard",)

    def variants_for(self, count: int) -> tuple[str, ...]:
        """The variants playable with ``count`` players; the first is the default."""
        return self.variants

    def variant_title(self, variant: str) -> Words:
        """A variant's name on screen (a game names its own variants; "standard" is the one every game has)."""
        return msgc("variant", "Standard") if variant == "standard" else as_msg(variant.replace("_", " ").capitalize())

    @abstractmethod
    def setup(self, players: tuple[str, ...], variant: str, options: dict[str, Any], rng: Rng) -> S:
        """Return the starting state for these player names."""

    @abstractmethod
    def decision(self, state: S) -> Decision:
        """Who decides now and the legal actions; seat None and no actions once the game is over."""

    @abstractmethod
    def apply(self, state: S, action: Action, rng: Rng) -> list[Event]:
        """Apply a legal action to ``state`` in place and return what happened."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> V:
        """What ``seat`` may see (None: the public table): a frozen dataclass of plain data (``view.plain``)."""

    def open_view(self, state: S) -> V:
        """The table with every face on it shown, for watching a finished game again. This default is the public
        table: the private pieces that lie in a seat's own area (a hand) are shown beside it by the replay, from
        each seat's own view; a game whose hidden faces lie on the table (a face-down card) shows them here."""
        return self.view(state, None)

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def components(self, state: S) -> Counter[str]:
        """Every physical component in play, counted by id (conserved by every action)."""

    @abstractmethod
    def length(self, state: S) -> int:
        """How long the game has lasted so far, in ``length_unit`` (the turn or round now being played)."""

    def copy_state(self, state: S) -> S:
        """An independent copy of ``state``, for trying actions, snapshots and search. Games copy explicitly what
        their rules change (this default deep-copies everything, which is correct but slow); never through pickle."""
        return copy.deepcopy(state)

    def determinize(self, state: S, seat: int, rng: random.Random, seen: Seen | None = None) -> S:
        """A copy of ``state`` in which everything ``seat`` may not know is dealt afresh from ``rng`` (``shuffle``),
        consistently with what it sees now and with ``seen``, what it remembers (the Match's sightings): one world
        a computer player's search may play in. It must depend only on what ``seat`` may know (tests check two
        states differing in hidden facts give the same world). This default suits a game with no hidden
        information: a plain copy."""
        return self.copy_state(state)

    # A computer's search plays this many random decisions after its tree, then judges the table by ``standing``
    # instead of playing on to the end (None: to the end). Random moves far ahead say little; the score now says
    # more, and a short playout buys more of the search's iterations in the same time.
    playout_depth: int | None = None
    # The lead in ``standing``'s points that makes a seat about e (2.7) times likelier to win than the seat behind it.
    standing_spread: float = 1.0

    def standing(self, state: S) -> tuple[float, ...] | None:
        """Each seat's worth in points if the game were judged now (higher is better), for a search that stops its
        playout early; the state is a world dealt for the search, so hidden faces may be read. None: no measure."""
        return None

    def hidden_facts(self, state: S, seat: int | None) -> dict[str, str]:
        """Each component whose face ``seat`` (None: the public) may not know now, mapped to it (default: none)."""
        return {}

    def places(self, state: S) -> tuple[dict[str, list[str]], dict[int, set[str]]] | None:
        """Every place's components and, per seat, the places hidden from it: what the Match's sightings follow so
        a seat remembers what it saw go out of sight (None, this default: a game where nothing seen is hidden
        later)."""
        return None

    def option_defs(self) -> tuple[OptionDef, ...]:
        """Every option a match of this game may set, declared (who starts, by default; games add theirs)."""
        return (first_player_option(),)

    def chosen(self, options: Mapping[str, Any], count: int) -> Chosen:
        """A match's ``options`` read through this game's declarations (a missing one is its default)."""
        return Chosen(self.option_defs(), options, count)

    def why_not(self, state: S, seat: int | None, verb: str, arg: str | None = None) -> Words:
        """Why ``verb`` (on ``arg``: what a misclick reached for) is not legal for ``seat`` now, in the rules' words.

        Games say it in their own terms from their data ("Stage D: no Bridge card in your hand"); this default
        only says whose choice it is.
        """
        decision = self.decision(state)
        if decision.seat is None:
            return "The game is over."
        return msg("That is not a legal choice now.")

    def curtain_task(self, state: S, seat: int) -> Words:
        """What ``seat`` is about to do behind the curtain, in words anyone may read (no hidden detail)."""
        decision = self.decision(state)
        if decision.seat != seat:
            return msg("look at your private view")
        return msg("take your turn") if decision.kind == "turn" else msg("make your choice")

    def private_viewer(self, state: S) -> int | None:
        """The seat whose private view the screen must show for the current decision, if any."""
        return None

    def decision_is_secret(self, state: S) -> bool:
        """Whether the current choice itself must be made unseen (a swap-or-not), even if it shows nothing private."""
        return False


def first_seat(options: Mapping[str, Any], count: int, rng: Rng) -> int:
    """The seat that starts: option ``first`` is a seat number or "random" (its declared default, drawn from
    ``rng``)."""
    first = Chosen((first_player_option(),), options, count).value("first")
    if first == "random":
        return rng.randint(0, count - 1)
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < count:
        raise SetupError(f"option first={first!r}: must be a seat number from 0 to {count - 1}, or random")
    return first
