"""The end-of-hand count (allfours.md §1.3, §2.3, §3.5, §4.3): High, Low, Jack and Game.

``count_hand`` works out who wins each of the four points from the cards each player held when
trick play began (the cards *in play*, §1.3) and the cards each side captured in tricks. The
state adds the points one at a time in this order and stops the match the moment a side reaches
the target, so later points may go unscored (§1.3, test cases 19 and 26).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from cardtable.cards import JACK
from cardtable.games.allfours.rules import SUIT_MASK, card_points, highest, lowest

HIGH, LOW, JACK_POINT, GAME = "High", "Low", "Jack", "Game"
POINT_ORDER = (HIGH, LOW, JACK_POINT, GAME)
HANG_JACK_POINTS = 3


class Award(NamedTuple):
    """One of the four points: who wins it (side, or None for nobody) and why."""

    point: str
    side: int | None
    points: int
    card: int = -1
    """The deciding card (High, Low, Jack); -1 for Game or when nobody scores."""
    holder: int = -1
    """The player who held the deciding card when play began (High, Low, Jack)."""
    capturer: int = -1
    """Low Captured and Jack: the side that won the trick holding the card."""
    totals: tuple[int, ...] = ()
    """Game: each side's card points."""


def count_hand(
    *,
    held: Sequence[int],
    captured: Sequence[int],
    trump: int,
    side_of: Sequence[int],
    dealer: int,
    low_rule: str,
    jack_scoring: str,
    game_tie: str,
) -> list[Award]:
    """The four points of a hand, in the order they are counted.

    ``held[p]``: the cards player ``p`` held when trick play began. ``captured[s]``: the cards in
    the tricks side ``s`` won (thrown-in cards included).
    """
    in_play = 0
    for mask in held:
        in_play |= mask
    trumps = in_play & SUIT_MASK[trump] if trump >= 0 else 0

    awards: list[Award] = []
    if trumps:
        high = highest(trumps)
        high_holder = _owner(held, high)
        awards.append(Award(HIGH, side_of[high_holder], 1, high, high_holder))
        low = lowest(trumps)
        low_holder = _owner(held, low)
        if low_rule == "captured":
            taker = _owner(captured, low)
            awards.append(Award(LOW, taker, 1, low, low_holder, taker))
        else:
            awards.append(Award(LOW, side_of[low_holder], 1, low, low_holder))
    else:
        awards += [Award(HIGH, None, 0), Award(LOW, None, 0)]

    jack = trump * 13 + JACK if trump >= 0 else -1
    if jack >= 0 and trumps >> jack & 1:
        jack_holder = _owner(held, jack)
        taker = _owner(captured, jack)
        if jack_scoring == "hang_jack" and taker != side_of[jack_holder]:
            awards.append(Award(JACK_POINT, taker, HANG_JACK_POINTS, jack, jack_holder, taker))
        else:
            awards.append(Award(JACK_POINT, taker, 1, jack, jack_holder, taker))
    else:
        awards.append(Award(JACK_POINT, None, 0))

    totals = tuple([card_points(mask) for mask in captured])
    winner = game_winner(totals, side_of[dealer], game_tie)
    awards.append(Award(GAME, winner, 0 if winner is None else 1, totals=totals))
    return awards


def _owner(masks: Sequence[int], card: int) -> int:
    """The index of the mask holding ``card``."""
    for i, mask in enumerate(masks):
        if mask >> card & 1:
            return i
    raise ValueError(f"card {card} is in none of the masks")


def game_winner(totals: Sequence[int], dealer_side: int, game_tie: str) -> int | None:
    """The side that scores Game: most card points; ties by ``game_tie`` (§2.3, AF12).

    ``non_dealer``: among the sides tied for most, the dealer's side drops out and the point goes
    to the one side left, if exactly one is (2 players or teams: the non-dealer; 3 players: the
    non-dealer who tied with the dealer, nobody if two non-dealers tie).
    """
    best = max(totals)
    if best == 0:
        return None  # nobody took a counting card (§1.3 [PROPOSAL])
    tied = [s for s, t in enumerate(totals) if t == best]
    if len(tied) == 1:
        return tied[0]
    if game_tie == "non_dealer":
        others = [s for s in tied if s != dealer_side]
        if len(others) == 1:
            return others[0]
    return None
