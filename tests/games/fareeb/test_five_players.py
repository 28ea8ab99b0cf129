"""Five-player Fareeb (fareeb.md §4 MAKER_OPTIONS, §6-7): test cases 17 to 22 of §9.

The seed numbers the players 1-5 clockwise with 1 the dealer; here they are seats 0-4 with the
dealer at seat 0, so the seed's player k is seat k - 1.
"""

from __future__ import annotations

import pytest

from cardtable import IllegalAction
from cardtable.games.fareeb.phases import DEALER_EXCHANGE, MAKER_OPTIONS, OVER, PLAY, TURNED_DOWN
from cardtable.games.fareeb.state import FareebState
from tests.games.fareeb.deals import CASE_22, CASE_22_BIDS, CASE_22_STUB, CASE_22_WEAK
from tests.games.fareeb.helpers import (
    cards_of,
    deal,
    hand_summary,
    load,
    play_out,
    play_trick,
    position,
    run,
    texts,
)

EXAMPLE_3 = {
    0: ["8D", "AC", "AH", "8H", "9S"],
    1: ["AS", "KC", "8C", "9H", "TH"],
    2: ["KS", "QC", "TC", "KH", "QH"],
    3: ["QS", "JD", "AD", "KD", "QD"],
    4: ["8S", "JH", "9C", "TS", "JS"],
}
EXAMPLE_4 = {
    0: ["8C", "KS", "QS", "9H", "AC"],
    1: ["KC", "QC", "JC", "TH", "9D"],
    2: ["JD", "JH", "KD", "9C", "AS"],
    3: ["8D", "TS", "9S", "8H", "QH"],
    4: ["AD", "TC", "AH", "KH", "QD"],
}


def partner_status(state: FareebState, seat: int) -> tuple[int | None, str]:
    view = state.view(seat)
    return view["partner"], view["partner_status"]


def test_case_17_seed_example_3() -> None:
    """Case 17: dealer 1; up ♦; player 4 makes ♦ and calls J♥; 1 exchanges; 2 leads a ♠; 1 (void)
    trumps and wins; trick 2: 4 (void) trumps, 5 (his partner) plays low; 4+5 take 4 → +1 each.
    """
    state = deal(load(players=5), EXAMPLE_3, up="TD")
    run(state, (1, "pass"), (2, "pass"), (3, "order up"))
    assert state.phase == MAKER_OPTIONS and state.current_player == 3
    # The maker may call the left bower (any card, trumps included) or go alone.
    legal = texts(state.legal_actions(3))
    assert "call JH" in legal and "alone" in legal and "call AD" not in legal  # AD is his own
    state.apply("call JH", 3)
    assert state.phase == DEALER_EXCHANGE and state.current_player == 0
    state.apply("discard 9S", 0)
    assert state.phase == PLAY and state.current_player == 1
    # Only the holder of J♥ knows the partnership.
    assert partner_status(state, 4) == (4, "known")
    for seat in (0, 1, 2, 3):
        assert partner_status(state, seat) == (None, "unknown")
    assert play_trick(state, [(1, "AS"), (2, "KS"), (3, "QS"), (4, "8S"), (0, "8D")]) == 0
    assert play_trick(state, [(0, "AC"), (1, "8C"), (2, "TC"), (3, "JD"), (4, "9C")]) == 3
    assert partner_status(state, 0) == (None, "unknown")
    assert play_trick(state, [(3, "AD"), (4, "JH"), (0, "TD"), (1, "9H"), (2, "QH")]) == 4
    # J♥ has been played: now everyone knows seat 4 is the partner.
    assert all(partner_status(state, seat) == (4, "known") for seat in range(5))
    assert play_trick(state, [(4, "TS"), (0, "8H"), (1, "TH"), (2, "KH"), (3, "KD")]) == 3
    assert play_trick(state, [(3, "QD"), (4, "JS"), (0, "AH"), (1, "KC"), (2, "QC")]) == 3
    summary = hand_summary(state)
    assert summary["makers"] == [3, 4] and summary["tricks_won"] == [1, 0, 0, 3, 1]
    assert state.scores == (0, 0, 0, 1, 1)
    assert summary["points"] == [0, 0, 0, 1, 1]


