"""Concrete 4-player deals shared by the Fareeb rule tests.

Seats: A = 0 is the dealer, B = 1 (dealer's left), C = 2 (dealer's partner), D = 3.
"""

from __future__ import annotations

from cardtable.games.fareeb.state import FareebState
from tests.games.fareeb.helpers import deal, load

A, B, C, D = 0, 1, 2, 3

# Seed example 1 (fareeb.md §9 case 10), made concrete: up-card Q♥, C orders up.
EXAMPLE_1 = {
    B: ["AS", "AC", "9C", "TD", "9D"],
    C: ["JH", "AH", "KH", "9S", "TC"],
    D: ["KS", "KC", "QC", "KD", "QD"],
    A: ["QS", "TS", "JC", "JS", "AD"],
}

# Deals for playing a hand out to a chosen number of tricks (B orders up ♥ from Q♥; the dealer
# A discards 9♠ or K♦). The holder of the top trump always wins a trick, so the makers need it to
# take all five and the defenders need it for a defenders' march: one deal for each end, and one
# with both bowers in the stub (A♥ on top, with the defenders) for the counts in between.
MAKERS_STRONG = {
    B: ["JH", "JD", "AH", "AS", "AC"],
    C: ["KH", "KS", "QS", "KC", "9D"],
    D: ["TH", "JS", "TS", "QC", "KD"],
    A: ["9H", "9S", "JC", "TC", "AD"],
}
DEFENDERS_STRONG = {
    B: MAKERS_STRONG[C],
    C: MAKERS_STRONG[B],
    D: MAKERS_STRONG[D],
    A: MAKERS_STRONG[A],
}
STRONG_STUB = ("QD", "TD", "9C")
MIDDLING = {
    B: ["KH", "9H", "AS", "KC", "TD"],
    C: ["AH", "TH", "KS", "QC", "9D"],
    D: ["TS", "QS", "AC", "QD", "AD"],
    A: ["9S", "JS", "JC", "TC", "KD"],
}
MIDDLING_STUB = ("JH", "JD", "9C")


def deal_for(maker_tricks: int, **options: object) -> FareebState:
    """A single-hand table where B may order up ♥ and the makers can take ``maker_tricks``."""
    game = load(single_hand=True, **options)
    if maker_tricks >= 4:
        return deal(game, MAKERS_STRONG, up="QH", stub=STRONG_STUB)
    if maker_tricks == 0:
        return deal(game, DEFENDERS_STRONG, up="QH", stub=STRONG_STUB)
    return deal(game, MIDDLING, up="QH", stub=MIDDLING_STUB)


DISCARD = (A, "discard 9S")


# 5 players, dealer seat 0 (case 22 and the options): up-card Q♦; seat 2 orders up and calls A♣,
# held by seat 4. In CASE_22 the makers hold the three top trumps; in CASE_22_WEAK seat 1 does.
CASE_22 = {
    2: ["JD", "JH", "AD", "8S", "8C"],
    4: ["KD", "9S", "9C", "8H", "AC"],
    1: ["AS", "KS", "QS", "AH", "KH"],
    3: ["JS", "TS", "KC", "QC", "QH"],
    0: ["TD", "9D", "8D", "TH", "9H"],
}
CASE_22_WEAK = {**CASE_22, 1: CASE_22[2], 2: CASE_22[1]}
CASE_22_STUB = ("JC", "TC")
CASE_22_BIDS = ((1, "pass"), (2, "order up"), (2, "call AC"), (0, "discard TH"))
