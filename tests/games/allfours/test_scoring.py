"""The count (allfours.md §1.3, §2.3): test cases 14-20, game ties, hang jack, the order of
counting with mid-hand wins, and the "score as won, first to 61" mode (§5).

Seats in full deals: the dealer D = 0, the elder E = 1. In the unit tests of ``count_hand`` the
rule book's "player 1" and "player 2" are players 0 and 1, and each player is his own side.
"""

from __future__ import annotations

import pytest

from cardtable.cards import mask_of, parse_face
from cardtable.games.allfours.rules import card_points
from cardtable.games.allfours.scoring import count_hand, game_winner
from tests.games.allfours.helpers import count_of, last_summary, load, play_trick, position, run

D, E = 0, 1
S, H, DI, C = 0, 1, 2, 3


def masks(*hands: list[str]) -> list[int]:
    return [mask_of(parse_face(c) for c in hand) for hand in hands]


def count(
    held: list[list[str]],
    captured: list[list[str]],
    trump: int,
    dealer: int = 0,
    low_rule: str = "holder",
    jack_scoring: str = "one_to_capturer",
    game_tie: str = "non_dealer",
) -> dict[str, tuple[int | None, int]]:
    awards = count_hand(
        held=masks(*held),
        captured=masks(*captured),
        trump=trump,
        side_of=list(range(len(held))),
        dealer=dealer,
        low_rule=low_rule,
        jack_scoring=jack_scoring,
        game_tie=game_tie,
    )
    assert [a.point for a in awards] == ["High", "Low", "Jack", "Game"]
    return {a.point: (a.side, a.points) for a in awards}


def test_case_14_high_and_low_to_the_holder_of_both() -> None:
    held = [["KC", "3C", "AS"], ["7C", "2D", "4H"]]
    result = count(held, [["KC", "3C", "7C"], ["AS", "2D", "4H"]], trump=C)
    assert result["High"] == (0, 1) and result["Low"] == (0, 1)


def test_case_15_a_single_trump_is_high_low_and_jack() -> None:
    held = [["AS", "KS"], ["JD", "2C"]]
    result = count(held, [["AS", "KS"], ["JD", "2C"]], trump=DI)
    assert result["High"] == (1, 1) and result["Low"] == (1, 1) and result["Jack"] == (1, 1)


def test_case_16_low_stays_with_the_holder_whose_jack_was_captured() -> None:
    """♦ trump; P2 (E) leads J♦, P1 (D) must play a trump and wins with Q♦."""
    game = load(single_hand=True)
    hands = {
        E: ["JD", "2S", "3S", "4S", "5S", "6S"],
        D: ["QD", "2C", "3C", "4C", "5C", "6C"],
    }
    state = position(game, hands, "4D", dealer=D)
    run(state, (E, "stand"))
    assert state.legal_actions(E)[0].text == "play 2S"
    state.apply("play JD", E)
    assert [a.text for a in state.legal_actions(D)] == ["play QD"], "trumps led: a trump"
    state.apply("play QD", D)
    assert state.tricks[-1][2] == D
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    points = count_of(state)
    assert points["High"]["side"] == D and points["High"]["card"] == "QD"
    assert points["Low"]["side"] == E and points["Low"]["card"] == "JD"
    assert points["Jack"]["side"] == D and points["Jack"]["holder"] == E


def test_case_17_game_counts_ten_as_ten() -> None:
    p1 = ["TS", "AD", "KC"]
    p2 = ["TH", "QH", "JH"]
    assert card_points(masks(p1)[0]) == 17 and card_points(masks(p2)[0]) == 13
    result = count([p1, p2], [p1, p2], trump=S)
    assert result["Game"] == (0, 1)


def test_card_values_a4_k3_q2_j1_t10_others_zero() -> None:
    values = {r: card_points(masks([r + "S"])[0]) for r in "23456789TJQKA"}
    assert values == {
        "2": 0, "3": 0, "4": 0, "5": 0, "6": 0, "7": 0, "8": 0, "9": 0,
        "T": 10, "J": 1, "Q": 2, "K": 3, "A": 4,
    }
    assert card_points((1 << 52) - 1) == 80


def test_case_18_game_tie_goes_to_the_non_dealer_or_nobody() -> None:
    p1, p2 = ["TS"], ["TH"]
    assert count([p1, p2], [p1, p2], trump=C, dealer=0)["Game"] == (1, 1)
    assert count([p1, p2], [p1, p2], trump=C, dealer=1)["Game"] == (0, 1)
    assert count([p1, p2], [p1, p2], trump=C, game_tie="nobody")["Game"] == (None, 0)


def test_three_player_game_ties() -> None:
    """§2.3: non-dealers tied: nobody; dealer tied with one non-dealer: that one; all: nobody."""
    assert game_winner((5, 10, 10), 0, "non_dealer") is None
    assert game_winner((10, 10, 5), 0, "non_dealer") == 1
    assert game_winner((10, 10, 10), 0, "non_dealer") is None
    assert game_winner((10, 4, 3), 0, "non_dealer") == 0
    assert game_winner((0, 0, 0), 0, "non_dealer") is None, "no counting card: nobody"


def test_no_trump_in_play_no_high_low_or_jack() -> None:
    result = count([["AS"], ["KS"]], [["AS", "KS"], []], trump=H)
    assert result["High"] == (None, 0) and result["Low"] == (None, 0)
    assert result["Jack"] == (None, 0) and result["Game"] == (0, 1)


