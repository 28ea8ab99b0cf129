"""Duplicate deals: every deal replayed with the bots rotated, and the per-bot statistics."""

from __future__ import annotations

import pytest
from rich.console import Console

import cardtable
from cardtable.cli.arena import kind_table
from cardtable.sim.duplicate import (
    DuplicateSummary,
    KindStats,
    layouts,
    percentile,
    play_deal,
    run_duplicate,
    summarize_duplicate,
)
from tests.cli.helpers import run_cli


def test_layouts_rotate_the_kinds_round_the_table() -> None:
    assert layouts(["a", "b"], 4) == [("a", "b", "a", "b"), ("b", "a", "b", "a")]
    assert layouts(["a", "b"], 2) == [("a", "b"), ("b", "a")]
    assert layouts(["a", "b"], 3) == [("a", "b", "a"), ("b", "a", "a"), ("a", "a", "b")]
    assert layouts(["a"], 4) == [("a",) * 4]
    with pytest.raises(ValueError, match="1 to 2 bot kinds"):
        layouts(["a", "b", "c"], 2)


def test_every_rotation_of_a_deal_gets_the_same_cards() -> None:
    game = cardtable.load("fareeb")
    plays = play_deal(game, 0, 12345, ["medium", "random"])
    assert [m.layout for m in plays] == layouts(["medium", "random"], 4)
    assert {m.result.seed for m in plays} == {12345}, "the deals come from the seed alone"
    assert all(cardtable.replay(m.result.record).is_terminal for m in plays)
    assert plays[0].result.record.actions != plays[1].result.record.actions


def test_two_sided_summary_counts_each_match_once() -> None:
    game = cardtable.load("fareeb")
    plays = run_duplicate(game, ["medium", "random"], 6, seed=3)
    assert len(plays) == 12
    summary = summarize_duplicate(game, plays)
    assert summary.two_sided
    assert summary.deals == 6 and summary.matches == 12
    medium, rand = summary.kinds
    assert (medium.kind, rand.kind) == ("medium", "random")
    assert medium.trials == rand.trials == 12
    assert medium.wins + rand.wins == 12, "one side wins each match"
    assert medium.fair_share == 0.5
    assert medium.ci_low <= medium.win_rate <= medium.ci_high
    assert medium.wins >= 10, "the medium side beats random players on the same cards"
    assert medium.decisions > 0 and medium.p95_seconds >= medium.median_seconds


def test_separate_players_are_counted_per_seat_against_an_equal_seats_rate() -> None:
    game = cardtable.load("golf4", players=3)
    plays = run_duplicate(game, ["medium", "random"], 3, seed=1)
    summary = summarize_duplicate(game, plays)
    assert not summary.two_sided
    medium, rand = summary.kinds
    # Three rotations of medium random medium: medium holds two seats in each play.
    assert (medium.trials, rand.trials) == (18, 9)
    total_winners = sum(len(m.result.winners) for m in plays)
    assert medium.wins + rand.wins == total_winners
    assert medium.fair_share == rand.fair_share == pytest.approx(total_winners / 27)


def test_the_fair_share_counts_joint_winners() -> None:
    """5-player Fareeb: the maker and the called partner (or three defenders) win a single
    hand together, so a seat no better than the others wins about two hands in five, not one
    in five; measured against 1/5, any bot would look strong."""
    game = cardtable.load("fareeb", players=5, single_hand=True)
    plays = run_duplicate(game, ["medium", "random"], 4, seed=2)
    summary = summarize_duplicate(game, plays)
    seats = sum(len(m.layout) for m in plays)
    winners = sum(len(m.result.winners) for m in plays)
    assert winners > len(plays), "some hands have several winners"
    for kind in summary.kinds:
        assert kind.fair_share == pytest.approx(winners / seats)
        assert kind.fair_share > 1 / 5


def test_parallel_runs_give_the_same_plays() -> None:
    game = cardtable.load("allfours")
    one = run_duplicate(game, ["medium", "easy"], 3, seed=8)
    two = run_duplicate(game, ["medium", "easy"], 3, seed=8, jobs=2)
    assert [m.result for m in one] == [m.result for m in two]


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) == 50.0
    assert percentile(values, 0.95) == 95.0
    assert percentile([3.0], 0.95) == 3.0
    assert percentile([], 0.5) == 0.0


def test_arena_command() -> None:
    result = run_cli("arena", "fareeb", "--bots", "medium,random", "--deals", "3", "--seed", "2")
    assert result.returncode == 0, result.stderr
    assert "3 deals, each played 2 times" in result.stdout
    assert "medium" in result.stdout and "random" in result.stdout
    bad = run_cli("arena", "fareeb", "--bots", "medium,expert", "--deals", "1")
    assert bad.returncode == 2
    assert "no bot kind 'expert'" in bad.stderr


def test_the_arena_table_keeps_names_and_headings_whole_in_80_columns() -> None:
    """A pipe gets 80 columns; with four-digit counts the table used to shorten "medium" to
    "med…" and the headings to "Pts/ha…"."""
    kinds = tuple(
        KindStats(name, 8000, 2309, 0.2886, 0.279, 0.299, 0.2886, 10.973, 50000, 0.0001, 0.0002)
        for name in ("medium", "random")
    )
    console = Console(width=80, file=None, record=True, color_system=None)
    console.print(kind_table(DuplicateSummary(2000, 2000, 2000, False, kinds)))
    shown = console.export_text()
    assert "…" not in shown, shown
    for word in ("medium", "random", "Pts/hand", "p95 ms", "2309/8000"):
        assert word in shown, shown
