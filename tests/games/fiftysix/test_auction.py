"""The auction (fiftysix.md §4; test cases 11-20): bids and their spoken forms, double and
redouble, the end conditions, the all-pass rule and the forced bid, and bad calls refused."""

from __future__ import annotations

import pytest

from cardtable import IllegalAction
from cardtable.games.fiftysix import actions as A
from cardtable.games.fiftysix.game import FiftySixGame
from cardtable.games.fiftysix.phases import AUCTION, PLAY
from cardtable.games.fiftysix.state import FiftySixState
from tests.games.fiftysix.helpers import auction, deal, load


def six(**options: object) -> FiftySixState:
    """Six players, dealer 5 (team B): seat 0 (team A) speaks first (rule book §9)."""
    return deal(load(players=6, **options), dealer=5)


def legal(state: FiftySixState, seat: int | None = None) -> list[str]:
    return [a.text for a in state.legal_actions(state.turn if seat is None else seat)]


def refused(state: FiftySixState, text: str, reason: str, seat: int | None = None) -> None:
    """The call is refused with a reason matching ``reason`` and the state is unchanged."""
    before = state.clone()
    with pytest.raises(IllegalAction, match=reason):
        state.apply(text, state.turn if seat is None else seat)
    assert state == before


def test_case_11_bids_go_from_28_to_56() -> None:
    state = six()
    refused(state, "27 clubs", "from 28 to 56")
    refused(state, "57 clubs", "from 28 to 56")
    refused(state, "bid 27C", "from 28 to 56")
    assert "28 clubs" in legal(state)
    auction(state, "28 clubs")
    assert state.high_value == 28 and state.high_seat == 0


def test_case_12_plus_forms_raise_the_current_bid() -> None:
    state = six()
    auction(state, "28 clubs", "plus two diamonds")
    assert (state.high_value, state.high_denom, state.high_seat) == (30, 2, 1)
    auction(state, "plus one No")
    assert (state.high_value, state.high_denom) == (31, 4)
    refused(state, "28 no trumps", r"is 28, and a bid must be higher than the current bid \(31NT")
    refused(state, "31 spades", "must be higher than the current bid")
    view = state.view(4)
    assert [(c["call"], c["bid"]) for c in view["auction"]] == [
        ("28 clubs", "28C"),
        ("plus 2 diamonds", "30D"),
        ("plus 1 No", "31NT"),
    ]


def test_case_12_after_28_the_raises_are_the_bids_the_rule_book_gives() -> None:
    state = six()
    auction(state, "28 clubs")
    game = state.game
    assert isinstance(game, FiftySixGame)
    plus_two = game.parse_action("plus two diamonds")
    plus_one = game.parse_action("plus one No")
    assert A.bid_value(plus_two, 28) == 30 and A.bid_denom(plus_two) == 2
    assert A.bid_value(plus_one, 28) == 29 and A.bid_denom(plus_one) == 4


def test_case_13_double_then_redouble_ends_the_auction() -> None:
    state = six()
    auction(state, "30 hearts", "double", "redouble")
    assert state.phase == PLAY
    contract = state.contract_json()
    assert contract is not None
    assert (contract["team"], contract["value"], contract["trump"]) == (0, 30, "H")
    assert contract["doubling"] == "redoubled" and contract["multiplier"] == 4


def test_case_14_you_may_not_double_your_own_teams_bid() -> None:
    state = six()
    auction(state, "30 hearts", "pass")
    assert "double" not in legal(state)
    refused(state, "double", "your own team's bid")


def test_case_15_a_double_followed_by_all_the_other_players_passing_ends_it() -> None:
    state = six()
    auction(state, "30 hearts", "double", "pass", "pass", "pass", "pass")
    assert state.phase == AUCTION and state.turn == 0
    auction(state, "pass")
    assert state.phase == PLAY
    contract = state.contract_json()
    assert contract is not None and contract["doubling"] == "doubled"
    assert contract["multiplier"] == 2 and contract["team"] == 0


def test_case_16_a_higher_bid_cancels_the_double() -> None:
    state = six()
    auction(state, "30 hearts", "double", "32 spades")
    assert state.doubling == 0 and state.high_value == 32 and state.high_seat == 2
    assert "double" in legal(state)  # seat 3, team B, may double again
    auction(state, "double")
    assert state.doubling == 1


