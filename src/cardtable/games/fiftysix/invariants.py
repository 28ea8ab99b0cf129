"""56's score invariants (fiftysix.md §2, §7), checked by the conformance suite after every step.

* The tables in play always sum to twice the starting tables (24 by default), and no team holds
  a negative number.
* Each hand's two masks (one per copy of the pack) hold faces only, below bit 52.
* The card points of a hand sum to 56: those taken in tricks, those in the trick on the table
  and those still in hands; once every trick is played, the tricks alone hold all 56.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.cards import cards_in
from cardtable.games.fiftysix.ranking import FACE_POINTS, TOTAL_POINTS

if TYPE_CHECKING:
    from cardtable.games.fiftysix.state import FiftySixState


def invariant_violations(state: FiftySixState) -> list[str]:
    problems: list[str] = []
    in_play = 2 * state.rules.starting_tables
    if sum(state.tables) != in_play or min(state.tables) < 0:
        problems.append(f"tables {state.tables} do not sum to {in_play} (or one is negative)")
    if any(h >> 52 for h in (*state.hands_a, *state.hands_b)):
        problems.append("a hand mask holds a bit above the 52 faces")
    in_hands = sum(
        FACE_POINTS[f] for h in (*state.hands_a, *state.hands_b) for f in cards_in(h)
    )
    on_table = sum(FACE_POINTS[f] for _, f in state.trick)
    if sum(state.points) + on_table + in_hands != TOTAL_POINTS:
        problems.append(
            f"card points taken {state.points}, on the table {on_table} and in hands {in_hands} "
            f"do not make {TOTAL_POINTS}"
        )
    if sum(state.tricks_won) != len(state.tricks):
        problems.append(f"tricks won {state.tricks_won} do not match {len(state.tricks)} tricks")
    for summary in (state.previous_hand, state.hand_result):
        if summary is not None:
            problems += _hand_violations(summary, state.tricks_per_hand, in_play)
    if state.is_terminal:
        if not state.winners:
            problems.append("the match is over but names no winners")
        elif state.hand_result is not None:
            receiver = 1 - state.hand_result["payer"]
            if {p & 1 for p in state.winners} != {receiver}:
                problems.append(f"winners {state.winners} are not the team that was owed tables")
    return problems


def _hand_violations(summary: dict[str, Any], tricks: int, in_play: int) -> list[str]:
    problems = []
    hand = summary["hand_number"]
    if summary["tricks_played"] == tricks and sum(summary["points"]) != TOTAL_POINTS:
        problems.append(f"hand {hand}: a full hand's card points {summary['points']} are not 56")
    before, after = summary["tables_before"], summary["tables_after"]
    if sum(before) != in_play or sum(after) != in_play:
        problems.append(f"hand {hand}: tables {before} -> {after} do not keep {in_play} in play")
    payer, amount = summary["payer"], summary["amount"]
    expected = list(before)
    if summary["paid"]:
        expected[payer] -= amount
        expected[1 - payer] += amount
    elif before[payer] >= amount:
        problems.append(f"hand {hand}: team {payer} could pay {amount} but lost the match")
    if after != expected:
        problems.append(f"hand {hand}: tables {before} -> {after} after paying {amount}")
    return problems
