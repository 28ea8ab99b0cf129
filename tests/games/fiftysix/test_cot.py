"""The cot and the surrender offer (fiftysix.md §7.2; test cases 28-33), as out-of-turn actions:
at a trick boundary any defender may offer, alongside the leader (DESIGN.md, out-of-turn play)."""

from __future__ import annotations

import pytest

from cardtable import IllegalAction
from cardtable.games.fiftysix.phases import COT, COT_LOST, MADE, SURRENDERED
from cardtable.games.fiftysix.state import FiftySixState
from tests.games.fiftysix.helpers import auction, deal, finish_trick, load

# Seat 0 holds the eight top spades and leads them: the bidders take every trick.
TOP_SPADES = ["JS", "JS", "9S", "9S", "AS", "AS", "TS", "TS"]
# Seat 0 holds six top spades and two low diamonds; team B holds both JD, and seats 2 and 4
# have no spades to trump with, so the bidders lose trick 7 when seat 0 leads a diamond.
LOSES_TRICK_7 = {0: ["JS", "JS", "9S", "9S", "AS", "AS", "QD", "QD"], 1: ["JD"], 3: ["JD"]}


def cot_hand(*calls: str, hands: dict[int, list[str]] | None = None, **options: object) -> (
    FiftySixState
):
    voids = {2: "S", 4: "S"} if hands is LOSES_TRICK_7 else {}
    state = deal(load(players=6, **options), hands or {0: TOP_SPADES}, dealer=5, voids=voids)
    auction(state, *(calls or ("28 spades", *["pass"] * 5)))
    return state


def play_tricks(state: FiftySixState, count: int) -> None:
    for _ in range(count):
        lead = "QD" if len(state.tricks) == 6 and "QD" in state.view(0)["hand"] else None
        finish_trick(state, {0: lead} if lead else {})


def summary(state: FiftySixState) -> dict[str, object]:
    result = state.hand_result if state.is_terminal else state.previous_hand
    assert result is not None
    return result


def test_before_a_lead_the_defenders_and_the_leader_may_act() -> None:
    state = cot_hand()
    assert state.actors == frozenset({0, 1, 3, 5})
    assert state.current_player is None
    assert [a.text for a in state.legal_actions(1)] == ["surrender", "no surrender"]
    assert "play JS" in [a.text for a in state.legal_actions(0)]
    assert state.legal_actions(2) == [] and state.legal_actions(4) == []
    with pytest.raises(IllegalAction, match="several players may act"):
        state.apply("no surrender")
    view = state.view(3)
    assert view["surrender"]["open_now"] and view["surrender"]["may_offer"] == [1, 3, 5]
    assert "P1, P3 (you), P5 may offer to surrender" in state.game.describe_view(view)


def test_defenders_who_let_it_pass_leave_the_window_and_the_lead_closes_it() -> None:
    state = cot_hand()
    state.apply("no surrender", 1)
    state.apply("no surrender", 5)
    assert state.actors == frozenset({0, 3})
    state.apply("no surrender", 3)
    assert state.actors == frozenset({0}) and state.current_player == 0
    state = cot_hand()
    state.apply("play JS", 0)
    assert state.actors == frozenset({1})
    with pytest.raises(IllegalAction, match="only be offered between tricks"):
        state.apply("surrender", 3)


def test_case_28_the_bidders_take_every_trick_without_an_offer() -> None:
    state = cot_hand()
    play_tricks(state, 8)
    result = summary(state)
    assert result["outcome"] == COT and result["cot_factor"] == 2
    assert result["payer"] == 1 and result["amount"] == 2
    assert state.tables == [14, 10]


def test_case_29_a_surrender_accepted_after_five_tricks_pays_the_normal_amount() -> None:
    state = cot_hand()
    play_tricks(state, 5)
    assert state.tricks_won == [5, 0] and 3 in state.actors
    state.apply("surrender", 3)
    assert state.actors == frozenset({0}), "the final bidder answers"
    assert [a.text for a in state.legal_actions(0)] == ["accept", "insist"]
    view = state.view(2)
    assert view["surrender"]["offered_by"] == 3 and view["surrender"]["answer"] == "awaited"
    state.apply("accept", 0)
    result = summary(state)
    assert result["outcome"] == SURRENDERED and result["amount"] == 1 and result["payer"] == 1
    assert result["tricks_played"] == 5
    assert state.tables == [13, 11] and state.hand_number == 2