def test_case_17_a_bid_followed_by_five_passes_ends_undoubled() -> None:
    state = six()
    auction(state, "30 hearts", "pass", "pass", "pass", "pass")
    assert state.phase == AUCTION
    auction(state, "pass")
    contract = state.contract_json()
    assert contract is not None
    assert (contract["team"], contract["value"], contract["doubling"]) == (0, 30, "undoubled")
    assert state.turn == 0  # the dealer's right leads, whoever won the auction


def test_case_18_all_pass_is_28_no_trumps_for_the_dealers_opponents() -> None:
    state = six()
    auction(state, *["pass"] * 5)
    assert state.phase == AUCTION
    auction(state, "pass")
    contract = state.contract_json()
    assert contract is not None
    assert contract["all_pass"] and contract["team"] == 0 and contract["value"] == 28
    assert contract["trump"] is None and contract["doubling"] == "undoubled"
    assert state.turn == 0
    assert "double" not in legal(state)  # A20: the auction is over


def test_case_19_forced_bid_for_the_dealers_left_hand_neighbour() -> None:
    state = six(all_pass_rule="forced_bid")
    auction(state, "pass", "pass", "pass", "pass")
    assert state.turn == 4
    assert "pass" not in legal(state)
    assert legal(state)[0] == "28 spades"
    refused(state, "pass", "must bid at least 28")
    assert state.view(4)["forced_bid"] is True
    auction(state, "28 diamonds")
    auction(state, "pass", *["pass"] * 4)
    contract = state.contract_json()
    assert contract is not None and contract["bidder"] == 4 and not contract["all_pass"]


def test_forced_bid_is_only_forced_when_everyone_before_passed() -> None:
    state = six(all_pass_rule="forced_bid")
    auction(state, "28 clubs", "pass", "pass", "pass")
    assert "pass" in legal(state)


def test_case_20_at_56_only_pass_double_and_redouble_remain() -> None:
    state = six()
    auction(state, "56 spades")
    assert legal(state) == ["pass", "double"]
    auction(state, "pass")
    assert legal(state) == ["pass"]  # seat 2, the bidders' team, with nothing to redouble
    refused(state, "redouble", "only a doubled bid may be redoubled")
    auction(state, "pass", "double")
    assert legal(state) == ["pass", "redouble"]  # seat 4, a member of the bidding team
    auction(state, "redouble")
    assert state.contract_json()["doubling"] == "redoubled"  # type: ignore[index]


def test_the_doubling_team_may_neither_double_again_nor_redouble() -> None:
    state = six()
    auction(state, "30 hearts", "double", "pass")  # seat 2 (team A) lets it stand
    assert state.turn == 3 and legal(state)[0] == "pass"
    refused(state, "double", "already doubled")  # seat 3 (team B)
    refused(state, "redouble", "only the bidding team may redouble")


def test_passing_is_not_final_by_default() -> None:
    state = six()
    auction(state, "pass", "28 clubs", "pass", "pass", "pass", "pass")
    assert state.turn == 0
    assert "29 hearts" in legal(state)
    auction(state, "29 hearts")
    assert state.high_seat == 0


def test_rebid_after_pass_off_makes_a_pass_final() -> None:
    state = six(rebid_after_pass=False)
    auction(state, "pass", "28 clubs", "30 spades", "pass", "pass")
    assert state.turn == 5
    auction(state, "double")
    assert state.turn == 1  # seat 0 passed and is skipped
    auction(state, "pass")
    assert state.turn == 2  # the bidder may still redouble, overbid or pass
    assert legal(state)[:2] == ["pass", "redouble"]
    auction(state, "pass")
    contract = state.contract_json()
    assert contract is not None and contract["value"] == 30 and contract["doubling"] == "doubled"
    assert contract["bidder"] == 2


def test_with_rebid_after_pass_on_a_passed_player_speaks_again() -> None:
    state = six()
    auction(state, "pass", "28 clubs", "30 spades", "pass", "pass", "double")
    assert state.turn == 0 and "31 hearts" in legal(state)


def test_rebid_after_pass_off_everybody_passing_is_still_all_pass() -> None:
    state = six(rebid_after_pass=False)
    auction(state, *["pass"] * 6)
    assert state.contract_json()["all_pass"]  # type: ignore[index]


