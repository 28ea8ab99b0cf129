"""Eight-card Golf (golf.md §4): 108 cards, the first-turn column, Options 1-3 and the extra
option (TC-8.4), the final round, scoring (TC-8.1 to 8.3 in test_scoring), and the variants."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from tests.games.golf.helpers import deal, legal, load, play, refuse


@pytest.mark.parametrize(
    ("players", "cards", "stock"), [(2, 108, 91), (4, 108, 75), (6, 162, 113), (8, 216, 151)]
)
def test_deck_by_player_count(players: int, cards: int, stock: int) -> None:
    """§4.1 table: 2 packs + 4 jokers up to 4 players, then max(2, ceil(N/2)) packs (A-55)."""
    game = load("golf8", players=players)
    assert len(game.deck()) == cards
    assert sum(1 for c in game.deck() if c % 53 == 52) == cards // 54 * 2
    assert game.new_state(seed=1).view(0)["stock"] == stock


P1 = ["6S", "7H", "KD", "QC", "2C", "7S", "AH", "QD"]
P0 = ["3H", "4H", "5H", "6H", "8H", "9H", "TH", "JH"]


def _hand(stock: tuple[str, ...] = ("9C", "8C", "5C", "4C", "3C", "2D"), **options: Any) -> Any:
    game = load("golf8", players=2, **options)
    return deal(game, {1: P1, 0: P0}, "KS", dealer=0, stock=list(stock))


def test_first_turn_turns_up_a_column_before_drawing() -> None:
    state = _hand()
    assert state.view(1)["phase"] == "turn start"
    assert legal(state) == [f"flip column {c}" for c in range(4)]
    refuse(state, "draw stock", match="both cards of one column")
    play(state, "flip column 1")
    assert state.view(0)["layouts"][1]["cards"] == [[None, "7H", None, None],
                                                     [None, "7S", None, None]]
    assert legal(state) == ["draw stock", "draw discard"]
    play(state, "draw stock", "replace 0,0")  # Option 2: a face-down card, new card face up
    assert state.view(0)["discard"] == "6S"
    assert state.view(0)["layouts"][1]["cards"][0][0] == "9C"


def test_any_two_first_turn_variant() -> None:
    state = _hand(first_turn_flip="any_two")
    assert legal(state) == [f"flip {r},{c}" for r in range(2) for c in range(4)]
    play(state, "flip 0,0", "flip 1,3")
    assert state.view(1)["phase"] == "draw"


def test_option_3_discard_then_flip_and_tc_8_4() -> None:
    state = _hand()
    play(state, "flip column 0", "draw stock", "discard")
    assert state.view(0)["phase"] == "flip after discard"
    refuse(state, "keep", match="last face-down card")  # six face-down cards: a flip is due
    play(state, "flip 0,1")
    # A card taken from the discard pile cannot be discarded again (Option 3 is stock only).
    play(state, "flip column 0", "draw discard")
    refuse(state, "discard", match="may not go straight back")


STOCK12 = ("9C", "8C", "5C", "4C", "3C", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD")


def _expose(state: Any, slots: tuple[str, ...]) -> None:
    """P1 replaces these face-down slots one per turn; P0 replaces its face-up 0,0 meanwhile."""
    for i, slot in enumerate(slots):
        if i == 0:
            play(state, "flip column 0")
        play(state, "draw stock", f"replace {slot}")
        if i < len(slots) - 1:
            if i == 0:
                play(state, "flip column 0")
            play(state, "draw stock", "replace 0,0")


def test_tc_8_4_one_face_down_card_may_stay_down() -> None:
    state = _hand(stock=STOCK12)
    _expose(state, ("0,1", "1,1", "0,2", "1,2", "0,3"))
    play(state, "draw stock", "replace 0,0")  # P0
    assert state.view(0)["layouts"][1]["face_down"] == 1 and state.current_player == 1
    play(state, "draw stock", "discard")  # with exactly one face-down card: no flip needed
    assert legal(state) == ["keep", "flip 1,3"]
    play(state, "keep")
    assert state.view(0)["layouts"][1]["face_down"] == 1 and state.current_player == 0


def test_turning_the_last_card_starts_the_final_round() -> None:
    state = _hand(stock=STOCK12)
    _expose(state, ("0,1", "1,1", "0,2", "1,2", "0,3", "1,3"))
    assert state.view(0)["trigger"] == 1 and state.view(0)["final_turns"] == [0]
    play(state, "draw stock", "discard", "flip 1,1")
    assert state.hand_number == 2
    assert state.view(0)["previous_hand"]["trigger"] == 1


def test_lock_full_columns() -> None:
    state = _hand(lock_full_columns=True)
    play(state, "flip column 1", "draw stock")
    assert "replace 0,1" not in legal(state) and "replace 1,1" not in legal(state)
    refuse(state, "replace 0,1", match="column 1 are face up")
    play(state, "replace 0,0")
    with pytest.raises(cardtable.InvalidOptions, match="one of one_column, any_two"):
        load("golf8", first_turn_flip="one_card")


def test_nine_deals_then_the_lowest_total_wins() -> None:
    state = load("golf8", players=2).new_state(seed=5)
    while not state.is_terminal:
        state.apply(state.legal_actions()[-1])
    assert state.hand_number == 9
    assert set(state.winners) == {p for p in range(2) if state.scores[p] == min(state.scores)}


TC82 = ["AC", "5H", "6D", "5C", "KS", "5D", "4H", "5S"]


def test_option_3_turning_the_last_card_starts_the_final_round_and_tc_8_2_is_scored() -> None:
    """§4.1: Option 3 (discard, then turn a card up) on the last face-down card is a trigger; the
    layout, never replaced, is TC-8.2's and scores 1 (two equal column-pairs = -10)."""
    game = load("golf8", players=2)
    stock = ["9C", "8C", "7C", "6C", "4C", "3C", "2C", "9D", "8D", "7D", "6H", "4D", "3D", "2D",
             "9S", "8H"]
    state = deal(game, {1: TC82, 0: P0}, "KH", dealer=0, stock=stock)
    play(state, "flip column 0")
    for i, slot in enumerate(("0,1", "1,1", "0,2", "1,2", "0,3")):
        play(state, "draw stock", "discard")  # P1: Option 3
        if i == 4:  # TC-8.4: with two face-down cards the flip may not be skipped
            assert state.view(0)["layouts"][1]["face_down"] == 2
            refuse(state, "keep", match="only when it is your last face-down card")
        play(state, f"flip {slot}")
        if i == 0:
            play(state, "flip column 0")
        play(state, "draw stock", "replace 0,0")  # P0 keeps replacing a face-up card
    play(state, "draw stock", "discard")
    assert legal(state) == ["keep", "flip 1,3"]  # the extra option, or turn it
    play(state, "flip 1,3")
    view = state.view(0)
    assert view["trigger"] == 1 and view["final_turns"] == [0]
    play(state, "draw stock", "discard", "flip 1,1")  # P0's last turn
    result = state.view(0)["previous_hand"]
    assert result["ended_by"] == "all face up" and result["layout_values"][1] == 1
    assert "columns 1 and 3: 4 5s (pairs of pairs) = -10" in result["breakdown_notes"][1]


def test_a_joker_pair_keeps_minus_ten_in_a_played_hand() -> None:
    """negative_pairs_keep_value (A-58) through the state's own scoring, not only the function."""
    layout = ["JK", "3S", "4S", "9D", "JK", "3H", "8C", "9C"]
    for keep, value in ((False, 12), (True, 2)):
        game = load("golf8", players=2, negative_pairs_keep_value=keep)
        state = deal(game, {1: layout, 0: P0}, "KH", dealer=0)
        while state.hand_number == 1:  # column flip, then draw, discard and flip: no replacing
            state.apply(state.legal_actions()[0])
        assert state.view(0)["previous_hand"]["layout_values"][1] == value
