"""A match's score sheet, kept by a game's state: one row per finished hand.

A row is ``(hand, points, totals)``: the hand's number, what each scoring side (a seat or a
team, in the family's order) scored in that hand, and the match totals after it. A state keeps
its sheet as a tuple of such rows and appends one when a hand ends, never during a hand, so
it costs nothing per action; copies share it (it is never changed in place). Views carry it
as ``sheet_json`` (public: every seat sees the same), and scenes draw it
(``engine.scene.score_sheet``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

Row = tuple[int, tuple[int, ...], tuple[int, ...]]
Sheet = tuple[Row, ...]


def add_row(sheet: Sheet, hand: int, points: Iterable[int], totals: Iterable[int]) -> Sheet:
    """``sheet`` with the row of a hand that just ended."""
    return (*sheet, (int(hand), tuple(int(p) for p in points), tuple(int(t) for t in totals)))


def sheet_json(sheet: Sheet) -> list[dict[str, Any]]:
    """The sheet as a view holds it: ``[{"hand", "points", "totals"}]``, oldest first."""
    return [{"hand": h, "points": list(p), "totals": list(t)} for h, p, t in sheet]


def sheet_from_json(rows: Sequence[dict[str, Any]] | None) -> Sheet:
    """A sheet read back from ``sheet_json`` (a state started from a saved position)."""
    return tuple(
        (int(r["hand"]), tuple(int(p) for p in r["points"]), tuple(int(t) for t in r["totals"]))
        for r in rows or ()
    )


def sheet_of_hands(hands: Sequence[Sequence[int]]) -> list[dict[str, Any]]:
    """``sheet_json`` for a family that already keeps each hand's points in order (Golf's
    holes): the running totals are their sums, the hands are numbered from 1."""
    rows: list[dict[str, Any]] = []
    totals: list[int] = []
    for number, points in enumerate(hands, start=1):
        totals = [t + int(p) for t, p in zip(totals or [0] * len(points), points, strict=True)]
        rows.append({"hand": number, "points": [int(p) for p in points], "totals": totals})
    return rows
