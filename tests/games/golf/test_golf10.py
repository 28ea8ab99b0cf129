"""Ten-card Golf (golf.md §6): two or three packs, 2 × 5, two flips, every 6-card option, and
FA's two flips each turn (``flips_each_turn``)."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from tests.games.golf.helpers import deal, finish_setup, legal, load, play


@pytest.mark.parametrize(("players", "stock"), [(2, 83), (4, 63), (8, 23), (9, 65), (12, 35)])
def test_deck_by_player_count(players: int, stock: int) -> None:
    """§6.1: 2 packs up to 8 players (81 dealt at 8, 23 left), 3 packs for 9-12 (A-67)."""
    assert load("golf10", players=players).new_state(seed=1).view(0)["stock"] == stock


def test_packs_two_is_refused_when_the_deal_does_not_fit() -> None:
    assert load("golf10", players=10, packs=2).config.packs == 2
    with pytest.raises(cardtable.InvalidOptions, match="need 111 cards"):
        load("golf10", players=11, packs=2)


P1 = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS"]


def test_two_flips_and_six_card_play() -> None:
    game = load("golf10", players=2)
    state = deal(game, {1: P1}, "KD", dealer=0, stock=["AC"])
    assert state.view(0)["duties"] == ["initial flip", "initial flip"]
    play(state, "flip 1,0", "flip 1,4")
    finish_setup(state)
    play(state, "draw stock", "replace 0,0")
    assert state.view(0)["layouts"][1]["cards"][0][0] == "AC"
    assert state.view(0)["discard"] == "2S"


def test_middle_and_outer_columns_of_five() -> None:
    """Decision: with five columns the middle column is 2 and the outer columns are 0 and 4."""
    state = load("golf10", initial_flip_constraint="middle_and_outer").new_state(seed=1)
    assert legal(state) == ["flip 0,0", "flip 0,2", "flip 0,4", "flip 1,0", "flip 1,2",
                            "flip 1,4"]
    play(state, "flip 0,2")
    assert legal(state) == ["flip 0,0", "flip 0,4", "flip 1,0", "flip 1,4"]


def test_flips_each_turn() -> None:
    game = load("golf10", players=2, flips_each_turn=2)
    state = deal(game, {1: P1}, "KD", dealer=0)
    play(state, "flip 1,0", "flip 1,1", "flip 1,0", "flip 1,1")
    assert state.view(0)["phase"] == "turn start"
    assert state.view(0)["duties"] == ["flip", "flip"]
    play(state, "flip 0,0", "flip 0,1", "draw stock", "discard")
    assert state.view(0)["layouts"][1]["face_down"] == 10 - 2 - 2
    assert state.view(0)["duties"] == ["flip", "flip"]  # P0's turn starts with two flips too


def test_six_card_options_apply() -> None:
    game = load("golf10", four_kind_bonus="square_block_minus20", jokers="two_per_pack",
                initial_flip_timing="first_turn", reveal_all_to_end=True)
    state = game.new_state(seed=3)
    assert state.view(0)["phase"] == "turn start"
    with pytest.raises(cardtable.InvalidOptions, match="has no presets"):
        load("golf10", "persian")


def _played(**options: Any) -> Any:
    state = load("golf10", players=3, **options).new_state(seed=4)
    while not state.is_terminal:
        state.apply(state.legal_actions()[-1])
    return state


def test_a_match_of_nine_holes() -> None:
    state = _played()
    assert state.hand_number == 9 and len(state.view(0)["holes"]) == 9


LAYOUT = ["7S", "7H", "2D", "KC", "AS", "7C", "7D", "3S", "3H", "QS"]


def _revealed(**options: Any) -> dict[str, Any]:
    """P1 turns two cards up, reveals all, and P0 plays its last turn (or none: immediate)."""
    game = load("golf10", players=2, reveal_all_to_end=True, **options)
    state = deal(game, {1: LAYOUT}, "KD", dealer=0)
    finish_setup(state)
    play(state, "reveal all")
    at_once = state.hand_number == 2
    if not at_once:
        play(state, "draw stock", "discard")
    assert state.hand_number == 2
    result: dict[str, Any] = state.view(0)["previous_hand"]
    result["at_once"] = at_once
    return result


def test_six_card_scoring_options_in_played_hands() -> None:
    """§6.1: 10-card is scored as 6-card under every 6-card option (a square block is two
    adjacent columns)."""
    assert _revealed()["layout_values"][1] == 0 + 0 + (-2 + 3) + (0 + 3) + (1 + 10)
    assert _revealed(jokers="two_per_pack")["layout_values"][1] == 15 + 4  # 2s are +2
    assert _revealed(four_kind_bonus="square_block_minus20")["layout_values"][1] == -20 + 15
    assert _revealed(four_kind_bonus="two_columns_minus10")["layout_values"][1] == -10 + 15
    assert _revealed(pairs_anywhere=True)["layout_values"][1] == 0 + 0 - 2 + 0 + 0 + 1 + 10
    assert _revealed(one_eyed_jacks_zero=True)["layout_values"][1] == 15


def test_six_card_turn_and_end_options_apply() -> None:
    assert _revealed()["at_once"] is False  # final round: P0 plays once more
    result = _revealed(end_rule="immediate")
    assert result["at_once"] is True and result["trigger"] == 1
    game = load("golf10", players=2, flip_after_stock_discard="required_may_keep_last",
                flip_only_turn=True)
    state = deal(game, {1: LAYOUT}, "KD", dealer=0)
    finish_setup(state)
    assert "flip 0,3" in legal(state)  # a flip-only turn
    play(state, "draw stock", "discard")
    assert state.view(0)["phase"] == "flip after discard"
