"""The standard game's deal and trump-making (allfours.md §2): test cases 5-13 and 21, every
discard method, the bunch window, exhaustion, and the options of §6 that act here.

Two players unless stated: the dealer D = 0 and the elder E = 1; target 7.
"""

from __future__ import annotations

import pytest

from cardtable import IllegalAction
from cardtable.games.allfours.phases import BUNCH, BUNCH_ANSWER, DEALER, DISCARD, ELDER, OVER, PLAY
from cardtable.games.allfours.state import AllFoursState
from tests.games.allfours.helpers import (
    cards_of,
    load,
    position,
    run,
    texts,
)

D, E = 0, 1
W = 2  # the third player (dealer's right) at three players


def test_case_5_turned_jack_scores_one_for_the_dealer_at_once() -> None:
    state = position(load(), {}, "JC", dealer=D)
    assert state.points == [1, 0]
    assert state.view(E)["points_log"] == [{"side": D, "points": 1, "reason": "turn-up JC"}]
    assert state.phase == ELDER


def test_case_5_dealer_at_six_wins_before_any_play() -> None:
    state = position(load(), {}, "JC", dealer=D, points=[6, 3])
    assert state.is_terminal and state.winners == (D,)
    assert state.scores == (7, 3)
    assert state.actors == frozenset()
    summary = state.view(E)["hand_result"]
    assert summary["played"] is False and summary["count"] == []


def test_case_6_elder_stands_turn_up_suit_is_trump_and_elder_leads() -> None:
    state = position(load(), {}, "JC", dealer=D)
    run(state, (E, "stand"))
    assert state.phase == PLAY and state.trump == 3 and state.current_player == E
    assert len(state.legal_actions(E)) == 6


@pytest.mark.parametrize("players", [2, 3])
def test_case_7_take_one_gives_each_opponent_a_point(players: int) -> None:
    state = position(load(players=players), {}, "JC", dealer=D)
    run(state, (E, "beg"))
    assert state.phase == DEALER and state.current_player == D
    assert texts(state.legal_actions(D)) == ["take one", "refuse"]
    run(state, (D, "take one"))
    assert state.points == [1, 1] + ([1] if players == 3 else [])
    assert state.trump == 3 and state.phase == PLAY and state.current_player == E


def test_case_8_opponent_needing_one_bars_the_gift() -> None:
    state = position(load(), {}, "9C", dealer=D, points=[2, 6])
    run(state, (E, "beg"))
    assert texts(state.legal_actions(D)) == ["refuse"]
    with pytest.raises(IllegalAction, match="barred"):
        state.apply("take one", D)


def test_case_8_eleven_makes_bars_the_gift_at_ten() -> None:
    game = load(eleven_makes=True)
    assert game.config.target == 11
    state = position(game, {}, "9C", dealer=D, points=[2, 6])
    run(state, (E, "beg"))
    assert texts(state.legal_actions(D)) == ["take one", "refuse"]
    state = position(game, {}, "9C", dealer=D, points=[2, 10])
    run(state, (E, "beg"))
    assert texts(state.legal_actions(D)) == ["refuse"]


def test_gift_not_barred_when_the_option_is_off() -> None:
    """gift_blocked_at_target_minus_one off: the gift is allowed and wins the match for E."""
    game = load(gift_blocked_at_target_minus_one=False)
    state = position(game, {}, "9C", dealer=D, points=[2, 6])
    run(state, (E, "beg"), (D, "take one"))
    assert state.is_terminal and state.winners == (E,)


def test_three_player_gift_is_scored_from_the_elder_and_first_to_seven_wins() -> None:
    game = load(players=3, gift_blocked_at_target_minus_one=False)
    state = position(game, {}, "9C", dealer=D, points=[0, 6, 6])
    run(state, (E, "beg"), (D, "take one"))
    assert state.winners == (E,) and state.points == [0, 7, 6]


def test_only_the_elder_begs_at_three_players() -> None:
    """AF26: the other non-dealer has no say."""
    state = position(load(players=3), {}, "9C", dealer=D)
    assert state.actors == frozenset({E})
    with pytest.raises(IllegalAction, match="not player 2's turn"):
        state.apply("beg", W)


