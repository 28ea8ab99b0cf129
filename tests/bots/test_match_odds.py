"""The chance of winning a lowest-total match from its standing (``cardtable.bots.match_odds``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.bots.match_odds import HandSpread, MatchEnd, hands_left, win_chance

TARGET = MatchEnd("target", 100)
SPREAD = HandSpread(16.0, 14.0)
totals_lists = st.lists(st.integers(0, 99), min_size=2, max_size=6)


def test_equal_totals_give_every_player_an_equal_chance() -> None:
    for players in (2, 3, 4, 5):
        assert win_chance([30] * players, 0, TARGET, 2, SPREAD) == pytest.approx(1 / players)


@given(totals_lists)
def test_the_chances_of_all_players_add_up_to_one(totals: list[int]) -> None:
    chances = [win_chance(totals, q, TARGET, 1, SPREAD) for q in range(len(totals))]
    assert sum(chances) == pytest.approx(1.0, abs=1e-3)
    assert all(0.0 <= c <= 1.0 for c in chances)


@given(totals_lists, st.integers(1, 30))
def test_a_lower_total_never_lowers_the_chance(totals: list[int], drop: int) -> None:
    lower = [max(0, totals[0] - drop), *totals[1:]]
    assert win_chance(lower, 0, TARGET, 1, SPREAD) >= win_chance(totals, 0, TARGET, 1, SPREAD)


def test_a_lead_counts_for_more_with_fewer_hands_left() -> None:
    """Five points ahead with eight hands to go is less sure than with one."""
    early = win_chance([10, 15], 0, MatchEnd("holes", 9), 1, SPREAD)
    late = win_chance([10, 15], 0, MatchEnd("holes", 9), 8, SPREAD)
    assert 0.5 < early < late
    # Near the target the match ends soon: the same lead counts for more than far from it.
    assert win_chance([90, 95], 0, TARGET, 5, SPREAD) > win_chance([0, 5], 0, TARGET, 0, SPREAD)


def test_the_leader_in_points_is_the_rival_that_matters() -> None:
    """Behind the leader, taking points from the last player helps little; from the leader,
    a lot (a match of fixed length: in a match to a target, the last player's points also
    bring the end nearer, which a player behind does not want)."""
    holes = MatchEnd("holes", 9)
    base = win_chance([50, 40, 70], 0, holes, 3, SPREAD)
    from_last = win_chance([50, 40, 80], 0, holes, 3, SPREAD)
    from_leader = win_chance([50, 50, 70], 0, holes, 3, SPREAD)
    assert from_leader - base > 2 * (from_last - base) > 0
    # Behind, a nearer end is worse; ahead, better.
    assert win_chance([50, 40, 80], 0, TARGET, 3, SPREAD) < base_target(0)
    assert win_chance([50, 40, 80], 1, TARGET, 3, SPREAD) > base_target(1)


def base_target(me: int) -> float:
    return win_chance([50, 40, 70], me, TARGET, 3, SPREAD)


def test_the_hands_left() -> None:
    assert hands_left(MatchEnd("holes", 9), [0, 0], 3, SPREAD) == 6
    assert hands_left(MatchEnd("holes", 9), [0, 0], 9, SPREAD) == 1  # a play-off hand
    assert hands_left(TARGET, [20, 68], 4, SPREAD) == pytest.approx(2.0)
    assert hands_left(TARGET, [20, 99], 4, SPREAD) == 1.0
    with pytest.raises(ValueError, match="single_hand"):
        hands_left(MatchEnd("single_hand", 1), [0, 0], 0, SPREAD)


def test_no_spread_left_decides_by_the_totals() -> None:
    assert win_chance([10, 20], 0, TARGET, 1, HandSpread(5.0, 0.0)) == 1.0
    assert win_chance([20, 10], 0, TARGET, 1, HandSpread(5.0, 0.0)) == 0.0