def test_case_18_seed_example_4() -> None:
    """Case 18: dealer 1; up ♦; 3 orders up and calls A♦ (held by 5); 2 leads, 3 follows, 4 (void)
    trumps and wins, 1 and 5 follow; 5 later plays A♦; makers 4 tricks, 4 one → 3 and 5 +1.
    """
    state = deal(load(players=5), EXAMPLE_4, up="TD")
    run(state, (1, "pass"), (2, "order up"), (2, "call AD"), (0, "discard QS"))
    assert state.current_player == 1
    assert play_trick(state, [(1, "KC"), (2, "9C"), (3, "8D"), (4, "TC"), (0, "8C")]) == 3
    assert play_trick(state, [(3, "QH"), (4, "AH"), (0, "9H"), (1, "TH"), (2, "AS")]) == 4
    assert partner_status(state, 2) == (None, "unknown"), "the maker does not know his partner"
    assert play_trick(state, [(4, "AD"), (0, "TD"), (1, "9D"), (2, "KD"), (3, "9S")]) == 4
    assert partner_status(state, 2) == (4, "known")
    assert play_trick(state, [(4, "KH"), (0, "KS"), (1, "JC"), (2, "JH"), (3, "8H")]) == 2
    assert play_trick(state, [(2, "JD"), (3, "TS"), (4, "QD"), (0, "AC"), (1, "QC")]) == 2
    summary = hand_summary(state)
    assert summary["tricks_won"] == [0, 0, 2, 1, 2]
    assert state.scores == (0, 0, 1, 0, 1)


# Case 19: up-card K♠ is turned down; player 2 (seat 1) names ♥ and calls K♠.
FORCED_STRONG = {
    1: ["JH", "JD", "AH", "KH", "QH"],
    2: ["TH", "9H", "QS", "KC", "8D"],
    3: ["AS", "8H", "JS", "QC", "TD"],
    4: ["AC", "9C", "TS", "9D", "AD"],
    0: ["8S", "9S", "8C", "KD", "QD"],
}
FORCED_MIDDLING = {
    1: ["AH", "TH", "AS", "AC", "9D"],
    2: ["JH", "9H", "QS", "KC", "8D"],
    3: ["KH", "8H", "JS", "QC", "TD"],
    4: ["QH", "JD", "TS", "9C", "AD"],
    0: ["8S", "9S", "8C", "KD", "QD"],
}


@pytest.mark.parametrize(
    ("maker_tricks", "scores"),
    [(5, (0, 4, 0, 0, 0)), (3, (0, 1, 0, 0, 0)), (2, (2, 0, 2, 2, 2))],
)
def test_case_19_called_card_turned_down_forces_the_maker_alone(
    maker_tricks: int, scores: tuple[int, ...]
) -> None:
    """Case 19: all pass (K♠ turned down); 2 names ♥, calls K♠ → alone: 5 → +4; 3 → +1;
    2 → players 1, 3, 4, 5 each +2.
    """
    hands = FORCED_STRONG if maker_tricks == 5 else FORCED_MIDDLING
    state = deal(load(players=5, single_hand=True), hands, up="KS", stub=("TC", "JC"))
    run(state, *["pass"] * 5)
    assert state.upcard_state == TURNED_DOWN
    run(state, (1, "name H"))
    assert "call KS" in texts(state.legal_actions(1))
    state.apply("call KS", 1)
    assert state.phase == PLAY and state.alone and state.partner == -1
    # Everyone saw K♠ turned down, so everyone knows the maker is alone.
    assert all(partner_status(state, seat) == (None, "none") for seat in range(5))
    done = play_out(state, (1,), maker_tricks)
    summary = hand_summary(done)
    assert summary["makers"] == [1] and summary["alone"]
    assert done.scores == scores


# Case 20: the dealer holds the called card (A♣) and discards it.
CASE_20 = {
    0: ["AC", "9S", "8C", "KH", "QS"],
    1: ["AH", "TH", "AS", "KC", "9D"],
    2: ["JD", "AD", "KD", "QC", "8D"],
    3: ["KS", "8H", "JS", "QH", "TD"],
    4: ["9H", "JH", "TS", "9C", "JC"],
}


