"""Card facts of All Fours (allfours.md §1): ranking, card points, follow-or-trump, trick winner.

Cards are the engine's ints (``suit * 13 + rank``, rank 0 = two .. 12 = ace), so within a suit a
higher int is a higher card: the ranking A K Q J 10 ... 2 of §1.1 needs no table. Hands are
bitmasks; the hot path (``legal_play_mask``, ``trick_winner``) works on them directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.cards import ACE, FIVE, JACK, KING, QUEEN, SIX, TEN, TWO

SUIT_MASK: Final = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
"""Bitmask of the 13 cards of each suit."""
ABOVE_NINE_MASK: Final = sum(
    1 << (13 * s + r) for s in range(4) for r in (TEN, JACK, QUEEN, KING, ACE)
)
"""Cards higher than a nine (the throw-in condition of §4.2)."""

GAME_VALUE: Final = {ACE: 4, KING: 3, QUEEN: 2, JACK: 1, TEN: 10}
"""Card points for Game (§1.3): A 4, K 3, Q 2, J 1, 10 = 10 (the ten repaired, §0.2), others 0."""
CARD_POINTS: Final = tuple(GAME_VALUE.get(c % 13, 0) for c in range(52))
PEG_VALUE: Final = {ACE: 4, KING: 3, QUEEN: 2, JACK: 1, TEN: 10, FIVE: 5}
"""§5: a trump won in a trick is pegged at once: A 4, K 3, Q 2, J 1, 10 10, 5 5."""
PEG_POINTS: Final = tuple(PEG_VALUE.get(c % 13, 0) for c in range(52))


def _suit_points() -> tuple[int, ...]:
    """Game points of every set of ranks in one suit (a 13-bit mask), so a count is 4 lookups."""
    table = [0] * (1 << 13)
    for m in range(1, 1 << 13):
        low = m & -m
        table[m] = table[m ^ low] + GAME_VALUE.get(low.bit_length() - 1, 0)
    return tuple(table)


_SUIT_POINTS: Final = _suit_points()


def card_points(mask: int) -> int:
    """Game points of the cards in ``mask``."""
    table = _SUIT_POINTS
    return (
        table[mask & 8191]
        + table[mask >> 13 & 8191]
        + table[mask >> 26 & 8191]
        + table[mask >> 39 & 8191]
    )


def turnup_table(ruleset: str, running_all_fours: bool, bonus_card: str) -> tuple[int, ...]:
    """Points the dealer's side scores for each card turned up (§2.1, §3.2, §6)."""
    if ruleset == "trinidad":
        values = {ACE: 1, JACK: 3}
        if bonus_card in ("six", "both"):
            values[SIX] = 2
        if bonus_card in ("two", "both"):
            values[TWO] = 2
    elif running_all_fours:
        values = {ACE: 4, KING: 3, QUEEN: 2, JACK: 1}
    else:
        values = {JACK: 1}
    return tuple(values.get(c % 13, 0) for c in range(52))


def legal_play_mask(
    hand: int,
    led: int,
    trump: int,
    trick_cards: Sequence[int],
    no_trumping_in: bool,
    no_undertrump: bool,
) -> int:
    """The cards of ``hand`` that may be played to a trick led in suit ``led`` (§1.4).

    A player holding the suit led plays that suit or a trump (only that suit with
    ``no_trumping_in``); a void player plays anything. ``no_undertrump`` (Tobago, §3.4): once a
    plain-suit lead has been trumped, a trump lower than the best one in the trick is allowed
    only when nothing else may be played.
    """
    follow = hand & SUIT_MASK[led]
    if not follow:
        legal = hand
    elif no_trumping_in or trump < 0:
        legal = follow
    else:
        legal = follow | (hand & SUIT_MASK[trump])
    if no_undertrump and trump >= 0 and led != trump:
        best = -1
        for card in trick_cards:
            if card // 13 == trump and card > best:
                best = card
        if best >= 0:
            # Trumps below the best trump in the trick: the cards between the suit's lowest
            # card and ``best``.
            lower = ((1 << best) - 1) & SUIT_MASK[trump]
            allowed = legal & ~lower
            if allowed:
                legal = allowed
    return legal


def trick_winner(plays: Sequence[tuple[int, int]], trump: int) -> int:
    """The player who wins a trick: the highest trump, else the highest card of the suit led.

    Walked as "who is winning so far": a card takes the lead if it is higher in the winning
    card's suit, or a trump while the winning card is not (it then is of the suit led).
    """
    winner, best = plays[0]
    for player, card in plays:
        suit = card // 13
        if suit == best // 13:
            if card > best:
                winner, best = player, card
        elif suit == trump:
            winner, best = player, card
    return winner
