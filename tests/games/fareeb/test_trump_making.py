"""Deal and trump-making (fareeb.md §3-4): test cases 6, 7, 8, 9, 14 and 15 of §9.

Seats: A = 0 is the dealer, B = 1 (dealer's left), C = 2 (dealer's partner), D = 3.
"""

from __future__ import annotations

import pytest

from cardtable import IllegalAction
from cardtable.cards import card_text
from cardtable.games.fareeb.phases import (
    DEALER_EXCHANGE,
    MAKER_OPTIONS,
    PLAY,
    ROUND_1,
    ROUND_2,
    TAKEN,
    TURNED_DOWN,
    UP,
)
from tests.games.fareeb.helpers import arrange, cards_of, deal, load, run, seed_with_dealer, texts

A, B, C, D = 0, 1, 2, 3

HANDS = {
    B: ["AS", "AC", "9C", "TD", "9D"],
    C: ["JH", "AH", "KH", "9S", "TC"],
    D: ["KS", "KC", "QC", "KD", "QD"],
    A: ["QS", "TS", "JC", "JS", "AD"],
}


def test_round_1_order_is_dealers_left_first_dealer_last() -> None:
    """§4 ROUND_1: turn order dealer+1, …, dealer; every player may order up or pass."""
    for dealer in range(4):
        state = deal(load(), {}, up="QH", dealer=dealer)
        seen = []
        for _ in range(4):
            p = state.current_player
            assert p is not None
            assert texts(state.legal_actions(p)) == ["pass", "order up"]
            seen.append(p)
            state.apply("pass")
        assert seen == [(dealer + i) % 4 for i in range(1, 5)]
        assert state.phase == ROUND_2 and state.current_player == (dealer + 1) % 4


def test_case_6_all_pass_bars_the_up_card_suit_and_no_exchange() -> None:
    """Case 6: up-card ♥; B, C, D, A pass → ♥ barred, no exchange; `name H` illegal for all."""
    state = deal(load(), HANDS, up="QH")
    dealer_hand = cards_of(state, A)
    run(state, "pass", "pass", "pass", "pass")
    assert state.phase == ROUND_2
    assert state.upcard_state == TURNED_DOWN
    assert state.view(B)["up_card_state"] == TURNED_DOWN
    assert cards_of(state, A) == dealer_hand, "no exchange after round 1 passes"
    for seat in (B, C, D, A):
        assert state.current_player == seat
        legal = texts(state.legal_actions(seat))
        assert "name H" not in legal and {"name S", "name D", "name C"} <= set(legal)
        with pytest.raises(IllegalAction, match="hearts was turned down"):
            state.apply("name H", seat)
        if seat != A:
            state.apply("pass", seat)
    # The dealer names a suit; trump is made with no exchange and play begins at B.
    state.apply("name S", A)
    state.apply("with partner", A)
    assert state.phase == PLAY and state.current_player == B
    assert cards_of(state, A) == dealer_hand
    assert state.upcard_state == TURNED_DOWN and state.discarded == -1


def test_case_7_stick_the_dealer() -> None:
    """Case 7: round 2, B, C, D pass → dealer A must name a suit ≠ the barred one; pass illegal."""
    state = deal(load(), HANDS, up="QH")
    run(state, *["pass"] * 7)
    assert state.phase == ROUND_2 and state.current_player == A
    assert texts(state.legal_actions(A)) == ["name S", "name D", "name C"]
    with pytest.raises(IllegalAction, match="stick the dealer") as err:
        state.apply("pass", A)
    assert err.value.legal == ("name S", "name D", "name C")
    state.apply("name C", A)
    assert state.trump == 3 and state.maker == A and state.phase == MAKER_OPTIONS


def test_round_2_players_other_than_the_dealer_may_pass() -> None:
    state = deal(load(), HANDS, up="QH")
    run(state, *["pass"] * 4)
    for seat in (B, C, D):
        assert texts(state.legal_actions(seat)) == ["pass", "name S", "name D", "name C"]
        state.apply("pass", seat)


def test_case_8_dealers_partner_orders_up() -> None:
    """Case 8 (seed example 1): C orders up ♥ → makers A+C; A picks up and discards; B leads."""
    state = deal(load(), HANDS, up="QH")
    run(state, "pass")
    assert state.current_player == C
    state.apply("order up", C)
    assert state.phase == MAKER_OPTIONS and state.current_player == C
    assert texts(state.legal_actions(C)) == ["with partner", "alone"]
    state.apply("with partner", C)
    assert state.phase == DEALER_EXCHANGE and state.current_player == A
    assert state.upcard_state == TAKEN
    assert cards_of(state, A) == {*HANDS[A], "QH"}
    assert sorted(texts(state.legal_actions(A))) == sorted(
        f"discard {x}" for x in [*HANDS[A], "QH"]
    )
    state.apply("discard TS", A)
    assert cards_of(state, A) == {"QS", "JC", "JS", "AD", "QH"}
    assert card_text(state.stub[-1]) == "TS", "the discard goes face down onto the stub"
    assert state.phase == PLAY and state.current_player == B
    assert state.trump == 1 and state.maker == C and state.partner == A
    assert state.view(B)["partner"] == A and state.view(B)["partner_status"] == "known"


