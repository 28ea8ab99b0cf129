"""Every option in every value, refused values and combinations, presets, the rules text, the
terminal's drawing of a view, and ``cardtable play 56`` itself."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import cardtable
from cardtable import InvalidOptions
from cardtable.engine.options import format_value
from cardtable.games.fiftysix.options import OPTION_SPECS
from cardtable.games.fiftysix.state import FiftySixState
from tests.cli.helpers import run_cli
from tests.games.fiftysix.helpers import auction, deal, load, play

EVERY_VALUE = [
    (spec.name, value)
    for spec in OPTION_SPECS
    for value in (spec.choices or (spec.default, 1, 30))
]


@pytest.mark.parametrize(("name", "value"), EVERY_VALUE, ids=lambda v: str(v))
def test_every_option_value_loads_plays_and_is_shown(name: str, value: object) -> None:
    game = load(**{name: value})
    assert game.options[name] == value
    assert f"{name} = {format_value(value)}" in game.rules_text()
    state = game.new_state(seed=2)
    assert isinstance(state, FiftySixState)
    for _ in range(30):  # the first steps of a hand work with this option
        if state.is_terminal:
            break
        seat = sorted(state.actors)[0]
        state.apply(state.legal_actions(seat)[0], seat)
    assert game.invariant_violations(state) == []


@pytest.mark.parametrize(
    ("name", "value", "allowed"),
    [
        ("players", 5, "one of 4, 6, 8"),
        ("players", "seven", "one of 4, 6, 8"),
        ("direction", "left", "counter_clockwise, clockwise"),
        ("deal_packet_size", 3, "one of 4"),
        ("starting_tables", 0, "from 1 to 10000"),
        ("starting_tables", "many", "from 1 to 10000"),
        ("all_pass_rule", "redeal", "forced_bid"),
        ("no_point_cards_redeal", "maybe", "on or off"),
        ("all_jacks_redeal", 2, "on or off"),
        ("scoring_table", "honours", "honours_40_55, honours_40_48"),
        ("redouble_multiplier", 2, "one of 4, 3"),
        ("cot", "perhaps", "on or off"),
        ("end_early_when_cot_lost", "x", "on or off"),
        ("rebid_after_pass", "x", "on or off"),
        ("bid_over_double", "x", "on or off"),
        ("single_hand", "x", "on or off"),
    ],
)
def test_bad_values_are_refused_naming_option_value_and_what_is_allowed(
    name: str, value: object, allowed: str
) -> None:
    with pytest.raises(InvalidOptions, match=allowed) as info:
        load(**{name: value})
    assert info.value.option == name and info.value.value == value


def test_text_values_and_the_player_count_alias() -> None:
    game = load(player_count="8", cot="off", starting_tables="5")
    assert game.players == 8 and game.options.cot is False
    assert game.options.starting_tables == 5
    assert len(game.deck()) == 64
    assert game.teams == ((0, 2, 4, 6), (1, 3, 5, 7))


def test_a_pointless_combination_is_refused() -> None:
    with pytest.raises(InvalidOptions, match="cot=off"):
        load(cot=False, end_early_when_cot_lost=False)


@pytest.mark.parametrize("preset", ["seed", "variations", "final_passes"])
def test_presets(preset: str) -> None:
    game = cardtable.load("56", preset=preset)
    expected = game.presets[preset]
    for name, value in expected.items():
        assert game.options[name] == value
    assert preset in game.rules_text()


def test_rules_text_follows_the_options() -> None:
    text = load(
        direction="clockwise", all_pass_rule="forced_bid", rebid_after_pass=False, cot=False,
        scoring_table="honours_40_48", redouble_multiplier=3, no_point_cards_redeal=True,
    ).rules_text()
    assert "go clockwise" in text and "dealer's left" in text
    assert "Forced bid" in text and "final" in text
    assert "bid 49-56: made, the opponents give 3; failed, the bidders give 4" in text
    assert "redoubled x3" in text and "Cot: bidders who take every trick" not in text
    assert "no J, 9, A or 10" in text
    assert "8 7" in load(players=8).rules_text()


def test_the_view_drawn_for_a_terminal_shows_the_table() -> None:
    state = deal(load(players=6), {0: ["JS", "9H"], 1: ["QS"], 2: ["KS"]})
    auction(state, "hearts 28", "plus 2 No", "plus 1 heart", "double", "redouble")
    play(state, "JS", "QS")
    text = state.game.describe_view(state.view(2))
    assert "Tables: team A P0+P2+P4 (yours) 12, team B P1+P3+P5 12." in text
    assert "P0: hearts 28; P1: plus 2 No (= 30 NT); P2 (you): plus 1 heart (= 31♥)" in text
    assert "P3: double; P4: redouble" in text
    assert "Contract: 31 ♥ hearts by P2 (you) for team A, redoubled (x4)." in text
    assert "On the table (trick 1): P0 J♠, P1 Q♠." in text
    assert "Your hand:" in text
    play(state, "KS", "QS" if "QS" in state.view(3)["hand"] else state.view(3)["hand"][0])
    while state.trick:
        seat = state.turn
        state.apply(state.legal_actions(seat)[0], seat)
    text = state.game.describe_view(state.view(2))
    assert "Trick 1: P0 J♠, P1 Q♠, P2 (you) K♠" in text
    assert "Card points taken: team A " in text and "(1 trick)" in text


def test_the_view_of_a_finished_match_says_who_won() -> None:
    state = deal(load(players=6, single_hand=True), {0: ["JS"]})
    auction(state, "28 spades", *["pass"] * 5)
    state.apply("surrender", 1)
    state.apply("accept", 0)
    text = state.game.describe_view(state.view(1))
    assert "offered to surrender before trick 1: the bidders accepted" in text
    assert "accepted a surrender before trick 1; team B paid 1 table" in text
    assert "Match over: team A (P0, P2, P4) wins." in text


def test_cardtable_play_56_at_the_terminal(tmp_path: Path) -> None:
    # Seed 46 deals a hand where the bots' auction shows "plus" bids (found by trying seeds with
    # this input). The terminal draws 56 from its scene: the auction zone, the facts line, the
    # result panel with its rows and notes.
    lines = ["28 No", *["1"] * 80]
    result = run_cli(
        "play", "56", "--seed", "46", "--option", "single_hand=on", "--save", "m.json",
        stdin="\n".join(lines) + "\n", cwd=tmp_path,
    )
    out = result.stdout
    assert result.returncode == 0, result.stderr
    assert "P0 (you): 28 No" in out
    assert "P5 passes · P0 28 No · P1 passes" in out
    assert "plus 1 ♠ (30)" in out
    assert "Contract: P4 bid 40 ♠" in out
    assert "Card points taken" in out and "Tables paid" in out and "Tables held" in out
    assert "Team B pays 2 tables to team A (x1 doubling, x1 cot)" in out
    assert "Match over after 1 hand." in out
    record = json.loads((tmp_path / "m.json").read_text())
    assert record["game"] == "56"
    assert cardtable.replay(record).is_terminal


def test_cardtable_rules_56() -> None:
    result = run_cli("rules", "56", "--players", "4")
    assert result.returncode == 0
    assert "Players: 4 in two teams" in result.stdout and "12 cards each" in result.stdout
