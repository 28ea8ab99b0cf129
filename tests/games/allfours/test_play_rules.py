"""Trick play (allfours.md §1.4): test cases 1-4, the no_trumping_in and no_undertrump options,
and the refusals of the issue's "Bad input" paragraph.

Two players: the dealer D = 0, the elder E = 1 (dealer's left).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable import IllegalAction
from cardtable.cards import mask_of, parse_face
from cardtable.games.allfours.rules import legal_play_mask, trick_winner
from cardtable.games.allfours.state import AllFoursState
from tests.games.allfours.helpers import load, play_trick, position, run, texts

D, E = 0, 1
S, H, DI, C = 0, 1, 2, 3


def legal(
    hand: list[str], led: int, trump: int = H, trick: list[str] = (), **rules: bool
) -> set[str]:
    mask = legal_play_mask(
        mask_of(parse_face(c) for c in hand),
        led,
        trump,
        [parse_face(c) for c in trick],
        rules.get("no_trumping_in", False),
        rules.get("no_undertrump", False),
    )
    return {c for c in hand if mask >> parse_face(c) & 1}


def test_case_1_holding_the_suit_led_play_it_or_trump() -> None:
    assert legal(["KS", "2H", "AD"], led=S) == {"KS", "2H"}


def test_case_2_void_in_the_suit_led_play_anything() -> None:
    assert legal(["2H", "AD"], led=S) == {"2H", "AD"}


def test_case_3_trumps_led_a_trump_must_be_played() -> None:
    assert legal(["5H", "KS"], led=H) == {"5H"}


def test_case_4_trick_winner() -> None:
    q, a, two = parse_face("QS"), parse_face("AS"), parse_face("2H")
    assert trick_winner([(0, q), (1, a), (2, two)], H) == 2
    assert trick_winner([(0, q), (1, a), (2, parse_face("AD"))], H) == 1


@given(
    cards=st.lists(st.integers(0, 51), min_size=1, max_size=4, unique=True),
    trump=st.integers(-1, 3),
)
def test_trick_winner_is_the_highest_trump_else_the_highest_of_the_suit_led(
    cards: list[int], trump: int
) -> None:
    """§1.4 stated directly: rank the cards by (is trump, is of the suit led, card)."""
    led = cards[0] // 13

    def strength(card: int) -> tuple[bool, bool, int]:
        suit = card // 13
        counts = suit in (trump, led)
        return (suit == trump, suit == led, card if counts else -1)

    plays = list(enumerate(cards))
    expected = max(plays, key=lambda play: strength(play[1]))[0]
    assert trick_winner(plays, trump) == expected


def test_no_trumping_in_follow_suit_when_able() -> None:
    assert legal(["KS", "2H", "AD"], led=S, no_trumping_in=True) == {"KS"}
    assert legal(["2H", "AD"], led=S, no_trumping_in=True) == {"2H", "AD"}
    assert legal(["5H", "KS"], led=H, no_trumping_in=True) == {"5H"}


def test_no_undertrump_only_when_nothing_else_may_be_played() -> None:
    trick = ("QS", "9H")  # a spade lead trumped with the nine
    assert legal(["3H", "4D"], led=S, trick=trick, no_undertrump=True) == {"4D"}
    assert legal(["3H", "KH", "4D"], led=S, trick=trick, no_undertrump=True) == {"KH", "4D"}
    # Only lower trumps left: an undertrump is the only choice, so it is allowed.
    assert legal(["3H", "4H"], led=S, trick=trick, no_undertrump=True) == {"3H", "4H"}
    # Holding the suit led: follow it, or overtrump.
    assert legal(["3H", "KH", "2S"], led=S, trick=trick, no_undertrump=True) == {"KH", "2S"}
    # Without the rule the lower trump is fine; trumps led are not "trumped".
    assert legal(["3H", "4D"], led=S, trick=trick) == {"3H", "4D"}
    assert legal(["3H", "4H"], led=H, trick=("9H",), no_undertrump=True) == {"3H", "4H"}


# --------------------------------------------------------------------------- in a real deal


def hearts_deal(d_cards: list[str], **options: object) -> AllFoursState:
    """E stands on a heart turn-up and leads Q♠; D holds ``d_cards``."""
    game = load(single_hand=True, **options)
    state = position(game, {D: d_cards, E: ["QS", "JS", "TS", "9S", "8S", "7S"]}, "9H", dealer=D)
    run(state, (E, "stand"), (E, "play QS"))
    return state


def test_follow_or_trump_in_a_deal_and_the_refusal_says_why() -> None:
    state = hearts_deal(["KS", "2H", "AD", "3D", "4C", "5C"])
    assert texts(state.legal_actions(D)) == ["play KS", "play 2H"]
    before = state.clone()
    with pytest.raises(IllegalAction) as err:
        state.apply("play AD", D)
    assert "spades were led and you hold spades" in err.value.reason
    assert "or a trump (hearts)" in err.value.reason
    assert err.value.legal == ("play KS", "play 2H")
    assert state == before


def test_void_player_may_play_anything_in_a_deal() -> None:
    state = hearts_deal(["2H", "AD", "3D", "4C", "5C", "6C"])
    assert len(state.legal_actions(D)) == 6


def test_trumped_trick_is_won_by_the_trump() -> None:
    state = hearts_deal(["KS", "2H", "AD", "3D", "4C", "5C"])
    assert state.apply("play 2H", D) is None
    assert state.tricks[-1][2] == D


def test_no_trumping_in_at_the_table() -> None:
    state = hearts_deal(["KS", "2H", "AD", "3D", "4C", "5C"], no_trumping_in=True)
    assert texts(state.legal_actions(D)) == ["play KS"]
    with pytest.raises(IllegalAction, match="no_trumping_in"):
        state.apply("play 2H", D)


def test_no_undertrump_in_a_three_player_deal() -> None:
    """P1 leads Q♠, P2 trumps with 9♥; P0 (dealer) holds 3♥ and a diamond: no undertrump."""
    game = load(players=3, single_hand=True, no_undertrump=True)
    hands = {
        1: ["QS", "JS", "TS", "9S", "8S", "7S"],
        2: ["9H", "KC", "QC", "JC", "TC", "9C"],
        0: ["3H", "4D", "5D", "6D", "7D", "8D"],
    }
    state = position(game, hands, "2H", dealer=0)
    run(state, (1, "stand"), (1, "play QS"), (2, "play 9H"))
    assert "play 3H" not in texts(state.legal_actions(0))
    before = state.clone()
    with pytest.raises(IllegalAction, match="undertrump"):
        state.apply("play 3H", 0)
    assert state == before
    winner = play_trick_rest(state)
    assert winner == 2


def play_trick_rest(state: AllFoursState) -> int:
    state.apply("play 4D", 0)
    return state.tricks[-1][2]


def test_trick_winner_leads_next_and_three_player_case_4() -> None:
    """Case 4 in a 3-player deal: Q♠ led, A♠, 2♥ (trump) → the 2♥ wins and leads next."""
    game = load(players=3, single_hand=True)
    hands = {
        1: ["QS", "3C", "4C", "5C", "6C", "7C"],
        2: ["AS", "3D", "4D", "5D", "6D", "7D"],
        0: ["2H", "8C", "9C", "TC", "8D", "9D"],
    }
    state = position(game, hands, "KH", dealer=0)
    run(state, (1, "stand"))
    assert play_trick(state, [(1, "QS"), (2, "AS"), (0, "2H")]) == 0
    assert state.current_player == 0


# --------------------------------------------------------------------------- bad input


def test_begging_out_of_turn_is_refused_and_changes_nothing() -> None:
    game = load()
    state = position(game, {}, "9H", dealer=D)
    before = state.clone()
    with pytest.raises(IllegalAction) as err:
        state.apply("beg", D)
    assert "not player 0's turn" in str(err.value) and "player 1 to act" in str(err.value)
    assert state == before
    run(state, (E, "beg"))
    with pytest.raises(IllegalAction, match="only the elder begs"):
        state.apply("beg", D)


def test_taking_one_when_the_gift_is_barred_is_refused_with_the_reason() -> None:
    """Case 8's refusal: E has 6 (of 7) and begs: the dealer may not give the gift."""
    game = load()
    state = position(game, {}, "9H", dealer=D, points=[3, 6])
    run(state, (E, "beg"))
    assert texts(state.legal_actions(D)) == ["refuse"]
    before = state.clone()
    with pytest.raises(IllegalAction) as err:
        state.apply("take one", D)
    assert "gift is barred" in err.value.reason and "P1 has 6" in err.value.reason
    assert err.value.legal == ("refuse",)
    assert state == before


def test_malformed_and_unknown_actions_are_refused() -> None:
    state = position(load(), {}, "9H", dealer=D)
    before = state.clone()
    for text in ("fold", "play ZZ", "discard JK", ""):
        with pytest.raises(IllegalAction):
            state.apply(text, E)
    with pytest.raises(IllegalAction, match=r"you do not hold|not an action"):
        state.apply("play AS", E)
    assert state == before


def test_playing_a_card_not_held_names_only_that_card() -> None:
    state = hearts_deal(["KS", "2H", "AD", "3D", "4C", "5C"])
    with pytest.raises(IllegalAction) as err:
        state.apply("play AC", D)
    assert err.value.reason == "you do not hold AC"
