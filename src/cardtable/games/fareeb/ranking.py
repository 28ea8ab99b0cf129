"""Card ranking under trumps (fareeb.md §2): bowers, effective suits, trick winners.

Everything is precomputed once per trump suit into flat tables indexed by card, because trick
play reads them on every step.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from cardtable.cards import (
    ACE,
    EIGHT,
    JACK,
    KING,
    NINE,
    QUEEN,
    TEN,
    face,
    make_deck,
    rank_of,
    same_colour_suit,
    suit_of,
)

FOUR_PLAYER_RANKS: Final = (NINE, TEN, JACK, QUEEN, KING, ACE)
FIVE_PLAYER_RANKS: Final = (EIGHT, *FOUR_PLAYER_RANKS)

RIGHT_BOWER_POWER: Final = 40
LEFT_BOWER_POWER: Final = 39
TRUMP_BASE: Final = 20


def deck_for(players: int) -> tuple[int, ...]:
    """The 24-card (4 players) or 28-card (5 players) pack."""
    return make_deck(FIVE_PLAYER_RANKS if players == 5 else FOUR_PLAYER_RANKS)


def farmers_ranks(players: int) -> frozenset[int]:
    """A hand of only these ranks is a farmer's hand (fareeb.md §3)."""
    return frozenset({EIGHT, NINE} if players == 5 else {NINE, TEN})


def is_farmers_hand(cards: Iterable[int], players: int) -> bool:
    ranks = farmers_ranks(players)
    return all(rank_of(c) in ranks for c in cards)


def farmers_mask(players: int) -> int:
    """Bitmask of the farmer's ranks: a hand mask with no bit outside it is a farmer's hand."""
    ranks = farmers_ranks(players)
    return sum(1 << c for c in range(52) if rank_of(c) in ranks)


NOT_FARMERS_MASK: Final = {players: ~farmers_mask(players) for players in (4, 5)}
"""Per player count, the cards that keep a hand from being a farmer's hand (checked every deal)."""


@dataclass(frozen=True, slots=True)
class TrumpTables:
    """Ranking facts for one trump suit, as lists indexed by card (0..51)."""

    trump: int
    effective_suit: tuple[int, ...]
    """Trump for both bowers, the printed suit otherwise."""
    power: tuple[int, ...]
    """Trumps: TRUMP_BASE + rank, bowers highest. Other cards: their rank (only beats the led
    suit)."""
    suit_mask: tuple[int, ...]
    """Bitmask of the cards whose effective suit is s, for s in 0..3."""
    led_mask: tuple[int, ...]
    """Per card: ``suit_mask`` of its effective suit (what a player must follow when it is
    led), so a legal play list reads one entry instead of two."""
    trick_value: tuple[tuple[int, ...], ...]
    """``trick_value[led][card]``: how strongly ``card`` bids for a trick whose led effective
    suit is ``led`` (trumps above the led suit, -1 for a card that cannot win it), so
    ``trick_winner`` is one lookup per play."""

    def is_trump(self, card: int) -> bool:
        return self.effective_suit[card] == self.trump


def _tables(trump: int) -> TrumpTables:
    right = face(trump, JACK)
    left = face(same_colour_suit(trump), JACK)
    eff: list[int] = []
    power: list[int] = []
    masks = [0, 0, 0, 0]
    for card in range(52):
        s = suit_of(card)
        if card == right:
            eff.append(trump)
            power.append(RIGHT_BOWER_POWER)
        elif card == left:
            eff.append(trump)
            power.append(LEFT_BOWER_POWER)
        elif s == trump:
            eff.append(trump)
            power.append(TRUMP_BASE + rank_of(card))
        else:
            eff.append(s)
            power.append(rank_of(card))
        masks[eff[-1]] |= 1 << card
    value = tuple(
        tuple(
            power[c] + 100 if eff[c] == trump else power[c] if eff[c] == led else -1
            for c in range(52)
        )
        for led in range(4)
    )
    led_mask = tuple(masks[eff[c]] for c in range(52))
    return TrumpTables(trump, tuple(eff), tuple(power), tuple(masks), led_mask, value)


TABLES: Final[tuple[TrumpTables, ...]] = tuple(_tables(t) for t in range(4))


def trick_winner(plays: Sequence[tuple[int, int]], tables: TrumpTables) -> int:
    """The player whose card wins a trick of ``(player, card)`` plays, the first being the lead."""
    value = tables.trick_value[tables.effective_suit[plays[0][1]]]
    best = -1
    best_player = -1
    for player, card in plays:
        v = value[card]
        if v > best:
            best = v
            best_player = player
    return best_player


def strength_order(cards: Iterable[int], trump: int | None) -> list[int]:
    """Cards sorted for display: by effective suit (trumps first), then high to low."""
    if trump is None:
        return sorted(cards, key=lambda c: (suit_of(c), -rank_of(c)))
    t = TABLES[trump]
    eff, power = t.effective_suit, t.power
    return sorted(cards, key=lambda c: (eff[c] != trump, eff[c], -power[c]))