def test_bid_over_double_off_leaves_only_pass_and_redouble() -> None:
    state = six(bid_over_double=False)
    auction(state, "30 hearts", "double")
    assert legal(state) == ["pass", "redouble"]
    refused(state, "32 spades", "a double cannot be overbid")
    auction(state, "pass")
    assert legal(state) == ["pass"]


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("28 clubs", "28 clubs"),
        ("Clubs 28", "clubs 28"),
        ("28 No", "28 No"),
        ("28 no", "28 No"),
        ("28 no trumps", "28 no trumps"),
        ("28 NT", "28 no trumps"),
        ("bid 28NT", "28 no trumps"),
        ("bid 30H", "30 hearts"),
        ("30h", "30 hearts"),
        ("30 ♥", "30 hearts"),
        ("h30", "hearts 30"),
        ("hearts 30", "hearts 30"),
        ("plus two diamonds", "plus 2 diamonds"),
        ("plus 2 d", "plus 2 diamonds"),
        ("plus one diamond", "plus 1 diamond"),
        ("plus one No", "plus 1 No"),
        ("plus twenty-one no trumps", "plus 21 No"),
        ("plus twenty one No", "plus 21 No"),
        ("X", "double"),
        ("xx", "redouble"),
        ("offer surrender", "surrender"),
        ("no offer", "no surrender"),
        ("play on", "insist"),
        ("10h", "play TH"),
        ("play 10H", "play TH"),
    ],
)
def test_spoken_forms_and_synonyms_are_read(text: str, canonical: str) -> None:
    assert load().parse_action(text).text == canonical


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("plus 0 clubs", "plus 1 to plus 28"),
        ("plus 30 No", "plus 1 to plus 28"),
        ("plus clubs", "needs an amount"),
        ("28 bananas", "not a suit or no trumps"),
        ("no 28", "number first for no trumps"),
        ("frobnicate", "not an action of 56"),
        ("play ZZ", "not a card"),
    ],
)
def test_malformed_calls_are_refused_with_the_reason(text: str, reason: str) -> None:
    state = six()
    refused(state, text, reason)


def test_plus_needs_a_bid_and_may_not_pass_56() -> None:
    state = six()
    refused(state, "plus 2 hearts", "nobody has bid yet")
    auction(state, "50 hearts")
    assert "plus 6 spades" in legal(state) and "plus 7 spades" not in legal(state)
    refused(state, "plus 7 spades", "would make 57")


def test_every_form_of_the_same_bid_has_the_same_effect() -> None:
    results = set()
    for form in ("30 hearts", "hearts 30", "plus 2 hearts"):
        state = six()
        auction(state, "28 clubs", form, *["pass"] * 5)
        c = state.contract_json()
        assert c is not None
        results.add((c["value"], c["trump"], c["bidder"]))
    assert results == {(30, "H", 1)}


def test_the_auction_history_keeps_the_spoken_form_in_views_and_records() -> None:
    state = six()
    auction(state, "clubs 28", "plus two diamonds", "31 No", "double")
    view = state.view(3)
    assert [c["call"] for c in view["auction"]] == [
        "clubs 28",
        "plus 2 diamonds",
        "31 No",
        "double",
    ]
    text = state.game.describe_view(view)
    assert "P0: clubs 28" in text and "plus 2 diamonds (= 30♦)" in text and "31 No" in text
    record = state.record()
    assert [a for _, a in record.actions] == ["clubs 28", "plus 2 diamonds", "31 No", "double"]


def test_legal_calls_are_sorted_and_cover_every_form() -> None:
    state = six()
    opening = state.legal_actions(0)
    assert opening == sorted(opening)
    assert len(opening) == 1 + 29 * 10  # pass + four suits and no trumps, two forms each
    auction(state, "50 hearts")
    over = state.legal_actions(1)
    assert len(over) == 2 + 6 * 15  # pass, double; each value 51-56 in 3 forms x 5


def test_clockwise_the_forced_bidder_is_the_dealers_right_hand_neighbour() -> None:
    state = deal(load(players=6, direction="clockwise", all_pass_rule="forced_bid"), dealer=5)
    assert state.turn == 4  # clockwise, the dealer's left speaks first
    auction(state, "pass", "pass", "pass", "pass")
    assert state.turn == 0 and "pass" not in legal(state)


def test_four_and_eight_players_alternate_teams_in_the_auction() -> None:
    for players in (4, 8):
        state = deal(load(players=players), dealer=players - 1)
        auction(state, "30 hearts")
        assert "double" in legal(state)  # seat 1, an opponent
        auction(state, "pass")
        assert "double" not in legal(state)  # seat 2, the bidder's partner
        auction(state, *["pass"] * (players - 2))
        assert state.contract_json()["team"] == 0  # type: ignore[index]
