"""Card ranking and following suit (fareeb.md §2, §5.3-5.4): test cases 1 to 5 of §9."""

from __future__ import annotations

from itertools import combinations

import pytest

from cardtable import IllegalAction
from cardtable.cards import CLUBS, DIAMONDS, HEARTS, SPADES, card_text, parse_face, parse_suit
from cardtable.games.fareeb.ranking import (
    TABLES,
    deck_for,
    is_farmers_hand,
    strength_order,
    trick_winner,
)
from tests.games.fareeb.helpers import deal, load, play_trick, run, texts


def c(text: str) -> int:
    return parse_face(text)


def beats(high: str, low: str, trump: int) -> bool:
    """``high`` wins against ``low`` whichever of the two is led."""
    t = TABLES[trump]
    return (
        trick_winner([(0, c(high)), (1, c(low))], t) == 0
        and trick_winner([(0, c(low)), (1, c(high))], t) == 1
    )


def test_case_1_diamond_trump_order() -> None:
    """Case 1: ♦ trump: J♦ > J♥ > A♦ > K♦ > Q♦ > 10♦ > 9♦; hearts rank A K Q 10 9."""
    order = ["JD", "JH", "AD", "KD", "QD", "TD", "9D"]
    for high, low in combinations(order, 2):
        assert beats(high, low, DIAMONDS), f"{high} should beat {low} with diamonds trump"
    # The left bower is a diamond for every purpose, so the hearts lost their jack.
    assert TABLES[DIAMONDS].effective_suit[c("JH")] == DIAMONDS
    pack = sum(1 << x for x in deck_for(5))
    assert TABLES[DIAMONDS].suit_mask[HEARTS] & pack == sum(
        1 << c(x) for x in ("AH", "KH", "QH", "TH", "9H", "8H")
    )
    hearts = ["AH", "KH", "QH", "TH", "9H"]
    for high, low in combinations(hearts, 2):
        assert trick_winner([(0, c(low)), (1, c(high))], TABLES[DIAMONDS]) == 1
    # The jack of clubs and spades stay ordinary cards between Q and 10.
    for high, low in combinations(["AC", "KC", "QC", "JC", "TC", "9C"], 2):
        assert trick_winner([(0, c(low)), (1, c(high))], TABLES[DIAMONDS]) == 1
    # Display order of a whole suit puts the bowers at the top of the trumps.
    assert [card_text(x) for x in strength_order([c(x) for x in order[::-1]], DIAMONDS)] == order


def test_case_1_in_a_real_trick() -> None:
    """Case 1 in play: ♦ trump; a trick of J♥, A♦, K♦, J♦ is won by J♦, then J♥ beats A♦."""
    game = load(single_hand=True)
    state = deal(
        game,
        {
            1: ["JH", "AH", "9C", "TC", "QS"],
            2: ["AD", "KH", "QC", "KC", "9S"],
            3: ["KD", "QH", "AC", "JC", "TS"],
            0: ["JD", "TH", "9H", "AS", "KS"],
        },
        up="QD",
    )
    run(state, "pass", "pass", "order up", "with partner", "discard KS")
    assert play_trick(state, [(1, "JH"), (2, "AD"), (3, "KD"), (0, "JD")]) == 0
    # Trick 2, led by the dealer: a heart; J♥ has gone, K♥ is now the highest heart left.
    assert play_trick(state, [(0, "TH"), (1, "AH"), (2, "KH"), (3, "QH")]) == 1


def test_case_2_club_trump_and_nine_beats_ace() -> None:
    """Case 2: ♣ trump: J♣ > J♠ > A♣ …; 9♣ beats A♥ (every trump beats every other card)."""
    for high, low in combinations(["JC", "JS", "AC", "KC", "QC", "TC", "9C"], 2):
        assert beats(high, low, CLUBS)
    assert TABLES[CLUBS].effective_suit[c("JS")] == CLUBS
    assert beats("9C", "AH", CLUBS) and beats("9C", "AS", CLUBS) and beats("9C", "AD", CLUBS)
    # In a real trick: ♥ led, a player void in hearts trumps with 9♣ and wins.
    game = load(single_hand=True)
    state = deal(
        game,
        {
            1: ["AH", "KS", "QS", "TS", "9S"],
            2: ["9C", "AS", "AD", "KD", "QD"],
            3: ["KH", "QH", "TH", "9H", "JD"],
            0: ["JC", "JS", "AC", "KC", "TD"],
        },
        up="QC",
    )
    run(state, "pass", "pass", "pass", "order up", "with partner", "discard TD")
    assert play_trick(state, [(1, "AH"), (2, "9C"), (3, "KH"), (0, "JS")]) == 0
    # J♠ (left bower) beat 9♣; the test above shows 9♣ beats A♥ and K♥ when no higher trump.
    state2 = deal(
        game,
        {
            1: ["AH", "KS", "QS", "TS", "9S"],
            2: ["9C", "AS", "AD", "KD", "QD"],
            3: ["KH", "QH", "TH", "9H", "JD"],
            0: ["JH", "JS", "AC", "KC", "TD"],
        },
        up="QC",
    )
    run(state2, "pass", "pass", "pass", "order up", "with partner", "discard TD")
    assert play_trick(state2, [(1, "AH"), (2, "9C"), (3, "KH"), (0, "JH")]) == 2


