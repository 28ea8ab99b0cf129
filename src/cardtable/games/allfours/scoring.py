"""The end-of-hand count (allfours.md §1.3, §2.3, §3.5, §4.3): High, Low, Jack and Game.

``count_hand`` works out who wins each of the four points from the cards each player held when
trick play began (the cards *in play*, §1.3) and the cards each side captured in tricks. The
state adds the points one at a time in this order and stops the match the moment a side reaches
the target, so later points may go unscored (§1.3, test cases 19 and 26).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from cardtable.cards import JACK
from cardtable.games.allfours.rules import SUIT_MASK, card_points

HIGH: Final = "High"
LOW: Final = "Low"
JACK_POINT: Final = "Jack"
GAME: Final = "Game"
POINT_ORDER: Final = (HIGH, LOW, JACK_POINT, GAME)
HANG_JACK_POINTS: Final = 3


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

    Every simulated hand ends here, so owners are found by plain loops. Awards are built by
    their constructor, not by a ``tuple.__new__`` shortcut: with that shortcut the mypyc build
    crashed in garbage collection during All Fours' property tests (docs/speed.md).
    """
    in_play = 0
    for mask in held:
        in_play |= mask
    trumps = in_play & SUIT_MASK[trump] if trump >= 0 else 0
    if not trumps:
        return [_NOBODY_HIGH, _NOBODY_LOW, _NOBODY_JACK, _game(captured, side_of[dealer], game_tie)]

    high = trumps.bit_length() - 1
    low = (trumps & -trumps).bit_length() - 1
    jack = trump * 13 + JACK
    high_holder = low_holder = jack_holder = -1
    for p, mask in enumerate(held):
        if mask >> high & 1:
            high_holder = p
        if mask >> low & 1:
            low_holder = p
        if mask >> jack & 1:
            jack_holder = p
    low_taker = jack_taker = -1
    for side, mask in enumerate(captured):
        if mask >> low & 1:
            low_taker = side
        if mask >> jack & 1:
            jack_taker = side
    if low_taker < 0 or (jack_holder >= 0) != (jack_taker >= 0):
        raise ValueError("every trump in play must be in the tricks of some side")

    awards = [Award(HIGH, side_of[high_holder], 1, high, high_holder, -1, ())]
    if low_rule == "captured":
        awards.append(Award(LOW, low_taker, 1, low, low_holder, low_taker, ()))
    else:
        awards.append(Award(LOW, side_of[low_holder], 1, low, low_holder, -1, ()))
    if jack_holder < 0:
        awards.append(_NOBODY_JACK)
    else:
        hanged = jack_scoring == "hang_jack" and jack_taker != side_of[jack_holder]
        points = HANG_JACK_POINTS if hanged else 1
        awards.append(Award(JACK_POINT, jack_taker, points, jack, jack_holder, jack_taker, ()))
    awards.append(_game(captured, side_of[dealer], game_tie))
    return awards


_NOBODY_HIGH: Final = Award(HIGH, None, 0)
_NOBODY_LOW: Final = Award(LOW, None, 0)
_NOBODY_JACK: Final = Award(JACK_POINT, None, 0)


def _game(captured: Sequence[int], dealer_side: int, game_tie: str) -> Award:
    totals = tuple([card_points(mask) for mask in captured])
    winner = game_winner(totals, dealer_side, game_tie)
    return Award(GAME, winner, 0 if winner is None else 1, -1, -1, -1, totals)


def game_winner(totals: Sequence[int], dealer_side: int, game_tie: str) -> int | None:
    """The side that scores Game: most card points; ties by ``game_tie`` (§2.3, AF12).

    ``non_dealer``: among the sides tied for most, the dealer's side drops out and the point goes
    to the one side left, if exactly one is (2 players or teams: the non-dealer; 3 players: the
    non-dealer who tied with the dealer, nobody if two non-dealers tie).
    """
    best = max(totals)
    if best == 0:
        return None  # nobody took a counting card (§1.3 [PROPOSAL])
    if totals.count(best) == 1:
        return totals.index(best)
    if game_tie == "non_dealer":
        others = [s for s, t in enumerate(totals) if t == best and s != dealer_side]
        if len(others) == 1:
            return others[0]
    return None
