"""Scoring a Fareeb hand (fareeb.md §6): who scores how much, from the tricks the makers took."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

MADE: Final = "made"
MARCH: Final = "march"
FAREEB: Final = "fareeb"
DEFENDERS_MARCH: Final = "defenders' march"
LONE_DEFENDER_POINTS: Final = 4
"""A lone defender who euchres a lone maker scores 4 (pagat's defending alone)."""


@dataclass(frozen=True, slots=True)
class HandResult:
    outcome: str
    """made (3-4 tricks), march (all 5), fareeb (makers 1-2: euchred), defenders' march (0)."""
    makers_score: bool
    points: int
    """What each member of the scoring side scores."""
    side_points: tuple[int, ...]
    """Per team (4 players) or per player (5 players)."""
    player_points: tuple[int, ...]
    """Per player; at 4 players both partners show their team's points."""


def score_hand(
    *,
    players: int,
    makers: tuple[int, ...],
    maker_tricks: int,
    maker_alone: bool,
    lone_defender: bool = False,
    lone_march_points: int = 4,
    defenders_march_points: int = 4,
) -> HandResult:
    """Points for one hand. ``makers`` are the maker and the partner (just the maker if alone)."""
    if maker_tricks == 5:
        outcome, makers_score, pts = MARCH, True, lone_march_points if maker_alone else 2
    elif maker_tricks >= 3:
        outcome, makers_score, pts = MADE, True, 1
    elif maker_tricks >= 1:
        outcome, makers_score, pts = FAREEB, False, 2
    else:
        outcome, makers_score, pts = DEFENDERS_MARCH, False, defenders_march_points
    if lone_defender and not makers_score:
        pts = LONE_DEFENDER_POINTS
    if players == 4:
        maker_team = makers[0] % 2
        team = maker_team if makers_score else 1 - maker_team
        side_points = tuple(pts if t == team else 0 for t in (0, 1))
        player_points = tuple(side_points[p % 2] for p in range(4))
    else:
        scorers = set(makers) if makers_score else set(range(players)) - set(makers)
        player_points = tuple(pts if p in scorers else 0 for p in range(players))
        side_points = player_points
    return HandResult(outcome, makers_score, pts, side_points, player_points)