def test_case_3_left_bower_does_not_follow_its_printed_suit() -> None:
    """Case 3: ♦ trump, ♥ led: holding only J♥ and ♣ cards, either may be played."""
    game = load(single_hand=True)
    state = deal(
        game,
        {
            1: ["AH", "KS", "QS", "TS", "9S"],
            2: ["JH", "AC", "KC", "QC", "9C"],
            3: ["KH", "QH", "TH", "9H", "JS"],
            0: ["JD", "AD", "KD", "AS", "TC"],
        },
        up="QD",
    )
    run(state, "pass", "pass", "pass", "order up", "with partner", "discard TC")
    state.apply("play AH", 1)
    assert texts(state.legal_actions(2)) == sorted(
        ["play JH", "play AC", "play KC", "play QC", "play 9C"],
        key=lambda t: parse_face(t.split()[1]),
    )
    state.apply("play JH", 2)  # J♥ is a trump here: it wins the heart lead
    run(state, "play KH", "play AS")
    assert state.tricks[-1][1] == 2


def test_case_3_holding_a_real_heart_you_must_play_it_not_the_left_bower() -> None:
    """Case 3, converse: ♥ led and a real heart held: the heart must be played, not J♥."""
    game = load(single_hand=True)
    state = deal(
        game,
        {
            1: ["AH", "KS", "QS", "TS", "9S"],
            2: ["JH", "9H", "KC", "QC", "9C"],
            3: ["KH", "QH", "TH", "AC", "JS"],
            0: ["JD", "AD", "KD", "AS", "TC"],
        },
        up="QD",
    )
    run(state, "pass", "pass", "pass", "order up", "with partner", "discard TC")
    state.apply("play AH", 1)
    assert texts(state.legal_actions(2)) == ["play 9H"]
    with pytest.raises(IllegalAction, match="must follow suit"):
        state.apply("play JH", 2)


def test_case_4_trump_led_left_bower_must_follow() -> None:
    """Case 4: ♦ trump, ♦ led: a player holding J♥ and A♠ must play J♥."""
    game = load(single_hand=True)
    state = deal(
        game,
        {
            1: ["AD", "KS", "QS", "TS", "9S"],
            2: ["JH", "AS", "KC", "QC", "AH"],
            3: ["KH", "QH", "TH", "9H", "JS"],
            0: ["JD", "9D", "KD", "AC", "TC"],
        },
        up="QD",
    )
    run(state, "pass", "pass", "pass", "order up", "with partner", "discard TC")
    state.apply("play AD", 1)
    assert texts(state.legal_actions(2)) == ["play JH"]
    with pytest.raises(IllegalAction, match="trumps were led"):
        state.apply("play AS", 2)
    state.apply("play JH", 2)
    state.apply("play KH", 3)
    # The dealer holds diamonds and must follow trumps with one of them.
    assert texts(state.legal_actions(0)) == ["play 9D", "play JD", "play QD", "play KD"]


def test_leading_the_left_bower_leads_trumps() -> None:
    """§5.3: ♦ trump, J♥ led: a player with hearts and a diamond must play the diamond."""
    game = load(single_hand=True)
    state = deal(
        game,
        {
            1: ["JH", "KS", "QS", "TS", "9S"],
            2: ["9D", "AH", "KH", "QC", "AS"],
            3: ["QH", "TH", "9H", "AC", "JS"],
            0: ["JD", "AD", "KD", "KC", "TC"],
        },
        up="QD",
    )
    run(state, "pass", "pass", "pass", "order up", "with partner", "discard TC")
    state.apply("play JH", 1)
    assert texts(state.legal_actions(2)) == ["play 9D"]
    state.apply("play 9D", 2)
    # Seat 3 has hearts but no trump: J♥ was a trump lead, so any card may be played.
    assert len(state.legal_actions(3)) == 5


