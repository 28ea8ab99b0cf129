"""Phases of a Golf hand, how a hand can end, and the non-action entries of the hand's log."""

from __future__ import annotations

SETUP, PREFIX, START, HOLD, AFTER_DISCARD, OVER = range(6)
PHASE_NAMES = (
    "setup",  # initial peeks and flips before play, in seat order from the dealer's left
    "turn start",  # first-turn flips (and 10-card flips each turn) before drawing
    "draw",  # START: draw, or knock / flip-only / reveal-all where allowed
    "holding",  # HOLD: replace a slot or discard the held card
    "flip after discard",  # a stock discard that must be followed by a flip
    "match over",
)

STOCK, DISCARD_PILE = 0, 1
SOURCE_NAMES = ("stock", "discard")

# How a hand ended.
ENDED_KNOCK = "knock"
ENDED_TRIGGER = "all face up"
ENDED_EXPOSED = "every card exposed"
ENDED_TURN_CAP = "turn limit"
ENDED_STOCK = "stock exhausted"

# Log entries that are not player actions: (player or -1, code, a, b).
LOG_RESHUFFLE = -10
"""The discard pile (but its top) was shuffled into a new stock of ``a`` cards (§0.8)."""
LOG_SKIPPED = -11
"""``player`` lost a turn to a discarded jack (j20_skip, §1.4)."""
LOG_REMOVED = -12
"""Cards ``a`` (a tuple) were set aside from ``player``'s layout; ``b`` blocks banked (§5.3)."""
