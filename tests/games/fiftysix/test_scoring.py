"""Payment in tables (fiftysix.md §7.1, §7.3; test cases 21-27), every scoring option, and the
end of the match when a team cannot pay."""

from __future__ import annotations

import pytest

from cardtable.games.fiftysix.phases import COT, COT_LOST, FAILED, MADE, SURRENDERED
from cardtable.games.fiftysix.scoring import settle, table_amount
from cardtable.games.fiftysix.state import FiftySixState
from tests.games.fiftysix.helpers import auction, deal, finish_trick, load

# A scripted 6-player hand (dealer 5) in which every trick is one suit and everybody follows:
# team A (seats 0, 2, 4) wins tricks 1-3 worth 12 + 10 + 8 = 30 points, team B the other five
# worth 26. The cards each seat plays, trick by trick, in seat order from the leader.
SCRIPT: list[tuple[int, list[str]]] = [
    (0, ["JS", "JS", "9S", "9S", "AS", "AS"]),  # seat 0 wins (first of two JS): 12
    (0, ["JH", "JH", "9H", "AH", "TH", "KH"]),  # seat 0: 10
    (0, ["JD", "9D", "AD", "TD", "TD", "KD"]),  # seat 0: 8
    (0, ["QS", "TS", "KS", "TS", "KS", "QS"]),  # seat 1 (first TS): 2
    (1, ["9H", "QH", "TH", "QH", "AH", "KH"]),  # seat 1: 4
    (1, ["JD", "QD", "9D", "QD", "AD", "KD"]),  # seat 1: 6
    (1, ["JC", "9C", "AC", "TC", "KC", "QC"]),  # seat 1: 7
    (1, ["JC", "9C", "AC", "TC", "KC", "QC"]),  # seat 1: 7
]


def _script_hands() -> dict[int, list[str]]:
    hands: dict[int, list[str]] = {p: [] for p in range(6)}
    for leader, cards in SCRIPT:
        for i, card in enumerate(cards):
            hands[(leader + i) % 6].append(card)
    return hands


def scripted_hand(*calls: str, tables: tuple[int, int] = (12, 12), **options: object) -> (
    FiftySixState
):
    """Deal the script, run the auction, and play the eight tricks as scripted."""
    state = deal(load(players=6, **options), _script_hands(), dealer=5, tables=tables)
    auction(state, *calls)
    for leader, cards in SCRIPT:
        if state.hand_number != 1 or state.is_terminal:
            break
        assert state.turn == leader
        chosen = {(leader + i) % 6: card for i, card in enumerate(cards)}
        finish_trick(state, chosen)
    return state


def result_of(state: FiftySixState) -> dict[str, object]:
    summary = state.hand_result if state.is_terminal else state.previous_hand
    assert summary is not None
    return summary


def test_the_script_gives_team_a_30_points() -> None:
    state = scripted_hand("30 No", *["pass"] * 5, single_hand=True)
    result = result_of(state)
    assert result["points"] == [30, 26] and result["tricks_won"] == [3, 5]


def test_case_21_a_bid_of_30_made_with_exactly_30_points() -> None:
    state = scripted_hand("30 No", *["pass"] * 5)
    result = result_of(state)
    assert result["outcome"] == MADE and result["payer"] == 1 and result["amount"] == 1
    assert state.tables == [13, 11]
    assert not state.is_terminal and state.hand_number == 2


def test_case_21_one_point_short_pays_2() -> None:
    state = scripted_hand("31 No", *["pass"] * 5)
    result = result_of(state)
    assert result["outcome"] == FAILED and result["payer"] == 0 and result["amount"] == 2
    assert state.tables == [10, 14]


@pytest.mark.parametrize(
    ("table", "value", "won", "expected"),
    [
        # Case 22, standard table.
        ("standard", 28, True, 1), ("standard", 39, False, 2),
        ("standard", 45, True, 2), ("standard", 45, False, 3),
        ("standard", 48, True, 3), ("standard", 48, False, 4),
        ("standard", 55, True, 3), ("standard", 56, True, 4), ("standard", 56, False, 5),
        # Case 24.
        ("honours_40_55", 35, True, 1), ("honours_40_55", 35, False, 2),
        ("honours_40_55", 50, True, 2), ("honours_40_55", 50, False, 3),
        ("honours_40_55", 56, True, 3), ("honours_40_55", 56, False, 4),
        # Case 25.
        ("honours_40_48", 48, True, 2), ("honours_40_48", 48, False, 3),
        ("honours_40_48", 49, True, 3), ("honours_40_48", 49, False, 4),
        ("honours_40_48", 56, False, 4), ("honours_40_48", 39, True, 1),
    ],
)
def test_cases_22_24_25_the_tables(table: str, value: int, won: bool, expected: int) -> None:
    assert table_amount(value, won, table) == expected


