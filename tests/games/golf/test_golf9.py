"""Nine-card Golf (golf.md §5): packs, three initial flips, the 6-card turn options inherited,
removal of completed groups (TC-9.5), the caller rule played out, and the Fuchs preset."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable.games.golf.scoring import score_layout
from tests.games.golf.helpers import deal, legal, load, play, refuse


@pytest.mark.parametrize(
    ("players", "packs", "stock"),
    [(2, "auto", 85), (4, "auto", 67), (8, "auto", 31), (12, "auto", 47), (2, 1, 33), (4, 1, 15)],
)
def test_deck_by_player_count(players: int, packs: Any, stock: int) -> None:
    """§5.1 table: 2 packs up to 8 players, 3 above; FA's single pack up to 4 players (A-59)."""
    state = load("golf9", players=players, packs=packs).new_state(seed=1)
    assert state.view(0)["stock"] == stock


def test_one_pack_is_refused_above_four_players() -> None:
    with pytest.raises(cardtable.InvalidOptions, match="up to 4 players"):
        load("golf9", players=5, packs=1)
    assert sum(1 for c in load("golf9", twos_and_jokers=True).deck() if c % 53 == 52) == 4


def test_three_initial_flips_then_two_or_none() -> None:
    state = load("golf9", players=2).new_state(seed=3)
    assert state.view(0)["duties"] == ["flip", "flip", "flip"]
    play(state, "flip 0,0", "flip 1,1", "flip 2,2")
    assert state.view(0)["duties"] == ["flip", "flip", "flip"]  # the next player's turn to flip
    state = load("golf9", players=2, initial_flips=2, initial_flip_timing="first_turn").new_state(
        seed=3
    )
    assert state.view(0)["phase"] == "turn start" and len(state.view(0)["duties"]) == 2
    state = load("golf9", players=2, initial_flips=0).new_state(seed=3)
    assert state.view(0)["phase"] == "draw"
    with pytest.raises(cardtable.InvalidOptions, match="nothing is turned up"):
        load("golf9", initial_flips=0, initial_flip_timing="first_turn")


P1 = ["8S", "4D", "KC", "8H", "3S", "QD", "5C", "2H", "9S"]
P0 = ["2S", "3H", "4H", "5H", "6H", "7H", "9H", "TH", "JH"]


def test_tc_9_5_a_completed_column_is_removed() -> None:
    game = load("golf9", players=2, remove_groups=True)
    state = deal(game, {1: P1, 0: P0}, "KS", dealer=0, stock=["8D", "7C", "6C", "5D"])
    play(state, "flip 0,0", "flip 1,0", "flip 0,1", "flip 0,0", "flip 0,1", "flip 0,2")
    play(state, "draw stock", "replace 2,0")  # P1: the third 8 in column 0
    view = state.view(0)
    lay = view["layouts"][1]
    assert lay["empty"] == ["0,0", "1,0", "2,0"] and lay["cards"][0][0] is None
    assert view["set_aside"] == ["8S", "8H", "8D"]
    assert view["discard"] == "5C"  # the set-aside cards do not go to the discard pile
    text = game.describe_view(view)
    assert "    0      .    4♦    ##" in text and ". an empty slot" in text
    assert "P1 set aside 8♠ 8♥ 8♦" in text
    assert {"player": 1, "action": "set aside", "cards": ["8S", "8H", "8D"], "blocks": 0} in \
        view["log"]
    play(state, "draw stock", "discard")  # P0
    play(state, "draw stock")
    assert "replace 0,0" not in legal(state)
    refuse(state, "replace 0,0", match="empty")
    # The trigger needs only the six occupied slots face up.
    play(state, "replace 1,1")
    for slot in ("0,2", "1,2", "2,1", "2,2"):
        play(state, "draw stock", "discard", "draw stock", f"replace {slot}")
    assert state.view(0)["layouts"][1]["face_down"] == 0
    assert state.view(0)["trigger"] == 1


