"""``python -m cardtable.bots.measure``: settings changes are typed, the measured ``hard`` is the
served one with its clock lifted, and a short run reports every hand (or seat) it played."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

import cardtable
from cardtable.bots.levels import hard_bot
from cardtable.bots.measure import NO_CLOCK, lineup, main, settings_with, tuned_hard
from cardtable.bots.registry import SearchSettings
from cardtable.bots.search import PimcBot


def test_settings_with_reads_each_field_as_its_type() -> None:
    s = settings_with(SearchSettings(), ["rollouts=240", "confidence=1.5", "stateless_policy=0"])
    assert (s.rollouts, s.confidence, s.stateless_policy) == (240, 1.5, False)
    assert isinstance(s.rollouts, int)
    with pytest.raises(SystemExit):
        settings_with(SearchSettings(), ["budget=3"])


def test_a_short_run_counts_every_play(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["allfours", "--deals", "2", "--seed", "3", "--set", "rollouts=12"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["wins"] + out["losses"] + out["ties"] == 4  # two deals, two rotations each
    assert out["decisions"] > 0
    # CPU times stand for an idle machine's clock: never more than the wall clock's.
    assert 0 < out["cpu_median_ms"] <= out["median_ms"] + 1
    assert out["cpu_median_ms"] <= out["cpu_p95_ms"] <= out["p95_ms"] + 1


@pytest.mark.parametrize(
    ("game", "kind", "change"),
    [("fareeb", "PimcBot", "rollouts=30"), ("golf6", "GolfSearchBot", "worlds=30"),
     ("pablo", "PowerGolfSearchBot", "worlds=30")],
)
def test_the_measured_hard_bot_is_the_registered_one_with_its_clock_lifted(
    game: str, kind: str, change: str
) -> None:
    g = cardtable.load(game, None, single_hand=True)
    served = hard_bot(g)
    measured = tuned_hard(g, [change])
    assert type(measured) is type(served) and type(served).__name__ == kind
    settings: Any = measured.settings
    assert settings.time_limit == NO_CLOCK
    name, _, value = change.partition("=")
    assert getattr(settings, name) == int(value) != getattr(served.settings, name)
    # Everything else is the served bot's: Golf's per-game settings (4-card Golf searches only
    # the last turns) come through.
    assert replace(settings, time_limit=0, **{name: 0}) == replace(
        served.settings, time_limit=0, **{name: 0}
    )


def test_golf4_keeps_its_own_search_settings() -> None:
    g = cardtable.load("golf4", None, single_hand=True)
    settings: Any = tuned_hard(g, ["worlds=5"]).settings
    assert (settings.every_turn, settings.policy_first, settings.worlds) == (False, False, 5)


def test_separate_players_are_counted_by_seat(capsys: pytest.CaptureFixture[str]) -> None:
    """Four-player Golf: two deals, two rotations, two seats of each level in each."""
    assert main(["golf6", "--deals", "2", "--seed", "3", "--set", "worlds=4"]) == 0
    out = json.loads(capsys.readouterr().out)
    seats_won = out["hard"]["wins"] + out["medium"]["wins"]
    assert out["fair_share"] == round(seats_won / 16, 4), "every seat's wins over every seat"
    for kind in ("hard", "medium"):
        assert out[kind]["seats"] == 8
        assert 0 <= out[kind]["wins"] <= 8
        assert out[kind]["ci95"][0] <= out[kind]["win_rate"] <= out[kind]["ci95"][1]
    # Every hand has at least one winner (ties share), and a winner is someone's seat.
    assert out["hard"]["wins"] + out["medium"]["wins"] >= 4
    assert out["decisions"] > 0


def test_a_field_seats_one_hard_player_among_medium_ones(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Four-player Golf with ``--field``: one deal, four rotations, one ``hard`` seat in each."""
    assert main(["golf6", "--deals", "1", "--seed", "3", "--set", "worlds=4", "--field"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["field"] is True
    assert (out["hard"]["seats"], out["medium"]["seats"], out["hands"]) == (4, 12, 4)
    assert out["fair_share"] == round((out["hard"]["wins"] + out["medium"]["wins"]) / 16, 4)
    # Three players in All Fours: hard medium medium, and its two rotations.
    assert lineup(cardtable.load("allfours", None, players=3), True) == [
        "hard", "medium", "medium"]


@pytest.mark.parametrize(("game", "options"), [("fareeb", {}), ("56", {}), ("cactus", {}),
                                               ("allfours", {"players": 2})])
def test_a_field_is_refused_where_two_sides_play(game: str, options: dict[str, Any]) -> None:
    g = cardtable.load(game, None, **options)
    with pytest.raises(SystemExit, match="three or more separate players"):
        lineup(g, True)
    assert lineup(g, False) == ["hard", "medium"]


def test_jobs_play_the_same_deals_with_the_same_result(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["cabo", "--deals", "3", "--seed", "5", "--set", "worlds=4"]
    assert main(args) == 0
    one = json.loads(capsys.readouterr().out)
    assert main([*args, "--jobs", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert (one["hard"], one["medium"], one["decisions"]) == (
        two["hard"], two["medium"], two["decisions"])


def test_a_setting_of_the_wrong_kind_is_refused() -> None:
    with pytest.raises(SystemExit, match="worlds takes a number"):
        main(["golf6", "--deals", "1", "--set", "worlds=many"])
    with pytest.raises(SystemExit, match="no search setting 'rollouts'"):
        main(["golf6", "--deals", "1", "--set", "rollouts=10"])


def test_whole_matches_are_played_to_the_games_own_end(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["allfours", "--deals", "1", "--seed", "2", "--set", "rollouts=6",
                 "--matches"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["matches"] is True
    assert out["hands"] > 2
    assert out["wins"] + out["losses"] + out["ties"] == 2
    # A match to seven points takes more than one hand: far more decisions than a single hand.
    assert main(["allfours", "--deals", "1", "--seed", "2", "--set", "rollouts=6"]) == 0
    single = json.loads(capsys.readouterr().out)
    assert out["decisions"] > 2 * single["decisions"]


def test_inference_survives_the_settings_change() -> None:
    """``--inference`` measures the generic search with bid inference, at the changed budget."""
    g = cardtable.load("fareeb", None, single_hand=True)
    bot = tuned_hard(g, ["redraws=30"], inference=True)
    assert isinstance(bot, PimcBot)
    assert bot.settings.redraws == 30 and bot.settings.time_limit == NO_CLOCK
    assert bot._agrees is not None
    assert tuned_hard(g, [])._agrees is None  # type: ignore[attr-defined]
    with pytest.raises(SystemExit, match="generic search"):
        tuned_hard(cardtable.load("golf6", None, single_hand=True), [], inference=True)
