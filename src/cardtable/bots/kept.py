"""Dealing the others' kept cards low: the inference both Golf searches make from what a
player has kept.

A player who knows a face-down card of its own layout keeps it only while it is low: a high
one is replaced at its next draw. So such a card is low, and a search that deals it uniformly
from the unseen pool (as ``sample_state`` does) believes the others' layouts worse than they
are, and knocks, calls and keeps too early. Measured in medium play, such a card lies 1-2.3
points below the unseen mean, by game (``cardtable.bots.golf.KEPT_SHIFT``,
``cardtable.bots.golfp.KEPT_SHIFT``; docs/bots.md, "Kept cards").

``draw_low`` picks, from the values of the cards a player has not seen, the ones to deal to
such places: each drawn with weights falling exponentially with its value, at the rate that
gives each draw the pool's mean moved by the measured shift. The families move the cards
(their states keep cards differently).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from random import Random


def tilt_for_mean(values: Sequence[float], target: float, rate: float = 0.0) -> float:
    """The rate ``r`` at which weights ``exp(-r * v)`` give ``values`` the mean ``target``
    (below their plain mean: towards the low values), by Newton's method from ``rate`` (the
    weighted mean falls with ``r`` at the weighted variance); 0 when the target is not below
    the mean, and at most 4 where it asks for about the lowest value."""
    counts = Counter(values)
    if len(counts) < 2 or target >= sum(values) / len(values):
        return 0.0
    low = min(counts)
    for _ in range(12):
        weights = [(v, k * math.exp(-rate * (v - low))) for v, k in counts.items()]
        total = sum(w for _, w in weights)
        mean = sum(v * w for v, w in weights) / total
        spread = sum((v - mean) ** 2 * w for v, w in weights) / total
        if abs(mean - target) < 0.01 or spread <= 1e-9:
            break
        rate = min(4.0, max(0.0, rate + (mean - target) / spread))
        if rate >= 4.0 and mean > target:
            break
    return rate


def draw_low(values: Sequence[float], shifts: Sequence[float], rng: Random) -> list[int]:
    """Distinct indices into ``values``, one per shift (at most all of them), drawn one by
    one so that draw ``k``'s expected value is the mean of ``values`` plus ``shifts[k]`` (a
    negative shift: low ones), as far as the values left allow. The rate is found again for
    what is left at each draw, so the low values the earlier draws took do not pull the later
    draws back towards the mean."""
    if not values:
        return []
    left = list(range(len(values)))
    mean = sum(values) / len(values)
    rate = 0.0
    chosen: list[int] = []
    for shift in shifts[: len(values)]:
        rate = tilt_for_mean([values[i] for i in left], mean + shift, rate)
        low = min(values[i] for i in left)
        weights = [math.exp(-rate * (values[i] - low)) for i in left]
        chosen.append(left.pop(rng.choices(range(len(left)), weights)[0]))
    return chosen


__all__ = ["draw_low", "tilt_for_mean"]