def _settle(value: int, multiplier: int, points: int, **kw: object) -> tuple[str, int]:
    args: dict[str, object] = {
        "value": value, "multiplier": multiplier, "bidder_points": points, "bidder_tricks": 3,
        "tricks": 8, "surrendered": False, "insisted": False, "lost_a_trick": True,
        "cot": True, "table": "standard",
    }
    args.update(kw)
    pay = settle(**args)  # type: ignore[arg-type]
    return pay.outcome, pay.amount if pay.bidders_won else -pay.amount


def test_case_23_doubled_and_redoubled() -> None:
    assert _settle(45, 2, 45) == (MADE, 4)
    assert _settle(45, 2, 44) == (FAILED, -6)
    assert _settle(45, 4, 50) == (MADE, 8)
    assert _settle(45, 4, 10) == (FAILED, -12)
    assert _settle(45, 3, 50) == (MADE, 6)
    assert _settle(45, 3, 10) == (FAILED, -9)


def test_cot_factors_in_the_settlement() -> None:
    assert _settle(28, 1, 56, bidder_tricks=8, lost_a_trick=False) == (COT, 2)  # case 28
    assert _settle(45, 2, 56, bidder_tricks=8, lost_a_trick=False) == (COT, 8)  # case 32
    assert _settle(28, 1, 20, bidder_tricks=5, surrendered=True) == (SURRENDERED, 1)  # 29
    # Case 31: insisting and losing a trick pays twice the losing amount, points or not.
    assert _settle(28, 1, 40, bidder_tricks=7, insisted=True) == (COT_LOST, -4)
    assert _settle(28, 1, 56, bidder_tricks=8, cot=False, lost_a_trick=False) == (MADE, 1)


@pytest.mark.parametrize(
    ("table", "bid", "amount"),
    [
        ("standard", "48 No", 4),
        ("honours_40_55", "48 No", 3),
        ("honours_40_48", "48 No", 3),
        ("standard", "49 No", 4),
        ("honours_40_55", "49 No", 3),
        ("honours_40_48", "49 No", 4),
        ("standard", "56 No", 5),
        ("honours_40_55", "56 No", 4),
        ("honours_40_48", "56 No", 4),
    ],
)
def test_the_scoring_table_option_in_a_played_hand(table: str, bid: str, amount: int) -> None:
    state = scripted_hand(bid, *["pass"] * 5, scoring_table=table)
    result = result_of(state)
    assert result["payer"] == 0 and result["amount"] == amount


@pytest.mark.parametrize(("multiplier", "amount"), [(4, 8), (3, 6)])
def test_redouble_multiplier_in_a_played_hand(multiplier: int, amount: int) -> None:
    state = scripted_hand("31 No", "double", "redouble", redouble_multiplier=multiplier)
    result = result_of(state)
    assert result["contract"]["multiplier"] == multiplier  # type: ignore[index]
    assert result["outcome"] == FAILED and result["amount"] == amount


def test_a_doubled_contract_made_pays_twice() -> None:
    state = scripted_hand("30 No", "double", *["pass"] * 5)
    assert result_of(state)["amount"] == 2 and state.tables == [14, 10]


def test_case_26_a_team_that_can_pay_exactly_plays_on_with_0_then_loses() -> None:
    state = scripted_hand("50 No", *["pass"] * 5, tables=(4, 20))
    result = result_of(state)
    assert result["amount"] == 4 and result["paid"] is True
    assert state.tables == [0, 24] and not state.is_terminal and state.hand_number == 2
    # Team A, with no tables left, loses its next payment: the match is over.
    later = scripted_hand("31 No", *["pass"] * 5, tables=(0, 24))
    assert later.is_terminal and later.winners == (1, 3, 5)
    final = result_of(later)
    assert final["paid"] is False and later.tables == [0, 24]


def test_case_27_a_debt_larger_than_the_tables_ends_the_match_at_once() -> None:
    state = scripted_hand("56 No", "double", "redouble")
    assert state.is_terminal and state.winners == (1, 3, 5)
    result = result_of(state)
    assert result["amount"] == 20 and result["paid"] is False
    assert state.tables == [12, 12], "the tables always sum to 24"
    text = state.game.describe_view(state.view(0))
    assert "owed 20 tables but held only 12" in text and "team B" in text


def test_starting_tables_option() -> None:
    state = scripted_hand("30 No", *["pass"] * 5, starting_tables=3, tables=(3, 3))
    assert state.tables == [4, 2]
    game = load(starting_tables=5)
    fresh = game.new_state(seed=1)
    assert isinstance(fresh, FiftySixState) and fresh.tables == [5, 5]


def test_single_hand_ends_the_match_with_the_team_that_received_tables() -> None:
    state = scripted_hand("31 No", *["pass"] * 5, single_hand=True)
    assert state.is_terminal and state.winners == (1, 3, 5) and state.tables == [10, 14]
    state = scripted_hand("30 No", *["pass"] * 5, single_hand=True)
    assert state.is_terminal and state.winners == (0, 2, 4)
    assert state.scores == (13, 11, 13, 11, 13, 11)
