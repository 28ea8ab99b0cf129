"""The command line's small helpers, in process."""

from __future__ import annotations

import pytest

import cardtable
from cardtable import Action
from cardtable.cli.common import UsageError, changed_options, describe_table, parse_option_args
from cardtable.cli.play import legal_line
from cardtable.cli.results import join_words, result_lines, score_line
from cardtable.cli.rules_cmd import option_list
from tests.cli.helpers import parse_legal
from tests.sim.toy import RaceGame


def test_option_arguments() -> None:
    assert parse_option_args(["a=1", " b = on "], None) == {"a": "1", "b": "on"}
    assert parse_option_args([], 5) == {"players": 5}
    assert parse_option_args(["x=a=b"], None) == {"x": "a=b"}
    for bad, message in [
        (["novalue"], "NAME=VALUE"),
        (["=3"], "NAME=VALUE"),
        (["a=1", "a=2"], "given twice"),
    ]:
        with pytest.raises(UsageError, match=message):
            parse_option_args(bad, None)
    with pytest.raises(UsageError, match="number of players once"):
        parse_option_args(["players=4"], 4)


def test_option_list_names_every_option_with_its_default() -> None:
    race = RaceGame.from_options(target=5)
    text = option_list(race)
    assert "players = 3   [a whole number from 2 to 6; default 3]" in text
    assert "target = 5   [a whole number from 1 to 10000; default 3]" in text
    assert changed_options(race) == ["target=5"]
    assert describe_table(race) == "Race (toy), 3 players, options: target=5"


def test_legal_line_round_trip() -> None:
    state = cardtable.load("fareeb").new_state(seed=7)
    legal = state.legal_actions()
    line = legal_line(legal)
    assert line == "Legal: 1) pass  2) order up"
    assert parse_legal(line) == [a.text for a in legal]


def test_join_words() -> None:
    assert join_words([]) == ""
    assert join_words(["P1"]) == "P1"
    assert join_words(["P1", "P3"]) == "P1 and P3"
    assert join_words(["P0", "P1", "P3"]) == "P0, P1 and P3"


def test_score_and_result_lines() -> None:
    race = RaceGame.from_options(players=2, target=1)
    state = race.new_state(seed=1)
    assert result_lines(state) == ["The match is not over (hand 1).", "Scores: P0 0, P1 0"]
    state.apply("step", 1)
    assert result_lines(state, you=1) == [
        "Match over after 1 hand. Winners: P1 (you).",
        "You won!",
        "Final scores: P0 0, P1 (you) 1",
    ]
    fareeb = cardtable.load("fareeb").new_state(seed=1)
    assert score_line(fareeb, you=2) == "Scores: P0+P2 (you) 0, P1+P3 0"


def test_long_legal_lists_are_shortened_unless_asked_in_full() -> None:
    legal = [Action(i, f"bid {i}") for i in range(100)]
    short = legal_line(legal)
    assert "1) bid 0" in short and "100) bid 99" in short and "80 more" in short
    assert "50) bid 49" not in short
    assert "50) bid 49" in legal_line(legal, full=True)
