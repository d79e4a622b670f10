"""What the one table program needs to know about a game's screen, as pure functions of the view: the
``TableScreen`` each game builds in ``games/<slug>/screen.py``. No pygame here; the UI draws what this says."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Generic, TypeVar

from tabletop.engine.actions import Action
from tabletop.engine.face import Face
from tabletop.engine.layout import Intent, Layout, PieceId, Placement, Region, mark
from tabletop.engine.message import Words
from tabletop.engine.view import PanelLine, ScoreRow, TableView

V = TypeVar("V")  # a game's view: the frozen dataclass its rules make for one seat (already redacted)


@dataclass(frozen=True)
class Seating:
    """What the table knows beside the rules' view: the seats a computer plays (their name plates carry a robot)
    and the actions offered to the person at the mouse now (where a tile may go, what a click would mean)."""

    computers: frozenset[int] = frozenset()
    offered: tuple[Action, ...] = ()
    focus: int | None = None  # a seat the player asked to see in full (a click on its compact area), if any

    @functools.cached_property
    def verbs(self) -> frozenset[str]:
        """The verbs of the offered actions (asked for every piece of a layout, so worked out once)."""
        return frozenset(action.verb for action in self.offered)


NOBODY = Seating()  # no computer seats, nothing offered: a table looked at, not played (tests, pictures)


@dataclass(frozen=True)
class TableScreen(Generic[V]):
    """A game's table: its layout at a window size, what each legal action is chosen by, the words on buttons,
    what a click on a piece would mean (for the rules' why_not), and the panel, banner, counters and scores."""

    layout: Callable[[V, int, int, Seating], Layout]
    target_of: Callable[[V, Action, Seating], PieceId | None]  # the region (its Key) or component (its id) taking it
    button_label: Callable[[V, Action], Words]
    intent_of: Callable[[V, PieceId, Seating], tuple[str, str | None] | None]
    turn_buttons: tuple[str, ...]  # buttons shown (enabled or not) on every turn
    button_kinds: tuple[str, ...]  # every button kind, in the order of their fixed slots
    turn_kind: str  # the decision kind that is a player's turn
    peek_label: Words  # the button that shows the deciding player's private view
    panel_width: Callable[[int], int]
    top_bar: int
    bottom_bar: int
    panel: Callable[[V], tuple[PanelLine, ...]]
    counters: Callable[[V], dict[str, float]]
    scoring_rows: Callable[[V], list[ScoreRow]]
    banner: Callable[[V], Words | None]
    sample: Callable[[str], Face | None] = field(default=lambda name: None, compare=False)  # guide pictures by name
    # A button's hover text: its name on the first line, then what it does and what it costs ("": no tip).
    button_tip: Callable[[V, Action], Words] = field(default=lambda view, action: "", compare=False)
    # Whether the layout draws the offered actions (where a tile may go): then it differs with them, not only by view.
    layout_reads_offered: bool = False
    # Faces the table may soon show that it does not show now (a card still in its deck, at the sizes the table's
    # cards are laid out at): each a builder the table calls at a quiet moment, so a deal's click builds none.
    ahead: Callable[[V, Layout], Iterable[Callable[[], object]]] = field(default=lambda view, lay: (), compare=False)

    def show(
        self,
        view: V,
        actions: tuple[Action, ...],
        width: int,
        height: int,
        over: bool = False,
        computers: frozenset[int] = frozenset(),
        focus: int | None = None,
    ) -> TableView:
        """The TableView of ``view`` (what one viewer may see) in a window of ``width`` x ``height``, offering
        ``actions``; ``over``: the game has ended, so its score rows are shown; ``computers``: the seats a computer
        plays."""
        kinds = tuple(Action(kind) for kind in self.button_kinds)
        labels = {action: self.button_label(view, action) for action in (*kinds, *actions)}
        return TableView(
            layout=self.table(view, Seating(frozenset(computers), tuple(actions), focus), width, height),
            banner=self.banner(view),
            panel=tuple(self.panel(view)),
            counters=self.counters(view),
            labels=labels,
            scores=tuple(self.scoring_rows(view)) if over else (),
        )

    def table(self, view: V, seating: Seating, width: int, height: int) -> Layout:
        """The layout of ``view`` with each offered action carried by the piece that chooses it (the others are
        buttons) and every piece's intent (what a click on it would mean now, for the rules' why_not)."""
        lay = self.layout(view, width, height, seating)
        chosen: dict[PieceId, Action] = {}
        for action in seating.offered:
            key = self.target_of(view, action, seating)
            if key is not None and (key in lay.regions or key in lay.placements):
                chosen[key] = action
        for key, reg in lay.regions.items():  # a piece neither offered nor meaning anything is left as laid out
            taken, intent = chosen.get(key), self.intent_of(view, key, seating)
            if taken is not None or intent is not None:
                lay.regions[key] = _marked(reg, taken, intent, lay.own)
        for pid, p in lay.placements.items():
            taken, intent = chosen.get(pid), self.intent_of(view, pid, seating)
            if taken is not None or intent is not None:
                lay.placements[pid] = _marked(p, taken, intent, lay.own)
        return lay

    @classmethod
    def from_modules(cls, module: ModuleType, present: ModuleType, **screen: Any) -> TableScreen[Any]:
        """A screen from a game's pure layout module (``target_of``, ``button_label``, ``intent_of``,
        ``TURN_BUTTONS``, ``BUTTON_KINDS``, ``panel_width``, ``TOP_BAR``, ``BOTTOM_BAR``) and present module
        (``panel``, ``banner``, ``scoring_rows``, ``counters``); ``screen`` gives the rest (``layout`` included)."""
        return cls(
            target_of=module.target_of,
            button_label=module.button_label,
            intent_of=getattr(module, "intent_of", _no_intent),
            turn_buttons=module.TURN_BUTTONS,
            button_kinds=getattr(module, "BUTTON_KINDS", module.TURN_BUTTONS),
            panel_width=module.panel_width,
            top_bar=module.TOP_BAR,
            bottom_bar=module.BOTTOM_BAR,
            panel=getattr(present, "panel", no_panel),
            banner=present.banner,
            scoring_rows=present.scoring_rows,
            counters=present.counters,
            **screen,
        )


P = TypeVar("P", Placement, Region)


def _marked(piece: P, action: Action | None, intent: Intent | None, own: bool) -> P:
    """``piece`` carrying ``action`` and ``intent``: marked as it is when the layout owns it, else a copy."""
    if own:
        mark(piece, action=action, intent=intent)
        return piece
    return piece.evolve(action=action, intent=intent)


def _no_intent(view: Any, key: PieceId, seating: Seating) -> None:
    """A game that maps no piece to what a click there would mean."""
    return None


def no_panel(view: Any) -> tuple[PanelLine, ...]:
    """A game whose side panel shows only what its layout puts there."""
    return ()
