"""The rules text of Rialto's tooltips where no effect id names the rule, validated from data/rialto.yaml ``texts``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tabletop.engine.message import Msg

# Each text is a paragraph of words with no digits: the tooltips add the numbers from the rest of the data.
MAX_TEXT = 400  # characters: a tooltip paragraph, not a rulebook page


@dataclass(frozen=True)
class Texts:
    """What a building's use, the tracks, piles, rows, boards, councillors, coins, Venice and the neutral are for."""

    building_use: Msg
    doge_track: Msg
    vp_track: Msg
    deck: Msg
    discard: Msg
    pile: Msg
    hand: Msg
    card_rows: Msg
    player_board: Msg
    councillors: Msg
    coins: Msg
    venice: Msg
    district: Msg
    connection: Msg
    neutral: Msg
    source: Literal["seed", "reconstructed"] = "reconstructed"
    note: Msg = Msg("")