def test_case_5_five_player_pack_and_eight_of_trumps() -> None:
    """Case 5: 28-card pack; 8♠ is the lowest spade; with ♠ trump 8♠ beats A♥."""
    deck = [card_text(x) for x in deck_for(5)]
    assert len(deck) == 28 and "8S" in deck and "7S" not in deck
    assert len(deck_for(4)) == 24 and "8S" not in [card_text(x) for x in deck_for(4)]
    for suit in "SHDC":
        trump = parse_suit(suit)
        other = (trump + 1) % 4
        # Lowest of its suit when not trumps: any other card of that suit beats it.
        for high in ["9", "T", "Q", "K", "A"]:
            assert beats(high + "SHDC"[other], "8" + "SHDC"[other], trump)
        assert beats("9" + suit, "8" + suit, trump)
    assert beats("8S", "AH", SPADES)
    # In a real 5-player trick: ♠ named trump, ♥ led, a void player's 8♠ beats A♥.
    game = load(players=5, single_hand=True)
    state = deal(
        game,
        {
            1: ["AH", "KD", "QD", "TD", "9D"],
            2: ["8S", "AD", "AC", "KC", "QC"],
            3: ["KH", "QH", "TH", "8D", "JC"],
            4: ["8H", "JD", "TC", "9C", "8C"],
            0: ["JS", "AS", "KS", "QS", "9H"],
        },
        up="JH",
    )
    run(state, "pass", "pass", "pass", "pass", "pass", "name S", "alone")
    assert play_trick(state, [(1, "AH"), (2, "8S"), (3, "KH"), (4, "8H"), (0, "9H")]) == 2


def test_farmers_hand_predicate() -> None:
    """Case 9 (the predicate): 9s and 10s at 4 players; 8s and 9s (not 10s) at 5 players."""
    assert is_farmers_hand([c(x) for x in ["9S", "TS", "9H", "TD", "9C"]], 4)
    assert not is_farmers_hand([c(x) for x in ["9S", "TS", "9H", "TD", "JC"]], 4)
    assert is_farmers_hand([c(x) for x in ["8S", "9S", "8H", "9D", "8C"]], 5)
    assert not is_farmers_hand([c(x) for x in ["8S", "9S", "TH", "9D", "8C"]], 5)


# ---------------------------------------------------------------- the precomputed tables (speed)


def _reference_winner(plays: list[tuple[int, int]], trump: int) -> int:
    """The rule book's trick winner written plainly (fareeb.md §2, §5): the highest trump if
    any, else the highest card of the suit led, bowers counted as trumps."""
    t = TABLES[trump]
    led = t.effective_suit[plays[0][1]]
    trumps = [(t.power[card], p) for p, card in plays if t.effective_suit[card] == trump]
    if trumps:
        return max(trumps)[1]
    return max((t.power[card], p) for p, card in plays if t.effective_suit[card] == led)[1]


def test_trick_winner_tables_agree_with_the_plain_rule_on_every_trick_of_three_cards() -> None:
    pack = deck_for(5)
    for trump in (SPADES, HEARTS, DIAMONDS, CLUBS):
        for cards in combinations(pack, 3):
            for start in range(3):  # each card led in turn
                order = cards[start:] + cards[:start]
                plays = list(enumerate(order))
                assert trick_winner(plays, TABLES[trump]) == _reference_winner(plays, trump)


def test_led_masks_are_the_effective_suit_of_the_card_led() -> None:
    for t in TABLES:
        for card in deck_for(5):
            assert t.led_mask[card] == t.suit_mask[t.effective_suit[card]]
            assert t.led_mask[card] >> card & 1


def test_play_and_discard_lists_by_bits_list_every_card_of_a_mask_in_order() -> None:
    from random import Random

    from cardtable.cards import cards_in
    from cardtable.games.fareeb import actions as A

    pack = deck_for(5)
    rng = Random(15)
    for _ in range(3000):
        hand = sum(1 << card for card in rng.sample(pack, rng.randint(0, 8)))
        plays = [
            action for s in range(4)
            for action in A.PLAYS_BY_SUIT_BITS[s][hand >> (6 + 13 * s) & 127]
        ]
        assert plays == [A.PLAY[card] for card in cards_in(hand)]
        discards = [
            action for s in range(4)
            for action in A.DISCARDS_BY_SUIT_BITS[s][hand >> (6 + 13 * s) & 127]
        ]
        assert discards == [A.DISCARD[card] for card in cards_in(hand)]
