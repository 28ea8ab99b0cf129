"""Phases of a power-Golf hand and where a held card came from."""

SETUP = 0  # players choose the two cards they look at (peek_choice=any_two)
START = 1  # draw (or Cactus: use the discard's power; Cumbia/Cabo: call)
HOLD = 2  # a drawn card is held: replace, discard, use its power, multi, match
POWER2 = 3  # second step of a look-then-swap power
SELECT = 4  # nominating slots (Pablo multi-replace, Cabo match)
GIVE = 5  # filling a vacated opponent slot with one of your own cards
END_TURN = 6  # Pablo, Cactus, Dacz: call or not at the end of the turn
WAIT = 7  # the hand is over but a match/snap window is still open
OVER = 8  # the match is over

PHASE_NAMES = ("setup", "start", "hold", "power", "select", "give", "end_turn", "wait", "over")

STOCK = 0
DISCARD_PILE = 1
DISCARD_POWER = 2  # Cactus: the top discard picked up to use its power
SOURCE_NAMES = ("stock", "discard", "discard_power")