def test_case_9_running_discarding_and_a_new_suit() -> None:
    """Original ♠; the first run turns 9♠ (no point, run again), the second J♥: trump ♥,
    dealer +1; each player discarded 3 after each packet and holds 6."""
    game = load(single_hand=True)
    runs = [
        ({E: ["2C", "3C", "4C"], D: ["5C", "6C", "7C"]}, "9S"),
        ({E: ["2D", "3D", "4D"], D: ["5D", "6D", "7D"]}, "JH"),
    ]
    state = position(game, {}, "5S", dealer=D, runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    assert state.turnups and len(state.turnups) == 2 and state.points == [0, 0]
    assert state.phase == DISCARD and state.current_player == E  # from the elder
    assert state.hands[E].bit_count() == 9
    run(state, (E, "discard 2C"), (E, "discard 3C"), (E, "discard 4C"))
    assert state.current_player == D
    run(state, (D, "discard 5C"), (D, "discard 6C"), (D, "discard 7C"))
    # Same suit: the cards are run again at once.
    assert len(state.turnups) == 3 and state.trump == 1 and state.points == [1, 0]
    assert state.phase == DISCARD
    run(state, *[(E, f"discard {c}") for c in ("2D", "3D", "4D")])
    run(state, *[(D, f"discard {c}") for c in ("5D", "6D", "7D")])
    assert state.phase == BUNCH
    assert all(state.hands[p].bit_count() == 6 for p in (D, E))
    assert state.view(E)["discards"] == [6, 6]
    assert set(state.view(E)["my_discards"]) == {"2C", "3C", "4C", "2D", "3D", "4D"}


def test_case_10_turned_jack_of_the_original_suit_scores_nothing() -> None:
    runs = [({}, "JS"), ({}, "2H")]
    state = position(load(discard_method="keep_all"), {}, "5S", dealer=D, runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    assert [t // 13 for t in state.turnups] == [0, 0, 1]
    assert state.points == [0, 0]
    assert state.trump == 1


def test_score_same_suit_turnups_on_scores_the_jack_of_the_original_suit() -> None:
    runs = [({}, "JS"), ({}, "2H")]
    game = load(discard_method="keep_all", score_same_suit_turnups=True)
    state = position(game, {}, "5S", dealer=D, runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    assert state.points == [1, 0]


def test_case_11_exhausted_pack_same_dealer_deals_again_and_keeps_jack_points() -> None:
    """Stock 39 after the turn-up; each run uses 7; after five runs 4 remain: no sixth run."""
    game = load(discard_method="keep_all", bunch=False)
    runs = [({}, up) for up in ("2S", "JS", "4S", "5S", "6S")]
    state = position(game, {}, "3S", dealer=D, runs=runs, seed=7)
    assert state.view(E)["stock"] == 39
    run(state, (E, "beg"), (D, "refuse"))
    # Five runs all turned spades; the sixth is impossible with 4 cards left: a new deal.
    assert state.dealer == D and state.hand_number == 1
    assert state.redeals[0]["reason"] == "exhausted"
    assert state.redeals[0]["turn_ups"] == ["3S", "2S", "JS", "4S", "5S", "6S"]
    assert state.phase == ELDER and state.view(E)["deal_number"] == 2
    assert state.points == [0, 0], "J♠ was of the original suit: no point"


def test_case_11_jack_points_stay_after_an_exhausted_pack() -> None:
    game = load(discard_method="keep_all", bunch=False, score_same_suit_turnups=True)
    runs = [({}, up) for up in ("2S", "JS", "4S", "5S", "6S")]
    state = position(game, {}, "3S", dealer=D, runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    assert state.redeals[0]["reason"] == "exhausted"
    assert state.points[D] >= 1, "the turned J♠ point stays"


def bunch_position(**options: object) -> AllFoursState:
    runs = [({}, "JH")]
    return position(load(discard_method="keep_all", **options), {}, "5S", dealer=D, runs=runs)


def test_case_12_bunch_agreed_same_dealer_redeals_and_keeps_the_jack_point() -> None:
    state = bunch_position()
    run(state, (E, "beg"), (D, "refuse"))
    assert state.phase == BUNCH and state.points == [1, 0]
    assert state.actors == frozenset({E}), "in turn from the elder"
    run(state, (E, "bunch"))
    assert state.phase == BUNCH_ANSWER and state.actors == frozenset({D})
    run(state, (D, "agree"))
    assert state.redeals[-1]["reason"] == "bunched"
    assert state.dealer == D and state.phase == ELDER and state.hand_number == 1
    assert state.points == [1, 0]


def test_case_12_bunch_refused_play_with_hearts() -> None:
    state = bunch_position()
    run(state, (E, "beg"), (D, "refuse"), (E, "bunch"), (D, "refuse"))
    # D refused E's call, which also used up D's own chance: play starts.
    assert state.phase == PLAY and state.trump == 1 and state.current_player == E


def test_bunch_declined_by_everyone_starts_play() -> None:
    state = bunch_position()
    run(state, (E, "beg"), (D, "refuse"), (E, "no bunch"))
    assert state.actors == frozenset({D})
    run(state, (D, "no bunch"))
    assert state.phase == PLAY


def test_bunch_keeps_turnup_points_off_takes_the_jack_point_back() -> None:
    state = bunch_position(bunch_keeps_turnup_points=False)
    run(state, (E, "beg"), (D, "refuse"), (E, "bunch"), (D, "agree"))
    assert state.points == [0, 0]
    assert {"side": D, "points": -1, "reason": "taken back: bunched"} in state.redeals[-1]["points"]


def test_bunch_off_no_window() -> None:
    state = bunch_position(bunch=False)
    run(state, (E, "beg"), (D, "refuse"))
    assert state.phase == PLAY


def test_no_bunch_window_after_a_stand_or_a_gift() -> None:
    state = position(load(), {}, "5S", dealer=D)
    run(state, (E, "stand"))
    assert state.phase == PLAY
    state = position(load(), {}, "5S", dealer=D)
    run(state, (E, "beg"), (D, "take one"))
    assert state.phase == PLAY


def test_bunch_any_time_three_players_call_and_answer_out_of_turn() -> None:
    game = load(players=3, discard_method="keep_all", bunch_calls="any_time")
    state = position(game, {}, "5S", dealer=D, runs=[({}, "9H")])
    run(state, (E, "beg"), (D, "refuse"))
    assert state.actors == frozenset({0, 1, 2}) and state.current_player is None
    with pytest.raises(IllegalAction, match="several players"):
        state.apply("bunch")
    run(state, (W, "no bunch"))
    assert state.actors == frozenset({0, 1})
    run(state, (D, "bunch"))
    assert state.phase == BUNCH_ANSWER and state.actors == frozenset({1, 2})
    assert texts(state.legal_actions(W)) == ["refuse", "agree"]
    assert state.legal_actions(D) == []
    run(state, (W, "agree"))
    assert state.actors == frozenset({E})
    run(state, (E, "refuse"))
    # E's refusal ends the call and uses up E's chance; W declined earlier, D called: play.
    assert state.phase == PLAY


def test_bunch_any_time_all_agree_at_three_players() -> None:
    game = load(players=3, discard_method="keep_all", bunch_calls="any_time")
    state = position(game, {}, "5S", dealer=D, runs=[({}, "9H")])
    run(state, (E, "beg"), (D, "refuse"), (W, "bunch"), (E, "agree"), (D, "agree"))
    assert state.redeals[-1]["reason"] == "bunched" and state.phase == ELDER


def test_bunch_in_turn_three_players_a_refused_call_lets_the_others_still_call() -> None:
    game = load(players=3, discard_method="keep_all")
    state = position(game, {}, "5S", dealer=D, runs=[({}, "9H")])
    run(state, (E, "beg"), (D, "refuse"), (E, "bunch"))
    assert state.actors == frozenset({D, W}) and state.current_player is None
    run(state, (D, "agree"), (W, "refuse"))
    # W refused (and so declined); E has called; D has not yet had his chance.
    assert state.phase == BUNCH and state.actors == frozenset({D})
    run(state, (D, "no bunch"))
    assert state.phase == PLAY


@pytest.mark.parametrize("runs_made", [1, 2])
def test_case_13_keep_all_more_cards_more_tricks(runs_made: int) -> None:
    ups = (["2S"] if runs_made == 2 else []) + ["9H"]
    state = position(
        load(discard_method="keep_all", bunch=False, single_hand=True),
        {},
        "5S",
        dealer=D,
        runs=[({}, up) for up in ups],
    )
    run(state, (E, "beg"), (D, "refuse"))
    size = 6 + 3 * runs_made
    assert all(state.hands[p].bit_count() == size for p in (D, E))
    tricks = 0
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
        tricks = max(tricks, len(state.tricks))
    assert tricks == size


def test_set_aside_unpicked_packets_stay_unseen_then_the_last_is_taken_up() -> None:
    game = load(discard_method="set_aside_unpicked", bunch=False)
    runs = [
        ({E: ["2C", "3C", "4C"], D: ["5C", "6C", "7C"]}, "9S"),
        ({E: ["2D", "3D", "4D"], D: ["5D", "6D", "7D"]}, "JH"),
    ]
    state = position(game, {E: ["AS", "KS", "QS", "JS", "TS", "8S"]}, "5S", dealer=D, runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    # The first packet was set aside unseen; the second was taken up: 9 cards, discard 3.
    assert cards_of(state, E) >= {"2D", "3D", "4D"} and not cards_of(state, E) & {"2C", "3C"}
    assert state.view(E)["set_aside"] == 6
    assert state.phase == DISCARD and state.hands[E].bit_count() == 9
    assert [p["run"] for p in state.view(E)["my_packets"]] == [0, 2]
    run(state, *[(E, f"discard {c}") for c in ("2D", "3D", "4D")])
    run(state, *[(D, f"discard {c}") for c in ("5D", "6D", "7D")])
    assert state.phase == PLAY and all(state.hands[p].bit_count() == 6 for p in (D, E))


def test_set_aside_unpicked_face_down_packet_is_not_in_the_view() -> None:
    """A packet dealt during a run lies face down: when a turned jack ends the match there, not
    even its owner has seen it."""
    game = load(discard_method="set_aside_unpicked")
    runs = [({E: ["2C", "3C", "4C"]}, "JH")]
    state = position(game, {}, "5S", dealer=D, points=[6, 0], runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    assert state.is_terminal and state.winners == (D,)
    view = state.view(E)
    assert view["face_down"] == [3, 3]
    assert not {"2C", "3C", "4C"} & set(view["hand"])
    assert "2C" not in str(view["my_packets"]) and view["my_packets"][0]["run"] == 0


def test_accumulate_then_discard_keeps_everything_until_trump_is_known() -> None:
    game = load(discard_method="accumulate_then_discard", bunch=False)
    runs = [({}, "9S"), ({}, "2S"), ({}, "JH")]
    state = position(game, {}, "5S", dealer=D, runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    assert state.phase == DISCARD and state.hands[E].bit_count() == 15
    assert state.discard_need == (9, 9)
    for p in (E, D):
        for _ in range(9):
            state.apply(state.legal_actions(p)[0], p)
    assert state.phase == PLAY and all(state.hands[p].bit_count() == 6 for p in (D, E))


def test_discard_before_receiving() -> None:
    game = load(discard_method="discard_before_receiving", bunch=False)
    runs = [({E: ["2C", "3C", "4C"]}, "9S"), ({E: ["2D", "3D", "4D"]}, "JH")]
    state = position(game, {E: ["AS", "KS", "QS", "JS", "TS", "8S"]}, "5S", dealer=D, runs=runs)
    run(state, (E, "beg"), (D, "refuse"))
    # Before the first packet every player discards 3 of his six.
    assert state.phase == DISCARD and state.hands[E].bit_count() == 6 and state.runs == 0
    run(state, *[(E, f"discard {c}") for c in ("AS", "KS", "QS")])
    for _ in range(3):
        state.apply(state.legal_actions(D)[0], D)
    assert state.runs == 1 and cards_of(state, E) >= {"2C", "3C", "4C"}
    assert state.phase == DISCARD, "9♠ is the original suit: discard before the next packet"
    run(state, *[(E, f"discard {c}") for c in ("JS", "TS", "8S")])
    for _ in range(3):
        state.apply(state.legal_actions(D)[0], D)
    assert state.trump == 1 and state.phase == PLAY
    assert all(state.hands[p].bit_count() == 6 for p in (D, E))
    assert cards_of(state, E) == {"2C", "3C", "4C", "2D", "3D", "4D"}


def test_case_21_running_all_fours_turn_up_values_and_target_31() -> None:
    game = load(running_all_fours=True)
    assert game.config.target == 31
    for up, pts in (("QD", 2), ("AD", 4), ("KD", 3), ("JD", 1), ("TD", 0)):
        assert position(game, {}, up, dealer=D).points == [pts, 0]


def test_running_all_fours_scores_only_the_original_and_the_new_suit_turn_up() -> None:
    game = load(running_all_fours=True, discard_method="keep_all", bunch=False)
    state = position(game, {}, "5S", dealer=D, runs=[({}, "KS"), ({}, "QH")])
    run(state, (E, "beg"), (D, "refuse"))
    assert state.points == [2, 0], "K♠ (original suit) scores nothing; Q♥ scores 2"


def test_turn_up_points_win_mid_run() -> None:
    game = load(discard_method="keep_all")
    state = position(game, {}, "5S", dealer=D, points=[6, 0], runs=[({}, "JH")])
    run(state, (E, "beg"), (D, "refuse"))
    assert state.is_terminal and state.winners == (D,) and state.phase == OVER


def test_deal_passes_clockwise_and_hands_go_on() -> None:
    game = load(players=3)
    state = position(game, {}, "5S", dealer=D)
    run(state, (E, "stand"))
    while state.hand_number == 1:
        state.apply(state.legal_actions()[0])
    assert state.dealer == 1 and state.elder_order[0] == 2
    assert state.view(0)["previous_hand"]["dealer"] == 0
