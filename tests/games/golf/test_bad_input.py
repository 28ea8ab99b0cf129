"""Bad input in every Golf game (issue 3, "Bad input"): each move the rules forbid is refused with
its reason and leaves the state (and every view) unchanged; an option value outside the rule
book's list is refused with the allowed values.

The four moves of the issue, wherever the rule applies: discarding a card taken from the discard
pile (§0.7, every game), flipping a face-up card (§1.2 progressive exposure, §3.1 flip-only turns,
§4.1 first turn and Option 3, §5.1, §6.1 initial flips and flips each turn), knocking in the
final round (§1.1; no game but 4-card Golf knocks at all; `reveal all`, unlike knocking, is
offered in the final round too, §3.1), and replacing a locked slot (§1.2 unseen-slot limits
and progressive exposure, §4.2 full columns, §5.3 emptied slots).
"""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable.games.golf.state import GolfState
from tests.games.golf.helpers import deal, legal, load, play, refuse

GAMES = ("golf4", "golf6", "golf8", "golf9", "golf10")


def _to_draw(state: GolfState) -> None:
    """Take the first legal action (setup and first-turn flips) until someone is to draw."""
    while state.view(0)["phase"] != "draw":
        state.apply(state.legal_actions()[0])


# --------------------------------------------------------------------------- discard pile (§0.7)


@pytest.mark.parametrize("name", GAMES)
def test_a_card_taken_from_the_discard_pile_may_not_go_straight_back(name: str) -> None:
    state = load(name, players=3).new_state(seed=7)
    _to_draw(state)
    top = state.view(0)["discard"]
    play(state, "draw discard")
    assert "discard" not in legal(state)
    message = refuse(state, "discard", match="may not go straight back")
    assert "Legal" in message or "legal" in message  # the refusal says what is allowed instead
    assert state.view(0)["held"] == {"player": state.current_player, "from": "discard",
                                     "card": top}


# --------------------------------------------------------------- flipping a face-up card


def test_golf4_progressive_exposure_flip_after_discard_must_be_face_down() -> None:
    game = load("golf4", players=2, flip_mode="progressive_exposure")
    state = deal(game, {1: ["5S", "6S", "AS", "2S"], 0: ["5H", "6H", "AH", "2H"]}, "QD",
                 dealer=0, stock=["9C", "8C", "7C", "KC"])
    play(state, "draw stock", "replace 0,0")  # P1: 9♣ goes in face up (and is locked)
    play(state, "draw stock", "discard", "flip 0,0")  # P0
    play(state, "draw stock", "discard")  # P1 must now turn a face-down card up
    assert state.view(0)["phase"] == "flip after discard"
    assert "flip 0,0" not in legal(state)
    refuse(state, "flip 0,0", match="0,0 is already face up")
    refuse(state, "keep", match="must turn a face-down card")


def test_golf6_flip_only_turn_on_a_face_up_card() -> None:
    state = load("golf6", players=2, flip_only_turn=True).new_state(seed=1)
    play(state, "flip 0,0", "flip 0,1", "flip 0,0", "flip 0,1")
    refuse(state, "flip 0,1", match="0,1 is already face up")
    play(state, "flip 1,1")


def test_golf8_first_turn_and_option_3_flips_of_face_up_cards() -> None:
    state = load("golf8", players=2, first_turn_flip="any_two").new_state(seed=1)
    play(state, "flip 0,0")
    refuse(state, "flip 0,0", match="0,0 is already face up")
    play(state, "flip 1,3", "draw stock", "discard")
    assert state.view(0)["phase"] == "flip after discard"
    refuse(state, "flip 1,3", match="1,3 is already face up")
    state = load("golf8", players=2).new_state(seed=1)
    play(state, "flip column 2")
    refuse(state, "flip column 2", match="only done at the start of the hand")
    play(state, "draw stock", "discard")
    refuse(state, "flip 0,2", match="0,2 is already face up")


def test_golf9_initial_flip_flip_only_turn_and_emptied_slots() -> None:
    game = load("golf9", players=2, flip_only_turn=True, remove_groups=True)
    p1 = ["8S", "4D", "KC", "8H", "3S", "QD", "5C", "2H", "9S"]
    p0 = ["2S", "3H", "4H", "5H", "6H", "7H", "9H", "TH", "JH"]
    state = deal(game, {1: p1, 0: p0}, "KS", dealer=0, stock=["8D", "7C", "6C", "5D"])
    play(state, "flip 0,0")
    refuse(state, "flip 0,0", match="0,0 is already face up")
    play(state, "flip 1,0", "flip 0,1", "flip 0,0", "flip 0,1", "flip 0,2")
    refuse(state, "flip 1,0", match="1,0 is already face up")
    play(state, "draw stock", "replace 2,0")  # the third 8: column 0 is set aside
    play(state, "draw stock", "discard")  # P0
    refuse(state, "flip 0,0", match="0,0 is empty")
    refuse(state, "flip 0,1", match="0,1 is already face up")


