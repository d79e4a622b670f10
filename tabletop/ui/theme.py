"""Colours and sizes shared by every scene. Player colours are Okabe-Ito (colour-blind safe)."""

BG = (28, 38, 33)
FELT = (38, 70, 52)
FELT_DARK = (30, 56, 42)
PANEL = (24, 28, 34)
PANEL_LINE = (60, 66, 78)
TEXT = (236, 234, 226)
TEXT_DIM = (160, 164, 170)
TEXT_DARK = (30, 30, 34)
ACCENT = (240, 200, 80)
HIGHLIGHT = (255, 221, 64)
HOVER = (255, 255, 255)
DANGER = (214, 96, 77)
OK = (110, 200, 140)
CARD = (242, 236, 220)
CARD_EDGE = (120, 110, 90)
BUTTON = (64, 92, 140)
BUTTON_HOVER = (84, 120, 176)
BUTTON_OFF = (58, 62, 70)
BUTTON_TEXT_OFF = (128, 132, 140)
CHIP = (212, 172, 64)
# Okabe & Ito's colour-blind-safe palette (light grey for its black, on the dark table), ordered so that small
# counts get the most distinct colours; past eight seats the colours repeat and the seat's shape mark
# (engine/seatmark.py) still tells every seat apart.
PLAYER_COLOURS = [
    (0, 114, 178),  # blue
    (230, 159, 0),  # orange
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (240, 228, 66),  # yellow
    (213, 94, 0),  # vermillion
    (86, 180, 233),  # sky blue
    (215, 215, 215),  # light grey
]
