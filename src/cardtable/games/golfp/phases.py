"""Phases of a power-Golf hand and where a held card came from."""

from typing import Final

SETUP: Final = 0  # players choose the two cards they look at (peek_choice=any_two)
START: Final = 1  # draw (or Cactus: use the discard's power; Cumbia/Cabo: call)
HOLD: Final = 2  # a drawn card is held: replace, discard, use its power, multi, match
POWER2: Final = 3  # second step of a look-then-swap power
SELECT: Final = 4  # nominating slots (Pablo multi-replace, Cabo match)
GIVE: Final = 5  # filling a vacated opponent slot with one of your own cards
END_TURN: Final = 6  # Pablo, Cactus, Dacz: call or not at the end of the turn
WAIT: Final = 7  # the hand is over but a match/snap window is still open
OVER: Final = 8  # the match is over

PHASE_NAMES: Final = (
    "setup", "start", "hold", "power", "select", "give", "end_turn", "wait", "over"
)

STOCK: Final = 0
DISCARD_PILE: Final = 1
DISCARD_POWER: Final = 2  # Cactus: the top discard picked up to use its power
SOURCE_NAMES: Final = ("stock", "discard", "discard_power")
