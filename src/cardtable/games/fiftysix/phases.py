"""The phases of a 56 hand (fiftysix.md §4-7) and what each outcome of a hand is called."""

from __future__ import annotations

AUCTION, PLAY, ANSWER, OVER = range(4)
PHASE_NAMES = ("auction", "play", "surrender offered", "match over")

UNDOUBLED, DOUBLED, REDOUBLED = range(3)
DOUBLING_NAMES = ("undoubled", "doubled", "redoubled")

# Outcomes of a hand (§7).
MADE = "made"
FAILED = "failed"
COT = "cot"
"""The bidders took every trick: twice the tables."""
SURRENDERED = "surrender accepted"
COT_LOST = "insisted and lost a trick"
"""The bidders refused a surrender and then lost a trick: they pay twice the losing amount."""
