"""Phases of a Golf hand, how a hand can end, and the non-action entries of the hand's log."""

from __future__ import annotations

from typing import Final

SETUP: Final = 0
PREFIX: Final = 1
START: Final = 2
HOLD: Final = 3
AFTER_DISCARD: Final = 4
OVER: Final = 5
PHASE_NAMES: Final = (
    "setup",  # initial peeks and flips before play, in seat order from the dealer's left
    "turn start",  # first-turn flips (and 10-card flips each turn) before drawing
    "draw",  # START: draw, or knock / flip-only / reveal-all where allowed
    "holding",  # HOLD: replace a slot or discard the held card
    "flip after discard",  # a stock discard that must be followed by a flip
    "match over",
)

STOCK: Final = 0
DISCARD_PILE: Final = 1
SOURCE_NAMES: Final = ("stock", "discard")

# How a hand ended.
ENDED_KNOCK: Final = "knock"
ENDED_TRIGGER: Final = "all face up"
ENDED_EXPOSED: Final = "every card exposed"
ENDED_TURN_CAP: Final = "turn limit"
ENDED_STOCK: Final = "stock exhausted"

# Log entries that are not player actions: (player or -1, code, a, b).
LOG_RESHUFFLE: Final = -10
"""The discard pile (but its top) was shuffled into a new stock of ``a`` cards (§0.8)."""
LOG_SKIPPED: Final = -11
"""``player`` lost a turn to a discarded jack (j20_skip, §1.4)."""
LOG_REMOVED: Final = -12
"""Cards ``a`` (a tuple) were set aside from ``player``'s layout; ``b`` blocks banked (§5.3)."""
