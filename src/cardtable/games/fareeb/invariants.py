"""Fareeb's score invariants (fareeb.md §6-7), checked by the conformance suite after every step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from cardtable.games.fareeb.state import FareebState

POSSIBLE_GAINS: Final = frozenset({1, 2, 4, 5})


def invariant_violations(state: FareebState) -> list[str]:
    problems: list[str] = []
    if sum(state.tricks_won) != len(state.tricks) or len(state.tricks) > 5:
        problems.append(f"tricks won {state.tricks_won} do not match {len(state.tricks)} tricks")
    if any(p < 0 for p in state.points):
        problems.append(f"negative score {state.points}")
    for summary in (state.previous_hand, state.hand_result):
        if summary is not None:
            problems += _hand_violations(summary, state.n)
    target = state.opts.target_score
    if state.is_terminal and not state.opts.single_hand:
        if not state.winners or any(state.scores[p] < target for p in state.winners):
            problems.append(f"match over with winners {state.winners} at {state.scores}")
    elif not state.is_terminal and state.n == 4 and max(state.points) >= target:
        problems.append(f"a team reached {target} but the match goes on: {state.points}")
    return problems


def _hand_violations(summary: dict[str, Any], n: int) -> list[str]:
    """Exactly one side scores per hand: the makers or the defenders, never both."""
    points = summary["points"]
    if summary["thrown_in"]:
        return [] if not any(points) else [f"a thrown-in hand scored {points}"]
    scorers = {p for p in range(n) if points[p]}
    makers = set(summary["makers"])
    if n == 4:
        makers = {p for p in range(4) if p % 2 == summary["maker"] % 2}
    defenders = set(range(n)) - makers
    if scorers not in (makers, defenders):
        return [f"hand {summary['hand_number']}: points {points} go to neither side alone"]
    if {points[p] for p in scorers} - POSSIBLE_GAINS or len({points[p] for p in scorers}) != 1:
        return [f"hand {summary['hand_number']}: impossible points {points}"]
    return []
