"""The power-card Golf games' rules, options and refusals in every language (docs/i18n.md):
each paragraph of the rules in force, each option's label and effect, the notation, and every
refusal are message ids that English, Persian and French all say."""

from __future__ import annotations

import pytest

import cardtable
from cardtable.i18n import messages
from tests.games.golfp.helpers import fresh, load, refused
from tests.i18n.checks import check_option_refusal, check_refusals, check_rules

GAMES = ("malaysian", "pablo", "cumbia", "cabo", "cactus", "dacz")

OPTION_COMBINATIONS: list[tuple[str, dict[str, object]]] = [
    ("malaysian", {}),
    ("malaysian", {"match_end": "holes(3)", "match_tie_policy": "extra_holes"}),
    ("malaysian", {"match_end": "target(50)", "memory_mode": "perfect"}),
    ("malaysian", {"players": 2, "match_end": "holes(1)"}),
    ("pablo", {}),
    ("pablo", {"caller_low_score": "layout_minus10", "seven_swap": "optional_after_look",
               "multi_replace_source": "stock_only", "replace_scope": "unseen_at_start_only"}),
    ("cumbia", {}),
    ("cumbia", {"ten_power": "two_of_one_opponent", "final_turns": "everyone_incl_caller",
                "deals": 1, "match_tie_policy": "extra_holes"}),
    ("cumbia", {"single_hand": True}),
    ("cabo", {}),
    ("cabo", {"fill_opponent_slots": "optional", "match_from_discard": False,
              "match_end": "holes(3)", "peek_choice": "any_two"}),
    ("cactus", {}),
    ("cactus", {"snap_penalty_cards": 1, "snap_chain": "single_per_discard", "players": 3}),
    ("cactus", {"snap_penalty_cards": 0}),
    ("dacz", {}),
    ("dacz", {"final_turns": "everyone_incl_caller", "layout_shape": "square_2x2",
              "peek_choice": "nearest_two"}),
]


@pytest.mark.parametrize(("name", "options"), OPTION_COMBINATIONS)
def test_the_rules_read_in_every_language(name: str, options: dict[str, object]) -> None:
    check_rules(name, options)


@pytest.mark.parametrize("name", GAMES)
def test_every_refusal_says_why_in_every_language(name: str) -> None:
    check_refusals(name)


@pytest.mark.parametrize(
    "options",
    [
        {"layout_shape": "line_1x4"},
        {"layout_shape": "line_1x4", "peek_choice": "nearest_two"},
    ],
)
def test_refused_combinations_say_why_in_every_language(options: dict[str, object]) -> None:
    check_option_refusal("cabo", options)
    check_option_refusal("dacz", options | {"peek_choice": "nearest_two"})


@pytest.mark.parametrize(
    ("name", "value"), [("malaysian", "holes(0)"), ("cabo", "single_hand"), ("cabo", "forever")]
)
def test_a_bad_match_end_says_why_in_every_language(name: str, value: str) -> None:
    check_option_refusal(name, {"match_end": value})


def test_option_dependent_sentences_follow_the_options() -> None:
    def english(name: str, **options: object) -> str:
        return load(name, **options).rules_text()

    assert "Only a card drawn from the stock may match" in english(
        "cabo", match_from_discard=False)
    assert "(or keep: the slot is removed)" in english("cabo", fill_opponent_slots="optional")
    assert "every player, the caller last" in english(
        "dacz", final_turns="everyone_incl_caller")
    assert "costs 1 penalty card," in english("cactus", snap_penalty_cards=1)
    assert "One snap per discard" in english("cactus", snap_chain="single_per_discard")
    assert "their layout value - 10" in english("pablo", caller_low_score="layout_minus10")
    assert "you may swap" in english("pablo", seven_swap="optional_after_look")
    assert "two cards of one opponent" in english("cumbia", ten_power="two_of_one_opponent")
    assert "Match: 3 hands" in english("malaysian", match_end="holes(3)")
    assert "Match: a single hand" in english("cabo", single_hand=True)
    assert "Memory is perfect" in english("dacz", memory_mode="perfect")
    assert "you may replace only a card you did not look at" in english(
        "pablo", replace_scope="unseen_at_start_only")
    persian = load("cactus", snap_penalty_cards=3).rules_text("fa")
    assert "۳ کارت جریمه" in persian
    french = load("cabo", fill_opponent_slots="optional").rules_text("fr")
    assert "(ou gardez : la place est supprimée)" in french


def test_a_refusal_keeps_its_english_and_is_said_in_persian() -> None:
    game = load("malaysian")
    s = fresh(game, 1)
    try:
        s.apply("call", s.current_player)
    except cardtable.IllegalAction as error:
        assert error.why is not None and error.why.id.startswith("golfp.illegal.")
        assert "no call in malaysian" in error.reason
        assert "مالزیایی" in messages("fa").text(error.why)
        assert "au Malaisien" in messages("fr").text(error.why)
    else:
        raise AssertionError("call was accepted in Malaysian")
    assert "that is not a power-Golf action" in refused(fresh(game, 1), "frobnicate")
