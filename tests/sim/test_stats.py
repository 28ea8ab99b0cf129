"""Statistics over match results: pure functions, checked against hand-worked numbers."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from cardtable.sim import hands_per_match, side_stats, summarize, wilson_interval


@dataclass(frozen=True)
class Outcome:
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    hands: int


def test_wilson_interval_known_values() -> None:
    low, high = wilson_interval(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4)
    assert high == pytest.approx(0.7634, abs=1e-4)
    low, high = wilson_interval(81, 263)
    assert low == pytest.approx(0.2553, abs=1e-4)
    assert high == pytest.approx(0.3662, abs=1e-4)


def test_wilson_interval_edges() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(0, 20)
    assert low == 0.0 and 0 < high < 0.2
    low, high = wilson_interval(20, 20)
    assert high == 1.0 and 0.8 < low < 1
    narrow = wilson_interval(500, 1000)
    wide = wilson_interval(5, 10)
    assert narrow[1] - narrow[0] < wide[1] - wide[0]


@pytest.mark.parametrize(("k", "n"), [(-1, 5), (6, 5), (0, -1)])
def test_wilson_interval_refuses_impossible_counts(k: int, n: int) -> None:
    with pytest.raises(ValueError, match="successes"):
        wilson_interval(k, n)


RESULTS = [
    Outcome(winners=(0, 2), scores=(10, 6, 10, 6), hands=8),
    Outcome(winners=(1, 3), scores=(4, 11, 4, 11), hands=6),
    Outcome(winners=(0, 2), scores=(10, 9, 10, 9), hands=10),
]


def test_side_stats_for_a_seat() -> None:
    s = side_stats(RESULTS, (1,))
    assert s.label == "P1" and s.members == (1,)
    assert (s.matches, s.wins) == (3, 1)
    assert s.win_rate == pytest.approx(1 / 3)
    assert (s.ci_low, s.ci_high) == wilson_interval(1, 3)
    assert s.points == 26
    assert s.points_per_hand == pytest.approx(26 / 24)


def test_a_team_score_is_counted_once() -> None:
    s = side_stats(RESULTS, (0, 2))
    assert s.label == "P0+P2"
    assert s.wins == 2
    assert s.points == 24
    assert s.points_per_hand == pytest.approx(1.0)


def test_joint_winners_each_count_a_win() -> None:
    results = [Outcome(winners=(0, 3), scores=(5, 1, 2, 5, 0), hands=4)]
    summary = summarize(results, 5)
    assert [s.wins for s in summary.seats] == [1, 0, 0, 1, 0]
    assert summary.teams is None


def test_hands_per_match() -> None:
    h = hands_per_match(RESULTS)
    assert (h.mean, h.minimum, h.maximum, h.total) == (8.0, 6, 10, 24)
    empty = hands_per_match([])
    assert (empty.mean, empty.minimum, empty.maximum, empty.total) == (0.0, 0, 0, 0)


def test_summarize_with_teams() -> None:
    summary = summarize(RESULTS, 4, ((0, 2), (1, 3)))
    assert summary.matches == 3
    assert [s.label for s in summary.seats] == ["P0", "P1", "P2", "P3"]
    assert summary.teams is not None
    assert [(t.label, t.wins) for t in summary.teams] == [("P0+P2", 2), ("P1+P3", 1)]
    assert summary.hands.mean == 8.0


def test_no_results() -> None:
    summary = summarize([], 2)
    for side in summary.seats:
        assert (side.wins, side.win_rate, side.points_per_hand) == (0, 0.0, 0.0)
    assert (summary.seats[0].ci_low, summary.seats[0].ci_high) == (0.0, 1.0)


def test_a_side_needs_a_seat() -> None:
    with pytest.raises(ValueError, match="at least one seat"):
        side_stats(RESULTS, ())
