"""Card model, packs and notation (no game knowledge).

A card is a small integer so that hands fit in bitmasks and tuples on the engine's hot path:

* a *face* is what is printed on the card: ``suit * 13 + rank`` for the 52 suited faces,
  ``JOKER`` (52) for a joker;
* a *card* is one physical card: ``copy * FACES + face``. Single-pack games only ever use copy 0,
  so their cards equal their faces. Multi-pack games give each copy of a face its own number, so
  the record can say which copy moved, while actions only ever name the face.

Notation is ASCII and canonical: ranks ``A 2 3 4 5 6 7 8 9 T J Q K`` (``10`` accepted on input),
suits ``S H D C``, jokers ``JK``. Suit symbols are accepted on input and offered for display.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

Card = int
"""One physical card: ``copy * FACES + face``."""

SUITS: Final = "SHDC"
SUIT_SYMBOLS: Final = "♠♥♦♣"
SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")
RANKS: Final = "23456789TJQKA"
"""Rank letters by rank index: 0 is the two, 12 the ace."""
RANK_NAMES: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

SPADES: Final = 0
HEARTS: Final = 1
DIAMONDS: Final = 2
CLUBS: Final = 3
TWO: Final = 0
THREE: Final = 1
FOUR: Final = 2
FIVE: Final = 3
SIX: Final = 4
SEVEN: Final = 5
EIGHT: Final = 6
NINE: Final = 7
TEN: Final = 8
JACK: Final = 9
QUEEN: Final = 10
KING: Final = 11
ACE: Final = 12
JOKER: Final = 52
FACES: Final = 53
RED_SUITS: Final = frozenset({HEARTS, DIAMONDS})


class CardNotationError(ValueError):
    """A card or suit written in a form the notation does not know."""


def face(suit: int, rank: int) -> int:
    """The face of a suited card."""
    return suit * 13 + rank


def face_of(card: Card) -> int:
    return card % FACES


def copy_of(card: Card) -> int:
    return card // FACES


def suit_of(card: Card) -> int:
    """Suit index of a suited card (``SPADES`` … ``CLUBS``); -1 for a joker."""
    f = card % FACES
    return -1 if f == JOKER else f // 13


def rank_of(card: Card) -> int:
    """Rank index of a suited card (``TWO`` … ``ACE``); -1 for a joker."""
    f = card % FACES
    return -1 if f == JOKER else f % 13


def is_joker(card: Card) -> bool:
    return card % FACES == JOKER


def same_colour_suit(suit: int) -> int:
    """The other suit of the same colour (spades <-> clubs, hearts <-> diamonds)."""
    return (CLUBS, DIAMONDS, HEARTS, SPADES)[suit]


def card_text(card: Card) -> str:
    """Canonical ASCII notation of a card: ``AS``, ``TD``, ``JK``."""
    f = card % FACES
    if f == JOKER:
        return "JK"
    return RANKS[f % 13] + SUITS[f // 13]


def card_symbol(card: Card) -> str:
    """Notation for people: ``10♥``, ``A♠``; jokers stay ``JK``."""
    f = card % FACES
    if f == JOKER:
        return "JK"
    return RANK_NAMES[f % 13] + SUIT_SYMBOLS[f // 13]


def suit_text(suit: int) -> str:
    return SUITS[suit]


_SUIT_INPUT: Final = {
    **{s: i for i, s in enumerate(SUITS)},
    **{s: i for i, s in enumerate(SUIT_SYMBOLS)},
    **{n.upper(): i for i, n in enumerate(SUIT_NAMES)},
    **{n.upper()[:-1]: i for i, n in enumerate(SUIT_NAMES)},  # "SPADE", "HEART", ...
    "♤": SPADES,
    "♡": HEARTS,
    "♢": DIAMONDS,
    "♧": CLUBS,
}
_RANK_INPUT: Final = {**{r: i for i, r in enumerate(RANKS)}, "10": TEN}


def parse_suit(text: str) -> int:
    """Suit index from ``S``, ``♠``, ``spades`` … (case-insensitive)."""
    key = text.strip().upper()
    try:
        return _SUIT_INPUT[key]
    except KeyError:
        raise CardNotationError(
            f"{text!r} is not a suit; write one of S H D C (or ♠ ♥ ♦ ♣, or the suit's name)"
        ) from None


def parse_face(text: str) -> int:
    """Face from notation: ``JH``, ``10h``, ``T♥``, ``JK``. Raises ``CardNotationError``."""
    key = text.strip().upper()
    if key in ("JK", "JOKER"):
        return JOKER
    if len(key) >= 2:
        rank_text, suit_part = key[:-1], key[-1]
        if rank_text in _RANK_INPUT and suit_part in _SUIT_INPUT:
            return face(_SUIT_INPUT[suit_part], _RANK_INPUT[rank_text])
    raise CardNotationError(
        f"{text!r} is not a card; write rank then suit, e.g. AS, TD, 10H, JC "
        "(ranks A 2-9 T/10 J Q K, suits S H D C), or JK for a joker"
    )


def make_deck(
    ranks: Iterable[int] = range(13), packs: int = 1, jokers: int = 0
) -> tuple[Card, ...]:
    """All cards of a deck in a fixed order: pack by pack, suits S H D C, ranks as given.

    ``jokers`` is the number of jokers in the whole deck. Copies of the same face are numbered
    0, 1, … in deck order, so every card of the deck is distinct.
    """
    rank_list = list(ranks)
    seen: dict[int, int] = {}
    cards: list[Card] = []

    def add(f: int) -> None:
        copy = seen.get(f, 0)
        seen[f] = copy + 1
        cards.append(copy * FACES + f)

    for _ in range(packs):
        for s in range(4):
            for r in rank_list:
                add(face(s, r))
    for _ in range(jokers):
        add(JOKER)
    return tuple(cards)


def mask_of(cards: Iterable[Card]) -> int:
    """Bitmask with bit ``card`` set for each card."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_in(mask: int) -> Iterator[Card]:
    """The cards of a bitmask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low
