"""The phases of an All Fours deal (allfours.md §2.2, §3.3, §4.2)."""

from __future__ import annotations

ELDER, DEALER, DISCARD, BUNCH, BUNCH_ANSWER, PLAY, OVER = range(7)
PHASE_NAMES = (
    "elder's choice",
    "dealer's choice",
    "discard",
    "bunch window",
    "bunch answers",
    "play",
    "match over",
)
PHASE_BY_NAME = {name: i for i, name in enumerate(PHASE_NAMES)}

HAND_SIZE = 6
PACKET = 3
"""Cards go out in packets of three: two rounds for the deal, one packet a player per run."""

# Why a deal ended without being played out (the same dealer deals again).
EXHAUSTED, BUNCHED = "exhausted", "bunched"
