"""Helpers for 56 rule tests: real deals from intended hands, and scripted auctions and play.

A deck for ``new_state(deck=...)`` follows ``FiftySixGame.deal_order``: packets of four from the
dealer's next player round to the dealer. :func:`deal` starts a match at a chosen dealer (and
tables) from such a deck, through the ``start`` position the engine uses for saved positions,
and checks that every hand came out as intended.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import cardtable
from cardtable.cards import card_text, parse_face
from cardtable.games.fiftysix.game import FiftySixGame
from cardtable.games.fiftysix.ranking import FACE_SUIT, deal_seats
from cardtable.games.fiftysix.state import FiftySixState

SUIT_LETTERS = "SHDC"


def load(**options: Any) -> FiftySixGame:
    game = cardtable.load("56", **options)
    assert isinstance(game, FiftySixGame)
    return game


def faces(texts: Iterable[str]) -> list[str]:
    """Card texts in canonical form (``10h`` -> ``TH``)."""
    return [card_text(parse_face(t)) for t in texts]


def arrange(
    game: FiftySixGame,
    hands: Mapping[int, Sequence[str]],
    dealer: int,
    voids: Mapping[int, str] = {},
) -> list[str]:
    """A full deck in deal order giving each seat its intended cards.

    Seats given fewer cards than a hand holds are filled from the cards nobody was given, in
    pack order, skipping the suits listed in ``voids`` for that seat.
    """
    n = game.players
    size = len(game.deck()) // n
    pool = Counter(card_text(c) for c in game.deck())
    full: dict[int, list[str]] = {}
    for seat, cards in hands.items():
        cards = faces(cards)
        assert len(cards) <= size, f"seat {seat} is given more than {size} cards"
        pool.subtract(cards)
        full[seat] = cards
    assert all(v >= 0 for v in pool.values()), f"a card is given too often: {hands}"
    spare = sorted(pool.elements(), key=lambda t: (SUIT_LETTERS.index(t[1]), t[0]))
    # Seats with voids first, so that they still find cards of their other suits.
    for seat in sorted(range(n), key=lambda p: -len(voids.get(p, ""))):
        cards = full.setdefault(seat, [])
        barred = {SUIT_LETTERS.index(s) for s in voids.get(seat, "")}
        while len(cards) < size:
            pick = next(t for t in spare if FACE_SUIT[parse_face(t)] not in barred)
            spare.remove(pick)
            cards.append(pick)
    step = -1 if game.options.direction == "clockwise" else 1
    queues = {seat: list(reversed(cards)) for seat, cards in full.items()}
    return [queues[seat].pop() for seat in deal_seats(n, dealer, step, len(game.deck()))]


def start_position(
    dealer: int, tables: Sequence[int] = (12, 12), hand_number: int = 1
) -> dict[str, Any]:
    return {
        "dealer": dealer,
        "tables": list(tables),
        "hand_number": hand_number,
        "previous_hand": None,
        "redeals": [],
        "first_draw": [],
    }


def deal(
    game: FiftySixGame,
    hands: Mapping[int, Sequence[str]] = {},
    dealer: int = 5,
    voids: Mapping[int, str] = {},
    tables: Sequence[int] | None = None,
    seed: int = 0,
) -> FiftySixState:
    """A match starting at a hand that deals exactly these hands (dealer 5 unless told)."""
    deck = game.arrange_deck(arrange(game, hands, dealer, voids))
    start = start_position(dealer, tables or [game.options.starting_tables] * 2)
    state = game._new_state(seed, deck, start)
    assert isinstance(state, FiftySixState)
    assert state.dealer == dealer
    for seat, cards in hands.items():
        assert Counter(hand_of(state, seat)) >= Counter(faces(cards)), f"seat {seat} differs"
    return state


def hand_of(state: FiftySixState, seat: int) -> list[str]:
    return list(state.view(seat)["hand"])


def auction(state: FiftySixState, *calls: str) -> None:
    """Each call by the player on turn, in order."""
    for text in calls:
        state.apply(text, state.turn)


def play(state: FiftySixState, *cards: str) -> None:
    """Each card by the player on turn (naming him, since defenders may act in a window)."""
    for text in cards:
        state.apply(f"play {text}", state.turn)


def finish_trick(state: FiftySixState, chosen: Mapping[int, str] = {}) -> int:
    """Play the trick on the table to its end: the chosen card for a seat, else its first
    legal card. Returns the winner (the next leader) or -1 if the hand ended."""
    tricks = len(state.tricks)
    hand = state.hand_number
    while len(state.tricks) == tricks and state.hand_number == hand and not state.is_terminal:
        seat = state.turn
        if seat in chosen:
            state.apply(f"play {chosen[seat]}", seat)
        else:
            first = next(a for a in state.legal_actions(seat) if a.text.startswith("play"))
            state.apply(first, seat)
    if state.is_terminal or state.hand_number != hand:
        return -1
    return state.tricks[-1][1]


def record_of(state: FiftySixState) -> list[tuple[int, str]]:
    return [(p, a.text) for p, a in state.history]
