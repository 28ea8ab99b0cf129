"""Play of the cards (fiftysix.md §6; test cases 5-10): follow suit, trumps, no trumps, and
identical cards, where the one played first wins."""

from __future__ import annotations

from itertools import pairwise

import pytest

from cardtable import IllegalAction
from cardtable.cards import parse_face
from cardtable.games.fiftysix.ranking import NO_TRUMP, trick_winner
from tests.games.fiftysix.helpers import auction, deal, hand_of, load, play

HEARTS, DIAMONDS = 1, 2


def _contract(trump_bid: str, hands: dict[int, list[str]], voids: dict[int, str]) -> object:
    """Six players, dealer 5: seat 0 bids, everyone else passes, seat 0 leads."""
    state = deal(load(players=6), hands, dealer=5, voids=voids)
    auction(state, trump_bid, *["pass"] * 5)
    assert state.contract_json() is not None and state.turn == 0
    return state


def test_case_5_any_trump_beats_the_suit_led() -> None:
    state = deal(
        load(players=6),
        {0: ["JS"], 1: ["9S"], 2: ["JS"], 3: ["QH"], 4: ["KS"], 5: ["QS"]},
        voids={3: "S"},
    )
    auction(state, "28 hearts", *["pass"] * 5)
    play(state, "JS", "9S", "JS", "QH", "KS", "QS")
    assert state.tricks[-1][1] == 3
    assert state.tricks_won == [0, 1]
    assert state.points == [0, 3 + 2 + 3]


def test_case_6_of_two_identical_cards_the_first_played_wins() -> None:
    state = deal(
        load(players=6), {0: ["JS"], 1: ["9S"], 2: ["JS"], 3: ["AS"], 4: ["KS"], 5: ["QS"]}
    )
    auction(state, "28 hearts", *["pass"] * 5)
    play(state, "JS", "9S", "JS", "AS", "KS", "QS")
    assert state.tricks[-1][1] == 0


def test_case_7_the_earlier_of_two_identical_top_trumps_wins() -> None:
    state = deal(
        load(players=6),
        {0: ["AC"], 1: ["JD"], 2: ["KC"], 3: ["QC"], 4: ["JD"], 5: ["TC"]},
        voids={1: "C", 4: "C"},
    )
    auction(state, "28 diamonds", *["pass"] * 5)
    play(state, "AC", "JD", "KC", "QC", "JD", "TC")
    assert state.tricks[-1][1] == 1


def test_case_8_at_no_trumps_an_off_suit_card_never_wins() -> None:
    state = deal(
        load(players=6),
        {0: ["KS"], 1: ["AH"], 2: ["9S"], 3: ["QS"], 4: ["QS"], 5: ["KS"]},
        voids={1: "S"},
    )
    auction(state, "28 No", *["pass"] * 5)
    assert state.contract_json()["trump"] is None  # type: ignore[index]
    play(state, "KS", "AH", "9S", "QS", "QS", "KS")
    assert state.tricks[-1][1] == 2


def test_case_9_a_player_who_can_follow_suit_must() -> None:
    state = deal(load(players=6), {0: ["AC"], 1: ["TC", "JH", "9H"]})
    auction(state, "28 hearts", *["pass"] * 5)
    play(state, "AC")
    before = state.clone()
    with pytest.raises(IllegalAction, match="clubs were led and you hold clubs"):
        state.apply("play JH", 1)
    assert state == before
    legal = [a.text for a in state.legal_actions(1)]
    assert "play TC" in legal and all(t.endswith("C") for t in legal)
    with pytest.raises(IllegalAction, match="you do not hold"):
        state.apply("play AD" if "AD" not in hand_of(state, 1) else "play KD", 1)
    assert state == before


def test_a_void_player_may_play_anything_and_trumping_is_not_compulsory() -> None:
    state = deal(load(players=6), {0: ["AC"], 1: ["JH", "9H", "KS"]}, voids={1: "C"})
    auction(state, "28 hearts", *["pass"] * 5)
    play(state, "AC")
    legal = {a.text for a in state.legal_actions(1)}
    assert legal == {f"play {c}" for c in hand_of(state, 1)}
    play(state, "KS")  # a discard, not a trump
    assert state.trick[-1] == (1, parse_face("KS"))


def test_identical_cards_play_one_copy_at_a_time() -> None:
    state = deal(load(players=6), {0: ["JS", "JS", "AH"]})
    auction(state, "28 hearts", *["pass"] * 5)
    assert [a.text for a in state.legal_actions(0)].count("play JS") == 1
    play(state, "JS")
    assert hand_of(state, 0).count("JS") == 1
    assert "play JS" in [a.text for a in state.legal_actions(0)] or state.turn != 0


def test_trick_winner_rules_in_the_pure_function() -> None:
    f = parse_face
    # Trumps beat the suit led; the highest trump wins; ties go to the earlier card.
    assert trick_winner([(0, f("JS")), (1, f("QH")), (2, f("9H"))], HEARTS) == 2
    assert trick_winner([(0, f("9H")), (1, f("9H")), (2, f("AH"))], HEARTS) == 0
    assert trick_winner([(0, f("AD")), (1, f("JH")), (2, f("JD"))], NO_TRUMP) == 2
    # 8 players: 8 and 7 rank below the queen.
    assert trick_winner([(0, f("7C")), (1, f("8C")), (2, f("QC"))], DIAMONDS) == 2
    assert trick_winner([(0, f("7C")), (1, f("8C"))], DIAMONDS) == 1
    # The rank order J 9 A 10 K Q in every suit.
    order = ["JS", "9S", "AS", "TS", "KS", "QS"]
    for high, low in pairwise(order):
        assert trick_winner([(0, f(low)), (1, f(high))], NO_TRUMP) == 1
        assert trick_winner([(0, f(high)), (1, f(low))], NO_TRUMP) == 0
