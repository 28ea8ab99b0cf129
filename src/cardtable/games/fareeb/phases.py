"""The phases of a Fareeb hand (fareeb.md §4-5) and the states of the up-card."""

from __future__ import annotations

from typing import Final

ROUND_1: Final = 0
ROUND_2: Final = 1
MAKER_OPTIONS: Final = 2
DEFENDER_OPTIONS: Final = 3
DEALER_EXCHANGE: Final = 4
PLAY: Final = 5
OVER: Final = 6
PHASE_NAMES: Final = (
    "round 1",
    "round 2",
    "maker's choice",
    "defenders' choice",
    "dealer's exchange",
    "play",
    "match over",
)

UP: Final = "face up"
TURNED_DOWN: Final = "turned down"
TAKEN: Final = "taken by the dealer"
TRICKS_PER_HAND: Final = 5
HAND_SIZE: Final = 5
