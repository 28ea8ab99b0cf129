"""The chance of winning a lowest-total match from where its totals stand.

A search that values a hand by its points alone plays the first hand of a match as it plays the
last, and a point taken from the leader the same as one taken from the last player. What wins
is the lowest total when the match ends, so the search can value a hand's end by the chance it
leaves of that instead.

The model: every player's remaining hands add independent normal points (a game's
``HandSpread``, the mean and spread of one player's hand score), over the hands the match
still has: a fixed number (``holes(n)``), or, in a match to a target, the hands the highest
total needs to reach it at the mean rate. The chance that one player ends lowest is then a
one-dimensional integral over that player's own remaining points, taken here on a fixed grid.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import erf, exp, sqrt

_GRID_STEP = 0.5
_GRID: tuple[float, ...] = tuple(i * _GRID_STEP for i in range(-12, 13))
_WEIGHTS: tuple[float, ...] = tuple(exp(-z * z / 2) for z in _GRID)
_WEIGHT_SUM = sum(_WEIGHTS)
"""A standard normal on [-6, 6] in steps of 0.5: the integrand is smooth, so the trapezoid
rule on this grid is within about 1e-4 of the integral, far below the model's own error."""


@dataclass(frozen=True, slots=True)
class HandSpread:
    """One player's hand score in a game: its mean and standard deviation."""

    mean: float
    sd: float


@dataclass(frozen=True, slots=True)
class MatchEnd:
    """How a match ends: after ``number`` hands (``holes``) or when a total reaches
    ``number`` (``target``); the lowest total wins."""

    kind: str
    number: int


def _below(x: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * (1.0 + erf(x / sqrt(2.0)))


def hands_left(
    end: MatchEnd, totals: Sequence[int], hands_played: int, spread: HandSpread
) -> float:
    """The hands the match still has, at least one: counted in ``holes``, estimated in a match
    to a target as the highest total's distance to it at the mean rate."""
    if end.kind == "holes":
        return float(max(1, end.number - hands_played))
    if end.kind == "target":
        return max(1.0, (end.number - max(totals)) / max(spread.mean, 1e-9))
    raise ValueError(f"a {end.kind!r} match has no hands after this one")


def win_chance(
    totals: Sequence[int], me: int, end: MatchEnd, hands_played: int, spread: HandSpread
) -> float:
    """The chance that ``me`` ends the match with the lowest total (ties not counted), the
    match not being over."""
    scale = spread.sd * sqrt(hands_left(end, totals, hands_played, spread))
    if scale <= 0.0:
        return 1.0 if all(totals[me] < t for q, t in enumerate(totals) if q != me) else 0.0
    leads = [(t - totals[me]) / scale for q, t in enumerate(totals) if q != me]
    chance = 0.0
    for z, w in zip(_GRID, _WEIGHTS, strict=True):
        # Given my remaining points z standard deviations from the mean, each rival ends
        # above me independently.
        product = w
        for lead in leads:
            product *= _below(lead - z)
        chance += product
    return chance / _WEIGHT_SUM