def test_removed_blocks_bank_their_bonus() -> None:
    game = load("golf9", players=2, remove_groups=True, block_bonus=-25)
    p1 = ["7S", "7D", "AC", "7H", "4C", "3D", "9S", "4H", "5C"]
    state = deal(game, {1: p1, 0: P0}, "KS", dealer=0, stock=["7C"])
    play(state, "flip 0,0", "flip 0,1", "flip 1,0", "flip 0,0", "flip 0,1", "flip 0,2")
    play(state, "draw stock", "replace 1,1")
    lay = state.view(0)["layouts"][1]
    assert lay["empty"] == ["0,0", "0,1", "1,0", "1,1"] and lay["banked_blocks"] == 1
    while state.hand_number == 1:
        state.apply(state.legal_actions()[0])
    result = state.view(0)["previous_hand"]
    assert result["banked"][1] == -25
    rows = result["layouts"][1]
    assert rows[0][:2] == [None, None] and rows[1][:2] == [None, None]
    assert result["layout_values"][1] == score_layout(game, rows)[0] - 25


def test_lowest_zero_caller_played_out() -> None:
    game = load("golf9", players=2, initial_flips=2, lowest_zero_caller=True,
                reveal_all_to_end=True)
    # P1 (the caller) holds 14, P0 holds 11 once everything is revealed.
    p1 = ["KS", "AS", "KH", "AH", "KD", "AD", "AC", "KC", "QS"]
    p0 = ["KS", "KH", "KD", "AS", "AH", "AD", "2C", "KC", "TC"]
    state = deal(game, {1: p1, 0: p0}, "5S", dealer=0)
    play(state, "flip 0,0", "flip 0,1", "flip 0,0", "flip 0,1", "reveal all")
    play(state, "draw stock", "discard")  # P0's last turn
    result = state.view(0)["previous_hand"]
    assert result["trigger"] == 1
    assert result["layout_values"] == [11, 14]
    assert result["scores"] == [0, 25]  # lowest scores 0; the caller adds the lowest's 11


def test_inherited_six_card_turn_options() -> None:
    game = load("golf9", players=2, flip_only_turn=True,
                flip_after_stock_discard="required_must_keep_last", end_rule="immediate")
    state = deal(game, {1: P1, 0: P0}, "KS", dealer=0)
    play(state, "flip 0,0", "flip 0,1", "flip 0,2", "flip 0,0", "flip 0,1", "flip 0,2")
    assert "flip 1,0" in legal(state)
    play(state, "draw stock", "discard")
    assert state.view(0)["phase"] == "flip after discard"


def test_fuchs_preset() -> None:
    game = load("golf9", "fuchs")
    o = game.options
    assert o["initial_flips"] == 0 and o["queen_value"] == 0 and o["king_value"] == 10
    assert o["twos_and_jokers"] and o["zero_lines"] == "columns_rows" and o["remove_groups"]
    values = game.scoring_rules.values
    assert values[52] == -2 and values[0] == 2  # jokers -2, twos +2
    state = game.new_state(seed=2)
    assert state.view(0)["phase"] == "draw"


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"adjacent_pairs": True, "zero_lines": "columns_rows"}, "replaces zero lines"),
        ({"adjacent_pairs": True, "block_bonus": -25}, "replaces zero lines"),
        ({"adjacent_pairs": True, "remove_groups": True}, "replaces zero lines"),
        ({"queen_value": 13}, "one of 10, 12, 0"),
        ({"initial_flips": 1}, "one of 3, 2, 0"),
        ({"block_bonus": "big"}, "none or a whole number"),
    ],
)
def test_nonsense_and_bad_values_are_refused(options: dict[str, Any], message: str) -> None:
    with pytest.raises(cardtable.InvalidOptions, match=message):
        load("golf9", **options)


TC92 = ["4S", "4D", "9C", "6H", "4C", "9D", "6S", "2H", "KC"]