def test_case_30_insisting_and_taking_every_trick_pays_double() -> None:
    state = cot_hand()
    play_tricks(state, 5)
    state.apply("surrender", 1)
    state.apply("insist", 0)
    assert state.actors == frozenset({0}), "no second offer this hand"
    play_tricks(state, 3)
    result = summary(state)
    assert result["outcome"] == COT and result["amount"] == 2 and result["insisted"]


def test_case_31_insisting_and_losing_trick_7_pays_twice_the_losing_amount() -> None:
    state = cot_hand(hands=LOSES_TRICK_7)
    play_tricks(state, 5)
    state.apply("surrender", 5)
    state.apply("insist", 0)
    play_tricks(state, 2)
    assert state.hand_number == 2, "the hand stops when the insisting bidders lose a trick"
    result = summary(state)
    assert result["outcome"] == COT_LOST and result["payer"] == 0 and result["amount"] == 4
    assert result["tricks_played"] == 7 and result["tricks_won"] == [6, 1]
    assert state.tables == [8, 16]


def test_case_31_without_the_early_end_all_tricks_are_played() -> None:
    state = cot_hand(hands=LOSES_TRICK_7, end_early_when_cot_lost=False)
    play_tricks(state, 5)
    state.apply("surrender", 5)
    state.apply("insist", 0)
    play_tricks(state, 3)
    result = summary(state)
    assert result["tricks_played"] == 8
    assert result["outcome"] == COT_LOST and result["amount"] == 4
    points = result["points"]
    assert isinstance(points, list) and points[0] >= 28, "lost even though the points made it"


def test_case_32_a_doubled_45_cot_pays_eight() -> None:
    state = cot_hand("45 spades", "double", *["pass"] * 5)
    play_tricks(state, 8)
    result = summary(state)
    assert result["outcome"] == COT and result["amount"] == 8


def test_case_33_no_offer_once_the_bidders_have_lost_a_trick() -> None:
    state = cot_hand(hands=LOSES_TRICK_7)
    play_tricks(state, 7)
    assert state.lost_trick and state.actors == frozenset({state.turn})
    before = state.clone()
    with pytest.raises(IllegalAction, match="already lost a trick"):
        state.apply("surrender", 1)
    assert state == before
    play_tricks(state, 1)
    assert summary(state)["outcome"] == MADE


def test_only_defenders_offer_and_only_the_final_bidder_answers() -> None:
    state = cot_hand()
    with pytest.raises(IllegalAction):
        state.apply("surrender", 2)
    state.apply("surrender", 1)
    before = state.clone()
    for seat in (2, 4):
        with pytest.raises(IllegalAction, match="not player"):
            state.apply("accept", seat)
    assert state == before


def test_the_all_pass_contract_may_be_surrendered_and_the_first_opponent_answers() -> None:
    state = cot_hand(*["pass"] * 6)
    contract = state.contract_json()
    assert contract is not None and contract["all_pass"] and contract["bidder"] == 0
    assert state.actors == frozenset({0, 1, 3, 5})
    state.apply("surrender", 5)
    assert state.actors == frozenset({0})


def test_a_defender_on_lead_may_offer_before_leading() -> None:
    # Seat 1 (team B) bids, so seat 0 (team A) defends and leads to the first trick.
    state = cot_hand("pass", "28 spades", *["pass"] * 5)
    assert state.actors == frozenset({0, 2, 4})
    texts = [a.text for a in state.legal_actions(0)]
    assert texts[0] == "surrender" and texts[1].startswith("play")
    assert "no surrender" not in texts, "the leader lets the moment pass by leading"


def test_without_the_cot_there_is_no_surrender_and_all_tricks_pay_normally() -> None:
    state = cot_hand(cot=False)
    assert state.actors == frozenset({0})
    with pytest.raises(IllegalAction, match="cot is not played"):
        state.apply("surrender", 1)
    play_tricks(state, 8)
    result = summary(state)
    assert result["outcome"] == MADE and result["amount"] == 1


def test_the_end_early_option_is_refused_without_the_cot() -> None:
    from cardtable import InvalidOptions

    with pytest.raises(InvalidOptions, match="only matters when the cot is played"):
        load(cot=False, end_early_when_cot_lost=False)