def test_case_19_points_are_counted_in_order_and_the_first_to_seven_wins() -> None:
    """Both at 6: D holds A♥ (High); E has Low, Jack and Game, but D's High comes first."""
    game = load()
    hands = {
        D: ["AH", "2C", "3C", "4C", "5C", "6C"],
        E: ["2H", "JH", "TS", "TD", "KS", "QS"],
    }
    state = position(game, hands, "9H", dealer=D, points=[6, 6])
    run(state, (E, "stand"))
    for lead, reply in (("TS", "2C"), ("TD", "3C"), ("KS", "4C"), ("QS", "5C")):
        assert play_trick(state, [(E, lead), (D, reply)]) == E
    assert play_trick(state, [(E, "2H"), (D, "AH")]) == D
    state.apply("play 6C", D)
    state.apply("play JH", E)
    assert state.is_terminal and state.winners == (D,)
    assert state.scores == (7, 6)
    points = count_of(state)
    assert points["High"]["scored"] is True
    assert [points[p]["side"] for p in ("Low", "Jack", "Game")] == [E, E, E]
    assert not any(points[p]["scored"] for p in ("Low", "Jack", "Game"))


def test_case_20_low_captured() -> None:
    held = [["2C", "AC"], ["KC", "3S"]]
    captured = [["AC"], ["2C", "KC", "3S"]]
    assert count(held, captured, trump=C)["Low"] == (0, 1)
    assert count(held, captured, trump=C, low_rule="captured")["Low"] == (1, 1)


def test_case_20_low_captured_at_the_table() -> None:
    """2♣ dealt to D and captured by E → Low to E with low_rule=captured."""
    hands = {
        D: ["2C", "3D", "4D", "5D", "6D", "7D"],
        E: ["KC", "2S", "3S", "4S", "5S", "6S"],
    }
    for rule, low in (("holder", D), ("captured", E)):
        state = position(load(single_hand=True, low_rule=rule), hands, "9C", dealer=D)
        run(state, (E, "stand"), (E, "play KC"), (D, "play 2C"))
        while not state.is_terminal:
            state.apply(state.legal_actions()[0])
        assert count_of(state)["Low"]["side"] == low


def test_hang_jack_in_the_standard_game() -> None:
    held = [["AH", "3C"], ["JH", "4C"]]
    captured_by_other = [["AH", "JH"], ["3C", "4C"]]
    result = count(held, captured_by_other, trump=H, jack_scoring="hang_jack")
    assert result["Jack"] == (0, 3)
    own = [["AH", "3C"], ["JH", "4C"]]
    assert count(held, own, trump=H, jack_scoring="hang_jack")["Jack"] == (1, 1)


def test_points_during_the_deal_and_the_count_add_up_in_the_summary() -> None:
    game = load(single_hand=True)
    state = position(game, {}, "JC", dealer=D)
    run(state, (E, "beg"), (D, "take one"))
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    summary = last_summary(state)
    assert summary["points_log"][:2] == [
        {"side": D, "points": 1, "reason": "turn-up JC"},
        {"side": E, "points": 1, "reason": "gift"},
    ]
    assert summary["side_points"] == summary["side_scores"] == list(state.points)


def test_single_hand_winner_is_the_side_with_most_points() -> None:
    game = load(single_hand=True)
    state = position(game, {}, "9C", dealer=D)
    run(state, (E, "stand"))
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    best = max(state.points)
    assert state.winners == tuple(p for p in (D, E) if state.points[p] == best)


# --------------------------------------------------------------------------- §5: score as won


def test_peg_as_won_61_needs_the_standard_game_and_plays_to_61() -> None:
    game = load(peg_as_won_61=True)
    assert game.config.target == 61 and game.config.peg


def test_peg_as_won_trumps_are_pegged_to_the_trick_winner_at_once() -> None:
    game = load(peg_as_won_61=True, single_hand=True)
    hands = {
        E: ["TH", "5H", "2S", "3S", "4S", "6S"],
        D: ["AH", "2C", "3C", "4C", "5C", "6C"],
    }
    state = position(game, hands, "9H", dealer=D)
    run(state, (E, "stand"))
    assert play_trick(state, [(E, "TH"), (D, "AH")]) == D
    assert state.points == [14, 0], "A♥ 4 + 10♥ 10 pegged to D"
    assert state.points_log[-1] == (D, 14, "pegged")


def test_peg_as_won_ends_the_match_mid_hand_at_61() -> None:
    game = load(peg_as_won_61=True)
    hands = {
        E: ["TH", "5H", "2S", "3S", "4S", "6S"],
        D: ["AH", "2C", "3C", "4C", "5C", "6C"],
    }
    state = position(game, hands, "9H", dealer=D, points=[50, 58])
    run(state, (E, "stand"), (E, "play TH"), (D, "play AH"))
    assert state.is_terminal and state.winners == (D,) and state.scores == (64, 58)
    assert last_summary(state)["played"] is False


@pytest.mark.parametrize("jack_scoring", ["one_to_capturer", "hang_jack"])
def test_jack_not_in_play_scores_nobody(jack_scoring: str) -> None:
    result = count([["AH"], ["KH"]], [["AH", "KH"], []], trump=H, jack_scoring=jack_scoring)
    assert result["Jack"] == (None, 0)
