"""The phases of a 56 hand (fiftysix.md §4-7) and what each outcome of a hand is called."""

from __future__ import annotations

from typing import Final

AUCTION: Final = 0
PLAY: Final = 1
ANSWER: Final = 2
OVER: Final = 3
PHASE_NAMES: Final = ("auction", "play", "surrender offered", "match over")

UNDOUBLED: Final = 0
DOUBLED: Final = 1
REDOUBLED: Final = 2
DOUBLING_NAMES: Final = ("undoubled", "doubled", "redoubled")

# Outcomes of a hand (§7).
MADE: Final = "made"
FAILED: Final = "failed"
COT: Final = "cot"
"""The bidders took every trick: twice the tables."""
SURRENDERED: Final = "surrender accepted"
COT_LOST: Final = "insisted and lost a trick"
"""The bidders refused a surrender and then lost a trick: they pay twice the losing amount."""
