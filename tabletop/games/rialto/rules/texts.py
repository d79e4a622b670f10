"""The rules text of Rialto's tooltips where no effect id names the rule, validated from data/rialto.yaml ``texts``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# Each text is a paragraph of words with no digits: the tooltips add the numbers from the rest of the data.
MAX_TEXT = 400  # characters: a tooltip paragraph, not a rulebook page


@dataclass(frozen=True)
class Texts:
    """What a building's use, the tracks, piles, rows, boards, councillors, coins, Venice and the neutral are for."""

    building_use: str
    doge_track: str
    vp_track: str
    deck: str
    discard: str
    pile: str
    hand: str
    card_rows: str
    player_board: str
    councillors: str
    coins: str
    venice: str
    district: str
    connection: str
    neutral: str
    source: Literal["seed", "reconstructed"] = "reconstructed"
    note: str = ""
