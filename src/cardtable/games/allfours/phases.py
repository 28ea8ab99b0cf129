"""The phases of an All Fours deal (allfours.md §2.2, §3.3, §4.2)."""

from __future__ import annotations

from typing import Final

ELDER: Final = 0
DEALER: Final = 1
DISCARD: Final = 2
BUNCH: Final = 3
BUNCH_ANSWER: Final = 4
PLAY: Final = 5
OVER: Final = 6
PHASE_NAMES: Final = (
    "elder's choice",
    "dealer's choice",
    "discard",
    "bunch window",
    "bunch answers",
    "play",
    "match over",
)
PHASE_BY_NAME: Final = {name: i for i, name in enumerate(PHASE_NAMES)}

HAND_SIZE: Final = 6
PACKET: Final = 3
"""Cards go out in packets of three: two rounds for the deal, one packet a player per run."""

# Why a deal ended without being played out (the same dealer deals again).
EXHAUSTED: Final = "exhausted"
BUNCHED: Final = "bunched"
