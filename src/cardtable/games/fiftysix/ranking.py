"""The 56 pack, ranking and card points (fiftysix.md §2), as flat tables indexed by face.

The pack is two standard packs' A K Q J 10 9 (and 8 7 with 8 players), so every face appears
twice. A card is ``copy * 53 + face`` (``cardtable.cards``). The state keeps each hand as two
*face masks*, one per copy (bits 0-51 each, so a machine word once compiled); the rules never
tell the copies apart, so the hot path works on their union and per-suit 8-bit windows of it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from cardtable.cards import (
    ACE,
    CLUBS,
    EIGHT,
    FACES,
    JACK,
    KING,
    NINE,
    QUEEN,
    SEVEN,
    TEN,
    face,
    make_deck,
)

NO_TRUMP: Final = 4
"""The denomination index of no trumps (suits are 0-3: S H D C)."""
DENOMS: Final = "SHDCN"

RANKS_48: Final = (NINE, TEN, JACK, QUEEN, KING, ACE)
RANKS_64: Final = (SEVEN, EIGHT, *RANKS_48)
RANK_ORDER: Final = (JACK, NINE, ACE, TEN, KING, QUEEN, EIGHT, SEVEN)
"""High to low in every suit, trumps included (§2): J 9 A 10 K Q (8 7)."""
RANK_POINTS: Final = {JACK: 3, NINE: 2, ACE: 1, TEN: 1}
TOTAL_POINTS: Final = 56

COPY_SHIFT: Final = FACES
"""Card number of a face's second copy, less the face (``FiftySixState.hands`` puts it there)."""
LOW_RANK: Final = SEVEN
"""The lowest rank of any 56 pack: a suit's window of a face mask starts at this rank."""
SUIT_SHIFT: Final = tuple(s * 13 + LOW_RANK for s in range(4))
WINDOW: Final = 0xFF
"""A suit's window: 8 bits for the ranks 7 to A."""
TRUMP_BONUS: Final = 16
"""Added to a trump's power so that every trump beats every card of another suit."""


def deck_for(players: int) -> tuple[int, ...]:
    """48 cards for 4 or 6 players, 64 for 8: two packs, copies numbered in pack order."""
    return make_deck(RANKS_64 if players == 8 else RANKS_48, packs=2)


def hand_size(players: int) -> int:
    return 12 if players == 4 else 8


def deal_seats(players: int, dealer: int, step: int, cards: int) -> list[int]:
    """The seat each card of a deal goes to (§3): packets of four, starting with the dealer's
    next player in the direction of play (``step`` is +1 or -1), the dealer's packet last."""
    return [
        (dealer + step * (1 + k % players)) % players for k in range(cards // 4) for _ in range(4)
    ]


_RANK_POWER: Final = {rank: len(RANK_ORDER) - 1 - i for i, rank in enumerate(RANK_ORDER)}

FACE_SUIT: Final[tuple[int, ...]] = tuple(f // 13 for f in range(52))
FACE_RANK: Final[tuple[int, ...]] = tuple(f % 13 for f in range(52))
FACE_POINTS: Final[tuple[int, ...]] = tuple(RANK_POINTS.get(f % 13, 0) for f in range(52))
FACE_POWER: Final[tuple[int, ...]] = tuple(_RANK_POWER.get(f % 13, -1) for f in range(52))
"""Rank power within a suit: J 7, 9 6, A 5, 10 4, K 3, Q 2, 8 1, 7 0."""
TRUMP_POWER: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(FACE_POWER[f] + (TRUMP_BONUS if FACE_SUIT[f] == t else 0) for f in range(52))
    for t in range(5)
)
"""Power of each face under each denomination (index 4, no trumps, adds nothing)."""

JACK_FACES: Final = sum(1 << face(s, JACK) for s in range(4))
POINT_FACES: Final = sum(1 << f for f in range(52) if FACE_POINTS[f])
"""The jacks, and the faces worth card points, as face masks (the redeal checks, §5)."""


def sort_faces(faces: Iterable[int], trump: int = NO_TRUMP) -> list[int]:
    """Faces for display: trumps first, then by suit S H D C, high to low in each suit."""
    return sorted(faces, key=lambda f: (FACE_SUIT[f] != trump, FACE_SUIT[f], -FACE_POWER[f]))


def trick_winner(plays: Sequence[tuple[int, int]], trump: int) -> int:
    """The player whose face wins a trick of ``(player, face)`` plays, the first being the lead.

    The highest trump wins, else the highest card of the suit led; between identical cards the
    one played first wins, because a later card must be strictly higher to take over (§6).
    """
    power = TRUMP_POWER[trump]
    led = FACE_SUIT[plays[0][1]]
    best_player, best = plays[0][0], power[plays[0][1]]
    for player, f in plays[1:]:
        s = FACE_SUIT[f]
        if s in (led, trump) and power[f] > best:
            best, best_player = power[f], player
    return best_player


def pack_points(deck: Iterable[int]) -> int:
    """Card points of a set of cards (the whole pack holds 56, §2)."""
    return sum(FACE_POINTS[c % FACES] for c in deck)


# A suit's window must hold every rank of the pack, 7 to A.
assert WINDOW.bit_length() > ACE - LOW_RANK and CLUBS == 3
