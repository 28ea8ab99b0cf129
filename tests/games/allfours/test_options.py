"""Options (allfours.md §6): every option in every value is accepted where it applies and plays a
match to the end; ruleset defaults; presets; nonsensical combinations refused with a clear
message naming the option, the value and what is allowed.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

import cardtable
from cardtable import InvalidOptions
from cardtable.games.allfours.options import ONLY_IN, OPTION_SPECS, PRESETS, RULESET_DEFAULTS
from tests.games.allfours.helpers import load, play_out

RULESETS = ("standard", "trinidad", "pitcher")


def home_ruleset(name: str) -> str:
    return ONLY_IN.get(name, ("standard",))[0]


def every_value() -> list[tuple[str, Any, str]]:
    """(option, value, a ruleset where it applies) for every value of every option."""
    out = []
    for spec in OPTION_SPECS:
        if spec.name in ("ruleset", "players", "target_score"):
            continue
        for value in spec.choices:
            out.append((spec.name, value, home_ruleset(spec.name)))
    return out


def _id(case: tuple[str, Any, str]) -> str:
    return f"{case[0]}={case[1]}"


@pytest.mark.parametrize("case", every_value(), ids=_id)
def test_every_option_value_plays_a_match(case: tuple[str, Any, str]) -> None:
    name, value, ruleset = case
    options: dict[str, Any] = {"ruleset": ruleset, name: value}
    if name in ("eleven_makes", "running_all_fours", "peg_as_won_61") and value:
        options["single_hand"] = True
    game = cardtable.load("allfours", **options)
    assert game.options[name] == value
    for seed in range(2):
        state = game.new_state(seed=seed)
        play_out(state, seed)
        assert state.winners
        assert game.invariant_violations(state) == []
        assert cardtable.replay(state.record()) == state


@pytest.mark.parametrize(
    ("ruleset", "players", "target"), [("standard", 2, 7), ("trinidad", 4, 14), ("pitcher", 4, 11)]
)
def test_ruleset_defaults(ruleset: str, players: int, target: int) -> None:
    game = load(ruleset=ruleset)
    assert game.players == players and game.options.target_score == target
    for name, value in RULESET_DEFAULTS[ruleset].items():
        assert game.options[name] == value


def test_three_players_and_explicit_values_win_over_ruleset_defaults() -> None:
    assert load(players=3).players == 3
    game = load(ruleset="trinidad", target_score=7, discard_method="discard_each_run")
    assert game.options.target_score == 7 and game.options.discard_method == "discard_each_run"
    assert load(ruleset="trinidad", player_count=4).players == 4, "the rule book's name works"


def test_variant_flags_fix_their_targets() -> None:
    assert load(eleven_makes=True).options.target_score == 11
    assert load(running_all_fours=True).options.target_score == 31
    assert load(peg_as_won_61=True).options.target_score == 61
    assert load(eleven_makes="on", target_score="11").options.target_score == 11


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset_loads_and_plays(preset: str) -> None:
    game = cardtable.load("allfours", preset=preset)
    for name, value in PRESETS[preset].items():
        assert game.options[name] == value
    state = game.new_state(seed=3)
    play_out(state, 3)
    assert state.winners and game.invariant_violations(state) == []


@pytest.mark.parametrize(
    ("options", "named", "says"),
    [
        ({"players": 4}, "players", "standard ruleset is for 2 or 3 players"),
        ({"ruleset": "trinidad", "players": 2}, "players", "trinidad ruleset is for 4"),
        ({"ruleset": "pitcher", "players": 3}, "players", "pitcher ruleset is for 4"),
        ({"ruleset": "trinidad", "eleven_makes": True}, "eleven_makes", "only to the standard"),
        ({"ruleset": "pitcher", "running_all_fours": True}, "running_all_fours", "standard"),
        ({"ruleset": "pitcher", "peg_as_won_61": True}, "peg_as_won_61", "standard"),
        ({"take_one_restriction": "none"}, "take_one_restriction", "only to the trinidad"),
        ({"bonus_two_point_card": "two"}, "bonus_two_point_card", "trinidad"),
        ({"ruleset": "trinidad", "gift_blocked_at_target_minus_one": False},
         "gift_blocked_at_target_minus_one", "standard"),
        ({"ruleset": "pitcher", "discard_method": "keep_all"}, "discard_method", "standard and"),
        ({"ruleset": "pitcher", "bunch": True}, "bunch", "standard and trinidad"),
        ({"ruleset": "pitcher", "score_same_suit_turnups": True}, "score_same_suit_turnups", ""),
        ({"partnership_method": "jack_deal"}, "partnership_method", "trinidad and pitcher"),
        ({"throw_in": False}, "throw_in", "pitcher"),
        ({"throw_in_condition": "any"}, "throw_in_condition", "pitcher"),
        ({"eleven_makes": True, "running_all_fours": True}, "running_all_fours", "choose one"),
        ({"eleven_makes": True, "target_score": 9}, "target_score", "eleven_makes plays to 11"),
        ({"running_all_fours": True, "target_score": 7}, "target_score", "plays to 31"),
        ({"peg_as_won_61": True, "target_score": 7}, "target_score", "plays to 61"),
        ({"bunch": False, "bunch_keeps_turnup_points": False}, "bunch_keeps_turnup_points",
         "needs bunch=on"),
        ({"bunch": False, "bunch_calls": "any_time"}, "bunch_calls", "needs bunch=on"),
        ({"ruleset": "pitcher", "throw_in": False, "throw_in_condition": "any"},
         "throw_in_condition", "needs throw_in=on"),
        ({"ruleset": "tobago"}, "ruleset", "standard, trinidad, pitcher"),
        ({"target_score": 0}, "target_score", "from 1 to 10000"),
        ({"low_rule": "lowest"}, "low_rule", "holder, captured"),
        ({"no_such": 1}, "no_such", "options are"),
    ],
)
def test_nonsense_is_refused_clearly(options: dict[str, Any], named: str, says: str) -> None:
    with pytest.raises(InvalidOptions) as err:
        cardtable.load("allfours", **options)
    assert err.value.option == named
    assert says in str(err.value)


def test_unknown_preset_is_refused() -> None:
    with pytest.raises(InvalidOptions, match="presets are"):
        cardtable.load("allfours", preset="no-such")


def test_options_from_text_as_the_command_line_gives_them() -> None:
    game = cardtable.load(
        "allfours", ruleset="trinidad", bonus_two_point_card="both", no_undertrump="on"
    )
    assert game.options.no_undertrump is True and game.options.bonus_two_point_card == "both"


def test_random_option_sets_that_load_also_play() -> None:
    """A small fuzz over option combinations: whatever is accepted plays a single hand."""
    rng = Random(11)
    played = 0
    for _ in range(400):
        chosen: dict[str, Any] = {}
        for spec in OPTION_SPECS:
            if rng.random() < 0.3:
                chosen[spec.name] = (
                    rng.randint(1, 20) if spec.kind == "int" else rng.choice(spec.choices)
                )
        chosen["single_hand"] = True
        try:
            game = cardtable.load("allfours", **chosen)
        except InvalidOptions:
            continue
        state = game.new_state(seed=played)
        play_out(state, played)
        assert game.invariant_violations(state) == []
        played += 1
    assert played > 40
