"""Fareeb's rules in force and every refusal, said in English, Persian and French
(docs/i18n.md; the checks are tests/i18n/checks.py)."""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable.engine.errors import IllegalAction
from cardtable.games.fareeb.actions import NOTATION_HELP
from cardtable.i18n import messages
from tests.games.fareeb.deals import EXAMPLE_1, A
from tests.games.fareeb.helpers import deal, load, run
from tests.i18n.checks import check_option_refusal, check_refusals, check_rules

GAMES = [name for name in cardtable.games() if cardtable.load(name).name == "fareeb"]

RULE_OPTIONS: list[dict[str, Any]] = [
    {},
    {"players": 5},
    {"stick_the_dealer": False, "thrown_in_limit": 1},
    {"stick_the_dealer": False, "thrown_in_limit": 3},
    {"farmers_hand_redeal": False, "dealer_may_discard_upcard": False, "single_hand": True},
    {"going_alone": False},
    {"defender_alone": True, "alone_lead": "left_of_lone_player", "defenders_march_points": 2},
    {"lone_march_points": 5, "target_score": 1},
    {"players": 5, "call_timing": "after_exchange", "called_card_may_be_trump": False},
    {"players": 5, "call_own_card": "counts_as_alone", "five_player_tie": "play_on"},
    {"players": 5, "going_alone": False, "farmers_hand_redeal": False},
]

REFUSED_OPTIONS: list[dict[str, Any]] = [
    {"call_timing": "after_exchange"},
    {"called_card_may_be_trump": False},
    {"call_own_card": "counts_as_alone"},
    {"five_player_tie": "play_on"},
    {"players": 5, "defender_alone": True},
    {"players": 5, "alone_lead": "left_of_lone_player"},
    {"thrown_in_limit": 3},
    {"going_alone": False, "defender_alone": True},
    {"going_alone": False, "alone_lead": "left_of_lone_player"},
    {"going_alone": False, "lone_march_points": 5},
]


def test_the_family_has_its_games() -> None:
    assert GAMES == ["fareeb"]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("options", RULE_OPTIONS, ids=repr)
def test_rules_read_in_every_language(game: str, options: dict[str, Any]) -> None:
    check_rules(game, options)


@pytest.mark.parametrize("game", GAMES)
def test_refusals_read_in_every_language(game: str) -> None:
    check_refusals(game)


@pytest.mark.parametrize("options", REFUSED_OPTIONS, ids=repr)
def test_refused_option_combinations_say_why(options: dict[str, Any]) -> None:
    check_option_refusal("fareeb", options)


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"stick_the_dealer": False}, ["باطل", "annulée"]),
        ({"players": 5, "call_timing": "after_exchange"}, ["پس از تعویض", "après l’échange"]),
        ({"players": 5, "called_card_may_be_trump": False}, ["هرگز حکم", "jamais un atout"]),
        ({"alone_lead": "left_of_lone_player"}, ["حاکمِ تنها دست اول", "gauche du preneur seul"]),
        ({"defenders_march_points": 2}, ["نگیرند: مدافعان ۲", "aucun pli : défenseurs 2"]),
        ({"players": 5, "five_player_tie": "play_on"}, ["ادامه می‌یابد", "on continue"]),
    ],
)
def test_option_dependent_rules_follow_the_option_in_every_language(
    options: dict[str, Any], words: list[str]
) -> None:
    game = cardtable.load("fareeb", **options)
    default = cardtable.load("fareeb", players=options.get("players", 4))
    for lang, word in zip(("fa", "fr"), words, strict=True):
        options_head = "\n\n" + messages(lang).format("rules.options")
        rules = game.rules_text(lang).split(options_head)[0]
        before = default.rules_text(lang).split(options_head)[0]
        assert word in rules, (lang, word)
        assert word not in before, (lang, word)


def test_no_english_suit_word_reaches_persian_or_french() -> None:
    state = deal(load(), EXAMPLE_1, up="QH")
    run(state, *["pass"] * 7)
    with pytest.raises(IllegalAction) as err:
        state.apply("pass", A)
    assert err.value.reason.endswith("name a suit other than hearts")
    assert err.value.why is not None
    assert "دل" in messages("fa").text(err.value.why)
    assert "cœur" in messages("fr").text(err.value.why)
    assert "hearts" not in messages("fa").text(err.value.why) + messages("fr").text(err.value.why)


def test_an_unknown_action_quotes_the_notation_help() -> None:
    with pytest.raises(IllegalAction) as err:
        load().new_state(seed=1).apply("dance", 1)
    assert err.value.reason == "that is not a Fareeb action; actions are: " + NOTATION_HELP[:-1]
