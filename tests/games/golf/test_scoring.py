"""The public scoring function against every scoring test case of golf.md §9, the seeds' worked
examples, and the hand adjustments (knocker §1.4, caller §5.2)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, reject, settings
from hypothesis import strategies as st

from cardtable.games.golf.game import ALL_GOLF_GAMES
from cardtable.games.golf.scoring import (
    EMPTY,
    Breakdown,
    ScoringRules,
    evaluate,
    hand_scores,
    layout_value,
    rules_for,
    score_layout,
)
from tests.games.golf.helpers import load


def value(game: str, rows: list[list[Any]], preset: str | None = None, **options: Any) -> int:
    v, breakdown = score_layout(load(game, preset, **options), rows)
    assert isinstance(breakdown, Breakdown) and breakdown.value == v
    # The breakdown adds up to the value it reports.
    total = sum(c for c in breakdown.counted if c is not None)
    total += sum(g.total for g in breakdown.groups) + breakdown.block_bonus * len(breakdown.blocks)
    assert total + breakdown.banked == v
    return v


# --------------------------------------------------------------------------- 6-card (§9.1)

TC61 = [["2C", "9D", "KS"], ["7H", "9C", "KH"]]


def test_tc_6_1_persian_example_nine_points() -> None:
    """FA:78-80: two pairs and a 2 with a 7 — 9 with 2 = +2 (persian), 5 with 2 = -2."""
    assert value("golf6", TC61, "persian") == 9
    assert value("golf6", TC61) == 5
    assert value("golf6", TC61, "pagat") == 5
    assert value("golf6", TC61, pairs_anywhere=True) == 5
    assert value("golf6", TC61, "persian", pairs_anywhere=True) == 9


TC62 = [["6S", "KC", "JK"], ["6H", "4D", "8C"]]


def test_tc_6_2_persian_example_ten_points() -> None:
    assert value("golf6", TC62, "persian") == 10
    assert value("golf6", TC62, jokers="two_per_pack", joker_value=-5) == 7
    assert value("golf6", TC62, jokers="two_per_pack", joker_value=0) == 12
    assert value("golf6", TC62, jokers="two_per_pack", joker_value=-3) == 9


def test_tc_6_4_two_jokers_in_a_column() -> None:
    rows = [["JK", "5S", "KD"], ["JK", "9H", "QC"]]
    assert value("golf6", rows, "persian") == 20
    assert value("golf6", rows, jokers="two_per_pack", joker_value=-2) == 24


def test_tc_6_5_a_pair_of_twos_scores_zero() -> None:
    rows = [["2S", "3D", "QH"], ["2H", "3C", "JS"]]
    assert value("golf6", rows) == 20
    assert value("golf6", rows, negative_pairs_keep_value=True) == 16
    assert value("golf6", rows, one_eyed_jacks_zero=True) == 10


TC66_A = [["7S", "4D", "7H"], ["7C", "9S", "7D"]]
TC66_B = [["7S", "7H", "4D"], ["7C", "7D", "9S"]]


def test_tc_6_6_four_of_a_kind_bonuses() -> None:
    assert value("golf6", TC66_A, four_kind_bonus="two_columns_minus10") == 3
    assert value("golf6", TC66_B, four_kind_bonus="two_columns_minus10") == 3
    assert value("golf6", TC66_A, four_kind_bonus="square_block_minus20") == 13
    assert value("golf6", TC66_B, four_kind_bonus="square_block_minus20") == -7
    assert value("golf6", TC66_A) == 13
    assert value("golf6", TC66_B) == 13


def test_six_equal_cards() -> None:
    """§3.4: -20 for three equal column-pairs (option, 2+ packs); -40 for a 2 × 3 square block."""
    rows = [["7S", "7H", "7D"], ["7C", "7S", "7H"]]
    assert value("golf6", rows, packs=2, four_kind_bonus="square_block_minus20") == -40
    assert (
        value("golf6", rows, packs=2, four_kind_bonus="two_columns_minus10",
              six_kind_bonus="minus20")
        == -20
    )
    # Without the six-kind bonus, the first two columns make -10 and the third pair is 0.
    assert value("golf6", rows, packs=2, four_kind_bonus="two_columns_minus10") == -10


def test_negative_four_value() -> None:
    """FR:579-582: four jokers in two columns with two packs = -20 (the option's value)."""
    rows = [["JK", "JK", "5S"], ["JK", "JK", "6S"]]
    opts: dict[str, Any] = {"packs": 2, "jokers": "two_per_pack", "joker_value": -5}
    assert value("golf6", rows, **opts) == 11
    assert value("golf6", rows, negative_four_value=-20, **opts) == -20 + 11
    # It overrides the four-of-a-kind bonus for that rank, not for others.
    assert value("golf6", rows, negative_four_value=-20, four_kind_bonus="square_block_minus20",
                 **opts) == -9
    twos = [["2S", "2H", "5S"], ["2D", "2C", "6S"]]
    assert value("golf6", twos, negative_four_value=-12) == -12 + 11


def test_pairs_anywhere_cancel_the_highest_values() -> None:
    """A-51: a pair anywhere scores 0; with one-eyed jacks at 0, the 10-point jacks cancel."""
    rows = [["9S", "4D", "QH"], ["3C", "9H", "QS"]]
    assert value("golf6", rows) == 9 + 4 + 3 + 9  # only the queens pair up (a column)
    assert value("golf6", rows, pairs_anywhere=True) == 4 + 3
    jacks = [["JS", "JC", "5H"], ["JD", "3C", "4D"]]
    assert value("golf6", jacks, pairs_anywhere=True, one_eyed_jacks_zero=True) == 0 + 5 + 3 + 4


# --------------------------------------------------------------------------- 8-card (§9.2)


def test_tc_8_1_french_example_total_nine() -> None:
    assert value("golf8", [["6S", "7H", "KD", "QC"], ["2C", "7S", "AH", "QD"]]) == 9


def test_tc_8_2_french_example_two_equal_pairs_minus_ten() -> None:
    rows = [["AC", "5H", "6D", "5C"], ["KS", "5D", "4H", "5S"]]
    assert value("golf8", rows) == 1
    assert value("golf8", rows, multi_pair_rule="progressive") == 1


def test_tc_8_3_jokers() -> None:
    assert value("golf8", [["JK", "3S", "JK", "9D"], ["JK", "3H", "8C", "9C"]]) == 3
    # A joker pair keeps -10 with the option.
    rows = [["JK", "3S", "4S", "9D"], ["JK", "3H", "8C", "9C"]]
    assert value("golf8", rows) == 12
    assert value("golf8", rows, negative_pairs_keep_value=True) == 2


def test_eight_card_three_or_four_equal_pairs() -> None:
    """A-57: k equal column-pairs: -10 per two (pairs_of_pairs) or -10 × (k-1) (progressive)."""
    three = [["5S", "5H", "5D", "KC"], ["5C", "5S", "5H", "QD"]]
    assert value("golf8", three, players=2) == -10 + 10
    assert value("golf8", three, multi_pair_rule="progressive") == -20 + 10
    four = [["5S", "5H", "5D", "5C"], ["5C", "5S", "5H", "5D"]]
    assert value("golf8", four) == -20
    assert value("golf8", four, multi_pair_rule="progressive") == -30


# --------------------------------------------------------------------------- 4-card (§9.3)


def test_tc_4_3_pairs() -> None:
    any_: dict[str, Any] = {"pair_rule": "anywhere"}
    assert value("golf4", [["9S", "9H"], ["4D", "KC"]], **any_) == 4
    assert value("golf4", [["9S", "9H"], ["9D", "4C"]], **any_) == 13
    assert value("golf4", [["9S", "9H"], ["9D", "9C"]], **any_) == 0
    assert value("golf4", [["9S", "4H"], ["KD", "9C"]], **any_) == 4
    line: dict[str, Any] = {"pair_rule": "row_or_column"}
    assert value("golf4", [["9S", "4H"], ["KD", "9C"]], **line) == 22
    assert value("golf4", [["9S", "KH"], ["9D", "4C"]], **line) == 4
    assert value("golf4", [["9S", "4H"], ["KD", "9C"]]) == 22  # no pair rule by default


def test_tc_4_4_queen_of_spades_and_wild_jacks() -> None:
    assert value("golf4", [["QS", "8H"], ["QD", "3C"]], queen_spades_40=True) == 53
    wild: dict[str, Any] = {"wild_jacks": "one_eyed", "pair_rule": "anywhere"}
    assert value("golf4", [["JS", "9D"], ["5C", "5H"]], **wild) == 0
    assert value("golf4", [["JC", "9D"], ["5C", "5H"]], **wild) == 19
    # a wild jack without a pair rule pairs anywhere; all jacks are wild in FA's reading.
    assert value("golf4", [["JC", "9D"], ["5C", "4H"]], wild_jacks="all") == 9
    assert value("golf4", [["JS", "9D"], ["5C", "4H"]], wild_jacks="one_eyed") == 9


def test_four_card_values() -> None:
    assert value("golf4", [["AS", "KH"], ["QD", "JC"]]) == 21
    assert value("golf4", [["AS", "KH"], ["QD", "JC"]], queen_value=13) == 24
    assert value("golf4", [["AS", "KH"], ["QD", "JC"]], jack_king_scheme="jacks_zero") == 11
    assert value("golf4", [["AS", "KH"], ["QD", "JC"]], jack_king_scheme="j0_q12_k13") == 26
    assert value("golf4", [["AS", "KH"], ["QD", "JC"]], jack_king_scheme="j20_skip") == 31
    assert value("golf4", [["JK", "KH"], ["2D", "3C"]], jokers=2) == 0
    # a pair of jokers cancels to 0 (most pairs first).
    assert value("golf4", [["JK", "JK"], ["5D", "9C"]], jokers=2, pair_rule="anywhere") == 14


def test_tc_4_1_knocker_minus_players_or_double() -> None:
    opts = load("golf4", knocker_bonus="minus_players", knocker_penalty="double").options
    assert hand_scores("golf4", opts, [3, 5, 7, 12], knocker=0).scores[0] == -1
    assert hand_scores("golf4", opts, [3, 2, 7, 12], knocker=0).scores[0] == 6


@pytest.mark.parametrize(
    ("penalty", "expected"),
    [("plus10", 18), ("double_plus5", 21), ("equal_highest", 15), ("add_highest", 23),
     ("none", 8), ("double", 16)],
)
def test_tc_4_2_knocker_penalties(penalty: str, expected: int) -> None:
    opts = load("golf4", knocker_penalty=penalty).options
    result = hand_scores("golf4", opts, [8, 3, 10, 15], knocker=0)
    assert result.scores == (expected, 3, 10, 15)
    assert result.knocker_lowest is False


def test_tc_4_2_knocker_ties() -> None:
    not_lowest = load("golf4", knocker_penalty="plus10", knocker_bonus="zero").options
    assert hand_scores("golf4", not_lowest, [3, 3, 9], knocker=0).scores == (13, 3, 9)
    is_lowest = load(
        "golf4", knocker_penalty="plus10", knocker_bonus="zero", knocker_tie="tie_is_lowest"
    ).options
    assert hand_scores("golf4", is_lowest, [3, 3, 9], knocker=0).scores == (0, 3, 9)
    assert hand_scores("golf4", is_lowest, [3, 2, 9], knocker=0).scores == (13, 2, 9)


# --------------------------------------------------------------------------- 9-card (§9.5)

TC91 = [["5S", "8D", "KC"], ["5H", "3S", "QD"], ["5C", "2H", "9S"]]
TC92 = [["4S", "4D", "9C"], ["6H", "4C", "9D"], ["6S", "2H", "KC"]]
TC93 = [["7S", "7D", "AC"], ["7H", "7C", "3D"], ["9S", "4H", "5C"]]


def test_tc_9_1_column_of_three() -> None:
    assert value("golf9", TC91) == 28


def test_tc_9_2_moraco_adjacent_pairs() -> None:
    assert value("golf9", TC92, adjacent_pairs=True) == -2
    assert value("golf9", TC92) == 40


def test_tc_9_3_block_bonus() -> None:
    assert value("golf9", TC93, block_bonus=-25) == -3
    assert value("golf9", TC93) == 50


def test_nine_card_lines_and_overlaps() -> None:
    """A-62: crossing lines count their cards once; each block adds its bonus."""
    cross = [["5S", "5H", "5D"], ["KC", "5C", "3D"], ["9S", "5H", "4C"]]
    assert value("golf9", cross) == 5 + 5 + 0 + 3 + 9 + 4
    assert value("golf9", cross, zero_lines="columns_rows") == 0 + 3 + 9 + 4
    diag = [["5S", "KH", "AD"], ["KC", "5C", "3D"], ["9S", "4H", "5H"]]
    assert value("golf9", diag) == 5 + 1 + 3 + 9 + 4 + 5 + 5
    assert value("golf9", diag, zero_lines="columns_rows_diagonals") == 1 + 3 + 9 + 4
    blocks = [["7S", "7D", "7C"], ["7H", "7C", "7S"], ["9S", "4H", "5C"]]
    # Two overlapping blocks (-25 each) and a row of three 7s covering the same cards.
    assert value("golf9", blocks, players=5, block_bonus=-25,
                 zero_lines="columns_rows") == -50 + 18
    assert value("golf9", TC91, twos_and_jokers=True) == 8 + 3 + 2 + 0 + 10 + 9
    assert value("golf9", TC91, queen_value=12, king_value=10) == 28 + 2 + 10


def test_tc_9_4_lowest_zero_caller() -> None:
    opts = load("golf9", players=3, lowest_zero_caller=True).options
    assert hand_scores("golf9", opts, [12, 4, 20], caller=0).scores == (16, 0, 20)
    assert hand_scores("golf9", opts, [4, 12, 20], caller=0).scores == (0, 12, 20)
    # ties for lowest all score 0; a caller tied for lowest counts as lowest.
    assert hand_scores("golf9", opts, [4, 4, 20], caller=0).scores == (0, 0, 20)
    assert hand_scores("golf9", opts, [9, 4, 4], caller=0).scores == (13, 0, 0)
    assert hand_scores("golf9", opts, [9, 4, 4]).scores == (9, 0, 0)


# --------------------------------------------------------------------------- 10-card and API


def test_ten_card_scores_as_six_card() -> None:
    rows = [["7S", "7H", "2D", "KC", "AS"], ["7C", "7D", "2S", "3H", "QS"]]
    assert value("golf10", rows) == 0 + 0 + 0 + 3 + 11
    assert value("golf10", rows, four_kind_bonus="square_block_minus20") == -20 + 14
    assert value("golf10", rows, four_kind_bonus="two_columns_minus10") == -10 + 14


def test_score_layout_accepts_options_rules_and_empty_slots() -> None:
    game = load("golf6")
    by_game = score_layout(game, TC61)
    by_options = score_layout(game.options, TC61)
    by_rules = score_layout(rules_for("golf6", game.options), TC61)
    assert by_game[0] == by_options[0] == by_rules[0] == 5
    assert score_layout(game, [["2C", None, "KS"], ["7H", "--", ""]])[0] == 5
    # Cards may be written in any accepted form, suit symbols and "10" included.
    assert score_layout(game, [["2♣", "9d", "K♠"], ["7h", "9C", "kh"]])[0] == 5
    assert score_layout(load("golf9", remove_groups=True), TC91, banked=-25)[0] == 28 - 25


def test_score_layout_breakdown_names_what_applied() -> None:
    v, b = score_layout(load("golf6"), TC61)
    assert b.pairs == ((1, 4), (2, 5))
    assert b.notes == ("column 1: pair of 9s = 0", "column 2: pair of Ks = 0")
    data = b.as_dict()
    assert data["value"] == v and data["pairs"] == [["0,1", "1,1"], ["0,2", "1,2"]]
    assert data["counted"] == [[-2, 0, 0], [7, 0, 0]]
    _, b = score_layout(load("golf6", four_kind_bonus="square_block_minus20"), TC66_B)
    assert b.groups[0].columns == (0, 1) and b.groups[0].total == -20
    _, b = score_layout(load("golf9", block_bonus=-25), TC93)
    assert b.blocks == ((0, 1, 3, 4),) and b.as_dict()["blocks"] == [["0,0", "0,1", "1,0", "1,1"]]


def test_score_layout_refuses_bad_input() -> None:
    game = load("golf6")
    with pytest.raises(ValueError, match="2 rows × 3 columns"):
        score_layout(game, [["2C", "9D"], ["7H", "9C"]])
    with pytest.raises(ValueError, match="not a card"):
        score_layout(game, [["2C", "9D", "XX"], ["7H", "9C", "KH"]])
    with pytest.raises(ValueError, match="no Golf game"):
        score_layout(game.options, [["2C"]])
    with pytest.raises(TypeError):
        score_layout(42, TC61)


# --------------------------------------------------------------------------- the value alone

@st.composite
def scored_layouts(draw: st.DrawFn) -> tuple[ScoringRules, list[int], int]:
    """A Golf game with every option that has choices drawn from them (the scoring options among
    them), and a layout of few ranks (so that pairs, lines, blocks and groups are common), some
    slots empty."""
    cls = draw(st.sampled_from(ALL_GOLF_GAMES))
    given: dict[str, Any] = {}
    for spec in cls.option_specs:
        if spec.choices:
            given[spec.name] = draw(st.sampled_from(spec.choices))
    try:
        game = load(cls.name, **given)
    except ValueError:
        reject()  # a combination the rules forbid
    size = game.config.geometry.size
    ranks = draw(st.lists(st.integers(0, 52), min_size=1, max_size=4))
    faces = draw(
        st.lists(st.one_of(st.sampled_from(ranks), st.just(EMPTY)), min_size=size, max_size=size)
    )
    return game.config.rules, faces, draw(st.integers(-40, 0))


@settings(max_examples=400, deadline=None)
@given(scored_layouts())
def test_layout_value_is_the_value_evaluate_explains(
    case: tuple[ScoringRules, list[int], int],
) -> None:
    """The bots' value-only scoring (no breakdown built) agrees with the explained one."""
    rules, faces, banked = case
    assert layout_value(rules, faces, banked) == evaluate(rules, faces, banked)[0]
