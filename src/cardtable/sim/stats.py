"""Statistics over match results: win rates with Wilson intervals, points per hand, match length.

Pure functions over anything shaped like a ``MatchResult`` (``winners``, ``scores``, ``hands``).
A match won jointly counts as a win for every winner, so win rates may add up to more than 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import sqrt
from typing import Protocol

Z_95 = 1.959963984540054
"""The two-sided 95% quantile of the normal distribution."""


class Outcome(Protocol):
    """What the statistics read from a match result."""

    @property
    def winners(self) -> tuple[int, ...]: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def hands(self) -> int: ...


@dataclass(frozen=True)
class SideStats:
    """A seat's or a team's results over a set of matches."""

    label: str
    members: tuple[int, ...]
    matches: int
    wins: int
    win_rate: float
    ci_low: float
    ci_high: float
    points: int
    """Final scores added up over the matches (a team's total counted once)."""
    points_per_hand: float


@dataclass(frozen=True)
class HandsPerMatch:
    mean: float
    minimum: int
    maximum: int
    total: int


@dataclass(frozen=True)
class Summary:
    matches: int
    seats: tuple[SideStats, ...]
    teams: tuple[SideStats, ...] | None
    hands: HandsPerMatch


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default); (0, 1) without trials."""
    if trials < 0 or not 0 <= successes <= trials:
        raise ValueError(
            f"a proportion needs 0 <= successes <= trials; got {successes} of {trials}"
        )
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denominator = 1 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def side_label(members: Sequence[int]) -> str:
    """``P0`` for a seat, ``P0+P2`` for a team."""
    return "+".join(f"P{p}" for p in members)


def side_stats(results: Sequence[Outcome], members: Sequence[int]) -> SideStats:
    """Wins and points of one side (a seat, or a team given by its seats).

    A side wins a match when any of its members is among the winners. Its score in a match is
    its first member's score: the engine reports a team's total for each member.
    """
    if not members:
        raise ValueError("a side has at least one seat")
    who = tuple(members)
    wins = sum(1 for r in results if any(p in r.winners for p in who))
    points = sum(r.scores[who[0]] for r in results)
    hands = sum(r.hands for r in results)
    low, high = wilson_interval(wins, len(results))
    return SideStats(
        label=side_label(who),
        members=who,
        matches=len(results),
        wins=wins,
        win_rate=wins / len(results) if results else 0.0,
        ci_low=low,
        ci_high=high,
        points=points,
        points_per_hand=points / hands if hands else 0.0,
    )


def hands_per_match(results: Sequence[Outcome]) -> HandsPerMatch:
    """Mean, shortest and longest match in hands."""
    if not results:
        return HandsPerMatch(mean=0.0, minimum=0, maximum=0, total=0)
    hands = [r.hands for r in results]
    return HandsPerMatch(
        mean=sum(hands) / len(hands), minimum=min(hands), maximum=max(hands), total=sum(hands)
    )


def summarize(
    results: Sequence[Outcome],
    players: int,
    teams: Sequence[Sequence[int]] | None = None,
) -> Summary:
    """Every seat's statistics, every team's when the game has teams, and the match lengths."""
    return Summary(
        matches=len(results),
        seats=tuple(side_stats(results, (p,)) for p in range(players)),
        teams=tuple(side_stats(results, t) for t in teams) if teams else None,
        hands=hands_per_match(results),
    )
