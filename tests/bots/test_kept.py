"""``cardtable.bots.kept``: the tilt reaches the mean asked for, and ``draw_low`` deals low."""

from __future__ import annotations

import math
from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.bots.kept import draw_low, tilt_for_mean

PACK = [v for v in range(14) for _ in range(4)]


@pytest.mark.parametrize(
    ("values", "shift"),
    [(PACK, -1.76), ([0, 1, 2, 10, 10, 10], -3.0), ([-2, 0, 5, 9, 13], -0.5)],
)
def test_the_tilt_gives_the_values_the_mean_asked_for(values: list[int], shift: float) -> None:
    mean = sum(values) / len(values)
    rate = tilt_for_mean(values, mean + shift)
    assert rate > 0
    weights = [math.exp(-rate * v) for v in values]
    tilted = sum(v * w for v, w in zip(values, weights, strict=True)) / sum(weights)
    assert tilted == pytest.approx(mean + shift, abs=0.02)


def test_no_tilt_where_none_is_asked_or_possible() -> None:
    assert tilt_for_mean(PACK, sum(PACK) / len(PACK)) == 0.0
    assert tilt_for_mean(PACK, 20.0) == 0.0
    assert tilt_for_mean([4, 4, 4], 2.0) == 0.0
    assert tilt_for_mean(PACK, -5.0) == 4.0  # below the lowest value: as low as it goes


def test_each_draw_averages_the_shifted_mean() -> None:
    """Three kept cards from a pack: on average each lies its own shift below the pack's mean
    (the later draws too, though the earlier took low cards); with no shift, at the mean."""
    rng = Random(1)
    mean = sum(PACK) / len(PACK)
    for shifts in ([-1.76] * 3, [0.0] * 3, [-0.8, -2.4, 0.0], [-2.4, -0.8, -2.4]):
        sums = [0.0, 0.0, 0.0]
        runs = 4000
        for _ in range(runs):
            for k, i in enumerate(draw_low(PACK, shifts, rng)):
                sums[k] += PACK[i]
        for total, shift in zip(sums, shifts, strict=True):
            assert total / runs == pytest.approx(mean + shift, abs=0.25)


@given(
    st.lists(st.integers(-2, 13), max_size=30),
    st.integers(0, 40),
    st.floats(-4.0, 0.0),
    st.integers(0, 2**32),
)
def test_draws_distinct_places_never_more_than_there_are(
    values: list[int], count: int, shift: float, seed: int
) -> None:
    drawn = draw_low(values, [shift] * count, Random(seed))
    assert len(drawn) == min(count, len(values))
    assert len(set(drawn)) == len(drawn)
    assert all(0 <= i < len(values) for i in drawn)
