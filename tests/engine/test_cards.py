"""The card model and notation (DESIGN.md, "Card notation")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable import cards
from cardtable.cards import (
    ACE,
    CLUBS,
    FACES,
    HEARTS,
    JOKER,
    SPADES,
    TEN,
    CardNotationError,
    card_symbol,
    card_text,
    cards_in,
    copy_of,
    face,
    face_of,
    make_deck,
    mask_of,
    parse_face,
    parse_suit,
    rank_of,
    suit_of,
)


def test_canonical_ascii_notation() -> None:
    assert card_text(face(SPADES, ACE)) == "AS"
    assert card_text(face(HEARTS, TEN)) == "TH"
    assert card_text(JOKER) == "JK"
    assert card_symbol(face(HEARTS, TEN)) == "10♥"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("AS", "AS"), ("10h", "TH"), ("th", "TH"), ("T♥", "TH"), ("J♣", "JC"), ("jk", "JK"),
     (" 9d ", "9D"), ("Joker", "JK")],
)
def test_input_forms(text: str, expected: str) -> None:
    assert card_text(parse_face(text)) == expected


@pytest.mark.parametrize("text", ["", "1H", "11S", "AX", "ZZ", "A", "10", "HH"])
def test_bad_cards_say_how_to_write_one(text: str) -> None:
    with pytest.raises(CardNotationError, match="rank then suit"):
        parse_face(text)


def test_suits_by_letter_symbol_and_name() -> None:
    assert parse_suit("s") == parse_suit("♠") == parse_suit("Spades") == SPADES
    assert parse_suit("club") == CLUBS
    with pytest.raises(CardNotationError, match="not a suit"):
        parse_suit("x")


@given(st.integers(0, 51))
def test_every_face_round_trips(f: int) -> None:
    assert parse_face(card_text(f)) == f
    assert face(suit_of(f), rank_of(f)) == f


def test_multi_pack_decks_with_jokers_have_distinct_cards_sharing_notation() -> None:
    deck = make_deck(packs=2, jokers=4)
    assert len(deck) == 108 and len(set(deck)) == 108
    jokers = [c for c in deck if cards.is_joker(c)]
    assert len(jokers) == 4 and {card_text(c) for c in jokers} == {"JK"}
    assert sorted(copy_of(c) for c in jokers) == [0, 1, 2, 3]
    two_aces = [c for c in deck if card_text(c) == "AS"]
    assert len(two_aces) == 2 and {face_of(c) for c in two_aces} == {face(SPADES, ACE)}
    assert suit_of(JOKER + FACES) == -1 and rank_of(JOKER) == -1


def test_short_pack_and_bitmasks() -> None:
    deck = make_deck(range(7, 13))  # 9 to A
    assert len(deck) == 24
    assert list(cards_in(mask_of(deck))) == sorted(deck)


def test_same_colour_suit() -> None:
    assert cards.same_colour_suit(SPADES) == CLUBS
    assert cards.same_colour_suit(HEARTS) == cards.DIAMONDS