def _revealed(layout: list[str], **options: Any) -> dict[str, Any]:
    """P1 (first to play) turns three cards up, reveals all, and P0 plays its last turn."""
    game = load("golf9", players=2, reveal_all_to_end=True, **options)
    state = deal(game, {1: layout, 0: P0}, "KS", dealer=0)
    for _ in range(int(game.options["initial_flips"]) * 2):
        state.apply(state.legal_actions()[0])
    play(state, "reveal all", "draw stock", "discard")
    assert state.hand_number == 2
    result: dict[str, Any] = state.view(0)["previous_hand"]
    return result


def test_scoring_options_in_played_hands() -> None:
    """§5.2 options through the state's own end of hand (TC-9.2 and TC-9.1 layouts)."""
    assert _revealed(TC92)["layout_values"][1] == 40
    assert _revealed(TC92, adjacent_pairs=True)["layout_values"][1] == -2
    tc91 = ["5S", "8D", "KC", "5H", "3S", "QD", "5C", "2H", "9S"]
    assert _revealed(tc91)["layout_values"][1] == 28
    assert _revealed(tc91, twos_and_jokers=True)["layout_values"][1] == 28 + 4
    assert _revealed(tc91, queen_value=12, king_value=10)["layout_values"][1] == 28 + 2 + 10
    diagonal = ["7S", "KH", "AD", "KC", "7C", "3D", "9S", "4H", "7H"]
    assert _revealed(diagonal)["layout_values"][1] == 38
    assert _revealed(diagonal, zero_lines="columns_rows_diagonals")["layout_values"][1] == 17
    assert _revealed(diagonal, zero_lines="columns_rows")["layout_values"][1] == 38
    row = ["6S", "6H", "6D", "KC", "AC", "3D", "9S", "4H", "5C"]
    assert _revealed(row, zero_lines="columns_rows")["layout_values"][1] == 22


def test_end_rule_immediate_is_inherited() -> None:
    game = load("golf9", players=2, reveal_all_to_end=True, end_rule="immediate")
    state = deal(game, {1: TC92, 0: P0}, "KS", dealer=0)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    play(state, "reveal all")  # the hand ends at once: P0 gets no last turn
    assert state.hand_number == 2 and len(state.view(0)["holes"]) == 1
    result = state.view(0)["previous_hand"]
    assert result["ended_by"] == "all face up" and result["trigger"] == 1
    assert result["layout_values"][1] == 40


def test_rows_and_diagonals_are_removed_as_they_form() -> None:
    """remove_groups follows zero_lines: a row (columns_rows), a diagonal (with diagonals)."""
    p1 = ["6S", "6H", "AD", "KC", "7C", "3D", "9S", "4H", "7H"]
    cases = (
        ("columns_rows", ("0,0", "0,1", "1,1"), "6D", "0,2", ["0,0", "0,1", "0,2"]),
        ("columns_rows_diagonals", ("0,1", "1,1", "2,2"), "7D", "0,0", ["0,0", "1,1", "2,2"]),
    )
    for lines, flips, card, slot, gone in cases:
        game = load("golf9", players=2, zero_lines=lines, remove_groups=True)
        state = deal(game, {1: p1, 0: P0}, "KS", dealer=0, stock=[card])
        play(state, *(f"flip {f}" for f in flips), "flip 0,0", "flip 0,1", "flip 0,2")
        play(state, "draw stock", f"replace {slot}")  # the third equal card of the line
        view = state.view(0)
        assert view["layouts"][1]["empty"] == gone, lines
        assert sorted(view["set_aside"]) == sorted([card, *(p1[int(g[0]) * 3 + int(g[2])]
                                                           for g in gone if g != slot)])
        assert view["discard"] == p1[int(slot[0]) * 3 + int(slot[2])]
    # With columns only, the same row stays where it is.
    game = load("golf9", players=2, remove_groups=True)
    state = deal(game, {1: p1, 0: P0}, "KS", dealer=0, stock=["6D"])
    play(state, "flip 0,0", "flip 0,1", "flip 1,1", "flip 0,0", "flip 0,1", "flip 0,2")
    play(state, "draw stock", "replace 0,2")
    assert state.view(0)["layouts"][1]["empty"] == []