def test_golf10_initial_flips_and_flips_each_turn() -> None:
    state = load("golf10", players=2, flips_each_turn=2).new_state(seed=1)
    play(state, "flip 0,4")
    refuse(state, "flip 0,4", match="0,4 is already face up")
    play(state, "flip 1,4", "flip 0,0", "flip 0,1")
    assert state.view(0)["phase"] == "turn start"
    refuse(state, "flip 1,4", match="1,4 is already face up")
    refuse(state, "draw stock", match="turn a face-down card face up first")


# --------------------------------------------------------------------------- ending moves


def test_golf4_knocking_in_the_final_round_or_after_drawing() -> None:
    state = load("golf4", players=3).new_state(seed=2)
    play(state, "draw stock")
    refuse(state, "knock", match="knock instead of drawing")
    play(state, "discard", "knock")
    refuse(state, "knock", match="already knocked; this is the final round")
    state = deal(load("golf4", players=2, flip_mode="face_up_replacement"), {}, "QD",
                 dealer=0)
    for slot in ("0,0", "0,1", "1,0"):
        play(state, "draw stock", f"replace {slot}", "draw stock", "discard")
    play(state, "draw stock", "replace 1,1")  # P1's four cards are face up: P0 plays last
    assert state.view(0)["final_turns"] == [0]
    refuse(state, "knock", match="no knocking with flip_mode=face_up_replacement")


@pytest.mark.parametrize("name", ["golf6", "golf8", "golf9", "golf10"])
def test_no_knocking_outside_four_card_golf(name: str) -> None:
    state = load(name, players=2).new_state(seed=3)
    _to_draw(state)
    refuse(state, "knock", match="no knocking in this game")


@pytest.mark.parametrize("name", ["golf6", "golf9", "golf10"])
def test_reveal_all_is_offered_in_the_final_round_too(name: str) -> None:
    """§3.1 lists REVEAL_ALL in START with no exception for the final round (issue 11): there
    it turns the player's cards up and ends their last turn."""
    state = load(name, players=3, reveal_all_to_end=True).new_state(seed=3)
    _to_draw(state)
    play(state, "reveal all")
    assert state.view(0)["final_turns"]
    _to_draw(state)
    second = state.current_player
    assert second is not None and "reveal all" in legal(state)
    play(state, "reveal all")
    assert all(all(row) for row in state.view(0)["layouts"][second]["face_up"])
    assert state.view(0)["final_turns"] == [(second + 1) % 3]


# --------------------------------------------------------------------------- locked slots


def test_golf4_once_in_total_locks_both_unseen_slots() -> None:
    game = load("golf4", players=2, unseen_replace_limit="once_total")
    state = deal(game, {}, "QD", dealer=0, stock=["9C", "8C", "7C", "KC"])
    play(state, "draw stock", "replace 0,1", "draw stock", "discard", "draw stock")
    for slot in ("0,0", "0,1"):
        refuse(state, f"replace {slot}", match="may be replaced only once")
    play(state, "replace 1,1")


def test_golf8_a_full_column_is_locked_for_a_discard_card_too() -> None:
    state = load("golf8", players=2, lock_full_columns=True).new_state(seed=4)
    play(state, "flip column 3", "draw discard")
    refuse(state, "replace 1,3", match="column 3 are face up")
    refuse(state, "discard", match="may not go straight back")


# --------------------------------------------------------------------------- option values


@pytest.mark.parametrize(
    ("name", "options", "allowed"),
    [
        ("golf4", {"flip_mode": "sideways"}, "none, face_up_replacement, progressive_exposure"),
        ("golf4", {"knocker_bonus": "minus5"}, "none, zero, minus_players"),
        ("golf4", {"match_end": "holes(10)"}, "holes(9), holes(18) or target(T)"),
        ("golf6", {"four_kind_bonus": "minus10"},
         "none, two_columns_minus10, square_block_minus20"),
        ("golf6", {"initial_flip_timing": "later"}, "before_play, first_turn"),
        ("golf8", {"multi_pair_rule": "double"}, "pairs_of_pairs, progressive"),
        ("golf8", {"first_turn_flip": "one_card"}, "one_column, any_two"),
        ("golf8", {"players": 13}, "from 2 to 12"),
        ("golf9", {"zero_lines": "rows"}, "columns, columns_rows_diagonals, columns_rows"),
        ("golf9", {"king_value": 5}, "0, 10"),
        ("golf9", {"packs": 4}, "auto, 1, 2, 3"),
        ("golf10", {"flips_each_turn": 1}, "0, 2"),
        ("golf10", {"match_tie_policy": "coin"}, "shared_win, extra_holes"),
        ("golf10", {"memory_mode": "photographic"}, "human, perfect"),
    ],
)
def test_option_values_outside_the_list_name_the_allowed_values(
    name: str, options: dict[str, Any], allowed: str
) -> None:
    ((option, value),) = options.items()
    with pytest.raises(cardtable.InvalidOptions) as caught:
        cardtable.load(name, **options)
    message = str(caught.value)
    assert option in message and str(value) in message and allowed in message