def test_the_dealer_takes_it_up_himself() -> None:
    """§4: ORDER_UP is legal for the dealer too; he then exchanges as usual."""
    state = deal(load(), HANDS, up="QH")
    run(state, "pass", "pass", "pass", "order up", "with partner")
    assert state.maker == A and state.phase == DEALER_EXCHANGE and state.current_player == A


def test_case_9_farmers_hand_four_players_is_redealt_by_the_same_dealer() -> None:
    """Case 9: a 4-player hand {9♠,10♠,9♥,10♦,9♣} is redealt (same dealer); with J♣ it is not."""
    game = load()
    farmer = ["9S", "TS", "9H", "TD", "9C"]
    deck = arrange(game, {D: farmer}, up="QH")
    state = game.new_state(seed=seed_with_dealer(4, A), deck=deck)
    assert state.redeals == [{"player": D, "cards": ["9S", "TS", "9H", "TD", "9C"]}]
    assert state.dealer == A and state.hand_number == 1
    assert cards_of(state, D) != set(farmer)
    assert all(len(cards_of(state, p)) == 5 for p in range(4))
    assert state.phase == ROUND_1 and state.current_player == B
    # Everyone sees the announced farmer's hand.
    assert all(state.view(p)["redeals"] == state.redeals for p in range(4))
    # One jack breaks it.
    fine = deal(game, {D: ["9S", "TS", "9H", "TD", "JC"]}, up="QH")
    assert cards_of(fine, D) == {"9S", "TS", "9H", "TD", "JC"}


def test_case_9_farmers_hand_five_players() -> None:
    """Case 9: 5 players, {8♠,9♠,8♥,9♦,8♣} → redeal; {8♠,9♠,10♥,9♦,8♣} → no redeal."""
    game = load(players=5)
    farmer = ["8S", "9S", "8H", "9D", "8C"]
    deck = arrange(game, {2: farmer}, up="QH")
    state = game.new_state(seed=seed_with_dealer(5, 0), deck=deck)
    assert state.redeals and state.redeals[0]["player"] == 2
    assert sorted(state.redeals[0]["cards"]) == sorted(farmer)
    assert state.dealer == 0
    fine = deal(game, {2: ["8S", "9S", "TH", "9D", "8C"]}, up="QH")
    assert cards_of(fine, 2) == {"8S", "9S", "TH", "9D", "8C"}
    # At 5 players 9s and 10s are an ordinary hand.
    ordinary = deal(game, {2: ["9S", "TS", "9H", "TD", "9C"]}, up="QH")
    assert cards_of(ordinary, 2) == {"9S", "TS", "9H", "TD", "9C"}


def test_case_14_lone_maker_whose_partner_is_dealers_left() -> None:
    """Case 14: D orders up alone: B sits out; C leads (default); `left_of_lone_player`: A leads."""
    orders = {"left_of_dealer_next_active": [C, D, A], "left_of_lone_player": [A, C, D]}
    for alone_lead, expected in orders.items():
        state = deal(load(alone_lead=alone_lead), HANDS, up="QH")
        run(state, "pass", "pass", "order up", "alone")
        assert state.sitting_out == (B,)
        assert state.phase == DEALER_EXCHANGE and state.current_player == A
        state.apply("discard TS", A)
        assert state.phase == PLAY and state.current_player == expected[0]
        assert state.active == (A, C, D)
        # B never gets a turn: play goes round the three active players.
        order = []
        for _ in range(3):
            p = state.current_player
            assert p is not None and p != B
            order.append(p)
            state.apply(state.legal_actions(p)[0], p)
        assert order == expected
        assert state.legal_actions(B) == []


def test_case_15_dealers_partner_alone_dealer_sits_out_without_exchange() -> None:
    """Case 15: C orders up alone: dealer A sits out, no exchange; B leads."""
    state = deal(load(), HANDS, up="QH")
    dealer_hand = cards_of(state, A)
    run(state, "pass", "order up", "alone")
    assert state.sitting_out == (A,)
    assert state.phase == PLAY and state.current_player == B
    assert cards_of(state, A) == dealer_hand and "QH" not in cards_of(state, A)
    assert state.upcard_state == UP and state.discarded == -1
    assert [p for p, _ in state.bids] == [B, C, C], "no discard was asked of the dealer"