def test_case_20_dealer_discards_the_called_card() -> None:
    """Case 20: the dealer holds the called card and discards it → the maker plays alone."""
    state = deal(load(players=5, single_hand=True), CASE_20, up="QD", stub=("8S", "TC"))
    run(state, (1, "pass"), (2, "order up"), (2, "call AC"))
    assert state.current_player == 0 and "AC" in cards_of(state, 0)
    # Before the discard the dealer knows he is the partner.
    assert partner_status(state, 0) == (0, "known")
    state.apply("discard AC", 0)
    assert state.alone and state.partner == -1 and state.phase == PLAY
    # Only the dealer knows; the maker himself does not.
    assert partner_status(state, 0) == (None, "none")
    for seat in (1, 2, 3, 4):
        assert partner_status(state, seat) == (None, "unknown")
    done = play_out(state, (2,), 3)
    assert hand_summary(done)["makers"] == [2]
    assert done.scores == (0, 0, 1, 0, 0)


def test_case_21_called_up_card_makes_the_dealer_partner() -> None:
    """Case 21: the up-card is called and ordered up by player 3 → the dealer picks it up and
    is the partner."""
    state = deal(load(players=5, single_hand=True), CASE_20, up="QD", stub=("8S", "TC"))
    run(state, (1, "pass"), (2, "order up"), (2, "call QD"), (0, "discard 9S"))
    assert state.partner == 0 and not state.alone
    assert partner_status(state, 0) == (0, "known")
    assert partner_status(state, 2) == (None, "unknown")
    done = play_out(state, (2, 0), 3)
    assert hand_summary(done)["makers"] == [2, 0]
    assert done.scores == (1, 0, 1, 0, 0)
    # If the dealer discards the called up-card, nobody holds it: the maker is alone.
    state = deal(load(players=5, single_hand=True), CASE_20, up="QD", stub=("8S", "TC"))
    run(state, (1, "pass"), (2, "order up"), (2, "call QD"), (0, "discard QD"))
    assert state.alone and state.partner == -1


@pytest.mark.parametrize(("tie", "over"), [("joint_winners", True), ("play_on", False)])
def test_case_22_two_players_reach_ten_together(tie: str, over: bool) -> None:
    """Case 22: players 3 and 5 at 9 make with partner, take 3 → both 10: joint winners (default);
    with `five_player_tie=play_on` the match goes on while they are level."""
    game = load(players=5, five_player_tie=tie)
    state = position(game, CASE_22, up="QD", points=(0, 0, 9, 0, 9), stub=CASE_22_STUB)
    run(state, *CASE_22_BIDS)
    assert state.partner == 4
    done = play_out(state, (2, 4), 3)
    assert done.scores == (0, 0, 10, 0, 10)
    assert done.is_terminal is over
    if over:
        assert done.winners == (2, 4) and done.phase == OVER
    else:
        assert done.winners == () and done.hand_number == 6 and done.dealer == 1


def test_play_on_ends_when_one_player_alone_is_highest() -> None:
    """five_player_tie=play_on: a single player on top at or past the target wins."""
    game = load(players=5, five_player_tie="play_on")
    state = position(game, CASE_22, up="QD", points=(0, 0, 9, 0, 8), stub=CASE_22_STUB)
    run(state, *CASE_22_BIDS)
    done = play_out(state, (2, 4), 3)
    assert done.scores == (0, 0, 10, 0, 9) and done.is_terminal and done.winners == (2,)


def test_five_player_defenders_each_score() -> None:
    """§6: in 5 players each defender scores the defenders' points (F12)."""
    state = deal(load(players=5, single_hand=True), CASE_22_WEAK, up="QD", stub=CASE_22_STUB)
    run(state, *CASE_22_BIDS)
    done = play_out(state, (2, 4), 1)
    assert done.scores == (2, 2, 0, 2, 0)
    state = deal(load(players=5, single_hand=True), CASE_22_WEAK, up="QD", stub=CASE_22_STUB)
    run(state, *CASE_22_BIDS)
    done = play_out(state, (2, 4), 0)
    assert done.scores == (4, 4, 0, 4, 0)


def test_calling_is_compulsory_and_with_partner_is_not_a_five_player_action() -> None:
    """§4: at 5 players the maker calls a card or goes alone; there is no fixed partner."""
    state = deal(load(players=5), CASE_20, up="QD", stub=("8S", "TC"))
    run(state, (1, "pass"), (2, "order up"))
    with pytest.raises(IllegalAction, match="calls a card"):
        state.apply("with partner", 2)
    legal = texts(state.legal_actions(2))
    # Every card of the 28 except the maker's own five.
    assert len(legal) == 1 + 28 - 5 and legal[0] == "alone"
