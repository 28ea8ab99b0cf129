"""Golf's rules and refusals in every language (docs/i18n.md): each paragraph of the rules in
force, each option's label and effect, the presets, the notation, and every refusal of an action
or of a combination of options is a message that English, Persian and French all say."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable.i18n import messages
from tests.i18n.checks import check_option_refusal, check_refusals, check_rules

GAMES = ("golf4", "golf6", "golf8", "golf9", "golf10")

RULE_OPTIONS: list[tuple[str, dict[str, Any]]] = [
    # 4-card: the peeks, the face-up modes, the turn and scoring options, the pot, the match
    ("golf4", {"initial_peek": "any_two", "paid_peek": True, "memory_aid": "known_viewable",
               "jack_king_scheme": "j20_skip", "pair_rule": "row_or_column",
               "knocker_penalty": "equal_highest", "knocker_bonus": "minus_players",
               "knocker_tie": "tie_is_lowest"}),
    ("golf4", {"initial_peek": "any_one", "memory_aid": "known_in_hand",
               "unseen_replace_limit": "once_per_slot", "wild_jacks": "all", "jokers": 2,
               "knocker_penalty": "double_plus5", "pot": True, "pot_cap": 5, "pot_ante": 2}),
    ("golf4", {"initial_peek": "none", "unseen_replace_limit": "once_total",
               "queen_spades_40": True, "knocker_bonus": "zero", "pot": True,
               "match_end": "target(50)", "match_tie_policy": "extra_holes"}),
    ("golf4", {"memory_aid": "all_in_hand", "knocker_penalty": "add_highest",
               "memory_mode": "human", "single_hand": True}),
    ("golf4", {"knocker_penalty": "double", "wild_jacks": "one_eyed", "memory_mode": "perfect",
               "match_end": "holes(18)"}),
    ("golf4", {"flip_mode": "progressive_exposure", "progressive_initial_face_up": 1,
               "unseen_replace_limit": "once_total"}),
    ("golf4", {"flip_mode": "face_up_replacement"}),
    # 6- and 10-card: the initial flips, the turn options, the end rule and the scoring bonuses
    ("golf6", {"initial_row_look": True, "flip_only_turn": True, "pairs_anywhere": True}),
    ("golf6", {"initial_flip_constraint": "same_column", "initial_flip_timing": "first_turn",
               "rearrange_after_flip": True, "flip_after_stock_discard": "required_may_keep_last",
               "four_kind_bonus": "square_block_minus20", "one_eyed_jacks_zero": True}),
    ("golf6", {"initial_flip_constraint": "different_columns", "reveal_all_to_end": True,
               "flip_after_stock_discard": "required_must_keep_last", "end_rule": "immediate",
               "negative_four_value": -20, "negative_pairs_keep_value": True}),
    ("golf6", {"initial_flip_constraint": "middle_and_outer", "packs": 2,
               "four_kind_bonus": "two_columns_minus10", "six_kind_bonus": "minus20",
               "jokers": "two_per_pack", "joker_value": -5}),
    ("golf6", {"preset": "persian"}),
    ("golf6", {"preset": "pagat"}),
    ("golf10", {"flips_each_turn": 2, "initial_flip_constraint": "middle_and_outer"}),
    # 8-card
    ("golf8", {"first_turn_flip": "any_two", "lock_full_columns": True,
               "multi_pair_rule": "progressive", "negative_pairs_keep_value": True}),
    # 9-card: initial flips, zero lines, blocks, Moraco, removal, the lowest-scores-0 rule
    ("golf9", {"initial_flips": 2, "initial_flip_timing": "first_turn",
               "zero_lines": "columns_rows_diagonals", "block_bonus": -25, "remove_groups": True,
               "lowest_zero_caller": True, "twos_and_jokers": True, "king_value": 10,
               "queen_value": 0}),
    ("golf9", {"initial_flips": 0, "adjacent_pairs": True, "flip_only_turn": True,
               "reveal_all_to_end": True, "end_rule": "immediate",
               "flip_after_stock_discard": "required_may_keep_last"}),
    ("golf9", {"zero_lines": "columns_rows", "flip_after_stock_discard": "required_must_keep_last",
               "packs": 1}),
    ("golf9", {"preset": "fuchs"}),
]


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_of_every_game_read_in_every_language(game: str) -> None:
    check_rules(game)


@pytest.mark.parametrize(("game", "options"), RULE_OPTIONS)
def test_the_option_dependent_rules_read_in_every_language(
    game: str, options: dict[str, Any]
) -> None:
    check_rules(game, options)


def test_every_rules_paragraph_is_met() -> None:
    """The combinations above reach every paragraph the catalogs hold, and every variant of a
    choice the rules describe (so no wording is left untried)."""
    seen: set[str] = set()
    for game, options in [*((g, {}) for g in GAMES), *RULE_OPTIONS]:
        seen |= {p.id for p in cardtable.load(game, **options).rules_paragraphs()}
    catalog = {i for i in messages("en").ids if i.startswith("golf.rules.")}
    assert catalog - seen == set(), f"paragraphs never stated: {sorted(catalog - seen)}"


def test_option_values_shape_the_rules_in_persian_and_french() -> None:
    game = cardtable.load("golf9", zero_lines="columns_rows", block_bonus=-25, king_value=10)
    persian, french = game.rules_text("fa"), game.rules_text("fr")
    assert "ستون‌ها و ردیف‌ها" in persian and "شاه ۱۰" in persian
    assert "colonnes et rangées" in french and "roi 10" in french and "-25" in french
    assert "Nine-card" not in french and "face value" not in persian + french
    four = cardtable.load("golf4", knocker_penalty="plus10", pot=True).rules_text("fr")
    assert "Frappeur" in four and "Pot : chacun met 1" in four


@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_in_play_says_why_in_every_language(game: str) -> None:
    check_refusals(game, seeds=range(3), tries=25)


REFUSED_OPTIONS: list[tuple[str, dict[str, Any]]] = [
    ("golf4", {"players": 16, "second_pack_threshold": 17}),
    ("golf4", {"queen_spades_40": True, "queen_value": 12}),
    ("golf4", {"jack_king_scheme": "j0_q12_k13", "queen_value": 12}),
    ("golf4", {"jack_king_scheme": "j0_q12_k13", "queen_spades_40": True}),
    ("golf4", {"memory_aid": "known_viewable", "memory_mode": "perfect"}),
    ("golf4", {"memory_aid": "known_in_hand", "initial_peek": "none"}),
    ("golf4", {"memory_aid": "all_in_hand", "paid_peek": True}),
    ("golf4", {"memory_aid": "all_in_hand", "unseen_replace_limit": "once_total"}),
    ("golf4", {"memory_aid": "all_in_hand", "initial_peek": "any_two"}),
    ("golf4", {"flip_mode": "progressive_exposure", "unseen_replace_limit": "once_per_slot"}),
    ("golf4", {"flip_mode": "face_up_replacement", "knocker_penalty": "plus10"}),
    ("golf4", {"flip_mode": "progressive_exposure", "pot": True}),
    ("golf4", {"progressive_initial_face_up": 1}),
    ("golf4", {"knocker_tie": "tie_is_lowest"}),
    ("golf4", {"pot_ante": 2}),
    ("golf4", {"pot_cap": 5}),
    ("golf4", {"pot": True, "pot_cap": 0}),
    ("golf4", {"match_end": "holes(10)"}),
    ("golf6", {"joker_value": -5}),
    ("golf6", {"six_kind_bonus": "minus20"}),
    ("golf6", {"six_kind_bonus": "minus20", "four_kind_bonus": "two_columns_minus10"}),
    ("golf6", {"initial_row_look": True, "rearrange_after_flip": True}),
    ("golf6", {"initial_row_look": True, "initial_flip_timing": "first_turn"}),
    ("golf6", {"jokers": "two_per_pack", "joker_value": 0, "negative_pairs_keep_value": True}),
    ("golf6", {"jokers": "two_per_pack", "joker_value": 0, "negative_four_value": -20}),
    ("golf6", {"negative_four_value": 5}),
    ("golf10", {"joker_value": -3}),
    ("golf10", {"initial_row_look": True, "initial_flip_constraint": "same_column"}),
    ("golf9", {"packs": 1, "players": 5}),
    ("golf9", {"adjacent_pairs": True, "zero_lines": "columns_rows"}),
    ("golf9", {"adjacent_pairs": True, "block_bonus": -25}),
    ("golf9", {"adjacent_pairs": True, "remove_groups": True}),
    ("golf9", {"initial_flips": 0, "initial_flip_timing": "first_turn"}),
    ("golf9", {"block_bonus": 500}),
]


@pytest.mark.parametrize(("game", "options"), REFUSED_OPTIONS)
def test_every_refused_combination_says_why_in_every_language(
    game: str, options: dict[str, Any]
) -> None:
    check_option_refusal(game, options)


def test_refusals_keep_their_english_and_speak_persian_and_french() -> None:
    state = cardtable.load("golf6").new_state(seed=3)
    while state.view(0)["phase"] == "setup":
        state.apply(state.legal_actions()[0])
    seat = min(state.actors)
    with pytest.raises(cardtable.IllegalAction) as refused:
        state.apply("knock", seat)
    why = refused.value.why
    assert why is not None and why.id == "golf.illegal.no_knocking"
    assert refused.value.reason == "there is no knocking in this game"
    assert messages("fa").text(why) == "در این بازی در زدن نیست"
    assert messages("fr").text(why) == "on ne frappe pas dans ce jeu"
    with pytest.raises(cardtable.IllegalAction) as refused:
        state.apply("replace 7,7", seat)
    assert refused.value.reason == "'7,7' is outside the layout: rows 0 to 1, columns 0 to 2"
    assert refused.value.why is not None
    assert "بیرون از چیدمان" in messages("fa").text(refused.value.why)
    with pytest.raises(cardtable.InvalidOptions) as bad:
        cardtable.load("golf4", players=16, second_pack_threshold=17)
    assert str(bad.value).endswith(
        "16 players need 65 cards for the deal and at least one for the stock, but this table's "
        "deck has 52 (1 pack); play with fewer players or more packs"
    )
    assert bad.value.why is not None
    assert "۱ دست ورق" in messages("fa").text(bad.value.why)
    assert "(1 paquet)" in messages("fr").text(bad.value.why)
