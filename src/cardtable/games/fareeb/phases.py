"""The phases of a Fareeb hand (fareeb.md §4-5) and the states of the up-card."""

from __future__ import annotations

ROUND_1, ROUND_2, MAKER_OPTIONS, DEFENDER_OPTIONS, DEALER_EXCHANGE, PLAY, OVER = range(7)
PHASE_NAMES = (
    "round 1",
    "round 2",
    "maker's choice",
    "defenders' choice",
    "dealer's exchange",
    "play",
    "match over",
)

UP, TURNED_DOWN, TAKEN = "face up", "turned down", "taken by the dealer"
TRICKS_PER_HAND = 5
HAND_SIZE = 5
